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

from .. import children
from ..cache import Cache, code_digest
from ..engine.targets import flavor as flavor_spec
from ..errors import RockeError, gather
from ..paths import root
from ..settings import settings
from .llvm_worker import has_inline_asm
from .mc import AssembleFailed, assemble, mc_identity
from .tools import ToolchainMissing

WORKER = Path(__file__).resolve().parent / "llvm_worker.py"
# llvmlite releases that bundle the LLVM each side must run (0.48-0.50: 22, 0.45-0.47: 20)
LLVMLITE = {22: ((0, 48), (0, 50)), 20: ((0, 45), (0, 47))}
HOW = "run `make venv`"


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


_PROBE = ("import llvmlite, llvmlite.binding as b; "
          "print(llvmlite.__version__, '.'.join(map(str, b.llvm_version_info)))")


@cache
def _probe(py: str) -> tuple[str, str] | None:
    """(llvmlite version, LLVM version) of interpreter `py` (None: no llvmlite), one
    subprocess per path."""
    try:
        r = subprocess.run([py, "-c", _PROBE], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    words = r.stdout.split()
    return (words[0], words[1]) if r.returncode == 0 and len(words) == 2 else None


def _llvmlite_of(py: str) -> str | None:
    probed = _probe(py)
    return probed[0] if probed else None


def llvm_identity(llvm_major: int) -> str:
    """What a golden records of the LLVM that verified it: the LLVM and llvmlite versions
    (never a path: goldens are the same bytes on every machine). ToolchainMissing if absent."""
    py = interpreter_for(llvm_major)
    if py == sys.executable:
        import llvmlite.binding as llvm  # this venv's own: no subprocess

        lite = importlib.metadata.version("llvmlite")
        ver = ".".join(str(x) for x in llvm.llvm_version_info)
    else:
        probed = _probe(py)
        assert probed is not None  # interpreter_for accepted it
        lite, ver = probed
    return f"LLVM {ver} (llvmlite {lite})"


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
    try:
        found = Path(py).is_file()
    except OSError as e:  # inside a directory we may not search, a name too long
        raise ToolchainMissing(f"LLVM 20: {py}: {e.strerror or e} ({HOW}, or set "
                               f"ROCKE_LLVM20_PYTHON)") from None
    if not found:
        raise ToolchainMissing(f"LLVM 20: no side venv interpreter at {py} ({HOW}, "
                               f"or set ROCKE_LLVM20_PYTHON)")
    ver = _llvmlite_of(py)
    if ver is None or not _in_range(ver, 20):
        raise ToolchainMissing(f"LLVM 20: {py} has llvmlite {ver or 'missing'}, "
                               f"need {_want(20)} ({HOW})")
    return py


def run_worker(py: str, jobs: list[dict], done: Callable[[int], None] | None = None, *,
                each: Callable[[int, dict], None] | None = None) -> list[dict]:
    """One worker process over `jobs`; results in order, each reported to `done` as it
    arrives (progress) and to `each` with its job's index (the cache keeps what a long run
    has done, should it be interrupted)."""
    payload = "".join(json.dumps(j) + "\n" for j in jobs)
    # the worker runs outside this package (LLVM 20 side venv): settings reach it as arguments
    timeout = str(settings().llvm_timeout_s)
    # known to the signal handler: a signal to rocke alone kills it at once (children.py)
    with children.started([py, str(WORKER), timeout], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          encoding="utf-8") as proc:
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
                    if each and len(lines) < len(jobs):
                        each(len(lines), json.loads(ln))
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


def ir_digest(text: str) -> str:
    """sha256 of the text without its whole-line comments: LLVM never reads them, so texts that
    differ only there (llvm22/23/24 differ in their first line alone) compile once. A ';' that
    starts a line is always a comment: no IR token spans lines."""
    if ";" not in text:
        return hashlib.sha256(text.encode()).hexdigest()
    code = "\n".join(ln for ln in text.split("\n") if not ln.lstrip().startswith(";"))
    return hashlib.sha256(code.encode()).hexdigest()


def _cache_key(k: tuple[str, str, int, bool], llvm: str, mc: str | None = None) -> dict:
    # what decides a result: the text, the target, the LLVM that judged it (identity, not
    # just its major) and the worker's code, which holds the checks; for a text with inline
    # asm, the assembler that accepted LLVM's assembly of it too
    key = {"text": k[0], "arch": k[1], "mfma": k[3], "llvm": llvm,
           "worker": code_digest(WORKER)}
    if mc is not None:
        key |= {"llvm-mc": mc, "assemble": code_digest(Path(__file__).with_name("mc.py"))}
    return key


def _assembled(r: dict, arch: str) -> None:
    """A passing text with inline asm is assembled as `rocke build` assembles it (llvm-mc-22
    for its arch): an asm line the assembler refuses (an operand the instruction cannot take,
    two constant-bus reads on gfx9) fails verification, naming the line. LLVM itself never
    reads an inline asm string."""
    if not r["ok"] or not r.get("asm"):
        return
    try:
        assemble(r["asm"], arch, f"inline asm ({arch})")
    except AssembleFailed as e:
        r["ok"] = False
        r["errors"] = [*r["errors"], str(e)]


def _valid(v: object) -> bool:
    return (isinstance(v, dict) and v.get("ok") is True and v.get("errors") == []
            and isinstance(v.get("llvm"), str) and isinstance(v.get("kernels"), list)
            and all(isinstance(k, dict) for k in v["kernels"]))


def verify(jobs: Sequence[VerifyJob], workers: int | None = None,
           progress: str | None = None) -> list[VerifyResult]:
    """Results in job order. Jobs with identical (text but its comment lines, arch, LLVM major)
    compile once and share the result; each LLVM version gets up to `workers` worker processes
    (round-robin chunks).
    A passing result is kept in the content cache (docs/design.md §13) and served from it
    while text, target, LLVM and worker code are the same; a failure is always run again."""
    workers = max(1, workers or os.cpu_count() or 1)
    unique: dict[tuple[str, str, int, bool], dict] = {}
    keys = []
    for j in jobs:
        major = llvm_major_for_flavor(j.flavor)
        k = (ir_digest(j.text), j.arch, major, j.mfma)
        keys.append(k)
        u = unique.setdefault(k, {"key": f"{k[0][:16]} {j.arch} llvm{major}", "text": j.text,
                                  "arch": j.arch, "want_asm": False, "mfma": j.mfma})
        u["want_asm"] = u["want_asm"] or j.want_asm  # one compile serves every duplicate
    # every interpreter (and the assembler, where a text holds inline asm) is checked before
    # any work starts: a missing one fails fast
    interp = {m: interpreter_for(m) for m in sorted({k[2] for k in unique})}
    inline = {k for k, u in unique.items() if has_inline_asm(u["text"])}
    mc = mc_identity() if inline else None
    cache = Cache("verify")
    idents = {m: llvm_identity(m) for m in interp} if cache.enabled else {}

    def ckey(k: tuple[str, str, int, bool]) -> dict:
        return _cache_key(k, idents[k[2]], mc if k in inline else None)

    results: dict[tuple[str, str, int, bool], dict] = {}
    for k, u in unique.items():
        if cache.enabled and not u["want_asm"]:  # the assembly is never cached: too big
            hit = cache.get(ckey(k), valid=_valid)
            if hit is not None:
                results[k] = {**hit, "key": u["key"], "asm": None}
    for k in inline - set(results):
        unique[k]["want_asm"] = True  # to assemble it (_assembled)
    chunks: list[tuple[str, list[tuple[str, str, int, bool]]]] = []
    for major, py in interp.items():
        ks = [k for k in unique if k[2] == major and k not in results]
        n = min(workers, len(ks))
        chunks += [(py, ks[i::n]) for i in range(n)]
    if chunks:
        from ..output.ui import progress as bar

        lock = threading.Lock()
        refused: dict[tuple[str, str, int, bool], list[str]] = {}
        todo = sum(len(ks) for _, ks in chunks)
        with bar(progress or "", todo if progress else 0) as advance, \
                ThreadPoolExecutor(max_workers=len(chunks)) as pool:
            def done(n: int) -> None:
                with lock:  # one bar, advanced from every worker's reader thread
                    advance(n)

            def keep(ks: list[tuple[str, str, int, bool]]) -> Callable[[int, dict], None]:
                def one(i: int, r: dict) -> None:  # stored as it arrives: ^C keeps the work
                    if ks[i] in inline:
                        _assembled(r, ks[i][1])
                        refused[ks[i]] = r["errors"]
                    if cache.enabled and r["ok"] and not r["errors"]:
                        cache.put(ckey(ks[i]),
                                  {f: r[f] for f in ("ok", "errors", "llvm", "kernels")})
                return one

            futs = [(ks, pool.submit(run_worker, py, [unique[k] for k in ks], done,
                                     each=keep(ks)))
                    for py, ks in chunks]
            for ks, got in zip([ks for ks, _ in futs], gather(f for _, f in futs),
                               strict=True):
                results.update(zip(ks, got, strict=True))
            for k, errors in refused.items():  # what the assembler said of each (_assembled)
                results[k]["errors"] = errors
                results[k]["ok"] = results[k]["ok"] and not errors
    out = []
    for j, k in zip(jobs, keys, strict=True):
        r = results[k]
        # copies: callers may extend one result's lists without touching a duplicate's
        out.append(VerifyResult(j.key, bool(r["ok"]), list(r["errors"]), r["llvm"],
                                [dict(x) for x in r["kernels"]],
                                r["asm"] if j.want_asm else None))
    return out
