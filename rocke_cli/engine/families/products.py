"""The matrix products the MFMA bodies (mfma, kvs) are made of: which instruction a product
uses and how its output blocks are dealt to the waves. Both bodies import this; neither reaches
into the other.

Every product is C[R x C] (+)= A[R x K] B[K x C] on one MFMA shape (f16 / bf16 inputs, fp32
accumulators); its M x M output blocks are dealt to the waves, the same number to each, so every
wave runs the same code."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..config import Config
from ..targets import mfma, mfma_refusal

WAVE = 64
PT_PAD = 4  # P^T / dS^T (and the kvs tiles' K^T, dS) row padding (elements): 8 bytes
# (block, depth) of CDNA3's MFMA shapes, largest block first
CDNA3_SHAPES = ((32, 8), (16, 16))
# the config parameters a main body's products are made of: rows, columns, contraction
S_DIMS = ("block_m", "block_n", "head_dim")  # S = Q K^T, dP = dO V^T
KV_DIMS = ("block_n", "head_dim", "block_m")  # dV += P^T dO, dK += dS^T Q
Q_DIMS = ("block_m", "head_dim", "block_n")  # dQ = dS K


@dataclass(frozen=True)
class Product:
    """One matrix product of a body: its instruction shape and its split over the waves."""

    m: int  # instruction output block: 32 (32x32xk) or 16 (16x16xk)
    k: int  # instruction contraction depth
    groups: int  # lane groups 64 / m
    nv: int  # accumulator elements per lane per block: m * m / 64
    cols: int  # output blocks per block row: C / m
    per_wave: int  # output blocks per wave
    steps: int  # contraction steps: K / k
    insn: str  # v_mfma_* name (the MFMA table's key)

    @property
    def kw(self) -> int:
        """A/B fragment width: the contraction elements one lane holds (4 on the CDNA3 shapes,
        8 on gfx950's double-rate ones: lane group g holds k in [kw g, kw g + kw))."""
        return self.k // self.groups

    def row_off(self, v: int) -> int:
        """The output row of accumulator element v within its block, from the lane's first
        (4 consecutive rows a lane group, the groups interleaved): 0..27 on both block sizes,
        so a 32-bit word holds a bit for each of a lane's entries (the kvs mask word)."""
        return 4 * self.groups * (v // 4) + v % 4

    def row_offs(self) -> list[int]:
        """Every row_off of the block's elements, once each, ascending."""
        return sorted({self.row_off(v) for v in range(self.nv)})

    @property
    def builtin(self) -> str:
        """clang's HIP builtin for the instruction (the .hip templates call it)."""
        return mfma(self.insn).builtin

    @property
    def operand(self) -> str:
        """IR type of the A/B fragment as the instruction takes it (bf16 bits as <4 x i16> on
        the CDNA3 shapes, <8 x bfloat> on gfx950's double-rate ones)."""
        return mfma(self.insn).operand

    @property
    def hip_elem(self) -> str:
        """C element type of the A/B fragment vectors (bf16 bits as short)."""
        return mfma(self.insn).hip_elem


def product(rows: int, cols: int, depth: int, waves: int, dtype: str, *,
            shapes: tuple[tuple[int, int], ...] = CDNA3_SHAPES,
            dims: tuple[str, str, str] | None = None) -> Product | str:
    """The largest instruction of `shapes` ((block, depth) pairs) whose blocks tile the output
    evenly over the waves, or why none does: `dims` names the config parameters the rows,
    columns and depth are, so the reason can say which to change and to what."""
    for m, k in shapes:
        if _splits(rows, cols, depth, waves, (m, k)):
            return Product(m, k, WAVE // m, m * m // WAVE, cols // m,
                           (rows // m) * (cols // m) // waves, depth // k,
                           f"v_mfma_f32_{m}x{m}x{k}_{dtype}")
    names = " or ".join(f"{m}x{m}x{k}" for m, k in shapes)
    what = f" ({dims[0]} x {dims[1]} over {dims[2]})" if dims else ""
    why = (f"a {rows}x{cols} product over {depth}{what} has no {names} blocks that split evenly "
           f"over {waves} waves")
    fixes = _fixes(rows, cols, depth, waves, shapes=shapes, dims=dims) if dims else []
    if fixes:
        why += ": " + ", ".join(fixes[:-1]) + (" or " if len(fixes) > 1 else "") + fixes[-1]
        why += " would split it"
    return why


def _splits(rows: int, cols: int, depth: int, waves: int, shape: tuple[int, int]) -> bool:
    m, k = shape
    return not (rows % m or cols % m or depth % k or ((rows // m) * (cols // m)) % waves)


# the values a tile parameter is tried at when a refusal suggests one
_SIZES = (16, 32, 64, 128, 256)


def _fixes(rows: int, cols: int, depth: int, waves: int, *,
           shapes: tuple[tuple[int, int], ...], dims: tuple[str, str, str]) -> list[str]:
    """One change a parameter each that lets some shape split: the next larger rows or columns,
    or half the waves (wg_size)."""
    out = []
    for i, n in ((0, rows), (1, cols)):
        for v in (v for v in _SIZES if v > n):
            size = (v, cols) if i == 0 else (rows, v)
            if any(_splits(*size, depth, waves, sh) for sh in shapes):
                out.append(f"{dims[i]} {v}")
                break
    if waves > 4 and any(_splits(rows, cols, depth, waves // 2, sh) for sh in shapes):
        out.append(f"wg_size {waves // 2 * WAVE}")
    return out


def insn_refusal(cfg: Config, parts: Mapping[str, Product | str]) -> str | None:
    """The first product that splits over no instruction, or uses one the arch lacks."""
    for p in parts.values():
        if isinstance(p, str):
            return p
    for p in parts.values():
        assert not isinstance(p, str)
        if why := mfma_refusal(p.insn, cfg["arch"]):
            return why
    return None
