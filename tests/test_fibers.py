"""The simulator's scheduler (rocke_cli/sim/fibers.py): work-items as fibers, workgroups side by
side on OS threads, each thread with its own LDS; both stack switches; the stacks' depth."""

from __future__ import annotations

import numpy as np
import pytest
from test_mfma import one_mfma_ll, run_one

from rocke_cli.engine.abi import Abi, Arg
from rocke_cli.sim import fibers as F
from rocke_cli.sim import runtime
from rocke_cli.sim.buffers import Arena
from rocke_cli.sim.pack import pack

N, ROUNDS = 64, 40


def exchange_ll(atomic: bool = False) -> str:
    """Each round, work-item t writes (workgroup, round, t) into LDS, meets the workgroup at a
    barrier and adds what work-item t+1 wrote: any other workgroup writing the same LDS
    meanwhile changes the sum. With `atomic`, work-item 0 also adds to a global counter."""
    tail = ("  %ap = getelementptr inbounds i32, ptr addrspace(1) %out, i32 0\n"
            "  %old = atomicrmw add ptr addrspace(1) %ap, i32 0 monotonic\n") if atomic else ""
    return f"""target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5"
target triple = "amdgcn-amd-amdhsa"

@lds = internal unnamed_addr addrspace(3) global [{N} x i32] undef, align 4

define amdgpu_kernel void @exchange(ptr addrspace(1) %out) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %t1 = add i32 %t, 1
  %nb = and i32 %t1, {N - 1}
  %mine = getelementptr inbounds [{N} x i32], ptr addrspace(3) @lds, i32 0, i32 %t
  %theirs = getelementptr inbounds [{N} x i32], ptr addrspace(3) @lds, i32 0, i32 %nb
  %w16 = mul i32 %w, 65536
  br label %round

round:
  %r = phi i32 [ 0, %entry ], [ %r.n, %round ]
  %acc = phi i32 [ 0, %entry ], [ %acc.n, %round ]
  %r256 = mul i32 %r, 256
  %v0 = add i32 %w16, %r256
  %v = add i32 %v0, %t
  store i32 %v, ptr addrspace(3) %mine, align 4
  call void @llvm.amdgcn.s.barrier()
  %got = load i32, ptr addrspace(3) %theirs, align 4
  %acc.n = add i32 %acc, %got
  call void @llvm.amdgcn.s.barrier()
  %r.n = add i32 %r, 1
  %more = icmp ult i32 %r.n, {ROUNDS}
  br i1 %more, label %round, label %done

done:
{tail}  %g0 = mul i32 %w, {N}
  %g = add i32 %g0, %t
  %op = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %g
  store i32 %acc.n, ptr addrspace(1) %op, align 4
  ret void
}}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()

attributes #0 = {{ nounwind "amdgpu-flat-work-group-size"="{N},{N}" }}
"""


def want(groups: int) -> np.ndarray:
    w = np.arange(groups)[:, None]
    nb = (np.arange(N) + 1) % N
    rounds = np.arange(ROUNDS)[:, None, None]
    return (w * 65536 + rounds * 256 + nb).sum(axis=0).astype(np.int32).reshape(-1)


def run_exchange(groups: int, threads: int, atomic: bool = False) -> tuple[np.ndarray, object]:
    abi = Abi("exchange", (Arg("out", "ptr", "i32", "w"),))
    c = runtime.compile_kernel(exchange_ll(atomic), abi, N, "exchange")
    ar = Arena()
    out = ar.alloc("out", "i32", (groups * N,), True)
    runtime.launch(c, pack(abi, ar.buffers, {}), (groups, 1, 1), threads=threads)
    return out.view().copy(), c


def test_workgroups_side_by_side_each_have_their_own_lds() -> None:
    got, c = run_exchange(groups=256, threads=2)
    assert np.array_equal(got, want(256))
    assert len(c.fns) >= 2 and not c.ordered  # two loaded copies ran ...
    lds = [e.get_global_value_address("lds") for e in runtime._KEEP  # ... on two LDS arrays
           if hasattr(e, "get_global_value_address") and _has(e, "lds")]
    assert len(set(lds)) == len(lds) >= 2


def _has(engine: object, name: str) -> bool:
    try:
        return bool(engine.get_global_value_address(name))  # type: ignore[attr-defined]
    except RuntimeError:
        return False


def test_a_kernel_with_atomics_runs_its_workgroups_in_order_on_one_thread() -> None:
    got, c = run_exchange(groups=8, threads=4, atomic=True)
    assert c.ordered and len(c.fns) == 1
    assert np.array_equal(got[1:], want(8)[1:])  # element 0 is also the counter


@pytest.mark.parametrize("quick", [True, False])
def test_both_stack_switches_meet_waves_and_see_a_stuck_one(monkeypatch, quick: bool) -> None:
    """The swapcontext switch (hosts other than x86-64) runs the same schedule."""
    if quick and not F.fast(runtime.host_triple()):
        pytest.skip("the hand-written switch is x86-64 only")
    monkeypatch.setattr(F, "fast", lambda triple: quick)
    name = "v_mfma_f32_32x32x8_bf16"
    d, _ = run_one(name, one_mfma_ll(name, wg=128), wg=128, groups=3)
    monkeypatch.undo()
    ref, _ = run_one(name, one_mfma_ll(name, wg=128), wg=128, groups=3)
    assert np.array_equal(d.view(np.uint32), ref.view(np.uint32))
    monkeypatch.setattr(F, "fast", lambda triple: quick)
    with pytest.raises(runtime.SimHang, match=r"work-item\(s\) 0-62 wait at an MFMA call; "
                                              r"work-item\(s\) 63 returned"):
        run_one(name, one_mfma_ll(name, skip_lane=63))


def test_the_deepest_fiber_stack_stays_far_from_its_guard_page() -> None:
    from rocke_cli.sim.run import run_unit

    runtime._Stacks._POOL.clear()  # fresh (zero) stacks: what is not zero was reached
    stages = {"atomic": ["gfx942.f16.d128.bm32bn64.thd.ws1.full.c1.atomic.mfma",
                         "gfx950.f16.d128.bm128bn64.thd.ws0.full.c0.atomic.mfma",
                         "gfx942.bf16.d128.bm32bn64.thd.ws0.full.c0.atomic"]}
    from rocke_cli.engine.catalog import Select
    from rocke_cli.sim.pipelines import PIPELINES, plan

    for pipe, ids in stages.items():
        for pl in plan(PIPELINES[pipe], Select(configs=tuple(ids))):
            unit = {"pipeline": pipe, "stages": pl.stages, "guard": True, "cases": ["clean"],
                    "artifacts": ["ll"], "dims": {"seqlens_q": [40, 9], "seqlens_k": [33, 70],
                                                  "heads_q": 2, "heads_kv": 1, "seed": 0}}
            assert all(r["results"]["ll"]["ok"] for r in run_unit(unit))
    deepest = max(s.high_water() for pool in runtime._Stacks._POOL.values() for s in pool)
    print(f"deepest fiber stack: {deepest} bytes of {F.STACK_BYTES}")
    assert 0 < deepest < F.STACK_BYTES // 4
