"""The static performance model: the assembly parser on handwritten snippets, the cost table
against the datasheet peaks, and the model on a few real compiled kernels (main, dq, prep).
Model v2's rules on microkernels: tests/test_perf_sim.py."""

from __future__ import annotations

import pytest

from rocke_cli.engine.catalog import Select
from rocke_cli.figures import perf_select
from rocke_cli.perf import (
    COLUMNS,
    SUMMARY_COLUMNS,
    family_summary,
    summary_rows,
    table_rows,
)
from rocke_cli.perf.asm import parse
from rocke_cli.perf.costs import ARCHS, mfma_cost
from rocke_cli.perf.loops import block_weights, find_loops, steady_state, top_level
from rocke_cli.perf.mix import classify, lds_access, mix, valu_flops, valu_rate, vmem_access
from rocke_cli.perf.model import LATENCY, RESOURCES, occupancy


def kernel(body: str, name: str = "k") -> str:
    """A kernel's assembly as LLVM prints it, around `body` (tabs and labels as written)."""
    return (f"\t.text\n\t.globl\t{name}\n\t.p2align\t8\n\t.type\t{name},@function\n{name}:\n"
            f"{body}\n.Lfunc_end0:\n\t.size\t{name}, .Lfunc_end0-{name}\n")


def counted_loop(label: str, reg: str, body: str, bound: int, init: int = 0, step: int = 1,
                 cmp: str = "s_cmp_lt_u32", branch: str = "s_cbranch_scc1") -> str:
    return (f"\ts_mov_b32 {reg}, {init}\n{label}:\n{body}"
            f"\ts_add_i32 {reg}, {reg}, {step}\n\t{cmp} {reg}, {bound}\n\t{branch} {label}\n")


def lines(op: str, n: int) -> str:
    return "".join(f"\t{op}\n" for _ in range(n))


# --- the parser ------------------------------------------------------------------------------

NESTED = kernel(
    "\ts_load_dwordx2 s[0:1], s[4:5], 0x0 ; a comment\n"
    "\ts_mov_b32 s8, 0\n"
    ".LBB0_1:\n"
    + lines("v_add_f32_e32 v1, v1, v2", 2)
    + counted_loop(".LBB0_2", "s6", lines("v_fma_f32 v3, v4, v5, v3", 3), 32)
    + "\ts_barrier\n\ts_add_i32 s8, s8, 1\n\ts_cmp_lt_i32 s8, s9\n\ts_cbranch_scc1 .LBB0_1\n"
    + counted_loop(".LBB0_4", "s7", lines("v_mul_f32_e32 v1, v1, v1", 40), 2)
    + "\ts_endpgm")


def test_blocks_edges_and_nested_loops() -> None:
    cfg = parse(NESTED)
    assert cfg.kernel == "k"
    labels = [b.label for b in cfg.blocks]
    assert labels[:3] == [None, ".LBB0_1", ".LBB0_2"]
    inner = cfg.by_label(".LBB0_2")
    assert inner is not None and inner.instrs[0].op == "v_fma_f32"
    # the inner latch branches back to itself and falls through to the outer loop's tail
    assert inner.succs == [inner.index, inner.index + 1]
    loops = find_loops(cfg)
    by_head = {cfg.blocks[lp.header].label: lp for lp in loops}
    assert set(by_head) == {".LBB0_1", ".LBB0_2", ".LBB0_4"}
    assert by_head[".LBB0_1"].contains(by_head[".LBB0_2"])
    assert {cfg.blocks[lp.header].label for lp in top_level(loops)} == {".LBB0_1", ".LBB0_4"}
    assert by_head[".LBB0_2"].trips == 32
    assert by_head[".LBB0_1"].trips is None  # bound in a register: not a constant
    assert "not an immediate" in by_head[".LBB0_1"].why_unknown
    assert by_head[".LBB0_4"].trips == 2


