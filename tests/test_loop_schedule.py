"""rocke's loop schedule (schedule/search.py, schedule/mir.py, schedule/record.py,
schedule/replay.py, toolchain/llc.py): LLVM stopped after its post-RA scheduler gives back the
same code when nothing moves; every dependency the reorder must keep is in the DAG; the search
is a function of the text and never loses to LLVM's order; a recorded order replays to the
search's own bytes, and a record that no longer fits is refused; the kernels whose plans ask for
it, and only they, carry the attribute; the built object holds the order `rocke perf` models."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers import cli

from rocke_cli.engine import catalog
from rocke_cli.engine.families.kvs_tiles import SCHEDULED
from rocke_cli.engine.mask import mask_of
from rocke_cli.engine.render import render
from rocke_cli.figures import perf_select
from rocke_cli.perf import perf_object
from rocke_cli.perf.kernel import LoopScorer
from rocke_cli.schedule import mir
from rocke_cli.schedule import search as sched_mod
from rocke_cli.schedule.search import schedule
from rocke_cli.toolchain import llc
from rocke_cli.toolchain.llc import wants
from rocke_cli.toolchain.llvm_worker import judge

MAIN = "attention_bwd_main"
GFX942 = "gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs"
GFX950 = "gfx950.bf16.d128.bm16bn256.bshd.ws0.full.c0.atomic.kvs.wg512"


def _text(cid: str, family: str = MAIN) -> str:
    return render(catalog.build(family, cid), "ll", "llvm22")


def _bare(text: str) -> str:
    """`text` with the loop schedule's bare attribute (no extra climbs asked)."""
    return re.sub(r'"rocke-loop-schedule"="\d+"', '"rocke-loop-schedule"', text)


def _code(asm: str) -> list[str]:
    """The assembly's lines less comments (LLVM prints the IR block names into them)."""
    return [re.sub(r"\s*;.*", "", ln) for ln in asm.split("\n") if not ln.strip().startswith(";")]


@pytest.mark.parametrize("cid", [GFX942, GFX950])
def test_the_round_trip_through_mir_gives_llvms_own_code(cid: str) -> None:
    text = _text(cid)
    arch = cid.split(".")[0]
    loop = mir.loop_block(llc.to_mir(text, arch, cid), cid)
    assert len(loop.units) > 200  # the whole step: one block
    assert _code(llc.from_mir(loop.text(), arch, cid, verify=True)) == \
        _code(llc.direct(text, arch, cid))


def _units(*lines: str) -> list[mir.Unit]:
    return [mir.parse_unit([f"    {ln}"]) for ln in lines]


def _edges(units: list[mir.Unit]) -> set[tuple[int, int]]:
    return {(p, k) for k, ps in enumerate(mir.dag(units)) for p in ps}


def test_registers_order_units_by_every_component_and_implicit_operand() -> None:
    u = _units(
        "renamable $vgpr0_vgpr1_vgpr2_vgpr3 = DS_READ2_B64_gfx9 renamable $vgpr9, 0, 4, 0, "
        "implicit $exec :: (load (s64) from %ir.a, addrspace 3)",
        "renamable $vgpr7 = V_ADD_U32_e32 $vgpr5, $vgpr6, implicit $exec",
        "renamable $vgpr8 = V_MUL_F32_e32 $vgpr2, killed $vgpr7, implicit $mode, implicit $exec",
        "renamable $vgpr5 = V_MOV_B32_e32 0, implicit $exec",
        "S_CMP_LT_I32 renamable $sgpr4, renamable $sgpr5, implicit-def $scc",
        "renamable $sgpr6 = S_CSELECT_B32 1, 0, implicit killed $scc",
        "V_CMP_GT_I32_e32 $sgpr16, $vgpr8, implicit-def $vcc, implicit $exec",
        "renamable $vgpr10 = V_CNDMASK_B32_e32 0, $vgpr8, implicit $vcc_lo, implicit $exec",
        "renamable $vgpr11 = disjoint V_OR_B32_e64 $vgpr10, $vgpr5, implicit $exec")
    e = _edges(u)
    assert (0, 2) in e  # a component of the read's tuple, read by the multiply
    assert (1, 2) in e  # read after write
    assert (1, 3) in e  # the add reads vgpr5 before the move overwrites it
    assert (4, 5) in e  # scc, an implicit def and an implicit use
    assert (2, 6) in e and (6, 7) in e  # vcc and its low half
    assert (0, 1) not in e and (3, 4) not in e  # nothing shared: free to pass each other
    assert u[8].opcode == "V_OR_B32_e64" and (7, 8) in e and (3, 8) in e  # past a flag word


