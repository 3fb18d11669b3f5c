"""attention_bwd_main: per KV tile, loop over the group's query heads and the Q tiles; dK/dV
accumulate in registers and are written once; dQ per `dq_mode` (atomic, slices, none;
atomic16, 16-bit dQ atomics, is measured and refused: atomic16.py).

Three bodies build it (the config's `body`, looked up in BODIES): scalar (scalar.py, the
portable one), mfma (mfma.py) and kvs (kvs.py, KV-stationary on the matrix cores).
"""

from __future__ import annotations

from typing import Any

from ..abi import Arg
from ..config import Config
from ..constants import HEAD_DIMS, HEAD_DIMS_V
from ..grid import Grid
from ..guard import Seq, plan_seq
from ..mask import ALIGNS
from .atomic16 import atomic16_refusal
from .base import DTYPES, HEAD_ARGS, seq_args
from .bodies import BodyFamily
from .kvs import KVS
from .mfma import MFMA
from .scalar import SCALAR


def tensor_args(dt: str, kv_shape: str) -> list[Arg]:
    """Q, K, V, dO, LSE, delta in; dK, dV out: the arguments main and unified_main share
    (`kv_shape` says how K, V, dK, dV are laid out: rows or pages)."""
    return [Arg("q", "ptr", dt, "r", "Q, [rows_q, Hq, D]"),
            Arg("k", "ptr", dt, "r", f"K{kv_shape}"),
            Arg("v", "ptr", dt, "r", f"V{kv_shape}"),
            Arg("dout", "ptr", dt, "r", "dO, [rows_q, Hq, D]"),
            Arg("lse", "ptr", "f32", "r", "forward LSE (natural log), [B, Hq, Sq] or "
                                          "[Hq, total_q]"),
            Arg("delta", "ptr", "f32", "r", "rowsum(dO*O) from prep, laid out as lse"),
            Arg("dk", "ptr", dt, "w", f"dK{kv_shape}"),
            Arg("dv", "ptr", dt, "w", f"dV{kv_shape}")]


ATOMIC_WS = Arg("dq_ws", "ptr", "f32", "rw",
                "fp32 dQ workspace [ws rows, Hq, D], zeroed by prep; += scale*dS K")


class Main(BodyFamily):
    name = "attention_bwd_main"
    short = "bwd_main"
    description = "dK, dV per KV tile (loop over Q tiles and GQA heads); dQ atomic/slices/none"
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "dtype": DTYPES,
        "head_dim": HEAD_DIMS,
        "head_dim_v": HEAD_DIMS_V,
        "layout": ("bshd", "thd"),
        "ws_seg": (0, 1),
        "bounds": ("full", "legacy"),
        "causal": (0, 1),
        "align": ALIGNS,
        "window": (0, 1),  # the window class: its sides are kernel arguments
        "dq_mode": ("atomic", "slices", "none", "atomic16"),
        "block_m": (16, 32, 64, 128),
        "block_n": (16, 32, 64, 128, 192, 256),
        "wg_size": (256, 512),
        "body": ("scalar", "mfma", "kvs"),
    }
    BODIES = {b.name: b for b in (SCALAR, MFMA, KVS)}

    def derive(self, cfg: Config) -> Any:
        # before any body plans: atomic16 is refused whatever the body
        return atomic16_refusal(cfg) or super().derive(cfg)

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        return {"q": plan_seq("main", "q", cfg, guard=guard),
                "kv": plan_seq("main", "kv", cfg, guard=guard)}

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        mode = cfg["dq_mode"]
        out = tensor_args(cfg["dtype"], ", [rows_k, Hkv, D]")
        if mode == "atomic":
            out.append(ATOMIC_WS)
        elif mode == "slices":
            out.append(Arg("dq_ws", "ptr", "f32", "w",
                           "fp32 dQ slices [nsplit, ws_rows, Hq, D]; slice = KV tile"))
        q, kv = seqs["q"], seqs["kv"]
        out += seq_args(q)
        if q.is_thd and not q.bound:
            # lse/delta are [Hq, total_q]: their head stride is needed even unbounded
            out.append(Arg("total_q", "i32", doc="lse/delta head stride"))
        out += seq_args(kv)
        if q.is_thd:
            out += [Arg("max_seqlen_q", "i32", doc="Q grid bound; slot size when ws_seg = 1"),
                    Arg("max_seqlen_k", "i32", doc="KV grid bound (grid x tiles)")]
        if mode == "slices":
            out.append(Arg("ws_rows", "i32", doc="rows of one dQ slice"))
        return [*out, *HEAD_ARGS]

    def grid(self, cfg: Config, seqs: dict[str, Seq]) -> Grid:
        # one KV tile per workgroup, y = KV heads (the group's query heads loop inside)
        return Grid("kv", cfg["block_n"], "kv", seqs["kv"].is_thd)
