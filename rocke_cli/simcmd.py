"""CLI of `rocke sim`: run the shipped gfx942 llvm22 IR on the CPU (DESIGN section 10)."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import click

from . import catalog, ui
from .errors import CheckFailed, RockeError


def _ints(spec: str, what: str) -> tuple[int, ...]:
    try:
        return tuple(int(x) for x in spec.split(",") if x.strip())
    except ValueError:
        raise RockeError(f"{what} {spec}: expected comma-separated integers, e.g. 64,17,0,100") \
            from None


def _heads(spec: str) -> tuple[int, int]:
    try:
        hq, hk = (int(x) for x in spec.split(":"))
    except ValueError:
        raise RockeError(f"--heads {spec}: expected HQ:HKV, e.g. 4:2") from None
    return hq, hk


def run_sim(pipeline: str, select: catalog.Select, seqlens: str, seqlens_k: str | None,
            heads: str, seed: int, adversarial: bool, jobs: int, timeout: float,
            as_json: bool) -> None:
    from .sim.pipelines import ARCH, PIPELINES, cases_for, plan
    from .sim.problem import Dims
    from .sim.report import Instance, print_report
    from .sim.run import check_dims
    from .sim.worker import run_unit_isolated

    if select.arch and select.arch != ARCH:
        raise RockeError(f"sim runs the shipped {ARCH} llvm22 IR only (--arch {select.arch})")
    if pipeline != "all" and pipeline not in PIPELINES:
        raise RockeError(f"unknown pipeline '{pipeline}' (known: all, {', '.join(PIPELINES)})")
    hq, hk = _heads(heads)
    lq = _ints(seqlens, "--seqlens")
    dims = Dims(lq, _ints(seqlens_k, "--seqlens-k") if seqlens_k else lq, hq, hk, seed)
    check_dims(dims, adversarial)
    names = list(PIPELINES) if pipeline == "all" else [pipeline]
    out: dict[str, Any] = {"dims": dims.to_json(), "adversarial": adversarial, "pipelines": []}
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
                             f"(anchor family {p.stages[p.anchor].family})")
        insts = []
        for pl in planned:
            inst = Instance(pl.to_json())
            insts.append(inst)
            if pl.missing:
                continue
            base = {"pipeline": n, "stages": pl.stages, "dims": {
                "seqlens_q": list(dims.seqlens_q), "seqlens_k": list(dims.seqlens_k),
                "heads_q": hq, "heads_kv": hk, "seed": seed}}
            cs = cases_for(pl, adversarial)
            units.append((inst, True, {**base, "guard": True, "cases": cs}))
            if len(cs) > 1:  # the negative control: the same configs, guard off
                units.append((inst, False, {**base, "guard": False, "cases": cs}))
        out["pipelines"].append({"name": n, "available": True, "reason": None,
                                 "instances": insts})
    t0 = time.perf_counter()
    with ui.progress("sim", len(units)) as advance:
        def one(u: tuple[Instance, bool, dict]) -> None:
            inst, guard, unit = u
            res = run_unit_isolated(unit, timeout)
            (inst.cases if guard else inst.unguarded).extend(res)
            advance(1)

        with ThreadPoolExecutor(max_workers=max(1, jobs)) as ex:
            list(ex.map(one, units))
    wall = time.perf_counter() - t0
    insts = [i for p in out["pipelines"] for i in p["instances"]]
    failed = [i for i in insts if not i.ok]
    out["ok"] = not failed
    out["wall_s"] = round(wall, 2)
    if as_json:
        js = dict(out, pipelines=[dict(p, instances=[i.to_json() for i in p["instances"]])
                                  for p in out["pipelines"]])
        print(json.dumps(js, indent=2, sort_keys=True))
    else:
        print_report(out, adversarial)
    summary = (f"sim: {len(insts) - len(failed)} of {len(insts)} pipeline configs passed "
               f"({len(units)} runs, {wall:.1f} s)")
    if failed:
        raise CheckFailed(summary + "; failed: " + ", ".join(
            sorted({f"{i.planned['pipeline']} {i.planned['anchor']}" for i in failed})[:20]))
    if not as_json:
        print(summary)


def command(select: Callable[[Any], Any]) -> click.Command:
    """The `sim` command; `select` is the CLI's SELECT decorator (passed in: no import cycle)."""

    @click.command("sim")
    @click.argument("pipeline")
    @select
    @click.option("--seqlens", default="70,17,0,33", show_default=True,
                  help="q sequence lengths (thd: one per sequence; bshd: B = count, S = max)")
    @click.option("--seqlens-k", default=None, help="kv sequence lengths (default: --seqlens)")
    @click.option("--heads", default="4:2", show_default=True,
                  help="HQ:HKV (GQA group = HQ/HKV)")
    @click.option("--seed", type=int, default=0, show_default=True)
    @click.option("--adversarial", is_flag=True,
                  help="bad offsets / block tables, and the --no-guard negative control")
    @click.option("--timeout", type=float, default=300.0, show_default=True,
                  help="seconds one case may run")
    @click.option("--json", "as_json", is_flag=True, help="print the report as JSON")
    @click.option("-j", "--jobs", type=click.IntRange(1, 256), default=os.cpu_count() or 1,
                  show_default=True, help="worker processes")
    def sim(pipeline: str, select: catalog.Select, seqlens: str, seqlens_k: str | None,
            heads: str, seed: int, adversarial: bool, timeout: float, as_json: bool,
            jobs: int) -> None:
        """Run a pipeline's shipped gfx942 IR on the CPU against a float64 reference.

        PIPELINE: all, prep, convert, reduce, worklist, atomic, split, deterministic, paged.
        """
        run_sim(pipeline, select, seqlens, seqlens_k, heads, seed, adversarial, jobs, timeout,
                as_json)

    return sim
