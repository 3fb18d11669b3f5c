"""rocke sim: the shipped kernels run on the CPU (docs/design.md §10, docs/sim-artifacts.md).

One representative matrix (stage checks, chain pipelines, both arches, the gfx942 .hip next to
its .ll, adversarial offsets and the --no-guard negative control) is shared by the tests that
read its report; the broken-kernel, drifted-.hip, unknown-intrinsic and hang controls run in a
sandbox copy of the project.
"""

from __future__ import annotations

import ctypes
import json
import re
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from helpers import Sandbox, cli, reference_grads_match_finite_differences

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render
from rocke_cli.errors import RockeError
from rocke_cli.sim import runtime
from rocke_cli.sim.adversarial import CASES, decode
from rocke_cli.sim.buffers import Arena, to_bf16_bits
from rocke_cli.sim.pack import pack

PREP_ADV = "gfx942.f16.d64.bm64.thd.ws1.full.z1"
CONVERT_ADV = "gfx942.f16.d64.bm64.thd.ws0.full"  # also a reduce id: both run
MATRIX = [
    PREP_ADV, CONVERT_ADV,
    "gfx942.bf16.d128.bm64.bshd.ws0.full.z1",  # prep, dense
    "gfx942.bf16.d128.bm64.thd.ws0.full.z0",  # prep without workspace
    "gfx942.bf16.d128.bm64.thd.ws1.full",  # convert + reduce, slot rows
    "gfx942.f16.d128.bm64.bshd.ws0.full",  # convert + reduce, dense
    "gfx942.bm64bn64.thd.ws1.full.c1.wg256",  # worklist, causal, slot bound
]
MAIN_ADV = "gfx942.f16.d64.bm32bn64.thd.ws1.full.c1.atomic"
MAIN_CLEAN = [
    "gfx942.bf16.d128.bm32bn64.thd.ws0.full.c0.atomic",
    "gfx942.bf16.d64.bm32bn64.thd.ws0.full.c1.none",  # split
    "gfx942.f16.d64.bm32bn64.thd.ws1.full.c1.slices",  # deterministic
    "gfx942.bf16.d64.bm32bn64.bshd.ws0.full.c1.slices",  # deterministic, dense
]
PAGED = "gfx942.bf16.d64.bm32bn64.p16.thd.ws0.full.c1"
DQ = "gfx942.f16.d64.bm64bn32.thd.full.c1"  # the dq check (prep -> dq)
# matrix-core bodies (the simulator emulates the MFMA instructions per wave): one per pipeline
MFMA = {
    "atomic": "gfx942.f16.d128.bm32bn64.thd.ws1.full.c1.atomic.mfma",
    "split": "gfx942.bf16.d128.bm32bn64.thd.ws0.full.c1.none.mfma",
    "deterministic": "gfx942.f16.d64.bm64bn64.thd.ws0.full.c0.slices.mfma",
    "paged": "gfx942.bf16.d64.bm64bn64.p16.thd.ws0.full.c1.mfma",
}
# gfx950: every pipeline, on the tiles and LDS plans only gfx950 has where it has them
GFX950 = {
    "prep": "gfx950.f16.d64.bm64.thd.ws1.full.z1",
    "convert": "gfx950.f16.d64.bm64.thd.ws0.full",  # also a reduce id
    "worklist": "gfx950.bm128bn128.thd.ws0.full.c0.wg256",
    "dq": "gfx950.bf16.d128.bm128bn64.thd.full.c1",  # 134656 B of LDS
    "atomic": "gfx950.f16.d64.bm128bn64.thd.ws0.full.c1.atomic",  # 85504 B
    "split": "gfx950.f16.d128.bm64bn64.thd.ws0.full.c0.none",  # main 84736 B
    "deterministic": "gfx950.bf16.d128.bm128bn32.thd.ws1.full.c0.slices",  # 100864 B
    "paged": "gfx950.f16.d64.bm32bn64.p64.thd.ws1.full.c1",
}
# one matrix-core body (its emulation is arch-independent; gfx942 runs one per pipeline): the
# largest LDS plan shipped
GFX950_MFMA = {"atomic": "gfx950.f16.d128.bm128bn64.thd.ws0.full.c0.atomic.mfma"}  # 139264 B
# the KV-stationary body (families/kvs.py): the 128-key tile at 1024 tokens, dQ atomic (gfx942,
# head_dim 128) and causal with slot rows (gfx950, head_dim 64), and its tall tile
KVS = {"gfx942": "gfx942.f16.d128.bm32bn128.thd.ws0.full.c0.atomic.kvs",
       "gfx950": "gfx950.f16.d64.bm32bn128.thd.ws1.full.c1.atomic.kvs",
       # the tall tile: 192 keys, K for dQ in registers (gfx942); 256 keys, K^T in LDS, bf16
       # (gfx950); both with the Q/dO step loads split over the workgroup's halves
       "gfx942 tall": "gfx942.f16.d64.bm16bn192.thd.ws0.full.c0.atomic.kvs",
       "gfx950 tall": "gfx950.bf16.d64.bm16bn256.thd.ws0.full.c0.atomic.kvs",
       # the 512-register tall tile: 192 keys at head_dim 128, one wave a SIMD (its stores'
       # opaque copy, dK's accumulators in AGPRs: the inline asm the simulator runs)
       "gfx942 tall512": "gfx942.bf16.d128.bm16bn192.thd.ws0.full.c0.atomic.kvs",
       # head_dim 192: 3 vectors a work-item a pass, Q and dO over the workgroup's halves
       "gfx950 d192": "gfx950.bf16.d192.bm16bn128.thd.ws0.full.c0.atomic.kvs",
       # MLA (head_dim_v 128 below head_dim 192) on the 512-register tile
       "gfx942 mla": "gfx942.bf16.d192.dv128.bm16bn128.thd.ws0.full.c0.atomic.kvs",
       # the 512-register tile with K and V held once (tall512_kt), causal: dQ's K^T in LDS,
       # dV/dK on 32x32x16 from swapped lanes, dK's 32x32 accumulators in AGPRs
       "gfx950 kt512": "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c1.atomic.kvs",
       # and without a mask: a key past len_k scored -inf by S's starting accumulator (s_bias),
       # not masked an entry; the dQ atomics of both through a buffer resource (aw_buf)
       "gfx950 kt512 full": "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs",
       # MLA over 192 keys on it, causal: 3 K^T vectors a work-item, dV's columns the first
       # 128 of dK's, dV/dK on 16x16x16 (3 S blocks a wave: no pairs to swap)
       "gfx950 kt512 mla": "gfx950.bf16.d192.dv128.bm16bn192.thd.ws0.full.c1.atomic.kvs"}
