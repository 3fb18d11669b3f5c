"""The matrix-core body (`body: mfma`) of the tile kernels: its plan, its configs, and the IR it
renders. Numerics are proven in tests/test_sim.py (the CPU simulator emulates the MFMA
instructions) and LLVM acceptance in tests/test_shipped.py (verify of every shipped config)."""

from __future__ import annotations

import re
import subprocess

import pytest
from helpers import configs, made_config

from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.mfma import mfma_plan
from rocke_cli.engine.families.products import product
from rocke_cli.engine.render import render
from rocke_cli.engine.targets import MFMA
from rocke_cli.toolchain.hip import command, find_clang

MAIN, UNIFIED = "attention_bwd_main", "attention_bwd_unified_main"
TILED = (MAIN, UNIFIED)


def _cfg(**v: object) -> Config:
    return made_config(MAIN, {"arch": "gfx942", "dtype": "f16", "head_dim": 64, "block_m": 64,
                              "block_n": 64, "wg_size": 256}, **v)


@pytest.mark.parametrize("rows,cols,depth,m", [
    (64, 64, 64, 32),  # 4 blocks of 32x32: one a wave
    (32, 64, 128, 16),  # 2 blocks of 32x32 do not split over 4 waves: 8 of 16x16 do
    (64, 128, 64, 32),
])
def test_each_product_takes_the_largest_instruction_that_splits_evenly(rows, cols, depth, m):
    p = product(rows, cols, depth, 4, "f16")
    assert p.m == m and p.per_wave * 4 == (rows // m) * (cols // m)
    assert p.steps * p.k == depth and p.insn == f"v_mfma_f32_{m}x{m}x{p.k}_f16"


def test_a_product_no_instruction_splits_is_a_refusal():
    why = mfma_plan(_cfg(block_m=16, block_n=16), dq=True)
    assert isinstance(why, str) and "split evenly" in why


def test_a_product_refusal_says_which_parameter_to_change_and_to_what():
    # 1 x 2 blocks of 16x16 for 4 waves: 32 rows or 64 columns make 4, 8 waves would need 8
    why = product(16, 32, 64, 4, "f16", dims=("block_m", "block_n", "head_dim"))
    assert why == ("a 16x32 product over 64 (block_m x block_n over head_dim) has no 32x32x8 "
                   "or 16x16x16 blocks that split evenly over 4 waves: block_m 32 or block_n 64 "
                   "would split it")
    why = product(16, 64, 256, 8, "f16", shapes=((16, 16),),
                  dims=("block_m", "head_dim", "block_n"))
    assert isinstance(why, str) and why.endswith(
        "block_m 32, head_dim 128 or wg_size 256 would split it")
    # each suggestion does split it
    assert not isinstance(product(32, 32, 64, 4, "f16"), str)
    assert not isinstance(product(16, 64, 256, 4, "f16", shapes=((16, 16),)), str)


@pytest.mark.parametrize("family", TILED)
def test_mfma_configs_cover_both_arches_dtypes_and_head_dims(family):
    built = configs(family, body="mfma")
    # (96, 192 and 256 build where each arch's LDS allows: tests/test_head_dims_tiled.py)
    assert {(c["arch"], c["dtype"], c["head_dim"]) for c in built
            if c["head_dim"] in (64, 128)} == {
        (a, dt, d) for a in ("gfx942", "gfx950") for dt in ("f16", "bf16") for d in (64, 128)}
    assert {c["causal"] for c in built} == {0, 1}
    assert all(c.id.endswith(".mfma") for c in built)
    # the axis is an optional id field: no scalar id names it
    assert not any("mfma" in c.id or "scalar" in c.id for c in configs(family, body="scalar"))


def test_main_mfma_covers_layouts_and_dq_modes():
    built = configs(MAIN, body="mfma")
    assert {c["layout"] for c in built} == {"bshd", "thd"}
    assert {c["dq_mode"] for c in built} == {"atomic", "slices", "none"}


def _intrinsics(text: str) -> list[str]:
    # clang's calls carry flags ("tail call contract <16 x float> @...")
    return re.findall(r"call [\w ]*<\d+ x float> @(llvm\.amdgcn\.mfma\.[\w.]+)\(", text)


@pytest.mark.parametrize("family", TILED)
def test_mfma_ir_calls_the_planned_instructions_and_scalar_ir_none(family):
    for c in configs(family, body="mfma")[:6]:
        b = catalog.build(family, c.id)
        t = b.derived
        calls = _intrinsics(render(b, "ll", "llvm22"))
        # S and dP, dV and dK, dQ: one call per block and contraction step
        dq = c["dq_mode"] != "none"
        want = (2 * t.s.per_wave * t.s.steps + 2 * t.kv.per_wave * t.kv.steps
                + (t.q.per_wave * t.q.steps if dq else 0))
        assert len(calls) == want, c.id
        assert all(("bf16" in x) == (c["dtype"] == "bf16") for x in calls), c.id
        assert '"amdgpu-no-agpr"' not in render(b, "ll", "llvm20"), c.id
    scalar = configs(family, body="scalar")[0]
    assert not _intrinsics(render(catalog.build(family, scalar.id), "ll", "llvm22"))


def test_mfma_lds_plan_is_what_the_ir_declares_and_refuses_over_the_limit():
    for c in configs(MAIN, body="mfma"):
        b = catalog.build(MAIN, c.id)
        text = render(b, "ll", "llvm22")
        declared = re.findall(r"^@([\w.]+) = internal addrspace\(3\) global \[(\d+) x", text,
                              re.M)
        assert [(s, int(n)) for s, n in declared] == [(x.sym, x.elems) for x in b.lds.values()]
    refused = {c.id: catalog.build(MAIN, c.id).refused for c in configs(MAIN, refused=True)
               if c["body"] == "mfma"}
    assert any("LDS plan needs" in why for why in refused.values())
    assert any("register estimate" in why for why in refused.values())


@pytest.mark.parametrize("family", TILED)
def test_mfma_hip_calls_the_planned_builtins_and_sizes_lds_from_the_plan(family):
    for c in configs(family, body="mfma")[:6]:
        b = catalog.build(family, c.id)
        t = b.derived
        hip = render(b, "hip")
        products = (t.s, t.kv, t.q) if c["dq_mode"] != "none" else (t.s, t.kv)
        assert set(re.findall(r"__builtin_amdgcn_mfma_\w+", hip)) == \
            {MFMA[p.insn].builtin for p in products}, c.id
        arrays = dict(re.findall(r"__shared__ .*? (\w+)\[(\d+)\];", hip))
        assert [int(n) for n in arrays.values()] == [x.elems for x in b.lds.values()], c.id
    scalar = configs(family, body="scalar")[0]
    assert "__builtin_amdgcn_mfma" not in render(catalog.build(family, scalar.id), "hip")


@pytest.mark.parametrize("cid", ["gfx942.f16.d128.bm32bn64.thd.ws0.full.c1.atomic.mfma",
                                 "gfx942.bf16.d64.bm64bn64.thd.ws1.legacy.c0.atomic.mfma",
                                 "gfx942.f16.d64.bm64bn64.thd.ws0.full.c0.slices.mfma",
                                 "gfx950.f16.d128.bm128bn64.thd.ws0.full.c0.atomic.mfma"])
def test_mfma_hip_compiles_to_the_ir_s_matrix_instructions(cid, tmp_path):
    """clang-22 unrolls the .hip's contractions into the .ll's calls, instruction for
    instruction (16x16x16 S and dP next to 32x32x8 dV, dK, dQ in the first config)."""
    b = catalog.build(MAIN, cid)
    src, out = tmp_path / "k.hip", tmp_path / "k.ll"
    src.write_text(render(b, "hip"))
    # the one command rocke compiles a .hip with (toolchain/hip.command)
    subprocess.run(command(find_clang(), b.config["arch"], src, out), check=True,
                   capture_output=True)
    text = out.read_text()
    assert sorted(_intrinsics(text)) == sorted(_intrinsics(render(b, "ll", "llvm22")))
    assert "alloca" not in text
