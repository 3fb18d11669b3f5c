"""What every family spec provides, and the Build that the render function consumes."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar

from ..abi import Abi, Arg
from ..config import Config
from ..constants import HEAD_DIMS, PER_THREAD, VEC, dims_refusal, head_dim_v, log2
from ..grid import Grid
from ..guard import Seq, plan_seq
from ..lds import LdsBuffer, total_bytes
from ..mask import WINDOW_CAP, Mask, mask_of, mask_refusal
from ..targets import ARCHS

DTYPES = ("f16", "bf16")


@dataclass(frozen=True)
class Build:
    """A config with every decision made: what the templates render, nothing more to decide."""

    family: str
    template: str
    config: Config
    derived: Any  # the family's plan: a frozen dataclass the templates read as `d`
    abi: Abi
    seqs: dict[str, Seq]
    lds: dict[str, LdsBuffer] = field(default_factory=dict)
    refused: str | None = None
    grid: Grid = Grid(None)
    mask: Mask | None = None  # the attention mask, for families that read one (`causal`)
    matrix: bool = False  # the body runs on matrix cores (AGPRs allowed, an MFMA template)

    def derived_json(self) -> dict[str, Any]:
        # a plan that could not be made is a refusal reason (a string): nothing to show
        return dataclasses.asdict(self.derived) if dataclasses.is_dataclass(self.derived) else {}

    @property
    def mfma(self) -> bool:
        """The body runs on matrix cores (AGPRs allowed, an MFMA template)."""
        return self.matrix

    @property
    def id(self) -> str:
        return self.config.id

    @property
    def lds_bytes(self) -> int:
        return total_bytes(self.lds)

    @property
    def workgroup_size(self) -> int:
        """Work-items per workgroup: what every launch of this kernel uses (the grid's x, y, z
        count workgroups of this size)."""
        return self.config["wg_size"]

    @property
    def sites(self) -> list[Seq]:
        return [s for s in self.seqs.values() if s.is_thd]


class FamilySpec:
    """Subclasses set the class attributes and implement derive/abi/seqs (and maybe refuse)."""

    name: ClassVar[str]
    short: ClassVar[str]  # kernel name prefix
    description: ClassVar[str]
    # param -> values this family supports (a range: any int in it)
    PARAMS: ClassVar[dict[str, tuple[Any, ...] | range]]

    def derive(self, cfg: Config) -> Any:
        raise NotImplementedError

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        raise NotImplementedError

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        raise NotImplementedError

    def lds_plan(self, cfg: Config, d: Any) -> dict[str, LdsBuffer]:
        return {}

    def grid(self, cfg: Config, seqs: dict[str, Seq]) -> Grid:
        """The launch grid: by default one Q tile of block_m rows per workgroup, y = Q heads."""
        return Grid("q", cfg["block_m"], "q", seqs["q"].is_thd)

    def refuse(self, cfg: Config, d: Any, lds: dict[str, LdsBuffer]) -> str | None:
        """Why this config cannot be built, or None. The LDS limit is checked for all."""
        total = total_bytes(lds)
        limit = ARCHS[cfg["arch"]].lds_bytes
        if total > limit:
            return (f"LDS plan needs {total} bytes, over the {cfg['arch']} limit of {limit} "
                    f"by {total - limit}")
        return None

    def template(self, cfg: Config) -> str:
        """The template pair (`<name>.ll.j2`, `<name>.hip.j2`) that renders this config."""
        return self.name

    def matrix(self, cfg: Config) -> bool:
        """The config's body runs on matrix cores (families with bodies: bodies.py)."""
        return False

    def kernel_name(self, cfg: Config) -> str:
        return f"rocke_{self.short}_" + cfg.id.replace(".", "_").replace("-", "_")

    def build(self, cfg: Config, guard: bool = True) -> Build:
        d = self.derive(cfg)
        seqs = self.seqs(cfg, guard)
        lds = self.lds_plan(cfg, d)
        masked = "causal" in cfg.values  # the families that read the attention mask
        mask = mask_of(cfg.values) if masked else None
        refused = (cfg.refused_by_rule or (mask_refusal(cfg.values) if masked else None)
                   or dims_refusal(cfg.values) or self.refuse(cfg, d, lds))
        args = self.args(cfg, d, seqs)
        if mask is not None and mask.runtime:
            # the window class: its sides are the last arguments (engine/mask.py)
            args = [*args, *WINDOW_ARGS_ABI]
        abi = Abi(self.kernel_name(cfg), tuple(args))
        # a guard bound the ABI does not carry would render IR naming an undefined value
        missing = [b for s in seqs.values() for b in (s.bound, s.len_bound)
                   if s.guarded and b and not abi.has(b)]
        if missing:
            raise AssertionError(f"{self.name} {cfg.id}: guard bounds {missing} not in the ABI")
        return Build(self.name, self.template(cfg), cfg, d, abi, seqs, lds, refused,
                     grid=self.grid(cfg, seqs),
                     mask=mask, matrix=self.matrix(cfg))


