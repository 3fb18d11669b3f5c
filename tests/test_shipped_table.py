"""Issue 49: the fastest chain by default. golden/tune.json is the model's ranking of the whole
catalog (registry/shipped.py), current with today's configs, kernels, schedules, model and
compilers, and what plan, the generated C++ and `make build` rank by with no tune step."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from rocke_cli.engine import catalog
from rocke_cli.engine.catalog import Select
from rocke_cli.errors import RockeError
from rocke_cli.registry import shipped
from rocke_cli.registry.chains import CHAINS
from rocke_cli.registry.plan import plan, problem_key
from rocke_cli.registry.problem import parse_problem
from rocke_cli.registry.table import catalog_table

BREAD = "layout=bshd,dtype=bf16,batch=4,heads=32,d=128,seqlen=8192"


@pytest.fixture(scope="module")
def table() -> shipped.Shipped:
    s = shipped.load()
    assert s is not None, "golden/tune.json is missing: `rocke bless` makes it"
    return s


def test_the_shipped_table_is_current(table: shipped.Shipped) -> None:
    """What check-golden checks: every input it was made from is today's."""
    assert shipped.stale(table, shipped.compilers()) == []


def test_every_class_runs_the_models_fastest_chain_by_default(table: shipped.Shipped) -> None:
    """The order is the ranking of the stored figures, and plan's default table puts each
    class's fastest chain first; every catalog class is in it."""
    assert table.table.classes == shipped.ranked(table.figures()).classes
    for arch in ("gfx942", "gfx950"):
        default = shipped.default_table((arch,))
        for k, v in catalog_table((arch,)).classes.items():
            first = default.classes[k][0]
            if k in table.table.classes:
                figs = [e.figure for e in table.table.classes[k]]
                assert first == table.table.classes[k][0] and first.figure == max(figs)
            else:  # a class with no modeled chain keeps the catalog's order
                assert first == v[0]


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
@pytest.mark.parametrize("causal", [0, 1])
def test_the_bread_and_butter_problem_plans_the_kvs_chain_with_no_tune_step(
        arch: str, causal: int) -> None:
    """The issue's case: with no tune.json anywhere, bshd bf16 d128 at 8k tokens runs rocke's
    fastest main (the kvs body), not the catalog's first (the scalar one, ~35x slower)."""
    p = plan(parse_problem(f"{BREAD},causal={causal}"), arch)
    main = next(la for la in p.launches if la.family == "attention_bwd_main")
    assert main.id.endswith(".kvs") or ".kvs." in main.id, main.id
    first = catalog_table((arch,)).classes[problem_key(p.problem, arch)][0]
    assert p.entry.figure is not None and p.entry.figure > 100, p.entry
    assert first.anchor != p.entry.anchor  # the catalog's order alone would not pick it
    assert p.ranked_by.startswith("expected measured")


def test_a_stale_input_is_named(table: shipped.Shipped) -> None:
    k = next(iter(sorted(table.kernels)))
    kernels = dict(table.kernels)
    kernels[k] = dict(kernels[k], text="0" * 64)
    s = dataclasses.replace(table, kernels=kernels, model="1" * 64)
    why = shipped.stale(s, shipped.compilers())
    assert "the model's code changed since it was made" in why
    assert f"{k}: its llvm22 text changed" in why
    assert shipped.to_model(s) == shipped.needed()  # the model changed: everything again
    s = dataclasses.replace(table, kernels=kernels)
    fam, cid = k.split("/", 1)
    assert shipped.to_model(s) == {fam: (cid,)}  # only what changed is modeled again
    assert shipped.stale(None, "x") == ["tune.json: none shipped (`rocke bless` makes it)"]
    # a part of the catalog neither renews nor checks it
    assert not shipped.covers(Select(families=("attention_bwd_prep",)), ("llvm22",), ("ll",))
    assert shipped.covers(Select(), ("llvm22", "llvm20"), ("ll", "hip"))


def test_stored_figures_are_the_models_of_todays_code(table: shipped.Shipped) -> None:
    """A few kernels re-modeled (one scheduled main, one dq): their figures are the ones the
    table holds, to the last digit (the model is deterministic)."""
    from rocke_cli.figures import perf_select
    from rocke_cli.schedule.record import path_for

    mains = sorted(k for k in table.kernels if k.startswith("attention_bwd_main/"))
    sched = next(k for k in mains if path_for(*k.split("/", 1)).exists())
    dq = next(k for k in sorted(table.kernels) if k.startswith("attention_bwd_dq/"))
    for k in (sched, dq):
        fam, cid = k.split("/", 1)
        (kp,) = perf_select(Select(families=(fam,), configs=(cid,)))
        assert (kp.expected_tflops, kp.flops_per_iter) == (
            table.kernels[k]["expected_tflops"], table.kernels[k]["flops_per_iter"]), k


def test_a_reused_figure_and_a_remodeled_one_print_alike(table: shipped.Shipped) -> None:
    """tune.json's bytes do not depend on which kernels `rocke bless` modeled again: the
    model's FLOPs a step are an int, the table reads them back as a float; both print as one."""
    figs = table.figures()
    k = next(iter(sorted(figs)))
    now = {k: {"text": v["text"], "record": v["record"]} for k, v in table.kernels.items()}
    fresh = dict(figs)
    fresh[k] = shipped.Figure(figs[k].expected_tflops, int(figs[k].flops_per_iter))
    a = shipped.made(figs, table.llvm, now).text()
    assert shipped.made(fresh, table.llvm, now).text() == a
    assert a == table.raw  # and the shipped table is that text


def test_a_table_naming_a_config_since_refused_is_stale_not_unreadable(
        table: shipped.Shipped, tmp_path: Path) -> None:
    """The catalog moved on (a config the table ranks is refused now): the table loads without
    its chains, check-golden names why, and bless renews it from its figures; plan refuses to
    rank by it. Inputs that are not the table's still fail as one error naming the file."""
    import json

    doc = json.loads(table.raw or table.text())
    first = doc["classes"][0]["chains"][0]
    at = CHAINS[first["chain"]].anchor  # the stage whose config the chain is found by
    fam = first["stages"][at][0]
    refused = next(c.id for c in catalog.family_configs(fam).configs
                   if catalog.build(fam, c.id).refused)
    first["stages"][at] = [fam, refused]
    p = tmp_path / "tune.json"
    p.write_text(json.dumps(doc), encoding="utf-8")
    s = shipped.load(p)
    assert s is not None and s.table is None and s.kernels == table.kernels
    assert f"{refused} is no config this chain runs on" in (s.unread or "")
    assert any(refused in w for w in shipped.stale(s, shipped.compilers()))
    with pytest.raises(RockeError, match="`rocke bless` renews it"):
        s.text()
    del doc["inputs"]
    p.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(RockeError, match=f"{refused} is no config this chain runs on"):
        shipped.load(p)
