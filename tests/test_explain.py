"""check-golden --explain: hunks, clustering keys, coverage predicates (pure), and one template
edit explained end to end as one cluster."""

from __future__ import annotations

import difflib
import json
import os
import subprocess
import sys

from rocke_cli.engine.config import Config
from rocke_cli.gates.explain import coverage, nearest_sibling, normalize, predicate, shape
from rocke_cli.gates.textdiff import hunks

FAM = "attention_bwd_convert"


def _difflib_bodies(old: str, new: str) -> list[list[str]]:
    out: list[list[str]] = []
    for ln in difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm=""):
        if ln.startswith(("---", "+++")):
            continue
        if ln.startswith("@@"):
            out.append([])
        else:
            out[-1].append(ln)
    return out


def test_hunks_match_difflib_whatever_the_common_head_and_tail():
    base = [f"line {i}" for i in range(200)]
    cases = []
    for edit in ((50, "x"), (0, "first"), (199, "last")):
        b = list(base)
        b[edit[0]] = edit[1]
        cases.append(b)
    cases.append(base[:10] + ["new"] + base[10:150] + base[152:])  # insert + delete
    cases.append(base[:100])  # a prefix of the old text
    cases.append(["a"] + base)
    old = "\n".join(base) + "\n"
    for b in cases:
        new = "\n".join(b) + "\n"
        got = [list(h.lines) for h in hunks(old, new)]
        assert got == _difflib_bodies(old, new)
    assert hunks(old, old) == []


def test_hunk_positions_are_1_based_lines_of_each_side():
    h = hunks("a\nb\nc\nd\ne\nf\ng\n", "a\nb\nc\nd\nE\nf\ng\n")
    assert len(h) == 1 and h[0].old_start == 2 and h[0].new_start == 2
    assert h[0].lines[3:5] == ("-e", "+E")


def test_names_are_normalized_longest_first():
    names = sorted([("k_gfx942_f16", "{kernel}"), ("gfx942.f16", "{id}"), ("fam", "{family}")],
                   key=lambda p: -len(p[0]))
    got = normalize(["; rocke fam gfx942.f16 llvm22", "define void @k_gfx942_f16()"], names)
    assert got == ("; rocke {family} {id} llvm22", "define void @{kernel}()")


def test_shape_merges_value_numbers_never_literals():
    a = (" ctx 1", "-  store <8 x half> %kvs.kh0, ptr %p0, align 16",
         "+  store <8 x half> %kvs.kh0, ptr %p0, align 8")
    b = (" ctx 2 other", "-  store <8 x half> %kvs.kh1, ptr %p1, align 16",
         "+  store <8 x half> %kvs.kh1, ptr %p1, align 8")
    c = (" ctx 1", "-  store <8 x half> %kvs.kh0, ptr %p0, align 16",
         "+  store <8 x half> %kvs.kh0, ptr %p0, align 4")
    d = (" ctx 1", "-  store <8 x bfloat> %kvs.kh0, ptr %p0, align 16",
         "+  store <8 x bfloat> %kvs.kh0, ptr %p0, align 8")
    assert shape(a) == shape(b)
    assert shape(a) != shape(c) and shape(a) != shape(d)


def _cfgs() -> list[Config]:
    out = []
    for i, (arch, d, mode) in enumerate((a, d, m) for a in ("gfx942", "gfx950")
                                         for d in (64, 128) for m in ("atomic", "slices")):
        items = (("arch", arch), ("head_dim", d), ("dq_mode", mode))
        out.append(Config("fam", i, f"{arch}.d{d}.{mode}", items, "x:1"))
    return out


def test_predicate_is_the_shortest_exact_conjunction_or_none():
    cs = _cfgs()
    assert predicate(cs, cs) == ""
    assert predicate([c for c in cs if c["dq_mode"] == "slices"], cs) == "dq_mode=slices"
    two = [c for c in cs if c["dq_mode"] == "slices" and c["head_dim"] == 128]
    assert predicate(two, cs) == "head_dim=128 dq_mode=slices"
    odd = [cs[0], cs[3]]  # gfx942 d64 atomic + gfx942 d128 slices: no conjunction
    assert predicate(odd, cs) is None


def test_coverage_groups_flavors_and_lists_ids_when_no_predicate_fits():
    cs = _cfgs()
    members = [("fam", fl, c.id) for c in cs if c["dq_mode"] == "slices"
               for fl in ("llvm20", "llvm22")]
    members += [("fam", "hip", cs[0].id)]
    lines = coverage(members, {"fam": cs})
    assert lines == ["fam llvm20,llvm22: 4 of 8 configs where dq_mode=slices",
                     "fam hip: 1 of 8 configs where arch=gfx942 head_dim=64 dq_mode=atomic"]
    odd = [("fam", "llvm22", cs[0].id), ("fam", "llvm22", cs[3].id)]
    assert coverage(odd, {"fam": cs}) == [
        f"fam llvm22: 2 of 8 configs: {cs[0].id} {cs[3].id}"]


