"""Errors that reach the user as one line and an exit code, never a traceback."""

from __future__ import annotations

import contextlib
import signal
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future


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


def interruption(e: BaseException) -> Interrupted | None:
    """The Interrupted behind `e`, if any: the handler's exception, raised inside a class's
    creation (an import's `__set_name__`: seen in platform's uname_result under load), reaches
    the caller wrapped in a RuntimeError, which is still the signal."""
    seen: set[int] = set()
    x: BaseException | None = e
    while x is not None and id(x) not in seen:
        if isinstance(x, Interrupted):
            return x
        seen.add(id(x))
        x = x.__cause__ or x.__context__
    return None


# SIGHUP too (the terminal went away): every way a run is told to stop cleans up alike
SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
_deferring = 0  # > 0: inside signals_deferred()
_pending: int | None = None  # a signal that came while deferred
_hooks: list[Callable[[], None]] = []


def on_signal(hook: Callable[[], None]) -> None:
    """Run `hook` inside the signal handler, before anything unwinds: what must stop at once
    (child processes a thread pool would otherwise wait for: children.kill_all)."""
    _hooks.append(hook)


def _on_signal(signum: int, _frame: object) -> None:
    global _pending
    # the first signal decides; a second one while cleanups run would cut them short (and the
    # programs they start, git, inherit the ignoring)
    for s in SIGNALS:
        signal.signal(s, signal.SIG_IGN)
    for hook in _hooks:
        with contextlib.suppress(Exception):
            hook()
    if _deferring:
        _pending = signum
        return
    raise Interrupted(signum)


def raise_on_signals() -> None:
    """SIGINT, SIGTERM and SIGHUP raise Interrupted in the main thread (the command line's,
    set first thing: a signal during the imports is handled too). A SIGHUP ignored by whoever
    started rocke (nohup) stays ignored."""
    for s in SIGNALS:
        if s == signal.SIGHUP and signal.getsignal(s) == signal.SIG_IGN:
            continue
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


def gather(futures: Iterable[Future]) -> list:
    """Each future's result, in order, every future waited for. A signal wins over any other
    failure: a deferred Interrupted may end up raised in a pool thread (its signals_deferred
    block ended there) while another thread's worker, killed by the signal's hooks, fails with
    an error of its own; waiting here, the main thread may get the Interrupted itself."""
    out: list = []
    failed: list[BaseException] = []
    for f in futures:
        try:
            out.append(f.result())
        except BaseException as e:  # noqa: BLE001 - re-raised below, a signal first
            failed.append(e)
    if failed:
        raise next((e for e in failed if isinstance(e, Interrupted)), failed[0])
    return out
