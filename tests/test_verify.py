"""verify (LLVM 22 and LLVM 20 through the worker) and hipcheck (clang-22), on small
hand-written kernels: each test fails if the behaviour it names breaks."""

from __future__ import annotations

import importlib.util
import re
import tempfile
from pathlib import Path

import pytest

from rocke_cli.toolchain import llvm_worker, verify
from rocke_cli.toolchain.hip import HipJob, check_hip
from rocke_cli.toolchain.verify import ToolchainMissing, VerifyJob

ROOT = Path(__file__).resolve().parent.parent
DEV_V20 = Path("/tmp/v20/bin/python")  # a developer's LLVM 20 venv, used before `make venv`

ATTRS = ('attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" '
         '"uniform-work-group-size"="true" "denormal-fp-math-f32"="preserve-sign,preserve-sign" '
         '"amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" }')


def kernel(body: str, globals_: str = "", decls: str = "") -> str:
    """A gfx942/gfx950 kernel (ptr addrspace(1) %out, i32 %n): explicit args are 12 bytes."""
    return f"""target triple = "amdgcn-amd-amdhsa"
{globals_}
define amdgpu_kernel void @k(ptr addrspace(1) noalias %out, i32 %n) #0 {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
{body}
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
{decls}
{ATTRS}
!llvm.module.flags = !{{!0}}
!0 = !{{i32 1, !"amdhsa_code_object_version", i32 500}}
"""


GOOD = kernel("""
  %f = uitofp i32 %tid to float
  %p = getelementptr [256 x float], ptr addrspace(3) @lds, i32 0, i32 %tid
  store float %f, ptr addrspace(3) %p, align 4
  call void @llvm.amdgcn.s.barrier()
  %x = xor i32 %tid, 1
  %q = getelementptr [256 x float], ptr addrspace(3) @lds, i32 0, i32 %x
  %v = load float, ptr addrspace(3) %q, align 4
  %o = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %v, ptr addrspace(1) %o, align 4""",
                "@lds = internal addrspace(3) global [256 x float] poison, align 16")

UNDEFINED = kernel("""
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %undefined, ptr addrspace(1) %o, align 4""")

TYPE_MISMATCH = kernel("""
  %f = uitofp i32 %tid to float
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %f, ptr addrspace(1) %o, align 4""")

NOT_DOMINATED = kernel("""
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %z
  %z = add i32 %tid, 1
  store i32 %z, ptr addrspace(1) %o, align 4""")


def big_lds(floats: int) -> str:
    """A kernel touching an LDS array of `floats` floats at a data-dependent index."""
    return kernel(f"""
  %f = uitofp i32 %tid to float
  %i = mul i32 %tid, 80
  %p = getelementptr [{floats} x float], ptr addrspace(3) @big, i32 0, i32 %i
  store float %f, ptr addrspace(3) %p, align 4
  call void @llvm.amdgcn.s.barrier()
  %x = xor i32 %i, %n
  %q = getelementptr [{floats} x float], ptr addrspace(3) @big, i32 0, i32 %x
  %v = load float, ptr addrspace(3) %q, align 4
  %o = getelementptr float, ptr addrspace(1) %out, i32 %tid
  store float %v, ptr addrspace(1) %o, align 4""",
                  f"@big = internal addrspace(3) global [{floats} x float] poison, align 16")


SCRATCH = kernel("""
  %a = alloca [1024 x i32], align 4, addrspace(5)
  %p = getelementptr [1024 x i32], ptr addrspace(5) %a, i32 0, i32 %tid
  store i32 %tid, ptr addrspace(5) %p, align 4
  %x = xor i32 %tid, %n
  %q = getelementptr [1024 x i32], ptr addrspace(5) %a, i32 0, i32 %x
  %v = load i32, ptr addrspace(5) %q, align 4
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %o, align 4""")

EXTERNAL = kernel("  call void @ext()", decls="declare void @ext()")

HIP_OK = """#include <hip/hip_runtime.h>
extern "C" __global__ void k(float* __restrict__ out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = 2.0f * i;
}
"""
HIP_SYNTAX = HIP_OK.replace("2.0f * i;", "2.0f * i")


