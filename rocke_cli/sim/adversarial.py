"""The adversarial corpus: bad sequence offsets (cu_seqlens) and bad block_table entries.

Each case turns the intended sequence lengths into the offsets a (buggy or hostile) caller
passes. Which sequences are valid is decided by the guard rule of docs/design.md §5, evaluated
here in exact integers. Valid sequences share no rows, except in `overlap`: the guard keeps
overlapping sequences (the validation report flags them, §15), and the simulator does not judge
the numbers of sequences that share rows (there is no correct answer).
A case names the sides it corrupts: a stage without that side runs it as a clean case.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

INT32_MIN = -(2**31)
INT32_MAX = 2**31 - 1


@dataclass(frozen=True)
class Offsets:
    """One side's offsets as passed, and the rows its tensor has."""

    cu: tuple[int, ...]
    total: int  # rows of the tensor (the guard bound)
    lens: tuple[int, ...]  # intended lengths (what the caller meant; max_seqlen is from these)
    cap: int | None = None  # max_seqlen as passed, when not the intended lengths' maximum

    @property
    def max_seqlen(self) -> int:
        return self.cap if self.cap is not None else max(self.lens, default=0)


def decode(cu: Sequence[int], b: int, bound: int | None,
           len_bound: int | None) -> tuple[int, int] | None:
    """(tok0, len) of sequence b if the guard accepts it, None if it is bad."""
    tok0, tok1 = cu[b], cu[b + 1]
    if bound is None:  # unguarded decode: what an unguarded kernel would compute
        return tok0, tok1 - tok0
    if tok0 < 0 or tok1 < tok0 or tok1 > bound:
        return None
    if len_bound is not None and tok1 - tok0 > len_bound:
        return None
    return tok0, tok1 - tok0


def given(cu: Sequence[int], total: int, max_seqlen: int) -> Offsets:
    """Offsets as a caller passed them (a reproduced production batch)."""
    lens = tuple(tok1 - tok0 for tok0, tok1 in zip(cu, cu[1:], strict=False))
    return Offsets(tuple(cu), total, lens, max_seqlen)


def _std(lens: Sequence[int], start: int = 0) -> list[int]:
    cu = [start]
    for n in lens:
        cu.append(cu[-1] + n)
    return cu


def clean(lens: list[int]) -> Offsets:
    cu = _std(lens)
    return Offsets(tuple(cu), cu[-1], tuple(lens))


def empty_seqs(lens: list[int]) -> Offsets:
    ls = list(lens)
    ls[1] = 0
    ls[-1] = 0
    cu = _std(ls)
    return Offsets(tuple(cu), cu[-1], tuple(ls))


def _patched(lens: list[int], patch: dict[int, int], extra_rows: int = 0) -> Offsets:
    cu = _std(lens)
    total = cu[-1] + extra_rows
    for i, v in patch.items():
        cu[i] = v
    return Offsets(tuple(cu), total, tuple(lens))


def negative_start(lens: list[int]) -> Offsets:
    return _patched(lens, {1: -5})


def decreasing(lens: list[int]) -> Offsets:
    # sequences 2.. first in memory, then sequence 0: entry 1 -> 2 decreases
    rest = sum(lens[2:])
    cu = [rest, rest + lens[0], *_std(lens[2:])[0:]]
    cu[2] = 0
    return Offsets(tuple(cu), rest + lens[0], tuple(lens))


def past_total(lens: list[int]) -> Offsets:
    return _patched(lens, {len(lens): sum(lens) + 7})


def end_past_total(lens: list[int]) -> Offsets:
    return _patched(lens, {2: sum(lens) + 1})


def int32_min(lens: list[int]) -> Offsets:
    return _patched(lens, {1: INT32_MIN})


def int32_max(lens: list[int]) -> Offsets:
    return _patched(lens, {1: INT32_MAX})


def len_wrap(lens: list[int]) -> Offsets:
    # tok1 - tok0 wraps in int32 to a small positive length at a huge tok0
    return _patched(lens, {1: INT32_MAX - 9, 2: INT32_MIN + 9})


def tok_overflow(lens: list[int]) -> Offsets:
    # a short sequence just below INT32_MAX: tok0 + row overflows int32 row arithmetic
    return _patched(lens, {2: INT32_MAX - 5, 3: INT32_MAX})


def all_bad(lens: list[int]) -> Offsets:
    return Offsets(tuple(-(7 * b + 1) for b in range(len(lens) + 1)), sum(lens), tuple(lens))


def slot_too_long(lens: list[int]) -> Offsets:
    """Sequence 1 is longer than max_seqlen (the others' maximum): overruns its slot row."""
    ls = list(lens)
    ls[1] = max(ls[:1] + ls[2:]) + 3
    cu = _std(ls)
    return Offsets(tuple(cu), cu[-1], tuple(lens[:1] + [0] + lens[2:]))


def empty_first(lens: list[int]) -> Offsets:
    """Sequence 0 is empty (FlashAttention's varlen backward crashed on one: Dao-AILab/
    flash-attention issue 2562)."""
    return clean([0, *lens[1:]])


def padded_start(lens: list[int]) -> Offsets:
    """Offsets into padded storage: the first sequence starts at row 5, 3 spare rows at the
    end; the rows no sequence owns must stay untouched."""
    cu = _std(lens, 5)
    return Offsets(tuple(cu), cu[-1] + 3, tuple(lens))


