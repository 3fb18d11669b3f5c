"""LLVM 22's code generator as a program (Debian's llc-22): the kernels whose loop rocke
schedules (schedule/) are written in two halves around that reorder, the machine IR
(MIR) after LLVM's own post-RA scheduler, then from it on to assembly, where LLVM's memory
legalizer, wait-count insertion and hazard recognizer run on rocke's order.

llvmlite runs no pass pipeline by name and cannot read MIR: this is the only way to stop LLVM
between its schedulers and the passes that make an order safe."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from ..cache import code_digest
from ..settings import settings
from .tools import find_tool, run_in_temp, version_line

HOW = "apt-get install llvm-22"
TRIPLE = "amdgcn-amd-amdhsa"
# the last scheduler: after it only passes that make the order legal (the memory legalizer,
# waits, hazards) or lay it out; rocke's reorder goes here
STOP = "postmisched"
# LLVM 22 prints a memory-model relaxation on a fence (`, mmra !N`) that its MIR parser does
# not read back. Dropped, each fence orders every address space: for these kernels the code is
# the same byte for byte (tests/test_loop_schedule.py compares the round trip with the direct
# compile), and a stronger fence is never wrong
_MMRA = re.compile(r", mmra ![0-9]+")


# the function attribute a kernel's plan asks for rocke's loop order with (LLVM ignores it)
ATTR = '"rocke-loop-schedule"'


def wants(text: str) -> bool:
    """Whether a kernel's text asks for rocke's loop order (schedule/)."""
    return ATTR in text


_CLIMBS = re.compile(ATTR + r'="(\d+)"')


def climbs(text: str) -> int:
    """The extra hill climbs from LLVM's order the text asks the search for (the attribute's
    value; none without one)."""
    m = _CLIMBS.search(text)
    return int(m.group(1)) if m else 0


def schedule_code() -> list[str]:
    """The digests of the code that decides a scheduled kernel's assembly from its recorded
    order: the replay and the MIR it reorders (schedule/replay.py, mir.py, record.py) and this
    module. Not the model, nor the search: a recorded order is data, and a change to the
    model changes no code object until `rocke schedule` records another order."""
    here = Path(__file__)
    sched = here.parents[1] / "schedule"
    return [code_digest(sched / f) for f in ("mir.py", "record.py", "replay.py")] + \
        [code_digest(here)]


class LlcFailed(RuntimeError):
    """llc refused a text or rocke's MIR (a bug in rocke's reorder or in LLVM): that kernel
    fails."""


def find_llc() -> str:
    """llc-22 (or $ROCKE_LLC), else ToolchainMissing."""
    return find_tool(settings().llc, "loop schedule: no LLVM code generator", HOW)


@cache
def _identity(llc: str) -> str:
    return version_line(llc, "loop schedule", HOW)


def llc_identity() -> str:
    """llc's version line (never its path): part of what decides a scheduled kernel."""
    return _identity(find_llc())


def _args(arch: str) -> list[str]:
    return [find_llc(), f"-mtriple={TRIPLE}", f"-mcpu={arch}", "-O3"]


def to_mir(text: str, arch: str, key: str) -> str:
    """The machine IR of `text` right after LLVM's post-RA scheduler, fences' relaxations
    dropped (see _MMRA)."""
    out = run_in_temp([*_args(arch), f"-stop-after={STOP}", "-o", "k.mir", "k.ll"],
                      {"k.ll": text.encode()}, "k.mir", f"{key}: llc", LlcFailed)
    return _MMRA.sub("", out.decode())


def from_mir(mir: str, arch: str, key: str, verify: bool = False) -> str:
    """The assembly LLVM writes from `mir` (the passes after the post-RA scheduler).
    `verify`: LLVM's machine verifier checks the MIR first (liveness, operands)."""
    extra = ["-verify-machineinstrs"] if verify else []
    out = run_in_temp([*_args(arch), *extra, f"-start-after={STOP}", "-o", "k.s", "k.mir"],
                      {"k.mir": mir.encode()}, "k.s", f"{key}: llc", LlcFailed)
    return out.decode()


def direct(text: str, arch: str, key: str) -> str:
    """The assembly of `text` in one run (what the round trip must reproduce)."""
    return run_in_temp([*_args(arch), "-o", "k.s", "k.ll"], {"k.ll": text.encode()}, "k.s",
                       f"{key}: llc", LlcFailed).decode()
