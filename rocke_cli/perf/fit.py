"""Fit the effective clock to the calibration set and report the held-out set as it falls
(calibration.py holds both sets and the fitted clocks): `python -m rocke_cli.perf.fit DIR`
models every kernel of both sets from its code object under DIR, refits the clocks on the
calibration set only and prints one markdown table (docs/perf-model.md pastes it verbatim),
then the fitted clocks. Above the model of one kernel (kernel.py), which reads the fitted
clocks from calibration.py."""

from __future__ import annotations

import math
import sys
from pathlib import Path

from .calibration import (
    CALIBRATION,
    HELD_OUT,
    HELD_OUT_FWD,
    IN_BAND,
    Published,
    effective_clock,
)
from .kernel import model_object
from .objfile import read_object

HEADER = ("| set | kernel | arch | modeled (datasheet clock) | expected measured | "
          "published (median) | published / expected | in {:g}-{:g} | model v3's | limiter |"
          ).format(*IN_BAND) + "\n" + "|---" * 10 + "|"


def _model(directory: str, k: Published, clocks: list[float]) -> dict[float, object]:
    path = str(Path(directory) / k.path)
    code = read_object(path, k.arch)[1][0]  # disassembled once
    return {c: model_object(code, k.arch, path, c) for c in clocks}


def published_cell(k: Published) -> str:
    """The published figures as the table gives them: "lowest-highest (median)", or the one
    figure when only one is published."""
    lo, mid, hi = k.published
    if lo == hi:
        return f"{mid:.1f}"
    return f"{lo:.0f}-{hi:.0f} ({mid:.0f})"


def markdown_row(group: str, k: Published, modeled: float | None = None,
                 expected: float | None = None, limiter: str = "") -> str:
    """One row of the table: modeled TFLOP/s at the datasheet clock and the expected figure
    at the fitted clock, or "absent" (both None) when the code object is not under DIR. The
    row is "in" when published median / expected, to two places, is within IN_BAND."""
    if modeled is None or expected is None:
        cells = [group, k.name, k.arch, "absent", "", published_cell(k), "", "", k.v3, ""]
    else:
        ratio = round(k.published[1] / expected, 2)
        inside = "in" if IN_BAND[0] <= ratio <= IN_BAND[1] else "out"
        cells = [group, k.name, k.arch, f"{modeled:.1f}", f"{expected:.1f}", published_cell(k),
                 f"{ratio:.2f}", inside, k.v3, limiter]
    return "| " + " | ".join(cells) + " |"


def fit(directory: str) -> dict[str, float]:
    """Model both sets' code objects under `directory` and return, per arch, the clock that
    best matches the calibration set's published medians; print the table of all sets."""
    grid = [c / 100 for c in range(40, 101)]
    runs = {k: _model(directory, k, grid) for k in CALIBRATION}
    best: dict[str, float] = {}
    for arch in sorted({a.arch for a in CALIBRATION}):
        mine = [a for a in CALIBRATION if a.arch == arch]
        best[arch] = min(grid, key=lambda c: sum(
            math.log(a.published[1] / runs[a][c].expected_tflops) ** 2 for a in mine))
    print(HEADER)
    for name, group in (("calibration", CALIBRATION), ("held-out", HELD_OUT),
                        ("held-out v4", HELD_OUT_FWD)):
        for k in group:
            c = best.get(k.arch, effective_clock(k.arch))
            if not (Path(directory) / k.path).is_file():  # a held-out object not built here
                print(markdown_row(name, k))
                continue
            got = runs[k] if k in runs else _model(directory, k, [1.0, c])
            p = got[c]
            print(markdown_row(name, k, got[1.0].tflops, p.expected_tflops, p.limiter))
    return best


if __name__ == "__main__":
    print(fit(sys.argv[1]))