def test_steady_state_weighs_inner_loops_by_their_trip_counts() -> None:
    # .LBB0_1 holds 2 + 3*32 = 98 vector instructions an iteration, .LBB0_4 only 40
    cfg = parse(NESTED)
    loops = find_loops(cfg)
    step = steady_state(cfg, loops)
    assert step is not None and cfg.blocks[step.header].label == ".LBB0_1"
    w = block_weights(step, loops, cfg)
    m = mix(cfg, w)
    assert m.valu == 2 + 3 * 32
    assert m.valu_lane_flops == 2 * 1 + 3 * 32 * 2
    # inner s_add and s_cmp x32, its counter's s_mov, outer s_add and s_cmp
    assert m.barrier == 1 and m.salu == 2 * 32 + 1 + 2
    assert m.branch == 32 + 1
    # no loop at all: the whole kernel once
    flat = parse(kernel(lines("v_add_f32_e32 v1, v1, v2", 3) + "\ts_endpgm"))
    assert find_loops(flat) == [] and steady_state(flat, []) is None
    assert mix(flat, block_weights(None, [], flat)).valu == 3


@pytest.mark.parametrize("init,step,cmp,branch,bound,trips", [
    (0, 1, "s_cmp_lt_u32", "s_cbranch_scc1", 32, 32),
    (16, -1, "s_cmp_lg_u32", "s_cbranch_scc1", 0, 16),  # a down-counter
    (0, 4, "s_cmp_eq_u32", "s_cbranch_scc0", 64, 16),  # exit when equal
    (0, 8, "s_cmpk_lt_i32", "s_cbranch_scc1", 0x80, 16),
])
def test_trip_counts(init: int, step: int, cmp: str, branch: str, bound: int,
                     trips: int) -> None:
    cfg = parse(kernel(counted_loop(".LBB0_1", "s4", "\tv_mov_b32_e32 v0, 0\n", bound, init,
                                    step, cmp, branch) + "\ts_endpgm"))
    (lp,) = find_loops(cfg)
    assert lp.trips == trips, lp.why_unknown


def test_trip_count_when_the_compare_reads_the_counter_before_its_step() -> None:
    # compare first: the last iteration sees 31 < 32 false only after 32 steps... + 1
    body = ("\ts_mov_b32 s4, 0\n.LBB0_1:\n\tv_mov_b32_e32 v0, 0\n\ts_cmp_lt_u32 s4, 32\n"
            "\ts_add_i32 s5, s5, 0\n\ts_cselect_b32 s6, 1, 0\n")
    # an SCC writer between the compare and the branch: the trip count is unknown
    cfg = parse(kernel(body + "\ts_add_i32 s4, s4, 1\n\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm"))
    (lp,) = find_loops(cfg)
    assert lp.trips is None
    cfg = parse(kernel("\ts_mov_b32 s4, 0\n.LBB0_1:\n\ts_cmp_lt_u32 s4, 32\n"
                       "\ts_add_i32 s4, s4, 1\n\tv_mov_b32_e32 v0, 0\n"
                       "\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm"))
    (lp,) = find_loops(cfg)
    assert lp.trips is None  # s_add writes SCC after the compare: not the counted shape
    cfg = parse(kernel("\ts_mov_b32 s4, 0\n.LBB0_1:\n\ts_add_i32 s4, s4, 1\n"
                       "\tv_mov_b32_e32 v0, 0\n\ts_cmp_lt_u32 s4, 32\n"
                       "\ts_cbranch_scc1 .LBB0_1\n\ts_endpgm"))
    (lp,) = find_loops(cfg)
    assert lp.trips == 32


def test_trip_count_needs_an_immediate_start() -> None:
    # the counter's last write before the loop is a VALU to SGPR move: not a known start
    loop = counted_loop(".LBB0_1", "s4", "\tv_mov_b32_e32 v0, 0\n", 32)
    loop = loop.replace(".LBB0_1:\n", "\tv_readfirstlane_b32 s4, v1\n.LBB0_1:\n", 1)
    (lp,) = find_loops(parse(kernel(loop + "\ts_endpgm")))
    assert lp.trips is None and "not set to an immediate" in lp.why_unknown


