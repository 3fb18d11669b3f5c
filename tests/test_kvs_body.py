"""The KV-stationary matrix-core body of main (`body: kvs`, families/kvs.py): its plan, its
refusals, its configs, that its loop is register-resident, and that the performance model ranks
it above `body: mfma`. Numerics are proven in tests/test_sim.py (the CPU simulator) and LLVM
acceptance in tests/test_shipped.py (verify of every shipped config)."""

from __future__ import annotations

import re

import pytest
from helpers import configs

from rocke_cli.engine import catalog
from rocke_cli.engine.catalog import Select
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.kvs import KvsTile, kvs_plan, kvs_refusal
from rocke_cli.engine.render import render
from rocke_cli.perf import perf_select

MAIN = "attention_bwd_main"


def _cfg(**v: object) -> Config:
    values = {"arch": "gfx942", "dtype": "f16", "head_dim": 128, "block_m": 32, "block_n": 128,
              "wg_size": 256, "causal": 0, "dq_mode": "atomic", **v}
    return Config(MAIN, 0, "x", tuple(values.items()), "x.yaml:1")


def test_plan_at_head_dim_128():
    t = kvs_plan(_cfg(), dq=True)
    assert isinstance(t, KvsTile)
    # S, dP [32 x 128]: one 32x32 block a wave over 16 steps; dK, dV [128 x 128]: 4 blocks a
    # wave (a wave's 32 key rows of the tile); dQ [32 x 128]: one block a wave over 128 keys
    assert (t.s.m, t.s.per_wave, t.s.steps) == (32, 1, 16)
    assert (t.kv.m, t.kv.per_wave, t.kv.steps) == (32, 4, 4)
    assert (t.q.m, t.q.per_wave, t.q.steps) == (32, 1, 16)
    # K and V fragments of S/dP (2 x 16 x 2 registers) and K's of dQ (16 x 2); dK/dV 2 x 64
    assert (t.kv_regs, t.acc_regs, t.reg_est) == (96, 128, 352)
    assert (t.qs, t.pts) == (136, 36)
    assert kvs_refusal(_cfg(), t) is None


def test_plan_at_head_dim_64_uses_16x16_blocks_for_dq():
    t = kvs_plan(_cfg(head_dim=64), dq=True)
    assert isinstance(t, KvsTile)
    # dQ [32 x 64]: 2 blocks of 32x32 do not split over 4 waves, 8 of 16x16 do
    assert (t.q.m, t.q.per_wave, t.q.steps) == (16, 2, 8)
    assert t.kv_regs == 2 * 2 * 8 + 2 * 2 * 8 and t.acc_regs == 64


def test_refusals_say_why():
    assert "slices" in kvs_refusal(_cfg(dq_mode="slices"), kvs_plan(_cfg(), dq=True))
    causal = _cfg(causal=1)
    why = kvs_refusal(causal, kvs_plan(causal, dq=True))
    assert why and "register estimate 416" in why and "spill" in why
    # head_dim 64 causal fits
    c64 = _cfg(causal=1, head_dim=64)
    assert kvs_refusal(c64, kvs_plan(c64, dq=True)) is None
    small = _cfg(block_m=32, block_n=32, head_dim=64)
    assert isinstance(kvs_plan(small, dq=True), KvsTile)  # (a plan, refused elsewhere if so)


def test_kvs_configs_cover_both_arches_dtypes_head_dims_layouts():
    built = configs(MAIN, body="kvs")
    assert {(c["arch"], c["dtype"], c["head_dim"], c["layout"]) for c in built} == {
        (a, dt, d, lay) for a in ("gfx942", "gfx950") for dt in ("f16", "bf16")
        for d in (64, 128) for lay in ("bshd", "thd")}
    assert {c["causal"] for c in built if c["head_dim"] == 64} == {0, 1}
    assert {c["dq_mode"] for c in built} == {"atomic", "none"}
    assert all(c["block_n"] == 128 and c.id.endswith(".kvs") for c in built)
    refused = configs(MAIN, refused=True, body="kvs")
    assert {(c["head_dim"], c["causal"]) for c in refused if c["dq_mode"] == "atomic"} == {(128, 1)}
    assert any(c["dq_mode"] == "slices" for c in refused)
    # the body is its own template pair: today's mfma template is untouched
    assert catalog.build(MAIN, built[0].id).template == MAIN + "_kvs"


