"""The target intrinsics a pipelined gfx950 body needs beyond today's (docs/design.md §10,
docs/mfma-emulation.md): the scheduling hints the simulator drops, and the facts about them
that real LLVM 22 establishes."""

from __future__ import annotations

import re

import numpy as np
import pytest

from rocke_cli.engine.abi import Abi, Arg
from rocke_cli.engine.targets import FLAVORS
from rocke_cli.errors import RockeError
from rocke_cli.sim import runtime
from rocke_cli.sim.buffers import Arena
from rocke_cli.sim.pack import pack
from rocke_cli.sim.retarget import HINTS
from rocke_cli.toolchain.verify import VerifyJob, verify

FL = FLAVORS["llvm22"]
HINT_DECLS = """declare void @llvm.amdgcn.sched.group.barrier(i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.sched.barrier(i32 immarg)
declare void @llvm.amdgcn.s.setprio(i16 immarg)"""


def kernel_ll(body: str, decls: str, wg: int = 64, lds: str = "") -> str:
    """A kernel @k(ptr addrspace(1) %o) of `wg` work-items: %tid is defined, then `body`."""
    return f"""target datalayout = "{FL.datalayout}"
target triple = "amdgcn-amd-amdhsa"
{lds}
define amdgpu_kernel void @k(ptr addrspace(1) noalias writeonly %o) #0 {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
{body}
  ret void
}}

declare i32 @llvm.amdgcn.workitem.id.x()
{decls}

attributes #0 = {{ nounwind "amdgpu-flat-work-group-size"="{wg},{wg}" }}
attributes #1 = {{ nounwind }}

!llvm.module.flags = !{{!0}}
!0 = !{{i32 1, !"amdhsa_code_object_version", i32 {FL.code_object_version}}}
"""


# every hint, in the call forms LLVM and clang write (plain, tail, with call-site attributes)
HINTED = """  call void @llvm.amdgcn.s.setprio(i16 3)
  %f = uitofp i32 %tid to float
  call void @llvm.amdgcn.sched.group.barrier(i32 8, i32 1, i32 0)
  %p = getelementptr inbounds float, ptr addrspace(1) %o, i32 %tid
  tail call void @llvm.amdgcn.sched.group.barrier(i32 256, i32 2, i32 0) #1
  store float %f, ptr addrspace(1) %p, align 4
  call void @llvm.amdgcn.sched.barrier(i32 0)
  tail call void @llvm.amdgcn.s.setprio(i16 0)"""


def test_scheduling_hints_are_dropped_and_the_kernel_runs() -> None:
    assert HINTS == {"sched.group.barrier", "sched.barrier", "s.setprio"}
    text = kernel_ll(HINTED, HINT_DECLS)
    hm = runtime.host_module(text)
    assert "llvm.amdgcn" not in hm.text and "#1" not in hm.text.split("attributes")[0]
    abi = Abi("k", (Arg("o", "ptr", "f32", "w"),))
    ar = Arena()
    out = ar.alloc("o", "f32", (64,), True)
    k = runtime.compile_kernel(text, abi, 64, "hints")
    runtime.launch(k, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    assert np.array_equal(out.read(), np.arange(64, dtype=np.float32))


def test_other_target_intrinsics_are_still_errors_naming_them() -> None:
    body = "  call void @llvm.amdgcn.s.sleep(i32 1)"
    with pytest.raises(RockeError, match=r"line \d+: unsupported target intrinsic "
                                         r"llvm\.amdgcn\.s\.sleep$"):
        runtime.host_module(kernel_ll(body, "declare void @llvm.amdgcn.s.sleep(i32 immarg)"))


def test_llvm_22_accepts_the_hints_on_both_archs() -> None:
    # what the simulator drops is what the backend takes: sched.* order the scheduler and
    # emit nothing, s.setprio is an instruction
    jobs = [VerifyJob(a, kernel_ll(HINTED, HINT_DECLS), a, "llvm22", True)
            for a in ("gfx942", "gfx950")]
    for r in verify(jobs, workers=2):
        assert r.ok, (r.key, r.errors)
        assert r.llvm.startswith("22.")
        assert re.findall(r"^\s*(s_setprio \d+)", r.asm or "", re.M) == ["s_setprio 3",
                                                                         "s_setprio 0"], r.key
