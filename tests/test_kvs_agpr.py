"""dK's accumulators in physical AGPRs (body kvs's `ak`, templates/common/agpr.ll.j2): where
the plan holds them there, the IR's four asm templates and their registers, the wait states
LLVM's hazard handling would not give an asm (each measured against LLVM's own count for the
same dependency between its own instructions), the simulator's reading of the templates, and
the code object's register count. Numerics: tests/test_sim.py runs the tiles, .ll and .hip."""

from __future__ import annotations

import re

import pytest
from helpers import kernel_asm, made_config

from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.kvs import KvsTile, kvs_plan
from rocke_cli.engine.families.kvs_tiles import AGPRS, AK_TILES
from rocke_cli.engine.render import render
from rocke_cli.errors import RockeError
from rocke_cli.sim import agpr as A
from rocke_cli.sim import retarget

MAIN = "attention_bwd_main"
TILE = "gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs"
MMA = re.compile(r'= call i32 asm "s_nop 1\\0A(v_mfma_\w+) a\[(\d+):(\d+)\], \$1, \$2, '
                 r'a\[(\d+):(\d+)\]", "=s,v,v,0((?:,~\{a\d+\})+)"')


def _cfg(**v: object) -> Config:
    return made_config(MAIN, {"arch": "gfx942", "dtype": "bf16", "head_dim": 128, "block_m": 16,
                              "block_n": 192, "wg_size": 256, "causal": 0,
                              "dq_mode": "atomic"}, **v)


def _asm(text: str, arch: str = "gfx942", llvm: int = 22) -> str:
    return kernel_asm(text, arch, llvm)


def test_the_plan_holds_dk_in_agprs_on_the_512_register_tiles_of_the_table() -> None:
    t = kvs_plan(_cfg(), dq=True)
    assert isinstance(t, KvsTile) and t.variant == "tall512" and t.ak
    # 24 dK blocks of 4 registers at the top of the file; the table's strategy
    assert (t.ak_base, t.iglp) == (AGPRS - 24 * 4, AK_TILES[("gfx942", 128, 128, 192)])
    # the 360-register tiles keep LLVM's MFMAs; so does a 512-register tile the table lacks
    for v in ({"block_n": 128, "arch": "gfx950"}, {"head_dim": 64}):
        t = kvs_plan(_cfg(**v), dq=True)
        assert isinstance(t, KvsTile) and t.variant != "tall512" and not t.ak, v
    # at 128 keys on gfx942 it is chosen over the 360-register tile that fits (atomic dQ), not
    # without a fused dQ
    t128 = kvs_plan(_cfg(block_n=128), dq=True)
    assert isinstance(t128, KvsTile) and (t128.variant, t128.ak) == ("tall512", True)
    none = kvs_plan(_cfg(block_n=128, dq_mode="none"), dq=False)
    assert isinstance(none, KvsTile) and none.variant != "tall512" and not none.ak
    d64 = kvs_plan(_cfg(arch="gfx950", dtype="f16", head_dim=64, block_n=256, causal=1),
                   dq=True)
    assert isinstance(d64, KvsTile) and d64.variant == "tall512" and not d64.ak
    assert ("gfx950", 64, 64, 256) not in AK_TILES


@pytest.mark.parametrize("flavor", ["llvm20", "llvm22"])
def test_dk_runs_on_the_asm_templates_on_registers_the_clobbers_name(flavor: str) -> None:
    b = catalog.build(MAIN, TILE)
    t, text = b.derived, render(b, "ll", flavor)
    loop = text.split("\nqt:\n", 1)[1].split("\nstore:\n", 1)[0]
    mmas = MMA.findall(loop)
    # one AGPR-form MFMA an accumulator a step, none of LLVM's on dK
    assert len(mmas) == t.kv.per_wave and not re.search(r"%dk\d+\.acc = call <4 x float>", loop)
    starts = set()
    for insn, r0, r1, c0, c1, clob in mmas:
        r = int(r0)
        assert insn == t.kv.insn and (int(r1), int(c0), int(c1)) == (r + 3, r, r + 3)
        assert clob.strip(",").split(",") == [f"~{{a{x}}}" for x in range(r, r + 4)]
        assert t.ak_base <= r and r + 3 < AGPRS
        starts.add(r)
    assert len(starts) == t.kv.per_wave  # each accumulator its own registers
    # zero each before the loop, settle once, read each register after it
    assert text.count('asm sideeffect "v_accvgpr_write_b32') == t.kv.per_wave
    assert text.count('asm sideeffect "s_nop 7\\0As_nop 7"') == 1
    assert text.count('asm sideeffect "v_accvgpr_read_b32') == t.kv.per_wave * t.kv.nv
    # a code object counts the AGPRs an asm clobbers, not those it only names: every AGPR the
    # text names is clobbered somewhere
    named = {int(x) for x in re.findall(r"\ba(\d+)\b", " ".join(
        re.findall(r' asm (?:sideeffect )?"([^"]*)"', text)))}
    named |= {x for a, z in re.findall(r"a\[(\d+):(\d+)\]", text)
              for x in range(int(a), int(z) + 1)}
    clobbered = {int(x) for x in re.findall(r"~\{a(\d+)\}", text)}
    assert named and named <= clobbered
    # the strategy line: the plan's, or the one the flavor asks for in its place
    assert f"; strategy {t.iglp}" in text


