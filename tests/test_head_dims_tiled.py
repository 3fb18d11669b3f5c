"""Head dims 96, 192 and 256 in the tiled families (main's scalar and mfma bodies, dq, unified
main): the tile-load mapping (a shift where a row is a power of two of 16-byte vectors, a
division by the constant otherwise, a partial last pass), the plans at each head dim, the
refusals and their reasons, the IR and .hip each mapping makes, the shipped configs on both
arches, and the simulator passing a sample of them (.ll and .hip, clean and adversarial)."""

from __future__ import annotations

import json
import re

import pytest
from helpers import cli, configs

from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families import FAMILIES
from rocke_cli.engine.families.base import tile_loads
from rocke_cli.engine.render import render

MAIN, DQ, UNIFIED = "attention_bwd_main", "attention_bwd_dq", "attention_bwd_unified_main"
TILED = (MAIN, DQ, UNIFIED)


def _build(family: str, **values: object):  # noqa: ANN202 - a Build
    """A config of `family` built from the given values over the family's defaults."""
    spec = FAMILIES[family]
    base = {"arch": "gfx942", "dtype": "f16", "layout": "thd", "ws_seg": 0, "bounds": "full",
            "causal": 0, "dq_mode": "atomic", "page_size": 16, "wg_size": 256,
            "body": "scalar", "align": "br", "window": 0,
            "head_dim_v": 0, **values}
    vals = tuple((k, base[k]) for k in spec.PARAMS)
    return spec.build(Config(family, 0, "x", vals, "x.yaml:1"))


@pytest.mark.parametrize(("d", "vpr", "shift", "ld_rows", "loads32", "loads64"), [
    (64, 8, True, 32, 1, 2),
    (96, 12, False, 0, 2, 3),  # 384 vectors: a pass and a half
    (128, 16, True, 16, 2, 4),
    (192, 24, False, 0, 3, 6),
    (256, 32, True, 8, 4, 8),
])
def test_tile_loads(d: int, vpr: int, shift: bool, ld_rows: int, loads32: int,
                    loads64: int) -> None:
    p = tile_loads(256, 32, 64, d)
    assert (p["vpr"], p["ld_shift"], p["ld_rows"]) == (vpr, shift, ld_rows)
    assert (p["q_loads"], p["kv_loads"]) == (loads32, loads64)


