"""One `rocke sim` session: plan the pipelines' instances, run every case in isolated workers,
collect the verdicts."""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..engine.catalog import Select
from ..errors import RockeError
from ..output import ui
from .pipelines import ARCH, PIPELINES, anchor_stage, cases_for, plan
from .problem import Dims
from .report import Instance
from .run import check_dims
from .worker import run_unit_isolated, stop_all


@dataclass(frozen=True)
class SimRequest:
    pipeline: str  # a pipeline name or "all"
    select: Select
    dims: Dims
    adversarial: bool = False
    jobs: int = 1
    timeout: float = 300.0  # seconds one case may run
    # called with (pipeline, instance) as soon as an instance's last case has run
    on_done: Callable[[str, Instance], None] | None = None


@dataclass
class SimOutcome:
    report: dict[str, Any]  # dims, adversarial, pipelines (with Instance objects), ok, wall_s
    runs: int
    failed: list[Instance]

    @property
    def instances(self) -> list[Instance]:
        return [i for p in self.report["pipelines"] for i in p["instances"]]


def parse_ints(spec: str, what: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in spec.split(",") if x.strip())
    except ValueError:
        raise RockeError(f"{what} {spec}: expected comma-separated integers, e.g. 64,17,0,100") \
            from None


def parse_heads(spec: str) -> tuple[int, int]:
    try:
        hq, hk = (int(x) for x in spec.split(":"))
    except ValueError:
        raise RockeError(f"--heads {spec}: expected HQ:HKV, e.g. 4:2") from None
    return hq, hk


def run_session(req: SimRequest) -> SimOutcome:
    pipeline, select, dims = req.pipeline, req.select, req.dims
    if any(a != ARCH for a in select.arch):
        raise RockeError(f"sim runs the shipped {ARCH} llvm22 IR only "
                         f"(--arch {','.join(select.arch)})")
    if pipeline != "all" and pipeline not in PIPELINES:
        raise RockeError(f"unknown pipeline '{pipeline}' (known: all, {', '.join(PIPELINES)})")
    check_dims(dims, req.adversarial)
    names = list(PIPELINES) if pipeline == "all" else [pipeline]
    out: dict[str, Any] = {"dims": dims.to_json(), "adversarial": req.adversarial,
                           "pipelines": []}
    units: list[tuple[Instance, bool, dict]] = []
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
        planned = plan(p, select)
        if not planned and pipeline != "all":
            raise RockeError(f"sim: the selection matches no {ARCH} config of pipeline {n} "
                             f"(anchor family {anchor_stage(p, select).family})")
        insts = []
        for pl in planned:
            inst = Instance(pl.to_json())
            insts.append(inst)
            if pl.missing:
                continue
            base = {"pipeline": n, "stages": pl.stages, "dims": {
                "seqlens_q": list(dims.seqlens_q), "seqlens_k": list(dims.seqlens_k),
                "heads_q": dims.heads_q, "heads_kv": dims.heads_kv, "seed": dims.seed}}
            cs = cases_for(pl, req.adversarial)
            units.append((inst, True, {**base, "guard": True, "cases": cs}))
            if len(cs) > 1:  # the negative control: the same configs, guard off
                units.append((inst, False, {**base, "guard": False, "cases": cs}))
        out["pipelines"].append({"name": n, "available": True, "reason": None,
                                 "instances": insts})
    t0 = time.perf_counter()
    left = Counter(id(inst) for inst, _, _ in units)
    lock = threading.Lock()
    with ui.progress("sim", len(units)) as advance:
        def one(u: tuple[Instance, bool, dict]) -> None:
            inst, guard, unit = u
            res = run_unit_isolated(unit, req.timeout)
            with lock:  # results land and are reported one at a time, as they finish
                (inst.cases if guard else inst.unguarded).extend(res)
                left[id(inst)] -= 1
                if left[id(inst)] == 0 and req.on_done:
                    req.on_done(unit["pipeline"], inst)
                advance(1)

        with ThreadPoolExecutor(max_workers=max(1, req.jobs)) as ex:
            try:
                list(ex.map(one, units))
            except BaseException:  # a signal, an error: the pool's exit waits for its threads
                stop_all()
                raise
    outcome = SimOutcome(out, len(units), [])
    outcome.failed = [i for i in outcome.instances if not i.ok]
    out["ok"] = not outcome.failed
    out["wall_s"] = round(time.perf_counter() - t0, 2)
    return outcome
