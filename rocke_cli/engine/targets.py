"""The arch table, the flavor table and the MFMA table: every spelling that differs lives
here, once."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import RockeError


@dataclass(frozen=True)
class Arch:
    name: str
    lds_bytes: int  # LDS per workgroup limit (= per CU on these parts)
    # (block, depth) of the MFMA shapes at the arch's full matrix rate, largest block first:
    # gfx950's double-rate 32x32x16 / 16x16x32 do a 32x32x8 / 16x16x16's work in as many
    # cycles, so they halve the MFMA time of a product (bodies that opt in: kvs)
    fast_mfma: tuple[tuple[int, int], ...] = ((32, 8), (16, 16))
    # the transposing LDS read ds_read_b64_tr_b16 (llvm.amdgcn.ds.read.tr16.b64): a 16-lane
    # group's 4x16 row-major tile, each lane given one column
    lds_tr16: bool = False
    # v_cvt_pk_bf16_f32: two floats to bf16 (RTNE) in one instruction; without it LLVM lowers
    # an fptrunc to bfloat in about 5 VALU a value (the rounding add and the NaN quieting)
    bf16_cvt: bool = False
    # v_permlane16_swap_b32 (llvm.amdgcn.permlane16.swap): a VGPR pair's odd 16-lane rows
    # swapped with the other's even rows, one VALU op for two registers
    lane_swap16: bool = False


ARCHS: dict[str, Arch] = {
    "gfx942": Arch("gfx942", lds_bytes=65536),
    "gfx950": Arch("gfx950", lds_bytes=163840, fast_mfma=((32, 16), (16, 32)),
                     lds_tr16=True, bf16_cvt=True, lane_swap16=True),
}

# target features a runtime appends to the arch (hipDeviceProp_t.gcnArchName:
# "gfx942:sramecc+:xnack-"): rocke's code objects are built for either setting of each
TARGET_FEATURES = ("sramecc", "xnack")


def parse_target(target: str) -> str:
    """The arch of a target name as HIP reports it (`gfx942`, `gfx942:sramecc+:xnack-`); an
    unknown arch or feature is a RockeError naming it."""
    arch, *features = target.split(":")
    if arch not in ARCHS:
        raise RockeError(f"arch {target}: expected one of {', '.join(ARCHS)} (with HIP's "
                         f"target features, e.g. {arch if arch.startswith('gfx') else 'gfx942'}"
                         f":sramecc+:xnack-)")
    seen = set()
    for f in features:
        name, sign = f[:-1], f[-1:]
        if name not in TARGET_FEATURES or sign not in "+-" or not sign or name in seen:
            raise RockeError(f"arch {target}: feature '{f}' is not one of "
                             f"{', '.join(n + '+/-' for n in TARGET_FEATURES)} (each once)")
        seen.add(name)
    return arch


_DL_TAIL = (
    "-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128{p8}"
    "-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256"
    "-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
)


@dataclass(frozen=True)
class Flavor:
    """How one LLVM text dialect spells the things that differ between LLVM versions."""

    name: str
    llvm_major: int  # the LLVM that checks this text (llvm23/24: the newest available, 22)
    datalayout: str
    code_object_version: int  # value of the amdhsa_code_object_version module flag
    no_agpr_attr: str  # keeps accumulators out of AGPRs: the body has no MFMA
    # the register class a loop-invariant MFMA operand is pinned to at one wave a SIMD
    # (body kvs's tall512: `PIN`): the one its LLVM's MFMA form leaves free. LLVM 22 puts the
    # accumulators in VGPRs (the VGPR form) and, unpinned, keeps the operands past 256
    # registers in AGPRs, copying each back before its MFMA; LLVM 20 selects the AGPR form
    # there, so the operands belong in VGPRs (pinned to AGPRs it spills)
    pin_class: str = "a"
    # llvm.amdgcn.iglp.opt strategies this LLVM aborts on (an assertion in AMDGPUIGroupLP),
    # each with the one its text asks for instead (kvs.KvsTile.iglp; the line names the
    # plan's strategy, so every flavor's text keeps one canonical form)
    iglp_instead: tuple[tuple[int, int], ...] = ()
    # the 8-wave tile's slot fences under an LLVM strategy (kvs.KvsTile.iglp) stay closed
    # (mask 0) on an LLVM that allocates scratch without them (LLVM 20: 56-92 bytes a lane);
    # elsewhere they open (SCHED_OPEN) and the strategy orders the step
    slot_fences_close: bool = False

    def slot_fence(self) -> int:
        """The mask of the 8-wave tile's slot fences under an LLVM strategy."""
        return 0 if self.slot_fences_close else SCHED_OPEN

    def iglp(self, strategy: int) -> int:
        """The llvm.amdgcn.iglp.opt strategy this LLVM's text asks for in place of the plan's."""
        return dict(self.iglp_instead).get(strategy, strategy)

    def spellings(self) -> list[tuple[str, str]]:
        """(literal, canonical token) pairs: what canonical form maps to one spelling."""
        return [
            (f'"amdhsa_code_object_version", i32 {self.code_object_version}',
             '"amdhsa_code_object_version", i32 @COV@'),
            (self.no_agpr_attr, "@NO_AGPR@"),
            (f'{PIN}"={self.pin_class},0"(<', f'{PIN}"=@PIN@,0"(<'),
            *((f"{IGLP}{b}) ; strategy {a}", f"{IGLP}@IGLP@) ; strategy {a}")
              for a, b in ((x, self.iglp(x)) for x in IGLP_STRATEGIES)),
            *((f"{FENCE}{self.slot_fence()}) ; slot fence under strategy {x}",
               f"{FENCE}@SLOT@) ; slot fence under strategy {x}") for x in IGLP_STRATEGIES),
        ]


