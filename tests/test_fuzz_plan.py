"""Issue 48's properties, with hypothesis: problem specs and selection tables as a hostile user
writes them. A spec gives a plan or one BadProblem/NoConfig line, never another exception, and
the generated C++ plans what Python plans or refuses what Python refuses (the same driver as
tests/test_launch_cpp.py); a tampered table is refused naming its entry, or is the registry's
own chains reordered, and then plans in C++ as in Python.

A fixed seed, a small budget and no database keep it reproducible. The specs worth keeping
(one per distinct outcome reached) are in tests/data/plan-corpus.json with the outcome each
gives: every run replays them. `python tests/test_fuzz_plan.py` searches with a larger budget
and rewrites the corpus."""

from __future__ import annotations

import copy
import json
import re
import sys
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from test_launch_cpp import _run, _table, agrees, compile_driver

from rocke_cli.errors import RockeError
from rocke_cli.registry.plan import NoConfig, plan
from rocke_cli.registry.problem import BadProblem, Problem, parse_problem
from rocke_cli.registry.table import Table, catalog_table, load_table

CORPUS = Path(__file__).parent / "data" / "plan-corpus.json"
SEED = 20261206
BUDGET = settings(max_examples=150, deadline=None, database=None,
                  suppress_health_check=[HealthCheck.too_slow])
ARCHES = ("gfx942", "gfx950")

INTS = ["-1", "0", "1", "2", "3", "7", "16", "64", "65", "127", "128", "255", "256", "4096",
        "65535", "65536", "1048576", "2147483647", "2147483648", "99999999999", "x", "1.5"]
VALUES = {
    "layout": ["bshd", "thd", "sbhd"], "dtype": ["f16", "bf16", "fp8"],
    "d": ["64", "128", "192", "80", "0"], "dv": ["0", "64", "128", "256"],
    "heads": ["1", "4", "4:2", "32", "32:8", "3:2", "0:1", "65535", "60000:60000"],
    "batch": INTS, "seqlen": INTS, "seqlen_k": INTS, "total": INTS, "max_seqlen": INTS,
    "max_seqlen_k": INTS, "causal": ["0", "1", "2"], "align": ["br", "tl", "xx"],
    "window": ["-1:0", "256:0", "40:8", "4096:0", "-2:0", "5"], "page_size": ["0", "16", "64",
                                                                                 "48"],
    "num_pages": INTS, "max_pages": INTS, "deterministic": ["0", "1", "maybe"],
    "scale": ["0.125", "1e-50", "3.5e38", "1e300", "inf", "nan", "-1", "0"],
    "cu_seqlens_q_len": INTS,
    "workspace_limit": ["1", "0", "-1", "4096", "4194304", "67108864", "99999999999",
                        "9223372036854775807", "9223372036854775808", "1.5", "x"],
}


@st.composite
def specs(draw: st.DrawFn) -> tuple[str, str]:
    """A spec of a few keys (maybe repeated, maybe odd values) and an arch."""
    keys = draw(st.lists(st.sampled_from(sorted(VALUES)), min_size=0, max_size=9))
    if draw(st.booleans()):
        keys = ["layout", "dtype", "d", "heads", "batch", "seqlen", *keys]
    parts = [f"{k}={draw(st.sampled_from(VALUES[k]))}" for k in keys]
    sep = draw(st.sampled_from([",", " "]))
    return sep.join(parts), draw(st.sampled_from(ARCHES))


def outcome(spec: str, arch: str, table: Table | None = None) -> str:
    """`plan CHAIN WS N` or the refusal with its numbers dropped (one outcome per kind of
    fault); anything but a one-line BadProblem/NoConfig propagates and fails the test."""
    try:
        p = plan(parse_problem(spec), arch, table)
    except (BadProblem, NoConfig) as e:
        msg = str(e)
        assert msg and "\n" not in msg, msg
        msg = msg.replace(f"--problem {spec}:", "--problem SPEC:")
        return re.sub(r"-?\d+(\.\d+)?(e[-+]?\d+)?", "N", f"{type(e).__name__}: {msg}")
    return f"plan {p.chain} {p.workspace_bytes} {len(p.launches)}"


def _cpp_agrees(exe: Path, table: Table, cases: list[tuple[str, str]]) -> None:
    problems = []
    for spec, arch in cases:
        try:
            p = parse_problem(spec)
        except BadProblem:
            continue  # the C++ takes a parsed Problem: a spec parse refuses has no C++ twin
        if _representable(p):
            problems.append((p, arch))
    for (p, arch), lines in zip(problems, _run(exe, problems), strict=True):
        agrees(p, arch, table, lines)


def _representable(p: Problem) -> bool:
    """The C++ Problem holds the values: its fields are int (no value past i32, no name it
    lacks; workspace_limit a long long); its scale 0, offsets length -1 and workspace_limit 0
    mean "not given" (a Python 0 or -1, refused, has no twin)."""
    ints = [v for f in fields(p) if type(v := getattr(p, f.name)) is int
            and f.name != "workspace_limit"]
    lim = p.workspace_limit
    return (all(-(1 << 31) <= v < 1 << 31 for v in ints) and p.scale != 0
            and (lim is None or (lim != 0 and -(1 << 63) <= lim < 1 << 63))
            and -1 not in (p.cu_seqlens_q_len, p.cu_seqlens_k_len)
            and p.layout in ("bshd", "thd") and p.dtype in ("f16", "bf16")
            and p.align in ("br", "tl"))


