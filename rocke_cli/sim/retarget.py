"""Shipped AMDGPU IR text -> host IR text, mechanically (docs/design.md §10).

What changes: the triple and datalayout become the host's, the `amdgpu_kernel` calling
convention is dropped, the kernel gets one extra parameter (a per-thread context pointer),
the work-item/workgroup id intrinsics and `s.barrier` become calls of small runtime
functions that read that context, and target attributes are stripped. An MFMA intrinsic
(targets.MFMA) becomes a call of a generated helper in which the wave's 64 work-items meet
(mfma.py); so does gfx950's transposing LDS read `ds.read.tr16.b64` (transpose.py), and so
does gfx950's lane swap `permlane16.swap` (permlane.py: a call of a helper that returns the
same `{i32, i32}`, its two flags ignored since every lane is active; a .hip's
__builtin_amdgcn_permlane16_swap is this same call), and so does the wave broadcast
`readfirstlane` (readfirstlane.py: every lane gets lane 0's value, the first active lane when
all are; `.i32` or no overload suffix). The lane counts `mbcnt.lo` / `mbcnt.hi` need no meeting:
each becomes a call of a helper that counts from the lane's own index, its work-item id mod 64
(mbcnt.py). A .hip's __builtin_amdgcn_readfirstlane / mbcnt_lo / mbcnt_hi are these same calls.
A raw buffer resource (`ptr addrspace(8)`, built from an i128) stays that i128 on the host, and
a buffer atomic becomes a call of a helper that applies the resource's range rule (bufrsrc.py).
A module without any of them retargets exactly as before. The scheduling hints (HINTS:
sched.group.barrier, sched.barrier, s.setprio) are dropped: they order the GPU's issue and
change no value. Everything else is the shipped body. Any other `llvm.amdgcn.*` intrinsic is
an error naming it.

Fast-math `contract` flags are dropped (and `fast` loses contract and reassoc): host code
with FMA instructions must fuse nothing the shipped IR does not spell as a fused multiply-add.

`llvm.fmuladd.*` becomes `llvm.fma.*`: the AMDGPU backend fuses it on gfx942 and gfx950 (f32
fmuladd selects v_fma_f32 / v_fma_mix_f32: fast FMA), while host codegen without FMA would
round the product and the sum separately; fused, the .ll computes what the GPU computes and
what a .hip's explicit __builtin_fmaf computes.

The same retarget takes the device IR clang makes of a .hip: the HIP headers' device-library
calls (ids, sizes, fences) become calls of the helpers in hiprt.py, and the dispatch and
implicit-argument pointers read the launch's blocks. Any other declared function is an error
naming it: nothing the runtime cannot provide is left to resolve to zero.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import RockeError
from . import agpr as A
from . import bufrsrc as B
from . import fibers as F
from . import hiprt
from . import maskside as MS
from . import mbcnt as C
from . import mfma as M
from . import permlane as P
from . import readfirstlane as R
from . import transpose as T

CTX = "%__rocke_ctx"
# id intrinsic -> index of the i32 field in the per-thread context (runtime.CTX_FIELDS)
IDS = {
    "workitem.id.x": 0,
    "workgroup.id.x": 1,
    "workgroup.id.y": 2,
    "workgroup.id.z": 3,
    # one-dimensional workgroups: these read fields that stay 0
    "workitem.id.y": 4,
    "workitem.id.z": 5,
}
BARRIER = "s.barrier"
# issue-order hints (interleaving groups, wave priority) and explicit waits for the memory
# counters (s.waitcnt: the host's loads are done when they return): no semantics, so no host
# code
HINTS = frozenset({"sched.group.barrier", "sched.barrier", "s.setprio", "s.waitcnt",
                   "iglp.opt"})
FMULADD = "@llvm.fmuladd."

# return attributes clang writes between `call` and the type (noundef, range(...), align N)
_RET_ATTRS = r"(?:(?:[a-z_]+(?:\([^()]*\))?|align \d+|dereferenceable\(\d+\)) )*"
_CALL = re.compile(r"call " + _RET_ATTRS +
                   r"(i32|void|ptr addrspace\(4\)) @llvm\.amdgcn\.([A-Za-z0-9_.]+)\(\)")
_DECLARE = re.compile(r"^declare\b.*?@([A-Za-z0-9_.$-]+)\(")
_HIP_CALL = re.compile(r"call " + _RET_ATTRS + r"(i64|void) @([A-Za-z0-9_.$-]+)\(([^()]*)\)"
                       r"(?: #\d+)?")
_ANY = re.compile(r"@llvm\.amdgcn\.([A-Za-z0-9_.]+)")
# a void call of a hint: one instruction, one line (attributes such as #3 may follow)
_HINT_CALL = re.compile(r"^\s*(?:(?:tail|notail|musttail) )?call void @llvm\.amdgcn\.(?:"
                        + "|".join(re.escape(h) for h in sorted(HINTS)) + r")\(")
_DEFINE = re.compile(r"^define\s+(.*?)@([A-Za-z0-9_.$-]+)\((.*)\)(.*)\{\s*$")
_DECLARE_AMDGCN = re.compile(r"^declare\b.*@llvm\.amdgcn\.")
_LDS = re.compile(r"^@([A-Za-z0-9_.$-]+)\s*=\s*(.*?)addrspace\(3\)\s+global\s+(.+?),\s*align")
_ATTR_LINE = re.compile(r"^attributes #\d+ = \{(.*)\}\s*$")
_FMUL_C = re.compile(r"\s*(%[\w.$-]+) = fmul contract\b")
_FADD_C = re.compile(r"\s*%[\w.$-]+ = f(?:add|sub) contract (?:[a-z]+ )*[^%]*(%[\w.$-]+), "
                     r"(%[\w.$-]+)")
_ATOMIC = re.compile(r"\b(?:atomicrmw|cmpxchg)\b")
_FLAT_WG = re.compile(r'"amdgpu-flat-work-group-size"="(\d+),(\d+)"')
# attributes that name or tune the AMDGPU target: meaningless (or rejected) on the host
_TARGET_ATTR = re.compile(
    r'\s*"(?:target-cpu|target-features|tune-cpu|uniform-work-group-size|amdgpu-[A-Za-z0-9-]+)"'
    r'(?:="[^"]*")?')


@dataclass(frozen=True)
class HostModule:
    text: str  # host IR: the kernel plus the runtime helpers
    kernel: str  # the kernel's name (unchanged)
    params: tuple[str, ...]  # the kernel's original parameter types, in order
    lds: tuple[tuple[str, str], ...]  # (global name, IR type) of each addrspace(3) global
    # the wave operations the kernel calls, in first-call order: MFMA instructions (targets.MFMA
    # names), transposing reads (transpose.NAME + '.' + overload), lane swaps (permlane.NAME)
    # and broadcasts (readfirstlane.NAME); the lanes of a wave meet
    mfma: tuple[str, ...] = ()
    flat_wg: tuple[int, int] | None = None  # the kernel's amdgpu-flat-work-group-size bounds
    # `fmul contract` results added or subtracted by a `contract` fadd/fsub: the GPU backend
    # fuses such pairs (AMDGPU fuses aggressively), host codegen does not; reported, not fused
    contractible: int = 0
    # read-modify-write atomics in the kernel: their order across workgroups shapes the result
    # (a float sum's rounding, a counter's hand-out), so such a kernel's workgroups run in
    # grid order, one after another (runtime.launch)
    atomics: int = 0


def _split_params(s: str) -> list[str]:
    """Top-level comma split of a parameter list (no nested parentheses in our types,
    but attribute arguments such as align(16) or dereferenceable(8) have them)."""
    out, depth, cur = [], 0, []
    for ch in s:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def _param_type(p: str) -> str:
    """`ptr addrspace(1) noalias readonly %o` -> `ptr addrspace(1)`; `i32 %n` -> `i32`."""
    m = re.match(r"(ptr(?: addrspace\(\d+\))?|i\d+|float|half|bfloat|double)(?=\s|$)", p)
    if not m:
        raise RockeError(f"sim: cannot read the type of kernel parameter '{p}'")
    return m.group(1)


def retarget(text: str, host_triple: str, host_datalayout: str, where: str = "") -> HostModule:
    """Host IR for one shipped `.ll` text. `where` names the artifact in errors."""
    tag = f"sim: {where}: " if where else "sim: "
    out: list[str] = []
    kernel: str | None = None
    params: tuple[str, ...] = ()
    lds: list[tuple[str, str]] = []
    in_fn: str | None = None  # name of the function whose body we are in
    uses_alloca5 = "addrspace(5)" in text
    mfma: dict[str, None] = {}  # instructions called, in first-call order
    counts: dict[int, None] = {}  # the mbcnt halves called (0 lo, 1 hi): no meeting
    hip_used = _library_calls(text, tag)
    declared: set[str] = set()
    muls: set[str] = set()  # results of `fmul contract` in the function being read
    contractible = 0
    kattrs: set[str] = set()  # the kernel's attribute groups (#N)
    flat_wg: tuple[int, int] | None = None
    spellings = M.by_intrinsic()
    agpr = A.uses(text)  # the kernel's MFMAs on accumulators in AGPRs are inline asm
    bufs = False  # the kernel's dQ atomics go through buffer resources (bufrsrc.py)
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if agpr and " asm " in line:
            host = _rewrite_agpr(line, n, spellings, used=mfma, tag=tag)
            if host is not None:
                _in_kernel(in_fn, kernel, f"{tag}line {n}: AGPR inline asm")
                out.extend(host)
                continue
        if s.startswith("target datalayout"):
            dl = host_datalayout + ("-A5" if uses_alloca5 and "-A" not in host_datalayout else "")
            out.append(f'target datalayout = "{dl}"')
            continue
        if s.startswith("target triple"):
            out.append(f'target triple = "{host_triple}"')
            continue
        if _DECLARE_AMDGCN.match(s):
            name = _ANY.search(s).group(1)  # type: ignore[union-attr]
            if name not in IDS and name != BARRIER and name not in HINTS and \
                    name not in hiprt.POINTERS and f"llvm.amdgcn.{name}" not in spellings and \
                    f"llvm.amdgcn.{name}" not in _TR_SPELLINGS and \
                    f"llvm.amdgcn.{name}" != P.INTRINSIC and \
                    f"llvm.amdgcn.{name}" not in R.SPELLINGS and \
                    f"llvm.amdgcn.{name}" not in C.INTRINSICS and \
                    f"llvm.amdgcn.{name}" not in B.INTRINSICS:
                raise RockeError(f"{tag}line {n}: unsupported target intrinsic llvm.amdgcn.{name}")
            continue  # replaced by the runtime helpers
        dm = _DECLARE.match(s)
        if dm and dm.group(1) in hip_used:
            continue  # replaced by a hiprt helper
        if FMULADD in line:
            line = line.replace(FMULADD, "@llvm.fma.")
            s = line.strip()
            dm = _DECLARE.match(s)
        if dm:
            if dm.group(1) in declared:  # llvm.fma.X declared already, next to fmuladd.X
                continue
            declared.add(dm.group(1))
        m = _DEFINE.match(line)
        if m:
            head, name, plist, tail = m.groups()
            in_fn = name
            muls = set()
            if "amdgpu_kernel" in head:
                if kernel is not None:
                    raise RockeError(f"{tag}line {n}: more than one kernel (@{kernel}, @{name})")
                kernel = name
                kattrs = set(re.findall(r"#\d+", tail))
                ps = _split_params(plist)
                params = tuple(_param_type(p) for p in ps)
                head = head.replace("amdgpu_kernel", "").strip()
                head = (head + " ") if head else ""
                plist = ", ".join([*ps, f"ptr {CTX}"])
            out.append(f"define {head}@{name}({plist}){tail}{{")
            continue
        if s == "}":
            in_fn = None
        lm = _LDS.match(s)
        if lm:
            lds.append((lm.group(1), lm.group(3).rsplit(" ", 1)[0].strip()))
        am = _ATTR_LINE.match(s)
        if am and (fw := _FLAT_WG.search(am.group(1))) and s.split()[1] in kattrs:
            flat_wg = (int(fw.group(1)), int(fw.group(2)))
        if am:
            body = _TARGET_ATTR.sub("", am.group(1))
            out.append(line[: line.index("{")] + "{" + body + " }")
            continue
        if " contract " in line:
            if cm := _FMUL_C.match(line):
                muls.add(cm.group(1))
            elif (cm := _FADD_C.match(line)) and {cm.group(1), cm.group(2)} & muls:
                contractible += 1
        if " contract " in line or " fast " in line:  # counted above; the host fuses nothing
            line = line.replace(" fast ", " nnan ninf nsz arcp afn ").replace(" contract ", " ")
        if B.RSRC in line or " inttoptr i128 " in line:
            line = B.rewrite(line, f"{tag}line {n}: ")
            bufs = bufs or B.HELPER in line
        if "@llvm.amdgcn." in line and _HINT_CALL.match(line):
            continue  # a scheduling hint: nothing to do on the host
        if "@llvm.amdgcn." in line:
            line = _rewrite_mfma(line, spellings, mfma, tag, n)
            line = _rewrite_tr16(line, mfma, tag, n)
            line = _rewrite_permlane(line, mfma, tag, n)
            line = _rewrite_readfirstlane(line, mfma, tag, n)
            line = _rewrite_mbcnt(line, counts, tag, n)
            line = _rewrite_calls(line, in_fn, kernel, tag, n)
        if " asm " in line:
            line = (MS.rewrite(line, f"{tag}line {n}") if MS.is_side(line)
                    else _rewrite_asm(line, tag, n))
        if hip_used and any(f"@{f}(" in line for f in hip_used):
            line = _rewrite_hip(line, in_fn, kernel, tag, n)
        out.append(line)
    if kernel is None:
        raise RockeError(f"{tag}no amdgpu_kernel function in the module")
    helpers = HELPERS + F.yield_ir(F.fast(host_triple))
    helpers += "".join(T.helper_ir(name.rsplit(".", 1)[1], F.AT_MFMA) if name.startswith(T.NAME)
                       else P.helper_ir(F.AT_MFMA) if name == P.NAME
                       else R.helper_ir(F.AT_MFMA) if name == R.NAME
                       else M.helper_ir(name, F.AT_MFMA) for name in mfma)
    helpers += "".join(C.helper_ir(half) for half in counts)
    helpers += "".join(hiprt.CALLS[f][1] for f in hip_used)
    if "@__rocke_ptr(" in "".join(out):
        helpers += hiprt.POINTER_HELPER
    if bufs:
        helpers += B.helper_ir()
    atomics = len(_ATOMIC.findall(text)) + text.count(f"@{B.ATOMIC_FADD}(")
    return HostModule("\n".join(out) + "\n" + helpers, kernel, params, tuple(lds), tuple(mfma),
                      flat_wg, contractible, atomics)


def _library_calls(text: str, tag: str) -> dict[str, None]:
    """The device-library functions the module declares (clang puts declarations after the
    kernel, so they are read first); any other non-intrinsic declaration is an error."""
    out: dict[str, None] = {}
    for n, line in enumerate(text.splitlines(), 1):
        dm = _DECLARE.match(line.strip())
        if not dm or dm.group(1).startswith("llvm."):
            continue
        if dm.group(1) not in hiprt.CALLS:
            raise RockeError(f"{tag}line {n}: the runtime cannot provide @{dm.group(1)} "
                             f"(a declared function the simulator does not know)")
        out[dm.group(1)] = None
    return out


# The inline asm the templates may spell (docs/design.md, "Inline asm"): (asm string,
# constraints) pairs whose meaning is the identity of their one operand. The opaque copy of
# an i32 (an empty string: LLVM cannot prove its result equal to its operand, so it
# recomputes what depends on it rather than keep values from before a loop live across it)
# and the register pin of an MFMA operand (a vector; its register class differs by flavor):
# empty strings, no instruction; and an AGPR accumulator after its settle, a comment. On the
# host each is `freeze`: the identity of a value that is not poison, which the optimizer keeps
ASM_TEMPLATES = frozenset({('""', '"=v,0"'), ('""', '"=a,0"'),
                           # an AGPR accumulator's zero and the accumulator after its
                           # settle (sim/agpr.py)
                           ('"; zero"', '"=a,0"'), ('"; settled"', '"=a,0"')})
_ASM = re.compile(r'(?:(?:tail|notail|musttail) )?call (?:[a-z]+ )*(<[^<>]+>|i\d+) '
                  r'asm (?:sideeffect )?("[^"]*"), ("[^"]*")\((<[^<>]+>|i\d+) ([%\w.$-]+)\)'
                  r'(?:\s*#\d+)?(?:,\s*!srcloc ![0-9]+)?')


def _rewrite_agpr(line: str, n: int, spellings: dict, *, used: dict[str, None],
                  tag: str) -> list[str] | None:
    """An AGPR template (sim/agpr.py) -> its host lines; None for any other line. Its MFMA
    goes through _rewrite_mfma as a call of the instruction's intrinsic (any spelling: each
    names the same instruction), so its operands are checked as an intrinsic call's are."""

    def mfma_call(insn: str, args: str, site: int) -> str:
        known = M.MFMA.get(insn)
        if known is None:
            raise RockeError(f"{tag}line {site}: AGPR asm runs {insn}, not an MFMA the "
                             f"simulator knows")
        intr = next(iter(known.spelling.values()))
        host = _rewrite_mfma(f"call {known.acc} @{intr}({args}, i32 0, i32 0, i32 0)",
                             spellings, used, tag, site)
        return host.strip()

    try:
        return A.rewrite(line, n, mfma_call, f"{tag}line {n}")
    except ValueError as e:
        raise RockeError(str(e)) from None


