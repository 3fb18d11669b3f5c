"""Body kvs's 512-register tall tile (`tall512`, families/kvs_tiles.py): one wave a SIMD, K, V
and the dK/dV accumulators resident across the whole register file. Its plan and where it is
chosen, that LLVM 20 and 22 allocate it without scratch (and that the store phase's opaque
copy is what keeps LLVM 20 from spilling), the simulator's one inline-asm template, and its
modeled figure beside the 360-register tiles. Numerics: tests/test_sim.py runs it."""

from __future__ import annotations

import dataclasses
import re

import pytest
from helpers import kernel_resources, made_config

from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families import FAMILIES
from rocke_cli.engine.families import kvs as K
from rocke_cli.engine.families.kvs import KvsTile, kvs_plan, kvs_refusal
from rocke_cli.engine.render import render
from rocke_cli.errors import RockeError
from rocke_cli.sim import retarget

MAIN = "attention_bwd_main"
TILE = "gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs"  # AMD's gfx942 tile
D192 = "gfx942.bf16.d192.bm16bn128.thd.ws0.full.c0.atomic.kvs"
OPAQUE = 'asm sideeffect "", "=v,0"(i32 '


def _cfg(**v: object) -> Config:
    return made_config(MAIN, {"arch": "gfx942", "dtype": "bf16", "head_dim": 128, "block_m": 16,
                              "block_n": 192, "wg_size": 256, "causal": 0,
                              "dq_mode": "atomic"}, **v)


def _resources(text: str, llvm: int) -> dict:
    return kernel_resources(text, "gfx942", llvm)


def test_plan_of_the_192_key_tile_at_head_dim_128():
    t = kvs_plan(_cfg(), dq=True)
    assert isinstance(t, KvsTile) and t.variant == "tall512"
    # K (S and dQ) and V fragments 144, dK/dV 24 blocks x 4 x 2 = 192: over 256, within 512
    assert (t.kv_regs, t.acc_regs, t.reg_est) == (144, 192, 460)
    assert (t.waves, t.kq_lds, t.kv_lds) == (4, False, False)
    # dV/dK's columns from transposed step copies, VGPR-form MFMAs, the stores' opaque copy
    assert t.tq and t.vgpr_form and t.store_remat
    assert kvs_refusal(_cfg(), t) is None


def test_the_360_register_tiles_keep_what_fits_them():
    # (gfx950: at 128 keys on gfx942 the 512-register tile with dK in AGPRs is chosen over the
    # tile that fits, tests/test_kvs_agpr.py)
    for v, want in (({"block_n": 128, "arch": "gfx950"}, "tall_ktlds"),
                    ({"head_dim": 64}, "tall_kreg")):
        t = kvs_plan(_cfg(**v), dq=True)
        assert isinstance(t, KvsTile) and t.variant == want and not t.store_remat, v
    # 256 keys at head_dim 128 are past 512 too: the refusal names the 512 budget and a fix
    c = _cfg(block_n=256)
    why = kvs_refusal(c, kvs_plan(c, dq=True))
    assert why and "budget of 512" in why and "block_n 192" in why


def test_llvm_20_and_22_hold_it_in_the_whole_register_file_without_scratch():
    b = catalog.build(MAIN, TILE)
    for flavor, llvm in (("llvm20", 20), ("llvm22", 22)):
        k = _resources(render(b, "ll", flavor), llvm)
        assert k["scratch"] == 0 and k["vgpr_spill"] == 0, (flavor, k)
        # more than the 256 VGPRs of one wave's half: the AGPRs are in use, one wave a SIMD
        assert k["vgpr"] > 256 and k["agpr"] > 0 and k["waves_per_simd"] == 1, (flavor, k)


def test_without_the_stores_opaque_copy_llvm_20_spills(monkeypatch: pytest.MonkeyPatch):
    """The mechanism, not luck: a 512-register tile (128 keys at head_dim 192) with its store
    phase reading the lane places from before the loop spills on LLVM 20 (they live across
    the loop); four of the eleven shipped ones do."""
    plain = K._tile

    def no_remat(*a: object, **kw: object) -> KvsTile:
        return dataclasses.replace(plain(*a, **kw), store_remat=False)

    monkeypatch.setattr(K, "_tile", no_remat)
    b = FAMILIES[MAIN].build(catalog.family_configs(MAIN).by_id(D192))
    assert b.derived.variant == "tall512"
    text = render(b, "ll", "llvm20")
    assert OPAQUE not in text
    assert _resources(text, 20)["scratch"] > 0


