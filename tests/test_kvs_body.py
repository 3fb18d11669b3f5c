"""The KV-stationary matrix-core body of main (`body: kvs`, families/kvs.py): its plan, its
refusals, its configs, that its loop is register-resident, and that the performance model ranks
it above `body: mfma`. Numerics are proven in tests/test_sim.py (the CPU simulator) and LLVM
acceptance in tests/test_shipped.py (verify of every shipped config)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from helpers import configs, made_config

from rocke_cli.engine import catalog
from rocke_cli.engine.catalog import Select
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.kvs import KvsTile, kvs_plan, kvs_refusal
from rocke_cli.engine.render import render
from rocke_cli.figures import perf_select

MAIN = "attention_bwd_main"


def _cfg(**v: object) -> Config:
    return made_config(MAIN, {"arch": "gfx942", "dtype": "f16", "head_dim": 128, "block_m": 32,
                              "block_n": 128, "wg_size": 256, "causal": 0,
                              "dq_mode": "atomic"}, **v)


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
    # slices holds the dQ accumulators to their stores: 32x128 at head_dim 128 is over
    sl = _cfg(dq_mode="slices")
    assert "register estimate 368" in kvs_refusal(sl, kvs_plan(sl, dq=True))
    causal = _cfg(causal=1)
    why = kvs_refusal(causal, kvs_plan(causal, dq=True))
    assert why and "register estimate 416" in why and "spill" in why
    # head_dim 64 causal fits
    c64 = _cfg(causal=1, head_dim=64)
    assert kvs_refusal(c64, kvs_plan(c64, dq=True)) is None
    small = _cfg(block_m=32, block_n=32, head_dim=64)
    assert isinstance(kvs_plan(small, dq=True), KvsTile)  # (a plan, refused elsewhere if so)


def test_kvs_configs_cover_both_arches_dtypes_head_dims_layouts():
    # (the 32-row-step tile; the tall tile's configs: test_tall_configs_and_refusals)
    built = [c for c in configs(MAIN, body="kvs", block_m=32) if c["head_dim"] != 192]
    # (head_dim 192: one 32-row step config, tests/test_kvs_tall512.py has the rest)
    assert [c.id for c in configs(MAIN, body="kvs", block_m=32, head_dim=192)] == [
        "gfx950.f16.d192.bm32bn64.bshd.ws0.full.c0.atomic.kvs"]
    assert {(c["arch"], c["dtype"], c["head_dim"], c["layout"]) for c in built} == {
        (a, dt, d, lay) for a in ("gfx942", "gfx950") for dt in ("f16", "bf16")
        for d in (64, 128) for lay in ("bshd", "thd")}
    assert {c["causal"] for c in built if c["head_dim"] == 64} == {0, 1}
    assert {c["causal"] for c in built if c["head_dim"] == 128} == {0, 1}
    assert {c["dq_mode"] for c in built} == {"atomic", "none", "slices"}
    assert all(c.id.endswith(".kvs") for c in built)
    # 128 key rows, but causal at head_dim 128 on 64 (the 128-row tile's estimate is 416), and
    # slices at 128 (tests/test_kvs_slices.py)
    assert all(c["block_n"] == (64 if c["head_dim"] == 128 and c["causal"] else 128)
               for c in built if c["dq_mode"] != "slices")
    # (the 8-wave tile's refusals: tests/test_kvs_lds.py)
    refused = configs(MAIN, refused=True, body="kvs", block_m=32, wg_size=256)
    # (top-left and windows are refused for a reason of their own: tests/test_masks.py)
    assert {(c["head_dim"], c["causal"]) for c in refused if c["dq_mode"] == "atomic"
            and c["block_n"] == 128 and c["align"] == "br"} == {(128, 1)}
    assert any(c["dq_mode"] == "slices" for c in refused)
    # the body is its own template pair: today's mfma template is untouched
    assert catalog.build(MAIN, built[0].id).template == MAIN + "_kvs"


def _loop(text: str) -> str:
    """The IR from the (head, Q step) loop's first block to the dK/dV stores."""
    return text[text.index("\nqt:"):text.index("\nstore:")]


