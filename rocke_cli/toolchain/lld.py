"""Link a relocatable AMDGPU object into the shared code object a runtime loads (ld.lld-22).

The HIP runtime (hipModuleLoad), comgr and the ROCr loader take a shared ELF (ET_DYN) with the
kernel descriptors and the metadata note; LLVM's codegen writes a relocatable one (ET_REL),
which the loader refuses. lld is the linker LLVM's AMDGPU toolchain uses for this step."""

from __future__ import annotations

import tempfile
from functools import cache
from pathlib import Path

from .. import children
from ..settings import settings
from .tools import find_tool, version_line

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
    lld = find_lld()
    with tempfile.TemporaryDirectory(prefix="rocke-link-") as tmp:
        Path(tmp, "k.o").write_bytes(obj)
        # relative names from inside the directory: no temporary path can reach the output;
        # under the tool timeout, killed with the run (children.py)
        try:
            r = children.run_tool(command(lld, "k.o", "k.co"), f"{key}: ld.lld", cwd=tmp)
        except children.TimedOut as e:
            raise LinkFailed(str(e)) from None
        if r.returncode != 0:
            why = next((ln for ln in r.stderr.splitlines() if "error" in ln),
                       r.stderr.strip() or f"exit {r.returncode}")
            raise LinkFailed(f"{key}: ld.lld failed: {why.strip()[:300]}")
        return Path(tmp, "k.co").read_bytes()
