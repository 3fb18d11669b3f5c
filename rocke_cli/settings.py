"""Every environment variable rocke reads, typed and documented in one place.

README's "Environment" section lists the same table; `rocke_cli.settings.DOCS` is its source."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DOCS: dict[str, str] = {
    "ROCKE_ROOT": "the kernel library root (a directory holding rocke.toml); default: the "
                  "nearest rocke.toml from the working directory upward (`--root` wins)",
    "ROCKE_LLVM20_PYTHON": "interpreter whose llvmlite bundles LLVM 20, for llvm20 text "
                           "(default: .venv-llvm20/bin/python under the project root)",
    "ROCKE_HIP_CLANG": "the clang that compiles .hip sources for gfx942 and gfx950 "
                       "(default: clang-22)",
    "ROCKE_LLD": "the linker that makes `rocke build`'s shared code objects (default: "
                 "ld.lld-22)",
    "ROCKE_LLVM_MC": "the assembler of `rocke build`'s objects for kernels whose IR holds a "
                     "non-empty inline asm string (default: llvm-mc-22)",
    "ROCKE_LLC": "the LLVM 22 code generator that writes the kernels whose plan schedules their "
                 "loop (the `rocke-loop-schedule` attribute) around rocke's reorder of the "
                 "loop (default: llc-22)",
    "ROCKE_OBJDUMP": "the disassembler `rocke perf --object` reads code objects with "
                     "(default: llvm-objdump-22)",
    "ROCKE_LLVM_TIMEOUT": "seconds one LLVM compile may take in its worker (default: 600)",
    "ROCKE_TOOL_TIMEOUT": "seconds one run of an external tool (llvm-objdump, clang, ld.lld, "
                          "llvm-mc, a `--version` probe) may take before it is killed with its "
                          "children (default: 600)",
    "ROCKE_CACHE": "`off` (or 0, no, false): no content cache; `on` (the default) keeps verify "
                   "results and canonical forms under $XDG_CACHE_HOME/rocke, keyed by artifact "
                   "sha256, toolchain and rocke version (docs/design.md §13)",
    "XDG_CACHE_HOME": "the user cache directory holding rocke's content cache in rocke/ "
                      "(default: ~/.cache)",
    "ROCKE_BENCH_BEFORE": "`make bench`: another checkout of the project (e.g. a git worktree of "
                          "the previous version) whose `rocke sim` is timed next to this one's",
    "ROCKE_DEBUG": "set (non-empty) to show the Python trace of an internal error",
    "CI": "`true` (or 1, yes): running in CI, where `rocke bless` refuses to write goldens "
          "unless given `--force`",
    "NO_COLOR": "set (non-empty): no colour in tables and statuses (https://no-color.org)",
}


@dataclass(frozen=True)
class Settings:
    root: str | None
    llvm20_python: str | None
    hip_clang: str
    lld: str
    llvm_mc: str
    llc: str
    objdump: str
    llvm_timeout_s: int
    tool_timeout_s: int
    debug: bool
    ci: bool
    bench_before: str | None
    no_color: bool
    cache_dir: Path | None  # the content cache; None: turned off (ROCKE_CACHE=off)


# the longest a timeout may be: poll(2), under subprocess's waits, takes a C int of
# milliseconds (2^31 - 1 ms, about 24.8 days); past it Python raises OverflowError
MAX_TIMEOUT_S = (2**31 - 1) // 1000


def _int(name: str, default: int, minimum: int | None = None,
         maximum: int | None = None) -> int:
    raw = os.environ.get(name)
    if not raw:
        return default
    try:
        value = int(raw)
        if (minimum is not None and value < minimum) or (maximum is not None and
                                                         value > maximum):
            raise ValueError
        return value
    except ValueError:
        from .errors import RockeError

        within = (f" from {minimum} to {maximum}" if minimum is not None and maximum is not None
                  else f" of at least {minimum}" if minimum is not None else "")
        raise RockeError(f"{name}={raw}: expected an integer number of seconds"
                         f"{within}") from None


def _cache_dir(env: Mapping[str, str]) -> Path | None:
    raw = env.get("ROCKE_CACHE", "").strip().lower()
    if raw in ("off", "0", "no", "false"):
        return None
    if raw not in ("", "on", "1", "yes", "true"):
        from .errors import RockeError

        raise RockeError(f"ROCKE_CACHE={raw}: expected on or off")
    # XDG base directory spec: a relative XDG_CACHE_HOME is invalid and must be ignored
    xdg = env.get("XDG_CACHE_HOME") or ""
    base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
    return base / "rocke"


def settings() -> Settings:
    """Read now (not cached): tests and workers set variables per call."""
    env = os.environ
    return Settings(
        root=env.get("ROCKE_ROOT") or None,
        llvm20_python=env.get("ROCKE_LLVM20_PYTHON") or None,
        hip_clang=env.get("ROCKE_HIP_CLANG") or "clang-22",
        lld=env.get("ROCKE_LLD") or "ld.lld-22",
        llvm_mc=env.get("ROCKE_LLVM_MC") or "llvm-mc-22",
        llc=env.get("ROCKE_LLC") or "llc-22",
        objdump=env.get("ROCKE_OBJDUMP") or "llvm-objdump-22",
        llvm_timeout_s=_int("ROCKE_LLVM_TIMEOUT", 600, minimum=1, maximum=MAX_TIMEOUT_S),
        tool_timeout_s=_int("ROCKE_TOOL_TIMEOUT", 600, minimum=1, maximum=MAX_TIMEOUT_S),
        debug=bool(env.get("ROCKE_DEBUG")),
        ci=env.get("CI", "").strip().lower() in ("1", "true", "yes"),
        bench_before=env.get("ROCKE_BENCH_BEFORE") or None,
        no_color=bool(env.get("NO_COLOR")),
        cache_dir=_cache_dir(env),
    )


def export(name: str, value: str) -> None:
    """Set a variable for the rest of this process and every child it starts from now on:
    a decision the workers must share (the cache turned off, the run's temp directory)."""
    os.environ[name] = value
