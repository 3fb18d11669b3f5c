"""Body kvs's 8-wave tall tile (wg_size 512): K and V in LDS, row-major, read by S/dP as rows
and by dQ as columns (transposing reads on gfx950); only the dK/dV accumulators stay in
registers, two waves a SIMD. It builds where the 4-wave tile at head_dim 128 over 256 keys is
over the register budget, and runs every pipeline it belongs to in the simulator."""

from __future__ import annotations

import json
import re

from helpers import cli, configs

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render

MAIN = "attention_bwd_main"
ATOMIC = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs.wg512"
# several KV tiles per sequence (600 keys) and dead ones (5 and 0 keys)
SEQ = ("--seqlens", "70,17,0,33,130", "--seqlens-k", "300,90,5,33,600", "--heads", "4:2")


def _loop(text: str) -> str:
    return text[text.index("\nqt:"):text.index("\nstore:")]


def test_the_eight_wave_tile_reads_k_and_v_from_lds_only() -> None:
    text = render(catalog.build(MAIN, ATOMIC), "ll", "llvm22")
    assert "@k.lds = " in text and "@v.lds = " in text
    loop = _loop(text)
    # no K or V byte from global memory in the loop, and no register fragment loaded before it
    assert not re.search(r"ptr addrspace\(1\) %[kv],", loop)
    assert not re.search(r"%[kv]f\d+\.\d+\.h = load [^\n]*addrspace\(1\)", text)
    # S/dP's B fragments: 16-byte rows of the LDS tile; dQ's: K's columns by transposing reads
    assert re.search(r"%kf0\.1\.h = load <8 x bfloat>, ptr addrspace\(3\)", loop)
    assert re.search(r"%vf0\.0\.h = load <8 x bfloat>, ptr addrspace\(3\)", loop)
    assert re.search(r"ds\.read\.tr16\.b64\.v4bf16\(ptr addrspace\(3\) %dq0\.b\d+\.p0\)", loop)
    assert '"amdgpu-flat-work-group-size"="512,512"' in text and '"amdgpu-agpr-alloc"="0"' in text


def test_the_reads_run_a_step_ahead_of_their_mfmas_except_under_slices() -> None:
    # LLVM reads each fragment right before its MFMA and waits for it there; the text orders
    # block 0's next K fragment (S/dP) and the next dQ fragments before the step's MFMAs
    loop = _loop(render(catalog.build(MAIN, ATOMIC), "ll", "llvm22"))
    assert loop.index("%kf0.1.h = load") < loop.index("%s0.k0 = call")
    assert loop.index("%dq0.b1.lo = call") < loop.index("%dq0.k0 = call")
    # slices (LLVM 20 would need scratch): S/dP read in step, dQ still one ahead
    sl = catalog.build(MAIN, "gfx950.f16.d128.bm16bn256.thd.ws1.full.c0.slices.kvs.wg512")
    assert (sl.derived.s_ahead, sl.derived.q_ahead) == (0, 1)
    loop = _loop(render(sl, "ll", "llvm22"))
    assert loop.index("%kf0.1.h = load") > loop.index("%s0.k0 = call")
    assert loop.index("%dq0.b1.lo = call") < loop.index("%dq0.k0 = call")
    # the 4-wave tall tile: dQ one step ahead where it runs 16 keys a step (gfx942's 16x16x16),
    # in step on gfx950's 16x16x32
    for cid, ahead in (("gfx942.bf16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs", 1),
                       ("gfx950.bf16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs", 0)):
        b = catalog.build(MAIN, cid)
        assert (b.derived.s_ahead, b.derived.q_ahead) == (0, ahead)
        loop = _loop(render(b, "ll", "llvm22"))
        assert ("%dq0.a1.h = load" in loop and
                loop.index("%dq0.a1.h = load") < loop.index("%dq0.k0 = call")) == bool(ahead)


def test_the_tile_builds_where_the_four_wave_one_keeps_k_and_v_in_registers() -> None:
    # (the 4-wave tile over the same keys holds K and V once, dQ's K as K^T in LDS:
    # tests/test_kvs_kt512.py; with dQ's K fragments too it is over budget)
    four = catalog.build(MAIN, "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs")
    assert not four.refused and four.derived.variant == "tall512_kt"
    built = configs(MAIN, body="kvs", wg_size=512)
    assert {c["arch"] for c in built} == {"gfx950"}
    assert {c["dq_mode"] for c in built} == {"atomic", "slices", "none"}
    assert {c["causal"] for c in built} == {0, 1}
    for c in built:
        plan = catalog.build(MAIN, c.id).derived
        assert plan.kv_lds and plan.vgpr_form and plan.kv_regs == 0 and plan.reg_est <= 256


