"""attention_bwd_unified_main: attention_bwd_main over a paged KV cache.

K, V, dK, dV are [num_pages, page_size, Hkv, D]; logical KV row r of sequence b lives in page
block_table[b][r / page_size], slot r % page_size; seqlens_k[b] is the sequence's KV length.
The body is main's (same templates, with the KV addressing and the KV decode replaced): the
scalar, mfma and kvs bodies (kvs: its K/V register fragments and K^T read through the page
table, once, before the loop). dQ goes
through the fp32 workspace with atomics (the paged pipeline: prep -> unified -> convert).

The paged KV side is its own guarded decode site: seqlens_k[b] < 0, > max_pages*page_size or
> max_seqlen_k (the grid's bound) decodes as empty, and a KV tile any of whose pages (those
holding rows < len_k) is outside [0, num_pages) is empty: nothing read, nothing written.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from ..abi import Arg
from ..config import Config
from ..constants import HEAD_DIMS, HEAD_DIMS_V, log2
from ..guard import Seq, plan_seq
from ..mask import ALIGNS
from .base import DTYPES, HEAD_ARGS, seq_args
from .kvs import KvsTile
from .main import ATOMIC_WS, Main, tensor_args
from .mfma import MfmaTile
from .scalar import MainTile


@dataclass(frozen=True)
class PagedSeq(Seq):
    """The paged KV side: lengths from seqlens_k, rows through block_table. Reported by
    guard-report as a decode site bounded by max_pages (len <= max_pages*page_size),
    max_seqlen_k (len, the grid's bound) and num_pages (every page of a tile)."""

    page_size: int = 16

    @property
    def offsets(self) -> str:
        return "seqlens_k"

    @property
    def is_thd(self) -> bool:  # a decode site whatever the Q layout
        return True

    @property
    def guarded(self) -> bool:
        return self.guard_on

    @property
    def tok0(self) -> str:
        raise AttributeError("a paged sequence has no token offset: rows go through pages")

    def report(self) -> dict:
        out = super().report()
        out["bound"] = f"max_pages*{self.page_size}"
        out["pages_bound"] = "num_pages"
        return out


def paged_kv(cfg: Config, guard: bool) -> PagedSeq:
    return PagedSeq("kv", "paged", "unified", bound="max_pages", len_bound="max_seqlen_k",
                    guard_on=guard,
                    page_size=cfg["page_size"])


class Unified(Main):
    """Main's kernel over pages: the same tile plan, LDS plan and refusals."""

    name = "attention_bwd_unified_main"
    short = "bwd_unified"
    description = "attention_bwd_main over a paged KV cache (block_table); dQ atomic"
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "dtype": DTYPES,
        "head_dim": HEAD_DIMS,
        "head_dim_v": HEAD_DIMS_V,
        "layout": ("bshd", "thd"),
        "ws_seg": (0, 1),
        "bounds": ("full",),
        "causal": (0, 1),
        "align": ALIGNS,
        "window": (0, 1),  # the window class: its sides are kernel arguments
        "dq_mode": ("atomic",),
        "page_size": (16, 64),
        "block_m": (16, 32, 64, 128),
        "block_n": (16, 32, 64, 128, 192, 256),
        "wg_size": (256, 512),
        "body": ("scalar", "mfma", "kvs"),
    }

    def derive(self, cfg: Config) -> MainTile | MfmaTile | KvsTile | str:
        ps, bn = cfg["page_size"], cfg["block_n"]
        plan = super().derive(cfg)  # main's plan of the body (dq_mode is atomic here)
        if isinstance(plan, str):
            return plan
        # pages one KV tile spans: with powers of two, block_n is a multiple of page_size
        # (a tile spans block_n/page_size pages) or divides it (a tile is part of one page)
        return dataclasses.replace(plan, paged=True, pg_size=ps, pg_log2=log2(ps),
                                   tile_pages=max(bn // ps, 1))

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        return {"q": plan_seq("unified", "q", cfg, guard=guard), "kv": paged_kv(cfg, guard)}

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        out = tensor_args(cfg["dtype"], " pages, [num_pages, page_size, Hkv, D]")
        out += [ATOMIC_WS,
                Arg("block_table", "ptr", "i32", "r", "[B, max_pages] page of each KV block"),
                Arg("seqlens_k", "ptr", "i32", "r", "[B] KV length of each sequence")]
        q = seqs["q"]
        out += seq_args(q)
        if q.is_thd:
            out.append(Arg("max_seqlen_q", "i32", doc="Q grid bound; slot size when ws_seg = 1"))
        out += [Arg("max_seqlen_k", "i32", doc="KV grid bound (grid x tiles)"),
                Arg("num_pages", "i32", doc="pages in the K/V cache (page guard bound)"),
                Arg("max_pages", "i32", doc="block_table row length; len_k <= max_pages * "
                                            f"{cfg['page_size']} (guard bound)")]
        return [*out, *HEAD_ARGS]
