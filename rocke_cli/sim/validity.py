"""The validation report as the simulator expects it, computed in Python from the offsets as
passed (docs/design.md §15), and its agreement with the guard as the problem models it.

The expected status words are written from the definition, independently of the kernel; the
guard's model is the problem's decode (`Side.spans`, `PagedSide.key_ok`), which the numerical
checks hold the kernels to. A side carries a guard bit exactly when the guard decodes it as
empty; PAGE exactly when the guard drops some of its KV tiles; OVERLAP is report-only.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..engine.constants import i32
from ..engine.families.validate import (
    DEC,
    GUARD_BITS,
    KV_SHIFT,
    LONG,
    NEG,
    OVERLAP,
    PAGE,
    PAST,
    STATUS_BITS,
)
from .problem import PagedSide, Problem, Side


def offsets_status(cu: Sequence[int], total: int, max_seqlen: int) -> list[int]:
    """One side given by offsets: its bits per sequence (unshifted)."""
    out, top = [], 0  # top: the largest end of the earlier kept non-empty sequences
    for b in range(len(cu) - 1):
        t0, t1 = cu[b], cu[b + 1]
        n = i32(t1 - t0)
        w = (NEG * (t0 < 0) | DEC * (t1 < t0) | PAST * (t1 > total) | LONG * (n > max_seqlen))
        if w == 0 and n > 0:
            if t0 < top:
                w |= OVERLAP
            top = max(top, t1)
        out.append(w)
    return out


def paged_status(side: PagedSide, max_seqlen: int) -> list[int]:
    """The paged KV side: its bits per sequence (unshifted)."""
    out = []
    max_pages = int(side.table.shape[1])
    for b, n in enumerate(side.seqlens):
        pages = -(-n // side.page_size) if n >= 0 else 0
        w = NEG * (n < 0) | PAST * (pages > max_pages) | LONG * (n > max_seqlen)
        if w == 0 and pages:
            row = side.table[b, :pages]
            w |= PAGE * bool(((row < 0) | (row >= side.num_pages)).any())
        out.append(w)
    return out


def _side_words(side: Side) -> list[int] | None:
    if isinstance(side, PagedSide):
        return paged_status(side, side.seqlen)
    if side.thd and side.offsets is not None:
        return offsets_status(side.offsets.cu, side.offsets.total, side.seqlen)
    return None  # dense: nothing to check


def expected(prob: Problem) -> tuple[list[int], int]:
    """The status words the kernel must write, and the count of non-zero ones."""
    words = [0] * prob.batch
    for side, sh in ((prob.q, 0), (prob.kv, KV_SHIFT)):
        w = _side_words(side)
        if w is not None:
            words = [a | (x << sh) for a, x in zip(words, w, strict=True)]
    return words, sum(1 for w in words if w)


def flags(word: int) -> list[str]:
    """The names of a status word's bits: `q.dec`, `kv.page`, ..."""
    return [f"{side}.{name}" for side, sh in (("q", 0), ("kv", KV_SHIFT))
            for name, (bit, _doc) in STATUS_BITS.items() if word >> sh & bit]


def guard_disagreements(words: Sequence[int], prob: Problem) -> list[str]:
    """Where the report's guard bits and the guard (as the problem decodes it) differ."""
    out = []
    for side, sh in ((prob.q, 0), (prob.kv, KV_SHIFT)):
        if _side_words(side) is None:
            continue
        for b, word in enumerate(words):
            w = word >> sh & 0xFF
            flagged, dropped = bool(w & GUARD_BITS), side.spans[b] is None
            if flagged != dropped:
                out.append(f"{side.name}[{b}]: report {'+'.join(flags(w << sh)) or 'clean'}, "
                           f"guard {'drops' if dropped else 'keeps'} it")
            if isinstance(side, PagedSide) and not dropped:
                cut = not bool(np.all(side.key_ok[b]))
                if bool(w & PAGE) != cut:
                    out.append(f"kv[{b}]: report {'page' if w & PAGE else 'no page'} flag, "
                               f"guard {'drops' if cut else 'keeps'} every KV tile")
    return out


def shared(prob: Problem) -> set[int]:
    """Sequences whose kept rows (q or kv, as decoded) are also another kept sequence's: their
    numbers have no correct answer, and the simulator does not judge them."""
    out: set[int] = set()
    for side in (prob.q, prob.kv):
        if not side.thd or isinstance(side, PagedSide):
            continue
        kept = [(b, sp[0], sp[1]) for b, sp in enumerate(side.spans) if sp and sp[1] > 0]
        use = np.zeros(side.rows + 1, np.int64)  # kept spans lie in [0, rows]: the guard's bound
        for _b, t0, n in kept:
            use[t0:t0 + n] += 1
        out |= {b for b, t0, n in kept if use[t0:t0 + n].max() > 1}
    return out


def _span(side: Side, b: int) -> list[int] | int | None:
    if isinstance(side, PagedSide):
        return side.seqlens[b]
    if side.thd and side.offsets is not None:
        return [side.offsets.cu[b], side.offsets.cu[b + 1]]
    return None


def outcome(word: int, dropped: bool, unjudged: bool) -> str:
    """What became of one sequence: computed, dropped by the guard (why), or flagged by the
    report only (overlap: judged when it shares no rows, else not judged)."""
    guard = [f for f in flags(word) if f.split(".")[1] in ("neg", "dec", "past", "long")]
    if dropped:
        return "dropped by the guard: " + ", ".join(guard or ["(the report does not say why)"])
    if unjudged:
        return ("overlap: kept by the guard, rows shared with another sequence: no correct "
                "answer, numbers not judged (the report flags it)" if word & (OVERLAP * 257)
                else "overlap: a later sequence shares its rows: numbers not judged")
    if word & (OVERLAP * 257):
        return "overlap flagged by the report only (stored out of order, no shared rows): computed"
    if word & (PAGE << KV_SHIFT):
        return "computed; KV tiles holding a bad block_table entry dropped by the guard"
    return "computed"


def sequences(prob: Problem, status: np.ndarray,
              unjudged: set[int]) -> tuple[list[dict], list[str]]:
    """Per sequence, what the report says and what became of it; and where the report's guard
    bits disagree with the guard."""
    words = [int(w) for w in status]
    out = []
    for b, w in enumerate(words):
        dropped = any(s.spans[b] is None for s in (prob.q, prob.kv) if _side_words(s) is not None)
        out.append({"b": b, "q": _span(prob.q, b), "kv": _span(prob.kv, b), "status": w,
                    "flags": flags(w), "outcome": outcome(w, dropped, b in unjudged)})
    return out, guard_disagreements(words, prob)
