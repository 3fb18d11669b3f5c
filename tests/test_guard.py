"""The THD guard: where it is emitted, and what it costs in the gfx942 assembly."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from rocke_cli import catalog
from rocke_cli.render import render

INSN = re.compile(r"^\s+([sv]_[a-z0-9_]+)", re.M)


def _configs(family: str, **want):
    return [c for c in catalog.family_configs(family).configs
            if all(c[k] == v for k, v in want.items())
            and not catalog.build(family, c.id).refused]


def test_guard_present_in_thd_and_absent_in_bshd():
    for fam in ("attention_bwd_prep", "attention_bwd_convert"):
        for c in _configs(fam):
            text = render(catalog.build(fam, c.id), "ll", "llvm22")
            hip = render(catalog.build(fam, c.id), "hip")
            guarded = c["layout"] == "thd" and (c["bounds"] == "full" or c["ws_seg"] == 0)
            assert ("%q.bad = or i1" in text) == guarded, c.id
            assert ("q_bad" in hip) == guarded, c.id
            assert ("cu_seqlens_q" in text) == (c["layout"] == "thd"), c.id
            slot = c["layout"] == "thd" and c["bounds"] == "full" and c["ws_seg"] == 1
            assert ("%q.bad.long" in text) == slot, c.id


def test_no_guard_switch_removes_only_the_guard():
    c = _configs("attention_bwd_convert", layout="thd", ws_seg=0)[0]
    on = render(catalog.build(c.family, c.id), "ll", "llvm22")
    off = render(catalog.build(c.family, c.id, guard=False), "ll", "llvm22")
    assert "%q.bad" in on and "%q.bad" not in off
    assert "cu_seqlens_q" in off


def _body(asm: str, kernel: str) -> str:
    start = asm.index(f"{kernel}:\n")
    return asm[start:asm.index("s_endpgm", start)]


@pytest.mark.parametrize("family,ws_seg", [("attention_bwd_prep", 0), ("attention_bwd_prep", 1),
                                           ("attention_bwd_convert", 0),
                                           ("attention_bwd_convert", 1)])
def test_guard_costs_scalar_instructions_only(family, ws_seg, record_property):
    from rocke_cli.verify import VerifyJob, verify

    c = _configs(family, arch="gfx942", layout="thd", ws_seg=ws_seg, bounds="full")[0]
    jobs = [VerifyJob(f"{c.id} {g}", render(catalog.build(family, c.id, guard=g), "ll", "llvm22"),
                      "gfx942", "llvm22", want_asm=True) for g in (True, False)]
    on, off = verify(jobs, workers=2)
    assert on.ok and off.ok, (on.errors, off.errors)
    kernel = catalog.build(family, c.id).abi.kernel
    ins_on = Counter(INSN.findall(_body(on.asm, kernel)))
    ins_off = Counter(INSN.findall(_body(off.asm, kernel)))
    valu_on = {k: n for k, n in ins_on.items() if k.startswith("v_")}
    valu_off = {k: n for k, n in ins_off.items() if k.startswith("v_")}
    assert valu_on == valu_off, "the guard must add no VALU instruction"
    assert on.kernels[0]["vgpr"] == off.kernels[0]["vgpr"], "the guard must add no VGPR"
    extra = sum(ins_on.values()) - sum(ins_off.values())
    assert extra > 0, "the guarded build must contain the guard"
    record_property("guard_scalar_instructions", extra)
    print(f"{family} {c.id}: guard = {extra} scalar instructions")
