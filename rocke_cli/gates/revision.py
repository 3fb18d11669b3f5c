"""Emit the artifacts of a git revision with that revision's own code (temporary worktree).

The worktree never outlives the run: it is removed on every way out (an error, SIGINT,
SIGTERM: those raise Interrupted here), and a run killed outright (SIGKILL, a crash) leaves a
`rocke-rev-*` directory whose lock nobody holds, which the next run removes (docs/design.md §6).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from ..errors import RockeError, signals_deferred
from ..paths import root

PREFIX = "rocke-rev-"  # the temp directory: <tmp>/rocke-rev-XXXX/{lock,tree,out}


def _git(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["git", "-C", str(root()), *args], capture_output=True, text=True)


def resolve(rev: str) -> str:
    """The commit REV names; an unknown one is the one-line error every use of REV gives."""
    r = _git("rev-parse", "--verify", "-q", f"{rev}^{{commit}}")
    if r.returncode != 0:
        raise RockeError(f"revision '{rev}': not a commit of this repository")
    return r.stdout.strip()


def file_at(rev: str, rel: str) -> str | None:
    """The text of the file at `rel` (from the library's root) as REV holds it; None: none."""
    r = _git("show", f"{rev}:./{rel}")
    return r.stdout if r.returncode == 0 else None


def golden_at(rev: str, family: str) -> dict | None:
    """golden/<family>.json as REV holds it (None: REV has none, or not one rocke reads):
    what REV blessed, read without a worktree (explain pairs an id REV lacks with a sibling
    REV blessed)."""
    r = _git("show", f"{rev}:./golden/{family}.json")
    if r.returncode != 0:
        return None
    try:
        data = json.loads(r.stdout)
    except json.JSONDecodeError:
        return None
    return data if isinstance(data, dict) else None


def remove_stale_worktrees() -> list[Path]:
    """Remove the worktrees of runs that died without cleaning up: a `rocke-rev-*/tree`
    worktree whose lock file no live process holds (the lock is released when its holder
    dies, however it dies). One without a lock file is not known to be ours: left alone."""
    r = _git("worktree", "list", "--porcelain")
    gone: list[Path] = []
    if r.returncode != 0:
        return gone
    for line in r.stdout.splitlines():
        wt = Path(line.removeprefix("worktree ")) if line.startswith("worktree ") else None
        if wt is None or wt.name != "tree" or not wt.parent.name.startswith(PREFIX):
            continue
        try:
            with open(wt.parent / "lock", "rb") as f:
                fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # no lock file, or a live run holds it (BlockingIOError)
            continue
        _remove_worktree(wt)
        shutil.rmtree(wt.parent, ignore_errors=True)
        gone.append(wt)
    return gone


def _remove_worktree(wt: Path) -> None:
    # `worktree add` locks the tree while it builds it: one killed then leaves it locked and
    # half-made, which remove refuses and prune skips; unlocked, its directory gone, prune
    # drops the entry
    _git("worktree", "unlock", str(wt))
    _git("worktree", "remove", "--force", "--force", str(wt))
    shutil.rmtree(wt, ignore_errors=True)
    _git("worktree", "prune")


@contextlib.contextmanager
def emitting_at(rev: str, args: Sequence[str]) -> Iterator[Callable[[], Path]]:
    """Starts `rocke emit ARGS` as revision REV would run it, in the background; yields a
    `wait()` that returns the directory it wrote (the caller works meanwhile)."""
    remove_stale_worktrees()
    with tempfile.TemporaryDirectory(prefix=PREFIX) as tmp, \
            open(Path(tmp) / "lock", "wb") as lock:
        # held for the whole run: a later run that can take it knows this one is dead
        fcntl.flock(lock.fileno(), fcntl.LOCK_EX)
        wt, out = Path(tmp) / "tree", Path(tmp) / "out"
        proc = None
        try:
            # inside the try: a signal during `worktree add` leaves an entry to remove too
            r = _git("worktree", "add", "--detach", "-q", str(wt), rev)
            if r.returncode != 0:
                msg = (r.stderr.strip().splitlines() or ["git worktree failed"])[-1]
                raise RockeError(f"revision '{rev}': {msg}")
            # the revision's own code and library: its tree, whatever ROCKE_ROOT says here
            env = dict(os.environ, PYTHONPATH=str(wt), ROCKE_ROOT=str(wt))
            with signals_deferred():  # bound to `proc` before a signal can leave it running
                proc = subprocess.Popen([sys.executable, "-m", "rocke_cli", "emit", "--out",
                                         str(out), *args], cwd=wt, env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                        text=True, start_new_session=True)

            def wait() -> Path:
                _, err = proc.communicate()
                if proc.returncode != 0:
                    tail = (err.strip().splitlines() or ["emit failed"])[-1]
                    raise RockeError(f"revision '{rev}': its emit failed: {tail}")
                return out

            yield wait
        finally:
            if proc is not None and proc.poll() is None:  # the caller failed first
                # its own process group, killed whole: REV's code may predate rocke's own
                # worker pool, whose workers outlive a parent killed alone
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
            _remove_worktree(wt)


@contextlib.contextmanager
def emitted_at(rev: str, args: Sequence[str]) -> Iterator[Path]:
    """Yields a directory holding `rocke emit ARGS` as revision REV would write it."""
    with emitting_at(rev, args) as wait:
        yield wait()
