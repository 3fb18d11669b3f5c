"""The generated C++ launch path (issue 35): rocke_launch.{h,cpp} compiled by the system g++
against the HIP headers with a recording stub of the HIP module API (tests/data/launch/
stub.cpp), its plans and recorded launches held to the Python plan for random problems: the
same chain, workspace layout, kernels, grids, blocks and kernarg bytes; a bad problem refused
by both."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from dataclasses import fields, replace
from pathlib import Path

import pytest
from helpers import ROOT, in_ci
from test_registry import POOLS, perturbed, random_problems
from test_registry_sim import SAMPLE

from rocke_cli.registry.chains import VALIDATE
from rocke_cli.registry.cpp import HEADER, SOURCE, TENSORS, generate, usable
from rocke_cli.registry.outputs import write_outputs
from rocke_cli.registry.plan import NoConfig, plan
from rocke_cli.registry.problem import BadProblem, Problem
from rocke_cli.registry.table import Table, catalog_table

HIP_HEADER = Path("/usr/include/hip/hip_runtime_api.h")
TENSOR_ADDR = [0x10000000 * (i + 1) for i in range(len(TENSORS))]
WORKSPACE = 0x7F0000000000


def _toolchain() -> str:
    gxx = shutil.which("g++")
    if gxx and HIP_HEADER.exists():
        return gxx
    why = "g++" if not gxx else str(HIP_HEADER)
    if in_ci():
        pytest.fail(f"{why} is missing (make native installs g++ and the HIP headers)")
    pytest.skip(f"{why} is missing")


def _all_objects(table) -> set[str]:
    out = set()
    for k, entries in table.classes.items():
        for e in entries:
            for f, i in [*([(VALIDATE, e.validate)] if e.validate else []), *e.stages]:
                out.add(f"{f}/{k[0]}/{i}.co")
    return out


def _table(order: str) -> Table:
    """The catalog's table, or each class's chains in reverse (another ranking: the chains
    the first one hides are then chosen, ws_seg 1 and the matrix-core bodies among them)."""
    t = catalog_table(("gfx942", "gfx950"))
    return t if order == "catalog" else Table({k: v[::-1] for k, v in t.classes.items()})


@pytest.fixture(scope="module", params=["catalog", "reversed"])
def driver(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Table]:
    table = _table(request.param)
    exe = compile_driver(table, tmp_path_factory.mktemp("launch"))
    return exe, table


def _line(p: Problem, arch: str) -> str:
    """The problem as the driver reads it (the C++ Problem's fields)."""
    v = {"thd": int(p.thd), "bf16": int(p.dtype == "bf16"), "align_tl": int(p.align == "tl"),
         "scale": p.scale or 0.0,
         "cu_seqlens_q_len": -1 if p.cu_seqlens_q_len is None else p.cu_seqlens_q_len,
         "cu_seqlens_k_len": -1 if p.cu_seqlens_k_len is None else p.cu_seqlens_k_len,
         "workspace_limit": p.workspace_limit or 0}  # 0: the default rule
    skip = {"layout", "dtype", "align", "scale", "tensors", "cu_seqlens_q_len",
            "cu_seqlens_k_len", "workspace_limit"}
    v.update({f.name: int(getattr(p, f.name)) for f in fields(p) if f.name not in skip})
    return arch + " " + " ".join(f"{k}={x}" for k, x in v.items())


def _run(exe: Path, problems: list[tuple[Problem, str]]) -> list[list[str]]:
    r = subprocess.run([str(exe)], input="".join(_line(p, a) + "\n" for p, a in problems),
                       capture_output=True, text=True, check=True)
    out, cur = [], []
    for ln in r.stdout.splitlines():
        if ln == "END":
            out.append(cur)
            cur = []
        else:
            cur.append(ln)
    assert len(out) == len(problems)
    return out


def _simulated() -> list[tuple[Problem, str]]:
    from rocke_cli.registry.problem import parse_problem
    from rocke_cli.sim.dims import Dims
    from rocke_cli.sim.session import sized

    out = []
    for arch, spec, heads, lq, lk, _chain in SAMPLE:
        hq, hk = map(int, heads.split(":"))
        p = parse_problem(spec, heads_q=hq, heads_kv=hk)
        out.append((sized(p, Dims(lq, lk, hq, hk, seed=3)), arch))
    return out


def _bad(rng: random.Random, p: Problem) -> Problem:
    """One value at fault, of the kinds a caller gets wrong."""
    return rng.choice([
        replace(p, batch=-rng.randint(0, 3)), replace(p, heads_kv=p.heads_kv + 1,
                                                      heads_q=2 * p.heads_kv + 1),
        replace(p, head_dim=80), replace(p, causal=1, window_left=3, window_right=1),
        replace(p, layout="thd", cu_seqlens_q_len=p.batch + 2),
        replace(p, layout="bshd", cu_seqlens_k_len=p.batch + 1, page_size=0, num_pages=0,
                max_pages=0),
        replace(p, window_left=-4), replace(p, align="tl", causal=0, window_left=-1,
                                            window_right=-1),
        replace(p, page_size=16, num_pages=2, max_pages=1, max_seqlen_k=17),
        replace(p, batch=1 << 16, seqlen_q=1 << 16, max_seqlen_q=1 << 16),
        replace(p, page_size=64, num_pages=1 << 26, max_pages=1, max_seqlen_k=1)])


def agrees(p: Problem, arch: str, table: Table, lines: list[str]) -> bool:
    """The C++ driver's output for `p` is the Python plan's (True), or both refuse (False)."""
    try:
        pl = plan(p, arch, table)
    except (BadProblem, NoConfig):
        assert lines[0].startswith("ERROR "), (p, lines)
        return False
    assert lines[0] == f"PLAN {pl.chain} {pl.workspace_bytes}", (p, lines)
    ws = [ln.split() for ln in lines if ln.startswith("WS ")]
    assert ws == [["WS", b.name, str(off), str(b.nbytes), str(int(b.zero))]
                  for b, off in pl.workspace()]
    memsets = [ln.split() for ln in lines if ln.startswith("MEMSET ")]
    assert memsets == [["MEMSET", str(WORKSPACE + off), "0", str(b.nbytes)]
                       for b, off in pl.workspace() if b.zero]
    loads = {ln.split()[1] for ln in lines if ln.startswith("LOAD ")}
    assert loads <= {f"OBJ/{la.code_object}" for la in pl.launches}
    addrs = pl.addresses(dict(zip(TENSORS, TENSOR_ADDR, strict=True)), WORKSPACE)
    got = [ln.split() for ln in lines if ln.startswith("LAUNCH ")]
    want = [["LAUNCH", la.kernel, *map(str, la.grid), *map(str, la.block), "0",
             la.kernarg(addrs).hex()] for la in pl.launches if not la.empty]
    assert got == want, p
    return True


def compile_driver(table: Table, d: Path) -> Path:
    """The generated C++ for `table` (every chain's objects built) with the recording stub."""
    gxx = _toolchain()
    header, source = generate(usable(table, _all_objects(table)))
    (d / HEADER).write_text(header)
    (d / SOURCE).write_text(source)
    exe = d / "driver"
    subprocess.run([gxx, "-std=c++17", "-O0", "-Wall", "-Wextra", "-Werror",
                    "-D__HIP_PLATFORM_AMD__", f"-I{d}", str(d / SOURCE),
                    str(ROOT / "tests/data/launch/stub.cpp"), "-o", str(exe)],
                   check=True, capture_output=True, text=True)
    return exe


def test_generated_cpp_plans_and_launches_what_python_plans(
        driver: tuple[Path, Table]) -> None:
    exe, table = driver
    rng = random.Random(7)
    problems = random_problems(300, seed=11)
    problems += [(_bad(rng, p), a) for p, a in problems[:60]]
    problems += _simulated()  # the problems tests/test_registry_sim.py runs in the simulator
    # perturbed values the C++ Problem can hold (its fields are int: no names, no i64)
    pools = {k: [x for x in v if not isinstance(x, int) or abs(x) < 1 << 31]
             for k, v in POOLS.items() if k not in ("layout", "dtype", "align")}
    problems += perturbed(200, 9, pools)
    planned = refused = 0
    for (p, arch), lines in zip(problems, _run(exe, problems), strict=True):
        if agrees(p, arch, table, lines):
            planned += 1
        else:
            refused += 1
    assert planned > 200 and refused > 100


def test_build_output_gets_the_cpp_of_what_it_built(tmp_path: Path) -> None:
    """write_outputs (rocke build's hook): the C++ over the chains whose objects DIR's
    manifest lists, the same bytes again, nothing without a manifest; a build with no whole
    chain still gets C++ that compiles (and plans nothing)."""
    gxx = _toolchain()
    empty = tmp_path / "empty"
    empty.mkdir()
    for name, text in zip((HEADER, SOURCE), generate([]), strict=True):
        (empty / name).write_text(text)
    subprocess.run([gxx, "-std=c++17", "-fsyntax-only", "-Wall", "-Wextra", "-Werror",
                    "-D__HIP_PLATFORM_AMD__", f"-I{empty}", str(empty / SOURCE)], check=True)
    tmp_path = tmp_path / "objects"
    tmp_path.mkdir()
    assert write_outputs(tmp_path) == []
    table = catalog_table(("gfx942",))
    entry = table.classes[next(iter(sorted(table.classes, key=repr)))][0]
    objs = {f"{f}/gfx942/{i}.co" for f, i in entry.stages}
    if entry.validate:
        objs.add(f"{VALIDATE}/gfx942/{entry.validate}.co")
    (tmp_path / "manifest.json").write_text(json.dumps(
        {"schema": "rocke.build/v1", "files": {o: {} for o in objs}}))
    assert write_outputs(tmp_path) == [HEADER, SOURCE]
    src = (tmp_path / SOURCE).read_text()
    assert src.count(f'"{entry.chain}"') == 1 and all(i in src for _f, i in entry.stages)
    assert write_outputs(tmp_path) == []


def test_generated_cpp_refuses_a_32_bit_index_as_python_does(driver: tuple[Path, Table]) -> None:
    """registry/indexing.py's rule, from the same products: the same refusal text."""
    from test_index_rule import BSHD, PAGED

    from rocke_cli.registry.problem import parse_problem

    exe, table = driver
    cases = [(parse_problem(BSHD), "gfx950"), (parse_problem(PAGED), "gfx942"),
             (parse_problem(BSHD.replace("batch=40000", "batch=35791")), "gfx950")]
    got = _run(exe, cases)
    for (p, arch), lines in zip(cases[:2], got, strict=False):
        with pytest.raises(BadProblem) as e:
            plan(p, arch, table)
        assert lines[0] == f"ERROR {e.value}", lines
    assert got[2][0].startswith("PLAN "), got[2]


@pytest.mark.parametrize(("target", "ok"), [
    ("gfx942:sramecc+:xnack-", True), ("gfx950:xnack+", True), ("gfx942:sramecc-", True),
    ("gfx942:xnack+:xnack-", False), ("gfx942:foo+", False), ("gfx942:sramecc", False),
    ("gfx90a:xnack-", False), ("gfx942:", False), ("GFX942", False)])
def test_a_target_name_as_hip_reports_it_plans_as_its_arch_in_python_and_cpp(
        target: str, ok: bool, driver: tuple[Path, Table]) -> None:
    """HIP's gcnArchName carries target features: both plans take them, the same ones."""
    from test_index_rule import BSHD

    from rocke_cli.registry.problem import parse_problem

    exe, table = driver
    p = parse_problem(BSHD.replace("batch=40000", "batch=2"))
    (lines,) = _run(exe, [(p, target)])
    try:
        pl = plan(p, target, table)
    except BadProblem as e:
        assert not ok and lines[0].startswith("ERROR problem: arch "), (e, lines)
        return
    assert ok
    assert pl.arch == target.split(":")[0]
    assert agrees(p, target, table, lines)


def test_load_brings_every_module_up_front_and_a_missing_one_names_its_path(
        driver: tuple[Path, Table]) -> None:
    """load() before graph capture: every code object of the plan, once; a missing one is
    the HIP error with its path (last_error())."""
    from test_index_rule import BSHD

    from rocke_cli.registry.problem import parse_problem

    exe, table = driver
    p = parse_problem(BSHD.replace("batch=40000", "batch=2"))
    pl = plan(p, "gfx942", table)
    (lines,) = _run(exe, [(p, "!gfx942")])
    first = pl.launches[0].code_object
    want = f"FAILED hipModuleLoad MISSING/{first} failed with hipError "
    assert any(ln.startswith(want) for ln in lines), lines
    (lines,) = _run(exe, [(p, "gfx942")])
    loads = [ln.split()[1] for ln in lines if ln.startswith("LOAD ")]
    launched = [i for i, ln in enumerate(lines) if ln.startswith("LAUNCH ")]
    first_launch = min(launched)
    assert sorted(loads) == sorted({f"OBJ/{la.code_object}" for la in pl.launches})
    assert all(i < first_launch for i, ln in enumerate(lines) if ln.startswith("LOAD "))
