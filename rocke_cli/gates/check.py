"""check-golden: compare what the engine renders now with the blessed goldens. Never writes."""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from ..engine.artifacts import ConfigArtifacts, produce, sha256
from ..engine.catalog import Select
from ..engine.targets import FLAVORS
from . import golden
from .canonical import canonical_sha256

STATUSES = ("MATCH", "COSMETIC", "SEMANTIC", "NEW", "STALE", "REFUSAL_CHANGED")


@dataclass
class Finding:
    family: str
    id: str
    flavor: str  # an ll flavor, "hip", or "-" for a refusal
    status: str
    detail: str = ""

    def to_json(self) -> dict:
        return asdict(self)


def canonical_of(text: str, flavor: str) -> str:
    return canonical_sha256(text, FLAVORS[flavor].spellings())


def compare(arts: ConfigArtifacts, g: dict, flavors: Sequence[str],
            kinds: Sequence[str]) -> list[Finding]:
    fam, cid = arts.family, arts.id
    out: list[Finding] = []
    was_refused = g["refused"].get(cid)
    was_built = any(cid in g["ll"].get(f, {}) for f in flavors) or cid in g["hip"]
    if arts.refused:
        if was_refused == arts.refused:
            out.append(Finding(fam, cid, "-", "MATCH", "refused"))
        elif was_refused is not None:
            out.append(Finding(fam, cid, "-", "REFUSAL_CHANGED",
                               f"refusal message was '{was_refused}', now '{arts.refused}'"))
        elif was_built:
            out.append(Finding(fam, cid, "-", "REFUSAL_CHANGED",
                               f"was emitted, now refused: {arts.refused}"))
        else:
            out.append(Finding(fam, cid, "-", "NEW", f"refused: {arts.refused}"))
        return out
    if was_refused is not None:
        return [Finding(fam, cid, "-", "REFUSAL_CHANGED",
                        f"was refused ('{was_refused}'), now emitted")]
    if "ll" in kinds:
        for f in flavors:
            text = arts.ll[f]
            entry = g["ll"].get(f, {}).get(cid)
            out.append(_compare_one(fam, cid, f, text, entry=entry,
                                    canon=g["canonical"].get(cid)))
    if "hip" in kinds and arts.hip is not None:
        out.append(_compare_one(fam, cid, "hip", arts.hip, entry=g["hip"].get(cid), canon=None))
    return out


def _compare_one(fam: str, cid: str, flavor: str, text: str, *, entry: dict | None,
                 canon: str | None) -> Finding:
    new = sha256(text)
    if entry is None:
        return Finding(fam, cid, flavor, "NEW", "not blessed")
    if entry["sha256"] == new:
        return Finding(fam, cid, flavor, "MATCH")
    detail = f"sha256 {entry['sha256'][:12]} -> {new[:12]}, {entry['bytes']} -> " \
             f"{len(text.encode())} bytes"
    if flavor != "hip" and canon is not None and canonical_of(text, flavor) == canon:
        return Finding(fam, cid, flavor, "COSMETIC", detail + "; canonical form unchanged")
    return Finding(fam, cid, flavor, "SEMANTIC", detail)


def stale(family: str, g: dict, present: set[str], select: Select, *,
          flavors: Sequence[str], kinds: Sequence[str]) -> list[Finding]:
    """Blessed entries whose config no longer exists, among those the selection covers."""
    if select.arch or select.shard:
        return []  # an id alone does not say which arch or shard it fell in

    def covered(cid: str) -> bool:
        if select.configs and not any(fnmatch.fnmatchcase(cid, p) for p in select.configs):
            return False
        return not any(fnmatch.fnmatchcase(cid, p) for p in select.excludes)

    out = []
    for cid in sorted(set(g["refused"]) - present):
        if covered(cid):
            out.append(Finding(family, cid, "-", "STALE", "blessed as refused, config gone"))
    sections = [(f, g["ll"].get(f, {})) for f in flavors if "ll" in kinds]
    sections += [("hip", g["hip"])] if "hip" in kinds else []
    for f, entries in sections:
        for cid in sorted(set(entries) - present):
            if covered(cid):
                out.append(Finding(family, cid, f, "STALE", "blessed, config gone"))
    return out


def check_golden(select: Select, flavors: Sequence[str], kinds: Sequence[str] = ("ll", "hip"),
                 jobs: int = 1) -> list[Finding]:
    configs = select.apply()
    arts = produce(configs, flavors, kinds, jobs=jobs)
    by_family: dict[str, list[ConfigArtifacts]] = {}
    for a in arts:
        by_family.setdefault(a.family, []).append(a)
    findings: list[Finding] = []
    for fam in select.family_names():
        g = golden.load(fam)
        fam_arts = by_family.get(fam, [])
        if g is None:
            findings += [Finding(fam, a.id, "*", "NEW", f"golden/{fam}.json does not exist")
                         for a in fam_arts]
            continue
        for a in fam_arts:
            findings += compare(a, g, flavors, kinds)
        findings += stale(fam, g, {a.id for a in fam_arts}, select, flavors=flavors,
                          kinds=kinds)
    return findings
