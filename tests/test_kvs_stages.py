"""Body kvs's stages one at a time: each file under templates/kvs/ rendered alone, in the
context its skeleton gives it (the skeleton's own imports and names), for one config of each
variant. A stage can be changed and checked here without reading a whole kernel."""

from __future__ import annotations

import pytest
from helpers import ROOT

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render, render_source

MAIN = "attention_bwd_main"
# one config per variant (the exemplars of golden/attention_bwd_main/)
STEP32 = "gfx942.f16.d64.bm32bn128.bshd.ws0.full.c0.atomic.kvs"
TALL_KREG = "gfx942.bf16.d64.bm16bn192.bshd.ws0.full.c0.atomic.kvs"
TALL_KTLDS = "gfx950.f16.d64.bm16bn256.bshd.ws0.full.c0.atomic.kvs"
TALL8 = "gfx950.bf16.d128.bm16bn256.bshd.ws0.full.c0.atomic.kvs.wg512"
# where each skeleton's prelude (imports, macros, names) ends and its kernel text begins
BEGIN = {"ll": "{{ mx.kernel_head", "hip": "{{ mx.preamble"}


def stage(cid: str, name: str, artifact: str = "ll", **sets: int | str) -> str:
    """Stage `name` of config `cid` rendered alone (sets: the skeleton's loop variables)."""
    b = catalog.build(MAIN, cid)
    skeleton = (ROOT / "templates" / f"{b.template}.{artifact}.j2").read_text()
    prelude = skeleton.split(BEGIN[artifact])[0]
    src = prelude + "".join(f"{{% set {k} = {v} %}}" for k, v in sets.items())
    src += f'{{% include "kvs/{name}.{artifact}.j2" %}}'
    return render_source(b, src, artifact, "llvm22" if artifact == "ll" else None)


@pytest.mark.parametrize("cid", [STEP32, TALL_KREG, TALL_KTLDS, TALL8])
@pytest.mark.parametrize("name, sets", [("pds", {"j": 0}), ("dq", {}), ("dkdv", {}),
                                        ("kv_load", {})])
def test_a_stage_alone_is_the_kernel_text_it_renders_into(cid, name, sets):
    b = catalog.build(MAIN, cid)
    text = render(b, "ll", "llvm22")
    # (a tile with the mask on a side renders P and dS in two parts, the side between them)
    parts = ['"x"', '"p"'] if name == "pds" and b.derived.mask_side else [None]
    for part in parts:
        alone = stage(cid, name, **sets, **({"pds_part": part} if part else {}))
        assert alone.strip() and alone in text


def test_the_mask_side_alone_is_the_8_wave_kernel_text_between_the_two_parts():
    text = render(catalog.build(MAIN, TALL8), "ll", "llvm22")
    side = stage(TALL8, "mask_side")
    assert ' asm "s_cmp_lg_u32' in side and side in text
    x, p = (stage(TALL8, "pds", j=1, pds_part=f'"{part}"') for part in "xp")
    assert text.index(x) < text.index(side) < text.index(p)


def test_p_and_ds_go_to_lds_in_the_32_row_step_and_stay_in_registers_in_the_tall_tile():
    step = stage(STEP32, "pds", j=0)
    assert "@pt.lds" in step and "@dst.lds" in step and "@ds.lds" not in step
    tall = stage(TALL_KREG, "pds", j=0)
    assert "@pt.lds" not in tall and "@ds.lds" in tall and "%ps0.pa = bitcast" in tall


def test_dq_reads_k_where_its_variant_keeps_it():
    kreg, ktlds, kvlds = (stage(c, "dq") for c in (TALL_KREG, TALL_KTLDS, TALL8))
    assert "@kt.lds" not in kreg and "@k.lds" not in kreg and "%kq0." in kreg
    assert "@kt.lds" in ktlds and "@k.lds" not in ktlds
    # gfx950's 8-wave tile: K's columns by transposing reads of the row-major K tile
    assert "@k.lds" in kvlds and "ds.read.tr16" in kvlds and "@kt.lds" not in kvlds


def test_the_kv_tile_goes_to_registers_or_to_lds_by_variant():
    regs = stage(TALL_KREG, "kv_load")
    assert "@k.lds" not in regs and "%kf0.0.h = load" in regs
    lds = stage(TALL8, "kv_load")
    assert "k.lds" in lds and "v.lds" in lds and "%kf0.0.h = load" not in lds


def test_hip_twin_stages_render_alone_and_dispatch_the_same_way():
    step, tall = stage(STEP32, "pds", "hip", j=0), stage(TALL_KREG, "pds", "hip", j=0)
    assert "pt_s + o" in step and "ds_s[" not in step
    assert "ds_s[" in tall and "pt_s" not in tall
    assert stage(TALL_KTLDS, "dq", "hip") in render(catalog.build(MAIN, TALL_KTLDS), "hip")


def _windows(path, n: int = 6) -> set[tuple[str, ...]]:
    lines = [ln.rstrip() for ln in path.read_text().splitlines()]
    return {tuple(lines[i:i + n]) for i in range(len(lines) - n + 1)}


@pytest.mark.parametrize("artifact", ["ll", "hip"])
def test_kvs_and_mfma_share_code_through_common_not_by_copy(artifact):
    # what the two matrix-core bodies of main share lives in templates/common/: no run of six
    # identical lines stands in a kvs template and in the mfma one
    t = ROOT / "templates"
    mfma = _windows(t / f"attention_bwd_main_mfma.{artifact}.j2")
    stages = sorted((t / "kvs").glob(f"*.{artifact}.j2"))
    for kvs in [t / f"attention_bwd_main_kvs.{artifact}.j2", *stages]:
        shared = _windows(kvs) & mfma
        assert not shared, (kvs.name, sorted(shared)[0])