def _rewrite_asm(line: str, tag: str, n: int) -> str:
    """An inline asm call -> its host form; one the simulator does not know is an error."""
    m = _ASM.search(line)
    if not m:
        if " asm " in line and "call" in line:
            raise RockeError(f"{tag}line {n}: inline asm the simulator cannot read: "
                             f"{line.strip()[:120]}")
        return line
    ret, text, cons, ty, arg = m.groups()
    if (text, cons) not in ASM_TEMPLATES or ret != ty:
        known = ", ".join(f"asm {a}, {c}" for a, c in sorted(ASM_TEMPLATES))
        raise RockeError(f"{tag}line {n}: inline asm {text}, {cons}: the simulator knows only "
                         f"{known} (each the identity of its operand)")
    return line[:m.start()] + f"freeze {ty} {arg}" + line[m.end():]


_MFMA_CALL = re.compile(r"call (?:[a-z]+ )*(<\d+ x float>) @(llvm\.amdgcn\.mfma\.[A-Za-z0-9_.]+)\(")
_MODIFIERS = ("cbsz", "abid", "blgp")


def _rewrite_mfma(line: str, spellings: dict, used: dict[str, None], tag: str, n: int) -> str:
    """An MFMA call -> the helper of its instruction, with the line as its call site id. Only
    the plain layouts are emulated: cbsz, abid and blgp must be literal zeros."""
    m = _MFMA_CALL.search(line)
    if not m:
        return line
    ret, intr = m.groups()
    insn = spellings.get(intr)
    if insn is None:
        raise RockeError(f"{tag}line {n}: unsupported target intrinsic {intr}")
    depth, end = 1, m.end()
    while end < len(line) and depth:
        depth += {"(": 1, ")": -1}.get(line[end], 0)
        end += 1
    if depth:
        raise RockeError(f"{tag}line {n}: cannot read the arguments of {intr}")
    args = _split_params(line[m.end():end - 1])
    want = [insn.operand, insn.operand, insn.acc]
    if ret != insn.acc or len(args) != 6 or any(
            not a.startswith(t + " ") for a, t in zip(args, want, strict=False)):
        raise RockeError(f"{tag}line {n}: {intr} called as ({', '.join(args)}) -> {ret}; the "
                         f"simulator knows ({', '.join(want)}, i32, i32, i32) -> {insn.acc}")
    for mod, a in zip(_MODIFIERS, args[3:], strict=True):
        if a.split() != ["i32", "0"]:
            raise RockeError(f"{tag}line {n}: {intr}: {mod} = {a.removeprefix('i32 ')}; the "
                             f"simulator emulates only cbsz = abid = blgp = 0")
    used[insn.name] = None
    call = (f"call {insn.acc} @{M.helper_name(insn.name)}(ptr {CTX}, {', '.join(args[:3])}, "
            f"i32 {n})")
    return line[:m.start()] + call + line[end:]  # one instruction per line: one call


