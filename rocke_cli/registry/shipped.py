"""The shipped selection table: golden/tune.json, what `rocke plan`, the generated C++ and
`make build` rank by when no tune.json of the caller's is given.

It is `rocke tune`'s table over the whole catalog, both arches, made from the model (the code
`rocke build` writes: recorded loop schedules replayed) and kept with the goldens: `rocke bless`
renews it, `rocke check-golden` fails when it is stale. It carries what it was made from
(`inputs`): the model's code digest, the LLVM that compiled the kernels, and per modeled kernel
the digest of its llvm22 text and of its loop schedule record with the two figures ranking
reads (expected TFLOP/s, modeled; FLOPs per iteration). A change to any of them is a stale
table, named; renewing re-models only what changed."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..engine.catalog import Select, build
from ..engine.render import render
from ..engine.targets import ARCHS
from ..errors import RockeError
from ..paths import golden_dir, root
from ..reader import read_text
from .table import (
    Key,
    Table,
    catalog_table,
    modeled,
    rank,
    read_table_doc,
    table_from_json,
    tune_entries,
)

SHIPPED = "tune.json"
FLAVOR = "llvm22"
# the code whose change may move a figure or an order: the model, the figures' collection
# (compile, replay) and the chain ranking
MODEL_CODE = ("rocke_cli/perf/*.py", "rocke_cli/figures/collect.py", "rocke_cli/registry/table.py")


def path() -> Path:
    return golden_dir() / SHIPPED


@dataclass(frozen=True)
class Figure:
    """What ranking reads of a kernel's model (figures' KernelPerf has the same fields)."""

    expected_tflops: float
    flops_per_iter: float


@cache
def model_digest() -> str:
    h = hashlib.sha256()
    for pattern in MODEL_CODE:
        for p in sorted(root().glob(pattern)):
            h.update(p.relative_to(root()).as_posix().encode() + b"\0")
            h.update(read_text(p, what="model source").encode() + b"\0")
    return h.hexdigest()


def kernel_inputs(family: str, cid: str) -> dict[str, str | None]:
    """The digests a kernel's figure depends on: its llvm22 text, its schedule record."""
    from ..schedule.record import path_for, read

    text = render(build(family, cid), "ll", FLAVOR)
    rec = read(path_for(family, cid))
    return {"text": hashlib.sha256(text.encode()).hexdigest(),
            "record": hashlib.sha256(rec.encode()).hexdigest() if rec is not None else None}


def needed() -> dict[str, tuple[str, ...]]:
    """Per family, the kernels the whole catalog's table models (mains, split's dq)."""
    return modeled(tune_entries(Select(), tuple(sorted(ARCHS))))


Inputs = dict[str, dict[str, str | None]]  # "family/id" -> its text and record digests


def inputs_now() -> Inputs:
    """Today's digests of every kernel the table models (each text rendered, each record read
    once: stale, to_model and made all take them)."""
    return {f"{f}/{i}": kernel_inputs(f, i) for f, ids in needed().items() for i in ids}


@dataclass(frozen=True)
class Shipped:
    table: Table | None  # None: its chains are not today's catalog's (`unread` says why)
    model: str
    llvm: str
    kernels: dict[str, dict[str, Any]]  # "family/id" -> text, record, expected_tflops, ...
    raw: str | None = None  # the bytes it was read from (load), None when made
    unread: str | None = None  # why its chains did not load (a config since refused)

    def figures(self) -> dict[tuple[str, str], Figure]:
        return {tuple(k.split("/", 1)): Figure(v["expected_tflops"], v["flops_per_iter"])
                for k, v in self.kernels.items()}

    def chains(self) -> Table:
        """The table, or one error saying why it has none (`unread`) and what renews it."""
        if self.table is None:
            raise RockeError(f"{path()}: {self.unread}: `rocke bless` renews it")
        return self.table

    def text(self) -> str:
        doc = self.chains().to_json()
        doc["inputs"] = {"model": self.model, "llvm": self.llvm,
                         "kernels": dict(sorted(self.kernels.items()))}
        return json.dumps(doc, sort_keys=True, indent=1) + "\n"


def load(p: Path | None = None) -> Shipped | None:
    """The shipped table with its inputs; None when there is none. A table that is not one
    (load_table's rules) or inputs that are malformed are one error naming the file. One whose
    chains today's catalog does not run (a config refused or renamed since it was made) with
    well-formed inputs loads without its chains (`unread`): the catalog moved on, the table is
    stale, and `rocke bless` renews it from its figures."""
    p = p or path()
    if not p.exists() and not p.is_symlink():
        return None
    raw, js = read_table_doc(p)  # one read, one parse: the table and its inputs
    table: Table | None = None
    broken: RockeError | None = None
    try:
        table = table_from_json(js, p)
    except RockeError as e:
        if not isinstance(js, dict) or "inputs" not in js:
            raise
        broken = e
    try:
        inputs = js["inputs"]
        kernels = {str(k): {"text": str(v["text"]),
                            "record": None if v["record"] is None else str(v["record"]),
                            "expected_tflops": float(v["expected_tflops"]),
                            "flops_per_iter": float(v["flops_per_iter"])}
                   for k, v in inputs["kernels"].items()}
        unread = str(broken).removeprefix(f"{p}: ") if broken else None
        return Shipped(table, str(inputs["model"]), str(inputs["llvm"]), kernels, raw, unread)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        if broken is not None:  # neither chains nor inputs: the chains' error names the file
            raise broken from None
        raise RockeError(f"{p}: the shipped table's inputs are malformed ({e!r}): "
                         f"`rocke bless` renews it") from None


