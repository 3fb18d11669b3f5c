"""`rocke build`: a loadable code object per selected kernel, `<family>/<arch>/<id>.co` under an
output directory, and its manifest (docs/design.md §16).

Each object is compiled from the kernel's llvm22 text and linked (objects.py), its metadata read
back (codeobject.py) and held against the plan (descriptor.py). A kernel whose object disagrees
with its plan, or that LLVM or lld refuse, fails the run (exit 1) and nothing is written: every
file is staged and put in place together, like emit's."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import catalog
from ..engine.artifacts import produce
from ..engine.catalog import Select
from ..engine.families import FAMILIES
from ..errors import CheckFailed
from ..files import staged
from ..paths import MANIFEST, code_object_path
from .codeobject import CodeObjectError, kernel_metadata
from .descriptor import disagreements, facts
from .objects import ObjectJob, build_objects, preflight, toolchain

SCHEMA = "rocke.build/v1"
FLAVOR = "llvm22"  # the text LLVM 22 compiles as it is (llvmlite 0.50, lld-22)
MAX_SHOWN = 10  # failures named in the error line; the report holds them all


@dataclass(frozen=True)
class BuildRequest:
    select: Select
    out: Path
    jobs: int = 1


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
    jobs = [ObjectJob(f"{a.family} {a.id}", a.ll[FLAVOR], b.config["arch"]) for a, b in built]
    with progress("build", len(jobs)) as advance:
        objects = build_objects(jobs, req.jobs, advance)
    rep.toolchain = toolchain() if jobs else {}
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
    _write(req.out, rep, blobs)
    return rep


def entry(data: bytes, kernels: list[dict]) -> dict:
    """A manifest entry: the object's sha256 and size, and its kernel's descriptor facts."""
    return {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data),
            "kernel": facts(kernels[0]) if kernels else {}}


def _write(out: Path, rep: BuildReport, blobs: dict[str, bytes]) -> None:
    # the manifest describes every object under DIR (earlier runs' too, read back), so a
    # partial build after a full one still lists the whole directory
    with staged() as stage:
        for rel, data in blobs.items():
            if _read(out / rel) != data:  # unchanged files are left alone (build systems)
                stage.write(out / rel, data)
                rep.written.append(rel)
        files = dict(rep.files)
        for p in sorted(out.rglob("*.co")) if out.is_dir() else ():
            rel = p.relative_to(out).as_posix()
            if rel not in files:
                data = p.read_bytes()
                try:
                    files[rel] = entry(data, kernel_metadata(data))
                except CodeObjectError:  # not ours to judge: listed, without facts
                    files[rel] = entry(data, [])
        families = sorted({rel.split("/", 1)[0] for rel in files} | set(rep.refused))
        manifest = {"schema": SCHEMA, "toolchain": rep.toolchain,
                    "files": dict(sorted(files.items())),
                    "refused": {f: _refused(f) for f in families if f in FAMILIES}}
        text = json.dumps(manifest, sort_keys=True, indent=2) + "\n"
        if _read(out / MANIFEST) != text.encode():
            stage.write(out / MANIFEST, text)
            rep.written.append(MANIFEST)


def _refused(family: str) -> dict[str, str]:
    return {c.id: b.refused for c in catalog.family_configs(family).configs
            if (b := catalog.build(family, c.id)).refused}


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except OSError:
        return None
