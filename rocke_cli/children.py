"""The run's child processes (LLVM workers, clang) and their scratch space.

A signal to rocke alone (not its process group) must end the run at once, with its children:
each child started here is registered the moment it exists, and the signal handler kills every
registered one (errors.on_signal) before the run unwinds, so a thread pool's exit no longer
waits for compiles to finish; once stopping, no new child starts.

Every child gets the run's private temp directory as TMPDIR (`<tmp>/rocke-run-XXXX`), removed
when the run ends however it ends: a child killed mid-compile cannot clean up after itself,
and its files go with the directory. rocke holds a lock on it while it runs; a run killed
outright (SIGKILL) leaves one nobody holds, which the next run removes."""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from .errors import RockeError, on_signal, signals_deferred
from .settings import export

PREFIX = "rocke-run-"
_live: set[subprocess.Popen] = set()
_groups: set[int] = set()  # pids of children that lead a process group of their own
_stopping = False
_tmp: tuple[Path, int] | None = None  # the private temp directory and the fd holding its lock
_adopting = False  # this process is the subreaper of what its children leave behind
PR_SET_CHILD_SUBREAPER = 36  # prctl(2)


class Stopped(RockeError):
    """A child asked for after the run began to stop (a pool thread's late task)."""


class TimedOut(RockeError):
    """An external tool ran past its timeout and was killed with its children."""