@pytest.fixture(autouse=True)
def llvm20(monkeypatch: pytest.MonkeyPatch) -> None:
    # before `make venv` has built the repo's side venv, a developer venv stands in for it
    if not (ROOT / ".venv-llvm20" / "bin" / "python").exists() and DEV_V20.exists():
        monkeypatch.setenv("ROCKE_LLVM20_PYTHON", str(DEV_V20))


def jobs_for(text: str, key: str, arch: str = "gfx942",
             flavors: tuple[str, ...] = ("llvm22", "llvm20")) -> list[VerifyJob]:
    return [VerifyJob(f"{key} {f}", text, arch, f) for f in flavors]


def test_valid_kernel_verifies_on_llvm22_and_llvm20() -> None:
    jobs = jobs_for(GOOD, "good") + [VerifyJob("asm", GOOD, "gfx942", "llvm22", want_asm=True)]
    r22, r20, with_asm = verify.verify(jobs, workers=2)
    assert r22.llvm.startswith("22.") and r20.llvm.startswith("20.")
    for r in (r22, r20):
        assert r.ok, r.errors
        assert r.errors == [] and r.asm is None
        (k,) = r.kernels
        # the kernel's name, not its first argument's (".name: out" comes first in the YAML)
        assert k["name"] == "k"
        assert k["vgpr"] > 0 and k["next_free_vgpr"] > 0 and k["sgpr"] > 0
        assert k["scratch"] == 0 and k["vgpr_spill"] == 0 and k["sgpr_spill"] == 0
        assert k["kernarg"] == 12  # ptr + i32: no implicit args with the amdgpu-no-* attrs
        assert k["lds"] == 1024 and k["max_flat_wg"] == 256
        assert 1 <= k["waves_per_simd"] <= 8
    assert with_asm.ok and ".amdgpu_metadata" in with_asm.asm


def test_verifier_errors_are_reported_and_do_not_stop_other_jobs() -> None:
    jobs = [VerifyJob("good1", GOOD, "gfx942", "llvm22"),
            VerifyJob("undef", UNDEFINED, "gfx942", "llvm22"),
            VerifyJob("type", TYPE_MISMATCH, "gfx942", "llvm22"),
            VerifyJob("dom", NOT_DOMINATED, "gfx942", "llvm20"),
            VerifyJob("good2", GOOD, "gfx942", "llvm20")]
    good1, undef, typ, dom, good2 = verify.verify(jobs, workers=1)
    assert [r.key for r in (good1, undef, typ, dom, good2)] == [j.key for j in jobs]
    assert good1.ok and good2.ok
    for r, words in ((undef, "undefined value '%undefined'"), (typ, "'%f' defined with type"),
                     (dom, "does not dominate")):
        assert not r.ok and r.kernels == []
        assert len(r.errors) == 1 and words in r.errors[0]
        assert "\n" not in r.errors[0]


def test_lds_over_the_gfx942_limit_kills_only_its_child() -> None:
    over = big_lds(20480)  # 80 KiB: over gfx942's 64 KiB, under gfx950's 160 KiB
    jobs = [VerifyJob("942", over, "gfx942", "llvm22"), VerifyJob("950", over, "gfx950", "llvm22"),
            VerifyJob("942 v20", over, "gfx942", "llvm20"),
            VerifyJob("after", GOOD, "gfx942", "llvm20")]
    r942, r950, r942_20, after = verify.verify(jobs, workers=1)  # one worker: same parent
    for r in (r942, r942_20):
        assert not r.ok
        assert "LLVM aborted" in r.errors[0] and "local memory (81920)" in r.errors[0]
    assert r950.ok, r950.errors
    assert r950.kernels[0]["lds"] == 81920
    assert r950.kernels[0]["waves_per_simd"] == 2  # 2 workgroups of 4 waves over 4 SIMDs
    assert after.ok  # the worker outlived its dead child