class RowFamily(FamilySpec):
    """The row-wise kernels (prep, convert, reduce): a workgroup owns block_m rows of one head,
    one q-side decode site, the row tiling below; subclasses give the ABI."""

    site: ClassVar[str]  # the kernel's name in guard reports
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "dtype": DTYPES,
        "head_dim": HEAD_DIMS,
        "layout": ("bshd", "thd"),
        "ws_seg": (0, 1),
        "bounds": ("full", "legacy"),
        "block_m": (32, 64, 128),
        "wg_size": (256,),
    }

    def derive(self, cfg: Config) -> RowTiling:
        return row_tiling(cfg)

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        return {"q": plan_seq(self.site, "q", cfg, guard=guard)}

    def refuse(self, cfg: Config, d: Any, lds: dict[str, LdsBuffer]) -> str | None:
        return row_tiling_refusal(cfg) or super().refuse(cfg, d, lds)


def seq_args(seq: Seq) -> list[Arg]:
    """The kernel arguments one side's decode reads: offsets and bounds (thd) or seqlen (bshd)."""
    if not seq.is_thd:
        return [Arg(seq.seqlen, "i32", doc=f"dense {seq.side} sequence length")]
    out = [Arg(seq.offsets, "ptr", "i32", "r", doc="[B+1] sequence offsets")]
    if seq.bound:
        out.append(Arg(seq.bound, "i32", doc=f"rows of the {seq.side} tensors (guard bound)"))
    return out


# the window class's sides (FlashAttention's window_size; below 0 or from WINDOW_CAP on:
# unbounded), after every other argument of the kernels that read the mask
WINDOW_ARGS_ABI = [Arg("window_left", "i32", doc=f"keys j >= i + off - left; < 0 or >= "
                       f"{WINDOW_CAP}: unbounded"),
                   Arg("window_right", "i32", doc=f"keys j <= i + off + right; < 0 or >= "
                       f"{WINDOW_CAP}: unbounded")]

# the last arguments of every tiled kernel (main, unified_main, dq): heads and softmax scale
HEAD_ARGS = (Arg("num_heads_q", "i32", doc="Hq"),
             Arg("num_heads_kv", "i32", doc="Hkv (Hq is a multiple)"),
             Arg("scale", "f32", doc="softmax scale, natural log units"))

@dataclass(frozen=True)
class RowTiling:
    """Row-tile mapping shared by the row-wise kernels (prep, convert, reduce): a workgroup owns
    block_m rows of one head; `tpr` work-items share a row, each owning `per_thread`
    contiguous head_dim elements; the rows are covered in `passes` passes.

    tpr is the smallest power of two that leaves a work-item at most PER_THREAD elements (the
    row's lanes are found by shift and mask): head_dim 64, 128 and 256 give 16 elements a
    work-item (two 16-byte vectors of f16/bf16), 96 and 192 give 12 (a 16-byte and an 8-byte
    vector; the row slice then starts 8-byte aligned)."""

    tpr: int  # work-items per row
    tpr_log2: int
    per_thread: int  # head_dim elements a work-item owns
    rows_per_pass: int
    passes: int
    # the work-item's f16/bf16 slice as (element offset, width) vectors, and their alignment
    halves: tuple[tuple[int, int], ...] = ((0, VEC), (VEC, VEC))
    half_align: int = 16
    quads: int = PER_THREAD // 4  # <4 x float> vectors of the fp32 slice (16-byte aligned)
    col_shift: int | None = 4  # log2(per_thread) where a shift finds the slice, else None
    width: int = 64  # elements of a row (head_dim; prep's O/dO rows: head_dim_v)


