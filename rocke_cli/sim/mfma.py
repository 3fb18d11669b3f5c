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
WAVE_DONE = 16  # i32[2]: per buffer, the number of the call whose D it holds (0: none yet)
WAVE_COUNT = 256  # i32[64]: MFMA calls each lane has made (its parity picks the buffer)
WAVE_SITE = 512  # i32[2][64]: the call site (source line) of each lane's call, per parity
WAVE_XCHG = 1024  # two buffers (by call parity), each A, B (64 lanes x 8 x 16 bits), C/D
XCHG_OPERAND = WAVE * 8 * 2
XCHG_CD = WAVE * 16 * 4  # 64 lanes x 16 f32
XCHG_BUFFER = 2 * XCHG_OPERAND + XCHG_CD
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


def helper_ir(name: str, at_mfma: int) -> str:
    """Host IR of `@__rocke_mfma.<name>(ptr ctx, A, B, C, i32 site) -> D`, called by each
    lane in place of the intrinsic. Each lane stores its A, B and C fragments in the wave's
    exchange area and yields to the scheduler until all 64 lanes have (fibers.py); the first
    lane to resume computes the whole D once (`@...wave`: the fragments converted to double
    eight at a time, then row by row in k order, four columns at a time) into the C
    fragments' place, tagged with the call's number, and every lane takes its own D fragment
    from there. Index tables are generated from `slot`. Two buffers, picked by the parity of
    the lane's call count, let one meeting per call suffice: a buffer is written again only
    after every lane has met at the next call, done with its reads. `at_mfma`: the state a
    lane yields with (fibers.AT_MFMA; passed in, as fibers reads this module's layout)."""
    insn = mfma(name)
    ea, eb, ec = elems(insn, "A"), elems(insn, "B"), elems(insn, "D")
    if max(ea, eb) * 2 * WAVE > XCHG_OPERAND or ec * 4 * WAVE > XCHG_CD:
        raise RockeError(f"mfma: {name}: fragments larger than the exchange area")
    a_lane, a_elem = _index(name, "A")
    b_lane, b_elem = _index(name, "B")
    d_lane, d_elem = _index(name, "D")
    # index of A[i][k], B[k][j] and C/D[i][j] in their lane-major fragments
    a_idx = a_lane * ea + a_elem
    b_idx = b_lane * eb + b_elem
    c_idx = d_lane * ec + d_elem
    g = f"__rocke_mfma.{name}"
    m, n, k = insn.m, insn.n, insn.k
    kn, mn = k * n, m * n
    acc, opd = insn.acc, insn.operand
    if insn.dtype == "f16":  # F16C's vcvtph2ps where the host has it (runtime._features)
        to_f64 = ["  %{v}.h = bitcast <8 x i16> %{v}.raw to <8 x half>",
                  "  %{v}.d = fpext <8 x half> %{v}.h to <8 x double>"]
    else:  # bf16: the high half of an f32
        to_f64 = ["  %{v}.w = zext <8 x i16> %{v}.raw to <8 x i32>",
                  "  %{v}.s = shl <8 x i32> %{v}.w, <i32 16, i32 16, i32 16, i32 16, i32 16, "
                  "i32 16, i32 16, i32 16>",
                  "  %{v}.f = bitcast <8 x i32> %{v}.s to <8 x float>",
                  "  %{v}.d = fpext <8 x float> %{v}.f to <8 x double>"]

    def convert(v: str, count: int, base: str, dest: str, nxt: str) -> str:
        """A loop converting an operand's fragments (bits, lane-major) to doubles at `dest`,
        eight at a time."""
        lines = [f"{v}.loop:",
                 f"  %{v}.i = phi i32 [ 0, %{v}.pre ], [ %{v}.n, %{v}.loop ]",
                 f"  %{v}.p = getelementptr inbounds i16, ptr {base}, i32 %{v}.i",
                 f"  %{v}.raw = load <8 x i16>, ptr %{v}.p, align 2",
                 *(s.format(v=v) for s in to_f64),
                 f"  %{v}.q = getelementptr inbounds double, ptr {dest}, i32 %{v}.i",
                 f"  store <8 x double> %{v}.d, ptr %{v}.q, align 8",
                 f"  %{v}.n = add i32 %{v}.i, 8",
                 f"  %{v}.more = icmp ult i32 %{v}.n, {count}",
                 f"  br i1 %{v}.more, label %{v}.loop, label %{nxt}"]
        return "\n".join(lines)

    def gather(v: str, table: str, count: int, *, src: str, ty: str, dest: str,
               nxt: str) -> str:
        """A loop storing dest[i] = src[table[i]] as double, for i < count."""
        widen = [f"  %{v}.d = fpext float %{v}.v to double"] if ty == "float" else []
        value = f"%{v}.d" if widen else f"%{v}.v"
        align = 4 if ty == "float" else 8
        lines = [f"{v}.loop:",
                 f"  %{v}.i = phi i32 [ 0, %{v}.pre ], [ %{v}.n, %{v}.loop ]",
                 f"  %{v}.ti = getelementptr inbounds i16, ptr @{g}.{table}, i32 %{v}.i",
                 f"  %{v}.x16 = load i16, ptr %{v}.ti, align 2",
                 f"  %{v}.x = zext i16 %{v}.x16 to i64",
                 f"  %{v}.p = getelementptr inbounds {ty}, ptr {src}, i64 %{v}.x",
                 f"  %{v}.v = load {ty}, ptr %{v}.p, align {align}",
                 *widen,
                 f"  %{v}.q = getelementptr inbounds double, ptr {dest}, i32 %{v}.i",
                 f"  store double {value}, ptr %{v}.q, align 8",
                 f"  %{v}.n = add i32 %{v}.i, 1",
                 f"  %{v}.more = icmp ult i32 %{v}.n, {count}",
                 f"  br i1 %{v}.more, label %{v}.loop, label %{nxt}"]
        return "\n".join(lines)

    stores = f"""  %bbuf = getelementptr inbounds i8, ptr %abuf, i64 {XCHG_OPERAND}
  %cbuf = getelementptr inbounds i8, ptr %abuf, i64 {2 * XCHG_OPERAND}
  %a.o = mul i64 %lane64, {ea * 2}
  %a.p = getelementptr inbounds i8, ptr %abuf, i64 %a.o
  %a.bits = bitcast {opd} %a to <{ea} x i16>
  store <{ea} x i16> %a.bits, ptr %a.p, align 2
  %b.o = mul i64 %lane64, {eb * 2}
  %b.p = getelementptr inbounds i8, ptr %bbuf, i64 %b.o
  %b.bits = bitcast {opd} %b to <{eb} x i16>
  store <{eb} x i16> %b.bits, ptr %b.p, align 2
  %c.o = mul i64 %lane64, {ec * 4}
  %c.p = getelementptr inbounds i8, ptr %cbuf, i64 %c.o
  store {acc} %c, ptr %c.p, align 4"""
    return f"""
{_i16_array(g + ".aidx", a_idx)}
{_i16_array(g + ".bidx", b_idx)}
{_i16_array(g + ".cidx", c_idx)}

; the whole wave's D = A @ B + C, from the fragments in one exchange buffer, into the C place
define internal void @{g}.wave(ptr %abuf) noinline {{
entry:
  %af = alloca [{WAVE * ea} x double], align 32
  %bf = alloca [{WAVE * eb} x double], align 32
  %bm = alloca [{kn} x double], align 32
  %acc = alloca [{mn} x double], align 32
  %bbuf = getelementptr inbounds i8, ptr %abuf, i64 {XCHG_OPERAND}
  %cbuf = getelementptr inbounds i8, ptr %abuf, i64 {2 * XCHG_OPERAND}
  br label %a.pre

a.pre:
  br label %a.loop

{convert("a", WAVE * ea, "%abuf", "%af", "b.pre")}

b.pre:
  br label %b.loop

{convert("b", WAVE * eb, "%bbuf", "%bf", "g.pre")}

; B as a KxN matrix, so that each row's columns are adjacent; C as the MxN accumulator
g.pre:
  br label %g.loop

{gather("g", "bidx", kn, src="%bf", ty="double", dest="%bm", nxt="c.pre")}

c.pre:
  br label %c.loop

{gather("c", "cidx", mn, src="%cbuf", ty="float", dest="%acc", nxt="k.loop")}

; acc[i][j] += A[i][k] * B[k][j], k outermost: every entry adds its products in k order
; (exact: two f16/bf16 values have at most 22 significant bits of product)
k.loop:
  %kk = phi i32 [ 0, %c.loop ], [ %kk.n, %i.next ]
  %kn = mul i32 %kk, {n}
  br label %i.loop

i.loop:
  %i = phi i32 [ 0, %k.loop ], [ %i.n, %i.next0 ]
  %ik = mul i32 %i, {k}
  %aidx = add i32 %ik, %kk
  %a.ti = getelementptr inbounds i16, ptr @{g}.aidx, i32 %aidx
  %a.x16 = load i16, ptr %a.ti, align 2
  %a.x = zext i16 %a.x16 to i64
  %a.q0 = getelementptr inbounds double, ptr %af, i64 %a.x
  %a.v = load double, ptr %a.q0, align 8
  %a.v1 = insertelement <4 x double> poison, double %a.v, i32 0
  %a.splat = shufflevector <4 x double> %a.v1, <4 x double> poison, <4 x i32> zeroinitializer
  %in = mul i32 %i, {n}
  br label %j.loop

j.loop:
  %j = phi i32 [ 0, %i.loop ], [ %j.n, %j.loop ]
  %bidx = add i32 %kn, %j
  %b.q0 = getelementptr inbounds double, ptr %bm, i32 %bidx
  %b.v = load <4 x double>, ptr %b.q0, align 8
  %didx = add i32 %in, %j
  %d.q = getelementptr inbounds double, ptr %acc, i32 %didx
  %d.v = load <4 x double>, ptr %d.q, align 8
  %prod = fmul <4 x double> %a.splat, %b.v
  %d.n = fadd <4 x double> %d.v, %prod
  store <4 x double> %d.n, ptr %d.q, align 8
  %j.n = add i32 %j, 4
  %j.more = icmp ult i32 %j.n, {n}
  %i.n = add i32 %i, 1
  br i1 %j.more, label %j.loop, label %i.next0

i.next0:
  %i.more = icmp ult i32 %i.n, {m}
  br i1 %i.more, label %i.loop, label %i.next

i.next:
  %kk.n = add i32 %kk, 1
  %k.more = icmp ult i32 %kk.n, {k}
  br i1 %k.more, label %k.loop, label %out.loop

out.loop:
  %o.i = phi i32 [ 0, %i.next ], [ %o.n, %out.loop ]
  %o.q = getelementptr inbounds double, ptr %acc, i32 %o.i
  %o.d = load double, ptr %o.q, align 8
  %o.f = fptrunc double %o.d to float
  %o.ti = getelementptr inbounds i16, ptr @{g}.cidx, i32 %o.i
  %o.x16 = load i16, ptr %o.ti, align 2
  %o.x = zext i16 %o.x16 to i64
  %o.p = getelementptr inbounds float, ptr %cbuf, i64 %o.x
  store float %o.f, ptr %o.p, align 4
  %o.n = add i32 %o.i, 1
  %o.more = icmp ult i32 %o.n, {mn}
  br i1 %o.more, label %out.loop, label %done

done:
  ret void
}}

define internal {acc} @{g}(ptr %ctx, {opd} %a, {opd} %b, {acc} %c, i32 %site) {{
entry:
{meet_ir(at_mfma, stores)}

go:
  ; the first lane back computes the call's D; its tag is the call's number (1, 2, ...)
  %tag.o = shl i64 %par64, 2
  %tag.o1 = add i64 %tag.o, {WAVE_DONE}
  %tag.p = getelementptr inbounds i8, ptr %w, i64 %tag.o1
  %tag = load i32, ptr %tag.p, align 4
  %fresh = icmp eq i32 %tag, %cnt.n
  br i1 %fresh, label %take, label %compute

compute:
  call void @{g}.wave(ptr %abuf)
  store i32 %cnt.n, ptr %tag.p, align 4
  br label %take

take:
  %d = load {acc}, ptr %c.p, align 4
  ret {acc} %d
}}
"""


def meet_ir(at_mfma: int, stores: str) -> str:
    """The entry of a helper in which the wave's lanes meet (an MFMA, a transposing read): in a
    function of `ptr %ctx` and `i32 %site`, this lane's call is counted, the exchange buffer
    %abuf picked by the count's parity (its A, B and C/D places at 0, XCHG_OPERAND and 2 *
    XCHG_OPERAND), `stores` (this lane's writes into it; IR lines that may use %lane, %lane64
    and %abuf) run, and the lane yields until all 64 wait; a lane from another call site than
    lane 0 is recorded (SimDiverged). Ends in a branch to block %go; %w, %par64 and %cnt.n (this
    call's number) stay defined. Every lane reads only after all have written, and writes a
    buffer again two calls later, after all have met at the call in between."""
    return f"""  %wp = getelementptr inbounds i8, ptr %ctx, i64 56
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
{stores}
  call void @__rocke_yield(ptr %ctx, i32 {at_mfma})
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
  br label %go"""


def by_intrinsic() -> dict[str, Mfma]:
    """Every spelling of every MFMA intrinsic (any flavor) -> its instruction."""
    return {sp: insn for insn in MFMA.values() for sp in insn.spelling.values()}