_TR_SPELLINGS = {f"{T.INTRINSIC}.{s}": s for s in T.TYPES}
_TR_CALL = re.compile(r"call (?:[a-z]+ )*(<[^<>]*>|\S+) @(" + re.escape(T.INTRINSIC) +
                      r"(?:\.[A-Za-z0-9]+)?)\(")


def _rewrite_tr16(line: str, used: dict[str, None], tag: str, n: int) -> str:
    """A transposing LDS read -> the helper of its overload, with the line as its call site
    id. Only the overloads LLVM 22 selects on gfx950 are known."""
    m = _TR_CALL.search(line)
    if not m:
        return line
    ret, intr = m.groups()
    suffix = _TR_SPELLINGS.get(intr)
    if suffix is None or ret != T.TYPES[suffix]:
        known = ", ".join(f"{T.INTRINSIC}.{s} -> {ty}" for s, ty in T.TYPES.items())
        raise RockeError(f"{tag}line {n}: {intr} returning {ret}: the simulator knows {known}")
    depth, end = 1, m.end()
    while end < len(line) and depth:
        depth += {"(": 1, ")": -1}.get(line[end], 0)
        end += 1
    args = _split_params(line[m.end():end - 1])
    if len(args) != 1 or not args[0].startswith("ptr addrspace(3) "):
        raise RockeError(f"{tag}line {n}: {intr} called as ({', '.join(args)}); the simulator "
                         f"knows (ptr addrspace(3))")
    used[f"{T.NAME}.{suffix}"] = None
    call = f"call {ret} @{T.helper_name(suffix)}(ptr {CTX}, {args[0]}, i32 {n})"
    return line[:m.start()] + call + line[end:]


