"""tune.json and the launch path's C++ (rocke_launch.{h,cpp}) under the one output policy
(issue 48, docs/design.md §11 and §17): `rocke tune` and `rocke build` overwrite them only
where rocke last wrote them (build's manifest records them), never write into a repository's
metadata or another command's directory, read them without blocking, and build's C++ lands
with its manifest as one step."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import ROOT, one_line_error

from rocke_cli.registry.cpp import HEADER, SOURCE, render
from rocke_cli.registry.outputs import write_outputs
from rocke_cli.registry.table import TABLE_FILE, catalog_table

MAIN = "attention_bwd_main"
CID = "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic"
CID2 = "gfx942.f16.d64.bm64bn64.thd.ws0.full.c0.atomic.mfma"
TUNE = ("tune", "--family", MAIN, "--config", CID)
VAL = ("--family", "attention_bwd_validate", "--config", "gfx942.thd.kvthd.p16.wg256")
CO = "attention_bwd_validate/gfx942/gfx942.thd.kvthd.p16.wg256.co"
PROBLEM = ("--problem", "layout=thd,batch=3,heads=4:2,d=64,total=100,max_seqlen=50",
           "--arch", "gfx942")


@pytest.fixture(scope="module")
def objects_cache(tmp_path_factory: pytest.TempPathFactory) -> str:
    """One content cache for this file's builds: the object is compiled once."""
    return str(tmp_path_factory.mktemp("xdg"))


