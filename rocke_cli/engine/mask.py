"""The attention mask: one decision, read by the families' templates, the simulator's reference,
the worklist model and perf (docs/design.md §4, "Masks").

Row i of a sequence sees key j iff (right < 0 or j <= i + off + right) and
(left < 0 or j >= i + off - left), off = len_k - len_q (alignment `br`, bottom-right) or 0
(`tl`, top-left); -1 is unbounded (FlashAttention's `window_size`). `causal: 1` is the window
(-1, 0): a config with `causal: 1` or with the window (-1, 0) builds the same Mask, so the same
IR (only the kernel's name differs).

Both limits are row + a per-sequence constant, so each is emitted as `row + operand`: the
operand is `len_k - len_q` (the templates' existing value), that plus a constant, or a constant.
Everything here is i32 arithmetic as the kernels do it: with windows up to WINDOW_MAX the sums
stay in range for sequences below 2^31 - 2^21 rows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

ALIGNS = ("br", "tl")
WINDOW_MAX = 1 << 20  # the largest window side a config may give (keeps row + bound in i32)
WINDOWS = range(-1, WINDOW_MAX + 1)  # what a window side may be: -1 (unbounded) or 0..max


@dataclass(frozen=True)
class Bound:
    """One side of the window: key limit of row i = i + (len_k - len_q if dlk) + add."""

    dlk: bool  # the limit moves with len_k - len_q (bottom-right alignment)
    add: int  # the constant part: right for the upper limit, -left for the lower

    @property
    def defined(self) -> bool:
        """The operand is a value of its own (len_k - len_q + add): the templates define it
        once per sequence (the `operands` macro of common/mask.ll.j2)."""
        return self.dlk and self.add != 0

    def ll(self, dlk: str, name: str) -> str:
        """The IR operand added to a row: `dlk` itself, the value `name` (defined when
        `defined`) or a constant."""
        if not self.dlk:
            return str(self.add)
        return name if self.defined else dlk

    def c(self, dlk: str) -> str:
        """The C operand added to a row (.hip)."""
        if not self.dlk:
            return f"({self.add})"
        return dlk if self.add == 0 else f"({dlk} + ({self.add}))"

    def value(self, len_q: int, len_k: int) -> int:
        return (len_k - len_q if self.dlk else 0) + self.add


@dataclass(frozen=True)
class Mask:
    """The mask of a config: alignment and window sides (-1 = unbounded)."""

    align: str = "br"
    left: int = -1
    right: int = -1

    @property
    def none(self) -> bool:
        return self.left < 0 and self.right < 0

    @property
    def causal(self) -> bool:
        """The window (-1, 0): what `causal: 1` means."""
        return self.left < 0 and self.right == 0

    @property
    def hi(self) -> Bound | None:
        """The upper key limit (None: unbounded)."""
        return None if self.right < 0 else Bound(self.align == "br", self.right)

    @property
    def lo(self) -> Bound | None:
        """The lower key limit (None: unbounded)."""
        return None if self.left < 0 else Bound(self.align == "br", -self.left)

    @property
    def dlk(self) -> bool:
        """Some limit reads len_k - len_q (the templates define it)."""
        return any(b is not None and b.dlk for b in (self.hi, self.lo))

    @property
    def defs(self) -> bool:
        """Some limit's operand is a value of its own (see Bound.defined)."""
        return any(b is not None and b.defined for b in (self.hi, self.lo))

    @property
    def hi_clip(self) -> bool:
        """The upper limit can pass the last key (len_k - 1): the kernels that turn it into
        a KV tile count or a per-row last key (dq, worklist) clip it. Bottom-right causal
        cannot: its last row's limit is len_k - 1."""
        hi = self.hi
        return hi is not None and not (hi.dlk and hi.add <= 0)

    @property
    def legacy(self) -> bool:
        """Today's masks, none or bottom-right causal: every body builds them."""
        return self.none or (self.causal and self.align == "br")

    def describe(self) -> str:
        if self.none:
            return "no mask"
        side = {"br": "bottom-right", "tl": "top-left"}[self.align]
        if self.causal:
            return f"causal {side}"
        return f"window ({self.left}, {self.right}) {side}"

    def visible(self, i: int, j: int, len_q: int, len_k: int) -> bool:
        """Whether row i sees key j (both inside the sequence)."""
        hi, lo = self.hi, self.lo
        return ((hi is None or j <= i + hi.value(len_q, len_k))
                and (lo is None or j >= i + lo.value(len_q, len_k)))

    def kv_tiles(self, m0: int, bm: int, bn: int, lens: tuple[int, int]) -> range:
        """The KV tiles (indices) the Q tile at row m0 visits: a tile is visited iff some
        (row, key) pair in it is visible. The set is contiguous: every row's keys form an
        interval moving right with the row. The dq family loops over this range, the worklist
        counts it, main's visit test is `tile in range` (`tile_visited`)."""
        len_q, len_k = lens
        if m0 >= len_q or len_k <= 0 or m0 < 0:
            return range(0)
        nk = (len_k - 1) // bn + 1
        last = min(m0 + bm, len_q) - 1  # the Q tile's last row
        stop = nk
        if (hi := self.hi) is not None:
            # the last row's upper limit; floor division (>> on the GPU)
            stop = min(nk, (last + hi.value(len_q, len_k)) // bn + 1)
        first = 0
        if (lo := self.lo) is not None:
            low = m0 + lo.value(len_q, len_k)  # the first row's lower limit
            first = len_k if low > len_k - 1 else max(0, low // bn)
        return range(first, max(first, stop))

    def tile_visited(self, m0: int, n0: int, tile: tuple[int, int], lens: tuple[int, int]) -> bool:
        """main's visit test of the tile [m0, m0 + bm) x [n0, n0 + bn), as its templates emit
        it: the tile is live, the last row's upper limit reaches n0 and the first row's lower
        limit reaches no further than the tile's last key."""
        bm, bn = tile
        len_q, len_k = lens
        if not (0 <= m0 < len_q and 0 <= n0 < len_k):
            return False
        if (hi := self.hi) is not None and n0 > min(m0 + bm, len_q) - 1 + hi.value(len_q, len_k):
            return False
        lastk = n0 + min(len_k - n0, bn) - 1
        return (lo := self.lo) is None or m0 + lo.value(len_q, len_k) <= lastk


def mask_of(cfg: Mapping[str, Any]) -> Mask:
    """The mask a config asks for; `causal: 1` is the window (-1, 0)."""
    align = cfg.get("align", "br")
    if cfg.get("causal"):
        return Mask(align, -1, 0)
    return Mask(align, cfg.get("window_left", -1), cfg.get("window_right", -1))


def mask_refusal(cfg: Mapping[str, Any]) -> str | None:
    """Why a config's mask parameters cannot be built (any body), or None."""
    left, right = cfg.get("window_left", -1), cfg.get("window_right", -1)
    if cfg.get("causal") and (left, right) != (-1, -1):
        return ("causal 1 is the window (-1, 0): give causal or a window, not both "
                f"(window ({left}, {right}))")
    if min(left, right) < -1 or max(left, right) > WINDOW_MAX:
        return f"window sides are -1 (unbounded) or 0..{WINDOW_MAX}, got ({left}, {right})"
    if cfg.get("align", "br") != "br" and mask_of(cfg).none:
        return "align tl without a mask (causal 0, no window) is the unmasked kernel again"
    return None