def test_lds_memory_and_effects_keep_their_order_arithmetic_passes_them() -> None:
    u = _units(
        "renamable $vgpr0_vgpr1 = DS_READ_B64_gfx9 $vgpr9, 0, 0, implicit $exec :: "
        "(load (s64) from %ir.a, addrspace 3)",
        "renamable $vgpr2_vgpr3 = DS_READ_B64_gfx9 $vgpr9, 8, 0, implicit $exec :: "
        "(load (s64) from %ir.b, addrspace 3)",
        "DS_WRITE_B32_gfx9 $vgpr9, $vgpr4, 16, 0, implicit $exec :: (store (s32) into %ir.c, "
        "addrspace 3)",
        "renamable $vgpr5 = V_ADD_U32_e32 $vgpr6, $vgpr7, implicit $exec",
        "ATOMIC_FENCE 5, 2",
        "S_BARRIER",
        "GLOBAL_ATOMIC_ADD_F32 $vgpr10_vgpr11, $vgpr12, 0, 0, implicit $exec :: "
        "(load store (s32) on %ir.d, addrspace 1)",
        "renamable $vgpr13 = GLOBAL_LOAD_DWORD $vgpr14_vgpr15, 0, 0, implicit $exec :: "
        "(load (s32) from %ir.e, addrspace 1)",
        "S_FOO_UNKNOWN 3")
    e = _edges(u)
    assert (0, 1) not in e  # two LDS reads
    assert (0, 2) in e and (1, 2) in e  # a write after the reads
    assert (2, 4) in e and (4, 5) in e and (5, 6) in e  # a fence, a barrier, memory
    assert (6, 7) in e  # other memory in program order (vmcnt counts it in order)
    assert not any(3 in pair for pair in e)  # the add touches nothing the others do
    assert (7, 8) in e  # an opcode the DAG does not know is ordered with memory
    order = list(range(len(u)))
    assert mir.respects(u, order)
    assert mir.respects(u, [0, 3, 1, 2, 4, 5, 6, 7, 8])  # the add moved
    assert not mir.respects(u, [0, 2, 1, 3, 4, 5, 6, 7, 8])  # the write before a read


def _scorer(text: str, arch: str):  # noqa: ANN202 (the search's scorer, as search_kernel's)
    wg = int(re.search(r'"amdgpu-flat-work-group-size"="(\d+),', text).group(1))
    return lambda asm, cfg: LoopScorer(cfg, arch, judge(asm, arch, True)[0][0], wg)


def test_the_search_is_a_function_of_the_text_and_never_loses_to_llvm() -> None:
    text = _bare(_text(GFX942))
    runs = []
    for _ in range(2):
        runs.append(schedule(text, "gfx942", GFX942, _scorer(text, "gfx942"), moves=150))
    a, b = runs
    assert a.asm == b.asm and a.after == b.after
    assert a.after >= a.before
    assert a.asm != llc.direct(text, "gfx942", GFX942)  # 150 moves already find a better one