def test_irreducible_backward_branch_is_no_loop() -> None:
    # .LBB0_2 can be entered from the entry and from .LBB0_1: the jump back to .LBB0_1 does
    # not target a dominator
    cfg = parse(kernel("\ts_cbranch_scc0 .LBB0_2\n.LBB0_1:\n\tv_mov_b32_e32 v0, 0\n"
                       ".LBB0_2:\n\tv_mov_b32_e32 v1, 0\n\ts_cbranch_scc1 .LBB0_1\n"
                       "\ts_endpgm"))
    assert find_loops(cfg) == []


@pytest.mark.parametrize("op,kind,nbytes", [
    ("ds_read_b128", "read", 16), ("ds_read_b96", "read", 12), ("ds_read_b64", "read", 8),
    ("ds_read_b32", "read", 4), ("ds_read_u16", "read", 2), ("ds_read_u16_d16_hi", "read", 2),
    ("ds_read2_b64", "read", 16), ("ds_read2st64_b64", "read", 16), ("ds_read2_b32", "read", 8),
    ("ds_load_b128", "read", 16), ("ds_read_b64_tr_b16", "read", 8),
    ("ds_write_b128", "write", 16), ("ds_write_b16", "write", 2), ("ds_write2_b32", "write", 8),
    ("ds_write2st64_b32", "write", 8), ("ds_store_b64", "write", 8),
    ("ds_bpermute_b32", "other", 4),
])
def test_lds_widths(op: str, kind: str, nbytes: int) -> None:
    assert lds_access(op) == (kind, nbytes)
    assert classify(op) == "lds"


@pytest.mark.parametrize("op,kind,nbytes", [
    ("global_load_dwordx4", "load", 16), ("global_load_dwordx2", "load", 8),
    ("global_load_dword", "load", 4), ("global_load_ushort", "load", 2),
    ("global_load_ubyte", "load", 1), ("global_load_short_d16_hi", "load", 2),
    ("buffer_load_dwordx3", "load", 12), ("global_store_dwordx4", "store", 16),
    ("global_store_short", "store", 2), ("buffer_store_dword", "store", 4),
    ("global_load_b128", "load", 16), ("global_atomic_add_f32", "atomic", 4),
    ("global_atomic_pk_add_bf16", "atomic", 4), ("global_atomic_cmpswap_x2", "atomic", 8),
    ("buffer_wbl2", "other", 0),
])
def test_global_widths(op: str, kind: str, nbytes: int) -> None:
    assert vmem_access(op) == (kind, nbytes)
    assert classify(op) == "vmem"


def test_mix_bytes_and_classes() -> None:
    cfg = parse(kernel(
        "\tds_read_b128 v[0:3], v4\n\tds_read2st64_b64 v[0:3], v4 offset1:17\n"
        "\tds_write_b32 v1, v2\n\tglobal_load_dwordx4 v[0:3], v[4:5], off\n"
        "\tglobal_store_short v[4:5], v1, off\n\tglobal_atomic_add_f32 v[4:5], v1, off\n"
        "\tv_exp_f32_e32 v1, v1\n\tv_mul_lo_u32 v1, v1, v2\n"
        "\tv_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[0:1]\n\tv_fma_mix_f32 v1, v2, v3, v1\n"
        "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]\n"
        "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]\n"
        "\tv_mfma_f32_16x16x16_bf16 a[0:3], v[0:1], v[2:3], a[0:3]\n"
        "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n\ts_barrier\n\ts_nop 7\n\ts_add_i32 s0, s0, 1\n"
        "\ts_load_dword s1, s[0:1], 0x0\n\ts_endpgm"))
    m = mix(cfg, {b.index: 2 for b in cfg.blocks})  # every block twice: counts double
    assert m.lds_read_bytes == 2 * 64 * (16 + 16)
    assert m.lds_write_bytes == 2 * 64 * 4
    assert m.global_load_bytes == 2 * 64 * 16
    assert m.global_store_bytes == 2 * 64 * 2
    assert (m.global_atomics, m.global_atomic_bytes) == (2, 2 * 64 * 4)
    assert (m.valu, m.valu_trans, m.valu_quarter, m.valu_packed_f32) == (8, 2, 2, 2)
    assert m.mfma == {"v_mfma_f32_32x32x8_f16": 4, "v_mfma_f32_16x16x16_bf16": 2}
    assert (m.waitcnt, m.barrier, m.nop, m.nop_states) == (2, 2, 2, 16)
    assert (m.salu, m.smem, m.branch) == (2, 2, 2)
    assert m.instructions == 2 * 19


