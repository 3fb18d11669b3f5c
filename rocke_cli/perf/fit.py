"""Fit the effective clock to the calibration set and report the held-out set as it falls
(calibration.py holds both sets and the fitted clocks): `python -m rocke_cli.perf.fit DIR`
models every kernel of both sets from its code object under DIR, refits the clocks on the
calibration set only and prints one table. Above the model of one kernel (kernel.py), which
reads the fitted clocks from calibration.py."""

from __future__ import annotations

import math
import sys
from pathlib import Path

from .calibration import CALIBRATION, HELD_OUT, HELD_OUT_FWD, Published, effective_clock
from .kernel import model_object
from .objfile import read_object


def _model(directory: str, k: Published, clocks: list[float]) -> dict[float, object]:
    path = str(Path(directory) / k.path)
    code = read_object(path, k.arch)[1][0]  # disassembled once
    return {c: model_object(code, k.arch, path, c) for c in clocks}


def fit(directory: str) -> dict[str, float]:
    """Model both sets' code objects under `directory` and return, per arch, the clock that
    best matches the calibration set's published medians; print the table of both sets."""
    grid = [c / 100 for c in range(40, 101)]
    runs = {k: _model(directory, k, grid) for k in CALIBRATION}
    best: dict[str, float] = {}
    for arch in sorted({a.arch for a in CALIBRATION}):
        mine = [a for a in CALIBRATION if a.arch == arch]
        best[arch] = min(grid, key=lambda c: sum(
            math.log(a.published[1] / runs[a][c].expected_tflops) ** 2 for a in mine))
    print("set\tarch\tkernel\tmodeled\texpected\tclock\tpublished (median)\t"
          "published / expected\tlimiter")
    for name, group in (("calibration", CALIBRATION), ("held-out", HELD_OUT),
                        ("held-out v4", HELD_OUT_FWD)):
        for k in group:
            c = best.get(k.arch, effective_clock(k.arch))
            if not (Path(directory) / k.path).is_file():  # a held-out object not built here
                print(f"{name}\t{k.arch}\t{k.path.rsplit('/', 1)[-1]}\tabsent")
                continue
            got = runs[k] if k in runs else _model(directory, k, [1.0, c])
            p = got[c]
            lo, mid, hi = k.published
            print(f"{name}\t{k.arch}\t{k.path.rsplit('/', 1)[-1]}\t{got[1.0].tflops:.1f}\t"
                  f"{p.expected_tflops:.1f}\t{c:.2f}\t{lo:.0f}-{hi:.0f} ({mid:.0f})\t"
                  f"{mid / p.expected_tflops:.2f} ({lo / p.expected_tflops:.2f}-"
                  f"{hi / p.expected_tflops:.2f})\t{p.limiter}")
    return best


if __name__ == "__main__":
    print(fit(sys.argv[1]))