def test_the_opaque_copy_is_one_asm_in_the_store_phase() -> None:
    b = catalog.build(MAIN, TILE)
    for flavor in ("llvm20", "llvm22"):
        text = render(b, "ll", flavor)
        # one opaque copy (an i32), the register pins (vectors: test below) and the AGPR
        # templates of dK's accumulators (tests/test_kvs_agpr.py)
        pins = text.count('asm sideeffect "", "=a,0"(<') + text.count('asm sideeffect "", "=v,0"(<')
        agpr = len(re.findall(r' asm (?:sideeffect )?"(?:s_nop|; zero|; settled)', text))
        assert agpr > 0 and text.count(" asm ") == 1 + pins + agpr
        assert text.count(OPAQUE) == 1
        store = text[text.index("\nstore:\n"):]
        assert OPAQUE in store and "%sr.row0.0" in store
    hip = render(b, "hip")
    assert hip.count('asm volatile("" : "+v"(sr_tid));') == 1
    # every other kvs and mfma config spells no asm
    other = catalog.build(MAIN, "gfx942.bf16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs")
    assert " asm " not in render(other, "ll", "llvm22") and "asm" not in render(other, "hip")


def test_the_simulator_runs_the_asm_templates_as_the_identity_and_refuses_others():
    line = '  %sr.tid = call i32 asm sideeffect "", "=v,0"(i32 %tid)'
    assert retarget._rewrite_asm(line, "sim: t: ", 7) == "  %sr.tid = freeze i32 %tid"
    # clang's spelling of the .hip's (tail call, fast-math flags, attributes, !srcloc), and
    # the register pin in either class
    hip = '  %4 = tail call i32 asm sideeffect "", "=v,0"(i32 %3) #3, !srcloc !9'
    assert retarget._rewrite_asm(hip, "", 1) == "  %4 = freeze i32 %3"
    for cls in "av":
        pin = ('  %13 = tail call contract <4 x half> asm sideeffect "", '
               f'"={cls},0"(<4 x half> %12) #3, !srcloc !11')
        assert retarget._rewrite_asm(pin, "", 1) == "  %13 = freeze <4 x half> %12"
    bad = '  %x = call <4 x float> asm "v_mfma_f32_16x16x16_bf16 $0, $1, $2, $0", ' \
          '"=a,v,v,0"(<4 x i16> %a, <4 x i16> %b, <4 x float> %c)'
    with pytest.raises(RockeError, match=r"line 3: inline asm"):
        retarget._rewrite_asm(bad, "sim: t: ", 3)
    other = '  %y = call i32 asm sideeffect "s_nop 0", "=v,0"(i32 %x)'
    with pytest.raises(RockeError, match=r"line 4: inline asm .*knows only"):
        retarget._rewrite_asm(other, "sim: t: ", 4)


def test_the_pin_is_spelled_by_the_flavor_and_one_canonical_form():
    """tall512's K, V and dQ K fragments are pinned to AGPRs on LLVM 22 (its VGPR-form MFMAs
    leave them free) and to VGPRs on LLVM 20 (its AGPR-form MFMAs take the AGPRs); the
    canonical form, flavor spellings mapped, is one."""
    from rocke_cli.gates.check import canonical_of

    b = catalog.build(MAIN, TILE)
    texts = {f: render(b, "ll", f) for f in ("llvm20", "llvm22")}
    n = b.derived.kv_regs // (b.derived.s.kw // 2)  # fragments: 2 registers each at kw 4
    assert texts["llvm22"].count('asm sideeffect "", "=a,0"(<') == n
    assert texts["llvm20"].count('asm sideeffect "", "=v,0"(<') == n
    assert canonical_of(texts["llvm20"], "llvm20") == canonical_of(texts["llvm22"], "llvm22")
    assert render(b, "hip").count('asm volatile("" : "+a"(') == 3


def test_the_192_key_tile_models_above_the_128_key_ones():
    """The model (v3) ranks AMD's gfx942 tile above rocke's 128-key d128 tiles in the
    expected-measured column (modeled figures, docs/perf-model.md)."""
    from rocke_cli.engine.catalog import Select
    from rocke_cli.figures import perf_select

    ids = (TILE, "gfx942.bf16.d128.bm16bn128.bshd.ws0.full.c0.atomic.kvs",
           "gfx942.bf16.d128.bm32bn128.bshd.ws0.full.c0.atomic.kvs")
    got = {p.id: p.expected_tflops for p in perf_select(Select(families=(MAIN,), configs=ids))}
    assert got[TILE] > 1.1 * max(got[ids[1]], got[ids[2]]), got