def _call_args(line: str, start: int) -> tuple[list[str], int] | None:
    """The arguments of the call whose `(` ends at `start`, and where its `)` ends; None
    when the parentheses do not close on the line."""
    depth, end = 1, start
    while end < len(line) and depth:
        depth += {"(": 1, ")": -1}.get(line[end], 0)
        end += 1
    return None if depth else (_split_params(line[start:end - 1]), end)


def _helper_args(line: str, m: re.Match) -> tuple[list[str], int]:
    """The arguments of the intrinsic call `m` matched up to its `(`, and where the call ends
    (none, and the line's end, when its parentheses do not close on the line: the caller's
    signature check then names the call)."""
    got = _call_args(line, m.end())
    return got if got else ([], len(line))


def _spliced(line: str, m: re.Match, end: int, call: str) -> str:
    """`line` with the intrinsic call from `m` to `end` replaced by `call`, its call-site
    attributes (`#N`) dropped: a helper reads and writes what the intrinsic did not say."""
    return line[:m.start()] + call + re.sub(r"^\s*#\d+", "", line[end:])


_PL_CALL = re.compile(r"call " + _RET_ATTRS + r"(\{[^{}]*\}|<[^<>]*>|\S+) @" +
                      re.escape(P.INTRINSIC) + r"(\.[A-Za-z0-9.]+)?\(")


