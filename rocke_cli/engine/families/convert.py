"""attention_bwd_convert: fp32 dQ workspace -> f16/bf16 dQ, times a scale."""

from __future__ import annotations

from typing import Any

from ..abi import Arg
from ..config import Config
from ..guard import Seq
from .base import RowFamily, seq_args


class Convert(RowFamily):
    name = "attention_bwd_convert"
    short = "bwd_convert"
    site = "convert"
    description = "dQ fp32 workspace -> f16/bf16 dQ, scaled"

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        out = [Arg("dq_ws", "ptr", "f32", "r", "fp32 dQ workspace, [ws rows, Hq, D]"),
               Arg("dq", "ptr", cfg["dtype"], "w", "dQ, [rows, Hq, D]")]
        q = seqs["q"]
        out += seq_args(q)
        if q.is_thd:
            out.append(Arg("max_seqlen_q", "i32", doc="grid bound; slot size when ws_seg = 1"))
        out += [Arg("num_heads_q", "i32", doc="Hq"),
                Arg("scale", "f32", doc="multiplies dQ (1.0: none)")]
        return out
