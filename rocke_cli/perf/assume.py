"""The model's assumed constants as one registry: `rocke perf --assume KEY=VALUE` overrides
one for a run, the sensitivity table (sensitivity.py) halves and doubles each, and `--assume
list` prints each key with its default and where the number comes from.

An assumption changes how the model evaluates code, never the code: a run under one compiles,
replays the recorded loop schedules and reads code objects exactly as without it (no cache
key holds an assumption, and none holds a model figure). It is in force for the whole run:
`assumed` patches the cost tables of costs.py in this process, and the model's worker
processes are forked inside it (workers.ordered_map), so they inherit it.

Every figure made under an assumption is still modeled, and the report names the assumptions
(`describe`)."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from ..errors import RockeError
from . import costs


@dataclass(frozen=True)
class Key:
    name: str
    default: float  # the shipped value, in `unit`
    unit: str
    source: str  # where the default comes from (costs.py / docs/perf-model.md)
    apply: Callable[[float], None]  # sets the value in costs.py's tables (inside `assumed`)
    minimum: float = 0.0  # values at or below are refused (> minimum; >= when `at_least`)
    at_least: bool = False


def _memory(field: str, archs: Sequence[str] = ()) -> Callable[[float], None]:
    """Sets `field` of the memory costs of `archs` (none: every arch) to the value."""
    def apply(v: float) -> None:
        for arch, m in costs.MEMORY.items():
            if not archs or arch in archs:
                costs.MEMORY[arch] = dataclasses.replace(m, **{field: v})
    return apply


def _atomic_scale(v: float) -> None:
    # both arches' rates times v; MEMORY holds them per clock, ATOMIC_BYTES_PER_S per second
    for arch, m in costs.MEMORY.items():
        costs.MEMORY[arch] = dataclasses.replace(
            m, atomic_bytes_per_clk_cu=m.atomic_bytes_per_clk_cu * v)
        costs.ATOMIC_BYTES_PER_S[arch] *= v


def _valu_clocks(kind: str) -> Callable[[float], None]:
    def apply(v: float) -> None:
        costs.VALU_RATE_FACTOR[kind] = v / costs.ISSUE_CYCLES  # clocks over a full-rate op's
    return apply


def _mfma_scale(v: float) -> None:
    costs.MFMA_RATE_SCALE = v


_LAT = "assumption: rounded from public pointer-chasing microbenchmarks of MI300X (Chips and " \
       "Cheese 2024; Tee et al., SC'25 workshops), taken as the same on gfx950"
_M942, _M950 = costs.MEMORY["gfx942"], costs.MEMORY["gfx950"]
KEYS: dict[str, Key] = {k.name: k for k in (
    Key("atomic_rate_scale", 1.0, "x",
        "a factor on the fp32 atomic rate of both arches (costs.ATOMIC_BYTES_PER_S: gfx942 "
        f"{costs.ATOMIC_BYTES_PER_S['gfx942'] / 1e12:.3f} TB/s, gfx950 "
        f"{costs.ATOMIC_BYTES_PER_S['gfx950'] / 1e12:.3f} TB/s), each the lower bound AMD's "
        "fastest published fp32-atomic backward implies (aiter a32 rows x 1.01)",
        _atomic_scale),
    Key("mfma_rate_scale", 1.0, "x",
        "a factor on the matrix pipe's rate of both arches (datasheet dense FP16/BF16 peak "
        "over CUs x clock: 512 FLOPs/clk/SIMD on gfx942, 1024 on gfx950)", _mfma_scale),
    Key("lds_read_rate_gfx942", _M942.lds_read_bytes_per_clk_cu, "B/clk/CU",
        "gfx942 LDS reads: CDNA3 white paper (128 B/clk/CU)",
        _memory("lds_read_bytes_per_clk_cu", ("gfx942",))),
    Key("lds_read_rate_gfx950", _M950.lds_read_bytes_per_clk_cu, "B/clk/CU",
        "gfx950 LDS reads: CDNA4 white paper (read bandwidth doubled with the 160 KiB LDS); "
        "no measured source found, writes stay 128",
        _memory("lds_read_bytes_per_clk_cu", ("gfx950",))),
    Key("trans_clocks", costs.ISSUE_CYCLES * costs.VALU_RATE_FACTOR["trans"], "clocks",
        "assumption: transcendentals (v_exp, v_log, v_rcp, ...) at quarter rate, the GCN "
        "lineage; LLVM's scheduling model is reported to give one pass (4)",
        _valu_clocks("trans"), minimum=costs.ISSUE_CYCLES, at_least=True),
    Key("int_mul_clocks", costs.ISSUE_CYCLES * costs.VALU_RATE_FACTOR["quarter"], "clocks",
        "assumption: 32-bit integer multiplies at quarter rate (the GCN-lineage rule; no "
        "datasheet figure)", _valu_clocks("quarter"), minimum=costs.ISSUE_CYCLES,
        at_least=True),
    *(Key(f, getattr(_M942, f), "clocks", _LAT, _memory(f))
      for f in ("lds_latency", "l2_latency", "hbm_latency", "atomic_latency", "smem_latency")),
    Key("barrier_latency", _M942.barrier_latency, "clocks",
        "assumption: s_barrier's release after the group's last wave arrives", _memory(
            "barrier_latency")),
    Key("mfma_writeback", _M942.mfma_writeback, "clocks",
        "assumption: a matrix result is readable two passes after the pipe ends",
        _memory("mfma_writeback")),
)}


def _num(v: float) -> str:
    return f"{v:g}"


def parse(items: Sequence[str]) -> dict[str, float]:
    """`KEY=VALUE` strings -> {key: value}, in the order given. RockeError (one line naming
    the item at fault) for an unknown key, a value that is not a finite number above the
    key's minimum, or a key given twice."""
    out: dict[str, float] = {}
    for item in items:
        key, eq, text = item.partition("=")
        key = key.strip()
        if not eq:
            raise RockeError(f"--assume {item!r}: not KEY=VALUE (`--assume list` gives the keys)")
        k = KEYS.get(key)
        if k is None:
            raise RockeError(f"--assume {item}: unknown key {key!r} (`--assume list` gives the "
                             f"keys)")
        if key in out:
            raise RockeError(f"--assume {item}: {key} given twice "
                             f"(={_num(out[key])} before): give each key once")
        try:
            v = float(text)
        except ValueError:
            raise RockeError(f"--assume {item}: {text.strip()!r} is not a number") from None
        if not math.isfinite(v):
            raise RockeError(f"--assume {item}: {text.strip()} is not a finite number")
        if v < k.minimum or (v == k.minimum and not k.at_least):
            floor = (f"at least {_num(k.minimum)} {k.unit}" if k.at_least
                     else f"above {_num(k.minimum)}")
            raise RockeError(f"--assume {item}: {key} must be {floor}")
        out[key] = v
    return out


