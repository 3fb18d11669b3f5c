"""Body kvs's 512-register tile with K and V held once (`tall512_kt`, families/kvs_tiles.py):
the 4-wave tall tile over 256 keys at head_dim 128 on gfx950, one wave a SIMD, where the
512-register tile with dQ's own K fragments is over budget. The planner refuses it: its
estimates are over the 512-register file. LLVM 20 and 22 had fitted it only by putting their
own values in the AGPRs that held dK (wrong code), and spill it now that they know dK is live.
Its IR is kept right for the day it fits (the `kt_admitted` fixture builds it within its
estimates): its plan, the 32x32 AGPR template it adds (and the simulator's reading of it), its
text."""

from __future__ import annotations

import pytest
from helpers import configs, kernel_asm, made_config

from rocke_cli import paths
from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.kvs import AwBuf, KvsTile, kvs_plan, kvs_refusal
from rocke_cli.engine.families.kvs_tiles import RECIPES
from rocke_cli.engine.render import render
from rocke_cli.engine.targets import FENCE, PRESSURE, SCHED_OPEN
from rocke_cli.gates.check import canonical_of
from rocke_cli.sim import agpr
from rocke_cli.toolchain import verify
from rocke_cli.toolchain.verify import VerifyJob

MAIN = "attention_bwd_main"
TILE = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs"
CAUSAL = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c1.atomic.kvs"


def _cfg(**v: object) -> Config:
    return made_config(MAIN, {"arch": "gfx950", "dtype": "bf16", "head_dim": 128, "block_m": 16,
                              "block_n": 256, "wg_size": 256, "causal": 0,
                              "dq_mode": "atomic"}, **v)


def test_the_tile_is_refused_over_the_512_register_file() -> None:
    """Every config of the shape (main and paged, masks and dtypes) is refused, naming an
    estimate over 512 and a shape that fits; no loop order of theirs stays on record."""
    ids = {f: [c.id for c in configs(f, refused=True, body="kvs", block_n=256, head_dim=128,
                                     wg_size=256, arch="gfx950")]
           for f in (MAIN, "attention_bwd_unified_main")}
    assert TILE in ids[MAIN] and CAUSAL in ids[MAIN] and len(ids[MAIN]) == 5
    assert len(ids["attention_bwd_unified_main"]) == 2
    for f, these in ids.items():
        sched = paths.root() / "golden" / f / "schedule"
        for i in these:
            why = catalog.build(f, i).refused
            assert why and "over the budget of 512" in why and "wg_size 512" in why, (i, why)
            assert not (sched / f"{i}.sched").exists(), i
    # within its estimates the plan is this tile's, over the file by 8 (causal 24)
    assert kvs_plan(_cfg(), dq=True).variant == "tall512"
    assert RECIPES["tall512_kt"].budget == 512


def test_llvm_spills_the_tile_when_it_is_built(kt_admitted: None) -> None:
    """Why it is refused: built anyway, with dK's accumulators values LLVM allocates, LLVM 22
    spills (it had fitted the tile only by putting its own values in the AGPRs that held dK,
    between two of their MFMAs). Should a change make it fit, this fails: the tile's budget
    may then return to its estimates."""
    b = catalog.build(MAIN, TILE)
    assert b.derived.variant == "tall512_kt"
    (r,) = verify.verify([VerifyJob(TILE, render(b, "ll", "llvm22"), "gfx950", "llvm22",
                                    mfma=True)], workers=1)
    assert not r.ok and any("spills" in e for e in r.errors), r.errors


@pytest.mark.usefixtures("kt_admitted")
def test_plan_holds_k_and_v_once_and_reads_dq_k_from_k_transposed_in_lds() -> None:
    t = kvs_plan(_cfg(), dq=True)
    assert isinstance(t, KvsTile) and t.variant == "tall512_kt"
    # K and V fragments 64 each (S and dP's B), dK/dV 64 keys x 128 columns x 2 in fp32
    assert (t.kv_regs, t.acc_regs, t.reg_est) == (128, 256, 520)
    assert t.kq_lds and not t.kv_lds and t.waves == 4
    # dV/dK on 32x32x16, their A fragments two S blocks' P/dS with lanes swapped; dK's
    # 32x32 accumulators in AGPRs (8 blocks x 16 registers)
    assert t.kv_swap and t.kv.insn == "v_mfma_f32_32x32x16_bf16" and t.ak
    # dV/dK's B columns by transposing reads (no transposed step copies), the atomics from a
    # scalar base, packed P/dS math, rocke's loop order
    assert not t.tq and t.tr_kv and t.aw_saddr and t.pk_math and t.pk_pairs and t.loop_schedule
    # dQ and dV/dK interleaved slot by slot (the 8-wave tile's mix: each slot's dQ fragments
    # read a slot ahead, so no step-ahead reads of its own), one dV/dK column block before the
    # dS barrier, dQ's steps contraction step first over the next two slots (12 reads each,
    # below the 15 lgkmcnt counts), the atomics in the last, the fences spelled by the flavor
    assert [len(m.dq) for m in t.mix] == [0, 8, 8, 0] and t.mix[1].dq[:2] == ((0, 0), (1, 0))
    assert [len(m.atomics) for m in t.mix] == [0, 0, 0, 8]
    assert t.mix and t.mix_pre == 1 and t.fence_by_flavor and t.q_ahead == 0
    assert kvs_refusal(_cfg(), t) is None
    # causal: the mask's row limits, the largest estimate the budget admits
    c = kvs_plan(_cfg(causal=1), dq=True)
    assert isinstance(c, KvsTile) and c.variant == "tall512_kt"
    assert c.reg_est == RECIPES["tall512_kt"].budget == 536


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


