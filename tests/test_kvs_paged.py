"""Body kvs over a paged KV cache (attention_bwd_unified_main, body kvs): main's KV-stationary
loop with its K/V register fragments (and K^T) read through block_table once, before the loop,
behind the page guard; the loop itself is main's, and the simulator passes the paged pipeline
(.ll and .hip, the adversarial and paged-table corpora) on both arches."""

from __future__ import annotations

import json
import re

from helpers import cli, configs

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render

UNIFIED, MAIN = "attention_bwd_unified_main", "attention_bwd_main"
SIM = ("gfx942.f16.d128.bm32bn128.p16.thd.ws0.full.c0.kvs",  # the 128-key tile
       "gfx950.bf16.d64.bm16bn256.p16.thd.ws0.full.c0.kvs")  # the tall tile, K^T in LDS


def test_paged_kvs_configs_cover_both_arches_and_both_plans() -> None:
    built = configs(UNIFIED, body="kvs")
    assert {c["arch"] for c in built} == {"gfx942", "gfx950"}
    assert {c["block_m"] for c in built} == {16, 32}
    assert {c["head_dim"] for c in built} == {64, 128, 192}  # 192: MLA (head_dim_v 128)
    assert {c["page_size"] for c in built} == {16, 64} and {c["causal"] for c in built} == {0, 1}
    for c in built:
        b = catalog.build(UNIFIED, c.id)
        assert b.template == UNIFIED + "_kvs" and b.derived.paged and b.derived.tall == (
            c["block_m"] == 16)


def test_kv_fragments_go_through_the_page_table_before_the_loop() -> None:
    for cid in SIM:
        text = render(catalog.build(UNIFIED, cid), "ll", "llvm22")
        head = text[:text.index("\nqt:")]
        loop = text[text.index("\nqt:"):text.index("\nstore:")]
        # the page guard, then every K/V row through block_table
        assert "\npages:\n" in head and "%kv.live = and i1 %kv.live0, %pg" in head
        rows = re.findall(r"= add i32 %(k[fqt][\w.]*)\.pr, %\1\.slot", head)
        assert rows and "kv.tok0" not in text
        # the loop reads no K, V or page: Q, dO, lse, delta (and writes dQ) only
        srcs = set(re.findall(r"getelementptr inbounds \w+, ptr addrspace\(1\) %(\w+),", loop))
        assert srcs <= {"q", "dout", "dq_ws", "lse", "delta"}, srcs


def test_the_loop_is_mains() -> None:
    # the same tile's main and unified kernels differ before the loop and in the stores only
    cid = SIM[0]
    main_id = cid.replace(".p16", "").replace(".c0.kvs", ".c0.atomic.kvs")
    texts = [render(catalog.build(f, i), "ll", "llvm22") for f, i in ((UNIFIED, cid),
                                                                     (MAIN, main_id))]
    loops = [t[t.index("\nqt:"):t.index("\nstore:")] for t in texts]
    assert loops[0] == loops[1]


def test_the_paged_pipeline_passes_in_the_sim() -> None:
    args = [a for c in SIM for a in ("--config", c)]
    r = cli("sim", "paged", *args, "--seqlens", "70,17,0,33", "--seqlens-k", "300,90,5,33",
            "--heads", "4:2", "--artifact", "ll,hip", "--adversarial", "--json", "-j", "2")
    assert r.returncode == 0, r.stderr
    rep = json.loads(r.stdout)
    runs = [i for p in rep["pipelines"] for i in p["instances"]]
    assert rep["ok"] and {i["anchor"] for i in runs} == set(SIM)
    assert {i["artifact"] for i in runs} == {"ll", "hip"}
    cases = {c["case"] for i in runs for c in i["cases"]}
    assert all(c["ok"] for i in runs for c in i["cases"])
    # the paged-table corpus ran (bad pages, bad lengths), not only the clean case
    assert any(c.startswith(("table_", "seqlen_")) for c in cases)