@pytest.mark.parametrize("arch,dt,dim,causal", [("gfx942", "f16", 128, 0),
                                               ("gfx942", "bf16", 64, 1),
                                               ("gfx950", "bf16", 128, 0),
                                               ("gfx950", "f16", 64, 1)])
def test_the_loop_reads_no_k_or_v(arch, dt, dim, causal):
    c = configs(MAIN, body="kvs", arch=arch, dtype=dt, head_dim=dim, causal=causal)[0]
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
    w = t.kw
    assert len(re.findall(rf"load <{w} x \w+>, ptr addrspace\(1\) %[kv]f", pre)) == \
        2 * t.s.per_wave * t.s.steps
    # and the products' B operands in the loop are those registers
    mfma = re.findall(
        rf"@llvm\.amdgcn\.mfma\.[\w.]+\(<{w} x \w+> [^,]+, <{w} x \w+> (%[\w.]+)", loop)
    want = 2 * t.s.per_wave * t.s.steps + t.q.per_wave * t.q.steps
    assert sum(1 for v in mfma if re.match(r"%(kf|vf|kq)\d", v)) == want


def test_the_model_ranks_kvs_above_mfma_at_head_dim_128():
    ids = ("gfx942.f16.d128.bm32bn64.bshd.ws0.full.c0.atomic.mfma",
           "gfx942.f16.d128.bm32bn128.bshd.ws0.full.c0.atomic.kvs")
    got = {p.id.split(".")[-1]: p for p in
           perf_select(Select(families=(MAIN,), configs=ids), jobs=2)}
    # twice the key rows a workgroup halve the dQ atomic bytes per FLOP: the kvs tile reaches
    # at least twice the mfma tile (both on their atomic ceilings under model v3, 128 against
    # 64 rows: exactly twice)
    assert got["kvs"].tflops >= 2 * got["mfma"].tflops * (1 - 1e-9)
    assert got["kvs"].limiter == "atomics"


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


def test_gfx950_plan_takes_the_double_rate_shapes():
    # gfx942 keeps 32x32x8 / 16x16x16 (4-element fragments; its goldens did not move)
    t2 = kvs_plan(_cfg(), dq=True)
    assert isinstance(t2, KvsTile)
    assert (t2.s.insn, t2.kw, t2.operand, t2.tr_q, t2.tr_kv) == \
        ("v_mfma_f32_32x32x8_f16", 4, "<4 x half>", False, False)
    # gfx950: the same blocks over half the contraction steps, 8-element fragments, the
    # operand as the instruction takes it (bf16 as bfloat, not as i16 bits)
    t = kvs_plan(_cfg(arch="gfx950", dtype="bf16"), dq=True)
    assert isinstance(t, KvsTile)
    assert (t.s.insn, t.kv.insn, t.q.insn) == ("v_mfma_f32_32x32x16_bf16",) * 3
    assert (t.s.steps, t.kv.steps, t.q.steps) == (8, 2, 8)
    assert (t.kw, t.operand, t.hip_operand) == (8, "<8 x bfloat>", "__bf16")
    # twice the width, half the steps: the same registers (and the same refusals)
    assert (t.kv_regs, t.acc_regs, t.reg_est) == (t2.kv_regs, t2.acc_regs, t2.reg_est)
    # dQ's columns by transposing reads; dV/dK's not at an estimate of 352 (LLVM 22 spills)
    assert (t.tr_q, t.tr_kv, t.tr_suffix) == (True, False, "v4bf16")
    t64 = kvs_plan(_cfg(arch="gfx950", head_dim=64, causal=1), dq=True)
    assert isinstance(t64, KvsTile)
    assert t64.q.insn == "v_mfma_f32_16x16x32_f16" and t64.q.kw == 8
    assert t64.tr_q and t64.tr_kv


def _asm(cid: str, flavor: str) -> str:
    from rocke_cli.engine.artifacts import produce
    from rocke_cli.toolchain.verify import VerifyJob, verify

    c = [c for c in configs(MAIN, body="kvs") if c.id == cid][0]
    art = produce([c], [flavor], ("ll",), jobs=1)[0]
    r = verify([VerifyJob(cid, art.ll[flavor], c["arch"], flavor, want_asm=True, mfma=True)],
               workers=1)[0]
    assert r.ok and r.asm, r.errors
    return r.asm


