"""A production batch reproduced: `rocke sim --cu-seqlens-q 0,60,20,100 ...` (README).

The offsets, totals and max_seqlens are taken as passed (bad ones included: that is the point)
and checked only for what the simulator needs to run them: int32 values, one batch, rows and
grid bounds it can allocate. Every problem is a one-line error naming the option.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import RockeError
from .adversarial import INT32_MAX, INT32_MIN, Offsets, given
from .dims import int_list

MAX_ROWS = 1 << 20  # rows of a side's tensors the simulator allocates
MAX_SEQLEN = 1 << 16  # the grid bound (as --seqlens)


@dataclass(frozen=True)
class GivenBatch:
    """The options as typed (None: not given)."""

    cu_q: str | None = None
    cu_k: str | None = None
    total_q: int | None = None
    total_k: int | None = None
    max_seqlen_q: int | None = None
    max_seqlen_k: int | None = None

    @property
    def given(self) -> bool:
        return any(v is not None for v in vars(self).values())


def _ints(spec: str, opt: str) -> list[int]:
    vals = int_list(spec, opt, "0,60,20,100")
    if len(vals) < 2:
        raise RockeError(f"{opt} {spec}: B + 1 offsets, at least 2")
    bad = [v for v in vals if not INT32_MIN <= v <= INT32_MAX]
    if bad:
        raise RockeError(f"{opt}: {bad[0]} is not an int32 (the kernels read i32 offsets)")
    return vals


def _side(cu: list[int], total: int | None, msl: int | None, s: str) -> Offsets:
    if total is None:
        total = max(cu[-1], 0)  # the rows the last offset implies
    if not 0 <= total <= MAX_ROWS:
        raise RockeError(f"--total-{s} {total}: the simulator allocates the rows: 0 to "
                         f"{MAX_ROWS}")
    if msl is None:  # the longest sequence that fits the rows (none is too long)
        msl = max([b - a for a, b in zip(cu, cu[1:], strict=False) if 0 <= a <= b <= total]
                  + [0])
    if not 0 <= msl <= MAX_SEQLEN:
        raise RockeError(f"--max-seqlen-{s} {msl}: the grid bound must be in [0, {MAX_SEQLEN}]")
    return given(cu, total, msl)


def parse(g: GivenBatch, adversarial: bool,
          seqlens_given: bool) -> tuple[Offsets | None, Offsets | None]:
    """The q and KV offsets of a given batch, or (None, None) when none is given. Without
    --cu-seqlens-k the KV side takes the q side's offsets."""
    if not g.given:
        return None, None
    if g.cu_q is None:
        named = next(k for k, v in vars(g).items() if v is not None)
        raise RockeError(f"--{named.replace('_', '-')} needs --cu-seqlens-q (the batch's "
                         "offsets)")
    if adversarial:
        raise RockeError("--cu-seqlens-q reproduces one batch: it does not combine with "
                         "--adversarial")
    if seqlens_given:
        raise RockeError("--cu-seqlens-q gives the sequences: drop --seqlens/--seqlens-k")
    cq = _ints(g.cu_q, "--cu-seqlens-q")
    ck = _ints(g.cu_k, "--cu-seqlens-k") if g.cu_k is not None else cq
    if len(ck) != len(cq):
        raise RockeError(f"--cu-seqlens-k: {len(ck)} offsets for the {len(cq) - 1} sequences "
                         f"of --cu-seqlens-q (B + 1 = {len(cq)})")
    q = _side(cq, g.total_q, g.max_seqlen_q, "q")
    kv = _side(ck, g.total_k if g.total_k is not None else (g.total_q if g.cu_k is None
                                                            else None),
               g.max_seqlen_k if g.max_seqlen_k is not None else (
                   g.max_seqlen_q if g.cu_k is None else None), "k")
    return q, kv


def lengths(o: Offsets) -> tuple[int, ...]:
    """The lengths a side's offsets imply, as a paged KV side or a dense run would take them
    (negative as 0, at most MAX_SEQLEN)."""
    return tuple(min(max(n, 0), MAX_SEQLEN) for n in o.lens)