@pytest.mark.usefixtures("kt_admitted")
def test_its_slot_fences_close_on_llvm_22_and_open_on_llvm_20_in_one_canonical_form() -> None:
    b = catalog.build(MAIN, TILE)
    t = b.derived
    fences = len(t.mix)  # one after each slot's region (kvs/mix.ll.j2)
    t22, t20 = render(b, "ll", "llvm22"), render(b, "ll", "llvm20")
    assert t22.count(f"{FENCE}0) {PRESSURE}") == fences > 0
    assert t20.count(f"{FENCE}{SCHED_OPEN}) {PRESSURE}") == fences
    # the flavors differ only in how they spell it: one canonical text, one golden
    assert canonical_of(t22, "llvm22") == canonical_of(t20, "llvm20")
    # every other tile's fences stay as they were (the 8-wave tile's: no flavor spelling)
    eight = render(catalog.build(MAIN, TILE + ".wg512"), "ll", "llvm20")
    assert PRESSURE not in eight and f"{FENCE}0)" in eight


@pytest.mark.usefixtures("kt_admitted")
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


def test_the_one_wave_a_simd_tiles_add_dq_through_a_buffer_resource() -> None:
    cid = "gfx942.bf16.d128.bm16bn192.thd.ws0.full.c0.atomic.kvs"
    b = catalog.build(MAIN, cid)
    t = b.derived
    # the step's 16 workspace rows, each D fp32: the records end with the last row before len_q
    assert t.aw_buf == AwBuf(16, 128 * 4) and t.aw_saddr
    text = render(b, "ll", "llvm22")
    assert "call i32 @llvm.smin.i32(i32 %aw.lastl, i32 15)" in text
    assert text.count("@llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(") == 8 + 1  # and its declare
    assert "atomicrmw" not in text
    # LLVM selects them as buffer atomics, with no clamp an atomic left: 8 in the loop, each
    # beside its own scale multiply and at most one address add
    asm = kernel_asm(text, cid.split(".")[0], 22)
    assert asm.count("buffer_atomic_add_f32") == 8 and "global_atomic" not in asm
    # the 8-wave tile keeps its global atomics (two waves a SIMD: no register room to win)
    assert catalog.build(MAIN, TILE + ".wg512").derived.aw_buf is None


@pytest.mark.usefixtures("kt_admitted")
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


@pytest.mark.usefixtures("kt_admitted")
def test_without_a_mask_a_key_past_len_k_is_scored_minus_inf_by_s_starting_accumulator() -> None:
    full, causal = kvs_plan(_cfg(), dq=True), kvs_plan(_cfg(causal=1), dq=True)
    # no mask: S's accumulator starts at -inf past len_k (no mask an entry, no side); with one,
    # the mask on a uniform branch's side, taken only on the steps a limit reaches
    assert full.s_bias and not full.mask_side
    assert causal.mask_side and not causal.s_bias
    ll = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    # made once, before the loop: -inf (0xff800000) where the key's bits say past len_k
    assert ll.count("and i32 %sa.kbad0, -8388608") == 1 and ll.index("%sa.sb0 =") < \
        ll.index("\npair:")
    # S's first MFMA of each block accumulates onto it; no entry is masked after
    for j in range(full.s.per_wave):
        assert f", <4 x float> %sa.sb{j}, i32 0, i32 0, i32 0)" in ll
    assert "%pd0.xk0" not in ll and "%pd0.keep0" not in ll
    # the causal tile's exponents go through the side's one asm (common/mask_asm.ll.j2)
    cl = render(catalog.build(MAIN, CAUSAL), "ll", "llvm22")
    assert "%mk.edge = call i32 @llvm.amdgcn.readfirstlane.i32" in cl and "%sa.sb0" not in cl


def _loop_barriers(ll: str) -> list[int]:
    """Where the loop's three barriers are in the IR: the pair's first (pair.sync), the dS
    barrier, the last (pair.end)."""
    at, out = ll.index("\npair.sync:"), []
    while len(out) < 3:
        at = ll.index("call void @llvm.amdgcn.s.barrier()", at + 1)
        out.append(at)
    return out


@pytest.mark.usefixtures("kt_admitted")
def test_the_first_slot_after_the_ds_barrier_reads_its_columns_before_it() -> None:
    t = kvs_plan(_cfg(), dq=True)
    assert t.cols_ahead and t.mix_pre == 1
    ll = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    _, ds, _ = _loop_barriers(ll)
    # slot 1's dV/dK columns (dO and Q, by transposing reads) are in flight before the dS
    # barrier, read once; its dQ fragments (every wave's dS) only after it
    for x in ("o", "q"):
        assert ll.count(f"%tb.{x}1.lo = call") == 1 and ll.index(f"%tb.{x}1.lo = call") < ds
    assert ll.index("%dq0.a0.h = load") > ds
    # the next pair's prefetch is issued behind slot 1's dS reads, not ahead of them
    assert ll.index("%nf.q0 = load") > ll.index("%dq0.a0.h = load") > ds