def test_what_the_eight_wave_tile_refuses() -> None:
    why = {c.id: catalog.build(MAIN, c.id).refused
           for c in configs(MAIN, refused=True, wg_size=512)}
    assert "body kvs's" in why["gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.wg512"]
    bm32 = "gfx950.bf16.d128.bm32bn128.thd.ws0.full.c0.atomic.kvs.wg512"
    assert "block_m 16, not 32" in why[bm32]
    # head_dim 64's dQ has 4 column blocks for 8 waves
    assert "over 8 waves" in why["gfx942.bf16.d64.bm16bn256.thd.ws0.full.c0.atomic.kvs.wg512"]


def test_every_pipeline_of_the_tile_passes_in_the_sim() -> None:
    want = {"atomic": ATOMIC,
            "deterministic": "gfx950.f16.d128.bm16bn256.thd.ws1.full.c0.slices.kvs.wg512",
            "paged": "gfx950.bf16.d128.bm16bn256.p64.thd.ws0.full.c0.kvs.wg512"}
    for pipeline, anchor in want.items():
        r = cli("sim", pipeline, "--config", anchor, *SEQ, "--artifact", "ll,hip",
                "--adversarial", "--no-control", "--json", "-j", "2")
        assert r.returncode == 0, r.stderr
        rep = json.loads(r.stdout)
        runs = [i for p in rep["pipelines"] for i in p["instances"]]
        assert rep["ok"] and {i["anchor"] for i in runs} == {anchor}
        assert {i["artifact"] for i in runs} == {"ll", "hip"}
        assert all(c["ok"] for i in runs for c in i["cases"])
        assert any(c["case"] != "clean" for i in runs for c in i["cases"])


def test_dq_and_dv_dk_run_interleaved_slot_by_slot() -> None:
    # alone, dQ waits on the LDS and dV/dK on the matrix pipe: the text interleaves them slot
    # by slot behind LLVM scheduling fences, each slot's fragments read a slot ahead, the
    # atomics after dQ's last step, one a slot
    b = catalog.build(MAIN, ATOMIC)
    mix = b.derived.mix
    assert len(mix) == b.derived.kv.cols and all(len(s.cols) == 1 for s in mix)
    steps = [st for s in mix for st in s.dq]
    assert steps == [(0, kk) for kk in range(b.derived.q.steps)]
    last_dq = max(i for i, s in enumerate(mix) if s.dq)
    assert all(not s.atomics for s in mix[:last_dq + 1])
    assert sum(len(s.atomics) for s in mix) == b.derived.q.nv
    # the slot fences: closed without an LLVM strategy; with one (atomic dQ, t.iglp: 2 with
    # dV/dK on 32x32x16) open on LLVM 22 (the strategy orders the step), closed on LLVM 20 (it
    # allocates scratch without)
    assert b.derived.iglp == 2
    fence = "call void @llvm.amdgcn.sched.barrier(i32 {}) ; slot fence under strategy 2"
    loop20 = _loop(render(b, "ll", "llvm20"))
    assert loop20.count(fence.format(0)) == len(mix) and "(i32 2047)" not in loop20
    loop = _loop(render(b, "ll", "llvm22"))
    assert loop.count(fence.format(2047)) == len(mix)
    assert "call void @llvm.amdgcn.iglp.opt(i32 2) ; strategy 2" in loop
    slices = catalog.build(MAIN, "gfx950.f16.d128.bm16bn256.thd.ws1.full.c0.slices.kvs.wg512")
    assert slices.derived.iglp < 0 and _loop(render(slices, "ll", "llvm22")).count(
        "call void @llvm.amdgcn.sched.barrier(i32 0)\n") == len(slices.derived.mix)
    # a dV/dK MFMA before dQ's last, column 1's fragments before column 0's MFMAs
    assert loop.index("%dv0.acc = call") < loop.index("%dq0.acc = call")
    assert loop.index("%tb.o1.lo = call") < loop.index("%dv0.acc = call")
    # the first mix_pre slots (dV/dK columns only) run before the dS barrier, beside S/dP:
    # none with atomic dQ on 32x32x16 (kvs.MIX_PRE_SWAP), one without
    assert b.derived.mix_pre == 0
    pre = slices.derived.mix_pre
    assert pre == 1 and all(not s.dq and not s.atomics for s in slices.derived.mix[:pre])
    sloop = _loop(render(slices, "ll", "llvm22"))
    ds_barrier = sloop.index("call void @llvm.amdgcn.s.barrier()", sloop.index("%pw0.sa ="))
    assert sloop.index("%dv0.acc = call") < ds_barrier < sloop.index("%dq0.k0 = call")
    # the 4-wave tiles keep dQ, then dV/dK
    four = catalog.build(MAIN, "gfx950.f16.d64.bm16bn256.bshd.ws0.full.c0.atomic.kvs")
    assert not four.derived.mix
    assert "sched.barrier" not in render(four, "ll", "llvm22")


