"""The dQ-side families: attention_bwd_reduce, attention_bwd_worklist, attention_bwd_dq.

Goldens, refusals, guard sites (and the legacy trusted ones), ABI, guard cost in the gfx942
assembly, and the worklist's weights against main's visited pairs enumerated element-wise.
"""

from __future__ import annotations

import numpy as np
import pytest
from helpers import configs, guard_cost

from rocke_cli.engine import catalog
from rocke_cli.engine.families import worklist as wl
from rocke_cli.engine.guard import LEGACY_NO_BOUND, LEGACY_SLOT
from rocke_cli.engine.render import render

F16 = np.float16


class _Buf:
    """A host array as the simulator's packer wants it (address and element type)."""

    def __init__(self, arr: np.ndarray, elem: str) -> None:
        self.arr, self.elem = np.ascontiguousarray(arr), elem

    @property
    def addr(self) -> int:
        return self.arr.ctypes.data


def _run(family: str, cid: str, bufs: dict, scalars: dict, grid: tuple[int, int, int]) -> None:
    """Run the shipped llvm22 IR of a config on the CPU simulator (rocke_cli.sim)."""
    from rocke_cli.sim.pack import pack
    from rocke_cli.sim.runtime import compile_kernel, launch

    b = catalog.build(family, cid)
    c = compile_kernel(render(b, "ll", "llvm22"), b.abi, b.config["wg_size"], cid)
    launch(c, pack(b.abi, {k: _Buf(*v) if isinstance(v, tuple) else v
                           for k, v in bufs.items()}, scalars), grid)


def _cu32(lens) -> np.ndarray:
    return np.concatenate([[0], np.cumsum(lens)]).astype(np.int32)







# ---------------------------------------------------------------- attention_bwd_reduce

RED = "attention_bwd_reduce"


def test_reduce_refuses_a_block_smaller_than_one_pass():
    b = catalog.build(RED, "gfx942.f16.d64.bm32.bshd.ws0.full")
    assert b.refused == "block_m 32 is not a multiple of the 64 rows one pass covers"


def test_reduce_abi_and_sites():
    b = catalog.build(RED, "gfx942.f16.d128.bm64.thd.ws1.full")
    names = [a.name for a in b.abi.args]
    assert names == ["dq_ws", "dq", "cu_seqlens_q", "total_q", "max_seqlen_q", "num_heads_q",
                     "nsplit", "ws_rows", "scale"]
    assert b.abi.kernarg_size == 48
    q = b.seqs["q"]
    assert q.guarded and q.bound == "total_q" and q.len_bound == "max_seqlen_q"
    dense = catalog.build(RED, "gfx942.f16.d128.bm64.bshd.ws0.full")
    assert [a.name for a in dense.abi.args] == ["dq_ws", "dq", "seqlen_q", "num_heads_q",
                                                "nsplit", "ws_rows", "scale"]
    assert dense.sites == []


def test_reduce_legacy_trusts_only_slot_rows():
    for c in configs(RED, layout="thd"):
        q = catalog.build(RED, c.id).seqs["q"]
        if c["bounds"] == "legacy":
            assert c["ws_seg"] == 1, c.id  # the sweep holds no legacy ws0 duplicate
            assert q.trusted == LEGACY_SLOT and not q.guarded, c.id
        else:
            assert q.trusted is None and q.bound == "total_q", c.id
        text = render(catalog.build(RED, c.id), "ll", "llvm22")
        assert ("%q.bad = or i1" in text) == (c["bounds"] == "full"), c.id


def test_reduce_sums_slices_in_order_in_an_ir_loop():
    text = render(catalog.build(RED, "gfx942.bf16.d128.bm64.thd.ws0.full"), "ll", "llvm22")
    # one counted loop per pass: k from 0 while k < nsplit, offset stepping by a whole slice
    assert "%k0 = phi i32 [ 0, %cv0 ], [ %k0.n, %add0 ]" in text
    assert "icmp slt i32 %k0, %nsplit" in text
    assert "%o0.n = add i64 %o0, %sl.stride" in text
    assert "%sl.stride = mul i64 %sl.rh, 128" in text
    assert "atomicrmw" not in text


