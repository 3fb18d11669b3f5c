"""Code objects of texts holding a non-empty inline asm string: llvmlite's LLVM has no AMDGPU asm
parser and its emit_object aborts on such a string, so the LLVM worker prints assembly and
llvm-mc-22 assembles it before lld links it; a text without one keeps emit_object. The object
holds the asm's instructions, counts the AGPRs it clobbers, and is the same bytes every time."""

from __future__ import annotations

import re
import subprocess
import time
from pathlib import Path

import pytest

from rocke_cli.perf.objfile import disassemble, find_objdump
from rocke_cli.toolchain import objects
from rocke_cli.toolchain.codeobject import kernel_metadata
from rocke_cli.toolchain.llvm_worker import has_inline_asm
from rocke_cli.toolchain.objects import ObjectJob, build_objects
from rocke_cli.toolchain.verify import ToolchainMissing, interpreter_for, run_worker

HEAD = """target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @asm_mfma(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %pb = getelementptr inbounds <4 x i16>, ptr addrspace(1) %in, i64 1
  %a = load <4 x i16>, ptr addrspace(1) %in, align 8
  %b = load <4 x i16>, ptr addrspace(1) %pb, align 8
"""
TAIL = """  store float %f, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
"""
# a0..a3 zeroed, one bf16 MFMA into a[160:163], the hazard's s_nops, a160 read back
MFMA_ASM = HEAD + r"""  %z = call i32 asm sideeffect "v_accvgpr_write_b32 a160, 0\0Av_accvgpr_write_b32 a161, 0\0Av_accvgpr_write_b32 a162, 0\0Av_accvgpr_write_b32 a163, 0", "=s,~{a160},~{a161},~{a162},~{a163}"()
  %t1 = call i32 asm "s_nop 1\0Av_mfma_f32_16x16x16_bf16 a[160:163], $1, $2, a[160:163]", "=s,v,v,0,~{a160},~{a161},~{a162},~{a163}"(<4 x i16> %a, <4 x i16> %b, i32 %z)
  call void asm sideeffect "s_nop 7\0As_nop 7", ""()
  %f = call float asm sideeffect "v_accvgpr_read_b32 $0, a160", "=v,s"(i32 %t1)
""" + TAIL  # noqa: E501 (IR lines as the lead's kernels write them)
# the shipped kernels' kind: an empty asm string (a scheduling barrier), no instruction in it
NO_ASM = HEAD + """  call void asm sideeffect "", ""()
  %e = extractelement <4 x i16> %b, i32 0
  %f = uitofp i16 %e to float
""" + TAIL
BAD_ASM = MFMA_ASM.replace("s_nop 7\\0As_nop 7", "v_no_such_instruction v0")


def _one(text: str, key: str = "t asm_mfma") -> bytes:
    (r,) = build_objects([ObjectJob(key, text, "gfx942")], workers=1)
    assert r.errors == [] and r.data is not None, r.errors
    return r.data


def test_has_inline_asm_reads_asm_strings_not_empty_ones_comments_or_other_strings() -> None:
    assert has_inline_asm(MFMA_ASM) and has_inline_asm('module asm ".text"\n')
    assert has_inline_asm('  %x = call i32 asm alignstack inteldialect "; only", "=v"()\n')
    assert not has_inline_asm(NO_ASM)  # the empty string: emit_object handles it
    assert not has_inline_asm('  call void asm sideeffect "", ""()  ; was asm "s_nop 0"\n')
    assert not has_inline_asm('@s = constant [12 x i8] c"x; asm \\22s_nop\\22"\n')
    assert not has_inline_asm('@"asm" = global i32 0 ; asm "s_nop 0"\n')


