"""The selection table: per problem class, the chains that serve it, best first.

A class is what a compiled config fixes about a problem (arch, dtype, head dims, layout, the
mask, the page size of a paged KV cache); a chain is one of registry/chains.py's, its stages
matched to an anchor config (main or unified_main) under `bounds: full` (every decode guarded).
Unranked, the chains of a class are in chain order (atomic, split, deterministic, paged) then
config order: the catalog alone, no compiler. Ranked (`rocke tune`), by the performance model's
expected-measured figure (modeled, never measured; perf_select's `expected_tflops`) of the
chain's main kernel, and for split of main(none) and dq together: the whole backward's work
over the two kernels' modeled times, both from their FLOPs per iteration and rates. The table
is data (`tune.json` in the build output, sorted keys, figures to 0.01): the same selection,
model and catalog give the same bytes."""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..engine.catalog import Select, build, family_configs
from ..engine.config import Config
from ..engine.constants import head_dim_v
from ..engine.mask import mask_of
from ..errors import RockeError
from ..reader import read_text
from .chains import CHAINS, DQ, Chain, match, validate_for, wants

SCHEMA = "rocke.plan-table/v1"
TABLE_FILE = "tune.json"
KEY_FIELDS = ("arch", "dtype", "head_dim", "head_dim_v", "layout", "mask", "page_size")
DETERMINISTIC = ("split", "deterministic")  # chains without atomics: the same bits every run


@dataclass(frozen=True)
class Entry:
    chain: str
    stages: tuple[tuple[str, str], ...]  # (family, id) in launch order
    validate: str | None  # the validation report's config, launched first (None: dense)
    figure: float | None = None  # modeled expected TFLOP/s (None: unranked)

    @property
    def anchor(self) -> tuple[str, str]:
        return self.stages[CHAINS[self.chain].anchor]

    def to_json(self) -> dict:
        return {"chain": self.chain, "stages": [list(s) for s in self.stages],
                "validate": self.validate, "expected_tflops": self.figure}

    @staticmethod
    def from_json(js: Mapping[str, Any]) -> Entry:
        return Entry(js["chain"], tuple((f, i) for f, i in js["stages"]), js["validate"],
                     js["expected_tflops"])


Key = tuple  # values of KEY_FIELDS; mask as (align, class): none, causal or window (its
# sides are the kernels' arguments, not part of the class: engine/mask.py)


def config_key(c: Config, page: bool) -> Key:
    m = mask_of(c.values)
    return (c["arch"], c["dtype"], c["head_dim"], head_dim_v(c.values), c["layout"],
            (m.align, m.kind), c.get("page_size") if page else 0)


def key_json(k: Key) -> dict:
    d = dict(zip(KEY_FIELDS, k, strict=True))
    d["mask"] = {"align": k[5][0], "class": k[5][1]}
    return d


def key_from_json(d: Mapping[str, Any]) -> Key:
    m = d["mask"]
    return tuple((m["align"], m["class"]) if f == "mask" else d[f] for f in KEY_FIELDS)


@dataclass
class Table:
    classes: dict[Key, list[Entry]]
    ranked: bool = False

    def to_json(self) -> dict:
        return {"schema": SCHEMA, "ranked_by": self.ranked_by,
                "classes": [{"key": key_json(k), "chains": [e.to_json() for e in v]}
                            for k, v in sorted(self.classes.items(), key=lambda kv: repr(kv[0]))]}

    @property
    def ranked_by(self) -> str:
        return ("expected measured TFLOP/s (modeled)" if self.ranked
                else "chain then config order (no tune table)")

    def text(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, indent=1) + "\n"

    def over(self, base: Table) -> Table:
        """This table's ranking where it has one, `base`'s chains after (a tuned selection
        covers part of the catalog: the chains it did not model stay plannable, last)."""
        classes = {k: list(v) for k, v in self.classes.items()}
        for k, v in base.classes.items():
            have = {(e.chain, e.stages) for e in classes.get(k, [])}
            classes.setdefault(k, []).extend(e for e in v if (e.chain, e.stages) not in have)
        return Table(classes, self.ranked)