def _kill(p: subprocess.Popen) -> None:
    """SIGKILL to the child, and to its whole process group when it leads one: a tool's own
    children (a shell's background job, a compiler driver's sub-process) go with it, and none
    is left holding the pipes a caller waits on."""
    if p.pid in _groups:
        with contextlib.suppress(OSError):
            os.killpg(p.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        p.kill()


def _spawn(args: Sequence[str], **kw: Any) -> subprocess.Popen:
    if _stopping:
        raise Stopped("the run is stopping")
    if threading.current_thread() is threading.main_thread():
        with signals_deferred():  # registered before a signal can leave it running unseen
            p = _register(subprocess.Popen(args, **kw), kw)
    else:  # a pool thread (signals run in the main thread): the handler may run meanwhile
        p = _register(subprocess.Popen(args, **kw), kw)
        if _stopping:  # it killed what it saw, and this was not yet there
            _kill(p)
    return p


def _register(p: subprocess.Popen, kw: dict[str, Any]) -> subprocess.Popen:
    if kw.get("process_group") == 0:
        _groups.add(p.pid)
    _live.add(p)
    return p


@contextlib.contextmanager
def started(args: Sequence[str], **kw: Any) -> Iterator[subprocess.Popen]:
    """subprocess.Popen as a with-block, the child known to the signal handler throughout."""
    p = _spawn(args, **kw)
    try:
        with p:
            yield p
    finally:
        _live.discard(p)
        _groups.discard(p.pid)


def run(args: Sequence[str], *, timeout: float | None = None, input: str | bytes | None = None,
        **kw: Any) -> subprocess.CompletedProcess:
    """subprocess.run (capture_output, text, cwd as there), the child killed with the run.
    With a `timeout`, the child leads a process group of its own, and when the timeout passes
    the whole group is killed (subprocess.TimeoutExpired then)."""
    if kw.pop("capture_output", False):
        kw["stdout"] = kw["stderr"] = subprocess.PIPE
    if input is not None:
        kw["stdin"] = subprocess.PIPE
    if timeout is not None:
        kw.setdefault("process_group", 0)
    with started(args, **kw) as p:
        try:
            out, err = p.communicate(input, timeout=timeout)
        except subprocess.TimeoutExpired:
            _kill(p)
            p.communicate()
            raise
        except BaseException:
            _kill(p)
            raise
    return subprocess.CompletedProcess(args, p.returncode, out, err)


def run_tool(args: Sequence[str], what: str, *, timeout: float | None = None,
             cwd: str | Path | None = None) -> subprocess.CompletedProcess:
    """An external tool's run (llvm-objdump, ld.lld, a `--version` probe): no stdin, its
    output captured and decoded as UTF-8 (bytes that are not become U+FFFD: a tool's output
    is never trusted to be text), under the tool timeout (ROCKE_TOOL_TIMEOUT unless
    `timeout`). TimedOut, one line naming `what`, when it passes: the tool and its children
    were killed."""
    from .settings import settings

    limit = settings().tool_timeout_s if timeout is None else timeout
    try:
        r = run(args, timeout=limit, capture_output=True, stdin=subprocess.DEVNULL, cwd=cwd)
    except subprocess.TimeoutExpired:
        raise TimedOut(f"{what}: no answer within {limit:g} s (ROCKE_TOOL_TIMEOUT); killed with "
                       f"its children") from None
    except OSError as e:
        raise RockeError(f"{what}: cannot run {args[0]}: {e.strerror or e}") from None
    return subprocess.CompletedProcess(args, r.returncode, _text(r.stdout), _text(r.stderr))


def _text(b: bytes | None) -> str:
    return (b or b"").decode("utf-8", "replace")


def kill_all() -> None:
    """Stop: kill every live child and start none from now on (the signal handler's hook)."""
    global _stopping
    _stopping = True
    for p in list(_live):
        _kill(p)


def private_tmp() -> Path | None:
    """The run's temp directory, made once and named to children as TMPDIR. This process
    keeps the user's own temp directory (read first): its worktrees and files are removed by
    their with-blocks, and the next run looks for leftovers there. None when the user's temp
    directory takes nothing (children then use it as it is, and fail there, by name)."""
    global _tmp
    if _tmp is None:
        base = tempfile.gettempdir()
        _reap(Path(base))
        try:
            with signals_deferred():
                d = Path(tempfile.mkdtemp(prefix=PREFIX, dir=base))
                fd = os.open(d, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
                _tmp = (d, fd)
        except OSError:
            return None
        fcntl.flock(fd, fcntl.LOCK_EX)
        export("TMPDIR", str(d))
    return _tmp[0]


def adopt_orphans() -> None:
    """Become the subreaper of every process this run starts, however deep (Linux): a
    grandchild whose parent dies (a sim worker's forked case, the `git reset` a killed
    `git worktree add` started) is re-parented here instead of to init, so `finish` can kill
    and reap it before rocke exits. Only the rocke process itself (start.py) asks for this."""
    global _adopting
    try:
        import ctypes

        _adopting = ctypes.CDLL(None).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    except (OSError, AttributeError):
        _adopting = False


def _children() -> list[int]:
    me = os.getpid()
    out = []
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat", "rb") as f:
                    fields = f.read().rsplit(b")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == me:
                out.append(int(name))
    return out


def _kill_adopted(timeout_s: float = 5.0) -> None:
    """Kill and reap every child left (orphans adopted meanwhile included), for up to
    `timeout_s`: none is left running, not even briefly, once rocke has exited."""
    end = time.monotonic() + timeout_s
    while time.monotonic() < end:
        for pid in _children():
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        try:
            while os.waitpid(-1, os.WNOHANG)[0]:
                pass
        except ChildProcessError:
            return  # no child left
        time.sleep(0.005)


def finish() -> None:
    """The run is over: its children killed (none outlives it) and its temp directory gone."""
    global _tmp
    kill_all()
    for p in list(_live):
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            p.wait(timeout=5)
    if _adopting:
        _kill_adopted()
    if _tmp is not None:
        d, fd = _tmp
        _tmp = None
        shutil.rmtree(d, ignore_errors=True)
        os.close(fd)


def _reap(base: Path, min_age_s: float = 10.0) -> None:
    """Remove the temp directories of runs killed outright: no live process holds their lock
    (a dead holder's lock goes with it); a young one may be a run between making its
    directory and locking it, so it is left for a later run."""
    try:
        found = [base / n for n in os.listdir(base) if n.startswith(PREFIX)]
    except OSError:
        return
    for d in found:
        try:
            if time.time() - d.lstat().st_mtime < min_age_s or d.is_symlink():
                continue
            fd = os.open(d, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            shutil.rmtree(d, ignore_errors=True)
        except OSError:
            pass  # held: a run still going
        finally:
            os.close(fd)


on_signal(kill_all)
