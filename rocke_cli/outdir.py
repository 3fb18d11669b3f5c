"""Output directories (emit's and build's): where rocke may write, and what it may overwrite
(docs/design.md §11).

An output directory is never the empty path (the working directory by accident) and never
inside a repository's metadata (`.git`, a bare repository, `.hg`, `.svn`, ...): hundreds of
kernels written into `.git/refs/heads` are hundreds of broken branches. Inside one, rocke
overwrites only what it last wrote: a file whose bytes its manifest recorded and still holds,
or one already equal to the new bytes; any other file at one of its paths (edited since,
never rocke's, a FIFO or device) is an error naming it, unless the command is given --force.
Files are looked at without blocking (a FIFO is never opened) and read no further than the
bytes they are compared with."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Callable, Mapping
from pathlib import Path

from .errors import RockeError
from .files import write_error
from .reader import read_bytes, read_chunks

# version control systems' metadata directories (git's, also as a bare repository: below)
VCS_DIRS = (".git", ".hg", ".svn", ".bzr", "_darcs", ".jj", ".pijul", "CVS")
MAX_MANIFEST_BYTES = 64 << 20  # a manifest of every shipped kernel is ~1 MiB
FORCE_HINT = "move it away, or give --force to overwrite it"


def busy(out: Path) -> str:
    """The note of a run that waits for another's lock on `out`: emit and build hold the
    same one (files.dir_lock), so each sees the directory whole."""
    return f"{out}: another rocke emit or build is writing there"


def output_dir(raw: str) -> Path:
    """`--out` as given: refused when empty or inside version control metadata."""
    if not raw.strip():  # Path("") is the working directory: never a guess
        raise RockeError("--out '': an empty path names no directory (e.g. --out build/kernels)")
    out = Path(raw)
    vcs = vcs_metadata(out)
    if vcs is not None:
        raise RockeError(f"{raw}: inside {vcs}, a repository's own metadata: rocke writes no "
                         f"output there; choose another --out")
    return out


def vcs_metadata(path: Path) -> Path | None:
    """The version control metadata directory `path` lies in (or is), else None. Links are
    resolved as far as the path exists: `out -> .git/refs` is inside `.git`."""
    real = Path(os.path.realpath(path))
    for d in (real, *real.parents):
        if d.name in VCS_DIRS or _git_dir(d):
            return d
    return None


def _git_dir(d: Path) -> bool:
    """A git directory by its content (a bare repository, a worktree's gitdir)."""
    try:
        return (d / "HEAD").is_file() and (d / "objects").is_dir() and (d / "refs").is_dir()
    except OSError:
        return False


def tree_files(top: Path) -> list[Path]:
    """Everything under `top` that is not a directory (links to directories included, never
    followed), sorted: walked with a stack, not recursion, so no depth of tree ends it;
    directories that cannot be listed are passed over (as Path.rglob does)."""
    found, todo = [], [top]
    while todo:
        try:
            with os.scandir(todo.pop()) as it:
                for e in it:
                    if e.is_dir(follow_symlinks=False):
                        todo.append(Path(e.path))
                    else:
                        found.append(Path(e.path))
        except OSError:
            continue
    return sorted(found)


def regular_size(path: Path) -> int | None:
    """The size of the regular file at `path` (a symlink followed), None when there is none
    there or it is something else (a FIFO, a device, a directory, a dangling link)."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_size if stat.S_ISREG(st.st_mode) else None


def holds(path: Path, data: bytes) -> bool:
    """`path` is a regular file holding exactly `data` (read no further than its size)."""
    if regular_size(path) != len(data):
        return False
    try:
        return read_bytes(path, limit=len(data)) == data
    except RockeError:  # changed meanwhile (a FIFO now, grown, gone): not these bytes
        return False


def digest(path: Path, size: int) -> str | None:
    """sha256 of the regular file at `path` when it has `size` bytes, else None."""
    if regular_size(path) != size:
        return None
    h = hashlib.sha256()
    try:
        for chunk in read_chunks(path, limit=size):  # a MiB at a time: objects are large
            h.update(chunk)
    except RockeError:  # changed meanwhile: not the file recorded
        return None
    return h.hexdigest()


def occupied(path: Path) -> bool:
    """Something other than a directory is at `path` (a directory in the way is the
    writer's error, files.target's)."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return not stat.S_ISDIR(st.st_mode)


def read_manifest(out: Path, schema: str, command: str) -> dict | None:
    """`out/manifest.json` when it is `command`'s own (its schema starts with `schema`), None
    when there is none. Anything else there (another tool's file, the other rocke command's
    manifest, a FIFO, a directory) is an error: never overwritten."""
    path = out / "manifest.json"
    if not path.exists() and not path.is_symlink():
        return None
    if path.is_dir():
        raise write_error(path, "Is a directory")
    size = regular_size(path)
    if size is None or size > MAX_MANIFEST_BYTES:
        raise RockeError(f"{path}: not a rocke manifest (not a regular file of at most "
                         f"{MAX_MANIFEST_BYTES} bytes); {command} writes its own there: "
                         f"choose another --out")
    try:
        doc = json.loads(read_bytes(path, what="manifest", limit=MAX_MANIFEST_BYTES))
    except (ValueError, RecursionError) as e:
        why = str(e) if not isinstance(e, RecursionError) else "nested too deep"
        raise RockeError(f"{path}: not a rocke manifest ({why}); {command} writes its own "
                         f"there: choose another --out") from None
    got = str(doc.get("schema", "")) if isinstance(doc, dict) else ""
    if got.startswith(schema) and not isinstance(doc.get("files"), dict):
        raise RockeError(f"{path}: not a rocke manifest (its files are not a map); {command} "
                         f"writes its own there: choose another --out")
    if not got.startswith(schema):
        other = {"rocke.manifest/": "rocke emit's", "rocke.build/": "rocke build's"}
        whose = next((w for p, w in other.items() if got.startswith(p)), None)
        what = f"{whose} manifest" if whose else f"not a rocke manifest (no {schema} schema)"
        raise RockeError(f"{path}: {what}; {command} writes its own there: choose another "
                         f"--out")
    return doc


def proven(out: Path, doc: dict | None, in_layout: Callable[[str], bool]) -> dict[str, dict]:
    """The manifest's entries at paths `in_layout` whose file still holds the bytes recorded
    ({sha256, bytes}): what rocke last wrote and nobody changed since. Only those files are
    read (each no further than its recorded size)."""
    if doc is None:
        return {}
    mine = {}
    for rel, e in doc["files"].items():
        if (isinstance(rel, str) and in_layout(rel) and isinstance(e, dict)
                and isinstance(e.get("bytes"), int) and not (out / rel).is_symlink()
                and digest(out / rel, e["bytes"]) == e.get("sha256")):
            mine[rel] = e
    return mine


class Overwrites:
    """Decides, file by file, what a run writes: nothing where the file already holds the new
    bytes; the file where it is absent or rocke's (`mine`: `proven`); else, unless `force`,
    a conflict, and `check` then fails naming the first (and counting the rest)."""

    def __init__(self, out: Path, mine: Mapping[str, dict], force: bool) -> None:
        self.out, self.mine, self.force = out, mine, force
        self.conflicts: list[str] = []

    def needs_write(self, rel: str, data: bytes) -> bool:
        path = self.out / rel
        if holds(path, data):
            return False  # unchanged: left alone (build systems see no new mtime)
        if rel in self.mine or self.force or not occupied(path):
            return True
        self.conflicts.append(rel)
        return False

    def check(self) -> None:
        if self.conflicts:
            first = sorted(self.conflicts)[0]
            n = len(self.conflicts) - 1
            more = f" (and {n} more)" if n else ""
            raise RockeError(f"{self.out / first}: not what rocke last wrote there (edited "
                             f"since, or never rocke's){more}: {FORCE_HINT}")
