"""The matrix-core (MFMA) body of the tile kernels (`body: mfma`): which instruction each product
uses, how its output blocks are split over the waves, and the LDS layout of its operands.

Every product is C[R x C] (+)= A[R x K] B[K x C] on v_mfma_f32_{32x32x8,16x16x16} (f16 / bf16
inputs, fp32 accumulators); its 32x32 (or 16x16) output blocks are dealt to the waves, the same
number to each, so every wave runs the same code. Lane layouts (CDNA3, wave64; M = 32 or 16,
G = 64 / M lane groups): A[r][k] and B[k][c] sit in lane r (or c) + M * (k div 4 mod G), vector
element k mod 4; D[i][j] in lane j + M * ((i div 4) mod G), element 4 * (i div 4G) + i mod 4.

Main (`mfma_plan`). LDS (row-major, element strides in the plan): K and V [bn][ks], Q and dO
[bm][qs], P^T and dS^T [bn][pts]. S and dP read Q, dO rows against K, V rows (4 consecutive
head_dim elements: one 8-byte read per fragment); dV and dK read P^T, dS^T rows (8-byte) against
columns of dO, Q (4 two-byte reads); dQ reads dS^T and K columns.

Bank conflicts (32 banks of 4 bytes): a fragment read puts the 32 lanes of a lane group on 32
different rows. Unpadded, a 64- or 128-element row is 128 or 256 bytes, a multiple of the 128
bytes the banks span, so all 32 rows start on the same bank (32-way). Q, dO, K and V rows are
padded by one 16-byte vector (rows start 4 banks apart: at most 4-way, and the tile loads stay
16-byte aligned); P^T and dS^T rows by 4 elements (2 banks apart: 2-way for 32 lanes, none for
16). Column reads (2 bytes a lane, 32 consecutive columns) touch 16 consecutive banks once. No
XOR swizzle yet: one would make the row reads conflict-free.

Split dQ (`dq_mfma_plan`): per Q tile, over its KV tiles, dQ[bm x D] += dS[bm x bn] K[bn x D],
the dQ accumulators in registers across the whole KV loop. The scores are computed transposed,
S^T = K Q^T and dP^T = V dO^T ([bn x bm] over D), with their blocks dealt to the waves column
by column, so all of a wave's blocks share one Q column block, and a lane's accumulator holds
one Q row (its column j) and runs of 4 consecutive keys (rows i).
Everything on the Q side is then fixed per lane for the whole loop and lives in registers:
the B fragments of Q and dO (loaded once from global memory, 8 bytes each), lse, delta and the
causal limit. LDS holds K and V [bn][ks] (A fragments: row reads, one 8-byte read each) and dS,
rounded to the input type, row-major [bm][dss] (dss = bn + 4), written as one 8-byte store per
4 keys. That is the layout the dQ product wants: its A operand dS[r][k] (4 consecutive keys of
Q row r) is one 8-byte read per fragment; B = K is read by columns (4 two-byte reads, stride
ks), as main's dQ does. The 4-element row padding spreads a fragment's rows over the banks. P
never reaches LDS (dQ needs only dS), and without Q and dO tiles the LDS plan is K, V and dS:
27 KiB at 64x64, head_dim 64, two workgroups per CU on gfx942.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..config import Config
from ..constants import KV_PAD, LOG2E, log2
from ..lds import LdsBuffer
from .base import tile_loads, tile_shape_refusal
from .bodies import Body, has_dq, lds_tile_admits, over_budget
from .products import KV_DIMS, PT_PAD, Q_DIMS, S_DIMS, WAVE, Product, insn_refusal, product

# accumulators + operand fragments + addresses per lane (VGPR + AGPR): the budget is the
# estimate above which LLVM 20 or 22 spilled over the shipped tiles
REG_BUDGET = 300
# the split dQ body keeps fewer values live per product than the estimate counts
DQ_REG_BUDGET = 448
REG_OVERHEAD = 96  # fragments in flight, addresses, loop state, masks, lse/delta per row


@dataclass(frozen=True)
class MfmaTile:
    """The MFMA body's plan for one tile shape: what its templates read as `t`."""

    D: int  # head_dim
    bm: int  # Q tile rows (block_m)
    bn: int  # KV tile rows (block_n)
    wg: int  # work-items per workgroup
    waves: int  # waves per workgroup
    ks: int  # K/V LDS row stride (elements): head_dim + one padding vector
    qs: int  # Q/dO LDS row stride (elements): head_dim + one padding vector
    pts: int  # P^T / dS^T LDS row stride (elements)
    vpr: int  # 16-byte vectors per head_dim row (tile loads)
    vpr_log2: int  # (0 where vpr is no power of two: base.tile_loads)
    ld_rows: int  # rows one tile-load pass covers (0 where vpr is no power of two)
    kv_loads: int  # vector loads per work-item for a KV tile
    q_loads: int  # vector loads per work-item for a Q tile
    s: Product  # S = Q K^T and dP = dO V^T: [bm x bn], contraction over D
    kv: Product  # dV += P^T dO and dK += dS^T Q: [bn x D], contraction over bm
    q: Product  # dQ = dS K: [bm x D], contraction over bn
    operand: str  # IR type of an A/B fragment
    hip_operand: str  # C element type of an A/B fragment in the .hip (bf16 bits as short)
    log2e: str  # log2(e) as an IR float constant
    reg_est: int  # per-lane registers (VGPR + AGPR) estimate
    paged: bool = False
    pg_size: int = 0
    pg_log2: int = 0
    tile_pages: int = 0
    ld_shift: bool = True  # tile loads find row and column by shift (vpr a power of two)