def _loop(text: str) -> str:
    """The IR from the (head, Q step) loop's first block to the dK/dV stores."""
    return text[text.index("\nqt:"):text.index("\nstore:")]


@pytest.mark.parametrize("dt,dim,causal", [("f16", 128, 0), ("bf16", 64, 1)])
def test_the_loop_reads_no_k_or_v(dt, dim, causal):
    c = [c for c in configs(MAIN, body="kvs", dtype=dt, head_dim=dim, causal=causal)][0]
    b = catalog.build(MAIN, c.id)
    text = render(b, "ll", "llvm22")
    # no K or V in LDS at all
    assert "@k.lds" not in text and "@v.lds" not in text
    loop = _loop(text)
    # global loads in the loop: the Q and dO tiles and the lse/delta rows only
    srcs = set(re.findall(r"getelementptr inbounds \w+, ptr addrspace\(1\) %(\w+),", loop))
    assert srcs <= {"q", "dout", "dq_ws", "lse", "delta"} and {"q", "dout"} <= srcs, srcs
    # every K/V fragment is loaded once, before the loop
    pre = text[:text.index("\nqt:")]
    t = b.derived
    assert len(re.findall(r"load <4 x \w+>, ptr addrspace\(1\) %[kv]f", pre)) == \
        2 * t.s.per_wave * t.s.steps
    # and the products' B operands in the loop are those registers
    mfma = re.findall(r"@llvm\.amdgcn\.mfma\.[\w.]+\(<4 x \w+> [^,]+, <4 x \w+> (%[\w.]+)",
                      loop)
    want = 2 * t.s.per_wave * t.s.steps + t.q.per_wave * t.q.steps
    assert sum(1 for v in mfma if re.match(r"%(kf|vf|kq)\d", v)) == want


def test_the_model_ranks_kvs_above_mfma_at_head_dim_128():
    ids = ("gfx942.f16.d128.bm32bn64.bshd.ws0.full.c0.atomic.mfma",
           "gfx942.f16.d128.bm32bn128.bshd.ws0.full.c0.atomic.kvs")
    got = {p.id.split(".")[-1]: p for p in
           perf_select(Select(families=(MAIN,), configs=ids), jobs=2)}
    # (model v2: 300 against 104 TFLOP/s when this was written)
    assert got["kvs"].tflops > 2 * got["mfma"].tflops


def test_lds_plan_and_barriers_fence_lds_only():
    c = configs(MAIN, body="kvs", head_dim=128, arch="gfx942")[0]
    b = catalog.build(MAIN, c.id)
    # no K or V; lse/delta one float per work-item; 37 KiB at 32x128, head_dim 128
    assert list(b.lds) == ["q_tile", "do_tile", "pt", "dst", "lse", "delta"]
    assert b.lds["lse"].elems == b.lds["delta"].elems == 256 and b.lds_bytes == 37888
    text = render(b, "ll", "llvm22")
    # a plain workgroup fence would wait for the dQ atomics and the prefetch (vmcnt(0))
    fences = re.findall(r"fence syncscope\(\"workgroup\"\) \w+(.*)", text)
    assert fences and all(f == ", !mmra !2" for f in fences), fences
    assert '!2 = !{!"amdgpu-as", !"local"}' in text
    # the S/dP interleave: one LDS read (256) and two MFMAs (8) per contraction step
    hint = "@llvm.amdgcn.sched.group.barrier(i32 256, i32 1, i32 0)"
    assert text.count(hint) == b.derived.s.steps
    # the dQ atomics spread through the dV/dK products: one group of one (64: VMEM write) each
    t = b.derived
    assert text.count("@llvm.amdgcn.sched.group.barrier(i32 64, i32 1, i32 1)") == \
        t.q.per_wave * t.q.nv
    loop = _loop(text)
    # and the dQ product comes first: its atomics precede the dV/dK products in the text
    assert loop.index("atomicrmw fadd") < loop.index("; dV += P^T dO")
    hip = render(b, "hip")
    assert "__syncthreads()" not in hip and '"workgroup", "local"' in hip
    assert "__builtin_amdgcn_sched_group_barrier(256, 1, 0)" in hip
    assert "__builtin_amdgcn_sched_group_barrier(64, 1, 1)" in hip
