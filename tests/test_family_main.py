"""attention_bwd_main (and attention_bwd_unified_main): configs, refusals, ABI, guard sites,
goldens and the guard's cost in the gfx942 assembly."""

from __future__ import annotations

import json
import re

import pytest
from helpers import ROOT, cli, configs, guard_cost

from rocke_cli.engine import catalog
from rocke_cli.engine.guard import LEGACY_SLOT
from rocke_cli.engine.render import render

MAIN = "attention_bwd_main"
UNIFIED = "attention_bwd_unified_main"
FAMILIES = [MAIN, UNIFIED]






@pytest.mark.parametrize("family", FAMILIES)
def test_sweep_is_large_and_ids_name_the_axes(family):
    cs = catalog.family_configs(family).configs
    if family == MAIN:
        # (the explicit head_dim 96, 192 and 256 configs are about 80 of them, the tall tile's
        # and the masks' about 30, MLA's and body kvs's slices, causal and 256 about 40)
        assert 150 <= len(cs) <= 450
    else:
        assert len(cs) >= 20
    for c in cs:
        assert f"bm{c['block_m']}bn{c['block_n']}" in c.id
        assert (".full." in c.id) == (c["bounds"] == "full")
        assert (".legacy." in c.id) == (c["bounds"] == "legacy")


@pytest.mark.parametrize("family", FAMILIES)
def test_list_shows_refusals_as_messages(family):
    r = cli("list", "--family", family, "--json")
    assert r.returncode == 0, r.stderr
    rows = json.loads(r.stdout)
    refused = {x["id"]: x["refused"] for x in rows if x["refused"]}
    assert refused, "the config file must exercise refusals"
    golden = json.loads((ROOT / "golden" / f"{family}.json").read_text())
    assert golden["refused"] == refused
    for cid in refused:
        assert all(cid not in golden["ll"][f] for f in golden["ll"]), cid
        assert cid not in golden["hip"]


def test_main_refusals_name_the_limit_and_the_excess():
    # (body kvs holds no K/V in LDS: its gfx942 refusals are registers and dq_mode slices; the
    # other bodies refuse the tall tile's rows, test_kvs_body.py checks that reason; the
    # refusals at head dims past 64 and 128 are in tests/test_head_dims_tiled.py; a mask
    # refusal, tests/test_masks.py, names the mask instead)
    lds = [c for c in configs(MAIN, refused=True, arch="gfx942")
           if c["body"] != "kvs" and c["head_dim"] in (64, 128) and not c["head_dim_v"]
           and (c["align"], c["window"]) == ("br", 0)
           and "body kvs only" not in catalog.build(MAIN, c.id).refused]
    assert lds
    for c in lds:
        msg = catalog.build(MAIN, c.id).refused
        m = re.search(r"LDS plan needs (\d+) bytes, over the gfx942 limit of 65536 by (\d+)", msg)
        assert m and int(m[1]) - 65536 == int(m[2]), msg
        # the same tiles fit gfx950's 160 KiB where the register estimate allows them
        b = catalog.build(MAIN, c.id)
        assert b.lds_bytes <= 163840 or "gfx950" in msg
    regs = [c for c in configs(MAIN, refused=True)
            if "register estimate" in catalog.build(MAIN, c.id).refused]
    assert {c["body"] for c in regs} == {"scalar", "mfma", "kvs"}
    for c in regs:
        b = catalog.build(MAIN, c.id)
        m = re.search(r"register estimate (\d+) (?:VGPRs|per lane).* over the budget of (\d+) by "
                      r"(\d+)", b.refused)
        est = b.derived.vgpr_est if c["body"] == "scalar" else b.derived.reg_est
        assert m and int(m[1]) == est, b.refused
        assert int(m[1]) - int(m[2]) == int(m[3])
    # a gfx942 LDS refusal whose tiles are built for gfx950
    built950 = {(c["head_dim"], c["block_m"], c["block_n"]) for c in configs(MAIN, arch="gfx950")}
    assert any((c["head_dim"], c["block_m"], c["block_n"]) in built950 for c in lds)


def test_refused_config_is_shown_not_raised():
    c = configs(MAIN, refused=True)[0]
    r = cli("show", MAIN, c.id, "--json")
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    why = catalog.build(MAIN, c.id).refused
    assert json.loads(r.stdout)["refused"] == why
    # the readable view says so under the id, the reason's words whole
    view = cli("show", MAIN, c.id).stdout.splitlines()
    assert view[0] == f"{MAIN} {c.id}" and view[1].startswith(f"  index {c.index}  refused: ")
    assert " ".join(" ".join(view[1:]).split()).count(" ".join(why.split())) == 1


