"""Same inputs, same bytes: hash seed, worker count, working directory, TZ and locale never
reach an artifact."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from helpers import ROOT

# what the incremental-write and --list-only tests emit: two families, scalar and matrix-core
# bodies, both layouts and arches (the byte-identity test emits everything)
SOME = ("--family", "attention_bwd_convert", "--family", "attention_bwd_dq")


def _emit(out: Path, cwd: Path, seed: str, jobs: int, extra_env: dict,
          select: tuple[str, ...] = ()) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED=seed, **extra_env)
    r = subprocess.run([sys.executable, "-m", "rocke_cli", "emit", "--out", str(out), "-j",
                        str(jobs), *select], cwd=cwd, env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}


def test_emission_is_byte_identical_across_seed_jobs_cwd_tz_locale(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    _emit(a, ROOT, "0", 1, {"TZ": "UTC", "LC_ALL": "C"})
    # the library named, as it must be outside one (no fallback to the code's checkout)
    _emit(b, elsewhere, "12345", 2, {"TZ": "Asia/Kolkata", "LC_ALL": "C.UTF-8",
                                     "ROCKE_ROOT": str(ROOT)})
    ta, tb = _tree(a), _tree(b)
    assert len(ta) > 100
    assert ta.keys() == tb.keys()
    diff = [k for k in ta if ta[k] != tb[k]]
    assert not diff, diff[:5]
    # no absolute path reached an artifact
    assert not any(str(ROOT).encode() in v or str(tmp_path).encode() in v for v in ta.values())


def test_emit_writes_only_what_changed(tmp_path):
    out = tmp_path / "o"
    _emit(out, ROOT, "0", 2, {}, SOME)
    stamp = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}
    assert len(stamp) > 100
    _emit(out, ROOT, "0", 2, {}, SOME)
    assert stamp == {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}


def test_list_only_prints_the_paths_emit_writes(tmp_path):
    out = tmp_path / "o"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-m", "rocke_cli", "emit", "--out", str(out),
                        "--list-only", *SOME], cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 0 and not out.exists()
    listed = sorted(r.stdout.split())
    _emit(out, ROOT, "0", 2, {}, SOME)
    written = sorted(str(p) for p in out.rglob("*") if p.is_file() and p.name != "manifest.json")
    assert listed == written
