"""Running one planned instance: compile, launch its stages, and judge the outputs."""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np

from ..engine.catalog import build
from ..engine.families import Build
from ..engine.render import render
from ..errors import RockeError
from . import reference as R
from .adversarial import INT32_MAX, MIN_SEQS, Case, case
from .pack import pack
from .pipelines import FLAVOR, PIPELINES, Pipeline
from .problem import Dims
from .setups import Run, grid, make_problem, setup, stage_scalars


def judge(run: Run) -> dict[str, Any]:
    outs, stray, ok = [], {}, True
    for e in run.expects:
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
        unc = ~e.covered
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


def run_case(p: Pipeline, builds: list[Build], compiled: list, dims: Dims,
             c: Case) -> dict[str, Any]:
    from . import runtime

    prob = make_problem(p, builds, dims, c)
    run = setup(p, builds, prob, dims.seed)
    t0 = time.perf_counter()
    for i, (b, k) in enumerate(zip(builds, compiled, strict=True)):
        ka = pack(b.abi, run.arena.buffers, stage_scalars(p, i, prob, run), b.family)
        runtime.launch(k, ka, grid(b, prob))
    dt = time.perf_counter() - t0
    res = judge(run)
    res.update(case=c.name, time_s=round(dt, 3),
               valid_q=sum(1 for s in prob.q.spans if s is not None),
               valid_kv=sum(1 for s in prob.kv.spans if s is not None), batch=prob.batch)
    return res


def compile_builds(builds: list[Build]) -> list:
    from . import runtime

    out = []
    for b in builds:
        text = render(b, "ll", FLAVOR)
        out.append(runtime.compile_kernel(text, b.abi, b.config["wg_size"],
                                          f"{b.family} {b.id}"))
    return out


def check_dims(dims: Dims, adversarial: bool) -> None:
    if len(dims.seqlens_q) != len(dims.seqlens_k):
        raise RockeError(f"--seqlens-k: {len(dims.seqlens_k)} lengths for "
                         f"{len(dims.seqlens_q)} sequences")
    if not dims.seqlens_q:
        raise RockeError("--seqlens: at least one sequence")
    if any(n < 0 or n > 1 << 16 for n in dims.seqlens_q + dims.seqlens_k):
        raise RockeError("--seqlens: lengths must be in [0, 65536]")
    if dims.heads_q < 1 or dims.heads_kv < 1 or dims.heads_q % dims.heads_kv:
        raise RockeError(f"--heads {dims.heads_q}:{dims.heads_kv}: HQ must be a positive "
                         "multiple of HKV")
    if adversarial and len(dims.seqlens_q) < MIN_SEQS:
        raise RockeError(f"--adversarial needs at least {MIN_SEQS} sequences "
                         f"(--seqlens has {len(dims.seqlens_q)})")
    assert INT32_MAX  # the corpus' extremes are int32: lengths above stay far below


def run_unit(unit: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Run the cases of one planned instance (in the worker process), one result each."""
    p = PIPELINES[unit["pipeline"]]
    guard = bool(unit["guard"])
    builds = [build(f, i, guard) for f, i in unit["stages"]]
    d = unit["dims"]
    dims = Dims(tuple(d["seqlens_q"]), tuple(d["seqlens_k"]), d["heads_q"], d["heads_kv"],
                d["seed"])
    compiled = compile_builds(builds)
    for name in unit["cases"]:
        yield run_case(p, builds, compiled, dims, case(name))
