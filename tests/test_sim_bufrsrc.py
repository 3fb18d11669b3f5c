"""Raw buffer resources in the simulator (sim/bufrsrc.py): the range rule, its host IR run
beside the model, and what LLVM 20 and 22 make of the template's spelling."""

from __future__ import annotations

import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_sim_intrinsics import kernel_ll

from rocke_cli.engine.abi import Abi, Arg
from rocke_cli.errors import RockeError
from rocke_cli.sim import bufrsrc as B
from rocke_cli.sim import runtime
from rocke_cli.sim.buffers import Arena
from rocke_cli.sim.pack import pack
from rocke_cli.toolchain.verify import VerifyJob, verify

# each work-item adds (its id + 1) at byte offset 4 * id + `shift` of a resource over `o`
# whose records are the kernel's %rec: the words as common/ll.j2's buffer_rsrc writes them
BODY = """  %pi = ptrtoint ptr addrspace(1) %o to i64
  %lo = trunc i64 %pi to i32
  %hs = lshr i64 %pi, 32
  %hi = trunc i64 %hs to i32
  %w0 = insertelement <4 x i32> <i32 poison, i32 poison, i32 poison, i32 131072>, i32 %lo, i32 0
  %w1 = insertelement <4 x i32> %w0, i32 %hi, i32 1
  %w2 = insertelement <4 x i32> %w1, i32 %rec, i32 2
  %wi = bitcast <4 x i32> %w2 to i128
  %r = inttoptr i128 %wi to ptr addrspace(8)
  %off0 = shl i32 %tid, 2
  %off = add i32 %off0, {shift}
  %t1 = add i32 %tid, 1
  %v = uitofp i32 %t1 to float
  %old = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(""" \
    """float %v, ptr addrspace(8) %r, i32 %off, i32 0, i32 0)"""
DECL = ("declare float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float, ptr addrspace(8), "
        "i32, i32, i32 immarg)")
PARAMS = "ptr addrspace(1) noalias %o, i32 %rec"


def buf_ll(shift: int = 0) -> str:
    return kernel_ll(BODY.format(shift=shift), DECL, params=PARAMS)


def run_buf(records: int, shift: int = 0) -> np.ndarray:
    abi = Abi("k", (Arg("o", "ptr", "f32", "rw"), Arg("rec", "i32", "i32", "r")))
    ar = Arena()
    out = ar.alloc("o", "f32", (64,), True)
    out.write(np.zeros(64, np.float32))
    k = runtime.compile_kernel(buf_ll(shift), abi, 64, "bufrsrc")
    runtime.launch(k, pack(abi, ar.buffers, {"rec": records}), (1, 1, 1), timeout=60)
    return out.read()


def expected(records: int, shift: int = 0) -> np.ndarray:
    want = np.zeros(64, np.float32)
    for t in range(64):
        off = 4 * t + shift
        if B.inside(off, 4, records):
            want[off // 4] += t + 1
    return want


@pytest.mark.parametrize("records", [0, 3, 4, 100, 101, 256])
def test_an_atomic_outside_the_records_is_dropped_and_one_inside_adds(records: int) -> None:
    got = run_buf(records)
    assert np.array_equal(got, expected(records)), (records, got)
    # the rule itself: the whole access inside the records, and nothing else
    assert (got != 0).sum() == records // 4


def test_the_range_check_is_on_the_access_s_end_not_its_start() -> None:
    # a 4-byte access of 4 records at offset 2 straddles the end: outside
    assert not B.inside(2, 4, 4) and B.inside(0, 4, 4) and not B.inside(4, 4, 4)
    # shifted a whole element, the last work-item inside is the one whose end meets the records
    got = run_buf(12, shift=4)
    assert np.array_equal(got, expected(12, shift=4)) and list(got[:4]) == [0.0, 1.0, 2.0, 0.0]


@settings(max_examples=40, deadline=None)
@given(base=st.integers(0, (1 << B.BASE_BITS) - 1), records=st.integers(0, (1 << 32) - 1))
def test_a_resource_s_words_read_back_as_its_base_and_records(base: int, records: int) -> None:
    assert B.fields(B.words(base, records)) == (base, records)


def test_the_host_form_of_a_resource_is_an_i128_and_unknown_accesses_are_errors() -> None:
    assert B.rewrite("  %r = inttoptr i128 %wi to ptr addrspace(8)", "t: ") == \
        "  %r = freeze i128 %wi"
    line = ("  %x = call float @llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float %v, "
            "ptr addrspace(8) %r, i32 %o, i32 0, i32 0)")
    assert B.rewrite(line, "t: ") == (f"  %x = call float @{B.HELPER}(float %v, i128 %r, "
                                      f"i32 %o, i32 0, i32 0)")
    load = ("  %x = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r, "
            "i32 0, i32 0, i32 0)")
    with pytest.raises(RockeError, match="a buffer access the simulator does not know"):
        B.rewrite(load, "t: ")
    with pytest.raises(RockeError, match="not a buffer resource"):
        B.rewrite("  %r = inttoptr i128 %wi to ptr addrspace(7)", "t: ")
    hm = runtime.host_module(buf_ll())
    assert "llvm.amdgcn.raw" not in hm.text and "addrspace(8)" not in hm.text
    assert hm.atomics > 0  # its workgroups run in grid order, as a kernel with atomicrmw


def test_llvm_20_and_22_select_the_spelling_as_a_buffer_atomic_on_both_archs() -> None:
    jobs = [VerifyJob(f"{a}.{fl}", buf_ll(), a, fl, True)
            for a in ("gfx942", "gfx950") for fl in ("llvm20", "llvm22")]
    for r in verify(jobs, workers=2):
        assert r.ok, (r.key, r.errors)
        assert re.search(r"^\s*buffer_atomic_add_f32 v\d+, v\d+, s\[\d+:\d+\], 0 offen",
                         r.asm or "", re.M), r.key
        assert "global_atomic" not in (r.asm or "") and "s_swappc" not in (r.asm or ""), r.key
