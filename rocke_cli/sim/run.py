"""Running one planned instance: compile, launch its stages, and judge the outputs; with both
artifacts, the .hip outputs are also compared with the .ll outputs on the same inputs."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from ..engine.catalog import adopt, build
from ..engine.config import Config
from ..engine.families import Build
from ..engine.render import render
from ..files import write_atomic
from ..reader import read_text
from . import reference as R
from .adversarial import Case, case, given
from .dims import Dims
from .pack import addresses
from .pipelines import FLAVOR, PIPELINES, Pipeline, unit_builds
from .setups import Run, make_problem, setup
from .validity import sequences


def judge(run: Run) -> dict[str, Any]:
    outs, stray, ok = [], {}, True
    for e in run.expected():
        buf = run.arena[e.name]
        got = buf.read()
        if e.exact:
            cov = e.covered
            diff = np.abs(got[cov] - e.ref[cov]) if cov.any() else np.zeros(0)
            with np.errstate(invalid="ignore"):
                err = float(np.nan_to_num(diff, nan=np.inf).max()) if diff.size else 0.0
            v = {"name": e.name, "max_abs": err, "max_rel": err, "naive_max_abs": 0.0,
                 "bound": 0.0, "nan": int(np.isnan(got[cov]).sum()), "count": int(cov.sum()),
                 "ok": err == 0.0}
        else:
            v = R.judge(e.name, got[e.covered], e.ref[e.covered], e.naive[e.covered]).to_json()
        unc = ~e.covered if e.ignored is None else ~e.covered & ~e.ignored
        touched = unc & ~buf.unwritten() & (got != 0)
        n_stray = int(touched.sum())
        if n_stray:
            stray[e.name] = n_stray
        v["stray"] = n_stray
        ok = ok and v["ok"] and not n_stray
        outs.append(v)
    can = run.arena.canaries()
    hits = {n: c for n, c in can.items() if c["before"] or c["after"]}
    return {"ok": ok and not hits, "outputs": outs, "stray": stray, "canary_hits": hits,
            "canary_buffers": len(can)}


def _launch_all(p: Pipeline, compiled: list, run: Run, c: Case, *,
                threads: int = 1) -> tuple[Run, dict[str, Any]]:
    from . import runtime

    builds, prob = run.builds, run.prob
    n = len(p.stages)
    # the validation report (a build past the stages) runs first, on the offsets as passed:
    # the order, grids and argument values are the registry's (run.launches)
    order = list(range(n, len(builds))) + list(range(n))
    t0 = time.perf_counter()
    for i, la in zip(order, run.launches, strict=True):
        b, k = builds[i], compiled[i]
        seg = la.kernarg(addresses(b.abi, run.arena.buffers, b.family), tag="sim")
        runtime.launch(k, np.frombuffer(seg, dtype=np.uint8).copy(), la.grid, threads=threads)
    dt = time.perf_counter() - t0
    res = judge(run)
    if len(builds) > n:
        res["sequences"], disagree = sequences(prob, run.arena["status"].read(), run.unjudged)
        if disagree:
            res["ok"] = False
            res["guard_disagrees"] = disagree
    res.update(case=c.name, time_s=round(dt, 3),
               contractible=sum(k.contractible for k in compiled),
               valid_q=sum(1 for s in prob.q.spans if s is not None),
               valid_kv=sum(1 for s in prob.kv.spans if s is not None), batch=prob.batch)
    return run, res


def _ordered(x: np.ndarray) -> np.ndarray:
    """IEEE bit patterns as integers whose difference counts representable values (ulps)."""
    u = x.view(f"u{x.itemsize}").astype(np.int64)
    top = 1 << (8 * x.itemsize - 1)
    return np.where(u >= top, top - u, u)


def compare(a: Run, b: Run) -> dict[str, dict[str, Any]]:
    """Per output, b against a on the covered elements: elements whose bits differ, the
    largest absolute difference and the largest difference in ulps of the output type."""
    out = {}
    for e in b.expected():
        ba, bb = a.arena[e.name], b.arena[e.name]
        ra, rb = ba.view()[e.covered], bb.view()[e.covered]
        same = ra.view(f"u{ra.itemsize}") == rb.view(f"u{rb.itemsize}")
        d = np.abs(ba.read()[e.covered] - bb.read()[e.covered])
        d = np.where(same, 0.0, np.nan_to_num(d, nan=np.inf))
        ulp = 0
        if ba.elem != "i32" and len(ra):
            ulp = int(np.where(same, 0, np.abs(_ordered(ra) - _ordered(rb))).max())
        elif len(ra):
            ulp = int(np.abs(ra.astype(np.int64) - rb.astype(np.int64)).max())
        out[e.name] = {"differ": int((~same).sum()), "count": int(len(ra)),
                       "max_abs": float(d.max()) if len(d) else 0.0, "max_ulp": ulp}
    return out


def run_case(p: Pipeline, builds: list[Build], kernels: Mapping[str, list], dims: Dims,
             c: Case, *, threads: int = 1) -> dict[str, Any]:
    """One case on every artifact's kernels, each on fresh buffers holding the same inputs;
    a .hip run next to an .ll run carries its differences from it (`vs_ll`). A stuck
    workgroup or diverged wave fails that artifact's case, naming who waits where."""
    from .runtime import SimDiverged, SimHang

    runs, failed = {}, {}
    prob = make_problem(p, builds, dims, c)
    # inputs and expected outputs once per case (the float64 reference is most of a case's
    # non-launch time); each artifact launches on its own copy of the buffers
    base = setup(p, builds, prob, dims.seed)
    arts = list(kernels)
    for a, k in kernels.items():
        run = base if a == arts[-1] else replace(base, arena=base.arena.clone())
        try:
            runs[a] = _launch_all(p, k, run, c, threads=threads)
        except (SimHang, SimDiverged) as e:
            failed[a] = {"case": c.name, "ok": False, "error": str(e), "outputs": [],
                         "stray": {}, "canary_hits": {}, "hung": isinstance(e, SimHang)}
    if "hip" in runs and "ll" in runs:
        runs["hip"][1]["vs_ll"] = compare(runs["ll"][0], runs["hip"][0])
    results = {a: runs[a][1] if a in runs else failed[a] for a in kernels}
    for run in (base, *(r for r, _ in runs.values())):
        run.arena.release()  # its memory serves the next case (a second release is a no-op)
    return {"case": c.name, "results": results}


