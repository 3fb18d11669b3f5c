"""MFMA emulation (docs/mfma-emulation.md): the lane layout code against AMD's calculator data,
the NumPy model, the simulator's wave exchange, and the fixture kernels through real LLVM."""

from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from rocke_cli.engine.abi import Abi, Arg
from rocke_cli.engine.targets import FLAVORS, MFMA, mfma_builtin, mfma_intrinsic, mfma_refusal
from rocke_cli.errors import RockeError
from rocke_cli.sim import mfma as M
from rocke_cli.sim import runtime
from rocke_cli.sim.buffers import Arena, to_bf16_bits
from rocke_cli.sim.pack import pack
from rocke_cli.toolchain.verify import VerifyJob, verify

DATA_DIR = Path(__file__).resolve().parent / "data"
DATA = json.loads((DATA_DIR / "mfma-cdna3-layouts.json").read_text())["instructions"]
BITS_ELEM = {"15:0": 0, "31:16": 1}  # 16-bit half of a VGPR -> offset within the pair


# --- the layout code against the calculator ---------------------------------------------

def check_table(name: str) -> int:
    """Entries of `name` checked; AssertionError listing the first disagreements."""
    n, bad = M.table_mismatches(name, DATA[name])
    assert not bad, f"{name}: {len(bad)} of {n} calculator entries disagree:\n" + "\n".join(
        bad[:6])
    return n


def test_layout_code_matches_every_calculator_entry() -> None:
    assert set(DATA) <= set(MFMA)
    assert len(DATA) == 4  # 32x32x8 and 16x16x16, f16 and bf16
    want = sum(len(DATA[name][op]) for name in DATA for op in M.OPERANDS)
    assert sum(check_table(name) for name in DATA) == want == 2 * (256 + 256 + 1024 + 1024) \
        + 2 * (4 * 256)


def test_a_swapped_lane_mapping_fails_the_table_check(monkeypatch) -> None:
    real = M.slot

    def swapped(insn, operand, row, col):  # lanes 0 and 1 of A exchanged
        lane, elem = real(insn, operand, row, col)
        return ({0: 1, 1: 0}.get(lane, lane) if operand == "A" else lane), elem

    monkeypatch.setattr(M, "slot", swapped)
    name = "v_mfma_f32_32x32x8_f16"
    with pytest.raises(AssertionError) as err:
        check_table(name)
    print(err.value)
    assert "8 of 2560 calculator entries disagree" in str(err.value)
    assert "A[0][0]: code says lane 1 register 0 bits 15:0, data says lane 0" in str(err.value)


def test_every_layout_is_one_to_one_onto_the_fragments() -> None:
    for name in MFMA:  # the gfx950 ones too: no data, but a layout must be a bijection
        for op in M.OPERANDS:
            lane, elem = M._index(name, op)
            assert len(set(zip(lane.ravel(), elem.ravel(), strict=True))) == lane.size


