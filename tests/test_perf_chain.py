"""`rocke perf --chain`: the atomic-dQ chain (prep, main, convert) of one problem as one modeled
figure, from the three kernels' modeled rates."""

from __future__ import annotations

import dataclasses
import json

import pytest
from helpers import cli

from rocke_cli.engine.catalog import Select
from rocke_cli.figures.chain import (
    CHAIN_COLUMNS,
    chain_figure,
    chain_rows,
    chain_select,
    chain_work,
)

MAIN = "gfx942.f16.d64.bm32bn128.thd.ws0.full.c0.atomic.kvs"


@pytest.fixture(scope="module")
def figure() -> object:
    (f,) = chain_select(Select(configs=(MAIN,)), 16384, jobs=2)
    return f


def test_the_chain_pairs_the_main_kernel_with_a_zeroing_prep_and_a_convert(figure) -> None:
    assert figure.main.id == MAIN
    # the same arch, dtype, head_dim, layout, workspace placement and bounds
    assert figure.prep.family == "attention_bwd_prep" and figure.prep.id.endswith(".z1")
    assert figure.prep.id.startswith("gfx942.f16.d64.") and ".thd.ws0.full" in figure.prep.id
    assert figure.convert.family == "attention_bwd_convert"
    assert figure.convert.id.startswith("gfx942.f16.d64.") and figure.convert.id.endswith(
        ".thd.ws0.full")


def test_the_chain_figure_is_main_flops_over_the_three_times(figure) -> None:
    w_prep, w_main, w_conv = chain_work(64, 16384)
    assert w_main == 10 * 16384 ** 2 * 64 and w_prep == 2 * 64 * 16384 and w_conv == 64 * 16384
    t = [w / (k.tflops * 1e12) for w, k in ((w_prep, figure.prep), (w_main, figure.main),
                                           (w_conv, figure.convert))]
    assert figure.tflops == pytest.approx(w_main / sum(t) / 1e12)
    assert figure.tflops < figure.main.tflops  # the row kernels cost something
    assert sum(figure.shares) == pytest.approx(1.0)
    assert figure.expected_tflops < figure.tflops  # the calibrated clock is below datasheet


def test_short_problems_spend_more_of_the_chain_outside_main(figure) -> None:
    # main's work grows with seq^2, the row kernels' with seq
    short = chain_figure(figure.main, figure.prep, figure.convert, head_dim=64, seq=512)
    assert short.shares[1] < figure.shares[1] and short.tflops < figure.tflops
    # a prep twice as fast takes half its share of the time
    fast = dataclasses.replace(figure.prep, tflops=2 * figure.prep.tflops)
    quick = chain_figure(figure.main, fast, figure.convert, head_dim=64, seq=512)
    assert quick.tflops > short.tflops


def test_rows(figure) -> None:
    (row,) = chain_rows([figure])
    assert len(row) == len(CHAIN_COLUMNS)
    assert all("modeled" in c for c in CHAIN_COLUMNS if "TFLOP" in c or "share" in c)


def test_cli_chain_table_and_json() -> None:
    r = cli("perf", "--chain", "8192", "--config", MAIN, "--json", "-")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    (c,) = doc["chains"]
    assert doc["modeled"] is True and c["main"] == MAIN and c["seq"] == 8192
    assert 0 < c["tflops"] and c["prep"].endswith(".z1")


def test_cli_chain_without_an_atomic_main_is_a_one_line_error() -> None:
    r = cli("perf", "--chain", "8192", "--family", "attention_bwd_prep")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.strip().count("\n") == 0 and "--chain" in r.stderr


def test_an_mla_main_chains_with_the_prep_of_its_head_dim_v() -> None:
    mla = "gfx942.bf16.d192.dv128.bm16bn128.thd.ws0.full.c0.atomic.kvs"
    (f,) = chain_select(Select(configs=(mla,)), 16384, jobs=2)
    # prep's delta sums O and dO rows 128 wide: the symmetric d192 prep would sum 192
    assert f.prep.id.startswith("gfx942.bf16.d192.dv128.") and f.prep.id.endswith(".z1")
    # convert reads dQ, head_dim wide: no head_dim_v of its own
    assert f.convert.id.startswith("gfx942.bf16.d192.bm") and ".thd.ws0.full" in f.convert.id
    # the main's work: S, dK, dQ over 192, dP and dV over 128
    assert chain_work(192, 16384, 128)[1] == 2 * 16384 ** 2 * (3 * 192 + 2 * 128)
    assert chain_work(192, 16384) == chain_work(192, 16384, 192)
