"""Shipped AMDGPU IR text -> host IR text, mechanically (docs/design.md §10).

What changes: the triple and datalayout become the host's, the `amdgpu_kernel` calling
convention is dropped, the kernel gets one extra parameter (a per-thread context pointer),
the work-item/workgroup id intrinsics and `s.barrier` become calls of small runtime
functions that read that context, and target attributes are stripped. An MFMA intrinsic
(targets.MFMA) becomes a call of a generated helper in which the wave's 64 work-items meet
(mfma.py); a module without one retargets exactly as before. Everything else is the shipped
body. Any other `llvm.amdgcn.*` intrinsic is an error naming it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import RockeError
from . import mfma as M

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

_CALL = re.compile(r"call (i32|void) @llvm\.amdgcn\.([A-Za-z0-9_.]+)\(\)")
_ANY = re.compile(r"@llvm\.amdgcn\.([A-Za-z0-9_.]+)")
_DEFINE = re.compile(r"^define\s+(.*?)@([A-Za-z0-9_.$-]+)\((.*)\)(.*)\{\s*$")
_DECLARE_AMDGCN = re.compile(r"^declare\b.*@llvm\.amdgcn\.")
_LDS = re.compile(r"^@([A-Za-z0-9_.$-]+)\s*=\s*(.*?)addrspace\(3\)\s+global\s+(.+?),\s*align")
_ATTR_LINE = re.compile(r"^attributes #\d+ = \{(.*)\}\s*$")
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
    mfma: tuple[str, ...] = ()  # the MFMA instructions the kernel calls (targets.MFMA names)


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
    spellings = M.by_intrinsic()
    for n, line in enumerate(text.splitlines(), 1):
        s = line.strip()
        if s.startswith("target datalayout"):
            dl = host_datalayout + ("-A5" if uses_alloca5 and "-A" not in host_datalayout else "")
            out.append(f'target datalayout = "{dl}"')
            continue
        if s.startswith("target triple"):
            out.append(f'target triple = "{host_triple}"')
            continue
        if _DECLARE_AMDGCN.match(s):
            name = _ANY.search(s).group(1)  # type: ignore[union-attr]
            if name not in IDS and name != BARRIER and f"llvm.amdgcn.{name}" not in spellings:
                raise RockeError(f"{tag}line {n}: unsupported target intrinsic llvm.amdgcn.{name}")
            continue  # replaced by the runtime helpers
        m = _DEFINE.match(line)
        if m:
            head, name, plist, tail = m.groups()
            in_fn = name
            if "amdgpu_kernel" in head:
                if kernel is not None:
                    raise RockeError(f"{tag}line {n}: more than one kernel (@{kernel}, @{name})")
                kernel = name
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
        if am:
            body = _TARGET_ATTR.sub("", am.group(1))
            out.append(line[: line.index("{")] + "{" + body + " }")
            continue
        if "@llvm.amdgcn." in line:
            line = _rewrite_mfma(line, spellings, mfma, tag, n)
            line = _rewrite_calls(line, in_fn, kernel, tag, n)
        out.append(line)
    if kernel is None:
        raise RockeError(f"{tag}no amdgpu_kernel function in the module")
    helpers = HELPERS + "".join(M.helper_ir(name) for name in mfma)
    return HostModule("\n".join(out) + "\n" + helpers, kernel, params, tuple(lds), tuple(mfma))


_MFMA_CALL = re.compile(r"call (<\d+ x float>) @(llvm\.amdgcn\.mfma\.[A-Za-z0-9_.]+)\(")
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


def _rewrite_calls(line: str, in_fn: str | None, kernel: str | None, tag: str, n: int) -> str:
    def sub(m: re.Match) -> str:
        ty, name = m.groups()
        if name in IDS and ty == "i32":
            return f"call i32 @__rocke_id(ptr {CTX}, i32 {IDS[name]})"
        if name == BARRIER and ty == "void":
            return f"call void @__rocke_barrier(ptr {CTX})"
        raise RockeError(f"{tag}line {n}: unsupported target intrinsic llvm.amdgcn.{name}")

    new = _CALL.sub(sub, line)
    left = _ANY.search(new)
    if left:
        raise RockeError(f"{tag}line {n}: unsupported target intrinsic llvm.amdgcn.{left.group(1)}")
    if in_fn is None or in_fn != kernel:
        raise RockeError(f"{tag}line {n}: target intrinsic outside the kernel function "
                         f"({'@' + in_fn if in_fn else 'at module level'})")
    return new


# The runtime functions the rewritten calls use (context layout: runtime.py).
HELPERS = """
define internal i32 @__rocke_id(ptr %ctx, i32 %k) {
  %p = getelementptr inbounds i32, ptr %ctx, i32 %k
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal void @__rocke_barrier(ptr %ctx) {
  %bp = getelementptr inbounds i8, ptr %ctx, i64 32
  %bar = load ptr, ptr %bp, align 8
  %r = call i32 @pthread_barrier_wait(ptr %bar)
  ret void
}

declare i32 @pthread_barrier_wait(ptr)
"""
