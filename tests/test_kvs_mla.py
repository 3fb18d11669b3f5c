"""MLA (head_dim_v below head_dim) on body kvs's tall tile: dP = dO V^T contracts over V's
Dv columns, dV holds only the first Dv columns of each key block, V's fragments and dV's rows
are Dv wide, and dO loads as Q does with its columns past Dv clamped to the row's last vector
(families/kvs.py, `Dv`, `sv`, `dv_cols`). The numerics run in tests/test_sim.py ("gfx942 mla");
here: the plan, the refusals, and the IR the templates make of them."""

from __future__ import annotations

import re

import pytest

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render

MAIN = "attention_bwd_main"
MLA = "gfx942.bf16.d192.dv128.bm16bn128.thd.ws0.full.c0.atomic.kvs"
SYM = "gfx942.bf16.d192.bm16bn128.thd.ws0.full.c0.atomic.kvs"  # the same tile, V 192 wide
MFMA = re.compile(r"= call <4 x float> @llvm\.amdgcn\.mfma\.[^(]*\(")
AK_MFMA = r'= call <\d+ x float> asm "s_nop 1\\0Av_mfma'  # dK's where it is in AGPRs


def test_the_plan_takes_dp_and_dv_over_head_dim_v() -> None:
    t, s = catalog.build(MAIN, MLA).derived, catalog.build(MAIN, SYM).derived
    assert (t.variant, t.D, t.Dv) == ("tall512", 192, 128)
    assert t.sv.steps * t.sv.k == 128 and t.s.steps * t.s.k == 192
    assert t.dv_cols * t.kv.m == 128 and t.kv.cols * t.kv.m == 192
    # the symmetric tile's dP is its S, every dK block has a dV block
    assert (s.sv, s.dv_cols) == (s.s, s.kv.cols)
    # fewer V fragment and dV accumulator registers than the 192-wide tile
    assert t.reg_est < s.reg_est


def _counts(text: str) -> dict[str, int]:
    body = text.split("\nqt:\n", 1)[1].split("\nstore:\n", 1)[0]  # the loop
    return {"dp": len(re.findall(r"%dp\d+\.(?:k\d+|acc) " + MFMA.pattern, body)),
            "s": len(re.findall(r"%s\d+\.(?:k\d+|acc) " + MFMA.pattern, body)),
            "dv": len(re.findall(r"%dv\d+\.acc " + MFMA.pattern, body)),
            # (an intrinsic MFMA, or the AGPR-form asm where dK is in AGPRs: kvs.KvsTile.ak)
            "dk": len(re.findall(r"%dk\d+\.acc (?:" + MFMA.pattern + "|" + AK_MFMA + ")", body)),
            "v_loads": len(re.findall(r"%vf\d+\.\d+\.h\w* = load ", text)),
            # the dV accumulators carried round the loop, merged after it and stored
            "dv_phis": len(re.findall(r"%qt\.dv\d+ = phi ", text)),
            "dv_stores": len(re.findall(r"%st\.dv\d+ = phi ", text))}


@pytest.mark.parametrize("mla, whole", [
    (MLA, SYM),  # gfx942: S and dP block by block (8-byte fragments)
    # gfx950: step by step over every block (16x16x32, 16-byte fragments)
    ("gfx950.bf16.d192.dv128.bm16bn128.bshd.ws0.full.c0.atomic.kvs",
     "gfx950.bf16.d192.bm16bn128.bshd.ws0.full.c0.atomic.kvs")])
def test_the_ir_contracts_dp_over_dv_and_keeps_dv_blocks_below_it(mla: str, whole: str) -> None:
    b, sym = catalog.build(MAIN, mla), catalog.build(MAIN, whole)
    t = b.derived
    got = _counts(render(b, "ll", "llvm22"))
    want_s = t.s.per_wave * t.s.steps
    keys = t.s.per_wave  # key blocks of a wave
    assert got == {"s": want_s, "dp": t.s.per_wave * t.sv.steps, "dk": keys * t.kv.cols,
                   "dv": keys * t.dv_cols, "v_loads": t.s.per_wave * t.sv.steps,
                   "dv_phis": keys * t.dv_cols, "dv_stores": keys * t.dv_cols}
    # (the symmetric tile: as many dP as S MFMAs, a dV for every dK)
    full = _counts(render(sym, "ll", "llvm22"))
    assert full["dp"] == full["s"] and full["dv"] == full["dk"]


def test_v_dv_and_do_rows_are_head_dim_v_wide_and_do_columns_stay_in_the_row() -> None:
    text = render(catalog.build(MAIN, MLA), "ll", "llvm22")
    # V's fragment rows, the dO step loads and the dV stores take a 128-element row stride
    assert re.search(r"%kf0\.gv\.base = mul i64 %kf0\.gv\.rhh, 128\n", text)
    assert re.search(r"%p0\.gv0\.base = mul i64 %p0\.gv0\.rhh, 128\n", text)
    assert re.search(r"%kvs0\.gv0\.base = mul i64 %kvs0\.gv0\.rhh, 128\n", text)
    # a work-item's dO columns past 128 load the row's last vector (120..127): no read past
    # the row, so none past the tensor's end
    clamps = re.findall(r"%pf\.oc\d+ = call i32 @llvm\.smin\.i32\(i32 [^,]+, i32 (\d+)\)", text)
    assert clamps and set(clamps) == {"120"}
    # the dO loads take the clamped columns (selected for the half of the workgroup that
    # loads dO: the Q and dO step loads split over its halves at head_dim 192)
    assert "%p0.ox0 = select i1 %pf.hi, i64 %p0.ov0, i64 %p0.off0" in text
    assert "getelementptr inbounds bfloat, ptr addrspace(1) %pf.src, i64 %p0.ox0" in text


def test_the_hip_twin_takes_the_same_widths() -> None:
    hip = render(catalog.build(MAIN, MLA), "hip", None)
    assert "(kk < 8)" in hip and "kb_c < 128" in hip and "pf_hi ? ov : o" in hip


@pytest.mark.parametrize("cid, variant", [
    ("gfx950.bf16.d192.dv128.bm32bn64.thd.ws0.full.c0.atomic.kvs", "step32"),
    ("gfx950.bf16.d192.dv128.bm16bn128.thd.ws0.full.c0.atomic.kvs.wg512", "tall8_kvlds")])
def test_mla_off_the_4_wave_tall_tile_is_refused_naming_it(cid: str, variant: str) -> None:
    why = catalog.build(MAIN, cid).refused
    assert why == (f"head_dim_v 128 below head_dim 192 takes body kvs's 4-wave tall tile "
                   f"(block_m 16, wg_size 256), not {variant}")