@pytest.mark.parametrize("dt", ["f16", "bf16"])
def test_double_rate_layouts_double_k_in_each_lane(dt: str) -> None:
    # no calculator data for gfx950's 32x32x16 / 16x16x32: the layout is the stated assumption
    # (docs/mfma-emulation.md), pinned here: lane group g holds k in [8g, 8g + 8), element
    # k mod 8, row (A) or column (B) = lane mod M; C/D as the table-checked CDNA3 instruction
    for m, k in ((32, 16), (16, 32)):
        wide, base = MFMA[f"v_mfma_f32_{m}x{m}x{k}_{dt}"], MFMA[f"v_mfma_f32_{m}x{m}x{k // 2}_{dt}"]
        assert M.elems(wide, "A") == M.elems(wide, "B") == 8 and wide.operand.startswith("<8 x")
        for r in range(m):
            for kk in range(k):
                assert M.slot(wide, "A", r, kk) == (r + m * (kk // 8), kk % 8)
                assert M.slot(wide, "B", kk, r) == (r + m * (kk // 8), kk % 8)
        for op in ("C", "D"):
            assert all(M.slot(wide, op, i, j) == M.slot(base, op, i, j)
                       for i in range(m) for j in range(m))


# --- the NumPy model --------------------------------------------------------------------

def _fragments(name: str, rng: np.random.Generator, lanes: int = M.WAVE,
               wide: bool = False) -> tuple:
    """Random A, B (f16 as float16, bf16 as bits) and C (float32) fragments. `wide`: signed
    powers of two over the type's whole exponent range, subnormals included, so that sums of
    products lose bits and only the rule's order gives the model's bits."""
    insn = MFMA[name]
    lo, hi = (-24, 15) if insn.dtype == "f16" else (-66, 60)
    ab = []
    for op in ("A", "B"):
        shape = (lanes, M.elems(insn, op))
        x = rng.standard_normal(shape) * 4
        if wide:
            x = np.ldexp(rng.choice([-1.0, 1.0], shape), rng.integers(lo, hi + 1, shape))
        ab.append(x.astype(np.float16) if insn.dtype == "f16" else to_bf16_bits(x))
    c = rng.standard_normal((lanes, M.elems(insn, "C"))).astype(np.float32)
    return ab[0], ab[1], c


def _value(insn, x: np.ndarray) -> np.ndarray:
    if insn.dtype == "f16":
        return x.astype(np.float64)
    return (x.astype(np.uint32) << 16).view(np.float32).astype(np.float64)


def _by_data(name: str, op: str, frags: np.ndarray) -> np.ndarray:
    """The matrix `frags` hold, read through the calculator data (not the layout code)."""
    entries = DATA[name][op]
    rows = 1 + max(e[0] for e in entries)
    cols = 1 + max(e[1] for e in entries)
    out = np.full((rows, cols), np.nan)
    for row, col, reg, lane, bits in entries:
        out[row, col] = frags[lane, 2 * reg + BITS_ELEM[bits] if op in "AB" else reg]
    return out


@pytest.mark.parametrize("name", sorted(DATA))
def test_emulator_equals_the_product_assembled_through_the_data(name: str) -> None:
    insn = MFMA[name]
    rng = np.random.default_rng(7)
    for _ in range(3):
        a, b, c = _fragments(name, rng)
        d = M.emulate(name, a, b, c)
        assert d.dtype == np.float32 and d.shape == c.shape
        am, bm = _by_data(name, "A", _value(insn, a)), _by_data(name, "B", _value(insn, b))
        cm = _by_data(name, "C", c.astype(np.float64))
        ref = am @ bm + cm  # float64: within ~1e-16 of exact
        got = _by_data(name, "D", d.astype(np.float64))
        # D is the exact result rounded once to float32: within half an ulp (+ f64 noise)
        scale = np.abs(am) @ np.abs(bm) + np.abs(cm)
        assert (np.abs(got - ref) <= 2.0 ** -24 * np.abs(ref) + 1e-13 * scale).all()


@pytest.mark.parametrize("name", sorted(MFMA))
def test_emulator_is_the_product_of_the_gathered_matrices(name: str) -> None:
    insn = MFMA[name]
    a, b, c = _fragments(name, np.random.default_rng(11))
    d = M.emulate(name, a, b, c)
    ref = M.gather(name, "A", _value(insn, a)) @ M.gather(name, "B", _value(insn, b)) \
        + M.gather(name, "C", c.astype(np.float64))
    assert np.allclose(M.gather(name, "D", d), ref, rtol=1e-6, atol=1e-6)
    with pytest.raises(RockeError, match="shape"):
        M.emulate(name, a[:32], b, c)


def test_emulator_refuses_values_its_type_cannot_hold() -> None:
    a, b, c = _fragments("v_mfma_f32_32x32x8_f16", np.random.default_rng(1))
    with pytest.raises(RockeError, match="not f16"):
        M.emulate("v_mfma_f32_32x32x8_f16", a.astype(np.float64) + 1e-5, b, c)


# --- the MFMA table -----------------------------------------------------------------------

def test_gfx950_only_instructions_are_refused_on_gfx942() -> None:
    for name, insn in MFMA.items():
        for arch in ("gfx942", "gfx950"):
            why = mfma_refusal(name, arch)
            assert (why is None) == (arch in insn.archs), (name, arch)
    why = mfma_refusal("v_mfma_f32_32x32x16_bf16", "gfx942")
    assert why == "v_mfma_f32_32x32x16_bf16 is gfx950 only, not available on gfx942"
    with pytest.raises(RockeError, match="gfx950 only"):
        mfma_intrinsic("v_mfma_f32_16x16x32_f16", "gfx942", "llvm22")
    assert mfma_intrinsic("v_mfma_f32_32x32x8_bf16", "gfx942", "llvm20") == \
        "llvm.amdgcn.mfma.f32.32x32x8bf16.1k"
    # clang's builtin is the intrinsic's name in its own spelling (the .hip calls it)
    for name, insn in MFMA.items():
        assert insn.builtin == "__builtin_" + insn.spelling["llvm22"][5:].replace(".", "_"), name
    assert mfma_builtin("v_mfma_f32_16x16x16_bf16", "gfx942") == \
        "__builtin_amdgcn_mfma_f32_16x16x16bf16_1k"
    with pytest.raises(RockeError, match="gfx950 only"):
        mfma_builtin("v_mfma_f32_32x32x16_f16", "gfx942")
    with pytest.raises(RockeError, match="unknown MFMA instruction"):
        mfma_refusal("v_mfma_f32_4x4x4_f16", "gfx942")


# --- kernels ------------------------------------------------------------------------------

def for_flavor(text: str, name: str) -> str:
    """An llvm22 module in another flavor's spelling (datalayout, attributes, module flag)."""
    src, dst = FLAVORS["llvm22"], FLAVORS[name]
    text = text.replace(src.datalayout, dst.datalayout)
    for (old, _), (new, _) in zip(src.spellings(), dst.spellings(), strict=True):
        text = text.replace(old, new)
    return text


def one_mfma_ll(name: str, wg: int = 64, skip_lane: int | None = None,
                split_sites: bool = False, intrinsic: str | None = None,
                modifiers: str = "i32 0, i32 0, i32 0") -> str:
    """A kernel where each work-item g = wg_id * wg + tid loads its A, B, C fragments from
    rows g of lane-major arrays, makes one MFMA call and stores D likewise (llvm22)."""
    insn = MFMA[name]
    fl = FLAVORS["llvm22"]
    intr = intrinsic or insn.spelling["llvm22"]
    ea, ec, opd, acc = M.elems(insn, "A"), M.elems(insn, "C"), insn.operand, insn.acc
    call = f"call {acc} @{intr}({opd} %av, {opd} %bv, {acc} %cv, {modifiers})"
    if split_sites:  # half the wave calls from one site, half from another
        body = f"""  %lane = and i32 %tid, 63
  %low = icmp ult i32 %lane, 32
  br i1 %low, label %m1, label %m2

m1:
  %d1 = {call}
  store {acc} %d1, ptr addrspace(1) %dp, align 4
  br label %exit

m2:
  %d2 = {call}
  store {acc} %d2, ptr addrspace(1) %dp, align 4
  br label %exit
"""
    else:
        skip = "false" if skip_lane is None else "%skip"
        body = (f"  %skip = icmp eq i32 %tid, {skip_lane}\n" if skip_lane is not None else "") \
            + f"""  br i1 {skip}, label %exit, label %mma

mma:
  %dv = {call}
  store {acc} %dv, ptr addrspace(1) %dp, align 4
  br label %exit
"""
    params = ", ".join(f"ptr addrspace(1) noalias {how} %{n}" for n, how in
                       zip("abcd", ("readonly",) * 3 + ("writeonly",), strict=True))
    # waves-per-eu 2: LLVM 20 keeps the accumulator out of AGPRs (see the fixtures)
    attrs = (f'nounwind "amdgpu-flat-work-group-size"="{wg},{wg}" '
             f'"uniform-work-group-size"="true" "amdgpu-waves-per-eu"="2" {fl.no_agpr_attr}')
    return f"""target datalayout = "{fl.datalayout}"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @mfma_one({params}) #0 {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %g0 = mul i32 %wg, {wg}
  %g = add i32 %g0, %tid
  %g64 = zext i32 %g to i64
  %ao = mul i64 %g64, {ea * 2}
  %ap = getelementptr inbounds i8, ptr addrspace(1) %a, i64 %ao
  %av = load {opd}, ptr addrspace(1) %ap, align 2
  %bp = getelementptr inbounds i8, ptr addrspace(1) %b, i64 %ao
  %bv = load {opd}, ptr addrspace(1) %bp, align 2
  %co = mul i64 %g64, {ec * 4}
  %cp = getelementptr inbounds i8, ptr addrspace(1) %c, i64 %co
  %cv = load {acc}, ptr addrspace(1) %cp, align 4
  %dp = getelementptr inbounds i8, ptr addrspace(1) %d, i64 %co
{body}
exit:
  ret void
}}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare {acc} @{intr}({opd}, {opd}, {acc}, i32 immarg, i32 immarg, i32 immarg)

attributes #0 = {{ {attrs} }}

!llvm.module.flags = !{{!0}}
!0 = !{{i32 1, !"amdhsa_code_object_version", i32 {fl.code_object_version}}}
"""


def _abi(kernel: str, dtype: str, names: str = "abcd") -> Abi:
    return Abi(kernel, tuple(Arg(n, "ptr", e, acc) for n, e, acc in zip(
        names, (dtype, dtype, "f32", "f32"), "rrrw", strict=True)))


def run_one(name: str, text: str, wg: int = 64, groups: int = 1, seed: int = 5,
            timeout: float = 60, wide: bool = False) -> tuple[np.ndarray, tuple]:
    """Launch a one_mfma_ll kernel; (D rows as float32 [work-items, elems], (a, b, c))."""
    insn = MFMA[name]
    total = wg * groups
    a, b, c = _fragments(name, np.random.default_rng(seed), total, wide)
    abi = _abi("mfma_one", insn.dtype)
    ar = Arena()
    for n, x, op in (("a", a, "A"), ("b", b, "B")):
        buf = ar.alloc(n, insn.dtype, (total, M.elems(insn, op)), False)
        buf.data_bytes().view(np.uint16)[...] = x.view(np.uint16).ravel()  # the bits
    ar.alloc("c", "f32", c.shape, False).write(c)
    d = ar.alloc("d", "f32", c.shape, True)
    k = runtime.compile_kernel(text, abi, wg, f"one {name}")
    runtime.launch(k, pack(abi, ar.buffers, {}), (groups, 1, 1), timeout=timeout)
    return d.view().copy(), (a, b, c)


@pytest.mark.parametrize("wide", [False, True], ids=["normal", "wide"])
@pytest.mark.parametrize("name", sorted(MFMA))
def test_simulator_waves_equal_the_numpy_model_bit_for_bit(name: str, wide: bool) -> None:
    # two waves per workgroup, two workgroups: every wave meets its own lanes only, and the
    # second workgroup runs in the wave areas the first left (its D must not be taken again)
    wg, groups = 128, 2
    d, (a, b, c) = run_one(name, one_mfma_ll(name, wg=wg), wg, groups, wide=wide)
    for w in range(wg * groups // M.WAVE):
        rows = slice(w * M.WAVE, (w + 1) * M.WAVE)
        want = M.emulate(name, a[rows], b[rows], c[rows])
        assert np.array_equal(d[rows].view(np.uint32), want.view(np.uint32)), (name, w)


FIXTURE_ABI = {dt: Abi(f"mfma_fixture_{dt}", (Arg("a", "ptr", dt, "r"), Arg("b", "ptr", dt, "r"),
                                              Arg("c", "ptr", "f32", "w"), Arg("k", "i32")))
               for dt in ("f16", "bf16")}


def _fixture(dt: str) -> str:
    return (DATA_DIR / f"mfma_fixture_{dt}.ll").read_text()


@pytest.mark.parametrize("dt", ["f16", "bf16"])
def test_fixture_runs_in_the_simulator_and_equals_numpy(dt: str) -> None:
    name = f"v_mfma_f32_32x32x8_{dt}"
    abi = FIXTURE_ABI[dt]
    kern = runtime.compile_kernel(_fixture(dt), abi, 64, f"fixture {dt}")
    for k in (16, 32):
        rng = np.random.default_rng(k)
        ar = Arena()
        a = ar.alloc("a", dt, (32, k), False)
        b = ar.alloc("b", dt, (k, 32), False)
        out = ar.alloc("c", "f32", (32, 32), True)
        a.write(rng.standard_normal((32, k)))
        b.write(rng.standard_normal((k, 32)))
        runtime.launch(kern, pack(abi, ar.buffers, {"k": k}), (1, 1, 1), timeout=60)
        got = out.read()
        am, bm = a.read(), b.read()
        ref = am.astype(np.float32) @ bm.astype(np.float32)  # fp32 accumulate
        assert np.allclose(got, ref, rtol=1e-5, atol=1e-5 * np.abs(ref).max()), (dt, k)
        assert np.abs(got - am @ bm).max() <= 1e-6 * (np.abs(am) @ np.abs(bm)).max()
        # and exactly the model, chained over the K/8 calls as the kernel makes them
        acc = np.zeros((M.WAVE, 16), np.float32)
        for s in range(k // 8):
            fa = M.scatter(name, "A", a.view()[:, 8 * s:8 * s + 8])
            fb = M.scatter(name, "B", b.view()[8 * s:8 * s + 8, :])
            bits = (fa.view(np.uint16), fb.view(np.uint16))
            acc = M.emulate(name, *bits, acc)
        assert np.array_equal(M.gather(name, "D", acc), got.astype(np.float32)), (dt, k)
        assert ar.canaries() == {n: {"before": 0, "after": 0} for n in "abc"}


def test_fixtures_and_every_instruction_compile_with_llvm_22_and_20() -> None:
    jobs, want = [], {}
    for dt in ("f16", "bf16"):
        for fl in ("llvm22", "llvm20"):
            for arch in ("gfx942", "gfx950"):
                key = f"fixture {dt} {fl} {arch}"
                jobs.append(VerifyJob(key, for_flavor(_fixture(dt), fl), arch, fl, True))
                want[key] = f"v_mfma_f32_32x32x8_{dt}"
    for name, insn in MFMA.items():  # the table's spellings and operand types, as LLVM sees them
        for fl in ("llvm22", "llvm20"):
            for arch in insn.archs:  # a refused pair is never compiled
                key = f"{name} {fl} {arch}"
                jobs.append(VerifyJob(key, for_flavor(one_mfma_ll(name), fl), arch, fl, True))
                want[key] = name
    results = verify(jobs, workers=2)
    assert {r.llvm.split(".")[0] for r in results} == {"20", "22"}
    for r in results:
        assert r.ok, (r.key, r.errors)
        mnemonics = set(re.findall(r"\bv_mfma_\w+", r.asm or ""))
        assert mnemonics == {want[r.key]}, (r.key, mnemonics)


# --- errors -------------------------------------------------------------------------------

def test_a_lane_that_skips_the_mfma_is_reported_not_hung() -> None:
    name = "v_mfma_f32_16x16x16_f16"
    with pytest.raises(runtime.SimHang, match=r"wave 0: lane\(s\) 63 made 0 MFMA calls, "
                                              r"others 1: an MFMA not reached by every lane"):
        run_one(name, one_mfma_ll(name, skip_lane=63), timeout=2)


def test_lanes_at_different_mfma_calls_are_an_error() -> None:
    name = "v_mfma_f32_32x32x8_f16"
    with pytest.raises(runtime.SimDiverged, match=r"wave 0: lanes met at different MFMA calls "
                                         r"\(line \d+ and line \d+\)"):
        run_one(name, one_mfma_ll(name, split_sites=True))


def test_unsupported_intrinsics_are_errors_naming_them() -> None:
    name = "v_mfma_f32_32x32x8_f16"
    text = one_mfma_ll(name)
    other = text.replace("declare i32 @llvm.amdgcn.workitem.id.x()",
                         "declare i32 @llvm.amdgcn.workitem.id.x()\n"
                         "declare i32 @llvm.amdgcn.readlane(i32, i32)").replace(
        "  %g64 =", "  %one = call i32 @llvm.amdgcn.readlane(i32 %g, i32 1)\n  %g64 =")
    with pytest.raises(RockeError, match=r"line \d+: unsupported target intrinsic "
                                         r"llvm\.amdgcn\.readlane$"):
        runtime.host_module(other)
    with pytest.raises(RockeError, match=r"unsupported target intrinsic "
                                         r"llvm\.amdgcn\.mfma\.f32\.4x4x4f16"):
        runtime.host_module(one_mfma_ll(name, intrinsic="llvm.amdgcn.mfma.f32.4x4x4f16"))
    with pytest.raises(RockeError, match=r"mfma\.f32\.32x32x8f16: cbsz = 1; the simulator "
                                         r"emulates only cbsz = abid = blgp = 0"):
        runtime.host_module(one_mfma_ll(name, modifiers="i32 1, i32 0, i32 0"))
    with pytest.raises(RockeError, match=r"blgp = 2"):
        runtime.host_module(one_mfma_ll(name, modifiers="i32 0, i32 0, i32 2"))
    bad_type = one_mfma_ll("v_mfma_f32_32x32x8_bf16").replace("<4 x i16>", "<4 x bfloat>")
    with pytest.raises(RockeError, match=r"simulator knows \(<4 x i16>, <4 x i16>"):
        runtime.host_module(bad_type)
    with pytest.raises(RockeError, match="not a multiple of 64"):
        runtime.compile_kernel(one_mfma_ll(name, wg=32), _abi("mfma_one", "f16"), 32)


def test_a_kernel_without_mfma_retargets_as_before() -> None:
    from rocke_cli.engine import catalog
    from rocke_cli.engine.render import render

    b = catalog.build("attention_bwd_prep", "gfx942.f16.d64.bm64.thd.ws1.full.z1")
    hm = runtime.host_module(render(b, "ll", "llvm22"))
    assert hm.mfma == () and "__rocke_mfma" not in hm.text
    hm = runtime.host_module(one_mfma_ll("v_mfma_f32_16x16x16_bf16"))
    assert hm.mfma == ("v_mfma_f32_16x16x16_bf16",) and "llvm.amdgcn" not in hm.text
