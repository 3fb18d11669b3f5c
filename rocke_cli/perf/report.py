"""What the model says about one kernel (KernelPerf), as JSON, as table rows, and summarised per
family and arch. Every figure is modeled, never measured: the JSON says `"modeled": true` and
every column title says so."""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .stalls import StallTable


@dataclass(frozen=True)
class KernelPerf:
    family: str
    id: str
    arch: str
    flavor: str
    kernel: str
    step: str  # what one iteration is in the assembly ("loop .LBB0_4 ..." or "whole kernel")
    flops_per_iter: int  # useful FLOPs of one workgroup iteration (algorithm and config)
    flops_formula: str
    flops_issued_per_iter: float  # FLOPs the counted instructions issue (the cross-check)
    mix: dict[str, Any]  # per wave per iteration (mix.Mix.to_json)
    cycles: dict[str, float]  # clocks per CU round, by resource
    round_cycles: float
    waves_per_simd: int
    workgroups_per_cu: int
    occupancy_limit: str
    tflops: float  # modeled at the datasheet clock
    effective_clock: float  # x the datasheet clock for the expected figure (calibration.py)
    expected_tflops: float  # modeled at the effective clock: "expected measured"
    expected_band: tuple[float, float]  # the anchors' spread around it
    bound_tflops: float
    fraction: float  # of the arch's dense matrix peak
    valu_bound: float  # FP32 vector peak / dense matrix peak: the ceiling of a VALU kernel
    limiter: str  # of the modeled figure (the datasheet clock)
    # of the expected figure (the calibrated clock): the same but where the memory side's own
    # clock matters, as the atomics' does (at the calibrated clock an atomic takes fewer engine
    # clocks: the atomics can bind the modeled figure and not the expected one)
    expected_limiter: str
    dominant: str
    mem_tbps: float
    approximations: tuple[str, ...] = ()
    # where the loop waits (stalls.py), only when asked for: no part of the figures
    stalls: StallTable | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"modeled": True}
        for k, v in self.__dict__.items():
            if k == "stalls":
                if v is not None:  # absent otherwise: the JSON stays as it was
                    out[k] = v.to_json()
                continue
            if isinstance(v, float):
                v = round(v, 6)
            elif isinstance(v, dict) and k == "cycles":
                v = {r: round(c, 1) for r, c in v.items()}
            elif isinstance(v, tuple):
                v = [round(x, 6) if isinstance(x, float) else x for x in v]
            out[k] = v
        return out


COLUMNS = ("family", "id", "arch", "FLOPs/iter", "waves/SIMD", "MFMA clk", "VALU clk", "LDS clk",
           "mem clk", "modeled clk/round", "modeled TFLOP/s", "modeled % matrix peak",
           "expected measured TFLOP/s (modeled, calibrated clock; band)", "modeled limiter",
           "expected limiter (modeled, calibrated clock)")


def table_rows(perfs: Sequence[KernelPerf]) -> list[tuple]:
    """One row per kernel, in COLUMNS order."""
    return [(p.family, p.id, p.arch, p.flops_per_iter, p.waves_per_simd,
             _n(p.cycles["MFMA"]), _n(p.cycles["VALU"]), _n(p.cycles["LDS"]),
             _n(p.cycles["memory"] + p.cycles["atomics"] + p.cycles["HBM"]),
             _n(p.round_cycles), f"{p.tflops:.2f}", f"{100 * p.fraction:.2f}",
             _band(p), p.limiter, p.expected_limiter)
            for p in perfs]


def _band(p: KernelPerf) -> str:
    lo, hi = p.expected_band
    return f"{p.expected_tflops:.0f} ({lo:.0f}-{hi:.0f})"


def _n(x: float) -> str:
    return f"{x:.0f}"


SUMMARY_COLUMNS = ("family", "arch", "kernels", "modeled TFLOP/s min", "median", "max",
                   "modeled % matrix peak min", "median", "max", "VALU bound %",
                   "most common modeled limiter")


def family_summary(perfs: Sequence[KernelPerf]) -> list[dict[str, Any]]:
    """Per (family, arch), in first-seen order: min/median/max modeled TFLOP/s and fraction of
    the matrix peak, and the most common limiter (ties: alphabetical)."""
    groups: dict[tuple[str, str], list[KernelPerf]] = {}
    for p in perfs:
        groups.setdefault((p.family, p.arch), []).append(p)
    out = []
    for (fam, arch), ps in groups.items():
        tf = [p.tflops for p in ps]
        fr = [p.fraction for p in ps]
        lim = Counter(p.limiter for p in ps)
        top = max(sorted(lim), key=lambda k: lim[k])
        out.append({"modeled": True, "family": fam, "arch": arch, "kernels": len(ps),
                    "tflops": {"min": min(tf), "median": statistics.median(tf), "max": max(tf)},
                    "fraction": {"min": min(fr), "median": statistics.median(fr),
                                 "max": max(fr)},
                    "valu_bound": ps[0].valu_bound, "limiter": top,
                    "limiters": dict(sorted(lim.items()))})
    return out


def summary_rows(summaries: Sequence[dict[str, Any]]) -> list[tuple]:
    """family_summary as rows in SUMMARY_COLUMNS order."""
    return [(s["family"], s["arch"], s["kernels"],
             *(f"{s['tflops'][k]:.2f}" for k in ("min", "median", "max")),
             *(f"{100 * s['fraction'][k]:.2f}" for k in ("min", "median", "max")),
             f"{100 * s['valu_bound']:.2f}", s["limiter"]) for s in summaries]
