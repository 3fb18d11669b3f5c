"""The target intrinsics a pipelined gfx950 body needs beyond today's (docs/design.md §10,
docs/mfma-emulation.md): the scheduling hints the simulator drops, the transposing LDS read,
the lane swap, the lane counts (mbcnt) and the wave broadcast (readfirstlane) it emulates, and
the facts about them that real LLVM 22 establishes."""

from __future__ import annotations

import re

import numpy as np
import pytest

from rocke_cli.engine.abi import Abi, Arg
from rocke_cli.engine.targets import FLAVORS
from rocke_cli.errors import RockeError
from rocke_cli.perf import ops as perf_ops
from rocke_cli.perf.costs import arch_costs
from rocke_cli.sim import mbcnt as C
from rocke_cli.sim import mfma as M
from rocke_cli.sim import permlane as P
from rocke_cli.sim import readfirstlane as R
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


# --- the lane swap (gfx950) ---------------------------------------------------------------

PL_DECL = f"declare {P.RET} @{P.INTRINSIC}(i32, i32, i1 immarg, i1 immarg) #1"
PL_PARAMS = "ptr addrspace(1) noalias writeonly %o, ptr addrspace(1) noalias readonly %in"


def swap_by_rows(old: np.ndarray, src: np.ndarray) -> np.ndarray:
    """The stated semantics, written out row by row: [64, 2] (new vdst, new vsrc)."""
    out = np.zeros((64, 2), np.int64)
    for lane in range(64):
        if (lane // 16) % 2 == 0:  # an even row: vdst kept, vsrc takes vdst's odd row
            out[lane] = old[lane], old[lane + 16]
        else:  # an odd row: vdst takes vsrc's even row, vsrc kept
            out[lane] = src[lane - 16], src[lane]
    return out


def test_the_numpy_model_swaps_vdst_odd_rows_with_vsrc_even_rows() -> None:
    rng = np.random.default_rng(5)
    old, src = rng.integers(0, 2**31, 64), rng.integers(0, 2**31, 64)
    got = P.emulate(old, src)
    assert np.array_equal(got, swap_by_rows(old, src))
    # nothing lost or made up: the 128 operand values come back, each once
    assert sorted(got.ravel()) == sorted(np.concatenate([old, src]))
    assert P.source(0, 0) == (0, 0) and P.source(0, 1) == (0, 16)
    assert P.source(16, 0) == (1, 0) and P.source(16, 1) == (1, 16)
    assert P.source(47, 1) == (0, 63) and P.source(63, 0) == (1, 47)
    # old == src == x: each lane finds its partner row's x (an even row in field 1, an odd
    # row in field 0)
    x = np.arange(64) * 7 + 3
    both = P.emulate(x, x)
    lane = np.arange(64)
    even = (lane // 16) % 2 == 0
    partner = np.where(even, both[:, 1], both[:, 0])
    assert np.array_equal(partner, x[lane ^ 16])
    with pytest.raises(RockeError, match="want \\(64,\\) each"):
        P.emulate(x[:32], x[:32])


def pl_ll(wg: int = 128, skip_lane: int | None = None, call: str | None = None) -> str:
    """Work-item t swaps old = in[t], src = in[wg + t] (flags false, false: the call as clang
    prints it, `tail` and call-site attributes) and stores the fields at o[2 t], o[2 t + 1];
    then swaps old with itself (flags true, true), fields at o[2 wg + 2 t ..]. `call`
    replaces the first call's text after `= `."""
    first = call or (f"tail call {P.RET} @{P.INTRINSIC}(i32 %old, i32 %src, i1 false, "
                     f"i1 false) #1")
    body = ["  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid",
            "  %old = load i32, ptr addrspace(1) %ip, align 4",
            f"  %j = add i32 %tid, {wg}",
            "  %jp = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j",
            "  %src = load i32, ptr addrspace(1) %jp, align 4"]
    if skip_lane is not None:
        body += [f"  %skip = icmp eq i32 %tid, {skip_lane}",
                 "  br i1 %skip, label %done, label %swaps", "", "swaps:"]
    for r, text in enumerate([first, f"call {P.RET} @{P.INTRINSIC}(i32 %old, i32 %old, "
                                      "i1 true, i1 true)"]):
        body += [f"  %s{r} = {text}",
                 f"  %s{r}.0 = extractvalue {P.RET} %s{r}, 0",
                 f"  %s{r}.1 = extractvalue {P.RET} %s{r}, 1",
                 f"  %o{r}.a = add i32 %tid, {wg * r}",
                 f"  %o{r}.b = shl i32 %o{r}.a, 1",
                 f"  %o{r}.p = getelementptr inbounds i32, ptr addrspace(1) %o, i32 %o{r}.b",
                 f"  store i32 %s{r}.0, ptr addrspace(1) %o{r}.p, align 4",
                 f"  %o{r}.q = getelementptr inbounds i32, ptr addrspace(1) %o{r}.p, i32 1",
                 f"  store i32 %s{r}.1, ptr addrspace(1) %o{r}.q, align 4"]
    if skip_lane is not None:
        body += ["  br label %done", "", "done:"]
    return kernel_ll("\n".join(body), PL_DECL, wg=wg, params=PL_PARAMS)


def run_pl(text: str, inp: np.ndarray, wg: int = 128) -> np.ndarray:
    """[2 calls, wg work-items, 2 fields] of what each work-item stored."""
    abi = Abi("k", (Arg("o", "ptr", "i32", "w"), Arg("in", "ptr", "i32", "r")))
    ar = Arena()
    out = ar.alloc("o", "i32", (2, wg, 2), True)
    ar.alloc("in", "i32", inp.shape, False).write(inp)
    k = runtime.compile_kernel(text, abi, wg, "permlane")
    assert k.mfma == (P.NAME,)
    runtime.launch(k, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    return out.view().astype(np.int64)


def test_the_simulator_swaps_rows_as_the_model_in_every_wave() -> None:
    # two waves of one workgroup, each swapping its own 64 lanes; every lane, both fields
    inp = np.random.default_rng(11).integers(-2**31, 2**31, 256)
    got = run_pl(pl_ll(), inp)
    old, src = inp[:128], inp[128:]
    for w in range(2):
        lanes = slice(64 * w, 64 * w + 64)
        assert np.array_equal(got[0, lanes], swap_by_rows(old[lanes], src[lanes])), w
        assert np.array_equal(got[0, lanes], P.emulate(old[lanes], src[lanes])), w
        assert np.array_equal(got[1, lanes], P.emulate(old[lanes], old[lanes])), w


def test_the_clang_spelling_is_retargeted_and_others_are_errors_naming_them() -> None:
    # what clang-22 prints for __builtin_amdgcn_permlane16_swap (a .hip): `tail call { i32,
    # i32 } @llvm.amdgcn.permlane16.swap(i32 %7, i32 %11, i1 false, i1 false)`, here with a
    # return attribute and call-site attributes too: the helper's call keeps neither
    hm = runtime.host_module(pl_ll(call=f"tail call noundef {P.RET} @{P.INTRINSIC}(i32 %old, "
                                        "i32 %src, i1 false, i1 false) #1"))
    assert "llvm.amdgcn.permlane" not in hm.text
    assert re.search(rf"%s0 = tail call {re.escape(P.RET)} @{P.HELPER}\(ptr %__rocke_ctx, "
                     rf"i32 %old, i32 %src, i32 \d+\)$", hm.text, re.M)
    assert hm.mfma == (P.NAME,)
    bad = pl_ll(call=f"call {P.RET} @{P.INTRINSIC}(i32 %old, i1 false, i1 false)")
    with pytest.raises(RockeError, match=r"^sim: line \d+: llvm\.amdgcn\.permlane16\.swap called "
                                         r"as \(i32 %old, i1 false, i1 false\) -> \{ i32, i32 \}; "
                                         r"the simulator knows \(i32, i32, i1, i1\)"):
        runtime.host_module(bad)
    other = pl_ll().replace("permlane16.swap", "permlane32.swap")
    with pytest.raises(RockeError, match=r"unsupported target intrinsic "
                                         r"llvm\.amdgcn\.permlane32\.swap$"):
        runtime.host_module(other)
    with pytest.raises(RockeError, match="lane swaps and transposing reads need whole waves; "
                                         "the workgroup size 32"):
        runtime.compile_kernel(pl_ll(wg=32), Abi("k", (Arg("o", "ptr", "i32", "w"),
                                                       Arg("in", "ptr", "i32", "r"))), 32)


def test_a_lane_that_skips_the_swap_is_reported_not_hung() -> None:
    with pytest.raises(runtime.SimHang, match=r"wave 0: lane\(s\) 5 made 0 MFMA calls, "
                                              r"others 1: an MFMA not reached"):
        run_pl(pl_ll(wg=64, skip_lane=5), np.zeros(128, np.int64), wg=64)


def test_llvm_22_selects_v_permlane16_swap_b32_on_gfx950_only_and_perf_costs_it() -> None:
    jobs = [VerifyJob(a, pl_ll(), a, "llvm22", True) for a in ("gfx942", "gfx950")]
    r942, r950 = verify(jobs, workers=2)
    assert r950.llvm.startswith("22.") and r950.ok, r950.errors
    lines = re.findall(r"^\s*(v_permlane16_swap_b32\w*)\s+([^;\n]*)", r950.asm or "", re.M)
    assert len(lines) == 2, r950.asm
    assert not r942.ok
    # the performance model: a full-rate VALU instruction that writes both of its registers
    op = perf_ops.decode(arch_costs("gfx950"), lines[0][0], lines[0][1].strip())
    assert op.kind == perf_ops.VALU and op.cycles == 4.0 and len(op.writes) == 2, op


# --- the lane counts and the wave broadcast -------------------------------------------------

LO, HI = "llvm.amdgcn.mbcnt.lo", "llvm.amdgcn.mbcnt.hi"
RFL = f"{R.INTRINSIC}.i32"  # LLVM 22's spelling
LN_PARAMS = PL_PARAMS
SPARSE_LO, SPARSE_HI = 0x5555_5555, 0x0F0F_0F0F
LN_FIELDS = 7  # what each work-item stores (lane_ll)


def count_below(mask: int, lane: int, half: int) -> int:
    """The stated rule, bit by bit: bit i of `mask` stands for lane 32 half + i and counts
    when that lane is below `lane`."""
    return sum((mask >> i) & 1 for i in range(32) if 32 * half + i < lane)


def test_the_mbcnt_model_counts_the_mask_bits_below_each_lane() -> None:
    lane = np.arange(64)
    lo = C.emulate(0, -1, 0)
    assert np.array_equal(lo, np.minimum(lane, 32))
    assert np.array_equal(C.emulate(1, -1, lo), lane)  # the lane id
    assert np.array_equal(C.emulate(1, -1, 0), np.maximum(lane - 32, 0))
    rng = np.random.default_rng(13)
    mask, acc = rng.integers(0, 2**32, 64), rng.integers(0, 2**32, 64)
    for half in (0, 1):
        want = [(int(acc[t]) + count_below(int(mask[t]), t, half)) % 2**32 for t in range(64)]
        assert C.emulate(half, mask, acc).tolist() == want, half
    # the sum wraps at 32 bits, as the instruction's u32 add does
    assert C.emulate(0, -1, 2**32 - 1)[40] == 31
    assert [C.below(t, 0) for t in (0, 5, 32, 63)] == [0, 5, 32, 32]
    assert [C.below(t, 1) for t in (0, 31, 32, 63)] == [0, 0, 0, 31]


def test_the_readfirstlane_model_gives_every_lane_lane_0s_value() -> None:
    x = np.arange(64) * 7 + 3
    assert np.array_equal(R.emulate(x), np.full(64, 3))
    assert {R.source(t) for t in range(64)} == {0}
    with pytest.raises(RockeError, match="want \\(64,\\)"):
        R.emulate(x[:32])


def lane_ll(wg: int = 128, rfl: str = RFL, skip_lane: int | None = None,
            broadcast: bool = True) -> str:
    """Work-item t stores at o[7 t + k]: (0) mbcnt.lo(-1, 0), (1) mbcnt.hi(-1, that), (2)
    mbcnt.lo(0x55555555, 0), (3) mbcnt.hi(0x0F0F0F0F, that), (4) mbcnt.hi(m, mbcnt.lo(m, a))
    with m = in[t], a = in[wg + t]; with `broadcast`, (5) readfirstlane(7 t + 3) and (6)
    readfirstlane(in[t]) (`rfl`: the spelling; `skip_lane` skips both)."""
    body = ["  %ip = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %tid",
            "  %m = load i32, ptr addrspace(1) %ip, align 4",
            f"  %j = add i32 %tid, {wg}",
            "  %jp = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %j",
            "  %a = load i32, ptr addrspace(1) %jp, align 4",
            f"  %f0 = call i32 @{LO}(i32 -1, i32 0)",
            f"  %f1 = call i32 @{HI}(i32 -1, i32 %f0)",
            f"  %f2 = call i32 @{LO}(i32 {SPARSE_LO}, i32 0)",
            f"  %f3 = call i32 @{HI}(i32 {SPARSE_HI}, i32 %f2)",
            f"  %r.lo = call i32 @{LO}(i32 %m, i32 %a)",
            f"  %f4 = call i32 @{HI}(i32 %m, i32 %r.lo)"]
    fields = 5
    if skip_lane is not None:
        body += [f"  %skip = icmp eq i32 %tid, {skip_lane}",
                 "  br i1 %skip, label %done, label %reads", "", "reads:"]
    if broadcast:
        body += ["  %x7 = mul i32 %tid, 7", "  %x = add i32 %x7, 3",
                 f"  %f5 = call i32 @{rfl}(i32 %x)",
                 f"  %f6 = call i32 @{rfl}(i32 %m)"]
        fields = 7
    for k in range(fields):
        body += [f"  %o{k}.a = mul i32 %tid, {LN_FIELDS}",
                 f"  %o{k}.b = add i32 %o{k}.a, {k}",
                 f"  %o{k}.p = getelementptr inbounds i32, ptr addrspace(1) %o, i32 %o{k}.b",
                 f"  store i32 %f{k}, ptr addrspace(1) %o{k}.p, align 4"]
    if skip_lane is not None:
        body += ["  br label %done", "", "done:"]
    decls = (f"declare i32 @{LO}(i32, i32) #1\ndeclare i32 @{HI}(i32, i32) #1\n" +
             (f"declare i32 @{rfl}(i32) #1" if broadcast else ""))
    return kernel_ll("\n".join(body), decls, wg=wg, params=LN_PARAMS)


def run_lanes(text: str, inp: np.ndarray, wg: int = 128, meets: bool = True) -> np.ndarray:
    """[wg work-items, 7 fields] of what each work-item stored (uint32 bits as int64)."""
    abi = Abi("k", (Arg("o", "ptr", "i32", "w"), Arg("in", "ptr", "i32", "r")))
    ar = Arena()
    out = ar.alloc("o", "i32", (wg, LN_FIELDS), True)
    ar.alloc("in", "i32", inp.shape, False).write(inp)
    k = runtime.compile_kernel(text, abi, wg, "lanes")
    assert k.mfma == ((R.NAME,) if meets else ())
    runtime.launch(k, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    return out.view().astype(np.int64) & 0xFFFFFFFF


def check_lanes(got: np.ndarray, inp: np.ndarray, wg: int, broadcast: bool = True) -> None:
    """Every work-item's fields against the stated rules and the NumPy models."""
    m, a = inp[:wg] & 0xFFFFFFFF, inp[wg:] & 0xFFFFFFFF
    for t in range(wg):
        w, lane = divmod(t, 64)
        assert got[t, 0] == min(lane, 32), t
        assert got[t, 1] == lane, t
        assert got[t, 2] == count_below(SPARSE_LO, lane, 0), t
        assert got[t, 3] == count_below(SPARSE_LO, lane, 0) + count_below(SPARSE_HI, lane, 1), t
        assert got[t, 4] == (a[t] + count_below(int(m[t]), lane, 0)
                             + count_below(int(m[t]), lane, 1)) % 2**32, t
        if broadcast:  # lane 0 of the work-item's wave, not its own value
            assert got[t, 5] == w * 64 * 7 + 3, t
            assert got[t, 6] == m[64 * w], t
    for w in range(wg // 64):
        lanes = slice(64 * w, 64 * w + 64)
        lo = C.emulate(0, m[lanes], a[lanes])
        assert np.array_equal(got[lanes, 4], C.emulate(1, m[lanes], lo)), w
        if broadcast:
            assert np.array_equal(got[lanes, 5], R.emulate(7 * np.arange(64 * w, 64 * w + 64)
                                                          + 3)), w


def test_the_simulator_counts_lanes_and_broadcasts_lane_0_in_every_wave() -> None:
    # two waves of one workgroup; every lane, every field. Lane 0 of each wave differs from
    # its other lanes in every broadcast value, so a lane reading its own value fails
    inp = np.random.default_rng(17).integers(-2**31, 2**31, 256)
    check_lanes(run_lanes(lane_ll(), inp), inp, 128)
    # the spelling without the overload suffix is the same call
    check_lanes(run_lanes(lane_ll(rfl=R.INTRINSIC), inp), inp, 128)


def test_the_lane_counts_need_no_whole_waves() -> None:
    # no meeting: 96 work-items (a wave and a half) count from their own lane ids
    inp = np.random.default_rng(19).integers(-2**31, 2**31, 192)
    text = lane_ll(wg=96, broadcast=False)
    assert runtime.host_module(text).mfma == ()
    check_lanes(run_lanes(text, inp, wg=96, meets=False), inp, 96, broadcast=False)
    with pytest.raises(RockeError, match="readfirstlane, lane swaps and transposing reads need "
                                         "whole waves; the workgroup size 96"):
        runtime.compile_kernel(lane_ll(wg=96), Abi("k", (Arg("o", "ptr", "i32", "w"),
                                                         Arg("in", "ptr", "i32", "r"))), 96)


def test_a_lane_that_skips_the_broadcast_is_reported_not_hung() -> None:
    with pytest.raises(runtime.SimHang, match=r"wave 0: lane\(s\) 9 made 0 MFMA calls, "
                                              r"others 1: an MFMA not reached"):
        run_lanes(lane_ll(wg=64, skip_lane=9), np.zeros(128, np.int64), wg=64)


LANES_HIP = """#include <hip/hip_runtime.h>
extern "C" __global__ void __launch_bounds__(128) k(int* __restrict__ o) {
  const unsigned t = threadIdx.x;
  const unsigned lo = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
  o[4 * t] = lo;
  o[4 * t + 1] = __builtin_amdgcn_mbcnt_hi(~0u, lo);
  o[4 * t + 2] = __builtin_amdgcn_mbcnt_hi(0x0F0F0F0Fu, __builtin_amdgcn_mbcnt_lo(0x55555555u, 0u));
  o[4 * t + 3] = __builtin_amdgcn_readfirstlane((int)(t * 7 + 3));
}
"""


def test_the_clang_spellings_are_retargeted_and_others_are_errors_naming_them() -> None:
    from rocke_cli.toolchain.hip import device_ir

    # what clang-22 makes of the builtins (gfx950, as toolchain/hip.py compiles): `tail call
    # i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)`, `... mbcnt.hi(i32 -1, i32 %4)` and `tail call
    # i32 @llvm.amdgcn.readfirstlane.i32(i32 %3)` (it broadcasts t and computes 7 t + 3 after)
    ir = device_ir(LANES_HIP, "gfx950", "lanes")
    assert re.search(rf"= tail call i32 @{re.escape(LO)}\(i32 -1, i32 0\)$", ir, re.M), ir
    assert re.search(rf"= tail call i32 @{re.escape(HI)}\(i32 -1, i32 %\d+\)$", ir, re.M), ir
    assert re.search(rf"= tail call i32 @{re.escape(RFL)}\(i32 %\d+\)$", ir, re.M), ir
    abi = Abi("k", (Arg("o", "ptr", "i32", "w"),))
    ar = Arena()
    out = ar.alloc("o", "i32", (128, 4), True)
    k = runtime.compile_kernel(ir, abi, 128, "lanes.hip")
    assert k.mfma == (R.NAME,)
    runtime.launch(k, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    got = out.view().astype(np.int64)
    t = np.arange(128)
    lane = t % 64
    assert np.array_equal(got[:, 0], np.minimum(lane, 32))
    assert np.array_equal(got[:, 1], lane)
    assert got[:, 2].tolist() == [count_below(SPARSE_LO, x, 0) + count_below(SPARSE_HI, x, 1)
                                  for x in lane]
    assert np.array_equal(got[:, 3], (t // 64) * 64 * 7 + 3)
    # return attributes and call-site attributes: the helpers' calls keep neither
    text = lane_ll().replace(f"call i32 @{LO}(i32 -1, i32 0)",
                             f"tail call noundef range(i32 0, 33) i32 @{LO}(i32 -1, i32 0) #1")
    text = text.replace(f"call i32 @{RFL}(i32 %x)", f"tail call noundef i32 @{RFL}(i32 %x) #1")
    hm = runtime.host_module(text)
    assert "llvm.amdgcn.mbcnt" not in hm.text and "llvm.amdgcn.readfirstlane" not in hm.text
    assert re.search(r"%f0 = tail call i32 @__rocke_mbcnt_lo\(ptr %__rocke_ctx, i32 -1, "
                     r"i32 0\)$", hm.text, re.M)
    assert re.search(rf"%f5 = tail call i32 @{R.HELPER}\(ptr %__rocke_ctx, i32 %x, i32 \d+\)$",
                     hm.text, re.M)
    inp = np.random.default_rng(23).integers(-2**31, 2**31, 256)
    check_lanes(run_lanes(text, inp), inp, 128)
    # what is not emulated: other overloads, other signatures, other lane reads
    f32 = lane_ll().replace(f"call i32 @{RFL}(i32 %m)", "call float @llvm.amdgcn.readfirstlane"
                                                       ".f32(float 1.0)")
    with pytest.raises(RockeError, match=r"^sim: line \d+: llvm\.amdgcn\.readfirstlane\.f32 "
                                         r"called as \(float 1\.0\) -> float; the simulator "
                                         r"knows llvm\.amdgcn\.readfirstlane\.i32\(i32\) -> "
                                         r"i32 or llvm\.amdgcn\.readfirstlane\(i32\) -> i32$"):
        runtime.host_module(f32)
    bad = lane_ll().replace(f"call i32 @{HI}(i32 -1, i32 %f0)", f"call i32 @{HI}(i32 -1)")
    with pytest.raises(RockeError, match=r"^sim: line \d+: llvm\.amdgcn\.mbcnt\.hi called as "
                                         r"\(i32 -1\) -> i32; the simulator knows \(i32, i32\)"):
        runtime.host_module(bad)
    other = lane_ll().replace(f"@{RFL}(", "@llvm.amdgcn.readlane.i32(")
    with pytest.raises(RockeError, match=r"unsupported target intrinsic "
                                         r"llvm\.amdgcn\.readlane\.i32$"):
        runtime.host_module(other)


def test_llvm_22_selects_mbcnt_and_readfirstlane_and_perf_costs_them() -> None:
    jobs = [VerifyJob(a, lane_ll(), a, "llvm22", True) for a in ("gfx942", "gfx950")]
    for r in verify(jobs, workers=2):
        assert r.llvm.startswith("22.") and r.ok, (r.key, r.errors)
        lines = re.findall(r"^\s*(v_mbcnt_(?:lo|hi)_u32_b32|v_readfirstlane_b32)\s+([^;\n]*)",
                           r.asm or "", re.M)
        seen = {op for op, _ in lines}
        assert seen == {"v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32", "v_readfirstlane_b32"}, \
            (r.key, lines)
        for op, args in lines:
            got = perf_ops.decode(arch_costs(r.key), op, args.strip())
            assert got.kind == perf_ops.VALU and got.cycles == 4.0, (op, got)
            dst = args.split(",")[0].strip()
            if op == "v_readfirstlane_b32":  # an SGPR result: no vector register written
                assert dst.startswith("s") and got.writes == () and len(got.reads) == 1, got
            else:  # the count in its vector register
                assert dst.startswith("v") and got.writes == (int(dst[1:]),), (op, args, got)
