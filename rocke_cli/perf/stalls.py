"""Where the loop waits: the model's stall attribution of one kernel (docs/perf-model.md,
"Where the loop waits"). Modeled, never measured.

The simulation (sim.py, `stalls=True`) follows the first wave of the SIMD through the
measured iterations and splits its clocks into the issue floor (an instruction a window) and
the clocks each instruction waited past its window, by what held it. Here those become a
table: per reason, clocks per iteration and share of the round, and the instructions that
waited longest, with their position in the steady-state trace."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .sim import REASONS, Stalls

TOP = 5  # instructions listed by default
ISSUE = "issue (instructions x 4)"
OTHER = "rare paths, other waves"  # the simulated iteration beyond the first wave's clocks


@dataclass(frozen=True)
class Waiter:
    position: int  # index in the steady-state trace (0: the loop's first instruction)
    mnemonic: str
    operands: str
    reason: str
    clocks: float  # per iteration


@dataclass(frozen=True)
class StallTable:
    round_cycles: float  # the modeled round (KernelPerf.round_cycles)
    wave_cycles: float  # the first wave's clocks per iteration: issue + every wait
    waves_per_simd: int
    rows: tuple[tuple[str, float], ...]  # (ISSUE | a reason | the rest, clocks per iteration)
    top: tuple[Waiter, ...]

    def share(self, clocks: float) -> float:
        return clocks / self.round_cycles if self.round_cycles > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"modeled": True, "round_cycles": round(self.round_cycles, 1),
                "wave_cycles": round(self.wave_cycles, 1),
                "waves_per_simd": self.waves_per_simd,
                "rows": [{"what": what, "clocks": round(c, 1),
                          "share": round(self.share(c), 4)} for what, c in self.rows],
                "top": [{"position": w.position, "instruction": w.mnemonic, "operands": w.operands,
                         "reason": w.reason, "clocks": round(w.clocks, 1),
                         "share": round(self.share(w.clocks), 4)} for w in self.top]}


def stall_table(stalls: Stalls, ops: Sequence[tuple[str, str]], *, round_cycles: float,
                simulated: float, dominant: str, waves_per_simd: int,
                top: int = TOP) -> StallTable:
    """The table of one simulation's stall record. `ops`: the trace's (mnemonic, operands),
    which the record's positions index; `round_cycles`: the modeled round; `simulated`: the
    simulated iteration with the rare paths' issue (Estimate.cycles["simulated"]);
    `dominant`: the busiest resource. Beyond the wave's issue and waits, the round holds
    `dominant`'s busy clocks past the simulated iteration (a throughput bound no wave waits
    on in the simulation) and the difference between the simulated iteration and the first
    wave's (the rare paths, the other waves, the trips a capped inner loop extrapolates)."""
    by: dict[str, float] = {}
    for (_, reason), clk in stalls.waits.items():
        by[reason] = by.get(reason, 0.0) + clk
    rows = [(ISSUE, stalls.issue)]
    rows += sorted(((r, by[r]) for r in REASONS if by.get(r, 0.0) > 0),
                   key=lambda x: (-x[1], REASONS.index(x[0])))
    other = simulated - stalls.clocks
    if abs(other) >= 0.5:
        rows.append((OTHER, other))
    if round_cycles - simulated >= 0.5:
        rows.append((f"{dominant} busy past the loop", round_cycles - simulated))
    # each position on its own: an engineer looks for that one instruction in the loop
    worst = sorted(stalls.waits.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    waiters = tuple(Waiter(pc, *ops[pc], reason, clk) for (pc, reason), clk in worst if clk > 0)
    return StallTable(round_cycles, stalls.clocks, waves_per_simd, tuple(rows), waiters)


def format_table(t: StallTable, width: int = 80) -> list[str]:
    """The table as lines of at most `width` characters: the reasons, then the longest
    waits, each as its reason and figures over its instruction (whose operands alone are
    shortened to fit)."""
    def row(what: str, clk: float, pos: str = "") -> str:
        return f"    {what:<32}{clk:>9.0f}{100 * t.share(clk):>7.1f}%  {pos}".rstrip()

    out = [f"  where the loop waits (modeled): wave 0 of {t.waves_per_simd} a SIMD, "
           f"{t.wave_cycles:.0f} of {t.round_cycles:.0f} clk/round",
           f"    {'':<32}{'clk/iter':>9}{'round':>8}"]
    out += [row(what, clk) for what, clk in t.rows]
    if t.top:
        out.append(f"    {'longest waits':<32}{'':>17}  trace pos")
        for w in t.top:
            out.append(row(w.reason, w.clocks, f"{w.position}"))
            text = f"      {w.mnemonic} {w.operands}".rstrip()
            if len(text) > width:
                text = text[:width - 3].rstrip() + "..."
            out.append(text)
    return out