@pytest.mark.parametrize("cid, flavor", [
    (TILE, "llvm22"), (TILE, "llvm20"),
    ("gfx950.bf16.d192.dv128.bm16bn128.bshd.ws0.full.c0.atomic.kvs", "llvm22")])
def test_llvm_never_allocates_the_accumulators_registers(cid: str, flavor: str) -> None:
    """Outside the asm blocks no instruction of the compiled kernel names an AGPR at or
    above ak_base: LLVM's allocations and copies stay below the accumulators."""
    b = catalog.build(MAIN, cid)
    arch = b.config.values["arch"]
    asm = _asm(render(b, "ll", flavor), arch, 20 if flavor == "llvm20" else 22)
    outside = re.sub(r";;#ASMSTART.*?;;#ASMEND", "", asm, flags=re.S)
    regs = [int(x) for x in re.findall(r"\ba(\d+)\b", outside)]
    regs += [int(z) for _, z in re.findall(r"\ba\[(\d+):(\d+)\]", outside)]
    assert max(regs, default=-1) < b.derived.ak_base
    inside = re.findall(r";;#ASMSTART(.*?);;#ASMEND", asm, flags=re.S)
    assert sum("v_mfma" in x for x in inside) == b.derived.kv.per_wave  # the loop's, once


def _wait_states(lines: list[str]) -> int:
    """Wait states the s_nop lines give (s_nop N: N + 1)."""
    return sum(int(m.group(1)) + 1 for ln in lines if (m := re.match(r"\s*s_nop (\d+)", ln)))


def _between(asm: str, first: str, then: str) -> list[str]:
    lines = [ln.strip() for ln in asm.splitlines()]
    i = next(k for k, ln in enumerate(lines) if re.match(first, ln))
    j = next(k for k in range(i + 1, len(lines)) if re.match(then, lines[k]))
    return lines[i + 1:j]


_KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(3) %l) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr <4 x i16>, ptr addrspace(1) %p, i32 %tid
  %a = load <4 x i16>, ptr addrspace(1) %q
  %b = add <4 x i16> %a, <i16 1, i16 2, i16 3, i16 4>
BODY
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16>, <4 x i16>, <4 x float>,
                                                         i32, i32, i32)
attributes #0 = { "amdgpu-flat-work-group-size"="256,256" "amdgpu-agpr-alloc"="0" }
"""
_LLVM_MFMA = ("  %m = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16bf16.1k(<4 x i16> %b, "
              "<4 x i16> %b, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)\n")


def test_the_templates_wait_at_least_as_long_as_llvm_does_for_its_own_mfma() -> None:
    """The hazards LLVM's recognizer leaves to an inline asm, each measured on LLVM's own
    instructions: a VALU write of an operand before the MFMA reads it (the mma template's
    leading s_nop 1), and the MFMA's result before a VALU reads it (the settle's two s_nop 7)."""
    # LLVM's count, VALU -> its MFMA (the v_pk_* writes %b, the MFMA reads it)
    own = _asm(_KERNEL.replace("BODY", _LLVM_MFMA + "  store <4 x float> %m, ptr addrspace(1) %p"))
    before = _wait_states(_between(own, r"v_pk_sub_u16", r"v_mfma"))
    # ... and its MFMA -> a VALU read of the result
    read = """  %e = extractelement <4 x float> %m, i32 0
  %f = fadd float %e, 1.0
  store float %f, ptr addrspace(1) %p"""
    after_own = _asm(_KERNEL.replace("BODY", _LLVM_MFMA + read))
    after = _wait_states(_between(after_own, r"v_mfma", r"v_add_f32"))
    assert before >= 1 and after >= 4  # LLVM inserts waits for both (the measurement holds)
    # the templates as the tile spells them, on the same dependencies
    text = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    mma = re.search(r'asm "(s_nop 1\\0Av_mfma[^"]*)"', text).group(1)  # type: ignore[union-attr]
    settle = re.search(r'asm sideeffect "(s_nop 7\\0As_nop 7)"', text).group(1)  # type: ignore[union-attr]
    assert _wait_states(mma.split("\\0A")[:-1]) >= before
    assert _wait_states(settle.split("\\0A")) >= after


def test_llvm_waits_for_an_lds_load_an_asm_operand_reads() -> None:
    """SIInsertWaitcnts counts an inline asm's register operands as uses: the LDS load of a
    template's B operand is waited for before the asm (lgkmcnt)."""
    body = """  %lp = getelementptr <4 x i16>, ptr addrspace(3) %l, i32 %tid
  %x = load <4 x i16>, ptr addrspace(3) %lp
  %t = call i32 asm "s_nop 1\\0Av_mfma_f32_16x16x16_bf16 a[160:163], $1, $2, a[160:163]", \
"=s,v,v,0,~{a160},~{a161},~{a162},~{a163}"(<4 x i16> %b, <4 x i16> %x, i32 0)
  call void asm sideeffect "s_nop 7\\0As_nop 7", "s"(i32 %t)
  %r = call float asm sideeffect "v_accvgpr_read_b32 $0, a160", "=v,s"(i32 %t)
  store float %r, ptr addrspace(1) %p"""
    asm = _asm(_KERNEL.replace("BODY", body))
    span = _between(asm, r"ds_read_b64", r"v_mfma_f32_16x16x16_bf16 a\[160:163\]")
    assert any(re.match(r"s_waitcnt lgkmcnt\(0\)", ln) for ln in span), span


