"""Attention masks (issue 24, docs/design.md §4 "Masks"): the reference's mask per alignment and
window against hand-written cases, the tile visit / skip rule and the KV tile ranges against
brute force, the window (-1, 0) bit-identical to causal in the simulator, the refusals, and the
ids: every config at the default mask keeps its id."""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import replace

import numpy as np
import pytest
from helpers import cli

from rocke_cli.engine import catalog
from rocke_cli.engine.config import format_id
from rocke_cli.engine.families import worklist as wl
from rocke_cli.engine.mask import Mask, mask_of, mask_refusal
from rocke_cli.sim import reference as R
from rocke_cli.sim.adversarial import case
from rocke_cli.sim.dims import Dims
from rocke_cli.sim.pipelines import PIPELINES, match
from rocke_cli.sim.run import _launch_all, compare, compile_builds
from rocke_cli.sim.setups import make_problem, setup, visited_pairs

MAIN, DQ, WL, UNIFIED = ("attention_bwd_main", "attention_bwd_dq", "attention_bwd_worklist",
                         "attention_bwd_unified_main")


def _pic(rows: list[str]) -> np.ndarray:
    return np.array([[c == "x" for c in r] for r in rows])


# len_q = 4, len_k = 6: the pictures of docs/design.md §4 ("x": row i sees key j)
HAND = {
    Mask("br", -1, 0): ["xxx...", "xxxx..", "xxxxx.", "xxxxxx"],  # causal bottom-right
    Mask("tl", -1, 0): ["x.....", "xx....", "xxx...", "xxxx.."],  # causal top-left
    Mask("br", 1, 0): [".xx...", "..xx..", "...xx.", "....xx"],  # window (1, 0)
    Mask("tl", 1, 1): ["xx....", "xxx...", ".xxx..", "..xxx."],  # window (1, 1)
    Mask("br", 0, 1): ["..xx..", "...xx.", "....xx", ".....x"],  # window (0, 1): one past end
    Mask("tl", 2, -1): ["xxxxxx", "xxxxxx", "xxxxxx", ".xxxxx"],  # lower limit only
    Mask("br", -1, -1): ["xxxxxx"] * 4,  # none
}


@pytest.mark.parametrize("mask", list(HAND), ids=str)
def test_reference_mask_matches_the_hand_written_pictures(mask: Mask) -> None:
    assert (R.mask_array(mask, 4, 6) == _pic(HAND[mask])).all()
    assert all(mask.visible(i, j, 4, 6) == (HAND[mask][i][j] == "x")
               for i in range(4) for j in range(6))


def test_more_queries_than_keys_leaves_rows_without_keys() -> None:
    # len_q 6 > len_k 4: bottom-right causal rows 0, 1 see nothing; top-left every row sees
    # key 0; a top-left window (1, 0) leaves rows past len_k + 1 empty
    assert (R.mask_array(Mask("br", -1, 0), 6, 4).sum(axis=1) == [0, 0, 1, 2, 3, 4]).all()
    assert (R.mask_array(Mask("tl", -1, 0), 6, 4).sum(axis=1) == [1, 2, 3, 4, 4, 4]).all()
    assert (R.mask_array(Mask("tl", 1, 0), 6, 4).sum(axis=1) == [1, 2, 2, 2, 1, 0]).all()
    assert (R.causal_mask(6, 4) == R.mask_array(True, 6, 4)).all()


def test_a_row_without_keys_has_lse_minus_inf_and_zero_gradients() -> None:
    rng = np.random.default_rng(1)
    q, k, v, do = (rng.standard_normal(s) for s in ((6, 2, 8), (4, 1, 8), (4, 1, 8), (6, 2, 8)))
    mask = Mask("tl", 1, 0)
    o, lse = R.forward(q, k, v, 0.3, mask)
    assert np.isneginf(lse[:, 5]).all() and not np.isinf(lse[:, :5]).any()
    g = R.backward(q, k, v, o, do, lse=lse, scale=0.3, mask=mask)
    assert (g["dq"][5] == 0).all() and (o[5] == 0).all()