def test_kernel_with_inline_asm_builds_and_holds_the_asm_instructions() -> None:
    data = _one(MFMA_ASM)
    dump = disassemble(data, "gfx942", "asm.co")
    # the instructions, less llvm-objdump's address comments
    body = [re.sub(r"\s*//.*", "", ln).strip() for ln in dump.splitlines() if ln.startswith("\t")]
    assert "v_mfma_f32_16x16x16_bf16 a[160:163], v[0:1], v[2:3], a[160:163]" in body
    assert body.count("s_nop 7") == 2 and "s_nop 1" in body
    assert [f"v_accvgpr_write_b32 a{i}, 0" for i in range(160, 164)] == \
        [ln for ln in body if ln.startswith("v_accvgpr_write_b32")]
    assert any(re.fullmatch(r"v_accvgpr_read_b32 v\d+, a160", ln) for ln in body)
    assert b"/tmp/" not in data and b"rocke-tool" not in data and b"k.s" not in data


def test_agprs_the_asm_clobbers_are_counted_in_metadata_and_descriptor(tmp_path: Path) -> None:
    """a160..a163 clobbered: 164 AGPRs allocated, above the VGPRs (the unified file)."""
    data = _one(MFMA_ASM)
    (k,) = kernel_metadata(data, "gfx942")
    assert k[".agpr_count"] == 164
    co = tmp_path / "k.co"
    co.write_bytes(data)
    dump = subprocess.run([find_objdump(), "-D", "--mcpu=gfx942", co.name], cwd=tmp_path,
                          capture_output=True, text=True, check=True).stdout
    kd = dump[dump.index("<asm_mfma.kd>:"):]
    accum = int(re.search(r"\.amdhsa_accum_offset (\d+)", kd).group(1))
    next_free = int(re.search(r"\.amdhsa_next_free_vgpr (\d+)", kd).group(1))
    assert next_free >= accum + 164 and k[".vgpr_count"] == accum + 164


def test_same_text_same_bytes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROCKE_CACHE", "off")  # compiled, assembled and linked both times
    assert _one(MFMA_ASM) == _one(MFMA_ASM, key="other key")


def test_worker_prints_assembly_only_for_inline_asm_texts() -> None:
    """The path taken: emit_object's bytes ("object") for a text without inline asm, LLVM's
    assembly ("assembly") for one with, never emit_object on it (that kills the worker)."""
    jobs = [{"key": k, "text": t, "arch": "gfx942", "object": True}
            for k, t in (("plain", NO_ASM), ("asm", MFMA_ASM))]
    plain, asm = run_worker(interpreter_for(objects.LLVM), jobs)
    assert plain["ok"] and "object" in plain and "assembly" not in plain
    assert asm["ok"] and "assembly" in asm and "object" not in asm
    assert "v_mfma_f32_16x16x16_bf16 a[160:163]" in asm["assembly"]


def test_assembly_llvm_mc_refuses_fails_that_kernel_alone_in_one_line() -> None:
    bad, good = build_objects([ObjectJob("fam bad", BAD_ASM, "gfx942"),
                               ObjectJob("fam good", NO_ASM, "gfx942")], workers=1)
    assert bad.data is None and len(bad.errors) == 1
    (msg,) = bad.errors
    assert msg.startswith("fam bad: llvm-mc failed: ") and "error:" in msg, msg
    assert "invalid instruction" in msg and msg.endswith(": v_no_such_instruction v0"), msg
    assert "\n" not in msg and "/tmp/" not in msg
    assert good.errors == [] and good.data is not None


