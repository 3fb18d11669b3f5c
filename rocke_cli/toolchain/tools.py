"""The external programs rocke runs (clang, ld.lld, llvm-objdump): found on PATH, and the first
line of their `--version` as the identity a golden or a cache key records. A missing or broken
tool is ToolchainMissing, one line that says how to install it."""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from .. import children
from ..errors import RockeError


class ToolchainMissing(RockeError):
    """A tool a check needs is not installed: an error (one line, says how to get it),
    never a silent skip."""


SOURCE_DIAG = re.compile(r"\S+:\d+:\d+: error: ")  # FILE:LINE:COL: error: ..., then the line


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


def run_in_temp(argv: list[str], inputs: dict[str, bytes], output: str, who: str,
                fail: type[Exception]) -> bytes:
    """The bytes a tool writes to `output` when run as `argv` in a fresh temporary directory
    holding `inputs` (name -> bytes). Relative names from inside the directory: no temporary
    path can reach the output. Under the tool timeout, killed with the run (children.py).
    `fail` (one line: `who`, then why) when it times out or exits non-zero."""
    with tempfile.TemporaryDirectory(prefix="rocke-tool-") as tmp:
        for name, data in inputs.items():
            Path(tmp, name).write_bytes(data)
        try:
            r = children.run_tool(argv, who, cwd=tmp)
        except children.TimedOut as e:
            raise fail(str(e)) from None
        if r.returncode != 0:
            lines = [ln.strip() for ln in r.stderr.splitlines() if ln.strip()]
            at = next((i for i, ln in enumerate(lines) if "error" in ln), 0)
            why = lines[at] if lines else f"exit {r.returncode}"
            if SOURCE_DIAG.match(why) and at + 1 < len(lines):
                why += f": {lines[at + 1]}"  # the line it quotes (an assembler's diagnostic)
            raise fail(f"{who} failed: {why[:300]}")
        return Path(tmp, output).read_bytes()
