"""Constants and helpers the family specs share (one definition each)."""

from __future__ import annotations

VEC = 8  # head_dim elements in one 16-byte LDS/global vector of f16/bf16
KV_PAD = 8  # K/V LDS rows padded by one vector: column-wise reads spread over the banks
LOG2E = "0x3FF7154760000000"  # log2(e) rounded to float, as LLVM spells a float constant
PER_THREAD = 16  # row kernels: the most head_dim elements a thread owns (two 16-byte vectors)
I32 = 1 << 32
# every head_dim a family may take (each family's spec says which of them it builds)
HEAD_DIMS = (64, 96, 128, 192, 256)


def log2(n: int) -> int:
    """log2 of a power of two (the shift that replaces a multiply or divide by it)."""
    return n.bit_length() - 1


def i32(x: int) -> int:
    """x wrapped to a signed 32-bit integer, as the kernels' i32 arithmetic does."""
    x %= I32
    return x - I32 if x >= 1 << 31 else x
