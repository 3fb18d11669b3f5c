"""THD decode sites and their guard coverage (docs/design.md §5).

A decode site is one (kernel, side) pair. Whether it is guarded, and by which bounds, is decided
here from the config's `layout`, `bounds` and `ws_seg`, so every family follows one rule:
under `bounds: full` a sequence is bad when tok0 < 0, tok1 < tok0, tok1 > rows (`bound`) or
len > max_seqlen of its side (`len_bound`: the grid's bound, and the slot size of slot rows),
so it is computed whole or decoded empty, never half.
"""

from __future__ import annotations

from dataclasses import dataclass

SIDES = {"q": ("cu_seqlens_q", "total_q", "max_seqlen_q", "seqlen_q"),
         "kv": ("cu_seqlens_k", "total_k", "max_seqlen_k", "seqlen_k")}

LEGACY_SLOT = "bounds: legacy: slot-row workspace (ws_seg = 1), the legacy ABI carries no bound"
LEGACY_NO_BOUND = "bounds: legacy: the legacy ABI carries no bound for this side"


@dataclass(frozen=True)
class Seq:
    """How a kernel finds one side's sequence: a THD decode (with its site) or dense bshd.

    The template reads `tok0` and `len` as IR/C names; which names exist depends on
    whether the site is guarded, and that decision is made here, not in the template.
    """

    side: str
    layout: str
    kernel: str
    bound: str | None = None  # ABI arg bounding tok1 (None: trusted)
    len_bound: str | None = None  # ABI arg bounding len: the side's max_seqlen (grid, slots)
    trusted: str | None = None
    guard_on: bool = True  # False only under --no-guard (measurement)

    @property
    def p(self) -> str:
        return self.side

    @property
    def offsets(self) -> str:
        return SIDES[self.side][0]

    @property
    def seqlen(self) -> str:
        """bshd: the dense sequence length argument."""
        return SIDES[self.side][3]

    @property
    def is_thd(self) -> bool:
        return self.layout == "thd"

    @property
    def guarded(self) -> bool:
        return self.is_thd and self.bound is not None and self.guard_on

    @property
    def tok0(self) -> str:
        return f"{self.p}.tok0"

    @property
    def len(self) -> str:
        return f"{self.p}.len" if self.is_thd else self.seqlen

    def report(self) -> dict:
        return {"kernel": self.kernel, "side": self.side, "offsets": self.offsets,
                "bound": self.bound, "len_bound": self.len_bound, "trusted": self.trusted}


def plan_seq(kernel: str, side: str, cfg: dict, *, legacy_bounded: bool = True,
             guard: bool = True) -> Seq:
    """The decode of `side` for a config.

    legacy_bounded: whether the legacy ABI carried this side's bound (under ws_seg = 0).
    guard: False only for the --no-guard measurement build.
    """
    layout = cfg["layout"]
    if layout != "thd":
        return Seq(side, layout, kernel)
    slot_rows = cfg.get("ws_seg", 0) == 1
    bound_arg, len_arg = SIDES[side][1], SIDES[side][2]
    if cfg["bounds"] == "full":
        # len > max_seqlen: the grid stops at max_seqlen (its later rows would never be
        # computed) and, with slot rows, the sequence would overrun its slot
        return Seq(side, layout, kernel, bound_arg, len_arg, guard_on=guard)
    # legacy: the original ABI's coverage, which bounded no length
    if slot_rows:
        return Seq(side, layout, kernel, trusted=LEGACY_SLOT, guard_on=guard)
    if not legacy_bounded:
        return Seq(side, layout, kernel, trusted=LEGACY_NO_BOUND, guard_on=guard)
    return Seq(side, layout, kernel, bound_arg, guard_on=guard)
