"""Read an AMDGPU code object's kernel metadata (the amdhsa.kernels list) from its ELF bytes:
the one reader for code objects, rocke's own and untrusted ones alike (docs/design.md §16).

Pure Python, standard library only: the metadata is a MessagePack map in a note of type
NT_AMDGPU_METADATA (32) owned by "AMDGPU"; this module finds that note (through the section
headers, or the program headers where a stripped object has none) and decodes it. Every read
is bounded: the file (`read_code_object`: a regular file of at most MAX_OBJECT_BYTES), every
ELF header, section and note (inside the file), the MessagePack value (depth, count) and every
metadata field the model or `rocke build` reads (type and range, against the arch's limits).
Each violation is one CodeObjectError naming the field; callers prefix the file.
"""

from __future__ import annotations

import math
import os
import stat
import struct
from dataclasses import dataclass

from ..errors import RockeError
from ..reader import read_bytes

NT_AMDGPU_METADATA = 32
OWNER = b"AMDGPU"
SHT_NOTE, PT_NOTE = 7, 4
EM_AMDGPU = 224
# the largest code object read: a vendor's fat library of many kernels is a few MiB, rocke's
# are tens of KiB; a larger file is not a code object (or not one worth modelling whole)
MAX_OBJECT_BYTES = 64 << 20
MAX_DEPTH = 32  # MessagePack nesting (LLVM's metadata is 4 deep)
MAX_VALUES = 1 << 20  # decoded values in one note (LLVM writes ~100 per kernel)
# EF_AMDGPU_MACH in the ELF header's e_flags (LLVM's ELF.h)
MACH = {0x04C: "gfx942", 0x04F: "gfx950", 0x040: "gfx90a", 0x03F: "gfx908"}


class CodeObjectError(RockeError):
    """Bytes that are not an AMDGPU code object, or whose metadata note cannot be read."""


@dataclass(frozen=True)
class Limits:
    """What one kernel of an arch can hold (AMD's ISA guides; LLVM's GCNSubtarget)."""

    vgprs: int  # .vgpr_count's maximum: the unified VGPR+AGPR file per lane on gfx90a and later
    agprs: int
    lds: int  # bytes of LDS one workgroup may allocate
    unified: bool  # .vgpr_count counts the AGPRs too

    sgprs: int = 128  # .sgpr_count: 102 addressable plus VCC, FLAT_SCRATCH, XNACK_MASK
    simds: int = 4  # per CU: a workgroup's waves spread over them
    granule: int = 8  # VGPRs are allocated in blocks of 8 (wave64)
    known: bool = True  # an arch of LIMITS (else ANY)


LIMITS = {"gfx908": Limits(256, 256, 65536, False), "gfx90a": Limits(512, 256, 65536, True),
          "gfx942": Limits(512, 256, 65536, True), "gfx950": Limits(512, 256, 163840, True)}
# an arch rocke does not know (gfx1250's 320 KiB of LDS, wave32 files): bounds no AMD GPU
# reaches, and no residency check (its CU is not known); to model its code, --arch names one
ANY = Limits(vgprs=1024, agprs=512, lds=1 << 20, unified=True, known=False)
U32 = (1 << 32) - 1


def read_code_object(path: str) -> bytes:
    """The bytes of the code object at `path`: a regular file (a symlink is followed once, to
    a regular file; a FIFO, device, socket or directory is refused before it is opened for
    long) of at most MAX_OBJECT_BYTES. CodeObjectError naming `path` otherwise. The link is
    resolved here (one step, by rule); the read is the bounded reader's (reader.py)."""
    target = path
    try:
        if stat.S_ISLNK(os.lstat(path).st_mode):
            target = os.path.join(os.path.dirname(path), os.readlink(path))
            if os.path.islink(target):
                raise CodeObjectError(f"{path}: a link to a link ({target}): name the code "
                                      f"object itself")
    except OSError as e:
        raise CodeObjectError(f"{path}: cannot read the code object file: "
                              f"{e.strerror or e}") from None
    return read_bytes(target, what="code object file", limit=MAX_OBJECT_BYTES,
                      error=CodeObjectError, shown=path, follow=False)


def elf_arch(elf: bytes) -> str | None:
    """The arch the object was built for, from EF_AMDGPU_MACH (None: one rocke does not
    know). CodeObjectError when the bytes are not a 64-bit little-endian AMDGPU ELF."""
    _header(elf)
    return MACH.get(struct.unpack_from("<I", elf, 0x30)[0] & 0xFF)


def elf_mach(elf: bytes) -> int:
    """EF_AMDGPU_MACH of a header `elf_arch` accepted."""
    return struct.unpack_from("<I", elf, 0x30)[0] & 0xFF


