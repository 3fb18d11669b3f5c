"""attention_bwd_dq, `body: mfma`: the matrix-core split-dQ body (families/mfma.py, dq_mfma_plan).

The configs cover every arch x dtype x head_dim x layout x causal; the .ll and .hip call the
matrix instructions; the plan refuses what does not fit; the split pipeline anchors on a dq
config; one sim run passes, and a broken dS layout is caught.
"""

from __future__ import annotations

import itertools
import json

import pytest
from helpers import Sandbox, cli, configs

from rocke_cli.engine import catalog
from rocke_cli.engine.families import FAMILIES
from rocke_cli.engine.families import mfma as M
from rocke_cli.engine.render import render
from rocke_cli.paths import golden_dir
from rocke_cli.sim.pipelines import PIPELINES, plan

DQ = "attention_bwd_dq"
F16 = "gfx942.f16.d64.bm64bn64.thd.full.c1.mfma"  # 32x32x8 S^T and dQ, one block each a wave
TALL = "gfx942.f16.d64.bm128bn32.thd.full.c1.mfma"  # 128 Q rows, 3 workgroups per CU
BF16 = "gfx942.bf16.d128.bm64bn32.bshd.full.c0.mfma"  # 16x16x16 S^T, 32x32x8 dQ
SEQ = ("--seqlens", "40,9,0,21", "--seqlens-k", "70,20,5,40", "--heads", "4:2")


def test_mfma_configs_cover_every_arch_dtype_head_dim_layout_causal() -> None:
    built = configs(DQ, body="mfma")
    for arch, dt, d, lay, c in itertools.product(("gfx942", "gfx950"), ("f16", "bf16"),
                                                 (64, 128), ("bshd", "thd"), (0, 1)):
        assert any(x["arch"] == arch and x["dtype"] == dt and x["head_dim"] == d
                   and x["layout"] == lay and x["causal"] == c for x in built), (arch, dt, d)
    assert all(x.id.endswith(".mfma") for x in built)
    # the optional id field leaves every scalar id as it was (the goldens hold them)
    golden = json.loads((golden_dir() / f"{DQ}.json").read_text())
    scalar = {x.id for x in configs(DQ, refused=None, body="scalar")}
    blessed = set(golden["ll"]["llvm22"]) | set(golden["refused"])
    assert scalar == {i for i in blessed if not i.endswith(".mfma")}


def test_plan_transposes_the_scores_and_keeps_q_out_of_lds() -> None:
    b = catalog.build(DQ, BF16)
    d = b.derived
    assert isinstance(d, M.DqMfmaTile) and not b.refused
    # S^T [32 x 64] in 16x16 blocks: 2 block rows, 2 blocks a wave dealt column by column (one
    # Q column block a wave); dQ [64 x 128] in 32x32 blocks, 2 a wave
    assert (d.st.m, d.st.per_wave, d.st_rows, d.q.m, d.q.per_wave) == (16, 2, 2, 32, 2)
    assert list(b.lds) == ["k_tile", "v_tile", "ds"]  # Q and dO live in registers
    assert b.lds["ds"].elems == 64 * (32 + M.PT_PAD) and b.lds["ds"].elem == "bf16"
    ll = render(b, "ll", "llvm22")
    assert "%st.br1 = urem i32 %st.b1, 2" in ll and "%st.bc1 = udiv i32 %st.b1, 2" in ll
    tall = catalog.build(DQ, TALL)
    assert tall.lds_bytes == 2 * 32 * (64 + 8) * 2 + 128 * (32 + M.PT_PAD) * 2  # 18 KiB


def test_ll_and_hip_call_the_matrix_instructions() -> None:
    f16 = render(catalog.build(DQ, F16), "ll", "llvm22")
    # S^T and dP^T: 8 steps of 32x32x8 each; dQ: one block of 8 steps
    assert f16.count("call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(") == 24
    assert "@q.lds" not in f16 and "@ds.lds = internal addrspace(3) global [4352 x half]" in f16
    assert "store <4 x half>" in f16  # dS: one 8-byte LDS write per 4 keys
    bf16 = render(catalog.build(DQ, BF16), "ll", "llvm20")
    assert "call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>" in bf16
    assert "call <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>" in bf16
    assert "amdgpu-no-agpr" not in bf16 and '"amdgpu-agpr-alloc"="0"' not in bf16
    hip = render(catalog.build(DQ, BF16), "hip")
    assert "__builtin_amdgcn_mfma_f32_16x16x16bf16_1k(" in hip
    assert "__builtin_amdgcn_mfma_f32_32x32x8bf16_1k(" in hip
    assert "typedef short rocke_frag_t __attribute__((ext_vector_type(4)));" in hip
    assert "__builtin_amdgcn_mfma_f32_32x32x8f16(" in render(catalog.build(DQ, F16), "hip")


