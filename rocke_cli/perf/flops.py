"""Useful FLOPs per steady-state iteration, from the algorithm and the config (never from the
instruction counts: those are the cross-check).

What one iteration is, per family (templates/*.ll.j2):
- main, unified_main: one step of the loop over (query head, Q tile) of the workgroup's KV
  tile: a block_m x block_n score tile at head_dim d. S = Q K^T, dP = dO V^T, dV += P^T dO,
  dK += dS^T Q: four GEMMs of 2*bm*bn*d FLOPs, and dQ = dS K a fifth when dq_mode is atomic
  or slices (none: dQ is the dq kernel's).
- dq: one step of the loop over the KV tiles the workgroup's Q tile visits: S, dP and
  dQ += dS K, three GEMMs of 2*bm*bn*d.
- prep: no loop (the row passes are unrolled): the whole kernel, block_m rows, delta = the dot
  of a dO row and an O row: 2*d FLOPs a row.
- convert: no loop: block_m rows, one multiply (scale) per element: d a row.
- reduce: the loop over the nsplit fp32 slices, one per pass of the row tiling: an iteration
  adds one slice to rows_per_pass rows: d adds a row (the final scale multiply is outside it).

Masks (causal, top-left, sliding windows: engine/mask.py): a tile outside the mask is skipped
whole and is no iteration, so the per-iteration figure is that of a visited tile, which the
kernel computes whole (its masked entries are zeroed, not skipped): the same formula for every
mask. MLA (head_dim_v = dv below d): S, dK and dQ are d-wide products, dP and dV dv-wide, so main's
iteration is 2*bm*bn*(k*d + 2*dv) (k = 3 with dQ, 2 without), dq's 2*bm*bn*(2*d + dv) and
prep's 2*dv a row.
A problem's total (`problem_flops`) counts the visible (row, key) entries, 10*d a head
(forward 4*d: S and O; backward 2.5 times that, FlashAttention's benchmark convention), with
FlashAttention's convention for causal: half the dense count, not the triangle with its
diagonal (s*(s+1)/2). Windows count their visible entries exactly.
"""

from __future__ import annotations

from ..engine.families import Build
from ..engine.mask import Mask

TILED = ("attention_bwd_main", "attention_bwd_unified_main", "attention_bwd_dq")
ROWS = ("attention_bwd_prep", "attention_bwd_convert", "attention_bwd_reduce")
MODELED = TILED + ROWS
# what the steady state of each family is in its assembly: a loop, or the whole kernel
EXPECTED_STEP = {**{f: "loop" for f in TILED}, "attention_bwd_prep": "kernel",
                 "attention_bwd_convert": "kernel", "attention_bwd_reduce": "loop"}


def useful_flops(build: Build) -> tuple[int, str]:
    """(FLOPs of one steady-state iteration of one workgroup, the formula with its values)."""
    v, fam = build.config.values, build.family
    d = v["head_dim"]
    dv = v.get("head_dim_v") or d
    if fam in ("attention_bwd_main", "attention_bwd_unified_main"):
        bm, bn = v["block_m"], v["block_n"]
        gemms = 4 + (v.get("dq_mode", "atomic") != "none")
        if dv != d:  # S, dK (and dQ) contract or produce head_dim; dP and dV head_dim_v
            k = gemms - 2
            return (2 * bm * bn * (k * d + 2 * dv),
                    f"2*bm*bn*({k}*d+2*dv) = 2*{bm}*{bn}*({k}*{d}+2*{dv})")
        return gemms * 2 * bm * bn * d, f"{gemms}*2*bm*bn*d = {gemms}*2*{bm}*{bn}*{d}"
    if fam == "attention_bwd_dq":
        bm, bn = v["block_m"], v["block_n"]
        if dv != d:
            return 2 * bm * bn * (2 * d + dv), f"2*bm*bn*(2*d+dv) = 2*{bm}*{bn}*(2*{d}+{dv})"
        return 3 * 2 * bm * bn * d, f"3*2*bm*bn*d = 3*2*{bm}*{bn}*{d}"
    if fam == "attention_bwd_prep":
        bm = v["block_m"]
        if dv != d:
            return 2 * dv * bm, f"2*dv*bm = 2*{dv}*{bm}"
        return 2 * d * bm, f"2*d*bm = 2*{d}*{bm}"
    if fam == "attention_bwd_convert":
        bm = v["block_m"]
        return d * bm, f"d*bm = {d}*{bm}"
    if fam == "attention_bwd_reduce":
        rows = build.derived.rows_per_pass
        return d * rows, f"d*rows_per_pass = {d}*{rows}"
    raise ValueError(f"{fam}: no FLOP formula (modeled families: {', '.join(MODELED)})")


N_REF = 8192  # the sequence length at which the compulsory HBM traffic is counted


def hbm_share(build: Build) -> float:
    """The share of a tiled kernel's loop loads that is compulsory HBM traffic at N_REF
    tokens: the streamed tiles are read by every workgroup of the other side, N_REF / block_n
    of them for main (its Q-side tiles), N_REF / block_m for dq (its KV tiles); the rest are
    L2 re-reads. Row kernels stream everything from HBM (their route is "hbm")."""
    v, fam = build.config.values, build.family
    if fam in ("attention_bwd_main", "attention_bwd_unified_main"):
        return min(1.0, v["block_n"] / N_REF)
    if fam == "attention_bwd_dq":
        return min(1.0, v["block_m"] / N_REF)
    return 0.0


def visible_entries(mask: Mask, len_q: int, len_k: int) -> int:
    """The (row, key) pairs of one sequence the mask lets through, row by row (each row's keys
    are an interval: O(len_q))."""
    n = 0
    for i in range(max(len_q, 0)):
        hi = len_k - 1 if mask.hi is None else min(len_k - 1, i + mask.hi.value(len_q, len_k))
        lo = 0 if mask.lo is None else max(0, i + mask.lo.value(len_q, len_k))
        n += max(0, hi - lo + 1)
    return n


def problem_flops(mask: Mask, lens: list[tuple[int, int]], heads_q: int, head_dim: int,
                  head_dim_v: int = 0) -> int:
    """Useful backward FLOPs of a problem: 10*d per visible entry per query head, summed over
    its sequences (len_q, len_k); causal counts half the dense entries (FlashAttention's
    benchmark convention). With head_dim_v (MLA) the five products' own widths: 2*(3*d + 2*dv)
    (S, dK, dQ over d; dP, dV over dv), which is 10*d when they are equal."""
    dv = head_dim_v or head_dim
    per = 2 * (3 * head_dim + 2 * dv) * heads_q
    if mask.causal:
        return sum(per * lq * lk // 2 for lq, lk in lens)
    return sum(per * visible_entries(mask, lq, lk) for lq, lk in lens)