def _rewrite_permlane(line: str, used: dict[str, None], tag: str, n: int) -> str:
    """A lane swap -> the call of its helper (the same `{i32, i32}` back), with the line as its
    call site id. The two i1 flags are dropped: with every lane active they change nothing.
    Call-site attributes (`#N`) go too: the helper reads and writes the wave's memory."""
    m = _PL_CALL.search(line)
    if not m:
        return line
    ret, suffix = m.groups()
    args, end = _helper_args(line, m)
    want = f"({', '.join(P.ARGS)}) -> {P.RET}"
    if suffix or ret.replace(" ", "") != P.RET.replace(" ", "") or len(args) != len(P.ARGS) or \
            any(not a.startswith(t + " ") for a, t in zip(args, P.ARGS, strict=False)):
        raise RockeError(f"{tag}line {n}: {P.INTRINSIC}{suffix or ''} called as "
                         f"({', '.join(args)}) -> {ret}; the simulator knows {want}")
    used[P.NAME] = None
    return _spliced(line, m, end,
                    f"call {P.RET} @{P.HELPER}(ptr {CTX}, {args[0]}, {args[1]}, i32 {n})")


_RFL_CALL = re.compile(r"call " + _RET_ATTRS + r"(\S+) @(" + re.escape(R.INTRINSIC) +
                       r"(?:\.[A-Za-z0-9.]+)?)\(")