@pytest.mark.parametrize("family,cid", [
    (RED, "gfx942.f16.d128.bm64.thd.ws0.full"),
    (RED, "gfx942.f16.d128.bm64.thd.ws1.full"),
    ("attention_bwd_dq", "gfx942.f16.d64.bm64bn32.thd.full.c1"),
    ("attention_bwd_dq", "gfx942.bf16.d64.bm64bn64.thd.legacy.c0"),
])
def test_guard_costs_scalar_instructions_only(family, cid, record_property):
    g = guard_cost(family, cid)
    assert g.valu_on == g.valu_off, "the guard must add no VALU instruction"
    assert g.vgpr_on == g.vgpr_off, "the guard must add no VGPR"
    assert g.extra > 0, "the guarded build must contain the guard"
    record_property("guard_scalar_instructions", g.extra)
    print(f"{family} {cid}: guard = {g.extra} scalar instructions, vgpr {g.vgpr_on}")


# ---------------------------------------------------------------- attention_bwd_worklist

WL = "attention_bwd_worklist"


def _visited_by_elements(lq: int, lk: int, bm: int, bn: int, causal: int) -> int:
    """Pairs main visits, from the masks: a (Q tile, KV tile) pair is visited iff some entry
    (i < lq, j < lk) of it is unmasked; causal bottom-right: j <= i + lk - lq."""
    if lq <= 0 or lk <= 0:
        return 0
    n = 0
    for m0 in range(0, lq, bm):
        i = list(range(m0, min(m0 + bm, lq)))
        for n0 in range(0, lk, bn):
            j = range(n0, min(n0 + bn, lk))
            n += any(not causal or jj <= ii + lk - lq for ii in i for jj in j)
    return n


LENS = [(0, 5), (5, 0), (1, 1), (1, 300), (300, 1), (64, 64), (65, 64), (63, 129), (200, 70),
        (70, 200), (129, 129), (17, 250), (250, 17), (128, 128), (33, 97)]


@pytest.mark.parametrize("bm,bn", [(32, 128), (32, 32), (32, 64), (64, 32), (64, 64),
                                   (128, 64), (128, 128)])
@pytest.mark.parametrize("causal", [0, 1])
def test_worklist_weight_equals_main_visited_pairs(bm, bn, causal):
    cfg = {"block_m": bm, "block_n": bn, "causal": causal}
    for lq, lk in LENS:
        assert wl.pair_weight(lq, lk, cfg) == _visited_by_elements(lq, lk, bm, bn, causal), \
            (lq, lk)


def _cu(lens):
    out = [0]
    for n in lens:
        out.append(out[-1] + n)
    return out


def test_worklist_of_a_batch_with_empty_and_bad_sequences():
    cfg = catalog.build(WL, "gfx942.bm64bn64.thd.ws1.full.c1.wg256").config.values
    lq = [100, 0, 70, 30, 200, 5]
    lk = [90, 40, 0, 300, 64, 5]
    cq, ck = _cu(lq), _cu(lk)
    cq[4] = cq[3] - 1  # sequence 3 decreasing (bad), sequence 4 starts inside 3 and is long
    q = {"offsets": cq, "bound": cq[-1], "slot": 128}  # slot rows: len_q > 128 is bad
    kv = {"offsets": ck, "bound": ck[-1]}
    w, o = wl.worklist(cfg, len(lq), q, kv)
    good = [_visited_by_elements(a, b, 64, 64, 1) for a, b in zip(lq, lk, strict=True)]
    assert w[0] == good[0] > 0 and w[5] == good[5] == 1
    assert w[1] == 0 and w[2] == 0  # empty q side, empty kv side
    assert w[3] == 0  # tok1 < tok0: the guard decodes it empty
    assert w[4] == 0  # len_q 201 > the 128-row slot
    assert o == [sum(w[:i]) for i in range(len(w) + 1)]
    # past the total: bad too
    q2 = {"offsets": _cu(lq[:1]) + [10**6], "bound": 100}
    w2, _ = wl.worklist(cfg, 2, q2, {"offsets": _cu(lk[:2]), "bound": sum(lk[:2])})
    assert w2 == [good[0], 0]


