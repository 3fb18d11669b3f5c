"""The simulator's host-side numerics: the float64 reference's batched products agree with the
chain contract's einsum formulas, bf16 rounding is round-to-nearest-even bit for bit, canaries
keep their pattern, and a cloned arena is an independent copy of the inputs."""

from __future__ import annotations

import numpy as np
import pytest

from rocke_cli.sim import buffers as B
from rocke_cli.sim import reference as R


def _einsum_backward(q, k, v, o, do, lse, scale, causal, key_mask=None):  # noqa: ANN001, ANN202
    """The contract's math written as einsums (the reference's form before the matmuls)."""
    lq, hq, d = q.shape
    lk, hkv, _ = k.shape
    g = hq // hkv
    delta = np.einsum("ihd,ihd->hi", do, o)
    kk, vv = np.repeat(k, g, axis=1), np.repeat(v, g, axis=1)
    s = np.einsum("ihd,jhd->hij", q, kk)
    p = np.exp(s * scale - lse[:, :, None])
    if causal:
        p = np.where(R.causal_mask(lq, lk)[None], p, 0)
    if key_mask is not None:
        p = np.where(key_mask[None, None, :], p, 0)
    ds = p * (np.einsum("ihd,jhd->hij", do, vv) - delta[:, :, None])
    dq = scale * np.einsum("hij,jhd->ihd", ds, kk)
    dk = (scale * np.einsum("hij,ihd->jhd", ds, q)).reshape(lk, hkv, g, d).sum(axis=2)
    dv = np.einsum("hij,ihd->jhd", p, do).reshape(lk, hkv, g, d).sum(axis=2)
    return {"dq": dq, "dk": dk, "dv": dv, "delta": delta}


@pytest.mark.parametrize("lq,lk,hq,hkv,d,causal,masked", [
    (40, 70, 4, 2, 64, True, False), (64, 96, 4, 1, 128, True, True),
    (9, 20, 4, 4, 64, False, False), (33, 33, 2, 2, 32, False, True)])
