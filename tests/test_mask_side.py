"""The 8-wave swap tile's mask on a uniform branch's side (KvsTile.mask_side,
templates/kvs/mask_side.ll.j2, templates/common/mask_asm.ll.j2): where the text masks, how the
simulator runs the side's asm, the wait states it needs (none: LLVM gives its own none for the
same dependencies), the model's weight for it and the loop schedule's reading of it. Numerics:
tests/test_sim.py runs the tile, .ll and .hip."""

from __future__ import annotations

import re

import numpy as np
import pytest
from helpers import kernel_asm

from rocke_cli.engine import catalog
from rocke_cli.engine.abi import Abi, Arg
from rocke_cli.engine.render import render
from rocke_cli.engine.targets import FLAVORS
from rocke_cli.errors import RockeError
from rocke_cli.perf.asm import parse
from rocke_cli.perf.loops import find_loops, steady_state
from rocke_cli.perf.paths import mask_share, path_frequencies
from rocke_cli.schedule import search as S
from rocke_cli.sim import maskside as MS
from rocke_cli.sim import runtime
from rocke_cli.sim.buffers import Arena
from rocke_cli.sim.pack import pack
from rocke_cli.toolchain import llc, mc

MAIN = "attention_bwd_main"
CAUSAL = "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c1.atomic.kvs.wg512"
FULL = "gfx950.bf16.d128.bm16bn256.bshd.ws0.full.c0.atomic.kvs.wg512"
WINDOW = "gfx950.f16.d128.bm16bn256.thd.ws0.full.c0.atomic.w1.kvs.wg512"
GFX942 = "gfx942.bf16.d128.bm16bn192.thd.ws0.full.c1.atomic.kvs"
FL = FLAVORS["llvm22"]


def _text(cid: str) -> str:
    return render(catalog.build(MAIN, cid), "ll", "llvm22")


def _side(text: str) -> str:
    sides = [ln for ln in text.splitlines() if MS.is_side(ln)]
    assert len(sides) == 1, len(sides)
    return sides[0]


def test_the_swap_tile_masks_on_one_side_and_the_others_an_entry_at_a_time() -> None:
    for cid, bounds in ((CAUSAL, ["%pd0.u", "%pd1.u"]), (FULL, ["%pd0.u", "%pd1.u"]),
                        (WINDOW, ["%pd0.u", "%pd1.u", "%pd0.w", "%pd1.w"])):
        t = catalog.build(MAIN, cid).derived
        assert t.kv_swap and t.mask_side
        text = _text(cid)
        side = _side(text)
        # the step's 8 exponents (2 key blocks of 4 rows) in, each block's bound, the edge
        ops = re.search(r"\(([^()]*)\)$", side).group(1).split(", ")  # type: ignore[union-attr]
        assert [o.split()[1] for o in ops[:8]] == [f"%pd{j}.x{v}" for j in (0, 1)
                                                   for v in range(4)]
        assert [o.split()[1] for o in ops[8:-1]] == bounds and ops[-1] == "i32 %mk.edge"
        # no entry is masked outside it: every exponent exp2 takes is the side's result
        assert not re.search(r"%pd\d\.(xf\d = select|xm\d = or)", text)
        assert len(re.findall(r"%pd\d\.xf\d = extractvalue .* %mk\.r, \d", text)) == 8
    # the edge: a key past len_k, and the step within reach of the causal limit
    text = _text(CAUSAL)
    assert "%mk.kp = sub i32 %kv.len, %mk.ke" in text and "%mk.eh = sub i32 %mk.h, %mk.kl" in text
    assert "%mk.kp" in _text(FULL) and "%mk.eh" not in _text(FULL)
    # so does gfx950's 512-register tile (tall512_kt) with a mask; the other tiles keep their
    # mask an entry at a time (gfx942's 192-key 512-register tile measured slower on a side:
    # causal thd 527 -> 505, model v4, expected, atomics unbound)
    kt = catalog.build(MAIN, "gfx950.bf16.d128.bm16bn256.thd.ws0.full.c1.atomic.kvs").derived
    assert kt.mask_side and kt.variant == "tall512_kt"
    assert not catalog.build(MAIN, GFX942).derived.mask_side
    other = _text(GFX942)
    assert not any(MS.is_side(ln) for ln in other.splitlines()) and "%pd0.bad0" in other


