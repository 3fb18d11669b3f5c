"""Run real LLVM over IR text: LLVM 22 (this venv's llvmlite) for llvm22/23/24, LLVM 20 (the
side venv's llvmlite) for llvm20, in worker processes (docs/design.md §9).

Each worker is `PY rocke_cli/llvm_worker.py` fed JSON lines on stdin; it compiles every job in a
forked child, so one kernel that kills LLVM fails alone."""

from __future__ import annotations

import contextlib
import hashlib
import importlib.metadata
import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ..engine.targets import flavor as flavor_spec
from ..errors import RockeError
from ..paths import root
from ..settings import settings

WORKER = Path(__file__).resolve().parent / "llvm_worker.py"
# llvmlite releases that bundle the LLVM each side must run (0.48-0.50: 22, 0.45-0.47: 20)
LLVMLITE = {22: ((0, 48), (0, 50)), 20: ((0, 45), (0, 47))}
HOW = "run `make venv`"


class ToolchainMissing(RockeError):
    """A tool a check needs is not installed: an error (one line, says how to get it),
    never a silent skip."""


@dataclass(frozen=True)
class VerifyJob:
    key: str
    text: str
    arch: str
    flavor: str
    want_asm: bool = False
    mfma: bool = False  # a matrix-core body: AGPRs allowed (spills and scratch still fail)


@dataclass
class VerifyResult:
    key: str
    ok: bool
    errors: list[str]
    llvm: str
    kernels: list[dict]
    asm: str | None


def llvm_major_for_flavor(flavor: str) -> int:
    """The LLVM that checks a flavor's text: llvm20 -> 20, llvm22/23/24 -> 22."""
    return flavor_spec(flavor).llvm_major


def _in_range(version: str, major: int) -> bool:
    try:
        ver = tuple(int(x) for x in version.split(".")[:2])
    except ValueError:
        return False
    lo, hi = LLVMLITE[major]
    return lo <= ver <= hi


def _want(major: int) -> str:
    (a, b), (c, d) = LLVMLITE[major]
    return f"llvmlite {a}.{b}-{c}.{d}"