def test_causal_is_the_window_minus_one_zero() -> None:
    for align in ("br", "tl"):
        assert mask_of({"causal": 1, "align": align}) == Mask(align, -1, 0)
        assert mask_of({"causal": 0, "align": align, "window_left": -1,
                        "window_right": 0}) == Mask(align, -1, 0)
    assert mask_of({"causal": 1}) == mask_of({"causal": 1, "align": "br"})
    # the window class: runtime sides (kernel arguments), its nominal window for the model
    w = mask_of({"window": 1, "align": "tl"})
    assert w.runtime and w.kind == "window" and not w.none and not w.causal and w.hi_clip
    assert w.hi.arg == "window_right" and w.lo.arg == "window_left"
    assert w.at(-1, 0) == Mask("tl", -1, 0) and w.at(-7, 3) == Mask("tl", -1, 3)


MASKS = [Mask(a, lft, rgt) for a in ("br", "tl")
         for lft, rgt in ((-1, -1), (-1, 0), (0, 0), (5, 3), (40, 0), (-1, 24), (70, -1),
                          (0, -1), (3, 200), (1, 1))]


def _tiles_brute(see: np.ndarray, m0: int, bm: int, bn: int) -> list[int]:
    nk = (see.shape[1] - 1) // bn + 1 if see.shape[1] else 0
    return [t for t in range(nk) if see[m0:m0 + bm, t * bn:(t + 1) * bn].any()]


