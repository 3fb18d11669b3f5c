"""The simulator runs the registry's plan (issue 35): for a sample of problems across every
chain (atomic, split, deterministic, paged), both layouts, masks, GQA and MLA, the chain the
registry plans is run in the simulator, which launches exactly the plan's kernels, grids and
kernarg bytes (each pointer its buffer's address, the same buffer the same address), and the
outputs pass the tolerance rule."""

from __future__ import annotations

import json
import struct

import pytest

from rocke_cli.registry.plan import plan
from rocke_cli.registry.problem import parse_problem
from rocke_cli.sim import runtime
from rocke_cli.sim.dims import Dims
from rocke_cli.sim.run import run_unit
from rocke_cli.sim.session import problem_planned, sized

# (arch, problem class, heads, q lengths, kv lengths, the chain it must get)
SAMPLE = [
    ("gfx942", "layout=thd,dtype=f16,d=64", "4:2", (9, 0, 21), (14, 5, 0), "atomic"),
    ("gfx942", "layout=thd,d=64,align=tl,window=-1:24,deterministic=1", "2:1", (20, 3), (30, 7),
     "split"),
    ("gfx942", "layout=thd,d=64,align=tl,window=40:8", "2:2", (33, 1), (12, 40), "atomic"),
    ("gfx942", "layout=thd,dtype=bf16,d=96", "2:2", (33, 1), (12, 40), "deterministic"),
    ("gfx942", "layout=bshd,d=64,causal=1,page_size=16", "4:1", (19, 19), (37, 5), "paged"),
    ("gfx950", "layout=thd,d=192,dv=128,window=48:16", "2:1", (17, 30), (25, 9), "atomic"),
    # the shipped ranking's fastest deterministic chain there is main(slices) -> reduce
    ("gfx950", "layout=bshd,dtype=bf16,d=64,causal=1,deterministic=1", "4:1", (24, 24),
     (24, 24), "deterministic"),
]


@pytest.mark.parametrize(("arch", "spec", "heads", "lq", "lk", "chain"), SAMPLE,
                         ids=[f"{s[0]}-{s[5]}-{s[1]}" for s in SAMPLE])
def test_the_simulator_launches_the_plan(monkeypatch: pytest.MonkeyPatch, arch: str,
                                         spec: str, heads: str, lq: tuple, lk: tuple,
                                         chain: str) -> None:
    hq, hk = map(int, heads.split(":"))
    dims = Dims(lq, lk, hq, hk, seed=3)
    problem = parse_problem(spec, heads_q=hq, heads_kv=hk)
    want = plan(sized(problem, dims), arch)
    assert want.chain == chain
    pl = problem_planned(problem, dims, arch)
    assert (pl.pipeline, pl.stages, pl.validate) == (
        want.chain, [tuple(s) for s in want.entry.stages], want.entry.validate)

    seen: list[tuple[str, tuple, bytes]] = []
    real = runtime.launch

    def spy(c, kernarg, grid, timeout=300.0, *, threads=1):  # noqa: ANN001, ANN202
        seen.append((c.kernel, tuple(grid), bytes(kernarg)))
        return real(c, kernarg, grid, timeout, threads=threads)

    monkeypatch.setattr(runtime, "launch", spy)
    unit = {"pipeline": pl.pipeline, "stages": pl.stages, "validate": pl.validate,
            "guard": True, "cases": ["clean"], "artifacts": ["ll"], "threads": 1,
            "dims": {"seqlens_q": list(lq), "seqlens_k": list(lk), "heads_q": hq,
                     "heads_kv": hk, "seed": 3,
                     # a window's sides: the plan's kernel arguments, the reference's mask
                     "window": [problem.window_left, problem.window_right]}}
    (res,) = run_unit(unit)
    verdict = res["results"]["ll"]
    assert verdict["ok"], verdict

    assert [(k, g) for k, g, _ in seen] == [(la.kernel, la.grid) for la in want.launches]
    addrs: dict[str, int] = {}
    for (_k, _g, got), la in zip(seen, want.launches, strict=True):
        for a in la.build.abi.layout():
            if a["type"].endswith("*"):
                (addr,) = struct.unpack_from("<Q", got, a["offset"])
                assert addrs.setdefault(a["name"], addr) == addr  # one buffer, one address
        assert got == la.kernarg(addrs)
    assert len(set(addrs.values())) == len(addrs)
    assert set(addrs) == {b.name for b in want.buffers}


def test_rocke_sim_problem_runs_the_planned_chain() -> None:
    from helpers import cli

    spec = "layout=thd,d=64,heads=6:2,window=40:8,align=tl,deterministic=1"
    r = cli("sim", "--problem", spec, "--arch", "gfx942", "--seqlens", "7,20", "--json")
    assert r.returncode == 0, r.stderr
    js = json.loads(r.stdout)
    (pipe,) = js["pipelines"]
    (inst,) = pipe["instances"]
    p = plan(sized(parse_problem(spec), Dims((7, 20), (7, 20), 6, 2, 0)), "gfx942")
    assert pipe["name"] == p.chain == "split" and js["dims"]["heads"] == "6:2"
    assert js["dims"]["window"] == [40, 8]  # the problem's sides, the kernels' arguments
    assert [s["id"] for s in inst["stages"]] == [i for _f, i in p.entry.stages]
    assert inst["ok"]
    for args in (("sim", "atomic", "--problem", spec), ("sim", "--problem", spec, "--where",
                                                       "head_dim=64"), ("sim",)):
        r = cli(*args)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, args
