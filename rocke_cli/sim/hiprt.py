"""What the HIP headers bring into a .hip kernel, provided by the simulator's runtime.

clang-22 compiles a .hip with `-nogpulib` (toolchain/hip.py), so the device-library functions
the headers call stay external declarations: `__ockl_get_local_id`/`group_id` (threadIdx,
blockIdx), `__ockl_get_local_size`/`num_groups` (blockDim, gridDim) and
`__atomic_work_item_fence` (the fences around the barrier of __syncthreads). The retarget
rewrites each call into a call of a helper here that takes the per-thread context; the helpers
read the ids from the context and the sizes from the launch's implicit-argument block (code
object v5 layout, what the device library reads), which the launcher fills from the grid and
the workgroup size. `llvm.amdgcn.dispatch.ptr` and `llvm.amdgcn.implicitarg.ptr` return that
launch's HSA dispatch packet and implicit arguments. A declared function not listed here is an
error naming it (runtime.py never lets an unresolved call run as a silent zero).
"""

from __future__ import annotations

import numpy as np

CTX_DISPATCH = 64  # context offset of the dispatch packet pointer (runtime.py's layout)
CTX_IMPLICIT = 72  # context offset of the implicit-argument block pointer
DISPATCH_BYTES = 64  # hsa_kernel_dispatch_packet_t
IMPLICIT_BYTES = 256  # the v5 implicit-argument block

# dim -> i32 field of the per-thread context (runtime.CTX_FIELDS): x, y, z
_LOCAL_ID = (0, 4, 5)
_GROUP_ID = (1, 2, 3)


def _by_dim(name: str, reads: list[list[str]], default: str) -> str:
    """`i64 name(ptr ctx, i32 dim)`: per dim 0..2 the lines computing `%v` (an i64), else
    `default` (the device library's answer past z)."""
    blocks = []
    for d, lines in enumerate(reads):
        body = "\n".join(f"  {ln}".replace("%v", f"%v{d}").replace("%t", f"%t{d}")
                         for ln in lines)
        blocks.append(f"d{d}:\n{body}\n  ret i64 %v{d}")
    return f"""
define internal i64 @{name}(ptr %ctx, i32 %dim) {{
entry:
  switch i32 %dim, label %other [ i32 0, label %d0
                                   i32 1, label %d1
                                   i32 2, label %d2 ]
{chr(10).join(blocks)}
other:
  ret i64 {default}
}}
"""


def _ctx_field(k: int) -> list[str]:
    return [f"%t.p = getelementptr inbounds i32, ptr %ctx, i32 {k}",
            "%t = load i32, ptr %t.p, align 4", "%v = zext i32 %t to i64"]


def _implicit(offset: int, ty: str) -> list[str]:
    return [f"%t.b = getelementptr inbounds i8, ptr %ctx, i64 {CTX_IMPLICIT}",
            "%t.a = load ptr, ptr %t.b, align 8",
            f"%t.p = getelementptr inbounds i8, ptr %t.a, i64 {offset}",
            f"%t = load {ty}, ptr %t.p, align 2", "%v = zext " + ty + " %t to i64"]


def helper(name: str) -> str:
    return f"__rocke_hip.{name}"


# device-library function -> (return type, helper definition)
CALLS: dict[str, tuple[str, str]] = {
    "__ockl_get_local_id": ("i64", _by_dim(helper("__ockl_get_local_id"),
                                           [_ctx_field(k) for k in _LOCAL_ID], "0")),
    "__ockl_get_group_id": ("i64", _by_dim(helper("__ockl_get_group_id"),
                                           [_ctx_field(k) for k in _GROUP_ID], "0")),
    # v5 implicit arguments: block_count_{x,y,z} u32 @0/4/8, group_size_{x,y,z} u16 @12/14/16
    "__ockl_get_local_size": ("i64", _by_dim(helper("__ockl_get_local_size"),
                                             [_implicit(12 + 2 * d, "i16") for d in range(3)],
                                             "1")),
    "__ockl_get_num_groups": ("i64", _by_dim(helper("__ockl_get_num_groups"),
                                             [_implicit(4 * d, "i32") for d in range(3)], "1")),
    # (flags, order, scope): one seq_cst fence is at least as strong as any of them
    "__atomic_work_item_fence": ("void", f"""
define internal void @{helper("__atomic_work_item_fence")}(ptr %ctx, i32 %f, i32 %o, i32 %s) {{
  fence seq_cst
  ret void
}}
"""),
}

# pointer intrinsics -> context offset of the block they return
POINTERS = {"dispatch.ptr": CTX_DISPATCH, "implicitarg.ptr": CTX_IMPLICIT}

POINTER_HELPER = """
define internal ptr addrspace(4) @__rocke_ptr(ptr %ctx, i64 %off) {
  %p = getelementptr inbounds i8, ptr %ctx, i64 %off
  %a = load ptr, ptr %p, align 8
  %c = addrspacecast ptr %a to ptr addrspace(4)
  ret ptr addrspace(4) %c
}
"""


def launch_blocks(grid: tuple[int, int, int], wg_size: int, kernarg: int) -> np.ndarray:
    """The dispatch packet (bytes 0..63) and the implicit arguments (64..) of one launch:
    the grid in workgroups, one-dimensional workgroups of `wg_size`."""
    raw = np.zeros(DISPATCH_BYTES + IMPLICIT_BYTES, np.uint8)
    d, ia = raw[:DISPATCH_BYTES], raw[DISPATCH_BYTES:]
    d[2:4].view(np.uint16)[0] = 3  # setup: dimensions
    d[4:10].view(np.uint16)[:] = (wg_size, 1, 1)  # workgroup_size_{x,y,z}
    d[12:24].view(np.uint32)[:] = (grid[0] * wg_size, grid[1], grid[2])  # grid_size (items)
    d[40:48].view(np.uint64)[0] = kernarg  # kernarg_address
    ia[0:12].view(np.uint32)[:] = grid  # block_count_{x,y,z}
    ia[12:18].view(np.uint16)[:] = (wg_size, 1, 1)  # group_size_{x,y,z}
    # remainders (18..23) stay 0: every workgroup is whole
    ia[64:66].view(np.uint16)[0] = 3  # grid_dims
    return raw
