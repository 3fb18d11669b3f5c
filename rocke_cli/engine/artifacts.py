"""Render the artifacts of many configs, spread over worker processes, in a fixed order."""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..workers import ordered_map
from . import catalog
from .config import Config
from .render import render


@dataclass
class ConfigArtifacts:
    family: str
    id: str
    index: int
    refused: str | None
    ll: dict[str, str] = field(default_factory=dict)  # flavor -> text
    hip: str | None = None


def sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _one(task: tuple[str, str, tuple[str, ...], tuple[str, ...], bool]) -> ConfigArtifacts:
    family, cid, flavors, kinds, guard = task
    b = catalog.build(family, cid, guard)
    out = ConfigArtifacts(family, cid, b.config.index, b.refused)
    if b.refused:
        return out
    if "ll" in kinds:
        out.ll = {f: render(b, "ll", f) for f in flavors}
    if "hip" in kinds:
        out.hip = render(b, "hip")
    return out


def produce(configs: Sequence[Config], flavors: Sequence[str], kinds: Sequence[str] = ("ll", "hip"),
            guard: bool = True, jobs: int = 1) -> list[ConfigArtifacts]:
    """Artifacts in `configs` order, whatever `jobs` is (the worker count never shows)."""
    from ..output.ui import progress

    tasks = [(c.family, c.id, tuple(flavors), tuple(kinds), guard) for c in configs]
    with progress("rendering", len(tasks)) as advance:
        if jobs <= 1 or len(tasks) < 8:
            out = []
            for t in tasks:
                out.append(_one(t))
                advance(1)
            return out
        # forked workers inherit the loaded configs and compiled templates
        out = []
        chunk = max(1, len(tasks) // (jobs * 8))
        with contextlib.closing(ordered_map(_one, tasks, jobs, chunk)) as results:
            for a in results:
                out.append(a)
                advance(1)
        return out
