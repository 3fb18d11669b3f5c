"""The model's tables in the docs, generated: the doc blocks of gates/doctables.py plus the
ones that need the model (a layer above the gates). `python -m rocke_cli.figures.doctables`
(`make docs-tables`) rewrites every marked block; `--check` compares (tests/test_doctables.py).
The figures are modeled, and the table says so."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from ..gates import doctables as base

KVS_FAMILY = "attention_bwd_main"


def kvs_perf() -> str:
    """Model v3 on the exemplar config of each kvs variant and arch (the configs whose full
    text the goldens keep): modeled and expected-measured TFLOP/s, waves a SIMD, limiter."""
    from ..engine.catalog import Select, build, family_configs
    from .collect import perf_select

    ids = [i for i in family_configs(KVS_FAMILY).exemplars
           if i.endswith((".kvs", ".kvs.wg512"))]
    perfs = perf_select(Select(families=(KVS_FAMILY,), configs=tuple(ids)), "llvm22", jobs=1)
    rows = ["| config | variant | waves/SIMD | modeled TFLOP/s | expected measured (modeled) "
            "| limiter |", "|---|---|---:|---:|---:|---|"]
    for p in sorted(perfs, key=lambda p: ids.index(p.id)):
        variant = build(KVS_FAMILY, p.id).derived.variant
        rows.append(f"| `{p.id}` | {variant} | {p.waves_per_simd} | {p.tflops:.1f} | "
                    f"{p.expected_tflops:.1f} | {p.limiter} |")
    return "\n".join(rows)


def perf_assume() -> str:
    """The model's assumed constants (perf/assume.py): what `rocke perf --assume KEY=VALUE`
    overrides and the sensitivity table varies, each with its default and source."""
    from ..perf.assume import KEYS

    rows = ["| key | default | source |", "|---|---:|---|"]
    rows += [f"| `{k.name}` | {k.default:g} {k.unit} | {k.source} |" for k in KEYS.values()]
    return "\n".join(rows)


GENERATORS: dict[str, Callable[[], str]] = {**base.GENERATORS, "kvs-perf": kvs_perf,
                                            "perf-assume": perf_assume}


def main(argv: Sequence[str] | None = None) -> int:
    return base.main(argv, GENERATORS)


if __name__ == "__main__":
    sys.exit(main())