@pytest.mark.parametrize("flavor", ["llvm20", "llvm22"])
def test_gfx950_kernels_run_only_double_rate_mfmas(flavor):
    got = {}
    for arch in ("gfx942", "gfx950"):
        asm = _asm(f"{arch}.f16.d64.bm32bn128.thd.ws0.full.c1.atomic.kvs", flavor)
        got[arch] = re.findall(r"\bv_mfma_f32_(\d+x\d+x\d+)_f16\b", asm)
    assert set(got["gfx950"]) == {"32x32x16", "16x16x32"}, set(got["gfx950"])
    assert set(got["gfx942"]) == {"32x32x8", "16x16x16"}
    # half the MFMA instructions for the same products
    assert 2 * len(got["gfx950"]) == len(got["gfx942"])
    # and the transposing LDS reads (dQ's dS^T and dV/dK's dO, Q columns) selected
    asm = _asm("gfx950.f16.d64.bm32bn128.thd.ws0.full.c1.atomic.kvs", flavor)
    assert "ds_read_b64_tr_b16" in asm


def test_the_model_ranks_gfx950_kvs_above_its_gfx942_shapes():
    ids = ("gfx950.f16.d128.bm32bn128.bshd.ws0.full.c0.atomic.kvs",
           "gfx950.f16.d64.bm32bn128.bshd.ws0.full.c1.atomic.kvs")
    got = {p.id: p for p in perf_select(Select(families=(MAIN,), configs=ids), jobs=2)}
    # model v2 on gfx942's shapes: 309 and 278 TFLOP/s; on the double-rate ones 366 and 318
    # (the causal tile back at two waves per SIMD by the transposing reads)
    assert got[ids[0]].tflops > 340
    assert got[ids[1]].tflops > 300 and got[ids[1]].waves_per_simd == 2


# the tall tile (block_m 16): 192 key rows a workgroup on gfx942, 256 on gfx950
TALL = "gfx942.f16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs"
TALL_KT = "gfx950.bf16.d64.bm16bn256.thd.ws0.full.c0.atomic.kvs"


