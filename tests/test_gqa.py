"""One GQA head mapping (issue 11): group = Hq / Hkv, 0 when Hkv <= 0, and a kernel without a
valid mapping (group < 1: Hkv <= 0 or Hq < Hkv) returns at once, reading and writing nothing.
No division in any emitted kernel may take a runtime divisor that was not first made non-zero
by a select; and the tile kernels launched with Hkv = 0 or Hq < Hkv leave every output and
canary untouched."""

from __future__ import annotations

import re

import pytest

from rocke_cli.engine.catalog import build, family_configs
from rocke_cli.engine.families import FAMILIES
from rocke_cli.engine.render import render
from rocke_cli.sim import runtime
from rocke_cli.sim.buffers import Arena
from rocke_cli.sim.pack import pack

DIV = re.compile(r"^\s*%\S+ = (?:s|u)(?:div|rem) (?:exact )?i32 [^,]+, (%\S+)$")


def unguarded_divisions(text: str) -> list[str]:
    """Divisions whose divisor is a runtime value not defined by a select."""
    defs = {m.group(1): m.group(2) for m in re.finditer(r"^\s*(%\S+) = (\w+)", text, re.M)}
    return [ln.strip() for ln in text.splitlines()
            if (m := DIV.match(ln)) and defs.get(m.group(1)) != "select"]


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_no_division_by_an_unguarded_runtime_value(family: str) -> None:
    # one config per distinct template path (layout, body, dq mode, bounds) of the family
    seen, bad = set(), []
    for c in family_configs(family).configs:
        key = tuple(c.get(k) for k in ("layout", "body", "dq_mode", "bounds", "ws_seg"))
        b = build(family, c.id)
        if b.refused or key in seen:
            continue
        seen.add(key)
        bad += [f"{c.id}: {d}" for d in unguarded_divisions(render(b, "ll", "llvm22"))]
    assert seen and not bad, bad[:5]


def test_the_structural_check_sees_a_bare_division() -> None:
    assert unguarded_divisions("  %g = sdiv i32 %num_heads_q, %num_heads_kv")
    assert not unguarded_divisions("  %d = select i1 %ok, i32 %n, i32 1\n"
                                   "  %g = sdiv i32 %num_heads_q, %d")


TILE = [("attention_bwd_main", "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic"),
        ("attention_bwd_main", "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.slices"),
        ("attention_bwd_main", "gfx942.f16.d64.bm64bn64.thd.ws0.full.c0.atomic.mfma"),
        ("attention_bwd_dq", "gfx942.f16.d64.bm64bn64.thd.full.c0"),
        ("attention_bwd_dq", "gfx942.f16.d64.bm64bn64.thd.full.c0.mfma"),
        ("attention_bwd_unified_main", "gfx942.f16.d64.bm32bn64.p16.thd.ws0.full.c0")]


@pytest.mark.parametrize("hq,hkv", [(2, 0), (2, -3), (1, 2)])
@pytest.mark.parametrize("family,cid", TILE)
def test_no_valid_mapping_reads_and_writes_nothing(family: str, cid: str, hq: int,
                                                   hkv: int) -> None:
    b = build(family, cid)
    n, d = 40, 64
    arena = Arena()
    kvh = max(hkv, 0)
    shapes = {"q": (n, hq, d), "dout": (n, hq, d), "dq": (n, hq, d), "o": (n, hq, d),
              "k": (n, kvh, d), "v": (n, kvh, d), "dk": (n, kvh, d), "dv": (n, kvh, d),
              "lse": (hq, n), "delta": (hq, n), "dq_ws": (2, n, hq, d),
              "cu_seqlens_q": (2,), "cu_seqlens_k": (2,), "block_table": (1, 4),
              "seqlens_k": (1,)}
    for a in b.abi.args:
        if a.kind == "ptr":
            arena.alloc(a.name, a.elem, shapes[a.name], output=True)
    for name in ("cu_seqlens_q", "cu_seqlens_k"):
        if name in arena.buffers:
            arena[name].view()[...] = [0, n]
    if "block_table" in arena.buffers:
        arena["block_table"].view()[...] = [[0, 1, 2, 3]]
        arena["seqlens_k"].view()[...] = [n]
    scal = {"total_q": n, "total_k": n, "max_seqlen_q": n, "max_seqlen_k": n, "scale": 0.125,
            "num_heads_q": hq, "num_heads_kv": hkv, "ws_rows": n, "num_pages": 4,
            "max_pages": 4}
    k = runtime.compile_kernel(render(b, "ll", "llvm22"), b.abi, b.config["wg_size"], cid)
    gx, _, _ = b.grid.dims(n, {"q": hq, "kv": 1}, 1)
    # y = 1 even where the grid's own y (Hkv) is empty: the kernel itself must refuse
    runtime.launch(k, pack(b.abi, arena.buffers, scal, family), (gx, 1, 1))
    for name, buf in arena.buffers.items():
        if buf.output and b.abi.args[[a.name for a in b.abi.args].index(name)].access != "r":
            assert buf.unwritten().all(), f"{cid} Hq={hq} Hkv={hkv}: {name} was written"
    hits = {n: c for n, c in arena.canaries().items() if c["before"] or c["after"]}
    assert not hits, hits