# the scalar configs whose .hip also runs (next to its .ll, on the same inputs): on gfx942 every
# pipeline with the adversarial corpus and a dense layout of prep and deterministic; on gfx950
# (clang-22) every pipeline
HIP = [PREP_ADV, CONVERT_ADV, MATRIX[2], MATRIX[-1], DQ, MAIN_ADV, MAIN_CLEAN[1],
       MAIN_CLEAN[2], MAIN_CLEAN[3], PAGED, *GFX950.values(),
       # the 512-register tiles with dK in AGPRs (kvs.KvsTile.ak): the .hip's asm twins too
       KVS["gfx942 tall512"], KVS["gfx950 d192"], KVS["gfx950 kt512"], KVS["gfx950 kt512 full"],
       KVS["gfx950 kt512 mla"]]
# a 1024-token sequence on each side (q 1024 against 64 keys; 9 queries against 1024 keys), an
# empty one, and GQA with two KV heads: every config runs clean and adversarial at these sizes
SEQ = ("--seqlens", "1024,9,0,21", "--seqlens-k", "64,1024,5,40", "--heads", "4:2")
# the negative control (the same configs with the guard off, which must be caught on the
# adversarial cases) runs at small sizes: at 1024 tokens the unguarded kernels' out-of-range
# loops cost two thirds of the matrix, and what they prove does not depend on the size
SMALL = ("--seqlens", "70,17,0,33", "--heads", "4:2")


def _sim(configs: list[str], seq: tuple[str, ...], *extra: str) -> dict:
    args = [a for c in configs for a in ("--config", c)]
    r = cli("sim", "all", *args, *seq, "--adversarial", "--json", "-j", "2", *extra)
    assert r.returncode in (0, 1), r.stderr
    rep = json.loads(r.stdout)
    rep["rc"], rep["stderr"] = r.returncode, r.stderr
    return rep


def _merged(*reps: dict) -> dict:
    by: dict[str, dict] = {}
    for rep in reps:
        for p in rep["pipelines"]:
            by.setdefault(p["name"], dict(p, instances=[]))
            by[p["name"]]["instances"] = p["instances"] + by[p["name"]]["instances"]
    return {"pipelines": list(by.values()), "rc": max(r["rc"] for r in reps),
            "stderr": "".join(r["stderr"] for r in reps),
            "skipped": [s for r in reps for s in r["skipped"]],
            "control": [r["control"] for r in reps]}


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict]:
    # a content cache of its own: a module fixture is made before the per-test one applies
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("sim-cache")))
        mp.delenv("ROCKE_CACHE", raising=False)
        yield _runs()


