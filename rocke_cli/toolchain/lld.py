"""Link a relocatable AMDGPU object into the shared code object a runtime loads (ld.lld-22).

The HIP runtime (hipModuleLoad), comgr and the ROCr loader take a shared ELF (ET_DYN) with the
kernel descriptors and the metadata note; LLVM's codegen writes a relocatable one (ET_REL),
which the loader refuses. lld is the linker LLVM's AMDGPU toolchain uses for this step."""

from __future__ import annotations

from functools import cache

from ..settings import settings
from .tools import find_tool, run_in_temp, version_line

HOW = "apt-get install lld-22"


class LinkFailed(RuntimeError):
    """lld refused an object (a bug in rocke or LLVM, never bad user input): that kernel fails."""


def find_lld() -> str:
    """ld.lld-22 (or $ROCKE_LLD), else ToolchainMissing."""
    return find_tool(settings().lld, "link: no linker", HOW)


@cache
def _identity(lld: str) -> str:
    return version_line(lld, "link", HOW)


def lld_identity() -> str:
    """The linker's version line (never its path): part of what decides a code object."""
    return _identity(find_lld())


def command(lld: str, obj: str, out: str) -> list[str]:
    """The one link command: a shared object, nothing but the input in it (no build id, no
    paths: the same object links to the same bytes anywhere)."""
    return [lld, "-shared", "--no-undefined", "-o", out, obj]


def link(obj: bytes, key: str) -> bytes:
    """The shared code object of one relocatable object. ToolchainMissing when there is no
    linker; LinkFailed, naming `key`, when lld refuses the object."""
    return run_in_temp(command(find_lld(), "k.o", "k.co"), {"k.o": obj}, "k.co",
                       f"{key}: ld.lld", LinkFailed)
