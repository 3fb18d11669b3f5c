"""dq_mode atomic16: dQ summed by 16-bit atomics (pk_add_bf16, or pk_add_f16 on scaled values)
instead of fp32 ones, measured against the simulator's tolerance rule and refused.

The measurement (docs/design.md, "dq_mode atomic16"): the simulator's problem at 16384 tokens
(one sequence, heads 4:2, head_dim 128, standard normal inputs, scale 1/sqrt(d)), each dQ row the
sum of one fp32 partial per KV tile (86 at block_n 192, 64 at 256), added in tile order and in a
random order per 16-row Q block, each partial and each sum rounded to the workspace's 16-bit type
(to nearest even; f16 on a power-of-two scale, which moves no rounding in this range), then the
convert's cast; judged by sim/reference.py's rule (err <= 2 x the fp32 implementation's error +
the ATOL term). The non-causal figures are the binding ones: causally masked, the bound follows
max |dQ|, which sits in the first rows, one KV tile each. The closest, f16 adds on bf16
inputs, fails in two runs of eighteen at these tiles and more often at the smaller tiles of the
other bodies, more adds a row (two seeds of three at block_n 64, every seed at 32).
tests/test_atomic16.py recomputes each failure on 256 query rows against the same 16384 keys.
"""

from __future__ import annotations

from ..config import Config

MODE = "atomic16"
TOKENS = 16384

# (the atomics' type, the inputs' dtype) -> (lowest, highest) err / bound measured: non-causal,
# block_n 192 and 256, both orders, seeds 0-2 (0-8 for the closest, f16 adds on bf16 inputs).
# Every highest is over 1: no 16-bit mode passes.
MEASURED: dict[tuple[str, str], tuple[float, float]] = {
    ("bf16", "bf16"): (2.83, 4.26),
    ("bf16", "f16"): (16.35, 33.70),
    ("f16", "bf16"): (0.41, 1.26),
    ("f16", "f16"): (2.16, 3.68),
}


def _figure(adds: str, dtype: str) -> str:
    lo, hi = MEASURED[(adds, dtype)]
    return f"{adds} adds {lo:.2f}-{hi:.2f}x"


def atomic16_refusal(cfg: Config) -> str | None:
    """Why dq_mode atomic16 is not built for this config (every body and dtype), or None."""
    if cfg["dq_mode"] != MODE:
        return None
    dt = cfg["dtype"]
    return (f"dq_mode {MODE}: 16-bit dQ atomics fail the simulator's tolerance rule (measured "
            f"at {TOKENS // 1024}k tokens, {dt} d128, block_n 192 and 256; max error / allowed: "
            f"{_figure('bf16', dt)}, {_figure('f16', dt)}); use atomic")
