"""`rocke check-byte-identity`: per family GREEN/RED, first differing line, RESULT last."""

from __future__ import annotations

import time

import click

from ..engine.catalog import Select
from ..errors import CheckFailed
from ..gates.identity import FamilyIdentity, IdentityRequest, check_identity
from ..output import ui
from ..output.reports import STDOUT, Case, write_junit
from .options import artifact_option, flavor_option, jobs_option, junit_option, select_options


@click.command("check-byte-identity")
@select_options
@flavor_option
@artifact_option
@click.option("--against", default=None, help="a git revision, emitted by its own code")
@click.option("--against-dir", default=None, type=click.Path(file_okay=False),
              help="a tree written by rocke emit")
@click.option("--native", "native_dir", default=None, type=click.Path(file_okay=False),
              help="directory of native emitters")
@click.option("--emitter", "emitters", multiple=True, help="FAMILY=CMD (repeatable)")
@click.option("--repeat", type=int, default=None, help="N fresh processes must agree")
@click.option("--diff", "with_diff", is_flag=True, help="print a unified diff per difference")
@click.option("--timeout", type=float, default=30.0, show_default=True)
@junit_option
@jobs_option
def check_byte_identity(*, select: Select, flavors: tuple[str, ...], kinds: tuple[str, ...],
                        junit_out: str | None, **mode: object) -> None:
    """Two sources of the same artifacts must be byte-identical."""
    ui.reserve_stdout(junit_out == STDOUT)
    t0 = time.perf_counter()
    results, name = check_identity(IdentityRequest(select, flavors, kinds, **mode))
    if junit_out:
        write_junit(junit_out, "check-byte-identity", _cases(results, name),
                    time.perf_counter() - t0)
    _report(results, name)


def _cases(results: dict[str, FamilyIdentity], against: str) -> list[Case]:
    """One case per artifact compared, a failure body holding the first differing line."""
    out = []
    for fam, fi in sorted(results.items()):
        out += [Case(fam, rel) for rel in fi.identical]
        out += [Case(fam, rel, failure=f"differs: {first}", body=f"{first}\n{diff}".strip())
                for rel, first, diff in fi.differ]
        out += [Case(fam, rel, failure=f"only here, not in {against}") for rel in fi.only_left]
        out += [Case(fam, rel, failure=f"only in {against}") for rel in fi.only_right]
    return out


def _report(results: dict[str, FamilyIdentity], against: str) -> None:
    rows = []
    for fam, fi in sorted(results.items()):
        for rel, first, diff in fi.differ:
            ui.line(f"DIFFERS: {rel}: {first}")
            if diff:
                ui.line(diff)
        for rel in fi.only_left:
            ui.line(f"ONLY HERE: {rel}")
        for rel in fi.only_right:
            ui.line(f"ONLY IN {against}: {rel}")
        rows.append((fam, "GREEN" if fi.green else "RED", fi.same, len(fi.differ),
                     len(fi.only_left), len(fi.only_right)))
    ui.table(f"byte identity vs {against}", ("family", "verdict", "identical", "differ",
                                             "only here", f"only in {against}"), rows)
    red = [r[0] for r in rows if r[1] == "RED"]
    if red or not rows:
        ui.summary("RESULT: RED")
        raise CheckFailed(f"check-byte-identity: {', '.join(red) or 'nothing compared'}")
    ui.summary("RESULT: GREEN")


COMMANDS = (check_byte_identity,)
