"""Body kvs's 512-register tile with K and V held once (`tall512_kt`, families/kvs_tiles.py):
the 4-wave tall tile over 256 keys at head_dim 128 on gfx950, one wave a SIMD, where the
512-register tile with dQ's own K fragments is over budget. Its plan and where it is chosen,
that LLVM 20 and 22 allocate it without scratch (and without their values in dK's AGPRs), the
registers it saves to fit, the 32x32 AGPR template it adds (and the simulator's reading of
it), its loop order on record. Numerics: tests/test_sim.py runs it (.ll and .hip,
adversarial)."""

from __future__ import annotations

import re

import pytest
from helpers import configs, kernel_asm, kernel_resources, made_config

from rocke_cli import paths
from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.kvs import AwBuf, KvsTile, kvs_lds, kvs_plan, kvs_refusal
from rocke_cli.engine.families.kvs_tiles import RECIPES
from rocke_cli.engine.lds import total_bytes
from rocke_cli.engine.render import render
from rocke_cli.engine.targets import FENCE
from rocke_cli.sim import agpr

MAIN = "attention_bwd_main"
TILE = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs"
CAUSAL = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c1.atomic.kvs"
# MLA (head_dim 192, head_dim_v 128) over 192 keys: 3 vectors a work-item a pass
MLA = "gfx950.bf16.d192.dv128.bm16bn192.bshd.ws0.full.c0.atomic.kvs"


def _cfg(**v: object) -> Config:
    return made_config(MAIN, {"arch": "gfx950", "dtype": "bf16", "head_dim": 128, "block_m": 16,
                              "block_n": 256, "wg_size": 256, "causal": 0,
                              "dq_mode": "atomic"}, **v)


def test_plan_holds_k_and_v_once_and_reads_dq_k_from_k_transposed_in_lds() -> None:
    t = kvs_plan(_cfg(), dq=True)
    assert isinstance(t, KvsTile) and t.variant == "tall512_kt"
    # K and V fragments 64 each (S and dP's B), dK/dV 64 keys x 128 columns x 2 in fp32
    assert (t.kv_regs, t.acc_regs, t.reg_est) == (128, 256, 496)
    assert t.kq_lds and not t.kv_lds and t.waves == 4
    # dV/dK on 32x32x16, their A fragments two S blocks' P/dS with lanes swapped; dK's
    # 32x32 accumulators in AGPRs (8 blocks x 16 registers)
    assert t.kv_swap and t.kv.insn == "v_mfma_f32_32x32x16_bf16" and t.ak
    # dV/dK's B columns by transposing reads (no transposed step copies), the atomics from a
    # scalar base, packed P/dS math, rocke's loop order
    assert not t.tq and t.tr_kv and t.aw_saddr and t.pk_math and t.pk_pairs and t.loop_schedule
    # dQ and dK interleaved slot by slot after the dS barrier (the 8-wave tile's mix: each
    # slot's dQ fragments read a slot ahead, so no step-ahead reads of its own), dQ's steps
    # contraction step first over every slot (MIX_DQ_ALL_KT), the atomics in the last; every
    # dV column before the barrier (AMD's step order: KT_AMD_ORDER)
    assert [len(m.dq) for m in t.mix] == [4, 4, 4, 4] and t.mix[0].dq[:2] == ((0, 0), (1, 0))
    assert [len(m.atomics) for m in t.mix] == [0, 0, 0, 8]
    assert t.mix and t.mix_pre == 0 and t.mix_dv_pre and t.s_first and t.q_ahead == 0
    assert kvs_refusal(_cfg(), t) is None
    # causal: the mask's row limit, within the file; rocke's own order, one dV/dK column
    # block before the dS barrier and dQ over the three slots after it
    c = kvs_plan(_cfg(causal=1), dq=True)
    assert isinstance(c, KvsTile) and c.variant == "tall512_kt"
    assert c.reg_est == 504 < RECIPES["tall512_kt"].budget == 512
    assert [len(m.dq) for m in c.mix] == [0, 6, 6, 4] and c.mix[1].dq[:2] == ((0, 0), (1, 0))
    assert c.mix_pre == 1 and not (c.mix_dv_pre or c.s_first or c.groups)


