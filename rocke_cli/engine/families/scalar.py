"""The portable scalar body of attention_bwd_main and unified_main (docs/design.md §4): K/V,
Q/dO tiles and P/dS in LDS, explicit barriers, real IR loops. Three thread mappings share the
256 work-items:
- phase A (S, dP -> P, dS): a thread owns a ti x tj micro-tile of the score tile (rows
  strided by ra, columns by ca);
- phase B (dV += P^T dO, dK += dS^T Q): a thread owns `w` head_dim elements of one KV row;
- phase C (dQ = dS K): a thread owns `wc` head_dim elements of one Q row.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..config import Config
from ..constants import KV_PAD, LOG2E, VEC, head_dim_v, log2
from ..lds import LdsBuffer
from .base import TileWidth, scalar_loads_refusal, tile_loads, v_width
from .bodies import Body, has_dq, lds_tile_admits, over_budget

A_VEC = 4  # phase A reads 8-byte vectors: the scheduler hoists every read of a step
VGPR_BUDGET = 240  # of the 256 a wave of a 256-wide workgroup may use; past ~250 LLVM
# starts parking values in AGPRs (a spill the metadata does not count)
VGPR_OVERHEAD = 64  # addresses, loop state, ids, masks and held dS values of phase A


@dataclass(frozen=True)
class MainTile:
    """The scalar body's thread mappings and per-thread sizes for one tile shape: what the
    main and unified_main templates read as `t`."""

    D: int  # head_dim
    bm: int  # Q tile rows (block_m)
    bn: int  # KV tile rows (block_n)
    wg: int  # work-items per workgroup
    vec: int  # elements per 16-byte vector
    ks: int  # K/V LDS row stride in elements (head_dim + one vector of padding)
    ps: int  # P/dS LDS row stride in floats (block_n + 1: column reads conflict-free)
    vpr: int  # vectors per head_dim row
    vpr_log2: int  # (0 where vpr is no power of two: base.tile_loads)
    ld_rows: int  # rows one tile-load pass covers (0 where vpr is no power of two)
    kv_loads: int  # vector loads per work-item for a KV tile
    q_loads: int  # vector loads per work-item for a Q tile
    ea: int  # phase A: score entries per work-item (a ti x tj micro-tile)
    tj: int  # phase A: micro-tile columns
    ti: int  # phase A: micro-tile rows
    ca: int  # phase A: column lanes
    ca_log2: int
    ra: int  # phase A: row lanes (rows strided by ra)
    aw: int  # phase A: elements per LDS read
    a_steps: int  # phase A: head_dim steps of aw elements
    tpb: int  # phase B: work-items per KV row
    tpb_log2: int
    w: int  # phase B: head_dim elements a work-item owns (dK and dV accumulators each)
    nv: int  # phase B: vectors of w
    tpc: int  # phase C: work-items per Q row
    tpc_log2: int
    wc: int  # phase C: head_dim elements a work-item owns of a dQ row
    nc: int  # phase C: vectors of wc
    log2e: str  # log2(e) as an IR float constant
    vgpr_est: int  # per-work-item VGPR estimate (refused over VGPR_BUDGET)
    paged: bool = False  # unified_main: K/V through a block table
    pg_size: int = 0  # rows per page (paged only)
    pg_log2: int = 0
    tile_pages: int = 0  # pages one KV tile spans (or 1 when a tile is part of a page)
    ld_shift: bool = True  # tile loads find row and column by shift (vpr a power of two)
    # phase C: the wc-element slice as (offset, width) vectors of 8 and a last of 4 (12 at
    # head_dim 96 in a 32-row Q tile), and the byte alignment of its K reads (8 when the
    # slice is no whole number of 16-byte vectors)
    c_chunks: tuple[tuple[int, int], ...] = ()
    c_align: int = 16
    # head_dim_v (MLA's Dv, below D): V and dO rows are Dv wide. Phase A's loop takes S and dP
    # over the first Dv columns, then S alone over a_tail more steps; phase B's dV rows are
    # wv elements a work-item (nvv vectors); vw loads the dO and V tiles (None: D wide).
    # V keeps K's LDS row stride, so phase A reads both at one offset.
    Dv: int = 0
    wv: int = 0
    nvv: int = 0
    a_tail: int = 0
    vw: TileWidth | None = None


def tile_plan(cfg: Config, dq: bool) -> MainTile:
    """Thread mappings and per-thread sizes of the scalar body for one tile shape."""
    wg, bm, bn, dim = cfg["wg_size"], cfg["block_m"], cfg["block_n"], cfg["head_dim"]
    dv = head_dim_v(cfg)
    ea = bm * bn // wg  # phase A: score entries per thread, a ti x tj micro-tile
    tj = 4 if ea >= 16 else 2
    ca = bn // tj  # phase A: column lanes
    tpb = wg // bn  # phase B: threads per KV row
    tpc = wg // bm  # phase C: threads per Q row
    w, wc, wv = dim // tpb, dim // tpc, dv // tpb
    # Per-thread VGPR estimate (fitted to LLVM 20 and 22):
    # the dK/dV accumulators live throughout; on top of them the larger of phase A (S and dP
    # per owned entry and the step's hoisted LDS reads, ~4 per entry, plus ~64 for addresses,
    # masks and the held dS) and phase C (dQ accumulators and their K reads).
    phase_a = 4 * ea + VGPR_OVERHEAD
    phase_c = (3 * wc // 2 + 40) if dq else 0
    return MainTile(
        D=dim, bm=bm, bn=bn, wg=wg, vec=VEC, ks=dim + KV_PAD, ps=bn + 1,
        **tile_loads(wg, bm, bn, dim),
        ea=ea, tj=tj, ti=ea // tj, ca=ca, ca_log2=log2(ca), ra=wg // ca,
        aw=A_VEC, a_steps=min(dim, dv) // A_VEC,
        tpb=tpb, tpb_log2=log2(tpb), w=w, nv=w // VEC,
        tpc=tpc, tpc_log2=log2(tpc), wc=wc, nc=wc // VEC,
        log2e=LOG2E, vgpr_est=w + wv + max(phase_a, phase_c),
        c_chunks=tuple((o, min(VEC, wc - o)) for o in range(0, wc, VEC)),
        c_align=16 if wc % VEC == 0 else 8,
        Dv=dv, wv=wv, nvv=wv // VEC, a_tail=(dim - dv) // A_VEC if dv < dim else 0,
        vw=v_width(cfg))


def tile_refusal(cfg: Config, p: MainTile) -> str | None:
    dim = cfg["head_dim"]
    if why := scalar_loads_refusal(cfg, p):
        return why
    if p.w < VEC or p.wc < VEC or p.wv < VEC:
        dv = f" (head_dim_v {p.Dv})" if p.vw else ""
        return f"head_dim {dim}{dv} gives a work-item fewer than {VEC} elements of a row"
    if p.Dv % A_VEC:
        return f"head_dim_v {p.Dv} is no whole number of phase A's {A_VEC}-element steps"
    # phase B moves whole 16-byte vectors (96 over the 8 work-items of a 32-row KV tile is 12
    # elements each); phase C (dQ) also a last 8-byte one (c_chunks)
    for phase, rows, n, unit in (("KV", "block_n", p.w, VEC), ("Q", "block_m", p.wc, 4),
                                 ("V", "block_n", p.wv, VEC)):
        if n % unit:
            return (f"head_dim {dim} over the {p.wg // cfg[rows]} work-items of a {phase} row "
                    f"({rows} {cfg[rows]}) is {n} elements each, not whole {unit}-element "
                    f"vectors")
    return over_budget(p.vgpr_est, VGPR_BUDGET,
                       f"VGPRs per work-item (dK/dV accumulators {p.w + p.wv})")


def tile_lds(cfg: Config, p: MainTile) -> dict[str, LdsBuffer]:
    """Every LDS buffer, in declaration order (the template declares exactly these)."""
    bm, bn, dim, dt = p.bm, p.bn, p.D, cfg["dtype"]
    return {"k_tile": LdsBuffer("k.lds", bn * p.ks, dt),
            "v_tile": LdsBuffer("v.lds", bn * p.ks, dt),
            "q_tile": LdsBuffer("q.lds", bm * dim, dt),
            "do_tile": LdsBuffer("do.lds", bm * p.Dv, dt),
            "p_ds": LdsBuffer("pds.lds", bm * p.ps, "f32"),
            "lse": LdsBuffer("lse.lds", bm, "f32"),
            "delta": LdsBuffer("dl.lds", bm, "f32")}


SCALAR = Body("scalar", plan=lambda cfg: tile_plan(cfg, has_dq(cfg)), lds=tile_lds,
              refusal=tile_refusal, admits=lds_tile_admits, two_widths=True)
