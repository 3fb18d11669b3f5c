"""The cost table of the performance model: datasheet peaks per arch, and the per-clock rates
derived from them (docs/perf-model.md gives each figure's source and the derivations).

Every rate the model uses is derived from a datasheet peak, so that a loop of nothing but the
instruction that defines a peak models at exactly that peak (tests/test_perf.py holds this).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class ArchCosts:
    name: str
    product: str
    cus: int
    clock_hz: float  # peak engine clock
    matrix_peak: float  # dense f16/bf16 matrix FLOP/s
    vector_fp32_peak: float  # FP32 vector FLOP/s (packed FP32: see VALU below)
    hbm_bytes_per_s: float
    lds_bytes_per_cu: int
    lds_bytes_per_clk_per_cu: int
    full_rate_shapes: frozenset[tuple[int, int, int]]  # f16/bf16 MxNxK at matrix_peak
    half_rate_shapes: frozenset[tuple[int, int, int]]  # known to run at half of it
    simds_per_cu: int = 4
    simd_lanes: int = 16  # a wave64 VALU instruction occupies a SIMD for 64/16 = 4 clocks
    wave_size: int = 64
    max_waves_per_simd: int = 8
    vgprs_per_lane: int = 512  # unified VGPR+AGPR file of a SIMD, per lane (gfx90a and later)
    vgpr_granule: int = 8  # allocation granule of that file (wave64)

    @property
    def matrix_flops_per_clk_cu(self) -> float:
        return self.matrix_peak / (self.cus * self.clock_hz)

    @property
    def matrix_flops_per_clk_simd(self) -> float:
        return self.matrix_flops_per_clk_cu / self.simds_per_cu

    @property
    def vector_flops_per_clk_cu(self) -> float:
        return self.vector_fp32_peak / (self.cus * self.clock_hz)

    @property
    def hbm_bytes_per_clk_cu(self) -> float:
        """The CU's share of HBM bandwidth when every CU streams."""
        return self.hbm_bytes_per_s / (self.cus * self.clock_hz)

    @property
    def valu_cycles(self) -> float:
        """Clocks a full-rate wave64 VALU instruction holds its SIMD, from the FP32 vector
        peak: a packed FP32 FMA (2 FMAs = 4 FLOPs a lane) over the peak's FLOPs per clock per
        SIMD. It is the 64 lanes / 16-lane SIMD = 4 clocks of the hardware, within the
        datasheet's rounding (4.0008 on gfx942, 3.9997 on gfx950)."""
        per_simd = self.vector_flops_per_clk_cu / self.simds_per_cu
        return self.wave_size * PACKED_FMA_LANE_FLOPS / per_simd


PACKED_FMA_LANE_FLOPS = 4  # v_pk_fma_f32: two FMAs a lane, the instruction of the FP32 peak

ARCHS: dict[str, ArchCosts] = {
    # AMD Instinct MI300X datasheet: 304 CUs, 2100 MHz peak engine clock, 1307.4 TFLOP/s
    # dense FP16/BF16 matrix, 163.4 TFLOP/s FP32 vector, 5.3 TB/s HBM3, 64 KiB LDS per CU;
    # LDS bandwidth 128 bytes/clk/CU (CDNA3 white paper).
    "gfx942": ArchCosts("gfx942", "MI300X", cus=304, clock_hz=2100e6, matrix_peak=1307.4e12,
                        vector_fp32_peak=163.4e12, hbm_bytes_per_s=5.3e12,
                        lds_bytes_per_cu=64 * 1024, lds_bytes_per_clk_per_cu=128,
                        full_rate_shapes=frozenset({(32, 32, 8), (16, 16, 16)}),
                        half_rate_shapes=frozenset()),
    # AMD Instinct MI355X datasheet: 256 CUs, 2400 MHz, 2516.6 TFLOP/s dense FP16/BF16 matrix
    # (the double-rate 32x32x16 / 16x16x32 MFMAs), 157.3 TFLOP/s FP32 vector, 8 TB/s HBM3E,
    # 160 KiB LDS per CU; 128 bytes/clk/CU of LDS bandwidth (as CDNA3).
    "gfx950": ArchCosts("gfx950", "MI355X", cus=256, clock_hz=2400e6, matrix_peak=2516.6e12,
                        vector_fp32_peak=157.3e12, hbm_bytes_per_s=8.0e12,
                        lds_bytes_per_cu=160 * 1024, lds_bytes_per_clk_per_cu=128,
                        full_rate_shapes=frozenset({(32, 32, 16), (16, 16, 32)}),
                        # the gfx942 shapes keep their gfx942 clocks: half of this peak
                        half_rate_shapes=frozenset({(32, 32, 8), (16, 16, 16)})),
}

