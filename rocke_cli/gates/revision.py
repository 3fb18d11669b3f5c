"""Emit the artifacts of a git revision with that revision's own code (temporary worktree)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from pathlib import Path

from ..errors import RockeError
from ..paths import root


@contextlib.contextmanager
def emitted_at(rev: str, args: Sequence[str]) -> Iterator[Path]:
    """Yields a directory holding `rocke emit ARGS` as revision REV would write it."""
    with tempfile.TemporaryDirectory(prefix="rocke-rev-") as tmp:
        wt, out = Path(tmp) / "tree", Path(tmp) / "out"
        r = subprocess.run(["git", "-C", str(root()), "worktree", "add", "--detach", "-q",
                            str(wt), rev], capture_output=True, text=True)
        if r.returncode != 0:
            msg = (r.stderr.strip().splitlines() or ["git worktree failed"])[-1]
            raise RockeError(f"revision '{rev}': {msg}")
        try:
            # the revision's own code and library: its tree, whatever ROCKE_ROOT says here
            env = dict(os.environ, PYTHONPATH=str(wt), ROCKE_ROOT=str(wt))
            r = subprocess.run([sys.executable, "-m", "rocke_cli", "emit", "--out", str(out),
                                *args], cwd=wt, env=env, capture_output=True, text=True)
            if r.returncode != 0:
                tail = (r.stderr.strip().splitlines() or ["emit failed"])[-1]
                raise RockeError(f"revision '{rev}': its emit failed: {tail}")
            yield out
        finally:
            subprocess.run(["git", "-C", str(root()), "worktree", "remove", "--force", str(wt)],
                           capture_output=True)
