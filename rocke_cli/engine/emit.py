"""emit: write artifacts and a manifest under an output directory, only where content changed."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..files import Staged, staged
from ..paths import MANIFEST, artifact_path
from .artifacts import ConfigArtifacts, produce, sha256
from .catalog import Select
from .families import FAMILIES
from .targets import FLAVOR_NAMES


@dataclass
class EmitReport:
    files: dict[str, dict] = field(default_factory=dict)  # this run's: relpath -> {sha256, bytes}
    written: list[str] = field(default_factory=list)
    refused: dict[str, dict[str, str]] = field(default_factory=dict)
    orphans: list[str] = field(default_factory=list)  # on disk, produced by no config
    pruned: bool = False  # the orphans were removed


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
    prune: bool = False  # remove the files no config produces


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
    # every file is staged first and put in place at the end, manifest included: a run that
    # fails (a write error, a signal) leaves the directory as it found it (docs/design.md §11)
    on_disk = set(_scan(out))
    with staged() as stage:
        for a in produce(configs, flavors, kinds, guard=guard, jobs=req.jobs):
            if a.refused:
                report.refused.setdefault(a.family, {})[a.id] = a.refused
                continue
            for rel, text in artifact_paths(a):
                report.files[rel] = {"sha256": sha256(text), "bytes": len(text.encode())}
                if _stage_if_changed(stage, out / rel, text):
                    report.written.append(rel)
        # the manifest describes the whole directory, earlier runs' files included, and names
        # what no config produces any more (emit --prune removes those)
        on_disk |= set(report.files)
        report.orphans = sorted(on_disk - producible())
        if req.prune:
            for rel in report.orphans:
                stage.remove(out / rel)
            on_disk -= set(report.orphans)
            report.pruned = True
        files = {rel: report.files.get(rel) or _entry(out / rel) for rel in sorted(on_disk)}
        families = sorted({rel.split("/", 1)[0] for rel in files} | set(report.refused))
        manifest = {"schema": "rocke.manifest/v2", "guard": guard, "files": files,
                    "orphans": [] if req.prune else report.orphans,
                    "refused": {f: _refused(f) for f in families if f in FAMILIES}}
        text = json.dumps(manifest, sort_keys=True, indent=2) + "\n"
        if _stage_if_changed(stage, out / MANIFEST, text):
            report.written.append(MANIFEST)
    if req.prune:
        _remove_empty_dirs(out)
    return report


def producible() -> set[str]:
    """Every path some shipped config produces, in every flavor and as .hip."""
    from . import catalog

    out = set()
    for fam in FAMILIES:
        for c in catalog.family_configs(fam).configs:
            if not catalog.build(fam, c.id).refused:
                out.update(artifact_path(fam, s, c.id) for s in (*FLAVOR_NAMES, "hip"))
    return out


def _refused(family: str) -> dict[str, str]:
    from . import catalog

    return {c.id: b.refused for c in catalog.family_configs(family).configs
            if (b := catalog.build(family, c.id)).refused}


def _scan(out: Path) -> dict[str, Path]:
    """relpath -> path of every file under the output directory but the manifest."""
    if not out.is_dir():
        return {}
    return {p.relative_to(out).as_posix(): p for p in sorted(out.rglob("*"))
            if p.is_file() and p.relative_to(out).as_posix() != MANIFEST}


def _entry(path: Path) -> dict:
    data = path.read_bytes()
    return {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}


def _remove_empty_dirs(out: Path) -> None:
    for d in sorted((p for p in out.rglob("*") if p.is_dir()), key=lambda p: -len(p.parts)):
        if not any(d.iterdir()):
            d.rmdir()


def _stage_if_changed(stage: Staged, path: Path, text: str) -> bool:
    """Leaves an unchanged file alone so build systems do not rebuild what did not move."""
    try:
        if path.read_text(encoding="utf-8") == text:
            return False
    except (OSError, UnicodeDecodeError):
        pass
    stage.write(path, text)
    return True
