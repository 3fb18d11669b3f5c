"""Matrix-core (MFMA) emulation: the lane layouts as code, a NumPy model, and the host IR that
lets the 64 work-items of a wave meet in the simulator (docs/mfma-emulation.md).

One wave computes D (MxN, f32) = A (MxK) @ B (KxN) + C. Each lane holds a fragment of every
operand: a short vector whose element `elem` is one matrix entry. The layout functions below
say where entry [row][col] lives, (lane, elem); tests check them against AMD's Matrix
Instruction Calculator data for CDNA3 (the 32x32x8 and 16x16x16 instructions). The gfx950
double-rate ones (32x32x16, 16x16x32) use the natural extension and are not table-checked.

Numeric rule (the NumPy model and the host IR agree bit for bit): every product of two f16 or
bf16 values is exact in float64; starting from C, the products are added in k order in
float64, and the sum is rounded once to float32. The hardware accumulates in fp32 in an
unpublished order, so it may differ from this in the last bits.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ..engine.targets import MFMA, Mfma, mfma
from ..errors import RockeError

WAVE = 64
OPERANDS = ("A", "B", "C", "D")

# Per-wave exchange area (bytes), reached through the per-fiber context (fibers.py):
WAVE_ERR = 0  # i64: 0, or (site of lane 0) << 32 | (site of a lane that disagreed)
WAVE_COUNT = 256  # i32[64]: MFMA calls each lane has made (its parity picks the buffer)
WAVE_SITE = 512  # i32[2][64]: the call site (source line) of each lane's call, per parity
WAVE_XCHG = 1024  # two buffers (by call parity), each A then B: 64 lanes x 8 x 16 bits
XCHG_OPERAND = WAVE * 8 * 2
XCHG_BUFFER = 2 * XCHG_OPERAND
WAVE_BYTES = WAVE_XCHG + 2 * XCHG_BUFFER


def elems(insn: Mfma, operand: str) -> int:
    """Vector elements per lane of one operand."""
    if operand == "A":
        return insn.m * insn.k // WAVE
    if operand == "B":
        return insn.k * insn.n // WAVE
    return insn.m * insn.n // WAVE


def shape(insn: Mfma, operand: str) -> tuple[int, int]:
    return {"A": (insn.m, insn.k), "B": (insn.k, insn.n)}.get(operand, (insn.m, insn.n))


def slot(insn: Mfma, operand: str, row: int, col: int) -> tuple[int, int]:
    """(lane, elem) of entry [row][col] of an operand: A is MxK, B is KxN, C and D are MxN."""
    if operand == "A":  # A[m][k]: lane m + M*(k div E), each lane E consecutive k
        e = elems(insn, "A")
        return row + insn.m * (col // e), col % e
    if operand == "B":  # B[k][n]: lane n + N*(k div E), likewise
        e = elems(insn, "B")
        return col + insn.n * (row // e), row % e
    # C/D[i][j]: rows in groups of 4; group g goes to lane block g mod (64/N), and to
    # elements 4*(g div (64/N)) + i mod 4
    blocks = WAVE // insn.n
    g = row // 4
    return col + insn.n * (g % blocks), 4 * (g // blocks) + row % 4


def register_bits(insn: Mfma, operand: str, elem: int) -> tuple[int, str]:
    """Where vector element `elem` sits in VGPRs: (register, "hi:lo"), as the calculator says."""
    if operand in ("A", "B"):  # two 16-bit values per VGPR, the even one low
        return elem // 2, "15:0" if elem % 2 == 0 else "31:16"
    return elem, "31:0"


def table_mismatches(name: str, data: dict) -> tuple[int, list[str]]:
    """Check `slot` against one instruction's calculator data ({A,B,C,D: [[row, col, register,
    lane, bits], ...]}): (entries checked, one line per entry that disagrees)."""
    insn = mfma(name)
    checked, bad = 0, []
    for op in OPERANDS:
        rows, cols = shape(insn, op)
        entries = data[op]
        if len(entries) != rows * cols:
            bad.append(f"{name} {op}: {len(entries)} entries in the data, {rows * cols} in the "
                       f"{rows}x{cols} matrix")
        for row, col, reg, lane, bits in entries:
            checked += 1
            got_lane, elem = slot(insn, op, row, col)
            got = (*register_bits(insn, op, elem), got_lane)
            if got != (reg, bits, lane):
                bad.append(f"{name} {op}[{row}][{col}]: code says lane {got[2]} register "
                           f"{got[0]} bits {got[1]}, data says lane {lane} register {reg} "
                           f"bits {bits}")
    return checked, bad


@cache
def _index(name: str, operand: str) -> tuple[np.ndarray, np.ndarray]:
    """(lane, elem) of every entry of an operand, as [rows, cols] index arrays; also checks
    that the layout is a bijection onto the fragments."""
    insn = mfma(name)
    rows, cols = shape(insn, operand)
    lane = np.empty((rows, cols), np.int64)
    elem = np.empty((rows, cols), np.int64)
    for r in range(rows):
        for c in range(cols):
            lane[r, c], elem[r, c] = slot(insn, operand, r, c)
    n = elems(insn, operand)
    seen = np.zeros((WAVE, n), bool)
    if lane.min() < 0 or lane.max() >= WAVE or elem.min() < 0 or elem.max() >= n:
        raise RockeError(f"mfma: {name} {operand}: layout leaves the {WAVE}x{n} fragments")
    seen[lane, elem] = True
    if not seen.all():
        raise RockeError(f"mfma: {name} {operand}: layout is not one-to-one")
    return lane, elem


def gather(name: str, operand: str, frags: np.ndarray) -> np.ndarray:
    """The matrix an operand's per-lane fragments [64, elems] hold."""
    lane, elem = _index(name, operand)
    return np.asarray(frags)[lane, elem]


