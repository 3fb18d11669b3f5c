"""`rocke verify`: LLVM (both versions) over every selected .ll, clang-19 over every .hip,
per-family resource tables, failure on any check."""

from __future__ import annotations

from collections.abc import Sequence

from . import ui
from .artifacts import produce
from .catalog import Select, build
from .errors import CheckFailed
from .reports import write_json

RES_COLS = ("vgpr", "sgpr", "lds", "waves_per_simd", "kernarg")


def run_verify(select: Select, flavors: Sequence[str], kinds: Sequence[str], jobs: int,
               json_out: str | None) -> None:
    from .hipcheck import HipJob, check_hip
    from .verify import VerifyJob, verify

    configs = select.apply()
    arts = [a for a in produce(configs, flavors, kinds, jobs=jobs) if not a.refused]
    arch = {(c.family, c.id): c["arch"] for c in configs}
    vjobs = [VerifyJob(f"{a.family} {a.id} {f}", t, arch[(a.family, a.id)], f)
             for a in arts for f, t in a.ll.items()]
    hjobs = [HipJob(f"{a.family} {a.id} hip", a.hip, arch[(a.family, a.id)])
             for a in arts if a.hip is not None]
    results = verify(vjobs, workers=jobs) if vjobs else []
    hips = check_hip(hjobs, workers=jobs) if hjobs else []
    failures: list[str] = []
    rows_by_family: dict[str, list[dict]] = {}
    report = []
    for job, r in zip(vjobs, results, strict=True):
        family, cid, flavor = job.key.split(" ")
        errors = list(r.errors)
        abi_size = build(family, cid).abi.kernarg_size
        for k in r.kernels:
            if r.ok and k["kernarg"] != abi_size:
                errors.append(f"kernarg segment {k['kernarg']} bytes, ABI says {abi_size}")
            rows_by_family.setdefault(family, []).append(
                {**k, "flavor": flavor, "id": cid, "arch": job.arch})
        ok = r.ok and not errors
        if not ok:
            failures.append(f"{job.key}: {errors[0] if errors else 'failed'}")
        report.append({"key": job.key, "ok": ok, "llvm": r.llvm, "errors": errors,
                       "kernels": r.kernels})
    for h in hips:
        if h.status == "failed":
            failures.append(f"{h.key}: {h.errors[0] if h.errors else 'compile failed'}")
        report.append({"key": h.key, "ok": h.status != "failed", "hip": h.status,
                       "errors": h.errors})
    _tables(rows_by_family, hips)
    if json_out:
        write_json(json_out, {"results": report, "failures": failures})
    for f in failures:
        ui.line(f"FAIL: {f}")
    n_ll, n_hip = len(vjobs), sum(1 for h in hips if h.status == "ok")
    n_nc = sum(1 for h in hips if h.status == "not-checkable")
    summary = (f"verify: {n_ll} .ll checked ({len(set(r.llvm for r in results))} LLVM "
               f"versions), {n_hip} .hip compiled, {n_nc} .hip not checkable by clang-19 "
               f"(gfx950)")
    if failures:
        raise CheckFailed(f"{summary}; {len(failures)} failed")
    print(summary + "; all passed")


def _span(vals: list[int]) -> str:
    return f"{min(vals)}" if min(vals) == max(vals) else f"{min(vals)}-{max(vals)}"


def _tables(rows_by_family: dict[str, list[dict]], hips: list) -> None:
    rows = []
    for fam, ks in rows_by_family.items():
        for arch in sorted({k["arch"] for k in ks}):
            sel = [k for k in ks if k["arch"] == arch]
            rows.append((fam, arch, len(sel), *(_span([k[c] for k in sel]) for c in RES_COLS),
                         max(k["scratch"] for k in sel),
                         max(k["vgpr_spill"] + k["sgpr_spill"] for k in sel)))
    ui.table("resources per family and arch (ranges over configs and flavors)",
             ("family", "arch", "kernels", *RES_COLS, "scratch", "spills"), rows)
