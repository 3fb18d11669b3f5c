"""The len bound of the THD guard (issue 11): a sequence longer than its side's max_seqlen is in
bounds, but the grid stops at max_seqlen, so without the bound its later rows are never
computed. The simulator's `too_long` case (cu_seqlens like [0, 102, 132, ...] with max_seqlen
50) must leave that sequence dropped (outputs untouched or zero, the dropped-sequence contract)
and every other sequence correct, in each pipeline and stage check."""

from __future__ import annotations

import pytest

from rocke_cli.engine.catalog import build
from rocke_cli.engine.families.worklist import worklist
from rocke_cli.sim.adversarial import case, too_long
from rocke_cli.sim.dims import Dims
from rocke_cli.sim.pipelines import PIPELINES
from rocke_cli.sim.run import compile_builds, run_case

DIMS = Dims((40, 30, 50, 17), (40, 30, 50, 17), 2, 1, 5)
PREP = ("attention_bwd_prep", "gfx942.f16.d64.bm64.thd.ws0.full.z1")
PREP0 = PREP  # the shipped thd f16 d64 prep zeroes the workspace
CONVERT = ("attention_bwd_convert", "gfx942.f16.d64.bm64.thd.ws0.full")
REDUCE = ("attention_bwd_reduce", "gfx942.f16.d64.bm64.thd.ws0.full")
MAIN = "attention_bwd_main"
CASES = {
    "prep": [PREP],
    "convert": [CONVERT],
    "reduce": [REDUCE],
    "worklist": [("attention_bwd_worklist", "gfx942.bm32bn32.thd.ws0.full.c0.wg256")],
    "atomic": [PREP, (MAIN, "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic"), CONVERT],
    "deterministic": [PREP0, (MAIN, "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.slices"), REDUCE],
    "split": [PREP0, (MAIN, "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.none"),
              ("attention_bwd_dq", "gfx942.f16.d64.bm64bn64.thd.full.c0")],
    "dq": [PREP0, ("attention_bwd_dq", "gfx942.f16.d64.bm64bn64.thd.full.c0.mfma")],
}


def test_the_case_is_in_bounds_and_past_the_grid() -> None:
    off = too_long([40, 30, 50, 17])
    assert off.cu[:3] == (0, 102, 132) and off.total == off.cu[-1]
    assert max(off.lens) == 50 < off.cu[1] - off.cu[0]  # max_seqlen 50, sequence 0 is 102


@pytest.mark.parametrize("pipe", sorted(CASES))
def test_a_sequence_past_max_seqlen_is_dropped_whole(pipe: str) -> None:
    builds = [build(f, c) for f, c in CASES[pipe]]
    kernels = {"ll": compile_builds(builds, "ll")}
    res = run_case(PIPELINES[pipe], builds, kernels, DIMS, case("too_long"))["results"]["ll"]
    assert res["ok"], (f"{pipe}: too_long: stray writes {res['stray']}, canaries "
                       f"{res['canary_hits']}, outputs "
                       f"{[(o['name'], o['ok'], o['nan']) for o in res['outputs']]}")
    assert res["valid_q"] == 3, res  # the long sequence is decoded as dropped


def test_worklist_model_weighs_the_long_sequence_zero() -> None:
    off = too_long([40, 30, 50, 17])
    cfg = build(*CASES["worklist"][0]).config.values
    side = {"offsets": list(off.cu), "bound": off.total, "slot": max(off.lens)}
    weights, _ = worklist(cfg, 4, side, side)
    assert weights[0] == 0 and all(w > 0 for w in weights[1:])