def test_dynamic_alloca_gives_scratch_and_fails() -> None:
    for r in verify.verify(jobs_for(SCRATCH, "scratch"), workers=2):
        assert not r.ok
        assert r.kernels[0]["scratch"] > 0
        assert any("scratch" in e for e in r.errors)


def test_external_call_fails() -> None:
    for r in verify.verify(jobs_for(EXTERNAL, "ext"), workers=2):
        assert not r.ok
        assert any("external call" in e for e in r.errors), r.errors


def test_identical_jobs_compile_once(monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[dict] = []
    real = verify.run_worker

    def counting(py: str, jobs: list[dict], done=None, **kw) -> list[dict]:  # noqa: ANN001
        sent.extend(jobs)
        return real(py, jobs, done, **kw)

    monkeypatch.setattr(verify, "run_worker", counting)
    jobs = [VerifyJob("a", GOOD, "gfx942", "llvm22"), VerifyJob("b", GOOD, "gfx942", "llvm22"),
            VerifyJob("c", GOOD, "gfx942", "llvm23"),  # same LLVM (22): same compile
            VerifyJob("d", GOOD, "gfx950", "llvm22"),  # other arch: its own compile
            # another header comment (as llvm22/23/24 differ): LLVM reads the same code
            VerifyJob("e", "; rocke fam id llvm24\n" + GOOD, "gfx942", "llvm24")]
    a, b, c, d, e = verify.verify(jobs, workers=4)
    assert len(sent) == 2
    assert [r.key for r in (a, b, c, d, e)] == ["a", "b", "c", "d", "e"]
    for r in (b, c, e):
        assert (r.ok, r.errors, r.llvm, r.kernels) == (a.ok, a.errors, a.llvm, a.kernels)
    a.errors.append("caller's note")
    assert b.errors == []  # shared result, separate lists
    assert d.ok


def test_waves_per_simd_formula() -> None:
    spec = importlib.util.spec_from_file_location("llvm_worker", verify.WORKER)
    worker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(worker)

    def waves(nfv: int, lds: int = 0, wg: int = 256, arch: str = "gfx942") -> int:
        return worker.waves_per_simd({"next_free_vgpr": nfv, "lds": lds, "max_flat_wg": wg,
                                      "wave_size": 64}, arch)

    assert waves(3) == 8 and waves(64) == 8 and waves(65) == 7 and waves(128) == 4
    assert waves(512) == 1
    assert waves(32, lds=32768) == 2  # 2 workgroups x 4 waves / 4 SIMDs
    assert waves(32, lds=16384, wg=64) == 1  # 4 workgroups x 1 wave / 4 SIMDs
    assert waves(32, lds=32768, arch="gfx950") == 5  # 5 x 4 / 4


def test_missing_llvm20_interpreter_is_toolchain_missing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROCKE_LLVM20_PYTHON", "/nonexistent")
    with pytest.raises(ToolchainMissing) as e:
        verify.verify([VerifyJob("x", GOOD, "gfx942", "llvm20")])
    msg = str(e.value)
    assert "\n" not in msg and "/nonexistent" in msg and "make venv" in msg
    with pytest.raises(ToolchainMissing):
        verify.interpreter_for(20)


def test_hip_ok_syntax_error_and_gfx950() -> None:
    ok, bad, ok950 = check_hip([HipJob("fam c1 hip", HIP_OK, "gfx942"),
                             HipJob("fam c2 hip", HIP_SYNTAX, "gfx942"),
                             HipJob("fam c3 hip", HIP_OK, "gfx950")], workers=2)
    assert (ok.status, ok.errors) == ("ok", [])
    assert bad.status == "failed" and bad.key == "fam c2 hip"
    assert bad.errors[0].startswith("fam c2 hip:4:") and "expected ';'" in bad.errors[0]
    tmp = tempfile.gettempdir()
    assert all(tmp not in e and "rocke-hip-" not in e and ".hip:" not in e for e in bad.errors)
    assert (ok950.status, ok950.errors) == ("ok", [])  # clang-22 knows gfx950


def test_missing_clang_is_toolchain_missing_for_both_arches(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROCKE_HIP_CLANG", "/nonexistent/clang-22")
    for arch in ("gfx942", "gfx950"):
        with pytest.raises(ToolchainMissing) as e:
            check_hip([HipJob("y", HIP_OK, arch)])
        assert "\n" not in str(e.value) and "apt-get install clang-22" in str(e.value)


def test_agprs_in_a_body_without_mfma_fail() -> None:
    """AGPRs hold parked values when nothing uses MFMA: a spill the spill counters miss."""
    (r,) = verify.verify([VerifyJob("asm", GOOD, "gfx942", "llvm22", want_asm=True)], workers=1)
    assert r.ok and re.search(r"\.agpr_count:\s+0\b", r.asm)
    kernels, errs = llvm_worker.judge(r.asm, "gfx942")
    assert errs == [] and kernels[0]["agpr"] == 0
    parked = re.sub(r"(\.agpr_count:\s+)0\b", r"\g<1>4", r.asm)
    _, errs = llvm_worker.judge(parked, "gfx942")
    assert any("4 AGPRs used by a body without MFMA" in e for e in errs), errs


def test_a_matrix_core_body_may_use_agprs_but_never_spill() -> None:
    (r,) = verify.verify([VerifyJob("asm", GOOD, "gfx942", "llvm22", want_asm=True)], workers=1)
    parked = re.sub(r"(\.agpr_count:\s+)0\b", r"\g<1>4", r.asm)
    _, errs = llvm_worker.judge(parked, "gfx942", mfma=True)
    assert errs == []
    spilled = re.sub(r"(\.vgpr_spill_count:\s+)0\b", r"\g<1>3", parked)
    _, errs = llvm_worker.judge(spilled, "gfx942", mfma=True)
    assert any("spills 3 VGPRs" in e for e in errs), errs


def test_llvm_code_in_agprs_the_inline_asm_holds_fails() -> None:
    """An inline asm that clobbers aN holds a value there across the asm statements (body kvs's
    dK accumulators): LLVM's own code naming aN between two of them overwrites it. The asm's
    own lines may name it; one LLVM instruction that does fails, naming the registers."""
    text = 'call i32 asm "v_mfma a[128:131]", "=s,v,v,0,~{a128},~{a129},~{a130},~{a131}"'
    held = llvm_worker.held_agprs(text)
    assert held == frozenset(range(128, 132))
    (r,) = verify.verify([VerifyJob("asm", GOOD, "gfx942", "llvm22", want_asm=True)], workers=1)
    end = re.search(r"\n\s*s_endpgm", r.asm).group(0)
    asm = r.asm.replace(end, "\n\t;;#ASMSTART\n\tv_mfma_f32_16x16x16_bf16 a[128:131], v[0:1], "
                        "v[0:1], a[128:131]\n\t;;#ASMEND" + end, 1)
    assert llvm_worker.judge(asm, "gfx942", mfma=True, held=held)[1] == []
    # LLVM's temporaries: a load into a[126:129], a copy into a131 (a comment names none)
    ours = asm.replace(end, "\n\tds_read_b128 a[126:129], v1\n\tv_accvgpr_write_b32 a131, v0 "
                       "; a130" + end, 1)
    _, errs = llvm_worker.judge(ours, "gfx942", mfma=True, held=held)
    assert len(errs) == 1 and "uses a128-a129, a131, AGPRs the inline asm holds" in errs[0], errs
    # registers no asm holds are LLVM's to use
    assert llvm_worker.judge(ours, "gfx942", mfma=True)[1] == []


def test_worker_reports_each_result_as_it_arrives() -> None:
    """verify's progress: one call per compiled job, while the worker still runs."""
    calls: list[int] = []
    jobs = [{"key": k, "text": GOOD, "arch": "gfx942", "want_asm": False, "mfma": False}
            for k in ("a", "b", "c")]
    out = verify.run_worker(verify.interpreter_for(22), jobs, calls.append)
    assert len(out) == 3 and calls == [1, 1, 1]
