"""Code objects from llvm22 text: LLVM 22 (this venv's llvmlite) writes the relocatable object in
the LLVM worker's forked children (a kernel that kills LLVM fails alone), ld.lld-22 links it
into the shared ELF a runtime loads (lld.py). A text holding a non-empty inline asm string is
printed as assembly by LLVM 22 instead and assembled by llvm-mc-22 (mc.py): llvmlite's LLVM
cannot write an object of it.

A code object is a pure function of the text (less its comment lines), the arch, LLVM, lld,
llvm-mc where it assembled the object, and this code: it is kept in the content cache (kind
`codeobject`, docs/design.md §13)."""

from __future__ import annotations

import base64
import os
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from ..cache import Cache, code_digest
from ..errors import RockeError, gather
from ..workers import ordered_map
from .llc import LlcFailed, find_llc, llc_identity, schedule_code, wants
from .lld import LinkFailed, find_lld, link, lld_identity
from .llvm_worker import has_inline_asm
from .mc import AssembleFailed, assemble, find_mc, mc_identity
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
    family: str = ""  # a config's kernel: its family and id (where its loop order is recorded)
    cid: str = ""


@dataclass
class ObjectResult:
    key: str
    data: bytes | None  # the linked code object; None: failed
    errors: list[str] = field(default_factory=list)


def _via_asm(text: str) -> bool:
    """Whether a job's object is assembled by llvm-mc: its text holds inline asm, or asks for
    rocke's loop order (written by llc, then assembled)."""
    return has_inline_asm(text) or wants(text)


def needs_mc(jobs: Sequence[ObjectJob]) -> bool:
    """Whether any job's object is assembled by llvm-mc (_via_asm)."""
    return any(_via_asm(j.text) for j in jobs)


def needs_llc(jobs: Sequence[ObjectJob]) -> bool:
    """Whether any job's loop is scheduled by rocke (llc writes it: toolchain/llc.py)."""
    return any(wants(j.text) for j in jobs)


def preflight(mc: bool = False, llc: bool = False) -> None:
    """LLVM 22 and the linker (and the assembler if `mc`, llc if `llc`), checked before any
    work; every missing one named."""
    all_present(lambda: interpreter_for(LLVM), find_lld, *((find_mc,) if mc else ()),
                *((find_llc,) if llc else ()))


def toolchain(mc: bool = False, llc: bool = False) -> dict[str, str]:
    """What made the objects (versions, never paths): recorded in the build manifest. The
    assembler only when `mc`, some object was assembled by it, and llc only when `llc`: a
    build without them neither needs them nor depends on them."""
    tools = {"llvm": llvm_identity(LLVM), "lld": lld_identity()}
    if mc:
        tools["llvm-mc"] = mc_identity()
    if llc:
        tools["llc"] = llc_identity()
    return tools


def _cache_key(job: ObjectJob, tools: dict[str, str], scheduler: Scheduler | None = None
               ) -> dict:
    here = Path(__file__)
    key = {"text": ir_digest(job.text), "arch": job.arch,
           "llvm": tools["llvm"], "lld": tools["lld"],
           "worker": code_digest(WORKER), "code": code_digest(here),
           "link": code_digest(here.with_name("lld.py")),
           "tools": code_digest(here.with_name("tools.py"))}
    if _via_asm(job.text):
        key |= {"llvm-mc": tools["llvm-mc"], "assemble": code_digest(here.with_name("mc.py"))}
    if wants(job.text):
        # the recorded order itself is part of the key (the scheduler's `digest`)
        key |= {"llc": tools["llc"], "schedule": schedule_code(),
                "order": scheduler.digest(job) if scheduler else None}
    return key


class Scheduler(Protocol):
    """rocke's loop order of a job's kernel (schedule/replay.py, which the command line
    passes: the toolchain does not read the goldens' records itself)."""

    def asm(self, job: ObjectJob) -> str: ...  # the kernel's assembly in its loop order

    def digest(self, job: ObjectJob) -> str: ...  # what decides that order (its record)


