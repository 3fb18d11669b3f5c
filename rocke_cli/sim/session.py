"""One `rocke sim` session: plan the pipelines' instances, run every case in isolated workers,
collect the verdicts."""

from __future__ import annotations

import os
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..engine.catalog import Select, build
from ..errors import RockeError
from ..output import ui
from ..paths import root
from .dims import Dims, check_dims, int_list
from .pipelines import (
    ARCHS,
    ARTIFACTS,
    HIP_ARCHS,
    PIPELINES,
    Planned,
    adversarial_na,
    anchor_stage,
    cases_for,
    plan,
    unit_builds,
)
from .report import Instance
from .worker import Worker, run_unit_isolated, start_all, stop_all, take_spare

if TYPE_CHECKING:
    from ..registry.problem import Problem


@dataclass(frozen=True)
class SimRequest:
    pipeline: str  # a pipeline name or "all"
    select: Select
    dims: Dims
    adversarial: bool = False
    # with adversarial cases: each instance again with the guard off, to show that every
    # case would be caught without it (off: the guarded cases alone, e.g. at sizes where the
    # unguarded kernels' out-of-range loops would cost most of the run)
    control: bool = True
    jobs: int = 1
    timeout: float = 300.0  # seconds one case may run
    artifacts: tuple[str, ...] = ("ll",)  # ll, hip (the .hip through clang-22)
    # called with (pipeline, instance) as soon as an instance's last case has run
    on_done: Callable[[str, Instance], None] | None = None
    # `rocke sim --problem`: the chain the registry plans for this problem (its sizes from
    # `dims`) on each arch, instead of a pipeline's configs (pipeline "problem")
    problem: Problem | None = None


@dataclass
class SimOutcome:
    report: dict[str, Any]  # dims, adversarial, pipelines (with Instance objects), ok, wall_s
    runs: int
    failed: list[Instance]

    @property
    def instances(self) -> list[Instance]:
        return [i for p in self.report["pipelines"] for i in p["instances"]]


def parse_ints(spec: str, what: str) -> tuple[int, ...]:
    return tuple(int_list(spec, what, "64,17,0,100"))


def parse_heads(spec: str) -> tuple[int, int]:
    try:
        hq, hk = (int(x) for x in spec.split(":"))
    except ValueError:
        raise RockeError(f"--heads {spec}: expected HQ:HKV, e.g. 4:2") from None
    return hq, hk


def _pairs(req: SimRequest) -> tuple[tuple[str, ...], list[dict[str, str]]]:
    """The arches to plan, and the (arch, artifact) pairs skipped (with why)."""
    bad = [a for a in req.artifacts if a not in ARTIFACTS]
    if bad or not req.artifacts:
        raise RockeError(f"--artifact {','.join(bad) or '(none)'}: expected ll, hip or ll,hip")
    arches = tuple(a for a in ARCHS if a in req.select.arch) if req.select.arch else ARCHS
    if req.select.arch and len(arches) != len(set(req.select.arch)):
        raise RockeError(f"sim: --arch {','.join(req.select.arch)}: the simulator runs "
                         f"{', '.join(ARCHS)}")
    skipped = [{"arch": a, "artifact": "hip", "why": f"{a} is not a target of the HIP compiler",
                "configs": 0} for a in arches if "hip" in req.artifacts and a not in HIP_ARCHS]
    if req.artifacts == ("hip",) and len(skipped) == len(arches):
        raise RockeError(f"sim: --artifact hip --arch {','.join(arches)}: "
                         f"{skipped[0]['why']}; nothing to run")
    return arches, skipped


def _hip_unavailable(stages: list[tuple[str, str]]) -> str | None:
    """Why the .hip of a stage cannot be rendered (a body whose HIP template is not written
    yet): that instance fails, naming it, and the rest of the session runs."""
    from ..engine.render import render  # only with .hip asked for: Jinja stays unloaded

    for f, i in stages:
        try:
            render(build(f, i), "hip")
        except RockeError as e:
            return f"no .hip: {e}"
    return None


