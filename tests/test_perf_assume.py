"""`rocke perf --assume KEY=VALUE` (perf/assume.py): each key moves the figure of a kernel
bound by its unit, and only the model's figures: the code modeled, the recorded loop
schedules and the caches are the same; the report names the assumptions; a bad key or value is
one line, exit 2; `--assume list` gives every key, its default and its source."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from elfmake import code_object
from helpers import ROOT, cli

from rocke_cli.engine.catalog import Select
from rocke_cli.errors import RockeError
from rocke_cli.perf import assume, costs
from rocke_cli.perf.assume import KEYS, assumed
from rocke_cli.perf.costs import ARCHS
from rocke_cli.perf.kernel import model_kernel

MAIN = "attention_bwd_main"
SMALL = "gfx942.bf16.d64.bm32bn128.bshd.ws0.full.c0.atomic.kvs"  # a scheduled kvs kernel


def _loop(body: str) -> str:
    return ("\t.text\n\t.type\tk,@function\nk:\n\ts_mov_b32 s4, 0\n.LBB0_1:\n" + body +
            "\ts_add_i32 s4, s4, 1\n\ts_cmp_lt_u32 s4, 1000\n\ts_cbranch_scc1 .LBB0_1\n"
            "\ts_endpgm\n.Lfunc_end0:\n")


def _n(n: int, *ops: str) -> str:
    return "".join(f"\t{op}\n" for _ in range(n) for op in ops)


_MFMA = "v_mfma_f32_32x32x8_f16 a[{0}:{1}], v[0:1], v[2:3], a[{0}:{1}]"
# per key: (arch, one wave's loop bound by that key's unit, route); `up`: the round grows with
# the value (a clock count, a latency) or shrinks (a rate)
MICRO: dict[str, tuple[str, str, str]] = {
    "atomic_rate_scale": ("gfx950", _n(32, "buffer_atomic_add_f32 v10, v1, s[24:27], 0 offen"),
                          "l2"),
    "mfma_rate_scale": ("gfx942", "".join(f"\t{_MFMA.format(16 * (i % 4), 16 * (i % 4) + 15)}\n"
                                          for i in range(32)), "l2"),
    "lds_read_rate_gfx942": ("gfx942", _n(64, "ds_read_b128 v[10:13], v1"), "l2"),
    "lds_read_rate_gfx950": ("gfx950", _n(64, "ds_read_b128 v[10:13], v1"), "l2"),
    "trans_clocks": ("gfx942", _n(64, "v_exp_f32_e32 v10, v11"), "l2"),
    "int_mul_clocks": ("gfx942", _n(64, "v_mul_lo_u32 v10, v11, v12"), "l2"),
    # a latency binds a loop that waits on each result at once
    "lds_latency": ("gfx942", _n(8, "ds_read_b32 v10, v1", "s_waitcnt lgkmcnt(0)"), "l2"),
    "l2_latency": ("gfx942", _n(8, "global_load_dword v10, v[2:3], off", "s_waitcnt vmcnt(0)"),
                   "l2"),
    "hbm_latency": ("gfx942", _n(8, "global_load_dword v10, v[2:3], off", "s_waitcnt vmcnt(0)"),
                    "hbm"),
    "atomic_latency": ("gfx942", _n(8, "buffer_atomic_add_f32 v10, v1, s[24:27], 0 offen glc",
                                    "s_waitcnt vmcnt(0)"), "l2"),
    "smem_latency": ("gfx942", _n(8, "s_load_dword s10, s[0:1], 0x0", "s_waitcnt lgkmcnt(0)"),
                     "l2"),
    "barrier_latency": ("gfx942", _n(8, "v_add_f32_e32 v10, v11, v12", "s_barrier"), "l2"),
    "mfma_writeback": ("gfx942", _n(8, "v_mfma_f32_32x32x8_f16 v[16:31], v[0:1], v[2:3], "
                                       "v[16:31]", "v_add_f32_e32 v10, v16, v12"), "l2"),
}
RATES = {"atomic_rate_scale", "mfma_rate_scale", "lds_read_rate_gfx942", "lds_read_rate_gfx950"}


def _round(key: str, value: float | None) -> float:
    arch, body, route = MICRO[key]
    res = {"name": "k", "next_free_vgpr": 128, "vgpr": 128, "lds": ARCHS[arch].lds_bytes_per_cu}
    with assumed({} if value is None else {key: value}):
        p = model_kernel(_loop(body), arch, res, 256, family="test", id="micro", flavor="test",
                         route=route)
    return p.round_cycles


def test_every_key_has_a_kernel_bound_by_its_unit() -> None:
    assert set(MICRO) == set(KEYS)


@pytest.mark.parametrize("key", sorted(MICRO))
def test_each_key_moves_the_figure_of_a_kernel_bound_by_its_unit(key: str) -> None:
    base = _round(key, None)
    assert _round(key, KEYS[key].default) == base  # the default is what ships
    more = _round(key, KEYS[key].default * 2)
    if key in RATES:  # twice the rate: a shorter round (the unit binds it)
        assert more < 0.75 * base, (base, more)
    else:  # twice the clocks: a longer one
        assert more > base, (base, more)
    assert _round(key, None) == base  # and afterwards, as it was


def test_a_scale_key_scales_its_unit_on_both_arches_and_a_per_arch_key_only_its_own() -> None:
    with assumed({"atomic_rate_scale": 1.5}):
        for arch, rate in (("gfx942", 1.034e12), ("gfx950", 1.331e12)):
            assert costs.ATOMIC_BYTES_PER_S[arch] == pytest.approx(1.5 * rate)
            assert costs.memory_costs(arch).atomic_bytes_per_clk_cu == pytest.approx(
                1.5 * rate / (ARCHS[arch].cus * ARCHS[arch].clock_hz))
    with assumed({"lds_read_rate_gfx950": 128}):
        assert costs.memory_costs("gfx950").lds_read_bytes_per_clk_cu == 128
        assert costs.memory_costs("gfx942").lds_read_bytes_per_clk_cu == 128
    assert costs.memory_costs("gfx950").lds_read_bytes_per_clk_cu == 256
    assert costs.ATOMIC_BYTES_PER_S == {"gfx942": 1.034e12, "gfx950": 1.331e12}


def test_the_tables_come_back_after_an_error_inside() -> None:
    before = (dict(costs.MEMORY), dict(costs.VALU_RATE_FACTOR), costs.MFMA_RATE_SCALE)
    with pytest.raises(ZeroDivisionError), assumed({"trans_clocks": 64, "mfma_rate_scale": 3,
                                                    "l2_latency": 1}):
        1 / 0  # noqa: B018
    assert (dict(costs.MEMORY), dict(costs.VALU_RATE_FACTOR), costs.MFMA_RATE_SCALE) == before


@pytest.mark.parametrize("items, needle", [
    (["nope=1"], "--assume nope=1: unknown key 'nope'"),
    (["atomic_rate_scale=fast"], "--assume atomic_rate_scale=fast: 'fast' is not a number"),
    (["atomic_rate_scale=inf"], "not a finite number"),
    (["atomic_rate_scale=nan"], "not a finite number"),
    (["atomic_rate_scale=0"], "atomic_rate_scale must be above 0"),
    (["l2_latency=-5"], "l2_latency must be above 0"),
    (["trans_clocks=2"], "trans_clocks must be at least 4 clocks"),
    (["atomic_rate_scale=2", "atomic_rate_scale=3"], "atomic_rate_scale given twice"),
    (["atomic_rate_scale"], "not KEY=VALUE"),
])
def test_a_bad_key_or_value_is_one_error_naming_it(items: list[str], needle: str) -> None:
    with pytest.raises(RockeError, match=re.escape(needle)):
        assume.parse(items)


def test_a_bad_assumption_on_the_command_line_is_one_line_exit_2() -> None:
    r = cli("perf", "--family", MAIN, "--config", SMALL, "--assume", "atomic_rate_scale=2",
            "--assume", "l2_latency=x")
    assert r.returncode == 2, r.stderr
    assert r.stderr == "rocke: error: --assume l2_latency=x: 'x' is not a number\n"


def test_assume_list_gives_every_key_its_default_and_its_source() -> None:
    r = cli("perf", "--assume", "list")
    assert r.returncode == 0, r.stderr
    rows = [ln.split("\t") for ln in r.stdout.splitlines()]
    assert [row[0] for row in rows] == list(KEYS)
    shown = dict((row[0], row[1]) for row in rows)
    assert shown["atomic_rate_scale"] == "default 1 x"
    assert shown["lds_read_rate_gfx950"] == "default 256 B/clk/CU"
    assert shown["trans_clocks"] == "default 16 clocks"
    assert all(len(row) == 3 and row[2] for row in rows)  # a source for each
    assert "aiter" in dict((row[0], row[2]) for row in rows)["atomic_rate_scale"]


def _fake_object(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    """A code object whose 'disassembly' (a stand-in llvm-objdump) is atomic-bound: 4 MFMAs
    (its FLOPs) and 32 atomics."""
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object(vgpr_count=64))
    body = "\\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]\\n" * 4 + \
        "\\tbuffer_atomic_add_f32 v10, v1, s[24:27], 0 offen\\n" * 32
    dump = tmp_path / "objdump"
    dump.write_text(f'#!/bin/sh\nprintf "\\n0000000000001000 <k>:\\n{body}\\ts_endpgm\\n"\n')
    dump.chmod(0o755)
    return obj, {"ROCKE_OBJDUMP": str(dump)}


def _run(*args: str, env: dict[str, str]) -> object:
    import os
    import subprocess

    return subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=ROOT, text=True,
                          capture_output=True, timeout=120,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), **env))


def test_the_report_names_the_assumptions_and_an_object_moves_with_them(tmp_path: Path) -> None:
    obj, env = _fake_object(tmp_path)
    base = _run("perf", "--object", str(obj), "--json", "-", env=env)
    assert base.returncode == 0, base.stderr
    doc0 = json.loads(base.stdout)
    assert doc0["assumptions"] == {}
    r = _run("perf", "--object", str(obj), "--assume", "atomic_rate_scale=1.5", "--json", "-",
             env=env)
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["assumptions"] == {"atomic_rate_scale": {"value": 1.5, "default": 1.0,
                                                        "unit": "x"}}
    (k0,), (k,) = doc0["kernels"], doc["kernels"]
    assert k0["limiter"] == k["limiter"] == "atomics" and k["modeled"] is True
    assert k["tflops"] == pytest.approx(1.5 * k0["tflops"], rel=1e-3)
    t = _run("perf", "--object", str(obj), "--assume", "atomic_rate_scale=1.5", env=env)
    assert t.returncode == 0, t.stderr
    assert "assuming atomic_rate_scale=1.5 (default 1)\n" in t.stdout
    assert "modeled (not measured)" in t.stdout


def test_the_selection_moves_its_code_does_not_and_nothing_searches(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rocke_cli.figures import collect, perf_select
    from rocke_cli.schedule import search

    def refuse(*a: object, **k: object) -> None:
        raise AssertionError("searched")

    monkeypatch.setattr(search, "schedule", refuse)
    monkeypatch.setattr(search, "search_kernel", refuse)
    seen: list[str] = []
    real = collect.analyze

    def spy(b, flavor, asm, *a, **k):  # noqa: ANN001, ANN002, ANN003, ANN202 (analyze's own)
        seen.append(asm)
        return real(b, flavor, asm, *a, **k)

    monkeypatch.setattr(collect, "analyze", spy)
    sel = Select(families=(MAIN,), configs=(SMALL,))
    (p,) = perf_select(sel)
    with assumed({"atomic_rate_scale": 4.0, "lds_latency": 128}):
        (q,) = perf_select(sel)
    assert seen[0] == seen[1]  # the same code, replayed from the same record
    assert any("replayed from its record" in a for a in q.approximations)
    assert q.expected_tflops != p.expected_tflops
    assert (q.flops_per_iter, q.mix) == (p.flops_per_iter, p.mix)
    (again,) = perf_select(sel)
    assert again == p  # nothing held over


def _micro_round(key: str) -> float:
    return _round(key, None)


def test_forked_workers_model_under_the_assumption() -> None:
    # perf_select models on forked workers (workers.ordered_map): forked inside `assumed`,
    # they model under it
    from rocke_cli.workers import ordered_map

    keys = ["atomic_rate_scale", "lds_read_rate_gfx950", "trans_clocks"]
    plain = list(ordered_map(_micro_round, keys, jobs=2))
    with assumed({"atomic_rate_scale": 4.0, "lds_read_rate_gfx950": 64, "trans_clocks": 32}):
        here = [_micro_round(k) for k in keys]
        forked = list(ordered_map(_micro_round, keys, jobs=2))
    assert forked == here
    assert all(a != b for a, b in zip(here, plain, strict=True))


def test_the_docs_tables_of_the_assumptions_are_the_registrys() -> None:
    # the key table is generated (make docs-tables); the sensitivity table's rows are what
    # `python -m rocke_cli.perf.sensitivity DIR` prints, a row a key, in the registry's order
    from rocke_cli.figures.doctables import GENERATORS
    from rocke_cli.output import doctables

    doc = ROOT / "docs" / "perf-model.md"
    found, _ = doctables.blocks(doc, doc.read_text(), {"perf-assume": GENERATORS["perf-assume"]}
                                | {n: (lambda: "") for n in GENERATORS if n != "perf-assume"})
    (block,) = [b for b in found if b.name == "perf-assume"]
    assert block.current == block.wanted, "run `make docs-tables`"
    text = doc.read_text().split("### Sensitivity of the assumed constants", 1)[1]
    rows = re.findall(r"^\| `([a-z0-9_]+)` \(", text.split("\n\n### ", 1)[0], re.M)
    assert rows == list(KEYS)


def test_the_expected_figure_names_its_own_limiter() -> None:
    """The atomics keep the memory side's clock: at the calibrated clock (the expected figure's)
    an atomic takes fewer engine clocks than at the datasheet clock, so atomics that bind the
    modeled figure can leave the expected one to the matrix pipe. Each figure names its own."""
    from rocke_cli.perf.report import COLUMNS, table_rows

    arch = "gfx950"
    res = {"name": "k", "next_free_vgpr": 128, "vgpr": 128, "lds": ARCHS[arch].lds_bytes_per_cu}
    mfmas = "".join(f"\t{_MFMA.format(16 * (i % 4), 16 * (i % 4) + 15)}\n" for i in range(24))
    for atomics, modeled, expected in ((2, "atomics", "MFMA"), (0, "MFMA", "MFMA")):
        body = mfmas + _n(atomics, "buffer_atomic_add_f32 v10, v1, s[24:27], 0 offen")
        p = model_kernel(_loop(body), arch, res, 256, family="test", id="micro", flavor="test")
        assert (p.limiter, p.expected_limiter) == (modeled, expected)
        assert p.to_json()["expected_limiter"] == expected
        row = dict(zip(COLUMNS, table_rows([p])[0], strict=True))
        assert row["expected limiter (modeled, calibrated clock)"] == expected
