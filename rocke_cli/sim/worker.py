"""Process isolation: every planned instance runs in a child process.

An unguarded kernel fed adversarial offsets may write anywhere or crash the process; a hung
barrier never returns. The child (`python -m rocke_cli.sim.worker`) reads one unit as JSON on
stdin and prints one JSON line per case. The parent records a crash or a timeout against the
case in flight and starts a fresh child for the cases left.
"""

from __future__ import annotations

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

_stopping = threading.Event()
_live: set[subprocess.Popen] = set()
_live_lock = threading.Lock()


def stop_all() -> None:
    """The run is over (an error, a signal): kill every worker and start no new one."""
    _stopping.set()
    with _live_lock:
        for p in _live:
            p.kill()


def main() -> None:
    # Ctrl-C reaches this process too (same process group): die quietly, the parent decides
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    from .run import run_unit

    unit = json.loads(sys.stdin.read())
    out = sys.stdout
    try:
        for res in run_unit(unit):
            out.write(json.dumps(res, sort_keys=True) + "\n")
            out.flush()
    except RockeError as e:
        out.write(json.dumps({"fatal": str(e)}) + "\n")
        out.flush()
        os._exit(3)
    out.flush()
    # skip interpreter teardown: JIT engines and stuck threads need no orderly exit
    os._exit(0)


def _signame(rc: int) -> str:
    try:
        return signal.Signals(-rc).name
    except ValueError:
        return f"signal {-rc}"


def run_unit_isolated(unit: dict[str, Any], timeout: float,
                      on_case: Callable[[dict], None] | None = None) -> list[dict[str, Any]]:
    """Results of every case of `unit`, in order; crashes and hangs become failed results."""
    left = list(unit["cases"])
    results: list[dict[str, Any]] = []
    while left:
        sub = dict(unit, cases=left)
        env = dict(os.environ, PYTHONHASHSEED="0")
        with _live_lock:
            if _stopping.is_set():
                raise RockeError("sim: stopped")
            proc = subprocess.Popen([sys.executable, "-m", "rocke_cli.sim.worker"],
                                    stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True, env=env)
            _live.add(proc)
        assert proc.stdin and proc.stdout and proc.stderr
        proc.stdin.write(json.dumps(sub))
        proc.stdin.close()
        lines: queue.Queue[str | None] = queue.Queue()

        def reader(stream: Any = proc.stdout, q: queue.Queue = lines) -> None:
            for ln in stream:
                q.put(ln)
            q.put(None)

        threading.Thread(target=reader, daemon=True).start()
        err_buf: list[str] = []

        def drain(stream: Any = proc.stderr, buf: list[str] = err_buf) -> None:
            buf.append(stream.read())

        threading.Thread(target=drain, daemon=True).start()
        deadline = time.monotonic() + timeout
        failure = None
        while left:
            try:
                ln = lines.get(timeout=max(deadline - time.monotonic(), 0.01))
            except queue.Empty:
                proc.kill()
                failure = f"timed out after {timeout:.0f} s (hang: a barrier not reached?)"
                break
            if ln is None:
                break
            msg = json.loads(ln)
            if "fatal" in msg:
                proc.wait()
                raise RockeError(msg["fatal"])
            results.append(msg)
            if on_case:
                on_case(msg)
            left.pop(0)
            deadline = time.monotonic() + timeout
        rc = proc.wait()
        with _live_lock:
            _live.discard(proc)
        if not left:
            break
        if failure is None:
            tail = (err_buf[0] if err_buf else "").strip().splitlines()
            why = _signame(rc) if rc < 0 else f"exit {rc}"
            failure = f"crashed ({why})" + (f": {tail[-1][:200]}" if tail else "")
        res = {"case": left.pop(0), "ok": False, "error": failure, "outputs": [],
               "stray": {}, "canary_hits": {}, "crashed": True}
        results.append(res)
        if on_case:
            on_case(res)
    return results


if __name__ == "__main__":
    main()
