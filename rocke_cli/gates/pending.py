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
from ..reader import read_chunks, read_text
from .check import CheckRun
from .schedules import LABEL

SCHEMA = "rocke.pending/v1"
INDEX = "pending.json"
HOW = "run `rocke check-golden --pending` and review again"
HASH_LIMIT = 256 << 20  # a file the review's fingerprint hashes (the largest golden: < 1 MiB)


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
    h = hashlib.sha256()
    for chunk in read_chunks(p, limit=HASH_LIMIT):  # bounded: a FIFO in configs/ never waits
        h.update(chunk)
    return h.hexdigest()


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
    # a loop schedule record is made by `rocke schedule`, not blessed: not stored for review
    bad = [f for f in run.findings if f.status != "MATCH" and f.flavor != LABEL]
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
    """The stored review, refused when absent, corrupt, out of date with the tree, or when a
    text it showed is no longer the one the review recorded."""
    path = pending_dir() / INDEX
    if not path.is_file():
        raise RockeError(f"{PENDING}/{INDEX}: no pending review ({HOW.split(' and ')[0]})")
    try:
        doc = json.loads(read_text(path, what="pending review", shown=f"{PENDING}/{INDEX}"))
        select, flavors, kinds, entries, inputs = _parse(doc)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError, RockeError) as e:
        raise RockeError(f"{PENDING}/{INDEX}: corrupt pending review ({e}); {HOW}") from None
    now = fingerprint()
    moved = sorted(k for k in set(inputs) | set(now) if inputs.get(k) != now.get(k))
    if moved:
        shown = ", ".join(moved[:3]) + (f" and {len(moved) - 3} more" if len(moved) > 3 else "")
        raise RockeError(f"the tree changed since the review was stored ({shown}): {HOW}")
    # what the reviewer read is what bless writes: every text shown still hashes as recorded
    for (fam, fl, cid), sha in sorted(entries.items()):
        if not sha:
            continue
        rel = artifact_path(fam, fl, cid)
        try:
            ok = _hash(pending_dir() / rel) == sha
        except (OSError, RockeError):  # gone, or no longer a regular file: not what was shown
            ok = False
        if not ok:
            raise RockeError(f"{PENDING}/{rel}: not the text the review showed (edited or "
                             f"removed since); {HOW}")
    return Pending(select, flavors, kinds, entries)


def _parse(doc: object) -> tuple[Select, tuple[str, ...], tuple[str, ...],
                                  dict[tuple[str, str, str], str], dict[str, str]]:
    """pending.json's parts, every type checked: a hand edit is a ValueError naming the
    field, never a KeyError later in bless."""
    def strs(v: object, what: str) -> tuple[str, ...]:
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise ValueError(f"{what} must be a list of strings")
        return tuple(v)

    if not isinstance(doc, dict) or doc.get("schema") != SCHEMA:
        raise ValueError(f"schema is not {SCHEMA}")
    s = doc["select"]
    if not isinstance(s, dict):
        raise ValueError("select must be an object")
    shard = s["shard"]
    if shard is not None and not (isinstance(shard, list) and len(shard) == 2
                                  and all(type(x) is int for x in shard)):
        raise ValueError("select.shard must be null or [k, n]")
    if not isinstance(s["where"], list) or not all(
            isinstance(w, list) and len(w) == 2 and isinstance(w[0], str) for w in s["where"]):
        raise ValueError("select.where must be a list of [key, values]")
    select = Select(strs(s["families"], "select.families"), strs(s["configs"], "select.configs"),
                    strs(s["excludes"], "select.excludes"), strs(s["arch"], "select.arch"),
                    tuple(shard) if shard else None,
                    tuple((k, strs(v, "select.where")) for k, v in s["where"]))
    families = set(select.family_names())  # an unknown family: RockeError, named
    if not isinstance(doc["entries"], list):
        raise ValueError("entries must be a list")
    entries = {}
    for e in doc["entries"]:
        key = strs([e["family"], e["flavor"], e["id"]], "entries[].family/flavor/id")
        if not isinstance(e["sha256"], str):
            raise ValueError("entries[].sha256 must be a string")
        if key[0] not in families:
            raise ValueError(f"entry of family {key[0]} outside select.families")
        entries[(key[0], key[1], key[2])] = e["sha256"]
    inputs = doc["inputs"]
    if not isinstance(inputs, dict):
        raise ValueError("inputs must be an object")
    return (select, strs(doc["flavors"], "flavors"), strs(doc["kinds"], "kinds"), entries,
            inputs)


def clear() -> None:
    shutil.rmtree(pending_dir(), ignore_errors=True)
