"""attention_bwd_main: per KV tile, loop over the group's query heads and the Q tiles; dK/dV
accumulate in registers and are written once; dQ per `dq_mode` (atomic, slices, none).

The body is the portable scalar one (docs/design.md §4): K/V, Q/dO tiles and P/dS in LDS,
explicit barriers, real IR loops. Three thread mappings share the 256 work-items:
- phase A (S, dP -> P, dS): a thread owns a ti x tj micro-tile of the score tile (rows
  strided by ra, columns by ca);
- phase B (dV += P^T dO, dK += dS^T Q): a thread owns `w` head_dim elements of one KV row;
- phase C (dQ = dS K): a thread owns `wc` head_dim elements of one Q row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..abi import Arg
from ..config import Config
from ..constants import HEAD_DIMS, HEAD_DIMS_V, KV_PAD, LOG2E, VEC, head_dim_v, log2
from ..grid import Grid
from ..guard import Seq, plan_seq
from ..lds import LdsBuffer
from ..mask import ALIGNS, WINDOWS
from .base import (
    DTYPES,
    HEAD_ARGS,
    FamilySpec,
    TileWidth,
    seq_args,
    tile_loads,
    tile_shape_refusal,
    v_width,
    v_width_refusal,
)
from .kvs import KvsTile, kvs_lds, kvs_plan, kvs_refusal
from .mfma import MfmaTile, mfma_lds, mfma_plan, mfma_refusal_of

A_VEC = 4  # phase A reads 8-byte vectors: the scheduler hoists every read of a step
VGPR_BUDGET = 240  # of the 256 a wave of a 256-wide workgroup may use; past ~250 LLVM
# starts parking values in AGPRs (a spill the metadata does not count)
# body kvs (families/kvs.py) is planned for these: its tile loads shift (16-byte vectors a row
# a power of two), which 96 and 192 are not
KVS_HEAD_DIMS = (64, 128, 256)
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
    # Per-thread VGPR estimate, fitted to LLVM 20 and 22 (within ~30 over the shipped shapes):
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
    if why := tile_shape_refusal(cfg, p.kv_loads, p.q_loads, p.vpr):
        return why
    if why := v_width_refusal(cfg, p.vw):
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
    if p.vgpr_est > VGPR_BUDGET:
        return (f"register estimate {p.vgpr_est} VGPRs per work-item (dK/dV accumulators "
                f"{p.w + p.wv}) is over the budget of {VGPR_BUDGET} by "
                f"{p.vgpr_est - VGPR_BUDGET}: it would spill")
    return None


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


def tensor_args(dt: str, kv_shape: str) -> list[Arg]:
    """Q, K, V, dO, LSE, delta in; dK, dV out: the arguments main and unified_main share
    (`kv_shape` says how K, V, dK, dV are laid out: rows or pages)."""
    return [Arg("q", "ptr", dt, "r", "Q, [rows_q, Hq, D]"),
            Arg("k", "ptr", dt, "r", f"K{kv_shape}"),
            Arg("v", "ptr", dt, "r", f"V{kv_shape}"),
            Arg("dout", "ptr", dt, "r", "dO, [rows_q, Hq, D]"),
            Arg("lse", "ptr", "f32", "r", "forward LSE (natural log), [B, Hq, Sq] or "
                                          "[Hq, total_q]"),
            Arg("delta", "ptr", "f32", "r", "rowsum(dO*O) from prep, laid out as lse"),
            Arg("dk", "ptr", dt, "w", f"dK{kv_shape}"),
            Arg("dv", "ptr", dt, "w", f"dV{kv_shape}")]


ATOMIC_WS = Arg("dq_ws", "ptr", "f32", "rw",
                "fp32 dQ workspace [ws rows, Hq, D], zeroed by prep; += scale*dS K")


def asymmetric_refusal(cfg: Config) -> str | None:
    """head_dim_v below head_dim is built by the scalar body (its phases take the two widths
    apart); the matrix-core bodies' fragments and LDS plans are planned for one width."""
    if head_dim_v(cfg) != cfg["head_dim"] and cfg.get("body", "scalar") != "scalar":
        return (f"head_dim_v {head_dim_v(cfg)} != head_dim {cfg['head_dim']} is built by body "
                f"scalar only (body {cfg['body']} plans one width)")
    return None


# the key rows only body kvs's tall tile holds (the scalar and mfma bodies keep K and V in LDS)
TALL_ROWS = (192, 256)


