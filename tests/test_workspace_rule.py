"""The workspace rule (registry/plan.py workspace_limit): plan ranks a class's chains in table
order but skips one whose workspace is over the problem's limit (the spec's workspace_limit,
else max(2 x dQ in fp32, 64 MiB)), and refuses in one line naming the limit and the smallest
need when every chain is over. The issue: a deterministic bshd problem (batch 4 x 32 heads x
8k x d128) planned the slices chain, one fp32 dQ slice per KV tile, ~68.7 GB, where split
needs 4 MiB. The generated C++ applies the same rule with the same words."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from helpers import cli, one_line_error
from test_launch_cpp import _run, agrees, compile_driver
from test_registry import random_problems

from rocke_cli.registry.plan import (
    WS_FLOOR,
    NoConfig,
    _launches,
    candidates,
    plan,
    problem_key,
    region,
    workspace_limit,
)
from rocke_cli.registry.problem import BadProblem, Problem, parse_problem
from rocke_cli.registry.shipped import default_table
from rocke_cli.registry.table import Table, catalog_table

ARCHES = ("gfx942", "gfx950")
ISSUE = "layout=bshd,dtype=bf16,batch=4,heads=32,d=128,seqlen=8192,deterministic=1"
DELTA = 4 * 32 * 8192 * 4  # split's one workspace: delta, f32 [4, 32, 8192]
DQ32 = 4 * 8192 * 32 * 128 * 4  # dQ in fp32
HUGE = 1 << 40  # a terabyte: more than any chain of the issue's problem needs
# a thd class whose chains are all main(slices) (its deterministic chain alone)
SLICES_ONLY = "layout=thd,dtype=bf16,batch=4,heads=4,d=96,total=8192,max_seqlen=8192"
# its slices past 2^64 bytes (exact in Python, saturated in C++): "over 2^64 - 1 bytes"
PAST_2_64 = "layout=thd,dtype=bf16,batch=1,heads=60000,d=96,total=2147483647,max_seqlen=2147483647"


def _slices_first(arch: str) -> Table:
    """The catalog's chains with the deterministic (slices) ones first in every class: the
    ranking that hid split in the issue, whatever the shipped table says today."""
    t = catalog_table((arch,))
    return Table({k: sorted(v, key=lambda e: e.chain != "deterministic")
                  for k, v in t.classes.items()})


@pytest.mark.parametrize("arch", ARCHES)
def test_the_issues_problem_plans_split_with_delta_alone(arch: str) -> None:
    p = parse_problem(ISSUE)
    assert workspace_limit(p) == 2 * DQ32
    for table in (None, _slices_first(arch)):
        pl = plan(p, arch, table)
        assert pl.chain == "split" and pl.workspace_bytes == DELTA, (arch, pl.chain)
        assert pl.to_json()["workspace_limit"] == 2 * DQ32
    # what the slices chain needs: a dQ in fp32 per KV tile
    det = candidates(p, arch, _slices_first(arch).over(default_table((arch,))))[0]
    assert det.chain == "deterministic"
    assert region(_launches(det, p)[1])[1] > 100 * DQ32


@pytest.mark.parametrize("arch", ARCHES)
def test_a_huge_limit_lets_the_tables_first_chain_win_again(arch: str) -> None:
    p = parse_problem(f"{ISSUE},workspace_limit={HUGE}")
    assert p.workspace_limit == HUGE and workspace_limit(p) == HUGE
    pl = plan(p, arch, _slices_first(arch))
    assert pl.chain == "deterministic" and pl.workspace_bytes > 100 * DQ32
    # the shipped ranking: its first deterministic-admissible chain, whichever that is
    pl = plan(p, arch)
    assert pl.entry == candidates(p, arch, default_table((arch,)))[0]


@pytest.mark.parametrize("arch", ARCHES)
def test_a_small_limit_refuses_naming_the_limit_and_the_smallest_need(arch: str) -> None:
    with pytest.raises(BadProblem) as e:
        plan(parse_problem(f"{ISSUE},workspace_limit=1000"), arch)
    msg = str(e.value)
    assert "\n" not in msg
    assert msg == ("problem: every chain that serves it needs a workspace over the limit of "
                   f"1000 bytes (workspace_limit given); the smallest needs {DELTA} bytes "
                   "(workspace_limit=BYTES allows more)")
    # exactly split's workspace is enough
    assert plan(parse_problem(f"{ISSUE},workspace_limit={DELTA}"), arch).chain == "split"


def test_a_class_of_slices_chains_alone_is_refused_under_the_default() -> None:
    """Default limit: the d96 thd class has only its slices chain; 8k rows need far more."""
    p = parse_problem(SLICES_ONLY)
    assert {e.chain for e in candidates(p, "gfx942", default_table(("gfx942",)))} == {
        "deterministic"}
    with pytest.raises(BadProblem, match=r"over the limit of 100663296 bytes \(the default: "
                                         r"2 x dQ in fp32, at least 64 MiB\); the smallest "
                                         r"needs \d+ bytes"):
        plan(p, "gfx942")
    # short sequences fit the 64 MiB floor
    assert plan(parse_problem(SLICES_ONLY.replace("8192", "256")), "gfx942").chain == \
        "deterministic"


def test_the_cli_refuses_in_one_line_and_prints_the_plans_workspace() -> None:
    r = cli("plan", "--problem", f"{ISSUE},workspace_limit=4096", "--arch", "gfx942")
    one_line_error(r, "over the limit of 4096 bytes", f"the smallest needs {DELTA} bytes")
    r = cli("plan", "--problem", ISSUE, "--arch", "gfx950")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("chain split:") and f"workspace {DELTA} bytes" in r.stdout
    r = cli("plan", "--problem", ISSUE, "--arch", "gfx942", "--json")
    js = json.loads(r.stdout)
    assert (js["chain"], js["workspace_bytes"], js["workspace_limit"]) == (
        "split", DELTA, 2 * DQ32)


@pytest.mark.parametrize(("value", "fault"), [
    ("0", "workspace_limit=0: a byte count from 1 to 2^63 - 1"),
    ("-5", "workspace_limit=-5: a byte count"),
    ("9223372036854775808", "workspace_limit=9223372036854775808: a byte count"),
    ("1.5", "--problem workspace_limit=1.5: expected an integer"),
    ("64MiB", "--problem workspace_limit=64MiB: expected an integer"),
])
def test_a_bad_workspace_limit_is_one_line_naming_the_key(value: str, fault: str) -> None:
    r = cli("plan", "--problem", f"{ISSUE},workspace_limit={value}", "--arch", "gfx942")
    one_line_error(r, fault)


def test_a_given_limit_twice_is_refused() -> None:
    with pytest.raises(BadProblem, match="workspace_limit given twice"):
        parse_problem(f"{ISSUE},workspace_limit=1,workspace_limit=2")


def _adversarial() -> list[tuple[Problem, str]]:
    """Problems where the atomic chain's dQ workspace is largest against dQ: thd with one long
    sequence among many (ws_seg 1's slot rows are batch x max_seqlen_q, not total_q), GQA,
    MLA dims, tiny ones (the floor), paged."""
    out = []
    for arch in ARCHES:
        for spec in (
                "layout=thd,dtype=bf16,batch=64,heads=32:4,d=128,total=8192,max_seqlen=8192",
                "layout=thd,dtype=f16,batch=8,heads=16:2,d=64,total=100,max_seqlen=99,causal=1",
                "layout=thd,dtype=bf16,batch=3,heads=8:1,d=192,dv=128,total=5000,"
                "max_seqlen=4000",
                "layout=thd,dtype=bf16,batch=2,heads=4,d=96,total=1,max_seqlen=1",
                "layout=bshd,dtype=bf16,batch=4,heads=64:8,d=128,seqlen=8192",
                "layout=bshd,dtype=f16,batch=1,heads=1,d=64,seqlen=1",
                "layout=bshd,dtype=f16,batch=1,heads=1,d=64,seqlen=0",
                "layout=thd,dtype=bf16,batch=4,heads=8:2,d=128,total=4096,max_seqlen=2048,"
                "page_size=64,num_pages=512,max_pages=64,max_seqlen_k=4096"):
            out.append((parse_problem(spec), arch))
    return out


def test_the_atomic_chains_own_dq_workspace_is_always_admissible() -> None:
    """Every chain without dQ slices (atomic, paged: one fp32 dQ; split: delta alone) of every
    class fits the default limit, for random problems (bshd, thd, GQA, MLA, paged) and the
    adversarial ones: the rule only ever skips a slices chain."""
    n = 0
    for p, arch in random_problems(120, seed=5) + _adversarial():
        limit = workspace_limit(p)
        assert limit >= WS_FLOOR
        for e in catalog_table((arch,)).classes.get(problem_key(p, arch), []):
            if e.chain == "deterministic":
                continue
            need = region(_launches(e, p)[1])[1]
            assert need <= limit, (e.chain, e.stages, p, need, limit)
            n += 1
    assert n > 300
    # ws_seg 1 among them: its dQ rows are batch x max_seqlen_q, 8x total_q here
    p = _adversarial()[0][0]
    ws1 = [e for e in catalog_table(("gfx942",)).classes[problem_key(p, "gfx942")]
           if e.chain == "atomic" and _launches(e, p)[1] and any(
               b.name == "dq_ws" and b.shape[0] == p.batch * p.max_seqlen_q
               for b in _launches(e, p)[1])]
    assert ws1, "no ws_seg 1 atomic chain in the class: the adversarial case lost its point"


def _cases() -> list[tuple[Problem, str]]:
    base = parse_problem(ISSUE)
    out = []
    for arch in ARCHES:
        out += [(base, arch), (replace(base, workspace_limit=HUGE), arch),
                (replace(base, workspace_limit=1000), arch),
                (replace(base, workspace_limit=DELTA), arch),
                (replace(base, workspace_limit=DELTA - 1), arch),
                (replace(base, workspace_limit=(1 << 63) - 1), arch),
                (replace(base, deterministic=False, workspace_limit=2), arch),
                (parse_problem(SLICES_ONLY), arch),
                (parse_problem(SLICES_ONLY.replace("8192", "256")), arch),
                (parse_problem(PAST_2_64), arch)]
    return out + _adversarial()


@pytest.mark.parametrize("ranking", ["shipped", "slices first"])
def test_the_generated_cpp_applies_the_same_rule_with_the_same_words(
        ranking: str, tmp_path: Path) -> None:
    """Under the shipped ranking and one with slices first: the same chain and workspace, or
    the same refusal, word for word."""
    tables = {a: default_table((a,)) if ranking == "shipped" else _slices_first(a)
              for a in ARCHES}
    table = Table({k: v for t in tables.values() for k, v in t.classes.items()})
    exe = compile_driver(table, tmp_path)
    cases = _cases()
    planned = refused = 0
    for (p, arch), lines in zip(cases, _run(exe, cases), strict=True):
        if agrees(p, arch, table, lines):
            planned += 1
            continue
        refused += 1
        with pytest.raises(BadProblem) as e:
            plan(p, arch, table)
        assert lines[0] == f"ERROR {e.value}", (p, lines[0])
    assert planned >= 12 and refused >= 6
    ((over, *_),) = _run(exe, [(parse_problem(PAST_2_64), "gfx950")])
    assert "the smallest needs over 2^64 - 1 bytes" in over, over


def test_the_cpp_takes_zero_as_the_default_and_refuses_a_negative_limit(
        tmp_path: Path) -> None:
    table = default_table(ARCHES)
    exe = compile_driver(table, tmp_path)
    p = parse_problem(ISSUE)
    dflt, neg = _run(exe, [(replace(p, workspace_limit=None), "gfx942"),
                           (replace(p, workspace_limit=-7), "gfx942")])
    assert dflt[0] == f"PLAN split {DELTA}"
    assert neg[0] == "ERROR problem: workspace_limit=-7: a byte count (0: the default)"


def test_random_limits_plan_alike_in_python_and_cpp(tmp_path: Path) -> None:
    """Random problems of every class under limits around their chains' needs."""
    rng = random.Random(17)
    table = _slices_first("gfx942")
    table = Table({**table.classes, **_slices_first("gfx950").classes})
    exe = compile_driver(table, tmp_path)
    cases = []
    for p, arch in random_problems(120, seed=23):
        needs = [region(_launches(e, p)[1])[1]
                 for e in table.classes.get(problem_key(p, arch), [])]
        lim = rng.choice([None, *(n + rng.choice((-1, 0, 1)) for n in needs if n > 1)])
        cases.append((replace(p, workspace_limit=lim), arch))
    outcomes = []
    for (p, arch), lines in zip(cases, _run(exe, cases), strict=True):
        if agrees(p, arch, table, lines):
            outcomes.append("planned")
            continue
        try:
            plan(p, arch, table)
        except BadProblem as e:  # the workspace rule's refusal: the same words
            if "over the limit" in str(e):
                assert lines[0] == f"ERROR {e}", (p, lines[0])
                outcomes.append("over")
        except NoConfig:
            pass  # deterministic asked of an atomic class (the C++ words it shorter)
    assert outcomes.count("planned") > 50 and outcomes.count("over") > 10, outcomes