def _scheduled_object(job: ObjectJob, scheduler: Scheduler | None) -> ObjectResult:
    """The code object of a text that asks for rocke's loop order: its assembly in that order
    (the scheduler's), assembled and linked; a failure is that kernel's, never the build's."""
    if scheduler is None:
        return ObjectResult(job.key, None, [
            f"{job.key}: its plan asks for rocke's loop schedule and this build has no "
            f"scheduler (rocke build passes the replay of the recorded orders)"])
    try:
        return ObjectResult(job.key, link(assemble(scheduler.asm(job), job.arch, job.key),
                                          job.key))
    except (LlcFailed, RockeError, AssembleFailed, LinkFailed) as e:
        return ObjectResult(job.key, None, [str(e)])


def build_objects(jobs: Sequence[ObjectJob], workers: int | None = None,
                  progress: Callable[..., None] | None = None,
                  scheduler: Scheduler | None = None) -> list[ObjectResult]:
    """One code object per job, in job order; `workers` LLVM worker processes (each compiles
    in forked children) and as many link threads. `progress(n, what)`: n more jobs are done
    (`what` names the object, or says they came from the cache).
    `scheduler`: writes the assembly of the texts that ask for rocke's loop order."""
    workers = max(1, workers or os.cpu_count() or 1)
    mc, llc = needs_mc(jobs), needs_llc(jobs)
    preflight(mc, llc)
    tools = toolchain(mc, llc)
    cache = Cache("codeobject")
    results: dict[int, ObjectResult] = {}
    if cache.enabled:
        for i, j in enumerate(jobs):
            hit = cache.get_bytes(_cache_key(j, tools, scheduler))
            if hit is not None:
                results[i] = ObjectResult(j.key, hit)
    todo = [i for i in range(len(jobs)) if i not in results]
    if progress and results:
        progress(len(results), f"{len(results)} from the cache")
    if not todo:
        return [results[i] for i in range(len(jobs))]
    lock = threading.Lock()

    def store(i: int, res: ObjectResult) -> None:
        j = jobs[i]
        if cache.enabled and res.data is not None:
            cache.put_bytes(_cache_key(j, tools, scheduler), res.data)
        with lock:
            results[i] = res
            if progress:
                progress(1, f"{j.key} {j.arch}" + ("" if res.data is not None else " FAILED"))

    # rocke's loop orders first: replayed, assembled and linked in forked workers (llc twice,
    # llvm-mc and lld a kernel; llc reads the text itself, so LLVM's worker need not)
    sched = [i for i in todo if wants(jobs[i].text)]
    for i, res in zip(sched, ordered_map(lambda i: _scheduled_object(jobs[i], scheduler), sched,
                                         workers), strict=True):
        store(i, res)
    todo = [i for i in todo if i not in set(sched)]
    if not todo:
        return [results[i] for i in range(len(jobs))]
    py = interpreter_for(LLVM)
    n = min(workers, len(todo))

    def finish(i: int, r: dict) -> None:
        # linked as each object arrives, in the reader's thread: links overlap compiles
        j = jobs[i]
        if not r["ok"]:
            res = ObjectResult(j.key, None, [f"{j.key}: {e}" for e in r["errors"]] or
                               [f"{j.key}: LLVM failed"])
        else:
            try:
                # the worker's object, or its assembly of a text with inline asm (mc.py)
                obj = (assemble(r["assembly"], j.arch, j.key) if "assembly" in r
                       else base64.b64decode(r["object"]))
                res = ObjectResult(j.key, link(obj, j.key))
            except (AssembleFailed, LinkFailed) as e:
                res = ObjectResult(j.key, None, [str(e)])
        store(i, res)

    def chunk(ids: list[int]) -> None:
        payload = [{"key": jobs[i].key, "text": jobs[i].text, "arch": jobs[i].arch,
                    "object": True} for i in ids]
        run_worker(py, payload, each=lambda k, r: finish(ids[k], r))

    with ThreadPoolExecutor(max_workers=n) as pool:
        gather([pool.submit(chunk, todo[k::n]) for k in range(n)])
    return [results[i] for i in range(len(jobs))]
