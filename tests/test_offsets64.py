"""Element offsets past 2^31 (issue 11): one sequence placed at token T0 of padded storage, so
row * heads, row * heads * D and head * total_q all pass 2^31, runs through each pipeline's
kernels in the simulator. Its outputs must match the float64 reference (which sees only the
sequence's rows) and the canary rows just before and after it, in every tensor, must be
untouched. The tensors are MAP_NORESERVE mappings (sim/buffers.sparse): only touched pages
exist. A 32-bit offset wraps, reads the zero lead before the tensor and leaves the outputs
unwritten (NaN), so the run fails instead of crashing.
"""

from __future__ import annotations

import numpy as np
import pytest

from rocke_cli.engine.catalog import build
from rocke_cli.engine.render import render
from rocke_cli.sim import reference as R
from rocke_cli.sim import runtime
from rocke_cli.sim.buffers import Buffer, fill_unwritten, is_unwritten, round_to, sparse
from rocke_cli.sim.pack import pack

H = 2  # Hq = Hkv
D = 64
L = 40  # the sequence's length (max_seqlen): a partial tile at every block size
T0 = 2**30 + 64  # T0 * H > 2^31; head 1 of lse/delta: total + T0 > 2^31
ROWS = T0 + L + 1  # one canary row after the sequence
CANARY = [T0 - 1, T0 + L]
SCALE = 1.0 / np.sqrt(D)

PREP = ("attention_bwd_prep", "gfx942.f16.d64.bm64.thd.ws0.full.z1")
CONVERT = ("attention_bwd_convert", "gfx942.f16.d64.bm64.thd.ws0.full")
REDUCE = ("attention_bwd_reduce", "gfx942.f16.d64.bm64.thd.ws0.full")
MAIN = "attention_bwd_main"
DQ = "attention_bwd_dq"
PIPES = {
    "atomic": [PREP, (MAIN, "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic"), CONVERT],
    "atomic.mfma": [PREP, (MAIN, "gfx942.f16.d64.bm64bn64.thd.ws0.full.c0.atomic.mfma"),
                    CONVERT],
    "deterministic": [PREP, (MAIN, "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.slices"), REDUCE],
    "split": [PREP, (MAIN, "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.none"),
              (DQ, "gfx942.f16.d64.bm64bn64.thd.full.c0")],
    "split.mfma": [PREP, (MAIN, "gfx942.f16.d64.bm64bn64.thd.ws0.full.c0.atomic.mfma"),
                   (DQ, "gfx942.f16.d64.bm64bn64.thd.full.c0.mfma")],  # dq overwrites dQ
}
ROW_TENSORS = ("q", "k", "v", "o", "dout", "dq", "dk", "dv")
INPUTS = ("q", "k", "v", "o", "dout")


def _shape(name: str) -> tuple[str, tuple[int, ...]]:
    if name in ROW_TENSORS:
        return "f16", (ROWS, H, D)
    if name in ("lse", "delta"):
        return "f32", (H, ROWS)
    if name == "dq_ws":
        return "f32", (ROWS, H, D)
    if name in ("cu_seqlens_q", "cu_seqlens_k"):
        return "i32", (2,)
    raise AssertionError(name)


def _seq(name: str) -> tuple:
    """The sequence's elements and the canary rows around them."""
    return ((slice(None), slice(T0, T0 + L)) if name in ("lse", "delta")
            else (slice(T0, T0 + L),))


def _canary(name: str) -> tuple:
    return (slice(None), CANARY) if name in ("lse", "delta") else (CANARY,)


def _put(buf: Buffer, index: tuple, values: np.ndarray) -> None:
    buf.view()[index] = values.astype(buf.view().dtype)


def run_pipeline(stages: list[tuple[str, str]]) -> tuple[dict[str, Buffer], dict]:
    builds = [build(f, c) for f, c in stages]
    names = list(dict.fromkeys(a.name for b in builds for a in b.abi.args if a.kind == "ptr"))
    bufs = {n: sparse(n, *_shape(n), output=True) for n in names}
    for n, buf in bufs.items():
        if n.startswith("cu_seqlens"):
            buf.view()[...] = [T0, T0 + L]
            continue
        fill_unwritten(buf, _canary(n))
        fill_unwritten(buf, _seq(n))
    rng = np.random.default_rng(11)
    x = {n: round_to(rng.standard_normal((L, H, D)), "f16") for n in ("q", "k", "v", "dout")}
    o, lse = R.forward(x["q"], x["k"], x["v"], SCALE, False)
    x["o"] = round_to(o, "f16")
    lse = round_to(lse, "f32")
    for n in INPUTS:
        _put(bufs[n], _seq(n), x[n])
    _put(bufs["lse"], _seq("lse"), lse)
    ref = R.backward(x["q"], x["k"], x["v"], x["o"], x["dout"], lse=lse, scale=SCALE,
                     mask=False)
    mfma = any(b.mfma for b in builds)
    naive = R.backward(x["q"], x["k"], x["v"], x["o"], x["dout"], lse=lse, scale=SCALE,
                       mask=False, dt=np.float32, ps_elem="f16" if mfma else None)
    base = {"total_q": ROWS, "total_k": ROWS, "max_seqlen_q": L, "max_seqlen_k": L,
            "num_heads_q": H, "num_heads_kv": H, "scale": SCALE, "ws_rows": ROWS,
            "nsplit": 1, "batch": 1}
    for b in builds:
        sc = dict(base, scale=1.0) if b.family in (CONVERT[0], REDUCE[0]) else base
        k = runtime.compile_kernel(render(b, "ll", "llvm22"), b.abi, b.config["wg_size"],
                                   f"{b.family} {b.id}")
        grid = b.grid.dims(L, {"q": H, "kv": H}, 1)
        runtime.launch(k, pack(b.abi, bufs, sc, b.family), grid)
    return bufs, {"ref": ref, "naive": naive}


@pytest.mark.parametrize("pipe", sorted(PIPES))
def test_sequence_past_2_31_is_computed_in_place(pipe: str) -> None:
    assert T0 * H >= 2**31 and (ROWS + T0) >= 2**31  # the premise: 32-bit offsets wrap
    bufs, r = run_pipeline(PIPES[pipe])
    for n in ("dq", "dk", "dv", "delta"):
        if n not in bufs:
            continue
        v = bufs[n].view()[_seq(n)].astype(np.float64)
        want, naive = r["ref"][n], r["naive"][n]
        if n != "delta":
            naive = round_to(naive, "f16")
        verdict = R.judge(n, v, want, naive)
        assert verdict.ok, f"{pipe}: {n} wrong at rows past 2^31: {verdict.to_json()}"
    for n, buf in bufs.items():
        if n.startswith("cu_seqlens"):
            continue
        assert is_unwritten(buf, _canary(n)).all(), \
            f"{pipe}: {n}: a canary row around the sequence was written"
