"""The golden gate: bless (write after an intended change) and check-golden (CI, never writes
a golden; --pending stores what moved for review)."""

from __future__ import annotations

import time
from collections import Counter

import click

from ..engine.catalog import Select
from ..errors import CheckFailed, RockeError
from ..output import ui
from ..output.reports import STDOUT, write_json, write_junit
from ..paths import PENDING
from .options import (
    artifact_option,
    flavor_option,
    jobs_option,
    json_file_option,
    junit_option,
    select_options,
)


@click.command()
@select_options
@flavor_option
@artifact_option
@click.option("--pending", is_flag=True,
              help="bless exactly what `check-golden --pending` stored (refused if the tree "
                   "changed since)")
@click.option("--force", is_flag=True, help="write even when CI is set")
@click.option("--no-guard", is_flag=True, hidden=True)
@jobs_option
def bless(*, select: Select, flavors: tuple[str, ...], kinds: tuple[str, ...], pending: bool,
          force: bool, no_guard: bool, jobs: int) -> None:
    """Render, verify and write the selected golden entries."""
    from ..figures.shipped import renew
    from ..gates.bless import BlessRequest, refuse_no_guard, verified_line
    from ..gates.bless import bless as do_bless
    from ..paths import root
    from ..registry import shipped

    if no_guard:
        raise refuse_no_guard()
    if pending and select != Select():
        raise RockeError("--pending blesses the reviewed selection: give no SELECT options")
    rep = do_bless(BlessRequest(select, flavors, kinds, jobs, force=force, pending=pending))
    if shipped.covers(select, flavors, kinds):  # the selection table ranks what was blessed
        wrote, n = renew(jobs)
        rep.written += [f"{shipped.path().relative_to(root())} ({n} kernels modeled)"] * wrote
    rows = []
    for (fam, sec), d in sorted(rep.changes.items()):
        rows.append((fam, sec, len(d["added"]), len(d["changed"]), len(d["removed"]),
                     len(d["refused"])))
        for kind in ("added", "changed", "removed", "refused"):
            for cid in d[kind]:
                ui.line(f"{kind}: {fam} {cid} {sec}")
    if rows:
        ui.table("bless", ("family", "section", "added", "changed", "removed", "refused"), rows)
    for w in rep.written:
        ui.line(f"wrote: {w}")
    ui.line(verified_line(rep), level=ui.QUIET)
    ui.summary(f"blessed: {len(rep.written)} files written" if rep.written
               else "blessed: nothing changed")


@click.command("check-golden")
@select_options
@flavor_option
@artifact_option
@click.option("--explain", "explain", is_flag=False, flag_value="HEAD", default=None,
              metavar="[REV]", help="re-emit at a git revision (default HEAD), diff, and "
                                    "cluster the hunks")
@click.option("--pending", is_flag=True,
              help="store what moved under .rocke/pending/ for `rocke bless --pending`")
@click.option("--strict-toolchain", is_flag=True,
              help="a missing LLVM 20, LLVM 22 or clang-22 is an error, as under CI=true "
                   "(otherwise the hashes are compared and the toolchain record is not)")
@json_file_option
@junit_option
@jobs_option
def check_golden(*, select: Select, flavors: tuple[str, ...], kinds: tuple[str, ...],
                 explain: str | None, pending: bool, strict_toolchain: bool,
                 json_out: str | None, junit_out: str | None, jobs: int) -> None:
    """Compare rendered artifacts with the goldens; any status but MATCH fails."""
    from ..gates.check import STATUSES
    from ..gates.review import FOLD, CheckRequest, check, finding_lines, junit_cases
    from ..registry import shipped

    if json_out == STDOUT and junit_out == STDOUT:
        raise RockeError("--json - and --junit -: only one report can own stdout")
    ui.reserve_stdout(STDOUT in (json_out, junit_out))
    t0 = time.perf_counter()
    rep = check(CheckRequest(select, flavors, kinds, jobs, explain, pending,
                             strict_toolchain or None))
    stale = shipped.check(select, flavors, kinds)
    for why in stale:
        ui.line(f"STALE: selection table {shipped.SHIPPED}: {why}")
    for text in rep.explain_lines:
        ui.line(text, level=ui.QUIET)  # the review itself: -q keeps it
    for f in rep.findings:
        if f.status == "MATCH":
            ui.line(f"{f.status}: {f.family} {f.id} {f.flavor}: {f.detail}", level=ui.VERBOSE)
    fold = None if ui.verbosity() >= ui.VERBOSE else FOLD
    for text in finding_lines(rep.findings, rep.explained, fold):
        ui.line(text)
    counts = Counter(f.status for f in rep.findings)
    fam_rows = []
    for fam in select.family_names():
        c = Counter(f.status for f in rep.findings if f.family == fam)
        fam_rows.append((fam, *(c.get(s, 0) for s in STATUSES)))
    ui.table("check-golden", ("family", *STATUSES), fam_rows)
    bad = rep.bad
    if json_out:
        doc = {"findings": [f.to_json() for f in rep.findings],
               "counts": dict(sorted(counts.items())), "ok": not bad,
               "toolchain_uncompared": rep.uncompared, "selection_stale": stale}
        write_json(json_out, {**doc, "clusters": rep.clusters} if explain else doc)
    if junit_out:
        write_junit(junit_out, "check-golden", junit_cases(rep.findings),
                    time.perf_counter() - t0)
    if rep.pending is not None:
        ui.summary(f"pending: {rep.pending} entries stored under {PENDING}/; review "
                   f"them, then `rocke bless --pending`" if rep.pending
                   else "pending: nothing to review")
    for miss in rep.uncompared:
        ui.line(f"toolchain not compared: {miss}; the hashes were compared, the record of "
                f"who verified them was not (CI=true or --strict-toolchain requires it)",
                level=ui.QUIET)
    if stale and not bad:
        more = f" and {len(stale) - 1} more" if len(stale) > 1 else ""
        raise CheckFailed(f"check-golden: the shipped selection table golden/{shipped.SHIPPED} "
                          f"is stale ({stale[0]}{more}); `rocke bless` renews it")
    if bad:
        moved = ", ".join(f"{s} {n}" for s, n in sorted(counts.items()) if s != "MATCH")
        review = "" if explain else ("; `--explain` shows each distinct change once, with the "
                                     "configs it touches")
        raise CheckFailed(f"check-golden: {len(bad)} of {len(rep.findings)} entries differ "
                          f"({moved}){review}; `rocke bless` after an intended change")
    ui.summary(f"check-golden: all {len(rep.findings)} entries MATCH" + (
        " (by hash; toolchain record not compared)" if rep.uncompared else ""))


COMMANDS = (bless, check_golden)