def test_it_is_chosen_only_where_the_tile_with_dq_k_in_registers_is_over_budget() -> None:
    # 192 keys fit the 512-register tile with dQ's K fragments: it stays
    assert kvs_plan(_cfg(block_n=192), dq=True).variant == "tall512"
    # gfx942: K^T over 256 keys (67,584 B) is past its 64 KiB of LDS, and it has no 32x32x16
    # lane swap: the 512-register tile's refusal stands, naming its own estimate
    c = _cfg(arch="gfx942")
    t = kvs_plan(c, dq=True)
    assert isinstance(t, KvsTile) and t.variant == "tall512"
    why = kvs_refusal(c, t)
    assert why and "register estimate 584" in why and "budget of 512" in why
    # without dQ there is no K for dQ to hold: nothing for this recipe to save
    n = kvs_plan(_cfg(dq_mode="none"), dq=False)
    assert isinstance(n, KvsTile) and n.variant != "tall512_kt"


def test_its_slot_fences_are_closed_on_every_flavor() -> None:
    """Each slot's reads stay a slot ahead of its MFMAs on LLVM 20 as on 22: with the
    registers the tile saves (below), LLVM 20 allocates it with them closed."""
    for cid in (TILE, CAUSAL):
        b = catalog.build(MAIN, cid)
        # one after each slot's region (kvs/mix.ll.j2), and AMD's order's between S and dP
        fences = len(b.derived.mix) + b.derived.s_first
        for flavor in ("llvm20", "llvm22"):
            text = render(b, "ll", flavor)
            assert text.count(f"{FENCE}0)") == fences > 0 and "slot fence" not in text, flavor


@pytest.mark.parametrize("cid", [TILE, CAUSAL])
def test_llvm_20_and_22_allocate_it_without_scratch(cid: str) -> None:
    b = catalog.build(MAIN, cid)
    assert b.derived.variant == "tall512_kt"
    for flavor, llvm in (("llvm20", 20), ("llvm22", 22)):
        k = kernel_resources(render(b, "ll", flavor), "gfx950", llvm)
        assert k["scratch"] == 0 and k["vgpr_spill"] == 0, (cid, flavor, k)
        assert k["vgpr"] > 256 and k["agpr"] > 0 and k["waves_per_simd"] == 1, (cid, flavor, k)


def test_dk_runs_on_32x32_accumulators_in_the_agpr_form() -> None:
    b = catalog.build(MAIN, TILE)
    t = b.derived
    ll = render(b, "ll", "llvm22")
    # one AGPR-form 32x32x16 per dK block a step, its 16-register accumulator an "=a"
    # operand (zeroed in the AGPR class before the loop)
    for j in range(t.kv.per_wave):
        assert (f'%dk{j}.acc = call <16 x float> asm "s_nop 1\\0Av_mfma_f32_32x32x16_bf16 $0, '
                f'$1, $2, $0", "=a,v,v,0"(') in ll
        assert f"<16 x float> %qt.dk{j})" in ll
    assert ll.count('asm sideeffect "; zero", "=a,0"(<16 x float> zeroinitializer)') == \
        t.kv.per_wave
    hip = render(b, "hip")
    last = t.kv.per_wave - 1
    assert (f'asm("s_nop 1\\nv_mfma_f32_32x32x16_bf16 %0, %1, %2, %0" : "+a"(dk_acc[{last}])'
            in hip)


def test_the_simulator_reads_a_32x32_agpr_product_and_refuses_a_ragged_one() -> None:
    line = ('  %dk0.acc = call <16 x float> asm "s_nop 1\\0Av_mfma_f32_32x32x16_bf16 $0, $1, $2, '
            '$0", "=a,v,v,0"(<8 x bfloat> %a, <8 x bfloat> %b, <16 x float> %c)')
    seen: list[str] = []

    def call(insn: str, args: str, n: int) -> str:
        seen.append(args)
        return f"call <16 x float> @mfma({args})"

    host = agpr.rewrite(line, 7, call, "k.ll:7")
    assert host == ["  %dk0.acc = call <16 x float> @mfma(<8 x bfloat> %a, <8 x bfloat> %b, "
                    "<16 x float> %c)"]
    # a 12-register accumulator is no MFMA's: one error naming the template
    bad = line.replace("<16 x float>", "<12 x float>")
    with pytest.raises(ValueError, match="one width, 4 or 16"):
        agpr.rewrite(bad, 7, call, "k.ll:7")