def _runs() -> dict:
    t0 = time.perf_counter()
    rest = [c for c in [*MATRIX, MAIN_ADV, *MAIN_CLEAN, PAGED] if c not in HIP]
    ll_only = [*rest, *MFMA.values(), *GFX950_MFMA.values(),
               *(c for c in KVS.values() if c not in HIP)]
    # side by side: each run's last long unit leaves a core idle that the next one fills
    with ThreadPoolExecutor(2) as ex:
        jobs = {"matrix": [ex.submit(_sim, HIP, SEQ, "--artifact", "ll,hip", "--no-control"),
                           ex.submit(_sim, ll_only, SEQ, "--no-control")],
                "controls": [ex.submit(_sim, HIP, SMALL, "--artifact", "ll,hip"),
                             ex.submit(_sim, ll_only, SMALL)]}
        out = {k: _merged(*(f.result() for f in fs)) for k, fs in jobs.items()}
    print(f"sim matrix and controls: {time.perf_counter() - t0:.1f} s")
    return out


@pytest.fixture(scope="module")
def matrix(runs: dict) -> dict:
    """Every config at 1024 tokens, clean and adversarial, guarded."""
    return runs["matrix"]


@pytest.fixture(scope="module")
def controls(runs: dict) -> dict:
    """The same configs at small sizes with the negative control."""
    return runs["controls"]


def _instances(rep: dict) -> list[dict]:
    return [dict(i, pipeline_name=p["name"]) for p in rep["pipelines"] for i in p["instances"]]


def test_matrix_runs_every_stage_and_passes(matrix: dict) -> None:
    insts = _instances(matrix)
    by = {(i["pipeline_name"], i["anchor"]) for i in insts}
    assert ("prep", PREP_ADV) in by and ("convert", CONVERT_ADV) in by
    assert ("reduce", CONVERT_ADV) in by and ("worklist", MATRIX[-1]) in by and ("dq", DQ) in by
    assert {"atomic", "split", "deterministic"} <= {i["pipeline_name"] for i in insts}
    assert ("paged", PAGED) in by
    assert {(p, c) for p, c in MFMA.items()} <= by  # every pipeline with a matrix-core body
    assert {("atomic", c) for c in KVS.values()} <= by
    failed = [(i["pipeline_name"], i["anchor"]) for i in insts if not i["ok"]]
    assert not failed and matrix["rc"] == 0, (failed, matrix["stderr"][-2000:])


def test_every_pipeline_passes_on_both_arches_and_as_hip_clean_and_adversarial(
        matrix: dict) -> None:
    from rocke_cli.sim.pipelines import PIPELINES

    seen: dict[tuple[str, str, str], set[str]] = {}
    for i in _instances(matrix):
        assert i["ok"], (i["pipeline_name"], i["anchor"], i["artifact"])
        cases = {"clean" if r["case"] == "clean" else "adversarial" for r in i["cases"]}
        seen.setdefault((i["pipeline_name"], i["arch"], i["artifact"]), set()).update(cases)
    for name in PIPELINES:
        for pair in (("gfx942", "ll"), ("gfx942", "hip"), ("gfx950", "ll"), ("gfx950", "hip")):
            assert seen.get((name, *pair)) == {"clean", "adversarial"}, (name, pair, seen)
    assert matrix["skipped"] == []  # clang-22 compiles the .hip of both arches
    # the MFMA emulation is arch-independent: gfx950 matrix-core bodies run as planned
    assert {(p, c) for p, c in GFX950_MFMA.items()} <= {
        (i["pipeline_name"], i["anchor"]) for i in _instances(matrix)}


def test_hip_agrees_with_its_ll_bit_for_bit(matrix: dict) -> None:
    """Same operation order, same bits (docs/sim-artifacts.md): every output of every case,
    and no product-and-sum pair the GPU would fuse and the host would not."""
    hips = [i for i in _instances(matrix) if i["artifact"] == "hip"]
    assert {i["anchor"] for i in hips} == set(HIP)
    for i in hips:
        assert i["vs_ll"] and all(v["differ"] == 0 for v in i["vs_ll"].values()), \
            (i["anchor"], i["vs_ll"])
        assert all(r["contractible"] == 0 for r in i["cases"]), i["anchor"]


def test_the_hip_guard_is_the_same_contract(controls: dict) -> None:
    by = {(i["pipeline_name"], i["anchor"], i["artifact"]): i for i in _instances(controls)}
    pairs = [(k, i) for k, i in by.items() if k[2] == "hip" and i["negative_control"]]
    assert pairs
    for (p, a, _), hip in pairs:
        ll = by[(p, a, "ll")]
        assert [r["case"] for r in hip["cases"]] == [r["case"] for r in ll["cases"]]
        # the unguarded .hip is caught on exactly the cases that catch the unguarded .ll
        assert hip["negative_control"]["caught"] == ll["negative_control"]["caught"], (p, a)


