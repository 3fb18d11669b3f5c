"""How much each assumed constant of the model moves the public kernels' figures: every key
of the model's assumptions (assume.py, `rocke perf --assume`) halved and doubled in turn, each
kernel's expected figure over its figure with the constants as they are.
`python -m rocke_cli.perf.sensitivity DIR` (DIR as for calibration.py) prints the table
docs/perf-model.md carries, as markdown rows; kernels whose code object is not under DIR are
left out and named. Modeled figures only."""

from __future__ import annotations

import sys
from pathlib import Path

from .assume import KEYS, assumed
from .calibration import CALIBRATION, HELD_OUT, Published

FACTORS = (0.5, 2.0)


def _cell(k: str, factor: float) -> dict[str, float] | None:
    """{key: value} of a key's default times factor; None where the key refuses it (a clock
    count below a full-rate instruction's 4: halving a 4-clock minimum)."""
    key = KEYS[k]
    v = key.default * factor
    ok = v >= key.minimum if key.at_least else v > key.minimum
    return {k: v} if ok else None


def table(directory: str) -> tuple[list[tuple[str, str, str]], list[Published]]:
    """((key (default), x0.5 range, x2 range) per key, the kernels modeled): each range a
    min-max over the kernels of expected / base."""
    from .calibration import effective_clock
    from .fit import _model

    kernels = [k for k in (*CALIBRATION, *HELD_OUT) if (Path(directory) / k.path).is_file()]

    def run() -> list[float]:
        out = []
        for k in kernels:
            c = effective_clock(k.arch)
            out.append(_model(directory, k, [c])[c].expected_tflops)  # type: ignore[attr-defined]
        return out

    base = run()
    rows = []
    for name, key in KEYS.items():
        cells = []
        for factor in FACTORS:
            values = _cell(name, factor)
            if values is None:
                cells.append("(refused)")
                continue
            with assumed(values):
                got = run()
            r = [g / b for g, b in zip(got, base, strict=True)]
            cells.append(f"{min(r):.2f}-{max(r):.2f}")
        rows.append((f"`{name}` ({key.default:g} {key.unit})", cells[0], cells[1]))
    return rows, kernels


if __name__ == "__main__":
    rows, kernels = table(sys.argv[1])
    print(f"# {len(kernels)} kernels: " + ", ".join(k.path for k in kernels))
    print("| key (default) | halved | doubled |\n|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row) + " |")
