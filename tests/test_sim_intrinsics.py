"""The target intrinsics a pipelined gfx950 body needs beyond today's (docs/design.md §10,
docs/mfma-emulation.md): the scheduling hints the simulator drops, the transposing LDS read it
emulates, and the facts about both that real LLVM 22 establishes."""

from __future__ import annotations

import re

import numpy as np
import pytest

from rocke_cli.engine.abi import Abi, Arg
from rocke_cli.engine.targets import FLAVORS
from rocke_cli.errors import RockeError
from rocke_cli.sim import mfma as M
from rocke_cli.sim import runtime
from rocke_cli.sim import transpose as T
from rocke_cli.sim.buffers import Arena
from rocke_cli.sim.pack import pack
from rocke_cli.sim.retarget import HINTS
from rocke_cli.toolchain.verify import VerifyJob, verify

FL = FLAVORS["llvm22"]
HINT_DECLS = """declare void @llvm.amdgcn.sched.group.barrier(i32 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.sched.barrier(i32 immarg)
declare void @llvm.amdgcn.s.setprio(i16 immarg)
declare void @llvm.amdgcn.s.waitcnt(i32 immarg)
declare void @llvm.amdgcn.iglp.opt(i32 immarg)"""


def kernel_ll(body: str, decls: str, wg: int = 64, lds: str = "",
              params: str = "ptr addrspace(1) noalias writeonly %o") -> str:
    """A kernel @k(`params`) of `wg` work-items: %tid is defined, then `body`."""
    return f"""target datalayout = "{FL.datalayout}"
target triple = "amdgcn-amd-amdhsa"
{lds}
define amdgpu_kernel void @k({params}) #0 {{
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
  tail call void @llvm.amdgcn.s.waitcnt(i32 3952)
  tail call void @llvm.amdgcn.s.setprio(i16 0)
  call void @llvm.amdgcn.iglp.opt(i32 3)"""


def test_scheduling_hints_are_dropped_and_the_kernel_runs() -> None:
    assert HINTS == {"sched.group.barrier", "sched.barrier", "s.setprio", "s.waitcnt", "iglp.opt"}
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


# --- the transposing LDS read (gfx950) ----------------------------------------------------

TR_LDS = "@t = internal addrspace(3) global [1024 x i16] poison, align 16\n"
TR_PARAMS = "ptr addrspace(1) noalias writeonly %o, ptr addrspace(1) noalias readonly %addr"


def tr_ll(suffix: str = "v4i16", reads: int = 2, ret: str | None = None,
          skip_lane: int | None = None) -> str:
    """LDS element x holds x (x < 1024); then `reads` transposing reads, read r at element
    addr[64 r + tid], its four elements' bits stored at o[64 r + tid] (by every work-item
    but `skip_lane`)."""
    ty = ret or T.TYPES[suffix]
    intr = f"{T.INTRINSIC}.{suffix}"
    body = ["  br label %fill", "", "fill:",
            "  %j = phi i32 [ 0, %entry ], [ %j.n, %fill ]",
            "  %b16 = mul i32 %tid, 16", "  %x = add i32 %b16, %j",
            "  %x16 = trunc i32 %x to i16",
            "  %xp = getelementptr inbounds i16, ptr addrspace(3) @t, i32 %x",
            "  store i16 %x16, ptr addrspace(3) %xp, align 2",
            "  %j.n = add i32 %j, 1", "  %more = icmp ult i32 %j.n, 16",
            "  br i1 %more, label %fill, label %read", "", "read:",
            '  fence syncscope("workgroup") release', "  call void @llvm.amdgcn.s.barrier()",
            '  fence syncscope("workgroup") acquire']
    if skip_lane is not None:
        body += [f"  %skip = icmp eq i32 %tid, {skip_lane}",
                 "  br i1 %skip, label %done, label %reads", "", "reads:"]
    for r in range(reads):
        body += [f"  %i{r} = add i32 %tid, {64 * r}",
                 f"  %ap{r} = getelementptr inbounds i32, ptr addrspace(1) %addr, i32 %i{r}",
                 f"  %a{r} = load i32, ptr addrspace(1) %ap{r}, align 4",
                 f"  %p{r} = getelementptr inbounds i16, ptr addrspace(3) @t, i32 %a{r}",
                 f"  %v{r} = call {ty} @{intr}(ptr addrspace(3) %p{r})",
                 f"  %w{r} = bitcast {ty} %v{r} to <4 x i16>",
                 f"  %op{r} = getelementptr inbounds <4 x i16>, ptr addrspace(1) %o, i32 %i{r}",
                 f"  store <4 x i16> %w{r}, ptr addrspace(1) %op{r}, align 8"]
    if skip_lane is not None:
        body += ["  br label %done", "", "done:"]
    decls = (f"declare {ty} @{intr}(ptr addrspace(3))\n"
             "declare void @llvm.amdgcn.s.barrier()")
    return kernel_ll("\n".join(body), decls, lds=TR_LDS, params=TR_PARAMS)