def test_errors_are_within_the_tolerance_rule(matrix: dict) -> None:
    seen = set()
    for inst in _instances(matrix):
        for res in inst["cases"]:
            for o in res["outputs"]:
                seen.add(o["name"])
                where = (inst["anchor"], res["case"], o)
                assert o["nan"] == 0 and o["max_abs"] <= o["bound"], where
                if o["name"] in ("dq", "dk", "dv") and o["count"]:
                    # bound = 2 x the fp32 implementation's error + a small term: not vacuous
                    assert o["bound"] < 0.05 * (1 + o["ref_max"]), where
    assert {"delta", "dq", "dq_ws", "weights", "offsets", "dk", "dv"} <= seen


def test_adversarial_contract_holds_for_guarded_kernels(matrix: dict) -> None:
    adv = [i for i in _instances(matrix) if not i["adversarial_na"]]
    assert adv, "no instance ran the adversarial corpus"
    for inst in adv:
        names = [r["case"] for r in inst["cases"]]
        assert {"negative_start", "decreasing", "past_total", "int32_min", "int32_max",
                "len_wrap", "tok_overflow", "empty_seqs", "all_bad", "empty_first",
                "padded_start", "garbage_end", "too_long", "overlap"} <= set(names), names
        # the validation report ran first, equal to its definition and agreeing with the guard
        for r in inst["cases"]:
            outs = {o["name"] for o in r["outputs"]}
            assert {"status", "bad_count"} <= outs and "guard_disagrees" not in r, r["case"]
        ov = next(r for r in inst["cases"] if r["case"] == "overlap")
        assert any("numbers not judged" in s["outcome"] for s in ov["sequences"])
        for r in inst["cases"]:
            where = (inst["pipeline_name"], inst["anchor"], r["case"])
            assert r["ok"], where
            assert r["canary_hits"] == {}, where
            assert r["stray"] == {}, where  # bad sequences wrote nothing but zeros
            assert all(o["nan"] == 0 for o in r["outputs"]), where
        all_bad = next(r for r in inst["cases"] if r["case"] == "all_bad")
        assert all_bad["valid_q"] == 0
        if inst["pipeline_name"] == "paged":
            assert {"table_negative", "table_past_end", "table_int32_min", "table_int32_max",
                    "seqlen_negative", "seqlen_past_table"} <= set(names)


def test_negative_control_catches_unguarded_kernels(matrix: dict, controls: dict) -> None:
    assert matrix["control"] == [False, False] and controls["control"] == [True, True]
    assert all(i["negative_control"] is None for i in _instances(matrix))
    assert controls["rc"] == 0, controls["stderr"][-2000:]
    adv = [i for i in _instances(controls) if not i["adversarial_na"]]
    # every instance of the matrix has its control
    assert {(i["pipeline_name"], i["anchor"], i["artifact"]) for i in adv} == {
        (i["pipeline_name"], i["anchor"], i["artifact"]) for i in _instances(matrix)
        if not i["adversarial_na"]}
    for inst in adv:
        nc = inst["negative_control"]
        assert nc is not None, inst["anchor"]
        assert nc["clean_ok"] and nc["ok"], (inst["anchor"], nc["why"])
        # a negative start and an end past the total reach memory outside the tensors
        assert {"negative_start", "past_total"} <= set(nc["caught"]), (inst["anchor"], nc)
        ran = set(nc["caught"]) | set(nc["survived"])
        assert {"empty_first", "padded_start", "garbage_end", "too_long", "overlap"} <= ran
        if inst["pipeline_name"] == "paged":
            assert {"table_negative", "table_past_end"} <= set(nc["caught"]), nc
        print(f"no-guard {inst['pipeline_name']} {inst['anchor']}: survived {nc['survived']}")


def test_bshd_and_trusted_sites_run_clean_only(matrix: dict) -> None:
    dense = [i for i in _instances(matrix) if i["anchor"] == MATRIX[2]]
    assert dense and dense[0]["adversarial_na"].startswith("dense layout")
    assert [r["case"] for r in dense[0]["cases"]] == ["clean"]


def test_every_pipeline_is_available(matrix: dict) -> None:
    got = {p["name"]: p["available"] for p in matrix["pipelines"]}
    assert all(got.values()) and {"atomic", "split", "deterministic", "paged"} <= set(got), got


# --- the controls that prove the checks can fail ----------------------------------------