@contextmanager
def assumed(values: Mapping[str, float]) -> Iterator[None]:
    """The model's constants with `values` ({key: value}, checked by `parse`) in force; every
    table of costs.py as it was afterwards, whatever happens inside."""
    from .ops import _decode  # decoded ops carry clocks: decoded again under the assumption

    saved = (dict(costs.MEMORY), dict(costs.ATOMIC_BYTES_PER_S), dict(costs.VALU_RATE_FACTOR),
             costs.MFMA_RATE_SCALE)
    try:
        for key, v in values.items():
            KEYS[key].apply(v)
        _decode.cache_clear()
        yield
    finally:
        costs.MEMORY.update(saved[0])
        costs.ATOMIC_BYTES_PER_S.update(saved[1])
        costs.VALU_RATE_FACTOR.update(saved[2])
        costs.MFMA_RATE_SCALE = saved[3]
        _decode.cache_clear()


def describe(values: Mapping[str, float]) -> list[str]:
    """One line per assumption in force, for a report ("assuming KEY=V (default D)")."""
    return [f"assuming {k}={_num(v)} (default {_num(KEYS[k].default)})"
            for k, v in values.items()]


def to_json(values: Mapping[str, float]) -> dict[str, dict[str, float | str]]:
    return {k: {"value": v, "default": KEYS[k].default, "unit": KEYS[k].unit}
            for k, v in values.items()}


def listing() -> list[str]:
    """`--assume list`: each key, its default and unit, and its source."""
    return [f"{k.name}\tdefault {_num(k.default)} {k.unit}\t{k.source}" for k in KEYS.values()]