def test_every_config_of_the_tile_has_its_loop_order_on_record() -> None:
    # main (thd, bshd, causal, a window) and unified_main (paged), as the 8-wave tile ships
    ids = {f: [c.id for c in configs(f, body="kvs", block_n=256, head_dim=128, wg_size=256)
               if catalog.build(f, c.id).derived.variant == "tall512_kt"]
           for f in (MAIN, "attention_bwd_unified_main")}
    assert TILE in ids[MAIN] and CAUSAL in ids[MAIN] and len(ids[MAIN]) == 5
    assert any(".w1." in i for i in ids[MAIN]) and len(ids["attention_bwd_unified_main"]) == 2
    for f, these in ids.items():
        sched = paths.root() / "golden" / f / "schedule"
        assert all((sched / f"{i}.sched").is_file() for i in these), these


@pytest.mark.parametrize("cid", [TILE, "gfx942.bf16.d128.bm16bn192.thd.ws0.full.c0.atomic.kvs"])
def test_the_one_wave_a_simd_tiles_add_dq_through_a_buffer_resource(cid: str) -> None:
    b = catalog.build(MAIN, cid)
    t = b.derived
    # the step's 16 workspace rows, each D fp32: the records end with the last row before len_q
    by_row = "off" if t.variant == "tall512_kt" else ""
    assert t.aw_buf == AwBuf(16, 128 * 4, by_row=by_row) and t.aw_saddr
    text = render(b, "ll", "llvm22")
    assert "call i32 @llvm.smin.i32(i32 %aw.lastl, i32 15)" in text
    assert text.count("@llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(") == 8 + 1  # and its declare
    assert "atomicrmw" not in text
    # LLVM selects them as buffer atomics, with no clamp an atomic left: 8 in the loop, each
    # beside its own scale multiply and at most one address add
    asm = kernel_asm(text, cid.split(".")[0], 22)
    assert asm.count("buffer_atomic_add_f32") == 8 and "global_atomic" not in asm
    # the 8-wave tile keeps its global atomics (two waves a SIMD: no register room to win)
    if t.variant == "tall512_kt":
        eight = catalog.build(MAIN, cid + ".wg512").derived
        assert eight.aw_buf is None


def test_kt_and_ds_rows_are_padded_to_a_whole_16_byte_fragment() -> None:
    t = kvs_plan(_cfg(), dq=True)
    # 256 keys + 8: each dQ fragment read of K^T and dS is one 16-byte aligned ds_read_b128
    assert (t.kts, t.dss, t.frag_align) == (264, 264, 16)
    ll = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    assert "@kt.lds = internal addrspace(3) global [33792 x bfloat]" in ll
    assert ll.count("ptr addrspace(3) %dq0.a0.p, align 16") == 1
    # gfx942's 16x16x16 fragments are 8 bytes: its rows keep the 8-byte pad
    g = kvs_plan(_cfg(arch="gfx942", block_n=192), dq=True)
    assert (g.frag_align, g.dss) == (8, 196)


def test_without_a_mask_a_key_past_len_k_has_minus_inf_added_to_its_exponents() -> None:
    full, causal = kvs_plan(_cfg(), dq=True), kvs_plan(_cfg(causal=1), dq=True)
    # no mask: -inf added to the exponents of a key past len_k (no mask an entry, no side);
    # with one, the mask on a uniform branch's side, taken only on the steps a limit reaches
    assert full.s_bias == "exp" and not full.mask_side
    assert causal.mask_side and not causal.s_bias
    ll = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    # made once, before the loop: -inf (0xff800000) where the key's bits say past len_k, one
    # value a block (not a splat S's accumulator starts from: 4 registers a block)
    assert ll.count("and i32 %sa.kbad0, -8388608") == 1 and ll.index("%sa.kf0 =") < \
        ll.index("\npair:")
    assert "%sa.sb0" not in ll
    for j in range(full.s.per_wave):
        assert f"%kf{j}.0.h, <4 x float> %zacc4, i32 0, i32 0, i32 0)" in ll
    # each pair of exponents has its block's bias added; no entry is masked after
    for j in range(full.s.per_wave):
        assert f"%pd{j}.kb0.0 = insertelement <2 x float> poison, float %sa.kf{j}, i32 0" in ll
        assert f"%pd{j}.xp0 = fadd <2 x float> %pd{j}.xq0, %pd{j}.kb0" in ll
    assert "%pd0.xk0" not in ll and "%pd0.keep0" not in ll
    # the causal tile's exponents go through the side's one asm (common/mask_asm.ll.j2)
    cl = render(catalog.build(MAIN, CAUSAL), "ll", "llvm22")
    assert "%mk.edge = call i32 @llvm.amdgcn.readfirstlane.i32" in cl and "%sa.kf0" not in cl
    # the 192-key tile on gfx942, with room for them, keeps the splats
    g = catalog.build(MAIN, "gfx942.bf16.d128.bm16bn192.thd.ws0.full.c0.atomic.kvs")
    assert g.derived.s_bias == "acc" and "%sa.sb0 = shufflevector" in render(g, "ll", "llvm22")