def _edit(sb: Sandbox, template: str, old: str, new: str) -> None:
    p = sb.root / "templates" / template
    text = p.read_text()
    assert old in text, f"{template}: pattern not found (template changed?)"
    p.write_text(text.replace(old, new, 1))


def test_a_broken_kernel_is_caught_numerically(sandbox: Sandbox) -> None:
    # the dot product pairs dO element k with O element k // 2: a wrong column index
    _edit(sandbox, "attention_bwd_prep.ll.j2",
          "float %o{{ p }}.e{{ k }}, float {{ acc.v }}",
          "float %o{{ p }}.e{{ k // 2 }}, float {{ acc.v }}")
    r = sandbox.rocke("sim", "prep", "--config", PREP_ADV, "--json", "-j", "1")
    assert r.rc == 1, r.err
    rep = json.loads(r.out)
    res = rep["pipelines"][0]["instances"][0]["cases"][0]
    delta = next(o for o in res["outputs"] if o["name"] == "delta")
    assert not res["ok"] and delta["nan"] == 0 and delta["max_abs"] > 10 * delta["bound"]
    assert res["canary_hits"] == {}  # caught by the numbers alone


def test_a_broken_row_index_is_caught(sandbox: Sandbox) -> None:
    # convert writes tile rows relative to the tile, not the sequence: rows past 64 are lost
    _edit(sandbox, "attention_bwd_convert.ll.j2", "%t{{ p }} = add i32 %q.tok0, %r{{ p }}.s",
          "%t{{ p }} = add i32 %q.tok0, %r{{ p }}")
    r = sandbox.rocke("sim", "convert", "--config", CONVERT_ADV, "--seqlens", "100,3", "--json")
    assert r.rc == 1, r.err
    res = json.loads(r.out)["pipelines"][0]["instances"][0]["cases"][0]
    assert not res["ok"]


def test_an_unknown_target_intrinsic_is_an_error_naming_it(sandbox: Sandbox) -> None:
    _edit(sandbox, "attention_bwd_prep.ll.j2", "  %row.in = lshr i32 %tid, {{ d.tpr_log2 }}",
          "  %lane = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 0)\n"
          "  %row.in = lshr i32 %tid, {{ d.tpr_log2 }}")
    r = sandbox.rocke("sim", "prep", "--config", PREP_ADV)
    assert r.rc == 2, r.out + r.err
    assert "llvm.amdgcn.readlane.i32" in r.err and "Traceback" not in r.err
    assert r.err.strip().count("\n") == 0


def test_unknown_intrinsic_in_text_is_rejected_by_retarget() -> None:
    b = catalog.build("attention_bwd_prep", PREP_ADV)
    text = render(b, "ll", "llvm22").replace(
        "declare i32 @llvm.amdgcn.workitem.id.x()",
        "declare i32 @llvm.amdgcn.workitem.id.x()\ndeclare i32 @llvm.amdgcn.readlane(i32, i32)")
    with pytest.raises(RockeError, match=r"llvm\.amdgcn\.readlane"):
        runtime.host_module(text)


def test_a_barrier_not_reached_by_all_work_items_is_reported_not_hung(sandbox: Sandbox) -> None:
    # only work-item 0 reaches the extra barrier: on a GPU a hang; here a failed case
    _edit(sandbox, "attention_bwd_prep.ll.j2", "  br label %pass0\n",
          "  %t0only = icmp eq i32 %tid, 0\n  br i1 %t0only, label %hang, label %pass0\n\n"
          "hang:\n  call void @llvm.amdgcn.s.barrier()\n  br label %pass0\n")
    # the scheduler sees it at once: no timeout is waited for
    r = sandbox.rocke("sim", "prep", "--config", PREP_ADV, "--timeout", "600", "--json")
    assert r.rc == 1, r.err
    res = json.loads(r.out)["pipelines"][0]["instances"][0]["cases"][0]
    assert res["hung"] and not res["ok"]
    assert re.match(r"sim: rocke_bwd_prep_\w+: workgroup \(0, 0, 0\): stuck, on a GPU a hang: "
                    r"work-item\(s\) 0 wait at a barrier; work-item\(s\) 1-255 returned",
                    res["error"]), res["error"]


def test_a_loop_that_does_not_end_is_stopped_at_the_timeout(sandbox: Sandbox) -> None:
    _edit(sandbox, "attention_bwd_prep.ll.j2", "  br label %pass0\n",
          "  %t0only = icmp eq i32 %tid, 0\n  br i1 %t0only, label %spin, label %pass0\n\n"
          "spin:\n  br label %spin\n")
    t0 = time.perf_counter()
    r = sandbox.rocke("sim", "prep", "--config", PREP_ADV, "--timeout", "5", "--json")
    assert r.rc == 1, r.err
    assert time.perf_counter() - t0 < 120
    res = json.loads(r.out)["pipelines"][0]["instances"][0]["cases"][0]
    assert "timed out" in res["error"]


