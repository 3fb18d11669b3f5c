"""`make bench`: configs per second for emit, check-golden and bless, check-golden's time
relative to merely hashing the same bytes, and what the content cache saves (a second verify
against a first, bless with nothing changed against check-golden), measured side by side in one
run with a fresh cache of its own (never the user's); and `rocke sim` of one config, next to
another checkout's (ROCKE_BENCH_BEFORE) when given."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .engine.catalog import Select
from .paths import MANIFEST, MARKER, root
from .settings import settings


def _time(fn) -> float:  # noqa: ANN001
    t = time.perf_counter()
    fn()
    return time.perf_counter() - t


# a selection big enough to weigh (both LLVMs, both archs, scalar and matrix-core bodies, .hip)
# and small enough for a bench: every dq config
VERIFY_SELECT = ("--family", "attention_bwd_dq")
_ENV: dict[str, str] = {}  # the bench's own cache: set in main()


def _cli(cwd: Path, *args: str) -> None:
    subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=cwd, check=True,
                   env=dict(os.environ, PYTHONPATH=str(cwd), **_ENV), capture_output=True)


def main() -> None:
    jobs = os.cpu_count() or 1
    n = len(Select().apply())
    with tempfile.TemporaryDirectory(prefix="rocke-bench-") as tmp:
        proj = Path(tmp) / "proj"
        for name in ("rocke_cli", "templates", "configs", "golden", "pyproject.toml", MARKER):
            src = root() / name
            (shutil.copytree if src.is_dir() else shutil.copy2)(src, proj / name)
        out = Path(tmp) / "out"
        # the copy has no side venv: check-golden and bless identify LLVM 20 through this one's
        llvm20 = settings().llvm20_python or str(root() / ".venv-llvm20" / "bin" / "python")
        _ENV.update(XDG_CACHE_HOME=str(Path(tmp) / "cache"), ROCKE_CACHE="on",
                    ROCKE_LLVM20_PYTHON=llvm20)
        t_emit = _time(lambda: _cli(proj, "emit", "--out", str(out), "-j", str(jobs)))
        t_check = _time(lambda: _cli(proj, "check-golden", "-j", str(jobs)))
        t_bless_cold = _time(lambda: _cli(proj, "bless", "-j", str(jobs)))
        t_bless = _time(lambda: _cli(proj, "bless", "-j", str(jobs)))
        verify = ("verify", *VERIFY_SELECT, "-j", str(jobs))
        t_verify_cold = _time(lambda: _cli(proj, *verify))
        t_verify = _time(lambda: _cli(proj, *verify))
        files = [p for p in out.rglob("*") if p.is_file() and p.name != MANIFEST]
        t_hash = _time(lambda: [hashlib.sha256(p.read_bytes()).hexdigest() for p in files])
        t_start = _time(lambda: _cli(proj, "--help"))
        native = _native_times(proj, Path(tmp))
    print(f"configs: {n}, artifacts: {len(files)}, workers: {jobs}")
    for name, t in (("emit", t_emit), ("check-golden", t_check),
                    ("bless (no change, empty cache)", t_bless_cold),
                    ("bless (no change)", t_bless)):
        print(f"{name:30s} {t:7.2f} s  {n / t:8.1f} configs/s")
    print(f"bless (no change) / check-golden: {t_bless / t_check:.2f}x "
          f"(empty cache: {t_bless_cold / t_check:.2f}x)")
    sel = " ".join(VERIFY_SELECT)
    print(f"verify {sel}: first {t_verify_cold:.1f} s, second {t_verify:.1f} s, second / "
          f"first {100 * t_verify / t_verify_cold:.1f}%")
    print(f"hash only          {t_hash:7.3f} s")
    print(f"process start-up   {t_start:7.2f} s (included in each figure above)")
    print(f"check-golden / hash-only ratio: {t_check / t_hash:.1f}x "
          f"({(t_check - t_start) / t_hash:.1f}x without start-up)")
    for who, (per_index, batch) in native.items():
        print(f"check-native {who:14s} per-index {per_index:6.2f} s  batch {batch:6.2f} s  "
              f"per-index / batch {per_index / batch:.1f}x")
    _modeled(jobs)
    _sim_report(jobs)


PERF_REPEAT = 3  # runs of `rocke perf --summary`, this tree's and the other's interleaved


def _modeled(jobs: int) -> None:
    """The model over every shipped kernel (llvm22): modeled figures, labelled so; then the
    whole command's wall time with a filled compile cache, medians of PERF_REPEAT runs
    interleaved with ROCKE_BENCH_BEFORE's when set."""
    from .figures import perf_select
    from .output import ui
    from .perf import SUMMARY_COLUMNS, family_summary, summary_rows

    t = time.perf_counter()
    perfs = perf_select(Select(), "llvm22", jobs)
    took = time.perf_counter() - t
    ui.table("rocke perf --summary: MODELED at the datasheet clock (model v3; not measured; "
             "docs/perf-model.md)", SUMMARY_COLUMNS, summary_rows(family_summary(perfs)))
    print(f"perf model: {len(perfs)} kernels compiled and modeled in {took:.1f} s")
    before = settings().bench_before
    trees = {"now": root(), **({"before": Path(before)} if before else {})}
    walls: dict[str, list[float]] = {who: [] for who in trees}
    args = ("perf", "--summary", "-j", str(jobs))
    with tempfile.TemporaryDirectory(prefix="rocke-bench-perf-") as tmp:
        for who, tree in trees.items():  # each tree fills its own compile cache first
            _run_sim(tree, Path(tmp) / who, *args)
        for _ in range(PERF_REPEAT):
            for who, tree in trees.items():
                walls[who].append(_run_sim(tree, Path(tmp) / who, *args)[0])
    row = "  ".join(f"{who} {_median(w):6.1f} s" for who, w in walls.items())
    ratio = f"  (now / before: {_median(walls['now']) / _median(walls['before']):.2f}x)" \
        if before else ""
    print(f"rocke {' '.join(args)}, compile cache filled, medians of {PERF_REPEAT}: "
          f"{row}{ratio}")


