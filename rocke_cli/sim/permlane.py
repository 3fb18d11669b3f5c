"""gfx950's lane swap, `llvm.amdgcn.permlane16.swap` (v_permlane16_swap_b32), in the simulator
(docs/mfma-emulation.md): the exchange as code, a NumPy model, and the host IR.

`{i32, i32} @llvm.amdgcn.permlane16.swap(i32 %old, i32 %src, i1 immarg %fi, i1 immarg
%bound_ctrl)` is `v_permlane16_swap_b32 vdst, vsrc` with vdst = %old and vsrc = %src: in rows
of 16 lanes, the odd rows of vdst (lanes 16-31, 48-63) trade places with the even rows of vsrc
(lanes 0-15, 32-47). Result field 0 (the new vdst) at lane l is old[l] in an even row and
src[l - 16] in an odd one; field 1 (the new vsrc) is old[l + 16] in an even row and src[l] in
an odd one. So with old == src == x every lane finds its partner row's value: an even row's
x[l + 16] in field 1, an odd row's x[l - 16] in field 0. The two flags (fetch-inactive, bound
control) only matter for inactive lanes, and every lane is active here: any constant is taken
and ignored. The semantics are read from LLVM's intrinsic description (IntrinsicsAMDGPU.td:
"odd rows of the first operand are swapped with even rows of the second operand ... the first
element of the return corresponds to the swapped element of the first argument"), the CDNA4
ISA's pseudo-code of the instruction, and public gfx950 code that relies on them (MLIR's
amdgpu.permlane_swap lowering); it is not checked against hardware here.

Like an MFMA call it is a wave meeting (mfma.meet_ir): every lane stores its two operands in
the wave's exchange buffer and waits for the other 63, then takes its two results from there.
"""

from __future__ import annotations

import numpy as np

from ..errors import RockeError
from .mfma import WAVE, meet_ir

NAME = "v_permlane16_swap_b32"  # the ISA name: the key of its helper, as an MFMA's
INTRINSIC = "llvm.amdgcn.permlane16.swap"
ROW = 16  # lanes of a row
RET = "{ i32, i32 }"  # the result: (new vdst, new vsrc)
ARGS = ("i32", "i32", "i1", "i1")  # old (vdst), src (vsrc), fi, bound_ctrl
HELPER = "__rocke_permlane16_swap"


def source(lane: int, field: int) -> tuple[int, int]:
    """(operand, lane) whose value `lane` gets as result field `field`; operand 0 is %old
    (vdst), 1 is %src (vsrc)."""
    odd = (lane // ROW) % 2 == 1
    if field == 0:
        return (1, lane - ROW) if odd else (0, lane)
    if field == 1:
        return (1, lane) if odd else (0, lane + ROW)
    raise RockeError(f"{NAME}: result field {field}, want 0 or 1")


def emulate(old: np.ndarray, src: np.ndarray) -> np.ndarray:
    """The 64 lanes' results ([64, 2]: field 0, field 1) from their operands ([64] each)."""
    ops = np.stack([np.asarray(old), np.asarray(src)])
    if ops.shape != (2, WAVE):
        raise RockeError(f"{NAME}: operands have shapes {np.shape(old)} and {np.shape(src)}, "
                         f"want ({WAVE},) each")
    which = np.array([[source(t, f)[0] for f in range(2)] for t in range(WAVE)])
    lanes = np.array([[source(t, f)[1] for f in range(2)] for t in range(WAVE)])
    return ops[which, lanes]


def helper_ir(at_mfma: int) -> str:
    """Host IR of `@__rocke_permlane16_swap(ptr ctx, i32 old, i32 src, i32 site) -> {i32, i32}`,
    called by each lane in place of the intrinsic (the wave's lanes meet: mfma.meet_ir). The
    exchange buffer holds old at word `lane`, src at word 64 + `lane`."""
    stores = f"""  %old.o = shl i64 %lane64, 2
  %old.p = getelementptr inbounds i8, ptr %abuf, i64 %old.o
  store i32 %old, ptr %old.p, align 4
  %src.o = add i64 %old.o, {4 * WAVE}
  %src.p = getelementptr inbounds i8, ptr %abuf, i64 %src.o
  store i32 %src, ptr %src.p, align 4"""
    return f"""
define internal {RET} @{HELPER}(ptr %ctx, i32 %old, i32 %src, i32 %site) {{
entry:
{meet_ir(at_mfma, stores)}

go:
  ; every lane has stored its operands: an even row keeps old[l] and takes old[l + 16], an odd
  ; row takes src[l - 16] and keeps src[l] (words: old at l, src at 64 + l)
  %row.b = and i32 %lane, {ROW}
  %odd = icmp ne i32 %row.b, 0
  %w0.odd = add i32 %lane, {WAVE - ROW}
  %w0 = select i1 %odd, i32 %w0.odd, i32 %lane
  %w1.odd = add i32 %lane, {WAVE}
  %w1.even = add i32 %lane, {ROW}
  %w1 = select i1 %odd, i32 %w1.odd, i32 %w1.even
  %f0.o = shl i32 %w0, 2
  %f0.p = getelementptr inbounds i8, ptr %abuf, i32 %f0.o
  %f0 = load i32, ptr %f0.p, align 4
  %f1.o = shl i32 %w1, 2
  %f1.p = getelementptr inbounds i8, ptr %abuf, i32 %f1.o
  %f1 = load i32, ptr %f1.p, align 4
  %r0 = insertvalue {RET} poison, i32 %f0, 0
  %r1 = insertvalue {RET} %r0, i32 %f1, 1
  ret {RET} %r1
}}
"""
