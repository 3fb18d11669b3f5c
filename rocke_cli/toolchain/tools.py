"""The external programs rocke runs (clang, ld.lld, llvm-objdump): found on PATH, and the first
line of their `--version` as the identity a golden or a cache key records. A missing or broken
tool is ToolchainMissing, one line that says how to install it."""

from __future__ import annotations

import shutil
from collections.abc import Callable

from .. import children
from ..errors import RockeError
from .verify import ToolchainMissing


def find_tool(want: str, what: str, how: str) -> str:
    """The path of program `want` (`what`: the job it does, for the message), else
    ToolchainMissing naming `how` to get it."""
    found = shutil.which(want)
    if not found:
        raise ToolchainMissing(f"{what} '{want}' ({how})")
    return found


def version_line(tool: str, who: str, how: str) -> str:
    """The first line `tool --version` prints (`who`: the message's prefix), under the tool
    timeout (children.run_tool)."""
    try:
        r = children.run_tool([tool, "--version"], f"{who}: {tool} --version")
    except RockeError as e:  # it hung or cannot start: a tool that is not there to use
        raise ToolchainMissing(f"{e} ({how})") from None
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
