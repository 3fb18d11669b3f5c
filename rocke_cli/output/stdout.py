"""Standard output, checked: a write that fails is one line naming it (exit 2), never a
traceback, whatever prints (print, rich, a `--json -` report).

`rocke list > /dev/full` fails with ENOSPC, as a full disk or an I/O error would: that is a
RockeError ("stdout: cannot write: ..."). A reader that went away (`rocke list | head`) is no
error: the rest of the output goes nowhere and the run keeps its own exit code. Either way the
stream is pointed at /dev/null first, so the bytes still buffered are not written (and fail)
again on the way out."""

from __future__ import annotations

import errno
import os
import sys
from typing import Any, TextIO

from ..errors import RockeError


class CheckedStdout:
    """A stand-in for sys.stdout whose write and flush turn OSError into RockeError."""

    def __init__(self, stream: TextIO) -> None:
        self._stream = stream

    def _failed(self, e: OSError) -> None:
        try:
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, self._stream.fileno())
            os.close(null)
        except (OSError, ValueError):
            pass
        if e.errno != errno.EPIPE:
            raise RockeError(f"stdout: cannot write: {e.strerror or e}") from None

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except OSError as e:
            self._failed(e)
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError as e:
            self._failed(e)

    def __getattr__(self, name: str) -> Any:  # isatty, fileno, encoding: the real stream's
        return getattr(self._stream, name)


def check_stdout() -> None:
    """Install the checked stream (once)."""
    if not isinstance(sys.stdout, CheckedStdout) and sys.stdout is not None:
        sys.stdout = CheckedStdout(sys.stdout)  # type: ignore[assignment]
