"""Constants and helpers the family specs share (one definition each)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

VEC = 8  # head_dim elements in one 16-byte LDS/global vector of f16/bf16
KV_PAD = 8  # K/V LDS rows padded by one vector: column-wise reads spread over the banks
LOG2E = "0x3FF7154760000000"  # log2(e) rounded to float, as LLVM spells a float constant
PER_THREAD = 16  # row kernels: the most head_dim elements a thread owns (two 16-byte vectors)
I32 = 1 << 32
# every head_dim a family may take (each family's spec says which of them it builds)
HEAD_DIMS = (64, 96, 128, 192, 256)
# head_dim_v (the V, O, dO and dV width; MLA's Dv): 0, the default, is head_dim
HEAD_DIMS_V = (0, *HEAD_DIMS)


def head_dim_v(cfg: Mapping[str, Any]) -> int:
    """The V/O/dO/dV head dim of a config: `head_dim_v`, or head_dim where that is 0 (the
    default) or the family has no such param."""
    return cfg.get("head_dim_v") or cfg["head_dim"]


def dims_refusal(cfg: Mapping[str, Any]) -> str | None:
    """Why a config's (head_dim, head_dim_v) pair is not built, whatever the body, or None."""
    dv = cfg.get("head_dim_v") or 0
    if not dv:
        return None
    d = cfg["head_dim"]
    if dv == d:
        # two ids for one kernel would be blessed, checked and shipped twice
        return (f"head_dim_v {dv} equals head_dim: leave head_dim_v out (0, its default) so "
                f"the kernel has one id")
    if dv > d:
        return (f"head_dim_v {dv} is over head_dim {d}: the asymmetric form built is MLA's, "
                f"V narrower than Q and K")
    return None


def log2(n: int) -> int:
    """log2 of a power of two (the shift that replaces a multiply or divide by it)."""
    return n.bit_length() - 1


def i32(x: int) -> int:
    """x wrapped to a signed 32-bit integer, as the kernels' i32 arithmetic does."""
    x %= I32
    return x - I32 if x >= 1 << 31 else x