@cache
def _llvmlite_of(py: str) -> str | None:
    """llvmlite version importable by interpreter `py` (None: none), one subprocess per path."""
    try:
        r = subprocess.run([py, "-c", "import llvmlite; print(llvmlite.__version__)"],
                           capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    return r.stdout.strip() if r.returncode == 0 and r.stdout.strip() else None


def interpreter_for(llvm_major: int) -> str:
    """The Python whose llvmlite bundles LLVM `llvm_major` (ToolchainMissing if there is none)."""
    if llvm_major == 22:
        # this interpreter: its own llvmlite, no subprocess needed
        try:
            ver = importlib.metadata.version("llvmlite")
        except importlib.metadata.PackageNotFoundError:
            ver = ""
        if not _in_range(ver, 22):
            raise ToolchainMissing(f"LLVM 22: {sys.executable} has llvmlite {ver or 'missing'}, "
                                   f"need {_want(22)} ({HOW})")
        return sys.executable
    if llvm_major != 20:
        raise ToolchainMissing(f"LLVM {llvm_major}: no interpreter is known for it")
    # read each call (not cached): the env may point elsewhere between calls, as tests do
    py = settings().llvm20_python or str(root() / ".venv-llvm20" / "bin" / "python")
    if not Path(py).is_file():
        raise ToolchainMissing(f"LLVM 20: no side venv interpreter at {py} ({HOW}, "
                               f"or set ROCKE_LLVM20_PYTHON)")
    ver = _llvmlite_of(py)
    if ver is None or not _in_range(ver, 20):
        raise ToolchainMissing(f"LLVM 20: {py} has llvmlite {ver or 'missing'}, "
                               f"need {_want(20)} ({HOW})")
    return py


def _run_worker(py: str, jobs: list[dict], done: Callable[[int], None] | None = None
                ) -> list[dict]:
    """One worker process over `jobs`; results in order, each reported to `done` as it
    arrives (progress)."""
    payload = "".join(json.dumps(j) + "\n" for j in jobs)
    # the worker runs outside this package (LLVM 20 side venv): settings reach it as arguments
    timeout = str(settings().llvm_timeout_s)
    with subprocess.Popen([py, str(WORKER), timeout], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, encoding="utf-8") as proc:
        err_lines: list[str] = []

        def feed() -> None:  # stdin and stderr in threads: no pipe ever fills and blocks
            assert proc.stdin is not None
            with contextlib.suppress(BrokenPipeError):
                proc.stdin.write(payload)
            with contextlib.suppress(BrokenPipeError, OSError):
                proc.stdin.close()

        def drain() -> None:
            assert proc.stderr is not None
            err_lines.extend(proc.stderr)

        threads = [threading.Thread(target=t, daemon=True) for t in (feed, drain)]
        for t in threads:
            t.start()
        lines = []
        assert proc.stdout is not None
        try:
            for ln in proc.stdout:
                if ln.strip():
                    lines.append(ln)
                    if done:
                        done(1)
        except BaseException:  # a signal, an error: the worker must not outlive the run
            proc.kill()
            raise
        for t in threads:
            t.join()
        proc.wait()
    if proc.returncode != 0 or len(lines) != len(jobs):
        # the worker itself broke (not a kernel: those die in the worker's children)
        err = "".join(err_lines)
        tail = (err.strip().splitlines() or [f"exit {proc.returncode}, no message"])[-1]
        raise RockeError(f"LLVM worker ({py}) failed after {len(lines)}/{len(jobs)} jobs: "
                         f"{tail.strip()[:300]}")
    return [json.loads(ln) for ln in lines]


def preflight(flavors: Sequence[str]) -> None:
    """Every LLVM the flavors need, checked before any work; all that are missing named."""
    missing = []
    for major in sorted({llvm_major_for_flavor(f) for f in flavors}):
        try:
            interpreter_for(major)
        except ToolchainMissing as e:
            missing.append(str(e))
    if missing:
        raise ToolchainMissing("; ".join(missing))


def verify(jobs: Sequence[VerifyJob], workers: int | None = None,
           progress: str | None = None) -> list[VerifyResult]:
    """Results in job order. Jobs with identical (text, arch, LLVM major) compile once and share
    the result; each LLVM version gets up to `workers` worker processes (round-robin chunks)."""
    workers = max(1, workers or os.cpu_count() or 1)
    unique: dict[tuple[str, str, int, bool], dict] = {}
    keys = []
    for j in jobs:
        major = llvm_major_for_flavor(j.flavor)
        k = (hashlib.sha256(j.text.encode()).hexdigest(), j.arch, major, j.mfma)
        keys.append(k)
        u = unique.setdefault(k, {"key": f"{k[0][:16]} {j.arch} llvm{major}", "text": j.text,
                                  "arch": j.arch, "want_asm": False, "mfma": j.mfma})
        u["want_asm"] = u["want_asm"] or j.want_asm  # one compile serves every duplicate
    # every interpreter is checked before any work starts: a missing one fails fast
    interp = {m: interpreter_for(m) for m in sorted({k[2] for k in unique})}
    chunks: list[tuple[str, list[tuple[str, str, int, bool]]]] = []
    for major, py in interp.items():
        ks = [k for k in unique if k[2] == major]
        n = min(workers, len(ks))
        chunks += [(py, ks[i::n]) for i in range(n)]
    results: dict[tuple[str, str, int, bool], dict] = {}
    if chunks:
        from ..output.ui import progress as bar

        lock = threading.Lock()
        with bar(progress or "", len(unique) if progress else 0) as advance, \
                ThreadPoolExecutor(max_workers=len(chunks)) as pool:
            def done(n: int) -> None:
                with lock:  # one bar, advanced from every worker's reader thread
                    advance(n)

            futs = [(ks, pool.submit(_run_worker, py, [unique[k] for k in ks], done))
                    for py, ks in chunks]
            for ks, fut in futs:
                results.update(zip(ks, fut.result(), strict=True))
    out = []
    for j, k in zip(jobs, keys, strict=True):
        r = results[k]
        # copies: callers may extend one result's lists without touching a duplicate's
        out.append(VerifyResult(j.key, bool(r["ok"]), list(r["errors"]), r["llvm"],
                                [dict(x) for x in r["kernels"]],
                                r["asm"] if j.want_asm else None))
    return out
