"""Model v2 on microkernels rocke writes itself, each with a known answer: the rule it is named
for is what gives that answer (remove the rule and the answer moves)."""

from __future__ import annotations

import pytest

from rocke_cli.perf.costs import ARCHS, MEMORY
from rocke_cli.perf.kernel import model_kernel

K = 1 << 10


def kernel(body: str) -> str:
    return (f"\t.text\n\t.type\tk,@function\nk:\n{body}\n\ts_endpgm\n.Lfunc_end0:\n")


def loop(body: str, pre: str = "") -> str:
    """`body` as the steady state: a counted loop of 1000 trips."""
    return kernel(f"{pre}\ts_mov_b32 s4, 0\n.LBB0_1:\n{body}\ts_add_i32 s4, s4, 1\n"
                  f"\ts_cmp_lt_u32 s4, 1000\n\ts_cbranch_scc1 .LBB0_1\n")


def lines(*ops: str, n: int = 1) -> str:
    return "".join(f"\t{op}\n" for _ in range(n) for op in ops)


def model(body: str, arch: str = "gfx942", waves_per_simd: int = 1, flops: int = 0,
          pre: str = ""):
    """The kernel modeled in 256-thread workgroups (a wave a SIMD each); its LDS size sets how
    many share a CU, so `waves_per_simd` of them. `flops`: per wave iteration."""
    lds = ARCHS[arch].lds_bytes_per_cu // waves_per_simd
    res = {"name": "k", "next_free_vgpr": 64, "vgpr": 64, "lds": lds}
    p = model_kernel(loop(body, pre), arch, res, 256, family="test", id="micro", flavor="test",
                     flops=(4 * flops, "test"))
    assert p.waves_per_simd == waves_per_simd
    return p


MFMA_942 = ("v_mfma_f32_32x32x8_f16 a[{0}:{1}], v[0:1], v[2:3], a[{0}:{1}]", 16384, 32)
MFMA_950 = ("v_mfma_f32_32x32x16_bf16 a[{0}:{1}], v[0:3], v[4:7], a[{0}:{1}]", 32768, 32)


def mfmas(form: str, n: int) -> str:
    """n MFMAs over four accumulators in turn (independent neighbours)."""
    return lines(*(form.format(16 * (i % 4), 16 * (i % 4) + 15) for i in range(n)))


@pytest.mark.parametrize("arch,form", [("gfx942", MFMA_942), ("gfx950", MFMA_950)])
def test_pure_mfma_loop_models_at_the_matrix_peak(arch: str, form: tuple) -> None:
    op, flops, _ = form
    p = model(mfmas(op, 32), arch, flops=32 * flops)
    # the loop's three scalar instructions issue while the matrix pipe works
    assert p.limiter == "MFMA"
    assert p.fraction == pytest.approx(1.0, rel=2e-3)


def test_matrix_pipe_runs_beside_valu_issue() -> None:
    # 16 MFMAs (512 clocks of the pipe) interleaved with 64 independent packed FMAs (256
    # clocks of VALU): the round is the pipe's 512, not their 768 (one wave a SIMD)
    body = "".join(mfmas(MFMA_942[0], 1).replace("a[0:15]", f"a[{16 * (i % 4)}:"
                                                 f"{16 * (i % 4) + 15}]")
                   + lines("v_pk_fma_f32 v[10:11], v[12:13], v[14:15], v[10:11]", n=4)
                   for i in range(16))
    p = model(body)
    assert p.round_cycles == pytest.approx(16 * 32, abs=8)
    assert p.cycles["MFMA"] == 16 * 32 and p.cycles["VALU"] == 16 * 4 + 64 * 4


def test_dependent_mfma_chain_runs_at_its_latency() -> None:
    # each MFMA reads (through one VALU conversion) the previous one's result: a link costs
    # the pipe's 32 clocks, the result's write-back and the conversion; the loop's three
    # scalar instructions wait their turn behind the last link (in-order issue)
    link = lines("v_mfma_f32_32x32x8_f16 v[16:31], v[0:1], v[2:3], v[16:31]",
                 "v_cvt_pkrtz_f16_f32 v0, v16, v17")
    p = model(link * 8, flops=8 * 16384)
    wb = MEMORY["gfx942"].mfma_writeback
    assert p.round_cycles == pytest.approx(8 * (32 + wb + 4) + 3 * 4, abs=2)
    assert p.limiter == "latency"
    # the same MFMAs accumulating into one register block forward inside the pipe
    acc = model(lines("v_mfma_f32_32x32x8_f16 v[16:31], v[0:1], v[2:3], v[16:31]", n=8),
                flops=8 * 16384)
    assert acc.round_cycles == pytest.approx(8 * 32, abs=8)


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_valu_loop_models_at_the_vector_peak(arch: str) -> None:
    fma = "v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[0:1]"
    p = model(lines(fma, n=64), arch, waves_per_simd=2, flops=64 * 64 * 4)
    assert p.limiter == "VALU"
    # within the datasheet's rounding and a window the loop's branch costs now and then
    assert p.tflops * 1e12 == pytest.approx(ARCHS[arch].vector_fp32_peak, rel=5e-3)
    # one FMA a lane in the same clocks: half the peak
    p = model(lines("v_fma_f32 v0, v1, v2, v0", n=64), arch, 2, flops=64 * 64 * 2)
    assert p.tflops * 1e12 == pytest.approx(ARCHS[arch].vector_fp32_peak / 2, rel=5e-3)


