"""Kernel arguments packed from the family's published ABI, by name (never a per-family list).

The kernarg segment is laid out exactly as Abi.layout() says (offsets, sizes); the JIT driver
reads each argument back at its offset, so the simulator runs the ABI the GPU would.
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import Any

import numpy as np

from ..engine.abi import Abi
from ..errors import RockeError

IR_TYPES = {"ptr": "ptr addrspace(1)", "i32": "i32", "f32": "float"}
_FMT = {"i32": "<i", "f32": "<f"}


def pack(abi: Abi, buffers: Mapping[str, Any], scalars: Mapping[str, Any],
         where: str = "") -> np.ndarray:
    """The kernarg segment for `abi`: pointer args from `buffers` (objects with `.addr` and
    `.elem`), scalar args from `scalars`. A name with no value is an error naming it."""
    seg = bytearray(max(abi.kernarg_size, 8))
    tag = f"{where}: " if where else ""
    for a, lay in zip(abi.args, abi.layout(), strict=True):
        off = lay["offset"]
        if a.kind == "ptr":
            if a.name not in buffers:
                raise RockeError(f"sim: {tag}no buffer for kernel argument '{a.name}' "
                                 f"({a.type_name}: {a.doc})")
            buf = buffers[a.name]
            if buf.elem != a.elem:
                raise RockeError(f"sim: {tag}buffer '{a.name}' holds {buf.elem}, the ABI says "
                                 f"{a.elem}")
            struct.pack_into("<Q", seg, off, buf.addr)
        else:
            if a.name not in scalars:
                raise RockeError(f"sim: {tag}no value for kernel argument '{a.name}' "
                                 f"({a.type_name}: {a.doc})")
            v = scalars[a.name]
            try:
                struct.pack_into(_FMT[a.kind], seg, off, int(v) if a.kind == "i32" else float(v))
            except struct.error as e:
                raise RockeError(f"sim: {tag}argument '{a.name}' = {v!r}: {e}") from None
    return np.frombuffer(bytes(seg), dtype=np.uint8).copy()
