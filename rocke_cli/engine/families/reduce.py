"""attention_bwd_reduce: sum the nsplit fp32 dQ slices of main(slices), times scale, -> dQ."""

from __future__ import annotations

from typing import Any

from ..abi import Arg
from ..config import Config
from ..guard import Seq
from .base import RowFamily, seq_args


class Reduce(RowFamily):
    name = "attention_bwd_reduce"
    short = "bwd_reduce"
    site = "reduce"
    description = "deterministic dQ: sum of nsplit fp32 slices, scaled, -> f16/bf16 dQ"

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        out = [Arg("dq_ws", "ptr", "f32", "r", "fp32 dQ slices, [nsplit, ws_rows, Hq, D]"),
               Arg("dq", "ptr", cfg["dtype"], "w", "dQ, [rows, Hq, D]")]
        q = seqs["q"]
        out += seq_args(q)
        if q.is_thd:
            out.append(Arg("max_seqlen_q", "i32", doc="grid bound; slot size when ws_seg = 1"))
        out += [Arg("num_heads_q", "i32", doc="Hq"),
                Arg("nsplit", "i32", doc="slices to sum (KV tiles of main's grid)"),
                Arg("ws_rows", "i32", doc="rows of one slice"),
                Arg("scale", "f32", doc="multiplies the sum (1.0: none)")]
        return out
