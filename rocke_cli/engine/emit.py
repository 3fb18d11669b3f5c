"""emit: write artifacts and a manifest under an output directory, only where content changed."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .. import outdir
from ..errors import RockeError
from ..files import TEMP_RE, dir_lock, remove_stale_temps, staged
from ..paths import MANIFEST, MARKER, artifact_path
from .artifacts import ConfigArtifacts, produce, sha256
from .catalog import Select
from .config import Config
from .families import FAMILIES
from .targets import FLAVOR_NAMES

MANIFEST_SCHEMA = "rocke.manifest/v2"
# the directories emit writes in, relative to its output directory ("." holds the manifest)
_LAYOUT_RELS = {".", *(f"{f}/{s}" for f in FAMILIES for s in (*FLAVOR_NAMES, "hip"))}


@dataclass
class EmitReport:
    files: dict[str, dict] = field(default_factory=dict)  # this run's: relpath -> {sha256, bytes}
    written: list[str] = field(default_factory=list)
    refused: dict[str, dict[str, str]] = field(default_factory=dict)
    orphans: list[str] = field(default_factory=list)  # rocke's, produced by no config
    foreign: list[str] = field(default_factory=list)  # in the layout, not written by rocke
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
    force: bool = False  # overwrite files at rocke's paths that rocke did not write


def emit(req: EmitRequest) -> EmitReport:
    report = EmitReport()
    select, out, flavors, kinds, guard = req.select, req.out, req.flavors, req.kinds, req.guard
    configs = select.apply()
    if req.list_only:
        report.files.update({r: {} for r in _planned(configs, flavors, kinds, guard)})
        return report
    # one writer at a time per directory (a second emit or build waits): each scan, manifest
    # and prune sees the whole directory, never another run's half
    with dir_lock(out, outdir.busy(out), wait=True):
        for d in _layout_dirs(out):  # what a killed emit left: names only files.py makes
            remove_stale_temps(d, recursive=False)
        planned = _planned(configs, flavors, kinds, guard)
        proven = _proven(out)
        # the manifest's earlier entries; this run's own replace those it writes again
        mine = {rel: e for rel, e in proven.items() if rel not in planned}
        if req.prune:
            _refuse_foreign(out, set(mine) | planned)
        overwrites = outdir.Overwrites(out, proven, req.force)
        # every file is staged first and put in place at the end, manifest included: a run
        # that fails (a write error, a signal) leaves the directory as it found it
        with staged() as stage:
            for a in produce(configs, flavors, kinds, guard=guard, jobs=req.jobs):
                if a.refused:
                    report.refused.setdefault(a.family, {})[a.id] = a.refused
                    continue
                for rel, text in artifact_paths(a):
                    report.files[rel] = {"sha256": sha256(text), "bytes": len(text.encode())}
                    if overwrites.needs_write(rel, text.encode()):
                        stage.write(out / rel, text)
                        report.written.append(rel)
            overwrites.check()  # before anything lands: all of it, or nothing
            # the manifest lists every file rocke wrote here, earlier runs' included, and
            # names those no config produces any more (emit --prune removes those)
            files = {**mine, **report.files}
            report.orphans = sorted(set(files) - producible())
            report.foreign = sorted(set(_layout_files(out)) - set(files))
            if req.prune:
                for rel in report.orphans:
                    stage.remove(out / rel)
                    del files[rel]
                report.pruned = True
            families = sorted({rel.split("/", 1)[0] for rel in files} | set(report.refused))
            manifest = {"schema": MANIFEST_SCHEMA, "guard": guard, "files": dict(sorted(
                files.items())), "orphans": [] if req.prune else report.orphans,
                "refused": {f: _refused(f) for f in families if f in FAMILIES}}
            text = json.dumps(manifest, sort_keys=True, indent=2) + "\n"
            if not outdir.holds(out / MANIFEST, text.encode()):
                stage.write(out / MANIFEST, text)
                report.written.append(MANIFEST)
        if req.prune:
            _remove_empty_dirs(out)
    return report


def _planned(configs: Sequence[Config], flavors: Sequence[str], kinds: Sequence[str],
             guard: bool) -> set[str]:
    """The paths these configs produce: they follow from ids alone, no rendering needed."""
    from . import catalog

    sections = [*(flavors if "ll" in kinds else ()), *(("hip",) if "hip" in kinds else ())]
    return {artifact_path(c.family, s, c.id) for c in configs
            if not catalog.build(c.family, c.id, guard).refused for s in sections}


def in_layout(rel: str) -> bool:
    """`<family>/<flavor>/<id>.ll` or `<family>/hip/<id>.hip`: the only paths emit writes,
    lists or removes under its output directory."""
    parts = rel.split("/")
    if len(parts) != 3 or parts[0] not in FAMILIES or parts[2].startswith("."):
        return False
    ext = ".hip" if parts[1] == "hip" else ".ll"
    return (parts[1] == "hip" or parts[1] in FLAVOR_NAMES) and parts[2].endswith(ext) \
        and len(parts[2]) > len(ext)


def _layout_dirs(out: Path) -> list[Path]:
    return [out, *(out / f / s for f in FAMILIES for s in (*FLAVOR_NAMES, "hip"))]


def _layout_files(out: Path) -> dict[str, Path]:
    """relpath -> path of every regular file in the layout under `out` (temp names are not)."""
    found = {}
    for d in _layout_dirs(out)[1:]:
        if d.is_dir() and not d.is_symlink():
            for p in d.iterdir():
                rel = p.relative_to(out).as_posix()
                if in_layout(rel) and p.is_file() and not p.is_symlink():
                    found[rel] = p
    return found


def read_manifest(out: Path) -> dict | None:
    """`out/manifest.json` when it is emit's; None when there is none. Anything else there
    (another tool's file, build's manifest, a directory) is an error: emit never overwrites
    what it did not write."""
    return outdir.read_manifest(out, "rocke.manifest/", "emit")


def _proven(out: Path) -> dict[str, dict]:
    """The files an earlier emit wrote here and nobody changed since: listed in its manifest,
    regular files in the layout, and their bytes still hash to the sha256 it recorded."""
    on_disk = _layout_files(out)
    return outdir.proven(out, read_manifest(out), on_disk.__contains__)


def _refuse_foreign(out: Path, ours: set[str]) -> None:
    """--prune deletes, so it runs only where every file is rocke's: not in a repository, not
    in a kernel library, not beside a file it did not write (the first one named)."""
    for name in (".git", MARKER):
        if (out / name).exists() or (out / name).is_symlink():
            raise RockeError(f"{out / name}: --prune refuses a directory holding {name} (a "
                             f"repository or kernel library is not an output directory)")
    for p in outdir.tree_files(out):  # any depth (no recursion), links never followed
        rel = p.relative_to(out).as_posix()
        if rel == MANIFEST or rel in ours or (TEMP_RE.fullmatch(p.name) and
                                              p.parent.relative_to(out).as_posix() in
                                              _LAYOUT_RELS):
            continue
        raise RockeError(f"{p}: not written by rocke (not in {out / MANIFEST} as it is "
                         f"now): --prune removes only rocke's files and refuses a directory "
                         f"holding others; move it away")


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


def _remove_empty_dirs(out: Path) -> None:
    """The layout's directories left empty by a prune (never one outside the layout)."""
    for d in reversed(_layout_dirs(out)[1:]):
        with contextlib.suppress(OSError):
            d.rmdir()  # only if empty
    for f in FAMILIES:
        with contextlib.suppress(OSError):
            (out / f).rmdir()