def test_head_dim_192_loads_three_vectors_a_work_item_a_pass():
    """head_dim 192 on body kvs: a row's 24 16-byte vectors over 8 work-items, 3 consecutive
    ones each, rows and columns still by shift (tests/test_sim.py runs it)."""
    t = kvs_plan(_cfg(arch="gfx950", head_dim=192, block_n=128), dq=True)
    assert isinstance(t, KvsTile) and t.variant == "tall512"
    assert (t.vpr, t.lpr, t.vpl, t.ld_rows) == (24, 8, 3, 32)
    # one pass covers 32 rows, twice the 16-row step: Q and dO split over the workgroup's
    # halves, 3 vectors a work-item
    assert t.q_split and t.q_loads == 3
    s32 = kvs_plan(_cfg(arch="gfx950", head_dim=192, block_m=32, block_n=64), dq=True)
    assert isinstance(s32, KvsTile) and not s32.q_split and s32.q_loads == 3
    b = catalog.build(MAIN, "gfx950.bf16.d192.bm16bn128.thd.ws0.full.c0.atomic.kvs")
    text = render(b, "ll", "llvm22")
    assert "%ld.col = mul i32 %ld.v, 24" in text and "%pf.c2 = add i32 %ld.col, 16" in text
    assert "const int pf_col = (tid & 7) * 24;" in render(b, "hip")
    # K and V in LDS store one vector a work-item a pass: refused at 192, saying so; K^T in
    # LDS stores the work-item's 3 (tests/test_kvs_kt512.py, the MLA tile over 192 keys)
    cfg = _cfg(head_dim=192, block_n=128)
    why = K._split_refusal(cfg, dataclasses.replace(t, kv_lds=True))
    assert why and "not K and V in LDS" in why
    assert K._split_refusal(cfg, dataclasses.replace(t, kq_lds=True)) is None


CAUSAL192 = "gfx942.bf16.d128.bm16bn192.thd.ws0.full.c1.atomic.kvs"


def test_a_masked_tile_walks_only_its_run_of_q_steps():
    """`ranged`: the loop starts at %rg.lo and wraps at %rg.hi, with no visit test and no
    skipped pair inside it; unmasked tiles and dq_mode slices keep the per-pair test."""
    b = catalog.build(MAIN, CAUSAL192)
    assert b.derived.ranged and b.derived.variant == "tall512"
    for text in (render(b, "ll", "llvm20"), render(b, "ll", "llvm22")):
        assert "qt.skip" not in text and "%rg.lo = select" in text
        assert "%m0 = phi i32 [ %rg.lo, %qt.pre ]" in text
        assert "%m0.n = select i1 %m0.wrap, i32 %rg.lo, i32 %m0.a" in text
    hip = render(b, "hip")
    assert "for (int m0 = rg_lo; m0 < " in hip and "const bool visit = kv_live;" in hip
    for cid in (TILE, "gfx942.bf16.d64.bm32bn128.thd.ws1.full.c1.slices.kvs"):
        other = catalog.build(MAIN, cid)
        assert not other.derived.ranged and "qt.skip" in render(other, "ll", "llvm22"), cid


def test_without_the_run_llvm_20_spills_the_causal_192_key_tile(
        monkeypatch: pytest.MonkeyPatch):
    """The mechanism: the same causal tile with the per-pair visit test inside its loop (its
    skipped pair merges the dK/dV accumulators from two paths) spills on LLVM 20."""
    plain = K._tile

    def unranged(*a: object, **kw: object) -> KvsTile:
        return dataclasses.replace(plain(*a, **kw), ranged=False)

    b = catalog.build(MAIN, CAUSAL192)
    assert _resources(render(b, "ll", "llvm20"), 20)["scratch"] == 0
    monkeypatch.setattr(K, "_tile", unranged)
    b = FAMILIES[MAIN].build(catalog.family_configs(MAIN).by_id(CAUSAL192))
    text = render(b, "ll", "llvm20")
    assert "qt.skip" in text
    assert _resources(text, 20)["scratch"] > 0