def row_tiling(cfg: Config, width: int | None = None) -> RowTiling:
    """The tiling of rows `width` wide (head_dim unless given: prep streams O and dO rows,
    head_dim_v wide)."""
    wg, bm = cfg["wg_size"], cfg["block_m"]
    d = width or cfg["head_dim"]
    tpr = _row_tpr(d)
    per = d // tpr
    rows_per_pass = wg // tpr
    halves = tuple((o, min(VEC, per - o)) for o in range(0, per, VEC))
    # the slice starts at per * 2 bytes into the 16-byte aligned row
    align = 16 if (per * 2) % 16 == 0 else 8
    return RowTiling(tpr, log2(tpr), per, rows_per_pass, max(bm // rows_per_pass, 1),
                     halves, align, per // 4, shift_of(per), d)


def shift_of(n: int) -> int | None:
    """log2(n) where n is a power of two (a shift finds a slice of n), else None (a multiply)."""
    return log2(n) if _pow2(n) else None


def _row_tpr(d: int) -> int:
    tpr = 1
    while d > tpr * PER_THREAD:
        tpr *= 2
    return tpr


def row_tiling_refusal(cfg: Config, width: int | None = None,
                       what: str = "head_dim") -> str | None:
    wg, bm = cfg["wg_size"], cfg["block_m"]
    d = width or cfg["head_dim"]
    tpr = _row_tpr(d)
    if d % tpr or (d // tpr) % 4:
        return (f"{what} {d} does not split into a power-of-two number of work-items of a "
                f"multiple of 4 elements (at most {PER_THREAD})")
    if wg % tpr or bm % (wg // tpr):
        return f"block_m {bm} is not a multiple of the {wg // tpr} rows one pass covers"
    return None


def tile_loads(wg: int, bm: int, bn: int, dim: int) -> dict[str, Any]:
    """How the tiled kernels (main, unified_main, dq) load a [rows x head_dim] tile into LDS,
    one 16-byte vector a work-item a pass: vector i of a pass is row i / vpr, column i % vpr.

    Where vpr (vectors a row) is a power of two (head_dim 64, 128, 256) the row and column are
    a shift and a mask of the work-item id and every pass is ld_rows rows further down (the
    IR the kernels had before 96 and 192). At 96 and 192 (12 and 24 vectors a row) 256 is no
    multiple of vpr, so a pass starts mid-row: each pass divides its own vector index by the
    constant vpr (LLVM makes that a multiply-high and a shift), and a tile need not be a whole
    number of passes: the last pass's work-items past the tile repeat its last vector (a
    32-row tile at 96 is 384 vectors, one and a half passes). The plans' fields: vpr,
    vpr_log2 and ld_rows (0 without the shift), kv_loads and q_loads (passes a tile takes),
    ld_shift."""
    vpr = dim // VEC
    shift = _pow2(vpr)
    if shift:
        return {"vpr": vpr, "vpr_log2": log2(vpr), "ld_rows": wg // vpr,
                "kv_loads": bn * vpr // wg, "q_loads": bm * vpr // wg, "ld_shift": True}
    return {"vpr": vpr, "vpr_log2": 0, "ld_rows": 0, "kv_loads": -(-bn * vpr // wg),
            "q_loads": -(-bm * vpr // wg), "ld_shift": False}


@dataclass(frozen=True)
class TileWidth:
    """How the tile loads cover rows of a second width (head_dim_v): tile_loads' fields, with
    their own lane names where they shift."""

    D: int
    wg: int
    vpr: int
    vpr_log2: int
    ld_rows: int
    kv_loads: int
    q_loads: int
    ld_shift: bool
    lanes: str = "ldv"


def v_width(cfg: Config) -> TileWidth | None:
    """The load plan of the dO and V tiles where head_dim_v differs from head_dim (None: they
    are head_dim wide and load as Q and K do)."""
    dv = head_dim_v(cfg)
    if dv == cfg["head_dim"]:
        return None
    wg = cfg["wg_size"]
    return TileWidth(D=dv, wg=wg, **tile_loads(wg, cfg["block_m"], cfg["block_n"], dv))


def v_width_refusal(cfg: Config, vw: TileWidth | None) -> str | None:
    """tile_shape_refusal of the head_dim_v tiles, where there are any."""
    if vw is not None and (why := tile_shape_refusal(cfg, vw.kv_loads, vw.q_loads, vw.vpr,
                                                     vw.D)):
        return f"head_dim_v {vw.D}: {why}"
    return None


def _pow2(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def scalar_loads_refusal(cfg: Config, p: Any) -> str | None:
    """The limits of the scalar bodies' (main's and dq's) tile loads and V width (`p`: their
    plan: kv_loads, q_loads, vpr, vw)."""
    return tile_shape_refusal(cfg, p.kv_loads, p.q_loads, p.vpr) or v_width_refusal(cfg, p.vw)


def tile_shape_refusal(cfg: Config, kv_loads: int, q_loads: int, vpr: int,
                       dim: int | None = None) -> str | None:
    """A (block_m, block_n) tile the tiled kernels (main, unified_main, dq) cannot split evenly:
    each block size divides the workgroup, and (where the loads shift, vpr a power of two)
    both tiles' vector loads cover it exactly."""
    wg, bm, bn = cfg["wg_size"], cfg["block_m"], cfg["block_n"]
    dim = dim or cfg["head_dim"]
    for name, n in (("block_m", bm), ("block_n", bn)):
        if n > wg or wg % n:
            return f"{name} {n} does not divide the workgroup size {wg}"
    if dim % VEC:
        return f"head_dim {dim} is not a whole number of {VEC}-element (16-byte) vectors"
    if _pow2(vpr) and (kv_loads < 1 or q_loads < 1 or (bn * vpr) % wg or (bm * vpr) % wg):
        return f"a {bm}x{bn} tile at head_dim {dim} does not split evenly over {wg} work-items"
    return None
