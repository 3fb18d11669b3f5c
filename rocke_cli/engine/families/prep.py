"""attention_bwd_prep: delta = rowsum(fp32(dO) * fp32(O)); zeroes the dQ workspace rows it owns.

The row tiling follows the rows it streams, O and dO, head_dim_v wide (MLA's Dv); the
workspace rows it zeroes are head_dim wide (dQ's), split over the same work-items of a row.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..abi import Arg
from ..config import Config
from ..constants import HEAD_DIMS_V, head_dim_v
from ..guard import Seq
from ..lds import LdsBuffer
from .base import RowFamily, RowTiling, row_tiling, row_tiling_refusal, seq_args, shift_of


@dataclass(frozen=True)
class PrepTiling(RowTiling):
    """The row tiling of O/dO (head_dim_v wide) and the workspace slice a work-item zeroes."""

    ws_per: int = 16  # fp32 workspace elements (of head_dim) a work-item zeroes
    ws_shift: int | None = 4  # log2(ws_per) where a shift finds the slice, else None


def prep_tiling(cfg: Config) -> PrepTiling:
    base = row_tiling(cfg, head_dim_v(cfg))
    per = cfg["head_dim"] // base.tpr
    fields = {f: getattr(base, f) for f in base.__dataclass_fields__}
    return PrepTiling(**{**fields, "quads": per // 4}, ws_per=per, ws_shift=shift_of(per))


class Prep(RowFamily):
    name = "attention_bwd_prep"
    short = "bwd_prep"
    description = "delta = rowsum(dO*O) per row and head; zeroes the fp32 dQ workspace"
    site = "prep"
    PARAMS = {**RowFamily.PARAMS, "head_dim_v": HEAD_DIMS_V, "zero_ws": (0, 1)}

    def derive(self, cfg: Config) -> PrepTiling:
        return prep_tiling(cfg)

    def refuse(self, cfg: Config, d: Any, lds: dict[str, LdsBuffer]) -> str | None:
        dv = head_dim_v(cfg)
        if dv != cfg["head_dim"]:
            if why := row_tiling_refusal(cfg, dv, "head_dim_v"):
                return why
            if cfg["zero_ws"] and cfg["head_dim"] % (4 * d.tpr):
                return (f"head_dim {cfg['head_dim']} over the {d.tpr} work-items of a "
                        f"head_dim_v {dv} row is no whole number of 4-float vectors to zero")
        return super().refuse(cfg, d, lds)

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        dt = cfg["dtype"]
        out = [Arg("o", "ptr", dt, "r", "O, [rows, Hq, Dv]"),
               Arg("dout", "ptr", dt, "r", "dO, [rows, Hq, Dv]"),
               Arg("delta", "ptr", "f32", "w", "delta, [B, Hq, Sq] or [Hq, total_q]")]
        if cfg["zero_ws"]:
            out.append(Arg("dq_ws", "ptr", "f32", "w",
                           "fp32 dQ workspace [ws rows, Hq, D], zeroed here"))
        q = seqs["q"]
        out += seq_args(q)
        if q.is_thd:
            if not q.bound:
                # delta is [Hq, total_q]: its head stride is needed even where the legacy ABI
                # gives the decode no bound
                out.append(Arg("total_q", "i32", doc="delta head stride"))
            out.append(Arg("max_seqlen_q", "i32", doc="grid bound; slot size when ws_seg = 1"))
        out.append(Arg("num_heads_q", "i32", doc="Hq"))
        return out

    def lds_plan(self, cfg: Config, d: Any) -> dict[str, LdsBuffer]:
        return {"delta_partials": LdsBuffer("red", cfg["wg_size"], "f32")}
