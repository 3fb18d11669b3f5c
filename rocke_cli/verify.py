"""Run LLVM over IR text: LLVM 22 (this venv's llvmlite) for llvm22/23/24, LLVM 20 (the side
venv) for llvm20, in worker processes (DESIGN section 9)."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .errors import RockeError
from .targets import FLAVORS

WORKER = Path(__file__).resolve().parent / "llvm_worker.py"
ROOT = Path(__file__).resolve().parent.parent
LLVMLITE = {22: ((0, 48), (0, 50)), 20: ((0, 45), (0, 47))}


class ToolchainMissing(RockeError):
    """A tool the check needs is not installed: an error, never a skip."""


@dataclass(frozen=True)
class VerifyJob:
    key: str
    text: str
    arch: str
    flavor: str
    want_asm: bool = False


@dataclass
class VerifyResult:
    key: str
    ok: bool
    errors: list[str]
    llvm: str
    kernels: list[dict]
    asm: str | None


def llvm_major_for_flavor(flavor: str) -> int:
    return FLAVORS[flavor].llvm_major


@cache
def interpreter_for(llvm_major: int) -> str:
    if llvm_major == 22:
        py = sys.executable
    else:
        py = os.environ.get("ROCKE_LLVM20_PYTHON") or str(ROOT / ".venv-llvm20" / "bin" / "python")
    if not Path(py).exists():
        raise ToolchainMissing(f"LLVM {llvm_major}: no interpreter at {py} (run `make venv`)")
    r = subprocess.run([py, "-c", "import llvmlite; print(llvmlite.__version__)"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise ToolchainMissing(f"LLVM {llvm_major}: {py} has no llvmlite (run `make venv`)")
    ver = tuple(int(x) for x in r.stdout.strip().split(".")[:2])
    lo, hi = LLVMLITE[llvm_major]
    if not lo <= ver <= hi:
        raise ToolchainMissing(f"LLVM {llvm_major}: {py} has llvmlite {r.stdout.strip()}, "
                               f"need {lo[0]}.{lo[1]}-{hi[0]}.{hi[1]} (run `make venv`)")
    return py


def _run_worker(py: str, jobs: list[dict]) -> list[dict]:
    payload = "".join(json.dumps(j) + "\n" for j in jobs)
    r = subprocess.run([py, str(WORKER)], input=payload, capture_output=True, text=True)
    lines = [ln for ln in r.stdout.splitlines() if ln.strip()]
    if r.returncode != 0 or len(lines) != len(jobs):
        tail = (r.stderr.strip().splitlines() or ["no output"])[-1]
        raise RockeError(f"LLVM worker ({py}) failed: {tail}")
    return [json.loads(ln) for ln in lines]


def verify(jobs: Sequence[VerifyJob], workers: int | None = None) -> list[VerifyResult]:
    """Results in job order. Identical (text, arch, LLVM) jobs compile once."""
    from concurrent.futures import ThreadPoolExecutor

    workers = max(1, workers or os.cpu_count() or 1)
    unique: dict[tuple[str, str, int, bool], dict] = {}
    keys = []
    for j in jobs:
        major = llvm_major_for_flavor(j.flavor)
        k = (hashlib.sha256(j.text.encode()).hexdigest(), j.arch, major, j.want_asm)
        keys.append(k)
        unique.setdefault(k, {"key": "|".join(map(str, k)), "text": j.text, "arch": j.arch,
                              "want_asm": j.want_asm})
    chunks: list[tuple[str, list]] = []
    for major in sorted({k[2] for k in unique}):
        py = interpreter_for(major)
        items = [(k, v) for k, v in unique.items() if k[2] == major]
        n = min(workers, len(items))
        chunks += [(py, items[i::n]) for i in range(n)]
    results: dict = {}
    with ThreadPoolExecutor(max_workers=len(chunks) or 1) as pool:
        futs = [(items, pool.submit(_run_worker, py, [v for _, v in items]))
                for py, items in chunks]
        for items, fut in futs:
            for (k, _), res in zip(items, fut.result(), strict=True):
                results[k] = res
    out = []
    for j, k in zip(jobs, keys, strict=True):
        r = results[k]
        out.append(VerifyResult(j.key, r["ok"], list(r["errors"]), r["llvm"],
                                [dict(x) for x in r["kernels"]], r["asm"]))
    return out