def test_tall_plan_shapes():
    t = kvs_plan(_cfg(head_dim=64, block_m=16, block_n=192), dq=True)
    assert isinstance(t, KvsTile) and t.tall
    # 16x16x16 everywhere; a wave owns 48 keys: 3 S/dP blocks over 4 steps, 3 x 4 dK/dV
    # blocks of one step (the 16 Q rows), one dQ block over all 192 keys
    assert {t.s.insn, t.kv.insn, t.q.insn} == {"v_mfma_f32_16x16x16_f16"}
    assert (t.s.m, t.s.per_wave, t.s.steps) == (16, 3, 4)
    assert (t.kv.m, t.kv.per_wave, t.kv.steps, t.kv.cols) == (16, 12, 1, 4)
    assert (t.q.m, t.q.per_wave, t.q.steps) == (16, 1, 12)
    # one pass of 16-byte loads covers 32 rows: the halves load Q and dO; K's dQ fragments
    # in registers (48 K/V + 24 K^T, dK/dV 96)
    assert (t.q_split, t.q_loads, t.kq_lds) == (True, 1, False)
    assert (t.kv_regs, t.acc_regs, t.reg_est) == (72, 96, 288)
    # gfx950, 256 keys: K^T in LDS (the fragments would take the estimate over KVS_TALL_KQ);
    # S/dP (over head_dim) and dQ (over the 256 keys) on the double-rate 16x16x32, dK/dV on
    # 16x16x16 (they contract over the 16 Q rows, below 16x16x32's 32): each product its own
    # fragment width and operand type
    cfg2 = _cfg(arch="gfx950", dtype="bf16", head_dim=64, block_m=16, block_n=256)
    t2 = kvs_plan(cfg2, dq=True)
    assert isinstance(t2, KvsTile) and t2.kq_lds and t2.kw == 8
    assert (t2.s.insn, t2.kv.insn, t2.q.insn) == (
        "v_mfma_f32_16x16x32_bf16", "v_mfma_f32_16x16x16_bf16", "v_mfma_f32_16x16x32_bf16")
    assert (t2.s.kw, t2.kv.kw, t2.q.kw) == (8, 4, 8)
    assert (t2.s.operand, t2.kv.operand, t2.q.operand) == (
        "<8 x bfloat>", "<4 x i16>", "<8 x bfloat>")
    # the .hip's 4-element operand (rocke_op4) is dV/dK's: bf16 bits as short
    assert (t2.operand, t2.hip_operand) == ("<8 x bfloat>", "short")
    assert (t2.s.per_wave, t2.s.steps, t2.kv.per_wave, t2.q.steps) == (4, 2, 16, 8)
    assert (t2.kts, t2.dss) == (264, 264)  # rows padded to a whole 16-byte dQ fragment
    # half the S/dP and dQ MFMAs, the same registers as the all-16x16x16 plan (gfx942's)
    t4 = kvs_plan(_cfg(dtype="bf16", head_dim=64, block_m=16, block_n=256), dq=True)
    assert isinstance(t4, KvsTile) and {t4.s.kw, t4.kv.kw, t4.q.kw} == {4}
    assert (t4.s.steps, t4.q.steps) == (2 * t2.s.steps, 2 * t2.q.steps)
    assert (t2.kv_regs, t2.acc_regs, t2.reg_est) == (t4.kv_regs, t4.acc_regs, t4.reg_est)
    # the tall tile reads no column fragment at 8 elements; at head_dim 64 dV/dK's dO and Q
    # columns come from the transposed step copies, no transposing reads
    assert not t2.tr_q and not t2.tr_kv and t2.tq
    # at head_dim 128 (no copies) one ds_read_b64_tr_b16 a dV/dK column fragment on gfx950,
    # four two-byte reads on gfx942
    c128 = {"head_dim": 128, "block_m": 16, "block_n": 128, "dq_mode": "none"}
    t5 = kvs_plan(_cfg(arch="gfx950", **c128), dq=False)
    t6 = kvs_plan(_cfg(**c128), dq=False)
    assert isinstance(t5, KvsTile) and isinstance(t6, KvsTile)
    assert (t5.tq, t5.tr_q, t5.tr_kv, t5.kv.kw, t5.vgpr_form) == (False, False, True, 4, True)
    assert (t6.tq, t6.tr_q, t6.tr_kv, t6.vgpr_form) == (False, False, False, True)
    b = catalog.build(MAIN, "gfx950.f16.d128.bm16bn128.thd.ws0.full.c0.none.kvs")
    loop = _loop(render(b, "ll", "llvm22"))
    assert loop.count("@llvm.amdgcn.ds.read.tr16.b64.v4f16(") == 2 * b.derived.kv.cols


def test_tall_refusals_say_why():
    # past the 512-register tile's estimate too: causal over 256 keys at head_dim 128
    d128 = _cfg(head_dim=128, block_m=16, block_n=256, causal=1)
    why = kvs_refusal(d128, kvs_plan(d128, dq=True))
    assert why and "register estimate 600" in why and "budget of 512" in why and "spill" in why
    c256 = _cfg(head_dim=128, block_m=16, block_n=256)
    why = kvs_refusal(c256, kvs_plan(c256, dq=True))
    assert why and "register estimate 584" in why
    # (gfx950 plans it with K and V held once: tests/test_kvs_kt512.py)
    assert kvs_plan(replace(c256, items=tuple((k, "gfx950" if k == "arch" else v)
                                              for k, v in c256.items)), dq=True).variant \
        == "tall512_kt"
    assert "16-row Q steps" in str(kvs_plan(_cfg(head_dim=64, block_n=192), dq=True))
    # the other bodies refuse the new tile rows, with the reason, and nothing breaks
    for body in ("mfma", "scalar"):
        c = catalog.build(MAIN, f"gfx942.f16.d64.bm16bn192.thd.ws0.full.c0.atomic"
                                f"{'.mfma' if body == 'mfma' else ''}")
        assert c.refused and "body kvs only" in c.refused


