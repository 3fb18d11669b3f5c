"""The native golden comparison: check-native and native-emit."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import click

from ..engine.catalog import Select
from ..errors import CheckFailed
from ..gates.native import FamilyVerdict, NativeRequest, Verdict, check_native, serve
from ..output import ui
from ..output.reports import STDOUT, Case, write_json, write_junit
from .options import flavor_option, jobs_option, json_file_option, junit_option, select_options


@click.command("check-native")
@select_options
@flavor_option
@click.option("--emitters", "emitters_dir", default=None, type=click.Path(file_okay=False),
              help="directory with one emitter executable per family")
@click.option("--emitter", "emitters", multiple=True, help="FAMILY=CMD (repeatable)")
@click.option("--timeout", type=float, default=30.0, show_default=True,
              help="seconds per emitter call")
@click.option("--batch", is_flag=True, help="use the emitters' batch mode")
@json_file_option
@junit_option
@jobs_option
def check_native_cmd(*, select: Select, flavors: tuple[str, ...], emitters_dir: str | None,
                     emitters: tuple[str, ...], timeout: float, batch: bool,
                     json_out: str | None, junit_out: str | None, jobs: int) -> None:
    """Native emitters against the goldens through the exit-code protocol."""
    ui.reserve_stdout(STDOUT in (json_out, junit_out))
    fvs = check_native(NativeRequest(select, flavors, Path(emitters_dir) if emitters_dir
                                     else None, emitters, timeout, batch, jobs))
    _table(fvs)
    if json_out:
        write_json(json_out, {"families": [
            {"family": f.family, "flavor": f.flavor, "status": f.status, "ok": f.ok,
             "detail": f.detail, "configs": [v.to_json() for v in f.configs]} for f in fvs]})
    if junit_out:
        cases = [_case(v) for f in fvs for v in f.configs]
        cases += [Case(f"{f.family}.{f.flavor}", "family", None if f.status == "GREEN"
                       else f"{f.status}: {f.detail}") for f in fvs]
        write_junit(junit_out, "check-native", cases)
    failed = [f for f in fvs if not f.ok]
    if failed:
        names = ", ".join(sorted({f"{f.family} ({f.status if f.status != 'GREEN' else 'RED'})"
                                  for f in failed}))
        ui.summary("RESULT: RED")
        raise CheckFailed(f"check-native: {names}")
    ui.summary("RESULT: GREEN")


def _case(v: Verdict) -> Case:
    """A refused config is a skip (the emitter agreed it is refused), never a pass."""
    cls, name = f"{v.family}.{v.flavor}", f"{v.index} {v.id}"
    if not v.passed:
        return Case(cls, name, f"{v.status}: {v.detail.splitlines()[0] if v.detail else ''}",
                    body=v.detail)
    return Case(cls, name, skipped=f"refused: {v.detail}" if v.status == "REFUSED" else None)


def _table(fvs: list[FamilyVerdict]) -> None:
    rows = []
    for fv in fvs:
        c = Counter(v.status for v in fv.configs)
        bad = [v for v in fv.configs if not v.passed]
        for v in bad:
            ui.line(f"{v.status}: {v.family} index {v.index} ({v.id}) {v.flavor}: {v.detail}")
        if fv.status != "GREEN":
            ui.line(f"{fv.status}: {fv.family} {fv.flavor}: {fv.detail}")
        verdict = "GREEN" if fv.ok else ("RED" if fv.status == "GREEN" else fv.status)
        rows.append((fv.family, fv.flavor, verdict, c.get("MATCH", 0), c.get("REFUSED", 0),
                     len(bad)))
    ui.table("check-native", ("family", "flavor", "verdict", "match", "refused", "failed"), rows)


@click.command("native-emit")
@click.argument("family")
@click.argument("args", nargs=-1)
@click.option("--batch", "batch_flavor", default=None, help="emit every index in FLAVOR")
def native_emit(*, family: str, args: tuple[str, ...], batch_flavor: str | None) -> None:
    """Serve the native emitter protocol from the Python engine: FAMILY INDEX FLAVOR."""
    rc = serve(family, args, batch_flavor)
    if rc:
        sys.exit(rc)


COMMANDS = (check_native_cmd, native_emit)