def _header(elf: bytes) -> None:
    if len(elf) < 64 or elf[:4] != b"\x7fELF":
        raise CodeObjectError("not a 64-bit ELF code object (not an ELF file: no ELF magic, "
                              "or under the 64 bytes of its header)")
    if elf[4] != 2 or elf[5] != 1:
        raise CodeObjectError("not a 64-bit little-endian ELF (AMDGPU code objects are)")
    (machine,) = struct.unpack_from("<H", elf, 0x12)
    if machine != EM_AMDGPU:
        raise CodeObjectError(f"ELF machine {machine}, not AMDGPU ({EM_AMDGPU})")


def kernel_metadata(elf: bytes, arch: str | None = None) -> list[dict]:
    """The amdhsa.kernels entries of an AMDGPU code object, as decoded (keys keep their
    leading dot: .symbol, .name, .kernarg_segment_size, .group_segment_fixed_size, .args...),
    each checked against the metadata schema and `arch`'s limits (None: the ELF header's)."""
    meta = metadata(elf)
    kernels = meta.get("amdhsa.kernels")
    if not isinstance(kernels, list):
        raise CodeObjectError("code object metadata has no amdhsa.kernels list")
    lim = LIMITS.get(arch or elf_arch(elf) or "", ANY)
    for i, k in enumerate(kernels):
        check_kernel(k, lim, f"amdhsa.kernels[{i}]")
    return kernels


def metadata(elf: bytes) -> dict:
    """The whole decoded NT_AMDGPU_METADATA map (amdhsa.version, amdhsa.target, ...)."""
    for desc in _notes(elf):
        value = unpackb(desc)
        if not isinstance(value, dict):
            raise CodeObjectError("AMDGPU metadata note is not a MessagePack map")
        return value
    raise CodeObjectError("no AMDGPU metadata note (NT_AMDGPU_METADATA) in the ELF")


def _table(elf: bytes, what: str, off: int, num: int, entsize: int, *, need: int) -> range:
    """The offsets of a header table's entries, every one inside the file."""
    if num == 0:
        return range(0)
    if entsize < need:
        raise CodeObjectError(f"ELF {what} header size {entsize}, under {need}")
    if off == 0 or off + num * entsize > len(elf):
        raise CodeObjectError(f"ELF {what} headers (offset {off}, {num} x {entsize} bytes) lie "
                              f"outside the file ({len(elf)} bytes)")
    return range(off, off + num * entsize, entsize)


def _notes(elf: bytes):
    """The descriptors of every AMDGPU metadata note, section headers first."""
    _header(elf)
    (phoff, shoff) = struct.unpack_from("<QQ", elf, 0x20)
    (phentsize, phnum, shentsize, shnum) = struct.unpack_from("<HHHH", elf, 0x36)
    if shnum == 0 and shoff:
        raise CodeObjectError("ELF extended section numbering (e_shnum 0 with section "
                              "headers) is not an AMDGPU code object's")
    spans = []
    for i, sh in enumerate(_table(elf, "section", shoff, shnum, shentsize, need=64)):
        (sh_type,) = struct.unpack_from("<I", elf, sh + 4)
        if sh_type == SHT_NOTE:
            spans.append((f"section {i}",) + struct.unpack_from("<QQ", elf, sh + 0x18))
    if not spans:  # an object without section headers: the loader's view
        for i, ph in enumerate(_table(elf, "program", phoff, phnum, phentsize, need=56)):
            (p_type,) = struct.unpack_from("<I", elf, ph)
            if p_type == PT_NOTE:
                spans.append((f"program header {i}",) + struct.unpack_from("<QQ", elf, ph + 8))
    for what, off, size in spans:
        if off + size > len(elf):
            raise CodeObjectError(f"ELF {what} (a note, offset {off}, {size} bytes) lies "
                                  f"outside the file ({len(elf)} bytes)")
        yield from _walk(elf[off:off + size], what)


def _walk(buf: bytes, what: str):
    pos = 0
    while pos + 12 <= len(buf):
        namesz, descsz, ntype = struct.unpack_from("<III", buf, pos)
        pos += 12
        dpos = pos + ((namesz + 3) & ~3)
        if pos + namesz > len(buf) or dpos + descsz > len(buf):
            raise CodeObjectError(f"truncated ELF note in {what} (its name of {namesz} or "
                                  f"descriptor of {descsz} bytes runs past the note's end)")
        name = buf[pos:pos + namesz].rstrip(b"\0")
        desc = buf[dpos:dpos + descsz]
        pos = dpos + ((descsz + 3) & ~3)
        if name == OWNER and ntype == NT_AMDGPU_METADATA:
            yield desc


# ---- MessagePack --------------------------------------------------------------------------