# --- pieces ---------------------------------------------------------------------------

def test_retarget_maps_ids_and_barrier_and_strips_the_target() -> None:
    b = catalog.build("attention_bwd_prep", PREP_ADV)
    text = render(b, "ll", "llvm22")
    hm = runtime.host_module(text)
    assert "llvm.amdgcn" not in hm.text and "amdgpu" not in hm.text
    assert "target-cpu" not in hm.text and "amdgcn-amd-amdhsa" not in hm.text
    assert f'target triple = "{runtime.host_triple()}"' in hm.text
    assert "call void @__rocke_barrier(ptr %__rocke_ctx)" in hm.text
    assert "ptr %__rocke_ctx) #0 {" in hm.text
    assert hm.lds == (("red", "[256 x float]"),)
    # the body is otherwise the shipped IR: every shipped body line survives unchanged, but
    # fmuladd, which the GPU fuses, is a fused multiply-add on the host too
    body = [ln.replace("@llvm.fmuladd.", "@llvm.fma.") for ln in text.splitlines()[8:]
            if ln.startswith("  %") and "amdgcn" not in ln]
    assert all(ln in hm.text for ln in body) and "fmuladd" in text
    assert "fmuladd" not in hm.text and hm.text.count("declare float @llvm.fma.f32(") == 1


def test_pack_places_arguments_at_the_abi_offsets() -> None:
    b = catalog.build("attention_bwd_convert", "gfx942.f16.d64.bm64.thd.ws1.full")
    a = Arena()
    bufs = {"dq_ws": a.alloc("dq_ws", "f32", (4,), False), "dq": a.alloc("dq", "f16", (4,), True),
            "cu_seqlens_q": a.alloc("cu_seqlens_q", "i32", (2,), False)}
    sc = {"total_q": 7, "max_seqlen_q": 9, "num_heads_q": 3, "scale": 0.5}
    seg = pack(b.abi, bufs, sc)
    for lay in b.abi.layout():
        raw = bytes(seg[lay["offset"]:lay["offset"] + lay["size"]])
        if lay["type"].endswith("*"):
            assert int.from_bytes(raw, "little") == bufs[lay["name"]].addr
        elif lay["type"] == "i32":
            assert int.from_bytes(raw, "little", signed=True) == sc[lay["name"]]
        else:
            assert np.frombuffer(raw, np.float32)[0] == sc[lay["name"]]
    with pytest.raises(RockeError, match="max_seqlen_q"):
        pack(b.abi, bufs, {k: v for k, v in sc.items() if k != "max_seqlen_q"})


def test_canaries_see_out_of_bounds_writes_and_reads_get_nan() -> None:
    a = Arena()
    buf = a.alloc("x", "f16", (10,), True)
    assert a.canaries()["x"] == {"before": 0, "after": 0}
    before = (ctypes.c_uint8 * 2).from_address(buf.addr - 2)
    past = np.frombuffer((ctypes.c_uint8 * 64).from_address(buf.addr + 20), np.uint8)
    assert np.isnan(past.view(np.float16)).all() and np.isnan(past.view(np.float32)).all()
    assert np.isnan(np.frombuffer(bytes(past), np.uint16).astype(np.uint32).__lshift__(16)
                    .view(np.float32)).all()  # bf16
    before[0] = 0
    rep = a.canaries()["x"]
    assert rep["before"] == 1 and rep["first_before"] == -2 and rep["after"] == 0
    assert buf.unwritten().all()


