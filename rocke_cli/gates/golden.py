"""Golden files: format, validation, atomic writes, the bless lock, and the exemplar texts kept
beside the hashes (docs/design.md §6)."""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..engine.targets import FLAVOR_NAMES
from ..errors import RockeError
from ..paths import artifact_path
from ..paths import golden_dir as default_golden_dir
from ..reader import read_text

SCHEMA = "rocke.golden/v2"
# v1 had no toolchain record: still read (its entries then match no toolchain), never written
OLD_SCHEMAS = ("rocke.golden/v1",)
SHA_RE = re.compile(r"^[0-9a-f]{64}$")
ENV_RE = re.compile(r"^(?:llvm\d+|hip)$")  # toolchain environments (toolchain/identity.py)
SECTIONS = ("schema", "family", "ll", "canonical", "hip", "refused", "toolchain")


def path_for(family: str, golden_dir: Path | None = None) -> Path:
    return (golden_dir or default_golden_dir()) / f"{family}.json"


def empty(family: str) -> dict[str, Any]:
    return {"schema": SCHEMA, "family": family, "ll": {f: {} for f in FLAVOR_NAMES},
            "canonical": {}, "hip": {}, "refused": {}, "toolchain": {}}


def load(family: str, golden_dir: Path | None = None) -> dict[str, Any] | None:
    """The golden of a family, validated; None if it has none. A corrupt file is an error."""
    path = path_for(family, golden_dir)
    shown = f"golden/{path.name}" if path.parent == default_golden_dir() else str(path)
    if not path.exists():
        return None
    text = read_text(path, what="golden", shown=shown)  # bounded: a FIFO is never waited on
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RockeError(f"{shown}:{e.lineno}:{e.colno}: corrupt golden: {e.msg}") from None
    except RecursionError:
        raise RockeError(f"{shown}: corrupt golden: nested too deeply") from None
    _validate(data, family, shown)
    for f in FLAVOR_NAMES:
        data["ll"].setdefault(f, {})
    data.setdefault("toolchain", {})  # v1: verified by a toolchain nobody recorded
    return data


def _validate(data: Any, family: str, shown: str) -> None:
    def bad(msg: str) -> RockeError:
        return RockeError(f"{shown}: corrupt golden: {msg}")

    if not isinstance(data, dict):
        raise bad("top level must be an object")
    if data.get("schema") != SCHEMA and data.get("schema") not in OLD_SCHEMAS:
        raise bad(f"schema must be '{SCHEMA}', found {data.get('schema')!r}")
    if data.get("family") != family:
        raise bad(f"family must be '{family}', found {data.get('family')!r}")
    extra = set(data) - set(SECTIONS)
    if extra:
        raise bad(f"unknown key '{sorted(extra)[0]}'")
    for key in ("ll", "canonical", "hip", "refused"):
        if not isinstance(data.get(key), dict):
            raise bad(f"'{key}' must be an object")
    for fl, entries in data["ll"].items():
        if fl not in FLAVOR_NAMES:
            raise bad(f"ll: unknown flavor '{fl}'")
        _entries(entries, f"ll.{fl}", bad)
    _entries(data["hip"], "hip", bad)
    for cid, sha in data["canonical"].items():
        if not isinstance(sha, str) or not SHA_RE.match(sha):
            raise bad(f"canonical.{cid}: not a sha256")
    for cid, msg in data["refused"].items():
        if not isinstance(msg, str):
            raise bad(f"refused.{cid}: message must be a string")
    tc = data.get("toolchain", {})
    if data["schema"] == SCHEMA and not isinstance(tc, dict):
        raise bad("'toolchain' must be an object")
    if data["schema"] != SCHEMA and "toolchain" in data:
        raise bad(f"'toolchain' is not part of {data['schema']}")
    for env, ident in tc.items():
        if not ENV_RE.match(env):
            raise bad(f"toolchain: unknown environment '{env}'")
        if not isinstance(ident, str) or not ident:
            raise bad(f"toolchain.{env}: must be a non-empty string")


def _entries(entries: Any, where: str, bad: Any) -> None:
    if not isinstance(entries, dict):
        raise bad(f"{where} must be an object")
    for cid, e in entries.items():
        if (not isinstance(e, dict) or set(e) != {"sha256", "bytes"}
                or not isinstance(e["sha256"], str) or not SHA_RE.match(e["sha256"])
                or type(e["bytes"]) is not int or e["bytes"] < 0):
            raise bad(f"{where}.{cid}: expected {{sha256, bytes}}")


def dumps(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, indent=2) + "\n"


@contextlib.contextmanager
def bless_lock(golden_dir: Path | None = None) -> Iterator[None]:
    """One bless at a time: a second one fails at once instead of interleaving writes."""
    from ..schedule.record import golden_lock

    with golden_lock(golden_dir or default_golden_dir()):
        yield


# --- exemplars: the full text of a few configs per family, kept beside the hashes -------------

EXEMPLAR_FLAVOR = "llvm22"  # one .ll flavor is enough to read; the hashes hold every flavor
EXEMPLAR_PREFIX = "exemplar."  # the flavor label of an exemplar's findings: exemplar.llvm22


def exemplar_sections(flavors: Sequence[str], kinds: Sequence[str]) -> list[str]:
    """Which exemplar texts a selection of flavors and artifact kinds covers."""
    out = [EXEMPLAR_FLAVOR] if "ll" in kinds and EXEMPLAR_FLAVOR in flavors else []
    return out + (["hip"] if "hip" in kinds else [])


def exemplar_file(family: str, section: str, cid: str) -> Path:
    return default_golden_dir() / artifact_path(family, section, cid)


def exemplar_files(family: str, section: str) -> dict[str, Path]:
    """id -> path of every exemplar text on disk for one family and section."""
    d = default_golden_dir() / family / section
    ext = ".hip" if section == "hip" else ".ll"
    if not d.is_dir():
        return {}
    return {p.name.removesuffix(ext): p for p in sorted(d.iterdir())
            if p.is_file() and p.name.endswith(ext) and not p.name.startswith(".")}
