"""Body kvs's double-buffered Q/dO steps (`KvsTile.dbuf`, kvs_tiles.DBUF_TILES): gfx950's
256-key tile in the main family keeps two of each stepped LDS buffer (Q, dO, lse, delta). Pair j
reads buffer j mod 2; after its first barrier it stores pair j + 1's tiles, loaded by pair j - 1,
into the other, and loads pair j + 2's. So the pair's last barrier (which freed the one buffer)
is gone. What keeps it race-free is where the stores sit against the barriers: these tests pin
that. The simulator runs waves in step between MFMAs and barriers, so it would not see a store
placed before the barrier. Numerics: tests/test_sim.py runs the tile (.ll and .hip)."""

from __future__ import annotations

import re

from rocke_cli.engine import catalog
from rocke_cli.engine.families.kvs import kvs_lds
from rocke_cli.engine.render import render

MAIN = "attention_bwd_main"
TILE = "gfx950.bf16.d128.bm16bn256.bshd.ws0.full.c0.atomic.kvs"
THD = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c0.atomic.kvs"
CAUSAL = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c1.atomic.kvs"
BARRIER = "call void @llvm.amdgcn.s.barrier()"


def _blocks(ll: str) -> dict[str, list[str]]:
    """The kernel's basic blocks by label, each its lines."""
    out: dict[str, list[str]] = {}
    cur = None
    for line in ll.split("\n"):
        m = re.match(r"^([\w.]+):", line)
        if m:
            cur = m[1]
            out[cur] = []
        elif cur is not None:
            out[cur].append(line.strip())
    return out


def _stores(lines: list[str]) -> list[tuple[int, str]]:
    """(index, the LDS pointer's name) of each LDS store in lines."""
    return [(i, m[1]) for i, s in enumerate(lines)
            if (m := re.match(r"store .*, ptr addrspace\(3\) %([\w.]+),", s))]


def _geps(ll: str) -> dict[str, str]:
    """Each LDS pointer's name to the base it is taken from."""
    return dict(re.findall(r"%([\w.]+) = getelementptr inbounds \w+, ptr addrspace\(3\) "
                           r"([@%][\w.]+),", ll))


def test_only_gfx950s_256_key_main_tile_without_a_mask_double_buffers_its_stepped_lds() -> None:
    for cid in (TILE, THD):
        b = catalog.build(MAIN, cid)
        t = b.derived
        assert t.dbuf and not t.q_split and not t.tq
        lds = kvs_lds(b.config, t)
        assert lds["q_tile"].elems == lds["do_tile"].elems == 2 * t.bm * t.qs
        assert lds["lse"].elems == lds["delta"].elems == 2 * t.wg
    # the paged family walks its own loop; MLA's tile is not listed; a mask keeps one buffer
    paged = "gfx950.bf16.d128.bm16bn256.p64.thd.ws0.full.c0.kvs"
    mla = "gfx950.bf16.d192.dv128.bm16bn192.bshd.ws0.full.c0.atomic.kvs"
    for fam, cid in (("attention_bwd_unified_main", paged), (MAIN, mla), (MAIN, CAUSAL)):
        t = catalog.build(fam, cid).derived
        assert t.variant == "tall512_kt" and not t.dbuf
        assert kvs_lds(catalog.build(fam, cid).config, t)["lse"].elems == t.wg


def test_a_pair_stores_the_next_pairs_tiles_into_the_other_buffer_after_its_first_barrier() -> None:
    for cid in (TILE, THD):
        ll = render(catalog.build(MAIN, cid), "ll", "llvm22")
        bl, geps = _blocks(ll), _geps(ll)
        others = {"%q.nxt", "%do.nxt", "%lse.nxt", "%dl.nxt"}
        sync = bl["pair.sync"]
        stepped = ("%q.", "%do.", "%lse.", "%dl.")
        stores = [(i, p) for i, p in _stores(sync) if geps.get(p, "").startswith(stepped)]
        # Q, dO (one vector each a load), lse and delta: every one into the other buffer,
        # all after the barrier (before it a wave could overwrite tiles another still reads)
        assert len(stores) == 4 and all(geps[p] in others for _, p in stores)
        assert sync.index(BARRIER) < min(i for i, _ in stores)
        # nothing in the loop stores into the pair's own buffer, or into a stepped one direct
        for name, lines in bl.items():
            for _, p in _stores(lines):
                assert geps.get(p) not in {"%q.cur", "%do.cur", "%lse.cur", "%dl.cur"}, name
                if name not in ("qt.pre",):
                    assert geps.get(p) not in {"@q.lds", "@do.lds", "@lse.lds", "@dl.lds"}, name
        # the pair's last barrier is gone: after the dS barrier, none to the next pair
        assert BARRIER not in bl["pair.end"]
        # the buffers swap every pair, the skipped ones too (qt.next is both paths')
        assert "%db.qc = phi i32 [ 0, %qt.pre ], [ %db.qn, %qt.next ]" in bl["qt"]
        # the pair's prefetch is the pair after the next one
        assert re.search(r"%nf\.\w+ = \w+ i32 .*%n2\.m0", ll)


def test_a_skipped_pair_waits_at_a_barrier_before_it_stores_the_next_pairs_tiles() -> None:
    ll = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    bl, geps = _blocks(ll), _geps(ll)
    skip = bl["qt.skip"]
    stores = [(i, p) for i, p in _stores(skip) if p in geps]
    assert len(stores) == 4 and all(geps[p].endswith(".nxt") for _, p in stores)
    assert skip.index(BARRIER) < min(i for i, _ in stores)


def test_the_hip_twin_stores_after_the_barrier_into_the_other_buffer_and_swaps() -> None:
    hip = render(catalog.build(MAIN, TILE), "hip")
    # visited: the barrier, then the stores through the write pointers
    i = hip.index("      if (visit) {\n        rocke_lds_sync();\n")
    j = hip.index("*(rocke_e8*)(q_w + r", i)
    assert "rocke_lds_sync" not in hip[i + 40:j]
    # skipped: the same, behind its own barrier
    k = hip.index("      } else {", j)
    assert hip.index("rocke_lds_sync();", k) < hip.index("*(rocke_e8*)(q_w + r", k)
    # the readers' names are this pair's half; the writers' the other
    assert "const float* const lse_s = lse_sb + (db ? 256 : 0);" in hip
    assert "float* const lse_w = lse_sb + (db ? 0 : 256);" in hip
    assert "db ^= 1;" in hip
    # both paths store the next pair's step (nm0) and load the one after it (n2)
    assert hip.count("// the prefetched pair (Q step nm0) into LDS") == 2
    assert hip.count("// pair (n2hq, n2m0)'s Q, dO vectors") == 2