def test_worklist_uses_mains_sites_and_bounds():
    full = catalog.build(WL, "gfx942.bm64bn64.thd.ws1.full.c1.wg256")
    assert full.seqs["q"].bound == "total_q" and full.seqs["q"].len_bound == "max_seqlen_q"
    assert full.seqs["kv"].bound == "total_k" and full.seqs["kv"].len_bound == "max_seqlen_k"
    assert [a.name for a in full.abi.args] == [
        "weights", "offsets", "cu_seqlens_q", "total_q", "cu_seqlens_k", "total_k",
        "max_seqlen_q", "max_seqlen_k", "batch"]
    legacy = catalog.build(WL, "gfx942.bm64bn64.thd.ws1.legacy.c1.wg256")
    assert legacy.seqs["q"].trusted == LEGACY_SLOT and legacy.seqs["kv"].trusted == LEGACY_SLOT
    assert [a.name for a in legacy.abi.args] == [
        "weights", "offsets", "cu_seqlens_q", "cu_seqlens_k", "batch"]
    dense = catalog.build(WL, "gfx942.bm64bn64.bshd.ws0.full.c0.wg256")
    assert [a.name for a in dense.abi.args] == ["weights", "offsets", "seqlen_q", "seqlen_k",
                                                "batch"]
    assert dense.lds_bytes == 1024 and dense.lds["scan"].elem == "i32"


def test_worklist_ir_decodes_per_thread_and_loops():
    text = render(catalog.build(WL, "gfx942.bm64bn64.thd.ws0.full.c1.wg256"), "ll", "llvm22")
    # main's decode, indexed by the thread's sequence instead of workgroup id z
    assert "getelementptr inbounds i32, ptr addrspace(1) %cu_seqlens_q, i32 %bi" in text
    assert "%kv.bad = or i1" in text and "%q.bad = or i1" in text
    assert "workgroup.id.z" not in text
    # real loops: chunks, Q tiles (causal) and scan steps, with shifts for the tile divisions
    for phi in ("%ci = phi i32", "%mt = phi i32", "%sh = phi i32"):
        assert phi in text
    assert "sdiv" not in text and "udiv" not in text
    nc = render(catalog.build(WL, "gfx942.bm64bn64.thd.ws0.full.c0.wg256"), "ll", "llvm22")
    assert "%mt = phi" not in nc and "%pairs = mul i32 %nq, %nk" in nc


def test_reduce_on_the_simulator_sums_slices_and_scales():
    cid = "gfx942.f16.d64.bm64.thd.ws1.full"
    rng = np.random.default_rng(3)
    lens, hq, dim, nsplit, slot = [70, 0, 64, 81], 2, 64, 3, 80
    cu = _cu32(lens)  # sequence 3: 81 rows, over the 80-row slot: decoded empty
    rows = len(lens) * slot
    ws = rng.standard_normal((nsplit, rows, hq, dim)).astype(np.float32)
    total = int(cu[-1])
    dq = np.full((total + 8, hq, dim), np.nan, F16)
    _run(RED, cid, {"dq_ws": (ws, "f32"), "dq": (dq, "f16"), "cu_seqlens_q": (cu, "i32")},
         {"total_q": total, "max_seqlen_q": slot, "num_heads_q": hq, "nsplit": nsplit,
          "ws_rows": rows, "scale": 0.5}, (2, hq, len(lens)))
    for b in range(3):
        n = int(cu[b + 1] - cu[b])
        want = 0.5 * ws[:, b * slot:b * slot + n].astype(np.float64).sum(axis=0)
        got = dq[cu[b]:cu[b] + n].astype(np.float64)
        np.testing.assert_allclose(got, want, rtol=2e-3, atol=2e-3)
    assert np.isnan(dq[cu[3]:].astype(np.float64)).all()  # the bad sequence wrote nothing


def test_worklist_on_the_simulator_matches_the_enumeration():
    rng = np.random.default_rng(5)
    ML = 350  # max_seqlen of both sides: longer sequences (up to 399 here) weigh 0
    for cid in ("gfx942.bm64bn32.thd.ws0.full.c1.wg256", "gfx942.bm64bn64.thd.ws0.full.c0.wg256",
                "gfx942.bm64bn64.thd.ws0.full.c1.wg64"):
        cfg = catalog.build(WL, cid).config.values
        n = 300  # more than one chunk of work-items
        lq, lk = rng.integers(0, 400, n), rng.integers(0, 400, n)
        cq, ck = _cu32(lq), _cu32(lk)
        cq[7] = -5  # bad: negative start (sequences 6 and 7)
        ck[20] = ck[21] + 1  # bad: decreasing (sequences 19 and 20)
        w = np.full(n + 4, -7, np.int32)
        o = np.full(n + 5, -7, np.int32)
        _run(WL, cid, {"weights": (w, "i32"), "offsets": (o, "i32"), "cu_seqlens_q": (cq, "i32"),
                       "cu_seqlens_k": (ck, "i32")},
             {"total_q": int(cq[-1]), "total_k": int(ck[-1]), "batch": n,
              "max_seqlen_q": ML, "max_seqlen_k": ML}, (1, 1, 1))
        def length(cu, b):
            t0, t1 = int(cu[b]), int(cu[b + 1])
            return 0 if t0 < 0 or t1 < t0 or t1 > int(cu[-1]) or t1 - t0 > ML else t1 - t0

        want = [_visited_by_elements(length(cq, b), length(ck, b), cfg["block_m"],
                                     cfg["block_n"], cfg["causal"]) for b in range(n)]
        assert want[6] == want[7] == want[20] == 0
        # some sequences in bounds are dropped by the len bound alone
        assert any(lq[b] > ML for b in range(n) if b not in (6, 7, 19, 20))
        assert w[:n].tolist() == want, cid
        assert o[:n + 1].tolist() == [sum(want[:i]) for i in range(n + 1)], cid
        assert (w[n:] == -7).all() and (o[n + 1:] == -7).all(), cid


