"""What `list`, `show`, `abi` and `guard-report` print: the catalog seen from outside."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import RockeError
from . import catalog
from .artifacts import produce, sha256
from .families import FAMILIES, Build
from .targets import FLAVOR_NAMES


@dataclass(frozen=True)
class ConfigRow:
    family: str
    index: int
    id: str
    refused: str | None
    sites: list[dict]

    def to_json(self) -> dict:
        return {"family": self.family, "index": self.index, "id": self.id,
                "refused": self.refused, "sites": self.sites}


def list_configs(select: catalog.Select) -> list[ConfigRow]:
    out = []
    for c in select.apply():
        b = catalog.build(c.family, c.id)
        out.append(ConfigRow(c.family, c.index, c.id, b.refused, [s.report() for s in b.sites]))
    return out


def lookup(family: str, cid: str) -> Build:
    """One config's build; an unknown family or id is a one-line error."""
    if family not in FAMILIES:
        raise RockeError(f"unknown family '{family}' (known: {', '.join(FAMILIES)})")
    catalog.family_configs(family).by_id(cid)
    return catalog.build(family, cid)


def describe(family: str, cid: str) -> dict[str, Any]:
    """Values, derived values, LDS plan, launch grid, ABI, guard sites and artifact hashes."""
    b = lookup(family, cid)
    out: dict[str, Any] = {"family": family, "id": b.id, "index": b.config.index,
                           "values": dict(b.config.values), "derived": b.derived_json(),
                           "lds": {k: v.bytes for k, v in b.lds.items()},
                           "grid": b.grid.to_json(), "refused": b.refused,
                           "abi": b.abi.to_json(), "guard_sites": [s.report() for s in b.sites]}
    if not b.refused:
        a = produce([b.config], FLAVOR_NAMES)[0]
        out["artifacts"] = {**{f"ll.{f}": sha256(t) for f, t in a.ll.items()},
                            "hip": sha256(a.hip or "")}
    return out


def guard_sites(select: catalog.Select) -> list[dict]:
    """Every THD decode site of the selection, with its config."""
    return [{"family": c.family, "id": c.id, **s.report()}
            for c in select.apply() for s in catalog.build(c.family, c.id).sites]
