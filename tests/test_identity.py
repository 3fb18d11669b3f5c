"""check-byte-identity (docs/design.md §7): against a revision, a directory, and fresh processes."""

from __future__ import annotations

import json
import os
import subprocess

import pytest
from helpers import Sandbox

FAM = "attention_bwd_convert"
SEL = ("--family", FAM, "--flavor", "llvm22")
TEMPLATE = f"templates/{FAM}.ll.j2"


def git(sb: Sandbox, *args: str) -> None:
    subprocess.run(["git", "-C", str(sb.root), *args], check=True, capture_output=True)


@pytest.fixture
def repo(sandbox: Sandbox) -> Sandbox:
    git(sandbox, "init", "-q")
    git(sandbox, "add", "-A")
    git(sandbox, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
    return sandbox


def one_token_edit(sb: Sandbox) -> None:
    p = sb.root / TEMPLATE
    text = p.read_text()
    assert "= fmul <4 x float>" in text
    p.write_text(text.replace("= fmul <4 x float>", "= fmul nnan <4 x float>", 1))


def test_against_head_is_green_on_a_clean_tree(repo):
    r = repo.rocke("check-byte-identity", "--against", "HEAD", *SEL)
    assert r.rc == 0, r.out + r.err
    assert f"{FAM}\tGREEN" in r.out and r.out.rstrip().endswith("RESULT: GREEN")


def test_against_head_is_red_with_the_first_differing_line_after_a_template_edit(repo):
    one_token_edit(repo)
    r = repo.rocke("check-byte-identity", "--against", "HEAD", *SEL)
    assert r.rc == 1, r.out + r.err
    assert f"{FAM}\tRED" in r.out and r.out.rstrip().endswith("RESULT: RED")
    differs = [ln for ln in r.out.splitlines() if ln.startswith("DIFFERS: ")]
    assert differs, r.out
    assert all("fmul" in ln for ln in differs), differs[:3]
    assert "line " in differs[0]


def test_diff_prints_a_unified_diff(repo):
    one_token_edit(repo)
    r = repo.rocke("check-byte-identity", "--against", "HEAD", "--diff", *SEL,
                   "--config", "gfx942.f16.d64.bm64.bshd.ws0.full")
    assert r.rc == 1
    assert "\n-" in r.out and "\n+" in r.out and "@@" in r.out and "fmul nnan <4 x float>" in r.out


def test_a_config_on_one_side_only_is_listed_apart(repo):
    cfg = repo.root / "configs" / f"{FAM}.yaml"
    cfg.write_text(cfg.read_text().replace("configs:\n", "configs:\n  - {arch: gfx950, dtype: f16, "
                                           "head_dim: 64, layout: bshd, block_m: 128}\n", 1))
    r = repo.rocke("check-byte-identity", "--against", "HEAD", *SEL)
    assert r.rc == 1, r.out + r.err
    assert "ONLY HERE: " in r.out and "gfx950.f16.d64.bm128.bshd" in r.out


def test_an_unknown_revision_is_a_one_line_error(repo):
    r = repo.rocke("check-byte-identity", "--against", "no-such-rev", *SEL)
    assert r.rc == 2 and "revision 'no-such-rev'" in r.err and "Traceback" not in r.err


def test_repeat_in_fresh_processes_is_green(sandbox):
    r = sandbox.rocke("check-byte-identity", "--repeat", "3", *SEL)
    assert r.rc == 0, r.out + r.err
    assert "3 fresh processes" in r.out and r.out.rstrip().endswith("RESULT: GREEN")


def test_against_dir_reads_an_emitted_tree_and_catches_a_changed_file(sandbox):
    out = sandbox.root / "build" / "ref"
    assert sandbox.rocke("emit", "--out", str(out), *SEL).rc == 0
    r = sandbox.rocke("check-byte-identity", "--against-dir", str(out), *SEL)
    assert r.rc == 0, r.out + r.err
    one_token_edit(sandbox)
    r = sandbox.rocke("check-byte-identity", "--against-dir", str(out), *SEL)
    assert r.rc == 1 and "DIFFERS: " in r.out and "fmul" in r.out, r.out + r.err


def test_against_dir_refuses_a_tree_edited_after_emit(sandbox):
    out = sandbox.root / "build" / "ref"
    assert sandbox.rocke("emit", "--out", str(out), *SEL).rc == 0
    victim = sorted(out.rglob("*.ll"))[0]
    victim.write_text(victim.read_text() + "; tampered\n")
    r = sandbox.rocke("check-byte-identity", "--against-dir", str(out), *SEL)
    assert r.rc == 2 and victim.name in r.err and "manifest" in r.err, r.err


def test_exactly_one_mode_is_required(sandbox):
    r = sandbox.rocke("check-byte-identity", *SEL)
    assert r.rc == 2 and "exactly one of" in r.err


@pytest.mark.parametrize("make, needle", [
    (lambda d: os.mkfifo(d / "manifest.json"), "not a regular file"),
    (lambda d: (d / "manifest.json").write_text(json.dumps(
        {"schema": "rocke.manifest/v1", "files": {"../../etc/passwd": {}}})), "not a file of"),
    (lambda d: ((d / "manifest.json").write_text(json.dumps(
        {"schema": "rocke.manifest/v1", "files": {"k.ll": {}}})), os.mkfifo(d / "k.ll")),
     "not a regular file"),
    (lambda d: (d / "manifest.json").write_text("[" * 100000), "not an emit manifest"),
])
def test_against_dir_reads_an_untrusted_tree_without_hanging_or_leaving_it(tmp_path, make,
                                                                          needle):
    # a FIFO would block the read, a listed ../ path leave the tree, deep JSON recurse
    from rocke_cli.errors import RockeError
    from rocke_cli.gates.identity import read_dir

    make(tmp_path)
    with pytest.raises(RockeError, match=needle):
        read_dir(tmp_path)
