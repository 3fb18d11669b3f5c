"""An AMDGPU code object as the model reads it: its kernels' code disassembled by
llvm-objdump (LLVM 22: Debian's llvm-22, which knows gfx950) and turned into the assembly text
`asm.parse` reads, and each kernel's resources from its metadata note (VGPRs, LDS, workgroup
size). rocke's own objects (`rocke build`) and a vendor's go through this one path."""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .. import children
from ..errors import RockeError
from ..settings import settings
from ..toolchain.codeobject import (
    CodeObjectError,
    elf_arch,
    elf_mach,
    kernel_metadata,
    read_code_object,
)
from ..toolchain.tools import find_tool
from .costs import arch_costs
from .ops import _REG, REGS_PER_KIND

HOW = "apt-get install llvm-22"
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


def object_arch(elf: bytes, path: str, arch: str | None = None) -> str:
    """The arch to model the object as: its ELF header's (EF_AMDGPU_MACH). `arch` (--arch)
    names one where the header's is unknown to rocke, and contradicting a known one is an
    error: the code is that arch's, and read as another's it models instructions it never
    runs."""
    try:
        own = elf_arch(elf)
    except CodeObjectError as e:
        raise RockeError(f"{path}: {e}") from None
    if arch is None:
        if own is None:
            raise RockeError(f"{path}: unknown AMDGPU machine 0x{elf_mach(elf):03x} in e_flags; "
                             f"give --arch")
        return own
    if own is not None and own != arch:
        raise RockeError(f"{path}: --arch {arch} contradicts the object's ELF header, which "
                         f"says {own}: drop --arch (the object's own arch is the default)")
    return arch


def read_object(path: str, arch: str | None = None) -> tuple[str, list[ObjectKernel]]:
    """(the arch, the kernels) of the code object at `path`, disassembled for `arch` (None:
    the object's own, from its ELF header). The file is read once, bounded and checked
    (codeobject.read_code_object); llvm-objdump disassembles a private copy of those bytes,
    so what it reads is what was checked. An arch without a cost table is an error before
    llvm-objdump runs."""
    try:
        elf = read_code_object(path)
    except CodeObjectError as e:
        raise RockeError(str(e)) from None
    arch = object_arch(elf, path, arch)
    try:
        arch_costs(arch)
    except ValueError as e:
        raise RockeError(f"{path}: {e}") from None
    try:
        meta = kernel_metadata(elf, arch)
    except CodeObjectError as e:
        raise RockeError(f"{path}: {e}") from None
    code = split_functions(disassemble(elf, arch, path))
    out = []
    for k in meta:
        name = k[".name"]
        if name not in code:
            raise RockeError(f"{path}: kernel {name} has metadata but no code")
        res = resources(k)
        check_registers(path, name, code[name], res)
        out.append(ObjectKernel(name, code[name], res))
    if not out:
        raise RockeError(f"{path}: no kernels in the metadata")
    return arch, out


def disassemble(elf: bytes, arch: str, path: str) -> str:
    """llvm-objdump's disassembly of `elf` (text; bytes that are not UTF-8 replaced), under
    the tool timeout (ROCKE_TOOL_TIMEOUT) and killed with its children when it passes."""
    objdump = find_objdump()
    try:
        with tempfile.TemporaryDirectory(prefix="rocke-objdump-") as tmp:
            Path(tmp, NAME).write_bytes(elf)
            # a relative name from inside the directory: no temp path reaches a message
            r = children.run_tool([objdump, "-d", "--no-show-raw-insn", "--symbolize-operands",
                                   f"--mcpu={arch}", NAME], f"{path}: llvm-objdump", cwd=tmp)
    except OSError as e:  # a full or missing temp directory: one line
        raise RockeError(f"{path}: cannot copy it for llvm-objdump into the temp directory: "
                         f"{e.strerror or e}") from None
    if r.returncode != 0:
        why = (r.stderr.strip().splitlines() or [f"exit {r.returncode}"])[-1]
        raise RockeError(f"{path}: llvm-objdump failed: {why.replace(NAME, path)[:300]}")
    return r.stdout


NAME = "object.co"  # the private copy's name


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
    unified = int(k[".vgpr_count"])  # codeobject.check_kernel: present, typed, in range
    agpr = int(k.get(".agpr_count", 0))
    vgpr = unified - agpr if agpr else unified
    wg = k.get(".reqd_workgroup_size") or [k[".max_flat_workgroup_size"], 1, 1]
    return {"name": k[".name"], "vgpr": vgpr, "agpr": agpr, "next_free_vgpr": unified,
            "lds": k[".group_segment_fixed_size"], "wg_size": wg[0] * wg[1] * wg[2],
            "scratch": k[".private_segment_fixed_size"]}


def check_registers(path: str, name: str, asm: str, res: dict) -> None:
    """RockeError unless the kernel's code fits the registers its metadata allocates: a
    kernel of 0 VGPRs (no wave runs with none: the hardware allocates a granule at least, so
    the metadata is not the kernel's), a register no wave has (v999999999999), or code that
    addresses more of the unified file than the metadata allocates (occupancy would be
    modeled from a count the code does not keep to)."""
    where = f"{path}: kernel {name}"
    n = res["next_free_vgpr"]
    if n <= 0:
        raise RockeError(f"{where}: its metadata allocates 0 vector registers (.vgpr_count "
                         f"0): no wave runs with none; not modeled")
    top = {"v": -1, "a": -1}
    for m in _REG.finditer(asm):
        hi = int(m.group(3) if m.group(4) is None else m.group(4))
        if hi >= REGS_PER_KIND or (m.group(4) is None and int(m.group(2)) > hi):
            raise RockeError(f"{where}: {m.group(0)}: no such register (a wave addresses "
                             f"v0-v{REGS_PER_KIND - 1} and a0-a{REGS_PER_KIND - 1})")
        top[m.group(1)] = max(top[m.group(1)], hi)
    # gfx90a and later: the AGPRs follow the VGPRs rounded up to 4 in one file
    used = (-(-(top["v"] + 1) // 4) * 4 + top["a"] + 1) if top["a"] >= 0 else top["v"] + 1
    if used > n:
        raise RockeError(f"{where}: its code addresses {used} registers of the unified file "
                         f"(up to v{top['v']}, a{top['a']}) and its metadata allocates {n} "
                         f"(.vgpr_count); not modeled")
