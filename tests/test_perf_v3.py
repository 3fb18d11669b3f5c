"""Model v3's rules on microkernels with a known answer, each failing when its rule is
removed: the steady state a long problem runs (inner loops of unknown trip count), waves
staggered before the loop, paths weighted by how often they run, and the per-arch atomic
rate."""

from __future__ import annotations

import pytest

from rocke_cli.perf.costs import ARCHS
from rocke_cli.perf.kernel import model_kernel

MFMA = "v_mfma_f32_32x32x8_f16 a[{0}:{1}], v[0:1], v[2:3], a[{0}:{1}]"


def lines(*ops: str, n: int = 1) -> str:
    return "".join(f"\t{op}\n" for _ in range(n) for op in ops)


def mfmas(n: int) -> str:
    return lines(*(MFMA.format(16 * (i % 4), 16 * (i % 4) + 15) for i in range(n)))


def kernel(body: str) -> str:
    return f"\t.text\n\t.type\tk,@function\nk:\n{body}\n\ts_endpgm\n.Lfunc_end0:\n"


def counted(body: str, label: str = "1", trips: int = 1000) -> str:
    return (f"\ts_mov_b32 s4, 0\n.LBB0_{label}:\n{body}\ts_add_i32 s4, s4, 1\n"
            f"\ts_cmp_lt_u32 s4, {trips}\n\ts_cbranch_scc1 .LBB0_{label}\n")


def run(asm: str, wg: int = 256, waves_per_simd: int = 1, arch: str = "gfx942"):
    lds = ARCHS[arch].lds_bytes_per_cu // max(1, waves_per_simd * 256 // wg)
    res = {"name": "k", "next_free_vgpr": 128, "vgpr": 128, "lds": lds}
    p = model_kernel(kernel(asm), arch, res, wg, family="test", id="micro", flavor="test")
    assert p.waves_per_simd == waves_per_simd
    return p


# --- waves in their real phase --------------------------------------------------------------

# an MFMA cluster (16 x 32 clocks) and a memory phase (an L2 round trip and LDS traffic), each
# closed by a barrier: two waves of one workgroup on a SIMD run them in turn
PHASES = (mfmas(16) + "\ts_barrier\n"
          + lines("global_load_dwordx4 v[40:43], v[50:51], off", "s_waitcnt vmcnt(0)",
                  "ds_write_b128 v60, v[40:43]", "ds_read_b128 v[44:47], v61",
                  "s_waitcnt lgkmcnt(0)")
          + "\ts_barrier\n")


def staggered(extra: bool) -> str:
    """Half of the waves (a wave-index test) take one barrier more before the loop."""
    pre = "\ts_cmp_lt_u32 s1, 4\n\ts_cbranch_scc1 .LBB0_0\n"
    pre += "\ts_barrier\n" if extra else "\ts_nop 0\n"
    return pre + ".LBB0_0:\n" + counted(PHASES)


def test_staggered_waves_overlap_their_phases() -> None:
    # 512-thread workgroups: two waves a SIMD; one of them enters the loop a barrier behind,
    # so its memory phase runs under the other's MFMA cluster
    plain = run(staggered(False), wg=512, waves_per_simd=2)
    stag = run(staggered(True), wg=512, waves_per_simd=2)
    assert any("staggered" in a for a in stag.approximations)
    assert not any("staggered" in a for a in plain.approximations)
    mfma = 2 * 16 * 32  # both waves' clusters on the one matrix pipe
    # in phase: the clusters run back to back, then both waves wait on memory together
    assert plain.round_cycles > mfma + 300
    # staggered: the memory phase of one wave hides under the other's cluster
    assert stag.round_cycles < plain.round_cycles * 0.8
    assert stag.round_cycles >= mfma


def test_stagger_needs_two_waves_of_a_group_on_a_simd() -> None:
    # one wave a SIMD: the other half of the workgroup runs on the other SIMDs, which the
    # model takes as running the same; no stagger is modeled
    one = run(staggered(True), wg=256, waves_per_simd=1)
    assert not any("staggered" in a for a in one.approximations)


# --- paths by frequency -----------------------------------------------------------------------

def masked_loop(mask_ops: str) -> str:
    """A loop of 16 MFMAs whose S block is masked on one side of a uniform branch."""
    body = (mfmas(16) + "\ts_cmp_lt_i32 s6, 12\n\ts_cbranch_scc0 .LBB0_3\n" + mask_ops
            + ".LBB0_3:\n" + lines("v_add_f32_e32 v20, v21, v22"))
    return counted(body)


MASK = lines("v_cndmask_b32_e64 v48, v48, v151, s[60:61]", "s_lshl_b32 s60, s60, 1", n=64)