def test_p_and_ds_round_two_elements_at_a_time() -> None:
    # LLVM 22 converts a 4-element fptrunc element by element and packs the halves again
    # (v_perm_b32): the 8-wave tile rounds P and dS in pairs, one v_cvt_pk_bf16_f32 each
    b = catalog.build(MAIN, ATOMIC)
    assert b.derived.pk_pairs
    loop = _loop(render(b, "ll", "llvm22"))
    assert "fptrunc <2 x float> %ps0.p0.l2 to <2 x bfloat>" in loop
    assert "fptrunc <4 x float>" not in loop


def test_lse2_is_made_where_lse_is_stored() -> None:
    # the products of the 8-wave tile take lse2 as stored (no per-row lse * log2e, row test and
    # select on the P/dS phase's VALU); the prefetch makes it once a work-item
    b = catalog.build(MAIN, ATOMIC)
    assert b.derived.lse2_store
    loop = _loop(render(b, "ll", "llvm22"))
    assert "%pd0.lx0" not in loop and "%pd0.nl0 = fneg float %pd0.l0" in loop
    assert "%nf.lx = select i1 %nf.use" in loop
    # so does a tall tile whose loop rocke orders; one LLVM orders keeps the products' lse2
    # (LLVM would hoist the store's math above the dQ atomics)
    ordered = catalog.build(MAIN, "gfx950.f16.d64.bm16bn256.bshd.ws0.full.c0.atomic.kvs")
    assert ordered.derived.loop_schedule and ordered.derived.lse2_store
    assert "%pd0.lx0" not in render(ordered, "ll", "llvm22")
    llvm = catalog.build(MAIN, "gfx950.bf16.d192.bm16bn128.bshd.ws0.full.c0.atomic.kvs")
    assert llvm.derived.tall and not llvm.derived.loop_schedule
    assert "%pd0.lx0 = select" in render(llvm, "ll", "llvm22")


def test_the_atomics_row_offsets_step_through_a_run_of_rows() -> None:
    # a lane's dQ rows run 4 at a time: past the first, the offset is the previous one plus a
    # row stride while the row is at most len_q - 1 (no 64-bit multiply an atomic)
    b = catalog.build(MAIN, "gfx942.f16.d64.bm32bn128.thd.ws0.full.c0.atomic.kvs")
    assert b.derived.aw_step and not b.derived.aw_saddr
    loop = _loop(render(b, "ll", "llvm22"))
    assert "%aw0.ro0 = mul i64 %aw0.r64.0, %aw.rs" in loop
    for v in range(1, b.derived.q.nv):
        assert f"%aw0.ro{v} = add i64 %aw0.ro{v - 1}, %aw0.st{v}" in loop
        assert f"%aw0.ro{v} = mul" not in loop
    # the 8-wave tile (aw_saddr, as the one-wave-a-SIMD tiles) the same in 32-bit byte offsets
    # from a scalar base
    b = catalog.build(MAIN, ATOMIC)
    assert b.derived.aw_step and b.derived.aw_saddr
    loop = _loop(render(b, "ll", "llvm22"))
    assert "%aw0.rm0 = mul i32 %aw0.rc0, %aw.rb" in loop
    for v in range(1, b.derived.q.nv):
        assert f"%aw0.ob{v} = add i32 %aw0.ob{v - 1}, %aw0.st{v}" in loop
        assert f"%aw0.rm{v} = mul" not in loop


def test_p_and_ds_are_computed_on_pairs_where_the_plan_says() -> None:
    # kvs_tiles.PK_MATH: the exponent, dP - delta and their product as packed FP32, one op a
    # pair of entries (v_pk_fma_f32, v_pk_add_f32, v_pk_mul_f32); the mask and exp2 an entry
    b = catalog.build(MAIN, ATOMIC)
    assert b.derived.pk_math
    loop = _loop(render(b, "ll", "llvm22"))
    nv = b.derived.s.nv
    assert loop.count("call <2 x float> @llvm.fma.v2f32") == b.derived.s.per_wave * nv // 2
    assert "%pd0.ddp0 = fsub <2 x float>" in loop and "%pd0.dsp0 = fmul <2 x float>" in loop
    assert "@llvm.fmuladd.f32(float %pd0.s0" not in loop
    other = catalog.build(MAIN, "gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs")
    assert not other.derived.pk_math
    assert "<2 x float>" not in _loop(render(other, "ll", "llvm22"))


