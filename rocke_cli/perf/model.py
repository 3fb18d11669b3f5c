"""The bound: occupancy from the resources, clocks per resource from the instruction mix and the
cost table, and the modeled throughput with its limiting resource (docs/perf-model.md).

Unit of time: a "round" of one CU, in which each of its R resident workgroups runs one
steady-state iteration (every resident wave runs the same loop). Per round:
- MFMA, VALU: the busiest SIMD's pipe: w waves x the wave's MFMA / VALU clocks;
- SALU: the CU's one scalar unit, one instruction a clock, every wave's SALU;
- LDS: every wave's LDS bytes over the CU's 128 bytes a clock (no bank conflicts);
- global memory: every wave's global bytes over the CU's share of HBM bandwidth (no reuse);
- issue: one wave's own instruction stream: its VALU and MFMA clocks (the same wave's MFMA
  and VALU serialize at issue) plus one 4-clock issue slot for every other instruction.
With two or more waves per SIMD the waves overlap one another: the round takes the largest
term. With one wave per SIMD nothing hides a wave's waits: the round is its issue stream plus
the LDS and global transfer times, and the limiter is latency/occupancy.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .costs import ISSUE_CYCLES, SALU_CYCLES, VALU_RATE_FACTOR, ArchCosts, mfma_cost
from .mix import Mix

RESOURCES = ("MFMA", "VALU", "SALU", "LDS", "global memory")
LATENCY = "latency/occupancy"
HIDE_WAVES = 2  # waves per SIMD from which one wave's stalls are hidden by another's work


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
    cycles: dict[str, float]  # clocks per round, by resource (and "issue")
    round_cycles: float  # the modeled clocks of a round
    limiter: str  # MFMA | VALU | SALU | LDS | global memory | latency/occupancy
    dominant: str  # the largest hardware-resource term (what limits with enough waves)
    tflops: float  # modeled, whole chip, steady state
    bound_tflops: float  # the same with full overlap (the largest term), at this occupancy
    fraction: float  # tflops / the arch's dense matrix peak
    mem_tbps: float  # modeled global bytes per second, whole chip
    notes: tuple[str, ...]


def wave_cycles(arch: ArchCosts, m: Mix) -> tuple[float, float, float, tuple[str, ...]]:
    """(VALU clocks, MFMA clocks, issue-stream clocks) of one wave's iteration, and notes."""
    full = m.valu - m.valu_trans - m.valu_quarter
    valu = arch.valu_cycles * (VALU_RATE_FACTOR["full"] * full
                               + VALU_RATE_FACTOR["trans"] * m.valu_trans
                               + VALU_RATE_FACTOR["quarter"] * m.valu_quarter)
    mfma, notes = 0.0, []
    for name, n in m.mfma.items():
        c = mfma_cost(arch, name)
        mfma += n * c.cycles
        if c.note:
            notes.append(c.note)
    slots = m.instructions - m.valu - m.mfma_count - m.nop
    issue = valu + mfma + ISSUE_CYCLES * slots + max(ISSUE_CYCLES * m.nop, m.nop_states)
    return valu, mfma, issue, tuple(notes)


def estimate(arch: ArchCosts, m: Mix, flops: float, occ: Occupancy) -> Estimate:
    """The modeled throughput of `flops` per workgroup iteration, `m` per wave iteration."""
    valu, mfma, issue, notes = wave_cycles(arch, m)
    r, w = occ.workgroups_per_cu, occ.waves_per_simd
    waves = r * occ.waves_per_workgroup
    cycles = {
        "MFMA": w * mfma,
        "VALU": w * valu,
        "SALU": waves * m.salu * SALU_CYCLES,
        "LDS": waves * m.lds_bytes / arch.lds_bytes_per_clk_per_cu,
        "global memory": waves * m.global_bytes / arch.hbm_bytes_per_clk_cu,
        "issue": issue,
    }
    dominant = max(RESOURCES, key=lambda k: cycles[k])
    overlap = max(cycles.values())
    if w >= HIDE_WAVES:
        t = overlap
        top = max(cycles, key=lambda k: cycles[k])
        limiter = LATENCY if top == "issue" else top
    else:
        t = issue + cycles["LDS"] + cycles["global memory"]
        limiter = LATENCY
    chip = arch.clock_hz * arch.cus
    per_clk = r * flops / t if t > 0 else 0.0
    tflops = per_clk * chip / 1e12
    bound = (r * flops / overlap if overlap > 0 else 0.0) * chip / 1e12
    mem = (waves * m.global_bytes / t if t > 0 else 0.0) * chip / 1e12
    return Estimate(cycles, t, limiter, dominant, tflops, bound, tflops * 1e12 / arch.matrix_peak,
                    mem, notes)