def test_mask_side_runs_on_the_diagonal_share() -> None:
    from rocke_cli.perf.paths import MASK_ROWS, mask_share

    p = run(masked_loop(MASK))
    plain = run(masked_loop(""))
    share = mask_share(MASK_ROWS)
    assert any("mask side" in a for a in p.approximations)
    # the 64 selects (4 clocks each) and 64 scalar ops (a window each) run on `share` of the
    # iterations: v2 charged all of them every iteration
    assert p.round_cycles == pytest.approx(plain.round_cycles + share * 128 * 4, abs=1)
    assert p.mix["valu"] == pytest.approx(plain.mix["valu"] + share * 64)


def test_a_side_that_does_real_work_is_counted_every_iteration() -> None:
    # an LDS write on the side makes it no mask: both sides count, as in v2 (upper bound)
    p = run(masked_loop(MASK + lines("ds_write_b32 v1, v2")))
    assert not any("mask side" in a for a in p.approximations)
    assert any("counted every iteration" in a for a in p.approximations)
    assert p.round_cycles >= run(masked_loop("")).round_cycles + 64 * 4


# --- the steady state of a long problem --------------------------------------------------------

def test_an_inner_loop_of_unknown_trips_is_the_steady_state() -> None:
    # a persistent kernel: an outer loop over tiles (a prologue and a long epilogue of VALU
    # work) around an inner loop whose trip count is in a register (the sequence length):
    # for a long problem the inner loop is where the time goes
    inner = (".LBB0_2:\n" + mfmas(8) + "\ts_add_i32 s5, s5, 1\n\ts_cmp_lt_i32 s5, s7\n"
             "\ts_cbranch_scc1 .LBB0_2\n")
    epilogue = lines("v_fma_f32 v30, v31, v32, v30", n=400)
    asm = counted("\ts_mov_b32 s5, 0\n" + inner + epilogue, label="1", trips=64)
    p = run(asm)
    assert p.step.startswith("loop .LBB0_2")
    assert p.limiter == "MFMA" and p.fraction == pytest.approx(1.0, rel=0.02)


# --- the atomic rate, per arch -------------------------------------------------------------------

ATOMIC = "buffer_atomic_add_f32 v{0}, v1, s[24:27], 0 offen"


@pytest.mark.parametrize("arch", ["gfx942", "gfx950"])
def test_atomic_bound_loop_runs_at_the_arch_rate(arch: str) -> None:
    from rocke_cli.perf.costs import ATOMIC_BYTES_PER_S

    a = ARCHS[arch]
    p = run(counted(lines(*(ATOMIC.format(10 + i) for i in range(32)))), arch=arch)
    assert p.limiter == "atomics"
    # 32 wave atomics of 64 lanes x 4 bytes on each of the chip's SIMDs, one workgroup of
    # four waves a CU: the round moves the chip's atomic bytes at the arch's rate
    chip_bytes = 32 * 64 * 4 * a.simds_per_cu * a.cus
    seconds = p.round_cycles / a.clock_hz
    assert chip_bytes / seconds == pytest.approx(ATOMIC_BYTES_PER_S[arch], rel=1e-3)


def test_the_arches_keep_their_own_atomic_rates() -> None:
    from rocke_cli.perf.costs import ATOMIC_BYTES_PER_S

    # gfx950's published fp32-atomic rows exceed what gfx942's rate would allow it
    assert ATOMIC_BYTES_PER_S["gfx950"] > 843.5e12 / (2.5 * 256)
    assert ATOMIC_BYTES_PER_S["gfx942"] > 491.2e12 / (2.5 * 192)
    assert ATOMIC_BYTES_PER_S["gfx950"] > ATOMIC_BYTES_PER_S["gfx942"] * 1.2


def test_the_stated_tile_sets_the_mask_share() -> None:
    # a code object's tile is not in its metadata: a stated tile of 1024 key rows runs its
    # mask sides on four times the share of the default 256
    from rocke_cli.perf.paths import mask_share

    lds = ARCHS["gfx942"].lds_bytes_per_cu
    res = {"name": "k", "next_free_vgpr": 128, "vgpr": 128, "lds": lds}
    got = {rows: model_kernel(kernel(masked_loop(MASK)), "gfx942", res, 256, family="test",
                              id="micro", flavor="test", mask_rows=rows).round_cycles
           for rows in (256, 1024)}
    plain = run(masked_loop("")).round_cycles
    assert got[1024] - plain == pytest.approx(4 * (got[256] - plain))
    assert got[1024] == pytest.approx(plain + mask_share(1024) * 128 * 4, abs=1)


def test_mask_rows_needs_an_object() -> None:
    import os
    import subprocess
    import sys

    r = subprocess.run([sys.executable, "-m", "rocke_cli", "perf", "--mask-rows", "128"],
                       capture_output=True, text=True, env={**os.environ, "NO_COLOR": "1"})
    assert r.returncode == 2 and "--mask-rows" in r.stderr and "Traceback" not in r.stderr