def chain_entry(ch: Chain, anchor: Config) -> Entry | None:
    """The chain on this anchor config, or None where a stage has no matching config."""
    fam = ch.stages[ch.anchor].family
    stages = []
    for st in ch.stages:
        m = anchor if st.family == fam else match(st, anchor, fam)
        if m is None:
            return None
        stages.append((st.family, m.id))
    v, why = validate_for(anchor, ch.paged)
    if why:
        return None
    return Entry(ch.name, tuple(stages), v)


def anchors(ch: Chain, arches: Iterable[str], select: Select | None = None) -> list[Config]:
    """The anchor configs a chain may run on: guarded (`bounds: full`), not refused."""
    st = ch.stages[ch.anchor]
    if select is not None and select.families and st.family not in select.family_names():
        return []
    return [c for c in family_configs(st.family).configs
            if c.get("arch") in arches and c.get("bounds") == "full" and wants(st, c)
            and (select is None or select.keep(c)) and not build(st.family, c.id).refused]


@cache
def catalog_table(arches: tuple[str, ...]) -> Table:
    """Every chain of the catalog for these arches, unranked."""
    classes: dict[Key, list[Entry]] = {}
    for ch in CHAINS.values():
        for c in anchors(ch, arches):
            e = chain_entry(ch, c)
            if e is not None:
                classes.setdefault(config_key(c, ch.paged), []).append(e)
    return Table(classes)


def chain_figure(e: Entry, perf: Mapping[tuple[str, str], Any]) -> float | None:
    """The modeled expected figure of a chain from its kernels' (KernelPerf by (family, id)):
    the main kernel's; split: main(none) and dq's work over their summed modeled times, per
    score entry of a tile (each kernel's FLOPs per iteration over its tile's entries), the
    backward's work being main's plus dQ's own product (2 * head_dim an entry)."""
    m = perf.get(e.anchor)
    if m is None:
        return None
    if e.chain != "split":
        return m.expected_tflops
    dq = next(s for s in e.stages if s[0] == DQ)
    q = perf.get(dq)
    if q is None:
        return None
    fm = m.flops_per_iter / _entries(e.anchor)
    fq = q.flops_per_iter / _entries(dq)
    work = fm + 2 * build(*e.anchor).config["head_dim"]
    return work / (fm / m.expected_tflops + fq / q.expected_tflops)


def _entries(fam_id: tuple[str, str]) -> int:
    c = build(*fam_id).config
    return c["block_m"] * c["block_n"]


def tune_entries(select: Select, arches: tuple[str, ...]) -> list[tuple[Key, Entry]]:
    """The chains on the selected anchors (main, unified_main), with their classes."""
    out = []
    for ch in CHAINS.values():
        for c in anchors(ch, arches, select):
            e = chain_entry(ch, c)
            if e is not None:
                out.append((config_key(c, ch.paged), e))
    return out


def modeled(entries: list[tuple[Key, Entry]]) -> dict[str, tuple[str, ...]]:
    """Per family, the configs whose model ranks these chains (each main, and split's dq)."""
    need: dict[str, set[str]] = {}
    for _k, e in entries:
        for fam, cid in [e.anchor] + [s for s in e.stages if s[0] == DQ]:
            need.setdefault(fam, set()).add(cid)
    return {f: tuple(sorted(v)) for f, v in sorted(need.items())}


def rank(entries: list[tuple[Key, Entry]], perf: Mapping[tuple[str, str], Any]) -> Table:
    """The ranked table: each chain's figure from its kernels' models (perf_select's
    KernelPerf by (family, id)), the chains of a class best first; a chain without one is
    left out."""
    classes: dict[Key, list[Entry]] = {}
    for k, e in entries:
        f = chain_figure(e, perf)
        if f is None:
            continue
        classes.setdefault(k, []).append(Entry(e.chain, e.stages, e.validate, round(f, 2)))
    for v in classes.values():
        v.sort(key=lambda e: -(e.figure or 0.0))  # stable: chain then config order on ties
    return Table(classes, ranked=True)


TABLE_LIMIT = 64 << 20  # bytes: the whole catalog's table is well under 1 MiB


def load_table(path: Path) -> Table:
    """A table written by `rocke tune` (or `Table.text`), read through the bounded reader.
    The table only ranks: every entry must be the registry's own chain on its anchor config
    (its stages, families, validation report and problem class), its figure finite or null.
    Anything else is one error naming the file and the entry (a stale or edited table must not
    steer a launch)."""
    return table_from_json(read_table_json(path), path)