def unpackb(data: bytes):
    """Decode one MessagePack value (the subset LLVM writes, and the rest of the format
    except ext types, which become None); trailing bytes are an error. At most MAX_DEPTH
    containers deep and MAX_VALUES values: memory and time stay bounded by the input."""
    d = _Decoder(data)
    value = d.value(0)
    if d.pos != len(data):
        raise CodeObjectError(f"MessagePack: {len(data) - d.pos} trailing bytes")
    return value


_FIXED = {0xCA: ">f", 0xCB: ">d", 0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q",
          0xD0: ">b", 0xD1: ">h", 0xD2: ">i", 0xD3: ">q"}
_LEN = {1: ">B", 2: ">H", 4: ">I"}


class _Decoder:
    def __init__(self, data: bytes) -> None:
        self.data, self.pos, self.count = data, 0, 0

    def take(self, n: int) -> bytes:
        if self.pos + n > len(self.data):
            raise CodeObjectError("MessagePack: truncated")
        out = self.data[self.pos:self.pos + n]
        self.pos += n
        return out

    def length(self, width: int) -> int:
        return struct.unpack(_LEN[width], self.take(width))[0]

    def value(self, depth: int):
        self.count += 1
        if self.count > MAX_VALUES:
            raise CodeObjectError(f"MessagePack: more than {MAX_VALUES} values")
        b = self.take(1)[0]
        if b <= 0x7F:
            return b
        if b >= 0xE0:
            return b - 0x100
        if 0x80 <= b <= 0x8F:
            return self.map(b & 0x0F, depth)
        if 0x90 <= b <= 0x9F:
            return self.array(b & 0x0F, depth)
        if 0xA0 <= b <= 0xBF:
            return self.str(b & 0x1F)
        if b == 0xC0:
            return None
        if b in (0xC2, 0xC3):
            return b == 0xC3
        if b in _FIXED:
            fmt = _FIXED[b]
            return struct.unpack(fmt, self.take(struct.calcsize(fmt)))[0]
        if b in (0xC4, 0xC5, 0xC6):  # bin 8/16/32
            return bytes(self.take(self.length(1 << (b - 0xC4))))
        if b in (0xD9, 0xDA, 0xDB):  # str 8/16/32
            return self.str(self.length(1 << (b - 0xD9)))
        if b in (0xDC, 0xDD):  # array 16/32
            return self.array(self.length(2 if b == 0xDC else 4), depth)
        if b in (0xDE, 0xDF):  # map 16/32
            return self.map(self.length(2 if b == 0xDE else 4), depth)
        if b in (0xD4, 0xD5, 0xD6, 0xD7, 0xD8):  # fixext 1/2/4/8/16: type byte, payload
            self.take(1 + (1 << (b - 0xD4)))
            return None
        if b in (0xC7, 0xC8, 0xC9):  # ext 8/16/32
            self.take(1 + self.length(1 << (b - 0xC7)))
            return None
        raise CodeObjectError(f"MessagePack: reserved byte 0x{b:02x}")

    def str(self, n: int) -> str:
        try:
            return self.take(n).decode("utf-8")
        except UnicodeDecodeError:
            raise CodeObjectError("MessagePack: a string is not UTF-8") from None

    def _container(self, n: int, per: int, depth: int) -> None:
        if depth >= MAX_DEPTH:
            raise CodeObjectError(f"MessagePack: nested more than {MAX_DEPTH} deep")
        if n * per > len(self.data) - self.pos:  # each value is at least a byte
            raise CodeObjectError(f"MessagePack: truncated (a container of {n} entries)")

    def array(self, n: int, depth: int) -> list:
        self._container(n, 1, depth)
        return [self.value(depth + 1) for _ in range(n)]

    def map(self, n: int, depth: int) -> dict:
        self._container(n, 2, depth)
        out = {}
        for _ in range(n):
            k = self.value(depth + 1)
            v = self.value(depth + 1)
            if isinstance(k, list | dict):
                raise CodeObjectError("MessagePack: a map key is a container")
            out[k] = v
        return out


# ---- the metadata schema ------------------------------------------------------------------

def _int(k: dict, key: str, where: str, span: tuple[int, int], why: str = "", *,
         required: bool = True) -> None:
    lo, hi = span
    if key not in k:
        if required:
            raise CodeObjectError(f"metadata {where}.{key[1:]}: missing (a required field)")
        return
    v = k[key]
    if isinstance(v, bool) or not isinstance(v, int):
        raise CodeObjectError(f"metadata {where}.{key[1:]}: {_show(v)} is not an integer")
    if not lo <= v <= hi:
        raise CodeObjectError(f"metadata {where}.{key[1:]}: {v} is outside {lo}..{hi}"
                              + (f" ({why})" if why else ""))


