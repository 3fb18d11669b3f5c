"""Goldens a reviewer can read: the exemplars each config file names are kept as full text
beside the hashes, held by check-golden and written (and removed) by bless."""

from __future__ import annotations

import pytest
from helpers import CONVERT_HEAD, ROOT

from rocke_cli.engine import catalog
from rocke_cli.engine.config import load_family_configs
from rocke_cli.engine.families import FAMILIES
from rocke_cli.engine.render import render
from rocke_cli.engine.schema import config_schema
from rocke_cli.errors import RockeError

FAM = "attention_bwd_convert"
HEAD = CONVERT_HEAD + """sweep:
  arch: [gfx942]
  dtype: [f16]
  head_dim: [64]
  layout: [thd, bshd]
refuse:
  - when: {layout: bshd}
    message: "not today"
"""
ONE = "gfx942.f16.d64.bm64.thd.ws0.full"


def _load(tmp_path, tail: str):
    p = tmp_path / f"{FAM}.yaml"
    p.write_text(HEAD + tail, encoding="utf-8")
    return load_family_configs(p, FAMILIES, display="c.yaml")


def test_exemplars_are_loaded_in_order(tmp_path):
    assert _load(tmp_path, f"exemplars: [{ONE}]\n").exemplars == (ONE,)
    assert _load(tmp_path, "").exemplars == ()


@pytest.mark.parametrize("tail, line, why", [
    ("exemplars: [nope]\n", 20, "exemplar 'nope' is not an id of this file's configs"),
    ("exemplars: [gfx942.f16.d64.bm64.bshd.ws0.full]\n", 20, "is refused (not today)"),
    (f"exemplars: [{ONE}, {ONE}]\n", 20, "is listed twice"),
    ("exemplars: {a: 1}\n", 20, "exemplars must be a list"),
])
def test_bad_exemplars_name_their_place(tmp_path, tail, line, why):
    with pytest.raises(RockeError) as e:
        _load(tmp_path, tail)
    assert str(e.value).startswith(f"c.yaml:{line}:") and why in str(e.value)


def test_schema_knows_exemplars():
    assert config_schema()["properties"]["exemplars"]["type"] == "array"


def test_every_family_keeps_exemplars_matching_what_renders():
    for fam in FAMILIES:
        ex = catalog.family_configs(fam).exemplars
        assert ex, f"{fam} names no exemplars"
        for cid in ex:
            b = catalog.build(fam, cid)
            assert not b.refused
            ll = ROOT / "golden" / fam / "llvm22" / f"{cid}.ll"
            hip = ROOT / "golden" / fam / "hip" / f"{cid}.hip"
            assert ll.read_text() == render(b, "ll", "llvm22")
            assert hip.read_text() == render(b, "hip")


def test_main_keeps_the_text_of_every_body_and_kvs_variant_on_each_arch():
    # the fastest bodies change most: their text shows in review, not only their hashes
    fam = "attention_bwd_main"
    held = set()
    for cid in catalog.family_configs(fam).exemplars:
        b = catalog.build(fam, cid)
        held.add((b.config["arch"], getattr(b.derived, "variant", b.config["body"])))
    want = {("gfx942", "scalar"), ("gfx942", "mfma")}
    for c in catalog.family_configs(fam).configs:
        b = catalog.build(fam, c.id)
        if c["body"] == "kvs" and not b.refused:
            want.add((c["arch"], b.derived.variant))
    assert want <= held, want - held


def _statuses(out: str) -> dict[tuple[str, str], str]:
    got = {}
    for ln in out.splitlines():
        parts = ln.split(" ")
        if len(parts) >= 4 and parts[3].rstrip(":").startswith("exemplar."):
            got[(parts[2], parts[3].rstrip(":"))] = parts[0].rstrip(":")
    return got


def test_check_holds_exemplars_and_bless_writes_and_removes_them(sandbox):
    sel = ("--family", FAM)
    ex = catalog.family_configs(FAM).exemplars
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("fmul <4 x float>", "fadd <4 x float>"))
    r = sandbox.rocke("check-golden", *sel, "--flavor", "llvm22", "--artifact", "ll")
    assert r.rc == 1 and not _statuses(r.out)  # it moved with its hash: one change, not two
    for cid in ex:  # ... whose finding now names the first differing line, no --explain
        line = next(ln for ln in r.out.splitlines() if f" {cid} llvm22:" in ln)
        assert line.startswith("SEMANTIC:") and "exemplar text differs: line " in line
        assert "+  %s0.0 = fadd" in line
    b = sandbox.rocke("bless", *sel, "--flavor", "llvm22", "--artifact", "ll")
    assert b.rc == 0, b.err
    f = sandbox.root / "golden" / FAM / "llvm22" / f"{ex[0]}.ll"
    assert "fadd <4 x float>" in f.read_text()
    assert f"wrote: golden/{FAM}/llvm22/{ex[0]}.ll" in b.out
    # an id no longer listed: its files are STALE, and bless removes them
    y = sandbox.root / "configs" / f"{FAM}.yaml"
    y.write_text(y.read_text().replace(f"  - {ex[0]}\n", ""))
    r = sandbox.rocke("check-golden", *sel)
    got = _statuses(r.out)
    assert got[(ex[0], "exemplar.llvm22")] == "STALE" and got[(ex[0], "exemplar.hip")] == "STALE"
    assert sandbox.rocke("bless", *sel, "--artifact", "hip").rc == 0
    assert not (sandbox.root / "golden" / FAM / "hip" / f"{ex[0]}.hip").exists()
    assert f.exists()  # only the selected section is touched
    # an exemplar edited by hand while its hash matches stands alone
    (sandbox.root / "golden" / FAM / "llvm22" / f"{ex[1]}.ll").write_text("; edited\n")
    r = sandbox.rocke("check-golden", *sel, "--flavor", "llvm22", "--artifact", "ll",
                      "--config", ex[1])
    assert _statuses(r.out) == {(ex[1], "exemplar.llvm22"): "SEMANTIC"} and r.rc == 1
    # a missing exemplar text is NEW
    (sandbox.root / "golden" / FAM / "hip" / f"{ex[1]}.hip").unlink()
    r = sandbox.rocke("check-golden", *sel, "--artifact", "hip")
    assert _statuses(r.out) == {(ex[1], "exemplar.hip"): "NEW"}
