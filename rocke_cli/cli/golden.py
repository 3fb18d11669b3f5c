"""The golden gate: bless (write after an intended change) and check-golden (CI, never writes)."""

from __future__ import annotations

from collections import Counter

import click

from ..engine.catalog import Select
from ..errors import CheckFailed
from ..output import ui
from ..output.reports import write_json, write_junit
from .options import artifact_option, flavor_option, jobs_option, json_file_option, select_options


@click.command()
@select_options
@flavor_option
@artifact_option
@click.option("--no-guard", is_flag=True, hidden=True)
@jobs_option
def bless(*, select: Select, flavors: tuple[str, ...], kinds: tuple[str, ...], no_guard: bool,
          jobs: int) -> None:
    """Render, verify and write the selected golden entries."""
    from ..gates.bless import bless as do_bless
    from ..gates.bless import refuse_no_guard

    if no_guard:
        raise refuse_no_guard()
    rep = do_bless(select, flavors, kinds, jobs)
    rows = []
    for (fam, sec), d in sorted(rep.changes.items()):
        rows.append((fam, sec, len(d["added"]), len(d["changed"]), len(d["removed"]),
                     len(d["refused"])))
        for kind in ("added", "changed", "removed", "refused"):
            for cid in d[kind]:
                ui.line(f"{kind}: {fam} {cid} {sec}")
    if rows:
        ui.table("bless", ("family", "section", "added", "changed", "removed", "refused"), rows)
    print(f"blessed: {', '.join(rep.written) if rep.written else 'nothing changed'}")


@click.command("check-golden")
@select_options
@flavor_option
@artifact_option
@click.option("--explain", "explain", is_flag=False, flag_value="HEAD", default=None,
              help="re-emit at a git revision (default HEAD) and diff")
@json_file_option
@click.option("--junit", "junit_out", default=None, help="write a JUnit XML report to FILE")
@jobs_option
def check_golden(*, select: Select, flavors: tuple[str, ...], kinds: tuple[str, ...],
                 explain: str | None, json_out: str | None, junit_out: str | None,
                 jobs: int) -> None:
    """Compare rendered artifacts with the goldens; any status but MATCH fails."""
    from ..gates.check import STATUSES, check_golden_run

    run = check_golden_run(select, flavors, kinds, jobs)
    findings = run.findings
    bad = [f for f in findings if f.status != "MATCH"]
    shown: set[tuple[str, str, str]] = set()
    clusters: list[dict] = []
    if explain and bad:
        from ..gates.explain import ExplainRequest, report_lines
        from ..gates.explain import explain as do_explain

        ex = do_explain(ExplainRequest(explain, flavors, kinds, jobs), run)
        for text in report_lines(ex, explain):
            ui.line(text)
        # the clusters cover every diffed artifact: one line each would repeat them
        shown = {m for c in ex.clusters for m in c.members}
        clusters = [c.to_json() for c in ex.clusters]
        findings = ex.findings
        bad = [f for f in findings if f.status != "MATCH"]
    for f in bad:
        if (f.family, f.flavor, f.id) not in shown:
            ui.line(f"{f.status}: {f.family} {f.id} {f.flavor}: {f.detail}")
    counts = Counter(f.status for f in findings)
    fam_rows = []
    for fam in select.family_names():
        c = Counter(f.status for f in findings if f.family == fam)
        fam_rows.append((fam, *(c.get(s, 0) for s in STATUSES)))
    ui.table("check-golden", ("family", *STATUSES), fam_rows)
    if json_out:
        doc = {"findings": [f.to_json() for f in findings],
               "counts": dict(sorted(counts.items())), "ok": not bad}
        write_json(json_out, {**doc, "clusters": clusters} if explain else doc)
    if junit_out:
        write_junit(junit_out, "check-golden",
                    [(f.family, f"{f.id} {f.flavor}",
                      None if f.status == "MATCH" else f"{f.status}: {f.detail}")
                     for f in findings])
    if bad:
        moved = ", ".join(f"{s} {n}" for s, n in sorted(counts.items()) if s != "MATCH")
        raise CheckFailed(f"check-golden: {len(bad)} of {len(findings)} entries differ "
                          f"({moved}); `rocke bless` after an intended change")
    print(f"check-golden: all {len(findings)} entries MATCH")


COMMANDS = (bless, check_golden)
