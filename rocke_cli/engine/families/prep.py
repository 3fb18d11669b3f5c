"""attention_bwd_prep: delta = rowsum(fp32(dO) * fp32(O)); zeroes the dQ workspace rows it owns."""

from __future__ import annotations

from typing import Any

from ..abi import Arg
from ..config import Config
from ..guard import Seq
from ..lds import LdsBuffer
from .base import RowFamily, seq_args


class Prep(RowFamily):
    name = "attention_bwd_prep"
    short = "bwd_prep"
    description = "delta = rowsum(dO*O) per row and head; zeroes the fp32 dQ workspace"
    site = "prep"
    PARAMS = {**RowFamily.PARAMS, "zero_ws": (0, 1)}

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        dt = cfg["dtype"]
        out = [Arg("o", "ptr", dt, "r", "O, [rows, Hq, D]"),
               Arg("dout", "ptr", dt, "r", "dO, [rows, Hq, D]"),
               Arg("delta", "ptr", "f32", "w", "delta, [B, Hq, Sq] or [Hq, total_q]")]
        if cfg["zero_ws"]:
            out.append(Arg("dq_ws", "ptr", "f32", "w", "fp32 dQ workspace, zeroed here"))
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
