"""The LLVM and clang-19 checks: each failure kind is caught, good kernels pass, on both LLVMs."""

from __future__ import annotations

import pytest

from rocke_cli import verify as V
from rocke_cli.hipcheck import HipJob, check_hip

ATTRS = ('attributes #0 = { nounwind "amdgpu-flat-work-group-size"="256,256" '
         '"uniform-work-group-size"="true" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-ptr" '
         '"amdgpu-no-queue-ptr" }\n!llvm.module.flags = !{!0}\n'
         '!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}\n')


def kernel(body: str, globals_: str = "", decls: str = "") -> str:
    return (f'target triple = "amdgcn-amd-amdhsa"\n{globals_}\n'
            "define amdgpu_kernel void @k(ptr addrspace(1) noalias %out, i32 %n) #0 {\n"
            "  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n"
            f"{body}  ret void\n}}\n"
            f"declare i32 @llvm.amdgcn.workitem.id.x()\n{decls}{ATTRS}")


GOOD = kernel("  %p = getelementptr inbounds float, ptr addrspace(1) %out, i32 %tid\n"
              "  %f = sitofp i32 %n to float\n  store float %f, ptr addrspace(1) %p, align 4\n")


def job(text: str, arch: str = "gfx942", flavor: str = "llvm22", key: str = "k") -> V.VerifyJob:
    return V.VerifyJob(key, text, arch, flavor)


@pytest.mark.parametrize("flavor,llvm", [("llvm22", "22."), ("llvm20", "20.")])
def test_good_kernel_passes_on_both_llvms(flavor, llvm):
    (r,) = V.verify([job(GOOD, flavor=flavor)])
    assert r.ok, r.errors
    assert r.llvm.startswith(llvm)
    k = r.kernels[0]
    assert k["vgpr"] > 0 and k["scratch"] == 0 and k["kernarg"] == 12
    assert 1 <= k["waves_per_simd"] <= 8


def test_verifier_error_is_reported_and_others_still_pass():
    bad = GOOD.replace("sitofp i32 %n", "sitofp i32 %undefined")
    good, broken = V.verify([job(GOOD, key="a"), job(bad, key="b")], workers=1)
    assert good.ok
    assert not broken.ok and broken.errors[0].startswith("verifier:")


def test_lds_over_the_limit_fails_on_gfx942_only():
    g = "@lds = internal addrspace(3) global [20000 x float] poison, align 16\n"
    body = ("  %q = getelementptr inbounds [20000 x float], ptr addrspace(3) @lds, i32 0, "
            "i32 %tid\n"
            "  store float 1.0, ptr addrspace(3) %q, align 4\n")
    on942, on950 = V.verify([job(kernel(body, g), "gfx942", key="a"),
                             job(kernel(body, g), "gfx950", key="b")])
    assert not on942.ok and on942.errors
    assert on950.ok, on950.errors


def test_scratch_fails():
    body = ("  %a = alloca [64 x float], align 4, addrspace(5)\n"
            "  %q = getelementptr inbounds [64 x float], ptr addrspace(5) %a, i32 0, i32 %n\n"
            "  store volatile float 1.0, ptr addrspace(5) %q, align 4\n")
    (r,) = V.verify([job(kernel(body))])
    assert not r.ok and any("scratch" in e for e in r.errors)


def test_external_call_fails():
    (r,) = V.verify([job(kernel("  call void @ext()\n", decls="declare void @ext()\n"))])
    assert not r.ok and any("external call" in e for e in r.errors)


def test_identical_jobs_compile_once(monkeypatch):
    calls = []
    real = V._run_worker
    monkeypatch.setattr(V, "_run_worker", lambda py, jobs: calls.append(len(jobs)) or
                        real(py, jobs))
    a, b = V.verify([job(GOOD, key="a"), job(GOOD, key="b")])
    assert sum(calls) == 1
    assert (a.ok, a.kernels) == (b.ok, b.kernels) and (a.key, b.key) == ("a", "b")


def test_missing_llvm20_is_a_one_line_error(monkeypatch):
    monkeypatch.setenv("ROCKE_LLVM20_PYTHON", "/nonexistent/python")
    V.interpreter_for.cache_clear()
    try:
        with pytest.raises(V.ToolchainMissing) as e:
            V.verify([job(GOOD, flavor="llvm20")])
        assert "\n" not in str(e.value) and "make venv" in str(e.value)
    finally:
        V.interpreter_for.cache_clear()


HIP = ('#include <hip/hip_runtime.h>\nextern "C" __global__ void k(float* o) '
       "{ o[threadIdx.x] = 1.0f; }\n")


def test_hip_compiles_fails_and_reports_gfx950_as_not_checkable():
    ok, bad, nc = check_hip([HipJob("good", HIP, "gfx942"),
                             HipJob("fam id hip", HIP.replace("1.0f;", "1.0f"), "gfx942"),
                             HipJob("later", HIP, "gfx950")])
    assert ok.status == "ok"
    assert bad.status == "failed" and bad.errors[0].startswith("fam id hip:")
    assert "/tmp" not in " ".join(bad.errors)
    assert nc.status == "not-checkable"
