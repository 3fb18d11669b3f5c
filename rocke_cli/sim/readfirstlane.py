"""The wave broadcast `llvm.amdgcn.readfirstlane` (v_readfirstlane_b32) in the simulator
(docs/mfma-emulation.md): the rule as code, a NumPy model, and the host IR.

`i32 @llvm.amdgcn.readfirstlane.i32(i32 %v)` (LLVM 22 prints the `.i32` overload suffix; older
IR may spell it `@llvm.amdgcn.readfirstlane(i32)`: both are taken) is `v_readfirstlane_b32 sdst,
vsrc`: the value of %v in the lowest-numbered active lane of the wave, written to a scalar
register and so the same in every lane. Every lane of a wave is active here (the simulator runs
whole waves and a lane that does not reach the call is a SimHang, not a smaller exec mask), so
the lowest active lane is lane 0: every lane gets lane 0's %v. The semantics are read from
LLVM's intrinsic description (IntrinsicsAMDGPU.td: "the value of the first active lane") and
the CDNA3/CDNA4 ISA's description of the instruction (the first lane whose exec bit is set);
they are not checked against hardware here. Other overloads (`.f32`,
`.i64`, pointers, vectors) are not emulated: an error naming them.

Like an MFMA call it is a wave meeting (mfma.meet_ir): every lane stores its %v in the wave's
exchange buffer and waits for the other 63, then takes lane 0's from there.
"""

from __future__ import annotations

import numpy as np

from ..errors import RockeError
from .mfma import WAVE, meet_ir

NAME = "v_readfirstlane_b32"  # the ISA name: the key of its helper, as an MFMA's
INTRINSIC = "llvm.amdgcn.readfirstlane"
# the spellings taken (LLVM 22's overload suffix, or none)
SPELLINGS = (f"{INTRINSIC}.i32", INTRINSIC)
RET = "i32"
ARGS = ("i32",)
HELPER = "__rocke_readfirstlane"


def source(lane: int) -> int:
    """The lane whose value `lane` gets: the first active one, lane 0 (every lane is active)."""
    if not 0 <= lane < WAVE:
        raise RockeError(f"{NAME}: lane {lane}, want 0..{WAVE - 1}")
    return 0


def emulate(v: np.ndarray) -> np.ndarray:
    """The 64 lanes' results ([64]) from their operands ([64])."""
    x = np.asarray(v)
    if x.shape != (WAVE,):
        raise RockeError(f"{NAME}: operand has shape {x.shape}, want ({WAVE},)")
    return x[[source(t) for t in range(WAVE)]]


def helper_ir(at_mfma: int) -> str:
    """Host IR of `@__rocke_readfirstlane(ptr ctx, i32 v, i32 site) -> i32`, called by each
    lane in place of the intrinsic (the wave's lanes meet: mfma.meet_ir). The exchange buffer
    holds v at word `lane`; every lane reads word 0."""
    stores = """  %v.o = shl i64 %lane64, 2
  %v.p = getelementptr inbounds i8, ptr %abuf, i64 %v.o
  store i32 %v, ptr %v.p, align 4"""
    return f"""
define internal {RET} @{HELPER}(ptr %ctx, i32 %v, i32 %site) {{
entry:
{meet_ir(at_mfma, stores)}

go:
  ; every lane has stored its value: each takes the first lane's (word 0)
  %first = load i32, ptr %abuf, align 4
  ret {RET} %first
}}
"""
