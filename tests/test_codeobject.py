"""The pure-Python code object reader (rocke_cli/toolchain/codeobject.py): a hand-made ELF with
an AMDGPU metadata note decodes to the map it holds; what is not one fails with one reason."""

from __future__ import annotations

import struct

import pytest
from elfmake import KERNEL, META, elf, note, pack

from rocke_cli.toolchain.codeobject import (
    CodeObjectError,
    kernel_metadata,
    metadata,
    unpackb,
)


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
