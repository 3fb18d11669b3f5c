"""`rocke build`: a loadable code object per selected kernel, `<family>/<arch>/<id>.co` under an
output directory, and its manifest (docs/design.md §16).

Each object is compiled from the kernel's llvm22 text and linked (objects.py), its metadata read
back (codeobject.py) and held against the plan (descriptor.py). A kernel whose object disagrees
with its plan, or that LLVM or lld refuse, fails the run (exit 1) and nothing is written: every
file is staged and put in place together, like emit's.

The output directory is emit's kind (outdir.py): never inside version control metadata, the
same lock as emit's, and build overwrites only what it last wrote. Its manifest lists the
files of its layout (`<family>/<arch>/<id>.co`, and the launch path's files beside them:
`tune.json`, `rocke_launch.{h,cpp}`) that rocke wrote, this run's and earlier runs' whose
bytes are unchanged; nothing else under DIR is read. The launch path's C++ is staged with the
objects and the manifest, so they land as one step; `rocke tune` writes its table and the
C++ through `update`, under the same rules and lock."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from .. import outdir
from ..engine import catalog
from ..engine.artifacts import produce
from ..engine.catalog import Select
from ..engine.families import FAMILIES
from ..engine.targets import ARCHS
from ..errors import CheckFailed
from ..files import Staged, dir_lock, remove_stale_temps, staged
from ..paths import LAUNCH_FILES, MANIFEST, code_object_path
from .codeobject import CodeObjectError, kernel_metadata
from .descriptor import disagreements, facts
from .objects import (
    ObjectJob,
    Scheduler,
    build_objects,
    needs_llc,
    needs_mc,
    preflight,
    toolchain,
)

SCHEMA = "rocke.build/v1"
FLAVOR = "llvm22"  # the text LLVM 22 compiles as it is (llvmlite 0.50, lld-22)
MAX_SHOWN = 10  # failures named in the error line; the report holds them all
# the launch path's files (relpath -> text) over the objects a build output's manifest lists
# (registry/outputs.launch_files: the registry is a layer above this one)
LaunchFiles = Callable[[Path, frozenset[str]], Mapping[str, str]]


@dataclass(frozen=True)
class BuildRequest:
    select: Select
    out: Path
    jobs: int = 1
    force: bool = False  # overwrite files at its paths that build did not write
    # rocke's loop order for the kernels whose plan asks for it (objects.Scheduler: the
    # replay of its record, schedule/replay.py)
    scheduler: Scheduler | None = None
    # the launch path's C++ over the objects the new manifest lists, staged with them
    launch: LaunchFiles | None = None


@dataclass
class BuildReport:
    files: dict[str, dict] = field(default_factory=dict)  # this run's: relpath -> entry
    written: list[str] = field(default_factory=list)
    refused: dict[str, dict[str, str]] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    toolchain: dict[str, str] = field(default_factory=dict)


def build(req: BuildRequest) -> BuildReport:
    """Build the selection; CheckFailed (nothing written) if any kernel fails."""
    from ..output.ui import progress

    preflight()
    rep = BuildReport()
    arts = produce(req.select.apply(), (FLAVOR,), ("ll",), jobs=req.jobs)
    built = []
    for a in arts:
        if a.refused:
            rep.refused.setdefault(a.family, {})[a.id] = a.refused
        else:
            built.append((a, catalog.build(a.family, a.id)))
    jobs = [ObjectJob(f"{a.family} {a.id}", a.ll[FLAVOR], b.config["arch"], a.family, a.id)
            for a, b in built]
    with progress("build", len(jobs), lines=True) as advance:
        objects = build_objects(jobs, req.jobs, advance, req.scheduler)
    rep.toolchain = toolchain(needs_mc(jobs), needs_llc(jobs)) if jobs else {}
    blobs = {}
    for (a, b), obj in zip(built, objects, strict=True):
        if obj.data is None:
            rep.failures += obj.errors
            continue
        try:
            kernels = kernel_metadata(obj.data)
        except CodeObjectError as e:
            rep.failures.append(f"{obj.key}: {e}")
            continue
        rep.failures += [f"{obj.key}: {e}" for e in disagreements(b, kernels)]
        rel = code_object_path(a.family, b.config["arch"], a.id)
        rep.files[rel] = entry(obj.data, kernels)
        blobs[rel] = obj.data
    if rep.failures:
        shown = "; ".join(rep.failures[:MAX_SHOWN])
        more = len(rep.failures) - MAX_SHOWN
        raise CheckFailed(f"build: {len(rep.failures)} failed, nothing written: {shown}"
                          + (f" (and {more} more)" if more > 0 else ""))
    _write(req, rep, blobs)
    return rep


def entry(data: bytes, kernels: list[dict]) -> dict:
    """A manifest entry: the object's sha256 and size, and its kernel's descriptor facts."""
    return {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data),
            "kernel": facts(kernels[0]) if kernels else {}}


def in_layout(rel: str) -> bool:
    """`<family>/<arch>/<id>.co` and the launch path's files at the top: the only paths build
    (and tune) write or list under the directory."""
    if rel in LAUNCH_FILES:
        return True
    parts = rel.split("/")
    return (len(parts) == 3 and parts[0] in FAMILIES and parts[1] in ARCHS
            and parts[2].endswith(".co") and len(parts[2]) > 3 and not parts[2].startswith("."))


def read_manifest(out: Path, command: str = "build") -> dict | None:
    """`out/manifest.json` when it is build's, None when there is none; emit's manifest or
    another tool's file there is an error (never overwritten). `command` names the one
    refused in the message (build, or tune writing beside build's objects)."""
    return outdir.read_manifest(out, SCHEMA.split("/")[0] + "/", command)


def objects_of(doc: dict | None) -> frozenset[str]:
    """The code objects a build manifest lists (the C++ covers them, as rocke plan does)."""
    files = doc.get("files", {}) if doc else {}
    return frozenset(f for f in files if isinstance(f, str) and f.endswith(".co"))


def _write(req: BuildRequest, rep: BuildReport, blobs: dict[str, bytes]) -> None:
    out = req.out
    # emit's lock: one writer at a time per directory, emit or build, each seeing it whole
    with dir_lock(out, outdir.busy(out), wait=True):
        for d in (out, *(out / f / a for f in FAMILIES for a in ARCHS)):
            remove_stale_temps(d, recursive=False)  # a killed run's (names files.py makes)
        # earlier runs' objects (and tune's table) stay listed while their bytes are rocke's
        proven = outdir.proven(out, read_manifest(out), in_layout)
        overwrites = outdir.Overwrites(out, proven, req.force)
        with staged() as stage:
            for rel, data in blobs.items():
                if overwrites.needs_write(rel, data):
                    stage.write(out / rel, data)
                    rep.written.append(rel)
            files = {**proven, **rep.files}
            if req.launch is not None:
                # the C++ of what this manifest lists, in the same staged set: a signal
                # between them cannot leave objects with no C++ or with another build's
                texts = req.launch(out, objects_of({"files": files}))
                files.update(_stage_texts(stage, overwrites, texts, rep.written))
            overwrites.check()  # before anything lands: all of it, or nothing
            families = sorted({rel.split("/", 1)[0] for rel in files} | set(rep.refused))
            manifest = {"schema": SCHEMA, "toolchain": rep.toolchain,
                        "files": dict(sorted(files.items())),
                        "refused": {f: _refused(f) for f in families if f in FAMILIES}}
            _stage_manifest(stage, out, manifest, rep.written)


def update(out: Path, command: str, force: bool,
           texts_for: Callable[[frozenset[str]], Mapping[str, str]]) -> list[str]:
    """Write files of a build output beside its objects (rocke tune: the table and the C++
    over the objects listed, `texts_for`) under build's rules: its lock, over only what the
    manifest proves rocke's (or `force`), staged with the manifest that records them. The
    manifest's other entries stay as they are; none is made when there is nothing to write.
    Returns the paths written (the manifest aside)."""
    written: list[str] = []
    with dir_lock(out, outdir.busy(out), wait=True):
        remove_stale_temps(out, recursive=False)
        doc = read_manifest(out, command)
        overwrites = outdir.Overwrites(out, outdir.proven(out, doc, in_layout), force)
        texts = texts_for(objects_of(doc))
        if doc is None and not texts:
            return written
        with staged() as stage:
            entries = _stage_texts(stage, overwrites, texts, written)
            overwrites.check()  # before anything lands
            base = doc or {"schema": SCHEMA, "toolchain": {}, "refused": {}}
            manifest = {**base, "files": dict(sorted({**base.get("files", {}),
                                                      **entries}.items()))}
            _stage_manifest(stage, out, manifest, [])
    return written


def _stage_texts(stage: Staged, overwrites: outdir.Overwrites, texts: Mapping[str, str],
                 written: list[str]) -> dict[str, dict]:
    """Stage each text where it changes a file rocke may write over; their manifest entries
    (held bytes included: a file already equal to rocke's is rocke's)."""
    entries = {}
    for rel, text in texts.items():
        data = text.encode()
        if overwrites.needs_write(rel, data):
            stage.write(overwrites.out / rel, data)
            written.append(rel)
        entries[rel] = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    return entries


def _stage_manifest(stage: Staged, out: Path, manifest: dict, written: list[str]) -> None:
    # staged last: its rename is the last of the set
    text = json.dumps(manifest, sort_keys=True, indent=2) + "\n"
    if not outdir.holds(out / MANIFEST, text.encode()):
        stage.write(out / MANIFEST, text)
        written.append(MANIFEST)


def _refused(family: str) -> dict[str, str]:
    return {c.id: b.refused for c in catalog.family_configs(family).configs
            if (b := catalog.build(family, c.id)).refused}
