"""The bounded reader: every file rocke reads that a user or another run may have put there
goes through here (docs/design.md §11).

A read never waits and never reads without end: only a regular file is opened (a symlink is
followed; a FIFO, device, socket or directory is refused before it is opened for long, and the
open itself is non-blocking should the name become a FIFO meanwhile), and no more than `limit`
bytes are read. Every failure is one `RockeError` (or the caller's subclass) naming the path."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

from .errors import RockeError

# a text rocke reads (a config, a table, a manifest, a record): far above any it writes
TEXT_LIMIT = 16 << 20


def kind(st: os.stat_result) -> str:
    """What a non-regular file is, as messages name it."""
    m = st.st_mode
    return ("a directory" if stat.S_ISDIR(m) else "a FIFO" if stat.S_ISFIFO(m)
            else "a device" if stat.S_ISCHR(m) or stat.S_ISBLK(m)
            else "a socket" if stat.S_ISSOCK(m) else "not a regular file")


def read_bytes(path: Path | str, *, what: str = "file", limit: int = TEXT_LIMIT,
               error: type[RockeError] = RockeError, shown: str | None = None,
               follow: bool = True) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them. `what` names the
    file in messages ("selection table"), `shown` the path (default: `path` as given: a
    golden named from the library's root); `error` is the exception raised. `follow=False`:
    a symlink at `path` is refused like a FIFO (a caller that resolves links itself)."""
    return b"".join(read_chunks(path, what=what, limit=limit, error=error, shown=shown,
                                follow=follow))


def read_chunks(path: Path | str, *, what: str = "file", limit: int = TEXT_LIMIT,
                error: type[RockeError] = RockeError, shown: str | None = None,
                follow: bool = True) -> Iterator[bytes]:
    """`read_bytes` a MiB at a time, for a caller that hashes a file rather than keeping it
    (the checks are made before the first chunk; the file is closed when the loop ends)."""
    name = str(path) if shown is None else shown
    try:
        st = os.stat(path) if follow else os.lstat(path)
        _check(name, st, what, limit, error)
        nofollow = 0 if follow else os.O_NOFOLLOW
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | nofollow)
    except OSError as e:
        raise error(f"{name}: cannot read the {what}: {e.strerror or e}") from None
    try:
        st2 = os.fstat(fd)
        if (st2.st_dev, st2.st_ino) != (st.st_dev, st.st_ino):
            raise error(f"{name}: replaced while being read")
        _check(name, st2, what, limit, error)
        left = limit + 1
        while left:
            try:
                chunk = os.read(fd, min(left, 1 << 20))
            except OSError as e:
                raise error(f"{name}: cannot read the {what}: {e.strerror or e}") from None
            if not chunk:
                return
            left -= len(chunk)
            if not left:
                raise error(f"{name}: grew past {limit} bytes while being read")
            yield chunk
    finally:
        os.close(fd)


def read_text(path: Path | str, *, what: str = "file", limit: int = TEXT_LIMIT,
              error: type[RockeError] = RockeError, shown: str | None = None) -> str:
    """`read_bytes` decoded as UTF-8; undecodable bytes are the same one-line error."""
    data = read_bytes(path, what=what, limit=limit, error=error, shown=shown)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        name = str(path) if shown is None else shown
        raise error(f"{name}: the {what} is not UTF-8 text (byte {e.start})") from None


def _check(name: str, st: os.stat_result, what: str, limit: int,
           error: type[RockeError]) -> None:
    if not stat.S_ISREG(st.st_mode):
        link = " (a link)" if stat.S_ISLNK(st.st_mode) else ""
        raise error(f"{name}: {kind(st)}{link}, not a {what}")
    if st.st_size > limit:
        mib = f" ({limit >> 20} MiB)" if limit >= 1 << 20 and not limit % (1 << 20) else ""
        raise error(f"{name}: {st.st_size} bytes, over the {limit}{mib} a {what} may have")
