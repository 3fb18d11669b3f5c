"""emit: write artifacts and a manifest under an output directory, only where content changed."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..files import write_atomic
from ..paths import MANIFEST, artifact_path
from .artifacts import ConfigArtifacts, produce, sha256
from .catalog import Select


@dataclass
class EmitReport:
    files: dict[str, dict] = field(default_factory=dict)  # relpath -> {sha256, bytes}
    written: list[str] = field(default_factory=list)
    refused: dict[str, dict[str, str]] = field(default_factory=dict)


def artifact_paths(a: ConfigArtifacts) -> list[tuple[str, str]]:
    """(relative path, text) of every file of one config."""
    out = [(artifact_path(a.family, f, a.id), t) for f, t in a.ll.items()]
    if a.hip is not None:
        out.append((artifact_path(a.family, "hip", a.id), a.hip))
    return out


@dataclass(frozen=True)
class EmitRequest:
    select: Select
    out: Path
    flavors: Sequence[str]
    kinds: Sequence[str] = ("ll", "hip")
    jobs: int = 1
    list_only: bool = False  # only the paths that would be written
    guard: bool = True  # False: --no-guard, a measurement switch


def emit(req: EmitRequest) -> EmitReport:
    report = EmitReport()
    select, out, flavors, kinds, guard = req.select, req.out, req.flavors, req.kinds, req.guard
    configs = select.apply()
    if req.list_only:
        # paths follow from ids alone: no rendering needed to list them
        from . import catalog
        for c in configs:
            if catalog.build(c.family, c.id, guard).refused:
                continue
            sections = [*(flavors if "ll" in kinds else ()), *(("hip",) if "hip" in kinds else ())]
            rel = [artifact_path(c.family, s, c.id) for s in sections]
            report.files.update({r: {} for r in rel})
        return report
    for a in produce(configs, flavors, kinds, guard=guard, jobs=req.jobs):
        if a.refused:
            report.refused.setdefault(a.family, {})[a.id] = a.refused
            continue
        for rel, text in artifact_paths(a):
            report.files[rel] = {"sha256": sha256(text), "bytes": len(text.encode())}
            if _write_if_changed(out / rel, text):
                report.written.append(rel)
    manifest = {"schema": "rocke.manifest/v1", "guard": guard, "files": report.files,
                "refused": report.refused}
    if _write_if_changed(out / MANIFEST, json.dumps(manifest, sort_keys=True, indent=2) + "\n"):
        report.written.append(MANIFEST)
    return report


def _write_if_changed(path: Path, text: str) -> bool:
    """Leaves an unchanged file alone so build systems do not rebuild what did not move."""
    try:
        if path.read_text(encoding="utf-8") == text:
            return False
    except (OSError, UnicodeDecodeError):
        pass
    write_atomic(path, text)
    return True
