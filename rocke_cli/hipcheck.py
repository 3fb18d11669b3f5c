"""Compile .hip sources for gfx942 with Debian's clang-19 (device only, DESIGN section 9).
gfx950 is beyond LLVM 19: reported as not checkable, neither pass nor failure."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from .verify import ToolchainMissing

CHECKABLE = ("gfx942",)
HEADER = Path("/usr/include/hip/hip_runtime.h")


@dataclass(frozen=True)
class HipJob:
    key: str
    text: str
    arch: str


@dataclass
class HipResult:
    key: str
    status: str  # ok | failed | not-checkable
    errors: list[str]


def find_clang() -> str:
    clang = os.environ.get("ROCKE_HIP_CLANG") or shutil.which("clang-19")
    if not clang or not HEADER.exists():
        raise ToolchainMissing("HIP: clang-19 and the HIP headers are needed "
                               "(apt-get install clang-19 libamdhip64-dev)")
    return clang


def _compile(clang: str, job: HipJob, tmp: Path, n: int) -> HipResult:
    src, out = tmp / f"k{n}.hip", tmp / f"k{n}.ll"
    src.write_text(job.text, encoding="utf-8")
    r = subprocess.run([clang, "-x", "hip", f"--offload-arch={job.arch}", "--rocm-path=/usr",
                        "-nogpulib", "--cuda-device-only", "-O2", "-S", "-emit-llvm",
                        "-o", str(out), str(src)], capture_output=True, text=True)
    if r.returncode == 0:
        return HipResult(job.key, "ok", [])
    errs = [ln.replace(str(src), job.key) for ln in r.stderr.splitlines() if "error" in ln]
    return HipResult(job.key, "failed", errs[:5] or [f"clang-19 exit {r.returncode}"])


def check_hip(jobs: Sequence[HipJob], workers: int | None = None) -> list[HipResult]:
    todo = [(i, j) for i, j in enumerate(jobs) if j.arch in CHECKABLE]
    results: dict[int, HipResult] = {
        i: HipResult(j.key, "not-checkable", [f"{j.arch}: not checkable by clang-19"])
        for i, j in enumerate(jobs) if j.arch not in CHECKABLE}
    if todo:
        clang = find_clang()
        with tempfile.TemporaryDirectory(prefix="rocke-hip-") as tmp, \
                ThreadPoolExecutor(max_workers=max(1, workers or os.cpu_count() or 1)) as pool:
            futs = {i: pool.submit(_compile, clang, j, Path(tmp), i) for i, j in todo}
            results.update({i: f.result() for i, f in futs.items()})
    return [results[i] for i in range(len(jobs))]