def test_plan_refuses_what_does_not_fit(monkeypatch: pytest.MonkeyPatch) -> None:
    refused = {c.id: catalog.build(DQ, c.id).refused for c in configs(DQ, refused=True,
                                                                     body="mfma")}
    assert refused == {
        "gfx942.bf16.d64.bm128bn128.thd.full.c0.mfma":
            "LDS plan needs 70656 bytes, over the gfx942 limit of 65536 by 5120",
        "gfx942.f16.d128.bm128bn128.thd.full.c1.mfma":
            "LDS plan needs 103424 bytes, over the gfx942 limit of 65536 by 37888"}
    # the same tile fits gfx950's LDS; under a smaller register budget it is refused for that
    cfg = catalog.family_configs(DQ).by_id("gfx950.f16.d128.bm128bn128.thd.full.c1.mfma")
    assert FAMILIES[DQ].build(cfg).refused is None
    monkeypatch.setattr(M, "DQ_REG_BUDGET", 300)
    why = FAMILIES[DQ].build(cfg).refused
    assert why == ("register estimate 352 per lane (VGPR + AGPR) is over the budget of 300 by "
                   "52: it would spill")


def test_split_anchors_on_dq_when_only_dq_is_selected() -> None:
    from rocke_cli.engine.catalog import Select

    got = plan(PIPELINES["split"], Select(families=(DQ,), configs=(F16, "*legacy*mfma")))
    by = {p.anchor: p for p in got}
    assert set(by) == {F16, "gfx942.f16.d64.bm64bn64.thd.legacy.c1.mfma"}
    fams = [f for f, _ in by[F16].stages]
    assert fams == ["attention_bwd_prep", "attention_bwd_main", DQ] and by[F16].stages[2][1] == F16
    main = catalog.build("attention_bwd_main", by[F16].stages[1][1]).config
    assert main["dq_mode"] == "none" and main["causal"] == 1 and main["layout"] == "thd"
    # main has no legacy dq_mode none config: that instance says so instead of running
    assert by["gfx942.f16.d64.bm64bn64.thd.legacy.c1.mfma"].missing
    # the main-anchored plan is as before: a main selection never anchors on dq
    none = "gfx942.bf16.d64.bm32bn64.thd.ws0.full.c1.none"
    assert [p.anchor for p in plan(PIPELINES["split"], Select(configs=(none,)))] == [none]


def _dq(rep: dict) -> tuple[dict, dict]:
    inst = rep["pipelines"][0]["instances"][0]
    case = inst["cases"][0]
    return case, next(o for o in case["outputs"] if o["name"] == "dq")


def test_sim_split_with_an_mfma_dq_passes() -> None:
    # GQA 4:2, causal with len_k != len_q, an empty sequence, a wave over two Q column blocks
    r = cli("sim", "split", "--family", DQ, "--config", TALL, *SEQ, "--json")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    case, dq = _dq(json.loads(r.stdout))
    assert case["ok"] and dq["count"] and dq["nan"] == 0 and dq["max_abs"] <= dq["bound"]


def test_a_broken_ds_layout_is_caught(sandbox: Sandbox) -> None:
    # dS rows written 4 elements short of their stride: the dQ product reads the wrong keys
    p = sandbox.root / "templates" / "attention_bwd_dq_mfma.ll.j2"
    old = "%qf.ds = mul i32 %qf.qr, {{ t.dss }}"
    text = p.read_text()
    assert old in text
    p.write_text(text.replace(old, "%qf.ds = mul i32 %qf.qr, {{ t.dss - 4 }}"))
    r = sandbox.rocke("sim", "split", "--family", DQ, "--config", F16, *SEQ, "--json")
    assert r.rc == 1, r.err
    case, dq = _dq(json.loads(r.out))
    assert not case["ok"] and dq["max_abs"] > 10 * dq["bound"]
    assert all(o["ok"] for o in case["outputs"] if o["name"] != "dq")  # main is untouched


def test_perf_models_the_mfma_kv_loop() -> None:
    from rocke_cli.engine.catalog import Select
    from rocke_cli.figures import perf_select

    (p,) = perf_select(Select(families=(DQ,), configs=(F16,)), jobs=1)
    # one KV tile a step: S^T, dP^T and dQ, all on matrix cores (24 v_mfma a wave)
    assert p.flops_per_iter == 3 * 2 * 64 * 64 * 64
    assert p.flops_per_iter <= p.flops_issued_per_iter <= 1.05 * p.flops_per_iter
    assert p.mix["mfma"] == {"v_mfma_f32_32x32x8_f16": 24}
    assert p.approximations == ()  # AGPRs are the matrix body's, not a spill
    assert p.waves_per_simd >= 2  # K, V and dS only: two workgroups fit gfx942's LDS
