"""dK's accumulators in AGPRs (body kvs's `ak`, templates/common/agpr.ll.j2): where the plan
holds them there, the IR's asm templates (each accumulator an "=a" operand LLVM allocates),
the wait states LLVM's hazard handling would not give an asm (each measured against LLVM's own
count for the same dependency between its own instructions), the simulator's reading of the
templates, every shipped such tile verified on LLVM 20 and 22, and the code object's register
count. Numerics: tests/test_sim.py runs the tiles, .ll and .hip."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import kernel_asm, made_config

from rocke_cli.engine import catalog
from rocke_cli.engine.config import Config
from rocke_cli.engine.families.kvs import KvsTile, kvs_plan
from rocke_cli.engine.families.kvs_tiles import AK_TILES
from rocke_cli.engine.render import render
from rocke_cli.errors import RockeError
from rocke_cli.sim import agpr as A
from rocke_cli.sim import retarget
from rocke_cli.toolchain import verify

MAIN = "attention_bwd_main"
TILE = "gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs"
MMA = re.compile(r'(%dk\d+\.acc) = call <(\d+) x float> asm "s_nop 1\\0A(v_mfma_\w+) '
                 r'\$0, \$1, \$2, \$0", "=a,v,v,0"\(.*, <(\d+) x float> (%qt\.dk\d+)\)$', re.M)


def _cfg(**v: object) -> Config:
    return made_config(MAIN, {"arch": "gfx942", "dtype": "bf16", "head_dim": 128, "block_m": 16,
                              "block_n": 192, "wg_size": 256, "causal": 0,
                              "dq_mode": "atomic"}, **v)


def _asm(text: str, arch: str = "gfx942", llvm: int = 22) -> str:
    return kernel_asm(text, arch, llvm)


def test_the_plan_holds_dk_in_agprs_on_the_512_register_tiles_of_the_table() -> None:
    t = kvs_plan(_cfg(), dq=True)
    assert isinstance(t, KvsTile) and t.variant == "tall512" and t.ak
    # 24 dK blocks of 4 registers; the table's strategy
    assert (t.kv.per_wave, t.kv.nv, t.iglp) == (24, 4, AK_TILES[("gfx942", 128, 128, 192)])
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
def test_dk_runs_on_the_asm_templates_with_its_accumulators_as_agpr_operands(flavor: str) -> None:
    b = catalog.build(MAIN, TILE)
    t, text = b.derived, render(b, "ll", flavor)
    loop = text.split("\nqt:\n", 1)[1].split("\nstore:\n", 1)[0]
    mmas = MMA.findall(loop)
    # one AGPR-form MFMA an accumulator a step, on its loop phi ("=a" tied to it), none of
    # LLVM's on dK
    assert len(mmas) == t.kv.per_wave and not re.search(r"%dk\d+\.acc = call <4 x float> @", loop)
    assert {(w, insn, c) for _, w, insn, c, _ in mmas} == {("4", t.kv.insn, "4")}
    assert sorted(int(a.rsplit("dk", 1)[1]) for _, _, _, _, a in mmas) == list(range(24))
    # no register named: LLVM allocates them, and knows they are live (no clobber anywhere)
    assert "~{a" not in text and not re.search(r"\ba\[?\d", " ".join(
        re.findall(r' asm (?:sideeffect )?"([^"]*)"', text)))
    # zero each before the loop, in the AGPR class; settle once after it; each read behind
    # its own ordered asm
    assert text.count('asm sideeffect "; zero", "=a,0"') == t.kv.per_wave
    assert text.count('asm sideeffect "s_nop 7\\0As_nop 7"') == 1
    assert text.count('asm sideeffect "; settled", "=a,0"') == t.kv.per_wave
    store = text.split("\nstore:\n", 1)[1]
    assert store.index("s_nop 7") < store.index("; settled")
    # the strategy line: the plan's, or the one the flavor asks for in its place
    assert f"; strategy {t.iglp}" in text


def test_llvm_never_allocates_the_accumulators_registers() -> None:
    """Every shipped config with dK in AGPRs, on LLVM 20 and 22: verify passes (no scratch, no
    spill; and no LLVM code in an AGPR an asm clobbers, which these no longer do), each
    accumulator's MFMA once in the loop, on the AGPRs LLVM allocated it. Goldens blessed
    before a check are trusted by `verify --trust-golden`: this holds these tiles to it."""
    built = [(f, c.id) for f in (MAIN, "attention_bwd_unified_main")
             for c in catalog.family_configs(f).configs
             if not (b := catalog.build(f, c.id)).refused and getattr(b.derived, "ak", False)]
    assert len(built) >= 19 and any(i == TILE for _, i in built)
    jobs = [verify.VerifyJob(f"{f} {i} {fl}", render(catalog.build(f, i), "ll", fl),
                             i.split(".")[0], fl, want_asm=True, mfma=True)
            for f, i in built for fl in ("llvm20", "llvm22")]
    for j, r in zip(jobs, verify.verify(jobs, workers=2), strict=True):
        assert r.ok, (j.key, r.errors)
        fam, cid, _ = j.key.split(" ")
        t = catalog.build(fam, cid).derived
        inside = re.findall(r";;#ASMSTART(.*?);;#ASMEND", r.asm, flags=re.S)
        assert sum("v_mfma" in x for x in inside) == t.kv.per_wave, j.key  # the loop's, once
        # each on the AGPRs LLVM gave it, in its AGPR form (D = C, both AGPRs)
        for x in inside:
            if m := re.search(r"v_mfma\w+ (a\[\d+:\d+\]), v\[[\d:]+\], v\[[\d:]+\], (\S+)", x):
                assert m.group(1) == m.group(2), (j.key, x.strip())


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
  %z = call <4 x float> asm sideeffect "; zero", "=a,0"(<4 x float> zeroinitializer)
  %t = call <4 x float> asm "s_nop 1\\0Av_mfma_f32_16x16x16_bf16 $0, $1, $2, $0", \
"=a,v,v,0"(<4 x i16> %b, <4 x i16> %x, <4 x float> %z)
  call void asm sideeffect "s_nop 7\\0As_nop 7", "a"(<4 x float> %t)
  %u = call <4 x float> asm sideeffect "; settled", "=a,0"(<4 x float> %t)
  %r = extractelement <4 x float> %u, i32 0
  store float %r, ptr addrspace(1) %p"""
    asm = _asm(_KERNEL.replace("BODY", body))
    span = _between(asm, r"ds_read_b64", r"v_mfma_f32_16x16x16_bf16 a\[")
    assert any(re.match(r"s_waitcnt lgkmcnt\(0\)", ln) for ln in span), span