def test_missing_llvm_mc_is_one_line_and_needed_only_for_inline_asm(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROCKE_LLVM_MC", "/nonexistent/llvm-mc-22")
    with pytest.raises(ToolchainMissing) as e:
        build_objects([ObjectJob("a", MFMA_ASM, "gfx942")])
    assert "\n" not in str(e.value) and "apt-get install llvm-22" in str(e.value)
    assert _one(NO_ASM)  # a build without inline asm neither needs nor records it
    assert "llvm-mc" not in objects.toolchain(objects.needs_mc([ObjectJob("b", NO_ASM, "x")]))


def test_assembler_identity_is_recorded_and_keys_only_asm_objects() -> None:
    tools = objects.toolchain(mc=True)
    assert "LLVM version 22." in tools["llvm-mc"]
    with_asm = objects._cache_key(ObjectJob("a", MFMA_ASM, "gfx942"), tools)
    without = objects._cache_key(ObjectJob("b", NO_ASM, "gfx942"), tools)
    assert with_asm["llvm-mc"] == tools["llvm-mc"] and "llvm-mc" not in without


def test_an_assembler_that_never_returns_fails_its_kernel_at_the_timeout(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hang = tmp_path / "llvm-mc-hangs"
    hang.write_text('#!/bin/sh\n[ "$1" = --version ] && { echo "hangs LLVM version 22.1"; exit; }\n'
                    "sleep 1000 &\nsleep 1000\n")
    hang.chmod(0o755)
    monkeypatch.setenv("ROCKE_LLVM_MC", str(hang))
    monkeypatch.setenv("ROCKE_TOOL_TIMEOUT", "2")
    t = time.monotonic()
    (r,) = build_objects([ObjectJob("fam slow", MFMA_ASM, "gfx942")], workers=1)
    assert r.data is None and r.errors == [
        "fam slow: llvm-mc: no answer within 2 s (ROCKE_TOOL_TIMEOUT); killed with its children"]
    assert time.monotonic() - t < 60


# a literal beside VCC in v_cndmask: two constant-bus reads, which gfx9 forbids (the mask side's
# first spelling; LLVM never reads an inline asm string, llvm-mc refuses it)
BUS = HEAD + r"""  %e = extractelement <4 x i16> %b, i32 0
  %x = uitofp i16 %e to float
  %f = call float asm sideeffect "v_cmp_lt_f32 vcc, 0, $1\0Av_cndmask_b32 $0, 0xff800000, $1, vcc", "=v,v,~{vcc}"(float %x)
""" + TAIL  # noqa: E501 (IR lines as the lead's kernels write them)


@pytest.mark.parametrize("flavor", ["llvm22", "llvm20"])
def test_verify_assembles_inline_asm_and_names_the_line_llvm_mc_refuses(flavor: str) -> None:
    from rocke_cli.toolchain.verify import VerifyJob, verify

    good = BUS.replace("0xff800000", "v1")
    bad, fine = verify([VerifyJob("fam bus", BUS, "gfx942", flavor),
                        VerifyJob("fam fine", good, "gfx942", flavor)], workers=1)
    assert not bad.ok and fine.ok, (bad.errors, fine.errors)
    (err,) = bad.errors
    assert "inline asm (gfx942): llvm-mc failed" in err and "constant bus" in err
    # the line, as LLVM printed it
    assert re.search(r"k\.s:\d+:\d+: .*: v_cndmask_b32 v\d+, 0xff800000, v\d+, vcc$", err)
    # a pass is cached with the assembler's identity; the refusal is never cached
    again, = verify([VerifyJob("fam bus", BUS, "gfx942", flavor)], workers=1)
    assert not again.ok and again.errors == bad.errors


def test_build_prints_a_line_per_object_when_not_a_terminal(tmp_path: Path) -> None:
    from helpers import cli

    ids = "gfx942.f16.d64.bm64.bshd.ws0.full,gfx950.f16.d64.bm64.bshd.ws0.full"
    r = cli("build", "--family", "attention_bwd_convert", "--config", ids, "--out",
            str(tmp_path / "o"), "-j", "1")
    assert r.returncode == 0, r.stderr
    lines = [ln for ln in r.stdout.splitlines() if ln.startswith("build [")]
    assert len(lines) == 2, r.stdout
    assert not r.stderr.strip(), r.stderr  # stderr keeps to errors
    assert {ln.split("]: ")[1] for ln in lines} == {
        f"attention_bwd_convert {i} {i.split('.')[0]}" for i in ids.split(",")}
    assert lines[-1].startswith("build [2/2]")
