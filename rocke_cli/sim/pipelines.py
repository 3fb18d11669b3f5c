"""Pipeline definitions (stages, config matching) and the planning of their instances.

A pipeline is an ordered list of stages (families, with the config values a stage needs) and
the check that judges its outputs. Stage checks (prep, convert, reduce, worklist) are
one-stage pipelines, and dq runs the dq kernel after the prep it needs (every dq config, where
split reaches only the one matched to each main); the chain pipelines of docs/design.md §4
(atomic, split, deterministic, paged) run their kernels on one set of buffers and are judged
against the float64 attention backward reference (dq: its dQ and delta). A pipeline whose
families are not registered is unavailable, not an error. Stage setups and expected outputs
live in setups, the run and its judgement in run.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.catalog import Select, build, family_configs
from ..engine.config import Config
from ..engine.families import FAMILIES
from ..registry.chains import (
    CHAINS,
    CONVERT,
    DQ,
    FREE,
    MAIN,
    PREP,
    REDUCE,
    UNIFIED,
    VALIDATE,
    WORKLIST,
    Stage,
    match,
    missing_reason,
    wants,
)
from ..registry.chains import validate_for as chain_validate_for
from .adversarial import CASES, PAGED_NAMES

ARCHS = ("gfx942", "gfx950")  # both run by default; --arch picks one
FLAVOR = "llvm22"
ARTIFACTS = ("ll", "hip")
HIP_ARCHS = ARCHS  # clang-22 knows both; an arch it did not would be skipped for .hip, said so

__all__ = ["CONVERT", "DQ", "FREE", "MAIN", "PREP", "REDUCE", "UNIFIED", "VALIDATE", "WORKLIST",
           "Stage", "match"]


@dataclass(frozen=True)
class Pipeline:
    name: str
    doc: str
    stages: tuple[Stage, ...]
    anchor: int  # the stage whose configs are enumerated; the others are matched to it
    check: str  # prep | convert | reduce | worklist | attention
    ws: str = "rows"  # dq_ws layout: rows [ws_rows, Hq, D] or slices [nsplit, ws_rows, Hq, D]
    paged: bool = False  # K/V through a block_table (unified main)
    # the stage that anchors instead when the selection names its family and not the anchor's
    # (split: `--family attention_bwd_dq` enumerates dq configs and matches a main(none) to each)
    alt_anchor: int | None = None

    @property
    def families(self) -> tuple[str, ...]:
        return tuple(s.family for s in self.stages)

    def missing(self) -> list[str]:
        return [f for f in self.families if f not in FAMILIES]



PIPELINES: dict[str, Pipeline] = {p.name: p for p in (
    Pipeline("prep", "delta = rowsum(dO*O), workspace rows zeroed", (Stage(PREP),), 0, "prep"),
    Pipeline("convert", "dQ = dq_ws * scale", (Stage(CONVERT),), 0, "convert"),
    Pipeline("reduce", "dQ = sum of nsplit slices * scale", (Stage(REDUCE),), 0, "reduce",
             ws="slices"),
    Pipeline("worklist", "per-sequence visited pairs and their prefix sum",
             (Stage(WORKLIST),), 0, "worklist"),
    # split reaches only the dq config matched to each main: this check runs every dq config
    Pipeline("dq", "prep -> dq: dQ of every dq config",
             (Stage(PREP, prefer=(("zero_ws", 0), ("ws_seg", 0))), Stage(DQ)), 1, "attention"),
    # the chains of the registry (registry/chains.py), judged against the reference
    *(Pipeline(c.name, c.doc, c.stages, c.anchor, "attention",
               ws="slices" if c.name == "deterministic" else "rows", paged=c.paged,
               alt_anchor=2 if c.name == "split" else None) for c in CHAINS.values()),
)}


# --- matching ------------------------------------------------------------------------------

def unit_builds(unit: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(family, id) of every kernel a sim unit launches: its stages, then the validation
    report's config when it has one (launched first, §15)."""
    v = unit.get("validate")
    return [*map(tuple, unit["stages"]), *([(VALIDATE, v)] if v else [])]




