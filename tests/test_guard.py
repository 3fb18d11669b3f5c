"""The THD guard: where it is emitted, and what it costs in the gfx942 assembly."""

from __future__ import annotations

import pytest
from helpers import configs, guard_cost

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render


def test_guard_present_in_thd_and_absent_in_bshd():
    for fam in ("attention_bwd_prep", "attention_bwd_convert"):
        for c in configs(fam):
            text = render(catalog.build(fam, c.id), "ll", "llvm22")
            hip = render(catalog.build(fam, c.id), "hip")
            guarded = c["layout"] == "thd" and (c["bounds"] == "full" or c["ws_seg"] == 0)
            assert ("%q.bad = or i1" in text) == guarded, c.id
            assert ("q_bad" in hip) == guarded, c.id
            assert ("cu_seqlens_q" in text) == (c["layout"] == "thd"), c.id
            # the len bound (max_seqlen) is at every full site, never under legacy
            full = c["layout"] == "thd" and c["bounds"] == "full"
            assert ("%q.bad.long" in text) == full, c.id
            assert ("q_len > max_seqlen_q" in hip) == full, c.id


def test_no_guard_switch_removes_only_the_guard():
    c = configs("attention_bwd_convert", layout="thd", ws_seg=0)[0]
    on = render(catalog.build(c.family, c.id), "ll", "llvm22")
    off = render(catalog.build(c.family, c.id, guard=False), "ll", "llvm22")
    assert "%q.bad" in on and "%q.bad" not in off
    assert "cu_seqlens_q" in off


@pytest.mark.parametrize("family,ws_seg", [("attention_bwd_prep", 0), ("attention_bwd_prep", 1),
                                           ("attention_bwd_convert", 0),
                                           ("attention_bwd_convert", 1)])
def test_guard_costs_scalar_instructions_only(family, ws_seg, record_property):
    c = configs(family, arch="gfx942", layout="thd", ws_seg=ws_seg, bounds="full")[0]
    g = guard_cost(family, c.id)
    assert g.valu_on == g.valu_off, "the guard must add no VALU instruction"
    assert g.vgpr_on == g.vgpr_off, "the guard must add no VGPR"
    assert g.extra > 0, "the guarded build must contain the guard"
    record_property("guard_scalar_instructions", g.extra)
    print(f"{family} {c.id}: guard = {g.extra} scalar instructions")