@pytest.mark.parametrize("arch,rate", [("gfx942", 128), ("gfx950", 256)])
def test_lds_bound_loop_runs_at_the_lds_read_rate(arch: str, rate: int) -> None:
    # 64 x 1 KiB a wave, four waves a CU: 256 KiB at `rate` bytes a clock, then the latency
    p = model(lines("ds_read_b128 v[0:3], v4", n=64) + lines("s_waitcnt lgkmcnt(0)"), arch)
    xfer = 4 * 64 * K / rate
    assert p.limiter == "LDS"
    assert p.cycles["LDS"] == xfer
    assert p.round_cycles == pytest.approx(xfer + MEMORY[arch].lds_latency, abs=16)


def test_narrow_lds_reads_cost_a_dword_a_lane() -> None:
    narrow = model(lines("ds_read_u16 v0, v4", n=16) + lines("s_waitcnt lgkmcnt(0)"))
    wide = model(lines("ds_read_b32 v0, v4", n=16) + lines("s_waitcnt lgkmcnt(0)"))
    assert narrow.cycles["LDS"] == wide.cycles["LDS"] == 4 * 16 * 256 / 128


WORK = lines("v_pk_fma_f32 v[10:11], v[12:13], v[14:15], v[10:11]", n=100)


def test_prefetched_loads_model_faster_than_loads_waited_at_once() -> None:
    load = "buffer_load_dwordx4 v[0:3], v8, s[0:3], 0 offen"
    at_once = model(lines(load, "s_waitcnt vmcnt(0)") + WORK)
    # the next step's load is issued before this step's work: the wait finds it done
    ahead = model(lines("s_waitcnt vmcnt(0)", load) + WORK)
    # a wave's 1 KiB at its SIMD's quarter of the CU's L2 share, then the L2 latency
    fetch = K / (MEMORY["gfx942"].l2_bytes_per_clk_cu / 4) + MEMORY["gfx942"].l2_latency
    issue = (100 + 2 + 3) * 4  # one wave issues an instruction a window: work, load, wait, loop
    assert at_once.round_cycles == pytest.approx(fetch + issue, abs=8)
    assert ahead.round_cycles == pytest.approx(max(fetch, issue), abs=8)


def test_two_waves_a_simd_hide_each_others_waits() -> None:
    body = lines("buffer_load_dwordx4 v[0:3], v8, s[0:3], 0 offen", "s_waitcnt vmcnt(0)") \
        + lines("v_pk_fma_f32 v[10:11], v[12:13], v[14:15], v[10:11]", n=25)
    one = model(body, waves_per_simd=1, flops=25 * 256)
    two = model(body, waves_per_simd=2, flops=25 * 256)
    assert one.limiter == two.limiter == "latency"
    # two waves in about the time of one: twice the throughput
    assert two.round_cycles == pytest.approx(one.round_cycles, rel=0.05)
    assert two.tflops == pytest.approx(2 * one.tflops, rel=0.05)


def test_barrier_waits_for_the_workgroups_waves_on_the_simd() -> None:
    # 512-thread workgroups put two waves of one workgroup on each SIMD: a barrier after
    # each wave's load makes both wait for the later one
    body = lines("buffer_load_dwordx4 v[0:3], v8, s[0:3], 0 offen", "s_waitcnt vmcnt(0)",
                 "s_barrier") + WORK
    res = {"name": "k", "next_free_vgpr": 64, "vgpr": 64, "lds": 64 * K}
    p = model_kernel(loop(body), "gfx942", res, 512, family="test", id="micro",
                     flavor="test", flops=(8 * 100 * 256, "test"))
    assert p.waves_per_simd == 2
    lat = MEMORY["gfx942"].l2_latency
    # the two waves' work runs one after the other, the loads overlap
    assert p.round_cycles >= lat + 2 * 400


def test_setprio_and_nops_as_written() -> None:
    base = model(WORK)
    nops = model(WORK + lines("s_nop 15", n=10))
    assert nops.round_cycles == pytest.approx(base.round_cycles + 10 * 16, abs=8)