def rocke(*args: str, cwd: Path = ROOT, cache: str | None = None, timeout: float = 60,
          prelude: str | None = None) -> subprocess.CompletedProcess:
    """The CLI in a fresh process, bounded in time (a hang fails the test, not the suite);
    `prelude`: Python run first in that process (a fault injected at a chosen point)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("CI", None)
    if cache:
        env["XDG_CACHE_HOME"] = cache
    head = [sys.executable, "-c", prelude + "\nimport runpy\nrunpy.run_module('rocke_cli', "
            "run_name='__main__')"] if prelude else [sys.executable, "-m", "rocke_cli"]
    return subprocess.run([*head, *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)


def tree(d: Path) -> dict[str, bytes]:
    return {p.relative_to(d).as_posix(): p.read_bytes() for p in sorted(d.rglob("*"))
            if p.is_file() and not p.is_symlink()}


def manifest(out: Path) -> dict:
    return json.loads((out / "manifest.json").read_text())


# ---- never overwrite what rocke did not last write -----------------------------------------

def test_tune_refuses_a_users_own_tune_json_and_force_overwrites(tmp_path: Path) -> None:
    out = tmp_path / "objs"
    out.mkdir()
    (out / TABLE_FILE).write_text("my own notes\n")
    one_line_error(rocke(*TUNE, "--out", str(out)),
                   f"{out / TABLE_FILE}: not what rocke last wrote there", "--force")
    assert tree(out) == {TABLE_FILE: b"my own notes\n"}  # nothing written, no manifest
    r = rocke(*TUNE, "--out", str(out), "--force")
    assert r.returncode == 0, r.stderr
    text = (out / TABLE_FILE).read_bytes()
    assert text != b"my own notes\n"
    # recorded as rocke's: the next tune may replace it, with no --force
    assert manifest(out)["files"][TABLE_FILE]["bytes"] == len(text)
    r = rocke("tune", "--family", MAIN, "--config", CID2, "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert (out / TABLE_FILE).read_bytes() != text


def test_tune_refuses_a_tune_json_edited_since_it_wrote_it(tmp_path: Path) -> None:
    out = tmp_path / "objs"
    assert rocke(*TUNE, "--out", str(out)).returncode == 0
    edited = (out / TABLE_FILE).read_text().replace('"expected', '"Expected', 1)
    (out / TABLE_FILE).write_text(edited)
    before = tree(out)
    one_line_error(rocke("tune", "--family", MAIN, "--config", CID2, "--out", str(out)),
                   f"{out / TABLE_FILE}: not what rocke last wrote there")
    assert tree(out) == before


def _built(out: Path, cache: str) -> None:
    r = rocke("build", *VAL, "--out", str(out), cache=cache)
    assert r.returncode == 0, r.stderr
    assert {HEADER, SOURCE, "manifest.json"} <= {p.name for p in out.iterdir()}


def test_tune_refuses_an_edited_launch_cpp(tmp_path: Path, objects_cache: str) -> None:
    out = tmp_path / "objs"
    _built(out, objects_cache)
    with (out / SOURCE).open("a") as f:
        f.write("// my fix\n")
    before = tree(out)
    one_line_error(rocke(*TUNE, "--out", str(out)),
                   f"{out / SOURCE}: not what rocke last wrote there", "--force")
    assert tree(out) == before


@pytest.mark.parametrize("name", [HEADER, SOURCE])
def test_build_refuses_an_edited_launch_file_and_force_overwrites(tmp_path: Path,
                                                                  objects_cache: str,
                                                                  name: str) -> None:
    out = tmp_path / "objs"
    _built(out, objects_cache)
    rocke_text = (out / name).read_text()
    (out / name).write_text(rocke_text + "// mine\n")
    before = tree(out)
    one_line_error(rocke("build", *VAL, "--out", str(out), cache=objects_cache),
                   f"{out / name}: not what rocke last wrote there", "--force")
    assert tree(out) == before
    r = rocke("build", *VAL, "--out", str(out), "--force", cache=objects_cache)
    assert r.returncode == 0, r.stderr
    assert (out / name).read_text() == rocke_text
    files = manifest(out)["files"]
    assert {CO, HEADER, SOURCE} <= set(files), files
    assert files[name]["bytes"] == len(rocke_text.encode())


def test_build_keeps_tunes_table_recorded_and_tune_then_renews_its_own(
        tmp_path: Path, objects_cache: str) -> None:
    """tune after build and build after tune: each proves the other's files rocke's."""
    out = tmp_path / "objs"
    _built(out, objects_cache)
    assert rocke(*TUNE, "--out", str(out)).returncode == 0
    _built(out, objects_cache)  # keeps tune.json listed while its bytes are unchanged
    assert {CO, HEADER, SOURCE, TABLE_FILE} <= set(manifest(out)["files"])
    r = rocke("tune", "--family", MAIN, "--config", CID2, "--out", str(out))
    assert r.returncode == 0, r.stderr


# ---- where tune writes ---------------------------------------------------------------------

@pytest.mark.parametrize("where", [".git", ".git/refs/heads", ".git/objects", ".hg", ".svn",
                                   "bare.git", "bare.git/refs/heads"])
def test_tune_writes_nothing_inside_version_control_metadata(tmp_path: Path,
                                                             where: str) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    subprocess.run(["git", "init", "-q", "--bare", str(tmp_path / "bare.git")], check=True)
    (tmp_path / ".hg").mkdir()
    (tmp_path / ".svn").mkdir()
    before = tree(tmp_path)
    one_line_error(rocke(*TUNE, "--out", where, cwd=tmp_path), where,
                   "a repository's own metadata")
    assert tree(tmp_path) == before


def test_tune_refuses_an_emit_directory_before_writing_anything(tmp_path: Path) -> None:
    out = tmp_path / "kernels"
    out.mkdir()
    (out / "manifest.json").write_text('{"schema": "rocke.manifest/v2", "files": {}}\n')
    before = tree(out)
    one_line_error(rocke(*TUNE, "--out", str(out)),
                   f"{out / 'manifest.json'}: rocke emit's manifest", "choose another --out")
    assert tree(out) == before


# ---- build's C++ lands with its manifest ---------------------------------------------------

# SIGTERM to rocke the moment its manifest.json is renamed into place: between the manifest
# and the C++ when they are two steps
SIGTERM_AT_MANIFEST = """
import os, signal
_replace = os.replace
def _replace_then_signal(src, dst, *a, **k):
    _replace(src, dst, *a, **k)
    if os.path.basename(dst) == "manifest.json":
        os.kill(os.getpid(), signal.SIGTERM)
