"""emit's and build's output trees are untrusted (docs/design.md §11): neither writes inside a
repository's metadata, nor into `--out ''`; neither overwrites a file at its path whose bytes
are not what rocke last wrote there (the error names it and says how to proceed, `--force`
overwrites); each refuses the other's manifest.json or a foreign one; build lists only its own
files, reads nothing else under DIR (a FIFO, a directory named *.co, an unreadable file or a
very deep tree there change nothing) and holds emit's directory lock."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import Sandbox, one_line_error

from rocke_cli.files import dir_lock

FAM = "attention_bwd_convert"
LL = ("--flavor", "llvm22", "--artifact", "ll")
VAL = ("--family", "attention_bwd_validate", "--config", "gfx942.thd.kvthd.p16.wg256")
CO = "attention_bwd_validate/gfx942/gfx942.thd.kvthd.p16.wg256.co"


@pytest.fixture(scope="module")
def objects_cache(tmp_path_factory: pytest.TempPathFactory) -> str:
    """One content cache for this file's builds: the object is compiled once."""
    return str(tmp_path_factory.mktemp("xdg"))


def rocke(sandbox: Sandbox, *args: str, cache: str | None = None, timeout: float = 120):
    env = {"XDG_CACHE_HOME": cache} if cache else None
    base = {k: v for k, v in os.environ.items() if k != "CI"}
    e = dict(base, PYTHONPATH=str(sandbox.root), **(env or {}))
    e.setdefault("ROCKE_LLVM20_PYTHON", sys.executable)
    # a bound on every run: a hang fails the test, never the suite
    r = subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=sandbox.root, env=e,
                       capture_output=True, text=True, timeout=timeout)
    return r


def tree(d: Path) -> dict[str, bytes]:
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in sorted(d.rglob("*"))
            if p.is_file()}


def manifest(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text())


# ---- never inside repository metadata, never '' --------------------------------------------

@pytest.mark.parametrize("cmd", ["emit", "build"])
@pytest.mark.parametrize("where", [".git/refs/heads", ".git", ".git/new/dir", "link/heads",
                                   "bare.git/refs", ".hg/store"])
def test_no_output_inside_version_control_metadata(sandbox: Sandbox, cmd: str,
                                                   where: str) -> None:
    subprocess.run(["git", "init", "-q", str(sandbox.root)], check=True)
    subprocess.run(["git", "init", "-q", "--bare", str(sandbox.root / "bare.git")], check=True)
    (sandbox.root / ".hg" / "store").mkdir(parents=True)
    (sandbox.root / "link").symlink_to(".git/refs")
    before = {d: tree(sandbox.root / d) for d in (".git", "bare.git", ".hg")}
    args = (*LL, "--family", FAM) if cmd == "emit" else VAL
    one_line_error(rocke(sandbox, cmd, *args, "--out", where), where,
                   "a repository's own metadata")
    assert {d: tree(sandbox.root / d) for d in before} == before


@pytest.mark.parametrize("cmd", ["emit", "build"])
def test_an_empty_out_is_refused(sandbox: Sandbox, cmd: str) -> None:
    before = sandbox.files()
    one_line_error(rocke(sandbox, cmd, *VAL, "--out", ""), "--out ''")
    assert sandbox.files() == before


# ---- never overwrite what rocke did not write -----------------------------------------------

def test_emit_refuses_to_overwrite_an_edited_file_and_force_overwrites(sandbox: Sandbox) -> None:
    out = sandbox.root / "out"
    assert rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out").returncode == 0
    edited = sorted((out / FAM / "llvm22").iterdir())[0]
    edited.write_text("; my notes\n")
    before = tree(out)
    err = one_line_error(rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out"),
                         f"out/{FAM}/llvm22/{edited.name}: not what rocke last wrote there",
                         "--force")
    assert "more" not in err
    assert tree(out) == before  # nothing written, the manifest included
    r = rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out", "--force")
    assert r.returncode == 0, r.stderr
    assert edited.read_text() != "; my notes\n"
    assert edited.relative_to(out).as_posix() in manifest(out)["files"]


def test_emit_refuses_files_rocke_never_wrote_at_its_paths(sandbox: Sandbox) -> None:
    out = sandbox.root / "out"
    listed = rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out", "--list-only")
    paths = [Path(p) for p in listed.stdout.split()]
    for p in paths[:3]:
        (sandbox.root / p).parent.mkdir(parents=True, exist_ok=True)
        (sandbox.root / p).write_text("; not rocke's\n")
    before = tree(out)
    one_line_error(rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out"),
                   "not what rocke last wrote there (edited since, or never rocke's) "
                   "(and 2 more)")
    assert tree(out) == before


def test_emit_does_not_wait_on_a_fifo_at_its_path(sandbox: Sandbox) -> None:
    listed = rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out", "--list-only")
    fifo = sandbox.root / listed.stdout.split()[0]
    fifo.parent.mkdir(parents=True)
    os.mkfifo(fifo)
    one_line_error(rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out", timeout=60),
                   str(fifo.relative_to(sandbox.root)), "--force")


def test_build_refuses_to_overwrite_an_edited_object_and_force_overwrites(
        sandbox: Sandbox, objects_cache: str) -> None:
    out = sandbox.root / "objs"
    assert rocke(sandbox, "build", *VAL, "--out", "objs", cache=objects_cache).returncode == 0
    (out / CO).write_bytes(b"mine")
    before = tree(out)
    one_line_error(rocke(sandbox, "build", *VAL, "--out", "objs", cache=objects_cache),
                   f"objs/{CO}: not what rocke last wrote there", "--force")
    assert tree(out) == before
    r = rocke(sandbox, "build", *VAL, "--out", "objs", "--force", cache=objects_cache)
    assert r.returncode == 0, r.stderr
    assert (out / CO).read_bytes() != b"mine" and CO in manifest(out)["files"]


