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
            shapes: tuple[tuple[int, int], ...] = CDNA3_SHAPES) -> Product | str:
    """The largest instruction of `shapes` ((block, depth) pairs) whose blocks tile the output
    evenly over the waves, or why none does."""
    for m, k in shapes:
        blocks = (rows // m) * (cols // m)
        if rows % m or cols % m or depth % k or blocks % waves:
            continue
        return Product(m, k, WAVE // m, m * m // WAVE, cols // m, blocks // waves, depth // k,
                       f"v_mfma_f32_{m}x{m}x{k}_{dtype}")
    names = " nor ".join(f"{m}x{m}x{k}" for m, k in shapes)
    return (f"a {rows}x{cols} product over {depth} splits evenly over {waves} waves with "
            f"neither {names} blocks")


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