@dataclass(frozen=True)
class MemoryCosts:
    """The memory side and the latencies of the model (docs/perf-model.md gives each source).
    Latencies are in engine clocks from issue to the data (or the counter's decrement)."""

    l2_bytes_per_clk_cu: float  # the CU's share of its XCD's L2 bandwidth (re-read tiles)
    atomic_bytes_per_clk_cu: float  # the CU's share of the device-scope atomic rate
    lds_read_bytes_per_clk_cu: float  # LDS reads (writes: ArchCosts.lds_bytes_per_clk_per_cu)
    lds_latency: float = 64.0
    l2_latency: float = 300.0
    hbm_latency: float = 800.0
    atomic_latency: float = 600.0
    smem_latency: float = 100.0
    barrier_latency: float = 16.0
    mfma_writeback: float = 8.0  # a matrix result is readable two passes after the pipe ends


# Device-scope atomics (dQ's fp32 adds, or packed bf16 pairs: one 32-bit lane operation
# each), whole chip, bytes a second; the memory side's own clock. No datasheet gives the rate:
# each is the lower bound AMD's fastest published fp32-atomic backward implies (ROCm/aiter
# op_tests/cpp/mha/README.md, head_dim 128, rows at 8k-16k tokens). Such a kernel adds
# bm * d * 4 bytes of dQ per 10 * bm * bn * d FLOPs: 2.5 * bn FLOPs a byte, whatever bm and d,
# so its measured TFLOP/s over 2.5 * bn is the atomic bytes a second it sustained at least
# (the chain's prep and convert, about 1 % of its time at these lengths, added back):
#   gfx942, bn = 192: 491.28e12 / 480 * 1.01 = 1.034e12 B/s (MI300X, batch 1, 32/8 heads, 10k)
#   gfx950, bn = 256: 843.54e12 / 640 * 1.01 = 1.331e12 B/s (MI355X, batch 1, 64/8 heads, 16k)
# A lower bound: a faster unit would leave those kernels bound elsewhere, which the model's
# figures for them (docs/perf-model.md) then show. One rate per 32-bit lane operation a clock
# per L2 channel (16 x 4 B per XCD at the datasheet clock: 1.075e12 on MI300X, 1.229e12 on
# MI355X) fits gfx942 but not gfx950, whose published rows exceed it.
ATOMIC_BYTES_PER_S = {"gfx942": 1.034e12, "gfx950": 1.331e12}
L2_BYTES_PER_CLK_XCD = 16 * 128  # CDNA3 white paper: 16 channels of 128 B/clk per XCD


def _atomic_per_clk_cu(name: str) -> float:
    a = ARCHS[name]
    return ATOMIC_BYTES_PER_S[name] / (a.cus * a.clock_hz)


MEMORY: dict[str, MemoryCosts] = {
    # MI300X: 38 active CUs per XCD
    "gfx942": MemoryCosts(l2_bytes_per_clk_cu=L2_BYTES_PER_CLK_XCD / 38,
                          atomic_bytes_per_clk_cu=_atomic_per_clk_cu("gfx942"),
                          lds_read_bytes_per_clk_cu=128),
    # MI355X: 32 active CUs per XCD, the same L2 per XCD; CDNA4 doubled the LDS read
    # bandwidth with its 160 KiB LDS (CDNA4 white paper)
    "gfx950": MemoryCosts(l2_bytes_per_clk_cu=L2_BYTES_PER_CLK_XCD / 32,
                          atomic_bytes_per_clk_cu=_atomic_per_clk_cu("gfx950"),
                          lds_read_bytes_per_clk_cu=256),
}


def memory_costs(name: str) -> MemoryCosts:
    return MEMORY[arch_costs(name).name]


# VALU clocks per wave64 instruction, by rate class (mix.valu_rate). Full rate: 64 lanes over
# a 16-lane SIMD. Packed FP32 (v_pk_fma_f32) is full rate with two FMAs a lane: 16 lanes x 2
# FMAs x 2 FLOPs x 4 SIMDs = 256 FLOPs/clk/CU, the FP32 vector peak of both parts (the
# datasheet FP32 vector figures count packed FP32), so a plain v_fma_f32 reaches half of it.
# Transcendentals are quarter rate (AMD CDNA3 ISA); 32-bit integer multiplies are taken as
# quarter rate (the GCN-lineage rule; an assumption, no datasheet figure).
VALU_RATE_FACTOR = {"full": 1, "trans": 4, "quarter": 4}
SALU_CYCLES = 1  # the CU's scalar unit: one instruction a clock, shared by its four SIMDs
ISSUE_CYCLES = 4  # a wave issues at most one instruction per visit of its SIMD: every 4 clocks
# a factor on every MFMA's rate (1: the datasheet peaks); only `rocke perf --assume
# mfma_rate_scale=X` (assume.py) changes it, for that run
MFMA_RATE_SCALE = 1.0