def test_main_abi_per_dq_mode():
    seen = set()
    for c in configs(MAIN):
        b = catalog.build(MAIN, c.id)
        names = [a.name for a in b.abi.args]
        assert names[:8] == ["q", "k", "v", "dout", "lse", "delta", "dk", "dv"]
        if c["window"]:  # the window class's sides come last (engine/mask.py)
            assert names[-2:] == ["window_left", "window_right"]
            names = names[:-2]
        assert names[-3:] == ["num_heads_q", "num_heads_kv", "scale"]
        args = {a.name: a for a in b.abi.args}
        mode = c["dq_mode"]
        seen.add(mode)
        if mode == "none":
            assert "dq_ws" not in args
        else:
            assert args["dq_ws"].elem == "f32"
            assert args["dq_ws"].access == {"atomic": "rw", "slices": "w"}[mode]
        assert ("ws_rows" in args) == (mode == "slices")
        for a in b.abi.args:
            assert a.doc, a.name
        if c["layout"] == "thd":
            for n in ("cu_seqlens_q", "cu_seqlens_k", "total_q", "max_seqlen_q",
                      "max_seqlen_k"):
                assert n in args, (c.id, n)
            assert ("total_k" in args) == (c["bounds"] == "full" or c["ws_seg"] == 0)
        else:
            assert "seqlen_q" in args and "seqlen_k" in args
            assert "cu_seqlens_q" not in args
        text = render(b, "ll", "llvm22")
        assert f"define amdgpu_kernel void @{b.abi.kernel}({b.abi.ir_params})" in text
        # fp32 atomics: atomicrmw, or (the one-wave-a-SIMD kvs tiles) a buffer atomic whose
        # resource's records end at the last row before len_q (kvs.KvsTile.aw_buf)
        buffered = "@llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32(float" in text
        assert ("atomicrmw fadd" in text or buffered) == (mode == "atomic")
        assert not buffered or ("atomicrmw" not in text and b.derived.aw_buf)
        if mode == "atomic" and not buffered:
            assert 'syncscope("agent") monotonic' in text
        assert "hipLaunchKernelGGL" in render(b, "hip")
    assert seen == {"atomic", "slices", "none"}


def test_abi_command_prints_the_spec_args():
    c = configs(MAIN, layout="thd", dq_mode="slices")[0]
    r = cli("abi", MAIN, c.id)
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    assert [a["name"] for a in got["args"]] == [a.name for a in catalog.build(MAIN, c.id).abi.args]


@pytest.mark.parametrize("family", FAMILIES)
def test_guard_sites_present_in_thd_and_absent_in_bshd(family):
    for c in configs(family):
        b = catalog.build(family, c.id)
        text = render(b, "ll", "llvm22")
        hip = render(b, "hip")
        guarded = c["layout"] == "thd" and c["bounds"] == "full"
        assert ("%q.bad = or i1" in text) == guarded, c.id
        assert ("q_bad" in hip) == guarded, c.id
        assert ("cu_seqlens_q" in text) == (c["layout"] == "thd"), c.id
        if family == MAIN:
            assert ("%kv.bad = or i1" in text) == guarded, c.id
            assert ("kv_bad" in hip) == guarded, c.id
        else:
            # the paged KV side is guarded in every layout: seqlens_k and the page range
            assert "%kv.bad = or i1" in text and "kv_np > max_pages" in hip, c.id
            assert "%kv.live = and i1 %kv.live0, %pg" in text, c.id
            assert "bt[p] >= num_pages" in hip, c.id
        # the len bound (max_seqlen) is at every full site, never under legacy
        full = guarded and c["bounds"] == "full"
        assert ("%q.bad.long" in text) == full, c.id
        assert ("q_len > max_seqlen_q" in hip) == full, c.id
        if family == MAIN:
            assert ("%kv.bad.long" in text) == full, c.id
        else:
            assert "%kv.bad.long = icmp sgt i32 %kv.len.raw, %max_seqlen_k" in text, c.id


@pytest.mark.parametrize("family", FAMILIES)
def test_legacy_trusted_sites_are_exactly_the_slot_row_ones(family):
    for c in catalog.family_configs(family).configs:
        sites = catalog.build(family, c.id).sites
        paged = family == UNIFIED  # the paged KV side is a site in every layout
        assert len(sites) == (int(paged) if c["layout"] == "bshd" else 2), c.id
        for s in sites:
            if c["bounds"] == "legacy":
                assert c["ws_seg"] == 1, c.id
                assert s.bound is None and s.trusted == LEGACY_SLOT, (c.id, s)
            else:
                assert s.bound and not s.trusted, (c.id, s)


