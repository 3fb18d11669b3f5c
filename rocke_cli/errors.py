"""Errors that reach the user as one line and an exit code, never a traceback."""

from __future__ import annotations


class RockeError(Exception):
    """Bad usage or bad input: exit 2."""

    exit_code = 2


class CheckFailed(RockeError):
    """A check ran and failed: exit 1."""

    exit_code = 1


def at(path: str, line: int, col: int, message: str) -> RockeError:
    """An input error pointing at a place in a file (1-based line and column)."""
    return RockeError(f"{path}:{line}:{col}: {message}")
