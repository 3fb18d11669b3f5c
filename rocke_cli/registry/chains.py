"""The kernel chains of docs/design.md §4 as data (stages: families and the config values each
needs) and how a chain's stages are matched to its anchor config. The simulator's chain
pipelines and the registry's selection both read them from here.

atomic = prep(zero_ws 1) -> main(atomic) -> convert; split = prep -> main(none) + dq;
deterministic = prep -> main(slices) -> reduce; paged = prep(zero_ws 1) -> unified_main ->
convert. Every THD or paged chain runs the validation report first (§15)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.catalog import build, family_configs
from ..engine.config import Config
from ..engine.families import FAMILIES

PREP = "attention_bwd_prep"
CONVERT = "attention_bwd_convert"
REDUCE = "attention_bwd_reduce"
MAIN = "attention_bwd_main"
DQ = "attention_bwd_dq"
WORKLIST = "attention_bwd_worklist"
UNIFIED = "attention_bwd_unified_main"
VALIDATE = "attention_bwd_validate"

# config values a stage may choose freely (tile shapes, what it zeroes, its dQ mode, its body:
# a matrix-core dq pairs with whichever main(none) matches first, usually a scalar one)
FREE = {"block_m", "block_n", "wg_size", "zero_ws", "dq_mode", "body"}


@dataclass(frozen=True)
class Stage:
    family: str
    want: tuple[tuple[str, Any], ...] = ()  # config values the stage must have
    prefer: tuple[tuple[str, Any], ...] = ()  # tie-breaks among matching configs
    scalars: tuple[tuple[str, Any], ...] = ()  # kernel-argument values this stage gets


@dataclass(frozen=True)
class Chain:
    name: str
    doc: str
    stages: tuple[Stage, ...]
    anchor: int  # the stage whose config the others are matched to (main or unified_main)
    paged: bool = False

    @property
    def families(self) -> tuple[str, ...]:
        return tuple(s.family for s in self.stages)


CHAINS: dict[str, Chain] = {c.name: c for c in (
    Chain("atomic", "prep(zero_ws 1) -> main(atomic) -> convert",
          (Stage(PREP, want=(("zero_ws", 1),)), Stage(MAIN, want=(("dq_mode", "atomic"),)),
           Stage(CONVERT, scalars=(("scale", 1.0),))), 1),
    Chain("split", "prep -> main(none) + dq",
          (Stage(PREP, prefer=(("zero_ws", 0), ("ws_seg", 0))),
           Stage(MAIN, want=(("dq_mode", "none"),)), Stage(DQ)), 1),
    Chain("deterministic", "prep -> main(slices) -> reduce",
          (Stage(PREP, prefer=(("zero_ws", 0),)), Stage(MAIN, want=(("dq_mode", "slices"),)),
           Stage(REDUCE, scalars=(("scale", 1.0),))), 1),
    Chain("paged", "prep(zero_ws 1) -> unified_main(atomic) -> convert",
          (Stage(PREP, want=(("zero_ws", 1),)), Stage(UNIFIED, want=(("dq_mode", "atomic"),)),
           Stage(CONVERT, scalars=(("scale", 1.0),))), 1, paged=True),
)}


def params(family: str) -> set[str]:
    return set(FAMILIES[family].PARAMS)


def wants(stage: Stage, c: Config) -> bool:
    ps = params(stage.family)
    return all(c.get(k) == v for k, v in stage.want if k in ps)


def match(stage: Stage, anchor: Config, anchor_family: str) -> Config | None:
    """The stage's config for an anchor config: equal on every shared non-free value."""
    shared = (params(stage.family) & params(anchor_family)) - FREE
    cands = [c for c in family_configs(stage.family).configs
             if c.get("arch") == anchor.get("arch")
             and all(c.get(k) == anchor.get(k) for k in shared)
             and wants(stage, c) and not build(stage.family, c.id).refused]
    if not cands:
        return None
    return min(cands, key=lambda c: (-sum(c.get(k) == v for k, v in stage.prefer),
                                     c.get("block_m") != anchor.get("block_m"), c.index))


def missing_reason(stage: Stage, anchor: Config, anchor_family: str) -> str:
    """Why `match` found nothing, naming the values it looked for."""
    shared = sorted((params(stage.family) & params(anchor_family)) - FREE)
    vals = ", ".join(f"{k}={anchor.get(k)}" for k in shared)
    want = ", ".join(f"{k}={v}" for k, v in stage.want)
    return f"no {stage.family} config with {vals}" + (f", {want}" if want else "")


def validate_for(anchor: Config, paged: bool) -> tuple[str | None, str | None]:
    """The validation report's config for a chain: same arch and q layout, the KV side as the
    chain gives it (the unified main's page size), the anchor's workgroup size where there is
    one. (None, None) for a dense chain (nothing to validate); (None, why) when a THD or paged
    chain has none."""
    if VALIDATE not in FAMILIES:
        return None, None
    kv = "paged" if paged else "thd"
    if anchor.get("layout") != "thd" and kv != "paged":
        return None, None
    page = anchor.get("page_size") if paged else None
    cands = [c for c in family_configs(VALIDATE).configs
             if c.get("arch") == anchor.get("arch") and c.get("layout") == anchor.get("layout")
             and c.get("kv") == kv and (page is None or c.get("page_size") == page)
             and not build(VALIDATE, c.id).refused]
    if not cands:
        return None, (f"no {VALIDATE} config with arch={anchor.get('arch')}, "
                      f"layout={anchor.get('layout')}, kv={kv}"
                      + (f", page_size={page}" if page else ""))
    best = min(cands, key=lambda c: (c.get("wg_size") != anchor.get("wg_size"), c.index))
    return best.id, None