def _git_commit(root) -> None:
    for cmd in (["init", "-q"], ["add", "-A"],
                ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base"]):
        subprocess.run(["git", *cmd], cwd=root, check=True)


def test_one_token_edit_explains_as_one_hunk(sandbox, tmp_path):
    """The issue's review: a one-token template edit moves every kernel of the family; explain
    prints that hunk once, with its count and coverage, and no line per artifact."""
    _git_commit(sandbox.root)
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    old = "%pw{{ p }}.{{ c }}, align 16"
    assert t.read_text().count(old) == 1
    t.write_text(t.read_text().replace(old, "%pw{{ p }}.{{ c }}, align 8"))
    js = tmp_path / "r.json"
    r = sandbox.rocke("check-golden", "--family", FAM, "--explain", "--json", str(js))
    assert r.rc == 1, r.err
    built = [c["id"] for c in json.loads(sandbox.rocke("list", "--family", FAM, "--json").out)
             if not c["refused"]]
    n = 4 * len(built)
    assert f"explain vs HEAD: {n} changed artifacts" in r.out
    assert f"[1/1] {n} artifacts (SEMANTIC {n})" in r.out
    assert f"{FAM} llvm20,llvm22,llvm23,llvm24: {len(built)} of {len(built)} configs (all)" \
        in r.out
    minus = [ln for ln in r.out.splitlines() if ln.startswith("-") and "align 16" in ln]
    assert len(minus) == 1 and "SEMANTIC:" not in r.out
    assert len(r.out.splitlines()) < 40
    doc = json.loads(js.read_text())
    assert len(doc["clusters"]) == 1 and len(doc["clusters"][0]["members"]) == n
    moved = [f for f in doc["findings"] if f["status"] == "SEMANTIC"]
    assert all("first difference vs HEAD: line" in f["detail"] for f in moved)


def test_a_bad_revision_is_one_line_and_leaves_no_worktree(sandbox):
    _git_commit(sandbox.root)
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("fmul <4 x float>", "fadd <4 x float>"))
    r = sandbox.rocke("check-golden", "--family", FAM, "--flavor", "llvm22", "--artifact", "ll",
                      "--explain", "no-such-rev")
    assert r.rc == 2 and r.err.count("\n") == 1 and "revision 'no-such-rev'" in r.err
    wts = subprocess.run(["git", "worktree", "list"], cwd=sandbox.root, capture_output=True,
                         text=True).stdout
    assert len(wts.splitlines()) == 1


def test_nearest_sibling_differs_in_the_fewest_parameters():
    cs = _cfgs()
    # gfx950 d128 slices: one step from gfx950 d128 atomic, two from gfx950 d64 atomic
    target = cs[7]
    got = nearest_sibling(target, [cs[4], cs[6], cs[0]])
    assert got is not None and got[0].id == cs[6].id and got[1] == ["dq_mode=atomic->slices"]
    assert nearest_sibling(target, [target]) is None


ADDED = "  - {arch: gfx950, dtype: bf16, head_dim: 128, layout: bshd, block_m: 128}\n"
ADDED_ID = "gfx950.bf16.d128.bm128.bshd.ws0.full"
ONE_LL = ["--family", FAM, "--flavor", "llvm22", "--artifact", "ll"]


def _add_config(root) -> None:
    y = root / "configs" / f"{FAM}.yaml"
    text = y.read_text()
    assert text.rstrip().endswith("block_m: 32}")  # the explicit configs come last
    y.write_text(text + ADDED)
    assert ADDED_ID in subprocess.run(
        [sys.executable, "-m", "rocke_cli", "list", "--family", FAM, "--json"], cwd=root,
        capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(root))).stdout


def test_a_new_config_is_diffed_against_its_nearest_blessed_sibling(sandbox):
    """A NEW kernel is shown, not counted as '0 changed artifacts': the diff against the
    blessed config that differs in the fewest parameters (here block_m alone)."""
    _git_commit(sandbox.root)
    _add_config(sandbox.root)
    r = sandbox.rocke("check-golden", *ONE_LL, "--config", ADDED_ID, "--explain")
    assert r.rc == 1, r.err
    assert "explain vs HEAD: 1 changed artifacts (1 new at HEAD, each against its nearest " \
           "blessed sibling)" in r.out
    assert "[1/" in r.out and "(NEW 1)" in r.out
    sib = "gfx950.bf16.d128.bm64.bshd.ws0.full"
    assert f"  new {FAM} {ADDED_ID}: vs {sib} (block_m=64->128)" in r.out
    assert f"@@ first at {FAM}/llvm22/{sib}.ll:" in r.out
    changed = [ln for ln in r.out.splitlines() if ln[:1] in "+-" and not ln.startswith("---")]
    assert changed and not any(sib in ln for ln in changed)  # names read as the new config's


def test_explain_pairs_an_id_the_revision_lacks_instead_of_failing(sandbox):
    """The issue's order: add a config, bless it, edit the template, explain before
    committing. HEAD has no such config: its emit must not be asked for it (exit 2 before),
    the blessed-but-uncommitted kernel is diffed against its sibling at HEAD."""
    _git_commit(sandbox.root)
    _add_config(sandbox.root)
    b = sandbox.rocke("bless", *ONE_LL, "--config", ADDED_ID)
    assert b.rc == 0, b.err
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("fmul <4 x float>", "fadd <4 x float>"))
    r = sandbox.rocke("check-golden", *ONE_LL, "--config", ADDED_ID, "--explain")
    assert r.rc == 1, r.err
    assert "matches no config" not in r.err
    assert "+  %s0.0 = fadd <4 x float>" in r.out
    assert f"  new {FAM} {ADDED_ID}: vs gfx950.bf16.d128.bm64.bshd.ws0.full " \
           f"(block_m=64->128)" in r.out