def test_the_atomics_row_offsets_step_through_a_run_of_rows():
    """dQ's atomic offsets of the 4-wave tiles (and the 32-row step) step through a lane's run
    of 4 rows (`aw_step`): the previous offset plus a row stride while the row is at most
    len_q - 1, no 64-bit multiply past the first of a run; not on the tall tile with ws_seg 1
    (0.97-0.99x modeled there)."""
    step = catalog.build(MAIN, "gfx942.f16.d64.bm32bn128.thd.ws0.full.c0.atomic.kvs")
    assert step.derived.aw_step and not step.derived.aw_saddr
    text = render(step, "ll", "llvm22")
    assert "%aw0.ro0 = mul i64 %aw0.r64.0, %aw.rs" in text
    for v in range(1, step.derived.q.nv):
        want = "mul" if v % 4 == 0 else "add"
        assert f"%aw0.ro{v} = {want} i64 " in text, v
    # the 8-wave tile the same in 32-bit byte offsets from a scalar base (aw_saddr); the
    # 512-register tile from that base through a buffer resource, no clamp at all (aw_buf:
    # tests/test_kvs_kt512.py)
    assert catalog.build(MAIN, TILE).derived.aw_buf
    b = catalog.build(MAIN, "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs.wg512")
    assert b.derived.aw_step and b.derived.aw_saddr and not b.derived.aw_buf
    text = render(b, "ll", "llvm22")
    assert "%aw0.rm0 = mul i32 %aw0.rc0, %aw.rb" in text and "%aw0.ro0" not in text
    for v in range(1, b.derived.q.nv):
        want = "mul" if v % 4 == 0 else "add"
        assert f"%aw0.{'rm' if v % 4 == 0 else 'ob'}{v} = {want} i32 " in text, v
    ws1 = catalog.build(MAIN, "gfx950.bf16.d64.bm16bn192.thd.ws1.full.c1.atomic.kvs")
    assert not ws1.derived.aw_step
    assert "%aw0.ro1 = mul i64" in render(ws1, "ll", "llvm22")


def test_the_tall_tiles_blocks_read_block_0s_rows_once():
    """The tall tile's blocks are one block row: S/dP read block 0's Q and dO rows and dQ
    block 0's dS rows (`q_share`), the same addresses, which LLVM reads once a step; each
    block's own index is equal but not provably so. dq_mode slices keeps dQ's own indices."""
    b = catalog.build(MAIN, TILE)
    t = b.derived
    assert t.q_share and t.s.per_wave > 1 and t.q.per_wave > 1
    text = render(b, "ll", "llvm22")
    for j in range(1, t.s.per_wave):
        assert f"ptr addrspace(3) @q.lds, i32 %sa.qa{j}\n" not in text
        assert f"%s{j}.a0.p = getelementptr inbounds bfloat, ptr addrspace(3) @q.lds, " \
               f"i32 %sa.qa0" in text
    for j in range(1, t.q.per_wave):
        assert f"%dq{j}.a0.p = getelementptr inbounds bfloat, ptr addrspace(3) @ds.lds, " \
               f"i32 %qc.dr0" in text
    sl = catalog.build(MAIN, "gfx942.f16.d64.bm16bn192.bshd.ws0.full.c0.slices.kvs")
    assert not sl.derived.q_share
    if sl.derived.q.per_wave > 1:
        assert "@ds.lds, i32 %qc.dr1" in render(sl, "ll", "llvm22")


@pytest.mark.parametrize("cid, kv_pre, dv_pre", [
    # AMD's gfx942 tile: dV whole before the dS barrier, dK whole after (kvs.DV_EARLY)
    (TILE, 0, 8),
    # gfx942 d192: dV/dK's first 4/12 column blocks before it (KV_PRE_EIGHTHS)
    ("gfx942.bf16.d192.bm16bn128.thd.ws0.full.c0.atomic.kvs", 4, 4),
])
def test_dv_dk_column_blocks_before_the_ds_barrier_read_no_ds(cid: str, kv_pre: int,
                                                            dv_pre: int) -> None:
    """tall512 (no slot mix): dV reads P and dK this wave's own dS, neither another wave's:
    dV/dK's first kv_pre column blocks, and dV alone of the first dv_pre, run before the dS
    barrier (their MFMAs fill the pipe through the dS arithmetic and the barrier), the rest
    after it with the atomics spread over those. Every column's B fragments read once."""
    b = catalog.build(MAIN, cid)
    t = b.derived
    assert (t.kv_pre, t.dv_pre) == (kv_pre, dv_pre) and not t.mix
    ll = render(b, "ll", "llvm22")
    at = ll.index("\npair.sync:")
    bar = "call void @llvm.amdgcn.s.barrier()"
    ds = ll.index(bar, ll.index(bar, at) + 1)
    blocks = t.kv.per_wave // t.kv.cols
    for c in range(t.kv.cols):
        for a in range(blocks):
            j = a * t.kv.cols + c
            assert (ll.index(f"%dv{j}.acc = ") < ds) == (c < dv_pre), (c, a)
            assert (ll.index(f"%dk{j}.acc = ") < ds) == (c < kv_pre), (c, a)
        for x in ("o", "q"):
            assert ll.count(f"%tb.{x}{c}.h = ") <= 1, (c, x)
    # the atomics' spread counts only the MFMAs after the barrier
    post = t.kv.per_wave * (t.kv.cols - kv_pre) + t.kv.per_wave * (t.kv.cols - dv_pre)
    post = post * t.kv.steps // t.kv.cols
    assert f"sched.group.barrier(i32 8, i32 {-(-post // (t.q.per_wave * t.q.nv))}, i32 1)" in ll