def test_the_loops_stores_and_atomics_take_few_address_registers() -> None:
    """What the tile saves to fit the file: the stepped LDS buffers below 64 KiB, their
    stores from one opaque place each, dQ's atomics from an offset a row through one
    resource (no resource a row: 5 SALU a row a step)."""
    b = catalog.build(MAIN, TILE)
    t = b.derived
    assert t.lds_rebase and t.aw_buf is not None and t.aw_buf.by_row == "off" and t.pf_saddr
    lds = kvs_lds(b.config, t)
    # K^T (resident) aligned below the stepped buffers: LLVM lays those out first, their
    # offsets within an LDS instruction's 16 bits
    assert lds["kt"].align == 16 and total_bytes(lds) > 1 << 16
    assert all(x.align == 32 for k, x in lds.items() if k != "kt")
    assert sum(x.bytes for k, x in lds.items() if k != "kt") < 1 << 16
    ll = render(b, "ll", "llvm22")
    # (the skipped pair's stores: into the other of the double buffers, t.dbuf)
    assert '%cs.lo0 = call i32 asm "", "=v,0"(i32 %pf.lo0)' in ll
    assert "getelementptr inbounds bfloat, ptr addrspace(3) %do.nxt, i32 %cs.lo0" in ll
    assert '%cs.tid = call i32 asm "", "=v,0"(i32 %tid)' in ll
    # one resource (the last valid row's records), an offset a row of the lane's 4: the first
    # row's plus the row's stride times the place, block 1's column the scalar offset
    for o in (1, 2, 3):
        assert f"%aw.lb{o} = add i32 %aw.lb, %aw.vb{o}" in ll and f"%aw.rsrc{o}" not in ll
    atomics = [x for x in ll.splitlines() if "call float @llvm.amdgcn.raw.ptr.buffer" in x]
    assert len(atomics) == 8 and all("ptr addrspace(8) %aw.rsrc, i32 %aw.lb" in x
                                     for x in atomics)
    for o, so in ((0, 0), (3, 64)):
        assert sum(f"%aw.rsrc, i32 %aw.lb{o or ''}, i32 {so}, i32 0)" in x for x in atomics) == 1
    # LLVM 22's loop: Q's and dO's stores one register and two offsets, the atomics one
    asm = kernel_asm(ll, "gfx950", 22)
    loop = asm[asm.index("\n.LBB0_3:"):]
    loop = loop[:re.search(r"s_cbranch_\w+ \.LBB0_3\n", loop).start()]
    stores = re.findall(r"ds_write_b128 (v\d+), v\[\d+:\d+\](?: offset:(\d+))?", loop)
    assert len(stores) == 2 and stores[0][0] == stores[1][0] and stores[0][1] != stores[1][1]
    offs = set(re.findall(r"buffer_atomic_add_f32 v\d+, (v\d+), s\[", loop))
    rsrcs = set(re.findall(r"buffer_atomic_add_f32 v\d+, v\d+, (s\[\d+:\d+\])", loop))
    assert len(offs) == 4 and len(rsrcs) == 1 and loop.count("buffer_atomic_add_f32") == 8
    # the loop builds no resource of its own a row: no records clamped at 0 a row
    assert "s_max_i32" not in loop
    # the prefetch's Q and dO vectors from two scalar bases and one offset register (no
    # 64-bit address arithmetic a step), lse and delta likewise
    pf = re.findall(r"global_load_dwordx4 v\[\d+:\d+\], (v\d+), (s\[\d+:\d+\])", loop)
    assert len(pf) == 2 and pf[0][0] == pf[1][0] and pf[0][1] != pf[1][1]
    assert len(re.findall(r"global_load_dword v\d+, v\d+, s\[\d+:\d+\]", loop)) == 2
    assert "v_lshl_add_u64" not in loop and "v_mad_i64_i32" not in loop


