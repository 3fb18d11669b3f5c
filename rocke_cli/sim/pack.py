"""Kernel arguments packed from the family's published ABI, by name (never a per-family list).

The kernarg segment is laid out exactly as Abi.layout() says (registry/kernarg.py, the one
packer); the JIT driver reads each argument back at its offset, so the simulator runs the ABI
the GPU would. Here: the buffers' addresses, after checking each holds the ABI's element type.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np

from ..engine.abi import Abi
from ..errors import RockeError
from ..registry.kernarg import pack_kernarg

IR_TYPES = {"ptr": "ptr addrspace(1)", "i32": "i32", "f32": "float"}


def addresses(abi: Abi, buffers: Mapping[str, Any], where: str = "") -> dict[str, int]:
    """The address of each pointer argument's buffer (objects with `.addr` and `.elem`); a
    buffer of another element type than the ABI's is an error naming it."""
    tag = f"{where}: " if where else ""
    out = {}
    for a in abi.args:
        if a.kind == "ptr" and a.name in buffers:
            buf = buffers[a.name]
            if buf.elem != a.elem:
                raise RockeError(f"sim: {tag}buffer '{a.name}' holds {buf.elem}, the ABI says "
                                 f"{a.elem}")
            out[a.name] = buf.addr
    return out


def pack(abi: Abi, buffers: Mapping[str, Any], scalars: Mapping[str, Any],
         where: str = "") -> np.ndarray:
    """The kernarg segment for `abi`: pointer args from `buffers`, scalar args from
    `scalars`. A name with no value is an error naming it."""
    seg = pack_kernarg(abi, addresses(abi, buffers, where), scalars, where)
    return np.frombuffer(seg, dtype=np.uint8).copy()