# `rocke sim` of one gfx942 scalar atomic config (the heaviest kernel with many barriers): the
# whole command's wall time, and the launches' (the cases' time_s); and a sixteenth of
# `make sim-all` (every pipeline, both arches, .ll and .hip, adversarial and the negative control)
SIM_ARGS = ("sim", "atomic", "--config", "gfx942.f16.d64.bm32bn64.thd.ws1.full.c1.atomic",
            "--heads", "8:8", "-j", "1", "--json")
SIM_SIZES = {"--seqlens 512,256": ("--seqlens", "512,256"),
             "--seqlens 512 --seqlens-k 256": ("--seqlens", "512", "--seqlens-k", "256")}
SHARD_ARGS = ("-q", "sim", "all", "--adversarial", "--artifact", "ll,hip", "--shard", "1/16")


def _run_sim(tree: Path, cache: Path, *args: str) -> tuple[float, str]:
    t = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=tree,
                       env=dict(os.environ, PYTHONPATH=str(tree), XDG_CACHE_HOME=str(cache)),
                       capture_output=True, text=True, check=True)
    return time.perf_counter() - t, r.stdout


def sim_times(tree: Path, cache: Path) -> dict[str, tuple[float, float]]:
    """Per size: (wall seconds of `rocke sim`, seconds its launches took), run from `tree`
    with the content cache in `cache`."""
    out = {}
    for name, sizes in SIM_SIZES.items():
        wall, text = _run_sim(tree, cache, *SIM_ARGS, *sizes)
        rep = json.loads(text)
        runs = sum(c["time_s"] for p in rep["pipelines"] for i in p["instances"]
                   for c in i["cases"])
        out[name] = (wall, runs)
    return out


