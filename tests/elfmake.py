"""Hand-made AMDGPU ELF files for the code object tests: a small MessagePack writer, a note,
a 64-bit ELF holding notes, and a kernel's metadata as LLVM writes it."""

from __future__ import annotations

import struct


def pack(v) -> bytes:
    """A small MessagePack writer for the test (the widths LLVM uses too)."""
    if v is None:
        return b"\xc0"
    if isinstance(v, bool):
        return b"\xc3" if v else b"\xc2"
    if isinstance(v, int):
        if 0 <= v <= 0x7F:
            return bytes([v])
        if -32 <= v < 0:
            return struct.pack("b", v)
        if 0 <= v <= 0xFFFF:
            return b"\xcd" + struct.pack(">H", v)
        if v >= 1 << 63:
            return b"\xcf" + struct.pack(">Q", v)
        return b"\xd3" + struct.pack(">q", v)
    if isinstance(v, float):
        return b"\xcb" + struct.pack(">d", v)
    if isinstance(v, bytes):
        return b"\xc4" + bytes([len(v)]) + v
    if isinstance(v, str):
        b = v.encode()
        return (bytes([0xA0 | len(b)]) if len(b) < 32 else b"\xd9" + bytes([len(b)])) + b
    if isinstance(v, list):
        head = bytes([0x90 | len(v)]) if len(v) < 16 else b"\xdc" + struct.pack(">H", len(v))
        return head + b"".join(pack(x) for x in v)
    if isinstance(v, dict):
        return bytes([0x80 | len(v)]) + b"".join(pack(k) + pack(x) for k, x in v.items())
    raise TypeError(v)


def note(owner: bytes, ntype: int, desc: bytes) -> bytes:
    name = owner + b"\0"
    pad = lambda b: b + b"\0" * (-len(b) % 4)  # noqa: E731
    return struct.pack("<III", len(name), len(desc), ntype) + pad(name) + pad(desc)


def elf(notes: bytes, mach: int = 0x04C) -> bytes:
    """A 64-bit little-endian AMDGPU ELF (EF_AMDGPU_MACH `mach`, gfx942 by default): header,
    the note bytes, two section headers (null, note)."""
    ehdr = 64
    shoff = ehdr + len(notes) + (-len(notes) % 8)
    head = bytearray(ehdr)
    head[:6] = b"\x7fELF\x02\x01"
    struct.pack_into("<HH", head, 0x10, 3, 224)  # ET_DYN, EM_AMDGPU
    struct.pack_into("<I", head, 0x30, mach)
    struct.pack_into("<QQ", head, 0x20, 0, shoff)
    struct.pack_into("<HHHH", head, 0x36, 56, 0, 64, 2)
    body = notes + b"\0" * (-len(notes) % 8)
    null = bytes(64)
    sh = bytearray(64)
    struct.pack_into("<II", sh, 0, 0, 7)  # SHT_NOTE
    struct.pack_into("<QQ", sh, 0x18, ehdr, len(notes))
    return bytes(head) + body + null + bytes(sh)


KERNEL = {".symbol": "k.kd", ".name": "k", ".kernarg_segment_size": 52,
          ".kernarg_segment_align": 8, ".group_segment_fixed_size": 65536,
          ".private_segment_fixed_size": 0, ".vgpr_count": 26, ".agpr_count": 0,
          ".sgpr_count": 26, ".wavefront_size": 64, ".max_flat_workgroup_size": 256,
          ".uses_dynamic_stack": False,
          ".args": [{".name": "o", ".offset": 0, ".size": 8, ".value_kind": "global_buffer"},
                    {".name": "n", ".offset": 8, ".size": 4, ".value_kind": "by_value"}]}
META = {"amdhsa.version": [1, 2], "amdhsa.target": "amdgcn-amd-amdhsa--gfx942",
        "amdhsa.kernels": [KERNEL]}


def code_object(mach: int = 0x04C, **fields: object) -> bytes:
    """An ELF holding KERNEL's metadata with `fields` changed (`agpr_count=300` sets
    .agpr_count; None removes the field)."""
    k = dict(KERNEL)
    for name, v in fields.items():
        if v is None:
            k.pop("." + name, None)
        else:
            k["." + name] = v
    return elf(note(b"AMDGPU", 32, pack(dict(META, **{"amdhsa.kernels": [k]}))), mach)