def compile_builds(builds: list[Build], artifact: str, hip_cache: str | None = None) -> list:
    """The JIT-compiled kernels of one artifact: the llvm22 .ll of the config's arch, or the
    device IR clang-22 makes of the .hip (cached by text in `hip_cache`, shared by workers)."""
    from . import runtime

    out = []
    for b in builds:
        if artifact == "hip":
            text, where = hip_ir(b, hip_cache), f"{b.family} {b.id} (hip)"
        else:
            text, where = render(b, "ll", FLAVOR), f"{b.family} {b.id}"
        out.append(runtime.compile_kernel(text, b.abi, b.config["wg_size"], where))
    return out


def hip_ir(b: Build, cache: str | None) -> str:
    src = render(b, "hip")
    path = Path(cache) / f"{hashlib.sha256(src.encode()).hexdigest()}.ll" if cache else None
    if path and path.exists():
        return read_text(path, what="device IR")  # bounded: the directory is shared
    from ..toolchain.hip import device_ir  # only for a .hip: clang, the content cache

    text = device_ir(src, b.config["arch"], f"{b.family} {b.id} (hip)")
    if path:
        write_atomic(path, text)
    return text


def run_unit(unit: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Run the cases of one planned instance (in the worker process) on each of its
    artifacts, one result per case: {"case", "results": {artifact: verdict}}."""
    p, builds, dims, kernels = prepare_unit(unit)
    for name in unit["cases"]:
        yield run_case(p, builds, kernels, dims, case(name), threads=int(unit.get("threads", 1)))


def prepare_unit(unit: Mapping[str, Any]) -> tuple[Pipeline, list[Build], Dims, dict]:
    """A unit's pipeline, builds, dims and JIT-compiled kernels by artifact (compiling is
    cached in the process: a forked child of a worker that prepared the unit compiles
    nothing)."""
    p = PIPELINES[unit["pipeline"]]
    guard = bool(unit["guard"])
    for c in unit.get("configs", ()):
        adopt(Config.from_json(c))
    builds = [build(f, i, guard) for f, i in unit_builds(unit)]
    d = unit["dims"]
    raw = {k: given(v["cu"], v["total"], v["max_seqlen"])
           for k, v in d.get("raw", {}).items()}
    dims = Dims(tuple(d["seqlens_q"]), tuple(d["seqlens_k"]), d["heads_q"], d["heads_kv"],
                d["seed"], raw.get("q"), raw.get("kv"),
                tuple(d["window"]) if d.get("window") is not None else None)
    kernels = {a: compile_builds(builds, a, unit.get("hip_cache")) for a in unit["artifacts"]}
    return p, builds, dims, kernels