# ---- manifests: each command its own --------------------------------------------------------

@pytest.mark.parametrize("first,second,whose", [("emit", "build", "rocke emit's manifest"),
                                                ("build", "emit", "rocke build's manifest"),
                                                (None, "build", "not a rocke manifest")])
def test_a_manifest_not_the_commands_own_is_never_replaced(sandbox: Sandbox, objects_cache: str,
                                                           first, second, whose) -> None:
    out = sandbox.root / "d"
    args = {"emit": ("--family", FAM, *LL), "build": VAL}
    if first:
        assert rocke(sandbox, first, *args[first], "--out", "d",
                     cache=objects_cache).returncode == 0
    else:
        out.mkdir()
        (out / "manifest.json").write_text('{"name": "my package"}\n')
    before = tree(out)
    one_line_error(rocke(sandbox, second, *args[second], "--out", "d", cache=objects_cache),
                   "d/manifest.json: " + whose, "choose another --out")
    assert tree(out) == before
    if first:  # and the first command still works there
        assert rocke(sandbox, first, *args[first], "--out", "d",
                     cache=objects_cache).returncode == 0


@contextlib.contextmanager
def deep_tree(top: Path, name: str) -> Iterator[Path]:
    """A file 1100 directories below `top` (past the recursion limit of a recursive walk),
    taken down bottom-up afterwards (pytest's own clean-up recurses, and would fail on it)."""
    deep = top / "deep"
    deep.mkdir(parents=True)
    for _ in range(1100):
        deep = deep / "d"
        deep.mkdir()
    (deep / name).write_bytes(b"x")
    try:
        yield deep / name
    finally:
        (deep / name).unlink()
        while deep != top:
            deep.rmdir()
            deep = deep.parent


def test_prune_in_a_very_deep_tree_names_the_file_it_did_not_write(sandbox: Sandbox) -> None:
    out = sandbox.root / "out"
    assert rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out").returncode == 0
    with deep_tree(out, "x.ll") as stray:
        one_line_error(rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out", "--prune"),
                       f"{stray.relative_to(sandbox.root)}: not written by rocke")


@pytest.mark.parametrize("cmd", ["emit", "build"])
@pytest.mark.parametrize("kind,why", [("fifo", "not a regular file"),
                                      ("deep", "nested too deep")])
def test_a_fifo_or_a_deeply_nested_manifest_is_refused_unread(sandbox: Sandbox, cmd: str,
                                                             kind: str, why: str) -> None:
    # 7e2a284's emit waited forever on the FIFO and ended the deep one in RecursionError
    out = sandbox.root / "out"
    out.mkdir()
    if kind == "fifo":
        os.mkfifo(out / "manifest.json")
    else:
        (out / "manifest.json").write_text("[" * 100_000)
    args = ("--family", FAM, *LL) if cmd == "emit" else VAL
    one_line_error(rocke(sandbox, cmd, *args, "--out", "out", timeout=60),
                   "out/manifest.json: not a rocke manifest", why)


def test_a_manifest_of_its_schema_whose_files_are_not_a_map_is_refused(sandbox: Sandbox) -> None:
    (sandbox.root / "out").mkdir()
    (sandbox.root / "out" / "manifest.json").write_text(
        '{"schema": "rocke.manifest/v2", "files": []}\n')
    one_line_error(rocke(sandbox, "emit", "--family", FAM, *LL, "--out", "out"),
                   "out/manifest.json: not a rocke manifest (its files are not a map)")


# ---- build reads only its own files --------------------------------------------------------

def test_build_lists_only_its_own_files_and_reads_nothing_else(
        sandbox: Sandbox, objects_cache: str) -> None:
    out = sandbox.root / "objs"
    (out / "sub").mkdir(parents=True)
    os.mkfifo(out / "sub" / "pipe.co")  # read back by the old build: it hung
    (out / "other.co").write_bytes(b"a vendor's")
    (out / "dir.co").mkdir()
    (out / "secret.co").write_bytes(b"x")
    (out / "secret.co").chmod(0)
    try:
        with deep_tree(out, "x.co"):
            r = rocke(sandbox, "build", *VAL, "--out", "objs", cache=objects_cache,
                      timeout=120)
    finally:
        (out / "secret.co").chmod(0o644)
    assert r.returncode == 0, r.stderr
    assert list(manifest(out)["files"]) == [CO, "rocke_launch.cpp", "rocke_launch.h"]
    assert (out / "other.co").read_bytes() == b"a vendor's"


def test_build_waits_for_emits_lock(sandbox: Sandbox, objects_cache: str) -> None:
    out = sandbox.root / "objs"
    e = dict(os.environ, PYTHONPATH=str(sandbox.root), XDG_CACHE_HOME=objects_cache)
    with dir_lock(out, "held", wait=False):
        p = subprocess.Popen([sys.executable, "-m", "rocke_cli", "build", *VAL, "--out", "objs"],
                             cwd=sandbox.root, env=e, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True)
        try:
            assert p.stderr is not None
            line = p.stderr.readline()  # the first thing it says: it waits
            assert "another rocke emit or build is writing there: waiting for it" in line, line
            time.sleep(0.5)
            assert p.poll() is None and not (out / "manifest.json").exists()
        except BaseException:
            p.kill()
            raise
    _, err = p.communicate(timeout=120)
    assert p.returncode == 0, err
    assert list(manifest(out)["files"]) == [CO, "rocke_launch.cpp", "rocke_launch.h"]
