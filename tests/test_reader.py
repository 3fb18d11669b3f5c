"""Everything rocke reads that a user or another run may have put there goes through the bounded
reader (rocke_cli/reader.py, issue 48, docs/design.md §11): a FIFO, a device, a directory or a
file past its size cap is one line naming the path, never a wait or a read without end; and
the timeouts rocke reads from the environment are bounded too."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from elfmake import code_object
from helpers import ROOT, one_line_error

from rocke_cli.errors import RockeError
from rocke_cli.reader import read_bytes, read_text
from rocke_cli.settings import settings


def rocke(*args: str, env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), **(env or {})))


# ---- the timeouts from the environment ------------------------------------------------------

NONSENSE = ["2147483648", str(2**64), "99999999999999999999", "-5", "0", "nan", "inf", "ten",
            "1e3", "1.5"]


@pytest.mark.parametrize("name", ["ROCKE_TOOL_TIMEOUT", "ROCKE_LLVM_TIMEOUT"])
@pytest.mark.parametrize("raw", NONSENSE)
def test_a_timeout_out_of_range_or_not_a_number_is_an_error_naming_it(
        monkeypatch: pytest.MonkeyPatch, name: str, raw: str) -> None:
    monkeypatch.setenv(name, raw)
    with pytest.raises(RockeError, match=f"^{name}={raw}: expected an integer number of "
                                         f"seconds from 1 to 2147483$"):
        settings()


def test_a_tool_timeout_past_2_to_the_31_is_one_line_on_the_command_line(
        tmp_path: Path) -> None:
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object())
    one_line_error(rocke("perf", "--object", str(obj),
                         env={"ROCKE_TOOL_TIMEOUT": str(2**31)}),
                   f"ROCKE_TOOL_TIMEOUT={2**31}")


def test_the_longest_timeout_is_taken() -> None:
    env = dict(os.environ, ROCKE_TOOL_TIMEOUT="2147483")
    r = subprocess.run([sys.executable, "-c", "from rocke_cli.children import run_tool; "
                        "print(run_tool(['true'], 'true').returncode)"], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout == "0\n", r.stderr


# ---- the reader itself ----------------------------------------------------------------------

def test_the_reader_refuses_what_is_not_a_regular_file_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    t = time.monotonic()
    with pytest.raises(RockeError, match=f"^{fifo}: a FIFO, not a config file$"):
        read_text(fifo, what="config file")
    assert time.monotonic() - t < 5
    with pytest.raises(RockeError, match="^/dev/zero: a device, not a file$"):
        read_bytes("/dev/zero")
    (tmp_path / "zero").symlink_to("/dev/zero")
    with pytest.raises(RockeError, match="a device"):
        read_bytes(tmp_path / "zero")
    with pytest.raises(RockeError, match="a directory"):
        read_bytes(tmp_path)
    big = tmp_path / "big"
    big.write_bytes(b"x" * 11)
    with pytest.raises(RockeError, match=f"^{big}: 11 bytes, over the 10 a file may have$"):
        read_bytes(big, limit=10)
    assert read_bytes(big, limit=11) == b"x" * 11
    (tmp_path / "bad").write_bytes(b"\xff")
    with pytest.raises(RockeError, match="not UTF-8 text"):
        read_text(tmp_path / "bad")
    with pytest.raises(RockeError, match="cannot read the file: No such file"):
        read_bytes(tmp_path / "none")


# ---- every reader of a user's or another run's file -----------------------------------------

class Hung(BaseException):
    pass


@pytest.fixture
def no_hang():
    """A read that waits on a FIFO fails the test after 10 s instead of hanging the suite."""
    import signal

    def hung(*_: object) -> None:
        raise Hung("the read waited")  # no OSError: a caller's `except OSError` hides it

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(10)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def _config(fifo: Path) -> object:
    from rocke_cli.engine.config import load_family_configs

    return load_family_configs(fifo, {})


def _golden(fifo: Path) -> object:
    from rocke_cli.gates import golden

    return golden.load(fifo.stem, fifo.parent)


def _record(fifo: Path) -> object:
    from rocke_cli.schedule.record import read

    return read(fifo)


def _doc(fifo: Path) -> object:
    from rocke_cli.output import doctables

    return doctables.run(fifo.parent, {}, check=True, files=[fifo])


def _object(fifo: Path) -> object:
    from rocke_cli.toolchain.codeobject import read_code_object

    return read_code_object(str(fifo))


def _manifest(fifo: Path) -> object:
    from rocke_cli.outdir import read_manifest

    return read_manifest(fifo.parent, "rocke.build/", "build")


@pytest.mark.parametrize("name,read,needle", [
    ("attention_bwd_convert.yaml", _config, "a FIFO, not a config file"),
    ("attention_bwd_convert.json", _golden, "a FIFO, not a golden"),
    ("x.sched", _record, "not a loop schedule record"),
    ("design.md", _doc, "a FIFO, not a document"),
    ("k.co", _object, "a FIFO, not a code object file"),
    ("manifest.json", _manifest, "not a rocke manifest"),
])
def test_each_reader_refuses_a_fifo_in_one_line(tmp_path: Path, no_hang: None, name: str,
                                                read, needle: str) -> None:  # noqa: ANN001
    os.mkfifo(tmp_path / name)
    with pytest.raises(RockeError, match=needle) as e:
        read(tmp_path / name)
    assert str(tmp_path / name) in str(e.value) or name in str(e.value)
    assert "\n" not in str(e.value)


def test_a_cache_entry_that_is_a_fifo_is_a_miss(tmp_path: Path, no_hang: None) -> None:
    from rocke_cli import cache

    c = cache.Cache("test")
    key = {"k": 1}
    c.put(key, [1, 2])
    assert c.get(key) == [1, 2]
    path = c._path(c._full(key))
    path.unlink()
    os.mkfifo(path)
    assert c.get(key) is None


def test_a_pending_review_that_is_a_fifo_is_one_line(tmp_path: Path, no_hang: None,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    from rocke_cli.gates import pending

    monkeypatch.setattr(pending, "pending_dir", lambda: tmp_path)
    os.mkfifo(tmp_path / pending.INDEX)
    monkeypatch.setattr(Path, "is_file", lambda self: True)  # as if it were the index
    with pytest.raises(RockeError, match="pending.json: .*a FIFO"):
        pending.load()


def test_a_file_the_review_fingerprints_that_is_a_fifo_is_one_line(
        tmp_path: Path, no_hang: None) -> None:
    from rocke_cli.gates.pending import _hash

    os.mkfifo(tmp_path / "x.yaml")
    with pytest.raises(RockeError, match="a FIFO"):
        _hash(tmp_path / "x.yaml")