def test_the_simulator_reads_the_templates_and_refuses_a_malformed_one() -> None:
    calls = []

    def mfma(insn: str, args: str, n: int) -> str:
        calls.append((insn, n))
        return f"call <4 x float> @h({args})"

    # as clang writes the .hip's statement (flags, attributes, !srcloc)
    good = ('  %12 = tail call contract <4 x float> asm "s_nop 1\\0Av_mfma_f32_16x16x16_bf16 '
            '$0, $1, $2, $0", "=a,v,v,0"(<4 x i16> %a, <4 x i16> %b, <4 x float> %c) #3, '
            '!srcloc !9')
    assert A.rewrite(good, 7, mfma, "x") == [
        "  %12 = call <4 x float> @h(<4 x i16> %a, <4 x i16> %b, <4 x float> %c)"]
    assert calls == [("v_mfma_f32_16x16x16_bf16", 7)]
    assert A.rewrite('  call void asm sideeffect "s_nop 7\\0As_nop 7", "a,a"(<4 x float> %a, '
                     '<4 x float> %b)', 1, mfma, "x") == []
    assert A.rewrite("  %x = add i32 1, 2", 1, mfma, "x") is None
    # an accumulator of a width no MFMA has is an error naming the instruction
    bad = good.replace("<4 x float>", "<8 x float>")
    with pytest.raises(ValueError, match=r"x: v_mfma_f32_16x16x16_bf16 with a <8 x float>"):
        A.rewrite(bad, 1, mfma, "x")
    # the zero and the settled copy are identities (freeze) through retarget; a template the
    # simulator cannot read is a one-line error naming the line
    text = render(catalog.build(MAIN, TILE), "ll", "llvm22")
    host = retarget.retarget(text, "x86_64-unknown-linux-gnu", "e-m:e-i64:64-n32:64-S128", "t")
    assert "%ak.z0 = freeze <4 x float> zeroinitializer" in host.text
    assert "%st.dk0 = freeze <4 x float> %st.dkt0" in host.text
    assert not re.search(r"call [^;\n]*\basm\b", host.text)
    line = next(ln for ln in text.splitlines() if MMA.search(ln))
    broken = text.replace(line, line.replace("$2, $0", "$2, $3", 1), 1)
    with pytest.raises(RockeError, match=r"^sim: t: line \d+: inline asm"):
        retarget.retarget(broken, "x86_64-unknown-linux-gnu", "e-m:e-i64:64-n32:64-S128", "t")


def test_the_code_object_counts_every_agpr_of_the_accumulators(tmp_path: Path) -> None:
    """The built object's AGPR count covers every AGPR its code names, the asm's included
    (the accumulators' registers are LLVM's allocation: no count it could miss)."""
    from rocke_cli.perf.objfile import read_object
    from rocke_cli.schedule.replay import Replayer
    from rocke_cli.toolchain.codeobject import kernel_metadata
    from rocke_cli.toolchain.objects import ObjectJob, build_objects

    b = catalog.build(MAIN, TILE)
    # (the tile's loop is rocke's recorded order: llc writes it, from LLVM's registers)
    (res,) = build_objects([ObjectJob(TILE, render(b, "ll", "llvm22"), "gfx942", MAIN, TILE)],
                           workers=1, scheduler=Replayer())
    assert res.data is not None, res.errors
    (k,) = kernel_metadata(res.data, "gfx942")
    obj = tmp_path / "k.co"
    obj.write_bytes(res.data)
    _, (kern,) = read_object(str(obj), "gfx942")
    named = [int(x) for x in re.findall(r"\ba(\d+)\b", kern.asm)]
    named += [int(z) for _, z in re.findall(r"\ba\[(\d+):(\d+)\]", kern.asm)]
    # the accumulators' MFMAs write AGPRs, and the count holds the highest named
    assert re.search(r"v_mfma_f32_16x16x16_bf16 a\[\d+:\d+\]", kern.asm)
    assert named and k[".agpr_count"] >= max(named) + 1
