"""From a chain of builds and a problem's sizes to its launches: grids, blocks, LDS, the named
value of every kernel argument, the buffers (caller tensors and workspaces, with their shapes,
sizes and whether the host must zero them) and the order. The one home of these decisions:
`registry.plan`, the simulator's chain launches, the generated C++ (from the same data) and
the Python launcher all read them from here.

Sizes are what the host knows without reading device memory: batch, heads, head dims, and per
side the rows of its tensors and its grid bound (thd: total and max_seqlen as passed; bshd:
B * S and S). The offsets themselves (cu_seqlens, seqlens_k, block_table) stay on the device:
the kernels' guard bounds each decode by these sizes (docs/design.md §5), so no launch path
copies them to the host."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.abi import ELEMS
from ..engine.families import Build
from ..errors import RockeError
from .kernarg import pack_kernarg

# buffers the chain owns (the caller allocates them from the plan's sizes, reads status and
# bad_count after the chain if it wants the validation report); the rest are the caller's
WORKSPACES = ("delta", "dq_ws", "status", "bad_count")
ITEM = {e: b for e, (_ir, _hip, b) in ELEMS.items()}


class Shaped:
    """What a problem's layout, head dims and page size say (Sizes and registry.Problem)."""

    layout: str
    head_dim: int
    head_dim_v: int
    page_size: int

    @property
    def dv(self) -> int:
        return self.head_dim_v or self.head_dim

    @property
    def thd(self) -> bool:
        return self.layout == "thd"

    @property
    def paged(self) -> bool:
        return self.page_size > 0


@dataclass(frozen=True)
class Sizes(Shaped):
    """A problem's sizes as the kernels take them (per side: rows of its tensors and grid
    bound). Paged: the KV side's rows are num_pages * page_size, its grid bound max_seqlen_k."""

    layout: str  # the q side: thd or bshd
    dtype: str
    batch: int
    heads_q: int
    heads_kv: int
    head_dim: int
    head_dim_v: int  # V, O, dO, dV width (0: head_dim)
    rows_q: int
    rows_k: int
    seqlen_q: int  # thd: max_seqlen_q; bshd: S_q
    seqlen_k: int
    scale: float
    num_pages: int = 0  # paged KV (0: not paged)
    max_pages: int = 0
    page_size: int = 0
    # the window class's sides, as the problem gives them (kernels of other classes take
    # none; the kernel clamps a side below 0, unbounded: engine/mask.py)
    window_left: int = -1
    window_right: int = -1

    def ws_rows(self, ws_seg: int) -> int:
        """Rows of the fp32 dQ workspace: a token's (ws_seg 0) or b * max_seqlen_q + r."""
        return self.batch * self.seqlen_q if ws_seg == 1 else self.rows_q

    def lse_shape(self) -> tuple[int, ...]:
        return (self.heads_q, self.rows_q) if self.thd else (self.batch, self.heads_q,
                                                              self.seqlen_q)


def scalars(s: Sizes, ws_seg: int, nsplit: int | None = None) -> dict[str, int | float]:
    """Every scalar kernel argument of a chain by name (each kernel takes those its ABI
    names)."""
    out: dict[str, int | float] = {"num_heads_q": s.heads_q, "num_heads_kv": s.heads_kv,
                                   "scale": s.scale, "batch": s.batch,
                                   "ws_rows": s.ws_rows(ws_seg)}
    if s.thd:
        out.update(total_q=s.rows_q, total_k=s.rows_k, max_seqlen_q=s.seqlen_q,
                   max_seqlen_k=s.seqlen_k)
    else:
        out.update(seqlen_q=s.seqlen_q, seqlen_k=s.seqlen_k)
    if nsplit is not None:  # 0 is a count (no KV tile: no slice)
        out["nsplit"] = nsplit
    out.setdefault("max_seqlen_k", s.seqlen_k)  # the validation report's and paged KV bound
    if s.paged:
        out.update(num_pages=s.num_pages, max_pages=s.max_pages)
    out.update(window_left=s.window_left, window_right=s.window_right)
    return out


def buffer_shape(name: str, s: Sizes, ws_seg: int,
                 nsplit: int | None) -> tuple[str, tuple[int, ...]]:
    """(element type, shape) of the tensor a pointer argument names."""
    hq, hk, d, dv = s.heads_q, s.heads_kv, s.head_dim, s.dv
    rows_k = s.rows_k
    if name in ("q", "dq"):
        return s.dtype, (s.rows_q, hq, d)
    if name in ("o", "dout"):
        return s.dtype, (s.rows_q, hq, dv)
    if name in ("k", "dk"):
        return s.dtype, (rows_k, hk, d)
    if name in ("v", "dv"):
        return s.dtype, (rows_k, hk, dv)
    if name in ("lse", "delta"):
        return "f32", s.lse_shape()
    if name == "dq_ws":
        if nsplit is not None:
            return "f32", (nsplit, s.ws_rows(ws_seg), hq, d)
        return "f32", (s.ws_rows(ws_seg), hq, d)
    if name in ("cu_seqlens_q", "cu_seqlens_k", "offsets"):
        return "i32", (s.batch + 1,)
    if name in ("weights", "seqlens_k", "status"):
        return "i32", (s.batch,)
    if name == "bad_count":
        return "i32", (1,)
    if name == "block_table" and s.paged:
        return "i32", (s.batch, s.max_pages)
    raise RockeError(f"no tensor is known for kernel argument '{name}'")