def launch_threads(jobs: int) -> int:
    """OS threads per launch in each worker: the cores shared out among the `jobs` workers
    (a launch runs independent workgroups side by side; runtime.launch)."""
    return max(1, (os.cpu_count() or 1) // max(1, jobs))


Unit = tuple[dict[str, Instance], bool, dict]  # (instances by artifact, guarded, worker unit)


def _units(pl: Planned, arts: list[str], req: SimRequest,
           hip_cache: str) -> tuple[dict[str, Instance], list[Unit]]:
    """The instances of one planned config (one per artifact) and the worker units that fill
    them: the guarded cases (a .hip next to its .ll on the same inputs, so that their
    differences are reported) and, with adversarial cases, one negative control per artifact."""
    mine = {}
    for a in arts:
        js = {**pl.to_json(), "artifact": a}
        if a == "hip" and not pl.missing:
            js["missing"] = _hip_unavailable(pl.stages)
        mine[a] = Instance(js)
    run = [a for a in arts if not mine[a].missing]
    if not run:
        return mine, []
    d = req.dims
    # the library root travels with the unit (a worker may start before --root is read), and
    # the configs as planned (a worker need not parse their families' files again)
    base = {"root": str(root()), "pipeline": pl.pipeline, "stages": pl.stages,
            "validate": pl.validate, "hip_cache": hip_cache,
            "threads": launch_threads(req.jobs), "dims": {
                "seqlens_q": list(d.seqlens_q), "seqlens_k": list(d.seqlens_k),
                "heads_q": d.heads_q, "heads_kv": d.heads_kv, "seed": d.seed,
                "raw": {k: {"cu": list(o.cu), "total": o.total, "max_seqlen": o.max_seqlen}
                        for k, o in (("q", d.raw_q), ("kv", d.raw_k)) if o is not None},
                **({"window": list(d.window)} if d.window is not None else {})}}
    base["configs"] = [build(f, i).config.to_json() for f, i in unit_builds(base)]
    cs = cases_for(pl, req.adversarial)
    both = ["ll", "hip"] if "hip" in run else run
    units: list[Unit] = [(mine, True, {**base, "guard": True, "cases": cs, "artifacts": both})]
    if len(cs) > 1 and req.control:  # the negative control: the same configs, guard off
        units += [({a: mine[a]}, False, {**base, "guard": False, "cases": cs,
                                         "artifacts": [a]}) for a in run]
    return mine, units


def _takes_offsets(pl: Planned) -> bool:
    """The instance decodes THD offsets (its anchor's layout is thd)."""
    fam = next(f for f, i in pl.stages if i == pl.anchor)
    return build(fam, pl.anchor).config.get("layout") == "thd"


def sized(spec: Problem, dims: Dims) -> Problem:
    """The registry's problem for a simulated batch: the spec's class (dtype, dims, layout,
    mask, paging), the sizes of the batch the simulator makes from `dims` (sim/problem.py)."""
    from dataclasses import replace

    from .adversarial import clean
    from .problem import paged_sizes

    oq = dims.raw_q or clean(list(dims.seqlens_q))
    ok = dims.raw_k or clean(list(dims.seqlens_k))
    vals: dict[str, Any] = {"batch": len(oq.cu) - 1, "heads_q": dims.heads_q,
                            "heads_kv": dims.heads_kv}
    if spec.thd:
        vals.update(total_q=oq.total, max_seqlen_q=oq.max_seqlen, total_k=ok.total,
                    max_seqlen_k=ok.max_seqlen)
    else:
        vals.update(seqlen_q=oq.max_seqlen, seqlen_k=ok.max_seqlen)
    if spec.paged:
        num_pages, max_pages = paged_sizes(dims.seqlens_k, spec.page_size)
        vals.update(num_pages=num_pages, max_pages=max_pages, total_k=0,
                    max_seqlen_k=max(dims.seqlens_k, default=0))
    return replace(spec, **vals)


def problem_planned(spec: Problem, dims: Dims, arch: str) -> Planned:
    """The instance the registry plans for the problem on `arch` (BadProblem or NoConfig when
    it cannot)."""
    from ..registry.plan import plan

    p = plan(sized(spec, dims), arch)
    stages = [tuple(s) for s in p.entry.stages]
    return Planned(p.chain, p.entry.anchor[1], arch, stages, None, adversarial_na(stages),
                   p.entry.validate)


def run_session(req: SimRequest) -> SimOutcome:
    pipeline, dims = req.pipeline, req.dims
    if (pipeline == "problem") != (req.problem is not None):
        raise RockeError("sim: give a PIPELINE or --problem, not both")
    if pipeline not in ("all", "problem") and pipeline not in PIPELINES:
        raise RockeError(f"unknown pipeline '{pipeline}' (known: all, {', '.join(PIPELINES)})")
    if req.problem is not None and req.problem.mask.kind == "window":
        # the problem's window sides: what its kernels take and the reference computes
        dims = replace(dims, window=(req.problem.window_left, req.problem.window_right))
        req = replace(req, dims=dims)
    arches, skipped = _pairs(req)
    check_dims(dims, req.adversarial)
    start_all()
    # the first worker starts now: its imports and LLVM set-up overlap the planning
    spare = take_spare() or [Worker().start()]
    try:
        return _session(req, arches, skipped, spare)
    finally:
        for w in spare:  # not taken (nothing to run, or an error while planning)
            w.close()


def _session(req: SimRequest, arches: tuple[str, ...], skipped: list[dict[str, str]],
             spare: list[Worker]) -> SimOutcome:
    pipeline, select, dims = req.pipeline, req.select, req.dims
    names = list(PIPELINES) if pipeline == "all" else [pipeline]
    by_chain: dict[str, list[Planned]] = {}
    if req.problem is not None:  # the registry's chain on each arch (dims checked already)
        for a in arches:
            pl = problem_planned(req.problem, dims, a)
            by_chain.setdefault(pl.pipeline, []).append(pl)
        names = list(by_chain)
    out: dict[str, Any] = {"dims": dims.to_json(), "adversarial": req.adversarial,
                           "control": req.adversarial and req.control,
                           "arches": list(arches), "artifacts": list(req.artifacts),
                           "skipped": skipped, "pipelines": []}
    no_hip = {s["arch"]: s for s in skipped}
    units: list[Unit] = []
    with tempfile.TemporaryDirectory(prefix="rocke-sim-hip-") as hip_cache:
        for n in names:
            p = PIPELINES[n]
            miss = p.missing()
            if miss:
                reason = (f"famil{'ies' if len(miss) > 1 else 'y'} {', '.join(miss)} "
                          f"not registered yet")
                if pipeline != "all":
                    raise RockeError(f"sim: pipeline {n} is unavailable: {reason}")
                out["pipelines"].append({"name": n, "available": False, "reason": reason,
                                         "instances": []})
                continue
            planned = by_chain[n] if req.problem is not None else plan(p, select)
            for pl in planned:
                if pl.arch in no_hip:
                    no_hip[pl.arch]["configs"] += 1
            planned = [pl for pl in planned
                       if any(a == "ll" or pl.arch not in no_hip for a in req.artifacts)]
            if not planned and pipeline != "all":
                raise RockeError(f"sim: the selection matches no {'/'.join(arches)} config of "
                                 f"pipeline {n} (anchor family {anchor_stage(p, select).family})")
            if dims.raw_q is not None:  # a given batch: offsets only THD instances take
                dense = [pl for pl in planned if not _takes_offsets(pl)]
                out["given_skipped"] = out.get("given_skipped", 0) + len(dense)
                planned = [pl for pl in planned if _takes_offsets(pl)]
            insts = []
            for pl in planned:
                arts = [a for a in req.artifacts if a == "ll" or pl.arch not in no_hip]
                mine, more = _units(pl, arts, req, hip_cache)
                insts += mine.values()
                units += more
            out["pipelines"].append({"name": n, "available": True, "reason": None,
                                     "instances": insts})
        if dims.raw_q is not None and not units:
            raise RockeError("--cu-seqlens-q: the selection has no THD config to run the batch "
                             "on (dense configs take no offsets; try --where layout=thd)")
        t0 = time.perf_counter()
        left = Counter(id(i) for mine, _, _ in units for i in mine.values())
        lock = threading.Lock()
        with ui.progress("sim", len(units)) as advance:
            local = threading.local()  # one long-lived worker process per pool thread
            workers: list[Worker] = []

            def one(u: Unit) -> None:
                mine, guard, unit = u
                if not hasattr(local, "worker"):
                    with lock:
                        local.worker = spare.pop() if spare else Worker()
                        workers.append(local.worker)
                results = run_unit_isolated(unit, req.timeout, worker=local.worker)
                with lock:  # results land and are reported one at a time, as they finish
                    for res in results:
                        # a crash or a hang is one result for every artifact of the unit
                        per = res.get("results") or {a: res for a in unit["artifacts"]}
                        for a, r in per.items():
                            if a in mine:
                                (mine[a].cases if guard else mine[a].unguarded).append(r)
                    for inst in mine.values():
                        left[id(inst)] -= 1
                        if left[id(inst)] == 0 and req.on_done:
                            req.on_done(unit["pipeline"], inst)
                advance(1)

            try:
                with ThreadPoolExecutor(max_workers=max(1, req.jobs)) as ex:
                    try:
                        list(ex.map(one, units))
                    except BaseException:  # a signal, an error: the pool's exit waits for
                        stop_all()         # its threads, so their workers go first
                        raise
            finally:
                for w in workers:
                    w.close()
    out["skipped"] = [sk for sk in skipped if sk["configs"]]  # only what the selection held

    outcome = SimOutcome(out, len(units), [])
    outcome.failed = [i for i in outcome.instances if not i.ok]
    out["ok"] = not outcome.failed
    out["wall_s"] = round(time.perf_counter() - t0, 2)
    return outcome
