"""Process isolation: every planned instance runs in a child process.

An unguarded kernel fed adversarial offsets may write anywhere or crash the process; a loop
that never ends never returns. The child (`python -m rocke_cli.sim.worker`) reads units as
JSON lines on stdin and prints one JSON line per case, then a `done` line per unit; one child
serves many units (its imports, templates and JIT-compiled kernels stay warm). The parent
records a crash or a timeout against the case in flight and starts a fresh child for the
cases left.
"""

from __future__ import annotations

import contextlib
import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from ..errors import RockeError
from ..toolchain.llvm_worker import die_with

DONE = {"done": True}  # the line that ends a unit's results
RECYCLE_UNITS = 64  # a worker serves this many units, then a fresh one (memory stays bounded)

_stopping = threading.Event()
_live: set[subprocess.Popen] = set()
_live_lock = threading.Lock()


_spare: list[Worker] = []  # started early (`prestart`), taken by the session's first thread


def prestart() -> None:
    """Start a worker now, before the caller imports and plans: the first unit finds it warm.
    Once: a second call while one waits starts none."""
    with _live_lock:
        idle = _stopping.is_set() or bool(_spare)
    if not idle:
        w = Worker().start()
        with _live_lock:
            _spare.append(w)


def take_spare() -> list[Worker]:
    """The prestarted workers (and none the next time)."""
    with _live_lock:
        out = _spare[:]
        _spare.clear()
    return out


def start_all() -> None:
    """A session begins: workers may be started again (an earlier session may have stopped)."""
    _stopping.clear()


def stop_all() -> None:
    """The run is over (an error, a signal): kill every worker, start no new one, and reap
    the killed ones before returning (a worker still tearing down after its SIGKILL would
    outlive rocke for a moment, an orphan; seen under load)."""
    _stopping.set()
    with _live_lock:
        procs = list(_live)
        for p in procs:
            p.kill()
    for p in procs:
        with contextlib.suppress(subprocess.SubprocessError, OSError):
            p.wait(timeout=5)


def main() -> None:
    # Ctrl-C reaches this process too (same process group): die quietly, the parent decides
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    from ..paths import set_root
    from .run import run_unit
    from .runtime import host_triple

    host_triple()  # LLVM initialized while the parent still plans (session prestarts one)
    out = sys.stdout
    for line in sys.stdin:  # one unit per line; the process (and its JIT cache) serves many
        if not line.strip():
            continue
        unit = json.loads(line)
        if unit.get("root"):
            set_root(unit["root"])
        try:
            if unit.get("guard", True) or not hasattr(os, "fork"):
                for res in run_unit(unit):
                    out.write(json.dumps(res, sort_keys=True) + "\n")
                    out.flush()
            else:
                _run_forked(unit, out)
        except RockeError as e:
            out.write(json.dumps({"fatal": str(e)}) + "\n")
            out.flush()
            os._exit(3)
        out.write(json.dumps(DONE) + "\n")
        out.flush()
    # skip interpreter teardown: JIT engines and stuck threads need no orderly exit
    os._exit(0)


def crash_result(case: str, failure: str) -> dict[str, Any]:
    """The result of a case whose process died (or hung) before it reported."""
    return {"case": case, "ok": False, "error": failure, "outputs": [], "stray": {},
            "canary_hits": {}, "crashed": True}


def _run_forked(unit: dict[str, Any], out: Any) -> None:
    """An unguarded unit (the negative control, run to be caught: it may write anywhere and
    crash) runs in forked children of this worker, which has compiled its kernels first: a
    crash costs a fork, not a fresh interpreter, imports and compiles. A child that dies
    fails the case it was running; the next child goes on from the case after it."""
    from .run import prepare_unit, run_unit

    prepare_unit(unit)
    left = list(unit["cases"])
    while left:
        r, w = os.pipe()
        out.flush()
        me = os.getpid()
        pid = os.fork()
        if pid == 0:  # the child: results on the pipe, nothing else on the worker's stdout
            os.close(r)
            die_with(me)
            from .buffers import forget_free

            forget_free()  # writing the worker's spare memory would copy it page by page
            code = 0
            with os.fdopen(w, "w") as pipe:
                try:
                    for res in run_unit(dict(unit, cases=left)):
                        pipe.write(json.dumps(res, sort_keys=True) + "\n")
                        pipe.flush()
                except RockeError as e:
                    pipe.write(json.dumps({"fatal": str(e)}) + "\n")
                except BaseException as e:  # noqa: BLE001 - reported as the case's crash
                    pipe.write(json.dumps({"note": f"{type(e).__name__}: {e}"[:200]}) + "\n")
                    code = 1
            os._exit(code)
        os.close(w)
        note = ""
        with os.fdopen(r) as pipe:
            for ln in pipe:
                msg = json.loads(ln)
                if "fatal" in msg:
                    os.waitpid(pid, 0)
                    raise RockeError(msg["fatal"])
                if "note" in msg:
                    note = msg["note"]
                    continue
                out.write(ln)
                out.flush()
                left.pop(0)
        _, status = os.waitpid(pid, 0)
        if left:
            why = (_signame(-os.WTERMSIG(status)) if os.WIFSIGNALED(status)
                   else f"exit {os.WEXITSTATUS(status)}")
            out.write(json.dumps(crash_result(left.pop(0), f"crashed ({why})"
                                              + (f": {note}" if note else "")),
                                 sort_keys=True) + "\n")
            out.flush()


