"""The content cache (docs/design.md §13): results that are a pure function of their key (an
artifact's sha256, the toolchain that judged it, rocke's version and the code that computes
them), kept under the user cache directory, one JSON file per key.

Never trusted blindly: each entry holds its whole key and the sha256 of its value, and an entry
that does not parse, is cut short, holds another key, a value that does not hash to the
recorded sha256 (an edit, a bad disk) or a value of the wrong shape is a miss, so the caller
computes the result again and `put` rewrites the entry. Writes are atomic. A cache directory
that cannot be used (read-only, a file in its place, full) only costs time: rocke says so once
on stderr and runs without it. `ROCKE_CACHE=off` turns it off (settings)."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from . import __version__
from .errors import RockeError
from .files import write_atomic
from .reader import read_text
from .settings import export, settings

SCHEMA = "rocke.cache/v2"  # v2: an entry carries the sha256 of its value
# an entry read back: a code object's is its bytes in base64 (64 MiB at most, 86 MiB encoded)
ENTRY_LIMIT = 128 << 20
_warned = False  # found unusable in this process: said once, and off from then on


def base_dir() -> Path | None:
    """The cache directory; None when turned off or found unusable in this process."""
    return None if _warned else settings().cache_dir


def unusable(base: Path, why: str) -> None:
    """Run on without the cache: said once, and the environment says it to every process
    started from now on (sim and LLVM workers), which then neither try nor warn again."""
    global _warned
    if not _warned:
        _warned = True
        print(f"rocke: warning: cache {base}: {why}: running without the cache",
              file=sys.stderr, flush=True)
    export("ROCKE_CACHE", "off")


def probe() -> Path | None:
    """Check once, before the work, that the cache directory can be written (a file made
    and removed: permission bits alone say nothing to root or of a read-only mount)."""
    base = base_dir()
    if base is None:
        return None
    if base.exists() and not base.is_dir():
        unusable(base, "not a directory")
        return None
    try:
        base.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".probe.", suffix=".tmp", dir=base)
        os.close(fd)
        os.unlink(tmp)
    except OSError as e:
        unusable(base, e.strerror or str(e))
        return None
    return base


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()


@cache
def code_digest(path: Path) -> str:
    """sha256 of a source file whose code decides a cached result: editing it invalidates
    every entry it computed, with or without a version bump."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


class Cache:
    """One kind of result (`verify`, `hip`, `canonical`): `<cache dir>/<kind>/<ab>/<sha>.json`,
    where sha is the sha256 of the full key."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.base = base_dir()
        self.dir = self.base / kind if self.base is not None else None

    @property
    def enabled(self) -> bool:
        return self.dir is not None and not _warned

    def _full(self, key: Mapping[str, Any]) -> dict[str, Any]:
        # as JSON reads it back (tuples are lists): the stored key compares equal
        return json.loads(json.dumps({"schema": SCHEMA, "kind": self.kind, "rocke": __version__,
                                      **key}))

    def _path(self, full: dict[str, Any]) -> Path:
        assert self.dir is not None
        digest = hashlib.sha256(json.dumps(full, sort_keys=True).encode()).hexdigest()
        return self.dir / digest[:2] / f"{digest}.json"

    def get(self, key: Mapping[str, Any],
            valid: Callable[[Any], bool] = lambda _: True) -> Any | None:
        """The value stored under `key`, or None: absent, unreadable, or not this key's."""
        if not self.enabled:
            return None
        full = self._full(key)
        try:
            entry = json.loads(read_text(self._path(full), what="cache entry",
                                         limit=ENTRY_LIMIT))
        except (RockeError, ValueError, RecursionError):  # absent, a FIFO, huge, not JSON
            return None
        if not isinstance(entry, dict) or entry.get("key") != full or "value" not in entry:
            return None  # a foreign entry (another key hashed here, a hand edit): never trusted
        if entry.get("sha256") != _digest(entry["value"]):
            return None  # the value was edited or damaged after it was stored
        return entry["value"] if valid(entry["value"]) else None

    def put(self, key: Mapping[str, Any], value: Any) -> None:
        if not self.enabled:
            return
        full = self._full(key)
        text = json.dumps({"key": full, "value": value, "sha256": _digest(value)},
                          sort_keys=True) + "\n"
        try:
            write_atomic(self._path(full), text)
        except (OSError, RockeError) as e:  # a cache that cannot be written only costs time
            assert self.base is not None
            unusable(self.base, str(e).rsplit(": ", 1)[-1])

    def get_bytes(self, key: Mapping[str, Any]) -> bytes | None:
        """A payload stored by `put_bytes`, only if its bytes still hash to the sha256 stored
        beside them: what comes back is loaded or run (JIT objects, device IR), so an entry
        edited or cut short is a miss like any other."""
        hit = self.get(key, lambda v: isinstance(v, dict) and isinstance(v.get("b64"), str))
        if hit is None:
            return None
        try:
            data = base64.b64decode(hit["b64"], validate=True)
        except ValueError:
            return None
        return data if hashlib.sha256(data).hexdigest() == hit.get("sha256") else None

    def put_bytes(self, key: Mapping[str, Any], data: bytes) -> None:
        self.put(key, {"b64": base64.b64encode(data).decode("ascii"),
                       "sha256": hashlib.sha256(data).hexdigest()})