def scatter(name: str, operand: str, matrix: np.ndarray) -> np.ndarray:
    """The per-lane fragments [64, elems] that hold `matrix`."""
    insn = mfma(name)
    lane, elem = _index(name, operand)
    m = np.asarray(matrix)
    out = np.zeros((WAVE, elems(insn, operand)), m.dtype)
    out[lane, elem] = m
    return out


def _input(insn: Mfma, x: np.ndarray, what: str) -> np.ndarray:
    """A/B fragments as float64: f16 as float16 (or its bits as uint16), bf16 as its bits
    (uint16); other float arrays must hold values the type represents exactly."""
    x = np.asarray(x)
    if x.dtype == np.uint16:
        if insn.dtype == "f16":
            return x.view(np.float16).astype(np.float64)
        return (x.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    v = x.astype(np.float64)
    if insn.dtype == "f16":
        back = v.astype(np.float16).astype(np.float64)
    else:
        f = v.astype(np.float32)
        back = (f.view(np.uint32) & 0xFFFF0000).view(np.float32).astype(np.float64)
    if not np.array_equal(back, v, equal_nan=True):
        raise RockeError(f"mfma: {insn.name}: {what} holds values that are not {insn.dtype}")
    return v


def emulate(name: str, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """One wave's MFMA: the 64 lanes' A, B, C fragments ([64, elems] each) -> D fragments
    ([64, elems], float32), by the numeric rule in the module docstring."""
    insn = mfma(name)
    for op, x in (("A", a), ("B", b), ("C", c)):
        want = (WAVE, elems(insn, op))
        if np.shape(x) != want:
            raise RockeError(f"mfma: {name}: {op} fragments have shape {np.shape(x)}, "
                             f"want {want}")
    am = gather(name, "A", _input(insn, a, "A"))
    bm = gather(name, "B", _input(insn, b, "B"))
    acc = gather(name, "C", np.asarray(c, np.float32).astype(np.float64))
    for k in range(insn.k):  # k order, as the host IR adds
        acc = acc + am[:, k:k + 1] * bm[k:k + 1, :]
    return scatter(name, "D", acc.astype(np.float32))


# --- host IR: the wave meets in memory --------------------------------------------------

def helper_name(name: str) -> str:
    return f"__rocke_mfma.{name}"


def _i16_array(gname: str, values: np.ndarray) -> str:
    body = ", ".join(f"i16 {int(v)}" for v in values.reshape(-1))
    return f"@{gname} = internal unnamed_addr constant [{values.size} x i16] [{body}]"


def helper_ir(name: str) -> str:
    """Host IR of `@__rocke_mfma.<name>(ptr ctx, A, B, C, i32 site) -> D`, called by each
    lane in place of the intrinsic. Each lane stores its A and B fragments in the wave's
    exchange area, yields to the scheduler until all 64 lanes have (fibers.py), then computes
    its own D entries reading the others' fragments. The offset tables are generated from
    `slot`. Two buffers, picked by the parity of the lane's call count, let one meeting per
    call suffice: a lane can only reuse a buffer after every lane has met at the next call,
    done with its reads."""
    from .fibers import AT_MFMA

    insn = mfma(name)
    ea, eb, ec = elems(insn, "A"), elems(insn, "B"), elems(insn, "D")
    if max(ea, eb) * 2 * WAVE > XCHG_OPERAND:
        raise RockeError(f"mfma: {name}: fragments larger than the exchange area")
    a_lane, a_elem = _index(name, "A")
    b_lane, b_elem = _index(name, "B")
    d_lane, d_elem = _index(name, "D")
    # byte offsets of A[i][k] and B[k][j] in their exchange buffers; (i, j) of each D element
    a_off = a_lane * (ea * 2) + a_elem * 2
    b_off = b_lane * (eb * 2) + b_elem * 2
    rows = np.zeros((WAVE, ec), np.int64)
    cols = np.zeros((WAVE, ec), np.int64)
    for i in range(insn.m):
        for j in range(insn.n):
            rows[d_lane[i, j], d_elem[i, j]] = i
            cols[d_lane[i, j], d_elem[i, j]] = j
    g = f"__rocke_mfma.{name}"
    k, n = insn.k, insn.n
    acc, opd = insn.acc, insn.operand
    if insn.dtype == "f16":
        to_f32 = ["  %{v}.h = bitcast i16 %{v}.raw to half",
                  "  %{v}.f = call float @__extendhfsf2(half %{v}.h)"]
    else:  # bf16: the high half of an f32
        to_f32 = ["  %{v}.w = zext i16 %{v}.raw to i32",
                  "  %{v}.s = shl i32 %{v}.w, 16",
                  "  %{v}.f = bitcast i32 %{v}.s to float"]

    def load(v: str, table: str, index: str, base: str) -> list[str]:
        return [f"  %{v}.ti = getelementptr inbounds i16, ptr @{g}.{table}, i32 {index}",
                f"  %{v}.o16 = load i16, ptr %{v}.ti, align 2",
                f"  %{v}.o = zext i16 %{v}.o16 to i64",
                f"  %{v}.p = getelementptr inbounds i8, ptr {base}, i64 %{v}.o",
                f"  %{v}.raw = load i16, ptr %{v}.p, align 2",
                *(s.format(v=v) for s in to_f32),
                f"  %{v}.d = fpext float %{v}.f to double"]

    nl = "\n"
    return f"""
{_i16_array(g + ".aoff", a_off)}
{_i16_array(g + ".boff", b_off)}
{_i16_array(g + ".row", rows)}
{_i16_array(g + ".col", cols)}

define internal {acc} @{g}(ptr %ctx, {opd} %a, {opd} %b, {acc} %c, i32 %site) {{
entry:
  %wp = getelementptr inbounds i8, ptr %ctx, i64 56
  %w = load ptr, ptr %wp, align 8
  %tid = load i32, ptr %ctx, align 4
  %lane = and i32 %tid, {WAVE - 1}
  %lane64 = zext i32 %lane to i64
  %cnt.o = shl i64 %lane64, 2
  %cnt.o1 = add i64 %cnt.o, {WAVE_COUNT}
  %cnt.p = getelementptr inbounds i8, ptr %w, i64 %cnt.o1
  %cnt = load i32, ptr %cnt.p, align 4
  %cnt.n = add i32 %cnt, 1
  store i32 %cnt.n, ptr %cnt.p, align 4
  %par = and i32 %cnt, 1
  %par64 = zext i32 %par to i64
  %site.row = mul i64 %par64, {WAVE * 4}
  %site.o = add i64 %site.row, {WAVE_SITE}
  %site0.p = getelementptr inbounds i8, ptr %w, i64 %site.o
  %site.o1 = add i64 %site.o, %cnt.o
  %site.p = getelementptr inbounds i8, ptr %w, i64 %site.o1
  store i32 %site, ptr %site.p, align 4
  %buf.o = mul i64 %par64, {XCHG_BUFFER}
  %buf.o1 = add i64 %buf.o, {WAVE_XCHG}
  %abuf = getelementptr inbounds i8, ptr %w, i64 %buf.o1
  %bbuf = getelementptr inbounds i8, ptr %abuf, i64 {XCHG_OPERAND}
  %a.o = mul i64 %lane64, {ea * 2}
  %a.p = getelementptr inbounds i8, ptr %abuf, i64 %a.o
  %a.bits = bitcast {opd} %a to <{ea} x i16>
  store <{ea} x i16> %a.bits, ptr %a.p, align 2
  %b.o = mul i64 %lane64, {eb * 2}
  %b.p = getelementptr inbounds i8, ptr %bbuf, i64 %b.o
  %b.bits = bitcast {opd} %b to <{eb} x i16>
  store <{eb} x i16> %b.bits, ptr %b.p, align 2
  call void @__rocke_yield(ptr %ctx, i32 {AT_MFMA})
  ; every lane of the wave must have come from the same call site
  %site0 = load i32, ptr %site0.p, align 4
  %same = icmp eq i32 %site0, %site
  br i1 %same, label %go, label %bad

bad:
  %s.hi0 = zext i32 %site0 to i64
  %s.hi = shl i64 %s.hi0, 32
  %s.lo = zext i32 %site to i64
  %s.both = or i64 %s.hi, %s.lo
  %err.p = getelementptr inbounds i8, ptr %w, i64 {WAVE_ERR}
  %x = cmpxchg ptr %err.p, i64 0, i64 %s.both monotonic monotonic
  br label %go

go:
  %lane.e = mul i32 %lane, {ec}
  br label %e.loop

e.loop:
  %e = phi i32 [ 0, %go ], [ %e.n, %e.next ]
  %d = phi {acc} [ %c, %go ], [ %d.n, %e.next ]
  %le = add i32 %lane.e, %e
  %i.p = getelementptr inbounds i16, ptr @{g}.row, i32 %le
  %i16 = load i16, ptr %i.p, align 2
  %i = zext i16 %i16 to i32
  %j.p = getelementptr inbounds i16, ptr @{g}.col, i32 %le
  %j16 = load i16, ptr %j.p, align 2
  %j = zext i16 %j16 to i32
  %ce = extractelement {acc} %c, i32 %e
  %acc0 = fpext float %ce to double
  %ik = mul i32 %i, {k}
  br label %k.loop

k.loop:
  %kk = phi i32 [ 0, %e.loop ], [ %kk.n, %k.loop ]
  %acc = phi double [ %acc0, %e.loop ], [ %acc.n, %k.loop ]
  %ai = add i32 %ik, %kk
  %kn = mul i32 %kk, {n}
  %bi = add i32 %kn, %j
{nl.join(load("av", "aoff", "%ai", "%abuf"))}
{nl.join(load("bv", "boff", "%bi", "%bbuf"))}
  ; exact: two f16/bf16 values have at most 22 significant bits of product
  %prod = fmul double %av.d, %bv.d
  %acc.n = fadd double %acc, %prod
  %kk.n = add i32 %kk, 1
  %k.more = icmp ult i32 %kk.n, {k}
  br i1 %k.more, label %k.loop, label %e.next

e.next:
  %r = fptrunc double %acc.n to float
  %d.n = insertelement {acc} %d, float %r, i32 %e
  %e.n = add i32 %e, 1
  %e.more = icmp ult i32 %e.n, {ec}
  br i1 %e.more, label %e.loop, label %done

done:
  ret {acc} %d.n
}}
"""


def by_intrinsic() -> dict[str, Mfma]:
    """Every spelling of every MFMA intrinsic (any flavor) -> its instruction."""
    return {sp: insn for insn in MFMA.values() for sp in insn.spelling.values()}