def _signame(rc: int) -> str:
    try:
        return signal.Signals(-rc).name
    except ValueError:
        return f"signal {-rc}"


class Worker:
    """One child process that runs units one after another (no interpreter start-up, template
    compile or kernel JIT repeated per unit); replaced after a crash, a hang or RECYCLE_UNITS
    units."""

    def __init__(self) -> None:
        self.proc: subprocess.Popen | None = None
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.err: list[str] = []
        self.served = 0

    def _start(self) -> subprocess.Popen:
        env = dict(os.environ, PYTHONHASHSEED="0")
        # one thread of BLAS per worker: -j already fills the cores, and OpenBLAS's idle
        # threads spin (a tenth of a worker's CPU time in a profile of the reference)
        env.setdefault("OPENBLAS_NUM_THREADS", "1")
        # glibc keeps what NumPy frees for the next array (up to 32 MiB each; past that it
        # maps and unmaps): by default every temporary of a few MiB came from fresh pages
        # the kernel zeroes, which was most of what judging a case cost
        env.setdefault("MALLOC_MMAP_THRESHOLD_", str(32 << 20))
        env.setdefault("MALLOC_TRIM_THRESHOLD_", str(1 << 30))
        with _live_lock:
            if _stopping.is_set():
                raise RockeError("sim: stopped")
            proc = subprocess.Popen([sys.executable, "-m", "rocke_cli.sim.worker"],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True, env=env)
            _live.add(proc)
        assert proc.stdout and proc.stderr
        self.lines, self.err, self.served = queue.Queue(), [], 0

        def reader(stream: Any = proc.stdout, q: queue.Queue = self.lines) -> None:
            for ln in stream:
                q.put(ln)
            q.put(None)

        def drain(stream: Any = proc.stderr, buf: list[str] = self.err) -> None:
            buf.append(stream.read())

        threading.Thread(target=reader, daemon=True).start()
        threading.Thread(target=drain, daemon=True).start()
        return proc

    def start(self) -> Worker:
        """Start the child now (its imports overlap the caller's work), not at the first unit."""
        if self.proc is None:
            self.proc = self._start()
        return self

    def send(self, unit: dict[str, Any]) -> queue.Queue[str | None]:
        """Hand `unit` to the live child (starting one if needed); its lines arrive on the
        returned queue."""
        if self.proc is None or self.proc.poll() is not None or self.served >= RECYCLE_UNITS:
            self.close()
            self.proc = self._start()
        assert self.proc.stdin
        self.served += 1
        try:
            self.proc.stdin.write(json.dumps(unit) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            pass  # it died: the reader sees the end of its output
        return self.lines

    def kill(self) -> int:
        """Stop the child; its exit status."""
        assert self.proc
        self.proc.kill()
        rc = self.proc.wait()
        self._forget()
        return rc

    def _forget(self) -> None:
        with _live_lock:
            _live.discard(self.proc)
        self.proc = None

    def close(self) -> None:
        if self.proc is not None:
            if self.proc.stdin:
                self.proc.stdin.close()
            self.proc.wait()
            self._forget()


def run_unit_isolated(unit: dict[str, Any], timeout: float,
                      on_case: Callable[[dict], None] | None = None,
                      worker: Worker | None = None) -> list[dict[str, Any]]:
    """Results of every case of `unit`, in order; crashes and hangs become failed results.
    `worker` (kept by the caller across units) runs it; without one, a child of its own."""
    own = worker is None
    w = worker or Worker()
    left = list(unit["cases"])
    results: list[dict[str, Any]] = []
    while left:
        lines = w.send(dict(unit, cases=left))
        deadline = time.monotonic() + timeout
        failure, done = None, False
        while left:
            try:
                ln = lines.get(timeout=max(deadline - time.monotonic(), 0.01))
            except queue.Empty:
                w.kill()
                failure = f"timed out after {timeout:.0f} s (hang: a loop that does not end?)"
                break
            if ln is None:
                break
            msg = json.loads(ln)
            if "fatal" in msg:
                w.kill()
                raise RockeError(msg["fatal"])
            if msg == DONE:
                done = True
                break
            results.append(msg)
            if on_case:
                on_case(msg)
            left.pop(0)
            deadline = time.monotonic() + timeout
        if not left:
            if not done and w.proc is not None:  # the unit's end marker is still to come
                _until_done(w, deadline)
            break
        if done:
            w.kill()
            raise RockeError(f"sim worker: {len(left)} case(s) of the unit never reported")
        if failure is None:  # the child's output ended: it died
            rc = w.proc.wait() if w.proc is not None else 0
            w._forget()
            tail = "".join(w.err).strip().splitlines()
            why = _signame(rc) if rc < 0 else f"exit {rc}"
            failure = f"crashed ({why})" + (f": {tail[-1][:200]}" if tail else "")
        res = crash_result(left.pop(0), failure)
        results.append(res)
        if on_case:
            on_case(res)
    if own:
        w.close()
    return results


def _until_done(w: Worker, deadline: float) -> None:
    """Read up to the unit's end marker, so the next unit's lines start clean."""
    while True:
        try:
            ln = w.lines.get(timeout=max(deadline - time.monotonic(), 0.01))
        except queue.Empty:
            w.kill()
            return
        if ln is None:
            w._forget()
            return
        if json.loads(ln) == DONE:
            return


if __name__ == "__main__":
    main()