def _str(k: dict, key: str, where: str, required: bool = True) -> None:
    if key not in k:
        if required:
            raise CodeObjectError(f"metadata {where}.{key[1:]}: missing (a required field)")
        return
    if not isinstance(k[key], str) or not k[key]:
        raise CodeObjectError(f"metadata {where}.{key[1:]}: {_show(k[key])} is not a "
                              f"non-empty string")


def _show(v: object) -> str:
    if isinstance(v, float) and not math.isfinite(v):
        return str(v)
    s = repr(v)
    return s if len(s) <= 40 else s[:37] + "..."


def _fits(k: dict, lim: Limits, where: str) -> None:
    """A workgroup must be resident on one CU to run at all: its waves, spread over the
    SIMDs, each hold .vgpr_count registers (rounded up to the granule) of the SIMD's file."""
    if not lim.known:
        return
    wg = k.get(".reqd_workgroup_size") or [k[".max_flat_workgroup_size"], 1, 1]
    size = wg[0] * wg[1] * wg[2]
    waves = math.ceil(size / k[".wavefront_size"])
    per_simd = math.ceil(waves / lim.simds)
    regs = max(lim.granule, math.ceil(k[".vgpr_count"] / lim.granule) * lim.granule)
    if per_simd * regs > lim.vgprs:
        raise CodeObjectError(f"metadata {where}.vgpr_count: {k['.vgpr_count']} registers a "
                              f"wave for a workgroup of {size} work-items ({per_simd} waves a "
                              f"SIMD) is over the {lim.vgprs} of a SIMD's register file: it "
                              f"could never run")


def check_kernel(k: object, lim: Limits, where: str) -> None:
    """One amdhsa.kernels entry against the code object V3+ schema (AMDGPUUsage: the
    required fields, and every field rocke reads typed and in range for the arch)."""
    if not isinstance(k, dict):
        raise CodeObjectError(f"metadata {where}: {_show(k)} is not a map")
    _str(k, ".name", where)
    _str(k, ".symbol", where)
    _int(k, ".kernarg_segment_size", where, (0, U32))
    _int(k, ".kernarg_segment_align", where, (1, 1 << 16))
    _int(k, ".group_segment_fixed_size", where, (0, lim.lds), "the arch's LDS per workgroup")
    _int(k, ".private_segment_fixed_size", where, (0, U32))
    _int(k, ".wavefront_size", where, (32, 64))
    if k[".wavefront_size"] not in (32, 64):
        raise CodeObjectError(f"metadata {where}.wavefront_size: {k['.wavefront_size']} is "
                              f"neither 32 nor 64")
    _int(k, ".sgpr_count", where, (0, lim.sgprs), "the arch's scalar registers")
    _int(k, ".vgpr_count", where, (0, lim.vgprs), "the arch's vector register file")
    _int(k, ".agpr_count", where, (0, lim.agprs), "the arch's accumulation registers",
         required=False)
    if lim.unified and k.get(".agpr_count", 0) > k[".vgpr_count"]:
        raise CodeObjectError(f"metadata {where}.agpr_count: {k['.agpr_count']} is over "
                              f".vgpr_count {k['.vgpr_count']}, the unified file that holds "
                              f"them")
    _int(k, ".max_flat_workgroup_size", where, (1, 1024), "a workgroup's work-items")
    if ".reqd_workgroup_size" in k:
        wg = k[".reqd_workgroup_size"]
        if not (isinstance(wg, list) and len(wg) == 3 and all(
                isinstance(x, int) and not isinstance(x, bool) and 1 <= x <= 1024 for x in wg)
                and wg[0] * wg[1] * wg[2] <= 1024):
            raise CodeObjectError(f"metadata {where}.reqd_workgroup_size: {_show(wg)} is not "
                                  f"three sizes of 1..1024 work-items in all")
    _fits(k, lim, where)
    if ".uses_dynamic_stack" in k and not isinstance(k[".uses_dynamic_stack"], bool):
        raise CodeObjectError(f"metadata {where}.uses_dynamic_stack: "
                              f"{_show(k['.uses_dynamic_stack'])} is not a boolean")
    args = k.get(".args", [])
    if not isinstance(args, list):
        raise CodeObjectError(f"metadata {where}.args: {_show(args)} is not a list")
    for i, a in enumerate(args):
        at = f"{where}.args[{i}]"
        if not isinstance(a, dict):
            raise CodeObjectError(f"metadata {at}: {_show(a)} is not a map")
        _str(a, ".name", at, required=False)
        _str(a, ".value_kind", at)
        _int(a, ".offset", at, (0, U32))
        _int(a, ".size", at, (0, U32))
