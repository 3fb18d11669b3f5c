"""Errors that reach the user as one line and an exit code, never a traceback."""

from __future__ import annotations

import signal


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


def _on_signal(signum: int, _frame: object) -> None:
    # the first signal decides; a second one while cleanups run would cut them short
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, signal.SIG_IGN)
    raise Interrupted(signum)


def raise_on_signals() -> None:
    """SIGINT and SIGTERM raise Interrupted in the main thread (the command line's, set first
    thing: a signal during the imports is handled too)."""
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, _on_signal)
