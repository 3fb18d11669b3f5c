"""MLA's asymmetric head dims: head_dim (Q, K, dQ, dK) 192 and head_dim_v (V, O, dO, dV) 128.
The param's default leaves every id alone, the refusals say why, the scalar body takes the two
widths apart (S over head_dim, dP over head_dim_v), prep sums Dv-wide rows and zeroes D-wide
workspace rows, the reference's gradients are right with a narrower V, and every chain pipeline
passes in the simulator (.ll and .hip, clean and adversarial) on both arches."""

from __future__ import annotations

import json
import re

import numpy as np
import pytest
from helpers import cli, configs, reference_grads_match_finite_differences

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render
from rocke_cli.sim import reference as R

MAIN = "attention_bwd_main"
# one MLA config per chain pipeline, over both arches
MLA = {"atomic": "gfx942.bf16.d192.dv128.bm32bn32.thd.ws0.full.c0.atomic",
       "deterministic": "gfx950.bf16.d192.dv128.bm32bn64.thd.ws0.full.c0.slices",
       "split": "gfx942.f16.d192.dv128.bm32bn32.thd.ws0.full.c0.none",
       "paged": "gfx950.bf16.d192.dv128.bm32bn64.p16.thd.ws1.full.c0"}


def _block(text: str, label: str, end: str) -> str:
    return text.split(f"\n{label}:\n", 1)[1].split(f"\n{end}:\n", 1)[0]


def test_reference_gradients_with_a_narrower_v_match_finite_differences() -> None:
    rng = np.random.default_rng(5)
    lq, lk, hq, hk, d, dv, scale = 4, 6, 2, 1, 3, 2, 0.5
    q, k, v, do = (rng.standard_normal(s) for s in
                   ((lq, hq, d), (lk, hk, d), (lk, hk, dv), (lq, hq, dv)))
    assert R.forward(q, k, v, scale, True)[0].shape == (lq, hq, dv)
    reference_grads_match_finite_differences((q, k, v, do), scale, True)


@pytest.mark.parametrize("family", [MAIN, "attention_bwd_unified_main", "attention_bwd_dq",
                                    "attention_bwd_prep"])
def test_head_dim_v_names_itself_in_the_id_only_when_set(family: str) -> None:
    mla = configs(family, head_dim_v=128)
    assert mla and {c["arch"] for c in mla} == {"gfx942", "gfx950"}
    assert all(".d192.dv128." in c.id for c in mla)
    assert not any(".dv" in c.id for c in configs(family, head_dim_v=0))


@pytest.mark.parametrize(("cid", "why"), [
    ("gfx950.bf16.d192.dv128.bm32bn64.thd.ws0.full.c0.atomic.mfma", "built by body scalar only"),
    ("gfx942.f16.d128.dv192.bm32bn32.thd.ws0.full.c0.atomic", "V narrower than Q and K"),
    ("gfx942.f16.d128.dv128.bm32bn32.thd.ws0.full.c0.atomic", "leave head_dim_v out"),
])
def test_what_is_not_built_is_refused_with_the_reason(cid: str, why: str) -> None:
    b = catalog.build(MAIN, cid)
    assert b.refused and why in b.refused


def test_main_takes_s_over_head_dim_and_dp_over_head_dim_v() -> None:
    text = render(catalog.build(MAIN, MLA["atomic"]), "ll", "llvm22")
    # phase A: 32 steps of 4 columns with S and dP, then 16 more of S alone (Q and K only)
    assert "%pa.more = icmp ult i32 %pa.c.n, 32" in text
    assert "%pt.more = icmp ult i32 %pt.c.n, 48" in text
    tail = _block(text, "pt", "pa.done")
    assert "@q.lds" in tail and "@k.lds" in tail
    assert "@do.lds" not in tail and "@v.lds" not in tail
    # dO and dV rows are 128 wide, Q, K and dK rows 192
    assert "%b1.ro = mul i32 %b1.i, 128" in text and "%b2.ro = mul i32 %b2.i, 192" in text
    assert "%kvs.gv.base = mul i64 %kvs.gv.rhh, 128" in text
    assert "%kvs.g.base = mul i64 %kvs.g.rhh, 192" in text
    assert re.search(r"%otl\.g0\.base = mul i64 %otl\.g0\.rhh, 128", text)
    assert re.search(r"%qtl\.g0\.base = mul i64 %qtl\.g0\.rhh, 192", text)
    # the symmetric kernel has no tail loop
    sym = render(catalog.build(MAIN, "gfx942.f16.d192.bm32bn32.bshd.ws0.full.c0.atomic"), "ll",
                 "llvm22")
    assert "\npt:\n" not in sym and "%pa.more = icmp ult i32 %pa.c.n, 48" in sym


def test_dq_takes_s_over_head_dim_and_dp_over_head_dim_v() -> None:
    text = render(catalog.build("attention_bwd_dq", "gfx942.f16.d192.dv128.bm32bn32.thd.full.c0"),
                  "ll", "llvm22")
    assert "%dmore = icmp slt i32 %dc.n, 16" in text and "%tmore = icmp slt i32 %tc.n, 24" in text
    tail = _block(text, "stail", "pds")
    assert "@q_s" in tail and "@k_s" in tail and "@do_s" not in tail and "@v_s" not in tail


def test_prep_sums_dv_wide_rows_and_zeroes_d_wide_workspace_rows() -> None:
    b = catalog.build("attention_bwd_prep", "gfx942.f16.d192.dv128.bm64.thd.ws0.full.z1")
    text = render(b, "ll", "llvm22")
    assert "%x0.base = mul i64 %x0.rhh, 128" in text
    assert "%w0.base = mul i64 %w0.rhh, 192" in text
    # 8 work-items a 128-wide row: 16 elements each to sum, 24 floats (6 stores) to zero
    assert "%wcol = mul i32 %part, 24" in text
    assert text.count("store <4 x float> zeroinitializer") == 6 * b.derived.passes


def test_every_chain_pipeline_passes_with_mla_in_the_sim() -> None:
    args = [a for c in MLA.values() for a in ("--config", c)]
    r = cli("sim", "all", *args, "--seqlens", "70,17,0,33", "--seqlens-k", "40,90,5,33",
            "--heads", "4:2", "--artifact", "ll,hip", "--adversarial", "--no-control",
            "--json", "-j", "2")
    assert r.returncode == 0, r.stderr
    rep = json.loads(r.stdout)
    runs = [i for p in rep["pipelines"] for i in p["instances"]]
    assert rep["ok"] and all(c["ok"] for i in runs for c in i["cases"])
    assert {i["pipeline"] for i in runs} >= set(MLA)
    assert {i["arch"] for i in runs} == {"gfx942", "gfx950"}
    assert {i["artifact"] for i in runs} == {"ll", "hip"}
    assert any(c["case"] != "clean" for i in runs for c in i["cases"])