def _rewrite_readfirstlane(line: str, used: dict[str, None], tag: str, n: int) -> str:
    """A readfirstlane -> the call of its helper (lane 0's value back), with the line as its
    call site id. Only the i32 overload is known, spelled with `.i32` or without a suffix.
    Return attributes and call-site attributes (`#N`: clang's say memory(none)) go: the helper
    reads and writes the wave's memory."""
    m = _RFL_CALL.search(line)
    if not m:
        return line
    ret, intr = m.groups()
    args, end = _helper_args(line, m)
    if intr not in R.SPELLINGS or ret != R.RET or len(args) != 1 or \
            not args[0].startswith(R.ARGS[0] + " "):
        known = " or ".join(f"{s}({', '.join(R.ARGS)}) -> {R.RET}" for s in R.SPELLINGS)
        raise RockeError(f"{tag}line {n}: {intr} called as ({', '.join(args)}) -> {ret}; the "
                         f"simulator knows {known}")
    used[R.NAME] = None
    return _spliced(line, m, end, f"call {R.RET} @{R.HELPER}(ptr {CTX}, {args[0]}, i32 {n})")


_MBCNT_CALL = re.compile(r"call " + _RET_ATTRS + r"(\S+) @(llvm\.amdgcn\.mbcnt\.(?:lo|hi)"
                         r"(?:\.[A-Za-z0-9.]+)?)\(")