def test_valu_classes() -> None:
    assert valu_rate("v_exp_f32_e32") == "trans" and valu_rate("v_rcp_iflag_f32_e32") == "trans"
    assert valu_rate("v_mul_lo_u32") == "quarter" and valu_rate("v_mul_u32_u24_e32") == "full"
    assert valu_flops("v_fma_f32") == 2 and valu_flops("v_fma_mix_f32") == 2
    assert valu_flops("v_pk_fma_f32") == 4 and valu_flops("v_pk_mul_f32") == 2
    assert valu_flops("v_add_f32_e32") == 1 and valu_flops("v_mad_u32_u24") == 0
    assert valu_flops("v_cndmask_b32_e64") == 0 and classify("v_mfma_f32_32x32x8_f16") == "mfma"


# --- the cost table --------------------------------------------------------------------------


def test_cost_table_per_clock_rates() -> None:
    g2, g5 = ARCHS["gfx942"], ARCHS["gfx950"]
    # the datasheet peaks divided by CUs x clock land on the hardware's per-clock figures
    assert g2.matrix_flops_per_clk_cu == pytest.approx(2048, rel=1e-4)
    assert g5.matrix_flops_per_clk_cu == pytest.approx(4096, rel=1e-4)
    for a in (g2, g5):
        # 4 SIMDs x 16 lanes x 2 packed FP32 FMAs x 2 FLOPs
        assert a.vector_flops_per_clk_cu == pytest.approx(4 * 16 * 2 * 2, rel=1e-3)
        assert a.valu_cycles == pytest.approx(64 / 16, rel=1e-3)  # wave64 on a 16-lane SIMD
    assert g2.hbm_bytes_per_clk_cu == pytest.approx(5.3e12 / (304 * 2.1e9))
    assert g5.hbm_bytes_per_clk_cu == pytest.approx(8e12 / (256 * 2.4e9))


def test_mfma_costs() -> None:
    g2, g5 = ARCHS["gfx942"], ARCHS["gfx950"]
    for name in ("v_mfma_f32_32x32x8_f16", "v_mfma_f32_32x32x8_bf16"):
        c = mfma_cost(g2, name)
        assert (c.flops, round(c.cycles, 2), c.note) == (16384, 32.0, "")
    c = mfma_cost(g2, "v_mfma_f32_16x16x16_f16")
    assert (c.flops, round(c.cycles, 2)) == (8192, 16.0)
    c = mfma_cost(g5, "v_mfma_f32_32x32x16_bf16")
    assert (c.flops, round(c.cycles, 2)) == (32768, 32.0)
    c = mfma_cost(g5, "v_mfma_f32_16x16x32_f16")
    assert (c.flops, round(c.cycles, 2)) == (16384, 16.0)
    # the gfx942 shape on gfx950 keeps its clocks: half of gfx950's rate
    c = mfma_cost(g5, "v_mfma_f32_32x32x8_f16")
    assert (c.flops, round(c.cycles, 2), c.note) == (16384, 32.0, "")
    # fp8 at the datasheet FP8 rate (model v4): twice f16's, 32 clocks for 32x32x16 on gfx942
    c = mfma_cost(g2, "v_mfma_f32_32x32x16_fp8_fp8")
    assert (c.flops, round(c.cycles, 2), c.note) == (32768, 32.0, "")
    # a type the table does not hold is costed at the f16 rate, and says so
    assert "assumed" in mfma_cost(g2, "v_mfma_f32_32x32x4_xf32").note


