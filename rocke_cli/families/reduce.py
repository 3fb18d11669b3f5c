"""attention_bwd_reduce: sum the nsplit fp32 dQ slices of main(slices), times scale, -> dQ."""

from __future__ import annotations

from typing import Any

from ..abi import Arg
from ..config import Config
from ..guard import Seq, plan_seq
from .base import DTYPES, FamilySpec, row_tiling, row_tiling_refusal, seq_args


class Reduce(FamilySpec):
    name = "attention_bwd_reduce"
    short = "bwd_reduce"
    description = "deterministic dQ: sum of nsplit fp32 slices, scaled, -> f16/bf16 dQ"
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "dtype": DTYPES,
        "head_dim": (64, 128),
        "layout": ("bshd", "thd"),
        "ws_seg": (0, 1),
        "bounds": ("full", "legacy"),
        "block_m": (32, 64, 128),
        "wg_size": (256,),
    }

    def derive(self, cfg: Config) -> dict[str, Any]:
        return row_tiling(cfg)

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        return {"q": plan_seq("reduce", "q", cfg, guard=guard)}

    def args(self, cfg: Config, d: dict[str, Any], seqs: dict[str, Seq]) -> list[Arg]:
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

    def refuse(self, cfg: Config, d: dict[str, Any], lds: dict[str, int]) -> str | None:
        return row_tiling_refusal(cfg) or super().refuse(cfg, d, lds)