def test_host_conversions_round_like_numpy() -> None:
    e = runtime.jit_host_ir("""
define void @cv(ptr %in, ptr %h, ptr %b, ptr %back, i64 %n) {
entry:
  br label %l
l:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %p = getelementptr float, ptr %in, i64 %i
  %f = load float, ptr %p
  %x = fptrunc float %f to half
  %y = fptrunc float %f to bfloat
  %ph = getelementptr half, ptr %h, i64 %i
  store half %x, ptr %ph
  %pb = getelementptr bfloat, ptr %b, i64 %i
  store bfloat %y, ptr %pb
  %z = fpext half %x to float
  %pz = getelementptr float, ptr %back, i64 %i
  store float %z, ptr %pz
  %i1 = add i64 %i, 1
  %c = icmp ult i64 %i1, %n
  br i1 %c, label %l, label %x.e
x.e:
  ret void
}
""")
    fn = ctypes.CFUNCTYPE(None, *[ctypes.c_void_p] * 4, ctypes.c_int64)(
        e.get_function_address("cv"))
    rng = np.random.default_rng(1)
    x = np.concatenate([
        (rng.standard_normal(50000) * 10.0 ** rng.integers(-9, 6, 50000)).astype(np.float32),
        np.array([0, -0.0, np.inf, -np.inf, 65504, 65520, 6e-8, 2.98e-8, 1e-45, 3e38],
                 np.float32),
        rng.integers(0, 2**32, 50000, dtype=np.uint64).astype(np.uint32).view(np.float32)])
    x = x[~np.isnan(x)]
    h, bb, back = np.zeros(len(x), np.float16), np.zeros(len(x), np.uint16), np.zeros_like(x)
    fn(x.ctypes.data, h.ctypes.data, bb.ctypes.data, back.ctypes.data, len(x))
    with np.errstate(over="ignore"):
        assert np.array_equal(h.view(np.uint16), x.astype(np.float16).view(np.uint16))
    assert np.array_equal(bb, to_bf16_bits(x))
    assert np.array_equal(back, h.astype(np.float32))


def test_reference_gradients_match_finite_differences() -> None:
    rng = np.random.default_rng(3)
    lq, lk, hq, hk, d, scale = 5, 7, 4, 2, 3, 0.4
    q, k, v, do = (rng.standard_normal(s) for s in
                   ((lq, hq, d), (lk, hk, d), (lk, hk, d), (lq, hq, d)))
    for causal in (False, True):
        reference_grads_match_finite_differences((q, k, v, do), scale, causal)


def test_corpus_valid_sequences_never_share_rows() -> None:
    """Kept sequences share no rows, except in `overlap`, whose point is that they do (the
    guard keeps both; the validation report flags it)."""
    lens = [70, 17, 0, 33, 5]
    for c in CASES:
        off = c.make(list(lens))
        spans = [decode(off.cu, b, off.total, off.max_seqlen) for b in range(len(lens))]
        rows = [r for s in spans if s for r in range(s[0], s[0] + s[1])]
        shares = len(rows) != len(set(rows))
        assert shares == (c.name == "overlap"), c.name
        assert all(0 <= r < off.total for r in rows), c.name


def test_bad_input_is_one_line_exit_2() -> None:
    for args in (("sim", "prep", "--seqlens", "1,x"), ("sim", "prep", "--adversarial",
                 "--seqlens", "5,5"), ("sim", "nope"), ("sim", "prep", "--config", "no-such-id"),
                 ("sim", "prep", "--artifact", "ptx"), ("sim", "prep", "--arch", "gfx90a")):
        r = cli(*args)
        assert r.returncode == 2, (args, r.stderr)
        assert r.stderr.strip().count("\n") == 0 and "Traceback" not in r.stderr, args


def test_a_pipeline_of_unregistered_families_is_unavailable(monkeypatch) -> None:
    from rocke_cli.sim import pipelines as P
    from rocke_cli.sim.dims import Dims
    from rocke_cli.sim.session import SimRequest, run_session

    ghost = P.Pipeline("ghost", "not yet", (P.Stage(P.PREP), P.Stage("attention_bwd_ghost")),
                       1, "attention")
    monkeypatch.setitem(P.PIPELINES, "ghost", ghost)
    assert ghost.missing() == ["attention_bwd_ghost"]
    with pytest.raises(RockeError, match="pipeline ghost is unavailable: family "
                                         "attention_bwd_ghost not registered"):
        run_session(SimRequest("ghost", catalog.Select(), Dims((8, 8), (8, 8), 2, 1, 0)))


# --- the .hip through clang-22 --------------------------------------------------------------

PROBE_HIP = """#include <hip/hip_runtime.h>
extern "C" __global__ void __launch_bounds__(128) probe(int* __restrict__ out) {
  const int g = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  int* o = out + (g * blockDim.x + threadIdx.x) * 8;
  o[0] = threadIdx.x;
  o[1] = blockIdx.x * 100 + blockIdx.y * 10 + blockIdx.z;
  o[2] = blockDim.x;
  o[3] = gridDim.x * 100 + gridDim.y * 10 + gridDim.z;
  o[4] = blockDim.y * 10 + blockDim.z;
  o[5] = threadIdx.y + threadIdx.z;
  o[6] = ((const unsigned short*)__builtin_amdgcn_dispatch_ptr())[2];  // workgroup_size_x
  __syncthreads();
  __threadfence();
  o[7] = ((const unsigned*)__builtin_amdgcn_implicitarg_ptr())[2];  // block_count_z
}
"""


