"""Shipped AMDGPU IR text -> host IR text, mechanically (DESIGN section 10).

What changes: the triple and datalayout become the host's, the `amdgpu_kernel` calling
convention is dropped, the kernel gets one extra parameter (a per-thread context pointer),
the work-item/workgroup id intrinsics and `s.barrier` become calls of small runtime
functions that read that context, and target attributes are stripped. Everything else is
the shipped body. Any other `llvm.amdgcn.*` intrinsic is an error naming it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import RockeError

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
            if name not in IDS and name != BARRIER:
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
            line = _rewrite_calls(line, in_fn, kernel, tag, n)
        out.append(line)
    if kernel is None:
        raise RockeError(f"{tag}no amdgpu_kernel function in the module")
    return HostModule("\n".join(out) + "\n" + HELPERS, kernel, params, tuple(lds))


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
