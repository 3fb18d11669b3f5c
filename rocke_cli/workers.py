"""Worker processes for CPU-bound maps (render, canonical forms): forked children whose results
come back in task order, and which never outlive the run.

Not multiprocessing.Pool: its terminate() takes a lock an idle worker holds while it waits for
work, so a worker killed by Ctrl-C hangs the parent for good, and each worker prints its own
KeyboardInterrupt traceback. Here workers ignore SIGINT and SIGTERM (the parent alone answers
a signal), and any way out of the parent's loop (an error, a signal, an abandoned generator)
SIGKILLs and reaps them before it goes on. A worker whose parent died sees its request pipe
close and exits after the chunk in hand."""

from __future__ import annotations

import os
import pickle
import selectors
import signal
import struct
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .errors import RockeError, signals_deferred

T = TypeVar("T")
R = TypeVar("R")
_CHUNK = struct.Struct("!qq")  # parent -> worker: [start, stop) of the tasks
_SIZE = struct.Struct("!Q")  # worker -> parent: a pickled (start, "ok"|"err", payload)


@dataclass
class _Worker:
    pid: int
    requests: int  # the parent's write end
    replies: int  # the parent's read end


def ordered_map(fn: Callable[[T], R], tasks: Sequence[T], jobs: int,
                chunk: int = 1) -> Iterator[R]:
    """fn over tasks in `jobs` forked workers (fn and tasks are inherited, never pickled);
    results in task order whatever `jobs` is. A worker's exception is re-raised here."""
    chunks = [(i, min(i + chunk, len(tasks))) for i in range(0, len(tasks), max(1, chunk))]
    if jobs <= 1 or len(chunks) <= 1:
        yield from map(fn, tasks)
        return
    workers: list[_Worker] = []
    try:
        for _ in range(min(jobs, len(chunks))):
            with signals_deferred():  # raised here once the worker is in the list it kills
                workers.append(_fork(fn, tasks, workers))
        yield from _drive(workers, chunks)
    finally:
        _stop(workers)


def _fork(fn: Callable[[Any], Any], tasks: Sequence[Any], others: list[_Worker]) -> _Worker:
    req_r, req_w = os.pipe()
    rep_r, rep_w = os.pipe()
    pid = os.fork()
    if pid == 0:  # the worker: never returns
        code = 1
        try:
            for s in (signal.SIGINT, signal.SIGTERM):
                signal.signal(s, signal.SIG_IGN)
            # the other workers' pipe ends: held here, they would keep a dead parent's pipes
            # open and those workers would never see the end of their requests
            for w in others:
                os.close(w.requests)
                os.close(w.replies)
            os.close(req_w)
            os.close(rep_r)
            _serve(fn, tasks, req_r, rep_w)
            code = 0
        finally:
            os._exit(code)  # no atexit, no flushing of buffers inherited from the parent
    os.close(req_r)
    os.close(rep_w)
    return _Worker(pid, req_w, rep_r)


def _serve(fn: Callable[[Any], Any], tasks: Sequence[Any], requests: int, replies: int) -> None:
    while (head := _read(requests, _CHUNK.size)) is not None:
        start, stop = _CHUNK.unpack(head)
        try:
            msg = pickle.dumps((start, "ok", [fn(t) for t in tasks[start:stop]]))
        except Exception as e:  # the parent raises it, as multiprocessing did
            try:
                msg = pickle.dumps((start, "err", e))
            except Exception:
                msg = pickle.dumps((start, "err", RuntimeError(f"{type(e).__name__}: {e}")))
        _write(replies, _SIZE.pack(len(msg)) + msg)


def _drive(workers: list[_Worker], chunks: list[tuple[int, int]]) -> Iterator[Any]:
    sel = selectors.DefaultSelector()
    todo = iter(chunks)
    done: dict[int, list[Any]] = {}
    for w in workers:
        _write(w.requests, _CHUNK.pack(*next(todo)))
        sel.register(w.replies, selectors.EVENT_READ, w)
    order = [start for start, _ in chunks]
    k = 0
    while k < len(order):
        for key, _ in sel.select():
            w = key.data
            start, kind, payload = _receive(w)
            if kind == "err":
                raise payload
            done[start] = payload
            nxt = next(todo, None)
            if nxt is not None:
                _write(w.requests, _CHUNK.pack(*nxt))
        while k < len(order) and order[k] in done:
            yield from done.pop(order[k])
            k += 1
    sel.close()


def _receive(w: _Worker) -> tuple[int, str, Any]:
    head = _read(w.replies, _SIZE.size)
    data = _read(w.replies, _SIZE.unpack(head)[0]) if head is not None else None
    if data is None:
        _, status = os.waitpid(w.pid, 0)
        w.pid = 0
        why = (f"killed by {signal.Signals(os.WTERMSIG(status)).name}"
               if os.WIFSIGNALED(status) else f"exit {os.waitstatus_to_exitcode(status)}")
        raise RockeError(f"a worker process died ({why})")
    return pickle.loads(data)


def _stop(workers: list[_Worker]) -> None:
    for w in workers:
        if w.pid:
            try:
                os.kill(w.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
    for w in workers:
        for fd in (w.requests, w.replies):
            try:
                os.close(fd)
            except OSError:
                pass
        if w.pid:
            os.waitpid(w.pid, 0)  # reaped: none outlives this call, none is left a zombie


def _read(fd: int, n: int) -> bytes | None:
    """Exactly n bytes, or None at the end of the pipe."""
    buf = bytearray()
    while len(buf) < n:
        part = os.read(fd, n - len(buf))
        if not part:
            return None
        buf += part
    return bytes(buf)


def _write(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]
