"""The external programs rocke runs (clang, ld.lld, llvm-objdump): found on PATH, and the first
line of their `--version` as the identity a golden or a cache key records. A missing or broken
tool is ToolchainMissing, one line that says how to install it."""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Callable

from .verify import ToolchainMissing


def find_tool(want: str, what: str, how: str) -> str:
    """The path of program `want` (`what`: the job it does, for the message), else
    ToolchainMissing naming `how` to get it."""
    found = shutil.which(want)
    if not found:
        raise ToolchainMissing(f"{what} '{want}' ({how})")
    return found


def version_line(tool: str, who: str, how: str) -> str:
    """The first line `tool --version` prints (`who`: the message's prefix)."""
    try:
        r = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as e:
        raise ToolchainMissing(f"{who}: {tool} --version failed: {e} ({how})") from None
    first = (r.stdout.splitlines() or [""])[0].strip()
    if r.returncode != 0 or not first:
        raise ToolchainMissing(f"{who}: {tool} --version failed (exit {r.returncode}) ({how})")
    return first


def all_present(*probes: Callable[[], object]) -> None:
    """Run every probe; ToolchainMissing naming every missing tool at once, not the first."""
    missing = []
    for probe in probes:
        try:
            probe()
        except ToolchainMissing as e:
            missing.append(str(e))
    if missing:
        raise ToolchainMissing("; ".join(missing))
