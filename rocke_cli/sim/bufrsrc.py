"""Raw buffer resources in the simulator (docs/mfma-emulation.md): the range rule as code, and the
host IR of the one buffer access the templates spell, `llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32`.

A template builds a resource as common/ll.j2's buffer_rsrc writes it: four 32-bit words {base
low, base high (its upper 16 bits the stride, 0), records, a format word}, an i128 cast to `ptr
addrspace(8)`. On the host that pointer stays the i128 (retarget: every `ptr addrspace(8)` is
an i128 and the cast a `freeze`), so the helper reads the base and the records back from it.

The rule, for a raw resource (stride 0): an access of `size` bytes at byte offset `offset`
(the VGPR offset; the instruction's immediate is 0 here) is inside when offset + size <=
records; then it goes to base + soffset + offset. The SGPR offset is added to the address but
is not part of the range check (the CDNA3 ISA's buffer addressing: a raw buffer's check is on
the offset alone), so the templates pass 0 there. An access outside is dropped: an atomic
changes nothing and returns 0. The rule is read from the CDNA3 ISA guide and LLVM's
AMDGPUUsage; it is not checked against hardware here.

Not a wave meeting: each lane's access is its own.
"""

from __future__ import annotations

from ..errors import RockeError

ATOMIC_FADD = "llvm.amdgcn.raw.ptr.buffer.atomic.fadd.f32"
INTRINSICS = frozenset({ATOMIC_FADD})
HELPER = "__rocke_buf_atomic_fadd_f32"
RSRC = "ptr addrspace(8)"
HOST_RSRC = "i128"
BASE_BITS = 48  # the base address's bits (words 0 and 1, below the stride)


def inside(offset: int, size: int, records: int) -> bool:
    """Whether an access of `size` bytes at VGPR byte offset `offset` is in range."""
    if size <= 0 or not 0 <= records < 1 << 32:
        raise RockeError(f"buffer: size {size}, records {records}: want size > 0, 32-bit records")
    return 0 <= offset and offset + size <= records


def words(base: int, records: int, fmt: int = 0x00020000) -> int:
    """The i128 of a raw resource (buffer_rsrc's four words, word 0 lowest)."""
    if not 0 <= base < 1 << BASE_BITS:
        raise RockeError(f"buffer: base {base:#x} is not a {BASE_BITS}-bit address")
    return base | (records & 0xFFFFFFFF) << 64 | (fmt & 0xFFFFFFFF) << 96


def fields(rsrc: int) -> tuple[int, int]:
    """(base, records) of a resource's i128."""
    return rsrc & ((1 << BASE_BITS) - 1), rsrc >> 64 & 0xFFFFFFFF


def rewrite(line: str, tag: str) -> str:
    """A line of shipped IR with buffer resources -> its host form: the resource type an i128,
    the i128-to-resource cast a freeze, the atomic a call of the helper."""
    if " inttoptr i128 " in line:
        head, _, rest = line.partition(" inttoptr i128 ")
        value, _, ty = rest.partition(" to ")
        if ty.strip() != RSRC:
            raise RockeError(f"{tag}an i128 cast to {ty.strip()}, not a buffer resource")
        return f"{head} freeze i128 {value.strip()}"
    if f"@{ATOMIC_FADD}(" in line:
        line = line.replace(f"@{ATOMIC_FADD}(", f"@{HELPER}(")
    elif "@llvm.amdgcn.raw" in line or "@llvm.amdgcn.struct" in line:
        raise RockeError(f"{tag}a buffer access the simulator does not know: {line.strip()}")
    return line.replace(RSRC, HOST_RSRC)


def helper_ir() -> str:
    """Host IR of `@__rocke_buf_atomic_fadd_f32(float v, i128 rsrc, i32 offset, i32 soffset,
    i32 aux) -> float`: the range rule, then a monotonic fadd at base + soffset + offset."""
    mask = (1 << BASE_BITS) - 1
    return f"""
define internal float @{HELPER}(float %v, i128 %r, i32 %o, i32 %so, i32 %aux) {{
entry:
  %lo = trunc i128 %r to i64
  %base = and i64 %lo, {mask}
  %rs = lshr i128 %r, 64
  %rec32 = trunc i128 %rs to i32
  %rec = zext i32 %rec32 to i64
  %o64 = zext i32 %o to i64
  %end = add i64 %o64, 4
  %in = icmp ule i64 %end, %rec
  br i1 %in, label %go, label %out

go:
  %so64 = zext i32 %so to i64
  %a0 = add i64 %base, %so64
  %a = add i64 %a0, %o64
  %p = inttoptr i64 %a to ptr addrspace(1)
  %old = atomicrmw fadd ptr addrspace(1) %p, float %v monotonic, align 4
  ret float %old

out:
  ret float 0.0
}}
"""