def test_occupancy() -> None:
    g2 = ARCHS["gfx942"]
    assert occupancy(g2, 26, 1024, 256).workgroups_per_cu == 8  # wave slots (and VGPRs 8)
    o = occupancy(g2, 138, 59776, 256)
    assert (o.workgroups_per_cu, o.waves_per_simd, o.limited_by) == (1, 1, "LDS")
    o = occupancy(g2, 100, 16384, 256)  # 104 VGPRs: 4 waves; LDS would allow 4 too
    assert (o.workgroups_per_cu, o.limited_by) == (4, "VGPRs, LDS")
    o = occupancy(ARCHS["gfx950"], 257, 0, 256)
    assert (o.workgroups_per_cu, o.limited_by) == (1, "VGPRs")


# --- real compiled kernels -------------------------------------------------------------------

MAIN = "gfx942.f16.d128.bm32bn64.bshd.ws0.full.c0.atomic"
DQ = "gfx942.f16.d64.bm64bn32.bshd.full.c0"
PREP = "gfx942.f16.d64.bm64.thd.ws0.full.z1"


@pytest.fixture(scope="module")
def real() -> dict:
    sel = Select(families=("attention_bwd_main", "attention_bwd_dq", "attention_bwd_prep"),
                 configs=(MAIN, DQ, PREP))
    return {p.family.removeprefix("attention_bwd_"): p for p in perf_select(sel, jobs=2)}


def test_real_kernels_flops_per_iteration(real: dict) -> None:
    assert real["main"].flops_per_iter == 5 * 2 * 32 * 64 * 128
    assert real["dq"].flops_per_iter == 3 * 2 * 64 * 32 * 64
    assert real["prep"].flops_per_iter == 2 * 64 * 64
    # the instructions of the chosen step, inner loops weighted by their trip counts, issue
    # the algorithm's FLOPs (a wrong step or trip count misses this by a wide margin)
    for k in ("main", "dq", "prep"):
        p = real[k]
        assert p.flops_per_iter <= p.flops_issued_per_iter <= 1.1 * p.flops_per_iter, k


def test_real_kernels_steady_state(real: dict) -> None:
    # main: the (head, Q tile) loop holding phase A (d/4 steps), B1 and B2 (bm rows each), C
    # (bn columns); dq: the KV-tile loop holding phase A (d/8 chunks) and C (bn columns)
    assert real["main"].step.startswith("loop ")
    assert [t.split(" x")[1] for t in real["main"].step.split("inner loops ")[1].split(", ")] \
        == ["32", "32", "32", "64"]
    assert [t.split(" x")[1] for t in real["dq"].step.split("inner loops ")[1].split(", ")] \
        == ["8", "32"]
    assert real["prep"].step == "whole kernel (no loop)"
    for k in ("main", "dq"):
        assert real[k].mix["barrier"] >= 2 and real[k].mix["valu_trans"] > 0
        assert real[k].mix["mfma"] == {}


def test_real_kernels_stay_under_the_valu_bound(real: dict) -> None:
    for p in real.values():
        assert p.valu_bound == pytest.approx(163.4 / 1307.4)
        assert 0 < p.fraction <= p.valu_bound
        assert p.bound_tflops * 1e12 / 1307.4e12 <= p.valu_bound  # even with full overlap
        assert p.limiter in (*RESOURCES, LATENCY)
    assert real["main"].dominant == "VALU" and real["dq"].dominant == "VALU"
    # the row kernels stream from HBM: their traffic is compulsory
    assert real["prep"].dominant == "memory"


def test_real_kernels_output(real: dict) -> None:
    p = real["main"]
    j = p.to_json()
    assert j["modeled"] is True and j["limiter"] == p.limiter
    assert set(j["cycles"]) == {*RESOURCES, "simulated"}
    lo, hi = p.expected_band
    assert lo <= p.expected_tflops <= hi and p.expected_tflops < p.tflops  # a lower clock
    assert all("modeled" in c for c in COLUMNS if "TFLOP" in c or "%" in c or "limiter" in c)
    rows = table_rows(list(real.values()))
    assert all(len(r) == len(COLUMNS) for r in rows)
    summ = family_summary(list(real.values()))
    assert [s["family"] for s in summ] == [p.family for p in real.values()]
    assert all(s["modeled"] and s["kernels"] == 1 for s in summ)
    assert all(len(r) == len(SUMMARY_COLUMNS) for r in summary_rows(summ))
