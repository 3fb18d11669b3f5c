"""The lane counts `llvm.amdgcn.mbcnt.lo` / `mbcnt.hi` (v_mbcnt_lo_u32_b32 /
v_mbcnt_hi_u32_b32) in the simulator (docs/mfma-emulation.md): the rule as code, a NumPy model,
and the host IR.

`i32 @llvm.amdgcn.mbcnt.lo(i32 %mask, i32 %acc)` is %acc plus the number of set bits of %mask
below the lane's own position among the wave's low 32 lanes: acc + popcount(mask & ((1 <<
min(lane, 32)) - 1)), so a lane at 32 or above counts all 32 bits. `mbcnt.hi` does the same for
the high 32 lanes (bit i of %mask stands for lane 32 + i): acc + popcount(mask & ((1 <<
max(lane - 32, 0)) - 1)). Chained, `mbcnt.hi(-1, mbcnt.lo(-1, 0))` is the lane id 0..63, and
with a wave's exec mask as %mask the rank of the lane among the active ones. The semantics are
read from LLVM's intrinsic description (IntrinsicsAMDGPU.td) and the CDNA3/CDNA4 ISA's
pseudo-code of the two instructions (ThreadMask = (1 << ThreadPosition) - 1; D = S1 +
popcount(S0 & ThreadMask[31:0]) for lo, [63:32] for hi); they are not checked against hardware
here.

Neither is a wave meeting: each lane computes its count from its own lane index, the work-item
id (the context's workitem.id.x field, retarget.IDS; workgroups are one-dimensional) mod 64.
The helpers read it from the context; a workgroup need not be whole waves.
"""

from __future__ import annotations

import numpy as np

from ..errors import RockeError
from .mfma import WAVE

HALF = 32  # lanes a mask covers
# intrinsic -> (ISA name, which half of the wave its mask covers: 0 low, 1 high)
INTRINSICS = {"llvm.amdgcn.mbcnt.lo": ("v_mbcnt_lo_u32_b32", 0),
              "llvm.amdgcn.mbcnt.hi": ("v_mbcnt_hi_u32_b32", 1)}
ARGS = ("i32", "i32")  # mask, acc
RET = "i32"


def helper_name(half: int) -> str:
    return f"__rocke_mbcnt_{'hi' if half else 'lo'}"


def below(lane: int, half: int) -> int:
    """How many of the mask's 32 bits count at `lane` (the lanes of that half below it)."""
    if not 0 <= lane < WAVE or half not in (0, 1):
        raise RockeError(f"mbcnt: lane {lane}, half {half}: want 0..{WAVE - 1} and 0 or 1")
    return min(max(lane - HALF * half, 0), HALF)


def emulate(half: int, mask: np.ndarray | int, acc: np.ndarray | int) -> np.ndarray:
    """The 64 lanes' results ([64], uint32) of the `half` count (0: mbcnt.lo, 1: mbcnt.hi)
    from their operands ([64] each, or one value for every lane)."""
    m = np.broadcast_to(np.asarray(mask, np.int64) & 0xFFFFFFFF, (WAVE,))
    a = np.broadcast_to(np.asarray(acc, np.int64) & 0xFFFFFFFF, (WAVE,))
    keep = np.array([(1 << below(t, half)) - 1 for t in range(WAVE)], np.int64)
    bits = m & keep
    count = np.array([bin(int(b)).count("1") for b in bits], np.int64)
    return ((a + count) & 0xFFFFFFFF).astype(np.uint32)


def helper_ir(half: int) -> str:
    """Host IR of `@__rocke_mbcnt_lo/hi(ptr ctx, i32 mask, i32 acc) -> i32`, called by each
    lane in place of the intrinsic: its lane (work-item id mod 64) from the context, the count
    of the mask's bits below it in the half (1 << n computed in 64 bits: n may be 32). No
    intrinsic is called (the module may declare any itself): the popcount is the classic
    bit-slicing one, which the host's optimizer turns back into its popcount instruction."""
    n = ("  %n = select i1 %high, i32 32, i32 %lane" if half == 0 else
         "  %up = sub i32 %lane, 32\n  %n = select i1 %high, i32 %up, i32 0")
    return f"""
define internal i32 @{helper_name(half)}(ptr %ctx, i32 %mask, i32 %acc) {{
entry:
  %tid = load i32, ptr %ctx, align 4
  %lane = and i32 %tid, {WAVE - 1}
  %high = icmp uge i32 %lane, 32
{n}
  %n64 = zext i32 %n to i64
  %bit = shl i64 1, %n64
  %keep64 = sub i64 %bit, 1
  %keep = trunc i64 %keep64 to i32
  %b0 = and i32 %mask, %keep
  %b1.s = lshr i32 %b0, 1
  %b1.m = and i32 %b1.s, 1431655765
  %b1 = sub i32 %b0, %b1.m
  %b2.l = and i32 %b1, 858993459
  %b2.s = lshr i32 %b1, 2
  %b2.h = and i32 %b2.s, 858993459
  %b2 = add i32 %b2.l, %b2.h
  %b3.s = lshr i32 %b2, 4
  %b3.a = add i32 %b2, %b3.s
  %b3 = and i32 %b3.a, 252645135
  %b4 = mul i32 %b3, 16843009
  %cnt = lshr i32 %b4, 24
  %r = add i32 %acc, %cnt
  ret i32 %r
}}
"""
