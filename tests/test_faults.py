"""rocke under faults (issue 11, docs/design.md §11): a signal to the process group ends a run with
one line and 128 + the signal, leaving no worker process, temp file or git worktree behind; a
write error is one line naming the path and leaves the output as it was; files get the umask's
mode (a rewritten one keeps its own); bless clears the temp files a killed bless left."""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers import ROOT, Sandbox, make_sandbox

from rocke_cli.files import write_atomic

FAM = "attention_bwd_convert"  # the smallest family that still spreads over worker processes
MAIN = "attention_bwd_main"  # the largest: its render runs long enough to be interrupted


@pytest.fixture
def sb(tmp_path: Path) -> Sandbox:
    return make_sandbox(tmp_path / "sb")


def start(sb: Sandbox, *args: str, umask: int = -1, **more: str) -> subprocess.Popen:
    """`rocke ARGS` in the sandbox, in a process group of its own (as a shell starts a job)."""
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "COLUMNS")}
    env.update(PYTHONPATH=str(sb.root),
               ROCKE_LLVM20_PYTHON=str(ROOT / ".venv-llvm20" / "bin" / "python"), **more)
    return subprocess.Popen([sys.executable, "-m", "rocke_cli", *args], cwd=sb.root, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, umask=umask)


def finish(p: subprocess.Popen, timeout: float = 30) -> tuple[int, str]:
    try:
        _, err = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        p.communicate()
        pytest.fail(f"no exit {timeout} s after the signal (a hang)")
    return p.returncode, err


