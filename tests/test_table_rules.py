"""Issue 48: the selection table only ranks. A table entry that disagrees with the registry
(unknown chain, wrong stage families or problem class, no stages, a text or non-finite speed),
a table that is not one (null, [], nested past the parser) or a file that is not a regular
file is one error naming the file and the entry, exit 2: no wrong launch, no hang, no
traceback."""

from __future__ import annotations

import copy
import json
import os
import re
import threading
from pathlib import Path

import pytest
from helpers import cli

from rocke_cli.errors import RockeError
from rocke_cli.registry.chains import CONVERT, MAIN, PREP
from rocke_cli.registry.plan import plan
from rocke_cli.registry.problem import parse_problem
from rocke_cli.registry.table import catalog_table, load_table

ARCH = "gfx942"
SPEC = "layout=bshd,dtype=bf16,batch=2,heads=4,d=128,seqlen=256"


def _table_js() -> dict:
    return json.loads(catalog_table((ARCH,)).text())


def _atomic(js: dict) -> tuple[dict, dict]:
    """The class of SPEC and its first atomic chain."""
    p = parse_problem(SPEC)
    for c in js["classes"]:
        k = c["key"]
        if (k["arch"], k["dtype"], k["head_dim"], k["layout"], k["page_size"]) == (
                ARCH, p.dtype, p.head_dim, p.layout, 0) and k["mask"]["class"] == "none":
            return c, next(e for e in c["chains"] if e["chain"] == "atomic")
    raise AssertionError("no class for SPEC")


def _bad_tables() -> dict[str, tuple[object, str]]:
    """name -> (the table's JSON, or raw text; what the error names)."""
    js = _table_js()
    out: dict[str, tuple[object, str]] = {"null": ("null", "schema"),
                                          "list": ("[]", "schema"),
                                          "nested": ("[" * 100000 + "]" * 100000, "nested")}

    def edit(name: str, how, says: str) -> None:  # noqa: ANN001
        t = copy.deepcopy(js)
        c, e = _atomic(t)
        how(c, e)
        out[name] = (t, says)

    def converts(c: dict, e: dict) -> None:
        conv = next(s for s in e["stages"] if s[0] == CONVERT)
        e["stages"] = [conv, conv, conv]

    def other_prep(c: dict, e: dict) -> None:
        # a prep of another problem class (another head dim) in the chain
        mine = e["stages"][0][1]
        e["stages"][0][1] = next(s[0][1] for cc in js["classes"] for s in
                                 [x["stages"] for x in cc["chains"]]
                                 if s[0][0] == PREP and s[0][1] != mine
                                 and ".d64." in s[0][1])

    def wrong_class(c: dict, e: dict) -> None:
        c["key"] = dict(c["key"], head_dim=64)

    edit("unknown chain", lambda c, e: e.update(chain="fastest"), "'fastest' is not one")
    edit("three converts", converts, "stages are attention_bwd_convert")
    edit("prep of another class", other_prep, "the registry's chain is")
    edit("no stages", lambda c, e: e.update(stages=[]), "stages must be 3")
    edit("text speed", lambda c, e: e.update(expected_tflops="fast"), "'fast' is not a finite")
    edit("infinite speed", lambda c, e: e.update(expected_tflops=float("inf")), "inf")
    edit("nan speed", lambda c, e: e.update(expected_tflops=float("nan")), "nan")
    edit("main of another class", wrong_class, "its class is")
    edit("stage not a main", lambda c, e: e["stages"].__setitem__(1, [MAIN, "nope"]),
         "is no config this chain runs on")
    return out


BAD = _bad_tables()


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_table_that_disagrees_with_the_registry_is_one_error_naming_the_entry(
        name: str, tmp_path: Path) -> None:
    js, says = BAD[name]
    path = tmp_path / "tune.json"
    path.write_text(js if isinstance(js, str) else json.dumps(js))
    with pytest.raises(RockeError) as e:
        load_table(path)
    msg = str(e.value)
    assert msg.startswith(f"{path}: ") and says in msg and "\n" not in msg, msg


def test_the_plan_cli_refuses_a_tampered_table_exit_2(tmp_path: Path) -> None:
    js, _ = BAD["three converts"]
    path = tmp_path / "tune.json"
    path.write_text(json.dumps(js))
    r = cli("plan", "--problem", SPEC, "--arch", ARCH, "--table", str(path))
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and "class " in r.stderr, r.stderr


def test_the_registrys_own_table_round_trips_and_plans_the_same(tmp_path: Path) -> None:
    path = tmp_path / "tune.json"
    t = catalog_table((ARCH,))
    path.write_text(t.text())
    assert load_table(path).classes == t.classes
    assert plan(parse_problem(SPEC), ARCH, load_table(path)).entry == plan(
        parse_problem(SPEC), ARCH, t).entry


def test_a_table_that_is_a_device_or_fifo_is_refused_without_reading(tmp_path: Path) -> None:
    with pytest.raises(RockeError, match="a device, not a selection table"):
        load_table(Path("/dev/zero"))
    fifo = tmp_path / "tune.json"
    os.mkfifo(fifo)
    done = threading.Event()

    def go() -> None:
        with pytest.raises(RockeError, match="a FIFO, not a selection table"):
            load_table(fifo)
        done.set()

    t = threading.Thread(target=go, daemon=True)
    t.start()
    t.join(20)
    assert done.is_set()


@pytest.mark.parametrize(("spec", "says"), [
    ("", "no KEY=VALUE pairs"), (" , ", "no KEY=VALUE pairs"),
    ("batch=1,batch=2,d=64", "batch given twice"),
    ("d=128,head_dim=64,batch=1", "head_dim given twice (by d and head_dim)"),
    ("seqlen=3,seqlen=4", "seqlen_q given twice (by seqlen)"),
])
def test_a_spec_that_is_empty_or_names_a_value_twice_is_refused(spec: str, says: str) -> None:
    from rocke_cli.registry.problem import BadProblem

    with pytest.raises(BadProblem, match=re.escape(says)):
        parse_problem(spec)


def test_a_one_sided_key_refines_a_two_sided_one_in_either_order() -> None:
    for spec in ("layout=thd,max_seqlen=1,max_seqlen_k=64",
                 "layout=thd,max_seqlen_k=64,max_seqlen=1"):
        p = parse_problem(spec)
        assert (p.max_seqlen_q, p.max_seqlen_k) == (1, 64)
    assert (parse_problem("heads=32").heads_q, parse_problem("heads=32").heads_kv) == (32, 32)


@pytest.mark.parametrize("scale", ["1e-50", "3.5e38", "1e300", "inf", "nan", "0", "-1"])
def test_a_scale_the_f32_kernarg_cannot_hold_is_refused_by_plan_and_sim(scale: str) -> None:
    spec = f"{SPEC},scale={scale}"
    r = cli("plan", "--problem", spec, "--arch", ARCH)
    assert r.returncode == 2 and "scale=" in r.stderr and "Traceback" not in r.stderr, r.stderr
    r = cli("sim", "--problem", f"layout=bshd,dtype=bf16,d=64,scale={scale}", "--arch", ARCH,
            "--seqlens", "7")
    assert r.returncode == 2 and "scale=" in r.stderr and "Traceback" not in r.stderr, r.stderr


def test_sim_refuses_a_spec_plan_refuses() -> None:
    r = cli("sim", "--problem", "layout=bshd,dtype=bf16,d=64,batch=-1", "--arch", ARCH,
            "--seqlens", "7")
    assert r.returncode == 2 and "batch=-1" in r.stderr and "Traceback" not in r.stderr