REPEAT = 5  # runs of each filled-cache figure, this tree's and the other's interleaved


def _median(xs: list[float]) -> float:
    xs = sorted(xs)
    return (xs[(len(xs) - 1) // 2] + xs[len(xs) // 2]) / 2


def _sim_report(jobs: int) -> None:
    """This tree's simulator with an empty content cache, then REPEAT runs with it filled
    interleaved with REPEAT runs of ROCKE_BENCH_BEFORE's when set (the same sizes, its own
    cache): medians, and their ratio (one run each is at the mercy of a noisy host)."""
    before = settings().bench_before
    with tempfile.TemporaryDirectory(prefix="rocke-bench-sim-") as tmp:
        trees = {"now, cache filled": (root(), Path(tmp) / "now")}
        if before:
            trees["before"] = (Path(before), Path(tmp) / "before")
        empty = sim_times(root(), Path(tmp) / "now")  # the one run that finds it empty
        runs: dict[str, dict[str, list[tuple[float, float]]]] = {
            who: {size: [] for size in SIM_SIZES} for who in trees}
        for _ in range(REPEAT):
            for who, (tree, cache) in trees.items():
                for size, t in sim_times(tree, cache).items():
                    runs[who][size].append(t)
        print(f"rocke {' '.join(SIM_ARGS)} ... (filled cache, before: medians of {REPEAT} "
              "interleaved runs)")
        for size in SIM_SIZES:
            times = {"now, empty cache": empty[size]}
            times.update({who: (_median([w for w, _ in r[size]]),
                                _median([x for _, x in r[size]])) for who, r in runs.items()})
            print(f"  {size}")
            for who, (wall, launches) in times.items():
                row = f"    {who:18s} wall {wall:6.2f} s, launches {launches:6.2f} s"
                if before and who != "before":
                    wb, lb = times["before"]
                    row += (f"  (before / now: wall {wb / wall:.1f}x, "
                            f"launches {lb / max(launches, 1e-3):.1f}x)")
                print(row)
        shard = (*SHARD_ARGS, "-j", str(jobs))
        walls = {"now, empty cache": _run_sim(root(), Path(tmp) / "shard", *shard)[0],
                 "now, cache filled": _run_sim(root(), Path(tmp) / "shard", *shard)[0]}
        if before:
            walls["before"] = _run_sim(Path(before), Path(tmp) / "shard-before", *shard)[0]
        print(f"rocke {' '.join(shard)} (a sixteenth of make sim-all)")
        for who, w in walls.items():
            ratio = f"  (before / now: {walls['before'] / w:.1f}x)" if before and \
                who != "before" else ""
            print(f"    {who:18s} wall {w:7.1f} s, x16 = {16 * w / 60:5.1f} min{ratio}")


TWIN_FAMILY = "attention_bwd_convert"


def _native_times(proj: Path, tmp: Path) -> dict[str, tuple[float, float]]:
    """check-native over every config and flavor of the twin's family, per index and batch,
    against the C++ twin (when built) and against the Python engine's native-emit."""
    shim = tmp / "py-emitters" / TWIN_FAMILY
    shim.parent.mkdir()
    shim.write_text(f"#!/bin/sh\nPYTHONPATH={proj} exec {sys.executable} -m rocke_cli "
                    f"native-emit {TWIN_FAMILY} \"$@\"\n")
    shim.chmod(0o755)
    dirs = {"python engine": shim.parent}
    twin = root() / "native" / "build" / TWIN_FAMILY
    if twin.exists():
        dirs = {"C++ twin": twin.parent, **dirs}
    out = {}
    for who, d in dirs.items():
        args = ("check-native", "--emitters", str(d), "--family", TWIN_FAMILY)
        out[who] = (_time(lambda a=args: _cli(proj, *a)),
                    _time(lambda a=args: _cli(proj, *a, "--batch")))
    return out


if __name__ == "__main__":
    main()