@dataclass(frozen=True)
class DqMfmaTile:
    """The split-dQ kernel's MFMA plan (attention_bwd_dq, `body: mfma`): what its templates read
    as `d`. Layouts in the module docstring."""

    D: int  # head_dim
    bm: int  # Q tile rows (block_m)
    bn: int  # KV tile rows (block_n)
    wg: int  # work-items per workgroup
    waves: int  # waves per workgroup
    ks: int  # K/V LDS row stride (elements)
    dss: int  # dS LDS row stride (elements): bn + PT_PAD
    vpr: int  # 16-byte vectors per head_dim row (tile loads)
    vpr_log2: int  # (0 where vpr is no power of two: base.tile_loads)
    ld_rows: int  # rows one tile-load pass covers (0 where vpr is no power of two)
    kv_loads: int  # vector loads per work-item for a KV tile
    q_loads: int  # vector loads per work-item for a Q tile
    lbn: int  # log2(block_n): KV tile count shifts
    st: Product  # S^T = K Q^T and dP^T = V dO^T: [bn x bm], contraction over D
    st_rows: int  # S^T block rows: its blocks are dealt to the waves column by column, all of
    # a wave's in one Q column block
    q: Product  # dQ += dS K: [bm x D], contraction over bn; accumulators live across the loop
    operand: str  # IR type of an A/B fragment
    log2e: str  # log2(e) as an IR float constant
    reg_est: int  # per-lane registers (VGPR + AGPR) estimate
    ld_shift: bool = True  # tile loads find row and column by shift (vpr a power of two)


def _operand(dt: str) -> str:
    return "<4 x half>" if dt == "f16" else "<4 x i16>"


def mfma_plan(cfg: Config, dq: bool) -> MfmaTile | str:
    """Main's plan (and unified main's), or why this tile shape has none."""
    wg, bm, bn, dim, dt = (cfg["wg_size"], cfg["block_m"], cfg["block_n"], cfg["head_dim"],
                           cfg["dtype"])
    waves = wg // WAVE
    parts = {"s": product(bm, bn, dim, waves, dt, dims=S_DIMS),
             "kv": product(bn, dim, bm, waves, dt, dims=KV_DIMS),
             "q": product(bm, dim, bn, waves, dt, dims=Q_DIMS)}
    if why := insn_refusal(cfg, parts):
        return why
    s, kv, q = parts["s"], parts["kv"], parts["q"]
    assert isinstance(s, Product) and isinstance(kv, Product) and isinstance(q, Product)
    # dK, dV live throughout; S, dP (then P, dS) per Q tile; dQ blocks when dQ is computed
    acc = 2 * kv.per_wave * kv.nv + 2 * s.per_wave * s.nv + (q.per_wave * q.nv if dq else 0)
    # past head_dim 128 the S and dP operand fragments of the longer contraction (D / k steps,
    # hoisted by the scheduler) stay live too
    acc += 2 * s.steps if dim > 128 else 0
    return MfmaTile(
        D=dim, bm=bm, bn=bn, wg=wg, waves=waves, ks=dim + KV_PAD, qs=dim + KV_PAD,
        pts=bm + PT_PAD, **tile_loads(wg, bm, bn, dim), s=s, kv=kv, q=q, operand=_operand(dt),
        hip_operand="_Float16" if dt == "f16" else "short",
        log2e=LOG2E, reg_est=acc + REG_OVERHEAD)


