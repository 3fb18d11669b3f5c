"""gfx950's transposing LDS read, `llvm.amdgcn.ds.read.tr16.b64` (ds_read_b64_tr_b16), in the
simulator (docs/mfma-emulation.md): the lane exchange as code, a NumPy model, and the host IR.

Each lane fetches the 64 bits (four 16-bit elements) at its own LDS address; then, within each
group of 16 lanes, lane l of the group gets element k (k < 4) from element l mod 4 of what lane
4k + l div 4 of the group fetched. With the group's lanes addressing a 4x16 row-major tile (lane
i at row i div 4, columns 4 (i mod 4) ..+3), lane l gets column l: the read turns a row-major
tile into the column fragments an MFMA operand wants. The exchange is read from two public
gfx950 code generators that agree (Triton's AMD backend, chooseLLDsReadB64TrLayout; Mojo's
ds_read_tr16_b64_row); it is not checked against hardware here.

Like an MFMA call it is a wave meeting (mfma.meet_ir): every lane fetches, stores its bits in
the wave's exchange buffer and waits for the other 63, then takes its four elements from there.
"""

from __future__ import annotations

import numpy as np

from ..errors import RockeError
from .mfma import WAVE, meet_ir

NAME = "ds_read_b64_tr_b16"  # the ISA name: the key of its helper, as an MFMA's
INTRINSIC = "llvm.amdgcn.ds.read.tr16.b64"
GROUP = 16  # lanes that exchange
ELEMS = 4  # 16-bit elements each lane fetches and gets
# the overloads LLVM 22 selects on gfx950 (suffix -> result type); others fail selection
TYPES = {"v4i16": "<4 x i16>", "v4f16": "<4 x half>", "v4bf16": "<4 x bfloat>"}


def source(lane: int, k: int) -> tuple[int, int]:
    """(lane, element) of the fetched bits that `lane` gets as its element k."""
    g, loc = lane - lane % GROUP, lane % GROUP
    return g + ELEMS * k + loc // ELEMS, loc % ELEMS


def emulate(fetched: np.ndarray) -> np.ndarray:
    """The 64 lanes' results ([64, 4]) from what each fetched at its address ([64, 4])."""
    x = np.asarray(fetched)
    if x.shape != (WAVE, ELEMS):
        raise RockeError(f"{NAME}: fetched has shape {x.shape}, want {(WAVE, ELEMS)}")
    lanes = np.array([[source(t, k)[0] for k in range(ELEMS)] for t in range(WAVE)])
    elems = np.array([[source(t, k)[1] for k in range(ELEMS)] for t in range(WAVE)])
    return x[lanes, elems]


def helper_name(suffix: str) -> str:
    return f"__rocke_tr16.{suffix}"


def helper_ir(suffix: str, at_mfma: int) -> str:
    """Host IR of `@__rocke_tr16.<suffix>(ptr ctx, ptr addrspace(3) p, i32 site) -> <4 x T>`,
    called by each lane in place of the intrinsic (the wave's lanes meet: mfma.meet_ir)."""
    ty = TYPES[suffix]
    stores = f"""  %own = load <{ELEMS} x i16>, ptr addrspace(3) %p, align 2
  %own.o = mul i64 %lane64, {2 * ELEMS}
  %own.p = getelementptr inbounds i8, ptr %abuf, i64 %own.o
  store <{ELEMS} x i16> %own, ptr %own.p, align 2"""
    take = []
    for k in range(ELEMS):  # element k from lane g + 4k + l div 4, element l mod 4 (source)
        into = "poison" if k == 0 else f"%r{k - 1}"
        take += [f"  %s{k} = add i32 %src, {ELEMS * k}",
                 f"  %s{k}.o = mul i32 %s{k}, {2 * ELEMS}",
                 f"  %s{k}.e = add i32 %s{k}.o, %elo",
                 f"  %s{k}.p = getelementptr inbounds i8, ptr %abuf, i32 %s{k}.e",
                 f"  %v{k} = load i16, ptr %s{k}.p, align 2",
                 f"  %r{k} = insertelement <{ELEMS} x i16> {into}, i16 %v{k}, i32 {k}"]
    body = "\n".join(take)
    return f"""
define internal {ty} @{helper_name(suffix)}(ptr %ctx, ptr addrspace(3) %p, i32 %site) {{
entry:
{meet_ir(at_mfma, stores)}

go:
  ; every lane has stored what it fetched: this lane's four elements, from its group
  %loc = and i32 %lane, {GROUP - 1}
  %grp = sub i32 %lane, %loc
  %ld = lshr i32 %loc, 2
  %src = add i32 %grp, %ld
  %el = and i32 %loc, {ELEMS - 1}
  %elo = shl i32 %el, 1
{body}
  %out = bitcast <{ELEMS} x i16> %r{ELEMS - 1} to {ty}
  ret {ty} %out
}}
"""