@pytest.fixture(scope="module")
def catalog_driver(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return compile_driver(_table("catalog"), tmp_path_factory.mktemp("fuzzplan"))


@seed(SEED)
@BUDGET
@given(case=specs())
def test_any_spec_plans_or_is_one_refusal_and_the_cpp_agrees(
        case: tuple[str, str], catalog_driver: Path) -> None:
    outcome(*case)
    _cpp_agrees(catalog_driver, _table("catalog"), [case])


def test_the_corpus_replays_to_its_outcomes(catalog_driver: Path) -> None:
    corpus = json.loads(CORPUS.read_text())
    assert len(corpus) >= 20
    for c in corpus:
        assert outcome(c["spec"], c["arch"]) == c["outcome"], c
    _cpp_agrees(catalog_driver, _table("catalog"), [(c["spec"], c["arch"]) for c in corpus])


# ---- tables ---------------------------------------------------------------------------------

BASE = json.loads(catalog_table(ARCHES).text())
TAMPER = ["chain", "stages", "validate", "figure", "key", "drop", "swap"]


@st.composite
def tampered(draw: st.DrawFn) -> dict:
    """The catalog's table with a few classes' chains reordered or cut, and maybe one entry's
    field changed to another entry's or a stray value."""
    t = copy.deepcopy(BASE)
    classes = t["classes"]
    for _ in range(draw(st.integers(0, 3))):
        c = draw(st.sampled_from(classes))
        c["chains"] = draw(st.permutations(c["chains"]))[:draw(st.integers(1, 4))]
    if draw(st.booleans()):
        c = draw(st.sampled_from(classes))
        e = draw(st.sampled_from(c["chains"]))
        other = draw(st.sampled_from(draw(st.sampled_from(classes))["chains"]))
        how = draw(st.sampled_from(TAMPER))
        if how == "chain":
            e["chain"] = draw(st.sampled_from(["atomic", "split", "paged", "x", None]))
        elif how == "stages":
            e["stages"] = other["stages"]
        elif how == "validate":
            e["validate"] = other["validate"]
        elif how == "figure":
            e["expected_tflops"] = draw(st.sampled_from([1.5, -1, 0, "9", float("nan"), True]))
        elif how == "key":
            c["key"] = draw(st.sampled_from(classes))["key"]
        elif how == "drop":
            e.pop(draw(st.sampled_from(sorted(e))))
        else:
            e["stages"] = e["stages"][::-1]
    return t


@seed(SEED)
@settings(max_examples=40, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(js=tampered())
def test_a_table_is_the_registrys_chains_reordered_or_refused(js: dict, tmp_path_factory:
                                                              pytest.TempPathFactory) -> None:
    path = tmp_path_factory.mktemp("t") / "tune.json"
    path.write_text(json.dumps(js))
    try:
        t = load_table(path)
    except RockeError as e:
        assert str(e).startswith(f"{path}: ") and "\n" not in str(e)
        return
    ours = {(e.chain, e.stages, e.validate) for v in catalog_table(ARCHES).classes.values()
            for e in v}
    reg = catalog_table(ARCHES).classes
    for k, v in t.classes.items():
        assert {(e.chain, e.stages, e.validate) for e in v} <= ours
        assert {(e.chain, e.stages) for e in v} <= {(e.chain, e.stages) for e in reg[k]}


def test_a_reordered_table_plans_in_cpp_as_in_python(tmp_path: Path) -> None:
    """One reordered table (each class's chains reversed: the chains the catalog order hides
    come first), through load_table, then the C++ over it against Python on the corpus."""
    path = tmp_path / "tune.json"
    path.write_text(_table("reversed").text())
    t = load_table(path)
    exe = compile_driver(t, tmp_path)
    corpus = json.loads(CORPUS.read_text())
    _cpp_agrees(exe, t, [(c["spec"], c["arch"]) for c in corpus])


def _search(n: int) -> None:
    """Search `n` specs; keep the first spec of each distinct outcome as the corpus."""
    from test_index_rule import BSHD, PAGED
    from test_workspace_rule import ISSUE, SLICES_ONLY

    found: dict[str, dict] = {}
    # the issues' specs: the index rule's, an empty one, the workspace rule's two refusals
    for spec, arch in ((BSHD, "gfx950"), (PAGED, "gfx942"), ("", "gfx942"),
                       (f"{ISSUE},workspace_limit=1000", "gfx942"), (SLICES_ONLY, "gfx950")):
        o = outcome(spec, arch)
        found[o] = {"spec": spec, "arch": arch, "outcome": o}

    @seed(SEED)
    @settings(max_examples=n, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(case=specs())
    def run(case: tuple[str, str]) -> None:
        o = outcome(*case)
        found.setdefault(o, {"spec": case[0], "arch": case[1], "outcome": o})

    run()
    CORPUS.write_text(json.dumps(sorted(found.values(), key=lambda c: c["outcome"]),
                                 indent=1) + "\n")
    print(f"{len(found)} outcomes -> {CORPUS}")


if __name__ == "__main__":
    _search(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