# a register pin (docs/design.md, "Inline asm"): an empty asm string, so no instruction, and
# nothing the object streamer must parse (llvmlite's LLVM has no AMDGPU asm parser: a
# non-empty inline asm string aborts `emit_object`); its operand is a vector (the opaque copy
# of common/mfma_main.ll.j2 is an i32)
PIN = 'asm sideeffect "", '

# LLVM's scheduling strategies (llvm.amdgcn.iglp.opt), as the text spells the call: its
# argument, then a comment naming the plan's strategy (a flavor may ask for another)
IGLP = "call void @llvm.amdgcn.iglp.opt(i32 "
IGLP_STRATEGIES = range(4)
# a scheduling fence (llvm.amdgcn.sched.barrier) and the mask that lets every instruction
# kind cross it (ALU, VALU, SALU, MFMA, VMEM, DS, transcendental: 0x7FF), a fence that holds
# nothing back
FENCE = "call void @llvm.amdgcn.sched.barrier(i32 "
SCHED_OPEN = 0x7FF


_DL20 = "e-p:64:64-p1:64:64" + _DL_TAIL.format(p8="")
_DL22 = "e-m:e-p:64:64-p1:64:64" + _DL_TAIL.format(p8=":128:48")

FLAVORS: dict[str, Flavor] = {
    # (LLVM 20's single-wave small-GEMM strategy asserts in MFMASmallGemmSingleWaveOpt on the
    # gfx950 head_dim 192 512-register tile, VMEMSize::apply)
    "llvm20": Flavor("llvm20", 20, _DL20, 500, '"amdgpu-no-agpr"', pin_class="v",
                     iglp_instead=((1, 0),), slot_fences_close=True),
    "llvm22": Flavor("llvm22", 22, _DL22, 600, '"amdgpu-agpr-alloc"="0"'),
    # No LLVM 23/24 can be installed here: they follow LLVM 22's spellings until a known
    # difference is recorded, and keep their own golden sections.
    "llvm23": Flavor("llvm23", 22, _DL22, 600, '"amdgpu-agpr-alloc"="0"'),
    "llvm24": Flavor("llvm24", 22, _DL22, 600, '"amdgpu-agpr-alloc"="0"'),
}

FLAVOR_NAMES: tuple[str, ...] = tuple(FLAVORS)


@dataclass(frozen=True)
class Mfma:
    """One matrix-core instruction: D (MxN f32) = A (MxK) @ B (KxN) + C, one wave of 64."""

    name: str  # the ISA name, as AMD's Matrix Instruction Calculator spells it
    dtype: str  # f16 | bf16: the A and B element type
    m: int
    n: int
    k: int
    operand: str  # IR type of the A and B operands (bf16 bits as i16 where LLVM wants them)
    spelling: dict[str, str]  # flavor -> intrinsic name (without the leading @)
    archs: tuple[str, ...]  # the archs whose backend selects it
    builtin: str  # clang's builtin for it, as the .hip sources call it
    hip_elem: str  # C element type of its A/B operand vectors (bf16 bits as short)

    @property
    def acc(self) -> str:
        """IR type of the C operand and the D result."""
        return f"<{self.m * self.n // 64} x float>"


def _mfma(name: str, dtype: str, shape: tuple[int, int, int], operand: str, intrinsic: str,
          *, builtin: str, archs: tuple[str, ...] = ("gfx942", "gfx950")) -> Mfma:
    # LLVM 20 and 22 spell every one of these alike; a flavor that differs overrides here
    # the .1k bf16 instructions take the bits as short (clang's builtin signature)
    hip_elem = "short" if operand.endswith("i16>") else (
        "_Float16" if dtype == "f16" else "__bf16")
    return Mfma(name, dtype, *shape, operand, {f: intrinsic for f in FLAVORS}, archs, builtin,
                hip_elem)