def garbage_end(lens: list[int]) -> Offsets:
    """The last end is uninitialized memory (a caller that filled B of the B+1 entries):
    a valid start with the end 0xDEADBEEF as int32 (negative: end < start)."""
    return _patched(lens, {len(lens): 0xDEADBEEF - (1 << 32)})


def too_long(lens: list[int]) -> Offsets:
    """Sequence 0 runs 2 * max_seqlen + 2 rows, max_seqlen being the others' maximum: in bounds,
    but the grid stops at max_seqlen, so only a len bound keeps it from being half computed."""
    ls = list(lens)
    ls[0] = 2 * max(ls[1:]) + 2
    cu = _std(ls)
    return Offsets(tuple(cu), cu[-1], tuple([0, *lens[1:]]))


def overlap(lens: list[int]) -> Offsets:
    """[0, a, a/2, ...]: sequence 1 ends below its start (the guard drops it), sequence 2
    starts inside sequence 0: both are kept and share rows. No correct answer exists; the
    validation report flags sequence 2 (OVERLAP). max_seqlen covers the lengths as passed."""
    cu = _std(lens)
    cu[2] = cu[1] // 2
    n = [max(cu[b + 1] - cu[b], 0) for b in range(len(lens))]
    return Offsets(tuple(cu), cu[-1], tuple(lens), max(n))


@dataclass(frozen=True)
class Case:
    name: str
    make: Callable[[list[int]], Offsets]
    sides: tuple[str, ...] = ("q", "kv")  # which sides get these offsets (others: clean)
    needs_len_bound: bool = False  # only meaningful where a site bounds len (bounds: full)
    doc: str = ""


CASES: tuple[Case, ...] = (
    Case("clean", clean, doc="well-formed offsets (control)"),
    Case("empty_seqs", empty_seqs, doc="two empty sequences"),
    Case("negative_start", negative_start, doc="cu[1] = -5"),
    Case("negative_start_q", negative_start, ("q",), doc="cu_seqlens_q[1] = -5 only"),
    Case("negative_start_kv", negative_start, ("kv",), doc="cu_seqlens_k[1] = -5 only"),
    Case("decreasing", decreasing, doc="cu[2] < cu[1], later sequences before earlier"),
    Case("past_total", past_total, doc="last end = total + 7"),
    Case("end_past_total", end_past_total, doc="cu[2] = total + 1"),
    Case("int32_min", int32_min, doc="cu[1] = INT32_MIN"),
    Case("int32_max", int32_max, doc="cu[1] = INT32_MAX"),
    Case("len_wrap", len_wrap, doc="tok1 - tok0 wraps to a small positive length"),
    Case("tok_overflow", tok_overflow, doc="tok0 = INT32_MAX - 5, len 5: tok0 + row overflows"),
    Case("all_bad", all_bad, doc="every sequence bad"),
    Case("slot_too_long", slot_too_long, ("q",), needs_len_bound=True,
         doc="a q sequence longer than max_seqlen_q (ws_seg 1 slot overrun)"),
    Case("too_long", too_long, needs_len_bound=True,
         doc="sequence 0 longer than max_seqlen on both sides (past the grid)"),
    Case("empty_first", empty_first, doc="sequence 0 empty (flash-attention issue 2562)"),
    Case("padded_start", padded_start, doc="cu[0] = 5, 3 spare rows at the end"),
    Case("garbage_end", garbage_end, doc="cu[B] = 0xDEADBEEF: a valid start, a garbage end"),
    Case("overlap", overlap, doc="cu[2] = cu[1] / 2: sequences 0 and 2 share rows"),
)
MIN_SEQS = 4


def case(name: str) -> Case:
    for c in CASES:
        if c.name == name:
            return c
    if paged_case(name):  # a paged case: the offsets stay clean
        return Case(name, clean, ())
    raise KeyError(name)


# --- paged KV: block_table and seqlens_k corpus ---------------------------------------------


@dataclass(frozen=True)
class PagedCase:
    """A bad block_table entry (at sequence 0's last page and sequence 1's first page) or a bad
    seqlens_k entry (sequence 1). bad(num_pages, max_pages * page_size) -> the value."""

    name: str
    doc: str
    table: Callable[[int, int], int] | None = None
    seqlen: Callable[[int, int], int] | None = None


PAGED_CASES: tuple[PagedCase, ...] = (
    PagedCase("table_negative", "block_table entries = -1", table=lambda n, cap: -1),
    PagedCase("table_past_end", "block_table entries = num_pages", table=lambda n, cap: n),
    PagedCase("table_int32_min", "block_table entries = INT32_MIN",
              table=lambda n, cap: INT32_MIN),
    PagedCase("table_int32_max", "block_table entries = INT32_MAX",
              table=lambda n, cap: INT32_MAX),
    PagedCase("seqlen_negative", "seqlens_k[1] = -5", seqlen=lambda n, cap: -5),
    PagedCase("seqlen_past_table", "seqlens_k[1] = max_pages * page_size + 1",
              seqlen=lambda n, cap: cap + 1),
    PagedCase("seqlen_int32_max", "seqlens_k[1] = INT32_MAX", seqlen=lambda n, cap: INT32_MAX),
    PagedCase("seqlen_int32_min", "seqlens_k[1] = INT32_MIN", seqlen=lambda n, cap: INT32_MIN),
)
PAGED_NAMES = tuple(c.name for c in PAGED_CASES)


def paged_case(name: str) -> PagedCase | None:
    return next((c for c in PAGED_CASES if c.name == name), None)
