"""Where the loop waits (stall attribution, sim.py `stalls=True` and stalls.py): microkernels
with one known stall, each attributed to its reason with about the latency that causes it
(a wrong reason, or clocks lost or double counted, fails), and the figures the same with the
record on as off."""

from __future__ import annotations

import json

import pytest
from helpers import cli

from rocke_cli.perf.costs import ARCHS, MEMORY, arch_costs, memory_costs
from rocke_cli.perf.kernel import model_kernel
from rocke_cli.perf.ops import decode
from rocke_cli.perf.sim import (
    BARRIER_WAIT,
    LGKM,
    MFMA_RESULT,
    NOP_WAIT,
    VALU_PORT,
    VM,
    WINDOW,
    simulate,
)
from rocke_cli.perf.stalls import ISSUE, format_table

ARCH = "gfx942"
MEM = MEMORY[ARCH]
LOOP = 3  # the counted loop's own instructions: s_add, s_cmp, s_cbranch


def lines(*ops: str, n: int = 1) -> str:
    return "".join(f"\t{op}\n" for _ in range(n) for op in ops)


def loop(body: str) -> str:
    """`body` as the steady state (a counted loop of 1000 trips): trace position 0 is its
    first instruction."""
    return (f"\t.text\n\t.type\tk,@function\nk:\n\ts_mov_b32 s4, 0\n.LBB0_1:\n{body}"
            f"\ts_add_i32 s4, s4, 1\n\ts_cmp_lt_u32 s4, 1000\n\ts_cbranch_scc1 .LBB0_1\n"
            f"\n\ts_endpgm\n.Lfunc_end0:\n")


def model(body: str):
    """The loop modeled with its stall table, a wave a SIMD (256-thread workgroups that fill
    the LDS: one a CU)."""
    res = {"name": "k", "next_free_vgpr": 64, "vgpr": 64, "lds": ARCHS[ARCH].lds_bytes_per_cu}
    p = model_kernel(loop(body), ARCH, res, 256, family="test", id="micro", flavor="test",
                     flops=(1, "test"), stalls=True)
    assert p.waves_per_simd == 1 and p.stalls is not None
    return p


def reasons(p) -> dict[str, float]:
    return {what: clk for what, clk in p.stalls.rows}


def ops(*text: str) -> list:
    a = arch_costs(ARCH)
    return [decode(a, op, args.strip()) for op, _, args in (t.partition(" ") for t in text)]


def test_lgkmcnt_wait_after_an_lds_read_is_the_lds_latency() -> None:
    # a 1 KiB read at the SIMD's quarter of the CU's LDS read rate, then the LDS latency; the
    # wait is issued a window after the read
    p = model(lines("ds_read_b128 v[0:3], v4", "s_waitcnt lgkmcnt(0)",
                    "v_add_f32 v5, v0, v1"))
    xfer = 64 * 16 / (MEM.lds_read_bytes_per_clk_cu / 4)
    want = xfer + MEM.lds_latency - WINDOW
    got = reasons(p)
    assert got[LGKM] == pytest.approx(want, abs=2)
    assert VM not in got and MFMA_RESULT not in got
    # the one instruction that waits: the s_waitcnt, with its operands, at position 1
    top = p.stalls.top[0]
    assert (top.mnemonic, top.operands, top.position, top.reason) == \
        ("s_waitcnt", "lgkmcnt(0)", 1, LGKM)
    # issue floor + waits are the simulated iteration, which is the round here
    assert got[ISSUE] == (3 + LOOP) * WINDOW
    assert p.stalls.wave_cycles == pytest.approx(p.round_cycles)


def test_vmcnt_names_the_counter_that_binds() -> None:
    # an LDS read and a global load waited on together: the load's L2 round trip binds
    p = model(lines("ds_read_b32 v0, v4", "buffer_load_dword v1, v8, s[0:3], 0 offen",
                    "s_waitcnt vmcnt(0) lgkmcnt(0)"))
    got = reasons(p)
    assert got[VM] > MEM.l2_latency - 2 * WINDOW
    assert LGKM not in got
    assert p.stalls.top[0].operands == "vmcnt(0) lgkmcnt(0)"


def test_valu_reading_an_mfma_result_waits_for_its_write_back() -> None:
    # the conversion reads the MFMA's result at once: the pipe's 32 clocks and the write-back
    # from the MFMA's issue, less the window the conversion would have issued in anyway
    p = model(lines("v_mfma_f32_32x32x8_f16 v[16:31], v[0:1], v[2:3], v[16:31]",
                    "v_cvt_pkrtz_f16_f32 v40, v16, v17"))
    got = reasons(p)
    assert got[MFMA_RESULT] == pytest.approx(32 + MEM.mfma_writeback - WINDOW, abs=1)
    assert set(got) == {ISSUE, MFMA_RESULT}  # nothing else holds this loop
    top = p.stalls.top[0]
    assert (top.mnemonic, top.position, top.reason) == ("v_cvt_pkrtz_f16_f32", 1, MFMA_RESULT)