def test_an_order_the_model_scores_lower_is_not_kept() -> None:
    # a search steered the wrong way (it prefers longer loops) finds a slower order: the
    # result is LLVM's own assembly, judged by the real figure
    text = _bare(_text(GFX942))
    wg = int(re.search(r'"amdgpu-flat-work-group-size"="(\d+),', text).group(1))

    class Backwards(LoopScorer):
        def __call__(self, cfg: object) -> float:
            return -super().__call__(cfg)

    r = schedule(text, "gfx942", GFX942, lambda asm, cfg: Backwards(
        cfg, "gfx942", judge(asm, "gfx942", True)[0][0], wg), moves=150)
    assert r.moves == 0 and r.after == r.before
    assert _code(r.asm) == _code(llc.direct(text, "gfx942", GFX942))


def test_the_plans_that_ask_carry_the_attribute_and_no_other_text_does() -> None:
    asked = set()
    for fam in (MAIN, "attention_bwd_unified_main"):
        for c in catalog.family_configs(fam).configs:
            b = catalog.build(fam, c.id)
            if b.refused or c.values.get("body") != "kvs":
                continue
            want = b.derived.loop_schedule
            one_block = mask_of(c.values).none or b.derived.ranged
            assert want == ((c.values["arch"], c.values["head_dim"],
                             c.values.get("head_dim_v") or c.values["head_dim"],
                             b.derived.variant) in SCHEDULED
                            and c.values["dq_mode"] == "atomic" and one_block), c.id
            for flavor in ("llvm20", "llvm22"):
                assert wants(render(b, "ll", flavor)) == want, (c.id, flavor)
            if want:
                asked.add((c.values["arch"], b.derived.variant))
    assert {("gfx942", "tall512"), ("gfx950", "tall8_kvlds")} <= asked


def test_the_built_object_holds_the_loop_rocke_perf_models(tmp_path: Path) -> None:
    r = cli("build", "--family", MAIN, "--config", GFX942, "--out", str(tmp_path / "o"))
    assert r.returncode == 0, r.stderr
    obj = perf_object(str(tmp_path / "o" / MAIN / "gfx942" / f"{GFX942}.co"))[0]
    mine = perf_select(catalog.Select(families=(MAIN,), configs=(GFX942,)))[0]
    assert any("rocke's loop schedule" in a for a in mine.approximations)
    assert (obj.round_cycles, obj.expected_tflops) == (mine.round_cycles, mine.expected_tflops)
    llvm = perf_select(catalog.Select(families=(MAIN,), configs=(GFX942,)), flavor="llvm23")[0]
    assert mine.expected_tflops > llvm.expected_tflops  # llvm23's text: LLVM 22's own order