# Every MFMA instruction a body may use. The cbsz/abid/blgp operands are always 0, 0, 0.
# gfx942's backend cannot select the double-rate gfx950 ones (fatal "Cannot select").
MFMA: dict[str, Mfma] = {m.name: m for m in (
    _mfma("v_mfma_f32_32x32x8_f16", "f16", (32, 32, 8), "<4 x half>",
          "llvm.amdgcn.mfma.f32.32x32x8f16",
          builtin="__builtin_amdgcn_mfma_f32_32x32x8f16"),
    _mfma("v_mfma_f32_16x16x16_f16", "f16", (16, 16, 16), "<4 x half>",
          "llvm.amdgcn.mfma.f32.16x16x16f16",
          builtin="__builtin_amdgcn_mfma_f32_16x16x16f16"),
    _mfma("v_mfma_f32_32x32x8_bf16", "bf16", (32, 32, 8), "<4 x i16>",
          "llvm.amdgcn.mfma.f32.32x32x8bf16.1k",
          builtin="__builtin_amdgcn_mfma_f32_32x32x8bf16_1k"),
    _mfma("v_mfma_f32_16x16x16_bf16", "bf16", (16, 16, 16), "<4 x i16>",
          "llvm.amdgcn.mfma.f32.16x16x16bf16.1k",
          builtin="__builtin_amdgcn_mfma_f32_16x16x16bf16_1k"),
    _mfma("v_mfma_f32_32x32x16_f16", "f16", (32, 32, 16), "<8 x half>",
          "llvm.amdgcn.mfma.f32.32x32x16.f16",
          builtin="__builtin_amdgcn_mfma_f32_32x32x16_f16", archs=("gfx950",)),
    _mfma("v_mfma_f32_16x16x32_f16", "f16", (16, 16, 32), "<8 x half>",
          "llvm.amdgcn.mfma.f32.16x16x32.f16",
          builtin="__builtin_amdgcn_mfma_f32_16x16x32_f16", archs=("gfx950",)),
    _mfma("v_mfma_f32_32x32x16_bf16", "bf16", (32, 32, 16), "<8 x bfloat>",
          "llvm.amdgcn.mfma.f32.32x32x16.bf16",
          builtin="__builtin_amdgcn_mfma_f32_32x32x16_bf16", archs=("gfx950",)),
    _mfma("v_mfma_f32_16x16x32_bf16", "bf16", (16, 16, 32), "<8 x bfloat>",
          "llvm.amdgcn.mfma.f32.16x16x32.bf16",
          builtin="__builtin_amdgcn_mfma_f32_16x16x32_bf16", archs=("gfx950",)),
)}


def mfma_refusal(name: str, arch_name: str) -> str | None:
    """Why `arch_name` cannot run MFMA instruction `name` (a family's refusal), or None."""
    insn = mfma(name)
    arch(arch_name)
    if arch_name not in insn.archs:
        return f"{name} is {'/'.join(insn.archs)} only, not available on {arch_name}"
    return None


def mfma_intrinsic(name: str, arch_name: str, flavor_name: str) -> str:
    """The intrinsic a template calls for `name` (a refused pair is an error: refuse first)."""
    if why := mfma_refusal(name, arch_name):
        raise RockeError(why)
    return mfma(name).spelling[flavor(flavor_name).name]


def mfma_builtin(name: str, arch_name: str) -> str:
    """The clang builtin a .hip template calls for `name` (a refused pair is an error)."""
    if why := mfma_refusal(name, arch_name):
        raise RockeError(why)
    return mfma(name).builtin


def mfma(name: str) -> Mfma:
    try:
        return MFMA[name]
    except KeyError:
        raise RockeError(f"unknown MFMA instruction '{name}' (known: {', '.join(MFMA)})") from None


def arch(name: str) -> Arch:
    try:
        return ARCHS[name]
    except KeyError:
        raise RockeError(f"unknown arch '{name}' (known: {', '.join(ARCHS)})") from None


def flavor(name: str) -> Flavor:
    try:
        return FLAVORS[name]
    except KeyError:
        raise RockeError(f"unknown flavor '{name}' (known: {', '.join(FLAVORS)})") from None


def parse_flavors(spec: str | None) -> tuple[str, ...]:
    """A comma list of flavors from the command line (None: all)."""
    if not spec:
        return FLAVOR_NAMES
    names = tuple(s.strip() for s in spec.split(",") if s.strip())
    for n in names:
        flavor(n)
    return tuple(n for n in FLAVOR_NAMES if n in names)