def dq_mfma_plan(cfg: Config) -> DqMfmaTile | str:
    """The split-dQ plan, or why this tile shape has none."""
    wg, bm, bn, dim, dt = (cfg["wg_size"], cfg["block_m"], cfg["block_n"], cfg["head_dim"],
                           cfg["dtype"])
    waves = wg // WAVE
    parts = {"st": product(bn, bm, dim, waves, dt, dims=("block_n", "block_m", "head_dim")),
             "q": product(bm, dim, bn, waves, dt, dims=Q_DIMS)}
    if why := insn_refusal(cfg, parts):
        return why
    st, q = parts["st"], parts["q"]
    assert isinstance(st, Product) and isinstance(q, Product)
    rows = bn // st.m
    if rows % st.per_wave:
        # (no tile of the family's parameters: a wave holds at most bn / M blocks of S^T)
        return (f"a wave's {st.per_wave} S^T blocks span more than one Q column block "
                f"({rows} block rows)")
    # dQ lives across the KV loop, and so do the Q and dO fragments (2 registers each per
    # contraction step); S^T and dP^T (then dS) per KV tile
    acc = q.per_wave * q.nv + 2 * st.per_wave * st.nv + 2 * 2 * st.steps
    return DqMfmaTile(
        D=dim, bm=bm, bn=bn, wg=wg, waves=waves, ks=dim + KV_PAD, dss=bn + PT_PAD,
        **tile_loads(wg, bm, bn, dim), lbn=log2(bn), st=st, st_rows=rows, q=q,
        operand=_operand(dt), log2e=LOG2E, reg_est=acc + REG_OVERHEAD)


def mfma_refusal_of(cfg: Config, p: MfmaTile | DqMfmaTile | str) -> str | None:
    if isinstance(p, str):
        return p
    if why := tile_shape_refusal(cfg, p.kv_loads, p.q_loads, p.vpr):
        return why
    budget = DQ_REG_BUDGET if isinstance(p, DqMfmaTile) else REG_BUDGET
    return over_budget(p.reg_est, budget, "per lane (VGPR + AGPR)")


def mfma_lds(cfg: Config, p: MfmaTile | str) -> dict[str, LdsBuffer]:
    """Every LDS buffer of the MFMA body, in declaration order."""
    if isinstance(p, str):
        return {}
    bm, bn, dt = p.bm, p.bn, cfg["dtype"]
    return {"k_tile": LdsBuffer("k.lds", bn * p.ks, dt),
            "v_tile": LdsBuffer("v.lds", bn * p.ks, dt),
            "q_tile": LdsBuffer("q.lds", bm * p.qs, dt),
            "do_tile": LdsBuffer("do.lds", bm * p.qs, dt),
            "pt": LdsBuffer("pt.lds", bn * p.pts, dt),
            "dst": LdsBuffer("dst.lds", bn * p.pts, dt),
            "lse": LdsBuffer("lse.lds", bm, "f32"),
            "delta": LdsBuffer("dl.lds", bm, "f32")}


def dq_mfma_lds(cfg: Config, p: DqMfmaTile | str) -> dict[str, LdsBuffer]:
    """Every LDS buffer of the split-dQ MFMA body, in declaration order. Q, dO, lse and delta
    need none: a lane's Q rows are fixed for the whole loop, it keeps them in registers."""
    if isinstance(p, str):
        return {}
    dt = cfg["dtype"]
    return {"k_tile": LdsBuffer("k.lds", p.bn * p.ks, dt),
            "v_tile": LdsBuffer("v.lds", p.bn * p.ks, dt),
            "ds": LdsBuffer("ds.lds", p.bm * p.dss, dt)}


MFMA = Body("mfma", plan=lambda cfg: mfma_plan(cfg, has_dq(cfg)), lds=mfma_lds,
            refusal=mfma_refusal_of, admits=lds_tile_admits, matrix=True)
DQ_MFMA = Body("mfma", plan=dq_mfma_plan, lds=dq_mfma_lds, refusal=mfma_refusal_of, matrix=True)