def test_tall_configs_and_refusals():
    # (the 8-wave tile, K and V in LDS: tests/test_kvs_lds.py)
    built = configs(MAIN, body="kvs", block_m=16, wg_size=256)
    assert {c["arch"] for c in built} == {"gfx942", "gfx950"}
    assert {c["dtype"] for c in built} == {"f16", "bf16"}
    assert {c["layout"] for c in built} == {"bshd", "thd"}
    assert {c["dq_mode"] for c in built} == {"atomic", "none", "slices"}
    assert {c["causal"] for c in built} == {0, 1}
    # (head_dim 128 over 256 keys and MLA 192/128 over 192: gfx950's tile with K and V held
    # once, tests/test_kvs_kt512.py)
    assert {(c["head_dim"], c["block_n"]) for c in built} == {(64, 192), (64, 256), (128, 128),
                                                                  (128, 192), (128, 256),
                                                                  (192, 64), (192, 128),
                                                                  (192, 192), (256, 64)}
    refused = {c["head_dim"] for c in configs(MAIN, refused=True, body="kvs", block_m=16,
                                              wg_size=256)
               if c["block_n"] > 128}
    # (head_dim 64 past 128 keys: the 512-register tile holds every shipped one)
    assert refused == {128}


def test_tall_loop_keeps_k_v_p_in_registers():
    for cid in (TALL, TALL_KT):
        b = catalog.build(MAIN, cid)
        t = b.derived
        text = render(b, "ll", "llvm22")
        # no K or V tile and no P^T in LDS; dS row-major; K^T only where the plan says
        assert "@k.lds" not in text and "@v.lds" not in text and "@pt.lds" not in text
        # (and at head_dim 64 the step transposed: dV/dK's B fragments as row reads)
        assert t.tq
        assert list(b.lds) == ["q_tile", "do_tile", "qt_tile", "dot_tile", "ds",
                               *(["kt"] if t.kq_lds else []), "lse", "delta"]
        loop = _loop(text)
        # LDS reads in the loop: Q/dO steps, dS, lse/delta (and K^T for dQ); no K or V bytes
        read = set(re.findall(r"getelementptr inbounds \w+, ptr addrspace\(3\) @([\w.]+)", loop))
        assert read <= {"q.lds", "do.lds", "qt.lds", "dot.lds", "ds.lds", "lse.lds", "dl.lds",
                        "kt.lds"}, read
        # every S/dP MFMA's B operand is a register fragment loaded before the loop (on
        # gfx950 an 8-element one: S/dP are 16x16x32 there, dV/dK 16x16x16)
        mm = re.findall(r"@llvm\.amdgcn\.mfma\.[\w.]+\(<\d+ x \w+> (%[\w.]+), <\d+ x \w+> "
                        r"(%[\w.]+)", loop)
        assert sum(1 for _, bv in mm if re.match(r"%[kv]f\d", bv)) == 2 * t.s.per_wave * t.s.steps
        # dV/dK's A operands are P and dS from the S/dP accumulators (one per key block),
        # never read from LDS
        pa = [a for a, _ in mm if a.startswith("%ps")]
        assert len(pa) == 2 * t.kv.per_wave * t.kv.steps
        assert {re.sub(r"\d+", "", a) for a in pa} <= {"%ps.p.h", "%ps.s.h", "%ps.pa", "%ps.sa"}
        # P is stored nowhere: only dS goes to LDS
        stores = re.findall(r"store [<>\w ]+ (%ps[\w.]+), ptr addrspace\(3\)", loop)
        assert stores and all(re.fullmatch(r"%ps\d+\.se\d+\.\d", v) for v in stores), stores


