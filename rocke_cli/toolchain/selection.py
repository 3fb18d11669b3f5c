"""Verify a selection: every .ll with real LLVM, every .hip with clang-22, and rocke's own
rules on top of what LLVM reports (one place: `rule_errors`, applied by verify and bless)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..engine.artifacts import ConfigArtifacts, produce
from ..engine.catalog import Select, build
from ..engine.config import Config
from ..engine.families import Build
from .hip import HipJob, HipResult, check_hip, find_clang
from .tools import all_present
from .verify import VerifyJob, VerifyResult, preflight, verify


def rule_errors(b: Build, result: VerifyResult) -> list[str]:
    """What rocke requires beyond LLVM's own checks: the kernarg segment the compiler laid out
    is exactly the ABI's (a mismatch means the .ll signature drifted from the family spec)."""
    if not result.ok:
        return []
    size = b.abi.kernarg_size
    return [f"kernarg segment {k['kernarg']} bytes, ABI says {size}"
            for k in result.kernels if k["kernarg"] != size]


def ll_jobs(items: Sequence[tuple[Build, str, str]]) -> list[VerifyJob]:
    """One job per (build, flavor, text), keyed "family id flavor"."""
    return [VerifyJob(f"{b.family} {b.id} {f}", text, b.config["arch"], f, mfma=b.mfma)
            for b, f, text in items]


def verify_builds(items: Sequence[tuple[Build, str, str]], jobs: int,
                  progress: str | None = None
                  ) -> list[tuple[VerifyJob, VerifyResult, list[str]]]:
    """LLVM over each (build, flavor, text), with every error: LLVM's and rocke's rules."""
    vjobs = ll_jobs(items)
    results = verify(vjobs, workers=jobs, progress=progress) if vjobs else []
    return [(j, r, list(r.errors) + rule_errors(b, r))
            for (b, _, _), j, r in zip(items, vjobs, results, strict=True)]


@dataclass(frozen=True)
class VerifyRequest:
    select: Select
    flavors: Sequence[str]
    kinds: Sequence[str] = ("ll", "hip")
    jobs: int = 1


@dataclass
class VerifyReport:
    rows: list[dict] = field(default_factory=list)  # per kernel: resources + family, id, flavor
    hips: list[HipResult] = field(default_factory=list)
    results: list[dict] = field(default_factory=list)  # the JSON report, per artifact
    failures: list[str] = field(default_factory=list)
    llvm_versions: int = 0
    checked_ll: int = 0
    refused: list[tuple[str, str, str]] = field(default_factory=list)  # (family, id, why)
    trusted: list[str] = field(default_factory=list)  # "family id section" not verified


# which artifacts need no verification now, as (family, section, id); given the selection's
# configs and their artifacts (gates/trust.py: what the goldens vouch for)
Trust = Callable[[Sequence[Config], Sequence[ConfigArtifacts]], set[tuple[str, str, str]]]


def preflight_selection(configs: Sequence[Config], flavors: Sequence[str],
                        kinds: Sequence[str]) -> None:
    """The whole toolchain the selection needs (LLVM 20 and/or 22 by flavor, clang-22 when a
    .hip is selected), checked before any work: nothing is computed and
    then discarded for a tool that was never there. Every missing tool is named at once."""
    probes = [lambda: preflight(flavors)] if "ll" in kinds else []
    if "hip" in kinds and configs:
        probes.append(find_clang)
    all_present(*probes)


def verify_selection(req: VerifyRequest, trust: Trust | None = None) -> VerifyReport:
    """Every selected artifact verified, but those `trust` vouches for."""
    configs = req.select.apply()
    preflight_selection(configs, req.flavors, req.kinds)
    produced = produce(configs, req.flavors, req.kinds, jobs=req.jobs)
    skip = trust(configs, produced) if trust else set()
    arts = [a for a in produced if not a.refused]
    builds = {(a.family, a.id): build(a.family, a.id) for a in arts}
    items = [(builds[(a.family, a.id)], f, t) for a in arts for f, t in a.ll.items()
             if (a.family, f, a.id) not in skip]
    hjobs = [HipJob(f"{a.family} {a.id} hip", a.hip, builds[(a.family, a.id)].config["arch"])
             for a in arts if a.hip is not None and (a.family, "hip", a.id) not in skip]
    rep = VerifyReport(refused=[(a.family, a.id, a.refused) for a in produced if a.refused],
                       trusted=[f"{fam} {cid} {sec}" for fam, sec, cid in sorted(skip)])
    checked = verify_builds(items, req.jobs, progress="verify .ll")
    rep.hips = check_hip(hjobs, workers=req.jobs, progress="compile .hip") if hjobs else []
    for job, r, errors in checked:
        family, cid, flavor = job.key.split(" ")
        rep.rows += [{**k, "family": family, "flavor": flavor, "id": cid, "arch": job.arch}
                     for k in r.kernels]
        ok = r.ok and not errors
        if not ok:
            rep.failures.append(f"{job.key}: {errors[0] if errors else 'failed'}")
        rep.results.append({"key": job.key, "ok": ok, "llvm": r.llvm, "errors": errors,
                            "kernels": r.kernels})
    for h in rep.hips:
        if h.status == "failed":
            rep.failures.append(f"{h.key}: {h.errors[0] if h.errors else 'compile failed'}")
        rep.results.append({"key": h.key, "ok": h.status != "failed", "hip": h.status,
                            "errors": h.errors})
    rep.checked_ll = len(checked)
    rep.llvm_versions = len({r.llvm for _, r, _ in checked})
    return rep
