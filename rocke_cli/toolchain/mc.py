"""Assemble LLVM's AMDGPU assembly into a relocatable object (Debian's llvm-mc-22), for the texts
llvmlite cannot write an object of.

llvmlite's LLVM registers no AMDGPU asm parser, and the object streamer needs one to encode an
inline asm string: `emit_object` aborts the process on any text holding a non-empty one. Its
`emit_assembly` prints such a string as it is, so those texts are printed by LLVM 22 and
assembled here (llvm_worker.has_inline_asm decides which path a text takes); lld.py links the
object like any other."""

from __future__ import annotations

from functools import cache

from ..settings import settings
from .tools import find_tool, run_in_temp, version_line

HOW = "apt-get install llvm-22"
TRIPLE = "amdgcn-amd-amdhsa"


class AssembleFailed(RuntimeError):
    """llvm-mc refused LLVM's assembly (a bad inline asm string, or a bug in rocke or LLVM):
    that kernel fails."""


def find_mc() -> str:
    """llvm-mc-22 (or $ROCKE_LLVM_MC), else ToolchainMissing."""
    return find_tool(settings().llvm_mc, "assemble (inline asm): no assembler", HOW)


@cache
def _identity(mc: str) -> str:
    return version_line(mc, "assemble", HOW)


def mc_identity() -> str:
    """The assembler's version line (never its path): part of what decides a code object
    built through it."""
    return _identity(find_mc())


def command(mc: str, arch: str, src: str, out: str) -> list[str]:
    """The one assemble command: the target LLVM printed for (its .amdgcn_target directive
    must agree), a relocatable ELF object."""
    return [mc, f"-triple={TRIPLE}", f"-mcpu={arch}", "-filetype=obj", "-o", out, src]


def assemble(asm: str, arch: str, key: str) -> bytes:
    """The relocatable object of LLVM's assembly for `arch`. ToolchainMissing when there is no
    assembler; AssembleFailed, naming `key`, when llvm-mc refuses the assembly."""
    return run_in_temp(command(find_mc(), arch, "k.s", "k.o"), {"k.s": asm.encode()}, "k.o",
                       f"{key}: llvm-mc", AssembleFailed)