def stale(s: Shipped | None, llvm: str, now: Inputs | None = None) -> list[str]:
    """Why the shipped table is not the model's table of today's catalog (empty: current);
    `llvm`: compilers() here; `now`: inputs_now() when the caller has it."""
    if s is None:
        return [f"{SHIPPED}: none shipped (`rocke bless` makes it)"]
    now = inputs_now() if now is None else now
    why = []
    if s.model != model_digest():
        why.append("the model's code changed since it was made")
    if s.llvm != llvm:
        why.append(f"made with {s.llvm}, compiled here with {llvm}")
    for k in sorted(set(now) - set(s.kernels)):
        why.append(f"{k}: not modeled in it")
    for k in sorted(set(s.kernels) - set(now)):
        why.append(f"{k}: modeled in it, no longer a chain's kernel")
    for k in sorted(set(now) & set(s.kernels)):
        for what in ("text", "record"):
            if now[k][what] != s.kernels[k][what]:
                why.append(f"{k}: its {'llvm22 text' if what == 'text' else 'loop schedule'} "
                           f"changed")
    if s.table is None:
        why.append(f"{SHIPPED}: {s.unread}")
    elif s.raw is not None and s.raw != s.text():
        # (bytes that are not what rocke writes from the same content: same inputs, same bytes)
        why.append(f"{SHIPPED}: not in the form rocke writes it (`rocke bless` rewrites it)")
    if not why and s.table is not None and s.table.classes != ranked(s.figures()).classes:
        why.append("its order is not the ranking of its own figures")
    return why


def ranked(figures: Mapping[tuple[str, str], Any]) -> Table:
    """The whole catalog's chains ranked by these kernels' figures."""
    return rank(tune_entries(Select(), tuple(sorted(ARCHS))), figures)


def made(figures: Mapping[tuple[str, str], Any], llvm: str, now: Inputs) -> Shipped:
    """The shipped table from these kernels' figures (KernelPerf or Figure by (family, id))
    and today's inputs (inputs_now())."""
    kernels = {}
    for k, have in now.items():
        kp = figures[tuple(k.split("/", 1))]
        # (as floats, as load() reads them back: a figure reused from the table and one
        # modeled again must print alike, or tune.json's bytes depend on what was re-modeled)
        kernels[k] = {**have, "expected_tflops": float(kp.expected_tflops),
                      "flops_per_iter": float(kp.flops_per_iter)}
    return Shipped(ranked(figures), model_digest(), llvm, kernels)


def compilers() -> str:
    """What compiles the modeled code: LLVM 22 (llvmlite) and llc-22 (the scheduled loops)."""
    from ..toolchain.llc import llc_identity
    from ..toolchain.verify import llvm_identity

    return f"{llvm_identity(22)}; llc {llc_identity()}"


def to_model(s: Shipped | None, now: Inputs | None = None) -> dict[str, tuple[str, ...]]:
    """Per family, the kernels whose figures a renewal must model: all of them when the model
    or the compilers changed, else those new or whose text or record changed."""
    now = inputs_now() if now is None else now
    out: dict[str, list[str]] = {}
    whole = s is None or s.model != model_digest() or s.llvm != compilers()
    for k, have in now.items():
        old = None if s is None else s.kernels.get(k)
        if whole or old is None or have != {w: old[w] for w in ("text", "record")}:
            f, i = k.split("/", 1)
            out.setdefault(f, []).append(i)
    return {f: tuple(ids) for f, ids in out.items()}


@cache
def _default(arches: tuple[str, ...]) -> Table:
    base = catalog_table(arches)
    s = load()
    if s is None:
        return base
    keep: dict[Key, list] = {k: v for k, v in s.chains().classes.items() if k[0] in arches}
    return Table(keep, ranked=True).over(base)


def default_table(arches: Iterable[str]) -> Table:
    """What plan ranks by with no table of the caller's: the shipped table's chains first,
    the catalog's after (its order where the shipped one has no figure)."""
    return _default(tuple(sorted(arches)))


def covers(select: Select, flavors: Iterable[str], kinds: Iterable[str]) -> bool:
    """A bless or check-golden of the whole catalog's llvm22 text (no SELECT): the one that
    renews or checks the shipped table (a part of the catalog cannot rank all of it)."""
    return select == Select() and FLAVOR in flavors and "ll" in kinds


def check(select: Select, flavors: Iterable[str], kinds: Iterable[str]) -> list[str]:
    """check-golden's word on the shipped table: why it is stale (empty: current, or not this
    selection's to check)."""
    return stale(load(), compilers()) if covers(select, flavors, kinds) else []


def forget() -> None:
    """Drop the cached default table (after a renewal wrote a new one)."""
    _default.cache_clear()