def test_dv_dk_run_on_32x32x16_from_lane_swapped_s_blocks_on_gfx950() -> None:
    # a 16x16x16 takes a 16x16x32's clocks on gfx950: the 8-wave tile contracts its 16 rows on
    # 32x32x16 instead, each A fragment two S blocks' P (or dS) with their lanes swapped
    b = catalog.build(MAIN, ATOMIC)
    t = b.derived
    assert t.kv_swap and t.kv.insn == "v_mfma_f32_32x32x16_bf16" and t.kv.per_wave == 4
    text = render(b, "ll", "llvm22")
    loop = _loop(text)
    # per block pair: P and dS, two register pairs each, block 2a's as the first operand
    swaps = re.findall(r"%pw0\.([ps])w(\d) = call \{ i32, i32 \} @llvm\.amdgcn\.permlane16\."
                       r"swap\(i32 %pw0\.\1l\2, i32 %pw0\.\1h\2, i1 false, i1 false\)", loop)
    assert sorted(swaps) == [("p", "0"), ("p", "1"), ("s", "0"), ("s", "1")]
    assert "%pw0.pb0 = bitcast <4 x bfloat> %ps0.p0.h to <2 x i32>" in loop
    assert "%pw0.pb1 = bitcast <4 x bfloat> %ps1.p0.h to <2 x i32>" in loop
    # lanes 0-31 take the swap's first results (rows 0-3 of their group), then the second
    assert "%pw0.pv2 = insertelement <4 x i32> %pw0.pv1, i32 %pw0.po0, i32 2" in loop
    assert re.search(r"%dv0\.acc = call <16 x float> @llvm\.amdgcn\.mfma\.f32\.32x32x16\.bf16\("
                     r"<8 x bfloat> %pw0\.pa, <8 x bfloat> %tb\.o0\.h", loop)
    assert re.search(r"%dk3\.acc = call <16 x float> @llvm\.amdgcn\.mfma\.f32\.32x32x16\.bf16\("
                     r"<8 x bfloat> %pw0\.sa, <8 x bfloat> %tb\.q3\.h", loop)
    # every B fragment from one base plus a constant (the reads fold it into their offset)
    assert "%tb.q3.t0 = add i32 %kb.tb, 96" in loop and "%tb.q3.t1 = add i32 %kb.tb, 640" in loop
    # S's first K fragment crosses the back edge (read after the last barrier), and the dK/dV
    # stores find their lane by v_mbcnt: no work-item id lives across the loop
    assert "%kf0.0.h = phi <8 x bfloat> [ %kc.pre.h, %qt.pre ], [ %kc.nx.h, %qt.next ]" in text
    assert "%kf0.0.h = load" not in loop and "%kc.nx.h = load" in loop
    assert "@llvm.amdgcn.mbcnt.hi(i32 -1, i32 %sr.ml)" in text and '"=v,0"' not in text
    # the dQ atomics and the prefetch's loads address from a scalar base (the pair's first row)
    # by 32-bit byte offsets: the instructions' SGPR base form
    assert re.search(r"%aw0\.p1 = getelementptr inbounds i8, ptr addrspace\(1\) %aw\.sb, "
                     r"i64 %aw0\.z1", loop)
    assert "atomicrmw fadd ptr addrspace(1) %aw0.p3" in loop
    assert "%nf.sx = select i1 %pf.his, ptr addrspace(1) %nf.so, ptr addrspace(1) %nf.sq" in loop
    assert "%nf.x0 = load <8 x bfloat>, ptr addrspace(1) %nf.xp0" in loop
    assert "%pf.his = icmp uge i32 %wave.s, 4" in text
    # the .hip does the same swap through clang's builtin
    hip = render(b, "hip", None)
    assert hip.count("__builtin_amdgcn_permlane16_swap(") == 2
    assert "__builtin_amdgcn_mfma_f32_32x32x16_bf16(pw[a], bo" in hip
    # the room it makes lets the window (a lower key limit) compute P and dS on pairs too
    window = catalog.build(
        MAIN, "gfx950.f16.d128.bm16bn256.thd.ws0.full.c0.atomic.w1.kvs.wg512").derived
    assert window.kv_swap and window.pk_math
    # gfx942 has no lane swap, and the 4-wave tall tiles keep 16x16x16 (one S block a dV/dK
    # block: their registers and schedules were measured so)
    for cid in ("gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs",
                "gfx950.bf16.d192.bm16bn128.bshd.ws0.full.c0.atomic.kvs",
                "gfx950.f16.d64.bm16bn256.bshd.ws0.full.c0.atomic.kvs"):
        other = catalog.build(MAIN, cid).derived
        assert not other.kv_swap and other.kv.insn.startswith("v_mfma_f32_16x16x16"), cid
