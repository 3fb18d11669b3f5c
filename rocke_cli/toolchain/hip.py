"""Compile .hip sources (device side only) with Debian's clang-22 (docs/design.md §9).

clang-22 is LLVM 22, the LLVM of the llvm22 flavor, and knows both arches. The same command
gives the simulator the device LLVM IR of a .hip (`device_ir`)."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .. import children
from ..cache import Cache, code_digest
from ..errors import RockeError
from ..files import write_error
from ..settings import settings
from .hip_pch import begins_with_runtime, discard, pch
from .tools import find_tool, version_line
from .verify import ToolchainMissing

HEADER = Path("/usr/include/hip/hip_runtime.h")
HOW = "apt-get install clang-22 libamdhip64-dev"
# Debian's HIP headers (5.2) read __AMDGCN_WAVEFRONT_SIZE, which clang stopped defining in
# LLVM 22: both arches run wave64, as the templates assume
WAVE_DEFINE = "-D__AMDGCN_WAVEFRONT_SIZE=64"
MAX_ERRORS = 5


@dataclass(frozen=True)
class HipJob:
    key: str
    text: str
    arch: str


@dataclass
class HipResult:
    key: str
    status: str  # "ok" | "failed"
    errors: list[str]


def find_clang() -> str:
    """clang-22 (or $ROCKE_HIP_CLANG) and the HIP headers, else ToolchainMissing."""
    clang = find_tool(settings().hip_clang, "HIP: no compiler", HOW)
    if not HEADER.exists():
        raise ToolchainMissing(f"HIP: no {HEADER} ({HOW})")
    return clang


@cache
def _identity(clang: str) -> str:
    first = version_line(clang, "HIP", HOW)
    # the HIP headers shape what compiles as much as the compiler does
    ver = HEADER.parent / "hip_version.h"
    text = ver.read_text(encoding="utf-8", errors="replace") if ver.is_file() else ""
    parts = [re.search(rf"#define HIP_VERSION_{p}\s+(\d+)", text) for p in
             ("MAJOR", "MINOR", "PATCH")]
    hip = ".".join(m.group(1) for m in parts if m) if all(parts) else "unknown"
    return f"{first}; HIP headers {hip}"


def clang_identity() -> str:
    """What a golden records of the compiler that checked its .hip: clang's version line and
    the HIP headers' version (never a path). ToolchainMissing if absent."""
    return _identity(find_clang())


def command(clang: str, arch: str, src: Path, out: Path, pch: Path | None = None) -> list[str]:
    """The one clang command: device only, no device libraries, LLVM IR text out. No
    compilation-unit id: clang derives it from the file's absolute path (a temporary one
    here), so equal sources would give unequal IR. `pch`: the runtime header precompiled
    (hip_pch.py), which changes the time taken, not the IR."""
    return [clang, "-x", "hip", f"--offload-arch={arch}", "--rocm-path=/usr", "-nogpulib",
            "--cuda-device-only", "-fuse-cuid=none", WAVE_DEFINE, "-O2", "-S", "-emit-llvm",
            *(["-include-pch", str(pch)] if pch else []), "-o", str(out), str(src)]