def test_reference_matmuls_match_einsum_formulas(lq: int, lk: int, hq: int, hkv: int, d: int,
                                                  causal: bool, masked: bool) -> None:
    rng = np.random.default_rng(lq * 1000 + lk)
    q, do = (B.round_to(rng.standard_normal((lq, hq, d)), "f16") for _ in range(2))
    k, v = (B.round_to(rng.standard_normal((lk, hkv, d)), "f16") for _ in range(2))
    scale = 1 / np.sqrt(d)
    o, lse = R.forward(q, k, v, scale, causal)
    # the forward pass by einsum too: softmax(q k^T) v
    s = np.einsum("ihd,jhd->hij", q, np.repeat(k, hq // hkv, axis=1)) * scale
    if causal:
        s = np.where(R.causal_mask(lq, lk)[None], s, -np.inf)
    want_lse = np.log(np.exp(s - s.max(2, keepdims=True)).sum(2)) + s.max(2)
    want_o = np.einsum("hij,jhd->ihd", np.exp(s - want_lse[..., None]),
                       np.repeat(v, hq // hkv, axis=1))
    assert np.abs(o - want_o).max() <= 1e-13 * (1 + np.abs(want_o).max())
    assert np.abs(lse - want_lse).max() <= 1e-13 * (1 + np.abs(want_lse).max())
    km = rng.random(lk) > 0.3 if masked else None
    got = R.backward(q, k, v, o, do, lse=lse, scale=scale, mask=causal, key_mask=km)
    want = _einsum_backward(q, k, v, o, do, lse, scale, causal, km)
    for name, w in want.items():
        assert got[name].shape == w.shape, name
        # float64 sums in another order: last bits only
        assert np.abs(got[name] - w).max() <= 1e-13 * (1 + np.abs(w).max()), name


def test_reference_handles_empty_sides() -> None:
    q = np.ones((0, 4, 64))
    k = np.ones((5, 2, 64))
    o, lse = R.forward(q, k, k, 0.125, True)
    assert o.shape == (0, 4, 64) and lse.shape == (4, 0)
    g = R.backward(np.ones((3, 4, 64)), np.ones((0, 2, 64)), np.ones((0, 2, 64)),
                   np.ones((3, 4, 64)), np.ones((3, 4, 64)), lse=np.zeros((4, 3)), scale=0.1,
                   mask=False)
    assert g["dq"].shape == (3, 4, 64) and not g["dq"].any() and g["dk"].shape == (0, 2, 64)


def _bf16_oracle(x: np.ndarray) -> np.ndarray:
    """Round to nearest even on the f32 bits, in Python integers (no wrap-around possible)."""
    u = np.ascontiguousarray(x, np.float32).view(np.uint32).reshape(-1)
    out = []
    for w in u.tolist():
        if (w & 0x7F800000) == 0x7F800000 and w & 0x7FFFFF:
            out.append(0x7FC0)  # NaN: the quiet NaN
            continue
        hi, lo = w >> 16, w & 0xFFFF
        if lo > 0x8000 or (lo == 0x8000 and hi & 1):
            hi += 1
        out.append(hi)
    return np.asarray(out, np.uint16).reshape(np.shape(x))


def test_bf16_bits_round_to_nearest_even_on_every_pattern() -> None:
    # every bf16 value (all 2^16 high halves, NaN and inf included) with the low halves that
    # decide the rounding: exact, just below/at/above the tie, and the extremes
    hi = np.arange(1 << 16, dtype=np.uint32) << 16
    lows = np.array([0, 1, 0x7FFF, 0x8000, 0x8001, 0xFFFF], np.uint32)
    x = (hi[:, None] | lows[None, :]).reshape(-1).view(np.float32)
    rnd = np.random.default_rng(0).integers(0, 1 << 32, 200_000, dtype=np.uint64)
    x = np.concatenate([x, rnd.astype(np.uint32).view(np.float32)])
    got = B.to_bf16_bits(x)
    assert got.dtype == np.uint16
    want = _bf16_oracle(x)
    bad = np.flatnonzero(got != want)
    assert not len(bad), [hex(int(x.view(np.uint32)[i])) for i in bad[:5]]


def test_bf16_bits_ties_denormals_and_float64_input() -> None:
    w = np.array([0x3F808000, 0x3F818000, 0x00008000, 0x00018000, 0x7F7FFFFF, 0xFF7F8000,
                  0x7F800000, 0xFF800000, 0x7F800001, 0xFFC00000], np.uint32)
    got = B.to_bf16_bits(w.view(np.float32))
    assert [hex(int(v)) for v in got] == [
        "0x3f80", "0x3f82", "0x0", "0x2", "0x7f80", "0xff80", "0x7f80", "0xff80", "0x7fc0",
        "0x7fc0"]
    # float64 goes through f32 first, shapes are kept
    x = np.random.default_rng(3).standard_normal((7, 3, 5))
    assert (B.to_bf16_bits(x) == _bf16_oracle(x.astype(np.float32))).all()


def test_canary_pattern_is_shared_read_only_and_unchanged() -> None:
    for n in (0, 1, 2, 3, 4097, B.CANARY_BYTES + 3 * B.ALIGN + 1):
        c = B._canary(n)
        k = np.arange((n + 1) // 2, dtype=np.uint32)
        want = (0xFF80 | ((k * 37) % 0x7F + 1)).astype(np.uint16).view(np.uint8)[:n]
        assert len(c) == n and (c == want).all()
        with pytest.raises(ValueError):
            c[:1] = 0  # the shared pattern cannot be changed through one caller's slice


def test_arena_clone_is_an_independent_copy() -> None:
    a = B.Arena()
    a.alloc("q", "bf16", (5, 3), output=False, fill_nan=False).write(np.arange(15.0).reshape(5, 3))
    a.alloc("dq", "f32", (4,), output=True)
    c = a.clone()
    assert list(c.buffers) == ["q", "dq"]
    for name in ("q", "dq"):
        assert c[name].addr % B.ALIGN == 0 and c[name].addr != a[name].addr
        assert (c[name].data_bytes() == a[name].data_bytes()).all()
        assert c[name].shape == a[name].shape and c[name].output == a[name].output
    assert c["dq"].unwritten().all()
    c["dq"].write(np.ones(4))
    c["q"].write(np.zeros((5, 3)))
    assert a["dq"].unwritten().all() and (a["q"].read() == np.arange(15.0).reshape(5, 3)).all()
    assert all(v == {"before": 0, "after": 0} for v in c.canaries().values())


def test_a_case_sets_up_once_and_every_artifact_gets_the_same_inputs(monkeypatch) -> None:  # noqa: ANN001
    from rocke_cli.engine.catalog import build
    from rocke_cli.sim import run as sim_run
    from rocke_cli.sim.adversarial import case
    from rocke_cli.sim.dims import Dims
    from rocke_cli.sim.pipelines import PIPELINES

    calls = []
    real = sim_run.setup
    monkeypatch.setattr(sim_run, "setup", lambda *a: calls.append(a) or real(*a))
    builds = [build("attention_bwd_prep", "gfx942.f16.d64.bm64.thd.ws1.full.z1")]
    k = sim_run.compile_builds(builds, "ll")
    # the same kernels under both names: the second run differs from the first only if its
    # buffers do not hold the same inputs
    res = sim_run.run_case(PIPELINES["prep"], builds, {"ll": k, "hip": k},
                           Dims((40, 9, 0, 21), (40, 9, 0, 21), 4, 2, 0), case("clean"))
    assert len(calls) == 1  # one setup (inputs, float64 reference) per case
    r = res["results"]
    assert r["ll"]["ok"] and r["hip"]["ok"], r
    assert r["hip"]["outputs"] == r["ll"]["outputs"]
    assert all(v["differ"] == 0 and v["count"] > 0 for v in r["hip"]["vs_ll"].values()), r
