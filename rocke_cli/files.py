"""File writes: atomic (temp file + fsync + rename), with the modes a shared tree expects; many
files staged and put in place together; a whole directory replaced at once.

A write that fails is one line naming the path (exit 2), never a traceback, and leaves nothing
half-written: temp files are removed, and a staged set is put in place only once every file of
it was written (docs/design.md §11)."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from .errors import RockeError, signals_deferred

# the temp names this module makes: `.<name>.<mkstemp's 8 characters>.tmp`, `.<name>.<8>` dirs
TEMP_RE = re.compile(r"\..+\.[a-z0-9_]{8}\.tmp")
_UMASK: int | None = None


def umask() -> int:
    """The process umask (read once: os.umask can only be read by setting it)."""
    global _UMASK
    if _UMASK is None:
        _UMASK = os.umask(0o022)
        os.umask(_UMASK)
    return _UMASK


def write_error(path: Path, e: OSError) -> RockeError:
    return RockeError(f"{path}: cannot write: {e.strerror or e}")


def _temp_for(path: Path, text: str | bytes, created: list[Path]) -> Path:
    """`text` in a temp file beside `path`, fsynced, with the mode `path` will have: its own when
    it exists (a re-blessed golden keeps 0644 or 0664), else 0666 less the umask (mkstemp makes
    0600, which no other user of a shared tree could read)."""
    for d in reversed(path.parents):
        if not d.exists():
            try:
                d.mkdir()
            except FileExistsError:
                continue  # made meanwhile by another writer
            except OSError as e:
                raise write_error(d, e) from None
            created.append(d)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mode = 0o666 & ~umask()
    except OSError as e:  # a parent that is a file, a directory we may not search
        raise write_error(path, e) from None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as e:
        raise write_error(path, e) from None
    try:
        # bytes (a code object) as they are; text as UTF-8 with \n line ends
        with (os.fdopen(fd, "wb") if isinstance(text, bytes)
              else os.fdopen(fd, "w", encoding="utf-8", newline="\n")) as f:
            os.fchmod(f.fileno(), mode)
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
    except BaseException as e:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise write_error(path, e) from None
        raise
    return Path(tmp)


class Staged:
    """Files written beside their targets first; `commit` renames them all into place."""

    def __init__(self) -> None:
        self._temps: dict[Path, Path] = {}  # target -> temp
        self._removals: list[Path] = []
        self._dirs: list[Path] = []  # directories made for the temps (removed on a failure)

    def write(self, path: Path, text: str | bytes) -> None:
        old = self._temps.pop(path, None)
        if old is not None:
            old.unlink()
        self._temps[path] = _temp_for(path, text, self._dirs)

    def remove(self, path: Path) -> None:
        self._removals.append(path)

    def commit(self) -> None:
        # a signal waits until the renames are done: a run stopped here leaves all or nothing of
        # what it staged, and same-directory renames take milliseconds
        with signals_deferred():
            for path, tmp in list(self._temps.items()):
                try:
                    os.replace(tmp, path)
                except OSError as e:
                    raise write_error(path, e) from None
                del self._temps[path]
            for path in self._removals:
                try:
                    path.unlink(missing_ok=True)
                except OSError as e:
                    raise RockeError(f"{path}: cannot remove: {e.strerror or e}") from None
            self._dirs.clear()  # they hold the files now

    def discard(self) -> None:
        for tmp in self._temps.values():
            with contextlib.suppress(OSError):
                tmp.unlink()
        self._temps.clear()
        for d in reversed(self._dirs):
            with contextlib.suppress(OSError):
                d.rmdir()  # only if still empty
        self._dirs.clear()


@contextlib.contextmanager
def staged() -> Iterator[Staged]:
    """Stage writes inside the block; they land together when it ends, and none of them does
    when it raises (an error, a signal): the temp files and the directories made for them go."""
    s = Staged()
    try:
        yield s
        s.commit()
    finally:
        s.discard()


def write_atomic(path: Path, text: str) -> None:
    """Temp file in the same directory + fsync + rename: a reader sees old or new, never half."""
    with staged() as s:
        s.write(path, text)


def remove_stale_temps(directory: Path) -> list[Path]:
    """Remove the temp files and directories an earlier, killed run of rocke left under
    `directory` (names only this module makes). The caller holds the lock that keeps a
    concurrent writer out of the directory."""
    gone: list[Path] = []
    if not directory.is_dir():
        return gone
    for p in sorted(directory.rglob(".*")):
        if p.is_file() and TEMP_RE.fullmatch(p.name):
            p.unlink(missing_ok=True)
            gone.append(p)
    return gone


def replace_tree(directory: Path, files: dict[str, str]) -> None:
    """Write `files` (relpath -> text) as the whole new content of `directory`: built in a
    sibling temp directory, then swapped in by two renames, so a reader finds the old tree or
    the new one (after a crash between the renames, the old one under `<name>.old`)."""
    try:
        directory.parent.mkdir(parents=True, exist_ok=True)
        tmp = Path(tempfile.mkdtemp(prefix=f".{directory.name}.", dir=directory.parent))
    except OSError as e:
        raise write_error(directory, e) from None
    old = directory.with_name(directory.name + ".old")
    try:
        os.chmod(tmp, 0o777 & ~umask())  # mkdtemp makes 0700
        for rel, text in files.items():
            p = tmp / rel
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(text, encoding="utf-8", newline="\n")
        shutil.rmtree(old, ignore_errors=True)
        if directory.exists():
            directory.rename(old)
        tmp.rename(directory)
    except BaseException as e:
        shutil.rmtree(tmp, ignore_errors=True)
        if isinstance(e, OSError):
            raise write_error(directory, e) from None
        raise
    shutil.rmtree(old, ignore_errors=True)