@pytest.mark.parametrize(("arch", "d", "bm", "bn", "w", "wc"), [
    ("gfx942", 96, 32, 64, 24, 12),
    ("gfx942", 192, 32, 32, 24, 24),
    ("gfx942", 256, 16, 32, 32, 16),
    ("gfx950", 96, 64, 64, 24, 24),
    ("gfx950", 192, 32, 64, 48, 24),
    ("gfx950", 256, 32, 32, 32, 32),
])
def test_main_scalar_plans_at_the_new_head_dims(arch: str, d: int, bm: int, bn: int, w: int,
                                                wc: int) -> None:
    b = _build(MAIN, arch=arch, head_dim=d, block_m=bm, block_n=bn)
    assert b.refused is None
    t = b.derived
    assert (t.w, t.wc, t.nv, t.ks, t.a_steps) == (w, wc, w // 8, d + 8, d // 4)
    assert sum(n for _, n in t.c_chunks) == wc and t.c_align == (16 if wc % 8 == 0 else 8)
    assert t.ld_shift == (d != 96 and d != 192)
    assert b.lds_bytes <= (65536 if arch == "gfx942" else 163840)
    # unified main takes main's plan whole, paged
    u = _build(UNIFIED, arch=arch, head_dim=d, block_m=bm, block_n=bn)
    assert u.refused is None and u.derived.paged and u.derived.w == w


@pytest.mark.parametrize(("arch", "d", "bm", "bn"), [
    ("gfx942", 96, 32, 64), ("gfx942", 192, 32, 32), ("gfx950", 96, 64, 64),
    ("gfx950", 192, 32, 64), ("gfx950", 256, 32, 32),
])
def test_mfma_plans_at_the_new_head_dims(arch: str, d: int, bm: int, bn: int) -> None:
    b = _build(MAIN, arch=arch, head_dim=d, block_m=bm, block_n=bn, body="mfma")
    assert b.refused is None, b.refused
    t = b.derived
    # every product's blocks tile the head_dim side exactly
    assert t.kv.cols * t.kv.m == d and t.q.cols * t.q.m == d and t.s.steps * t.s.k == d
    assert t.qs == t.ks == d + 8


@pytest.mark.parametrize(("family", "values", "reason"), [
    # dq's phase C keeps whole 16-byte vectors: 96 over the 8 work-items of a 32-row Q tile is
    # 12 elements (main's takes an 8 and a 4: test_main_dq_phase_takes_12_element_slices)
    (DQ, {"head_dim": 96, "block_m": 32, "block_n": 64},
     "head_dim 96 over the 8 work-items of a Q row (block_m 32) is 12 elements each"),
    # main's phase B likewise: a 32-row KV tile
    (MAIN, {"arch": "gfx950", "head_dim": 96, "block_m": 64, "block_n": 32},
     "head_dim 96 over the 8 work-items of a KV row (block_n 32) is 12 elements each"),
    (UNIFIED, {"head_dim": 96, "block_m": 64, "block_n": 32}, "KV row (block_n 32) is 12"),
    (MAIN, {"head_dim": 96, "block_m": 16, "block_n": 64},
     "head_dim 96 gives a work-item fewer than 8 elements of a row"),
    # LDS over gfx942's 64 KiB
    (MAIN, {"head_dim": 96, "block_m": 64, "block_n": 64},
     "LDS plan needs 68352 bytes, over the gfx942 limit of 65536 by 2816"),
    (MAIN, {"head_dim": 256, "block_m": 32, "block_n": 32},
     "LDS plan needs 71040 bytes, over the gfx942 limit of 65536"),
    (DQ, {"head_dim": 256, "block_m": 32, "block_n": 32}, "over the gfx942 limit of 65536"),
    (MAIN, {"head_dim": 256, "block_m": 32, "block_n": 32, "body": "mfma"},
     "LDS plan needs 72448 bytes, over the gfx942 limit"),
    # the register estimates
    (MAIN, {"arch": "gfx950", "head_dim": 256, "block_m": 64, "block_n": 64},
     "register estimate 264 VGPRs per work-item (dK/dV accumulators 128) is over the budget "
     "of 240"),
    (MAIN, {"arch": "gfx950", "head_dim": 256, "block_m": 32, "block_n": 64, "body": "mfma"},
     "register estimate 304 per lane (VGPR + AGPR) is over the budget of 300"),
    # a 16-row tile splits over no MFMA instruction for four waves
    (MAIN, {"head_dim": 256, "block_m": 16, "block_n": 32, "body": "mfma"},
     "has no 32x32x8 or 16x16x16 blocks that split evenly over 4 waves: block_m 32 or "
     "block_n 64 would split it"),
    # body kvs is planned for 64, 128, 192 and 256 only
    (MAIN, {"arch": "gfx950", "head_dim": 96, "block_m": 32, "block_n": 128, "body": "kvs"},
     "body kvs builds head_dim 64, 128, 192 and 256, not 96"),
    # where vpr is a power of two a tile is still whole passes (64 x 8 = 512: 2 passes, 16 x 8
    # = 128 is half of one)
    (MAIN, {"head_dim": 64, "block_m": 16, "block_n": 64},
     "a 16x64 tile at head_dim 64 does not split evenly over 256 work-items"),
])
def test_refusals_name_the_limit(family: str, values: dict, reason: str) -> None:
    b = _build(family, **values)
    assert b.refused and reason in b.refused, b.refused
    assert "\n" not in b.refused


def _ll(family: str, cid: str) -> str:
    return render(catalog.build(family, cid), "ll", "llvm22")


def _one(family: str, **want: object):  # noqa: ANN202 - a Config
    return configs(family, **want)[0]


def test_ir_divides_at_96_and_192_and_repeats_the_last_vector_of_a_partial_pass() -> None:
    # main mfma, gfx942, d96 32x64: the Q tile is 384 vectors (1.5 passes), the KV tile 768
    c = _one(MAIN, arch="gfx942", head_dim=96, body="mfma")
    text = _ll(MAIN, c.id)
    assert "%ld.r = lshr" not in text
    assert "%kt.r2 = udiv i32 %kt.i2, 12" in text and "%kt.vi2 = urem i32 %kt.i2, 12" in text
    assert "%kt.i2 = add i32 %tid, 512" in text  # three whole passes: no clamp
    assert "%qtl.ix1 = add i32 %tid, 256" in text
    assert "%qtl.in1 = icmp ult i32 %qtl.ix1, 384" in text
    assert "%qtl.i1 = select i1 %qtl.in1, i32 %qtl.ix1, i32 383" in text
    assert "%qtl.r2" not in text and "%kt.r3" not in text
    c = _one(DQ, arch="gfx942", head_dim=192)
    text = _ll(DQ, c.id)
    assert "udiv i32 %qt.i0, 24" in text and "%ld.r" not in text
    hip = render(catalog.build(DQ, c.id), "hip")
    assert "const int r = i / 24;" in hip and "ld_r" not in hip


def test_main_dq_phase_takes_12_element_slices() -> None:
    # 96 in a 32-row Q tile: each work-item's dQ slice is a 16-byte and an 8-byte K read, 8-byte
    # aligned (a slice starts at 24 bytes a work-item), and dQ slices store an 8 and a 4
    c = _one(MAIN, arch="gfx942", head_dim=96, dq_mode="slices", body="scalar")
    assert c["block_m"] == 32
    t = catalog.build(MAIN, c.id).derived
    assert (t.c_chunks, t.c_align) == (((0, 8), (8, 4)), 8)
    text = _ll(MAIN, c.id)
    assert re.search(r"%c\.x0\.h = load <8 x \w+>, ptr addrspace\(3\) %c\.x0\.p, align 8", text)
    assert re.search(r"%c\.x1\.h = load <4 x \w+>, ptr addrspace\(3\) %c\.x1\.p, align 8", text)
    assert "%c.x2" not in text and "%c.a11.n = " in text and "%c.a12" not in text
    assert "store <4 x float> %sw.v1, ptr addrspace(1) %sw.p1, align 16" in text
    # 64 and 128 keep whole 16-byte reads
    c = _one(MAIN, arch="gfx942", head_dim=128, dq_mode="slices", body="scalar")
    assert ", align 8" not in _ll(MAIN, c.id).split("\nc:")[1].split("c.done:")[0]


@pytest.mark.parametrize(("family", "d", "log2"), [(MAIN, 256, 5), (DQ, 256, 5),
                                                   (UNIFIED, 256, 5), (MAIN, 128, 4),
                                                   (DQ, 64, 3)])
def test_ir_shifts_where_a_row_is_a_power_of_two_of_vectors(family: str, d: int,
                                                            log2: int) -> None:
    c = _one(family, head_dim=d)
    text = _ll(family, c.id)
    assert f"%ld.r = lshr i32 %tid, {log2}" in text
    assert f"%ld.v = and i32 %tid, {(1 << log2) - 1}" in text
    assert not re.search(r"udiv i32 %\w+\.i\d", text)


@pytest.mark.parametrize("family", TILED)
@pytest.mark.parametrize("d", [192, 256])
def test_each_tiled_family_builds_192_and_256_on_both_arches(family: str, d: int) -> None:
    built = configs(family, head_dim=d)
    assert {c["arch"] for c in built} == {"gfx942", "gfx950"}
    assert {c["dtype"] for c in built} == {"f16", "bf16"}
    assert {c["causal"] for c in built} == {0, 1}


def test_main_builds_every_dq_mode_and_both_bodies_at_the_new_head_dims() -> None:
    for d in (96, 192, 256):
        built = configs(MAIN, head_dim=d)
        assert {c["dq_mode"] for c in built} == {"atomic", "slices", "none"}
        assert {c["layout"] for c in built} == {"bshd", "thd"}
        # (and body kvs at 192 and 256)
        assert {c["body"] for c in built} == {"scalar", "mfma", *(["kvs"] if d != 96 else [])}
    assert {c["arch"] for c in configs(MAIN, head_dim=96, body="scalar")} == {"gfx942", "gfx950"}


def test_the_simulator_passes_a_sample_of_the_new_head_dims() -> None:
    # every pipeline that runs a tiled kernel, at 96 and 192 (division) and 256 (shift), both
    # arches; short sequences keep it quick
    sample = ("gfx942.bf16.d96.bm32bn64.thd.ws0.full.c0.slices,"
              "gfx942.bf16.d192.bm32bn32.thd.ws0.full.c1.atomic,"
              "gfx942.f16.d192.bm32bn32.thd.ws0.full.c1.none,"
              "gfx950.f16.d96.bm64bn64.thd.ws1.full.c0.slices.mfma,"
              "gfx950.bf16.d256.bm32bn32.thd.ws0.full.c1.atomic.mfma,"
              "gfx950.bf16.d192.bm32bn64.p64.thd.ws0.full.c1")
    r = cli("sim", "all", "--config", sample, "--seqlens", "40,0,17,9", "--heads", "2:1",
            "--artifact", "ll,hip", "--adversarial", "--json", "-j", "2")
    assert r.returncode == 0, r.stderr[-3000:]
    rep = json.loads(r.stdout)
    runs = [i for p in rep["pipelines"] for i in p["instances"]]
    assert rep["ok"] and runs and all(c["ok"] for i in runs for c in i["cases"])
    assert {p["name"] for p in rep["pipelines"] if p["instances"]} >= {
        "atomic", "split", "deterministic", "paged"}
    assert {i["arch"] for i in runs} == {"gfx942", "gfx950"}
    assert {i["artifact"] for i in runs} == {"ll", "hip"}
    assert {i["anchor"].split(".")[2] for i in runs} >= {"d96", "d192", "d256"}
    assert any(c["case"] != "clean" for i in runs for c in i["cases"])