@dataclass
class Planned:
    """One pipeline instance: the anchor config and the config of every stage."""

    pipeline: str
    anchor: str  # anchor config id
    arch: str  # the anchor's (every stage's) arch
    stages: list[tuple[str, str]]  # (family, id) per stage
    missing: str | None = None  # why it cannot run (no matching config)
    adversarial: str | None = None  # why adversarial cases do not apply, or None
    validate: str | None = None  # the validation report's config, run first (None: dense)

    def to_json(self) -> dict:
        return {"pipeline": self.pipeline, "anchor": self.anchor, "arch": self.arch,
                "stages": [{"family": f, "id": i} for f, i in self.stages],
                "missing": self.missing, "adversarial_na": self.adversarial,
                "validate": self.validate}


def anchor_stage(p: Pipeline, select: Select) -> Stage:
    """The stage whose configs the selection enumerates: the pipeline's anchor, or its
    alternative when the selection names that family and not the anchor's."""
    if p.alt_anchor is None or not select.families:
        return p.stages[p.anchor]
    names = select.family_names()
    alt = p.stages[p.alt_anchor]
    return alt if alt.family in names and p.stages[p.anchor].family not in names \
        else p.stages[p.anchor]


def plan(p: Pipeline, select: Select) -> list[Planned]:
    """Every selected anchor config of the pipeline (each arch's, in config order), with its
    matched stages: a stage matches configs of the anchor's arch only."""
    st = anchor_stage(p, select)
    fam = st.family
    if select.families and not any(f in select.family_names() for f in p.families):
        return []
    out = []
    for c in family_configs(fam).configs:
        if c.get("arch") not in ARCHS or not select.keep(c) or not wants(st, c):
            continue
        if build(fam, c.id).refused:
            continue
        stages, missing = [], None
        for s in p.stages:
            m = c if s is st else match(s, c, fam)
            if m is None:
                missing = missing_reason(s, c, fam)
                stages.append((s.family, "-"))
            else:
                stages.append((s.family, m.id))
        v, why = validate_for(p, c)
        out.append(Planned(p.name, c.id, c.get("arch"), stages, missing or why,
                           None if missing else adversarial_na(stages), v))
    if select.shard:
        k, n = select.shard
        out = [x for i, x in enumerate(out) if i % n == k - 1]
    return out


def validate_for(p: Pipeline, anchor: Config) -> tuple[str | None, str | None]:
    """The validation report's config for an instance (registry/chains.py): (None, None) for
    a dense instance, (None, why) when a THD or paged instance has none."""
    return chain_validate_for(anchor, p.paged)


def _sites(stages: list[tuple[str, str]]) -> list:
    return [s for fam, cid in stages for s in build(fam, cid).sites]


def adversarial_na(stages: list[tuple[str, str]]) -> str | None:
    sites = _sites(stages)
    if not sites:
        return "dense layout (bshd): no sequence decode"
    for s in sites:
        if not s.bound:
            return f"trusted site {s.kernel} {s.side}: {s.trusted}"
    return None


def cases_for(pl: Planned, adversarial: bool) -> list[str]:
    if not adversarial or pl.adversarial:
        return ["clean"]
    sites = _sites(pl.stages)
    len_bounded = any(s.len_bound for s in sites)
    q = any(s.side == "q" for s in sites)
    kv = any(s.side == "kv" and s.layout == "thd" for s in sites)
    paged = any(s.layout == "paged" for s in sites)
    out = [c.name for c in CASES if c.name == "clean" or (
        (len_bounded or not c.needs_len_bound)
        and (("q" in c.sides and q) or ("kv" in c.sides and kv)))]
    return out + (list(PAGED_NAMES) if paged else [])
