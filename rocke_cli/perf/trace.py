"""The steady-state iteration as one straight instruction trace: the loop's blocks in text
order, each inner loop expanded by its trip count (an unknown count once), both sides of a
branch included (as the instruction mix counts them: an upper bound on the work).

An innermost loop of more than CAP trips is expanded CAP times only: its trips are alike, so
the simulation measures the clocks of one trip from the last of them and adds the trips left
out (`Trace.regions`); each of its instructions stands for trips / CAP (`Trace.weights`).
That keeps the simulation of the scalar bodies (inner loops of 32 to 128 trips) short."""

from __future__ import annotations

from dataclasses import dataclass, field

from .asm import Cfg
from .loops import Loop

CAP = 8  # trips of an innermost loop the simulation runs; the rest are extrapolated


@dataclass
class Trace:
    ops: list[tuple[str, str]] = field(default_factory=list)  # (mnemonic, operands)
    weights: list[float] = field(default_factory=list)  # executions each op stands for
    # per capped loop instance: the index of each simulated trip's first op, trips left out
    regions: list[tuple[list[int], int]] = field(default_factory=list)
    # ops of the rare paths (paths.py: a mask side), left out of the simulated iteration,
    # with the share of iterations that run them
    rare: list[tuple[str, str, float]] = field(default_factory=list)

    def extend(self, other: Trace, times: int = 1) -> None:
        for _ in range(times):
            base = len(self.ops)
            self.ops += other.ops
            self.weights += other.weights
            self.regions += [([base + i for i in starts], left)
                             for starts, left in other.regions]


RARE = 0.5  # a block of the step run on fewer iterations than this is a rare path


def trace(cfg: Cfg, step: Loop | None, loops: list[Loop], cap: int = CAP,
          freq: dict[int, float] | None = None) -> Trace:
    """One iteration of `step` (None: the whole kernel once); `cap` 0 expands every loop.
    `freq`: runs per iteration of the step's own blocks (paths.py; default: all 1): a block
    under RARE goes to `Trace.rare` instead of the simulated iteration."""
    out = Trace()
    if step is None:
        for b in cfg.blocks:
            out.ops += [(i.op, i.args) for i in b.instrs]
        out.weights = [1.0] * len(out.ops)
        return out
    _emit(cfg, step, loops, out, cap=cap, freq=freq or {})
    return out


def _emit(cfg: Cfg, loop: Loop, loops: list[Loop], out: Trace, *, cap: int,
          freq: dict[int, float]) -> None:
    inner = [lp for lp in loops if loop.contains(lp)]
    direct = [lp for lp in inner if not any(o.contains(lp) for o in inner)]
    heads = {lp.header: lp for lp in direct}
    skip: set[int] = set()
    for i in sorted(loop.blocks):
        if i in skip:
            continue
        if i in heads:
            lp = heads[i]
            body = Trace()
            _emit(cfg, lp, loops, body, cap=cap, freq={})
            trips = lp.trips or 1
            innermost = not any(lp.contains(o) for o in loops)
            if cap and innermost and trips > cap:
                start = len(out.ops)
                out.extend(Trace(body.ops, [w * trips / cap for w in body.weights]), cap)
                out.regions.append(([start + k * len(body.ops) for k in range(cap)],
                                    trips - cap))
            else:
                out.extend(body, trips)
            skip |= lp.blocks
            continue
        ops = [(ins.op, ins.args) for ins in cfg.blocks[i].instrs]
        f = freq.get(i, 1.0)
        if f < RARE:
            out.rare += [(op, args, f) for op, args in ops]
            continue
        out.ops += ops
        out.weights += [1.0] * len(ops)
