"""attention_bwd_worklist: per-sequence work weights of main and their exclusive prefix sum.

weight[b] = the number of (Q tile, KV tile) pairs attention_bwd_main visits for sequence b
(the same for every head), decoded with main's decode and guard, so a bad sequence weighs 0;
offsets[b] = sum of weight[0..b), offsets[B] = the total. One workgroup: threads take one
sequence each, in chunks of wg_size, and an LDS scan makes the prefix sum; any batch in
[0, 2^31) is handled (a negative batch is read as 0). Weights and offsets are i32: a total
of 2^31 pairs or more wraps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..abi import Arg
from ..config import Config
from ..constants import i32, log2
from ..grid import Grid
from ..guard import Seq, plan_seq
from ..lds import LdsBuffer
from ..mask import ALIGNS, mask_of
from .base import FamilySpec, seq_args


@dataclass(frozen=True)
class WorklistPlan:
    lbm: int  # log2(block_m): Q tiles of a sequence by shifting
    lbn: int  # log2(block_n): KV tiles likewise
    lwg: int  # log2(wg_size): the batch in chunks of one sequence per work-item


class Worklist(FamilySpec):
    name = "attention_bwd_worklist"
    short = "bwd_worklist"
    description = "per-sequence (Q tile, KV tile) pair counts of main, and their prefix sum"
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "layout": ("bshd", "thd"),
        "ws_seg": (0, 1),
        "bounds": ("full", "legacy"),
        "causal": (0, 1),
        "align": ALIGNS,
        "window": (0, 1),  # the window class: its sides are kernel arguments
        # main's tile shapes: the worklist is configured per main tile shape
        "block_m": (32, 64, 128),
        "block_n": (32, 64, 128),
        "wg_size": (64, 256),
    }

    def derive(self, cfg: Config) -> WorklistPlan:
        return WorklistPlan(log2(cfg["block_m"]), log2(cfg["block_n"]), log2(cfg["wg_size"]))

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        # exactly main's decode sites and bounds rule: a sequence main skips weighs 0
        return {"q": plan_seq("worklist", "q", cfg, guard=guard),
                "kv": plan_seq("worklist", "kv", cfg, guard=guard)}

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        out = [Arg("weights", "ptr", "i32", "w", "[B] visited (Q tile, KV tile) pairs"),
               Arg("offsets", "ptr", "i32", "w", "[B+1] exclusive prefix sum of weights")]
        out += seq_args(seqs["q"])
        out += seq_args(seqs["kv"])
        # main's len bounds: it decodes a sequence longer than its side's max_seqlen as bad
        for s in (seqs["q"], seqs["kv"]):
            if s.len_bound:
                out.append(Arg(s.len_bound, "i32", doc=f"{s.side} grid bound: longer is bad"))
        out.append(Arg("batch", "i32", doc="B, sequences (negative: none)"))
        return out

    def lds_plan(self, cfg: Config, d: Any) -> dict[str, LdsBuffer]:
        return {"scan": LdsBuffer("scan", cfg["wg_size"], "i32")}

    def grid(self, cfg: Config, seqs: dict[str, Seq]) -> Grid:
        return Grid(None)  # one workgroup walks the whole batch


def pair_weight(len_q: int, len_k: int, cfg: dict) -> int:
    """The kernel's weight of one decoded sequence, step for step (i32 arithmetic)."""
    if len_q <= 0 or len_k <= 0:
        return 0
    lbm, lbn = log2(cfg["block_m"]), log2(cfg["block_n"])
    nq = ((len_q - 1) >> lbm) + 1
    nk = ((len_k - 1) >> lbn) + 1
    mask = mask_of(cfg)
    if mask.none:
        return i32(nq * nk)
    w = 0
    for mt in range(nq):
        # the KV tiles main visits for this Q tile (engine/mask.py: the same range dq loops)
        span = mask.kv_tiles(mt << lbm, cfg["block_m"], cfg["block_n"], (len_q, len_k))
        w = i32(w + len(span))
    return w


def decode_len(off: Sequence[int], b: int, bound: int | None, slot: int | None) -> int:
    """main's THD decode of sequence b: its length, 0 when the guard finds it bad. `slot`:
    the side's len bound (max_seqlen), None where the site has none."""
    tok0, tok1 = off[b], off[b + 1]
    ln = i32(tok1 - tok0)
    if bound is not None and (tok0 < 0 or tok1 < tok0 or tok1 > bound
                              or (slot is not None and ln > slot)):
        return 0
    return ln


def worklist(cfg: dict, batch: int, q: dict, kv: dict) -> tuple[list[int], list[int]]:
    """What the kernel writes. q / kv: {"offsets": [...], "bound": int|None, "slot": ...}
    for thd, {"seqlen": n} for bshd."""
    weights = []
    for b in range(max(batch, 0)):
        lens = [side["seqlen"] if "seqlen" in side else
                decode_len(side["offsets"], b, side.get("bound"), side.get("slot"))
                for side in (q, kv)]
        weights.append(pair_weight(lens[0], lens[1], cfg))
    offsets, acc = [], 0
    for w in weights:
        offsets.append(acc)
        acc = i32(acc + w)
    return weights, offsets + [acc]
