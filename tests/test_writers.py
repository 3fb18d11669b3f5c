"""Every writer (--json, --junit, goldens, the manifest, stdout) under issue 22's rule: a path that
is not a regular file (device, FIFO) is written into, never replaced; a symlink is written
through (its target replaced, the link kept); every write and close is checked, a failure is one
line naming the path (exit 2) with nothing half-written."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import ROOT, Sandbox

from rocke_cli.errors import RockeError
from rocke_cli.files import staged, write_atomic

FAM = "attention_bwd_convert"
ONE = "gfx942.f16.d64.bm64.bshd.ws0.full"
CHECK = ("check-golden", "--family", FAM, "--config", ONE, "--flavor", "llvm22",
         "--artifact", "ll")


def full_device(tmp_path: Path) -> Path:
    """A device that fails every write with ENOSPC. As root, a private twin of /dev/full (the
    code under test must never get the chance to replace the machine's own); otherwise
    /dev/full itself, which no user but root could replace."""
    if os.geteuid() != 0:
        return Path("/dev/full")
    dev = tmp_path / "full"
    os.mknod(dev, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    return dev


def rocke(*args: str, stdout: int | None = subprocess.PIPE) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=ROOT, env=env,
                          stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=300)


def one_line(r: subprocess.CompletedProcess) -> str:
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert "Traceback" not in r.stderr and len(r.stderr.splitlines()) == 1, r.stderr
    return r.stderr.strip()


@pytest.mark.parametrize("opt", ["--json", "--junit"])
def test_a_report_into_a_full_device_is_one_line_and_the_device_stays(tmp_path, opt):
    dev = full_device(tmp_path)
    r = rocke(*CHECK, opt, str(dev))
    assert stat.S_ISCHR(os.stat(dev).st_mode), "the device was replaced by a regular file"
    err = one_line(r)
    assert err == f"rocke: error: {dev}: cannot write: No space left on device", err


def test_stdout_into_a_full_device_is_one_line(tmp_path):
    dev = full_device(tmp_path)
    with open(dev, "w") as f:
        r = rocke("list", stdout=f.fileno())
    err = one_line(r)
    assert err == "rocke: error: stdout: cannot write: No space left on device", err


def test_a_report_into_a_fifo_is_written_into_it(tmp_path):
    fifo = tmp_path / "report"
    os.mkfifo(fifo)
    # both ends held here: rocke's open for writing finds its reader, and the reader sees
    # the end only once this test lets go of its own write end (the report is far below the
    # pipe's 64 KiB: rocke never waits for the reader)
    r_fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    w_fd = os.open(fifo, os.O_WRONLY)
    try:
        r = rocke(*CHECK, "--json", str(fifo))
    finally:
        os.close(w_fd)
    os.set_blocking(r_fd, True)
    with os.fdopen(r_fd, "rb") as f:
        got = f.read()
    assert stat.S_ISFIFO(os.stat(fifo).st_mode), "the FIFO was replaced by a regular file"
    assert r.returncode == 0, r.stderr
    assert json.loads(got)["findings"], got[:200]


def test_a_report_through_a_symlink_replaces_its_target_and_keeps_the_link(tmp_path):
    (tmp_path / "reports").mkdir()
    real = tmp_path / "reports" / "j.xml"
    real.write_text("old\n")
    link = tmp_path / "j.xml"
    link.symlink_to(real)
    r = rocke(*CHECK, "--junit", str(link))
    assert r.returncode == 0, r.stderr
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text().startswith('<?xml version="1.0"')
    assert not [p for p in tmp_path.rglob(".*")], "a temp file was left"


def test_a_golden_that_is_a_symlink_is_blessed_through_it(sandbox: Sandbox, tmp_path):
    g = sandbox.root / "golden" / f"{FAM}.json"
    kept = tmp_path / "elsewhere" / f"{FAM}.json"
    kept.parent.mkdir()
    data = json.loads(g.read_text())
    data["hip"].pop(sorted(data["hip"])[0])  # one entry to bless back: the file is rewritten
    kept.write_text(json.dumps(data, sort_keys=True, indent=2) + "\n")
    g.unlink()
    g.symlink_to(kept)
    r = sandbox.rocke("bless", "--family", FAM, "--artifact", "hip")
    assert r.rc == 0, r.err
    assert g.is_symlink(), "the link was replaced by a regular file"
    assert json.loads(kept.read_text())["hip"].keys() == \
        json.loads((ROOT / "golden" / f"{FAM}.json").read_text())["hip"].keys()


# --- the mechanism (files.py), which every writer above goes through ------------------------


def test_a_staged_set_with_a_directory_in_place_writes_nothing(tmp_path):
    (tmp_path / "b.ll").mkdir()
    with pytest.raises(RockeError, match=r"b\.ll: cannot write: Is a directory"), \
            staged() as s:
        s.write(tmp_path / "a.ll", "a\n")
        s.write(tmp_path / "b.ll", "b\n")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["b.ll"]


def test_a_write_into_a_full_device_names_it(tmp_path):
    dev = full_device(tmp_path)
    with pytest.raises(RockeError, match=f"{dev}: cannot write: No space left on device"):
        write_atomic(dev, "x\n")
    assert stat.S_ISCHR(os.stat(dev).st_mode)


def test_a_dangling_symlink_is_written_through(tmp_path):
    link = tmp_path / "out.json"
    link.symlink_to(tmp_path / "real.json")
    write_atomic(link, "{}\n")
    assert link.is_symlink() and (tmp_path / "real.json").read_text() == "{}\n"


def test_a_full_disk_while_writing_a_regular_file_leaves_the_old_one_and_no_temp(
        tmp_path, monkeypatch: pytest.MonkeyPatch):
    import errno

    from rocke_cli import files

    f = tmp_path / "report.json"
    f.write_text("old\n")

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(RockeError, match=f"{f}: cannot write: No space left on device"):
        write_atomic(f, "new\n")
    assert f.read_text() == "old\n" and sorted(tmp_path.iterdir()) == [f]