def _compile(clang: str, job: HipJob, tmp: Path, n: int) -> HipResult:
    # numbered names in a private dir: parallel jobs never collide, keys need no escaping
    src, out = tmp / f"k{n}.hip", tmp / f"k{n}.ll"
    try:
        src.write_text(job.text, encoding="utf-8")
    except OSError as e:  # a full temp directory: one line, not a pool thread's traceback
        raise write_error(src, e) from None
    pre = None
    timeout = settings().tool_timeout_s  # ROCKE_TOOL_TIMEOUT; the group is killed (children)
    if begins_with_runtime(job.text):
        pre = pch(_identity(clang), job.arch,
                  lambda s, o: command(clang, job.arch, s, o), timeout)
    try:
        # relative names from inside the directory: clang names the module after the path
        # children.run: a signal to rocke alone kills the compile (a pool thread's); clang's
        # output is decoded leniently (bytes that are not UTF-8 become U+FFFD)
        r = children.run(command(clang, job.arch, Path(src.name), Path(out.name), pre),
                         capture_output=True, encoding="utf-8", errors="replace",
                         timeout=timeout, cwd=tmp)
        if r.returncode != 0 and pre is not None:  # what is reported never depends on it
            r = children.run(command(clang, job.arch, Path(src.name), Path(out.name)),
                             capture_output=True, encoding="utf-8", errors="replace",
                             timeout=timeout, cwd=tmp)
            if r.returncode == 0:
                discard(pre)  # it broke a compile that passes without it: built again
    except subprocess.TimeoutExpired:
        return HipResult(job.key, "failed", [f"{job.key}: clang timed out after {timeout} s "
                                               f"(ROCKE_TOOL_TIMEOUT)"])
    if r.returncode == 0:
        return HipResult(job.key, "ok", [])

    def scrub(line: str) -> str:  # no temp path leaks into a report
        line = line.replace(str(src), job.key).replace(str(tmp) + os.sep, "")
        return re.sub(rf"(?<![\w./]){re.escape(src.name)}\b", job.key, line).strip()

    lines = r.stderr.splitlines()
    errs = [scrub(ln) for ln in lines if "error:" in ln]
    if not errs:  # e.g. a crash: its last words
        errs = [scrub(ln) for ln in lines if ln.strip()][-1:] or [f"clang exit {r.returncode}"]
    return HipResult(job.key, "failed", errs[:MAX_ERRORS])


def check_hip(jobs: Sequence[HipJob], workers: int | None = None,
              progress: str | None = None) -> list[HipResult]:
    """Results in job order. A compile that passed is kept in the content cache
    (docs/design.md §13) while text, arch, compiler and this module's flags are the same; a
    failure is always run again."""
    results: dict[int, HipResult] = {}
    todo = list(enumerate(jobs))
    cache = Cache("hip")
    ident = clang_identity() if todo and cache.enabled else ""

    def key(j: HipJob) -> dict:
        return _cache_key(j.text, j.arch, ident)

    if todo and cache.enabled:
        for i, j in todo:
            if cache.get(key(j), valid=lambda v: v == "ok") is not None:
                results[i] = HipResult(j.key, "ok", [])
        todo = [(i, j) for i, j in todo if i not in results]
    if todo:
        clang = find_clang()
        n = max(1, min(workers or os.cpu_count() or 1, len(todo)))
        from ..output.ui import progress as bar

        with tempfile.TemporaryDirectory(prefix="rocke-hip-") as tmp, \
                bar(progress or "", len(todo) if progress else 0) as advance, \
                ThreadPoolExecutor(max_workers=n) as pool:
            futs = {pool.submit(_compile, clang, j, Path(tmp), i): (i, j) for i, j in todo}
            for f in as_completed(futs):
                i, j = futs[f]
                results[i] = f.result()
                if cache.enabled and results[i].status == "ok":
                    cache.put(key(j), "ok")  # as each arrives: ^C keeps the work
                advance(1)
    return [results[i] for i in range(len(jobs))]


def device_ir(text: str, arch: str, key: str) -> str:
    """The device LLVM IR clang makes of one .hip (the command check_hip runs); a failed or
    impossible compile is an error naming `key`. Kept in the content cache (kind `hip-ir`,
    keyed like `hip`): the simulator runs a .hip's IR many times, clang's header parsing makes
    a compile most of a second."""
    clang = find_clang()
    cache = Cache("hip-ir")
    ck = _cache_key(text, arch, _identity(clang) if cache.enabled else "")
    hit = cache.get_bytes(ck)
    if hit is not None:
        return hit.decode("utf-8")
    with tempfile.TemporaryDirectory(prefix="rocke-hip-") as tmp:
        r = _compile(clang, HipJob(key, text, arch), Path(tmp), 0)
        if r.status != "ok":
            raise RockeError(f"{key}: clang failed: {r.errors[0]}")
        ir = (Path(tmp) / "k0.ll").read_text(encoding="utf-8")
    cache.put_bytes(ck, ir.encode("utf-8"))
    return ir


def _cache_key(text: str, arch: str, clang: str) -> dict:
    """A .hip's compile in the content cache: the text, the arch, the compiler's identity and
    this module's code (the flags) decide it."""
    return {"text": hashlib.sha256(text.encode()).hexdigest(), "arch": arch, "clang": clang,
            "code": code_digest(Path(__file__))}
