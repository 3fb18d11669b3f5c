"""Code objects from llvm22 text: LLVM 22 (this venv's llvmlite) writes the relocatable object in
the LLVM worker's forked children (a kernel that kills LLVM fails alone), ld.lld-22 links it
into the shared ELF a runtime loads (lld.py).

A code object is a pure function of the text (less its comment lines), the arch, LLVM, lld
and this code: it is kept in the content cache (kind `codeobject`, docs/design.md §13)."""

from __future__ import annotations

import base64
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from ..cache import Cache, code_digest
from .lld import LinkFailed, find_lld, link, lld_identity
from .tools import all_present
from .verify import (
    WORKER,
    interpreter_for,
    ir_digest,
    llvm_identity,
    run_worker,
)

LLVM = 22  # the LLVM that writes objects: llvmlite 0.50's, the one clang-22 and lld-22 carry


@dataclass(frozen=True)
class ObjectJob:
    key: str  # names the kernel in errors
    text: str  # llvm22 IR
    arch: str


@dataclass
class ObjectResult:
    key: str
    data: bytes | None  # the linked code object; None: failed
    errors: list[str] = field(default_factory=list)


def preflight() -> None:
    """LLVM 22 and the linker, checked before any work; both named when both are missing."""
    all_present(lambda: interpreter_for(LLVM), find_lld)


def toolchain() -> dict[str, str]:
    """What made the objects (versions, never paths): recorded in the build manifest."""
    return {"llvm": llvm_identity(LLVM), "lld": lld_identity()}


def _cache_key(job: ObjectJob, tools: dict[str, str]) -> dict:
    return {"text": ir_digest(job.text), "arch": job.arch, **tools,
            "worker": code_digest(WORKER), "code": code_digest(Path(__file__)),
            "link": code_digest(Path(__file__).with_name("lld.py"))}


def build_objects(jobs: Sequence[ObjectJob], workers: int | None = None,
                  progress: Callable[[int], None] | None = None) -> list[ObjectResult]:
    """One code object per job, in job order; `workers` LLVM worker processes (each compiles
    in forked children) and as many link threads. `progress(n)`: n more jobs are done."""
    workers = max(1, workers or os.cpu_count() or 1)
    preflight()
    tools = toolchain()
    cache = Cache("codeobject")
    results: dict[int, ObjectResult] = {}
    if cache.enabled:
        for i, j in enumerate(jobs):
            hit = cache.get_bytes(_cache_key(j, tools))
            if hit is not None:
                results[i] = ObjectResult(j.key, hit)
    todo = [i for i in range(len(jobs)) if i not in results]
    if progress and results:
        progress(len(results))
    if not todo:
        return [results[i] for i in range(len(jobs))]
    py = interpreter_for(LLVM)
    n = min(workers, len(todo))
    lock = threading.Lock()

    def finish(i: int, r: dict) -> None:
        # linked as each object arrives, in the reader's thread: links overlap compiles
        j = jobs[i]
        if not r["ok"]:
            res = ObjectResult(j.key, None, [f"{j.key}: {e}" for e in r["errors"]] or
                               [f"{j.key}: LLVM failed"])
        else:
            try:
                res = ObjectResult(j.key, link(base64.b64decode(r["object"]), j.key))
            except LinkFailed as e:
                res = ObjectResult(j.key, None, [str(e)])
            if cache.enabled and res.data is not None:
                cache.put_bytes(_cache_key(j, tools), res.data)
        with lock:
            results[i] = res
            if progress:
                progress(1)

    def chunk(ids: list[int]) -> None:
        payload = [{"key": jobs[i].key, "text": jobs[i].text, "arch": jobs[i].arch,
                    "object": True} for i in ids]
        run_worker(py, payload, each=lambda k, r: finish(ids[k], r))

    with ThreadPoolExecutor(max_workers=n) as pool:
        for f in [pool.submit(chunk, todo[k::n]) for k in range(n)]:
            f.result()
    return [results[i] for i in range(len(jobs))]