def read_table_json(path: Path) -> Any:
    """The JSON of a table file, read through the bounded reader; not JSON is one error."""
    return read_table_doc(path)[1]


def read_table_doc(path: Path) -> tuple[str, Any]:
    """A table file's text and its JSON (read_table_json)."""
    text = read_text(path, what="selection table", limit=TABLE_LIMIT)
    try:
        return text, json.loads(text)
    except (ValueError, RecursionError) as e:
        why = "nested too deeply" if isinstance(e, RecursionError) else str(e)
        raise RockeError(f"{path}: not a rocke selection table (not JSON: {why})") from None


def table_from_json(js: Any, path: Path) -> Table:
    """load_table's checks over a table file's JSON (`path` names it in errors)."""
    if not isinstance(js, dict) or js.get("schema") != SCHEMA:
        got = js.get("schema") if isinstance(js, dict) else type(js).__name__
        raise RockeError(f"{path}: not a rocke selection table (schema {got!r}, expected "
                         f"{SCHEMA})")
    if not isinstance(js.get("classes"), list):
        raise RockeError(f"{path}: not a rocke selection table ('classes' is not a list)")
    classes: dict[Key, list[Entry]] = {}
    for ci, c in enumerate(js["classes"]):
        chains = c.get("chains") if isinstance(c, dict) else None
        if not isinstance(chains, list):
            raise RockeError(f"{path}: class {ci}: not an object with a 'chains' list")
        for ei, e in enumerate(chains):
            key, entry = _checked(e, c.get("key"))
            if isinstance(entry, str):
                raise RockeError(f"{path}: class {ci} chain {ei}: {entry}")
            classes.setdefault(key, []).append(entry)
    ranked_by = js.get("ranked_by")
    return Table(classes, ranked=isinstance(ranked_by, str) and ranked_by.startswith("expected"))


def _checked(js: Any, key_js: Any) -> tuple[Key, Entry | str]:
    """The entry and its class as the registry makes them, or why the table's differ."""
    if not isinstance(js, dict):
        return (), "not an object"
    name, stages, fig = js.get("chain"), js.get("stages"), js.get("expected_tflops")
    if not isinstance(name, str) or name not in CHAINS:
        return (), f"chain {name!r} is not one of the registry's ({', '.join(CHAINS)})"
    ch = CHAINS[name]
    if fig is not None and (isinstance(fig, bool) or not isinstance(fig, int | float)
                            or not math.isfinite(fig) or fig <= 0):
        return (), f"{name}: expected_tflops {fig!r} is not a finite positive number or null"
    if not (isinstance(stages, list) and len(stages) == len(ch.stages) and all(
            isinstance(s, list) and len(s) == 2 and all(isinstance(x, str) for x in s)
            for s in stages)):
        return (), (f"{name}: stages must be {len(ch.stages)} [family, id] pairs "
                    f"({' -> '.join(ch.families)})")
    fams = tuple(f for f, _ in stages)
    if fams != ch.families:
        return (), (f"{name}: stages are {' -> '.join(fams)}, the chain is "
                    f"{' -> '.join(ch.families)}")
    fam, cid = stages[ch.anchor]
    anchor = next((c for c in family_configs(fam).configs if c.id == cid), None)
    if anchor is None or anchor.get("bounds") != "full" or not wants(ch.stages[ch.anchor], anchor) \
            or build(fam, cid).refused:
        return (), f"{name}: {fam} {cid} is no config this chain runs on"
    want = chain_entry(ch, anchor)
    have = (tuple((f, i) for f, i in stages), js.get("validate"))
    if want is None or (want.stages, want.validate) != have:
        shown = " -> ".join(i for _f, i in want.stages) if want else "no chain"
        return (), (f"{name} on {cid}: the registry's chain is {shown}"
                    f"{f' (validate {want.validate})' if want and want.validate else ''}, "
                    f"not the table's (a stale table: rocke tune writes a new one)")
    key = config_key(anchor, ch.paged)
    try:
        same = key_from_json(key_js) == key
    except (KeyError, TypeError, AttributeError):
        same = False
    if not same:
        return (), f"{name} on {cid}: its class is {key_json(key)}, not the table's {key_js!r}"
    return key, Entry(name, want.stages, want.validate, None if fig is None else float(fig))