os.replace = _replace_then_signal
"""


@pytest.mark.parametrize("before", ["empty", "stale C++"])
def test_a_sigterm_at_builds_manifest_leaves_the_cpp_of_what_it_lists(
        tmp_path: Path, objects_cache: str, before: str) -> None:
    out = tmp_path / "objs"
    out.mkdir()
    if before == "stale C++":  # the C++ of a whole chain this build does not list
        entry = catalog_table(("gfx942",)).classes[next(iter(sorted(
            catalog_table(("gfx942",)).classes, key=repr)))][0]
        objs = {f"{f}/gfx942/{i}.co" for f, i in entry.stages}
        (out / "manifest.json").write_text(json.dumps(
            {"schema": "rocke.build/v1", "files": {o: {} for o in objs}}))
        write_outputs(out)
        stale = (out / SOURCE).read_text()
    r = rocke("build", *VAL, "--out", str(out), cache=objects_cache, prelude=SIGTERM_AT_MANIFEST)
    assert r.returncode in (0, 143), r.stderr
    listed = {f for f in manifest(out)["files"] if f.endswith(".co")}
    assert listed == {CO}, listed
    header, source = render(catalog_table(("gfx942",)), listed)
    assert (out / HEADER).is_file() and (out / SOURCE).is_file(), "objects with no C++"
    assert (out / SOURCE).read_text() == source and (out / HEADER).read_text() == header
    if before == "stale C++":
        assert source != stale


# ---- files read without blocking ------------------------------------------------------------

def _fifo_at(out: Path, name: str) -> None:
    os.mkfifo(out / name)


@pytest.mark.parametrize("name", [TABLE_FILE, HEADER, SOURCE])
def test_tune_does_not_wait_on_a_fifo_at_its_paths(tmp_path: Path, objects_cache: str,
                                                   name: str) -> None:
    out = tmp_path / "objs"
    _built(out, objects_cache)
    (out / name).unlink(missing_ok=True)
    _fifo_at(out, name)
    t = time.monotonic()
    one_line_error(rocke(*TUNE, "--out", str(out), timeout=30), str(out / name))
    assert time.monotonic() - t < 30


@pytest.mark.parametrize("name", [TABLE_FILE, HEADER, SOURCE])
def test_build_does_not_wait_on_a_fifo_at_its_paths(tmp_path: Path, objects_cache: str,
                                                    name: str) -> None:
    out = tmp_path / "objs"
    _built(out, objects_cache)
    (out / name).unlink(missing_ok=True)
    _fifo_at(out, name)
    one_line_error(rocke("build", *VAL, "--out", str(out), cache=objects_cache, timeout=30),
                   str(out / name))


def test_plan_does_not_wait_on_a_fifo_table_in_its_objects(tmp_path: Path,
                                                           objects_cache: str) -> None:
    out = tmp_path / "objs"
    _built(out, objects_cache)
    _fifo_at(out, TABLE_FILE)
    one_line_error(rocke("plan", *PROBLEM, "--objects", str(out), timeout=30),
                   str(out / TABLE_FILE), "a FIFO")


@pytest.mark.parametrize("cmd", ["tune", "build"])
def test_a_launch_header_linked_to_dev_zero_is_not_rockes(tmp_path: Path, objects_cache: str,
                                                          cmd: str) -> None:
    out = tmp_path / "objs"
    _built(out, objects_cache)
    (out / HEADER).unlink()
    (out / HEADER).symlink_to("/dev/zero")
    args = TUNE if cmd == "tune" else ("build", *VAL)
    one_line_error(rocke(*args, "--out", str(out), cache=objects_cache, timeout=30),
                   f"{out / HEADER}: not what rocke last wrote there")
    assert os.readlink(out / HEADER) == "/dev/zero"


def test_the_launch_files_build_lists_are_the_registrys() -> None:
    from rocke_cli.paths import LAUNCH_FILES

    assert LAUNCH_FILES == (TABLE_FILE, HEADER, SOURCE)