def test_gfx950_tall_tile_mixes_the_shapes():
    b = catalog.build(MAIN, TALL_KT)
    t = b.derived
    text = render(b, "ll", "llvm22")
    loop = _loop(text)
    # S/dP and dQ on the double-rate 16x16x32, dV/dK on 16x16x16, each declared with its own
    # operand type
    assert loop.count("@llvm.amdgcn.mfma.f32.16x16x32.bf16(") == \
        2 * t.s.per_wave * t.s.steps + t.q.per_wave * t.q.steps
    assert loop.count("@llvm.amdgcn.mfma.f32.16x16x16bf16.1k(") == 2 * t.kv.per_wave * t.kv.steps
    assert ("declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x32.bf16(<8 x bfloat>, "
            "<8 x bfloat>,") in text
    assert "declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>," in text
    # S/dP step by step: a step's 16-byte Q and dO fragments read once for every key block
    reads = re.findall(r"load <8 x bfloat>, ptr addrspace\(3\) %sx\.[qo]\d+\.p\b", loop)
    assert len(reads) == 2 * t.s.steps
    # and LLVM keeps both shapes
    asm = _asm(TALL_KT, "llvm22")
    assert set(re.findall(r"\bv_mfma_f32_(16x16x\d+)_bf16\b", asm)) == {"16x16x32", "16x16x16"}
    # 256 keys (K^T in LDS) keep the AGPR form; 192 keys allow no AGPRs (each flavor's
    # spelling): LLVM 22's VGPR-form MFMAs accumulate dK/dV in place (no accumulator copies) in
    # 256 VGPRs
    assert not t.vgpr_form and '"amdgpu-agpr-alloc"="0"' not in text
    b192 = catalog.build(MAIN, "gfx950.f16.d64.bm16bn192.bshd.ws0.full.c0.atomic.kvs")
    assert b192.derived.vgpr_form
    assert '"amdgpu-agpr-alloc"="0"' in render(b192, "ll", "llvm22")
    assert '"amdgpu-no-agpr"' in render(b192, "ll", "llvm20")
    asm = _asm(b192.id, "llvm22")
    assert "v_accvgpr_mov_b32" not in asm
    assert int(re.search(r"\.amdhsa_next_free_vgpr (\d+)", asm).group(1)) <= 256


def test_the_model_ranks_the_tall_tile_above_128_keys():
    ids = (TALL, "gfx942.f16.d64.bm32bn128.thd.ws0.full.c0.atomic.kvs")
    got = {p.id: p for p in perf_select(Select(families=(MAIN,), configs=ids), jobs=2)}
    # (model v2: 418 against 302 TFLOP/s when this was written; the bn=128 tile is bound by
    # its atomics, whose ceiling rises with the key rows a workgroup holds)
    assert got[ids[0]].tflops > 1.1 * got[ids[1]].tflops


def test_tall_tile_p_layout_is_dv_a_layout():
    # what the tall tile relies on: entry [q][key] of a 16x16 S block sits in the lane and
    # element where dV's 16x16x16 wants entry [key][q] of its A operand (P^T), by the
    # simulator's layout functions (checked against AMD's tables in tests/test_mfma.py)
    from rocke_cli.engine.targets import mfma as insn
    from rocke_cli.sim.mfma import slot

    for dt in ("f16", "bf16"):
        m = insn(f"v_mfma_f32_16x16x16_{dt}")
        assert all(slot(m, "D", q, key) == slot(m, "A", key, q)
                   for q in range(16) for key in range(16))
        # and gfx950's 16x16x32 (its S/dP there) leaves S in the same D layout
        w = insn(f"v_mfma_f32_16x16x32_{dt}")
        assert all(slot(w, "D", q, key) == slot(m, "D", q, key)
                   for q in range(16) for key in range(16))


def test_bf16_p_and_ds_round_in_integers_where_the_arch_has_no_packed_convert():
    # gfx942 has no v_cvt_pk_bf16_f32: LLVM's fptrunc there also quiets NaNs (about 5 VALU a
    # value); the body rounds to nearest even with an add and a shift instead
    for cid, ints in (("gfx942.bf16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs", True),
                      ("gfx950.bf16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs", False),
                      ("gfx942.f16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs", False)):
        b = catalog.build(MAIN, cid)
        loop = render(b, "ll", "llvm22")
        loop = loop[loop.index("\nqt:"):loop.index("\nstore:")]
        assert b.derived.int_round == ints
        assert ("fptrunc <4 x float>" in loop) != ints, cid
        assert ("add <4 x i32> %ps0.p0.b, <i32 32767" in loop) == ints, cid
        assert ("rocke_bf16x4(pv)" in render(b, "hip")) == ints, cid