@pytest.mark.parametrize("family", FAMILIES)
def test_guard_report_full_passes_and_legacy_fails_on_slot_rows_only(family):
    full = cli("guard-report", "--family", family, "--require-full", "--config", "*.full*")
    assert full.returncode == 0, full.stdout[-2000:] + full.stderr
    if family == UNIFIED:
        # no legacy axis: every site is bounded, the paged side by max_pages and num_pages
        assert all(c["bounds"] == "full" for c in catalog.family_configs(family).configs)
        out = cli("guard-report", "--family", family, "--json").stdout
        rows, _ = json.JSONDecoder().raw_decode(out)  # a summary line follows the JSON
        kv = [r for r in rows if r["side"] == "kv"]
        assert kv and all(r["offsets"] == "seqlens_k" and r["bound"].startswith("max_pages*")
                          and r["pages_bound"] == "num_pages" for r in kv)
        return
    legacy = cli("guard-report", "--family", family, "--require-full",
                    "--config", "*.legacy*")
    assert legacy.returncode == 1, legacy.stdout[-2000:]
    reasons = set(re.findall(r"\(([^()]*\([^()]*\)[^()]*)\)", legacy.stderr))
    assert reasons == {LEGACY_SLOT}, legacy.stderr


@pytest.mark.parametrize("family,ws_seg,mode", [(MAIN, 0, "atomic"), (MAIN, 1, "slices"),
                                               (UNIFIED, 0, "atomic")])
def test_guard_costs_scalar_instructions_only(family, ws_seg, mode, record_property):
    c = configs(family, arch="gfx942", layout="thd", ws_seg=ws_seg, bounds="full",
                 dq_mode=mode)[0]
    g = guard_cost(family, c.id)
    assert g.valu_on == g.valu_off, "the guard must add no VALU instruction"
    assert g.vgpr_on == g.vgpr_off, "the guard must add no VGPR"
    assert g.extra > 0, "the guarded build must contain the guard"
    record_property("guard_scalar_instructions", g.extra)
    print(f"{family} {c.id}: guard = {g.extra} scalar instructions, {g.vgpr_on} VGPRs")


@pytest.mark.parametrize("family", FAMILIES)
def test_no_guard_switch_removes_both_sites(family):
    c = configs(family, layout="thd", bounds="full")[0]
    on = render(catalog.build(family, c.id), "ll", "llvm22")
    off = render(catalog.build(family, c.id, guard=False), "ll", "llvm22")
    assert "%q.bad" in on and "%kv.bad" in on
    assert "%q.bad" not in off and "%kv.bad" not in off
    assert ("cu_seqlens_k" if family == MAIN else "seqlens_k") in off
    if family == UNIFIED:
        assert "%pg = and i1" in on and "%pg" not in off


def test_unified_abi_is_paged():
    for c in configs(UNIFIED):
        args = {a.name: a for a in catalog.build(UNIFIED, c.id).abi.args}
        for n in ("block_table", "seqlens_k"):
            assert args[n].kind == "ptr" and args[n].elem == "i32" and args[n].access == "r"
        for n in ("num_pages", "max_pages", "max_seqlen_k"):
            assert args[n].kind == "i32", n
        assert args["dq_ws"].access == "rw"
        assert "cu_seqlens_k" not in args and "total_k" not in args
        assert str(c["page_size"]) in args["max_pages"].doc


@pytest.mark.parametrize("family", FAMILIES)
def test_body_is_portable_and_looped(family):
    # the scalar body (the matrix-core one: tests/test_mfma_body.py)
    for c in configs(family, body="scalar")[::7]:
        text = render(catalog.build(family, c.id), "ll", "llvm22")
        calls = set(re.findall(r"@llvm\.amdgcn\.[a-z.]+", text))
        assert calls <= {"@llvm.amdgcn.workitem.id.x", "@llvm.amdgcn.workgroup.id.x",
                         "@llvm.amdgcn.workgroup.id.y", "@llvm.amdgcn.workgroup.id.z",
                         "@llvm.amdgcn.s.barrier"}, calls
        assert "mfma" not in text
        # real loops: the (head, Q tile) loop and the inner reductions are phi nodes
        assert text.count(" = phi i32 ") >= 5
        assert text.count("call void @llvm.amdgcn.s.barrier()") == text.count(
            'fence syncscope("workgroup") acquire')