def _rewrite_mbcnt(line: str, used: dict[int, None], tag: str, n: int) -> str:
    """An mbcnt.lo / mbcnt.hi -> the call of its helper, which counts from the lane's own
    index (no meeting). Return attributes and call-site attributes go as for readfirstlane:
    the helper reads the context."""
    m = _MBCNT_CALL.search(line)
    if not m:
        return line
    ret, intr = m.groups()
    args, end = _helper_args(line, m)
    if intr not in C.INTRINSICS or ret != C.RET or len(args) != len(C.ARGS) or \
            any(not a.startswith(t + " ") for a, t in zip(args, C.ARGS, strict=False)):
        raise RockeError(f"{tag}line {n}: {intr} called as ({', '.join(args)}) -> {ret}; the "
                         f"simulator knows ({', '.join(C.ARGS)}) -> {C.RET}")
    half = C.INTRINSICS[intr][1]
    used[half] = None
    return _spliced(line, m, end,
                    f"call {C.RET} @{C.helper_name(half)}(ptr {CTX}, {args[0]}, {args[1]})")


def _rewrite_calls(line: str, in_fn: str | None, kernel: str | None, tag: str, n: int) -> str:
    def sub(m: re.Match) -> str:
        ty, name = m.groups()
        if name in IDS and ty == "i32":
            return f"call i32 @__rocke_id(ptr {CTX}, i32 {IDS[name]})"
        if name == BARRIER and ty == "void":
            return f"call void @__rocke_barrier(ptr {CTX})"
        if name in hiprt.POINTERS and ty == "ptr addrspace(4)":
            return f"call ptr addrspace(4) @__rocke_ptr(ptr {CTX}, i64 {hiprt.POINTERS[name]})"
        raise RockeError(f"{tag}line {n}: unsupported target intrinsic llvm.amdgcn.{name}")

    new = _CALL.sub(sub, line)
    left = _ANY.search(new)
    if left:
        raise RockeError(f"{tag}line {n}: unsupported target intrinsic llvm.amdgcn.{left.group(1)}")
    _in_kernel(in_fn, kernel, f"{tag}line {n}: target intrinsic")
    return new


