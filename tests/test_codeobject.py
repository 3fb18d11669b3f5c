"""The pure-Python code object reader (rocke_cli/toolchain/codeobject.py): a hand-made ELF with
an AMDGPU metadata note decodes to the map it holds; what is not one fails with one reason."""

from __future__ import annotations

import struct

import pytest

from rocke_cli.toolchain.codeobject import (
    CodeObjectError,
    kernel_metadata,
    metadata,
    unpackb,
)


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
        return b"\xd3" + struct.pack(">q", v)
    if isinstance(v, str):
        b = v.encode()
        return (bytes([0xA0 | len(b)]) if len(b) < 32 else b"\xd9" + bytes([len(b)])) + b
    if isinstance(v, list):
        return bytes([0x90 | len(v)]) + b"".join(pack(x) for x in v)
    if isinstance(v, dict):
        return bytes([0x80 | len(v)]) + b"".join(pack(k) + pack(x) for k, x in v.items())
    raise TypeError(v)


def note(owner: bytes, ntype: int, desc: bytes) -> bytes:
    name = owner + b"\0"
    pad = lambda b: b + b"\0" * (-len(b) % 4)  # noqa: E731
    return struct.pack("<III", len(name), len(desc), ntype) + pad(name) + pad(desc)


def elf(notes: bytes) -> bytes:
    """A 64-bit little-endian ELF: header, the note bytes, two section headers (null, note)."""
    ehdr = 64
    shoff = ehdr + len(notes) + (-len(notes) % 8)
    head = bytearray(ehdr)
    head[:6] = b"\x7fELF\x02\x01"
    struct.pack_into("<QQ", head, 0x20, 0, shoff)
    struct.pack_into("<HHHH", head, 0x36, 56, 0, 64, 2)
    body = notes + b"\0" * (-len(notes) % 8)
    null = bytes(64)
    sh = bytearray(64)
    struct.pack_into("<II", sh, 0, 0, 7)  # SHT_NOTE
    struct.pack_into("<QQ", sh, 0x18, ehdr, len(notes))
    return bytes(head) + body + null + bytes(sh)


KERNEL = {".symbol": "k.kd", ".name": "k", ".kernarg_segment_size": 52,
          ".kernarg_segment_align": 8, ".group_segment_fixed_size": 70000,
          ".private_segment_fixed_size": 0, ".vgpr_count": 26, ".agpr_count": 0,
          ".sgpr_count": 26, ".wavefront_size": 64, ".max_flat_workgroup_size": 256,
          ".uses_dynamic_stack": False,
          ".args": [{".name": "o", ".offset": 0, ".size": 8, ".value_kind": "global_buffer"},
                    {".name": "n", ".offset": 8, ".size": 4, ".value_kind": "by_value"}]}
META = {"amdhsa.version": [1, 2], "amdhsa.target": "amdgcn-amd-amdhsa--gfx942",
        "amdhsa.kernels": [KERNEL]}


def test_kernel_metadata_reads_the_amdgpu_note_past_other_notes() -> None:
    data = elf(note(b"GNU", 3, b"\1\2\3\4") + note(b"AMDGPU", 32, pack(META)))
    assert kernel_metadata(data) == [KERNEL]
    assert metadata(data)["amdhsa.target"] == "amdgcn-amd-amdhsa--gfx942"


def test_unpackb_decodes_every_width() -> None:
    for v in (0, 127, 128, 65535, 1 << 40, -1, -32, -33, "x" * 40, [1, [2]], {"a": None},
              True, False):
        assert unpackb(pack(v) if v != -33 else b"\xd0" + struct.pack("b", -33)) == v
    assert unpackb(b"\xcb" + struct.pack(">d", 1.5)) == 1.5
    assert unpackb(b"\xc4\x02ab") == b"ab"


@pytest.mark.parametrize("data,why", [
    (b"MZ" + bytes(100), "not an ELF"),
    (elf(note(b"GNU", 3, b"abcd")), "no AMDGPU metadata note"),
    (elf(note(b"AMDGPU", 32, pack([1]))), "not a MessagePack map"),
    (elf(note(b"AMDGPU", 32, pack({"amdhsa.version": [1, 2]}))), "no amdhsa.kernels"),
    (elf(note(b"AMDGPU", 32, pack(META)[:-3])), "truncated"),
])
def test_bad_code_objects_fail_with_their_reason(data: bytes, why: str) -> None:
    with pytest.raises(CodeObjectError, match=why):
        kernel_metadata(data)