@pytest.mark.parametrize("bm,bn", [(32, 64), (64, 32), (16, 16), (128, 64)])
def test_visit_rule_and_kv_range_equal_brute_force(bm: int, bn: int) -> None:
    rnd = random.Random(bm * 1000 + bn)
    lens = [(0, 5), (5, 0), (1, 1), (1, 300), (300, 1), (70, 40), (40, 70), (129, 129),
            (17, 250), (250, 17)] + [(rnd.randrange(1, 400), rnd.randrange(1, 400))
                                     for _ in range(12)]
    for mask, (lq, lk) in itertools.product(MASKS, lens):
        see = R.mask_array(mask, lq, lk)
        for m0 in range(0, lq, bm):
            want = _tiles_brute(see, m0, bm, bn)
            assert list(mask.kv_tiles(m0, bm, bn, (lq, lk))) == want, (mask, lq, lk, m0)
            for n0 in range(0, lk, bn):
                assert mask.tile_visited(m0, n0, (bm, bn), (lq, lk)) == (n0 // bn in want)


@pytest.mark.parametrize("mask", MASKS, ids=str)
def test_worklist_weights_equal_visited_pairs_per_thd_sequence(mask: Mask) -> None:
    # THD: each sequence its own (len_q, len_k); the worklist model (the kernel step for step)
    # against the brute-force count the simulator judges the kernel with
    lq, lk = [70, 0, 33, 130, 5], [40, 9, 33, 200, 64]
    cu = lambda ls: [sum(ls[:i]) for i in range(len(ls) + 1)]  # noqa: E731
    cfg = {"block_m": 32, "block_n": 64, "causal": 0, "align": mask.align,
           "window_left": mask.left, "window_right": mask.right}
    weights, _ = wl.worklist(cfg, 5, {"offsets": cu(lq), "bound": None},
                             {"offsets": cu(lk), "bound": None})
    assert weights == [visited_pairs((a, b), 32, 64, mask) for a, b in zip(lq, lk, strict=True)]


def _run(main_id: str, dims: Dims):  # noqa: ANN202
    """The atomic pipeline (prep -> main -> convert) on `main_id`, clean inputs."""
    p = PIPELINES["atomic"]
    anchor = catalog.family_configs(MAIN).by_id(main_id)
    cfgs = [anchor if s.family == MAIN else match(s, anchor, MAIN) for s in p.stages]
    builds = [catalog.build(s.family, c.id) for s, c in zip(p.stages, cfgs, strict=True)]
    c = case("clean")
    run = setup(p, builds, make_problem(p, builds, dims, c), dims.seed)
    return _launch_all(p, compile_builds(builds, "ll"), run, c)


@pytest.mark.parametrize("causal,window", [
    ("gfx942.f16.d64.bm32bn64.thd.ws0.full.c1.atomic",
     "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic.w1"),
    ("gfx942.f16.d64.bm32bn64.thd.ws0.full.c1.atomic.tl",
     "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic.tl.w1"),
    # body kvs (register-resident K/V fragments) on the same shared mask
    ("gfx942.f16.d64.bm32bn128.thd.ws0.full.c1.atomic.kvs",
     "gfx942.f16.d64.bm32bn128.thd.ws0.full.c0.atomic.w1.kvs"),
    ("gfx942.f16.d64.bm32bn128.thd.ws0.full.c1.atomic.tl.kvs",
     "gfx942.f16.d64.bm32bn128.thd.ws0.full.c0.atomic.tl.w1.kvs")])
def test_window_minus_one_zero_is_bit_identical_to_causal_in_the_simulator(
        causal: str, window: str) -> None:
    # the window class given (-1, 0) at run time computes what the causal class does: more
    # queries than keys and fewer (rows without keys), and both alignments apart
    dims = Dims((70, 17, 0, 33), (40, 90, 5, 33), 4, 2, 0)
    (ra, va), (rb, vb) = _run(causal, dims), _run(window, replace(dims, window=(-1, 0)))
    assert va["ok"] and vb["ok"], (va, vb)
    diff = compare(ra, rb)
    assert set(diff) >= {"dq", "dk", "dv"}
    assert all(d["differ"] == 0 and d["count"] > 0 for d in diff.values()), diff
    for r in (ra, rb):
        r.arena.release()


def test_bottom_right_and_top_left_differ_when_lengths_differ() -> None:
    # the same problem under both alignments: the kernels must not agree (the mask is used)
    dims = Dims((70, 17), (40, 90), 2, 1, 0)
    ra, _ = _run("gfx942.f16.d64.bm32bn64.thd.ws0.full.c1.atomic", dims)
    rb, _ = _run("gfx942.f16.d64.bm32bn64.thd.ws0.full.c1.atomic.tl", dims)
    assert compare(ra, rb)["dk"]["differ"] > 0


def test_refusals_are_one_line_reasons() -> None:
    why = catalog.build(MAIN, "gfx942.f16.d64.bm32bn64.thd.ws0.full.c1.atomic.w1").refused
    assert why and why.startswith("causal 1 is the window (-1, 0)")
    assert "align tl without a mask" in (mask_refusal({"causal": 0, "align": "tl"}) or "")
    assert "window sides" in (mask_refusal({"window_left": -2}) or "")
    assert mask_refusal({"causal": 1, "align": "tl"}) is None


def test_every_body_builds_every_mask() -> None:
    kvs = set()
    for fam in (MAIN, DQ, UNIFIED, WL):
        for c in catalog.family_configs(fam).configs:
            b = catalog.build(fam, c.id)
            if not mask_of(c.values).legacy and not mask_refusal(c.values):
                assert not b.refused, (fam, c.id, b.refused)
                if c.get("body") == "kvs":
                    kvs.add((c["align"], c["window"] == 1, c["block_m"]))
    # body kvs: top-left and windows, on its 32-row plan and its tall tile (block_m 16)
    assert {("tl", False, 32), ("br", True, 32), ("br", True, 16), ("tl", True, 16)} <= kvs


def test_ids_at_the_default_mask_are_unchanged() -> None:
    # the mask fields are optional: nothing at their defaults, so an id never names them
    # unless the config asks for a mask other than today's
    for fam in (MAIN, DQ, UNIFIED, WL):
        fc = catalog.family_configs(fam)
        for c in fc.configs:
            named = any(f in c.id for f in (".tl", ".w1"))
            default = (c["align"], c["window"]) == ("br", 0)
            assert named != default, c.id
    pattern = "x{align:?}{window:?w}"
    params = catalog.family_configs(MAIN).params
    assert format_id(pattern, {"align": "br", "window": 0}, params) == "x"
    assert format_id(pattern, {"align": "tl", "window": 1}, params) == "x.tl.w1"


def test_every_mask_config_passes_the_simulator_as_ll_and_hip() -> None:
    # every pipeline over the mask configs, .ll and .hip, with more queries than keys and
    # fewer (rows without keys, tiles skipped at both ends of a window), GQA 4:2
    # (the window class at the simulator's nominal window: tests/test_runtime_window.py
    # passes others)
    r = cli("sim", "all", "--config", "*.tl*,*.w1*", "--artifact", "ll,hip",
            "--seqlens", "70,17,0,33,130", "--seqlens-k", "40,90,5,33,200", "--json", "-j", "2")
    assert r.returncode == 0, r.stderr[-2000:]
    rep = json.loads(r.stdout)
    inst = [i for p in rep["pipelines"] for i in p["instances"]]
    names = {p["name"] for p in rep["pipelines"] if p["instances"]}
    assert {"worklist", "dq", "atomic", "split", "deterministic", "paged"} <= names
    assert len(inst) >= 20


def test_problem_flops_count_visible_entries_with_flash_attentions_causal_convention() -> None:
    from rocke_cli.perf.flops import problem_flops, visible_entries

    for mask in MASKS:
        for lq, lk in ((70, 40), (40, 70), (129, 129), (0, 5)):
            assert visible_entries(mask, lq, lk) == int(R.mask_array(mask, lq, lk).sum())
    dense = problem_flops(Mask(), [(1024, 1024)], 4, 64)
    assert dense == 10 * 64 * 4 * 1024 * 1024
    assert problem_flops(Mask("br", -1, 0), [(1024, 1024)], 4, 64) == dense // 2
    assert problem_flops(Mask("tl", 1, 0), [(4, 6)], 1, 64) == 10 * 64 * 7


def test_the_masked_kvs_tiles_mask_through_one_word_a_block() -> None:
    # KvsTile.mask_word: one word a block a step (bit `row_off(v)` set for a masked entry), a
    # bit test an entry; no per-entry limits. The 8-wave tile (mask_side): a compare an entry
    # against one value a block, then a select, on the side only the edge steps take
    from rocke_cli.engine.render import render

    for cid in ("gfx942.bf16.d128.bm16bn192.thd.ws0.full.c1.atomic.kvs",
                "gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.tl.w1.kvs",
                "gfx950.f16.d64.bm32bn128.thd.ws1.full.c1.atomic.kvs"):
        b = catalog.build(MAIN, cid)
        assert b.derived.mask_word, cid
        text = render(b, "ll", "llvm22")
        S = b.derived.s
        for j in range(S.per_wave):
            assert text.count(f"  %pd{j}.mw = or i32 ") == 1, (cid, j)
            for v in range(S.nv):
                assert f"%pd{j}.mt{v} = shl i32 %pd{j}.mw, {31 - S.row_off(v)}" in text
        assert "%pd0.lim0" not in text and "%pd0.cd0" not in text
        assert ("%pd0.nw = sub" in text) == (".w1" in cid)  # a lower limit only with one
    eight = catalog.build(MAIN, "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c1.atomic.kvs.wg512")
    assert eight.derived.mask_side and not eight.derived.mask_word
    text = render(eight, "ll", "llvm22")
    assert "%pd0.mw" not in text and "%pd0.lim0" not in text
    # on the mask side (tests/test_mask_side.py): entry v kept iff -row_off(v) <= u of its block
    side = next(ln for ln in text.splitlines() if ' asm "s_cmp_lg_u32' in ln)
    for v in range(eight.derived.s.nv):
        off = eight.derived.s.row_off(v)
        assert f"v_cmp_le_i32_e32 vcc, {-off}, $17\\0As_nop 1\\0Av_cndmask_b32_e32 ${v}," in side


def test_every_entry_row_fits_the_mask_word() -> None:
    # the word holds a bit for each of a lane's entries: their rows within a block are 0..27
    from rocke_cli.engine.families.products import product

    for m, k in ((16, 16), (32, 8), (16, 32), (32, 16)):
        p = product(m * 4, m * 4, k * 4, 4, "bf16", shapes=((m, k),))
        offs = [p.row_off(v) for v in range(p.nv)]
        assert len(set(offs)) == p.nv and max(offs) < 31, (m, k, offs)
