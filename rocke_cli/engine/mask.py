"""The attention mask: one decision, read by the families' templates, the simulator's reference,
the worklist model and perf (docs/design.md §4, "Masks").

Row i of a sequence sees key j iff (right < 0 or j <= i + off + right) and
(left < 0 or j >= i + off - left), off = len_k - len_q (alignment `br`, bottom-right) or 0
(`tl`, top-left); -1 is unbounded (FlashAttention's `window_size`).

A config names the mask's class, not its sides: none, `causal: 1` (the window (-1, 0), a
compile-time class: its kernels are today's), or `window: 1`, whose two sides are kernel
arguments (`window_left`, `window_right`, i32, taken at run time as FlashAttention and CK take
them). Both classes come in both alignments (`align`).

Both limits are row + a per-sequence operand, so each is emitted as `row + operand`: the
operand is `len_k - len_q` (the templates' existing value), that plus a constant, a constant,
or (the window class) that plus / minus the side as the kernel clamps it. Everything here is
i32 arithmetic as the kernels do it. A runtime side below 0 (-1: unbounded) or from
WINDOW_CAP on is clamped to WINDOW_CAP by the kernel (one compare and select a side a
sequence, `icmp ult`): for sequences of at most WINDOW_CAP rows a side that large already
reaches past every key, so the clamp is exact, and with both lengths and the sides at most
2^29 every sum the templates form (row + limit, the tile ranges, the kvs mask side's and mask
word's differences) stays within +-(2^30 + 2^29 + a tile), inside i32.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

ALIGNS = ("br", "tl")
WINDOW_CAP = 1 << 29  # a runtime side at or past this, or below 0, is unbounded (see above)
WINDOW_ARGS = ("window_left", "window_right")  # the window class's kernel arguments
# the window class's concrete window where a caller needs one without a problem (the
# performance model's assumption: a Mistral-style window of 4096 keys to the left, causal
# right side); never what a kernel computes, which takes its sides at run time
NOMINAL_WINDOW = (4096, 0)


@dataclass(frozen=True)
class Bound:
    """One side of the window: key limit of row i = i + (len_k - len_q if dlk) + add, or for a
    runtime side (`arg`, the kernel argument) i + (len_k - len_q if dlk) + sign * side."""

    dlk: bool  # the limit moves with len_k - len_q (bottom-right alignment)
    add: int  # the constant part: right for the upper limit, -left for the lower (runtime:
    # the nominal side's, what `value` reads without a problem)
    arg: str | None = None  # a runtime side: the kernel argument that carries it
    sign: int = 1  # a runtime side's sign in the limit: +right, -left

    @property
    def runtime(self) -> bool:
        return self.arg is not None

    @property
    def defined(self) -> bool:
        """The operand is a value of its own (len_k - len_q + add, or the runtime side's
        limit): the templates define it once per sequence (the `operands` macro of
        common/mask.ll.j2)."""
        return self.runtime or (self.dlk and self.add != 0)

    def ll(self, dlk: str, name: str) -> str:
        """The IR operand added to a row: `dlk` itself, the value `name` (defined when
        `defined`) or a constant."""
        if self.runtime:
            return name
        if not self.dlk:
            return str(self.add)
        return name if self.defined else dlk

    def c(self, dlk: str) -> str:
        """The C operand added to a row (.hip)."""
        if self.runtime:
            side = (f"((unsigned){self.arg} < {WINDOW_CAP}u ? {self.arg} : {WINDOW_CAP})")
            op = "+" if self.sign > 0 else "-"
            return f"({dlk} {op} {side})" if self.dlk else side if self.sign > 0 else f"(-{side})"
        if not self.dlk:
            return f"({self.add})"
        return dlk if self.add == 0 else f"({dlk} + ({self.add}))"

    def value(self, len_q: int, len_k: int) -> int:
        return (len_k - len_q if self.dlk else 0) + self.add


@dataclass(frozen=True)
class Mask:
    """The mask of a config: alignment and window sides (-1 = unbounded); `runtime`: the
    window class, whose sides the kernels take as arguments (left / right are then the
    nominal window, NOMINAL_WINDOW, for callers without a problem)."""

    align: str = "br"
    left: int = -1
    right: int = -1
    runtime: bool = False

    @property
    def none(self) -> bool:
        return not self.runtime and self.left < 0 and self.right < 0

    @property
    def causal(self) -> bool:
        """The window (-1, 0): what `causal: 1` means."""
        return not self.runtime and self.left < 0 and self.right == 0

    @property
    def hi(self) -> Bound | None:
        """The upper key limit (None: unbounded)."""
        if self.runtime:
            return Bound(self.align == "br", self.right, "window_right", 1)
        return None if self.right < 0 else Bound(self.align == "br", self.right)

    @property
    def lo(self) -> Bound | None:
        """The lower key limit (None: unbounded)."""
        if self.runtime:
            return Bound(self.align == "br", -self.left, "window_left", -1)
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
    def cap(self) -> int:
        """What the kernel clamps a runtime side to (module doc)."""
        return WINDOW_CAP

    @property
    def hi_clip(self) -> bool:
        """The upper limit can pass the last key (len_k - 1): the kernels that turn it into
        a KV tile count or a per-row last key (dq, worklist) clip it. Bottom-right causal
        cannot: its last row's limit is len_k - 1. A runtime side may be anything: clipped."""
        hi = self.hi
        return hi is not None and (hi.runtime or not (hi.dlk and hi.add <= 0))

    @property
    def legacy(self) -> bool:
        """Today's masks, none or bottom-right causal: every body builds them."""
        return self.none or (self.causal and self.align == "br")

    @property
    def kind(self) -> str:
        """The mask class: none, causal or window (a problem's class key, registry/table)."""
        if self.runtime:
            return "window"
        return "none" if self.none else "causal" if self.causal else "window"

    def at(self, left: int, right: int) -> Mask:
        """The concrete mask of this class with these sides (a runtime window's, as a problem
        gives them; any side below 0 is -1, unbounded): what the reference computes."""
        if not self.runtime:
            return self
        return Mask(self.align, max(left, -1), max(right, -1))

    def describe(self) -> str:
        side = {"br": "bottom-right", "tl": "top-left"}[self.align]
        if self.runtime:
            return f"window (window_left, window_right) {side}"
        if self.none:
            return "no mask"
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
    """The mask a config (or a problem's mask values) asks for; `causal: 1` is the window
    (-1, 0). `window: 1` is the window class: a runtime Mask, whose left / right are
    NOMINAL_WINDOW (the model's assumption; the kernels take the sides as arguments)."""
    align = cfg.get("align", "br")
    if cfg.get("causal"):
        return Mask(align, -1, 0)
    if cfg.get("window"):
        return Mask(align, *NOMINAL_WINDOW, runtime=True)
    return Mask(align, cfg.get("window_left", -1), cfg.get("window_right", -1))


def mask_refusal(cfg: Mapping[str, Any]) -> str | None:
    """Why a config's (or a problem's) mask parameters cannot be built (any body), or None.
    A problem gives the sides themselves (window_left / window_right)."""
    left, right = cfg.get("window_left", -1), cfg.get("window_right", -1)
    if cfg.get("causal") and (cfg.get("window") or (left, right) != (-1, -1)):
        return ("causal 1 is the window (-1, 0): give causal or a window, not both "
                f"(window ({left}, {right}))" if not cfg.get("window") else
                "causal 1 is the window (-1, 0): give causal or window 1, not both")
    if min(left, right) < -1:
        return f"window sides are -1 (unbounded) or 0 and up, got ({left}, {right})"
    if cfg.get("align", "br") != "br" and mask_of(cfg).none:
        return "align tl without a mask (causal 0, no window) is the unmasked kernel again"
    return None
