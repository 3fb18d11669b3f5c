"""The "expected measured" column of model v2 and where its numbers come from.

The model runs at the datasheet engine clock. The expected-measured figure is the same
simulation with the engine-clocked resources (issue, VALU, matrix pipe, LDS, L2) at
EFFECTIVE_CLOCK x the datasheet clock while the memory side beyond the L2 (HBM, the
atomics) keeps its own rate: one number per arch, fitted to AMD's published measurements of
its own fastest attention backward kernels (ANCHORS). It lumps together the clock the part
sustains under a dense matrix load (power and thermal limits) and every loss the model
leaves out (bank conflicts, instruction cache, imbalance between waves and CUs, tails).
`python -m rocke_cli.perf.calibration DIR` re-derives it from the anchors' code objects (the
commands that fetch them: docs/perf-model.md, "Calibration"). The band around the expected
figure is the spread of the anchors' published ranges around their own expected figures.

Every figure here is modeled; a band is where a measurement would likely fall, not one.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Anchor:
    arch: str
    kernel: str  # the code object's name in ROCm/aiter hsa/<arch>/fmha_v3_bwd/
    published: tuple[float, float]  # TFLOP/s, the range AMD publishes for it
    modeled: float  # model v2 at the datasheet clock (`rocke perf --object`)
    expected: float  # model v2 at EFFECTIVE_CLOCK


# AMD's published figures: ROCm/aiter op_tests/cpp/mha/README.md (bf16, head_dim 128,
# non-causal, batch 1-8, 32-64 query heads over 8 KV heads, 8k-16k tokens); the model
# figures: `python -m rocke_cli.perf.calibration DIR` (aiter at the commit the docs name)
ANCHORS = (
    Anchor("gfx942", "bwd_hd128_bf16_a32_rtne.co", (460.0, 491.3), 516.1, 516.1),
    Anchor("gfx942", "bwd_hd128_bf16_a16_rtne.co", (510.0, 550.2), 943.0, 528.1),
    Anchor("gfx950", "bwd_hd128_bf16_a32_psskddv.co", (800.0, 843.5), 786.4, 786.4),
    Anchor("gfx950", "bwd_hd128_bf16_a16_psskddv.co", (1180.0, 1212.7), 1571.3, 1188.9),
)

# the effective engine clock / the datasheet clock (MI300X 2100 MHz, MI355X 2400 MHz),
# fitted to the anchors: least squares of log(published midpoint / expected), on a grid of
# hundredths. A cross-check from outside the fit: AMD's bf16 GEMM libraries measure 50.5 %
# of the matrix peak on MI300X and 60-64 % on MI355X (8192^3, public benchmark figures), for
# loops that would model near the matrix peak here (a pure MFMA loop models at it)
EFFECTIVE_CLOCK = {"gfx942": 0.56, "gfx950": 0.75}


def effective_clock(arch: str) -> float:
    return EFFECTIVE_CLOCK.get(arch, 1.0)


def band(arch: str) -> tuple[float, float]:
    """(low, high) factor on the expected figure: the anchors' published ranges over their
    expected figures (1, 1 for an arch without anchors)."""
    lo = [a.published[0] / a.expected for a in ANCHORS if a.arch == arch and a.expected]
    hi = [a.published[1] / a.expected for a in ANCHORS if a.arch == arch and a.expected]
    return (min(lo), max(hi)) if lo else (1.0, 1.0)


def fit(directory: str) -> dict[str, float]:
    """Model the anchors' code objects found under `directory` (<arch>/<kernel>) over a grid
    of clocks and return, per arch, the clock that best matches the published midpoints.
    Prints the calibration table."""
    import math
    from pathlib import Path

    from .collect import model_object
    from .objfile import read_object

    best: dict[str, float] = {}
    for arch in sorted({a.arch for a in ANCHORS}):
        mine = [a for a in ANCHORS if a.arch == arch]
        paths = [str(Path(directory) / arch / a.kernel) for a in mine]
        code = [read_object(p, arch)[1][0] for p in paths]  # disassembled once
        grid = [c / 100 for c in range(40, 101)]
        runs = {c: [model_object(k, arch, p, c) for k, p in zip(code, paths, strict=True)]
                for c in grid}

        def err(got: list, mine: list[Anchor] = mine) -> float:
            return sum(math.log(sum(a.published) / 2 / k.expected_tflops) ** 2
                       for a, k in zip(mine, got, strict=True))

        c = min(grid, key=lambda c: err(runs[c]))
        best[arch] = c
        for a, k in zip(mine, runs[c], strict=True):
            mid = sum(a.published) / 2
            print(f"{arch}\t{a.kernel}\tmodeled {runs[1.0][mine.index(a)].tflops:.1f}\t"
                  f"expected {k.expected_tflops:.1f} (clock {c:.2f})\t"
                  f"published {a.published[0]:.0f}-{a.published[1]:.0f}\t"
                  f"published/expected {mid / k.expected_tflops:.3f}")
    return best


if __name__ == "__main__":
    print(fit(sys.argv[1]))
