"""Occupancy from the resources, and the modeled throughput of the model (v4): the cycle-level
simulation of one SIMD's resident waves through the steady-state trace (sim.py), with the
compulsory HBM traffic as a second term (docs/perf-model.md).

Unit of time: a "round" of one CU, in which each of its R resident workgroups runs one
steady-state iteration: the clocks the simulated SIMD needs for every one of its resident
waves to run one iteration (every SIMD runs the same). The limiter is the resource busiest in
that round when it is busy at least LIMIT_BUSY of it; otherwise the waves wait more than any
resource works: "latency" (dependencies, s_waitcnt, barriers).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from .costs import ArchCosts, MemoryCosts
from .ops import VALU, Op
from .sim import WINDOW, SimResult, simulate

VERSION = "v4"  # the model's version, named where its figures are recorded (schedule records)

RESOURCES = ("MFMA", "VALU", "LDS", "memory", "atomics", "HBM")
LATENCY = "latency"
LIMIT_BUSY = 0.85  # a resource busy this much of the round limits it


@dataclass(frozen=True)
class Occupancy:
    workgroups_per_cu: int
    waves_per_workgroup: int
    waves_per_simd: int  # on the busiest SIMD
    limited_by: str  # VGPRs | LDS | wave slots (comma-joined when several bind)

    def to_json(self) -> dict:
        return dict(self.__dict__)


def occupancy(arch: ArchCosts, vgprs: int, lds_bytes: int, wg_size: int) -> Occupancy:
    """Resident workgroups per CU: VGPRs (the descriptor's next free VGPR, VGPRs and AGPRs of
    the unified file, rounded up to the granule), LDS per workgroup against LDS per CU, and
    the wave slots of the four SIMDs. The waves of a workgroup spread over the SIMDs."""
    wpw = max(1, math.ceil(wg_size / arch.wave_size))
    alloc = max(arch.vgpr_granule, math.ceil(vgprs / arch.vgpr_granule) * arch.vgpr_granule)
    waves_by_vgpr = min(arch.max_waves_per_simd, arch.vgprs_per_lane // alloc)
    slots = arch.simds_per_cu
    limits = {
        "VGPRs": waves_by_vgpr * slots // wpw,
        "LDS": arch.lds_bytes_per_cu // lds_bytes if lds_bytes > 0 else 1 << 30,
        "wave slots": arch.max_waves_per_simd * slots // wpw,
    }
    r = min(limits.values())
    why = ", ".join(k for k, v in limits.items() if v == r)  # every limit that binds
    return Occupancy(r, wpw, math.ceil(r * wpw / slots), why)


@dataclass(frozen=True)
class Estimate:
    cycles: dict[str, float]  # clocks per round each resource is busy, and "simulated"
    round_cycles: float  # the modeled clocks of a round
    limiter: str  # MFMA | VALU | LDS | memory | atomics | HBM | latency
    dominant: str  # the busiest resource (what limits once the waits are hidden)
    tflops: float  # modeled at the datasheet clock, whole chip, steady state
    bound_tflops: float  # the busiest resource alone (every wait hidden), at this occupancy
    fraction: float  # tflops / the arch's dense matrix peak
    mem_tbps: float  # modeled global bytes per second to the memory side, whole chip
    notes: tuple[str, ...]
    sim: SimResult


def estimate(arch: ArchCosts, mem: MemoryCosts, ops: Sequence[Op], flops: float,
             occ: Occupancy, *, route: str = "l2", hbm_share: float = 0.0,
             clock: float = 1.0, sim: SimResult | None = None,
             weights: Sequence[float] | None = None,
             regions: Sequence[tuple[list[int], int]] = (), lag: int = 0,
             rare: Sequence[tuple[Op, float]] = (), stalls: bool = False,
             alt: Sequence[Op] | None = None) -> Estimate:
    """The modeled throughput of `flops` per workgroup iteration; `ops` is one wave's
    iteration. `route`: where the loop's global traffic goes ("l2": re-read tiles, "hbm":
    compulsory); with "l2", `hbm_share` of the loaded bytes is compulsory HBM traffic.
    `clock`: the engine clock as a fraction of the datasheet clock (1: the modeled figure;
    the calibration's effective clock: the expected-measured one). `sim`: a simulation of
    the same ops to reuse (one at another clock whose ops never leave the engine's clock
    domain: no atomics, no HBM route). `weights`, `regions`: the trace's (trace.Trace).
    `lag`: the barriers half of the waves enter the loop behind (phase.stagger). `rare`: ops
    of the paths run on a share of the iterations (paths.py), each with its share: their
    issue clocks, so weighted, are added to the round (they run between iterations' work,
    in no overlap: an upper bound for so few clocks). `stalls`: the simulation records where
    its first wave waits (sim.Stalls; a `sim` given is used as it is). `alt`: the other copy
    of a wave-specialized loop, run by half of each SIMD's barrier group (sim.simulate)."""
    r, w = occ.workgroups_per_cu, occ.waves_per_simd
    group = max(1, occ.waves_per_workgroup // arch.simds_per_cu)
    if sim is None:
        sim = simulate(list(ops), arch, mem, waves=w, group_size=group, route=route,
                       clock=clock, weights=weights, regions=regions, lag=lag, stalls=stalls,
                       alt=list(alt) if alt else None)
    cycles = dict(sim.busy)
    extra = 0.0
    for op, share in rare:
        clk = op.cycles if op.kind == VALU else WINDOW
        extra += share * clk * occ.waves_per_simd
        if op.kind == VALU:
            cycles["VALU"] += share * clk * occ.waves_per_simd
    waves = r * occ.waves_per_workgroup
    xs = weights or [1.0] * len(ops)
    loaded = sum(x * op.mem_bytes for op, x in zip(ops, xs, strict=True)
                 if op.vm and not op.atomic)
    moved = sum(x * op.mem_bytes for op, x in zip(ops, xs, strict=True) if op.vm)
    hbm_per_clk = arch.hbm_bytes_per_clk_cu / clock  # HBM keeps its own clock
    cycles["HBM"] = waves * loaded * hbm_share / hbm_per_clk if route == "l2" else 0.0
    cycles["simulated"] = sim.cycles + extra
    dominant = max(RESOURCES, key=lambda k: cycles[k])
    top = cycles[dominant]
    # no resource is busier than the round: the simulated steady state (three iterations) may
    # leave work behind on a resource nothing waits for (atomics a wave never waits on queue
    # up past the window, which the hardware's finite queues would not allow)
    t = max(sim.cycles + extra, top)
    limiter = dominant if t > 0 and top >= LIMIT_BUSY * t else LATENCY
    chip = arch.clock_hz * clock * arch.cus
    tflops = (r * flops / t if t > 0 else 0.0) * chip / 1e12
    bound = (r * flops / top if top > 0 else 0.0) * chip / 1e12
    mem_tbps = (waves * moved / t if t > 0 else 0.0) * chip / 1e12
    notes = tuple(dict.fromkeys(op.note for op in ops if op.note))
    return Estimate(cycles, t, limiter, dominant, tflops, bound, tflops * 1e12 / arch.matrix_peak,
                    mem_tbps, notes, sim)
