"""emit's output directory (issue 22, docs/design.md §11): emit deletes only files it can prove
it wrote (listed in its own manifest there, bytes unchanged), `--prune` refuses a repository,
a kernel library or a directory holding files rocke did not write, an empty --out is an
error, a directory in the way fails with nothing written, two emits at once both land whole
and the manifest lists both, and the temp files of a killed emit never reach the manifest."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import Sandbox

from rocke_cli import children, errors
from rocke_cli.files import staged

FAM = "attention_bwd_convert"
PREP = "attention_bwd_prep"
LL = ("--flavor", "llvm22", "--artifact", "ll")


def one_line_error(r) -> str:  # noqa: ANN001 - helpers.Run
    assert r.rc == 2, (r.rc, r.out[-300:], r.err)
    assert "Traceback" not in r.err and len(r.err.splitlines()) == 1, r.err
    assert r.err.startswith("rocke: error: "), r.err
    return r.err.strip()


def manifest(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text())


def test_prune_in_a_git_checkout_refuses_and_deletes_nothing(sandbox: Sandbox):
    # `git clone <project> c && cd c && rocke emit --out . --prune` deleted the checkout
    subprocess.run(["git", "init", "-q", str(sandbox.root)], check=True)
    (sandbox.root / "notes.txt").write_text("mine\n")
    before = sandbox.files()
    r = sandbox.rocke("emit", "--family", FAM, *LL, "--out", ".", "--prune")
    err = one_line_error(r)
    assert ".git" in err and "--prune refuses" in err, err
    assert sandbox.files() == before


def test_prune_in_a_kernel_library_refuses(sandbox: Sandbox):
    before = sandbox.files()
    err = one_line_error(sandbox.rocke("emit", "--family", FAM, *LL, "--out", ".", "--prune"))
    assert "rocke.toml" in err, err
    assert sandbox.files() == before


@pytest.mark.parametrize("stray", ["notes.txt", f"{FAM}/llvm22/mine.ll", "sub/deep/x.ll"])
def test_prune_refuses_a_directory_holding_a_file_rocke_did_not_write(sandbox: Sandbox, stray):
    out = sandbox.root / "out"
    assert sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out").rc == 0
    (out / stray).parent.mkdir(parents=True, exist_ok=True)
    (out / stray).write_text("; not rocke's\n")
    before = sandbox.files()
    err = one_line_error(sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out", "--prune"))
    assert f"out/{stray}: not written by rocke" in err, err
    assert sandbox.files() == before


def test_a_file_edited_since_emit_is_no_longer_rockes_to_prune(sandbox: Sandbox):
    out = sandbox.root / "out"
    assert sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out").rc == 0
    edited = sorted((out / FAM / "llvm22").iterdir())[0]
    edited.write_text("; my notes on this kernel\n")
    r = sandbox.rocke("emit", "--family", PREP, *LL, "--out", "out")  # leaves it alone
    assert r.rc == 0, r.err
    assert edited.read_text() == "; my notes on this kernel\n"
    rel = edited.relative_to(out).as_posix()
    assert rel not in manifest(out)["files"] and "did not write left alone" in r.out
    err = one_line_error(sandbox.rocke("emit", "--family", PREP, *LL, "--out", "out",
                                       "--prune"))
    assert f"out/{rel}: not written by rocke" in err, err


def test_prune_removes_the_files_its_manifest_lists_and_no_config_produces(sandbox: Sandbox):
    out = sandbox.root / "out"
    assert sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out").rc == 0
    cfg = sandbox.root / "configs" / f"{FAM}.yaml"
    text = cfg.read_text()
    assert "exclude:\n" in text
    # the sweep drops every bf16 point: their files are rocke's, and now orphans
    cfg.write_text(text.replace("exclude:\n", "exclude:\n  - {dtype: bf16}\n", 1))
    r = sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out")
    assert r.rc == 0, r.err
    gone = manifest(out)["orphans"]
    assert gone and all(".bf16." in g for g in gone) and "orphan: " in r.out
    r = sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out", "--prune")
    assert r.rc == 0, r.err
    assert not any((out / g).exists() for g in gone)
    m = manifest(out)
    assert m["orphans"] == [] and sorted(m["files"]) == sorted(
        p.relative_to(out).as_posix() for p in out.rglob("*")
        if p.is_file() and p.name != "manifest.json")


def test_an_empty_out_is_an_error(sandbox: Sandbox):
    before = sandbox.files()
    err = one_line_error(sandbox.rocke("emit", "--family", FAM, *LL, "--out", ""))
    assert "--out ''" in err, err
    assert sandbox.files() == before


def test_a_foreign_manifest_json_is_never_overwritten(sandbox: Sandbox):
    out = sandbox.root / "out"
    out.mkdir()
    (out / "manifest.json").write_text('{"name": "my package"}\n')
    before = sandbox.files()
    err = one_line_error(sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out"))
    assert "out/manifest.json: not a rocke manifest" in err, err
    assert sandbox.files() == before


@pytest.mark.parametrize("where", ["manifest.json", "kernel"])
def test_a_directory_in_place_of_a_file_fails_with_nothing_written(sandbox: Sandbox, where):
    out = sandbox.root / "out"
    if where == "kernel":
        listed = sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out", "--list-only")
        rel = Path(listed.out.splitlines()[-1]).relative_to("out")
    else:
        rel = Path("manifest.json")
    (out / rel).mkdir(parents=True)
    r = sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out")
    files = [p.relative_to(out).as_posix() for p in out.rglob("*") if not p.is_dir()]
    assert files == [], (len(files), files[:3])  # the README's "nothing written"
    err = one_line_error(r)
    assert f"out/{rel.as_posix()}: cannot write: Is a directory" in err, err


def _emit(sandbox: Sandbox, family: str, out: str) -> subprocess.Popen:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "COLUMNS")}
    env["PYTHONPATH"] = str(sandbox.root)
    return subprocess.Popen([sys.executable, "-m", "rocke_cli", "emit", "--family", family,
                             "--out", out], cwd=sandbox.root, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.mark.parametrize("families", [(FAM, FAM), (FAM, PREP)], ids=["same", "two"])
def test_emits_at_once_all_land_and_the_manifest_lists_all(sandbox: Sandbox, families):
    # a fresh directory each time, every flavor and the .hip: in about half such runs one
    # emit failed (another's temp file in its scan) or the manifest lost one family
    for i in range(4):
        out = sandbox.root / f"out{i}"
        procs = [_emit(sandbox, f, out.name) for f in families]
        for p in procs:
            _, err = p.communicate(timeout=300)
            assert p.returncode == 0, err
        on_disk = sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                         if p.is_file() and p.name != "manifest.json")
        assert sorted(manifest(out)["files"]) == on_disk
        assert {rel.split("/")[0] for rel in on_disk} == set(families)


def test_temp_files_of_a_killed_emit_are_removed_and_never_listed(sandbox: Sandbox):
    out = sandbox.root / "out"
    stale = [out / ".manifest.json.k3x_9abc.tmp", out / FAM / "llvm22" / ".x.ll.abcdefgh.tmp"]
    for s in stale:
        s.parent.mkdir(parents=True, exist_ok=True)
        s.write_text("half")
    r = sandbox.rocke("emit", "--family", FAM, *LL, "--out", "out")
    assert r.rc == 0, r.err
    assert not [s for s in stale if s.exists()]
    assert not [f for f in manifest(out)["files"] if f.endswith(".tmp")]


def test_a_signal_as_a_temp_file_is_made_leaves_none(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch):
    """The signal lands the instant mkstemp has made the file: before the fix, the name was
    not yet known to anyone who could remove it."""
    import tempfile

    real = tempfile.mkstemp

    def signalled(*a, **kw):  # noqa: ANN002, ANN003, ANN202
        made = real(*a, **kw)
        errors._on_signal(signal.SIGINT, None)  # as the handler runs when SIGINT arrives
        return made

    handlers = {s: signal.getsignal(s) for s in errors.SIGNALS}
    monkeypatch.setattr(tempfile, "mkstemp", signalled)
    # the handler's hooks stop this process's children for good: undone after the test
    monkeypatch.setattr(children, "_stopping", False)
    try:
        with pytest.raises(errors.Interrupted), staged() as s:
            s.write(tmp_path / "a" / "k.ll", "text\n")
    finally:
        for sig, h in handlers.items():
            signal.signal(sig, h)
    assert [p.name for p in tmp_path.rglob("*")] == []