def test_the_causal_tile_keeps_a_resource_a_row_and_64_bit_prefetch_addresses() -> None:
    """Causal, the offsets a row and the scalar-base prefetch searched lower (kvs.py, kt_lean):
    it keeps a resource a row of the lane's 4, each from the row's own place (records clamped
    at 0 where the row is past the last valid one), one offset register for all 8 atomics."""
    b = catalog.build(MAIN, CAUSAL)
    t = b.derived
    assert t.aw_buf is not None and t.aw_buf.by_row == "rsrc" and not t.pf_saddr
    ll = render(b, "ll", "llvm22")
    for o in (1, 2, 3):
        assert f"%aw.nr{o}.d = sub i32 %aw.nr, %aw.vb{o}" in ll
        # each built from poison: LLVM writes its words in place, copying no other resource
        assert f"%aw.rsrc{o}.w2.0 = insertelement <4 x i32> poison, i32 %aw.nr{o}, i32 2" in ll
    atomics = [x for x in ll.splitlines() if "call float @llvm.amdgcn.raw.ptr.buffer" in x]
    assert len(atomics) == 8 and all("i32 %aw.lb, i32 " in x for x in atomics)
    assert sum("ptr addrspace(8) %aw.rsrc3, i32 %aw.lb, i32 64, i32 0)" in x
               for x in atomics) == 1


def test_the_causal_sides_bounds_come_from_block_0s() -> None:
    b = catalog.build(MAIN, CAUSAL)
    assert b.derived.bounds_adjacent and b.derived.mask_side
    ll = render(b, "ll", "llvm22")
    # one opaque copy of block 0's bound made in the loop, each block's from it and a select
    # for its keys past len_k (no values a block live through the loop)
    assert ll.count('%pd0.to = call i32 asm "", "=v,0"(i32 %pd0.t0)') == 1
    for j in range(1, b.derived.s.per_wave):
        assert f"%pd{j}.t = add i32 %pd0.to, {-16 * j}" in ll
        assert f"%pd{j}.u = select i1 %pd{j}.bad, i32 -2147483648, i32 %pd{j}.t" in ll
    assert "%pd1.kk" not in ll
    # the 8-wave tile keeps a bound a block: only the 512-register tile is short of them
    eight = catalog.build(MAIN, CAUSAL + ".wg512").derived
    assert not eight.bounds_adjacent


def _ds_barrier(ll: str) -> int:
    """Where the loop's dS barrier is in the IR: the pair's second (pair.sync has the first;
    the double-buffered tile has no third, t.dbuf)."""
    first = ll.index("call void @llvm.amdgcn.s.barrier()", ll.index("\npair.sync:"))
    return ll.index("call void @llvm.amdgcn.s.barrier()", first + 1)


def test_the_first_slot_after_the_ds_barrier_reads_its_columns_before_it() -> None:
    # rocke's own order (causal): the column block before the barrier, then this
    t = kvs_plan(_cfg(causal=1), dq=True)
    assert t.cols_ahead and t.mix_pre == 1
    assert not kvs_plan(_cfg(), dq=True).cols_ahead  # AMD's has no such slot
    ll = render(catalog.build(MAIN, CAUSAL), "ll", "llvm22")
    ds = _ds_barrier(ll)
    # slot 1's dV/dK columns (dO and Q, by transposing reads) are in flight before the dS
    # barrier, read once; its dQ fragments (every wave's dS) only after it
    for x in ("o", "q"):
        assert ll.count(f"%tb.{x}1.lo = call") == 1 and ll.index(f"%tb.{x}1.lo = call") < ds
    assert ll.index("%dq0.a0.h = load") > ds
    # the next pair's prefetch is issued behind slot 1's dS reads, not ahead of them
    assert ll.index("%nf.q0 = load") > ll.index("%dq0.a0.h = load") > ds