def _probe_hip(text: str) -> str:
    from rocke_cli.toolchain.hip import device_ir

    return device_ir(text, "gfx942", "probe")


def test_hip_ids_sizes_and_fences_come_from_the_launch() -> None:
    from rocke_cli.engine.abi import Abi, Arg

    ir = _probe_hip(PROBE_HIP)
    # what the headers bring: device-library calls, the barrier and fences, both pointers
    for f in ("@__ockl_get_local_size", "@__ockl_get_num_groups", "@__atomic_work_item_fence",
              "@llvm.amdgcn.s.barrier", "@llvm.amdgcn.dispatch.ptr"):
        assert f in ir, f
    abi = Abi("probe", (Arg("out", "ptr", "i32", "w"),))
    k = runtime.compile_kernel(ir, abi, 128, "probe")
    grid = (3, 2, 2)
    a = Arena()
    out = a.alloc("out", "i32", (12 * 128, 8), True)
    runtime.launch(k, pack(abi, a.buffers, {}), grid)
    v = out.view().reshape(2, 2, 3, 128, 8)  # [z, y, x, tid, field]
    z, y, x, t = np.meshgrid(range(2), range(2), range(3), range(128), indexing="ij")
    assert (v[..., 0] == t).all() and (v[..., 1] == x * 100 + y * 10 + z).all()
    assert (v[..., 2] == 128).all() and (v[..., 3] == 322).all() and (v[..., 4] == 11).all()
    assert (v[..., 5] == 0).all() and (v[..., 6] == 128).all() and (v[..., 7] == 2).all()
    assert a.canaries()["out"] == {"before": 0, "after": 0}


def test_what_the_runtime_cannot_provide_is_an_error_naming_it() -> None:
    head = PROBE_HIP.split("{", 1)[0] + "{\n"
    sin = _probe_hip(head + "  out[threadIdx.x] = (int)sinf((float)threadIdx.x);\n}\n")
    with pytest.raises(RockeError, match=r"the runtime cannot provide @__ocml_sin_f32"):
        runtime.host_module(sin)
    lane = _probe_hip(head + "  out[threadIdx.x] = "
                             "__builtin_amdgcn_readlane(threadIdx.x, 5);\n}\n")
    with pytest.raises(RockeError, match=r"unsupported target intrinsic "
                                         r"llvm\.amdgcn\.readlane"):
        runtime.host_module(lane)
    from rocke_cli.engine.abi import Abi, Arg

    with pytest.raises(RockeError, match=r"launched with 256 work-items, the kernel allows "
                                         r"1\.\.128"):
        runtime.compile_kernel(_probe_hip(PROBE_HIP), Abi("probe", (Arg("out", "ptr", "i32",
                                                                     "w"),)), 256, "probe")


def test_a_drifted_hip_is_caught_while_its_ll_passes(sandbox: Sandbox) -> None:
    # the .hip pairs dO element k with O element k / 2: the .ll is untouched
    _edit(sandbox, "attention_bwd_prep.hip.j2", "(float)o[x + k], acc)",
          "(float)o[x + k / 2], acc)")
    r = sandbox.rocke("sim", "prep", "--config", PREP_ADV, "--artifact", "ll,hip", "--json")
    assert r.rc == 1, r.err
    ll, hip = json.loads(r.out)["pipelines"][0]["instances"]
    assert (ll["artifact"], hip["artifact"]) == ("ll", "hip") and ll["ok"] and not hip["ok"]
    delta = next(o for o in hip["cases"][0]["outputs"] if o["name"] == "delta")
    assert delta["max_abs"] > 10 * delta["bound"]
    assert hip["vs_ll"]["delta"]["differ"] > 0 and hip["vs_ll"]["dq_ws"]["differ"] == 0


def test_a_reordered_hip_passes_but_its_difference_from_the_ll_is_reported(
        sandbox: Sandbox) -> None:
    # the partial sums of a row added in the other order: within tolerance, not bit-identical
    _edit(sandbox, "attention_bwd_prep.hip.j2", "for (int j = 1; j < {{ d.tpr }}; ++j)\n"
          "        s += red[tid + j];",
          "for (int j = {{ d.tpr - 1 }}; j >= 1; --j)\n        s += red[tid + j];")
    r = sandbox.rocke("sim", "prep", "--config", PREP_ADV, "--artifact", "hip", "--json")
    assert r.rc == 0, r.err
    hip = json.loads(r.out)["pipelines"][0]["instances"][0]
    assert hip["ok"] and hip["vs_ll"]["delta"]["differ"] > 0
    assert hip["vs_ll"]["delta"]["max_ulp"] > 0 and hip["vs_ll"]["dq_ws"]["differ"] == 0
