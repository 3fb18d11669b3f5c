"""Kernel arguments packed from a kernel's published ABI by name: the one packer the
simulator, `rocke plan` and the Python launcher use (the generated C++ packs the same layout
from the same table).

The kernarg segment is laid out exactly as Abi.layout() says (offsets, sizes): a pointer is
its 64-bit address, an i32 or f32 its little-endian value. A name with no value is an error
naming it, never a zero."""

from __future__ import annotations

import struct
from collections.abc import Mapping

from ..engine.abi import Abi
from ..errors import RockeError

_FMT = {"i32": "<i", "f32": "<f"}


def pack_kernarg(abi: Abi, ptrs: Mapping[str, int], scalars: Mapping[str, float | int],
                 where: str = "", tag: str = "sim") -> bytes:
    """The kernarg segment for `abi` (at least 8 bytes: a kernel without arguments still gets
    a segment): pointer args from `ptrs` (addresses), scalar args from `scalars`."""
    seg = bytearray(max(abi.kernarg_size, 8))
    at = f"{where}: " if where else ""
    for a, lay in zip(abi.args, abi.layout(), strict=True):
        off = lay["offset"]
        if a.kind == "ptr":
            if a.name not in ptrs:
                raise RockeError(f"{tag}: {at}no buffer for kernel argument '{a.name}' "
                                 f"({a.type_name}: {a.doc})")
            struct.pack_into("<Q", seg, off, int(ptrs[a.name]))
            continue
        if a.name not in scalars:
            raise RockeError(f"{tag}: {at}no value for kernel argument '{a.name}' "
                             f"({a.type_name}: {a.doc})")
        v = scalars[a.name]
        try:
            struct.pack_into(_FMT[a.kind], seg, off, int(v) if a.kind == "i32" else float(v))
        except struct.error as e:
            raise RockeError(f"{tag}: {at}argument '{a.name}' = {v!r}: {e}") from None
    return bytes(seg)