def run_tr(text: str, addr: np.ndarray) -> np.ndarray:
    """The elements (here: LDS element indices) each lane got, [reads * 64, 4]."""
    abi = Abi("k", (Arg("o", "ptr", "bf16", "w"), Arg("addr", "ptr", "i32", "r")))
    ar = Arena()
    out = ar.alloc("o", "bf16", (addr.size, 4), True)  # 16-bit patterns
    ar.alloc("addr", "i32", addr.shape, False).write(addr)
    k = runtime.compile_kernel(text, abi, 64, "tr16")
    runtime.launch(k, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    return out.view().astype(np.int64)


@pytest.mark.parametrize("suffix", sorted(T.TYPES))
def test_a_row_major_tile_read_transposed_gives_each_lane_its_column(suffix: str) -> None:
    # each 16-lane group addresses a 4x16 row-major tile, lane i at row i div 4, columns
    # 4 (i mod 4) ..+3 (how gfx950 code generators use the instruction): lane l gets column l.
    # Read 0: tiles of row stride 16 at 64 g; read 1: row stride 32 at 512 + 128 g
    t = np.arange(64)
    g, i = t // 16, t % 16
    addr = np.concatenate([64 * g + 16 * (i // 4) + 4 * (i % 4),
                           512 + 128 * g + 32 * (i // 4) + 4 * (i % 4)])
    got = run_tr(tr_ll(suffix), addr)
    k = np.arange(4)[None, :]
    assert np.array_equal(got[:64], (64 * g + i)[:, None] + 16 * k)
    assert np.array_equal(got[64:], (512 + 128 * g + i)[:, None] + 32 * k)


def test_the_simulator_equals_the_numpy_model_for_any_addresses() -> None:
    # any 8-byte-aligned addresses, repeats included: each lane fetches its own 64 bits
    addr = 4 * np.random.default_rng(3).integers(0, 256, 128)
    got = run_tr(tr_ll(), addr)
    fetched = addr[:, None] + np.arange(4)[None, :]  # element x holds x
    for r in range(2):
        rows = slice(64 * r, 64 * r + 64)
        assert np.array_equal(got[rows], T.emulate(fetched[rows]))
    assert T.source(0, 1) == (4, 0) and T.source(21, 3) == (16 + 12 + 1, 1)


def test_an_overload_llvm_does_not_select_is_an_error_naming_it() -> None:
    tr = r"llvm\.amdgcn\.ds\.read\.tr16\.b64"
    with pytest.raises(RockeError, match=rf"^sim: line \d+: {tr}\.v2i32 returning <2 x i32>: "
                                         rf"the simulator knows {tr}\.v4i16 -> <4 x i16>, "):
        runtime.host_module(tr_ll("v2i32", ret="<2 x i32>"))
    wrong = tr_ll("v4f16").replace("call <4 x half> @llvm.amdgcn.ds.read.tr16.b64.v4f16",
                                   "call <4 x i16> @llvm.amdgcn.ds.read.tr16.b64.v4f16")
    with pytest.raises(RockeError, match=r"tr16\.b64\.v4f16 returning <4 x i16>: the simulator"):
        runtime.host_module(wrong)
    with pytest.raises(RockeError, match="transposing reads need whole waves; the workgroup "
                                         "size 32 is not a multiple of 64"):
        runtime.compile_kernel(tr_ll().replace('"64,64"', '"32,32"'),
                               Abi("k", (Arg("o", "ptr", "bf16", "w"),
                                         Arg("addr", "ptr", "i32", "r"))), 32)


def test_a_lane_that_skips_the_read_is_reported_not_hung() -> None:
    with pytest.raises(runtime.SimHang, match=r"wave 0: lane\(s\) 63 made 0 MFMA calls, "
                                              r"others 1: an MFMA not reached"):
        run_tr(tr_ll(skip_lane=63), np.zeros(128, np.int64))


def test_llvm_22_selects_ds_read_b64_tr_b16_on_gfx950_only() -> None:
    jobs = [VerifyJob(f"{s} {a}", tr_ll(s), a, "llvm22", True)
            for s in sorted(T.TYPES) for a in ("gfx942", "gfx950")]
    jobs.append(VerifyJob("v2i32 gfx950", tr_ll("v2i32", ret="<2 x i32>"), "gfx950", "llvm22",
                          True))
    for r in verify(jobs, workers=2):
        assert r.llvm.startswith("22."), r.key
        if r.key.endswith("gfx950") and not r.key.startswith("v2i32"):
            assert r.ok, (r.key, r.errors)
            assert re.findall(r"\bds_read_b64_tr_b\d+", r.asm or "") == \
                ["ds_read_b64_tr_b16"] * 2, r.key
        else:  # gfx942 has no such instruction; other overloads are not selected on gfx950
            assert not r.ok and "Cannot select" in " ".join(r.errors), (r.key, r.errors)


def test_transposing_reads_feed_a_double_rate_mfma() -> None:
    # the use the new body makes of both: B (32x16, row-major in LDS) of a 16x16x32 product
    # through two transposing reads per lane (k in [8g, 8g + 4) and [8g + 4, 8g + 8)), A by
    # plain 16-byte reads; reads and the MFMA meet in one sequence of wave calls per lane
    name = "v_mfma_f32_16x16x32_f16"
    tr = f"{T.INTRINSIC}.v4f16"
    mf = "llvm.amdgcn.mfma.f32.16x16x32.f16"
    lds = ("@la = internal addrspace(3) global [512 x half] poison, align 16\n"
           "@lb = internal addrspace(3) global [512 x half] poison, align 16\n")
    reads = []
    for h in range(2):  # row 8g + 4h + i div 4, columns 4 (i mod 4) ..+3 of B
        reads += [f"  %r{h}.a = add i32 %g8, {4 * h}",
                  f"  %r{h}.b = add i32 %r{h}.a, %i4",
                  f"  %r{h}.c = mul i32 %r{h}.b, 16",
                  f"  %r{h}.d = add i32 %r{h}.c, %im4",
                  f"  %r{h}.p = getelementptr inbounds half, ptr addrspace(3) @lb, i32 %r{h}.d",
                  f"  %r{h} = call <4 x half> @{tr}(ptr addrspace(3) %r{h}.p)"]
    body = "\n".join([
        "  %c8 = mul i32 %tid, 8",  # each lane copies 8 elements of A and of B into LDS
        "  %ga = getelementptr inbounds half, ptr addrspace(1) %a, i32 %c8",
        "  %va = load <8 x half>, ptr addrspace(1) %ga, align 16",
        "  %sa = getelementptr inbounds half, ptr addrspace(3) @la, i32 %c8",
        "  store <8 x half> %va, ptr addrspace(3) %sa, align 16",
        "  %gb = getelementptr inbounds half, ptr addrspace(1) %b, i32 %c8",
        "  %vb = load <8 x half>, ptr addrspace(1) %gb, align 16",
        "  %sb = getelementptr inbounds half, ptr addrspace(3) @lb, i32 %c8",
        "  store <8 x half> %vb, ptr addrspace(3) %sb, align 16",
        '  fence syncscope("workgroup") release', "  call void @llvm.amdgcn.s.barrier()",
        '  fence syncscope("workgroup") acquire',
        "  %i = and i32 %tid, 15", "  %g = lshr i32 %tid, 4", "  %g8 = shl i32 %g, 3",
        "  %i4 = lshr i32 %i, 2", "  %im4a = and i32 %i, 3", "  %im4 = shl i32 %im4a, 2",
        "  %am = mul i32 %i, 32", "  %ak = add i32 %am, %g8",  # A[i][8g ..+7]
        "  %ap = getelementptr inbounds half, ptr addrspace(3) @la, i32 %ak",
        "  %af = load <8 x half>, ptr addrspace(3) %ap, align 16",
        *reads,
        "  %bf = shufflevector <4 x half> %r0, <4 x half> %r1, "
        "<8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>",
        f"  %d = call <4 x float> @{mf}(<8 x half> %af, <8 x half> %bf, "
        "<4 x float> zeroinitializer, i32 0, i32 0, i32 0)",
        "  %op = getelementptr inbounds <4 x float>, ptr addrspace(1) %o, i32 %tid",
        "  store <4 x float> %d, ptr addrspace(1) %op, align 16"])
    decls = "\n".join([f"declare <4 x half> @{tr}(ptr addrspace(3))",
                       "declare void @llvm.amdgcn.s.barrier()",
                       f"declare <4 x float> @{mf}(<8 x half>, <8 x half>, <4 x float>, "
                       "i32 immarg, i32 immarg, i32 immarg)"])
    params = ("ptr addrspace(1) noalias readonly %a, ptr addrspace(1) noalias readonly %b, "
              "ptr addrspace(1) noalias writeonly %o")
    text = kernel_ll(body, decls, lds=lds, params=params)
    abi = Abi("k", (Arg("a", "ptr", "f16", "r"), Arg("b", "ptr", "f16", "r"),
                    Arg("o", "ptr", "f32", "w")))
    rng = np.random.default_rng(9)
    ar = Arena()
    a, b = ar.alloc("a", "f16", (16, 32), False), ar.alloc("b", "f16", (32, 16), False)
    a.write(rng.standard_normal((16, 32)))
    b.write(rng.standard_normal((32, 16)))
    out = ar.alloc("o", "f32", (64, 4), True)
    k = runtime.compile_kernel(text, abi, 64, "tr16+mfma")
    assert k.mfma == (f"{T.NAME}.v4f16", name)
    runtime.launch(k, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    d = M.gather(name, "D", out.view())
    am, bm = a.view().astype(np.float64), b.view().astype(np.float64)
    assert np.abs(d - am @ bm).max() <= 1e-6 * (np.abs(am) @ np.abs(bm)).max()
    want = M.emulate(name, M.scatter(name, "A", a.view()), M.scatter(name, "B", b.view()),
                     np.zeros((64, 4), np.float32))
    assert np.array_equal(out.view().view(np.uint32), want.view(np.uint32))
    verdict = verify([VerifyJob("gfx950", text, "gfx950", "llvm22", True, mfma=True)],
                     workers=1)[0]
    assert verdict.ok, verdict.errors
    asm = verdict.asm or ""
    assert asm.count("ds_read_b64_tr_b16") == 2 and "v_mfma_f32_16x16x32_f16" in asm
