"""Errors that reach the user as one line and an exit code, never a traceback."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Iterator


class RockeError(Exception):
    """Bad usage or bad input: exit 2."""

    exit_code = 2


class CheckFailed(RockeError):
    """A check ran and failed: exit 1."""

    exit_code = 1


def at(path: str, line: int, col: int, message: str) -> RockeError:
    """An input error pointing at a place in a file (1-based line and column)."""
    return RockeError(f"{path}:{line}:{col}: {message}")


class Interrupted(BaseException):
    """SIGINT or SIGTERM: raised where the program is, so every cleanup on the way out runs
    (worker processes, temp files, git worktrees); exit 128 + the signal number.
    A BaseException: no `except Exception` swallows it, and click does not turn it into Abort."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum
        self.exit_code = 128 + signum


SIGNALS = (signal.SIGINT, signal.SIGTERM)
_deferring = 0  # > 0: inside signals_deferred()
_pending: int | None = None  # a signal that came while deferred


def _on_signal(signum: int, _frame: object) -> None:
    global _pending
    # the first signal decides; a second one while cleanups run would cut them short (and the
    # programs they start, git, inherit the ignoring)
    for s in SIGNALS:
        signal.signal(s, signal.SIG_IGN)
    if _deferring:
        _pending = signum
        return
    raise Interrupted(signum)


def raise_on_signals() -> None:
    """SIGINT and SIGTERM raise Interrupted in the main thread (the command line's, set first
    thing: a signal during the imports is handled too)."""
    for s in SIGNALS:
        signal.signal(s, _on_signal)


@contextlib.contextmanager
def signals_deferred() -> Iterator[None]:
    """A signal inside the block raises Interrupted when it ends, not inside it: a fork (an
    exception raised in its at-fork hooks is printed and dropped, the signal lost) or the
    renames that put staged files in place (all of them land, or none). Any thread's signal
    counts (a signal mask would hold only the calling thread's)."""
    global _deferring, _pending
    _deferring += 1
    try:
        yield
    finally:
        _deferring -= 1
    if not _deferring and _pending is not None:
        signum, _pending = _pending, None
        raise Interrupted(signum)
