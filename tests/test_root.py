"""The project root: found from the working directory (rocke.toml), --root or ROCKE_ROOT, with the
package installed away from any checkout (as `pip install .` puts it in site-packages)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import ROOT


@pytest.fixture
def installed(tmp_path: Path) -> Path:
    """The package alone in a site directory: no configs/, templates/ or rocke.toml beside it."""
    site = tmp_path / "site"
    shutil.copytree(ROOT / "rocke_cli", site / "rocke_cli",
                    ignore=shutil.ignore_patterns("__pycache__"))
    return site


def _rocke(site: Path, cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    e = {k: v for k, v in os.environ.items() if k != "ROCKE_ROOT"}
    e.update(PYTHONPATH=str(site), **env)
    return subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=cwd, env=e,
                          capture_output=True, text=True, timeout=300)


def test_the_checkout_holds_the_marker():
    assert (ROOT / "rocke.toml").is_file()


def test_an_installed_rocke_finds_the_library_walking_up_from_the_cwd(installed):
    r = _rocke(installed, ROOT / "templates" / "common", "list", "--family", "*convert")
    assert r.returncode == 0, r.stderr
    assert "attention_bwd_convert: " in r.stdout


def test_outside_a_library_it_says_how_to_name_one(installed, tmp_path):
    r = _rocke(installed, tmp_path, "list")
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.count("\n") == 1
    assert "no rocke.toml in" in r.stderr and "--root DIR or ROCKE_ROOT" in r.stderr


def test_root_option_and_environment(installed, tmp_path):
    ok = _rocke(installed, tmp_path, "--root", str(ROOT), "list", "--family", "*prep")
    assert ok.returncode == 0, ok.stderr
    env = _rocke(installed, tmp_path, "list", "--family", "*prep", ROCKE_ROOT=str(ROOT))
    assert env.returncode == 0 and env.stdout == ok.stdout
    # --root wins over ROCKE_ROOT; a directory without rocke.toml is refused by name
    both = _rocke(installed, tmp_path, "--root", str(ROOT), "list", "--family", "*prep",
                  ROCKE_ROOT=str(tmp_path))
    assert both.returncode == 0 and both.stdout == ok.stdout
    bad = _rocke(installed, tmp_path, "list", ROCKE_ROOT=str(tmp_path))
    assert bad.returncode == 2 and f"ROCKE_ROOT={tmp_path}: no rocke.toml there" in bad.stderr
    gone = _rocke(installed, tmp_path, "--root", str(tmp_path / "nope"), "list")
    assert gone.returncode == 2 and "no such directory" in gone.stderr


def test_version(installed, tmp_path):
    from rocke_cli import __version__

    r = _rocke(installed, tmp_path, "--version")
    assert r.returncode == 0 and r.stdout == f"rocke {__version__}\n"


def test_sim_workers_read_the_library_the_command_line_names(installed, tmp_path):
    # a sim worker may start before --root is read: the root travels in each unit, so the
    # worker finds the same configs as the command (here it could find none by itself)
    r = _rocke(installed, tmp_path, "--root", str(ROOT), "sim", "convert", "--arch", "gfx942",
               "--config", "gfx942.f16.d64.bm64.thd.ws0.full", "--seqlens", "5,3")
    assert r.returncode == 0, r.stderr
    assert "1 of 1 pipeline configs passed" in r.stdout + r.stderr


def test_outside_a_library_the_checkout_rocke_runs_from_is_never_used(tmp_path):
    # issue 22: an editable install run from a folder with no rocke.toml above it worked on
    # the checkout it was installed from, silently (a mistyped folder was enough)
    r = _rocke(ROOT, tmp_path, "list", "--family", "*convert")
    assert r.returncode == 2 and r.stdout == "", (r.returncode, r.stdout[:200])
    assert r.stderr.count("\n") == 1 and f"no rocke.toml in {tmp_path.resolve()}" in r.stderr
