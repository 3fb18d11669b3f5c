"""`plan(problem, arch)`: the chain of kernels that computes a problem's backward, with every
launch's grid, block, LDS and kernarg bytes, the buffers (workspaces with their sizes and
whether the host zeroes them) and the order; or a one-line refusal naming why no shipped
config serves the problem (NoConfig) or what is wrong with it (BadProblem)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field

from ..engine.catalog import build
from ..engine.targets import parse_target
from ..errors import RockeError
from .chains import CHAINS, VALIDATE
from .indexing import overflow
from .launch import ITEM, WORKSPACES, Buffer, Launch, chain_launches
from .problem import BadProblem, Problem, TensorMeta, check
from .shipped import default_table
from .table import DETERMINISTIC, KEY_FIELDS, Entry, Key, Table

# the tensors any chain may name: a caller passing one the chosen chain does not use is fine
KNOWN = ("q", "k", "v", "o", "dout", "lse", "dq", "dk", "dv", "cu_seqlens_q", "cu_seqlens_k",
         "block_table", "seqlens_k", *WORKSPACES)
OFFSETS_NOTE = ("offsets (cu_seqlens, seqlens_k, block_table) are not read on the host: the "
                "kernels' guard decodes a bad sequence as empty, and the validation report "
                "(status, bad_count) names it")


WS_ALIGN = 256  # bytes: each workspace of the region starts at a multiple
MAX_GRID_YZ = 65535  # workgroups along a launch's y and z (the HIP/CUDA grid limit)
# the default workspace limit's floor: a small problem may take a modest fixed region (a
# deterministic chain's slices) even where 2 x its dQ is less
WS_FLOOR = 64 << 20


class NoConfig(RockeError):
    """No shipped (or built) config serves the problem: the reason names what is missing."""


@dataclass(frozen=True)
class Plan:
    problem: Problem
    arch: str
    entry: Entry
    launches: list[Launch]
    buffers: list[Buffer]
    notes: tuple[str, ...] = field(default=(OFFSETS_NOTE,))

    @property
    def chain(self) -> str:
        return self.entry.chain

    @property
    def ranked_by(self) -> str:
        return ("expected measured TFLOP/s (modeled)" if self.entry.figure is not None
                else "chain then config order (no modeled figure: rocke tune)")

    def _offsets(self) -> list[tuple[Buffer, int | None]]:
        offs = {b.name: off for b, off in self.workspace()}
        return [(b, offs.get(b.name)) for b in self.buffers]

    def workspace(self) -> list[tuple[Buffer, int]]:
        """The workspaces in one region the caller allocates: each at an offset aligned to
        WS_ALIGN bytes, in the order the chain first names them."""
        return region(self.buffers)[0]

    @property
    def workspace_bytes(self) -> int:
        return region(self.buffers)[1]

    def addresses(self, tensors: Mapping[str, int], workspace: int) -> dict[str, int]:
        """Every buffer's address: the caller's tensors as given, each workspace at its
        offset in the region at `workspace`."""
        out = dict(tensors)
        out.update({b.name: workspace + off for b, off in self.workspace()})
        return out

    def to_json(self) -> dict:
        return {"problem": self.problem.to_json(), "arch": self.arch, "chain": self.chain,
                "doc": CHAINS[self.chain].doc, "ranked_by": self.ranked_by,
                "expected_tflops": self.entry.figure,
                "launches": [la.to_json() for la in self.launches],
                "buffers": [{**b.to_json(), **({"offset": off} if b.workspace else {})}
                            for b, off in self._offsets()],
                "workspace_bytes": self.workspace_bytes,
                "workspace_limit": workspace_limit(self.problem), "notes": list(self.notes)}


def region(buffers: list[Buffer]) -> tuple[list[tuple[Buffer, int]], int]:
    """The workspaces of `buffers` in one region, each at a WS_ALIGN-aligned offset in the
    order the chain first names them, and the region's bytes."""
    out, off = [], 0
    for b in buffers:
        if b.workspace:
            out.append((b, off))
            off += -(-b.nbytes // WS_ALIGN) * WS_ALIGN
    return out, off


def workspace_limit(p: Problem) -> int:
    """The most workspace bytes a chain may take for `p`: the spec's workspace_limit, else
    the larger of 2 x dQ in fp32 and WS_FLOOR. dQ's rows are the larger of q's rows and the
    workspace slot rows (batch x max_seqlen_q, a THD ws_seg 1 layout), so the atomic chain's
    own fp32 dQ workspace (and delta, 1/head_dim of it) always fits."""
    if p.workspace_limit is not None:
        return p.workspace_limit
    s = p.sizes()
    dq = 4 * max(s.rows_q, s.batch * s.seqlen_q) * s.heads_q * s.head_dim
    return max(2 * dq, WS_FLOOR)


def over_limit(p: Problem, limit: int, need: int) -> str:
    """The refusal when every chain that serves `p` needs more than `limit` bytes, the
    smallest `need` (the C++ plan() says the same words)."""
    src = ("workspace_limit given" if p.workspace_limit is not None
           else "the default: 2 x dQ in fp32, at least 64 MiB")
    shown = f"{need} bytes" if need < 1 << 64 else "over 2^64 - 1 bytes"
    return (f"problem: every chain that serves it needs a workspace over the limit of {limit} "
            f"bytes ({src}); the smallest needs {shown} (workspace_limit=BYTES allows more)")


def problem_key(p: Problem, arch: str) -> Key:
    m = p.mask
    return (arch, p.dtype, p.head_dim, p.dv, p.layout, (m.align, m.kind), p.page_size)


def candidates(p: Problem, arch: str, table: Table,
               objects: Collection[str] | None = None) -> list[Entry]:
    """The table's chains for the problem's class that it may run on, best first."""
    out = []
    for e in table.classes.get(problem_key(p, arch), []):
        if p.deterministic and e.chain not in DETERMINISTIC:
            continue
        if objects is not None and not all(co in objects for co in code_objects(e, arch)):
            continue
        out.append(e)
    return out


def code_objects(e: Entry, arch: str) -> list[str]:
    """The code objects a chain loads, relative to the build output."""
    kernels = [*([(VALIDATE, e.validate)] if e.validate else []), *e.stages]
    return [f"{f}/{arch}/{i}.co" for f, i in kernels]


def plan(p: Problem, arch: str, table: Table | None = None,
         objects: Collection[str] | None = None) -> Plan:
    """The chain for `p` on `arch`: the first chain for its class of `table` (a tuned one:
    its ranking, then the catalog's chains it did not model), restricted to the code objects
    in `objects` when given."""
    check(p)
    try:
        arch = parse_target(arch)
    except RockeError as e:
        raise BadProblem(f"problem: {e}") from None
    # the caller's table first, then the shipped one (golden/tune.json), then the catalog
    base = default_table((arch,))
    table = table.over(base) if table else base
    found = candidates(p, arch, table, objects)
    if not found:
        raise NoConfig(f"plan: no config serves the problem: {why_none(p, arch, table, objects)}")
    # the table's order, skipping a chain whose workspace no caller could allocate (a
    # deterministic chain's dQ slices: seqlen_k / block_n copies of dQ in fp32)
    limit, needs = workspace_limit(p), []
    for e in found:
        launches, buffers = _launches(e, p)
        need = region(buffers)[1]
        if need <= limit:
            break
        needs.append(need)
    else:
        raise BadProblem(over_limit(p, limit, min(needs)))
    for la in launches:
        if max(la.grid[1:]) > MAX_GRID_YZ:
            raise BadProblem(f"problem: {la.family} would launch a grid of "
                             f"{'x'.join(map(str, la.grid))}: y (heads) and z (batch) take at "
                             f"most {MAX_GRID_YZ} workgroups")
        if why := overflow(la):
            raise BadProblem(f"problem: {why}")
    check_tensors(p, buffers)
    return Plan(p, arch, e, launches, buffers)


def _launches(e: Entry, p: Problem) -> tuple[list[Launch], list[Buffer]]:
    """A table entry's launches and buffers for `p`."""
    builds = [build(f, i) for f, i in e.stages]
    first = [build(VALIDATE, e.validate)] if e.validate else []
    ch = CHAINS[e.chain]
    return chain_launches(builds, p.sizes(), [dict(s.scalars) for s in ch.stages], first=first)


def why_none(p: Problem, arch: str, table: Table, objects: Collection[str] | None) -> str:
    """The first class field (in KEY_FIELDS order) whose value no chain of the table has with
    the fields before it, with the values it has; else the deterministic or built filter."""
    want = problem_key(p, arch)
    keys = list(table.classes)
    shown = {"mask": lambda m: f"(align {m[0]}, {m[1]})"}
    for i, f in enumerate(KEY_FIELDS):
        have = [k for k in keys if k[:i + 1] == want[:i + 1]]
        if not have:
            fmt = shown.get(f, str)
            there = sorted({fmt(k[i]) for k in keys if k[:i] == want[:i]}, key=str)
            ctx = ", ".join(f"{n}={want[j]}" for j, n in enumerate(KEY_FIELDS[1:i], 1))
            what = f"{f}={fmt(want[i])}" if f != "page_size" else (
                f"page_size={want[i]}" if want[i] else "a contiguous (not paged) KV side")
            return (f"no chain on {arch}{' with ' + ctx if ctx else ''} has {what} (shipped: "
                    f"{', '.join(map(str, there)) or 'none'})")
    chains = table.classes[want]
    if p.deterministic and not any(e.chain in DETERMINISTIC for e in chains):
        have = ", ".join(sorted({e.chain for e in chains}))
        return (f"deterministic asked, and the class's chains are {have} (deterministic: "
                f"{' or '.join(DETERMINISTIC)})")
    miss = sorted({co for e in chains for co in code_objects(e, arch)} - set(objects or ()))
    return (f"the class's chains are not built in the objects directory (missing "
            f"{miss[0]}{f' and {len(miss) - 1} more' if len(miss) > 1 else ''})")


def check_tensors(p: Problem, buffers: list[Buffer]) -> None:
    """The caller's tensors against the plan: shape, element type and contiguous strides for
    the chain's tensors, at least the planned bytes for a workspace."""
    by = {b.name: b for b in buffers}
    for name, m in p.tensors:
        b = by.get(name)
        if b is None:
            if name in KNOWN:
                continue  # a tensor of another chain: not read by this one
            raise BadProblem(f"problem: tensor '{name}' is no argument of any chain (known: "
                             f"{', '.join(KNOWN)})")
        if b.workspace:
            have = _nbytes(m, b.elem)
            if have < b.nbytes:
                raise BadProblem(f"problem: workspace '{name}' holds {have} bytes, the chain "
                                 f"needs {b.nbytes} ({b.elem} {list(b.shape)})")
            continue
        if m.dtype is not None and m.dtype != b.elem:
            raise BadProblem(f"problem: tensor '{name}' is {m.dtype}, the chain needs {b.elem}")
        views = _views(p, name, b.shape)
        shape = tuple(m.shape)
        if shape not in views:
            raise BadProblem(f"problem: tensor '{name}' has shape {list(m.shape)}, the chain "
                             f"needs {' or '.join(str(list(v)) for v in views)}")
        want = contiguous(shape)
        if m.strides is not None and tuple(m.strides) != want:
            dims = views[shape]
            # the innermost dim that is off: a padded head dim names heads, not batch
            at = max(i for i, (x, y) in enumerate(zip(m.strides, want, strict=False)) if x != y) \
                if len(m.strides) == len(want) else 0
            raise BadProblem(f"problem: tensor '{name}' has strides {list(m.strides)}: its "
                             f"{dims[at]} stride {m.strides[at] if m.strides else '-'} is not "
                             f"the contiguous {want[at]} (the kernels address {name} "
                             f"contiguously, strides {list(want)}: make it contiguous first)")


_Q_SIDE = ("q", "dq", "o", "dout")
_KV_SIDE = ("k", "dk", "v", "dv")


def _views(p: Problem, name: str, shape: tuple[int, ...]) -> dict[tuple[int, ...], tuple]:
    """The shapes a caller may hold a tensor in, each with its dims' names: the plan's, and
    for q, k, v, o, dO and the gradients PyTorch's: bshd [batch, seqlen, heads, dim] (the
    plan's rows split), a paged KV cache [pages, page_size, heads, dim]; the same bytes."""
    out: dict[tuple[int, ...], tuple] = {shape: ("rows", "heads", "head_dim")
                                         if len(shape) == 3 else ("dim",) * len(shape)}
    if name in _Q_SIDE and not p.thd:
        out[(p.batch, p.seqlen_q, *shape[1:])] = ("batch", "seqlen", "heads", "head_dim")
    elif name in _KV_SIDE and p.paged:
        out[(p.num_pages, p.page_size, *shape[1:])] = ("page", "token", "heads", "head_dim")
    elif name in _KV_SIDE and not p.thd:
        out[(p.batch, p.seqlen_k, *shape[1:])] = ("batch", "seqlen", "heads", "head_dim")
    return out


def contiguous(shape: tuple[int, ...]) -> tuple[int, ...]:
    out, n = [], 1
    for x in reversed(shape):
        out.append(n)
        n *= x
    return tuple(reversed(out))


def _nbytes(m: TensorMeta, elem: str) -> int:
    """Bytes of a caller's workspace: its shape in its element type (u8: bytes; none given:
    the planned one)."""
    n = 1 if m.dtype == "u8" else ITEM.get(m.dtype or elem, ITEM[elem])
    for x in m.shape:
        n *= x
    return n