def test_an_llc_that_fails_is_one_line_naming_the_kernel(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    bad = tmp_path / "llc"
    bad.write_text("#!/bin/sh\n[ \"$1\" = --version ] && { echo 'broken llc 22'; exit 0; }\n"
                   "echo 'error: no such pass' >&2; exit 1\n")
    bad.chmod(0o755)
    monkeypatch.setenv("ROCKE_LLC", str(bad))
    r = cli("perf", "--family", MAIN, "--config", GFX942)
    assert r.returncode == 2, r.stderr
    (line,) = [ln for ln in r.stderr.splitlines() if ln.strip()]
    assert GFX942 in line and "llc failed: error: no such pass" in line
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr


def test_a_packed_op_llvm_unpacks_after_scheduling_maps_to_its_two_halves() -> None:
    # LLVM 22 unpacks a V_PK_{ADD,MUL,FMA}_F32 in an MFMA's shadow after its last scheduler:
    # such a unit prints as two VALU instructions, and the search's candidates keep both
    from rocke_cli.schedule import search as S

    cid = "gfx950.bf16.d128.bm32bn128.bshd.ws0.full.c0.atomic.kvs"  # gfx950's 32-row step
    assert catalog.build(MAIN, cid).derived.pk_math
    loop = mir.loop_block(llc.to_mir(_text(cid), "gfx950", cid), cid)
    base = llc.from_mir(loop.text(), "gfx950", cid, verify=True)
    lo, hi = S._asm_loop(base, loop.block)
    asm = S._asm_items(base.split("\n")[lo:hi])
    counts = S._counts(loop.units, asm)
    assert sum(counts) == len(asm)
    pairs = [k for k, (u, n) in enumerate(zip(loop.units, counts, strict=True))
             if u.opcode.startswith("V_PK_") and n == 2]
    assert pairs, "no packed op unpacked: the case this mapping is for is gone"
    at = sum(counts[:pairs[0]])
    assert [it[0].split()[0] for it in asm[at:at + 2]][0] in ("v_add_f32_e64", "v_mul_f32_e64",
                                                              "v_fma_f32", "v_add_f32_e32",
                                                              "v_mul_f32_e32")
    assert len(S._items(loop.units, asm, cid)) == len(loop.units)


def test_extra_climbs_are_asked_by_the_attribute_and_keep_the_fastest_assembly(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the tiles of kvs_tiles.SEARCH_CLIMBS carry the count as the attribute's value, the other
    # scheduled texts the bare attribute (no extra climb: their assembly is unchanged)
    t950 = _text(GFX950)
    assert '"rocke-loop-schedule"="8"' in t950 and llc.climbs(t950) == 8
    assert llc.climbs(_text(GFX942)) == 4  # gfx942's 192-key 512-register tile: 4
    # its text with the bare attribute: the two climbs alone
    t942 = _bare(_text(GFX942))
    assert llc.wants(t942) and llc.climbs(t942) == 0
    # more climbs never end below fewer: the first two are the same, the best is kept (by the
    # model's expected figure of each climb's assembly)
    seeds: list[int] = []
    starts: list[list[int]] = []
    ends: list[list[int]] = []
    climb = sched_mod._climb

    def counted(*a, **k):  # noqa: ANN002, ANN003, ANN202 (the search's own signature)
        seeds.append(k["seed"])
        starts.append(list(a[0]))
        out = climb(*a, **k)
        ends.append(out[1])
        return out

    monkeypatch.setattr(sched_mod, "_climb", counted)
    one = t942.replace('"rocke-loop-schedule"', '"rocke-loop-schedule"="2"')
    base = schedule(t942, "gfx942", GFX942, _scorer(t942, "gfx942"), moves=120)
    assert seeds == [0, 1]
    more = schedule(one, "gfx942", GFX942, _scorer(one, "gfx942"), moves=120)
    # 2 more from LLVM's order, then 2 that go on from the fastest order so far
    assert seeds == [0, 1, 0, 1, 2, 3, 4, 5]
    n = len(starts[2])
    assert starts[4] == starts[5] == list(range(n))
    assert starts[6] in ends[2:6] and starts[7] in ends[2:7]
    assert more.after >= base.after and more.after >= more.before


def test_climbs_the_expected_figure_ties_are_judged_by_their_loops_score() -> None:
    # a flat expected figure (as at the atomic ceiling): every climb's assembly ties on it,
    # and the one kept is the one whose loop the search's score ranks fastest
    text = _bare(_text(GFX942)).replace('"rocke-loop-schedule"', '"rocke-loop-schedule"="2"')
    wg = int(re.search(r'"amdgpu-flat-work-group-size"="(\d+),', text).group(1))
    judged: list[float] = []

    class Flat(LoopScorer):
        def expected(self, cfg: object) -> float:
            judged.append(self(cfg))  # the loop score of each assembly judged
            return 100.0

    made: list[Flat] = []

    def scorer(asm: str, cfg: object) -> Flat:
        made.append(Flat(cfg, "gfx942", judge(asm, "gfx942", True)[0][0], wg))
        return made[-1]

    r = schedule(text, "gfx942", GFX942, scorer, moves=120)
    # LLVM's order first, then the climbs' assemblies: more than one distinct score
    assert len(made) == 1 and len(set(judged[1:])) > 1
    # the kept assembly scores as the best of those judged (the first would stand otherwise)
    from rocke_cli.perf.asm import parse
    assert made[0](parse(r.asm)) == max(judged[1:])
