"""How much each assumed constant of the model moves the public kernels' figures: every
constant without a datasheet or ISA source (the latencies, the atomic rate, gfx950's LDS read
rate, the transcendental and integer-multiply rates, the matrix result's write-back) halved
and doubled in turn, each kernel's expected figure over its figure with the constants as they
are. `python -m rocke_cli.perf.sensitivity DIR` (DIR as for calibration.py) prints the table
docs/perf-model.md carries. Modeled figures only."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from . import costs
from .calibration import CALIBRATION, HELD_OUT, Published

_LATENCIES = ("lds_latency", "l2_latency", "hbm_latency", "atomic_latency", "smem_latency",
              "barrier_latency", "mfma_writeback")


@contextmanager
def _memory(field: str, factor: float, archs: tuple[str, ...] = ()) -> Iterator[None]:
    """`field` of the memory costs times `factor` (on `archs`; none given: on every arch)."""
    saved = dict(costs.MEMORY)
    try:
        for arch, m in saved.items():
            if not archs or arch in archs:
                costs.MEMORY[arch] = dataclasses.replace(
                    m, **{field: getattr(m, field) * factor})
        yield
    finally:
        costs.MEMORY.update(saved)


@contextmanager
def _rate(kind: str, factor: float) -> Iterator[None]:
    from .ops import _decode

    saved = costs.VALU_RATE_FACTOR[kind]
    costs.VALU_RATE_FACTOR[kind] = max(1.0, saved * factor)
    _decode.cache_clear()
    try:
        yield
    finally:
        costs.VALU_RATE_FACTOR[kind] = saved
        _decode.cache_clear()


CONSTANTS: dict[str, Callable[[float], object]] = {
    **{name: (lambda f, n=name: _memory(n, f)) for name in _LATENCIES},
    "atomic rate": lambda f: _memory("atomic_bytes_per_clk_cu", f),
    "gfx950 LDS read rate": lambda f: _memory("lds_read_bytes_per_clk_cu", f, ("gfx950",)),
    "transcendental clocks": lambda f: _rate("trans", f),
    "integer multiply clocks": lambda f: _rate("quarter", f),
}


def table(directory: str) -> list[tuple[str, str, str]]:
    """(constant, x0.5 range, x2 range): each a min-max over the kernels of expected / base."""
    from .calibration import effective_clock
    from .fit import _model

    kernels: list[Published] = [*CALIBRATION, *HELD_OUT]

    def run() -> list[float]:
        out = []
        for k in kernels:
            c = effective_clock(k.arch)
            out.append(_model(directory, k, [c])[c].expected_tflops)
        return out

    base = run()
    rows = []
    for name, ctx in CONSTANTS.items():
        cells = []
        for factor in (0.5, 2.0):
            with ctx(factor):
                got = run()
            r = [g / b for g, b in zip(got, base, strict=True)]
            cells.append(f"{min(r):.2f}-{max(r):.2f}")
        rows.append((name, cells[0], cells[1]))
    return rows


if __name__ == "__main__":
    print("constant\thalved: expected / base\tdoubled: expected / base")
    for row in table(sys.argv[1]):
        print("\t".join(row))