class Main(FamilySpec):
    name = "attention_bwd_main"
    short = "bwd_main"
    description = "dK, dV per KV tile (loop over Q tiles and GQA heads); dQ atomic/slices/none"
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "dtype": DTYPES,
        "head_dim": HEAD_DIMS,
        "head_dim_v": HEAD_DIMS_V,
        "layout": ("bshd", "thd"),
        "ws_seg": (0, 1),
        "bounds": ("full", "legacy"),
        "causal": (0, 1),
        "align": ALIGNS,
        "window_left": WINDOWS,
        "window_right": WINDOWS,
        "dq_mode": ("atomic", "slices", "none"),
        "block_m": (16, 32, 64, 128),
        "block_n": (16, 32, 64, 128, 192, 256),
        "wg_size": (256, 512),
        "body": ("scalar", "mfma", "kvs"),
    }

    def derive(self, cfg: Config) -> MainTile | MfmaTile | KvsTile | str:
        if why := asymmetric_refusal(cfg):
            return why
        if cfg["wg_size"] != 256 and cfg["body"] != "kvs":
            # the scalar and mfma bodies map 256 work-items to their tiles
            return (f"wg_size {cfg['wg_size']} is body kvs's (its 8-wave tall tile), not "
                    f"body {cfg['body']}'s")
        if cfg["body"] == "kvs":
            if cfg["head_dim"] not in KVS_HEAD_DIMS:
                # its register-resident K/V fragments and LDS steps are planned for these only
                dims = ", ".join(map(str, KVS_HEAD_DIMS[:-1])) + f" and {KVS_HEAD_DIMS[-1]}"
                return f"body kvs builds head_dim {dims}, not {cfg['head_dim']}"
            return kvs_plan(cfg, cfg["dq_mode"] != "none")
        if cfg["block_n"] in TALL_ROWS:
            # the tall tile's key rows: the scalar and mfma bodies keep K and V (and their P/dS
            # rows) in LDS and map work-items to power-of-two tiles of at most 128 rows
            return (f"a {cfg['block_m']}x{cfg['block_n']} tile is built by body kvs only "
                    f"(block_n 192 and 256 are its tall tile's key rows)")
        if cfg["body"] == "mfma":
            return mfma_plan(cfg, cfg["dq_mode"] != "none")
        return tile_plan(cfg, cfg["dq_mode"] != "none")

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        return {"q": plan_seq("main", "q", cfg, guard=guard),
                "kv": plan_seq("main", "kv", cfg, guard=guard)}

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        mode = cfg["dq_mode"]
        out = tensor_args(cfg["dtype"], ", [rows_k, Hkv, D]")
        if mode == "atomic":
            out.append(ATOMIC_WS)
        elif mode == "slices":
            out.append(Arg("dq_ws", "ptr", "f32", "w",
                           "fp32 dQ slices [nsplit, ws_rows, Hq, D]; slice = KV tile"))
        q, kv = seqs["q"], seqs["kv"]
        out += seq_args(q)
        if q.is_thd and not q.bound:
            # lse/delta are [Hq, total_q]: their head stride is needed even unbounded
            out.append(Arg("total_q", "i32", doc="lse/delta head stride"))
        out += seq_args(kv)
        if q.is_thd:
            out += [Arg("max_seqlen_q", "i32", doc="Q grid bound; slot size when ws_seg = 1"),
                    Arg("max_seqlen_k", "i32", doc="KV grid bound (grid x tiles)")]
        if mode == "slices":
            out.append(Arg("ws_rows", "i32", doc="rows of one dQ slice"))
        return [*out, *HEAD_ARGS]

    def lds_plan(self, cfg: Config, d: Any) -> dict[str, LdsBuffer]:
        if cfg["body"] == "kvs":
            return kvs_lds(cfg, d)
        if isinstance(d, str):
            return {}
        return mfma_lds(cfg, d) if cfg["body"] == "mfma" else tile_lds(cfg, d)

    def grid(self, cfg: Config, seqs: dict[str, Seq]) -> Grid:
        # one KV tile per workgroup, y = KV heads (the group's query heads loop inside)
        return Grid("kv", cfg["block_n"], "kv", seqs["kv"].is_thd)

    def refuse(self, cfg: Config, d: Any, lds: dict[str, LdsBuffer]) -> str | None:
        # every limit the config breaks, so a user changing one value sees all of them
        if isinstance(d, str):
            return d
        body = {"kvs": kvs_refusal, "mfma": mfma_refusal_of}.get(cfg["body"], tile_refusal)(cfg, d)
        why = [r for r in (super().refuse(cfg, d, lds), body) if r]
        return "; ".join(why) or None