def _in_kernel(in_fn: str | None, kernel: str | None, what: str) -> None:
    # the context is a parameter of the kernel only: a runtime call elsewhere cannot reach it
    if in_fn is None or in_fn != kernel:
        raise RockeError(f"{what} outside the kernel function "
                         f"({'@' + in_fn if in_fn else 'at module level'})")


def _rewrite_hip(line: str, in_fn: str | None, kernel: str | None, tag: str, n: int) -> str:
    """A device-library call -> its hiprt helper, the context first (call-site attributes
    such as memory(none) dropped: the helper reads the context)."""
    def sub(m: re.Match) -> str:
        ty, name, args = m.groups()
        if name not in hiprt.CALLS:
            return m.group(0)
        want = hiprt.CALLS[name][0]
        if ty != want:
            raise RockeError(f"{tag}line {n}: @{name} called as returning {ty}; the runtime "
                             f"provides {want}")
        return f"call {ty} @{hiprt.helper(name)}(ptr {CTX}" + (f", {args})" if args else ")")

    new = _HIP_CALL.sub(sub, line)
    left = [f for f in hiprt.CALLS if f"@{f}(" in new]
    if left:
        raise RockeError(f"{tag}line {n}: cannot read the call of @{left[0]}")
    _in_kernel(in_fn, kernel, f"{tag}line {n}: @{line.split('@', 1)[1].split('(', 1)[0]}")
    return new


# The runtime functions the rewritten calls use (context layout: fibers.py): a barrier is a
# yield to the workgroup's scheduler.
HELPERS = f"""
define internal i32 @__rocke_id(ptr %ctx, i32 %k) {{
  %p = getelementptr inbounds i32, ptr %ctx, i32 %k
  %v = load i32, ptr %p, align 4
  ret i32 %v
}}

define internal void @__rocke_barrier(ptr %ctx) {{
  call void @__rocke_yield(ptr %ctx, i32 {F.AT_BARRIER})
  ret void
}}
"""