def grid(b: Build, s: Sizes) -> tuple[int, int, int]:
    """The family's launch grid (Build.grid) over this problem's grid bounds."""
    g = b.grid
    rows = 0 if g.side is None else (s.seqlen_q if g.side == "q" else s.seqlen_k)
    return g.dims(rows, {"q": s.heads_q, "kv": s.heads_kv}, s.batch)


def chain_ws_seg(builds: Sequence[Build]) -> int:
    """The chain's workspace row layout: its first stage that has one decides (they match)."""
    return next((b.config.get("ws_seg") for b in builds if b.config.get("ws_seg") is not None),
                0)


def chain_nsplit(builds: Sequence[Build], s: Sizes) -> int | None:
    """Slices of the dQ workspace: the KV tiles of main(slices)'s grid (None: no slices)."""
    for b in builds:
        if b.config.get("dq_mode") == "slices":
            return grid(b, s)[0]
    return None


@dataclass(frozen=True)
class Buffer:
    """A tensor the chain reads or writes: a caller's, or a workspace (`workspace`), which the
    host zeroes before the chain when `zero` (its first access accumulates into it)."""

    name: str
    elem: str
    shape: tuple[int, ...]
    workspace: bool
    zero: bool = False

    @property
    def nbytes(self) -> int:
        n = ITEM[self.elem]
        for x in self.shape:
            n *= x
        return n

    def to_json(self) -> dict:
        return {"name": self.name, "elem": self.elem, "shape": list(self.shape),
                "bytes": self.nbytes, "workspace": self.workspace, "zero": self.zero}


@dataclass(frozen=True)
class Launch:
    """One kernel launch: what to load, how wide, and the value of every argument (a pointer
    argument's value is the name of its buffer)."""

    family: str
    id: str
    arch: str
    kernel: str
    code_object: str  # relative to the build output: <family>/<arch>/<id>.co
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    lds: int
    build: Build = field(repr=False, compare=False)
    values: tuple[tuple[str, Any], ...] = ()  # (argument, scalar value or buffer name)

    def kernarg(self, addrs: Mapping[str, int] | None = None, tag: str = "plan") -> bytes:
        """The kernarg segment: each buffer at the address `addrs` gives it (a buffer it does
        not name is an error naming it; no `addrs`: every pointer 0, what `rocke plan`
        prints), each scalar as named."""
        vals = dict(self.values)
        ptrs = addrs if addrs is not None else {
            a.name: 0 for a in self.build.abi.args if a.kind == "ptr"}
        sc = {a.name: vals[a.name] for a in self.build.abi.args if a.kind != "ptr"}
        return pack_kernarg(self.build.abi, ptrs, sc, f"{self.family} {self.id}", tag)

    @property
    def empty(self) -> bool:
        """A grid with no workgroup (a dimension 0): nothing is launched."""
        return 0 in self.grid

    def to_json(self) -> dict:
        lay = {a["name"]: a for a in self.build.abi.layout()}
        args = []
        for name, v in self.values:
            a = lay[name]
            args.append({"name": name, "type": a["type"], "offset": a["offset"],
                         "size": a["size"], "value": v})
        return {"family": self.family, "id": self.id, "arch": self.arch,
                "kernel": self.kernel, "code_object": self.code_object,
                "grid": list(self.grid), "block": list(self.block), "lds": self.lds,
                "kernarg_size": self.build.abi.kernarg_size, "args": args,
                "kernarg": self.kernarg().hex()}


def chain_launches(builds: Sequence[Build], s: Sizes,
                   overrides: Sequence[Mapping[str, Any]] = (),
                   first: Sequence[Build] = (),
                   nsplit: int | None = None) -> tuple[list[Launch], list[Buffer]]:
    """The launches of a chain, in order (`first`, the validation report, then `builds`), and
    every buffer they name. `overrides[i]`: scalar values stage i takes instead (a convert's
    scale); `nsplit`: the dQ slices where no main(slices) gives them (a reduce alone)."""
    ws_seg = chain_ws_seg(builds)
    nsplit = chain_nsplit(builds, s) if nsplit is None else nsplit
    base = scalars(s, ws_seg, nsplit)
    out, seen, bufs = [], set(), []
    touched: dict[str, str] = {}  # workspace -> the access of its first use
    order = [(b, {}) for b in first] + [
        (b, overrides[i] if i < len(overrides) else {}) for i, b in enumerate(builds)]
    for b, over in order:
        sc = {**base, **over}
        values = []
        for a in b.abi.args:
            if a.kind == "ptr":
                values.append((a.name, a.name))
                touched.setdefault(a.name, a.access)
                if a.name not in seen:
                    seen.add(a.name)
                    elem, shape = buffer_shape(a.name, s, ws_seg, nsplit)
                    bufs.append((a.name, elem, shape))
            elif a.name in sc:
                values.append((a.name, sc[a.name]))
            else:
                raise RockeError(f"{b.family} {b.id}: no value for kernel argument "
                                 f"'{a.name}' ({a.type_name}: {a.doc})")
        arch = b.config["arch"]
        out.append(Launch(b.family, b.id, arch, b.abi.kernel, f"{b.family}/{arch}/{b.id}.co",
                          grid(b, s), (b.workgroup_size, 1, 1), b.lds_bytes, b,
                          tuple(values)))
    buffers = [Buffer(n, e, sh, n in WORKSPACES, n in WORKSPACES and touched[n] == "rw")
               for n, e, sh in bufs]
    return out, buffers
