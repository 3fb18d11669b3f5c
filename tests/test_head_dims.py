"""Head dims beyond 64 and 128 (96, 192, 256) in the row kernels (prep, convert, reduce): the
row tiling that gives each, the IR it makes, every shipped config building on both arches, and
the simulator passing them (.ll and .hip, clean and adversarial)."""

from __future__ import annotations

import json

import pytest
from helpers import cli, configs

from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.base import row_tiling, row_tiling_refusal
from rocke_cli.engine.render import render

ROWS = ("attention_bwd_prep", "attention_bwd_convert", "attention_bwd_reduce")


def _cfg(d: int, bm: int = 64) -> Config:
    values = {"arch": "gfx942", "dtype": "f16", "head_dim": d, "block_m": bm, "wg_size": 256}
    return Config("attention_bwd_convert", 0, "x", tuple(values.items()), "x.yaml:1")


@pytest.mark.parametrize(("d", "tpr", "per", "halves", "align", "shift"), [
    (64, 4, 16, ((0, 8), (8, 8)), 16, 4),
    (96, 8, 12, ((0, 8), (8, 4)), 8, None),
    (128, 8, 16, ((0, 8), (8, 8)), 16, 4),
    (192, 16, 12, ((0, 8), (8, 4)), 8, None),
    (256, 16, 16, ((0, 8), (8, 8)), 16, 4),
])
def test_row_tiling(d: int, tpr: int, per: int, halves: tuple, align: int,
                    shift: int | None) -> None:
    t = row_tiling(_cfg(d))
    assert (t.tpr, t.per_thread, t.halves, t.half_align, t.col_shift) == (tpr, per, halves,
                                                                          align, shift)
    assert t.tpr * t.per_thread == d and t.quads * 4 == per
    assert t.rows_per_pass == 256 // tpr and row_tiling_refusal(_cfg(d)) is None


def test_row_tiling_refuses_what_it_cannot_split() -> None:
    # 80 = 8 x 10: 10 elements a work-item is no whole number of 4-element vectors
    assert "multiple of 4" in row_tiling_refusal(_cfg(80))
    # head_dim 256 covers 16 rows a pass: block_m 8 is no multiple (and 32 is)
    assert "rows one pass covers" in row_tiling_refusal(_cfg(256, bm=8))
    assert row_tiling_refusal(_cfg(256, bm=32)) is None


def test_slices_of_twelve_elements_are_found_by_multiply_and_read_8_byte_aligned() -> None:
    (prep,) = [c for c in configs("attention_bwd_prep", head_dim=96, arch="gfx942",
                                  dtype="f16", layout="bshd", zero_ws=1)]  # the zeroing one
    text = render(catalog.build("attention_bwd_prep", prep.id), "ll", "llvm22")
    assert "%col = mul i32 %part, 12" in text and "shl i32 %part" not in text
    assert "load <4 x half>, ptr addrspace(1) %po0.1, align 8" in text
    assert "load <8 x half>, ptr addrspace(1) %po0.0, align 8" in text
    assert "align 16\n" not in text.split("%pw0.0")[0].split("%po0.0")[1]
    # zeroing the fp32 workspace: three 16-byte stores a row slice
    assert text.count("store <4 x float> zeroinitializer") == 3 * row_tiling(prep).passes
    (conv,) = [c for c in configs("attention_bwd_convert", head_dim=192, arch="gfx950",
                                  dtype="bf16", layout="bshd")]
    text = render(catalog.build("attention_bwd_convert", conv.id), "ll", "llvm22")
    assert "%col = mul i32 %part, 12" in text and "and i32 %tid, 15" in text
    assert text.count("fptrunc <4 x float>") == 3 * row_tiling(conv).passes


@pytest.mark.parametrize("family", ROWS)
@pytest.mark.parametrize("d", [96, 192, 256])
def test_every_row_family_builds_the_new_head_dims_on_both_arches(family: str, d: int) -> None:
    built = configs(family, head_dim=d)
    assert {c["arch"] for c in built} == {"gfx942", "gfx950"}
    assert {c["layout"] for c in built} == {"bshd", "thd"}
    assert not configs(family, refused=True, head_dim=d)


@pytest.mark.parametrize("pipeline", ["prep", "convert", "reduce"])
def test_the_simulator_passes_the_new_head_dims(pipeline: str) -> None:
    # thd with slot rows (ws1, the guard's every site) at 96 and 192, dense at 256; both arches
    r = cli("sim", pipeline, "--where", "head_dim=96,192,256", "--where", "layout=thd",
            "--where", "ws_seg=1", "--where", "bounds=full", "--where", "dtype=bf16",
            "--artifact", "ll,hip", "--adversarial", "--json", "-j", "2")
    assert r.returncode == 0, r.stderr
    rep = json.loads(r.stdout)
    runs = [i for p in rep["pipelines"] for i in p["instances"]]
    assert rep["ok"] and runs and all(c["ok"] for i in runs for c in i["cases"])
    assert {i["anchor"].split(".")[2] for i in runs} == {"d96", "d192", "d256"}
    assert {i["arch"] for i in runs} == {"gfx942", "gfx950"}
    assert {i["artifact"] for i in runs} == {"ll", "hip"}
    # the adversarial corpus ran, not only the clean case
    assert any(c["case"] != "clean" for i in runs for c in i["cases"])
