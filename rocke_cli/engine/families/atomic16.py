"""dq_mode atomic16: dQ summed by 16-bit atomics (pk_add_bf16, or pk_add_f16 on scaled values)
instead of fp32 ones, measured against the simulator's tolerance rule and refused.

The measurement (docs/design.md, "dq_mode atomic16"): the simulator's problem at 16384 tokens
(one sequence, heads 4:2, head_dim 128, standard normal inputs, scale 1/sqrt(d)), each dQ row the
sum of one fp32 partial per KV tile (86 at block_n 192, 64 at 256), added in tile order and in a
random order per 16-row Q block, each add rounded to the workspace's 16-bit type; judged by
sim/reference.py's rule (err <= 2 x the fp32 implementation's error + ATOL term) on the dQ the
convert stage writes. Causal problems pass in every mode: the bound is set by the first rows,
which see one KV tile. The non-causal figures below are the binding ones, err / bound over seeds
0-2 and both block_n; tests/test_atomic16.py recomputes a smaller case (256 rows against the same
16384 keys) that still shows each verdict.
"""

from __future__ import annotations

from ..config import Config

MODE = "atomic16"
TOKENS = 16384

# (the atomics' type, the inputs' dtype) -> (lowest, highest) err / bound measured, non-causal
MEASURED: dict[tuple[str, str], tuple[float, float]] = {
    ("bf16", "bf16"): (3.16, 4.26),
    ("bf16", "f16"): (19.34, 33.70),
    ("f16", "bf16"): (0.50, 0.74),
    ("f16", "f16"): (2.21, 3.57),
}


def passes(adds: str, dtype: str) -> bool:
    """Whether `adds` atomics passed the rule on `dtype` inputs at every seed measured."""
    return MEASURED[(adds, dtype)][1] <= 1.0


def _figure(adds: str, dtype: str) -> str:
    lo, hi = MEASURED[(adds, dtype)]
    return f"{adds} adds {lo:.2f}-{hi:.2f}x"


def atomic16_refusal(cfg: Config) -> str | None:
    """Why dq_mode atomic16 is not built for this config (every body and dtype), or None."""
    if cfg["dq_mode"] != MODE:
        return None
    dt = cfg["dtype"]
    at = (f"at {TOKENS // 1024}k tokens ({dt} d128, max error / allowed over seeds 0-2: "
          f"{_figure('bf16', dt)}, {_figure('f16', dt)})")
    ok = [a for a in ("bf16", "f16") if passes(a, dt)]
    if not ok:
        return (f"dq_mode {MODE}: 16-bit dQ atomics fail the simulator's tolerance rule {at}; "
                "use atomic")
    return (f"dq_mode {MODE}: {at} the simulator's tolerance rule passes only "
            f"{' and '.join(ok)} adds, which need a per-row power-of-two scale no template "
            f"builds; use atomic")
