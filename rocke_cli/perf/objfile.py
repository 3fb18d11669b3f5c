"""An AMDGPU code object as the model reads it: its kernels' code disassembled by
llvm-objdump (LLVM 22: Debian's llvm-22, which knows gfx950) and turned into the assembly text
`asm.parse` reads, and each kernel's resources from its metadata note (VGPRs, LDS, workgroup
size). rocke's own objects (`rocke build`) and a vendor's go through this one path."""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass
from pathlib import Path

from .. import children
from ..errors import RockeError
from ..settings import settings
from ..toolchain.codeobject import CodeObjectError, kernel_metadata
from ..toolchain.tools import find_tool
from .costs import arch_costs

HOW = "apt-get install llvm-22"
# EF_AMDGPU_MACH in the ELF header's e_flags (LLVM's ELF.h)
MACH = {0x04C: "gfx942", 0x04F: "gfx950", 0x040: "gfx90a", 0x03F: "gfx908"}
_SYMBOL = re.compile(r"^[0-9a-fA-F]+ <([^>]+)>:$")
_LABEL = re.compile(r"^(L\d+|label_[\w.]+)$")


@dataclass(frozen=True)
class ObjectKernel:
    name: str  # the kernel's function symbol (without .kd)
    asm: str  # its code, in the text form asm.parse reads
    resources: dict  # next_free_vgpr, vgpr, agpr, lds, wg_size, scratch, name


def find_objdump() -> str:
    """llvm-objdump-22 (or $ROCKE_OBJDUMP), else ToolchainMissing."""
    return find_tool(settings().objdump, "perf --object: no disassembler", HOW)


def object_arch(elf: bytes, path: str) -> str:
    """The arch the object was built for, from EF_AMDGPU_MACH."""
    if len(elf) < 64 or elf[:4] != b"\x7fELF" or elf[4] != 2:
        raise RockeError(f"{path}: not a 64-bit ELF code object")
    flags = struct.unpack_from("<I", elf, 0x30)[0]
    mach = MACH.get(flags & 0xFF)
    if mach is None:
        raise RockeError(f"{path}: unknown AMDGPU machine 0x{flags & 0xFF:03x} in e_flags; "
                         f"give --arch")
    return mach


def read_object(path: str, arch: str | None = None) -> tuple[str, list[ObjectKernel]]:
    """(the arch, the kernels) of the code object at `path`, disassembled for `arch` (None:
    the object's own, from its ELF header). An arch without a cost table is an error before
    llvm-objdump runs."""
    try:
        elf = Path(path).read_bytes()
    except OSError as e:
        raise RockeError(f"{path}: cannot read: {e.strerror or e}") from None
    if arch is None:
        arch = object_arch(elf, path)
    try:
        arch_costs(arch)
    except ValueError as e:
        raise RockeError(f"{path}: {e}") from None
    try:
        meta = kernel_metadata(elf)
    except CodeObjectError as e:
        raise RockeError(f"{path}: {e}") from None
    # a child of the run: a signal to rocke stops it too (children.py)
    r = children.run([find_objdump(), "-d", "--no-show-raw-insn", "--symbolize-operands",
                      f"--mcpu={arch}", path], capture_output=True, text=True)
    if r.returncode != 0:
        why = (r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[-1]
        raise RockeError(f"{path}: llvm-objdump failed: {why}")
    code = split_functions(r.stdout)
    out = []
    for k in meta:
        name = str(k.get(".name") or str(k.get(".symbol", "")).removesuffix(".kd"))
        if name not in code:
            raise RockeError(f"{path}: kernel {name} has metadata but no code")
        out.append(ObjectKernel(name, code[name], resources(k)))
    if not out:
        raise RockeError(f"{path}: no kernels in the metadata")
    return arch, out


def split_functions(dump: str) -> dict[str, str]:
    """llvm-objdump's disassembly -> {function symbol: its code as assembly text}. Branch
    targets are printed as labels (`--symbolize-operands`: `L<n>`; a vendor's own local
    symbols such as `label_XXXX`), each a line `<label>:`; a function runs until the next
    symbol that is not a label."""
    funcs: dict[str, list[str]] = {}
    cur: list[str] | None = None
    for line in dump.splitlines():
        m = _SYMBOL.match(line.strip())
        if m:
            sym = m.group(1)
            if _LABEL.match(sym) and cur is not None:
                cur.append(f"{sym}:")
            else:
                cur = funcs.setdefault(sym, [f"\t.type {sym},@function", f"{sym}:"])
            continue
        if cur is not None and line.startswith("\t"):
            cur.append(line.split("//")[0].rstrip())
    return {k: "\n".join([*v, ".Lfunc_end0:"]) for k, v in funcs.items()}


def resources(k: dict) -> dict:
    """What the model needs of one kernel's metadata. On gfx90a and later `.vgpr_count` is
    already the unified file's count (the VGPRs rounded up to 4, then the AGPRs, which
    `.agpr_count` gives apart): what occupancy is computed from."""
    unified = int(k.get(".vgpr_count", 0))
    agpr = int(k.get(".agpr_count", 0))
    vgpr = unified - agpr if agpr else unified
    wg = k.get(".reqd_workgroup_size") or [int(k.get(".max_flat_workgroup_size", 256)), 1, 1]
    return {"name": str(k.get(".name", "")), "vgpr": vgpr, "agpr": agpr,
            "next_free_vgpr": unified, "lds": int(k.get(".group_segment_fixed_size", 0)),
            "wg_size": int(wg[0]) * int(wg[1]) * int(wg[2]),
            "scratch": int(k.get(".private_segment_fixed_size", 0))}
