"""attention_bwd_dq: split dQ. Per Q tile, loop over the KV tiles it visits (main's rule):
recompute S, P (from LSE), dP = dO V^T, dS = P * (dP - delta); dQ = scale * sum dS K, written
directly in dtype (no workspace, no atomics).

Portable scalar body: Q, dO, K, V tiles and dS in LDS, explicit barriers, real IR loops.
- phase A (S, dP -> dS): a thread owns column j of the KV tile and `ea` rows of the Q tile;
- phase C (dQ += dS K): a thread owns `wc` head_dim elements of one Q row, in registers
  across the whole KV loop.

`body: mfma` runs the three products on matrix cores: families/mfma.py (`dq_mfma_plan`) has the
plan and the LDS layout, templates/attention_bwd_dq_mfma.{ll,hip}.j2 the body.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..abi import Arg
from ..config import Config
from ..constants import HEAD_DIMS, HEAD_DIMS_V, KV_PAD, LOG2E, VEC, head_dim_v, log2
from ..guard import Seq, plan_seq
from ..lds import LdsBuffer
from ..mask import ALIGNS
from .base import (
    DTYPES,
    HEAD_ARGS,
    TileWidth,
    scalar_loads_refusal,
    seq_args,
    tile_loads,
    v_width,
)
from .bodies import Body, BodyFamily, over_budget
from .mfma import DQ_MFMA

VGPR_BUDGET = 192  # of the 256 a wave of a 256-wide workgroup may use: room for the allocator
VGPR_OVERHEAD = 24  # addresses, loop counters, ids and masks that stay live throughout


@dataclass(frozen=True)
class DqTile:
    """The split-dQ scalar body's mappings for one tile shape: what its template reads as `d`."""

    D: int  # head_dim
    bm: int  # Q tile rows (block_m)
    bn: int  # KV tile rows (block_n)
    wg: int  # work-items per workgroup
    vec: int  # elements per 16-byte vector
    ks: int  # K/V LDS row stride in elements (head_dim + one vector of padding)
    ps: int  # dS LDS row stride in floats (block_n + 1)
    vpr: int  # vectors per head_dim row
    vpr_log2: int  # (0 where vpr is no power of two: base.tile_loads)
    ld_rows: int  # rows one tile-load pass covers (0 where vpr is no power of two)
    q_loads: int  # vector loads per work-item for a Q tile
    kv_loads: int  # vector loads per work-item for a KV tile
    lbm: int  # log2(block_m)
    lbn: int  # log2(block_n)
    ra: int  # phase A: row lanes (work-items sharing a column)
    ra_log2: int
    ea: int  # phase A: Q rows a work-item owns
    tpc: int  # phase C: work-items per Q row
    tpc_log2: int
    wc: int  # phase C: head_dim elements a work-item owns of a dQ row
    nc: int  # phase C: vectors of wc
    log2e: str  # log2(e) as an IR float constant
    vgpr_est: int  # per-work-item VGPR estimate (refused over VGPR_BUDGET)
    ld_shift: bool = True  # tile loads find row and column by shift (vpr a power of two)
    # head_dim_v (MLA's Dv, below D): phase A takes S and dP over the first Dv columns (chunks
    # of 8), then S alone over tail more; vw loads the dO and V tiles (None: D wide)
    Dv: int = 0
    chunks: int = 0
    tail: int = 0
    vw: TileWidth | None = None


