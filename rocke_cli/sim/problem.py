"""One simulated problem: sizes, sequences (as passed and as the guard decodes them), tensors.

Row conventions (docs/design.md §4): thd tokens are rows of [total, H, D]; bshd row of (b, r) is
b * S + r; lse/delta are [Hq, total_q] (thd) or [B, Hq, Sq] (bshd); workspace slot rows
(ws_seg 1) are b * max_seqlen_q + r.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..engine.mask import Mask
from ..registry.launch import Sizes
from .adversarial import Offsets, decode


@dataclass
class Side:
    """One side (q or kv) of a problem."""

    name: str
    thd: bool
    batch: int
    offsets: Offsets | None  # thd: the offsets as passed
    seqlen: int  # bshd: the dense length; thd: max_seqlen (grid bound, slot size)
    spans: list[tuple[int, int] | None] = field(default_factory=list)  # decoded (tok0, len)

    @property
    def rows(self) -> int:
        return self.offsets.total if self.thd else self.batch * self.seqlen

    def row(self, b: int, r: np.ndarray | int) -> np.ndarray | int:
        if self.thd:
            return self.spans[b][0] + r  # type: ignore[index]
        return b * self.seqlen + r


@dataclass
class PagedSide(Side):
    """The paged KV side: logical row r of sequence b is row table[b][r // ps] * ps + r % ps of
    the [num_pages * ps, Hkv, D] view. `tile_ok[b][t]`: every page of KV tile t is in range."""

    page_size: int = 16
    num_pages: int = 0
    table: np.ndarray | None = None  # [B, max_pages] as passed
    seqlens: tuple[int, ...] = ()  # as passed
    key_ok: list[np.ndarray] = field(default_factory=list)  # per b: bool per logical key

    @property
    def rows(self) -> int:
        return self.num_pages * self.page_size

    def row(self, b: int, r: np.ndarray | int) -> np.ndarray | int:
        r = np.asarray(r)
        return self.table[b][r // self.page_size] * self.page_size + r % self.page_size


def paged_sizes(lens: tuple[int, ...] | list[int], page_size: int) -> tuple[int, int]:
    """(num_pages, max_pages) of the simulator's KV cache: the pages the sequences need and 3
    spares nobody owns; a table row one entry longer than the longest sequence needs."""
    need = [-(-n // page_size) for n in lens]
    return sum(need) + 3, max(need + [0]) + 1


def make_paged_side(lens: tuple[int, ...], page_size: int, block_n: int, seed: int, *,
                    table_bad: object = None, seqlen_bad: object = None) -> PagedSide:
    """Pages in shuffled order (and spares nobody owns); unused table entries are 0."""
    b = len(lens)
    need = [-(-n // page_size) for n in lens]
    num_pages, max_pages = paged_sizes(lens, page_size)
    perm = np.random.default_rng(seed + 7).permutation(num_pages)
    table = np.zeros((b, max_pages), dtype=np.int64)
    k = 0
    for i, n in enumerate(need):
        table[i, :n] = perm[k:k + n]
        k += n
    cap = max_pages * page_size
    if table_bad is not None:
        if need and need[0]:
            table[0, need[0] - 1] = table_bad(num_pages, cap)
        if b > 1 and need[1]:
            table[1, 0] = table_bad(num_pages, cap)
    seqlens = list(lens)
    if seqlen_bad is not None and b > 1:
        seqlens[1] = seqlen_bad(num_pages, cap)
    spans: list[tuple[int, int] | None] = []
    key_ok = []
    for i in range(b):
        n = seqlens[i]
        if n < 0 or n > cap:
            spans.append(None)
            key_ok.append(np.zeros(0, bool))
            continue
        spans.append((0, n))
        ok = np.zeros(n, bool)
        for t0 in range(0, n, block_n):
            pages = table[i, np.arange(t0, min(t0 + block_n, n)) // page_size]
            ok[t0:t0 + block_n] = bool(((pages >= 0) & (pages < num_pages)).all())
        key_ok.append(ok)
    msl = max(lens) if lens else 0
    return PagedSide("kv", True, b, None, msl, spans, page_size, num_pages, table,
                     tuple(seqlens), key_ok)


def make_side(name: str, thd: bool, offsets: Offsets, len_bound: int | None) -> Side:
    """Decode every sequence as the guard does, so the reference knows which sequences the
    kernels must process; unguarded runs are judged by the same expectations."""
    b = len(offsets.cu) - 1
    msl = offsets.max_seqlen
    if not thd:
        return Side(name, False, b, None, msl, [(i * msl, msl) for i in range(b)])
    spans = [decode(offsets.cu, i, offsets.total, len_bound) for i in range(b)]
    return Side(name, True, b, offsets, msl, spans)


@dataclass
class Problem:
    layout: str
    dtype: str
    head_dim: int
    mask: Mask  # the attention mask (engine/mask.py); Mask() for none
    heads_q: int
    heads_kv: int
    q: Side
    kv: Side
    ws_seg: int
    scale: float
    head_dim_v: int = 0  # V, O, dO, dV width (MLA's Dv); 0: head_dim

    @property
    def dv(self) -> int:
        return self.head_dim_v or self.head_dim

    @property
    def batch(self) -> int:
        return self.q.batch

    @property
    def thd(self) -> bool:
        return self.layout == "thd"

    @property
    def ws_rows(self) -> int:
        if self.ws_seg == 1:
            return self.batch * self.q.seqlen
        return self.q.rows

    def ws_row(self, b: int, r: np.ndarray) -> np.ndarray:
        if self.ws_seg == 1:
            return b * self.q.seqlen + r
        return self.q.row(b, r)  # type: ignore[return-value]

    def lse_shape(self) -> tuple[int, ...]:
        if self.thd:
            return (self.heads_q, self.q.rows)
        return (self.batch, self.heads_q, self.q.seqlen)

    def lse_index(self, b: int, r: np.ndarray) -> tuple:
        """Index into an lse-shaped array of rows r of sequence b, all heads: [H, len]."""
        h = np.arange(self.heads_q)[:, None]
        if self.thd:
            return (h, self.q.row(b, r)[None, :])
        return (b, h, r[None, :])

    def pairs(self) -> list[tuple[int, tuple[int, int], tuple[int, int]]]:
        """(b, q span, kv span) with empty spans for bad sides."""
        out = []
        for b in range(self.batch):
            qs = self.q.spans[b] or (0, 0)
            ks = self.kv.spans[b] or (0, 0)
            out.append((b, qs, ks))
        return out

    def sizes(self) -> Sizes:
        """The sizes the kernels take (registry/launch.py), as passed: per side the rows of
        its tensors and its grid bound."""
        kv = self.kv
        paged = isinstance(kv, PagedSide)
        return Sizes(self.layout, self.dtype, self.batch, self.heads_q, self.heads_kv,
                     self.head_dim, self.head_dim_v, self.q.rows, kv.rows, self.q.seqlen,
                     kv.seqlen, self.scale,
                     num_pages=kv.num_pages if paged else 0,
                     max_pages=int(kv.table.shape[1]) if paged else 0,
                     page_size=kv.page_size if paged else 0,
                     # the window class's sides (the concrete mask's; other kernels take none)
                     window_left=self.mask.left, window_right=self.mask.right)
