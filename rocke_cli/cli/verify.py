"""`rocke verify`: LLVM (both versions) over every selected .ll, clang-22 over every .hip,
per-family resource tables, failure on any check. The whole toolchain the selection needs is
checked before any work."""

from __future__ import annotations

import time

import click

from ..engine.catalog import Select
from ..errors import CheckFailed
from ..output import ui
from ..output.reports import STDOUT, Case, write_json, write_junit
from .options import (
    artifact_option,
    flavor_option,
    jobs_option,
    json_file_option,
    junit_option,
    select_options,
)

RES_COLS = ("vgpr", "sgpr", "lds", "waves_per_simd", "kernarg")


@click.command()
@select_options
@flavor_option
@artifact_option
@click.option("--trust-golden", is_flag=True,
              help="leave out what MATCHes a golden blessed with this toolchain (bless "
                   "verified it); a fixed sample is verified anyway")
@json_file_option
@junit_option
@jobs_option
def verify(*, select: Select, flavors: tuple[str, ...], kinds: tuple[str, ...],
           trust_golden: bool, json_out: str | None, junit_out: str | None, jobs: int) -> None:
    """Verify and compile every selected artifact with real LLVM (and clang-22 for .hip)."""
    from ..gates.trust import verify_trusting_goldens
    from ..toolchain.selection import VerifyRequest, verify_selection

    ui.reserve_stdout(STDOUT in (json_out, junit_out))
    t0 = time.perf_counter()
    req = VerifyRequest(select, flavors, kinds, jobs)
    rep = verify_trusting_goldens(req) if trust_golden else verify_selection(req)
    _table(rep.rows)
    if json_out:
        write_json(json_out, {"results": rep.results, "failures": rep.failures,
                              "trusted": rep.trusted})
    if junit_out:
        cases = [Case(fam, cid, skipped=f"refused: {why}") for fam, cid, why in rep.refused]
        for r in rep.results:
            fam, cid, what = r["key"].split(" ")
            errs = r["errors"]
            if r["ok"]:
                cases.append(Case(fam, f"{cid} {what}"))
            else:
                cases.append(Case(fam, f"{cid} {what}", failure=errs[0] if errs else "failed",
                                  body="\n".join(errs) or "failed"))
        write_junit(junit_out, "verify", cases, time.perf_counter() - t0)
    for f in rep.failures:
        ui.line(f"FAIL: {f}", level=ui.QUIET)
    n_hip = sum(1 for h in rep.hips if h.status == "ok")
    summary = (f"verify: {rep.checked_ll} .ll checked ({rep.llvm_versions} LLVM versions), "
               f"{n_hip} .hip compiled")
    if trust_golden:
        summary += f", {len(rep.trusted)} trusted (MATCH a golden blessed with this toolchain)"
    if rep.failures:
        raise CheckFailed(f"{summary}; {len(rep.failures)} failed")
    ui.summary(summary + "; all passed")


def _span(vals: list[int]) -> str:
    return f"{min(vals)}" if min(vals) == max(vals) else f"{min(vals)}-{max(vals)}"


def _table(kernels: list[dict]) -> None:
    rows = []
    for fam in dict.fromkeys(k["family"] for k in kernels):
        for arch in sorted({k["arch"] for k in kernels if k["family"] == fam}):
            sel = [k for k in kernels if k["family"] == fam and k["arch"] == arch]
            rows.append((fam, arch, len(sel), *(_span([k[c] for k in sel]) for c in RES_COLS),
                         max(k["scratch"] for k in sel),
                         max(k["vgpr_spill"] + k["sgpr_spill"] for k in sel)))
    ui.table("resources per family and arch (ranges over configs and flavors)",
             ("family", "arch", "kernels", *RES_COLS, "scratch", "spills"), rows)


COMMANDS = (verify,)
