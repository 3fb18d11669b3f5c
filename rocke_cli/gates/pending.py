"""Pending review: `check-golden --pending` stores what moved, `bless --pending` accepts exactly
that (docs/design.md §6).

The store (`.rocke/pending/`, git-ignored) holds the changed artifacts' text in the emit layout
and `pending.json`: the selection, every finding that is not MATCH with the sha256 of its new
text, and a fingerprint of every input of rendering and of the goldens (rocke.toml, configs/,
templates/, golden/ and rocke's own code). bless --pending refuses when any input changed since:
what it would write must be what the reviewer read."""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from ..engine.artifacts import sha256
from ..engine.catalog import Select
from ..errors import RockeError
from ..files import replace_tree
from ..paths import MARKER, PACKAGE, PENDING, artifact_path, pending_dir, root
from .check import CheckRun

SCHEMA = "rocke.pending/v1"
INDEX = "pending.json"
HOW = "run `rocke check-golden --pending` and review again"


def fingerprint() -> dict[str, str]:
    """relpath -> sha256 of every file that decides what check-golden and bless see."""
    r = root()
    files = [r / MARKER]
    for d in ("configs", "templates", "golden"):
        files += [p for p in (r / d).rglob("*") if p.is_file() and not p.name.startswith(".")]
    out = {str(p.relative_to(r)): _hash(p) for p in files if p.is_file()}
    # the code renders too; keyed by its package path, wherever it is installed
    for p in PACKAGE.rglob("*.py"):
        out[f"{PACKAGE.name}/{p.relative_to(PACKAGE)}"] = _hash(p)
    return dict(sorted(out.items()))


def _hash(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


@dataclass(frozen=True)
class Pending:
    select: Select
    flavors: tuple[str, ...]
    kinds: tuple[str, ...]
    # (family, flavor, id) -> sha256 of the reviewed text ("" where the entry has no text:
    # refusals, stale entries)
    entries: dict[tuple[str, str, str], str]


def store(run: CheckRun, select: Select, flavors: Sequence[str], kinds: Sequence[str]) -> int:
    """Replace the store with this run's changes; returns how many entries await review (0:
    the store is removed)."""
    bad = [f for f in run.findings if f.status != "MATCH"]
    if not bad:
        clear()
        return 0
    files, entries = {}, []
    for f in bad:
        text = run.texts.get((f.family, f.flavor, f.id))
        if text is not None:
            files[artifact_path(f.family, f.flavor, f.id)] = text
        entries.append({"family": f.family, "flavor": f.flavor, "id": f.id, "status": f.status,
                        "detail": f.detail, "sha256": sha256(text) if text is not None else ""})
    doc = {"schema": SCHEMA, "select": asdict(select), "flavors": list(flavors),
           "kinds": list(kinds), "entries": entries, "inputs": fingerprint()}
    files[INDEX] = json.dumps(doc, sort_keys=True, indent=2) + "\n"
    # one whole review replaces the last: a reader never sees half of each
    replace_tree(pending_dir(), files)
    return len(bad)


def load() -> Pending:
    """The stored review, refused when absent, corrupt or out of date with the tree."""
    path = pending_dir() / INDEX
    if not path.is_file():
        raise RockeError(f"{PENDING}/{INDEX}: no pending review ({HOW.split(' and ')[0]})")
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("schema") != SCHEMA:
            raise ValueError(f"schema is not {SCHEMA}")
        s = doc["select"]
        select = Select(tuple(s["families"]), tuple(s["configs"]), tuple(s["excludes"]),
                        tuple(s["arch"]), tuple(s["shard"]) if s["shard"] else None,
                        tuple((k, tuple(v)) for k, v in s["where"]))
        entries = {(e["family"], e["flavor"], e["id"]): e["sha256"] for e in doc["entries"]}
        inputs = doc["inputs"]
    except (ValueError, KeyError, TypeError) as e:
        raise RockeError(f"{PENDING}/{INDEX}: corrupt pending review ({e}); {HOW}") from None
    now = fingerprint()
    moved = sorted(k for k in set(inputs) | set(now) if inputs.get(k) != now.get(k))
    if moved:
        shown = ", ".join(moved[:3]) + (f" and {len(moved) - 3} more" if len(moved) > 3 else "")
        raise RockeError(f"the tree changed since the review was stored ({shown}): {HOW}")
    return Pending(select, tuple(doc["flavors"]), tuple(doc["kinds"]), entries)


def clear() -> None:
    shutil.rmtree(pending_dir(), ignore_errors=True)
