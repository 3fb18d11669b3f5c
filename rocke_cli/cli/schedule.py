"""`rocke schedule`: search and record the loop order of the selected scheduled kernels."""

from __future__ import annotations

import click

from ..engine.catalog import Select
from ..output import ui
from .options import jobs_option, select_options


@click.command("schedule")
@select_options
@click.option("--force", is_flag=True, help="write even when CI is set")
@click.option("--moves", type=click.IntRange(1, 10**7), default=None, metavar="N",
              help="the search's budget, moves tried a kernel (default 12000: the shipped "
                   "records'); the record names it")
@jobs_option
def schedule_cmd(*, select: Select, force: bool, moves: int | None, jobs: int) -> None:
    """Search the loop order of each selected kernel whose plan asks for rocke's loop schedule
    (a hill climb scored by the model, minutes a kernel) and record it as
    golden/<family>/schedule/<id>.sched, which `rocke build` and `rocke perf` replay and
    `rocke check-golden` holds. The only command that searches; --shard K/N splits the work."""
    from ..schedule.run import schedule

    total = [0]

    def done(t, rec, err, secs) -> None:  # noqa: ANN001 (run.schedule's callback)
        total[0] += 1
        if rec is None:
            ui.line(f"FAILED: {t.key}: {err}", level=ui.QUIET)
            return
        how = ("LLVM's order kept" if rec.llvm_order else
               f"llvm {rec.before:.1f} -> rocke {rec.after:.1f} (modeled, the search's judge), "
               f"{rec.kept} moves kept")
        ui.line(f"scheduled [{total[0]}]: {t.key}: {how} ({secs:.0f} s)")

    rep = schedule(select, jobs, force=force, moves=moves, done=done)
    for p in rep.removed:
        ui.line(f"removed: {p}")
    ui.summary(f"schedule: {len(rep.written) + len(rep.unchanged)} loops searched "
               f"({len(rep.written)} records written, {len(rep.unchanged)} unchanged, "
               f"{len(rep.removed)} removed)")


COMMANDS = (schedule_cmd,)