def dq_plan(cfg: Config) -> DqTile:
    wg, bm, bn, dim = cfg["wg_size"], cfg["block_m"], cfg["block_n"], cfg["head_dim"]
    dv = head_dim_v(cfg)
    ra = max(wg // bn, 1)  # phase A: row lanes (threads sharing a column)
    tpc = max(wg // bm, 1)  # phase C: threads per Q row
    ea, wc = bm // ra, dim // tpc
    return DqTile(
        D=dim, bm=bm, bn=bn, wg=wg, vec=VEC, ks=dim + KV_PAD, ps=bn + 1,
        **tile_loads(wg, bm, bn, dim), lbm=log2(bm), lbn=log2(bn),
        ra=ra, ra_log2=log2(ra), ea=ea, tpc=tpc, tpc_log2=log2(tpc), wc=wc, nc=wc // VEC,
        log2e=LOG2E,
        # live throughout: the dQ accumulators; on top, phase A's S and dP per owned entry and
        # the four operand vectors in flight (phase C needs far less: one K vector per chunk)
        vgpr_est=wc + 2 * ea + 4 * VEC + VGPR_OVERHEAD,
        Dv=dv, chunks=min(dim, dv) // VEC, tail=max(dim - dv, 0) // VEC,
        vw=v_width(cfg))


def dq_refusal(cfg: Config, p: DqTile) -> str | None:
    dim = cfg["head_dim"]
    if why := scalar_loads_refusal(cfg, p):
        return why
    if p.wc < VEC:
        return f"head_dim {dim} gives a work-item fewer than {VEC} elements of a dQ row"
    if p.wc % VEC:
        # phase C moves whole 16-byte vectors (96 over 8 work-items is 12 elements each)
        return (f"head_dim {dim} over the {p.tpc} work-items of a Q row (block_m {p.bm}) is "
                f"{p.wc} elements each, not whole {VEC}-element vectors")
    return over_budget(p.vgpr_est, VGPR_BUDGET,
                       f"VGPRs per work-item (dQ accumulators {p.wc}, S and dP {2 * p.ea})")


def dq_lds(cfg: Config, d: DqTile) -> dict[str, LdsBuffer]:
    bm, bn, dim, dt = d.bm, d.bn, d.D, cfg["dtype"]
    return {"q_tile": LdsBuffer("q_s", bm * dim, dt),
            "do_tile": LdsBuffer("do_s", bm * d.Dv, dt),
            "k_tile": LdsBuffer("k_s", bn * d.ks, dt),
            "v_tile": LdsBuffer("v_s", bn * d.ks, dt),
            "ds": LdsBuffer("ds_s", bm * d.ps, "f32"),
            "lse": LdsBuffer("lse_s", bm, "f32"), "delta": LdsBuffer("dl_s", bm, "f32")}


DQ_SCALAR = Body("scalar", plan=dq_plan, lds=dq_lds, refusal=dq_refusal, two_widths=True)


class Dq(BodyFamily):
    name = "attention_bwd_dq"
    short = "bwd_dq"
    description = "split dQ: per Q tile, loop over visited KV tiles; dQ = scale * dS K"
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "dtype": DTYPES,
        "head_dim": HEAD_DIMS,
        "head_dim_v": HEAD_DIMS_V,
        "layout": ("bshd", "thd"),
        "bounds": ("full", "legacy"),
        "causal": (0, 1),
        "align": ALIGNS,
        "window": (0, 1),  # the window class: its sides are kernel arguments
        "block_m": (16, 32, 64, 128),
        "block_n": (16, 32, 64, 128),
        "wg_size": (256,),
        "body": ("scalar", "mfma"),
    }
    BODIES = {b.name: b for b in (DQ_SCALAR, DQ_MFMA)}

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        # the legacy ABI of the split dQ kernel carried no kv bound (docs/design.md §5)
        return {"q": plan_seq("dq", "q", cfg, guard=guard),
                "kv": plan_seq("dq", "kv", cfg, legacy_bounded=False, guard=guard)}

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        dt = cfg["dtype"]
        out = [Arg("q", "ptr", dt, "r", "Q, [rows_q, Hq, D]"),
               Arg("k", "ptr", dt, "r", "K, [rows_k, Hkv, D]"),
               Arg("v", "ptr", dt, "r", "V, [rows_k, Hkv, Dv]"),
               Arg("dout", "ptr", dt, "r", "dO, [rows_q, Hq, Dv]"),
               Arg("lse", "ptr", "f32", "r", "forward LSE (natural log), [B, Hq, Sq] or "
                                             "[Hq, total_q]"),
               Arg("delta", "ptr", "f32", "r", "rowsum(dO*O) from prep, laid out as lse"),
               Arg("dq", "ptr", dt, "w", "dQ, [rows_q, Hq, D]")]
        q, kv = seqs["q"], seqs["kv"]
        out += seq_args(q)
        if q.is_thd and not q.bound:
            # lse/delta are [Hq, total_q]: their head stride is needed even unbounded
            out.append(Arg("total_q", "i32", doc="lse/delta head stride"))
        out += seq_args(kv)
        if q.is_thd:
            out += [Arg("max_seqlen_q", "i32", doc="Q grid bound (grid x tiles)"),
                    Arg("max_seqlen_k", "i32", doc="KV bound of the schedule")]
        return [*out, *HEAD_ARGS]
