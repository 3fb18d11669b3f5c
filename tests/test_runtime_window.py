"""Windows at run time (issue 49, docs/design.md §4 "Masks"): a config names the mask class
(`window: 1`), the window's sides are i32 kernel arguments with FlashAttention's `window_size`
semantics (-1 unbounded, both alignments), the host passes them, the kernels clamp them, and
every window-class kernel passes the simulator's reference at window sizes around a KV tile,
4096 and unbounded sides, as .ll and .hip, with the guard on adversarial offsets."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rocke_cli.engine import catalog
from rocke_cli.engine.catalog import Select, build
from rocke_cli.engine.mask import WINDOW_CAP, mask_of
from rocke_cli.engine.render import render
from rocke_cli.registry.plan import plan
from rocke_cli.registry.problem import BadProblem, Problem
from rocke_cli.registry.table import config_key
from rocke_cli.sim.adversarial import case
from rocke_cli.sim.dims import Dims
from rocke_cli.sim.pipelines import PIPELINES, Planned, cases_for, unit_builds
from rocke_cli.sim.pipelines import plan as plan_pipeline
from rocke_cli.sim.run import compile_builds, run_case

MASKED = ("attention_bwd_main", "attention_bwd_dq", "attention_bwd_unified_main",
          "attention_bwd_worklist")
I32 = (-(1 << 31), (1 << 31) - 1)
# more queries than keys and fewer, an empty sequence, a long one: rows without keys, tiles
# skipped at both ends of a window
SEQS_Q, SEQS_K = (70, 17, 0, 33, 130), (40, 90, 5, 33, 200)


def sizes(bn: int) -> list[tuple[int, int]]:
    """(left, right) the sims pass: 0, 1, block_n - 1, block_n, block_n + 1, 4096, unbounded
    sides (-1, and values past WINDOW_CAP the kernel clamps), both sides and one."""
    return [(0, 0), (1, 1), (bn - 1, bn - 1), (bn, 0), (bn + 1, bn + 1), (4096, 4096),
            (4096, 0), (-1, -1), (-1, 0), (0, -1), (-1, bn + 1), (WINDOW_CAP, 3),
            (I32[1], -1)]


def _window_configs() -> list[tuple[str, object]]:
    return [(f, c) for f in MASKED for c in catalog.family_configs(f).configs
            if c.get("window") and not build(f, c.id).refused]


def test_window_sides_are_the_last_kernel_arguments_of_the_window_class_only() -> None:
    got = _window_configs()
    assert {f for f, _ in got} == set(MASKED)
    for f, c in got:
        b = build(f, c.id)
        assert [a.name for a in b.abi.args][-2:] == ["window_left", "window_right"]
        assert all(a.kind == "i32" for a in b.abi.args[-2:])
        assert b.mask.runtime and b.mask.kind == "window"
        if f != "attention_bwd_worklist":  # (no dtype: not a class of the table)
            assert config_key(c, False)[5] == (c["align"], "window")
    for f in MASKED:
        for c in catalog.family_configs(f).configs:
            if not c.get("window"):
                assert not build(f, c.id).abi.has("window_left"), c.id
                assert mask_of(c.values).kind in ("none", "causal")


def test_each_side_is_clamped_once_in_the_ll_and_the_hip() -> None:
    b = build("attention_bwd_main", "gfx942.f16.d64.bm32bn128.thd.ws0.full.c0.atomic.tl.w1.kvs")
    ll = render(b, "ll", "llvm22")
    for arg, n in (("window_right", "r"), ("window_left", "l")):
        assert ll.count(f"%wn.{n}.in = icmp ult i32 %{arg}, {WINDOW_CAP}") == 1
        assert f"%wn.{n} = select i1 %wn.{n}.in, i32 %{arg}, i32 {WINDOW_CAP}" in ll
    # top-left: the limits are the sides themselves (no len_k - len_q)
    assert "%wn.hi = add i32 0, %wn.r" in ll and "%wn.lo = sub i32 0, %wn.l" in ll
    hip = render(b, "hip")
    assert f"(unsigned)window_right < {WINDOW_CAP}u ? window_right : {WINDOW_CAP}" in hip
    assert f"(unsigned)window_left < {WINDOW_CAP}u ? window_left : {WINDOW_CAP}" in hip


@pytest.mark.parametrize("align", ["br", "tl"])
def test_every_limit_sum_stays_in_i32_for_any_side(align: str) -> None:
    # the sums the templates form from a limit (engine/mask.py): with sequences of at most
    # WINDOW_CAP rows and any i32 side (clamped as the kernel does), each fits in i32
    def clamp(x: int) -> int:
        return x if 0 <= x < WINDOW_CAP else WINDOW_CAP

    L, T = WINDOW_CAP, 256  # the longest sequence, the widest tile
    for left in (-1, 0, 1, WINDOW_CAP - 1, WINDOW_CAP, I32[1], I32[0]):
        for right in (-1, 0, 1, WINDOW_CAP - 1, WINDOW_CAP, I32[1], I32[0]):
            for lq, lk in ((L, 1), (1, L), (L, L), (0, L), (L, 0)):
                dlk = lk - lq if align == "br" else 0
                hi, lo = dlk + clamp(right), dlk - clamp(left)
                rows, keys = (0, lq + T), (0, lk + T)
                sums = [r + hi for r in rows] + [r + lo for r in rows]
                sums += [k - hi for k in keys] + [k - lo for k in keys]  # kvs pair range
                sums += [r + hi - k for r in rows for k in keys]  # mask side, word, bits
                sums += [k - r - lo for r in rows for k in keys]
                assert all(I32[0] <= s <= I32[1] for s in sums), (left, right, lq, lk)


def test_a_side_past_the_sequence_is_unbounded_in_the_reference() -> None:
    m = mask_of({"window": 1, "align": "br"})
    for lq, lk in ((70, 40), (40, 70), (33, 33)):
        free = m.at(-1, -1)
        for side in (max(lq, lk), WINDOW_CAP, I32[1]):
            w = m.at(side, side)
            assert all(w.visible(i, j, lq, lk) == free.visible(i, j, lq, lk)
                       for i in range(lq) for j in range(lk))


def _planned(anchor: str) -> Planned:
    (pl,) = [p for name in ("atomic", "dq", "worklist", "split", "deterministic", "paged")
             for p in plan_pipeline(PIPELINES[name], Select(configs=(anchor,)))
             if p.anchor == anchor]
    assert not pl.missing, pl.missing
    return pl


def _sim(pl: Planned, windows: list[tuple[int, int]], cases: list[str]) -> list[dict]:
    """Every window and case on the .ll and the .hip (the guard on), each verdict."""
    p = PIPELINES[pl.pipeline]
    builds = [build(f, i, True) for f, i in unit_builds({"stages": pl.stages,
                                                         "validate": pl.validate})]
    kernels = {a: compile_builds(builds, a) for a in ("ll", "hip")}
    out = []
    for w in windows:
        for name in cases:
            r = run_case(p, builds, kernels, Dims(SEQS_Q, SEQS_K, 4, 2, 0, window=w),
                         case(name))
            for art, v in r["results"].items():
                out.append({"window": w, "case": name, "art": art, **v})
    return out


def _assert_all_pass(verdicts: list[dict]) -> None:
    for v in verdicts:
        # numerics against the reference (the outputs' tolerance rule), and memory safety:
        # nothing written outside the expected rows, no canary touched
        assert v["ok"] and not v["stray"] and not v["canary_hits"], (
            v["window"], v["case"], v["art"], v.get("error"), v.get("outputs"))
        assert all(o["nan"] == 0 for o in v["outputs"])
        if v["art"] == "hip":
            assert "vs_ll" in v


# one kernel of each kind: the scalar body, the kvs tall tile (top-left), dq's mfma body,
# the worklist; the sweep below runs every window-class kernel
QUICK = ["gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic.w1",
         "gfx942.f16.d64.bm16bn192.thd.ws0.full.c0.atomic.w1.kvs",
         "gfx942.f16.d64.bm64bn64.thd.full.c0.tl.w1.mfma",
         "gfx950.bm64bn32.thd.ws0.full.c0.wg256.w1"]


@pytest.mark.parametrize("anchor", QUICK)
def test_window_kernels_pass_the_reference_at_runtime_sizes(anchor: str) -> None:
    pl = _planned(anchor)
    bn = max(build(f, i).config.get("block_n") or 0 for f, i in pl.stages)
    wins = [(0, 0), (1, 1), (bn - 1, bn + 1), (bn, 0), (4096, 0), (-1, -1), (I32[1], -1)]
    _assert_all_pass(_sim(pl, wins, ["clean"]))
    _assert_all_pass(_sim(pl, [(bn + 1, 1)], ["negative_start", "overlap", "len_wrap"]))


def test_the_sides_reach_the_kernel() -> None:
    # the same kernel, two windows: each passes its own reference, and their gradients differ
    pl = _planned("gfx950.bf16.d64.bm32bn128.bshd.ws0.full.c0.atomic.w1.kvs")
    p = PIPELINES[pl.pipeline]
    builds = [build(f, i, True) for f, i in pl.stages]
    k = {"ll": compile_builds(builds, "ll")}
    from rocke_cli.sim.run import _launch_all
    from rocke_cli.sim.setups import make_problem, setup

    runs = []
    for w in ((3, 0), (200, 5)):
        dims = Dims((150, 150), (150, 150), 2, 1, 0, window=w)
        run = setup(p, builds, make_problem(p, builds, dims, case("clean")), 0)
        runs.append(_launch_all(p, k["ll"], run, case("clean")))
    (ra, va), (rb, vb) = runs
    assert va["ok"] and vb["ok"]
    assert (ra.arena["dk"].read() != rb.arena["dk"].read()).any()
    for r, _ in runs:
        r.arena.release()


def test_every_window_kernel_passes_every_size_and_the_guard_cases() -> None:
    # the sweep: every pipeline instance anchored on a window-class config, both arches, each
    # window size clean, and one window on every adversarial case the instance takes
    n = 0
    for name in PIPELINES:
        for pl in plan_pipeline(PIPELINES[name], Select(configs=("*.w1*",))):
            if pl.missing:
                continue
            bn = max(build(f, i).config.get("block_n") or 0 for f, i in pl.stages)
            _assert_all_pass(_sim(pl, sizes(bn), ["clean"]))
            _assert_all_pass(_sim(pl, [(bn + 1, 1)], cases_for(pl, True)[1:]))
            n += 1
    assert n >= 25


THD = Problem(layout="thd", batch=3, heads_q=4, heads_kv=2, head_dim=64, total_q=100,
              total_k=120, max_seqlen_q=50, max_seqlen_k=70)


@pytest.mark.parametrize("left,right", [(4096, 0), (-1, 24), (0, 0), (70000, 70000)])
def test_the_plan_passes_the_sides_as_given(left: int, right: int) -> None:
    pl = plan(replace(THD, window_left=left, window_right=right), "gfx942")
    masked = [la for la in pl.launches if la.build.mask is not None]
    assert masked
    for la in masked:
        vals = dict(la.values)
        assert (vals["window_left"], vals["window_right"]) == (left, right)
    # causal and none kernels take no sides: their launches are today's
    for p in (replace(THD, causal=1), THD):
        assert all("window_left" not in dict(la.values) for la in plan(p, "gfx942").launches)


def test_a_window_problem_past_the_cap_is_refused() -> None:
    with pytest.raises(BadProblem, match="a window's sequences are at most"):
        plan(replace(THD, window_left=8, max_seqlen_k=WINDOW_CAP + 1,
                     total_k=WINDOW_CAP + 1), "gfx942")