_MFMA = re.compile(r"^v_mfma_(?:scale_)?(f32|f64|i32)_(\d+)x(\d+)x(\d+)(?:_?(\d+)b)?_?(\w*)$")
MFMA_F16 = ("f16", "bf16", "bf16_1k", "f16_1k")
# 8-bit float MFMAs (model v4): the datasheet FP8 peaks are twice the FP16/BF16 ones on both
# parts (MI300X 2614.9 TFLOP/s dense FP8, MI355X 5033.2), and MI355X's FP6/FP4 peak (10066.4)
# four times. Each shape below runs at that multiple of the arch's f16 rate; gfx950's
# f8f6f4 shapes take their operand formats from cbsz/blgp (0-1 fp8/bf8, 2-3 fp6/bf6, 4 fp4),
# at the FP6/FP4 multiple when both operands are 6- or 4-bit. gfx950 runs gfx942's fp8 shapes
# in their gfx942 clocks (an assumption, as for the f16 shapes of half_rate_shapes).
MFMA_F8 = ("fp8_fp8", "fp8_bf8", "bf8_fp8", "bf8_bf8", "f8f6f4")
F8_RATE = {"gfx942": {(32, 32, 16): 2.0, (16, 16, 32): 2.0},
           "gfx950": {(32, 32, 64): 2.0, (16, 16, 128): 2.0, (32, 32, 16): 1.0,
                      (16, 16, 32): 1.0}}
F4_RATE = 4.0  # MI355X FP6/FP4 over FP16/BF16 (f8f6f4 shapes with both operands 6/4-bit)


@dataclass(frozen=True)
class MfmaCost:
    flops: int  # per wave instruction
    cycles: float  # clocks it holds its SIMD's matrix pipe
    note: str = ""  # set when the rate is an assumption beyond the table


def mfma_cost(arch: ArchCosts, mnemonic: str, narrow: bool = False) -> MfmaCost:
    """FLOPs and matrix-pipe clocks of one MFMA on `arch`.

    f16/bf16: the arch's full-rate shapes run at its datasheet matrix peak (cycles = FLOPs /
    matrix FLOPs per clock per SIMD); its known half-rate shapes (gfx950's K=8/16 shapes keep
    their gfx942 clocks) at half. Anything else (other shapes, multi-block forms, other input
    types) is costed at the full f16 rate and the note says it is an assumption. 8-bit float
    shapes (model v4) run at F8_RATE times the f16 rate; `narrow`: an f8f6f4 MFMA whose
    operands are both 6- or 4-bit (cbsz, blgp >= 2) runs at F4_RATE."""
    m = _MFMA.match(mnemonic)
    if not m:
        return MfmaCost(0, 0.0, f"{mnemonic}: unknown MFMA form, not costed")
    mm, nn, kk = int(m.group(2)), int(m.group(3)), int(m.group(4))
    blocks = int(m.group(5) or 1)
    flops = 2 * mm * nn * kk * blocks
    rate = arch.matrix_flops_per_clk_simd * MFMA_RATE_SCALE
    kind = m.group(6) or ""
    shape = (mm, nn, kk)
    if kind in MFMA_F16 and blocks == 1 and shape in arch.full_rate_shapes:
        return MfmaCost(flops, flops / rate)
    if kind in MFMA_F16 and blocks == 1 and shape in arch.half_rate_shapes:
        return MfmaCost(flops, flops / (rate / 2))
    f8 = F8_RATE.get(arch.name, {}).get(shape) if kind in MFMA_F8 and blocks == 1 else None
    if f8 is not None:
        mult = F4_RATE if narrow and kind == "f8f6f4" else f8
        return MfmaCost(flops, flops / (rate * mult))
    # the full f16 rate: optimistic for most of these, as a bound should be (fp8 is faster)
    note = f"{mnemonic}: not in the {arch.name} cost table, the full f16 matrix rate assumed"
    return MfmaCost(flops, flops / rate, note)


def arch_costs(name: str) -> ArchCosts:
    try:
        return ARCHS[name]
    except KeyError:
        raise ValueError(f"no cost table for arch {name!r} (known: {', '.join(ARCHS)})") from None