def processes_of(sb: Sandbox) -> list[str]:
    """Every live process that runs the sandbox's code: its path is in the command line or the
    environment (PYTHONPATH) of rocke, its forked workers, LLVM and sim workers alike."""
    marker = str(sb.root).encode()
    out = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit() or int(d.name) == os.getpid():
            continue
        try:
            seen = (d / "cmdline").read_bytes() + (d / "environ").read_bytes()
            state = (d / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if marker in seen and state != "Z":
            cmd = seen.split(b"\0")[:6]
            out.append(f"{d.name}: {b' '.join(cmd)[:200]!r}")
    return out


def wait_for(what: Callable[[], bool], p: subprocess.Popen, timeout: float = 60) -> None:
    end = time.monotonic() + timeout
    while not what():
        if p.poll() is not None:
            pytest.fail(f"rocke ended (rc {p.returncode}) before the point the test interrupts: "
                        f"{p.communicate()[1][-500:]}")
        if time.monotonic() > end:
            os.killpg(p.pid, signal.SIGKILL)
            pytest.fail("the run never reached the point the test interrupts")
        time.sleep(0.02)


def assert_clean_stop(p: subprocess.Popen, sig: int, sb: Sandbox, alone: bool = False,
                      within_s: float = 30) -> str:
    """`sig` to rocke's process group (a shell's Ctrl-C), or to rocke `alone` (kill PID)."""
    t0 = time.monotonic()
    if alone:
        os.kill(p.pid, sig)
    else:
        os.killpg(p.pid, sig)
    rc, err = finish(p, timeout=within_s)
    assert time.monotonic() - t0 < within_s
    assert rc == 128 + sig, (rc, err)
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert err.startswith("rocke: interrupted"), err
    left = processes_of(sb)
    assert not left, left  # reaped before rocke exits: not even briefly an orphan
    return err


def temps_under(d: Path) -> list[str]:
    return sorted(str(p.relative_to(d)) for p in d.rglob(".*") if p.is_file())


def git(sb: Sandbox, *args: str) -> str:
    r = subprocess.run(["git", "-C", str(sb.root), *args], capture_output=True, text=True,
                       check=True)
    return r.stdout


def worktrees(sb: Sandbox) -> list[str]:
    # read while `worktree add` may be half-way (git then fails): as "nothing new yet"
    r = subprocess.run(["git", "-C", str(sb.root), "worktree", "list", "--porcelain"],
                       capture_output=True, text=True)
    return [ln.removeprefix("worktree ") for ln in r.stdout.splitlines()
            if ln.startswith("worktree ")] if r.returncode == 0 else [str(sb.root)]


def as_repo(sb: Sandbox, move: bool = True) -> None:
    """The sandbox as a git repository with one commit, then (`move`) a template edit that
    moves every convert kernel (a comment: cosmetic), so there is something to explain."""
    git(sb, "init", "-q")
    git(sb, "add", "-A")
    git(sb, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "base")
    tpl = sb.root / "templates" / f"{FAM}.ll.j2"
    if move:
        tpl.write_text("; moved\n" + tpl.read_text())


# --- signals ------------------------------------------------------------------------------


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_during_emit_stops_the_worker_pool_cleanly(sb, sig):
    out = sb.root / "out"
    p = start(sb, "emit", "--family", MAIN, "-j", "2", "--out", str(out))
    # rendering has started when the two workers exist beside the parent
    wait_for(lambda: len(processes_of(sb)) >= 3, p)
    assert_clean_stop(p, sig, sb)
    # staged, never half-written: the directory holds nothing at all, no temp file either
    assert not out.exists() or not any(out.rglob("*")), sorted(out.rglob("*"))[:5]


def test_a_signal_during_verify_stops_the_llvm_workers_cleanly(sb):
    p = start(sb, "verify", "--family", FAM, "--artifact", "ll", "--flavor", "llvm22", "-j", "2")
    wait_for(lambda: any("llvm_worker" in x for x in processes_of(sb)), p)
    assert_clean_stop(p, signal.SIGINT, sb)


def test_a_signal_during_sim_stops_the_sim_workers_cleanly(sb):
    p = start(sb, "sim", "convert", "--config", "gfx942.f16.d64.bm64.thd.ws0*", "-j", "2")
    wait_for(lambda: any("rocke_cli.sim.worker" in x for x in processes_of(sb)), p)
    assert_clean_stop(p, signal.SIGINT, sb)


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_to_rocke_alone_during_verify_ends_it_and_its_llvm_workers_at_once(sb, sig):
    # issue 22: the pool waited for its LLVM workers to finish the whole phase (69-79 s)
    p = start(sb, "verify", "--family", MAIN, "--flavor", "llvm22", "--artifact", "ll",
              "-j", "2")  # an LLVM phase of a minute
    wait_for(lambda: any("llvm_worker" in x for x in processes_of(sb)), p)
    time.sleep(1)  # compiling
    assert_clean_stop(p, sig, sb, alone=True, within_s=2)


ORPHAN = """
import subprocess, sys
from rocke_cli import children
children.adopt_orphans()
# a child that leaves a grandchild behind and exits (a killed git leaving its own git child,
# a sim worker's forked case): the grandchild is re-parented to this process
subprocess.run(["sh", "-c", "sleep 3{n} >/dev/null 2>&1 & exit 0"], check=True)
children.finish()
"""


def test_what_a_child_leaves_behind_is_reaped_before_rocke_exits() -> None:
    marker = f"{os.getpid() % 100000:05d}"  # unique sleep arguments: `sleep 3<marker>`
    r = subprocess.run([sys.executable, "-c", ORPHAN.format(n=marker)], capture_output=True,
                       text=True, timeout=60, cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert r.returncode == 0, r.stderr
    alive = [d.name for d in Path("/proc").iterdir() if d.name.isdigit()
             and _cmdline(d) == f"sleep 3{marker}"]
    assert not alive, alive  # without the subreaper the sleep runs on, an orphan of init


def _cmdline(d: Path) -> str:
    try:
        return (d / "cmdline").read_bytes().replace(b"\0", b" ").decode().strip()
    except OSError:
        return ""


def test_ctrl_c_while_sim_compiles_a_hip_leaves_no_temp_file(sb, tmp_path):
    # issue 22: a sim worker killed while clang ran left $TMPDIR/rocke-hip-*/k0.hip
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    p = start(sb, "sim", "convert", "--arch", "gfx942", "--config",
              "gfx942.f16.d64.bm64.thd.ws0.full", "--artifact", "hip", "--seqlens", "5,3",
              "-j", "1", TMPDIR=str(tmp))
    # the kernel's compile has begun (the precompiled header's, in the cache, came first)
    wait_for(lambda: any(tmp.rglob("k0.hip")), p)
    assert_clean_stop(p, signal.SIGINT, sb)
    assert sorted(tmp.rglob("*")) == []


def test_the_next_run_removes_the_childrens_temp_directory_of_a_run_killed_outright(sb, tmp_path):
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    p = start(sb, "sim", "convert", "--arch", "gfx942", "--config",
              "gfx942.f16.d64.bm64.thd.ws0.full", "--artifact", "hip", "--seqlens", "5,3",
              "-j", "1", TMPDIR=str(tmp))
    wait_for(lambda: any("clang" in x for x in processes_of(sb)), p)
    os.killpg(p.pid, signal.SIGKILL)
    p.communicate()
    # the children's scratch (rocke's own temp directories go with their with-blocks, which
    # SIGKILL skips: beyond any program's reach)
    left = sorted(tmp.glob("rocke-run-*"))
    assert left, "nothing to remove: the test proves nothing"
    old = time.time() - 60  # the next run leaves a young one alone: it may be starting
    for d in left:
        os.utime(d, (old, old))
    r = subprocess.run([sys.executable, "-m", "rocke_cli", "list", "--family", FAM],
                       cwd=sb.root, env=dict(os.environ, PYTHONPATH=str(sb.root),
                                             TMPDIR=str(tmp)), capture_output=True)
    assert r.returncode == 0
    assert sorted(tmp.glob("rocke-run-*")) == []


@pytest.mark.parametrize("command,sig", [
    (("check-golden", "--family", FAM, "--explain", "HEAD"), signal.SIGTERM),
    (("check-golden", "--family", FAM, "--explain", "HEAD"), signal.SIGINT),
    (("check-byte-identity", "--family", FAM, "--against", "HEAD"), signal.SIGTERM),
], ids=["explain-SIGTERM", "explain-SIGINT", "against-SIGTERM"])
def test_a_signal_while_a_revision_is_emitted_removes_its_worktree(sb, command, sig):
    as_repo(sb)
    p = start(sb, *command)
    wait_for(lambda: len(worktrees(sb)) > 1, p)
    tree = Path(worktrees(sb)[1])
    assert_clean_stop(p, sig, sb)
    assert worktrees(sb) == [str(sb.root)]
    assert not tree.parent.exists(), tree.parent  # the temp directory around it too


def _dead_runs_worktree(sb: Sandbox, lock: str) -> Path:
    """A worktree as a run of rocke leaves it when killed outright (SIGKILL): its temp
    directory, its lock file (`lock`: 'free', 'held' by a live process, or 'none')."""
    tmp = Path(tempfile.mkdtemp(prefix="rocke-rev-"))
    if lock != "none":
        (tmp / "lock").touch()
    git(sb, "worktree", "add", "--detach", "-q", str(tmp / "tree"), "HEAD")
    return tmp / "tree"


def test_the_next_run_removes_worktrees_of_killed_runs_and_only_those(sb):
    as_repo(sb, move=False)
    dead, alive, unknown = (_dead_runs_worktree(sb, k) for k in ("free", "held", "none"))
    try:
        with open(alive.parent / "lock", "rb") as f:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX)  # a run still going holds its lock
            p = start(sb, "check-byte-identity", "--family", FAM, "--config",
                      "gfx942.f16.d64.bm64.thd.ws0.full", "--against", "HEAD")
            rc, err = finish(p, timeout=120)
        assert rc == 0, err
        left = worktrees(sb)
        assert str(dead) not in left and not dead.parent.exists()
        assert str(alive) in left and str(unknown) in left, left  # not known dead: kept
    finally:
        for t in (dead, alive, unknown):
            subprocess.run(["git", "-C", str(sb.root), "worktree", "remove", "--force",
                            str(t)], capture_output=True)
            shutil.rmtree(t.parent, ignore_errors=True)


# --- write errors -------------------------------------------------------------------------


def test_a_write_error_is_one_line_naming_the_path(sb):
    (sb.root / "afile").write_text("x")
    r = sb.rocke("emit", "--family", FAM, "--out", "afile/out")
    assert r.rc == 2, r
    assert r.err.splitlines() == [r.err.strip()] and "internal error" not in r.err, r.err
    assert r.err.startswith("rocke: error: afile/out: cannot write: "), r.err


def test_a_failed_emit_leaves_the_output_directory_as_it_was(sb):
    out = sb.root / "out"
    first = sb.rocke("emit", "--family", FAM, "--flavor", "llvm22", "--artifact", "ll",
                     "--out", "out")
    assert first.rc == 0, first.err
    # a file where the .hip directory must go: every .ll of the next run could be written
    (out / FAM / "hip").write_text("in the way\n")
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    r = sb.rocke("emit", "--family", FAM, "--out", "out")
    assert r.rc == 2 and r.err.strip().startswith(f"rocke: error: out/{FAM}/hip"), r.err
    after = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    assert after == before, sorted(set(after) - set(before))[:5]
    assert not [p for p in out.rglob("*") if p.is_dir() and not any(p.iterdir())]


# --- modes --------------------------------------------------------------------------------


@pytest.mark.parametrize("umask,mode", [(0o022, 0o644), (0o027, 0o640)])
def test_emitted_files_get_the_umask_mode(sb, umask, mode):
    p = start(sb, "emit", "--family", FAM, "--out", "out", umask=umask)
    rc, err = finish(p, timeout=120)
    assert rc == 0, err
    out = sb.root / "out"
    modes = {stat.S_IMODE(f.stat().st_mode) for f in out.rglob("*") if f.is_file()}
    assert modes == {mode}, {oct(m) for m in modes}
    assert stat.S_IMODE((out / "manifest.json").stat().st_mode) == mode


def test_a_rewritten_file_keeps_its_mode(tmp_path):
    f = tmp_path / "g.json"
    f.write_text("old\n")
    f.chmod(0o664)
    write_atomic(f, "new\n")
    assert f.read_text() == "new\n" and stat.S_IMODE(f.stat().st_mode) == 0o664


def test_a_reblessed_golden_keeps_its_mode(sb):
    g = sb.root / "golden" / f"{FAM}.json"
    data = json.loads(g.read_text())
    data["hip"].pop(sorted(data["hip"])[0])  # one entry to bless back: the file is rewritten
    g.write_text(json.dumps(data, sort_keys=True, indent=2) + "\n")
    g.chmod(0o664)
    p = start(sb, "bless", "--family", FAM, "--artifact", "hip", umask=0o077)
    rc, err = finish(p, timeout=120)
    assert rc == 0, err
    assert json.loads(g.read_text())["hip"].keys() == \
        json.loads((ROOT / "golden" / f"{FAM}.json").read_text())["hip"].keys()
    assert stat.S_IMODE(g.stat().st_mode) == 0o664


# --- stale temp files ---------------------------------------------------------------------


def test_bless_removes_the_temp_files_a_killed_bless_left(sb):
    gd = sb.root / "golden"
    stale = [gd / f".{FAM}.json.k3x_9abc.tmp", gd / FAM / "hip" / ".x.hip.abcdefgh.tmp"]
    for s in stale:
        s.parent.mkdir(parents=True, exist_ok=True)
        s.write_text("half")
    kept = [gd / ".lock", gd / ".keep"]  # not a rocke temp name: not ours to remove
    for k in kept:
        k.write_text("")
    p = start(sb, "bless", "--family", FAM, "--artifact", "hip")
    rc, err = finish(p, timeout=120)
    assert rc == 0, err
    assert not [s for s in stale if s.exists()]
    assert all(k.exists() for k in kept)


def test_a_signal_raised_in_a_pool_thread_wins_over_the_errors_of_the_workers_it_killed() -> None:
    # a deferred signal is raised where its signals_deferred block ends, which may be a pool
    # thread (a cache write); the other thread's worker, killed by the signal's hooks, fails
    # first in submission order: the run must still end as the signal says, not exit 2
    from concurrent.futures import Future

    from rocke_cli.errors import Interrupted, RockeError, gather

    def done(value: object = None, error: BaseException | None = None) -> Future:
        f: Future = Future()
        f.set_exception(error) if error is not None else f.set_result(value)
        return f

    with pytest.raises(Interrupted):
        gather([done(error=RockeError("LLVM worker failed after 7/199 jobs: exit -9")),
                done(error=Interrupted(2)), done(3)])
    with pytest.raises(RockeError, match="first"):
        gather([done(1), done(error=RockeError("first")), done(error=RockeError("second"))])
    assert gather([done(1), done(2)]) == [1, 2]


@pytest.mark.parametrize("where", ["start-up", "command"])
def test_a_signal_that_an_import_wraps_is_still_a_clean_stop(where: str) -> None:
    """Seen under load: SIGINT while start-up imported platform (its uname_result) gave a
    traceback and exit 1: Python wraps the handler's exception, raised in a class attribute's
    __set_name__, in a RuntimeError. Start-up's imports and a command's alike end with one
    line and 130."""
    hook = "cache.probe = late" if where == "start-up" else "cli.check_stdout = late"
    code = (
        "import signal, sys\n"
        "from rocke_cli import cache, cli, start\n"
        "from rocke_cli.errors import Interrupted\n"
        "class Bomb:\n"
        "    def __set_name__(self, owner, name):\n"
        "        raise Interrupted(signal.SIGINT)\n"
        "def late():\n"
        "    type('Late', (), {'x': Bomb()})\n"
        f"{hook}\n"
        "sys.argv = ['rocke', 'list']\n"
        "start.main()\n")
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "COLUMNS")}
    env["PYTHONPATH"] = str(ROOT)
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                       text=True, timeout=60)
    assert (r.returncode, r.stderr) == (128 + signal.SIGINT, "rocke: interrupted (SIGINT)\n")
