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
"""

from __future__ import annotations

from ..engine.families import Build

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
    if fam in ("attention_bwd_main", "attention_bwd_unified_main"):
        bm, bn = v["block_m"], v["block_n"]
        gemms = 4 + (v.get("dq_mode", "atomic") != "none")
        return gemms * 2 * bm * bn * d, f"{gemms}*2*bm*bn*d = {gemms}*2*{bm}*{bn}*{d}"
    if fam == "attention_bwd_dq":
        bm, bn = v["block_m"], v["block_n"]
        return 3 * 2 * bm * bn * d, f"3*2*bm*bn*d = 3*2*{bm}*{bn}*{d}"
    if fam == "attention_bwd_prep":
        bm = v["block_m"]
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