def test_the_wave_with_less_work_waits_at_the_barrier() -> None:
    # two waves of one workgroup on the SIMD, the second a barrier behind (a staggered loop):
    # while one runs the heavy phase (40 dependent-free VALU ops) the other runs the light
    # one (a single op) and waits at the barrier that closes it for the heavy one to arrive
    heavy = 40
    trace = ops(*["v_add_f32 v1, v2, v3"] * heavy, "s_barrier", "v_add_f32 v5, v6, v7",
                "s_barrier")
    a, m = arch_costs(ARCH), memory_costs(ARCH)
    r = simulate(trace, a, m, waves=2, group_size=2, route="l2", lag=1, stalls=True)
    st = r.stalls
    assert st is not None
    by: dict[str, float] = {}
    for (_, why), clk in st.waits.items():
        by[why] = by.get(why, 0.0) + clk
    assert max(by, key=by.get) == BARRIER_WAIT
    # at the light phase's barrier (position heavy + 2): the other wave's heavy phase, less
    # the light phase's own op and barrier, plus the barrier's latency
    light_end = heavy + 2
    want = heavy * WINDOW - 2 * WINDOW + m.barrier_latency
    assert st.waits[(light_end, BARRIER_WAIT)] == pytest.approx(want, abs=2 * WINDOW)
    # the heavy phase's own barrier finds the other wave there already: its latency only
    assert st.waits.get((heavy, BARRIER_WAIT), 0.0) <= m.barrier_latency + WINDOW
    assert st.clocks == pytest.approx(r.cycles, abs=WINDOW)


def test_nops_and_the_valu_port_are_their_own_reasons() -> None:
    # s_nop 7 holds the wave 8 clocks (a window more than its own); a transcendental holds
    # the VALU port 16 clocks, so the next VALU op waits 12
    p = model(lines("s_nop 7", "v_exp_f32 v1, v2", "v_add_f32 v3, v4, v5"))
    got = reasons(p)
    assert got[NOP_WAIT] == pytest.approx(8 - WINDOW)
    assert got[VALU_PORT] == pytest.approx(16 - WINDOW)
    assert p.stalls.wave_cycles == pytest.approx(p.round_cycles)


@pytest.mark.parametrize("waves,group,lag", [(1, 1, 0), (2, 2, 0), (2, 2, 1), (4, 1, 0)])
def test_the_record_changes_no_figure(waves: int, group: int, lag: int) -> None:
    trace = ops("buffer_load_dwordx4 v[0:3], v8, s[0:3], 0 offen", "ds_read_b128 v[8:11], v4",
                "s_waitcnt lgkmcnt(0)",
                "v_mfma_f32_32x32x8_f16 v[16:31], v[8:9], v[10:11], v[16:31]",
                "v_cvt_pkrtz_f16_f32 v40, v16, v17", "s_waitcnt vmcnt(0)", "s_barrier",
                "v_exp_f32 v1, v2", "s_nop 3", "s_setprio 1",
                "global_atomic_add_f32 v[50:51], v1, off", "s_setprio 0")
    a, m = arch_costs(ARCH), memory_costs(ARCH)
    off = simulate(trace, a, m, waves=waves, group_size=group, route="l2", lag=lag)
    on = simulate(trace, a, m, waves=waves, group_size=group, route="l2", lag=lag,
                  stalls=True)
    assert off.stalls is None and on.stalls is not None
    assert (on.cycles, on.busy, on.iterations) == (off.cycles, off.busy, off.iterations)
    assert off == simulate(trace, a, m, waves=waves, group_size=group, route="l2", lag=lag)
    if waves == 1:  # one wave: its clocks are the simulated iteration
        assert on.stalls.clocks == pytest.approx(on.cycles)


def test_the_kernel_figures_are_the_same_with_the_table() -> None:
    body = lines("ds_read_b128 v[0:3], v4", "s_waitcnt lgkmcnt(0)", "v_add_f32 v5, v0, v1")
    res = {"name": "k", "next_free_vgpr": 64, "vgpr": 64, "lds": ARCHS[ARCH].lds_bytes_per_cu}
    plain = model_kernel(loop(body), ARCH, res, 256, family="test", id="micro", flavor="test",
                         flops=(1, "test"))
    with_table = model(body)
    assert plain.stalls is None and plain == with_table
    assert "stalls" not in plain.to_json() and "stalls" in with_table.to_json()


def test_the_table_fits_80_columns() -> None:
    p = model(lines("ds_read_b128 v[0:3], v4", "s_waitcnt lgkmcnt(0)",
                    "v_mfma_f32_32x32x8_f16 v[16:31], v[0:1], v[2:3], v[16:31]",
                    "v_cvt_pkrtz_f16_f32 v40, v16, v17"))
    text = format_table(p.stalls)
    assert all(len(t) <= 80 for t in text)
    assert any("s_waitcnt lgkmcnt(0)" in t for t in text)


CID = "gfx942.f16.d128.bm32bn64.bshd.ws0.full.c0.atomic.mfma"


def test_perf_stalls_cli() -> None:
    r = cli("perf", "--family", "attention_bwd_main", "--config", CID, "--stalls", "--json")
    assert r.returncode == 0, r.stderr
    k = json.loads(r.stdout)["kernels"][0]
    st = k["stalls"]
    assert st["modeled"] is True and st["rows"][0]["what"] == ISSUE
    # the rows account for the whole round
    assert sum(x["clocks"] for x in st["rows"]) == pytest.approx(k["round_cycles"], abs=1)
    r = cli("perf", "--family", "attention_bwd_main", "--config", CID, "--stalls")
    assert r.returncode == 0, r.stderr
    assert CID in r.stdout and "where the loop waits (modeled)" in r.stdout
    table = r.stdout.split("where the loop waits")[1].split("\nperf:")[0].splitlines()
    assert all(len(t) <= 80 for t in table)


@pytest.mark.parametrize("extra", [("--summary",), ("--chain", "4096")])
def test_perf_stalls_is_per_kernel(extra: tuple[str, ...]) -> None:
    r = cli("perf", "--family", "attention_bwd_main", "--config", CID, "--stalls", *extra)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "--stalls" in r.stderr
    assert "Traceback" not in r.stderr
