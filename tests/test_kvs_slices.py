"""Body kvs with dq_mode slices (the deterministic pipeline): each pair's dQ stored to its KV
tile's slice (zeros where the pair is skipped), never past len_q, and a dead KV tile writing its
zero slice without touching K or V; the simulator, whose buffers start as NaN, fails a slice row
left unwritten."""

from __future__ import annotations

import json
import re

from helpers import cli, configs

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render

MAIN = "attention_bwd_main"
SIM = ("gfx942.bf16.d64.bm32bn128.thd.ws1.full.c1.slices.kvs",  # 32-row steps, causal, slots
       "gfx950.f16.d64.bm16bn256.thd.ws0.full.c0.slices.kvs")  # the tall tile
# several KV tiles per sequence (600 keys), dead tiles (5 and 0 keys): every slice path runs
SEQ = ("--seqlens", "70,17,0,33,130", "--seqlens-k", "300,90,5,33,600", "--heads", "4:2")


def test_slices_configs_build_on_both_arches_and_both_plans() -> None:
    built = configs(MAIN, body="kvs", dq_mode="slices")
    assert {c["arch"] for c in built} == {"gfx942", "gfx950"}
    assert {c["block_m"] for c in built} == {16, 32}
    assert {c["head_dim"] for c in built} == {64, 128, 192, 256}  # 192: MLA (head_dim_v 128)
    # the estimate counts the dQ accumulators held to the slice stores: 32x128 at 128 is over
    refused = configs(MAIN, refused=True, body="kvs", dq_mode="slices", head_dim=128)
    assert [c["block_n"] for c in refused] == [128]
    assert "register estimate 368" in catalog.build(MAIN, refused[0].id).refused


def test_slice_stores_are_plain_and_bounded_and_a_dead_tile_writes_zeros() -> None:
    text = render(catalog.build(MAIN, SIM[0]), "ll", "llvm22")
    assert "atomicrmw" not in text
    # one bounded store per dQ element of a pair, after the merge of visited and skipped pairs
    merge = text[text.index("\nqt.merge:"):text.index("\nqt.next:")]
    stores = re.findall(r"store float %sw\d+\.y\d+", merge)
    checks = re.findall(r"%sw\d+\.ok\d+ = icmp slt i32 %sw\d+\.r\d+, %q\.len", merge)
    assert stores and len(stores) == len(checks)
    assert "phi <4 x float> [ %dq0.acc, %pair.end ], [ zeroinitializer, %qt.skip ]" in merge
    # a dead tile branches around the K/V loads to the zero loop
    assert "br i1 %kv.live, label %kvload, label %zs" in text
    zs = text[text.index("\nzs:"):text.index("\nexit:")]
    assert "store <4 x float> zeroinitializer" in zs
    assert not re.search(r"ptr addrspace\(1\) %[kv],", zs)


def test_the_deterministic_pipeline_passes_in_the_sim() -> None:
    args = [a for c in SIM for a in ("--config", c)]
    r = cli("sim", "deterministic", *args, *SEQ, "--artifact", "ll,hip", "--adversarial",
            "--json", "-j", "2")
    assert r.returncode == 0, r.stderr
    rep = json.loads(r.stdout)
    runs = [i for p in rep["pipelines"] for i in p["instances"]]
    assert rep["ok"] and {i["anchor"] for i in runs} == set(SIM)
    assert {i["artifact"] for i in runs} == {"ll", "hip"}
    assert all(c["ok"] for i in runs for c in i["cases"])
    assert any(c["case"] != "clean" for i in runs for c in i["cases"])
