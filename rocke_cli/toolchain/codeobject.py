"""Read an AMDGPU code object's kernel metadata (the amdhsa.kernels list) from its ELF bytes.

Pure Python, standard library only: the metadata is a MessagePack map in a note of type
NT_AMDGPU_METADATA (32) owned by "AMDGPU"; this module finds that note (through the section
headers, or the program headers where a stripped object has none) and decodes it. Used by
`rocke build` to read back what the linker wrote, and by anything that reads a vendor's object.
"""

from __future__ import annotations

import struct

from ..errors import RockeError

NT_AMDGPU_METADATA = 32
OWNER = b"AMDGPU"
SHT_NOTE, PT_NOTE = 7, 4


class CodeObjectError(RockeError):
    """Bytes that are not an AMDGPU code object, or whose metadata note cannot be read."""


def kernel_metadata(elf: bytes) -> list[dict]:
    """The amdhsa.kernels entries of an AMDGPU code object, as decoded (keys keep their
    leading dot: .symbol, .name, .kernarg_segment_size, .group_segment_fixed_size, .args...)."""
    meta = metadata(elf)
    kernels = meta.get("amdhsa.kernels")
    if not isinstance(kernels, list):
        raise CodeObjectError("code object metadata has no amdhsa.kernels list")
    return kernels


def metadata(elf: bytes) -> dict:
    """The whole decoded NT_AMDGPU_METADATA map (amdhsa.version, amdhsa.target, ...)."""
    for desc in _notes(elf):
        value = unpackb(desc)
        if not isinstance(value, dict):
            raise CodeObjectError("AMDGPU metadata note is not a MessagePack map")
        return value
    raise CodeObjectError("no AMDGPU metadata note (NT_AMDGPU_METADATA) in the ELF")


def _notes(elf: bytes):
    """The descriptors of every AMDGPU metadata note, section headers first."""
    if elf[:4] != b"\x7fELF":
        raise CodeObjectError("not an ELF file (bad magic)")
    if elf[4] != 2 or elf[5] != 1:
        raise CodeObjectError("not a 64-bit little-endian ELF (AMDGPU code objects are)")
    try:
        (phoff, shoff) = struct.unpack_from("<QQ", elf, 0x20)
        (phentsize, phnum, shentsize, shnum) = struct.unpack_from("<HHHH", elf, 0x36)
        spans = []
        for i in range(shnum if shoff else 0):
            sh = shoff + i * shentsize
            (sh_type,) = struct.unpack_from("<I", elf, sh + 4)
            if sh_type == SHT_NOTE:
                off, size = struct.unpack_from("<QQ", elf, sh + 0x18)
                spans.append((off, size))
        if not spans:  # an object without section headers: the loader's view
            for i in range(phnum if phoff else 0):
                ph = phoff + i * phentsize
                (p_type,) = struct.unpack_from("<I", elf, ph)
                if p_type == PT_NOTE:
                    off, size = struct.unpack_from("<QQ", elf, ph + 8)
                    spans.append((off, size))
        for off, size in spans:
            yield from _walk(elf[off:off + size])
    except struct.error as e:
        raise CodeObjectError(f"truncated ELF: {e}") from None


def _walk(buf: bytes):
    pos = 0
    while pos + 12 <= len(buf):
        namesz, descsz, ntype = struct.unpack_from("<III", buf, pos)
        pos += 12
        name = buf[pos:pos + namesz].rstrip(b"\0")
        pos += (namesz + 3) & ~3
        desc = buf[pos:pos + descsz]
        pos += (descsz + 3) & ~3
        if len(desc) != descsz:
            raise CodeObjectError("truncated ELF note")
        if name == OWNER and ntype == NT_AMDGPU_METADATA:
            yield desc


def unpackb(data: bytes):
    """Decode one MessagePack value (the subset LLVM writes, and the rest of the format
    except ext types, which become None); trailing bytes are an error."""
    value, end = _unpack(data, 0)
    if end != len(data):
        raise CodeObjectError(f"MessagePack: {len(data) - end} trailing bytes")
    return value


_FIXED = {0xCA: ">f", 0xCB: ">d", 0xCC: ">B", 0xCD: ">H", 0xCE: ">I", 0xCF: ">Q",
          0xD0: ">b", 0xD1: ">h", 0xD2: ">i", 0xD3: ">q"}
_LEN = {1: ">B", 2: ">H", 4: ">I"}


def _take(data: bytes, pos: int, n: int) -> bytes:
    if pos + n > len(data):
        raise CodeObjectError("MessagePack: truncated")
    return data[pos:pos + n]


def _length(data: bytes, pos: int, width: int) -> tuple[int, int]:
    return struct.unpack(_LEN[width], _take(data, pos, width))[0], pos + width


def _unpack(data: bytes, pos: int):
    b = _take(data, pos, 1)[0]
    pos += 1
    if b <= 0x7F:
        return b, pos
    if b >= 0xE0:
        return b - 0x100, pos
    if 0x80 <= b <= 0x8F:
        return _map(data, pos, b & 0x0F)
    if 0x90 <= b <= 0x9F:
        return _array(data, pos, b & 0x0F)
    if 0xA0 <= b <= 0xBF:
        return _str(data, pos, b & 0x1F)
    if b == 0xC0:
        return None, pos
    if b in (0xC2, 0xC3):
        return b == 0xC3, pos
    if b in _FIXED:
        fmt = _FIXED[b]
        size = struct.calcsize(fmt)
        return struct.unpack(fmt, _take(data, pos, size))[0], pos + size
    if b in (0xC4, 0xC5, 0xC6):  # bin 8/16/32
        n, pos = _length(data, pos, 1 << (b - 0xC4))
        return bytes(_take(data, pos, n)), pos + n
    if b in (0xD9, 0xDA, 0xDB):  # str 8/16/32
        n, pos = _length(data, pos, 1 << (b - 0xD9))
        return _str(data, pos, n)
    if b in (0xDC, 0xDD):  # array 16/32
        n, pos = _length(data, pos, 2 if b == 0xDC else 4)
        return _array(data, pos, n)
    if b in (0xDE, 0xDF):  # map 16/32
        n, pos = _length(data, pos, 2 if b == 0xDE else 4)
        return _map(data, pos, n)
    if b in (0xD4, 0xD5, 0xD6, 0xD7, 0xD8):  # fixext 1/2/4/8/16: type byte, payload
        return None, pos + 1 + (1 << (b - 0xD4))
    if b in (0xC7, 0xC8, 0xC9):  # ext 8/16/32
        n, pos = _length(data, pos, 1 << (b - 0xC7))
        return None, pos + 1 + n
    raise CodeObjectError(f"MessagePack: reserved byte 0x{b:02x}")


def _str(data: bytes, pos: int, n: int) -> tuple[str, int]:
    try:
        return _take(data, pos, n).decode("utf-8"), pos + n
    except UnicodeDecodeError:
        raise CodeObjectError("MessagePack: a string is not UTF-8") from None


def _array(data: bytes, pos: int, n: int) -> tuple[list, int]:
    out = []
    for _ in range(n):
        v, pos = _unpack(data, pos)
        out.append(v)
    return out, pos


def _map(data: bytes, pos: int, n: int) -> tuple[dict, int]:
    out = {}
    for _ in range(n):
        k, pos = _unpack(data, pos)
        v, pos = _unpack(data, pos)
        if isinstance(k, list | dict):
            raise CodeObjectError("MessagePack: a map key is a container")
        out[k] = v
    return out, pos