def test_the_simulator_reads_the_templates_and_refuses_a_malformed_one() -> None:
    calls = []

    def mfma(insn: str, args: str, n: int) -> str:
        calls.append((insn, n))
        return f"call <4 x float> @h({args})"

    good = ('  %12 = tail call contract i32 asm "s_nop 1\\0Av_mfma_f32_16x16x16_bf16 '
            'a[160:163], $1, $2, a[160:163]", "=s,v,v,0,~{a160},~{a161},~{a162},~{a163}"'
            '(<4 x i16> %a, <4 x i16> %b, i32 %t) #3, !srcloc !9')
    out = A.rewrite(good, 7, "ptr", mfma, "x")
    assert out is not None and calls == [("v_mfma_f32_16x16x16_bf16", 7)]
    assert "getelementptr float, ptr %__rocke_agpr, i32 160" in out[0]
    assert out[-1] == "  %12 = freeze i32 %t"
    read = '  %r = call float asm sideeffect "v_accvgpr_read_b32 $0, a163", "=v,s"(i32 %t)'
    assert A.rewrite(read, 1, "ptr", mfma, "x")[-1] == (  # type: ignore[index]
        "  %r = load float, ptr %__ag.r.p, align 4")
    assert A.rewrite('  call void asm sideeffect "s_nop 7\\0As_nop 7", "s,s"(i32 %a, i32 %b)',
                     1, "ptr", mfma, "x") == []
    assert A.rewrite("  %x = add i32 1, 2", 1, "ptr", mfma, "x") is None
    # the registers the text runs on are the ones it clobbers: a mismatch is an error
    bad = good.replace("~{a163}", "~{a167}")
    with pytest.raises(ValueError, match=r"x: v_mfma_f32_16x16x16_bf16 on a\[160:163\]"):
        A.rewrite(bad, 1, "ptr", mfma, "x")
    past = good.replace("160", "254").replace("161", "255").replace("162", "256") \
        .replace("163", "257")
    with pytest.raises(ValueError, match="outside a0..a255"):
        A.rewrite(past, 1, "ptr", mfma, "x")
    # through retarget: a one-line error naming the line
    text = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    line = next(ln for ln in text.splitlines() if MMA.search(ln))
    broken = text.replace(line, line.replace("~{a160}", "~{a9}", 1), 1)
    with pytest.raises(RockeError, match=r"^sim: t: line \d+: .* the template is D = C"):
        retarget.retarget(broken, "x86_64-unknown-linux-gnu", "e-m:e-i64:64-n32:64-S128", "t")


def test_the_code_object_counts_every_agpr_of_the_accumulators() -> None:
    from rocke_cli.schedule.replay import Replayer
    from rocke_cli.toolchain.codeobject import kernel_metadata
    from rocke_cli.toolchain.objects import ObjectJob, build_objects

    b = catalog.build(MAIN, TILE)
    # (the tile's loop is rocke's recorded order: llc writes it, from LLVM's registers)
    (res,) = build_objects([ObjectJob(TILE, render(b, "ll", "llvm22"), "gfx942", MAIN, TILE)],
                           workers=1, scheduler=Replayer())
    assert res.data is not None, res.errors
    (k,) = kernel_metadata(res.data, "gfx942")
    assert k[".agpr_count"] == AGPRS
