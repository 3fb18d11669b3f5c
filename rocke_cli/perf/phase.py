"""Where the resident waves enter the steady-state loop relative to one another (model v3).

A kernel can stagger its waves before the loop: the waves of one half take a branch with an
extra `s_barrier` (the "ping-pong" of two waves a SIMD). Every barrier in the loop then meets
the other half's next one, so on each SIMD one wave runs one phase of the loop while the other
runs the phase before it, for the whole loop. The simulation keeps that offset only if the
waves start where their paths diverge; this module reads the offset off the code.

Rule: over the acyclic paths from the kernel's entry to the steady-state loop's header (loops
before it counted once), the smallest and the largest number of `s_barrier`s differ by the
stagger. Which waves take which path is not read from the branch condition: the model takes
half of each SIMD's barrier group on each side, which is what a split by wave index (waves
0-3 against 4-7 of an 8-wave workgroup, placed on the SIMDs in turn) gives. A workgroup-
uniform condition would put every wave on one side: a kernel that barriers on one side of such
a branch is modeled as staggered all the same (the report says so).
"""

from __future__ import annotations

from .asm import Cfg
from .loops import Loop, dominators


def barriers_before(cfg: Cfg, step: Loop | None) -> tuple[int, int]:
    """(fewest, most) `s_barrier`s on a path from the entry to the header of `step`."""
    if step is None:
        return 0, 0
    dom = dominators(cfg)
    count = [sum(1 for i in b.instrs if i.op == "s_barrier") for b in cfg.blocks]
    lo: dict[int, int] = {0: count[0]}
    hi: dict[int, int] = {0: count[0]}
    # forward edges only (a back edge goes to a block that dominates its source), blocks in
    # text order: LLVM and hand-written kernels lay out the pre-loop code forwards; a block
    # reached first by a later one is visited again below until nothing changes
    # a cycle that is no natural loop (irreducible flow: neither block dominates the other)
    # would raise the most barriers on every pass: as many passes as blocks reach every path
    # without repeating a block, and the count stops there (a hand-written kernel's did)
    changed = True
    passes = 0
    while changed and passes <= len(cfg.blocks):
        changed = False
        passes += 1
        for b in cfg.blocks:
            if b.index not in lo or (b.index in step.blocks and b.index != step.header):
                continue
            if b.index == step.header:
                continue
            for s in b.succs:
                if s in dom[b.index]:
                    continue  # back edge
                add = 0 if s == step.header else count[s]
                a, z = lo[b.index] + add, hi[b.index] + add
                if s not in lo or a < lo[s] or z > hi[s]:
                    lo[s] = min(a, lo.get(s, a))
                    hi[s] = max(z, hi.get(s, z))
                    changed = True
    if step.header not in lo:
        return 0, 0
    return lo[step.header], hi[step.header]


def stagger(cfg: Cfg, step: Loop | None) -> int:
    """The barriers by which half of the waves enter the loop behind the other half."""
    lo, hi = barriers_before(cfg, step)
    return hi - lo