def _mfmas(ll: str, name: str) -> list[int]:
    """Where the IR computes each MFMA result whose name starts with `name` (%s0.k0, ...)."""
    return [m.start() for m in re.finditer(rf"\n  %{name}\d+\.(?:k\d+|acc) = call ", ll)]


@pytest.mark.parametrize("cid", [TILE, MLA])
def test_without_a_mask_it_runs_in_amds_step_order_with_llvms_groups_to_match(cid: str) -> None:
    """S's MFMAs of every block, a fence, dP's; every dV before the dS barrier and every dK
    after it; and one sched.group.barrier MFMA group per MFMA of the region (a group with
    none to take would leave LLVM's interleave short, silently). MLA: dV only below
    head_dim_v, fewer than dK."""
    b = catalog.build(MAIN, cid)
    t = b.derived
    ll = render(b, "ll", "llvm22")
    ds = _ds_barrier(ll)
    s, dp, dv, dk = (_mfmas(ll, n) for n in ("s", "dp", "dv", "dk"))
    assert (len(s), len(dp)) == (t.s.per_wave * t.s.steps, t.s.per_wave * t.sv.steps)
    assert len(dv) == len(t.dv_blocks) and len(dk) == t.kv.per_wave
    assert (len(dv) < len(dk)) == (t.Dv < t.D)
    fence = ll.index(f"{FENCE}0)", max(s))
    assert max(s) < fence < min(dp) and max(dv) < ds < min(dk)
    groups = [(int(m[0]), int(m[1])) for m in re.findall(
        r"call void @llvm\.amdgcn\.sched\.group\.barrier\(i32 (\d+), i32 (\d+), i32 0\)", ll)]
    assert tuple(groups) == t.groups
    mfma_groups = sum(size for mask, size in groups if mask == 8)
    assert mfma_groups == len(dp) + len(dv)
    # the groups are in the region they order: after the fence, before the dS barrier
    at = ll.index("llvm.amdgcn.sched.group.barrier")
    assert fence < at < ds
    # causal keeps rocke's order: dP's MFMAs step by step beside S's, no groups
    c = render(catalog.build(MAIN, CAUSAL), "ll", "llvm22")
    assert "call void @llvm.amdgcn.sched.group.barrier" not in c
    assert min(_mfmas(c, "dp")) < max(_mfmas(c, "s"))


def test_mla_over_192_keys_stores_each_work_items_three_k_vectors_transposed() -> None:
    """head_dim 192 loads a row's 24 vectors over 8 work-items, 3 consecutive each: K^T's
    store takes all 3 (columns 8v..8v+7 of the work-item's 24), in the .ll and the .hip alike,
    so every K element lands in K^T once (the simulator checks the values: tests/test_sim.py)."""
    b = catalog.build(MAIN, MLA)
    t = b.derived
    assert t.variant == "tall512_kt" and (t.vpl, t.lpr, t.Dv, t.bn) == (3, 8, 128, 192)
    ll = render(b, "ll", "llvm22")
    n = t.bn * t.vpr // t.wg
    stores = re.findall(r"\n  store \w+ %kt\.e(\d+)\.(\d+), ptr addrspace\(3\)", ll)
    assert len(stores) == 8 * n
    rows = [int(re.search(rf"%kt\.r{k} = add i32 %ld\.r, (\d+)", ll)[1]) for k in range(n)]
    cols = [int(re.search(rf"%kt\.cv{k} = add i32 %ld\.col, (\d+)", ll)[1]) for k in range(n)]
    # vector k: pass k // 3 (rows 32 apart), the (k mod 3)-th vector of the work-item's row;
    # its element i goes to K^T's row (head_dim column) 8 (k mod 3) + i
    assert rows == [k // 3 * t.ld_rows for k in range(n)]
    assert cols == [k % 3 * 8 for k in range(n)]
    elems = [[int(re.search(rf"%kt\.c{k}\.{i} = add i32 %ld\.col, (\d+)", ll)[1])
              for i in range(8)] for k in range(n)]
    assert elems == [[k % 3 * 8 + i for i in range(8)] for k in range(n)]
    hip = render(b, "hip")
    assert "const int col = (tid & 7) * 24 + i0 % 3 * 8;" in hip