def _edge_ll(side: str) -> str:
    """A kernel of 128 work-items: each loads its 8 exponents, 2 bounds and an edge, runs the
    side's asm line as the tile spells it and stores the 8 results."""
    call = side.split(" = ", 1)[1]
    call = re.sub(r"\(float %pd.*\)$", "(" + ", ".join(
        [f"float %x{k}" for k in range(8)] + ["i32 %b0", "i32 %b1", "i32 %e"]) + ")", call)
    body = []
    for k in range(8):
        body += [f"  %xi{k} = add i32 %x.base, {k}",
                 f"  %xp{k} = getelementptr inbounds float, ptr addrspace(1) %x, i32 %xi{k}",
                 f"  %x{k} = load float, ptr addrspace(1) %xp{k}, align 4"]
    for k, name in enumerate(("b0", "b1", "e")):
        body += [f"  %ii{k} = add i32 %i.base, {k}",
                 f"  %ip{k} = getelementptr inbounds i32, ptr addrspace(1) %i, i32 %ii{k}",
                 f"  %{name} = load i32, ptr addrspace(1) %ip{k}, align 4"]
    body.append(f"  %r = {call}")
    for k in range(8):
        body += [f"  %r{k} = extractvalue {MS._CALL.match(side).group(3)} %r, {k}",  # type: ignore[union-attr]
                 f"  %op{k} = getelementptr inbounds float, ptr addrspace(1) %o, i32 %xi{k}",
                 f"  store float %r{k}, ptr addrspace(1) %op{k}, align 4"]
    return f"""target datalayout = "{FL.datalayout}"
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) noalias writeonly %o, \
ptr addrspace(1) noalias readonly %x, ptr addrspace(1) noalias readonly %i) #0 {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x.base = mul i32 %tid, 8
  %i.base = mul i32 %tid, 3
{chr(10).join(body)}
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = {{ nounwind "amdgpu-flat-work-group-size"="128,128" }}
!llvm.module.flags = !{{!0}}
!0 = !{{i32 1, !"amdhsa_code_object_version", i32 {FL.code_object_version}}}
"""