# ---------------------------------------------------------------- attention_bwd_dq

DQ = "attention_bwd_dq"


def _dq_reference(q, k, v, do, lse, delta, cq, ck, causal, scale):
    """float64 dQ of the contract, per sequence and head (thd, GQA)."""
    tq, hq, _ = q.shape
    group = hq // k.shape[1]
    out = np.zeros(q.shape)
    for b in range(len(cq) - 1):
        q0, q1, k0, k1 = int(cq[b]), int(cq[b + 1]), int(ck[b]), int(ck[b + 1])
        lq, lk = q1 - q0, k1 - k0
        i, j = np.arange(lq)[:, None], np.arange(lk)[None, :]
        mask = (j <= i + lk - lq) if causal else np.ones((lq, lk), bool)
        for h in range(hq):
            qq, kk = q[q0:q1, h].astype(np.float64), k[k0:k1, h // group].astype(np.float64)
            vv, dd = v[k0:k1, h // group].astype(np.float64), do[q0:q1, h].astype(np.float64)
            ls = lse[h, q0:q1].astype(np.float64)[:, None]
            with np.errstate(invalid="ignore", over="ignore"):
                p = np.where(mask & np.isfinite(ls), np.exp(qq @ kk.T * scale - ls), 0.0)
            ds = p * (dd @ vv.T - delta[h, q0:q1].astype(np.float64)[:, None])
            out[q0:q1, h] = scale * ds @ kk
    return out


@pytest.mark.parametrize("cid", ["gfx942.f16.d64.bm64bn32.thd.full.c1",
                                 "gfx942.f16.d64.bm64bn32.thd.full.c0",
                                 "gfx942.f16.d64.bm32bn32.thd.full.c1"])
def test_dq_on_the_simulator_matches_float64(cid):
    cfg = catalog.build(DQ, cid).config.values
    rng = np.random.default_rng(11)
    dim, hq, hkv, scale = cfg["head_dim"], 4, 2, 0.125
    lq, lk = [70, 5, 0, 40, 130, 33], [100, 0, 9, 20, 130, 50]
    cq, ck = _cu32(lq), _cu32(lk)
    tq, tk = int(cq[-1]), int(ck[-1])
    q = rng.standard_normal((tq, hq, dim)).astype(F16)
    k = rng.standard_normal((tk, hkv, dim)).astype(F16)
    v = rng.standard_normal((tk, hkv, dim)).astype(F16)
    do = rng.standard_normal((tq, hq, dim)).astype(F16)
    delta = rng.standard_normal((hq, tq)).astype(np.float32)
    lse = (rng.standard_normal((hq, tq)) + 3.0).astype(np.float32)
    lse[1, int(cq[4]) + 3] = -np.inf  # a row that saw no key in the forward: P = 0
    ck_run = ck.copy()
    ck_run[6] = tk + 1  # sequence 5's kv end past total_k: the guard decodes it empty
    dq = np.full((tq + 16, hq, dim), np.nan, F16)
    _run(DQ, cid, {"q": (q, "f16"), "k": (k, "f16"), "v": (v, "f16"), "dout": (do, "f16"),
                   "lse": (lse, "f32"), "delta": (delta, "f32"), "dq": (dq, "f16"),
                   "cu_seqlens_q": (cq, "i32"), "cu_seqlens_k": (ck_run, "i32")},
         {"total_q": tq, "total_k": tk, "max_seqlen_q": max(lq), "max_seqlen_k": max(lk),
          "num_heads_q": hq, "num_heads_kv": hkv, "scale": scale},
         ((max(lq) + cfg["block_m"] - 1) // cfg["block_m"], hq, len(lq)))
    ck_ref = ck.copy()
    ck_ref[6] = ck_ref[5]  # what the guard makes of sequence 5: no keys, dQ = 0
    want = _dq_reference(q, k, v, do, lse, delta, cq, ck_ref, cfg["causal"], scale)
    got = dq[:tq].astype(np.float64)
    assert not np.isnan(got).any(), "every row of every valid sequence is written"
    assert np.isnan(dq[tq:].astype(np.float64)).all(), "nothing past total_q is written"
    np.testing.assert_allclose(got, want, rtol=1e-2, atol=4e-3 * np.abs(want).max())
    assert (got[cq[5]:cq[6]] == 0).all() and (got[cq[1]:cq[2]] == 0).all()
    assert np.abs(got[cq[0]:cq[1]]).max() > 0.1


def test_dq_sites_kv_trusted_under_legacy():
    for c in configs(DQ, refused=None, layout="thd"):
        b = catalog.build(DQ, c.id)
        q, kv = b.seqs["q"], b.seqs["kv"]
        assert q.bound == "total_q" and q.trusted is None, c.id
        if c["bounds"] == "legacy":
            assert kv.trusted == LEGACY_NO_BOUND and kv.bound is None, c.id
            assert not b.abi.has("total_k"), c.id
        else:
            assert kv.bound == "total_k" and kv.trusted is None, c.id
        if not b.refused:
            text = render(b, "ll", "llvm22")
            assert "%q.bad = or i1" in text, c.id
            assert ("%kv.bad = or i1" in text) == (c["bounds"] == "full"), c.id
    for c in configs(DQ, refused=None, layout="bshd"):
        assert catalog.build(DQ, c.id).sites == [], c.id


def test_dq_abi():
    b = catalog.build(DQ, "gfx942.f16.d64.bm64bn32.thd.full.c1")
    assert [a.name for a in b.abi.args] == [
        "q", "k", "v", "dout", "lse", "delta", "dq", "cu_seqlens_q", "total_q", "cu_seqlens_k",
        "total_k", "max_seqlen_q", "max_seqlen_k", "num_heads_q", "num_heads_kv", "scale"]
    assert b.abi.kernarg_size == 104
    legacy = catalog.build(DQ, "gfx942.f16.d64.bm64bn32.thd.legacy.c1")
    assert "total_k" not in [a.name for a in legacy.abi.args]
    dense = catalog.build(DQ, "gfx942.f16.d64.bm64bn32.bshd.full.c1")
    assert [a.name for a in dense.abi.args][7:] == [
        "seqlen_q", "seqlen_k", "num_heads_q", "num_heads_kv", "scale"]


def test_dq_refusals_name_the_limit_and_by_how_much():
    lds = catalog.build(DQ, "gfx942.bf16.d128.bm128bn64.thd.full.c1")
    assert lds.refused == ("LDS plan needs 134656 bytes, over the gfx942 limit of 65536 by "
                           "69120")
    assert not catalog.build(DQ, "gfx950.bf16.d128.bm128bn64.thd.full.c1").refused
    reg = catalog.build(DQ, "gfx950.f16.d64.bm128bn128.thd.full.c0")
    assert reg.refused.startswith("register estimate 216 VGPRs per work-item")
    assert "over the budget of 192 by 24" in reg.refused
    assert reg.lds_bytes <= 163840  # refused for registers alone
    refused = [c.id for c in configs(DQ, refused=True, body="scalar") if c["head_dim"] in (64, 128)]
    assert len(refused) == 14  # the mfma body's refusals: tests/test_dq_mfma.py; head dims
    # 96, 192, 256: tests/test_head_dims_tiled.py


def test_dq_ir_loops_over_visited_kv_tiles():
    text = render(catalog.build(DQ, "gfx942.f16.d64.bm64bn32.thd.full.c1"), "ll", "llvm22")
    for phi in ("%nt = phi i32", "%dc = phi i32", "%j = phi i32"):
        assert phi in text
    assert "icmp slt i32 %nt, %nvis" in text and "%diff = sub i32 %lk, %q.len" in text
    assert "atomicrmw" not in text and "mfma" not in text
    nc = render(catalog.build(DQ, "gfx942.f16.d64.bm64bn32.thd.full.c0"), "ll", "llvm22")
    assert "%nvis = add i32 %nk, 0" in nc and "%diff" not in nc
