"""The content cache (docs/design.md §13): results that are a pure function of their key (an
artifact's sha256, the toolchain that judged it, rocke's version and the code that computes
them), kept under the user cache directory, one JSON file per key.

Never trusted blindly: each entry holds its whole key, and an entry that does not parse, is cut
short, holds another key or a value of the wrong shape is a miss, so the caller computes the
result again and `put` rewrites the entry. Writes are atomic; a cache that cannot be written
(read-only, full) only costs time. `ROCKE_CACHE=off` turns it off (settings)."""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from . import __version__
from .files import write_atomic
from .settings import settings

SCHEMA = "rocke.cache/v1"


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
        base = settings().cache_dir
        self.dir = base / kind if base is not None else None

    @property
    def enabled(self) -> bool:
        return self.dir is not None

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
        if self.dir is None:
            return None
        full = self._full(key)
        try:
            entry = json.loads(self._path(full).read_text(encoding="utf-8"))
        except (OSError, ValueError):  # absent, truncated, not JSON, not UTF-8
            return None
        if not isinstance(entry, dict) or entry.get("key") != full or "value" not in entry:
            return None  # a foreign entry (another key hashed here, a hand edit): never trusted
        return entry["value"] if valid(entry["value"]) else None

    def put(self, key: Mapping[str, Any], value: Any) -> None:
        if self.dir is None:
            return
        full = self._full(key)
        text = json.dumps({"key": full, "value": value}, sort_keys=True) + "\n"
        try:
            write_atomic(self._path(full), text)
        except OSError:
            pass  # a cache that cannot be written only costs time

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
