"""The bounded reader: every file rocke reads that a user or another run may have put there
goes through here (docs/design.md §11).

A read never waits and never reads without end: only a regular file is opened (a symlink is
followed; a FIFO, device, socket or directory is refused before it is opened for long, and the
open itself is non-blocking should the name become a FIFO meanwhile), and no more than `limit`
bytes are read. Every failure is one `RockeError` (or the caller's subclass) naming the path."""

from __future__ import annotations

import os
import stat
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
               error: type[RockeError] = RockeError) -> bytes:
    """The bytes of the regular file at `path`, at most `limit` of them. `what` names the
    file in messages ("selection table"); `error` is the exception raised."""
    try:
        st = os.stat(path)
        _check(path, st, what, limit, error)
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
        try:
            st2 = os.fstat(fd)
            if (st2.st_dev, st2.st_ino) != (st.st_dev, st.st_ino):
                raise error(f"{path}: replaced while being read")
            _check(path, st2, what, limit, error)
            chunks, left = [], limit + 1
            while left and (chunk := os.read(fd, min(left, 1 << 20))):
                chunks.append(chunk)
                left -= len(chunk)
        finally:
            os.close(fd)
    except OSError as e:
        raise error(f"{path}: cannot read the {what}: {e.strerror or e}") from None
    data = b"".join(chunks)
    if len(data) > limit:
        raise error(f"{path}: grew past {limit} bytes while being read")
    return data


def read_text(path: Path | str, *, what: str = "file", limit: int = TEXT_LIMIT,
              error: type[RockeError] = RockeError) -> str:
    """`read_bytes` decoded as UTF-8; undecodable bytes are the same one-line error."""
    data = read_bytes(path, what=what, limit=limit, error=error)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise error(f"{path}: the {what} is not UTF-8 text (byte {e.start})") from None


def _check(path: Path | str, st: os.stat_result, what: str, limit: int,
           error: type[RockeError]) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise error(f"{path}: {kind(st)}, not a {what}")
    if st.st_size > limit:
        raise error(f"{path}: {st.st_size} bytes, over the {limit} a {what} may have")