def test_the_simulator_runs_the_side_as_its_lines_say() -> None:
    # the causal tile's side: block 0's bound for exponents 0-3, block 1's for 4-7, entry v
    # kept iff -v <= bound; every result where edge is 0 the exponent itself
    side = _side(_text(CAUSAL))
    rng = np.random.default_rng(5)
    x = rng.normal(size=(128, 8)).astype(np.float32)
    ints = np.stack([rng.integers(-5, 2, 128), rng.integers(-5, 2, 128),
                     np.arange(128) % 2], axis=1).astype(np.int32)
    ints[7, 0] = -2**31  # a key past len_k: every entry of its block masked
    abi = Abi("k", (Arg("o", "ptr", "f32", "w"), Arg("x", "ptr", "f32", "r"),
                    Arg("i", "ptr", "i32", "r")))
    ar = Arena()
    out = ar.alloc("o", "f32", (128, 8), True)
    ar.alloc("x", "f32", x.shape, False).write(x)
    ar.alloc("i", "i32", ints.shape, False).write(ints)
    k = runtime.compile_kernel(_edge_ll(side), abi, 128, "side")
    runtime.launch(k, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    got = out.view()
    want = x.copy()
    for t in range(128):
        if ints[t, 2]:
            for e in range(8):
                if not -(e % 4) <= ints[t, e // 4]:
                    want[t, e] = -np.inf
    assert np.array_equal(got, want)
    assert np.isneginf(got[7, :4]).all() == bool(ints[7, 2])
    # a mutation the check sees: the compare's constant for one entry off by one
    bad = side.replace("vcc, -1, $17", "vcc, 0, $17", 1)
    k2 = runtime.compile_kernel(_edge_ll(bad), abi, 128, "side2")
    runtime.launch(k2, pack(abi, ar.buffers, {}), (1, 1, 1), timeout=60)
    assert not np.array_equal(out.view(), want)


def test_a_side_the_simulator_cannot_read_is_an_error_naming_it() -> None:
    side = _side(_text(CAUSAL))
    MS.rewrite(side, "t")  # the template's own: read
    for a, b, msg in (("$1, $8, $1", "$1, $7, $1", "its wait and a select"),
                      ("v_cmp_le_i32_e32 vcc, -1, $17", "v_cmp_lt_i32_e32 vcc, -1, $17",
                       "its wait and a select"),
                      ("s_nop 1", "s_nop 0", "its wait and a select"),
                      ("vcc, -1, $17", "vcc, -1, $3", "out of place"),
                      ("0xff800000", "0xff800001", "scratch"),
                      ("s_cmp_lg_u32 $19", "s_cmp_lg_u32 $18", "edge test"),
                      (",v,s,~{vcc}", ",v,v,~{vcc}", "constraints")):
        assert a in side
        with pytest.raises(RockeError, match=f"^t: mask side asm: .*{msg}"):
            MS.rewrite(side.replace(a, b, 1), "t")


def _asm(text: str, arch: str = "gfx950") -> str:
    return kernel_asm(text, arch)


def _wait_states(lines: list[str]) -> int:
    """Wait states between two instructions: one each instruction, N + 1 an s_nop N."""
    return sum(int(m.group(1)) + 1 if (m := re.match(r"s_nop (\d+)", ln)) else 1
               for ln in lines if ln and not ln.startswith((";", ".")))


def test_the_side_waits_as_long_as_llvm_does_for_its_own_compares_and_selects() -> None:
    """The side's two dependencies in LLVM's own instructions: a VALU compare into VCC read by
    v_cndmask (a chain of them: nothing else to put between), an SALU compare into SCC read by
    a branch. The template waits at least as long as LLVM does on either arch."""
    chain = ["  %xp = getelementptr inbounds float, ptr addrspace(1) %p, i32 %tid",
             "  %y0 = load float, ptr addrspace(1) %xp, align 4"]
    for k in range(4):  # (each compare reads the select before it: LLVM cannot merge them)
        chain += [f"  %b{k} = bitcast float %y{k} to i32", f"  %u{k} = xor i32 %b{k}, %n",
                  f"  %c{k} = icmp sle i32 -{k}, %u{k}",
                  f"  %y{k + 1} = select i1 %c{k}, float %y{k}, float 0xFFF0000000000000"]
    chain += ["  %go = icmp ne i32 %n, 0", "  br i1 %go, label %a, label %b", "a:",
              "  store float %y4, ptr addrspace(1) %xp, align 4", "  br label %b", "b:",
              "  ret void"]
    text = f"""target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p, i32 inreg %n) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
{chr(10).join(chain)}
}}
declare i32 @llvm.amdgcn.workitem.id.x()
"""
    side = _side(_text(CAUSAL))
    lines = re.search(r'asm "([^"]*)"', side).group(1).split("\\0A")  # type: ignore[union-attr]
    sel = [k for k, ln in enumerate(lines) if ln.startswith("v_cndmask")]
    ours = min(_wait_states(lines[k - 2:k]) - 1 for k in sel)  # after the compare, before
    assert all(lines[k - 2].startswith("v_cmp_") for k in sel)
    for arch in ("gfx942", "gfx950"):
        asm = [ln.strip() for ln in _asm(text, arch).splitlines()]
        gaps = []
        for k, ln in enumerate(asm):
            if ln.startswith("v_cndmask"):
                c = max(j for j in range(k) if asm[j].startswith("v_cmp_"))
                gaps.append(_wait_states(asm[c + 1:k]))
        assert len(gaps) == 4 and min(gaps) >= 2  # LLVM waits (the measurement holds)
        assert ours >= min(gaps), (arch, ours, gaps)
        scmp = next(k for k, ln in enumerate(asm) if ln.startswith("s_cmp"))
        br = next(k for k, ln in enumerate(asm) if ln.startswith("s_cbranch_scc"))
        assert scmp < br and _wait_states(asm[scmp + 1:br]) == 0
    assert lines[:2][0].startswith("s_cmp_lg_u32") and lines[1].startswith("s_cbranch_scc0")
    # the tile's compiled side is the asm's lines as written, and llvm-mc takes them (a literal
    # beside VCC in the select would break the constant bus limit: -inf goes to a VGPR first)
    asm = llc.direct(_text(CAUSAL), "gfx950", CAUSAL)
    assert mc.assemble(asm, "gfx950", CAUSAL)
    start = asm.index(";;#ASMSTART\n\ts_cmp_lg_u32")
    inside = [ln.strip() for ln in asm[start:asm.index(";;#ASMEND", start)].splitlines()]
    assert inside.count("s_nop 1") == 8 and sum(ln.startswith("v_cndmask") for ln in inside) == 8


def test_the_model_runs_the_side_on_the_steps_that_touch_the_diagonal() -> None:
    cfg = parse(llc.direct(_text(CAUSAL), "gfx950", CAUSAL))
    loops = find_loops(cfg)
    step = steady_state(cfg, loops)
    paths = path_frequencies(cfg, step, loops, mask_share(256))
    assert paths.mask_sides == 1 and paths.other_sides == 0
    side = [i for i, f in paths.freq.items() if f < 1.0]
    assert len(side) == 1 and paths.freq[side[0]] == mask_share(256)
    assert [i.op for i in cfg.blocks[side[0]].instrs].count("v_cndmask_b32_e32") == 8


_LOOP = """\t.type\tk,@function
k:
\ts_mov_b32 s0, 0
.LBB0_1:
\tv_add_u32_e32 v1, v1, v2
\t;;#ASMSTART
\ts_cmp_lg_u32 s2, 0
s_cbranch_scc0 .Lrocke_mask_0
v_cmp_le_i32_e32 vcc, 0, v3
v_cndmask_b32_e32 v4, 0xff800000, v4, vcc
.Lrocke_mask_0:
\t;;#ASMEND
\tv_exp_f32_e32 v4, v4
\ts_cbranch_scc1 .LBB0_1
\ts_endpgm
.Lfunc_end0:
"""


def test_the_loop_schedule_cuts_an_order_where_the_sides_branch_and_label_cut_the_loop() -> None:
    cfg = parse(_LOOP)
    lo, hi = S._asm_loop(_LOOP, 1)
    lines = _LOOP.split("\n")[lo:hi]
    items = S._asm_items(lines)
    assert len(items) == 3  # the add, the asm, the exp: the side is one unit
    at = next(b.index for b in cfg.blocks if b.label == ".LBB0_1")
    # the add, the side, then the exp: three blocks of the parse, cut the same way
    order = [ln for it in (items[0], items[1], items[2]) for ln in it]
    new = S._with_loop(cfg, at, order, 3)
    ops = [[i.op for i in b.instrs] for b in new.blocks[at:at + 3]]
    assert ops == [["v_add_u32_e32", "s_cmp_lg_u32", "s_cbranch_scc0"],
                   ["v_cmp_le_i32_e32", "v_cndmask_b32_e32"], ["v_exp_f32_e32", "s_cbranch_scc1"]]
    # the side last: the label's block holds only the loop's branch
    last = [ln for it in (items[2], items[0], items[1]) for ln in it]
    tail = S._with_loop(cfg, at, last, 3).blocks[at + 2]
    assert [i.op for i in tail.instrs] == ["s_cbranch_scc1"]
    with pytest.raises(RockeError, match="parses into 2 blocks, not the 3"):
        S._with_loop(cfg, at, [ln for ln in order if ln.strip() != ".Lrocke_mask_0:"], 3)
