"""File writes: atomic (temp file + fsync + rename), with the modes a shared tree expects; many
files staged and put in place together; a whole directory replaced at once.

A write that fails is one line naming the path (exit 2), never a traceback, and leaves nothing
half-written: temp files are removed, and a staged set is put in place only once every file of
it was written (docs/design.md §11)."""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import shutil
import stat
import sys
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


def write_error(path: Path, e: OSError | str) -> RockeError:
    why = e if isinstance(e, str) else (e.strerror or str(e))
    return RockeError(f"{path}: cannot write: {why}")


def target(path: Path) -> Path:
    """Where a write of `path` lands. A symlink is written through: the file it points to is
    the one replaced (the link stays a link, and a dangling one makes its target); a
    directory in the way is an error before anything is written."""
    if path.is_symlink():
        path = Path(os.path.realpath(path))
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return path
    except OSError as e:  # a parent that is a file, a directory we may not search, a loop
        raise write_error(path, e) from None
    if stat.S_ISDIR(st.st_mode):
        raise write_error(path, "Is a directory")
    return path


def is_special(path: Path) -> bool:
    """A device, FIFO or socket: written into, never replaced (a rename would put a regular
    file in place of /dev/null, or of the pipe a reader waits on)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return False
    except OSError as e:
        raise write_error(path, e) from None


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _encoded(text: str | bytes) -> bytes:
    # bytes (a code object) as they are; text as UTF-8
    return text if isinstance(text, bytes) else text.encode("utf-8")


def write_into(path: Path, text: str | bytes) -> None:
    """`text` written into an existing special file; every write and the close checked."""
    try:
        fd = os.open(path, os.O_WRONLY | os.O_NOCTTY | os.O_CLOEXEC)
    except OSError as e:
        raise write_error(path, e) from None
    _fill(fd, path, text)


def _fill(fd: int, path: Path, text: str | bytes, mode: int | None = None) -> None:
    """`text` into the open `fd` (with `mode` and fsynced when given: a temp file that will
    replace `path`), then closed; every write and the close checked, errors naming `path`."""
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        _write_all(fd, _encoded(text))
        if mode is not None:
            os.fsync(fd)
    except OSError as e:
        raise write_error(path, e) from None
    finally:
        try:
            os.close(fd)
        except OSError as e:
            raise write_error(path, e) from None


def _make_parents(path: Path, created: list[Path]) -> None:
    for d in reversed(path.parents):
        if not d.exists():
            try:
                d.mkdir()
            except FileExistsError:
                continue  # made meanwhile by another writer
            except OSError as e:
                raise write_error(d, e) from None
            created.append(d)


def _mode_for(path: Path) -> int:
    """The mode `path` will have: its own when it exists (a re-blessed golden keeps 0644 or
    0664), else 0666 less the umask (mkstemp makes 0600, which no other user of a shared
    tree could read)."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        return 0o666 & ~umask()
    except OSError as e:
        raise write_error(path, e) from None


class Staged:
    """Files written beside their targets first; `commit` renames them all into place.

    A temp file is registered the moment it exists (signals held over mkstemp and the
    bookkeeping), so no way out leaves one behind; its name (`TEMP_RE`) is one the next run
    and emit's scan of a directory recognise, should the process be killed outright."""

    def __init__(self) -> None:
        self._temps: dict[Path, Path] = {}  # target -> temp
        self._into: dict[Path, str | bytes] = {}  # devices, FIFOs: written at commit
        self._removals: list[Path] = []
        self._dirs: list[Path] = []  # directories made for the temps (removed on a failure)

    def write(self, path: Path, text: str | bytes) -> None:
        path = target(path)
        old = self._temps.pop(path, None)
        if old is not None:
            old.unlink()
        if is_special(path):
            self._into[path] = text
            return
        _make_parents(path, self._dirs)
        mode = _mode_for(path)
        try:
            with signals_deferred():
                fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp",
                                           dir=path.parent)
                self._temps[path] = Path(tmp)
        except OSError as e:
            raise write_error(path, e) from None
        _fill(fd, path, text, mode)

    def remove(self, path: Path) -> None:
        self._removals.append(path)

    def commit(self) -> None:
        # special files first and outside the held signals (a FIFO blocks until its reader
        # comes): one that fails stops the commit before any rename
        for path, text in list(self._into.items()):
            write_into(path, text)
            del self._into[path]
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
        self._into.clear()
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
    """Temp file in the same directory + fsync + rename: a reader sees old or new, never half.
    A symlink is written through, a device or FIFO written into (see `target`)."""
    with staged() as s:
        s.write(path, text)


def remove_stale_temps(directory: Path, recursive: bool = True) -> list[Path]:
    """Remove the temp files an earlier, killed run of rocke left in `directory` (and below
    it, `recursive`): names only this module makes. The caller holds the lock that keeps a
    concurrent writer out of the directory."""
    gone: list[Path] = []
    if not directory.is_dir():
        return gone
    for p in sorted(directory.rglob(".*") if recursive else directory.glob(".*")):
        if TEMP_RE.fullmatch(p.name) and p.is_file() and not p.is_symlink():
            p.unlink(missing_ok=True)
            gone.append(p)
    return gone


def replace_tree(directory: Path, files: dict[str, str]) -> None:
    """Write `files` (relpath -> text) as the whole new content of `directory`: built in a
    sibling temp directory, then swapped in by two renames, so a reader finds the old tree or
    the new one (after a crash between the renames, the old one under `<name>.old`)."""
    tmp: Path | None = None
    old = directory.with_name(directory.name + ".old")
    try:
        directory.parent.mkdir(parents=True, exist_ok=True)
        with signals_deferred():  # bound to `tmp` before a signal can leave it behind
            tmp = Path(tempfile.mkdtemp(prefix=f".{directory.name}.", dir=directory.parent))
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
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
        if isinstance(e, OSError):
            raise write_error(directory, e) from None
        raise
    shutil.rmtree(old, ignore_errors=True)


@contextlib.contextmanager
def dir_lock(directory: Path, busy: str, wait: bool) -> Iterator[None]:
    """An exclusive lock on `directory` itself (flock on the directory: no lock file to leave
    in it), made first when missing. `wait`: block until the holder is done (a note says so),
    else fail at once with `busy`. A directory this made is removed again when it is left
    empty (a run that failed before writing), and so are its parents this made."""
    made = [d for d in (directory, *directory.parents) if not d.exists()]  # deepest first
    try:
        if made:
            directory.mkdir(parents=True, exist_ok=True)
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    except OSError as e:
        raise write_error(directory, e) from None
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if not wait:
                raise RockeError(busy) from None
            print(f"rocke: {busy}: waiting for it", file=sys.stderr)
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock
        for d in made:
            with contextlib.suppress(OSError):
                d.rmdir()  # only if empty
