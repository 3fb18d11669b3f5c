"""Emit the artifacts of a git revision with that revision's own code (temporary worktree)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from ..errors import RockeError
from ..paths import root


@contextlib.contextmanager
def emitting_at(rev: str, args: Sequence[str]) -> Iterator[Callable[[], Path]]:
    """Starts `rocke emit ARGS` as revision REV would run it, in the background; yields a
    `wait()` that returns the directory it wrote (the caller works meanwhile)."""
    with tempfile.TemporaryDirectory(prefix="rocke-rev-") as tmp:
        wt, out = Path(tmp) / "tree", Path(tmp) / "out"
        r = subprocess.run(["git", "-C", str(root()), "worktree", "add", "--detach", "-q",
                            str(wt), rev], capture_output=True, text=True)
        if r.returncode != 0:
            msg = (r.stderr.strip().splitlines() or ["git worktree failed"])[-1]
            raise RockeError(f"revision '{rev}': {msg}")
        proc = None
        try:
            # the revision's own code and library: its tree, whatever ROCKE_ROOT says here
            env = dict(os.environ, PYTHONPATH=str(wt), ROCKE_ROOT=str(wt))
            proc = subprocess.Popen([sys.executable, "-m", "rocke_cli", "emit", "--out",
                                     str(out), *args], cwd=wt, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                    text=True)

            def wait() -> Path:
                _, err = proc.communicate()
                if proc.returncode != 0:
                    tail = (err.strip().splitlines() or ["emit failed"])[-1]
                    raise RockeError(f"revision '{rev}': its emit failed: {tail}")
                return out

            yield wait
        finally:
            if proc is not None and proc.poll() is None:  # the caller failed first
                proc.kill()
                proc.communicate()
            subprocess.run(["git", "-C", str(root()), "worktree", "remove", "--force", str(wt)],
                           capture_output=True)


@contextlib.contextmanager
def emitted_at(rev: str, args: Sequence[str]) -> Iterator[Path]:
    """Yields a directory holding `rocke emit ARGS` as revision REV would write it."""
    with emitting_at(rev, args) as wait:
        yield wait()
