"""attention_bwd_validate: the per-sequence validation report of a THD or paged batch
(docs/design.md §15).

One workgroup walks the batch in chunks of wg_size sequences (one per work-item) and writes
status[b], a bit word per sequence (STATUS_BITS, the q side in the low byte, the KV side in
the next), and bad_count[0], the number of sequences with a non-zero word (an LDS scan at the
end: no atomics, no host sync). The guard bits are the guard's own compares (§5), so a side
carries a guard bit exactly when the guard decodes it as empty; OVERLAP is a report-only bit:
a side the guard keeps, non-empty, whose start is below the largest end of the earlier kept
non-empty sequences of that side (an LDS prefix-max scan, carried across chunks). No pair of
kept sequences that share rows escapes it (the later one is flagged); a sequence stored out of
order in a gap is flagged too: the report asks for monotone offsets. Paged KV: NEG and PAST
(ceil(len / page_size) > max_pages) are the paged guard's, LONG is len > max_seqlen_k, PAGE a
block_table entry outside [0, num_pages) among the pages holding the sequence's rows (the
guard drops the KV tiles holding them); pages shared between sequences are not checked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..abi import Arg
from ..config import Config
from ..constants import log2
from ..grid import Grid
from ..guard import Seq
from ..lds import LdsBuffer
from .base import FamilySpec

# the bits of one side's byte; the KV side's are shifted by KV_SHIFT
NEG, DEC, PAST, LONG, OVERLAP, PAGE = 1, 2, 4, 8, 16, 32
KV_SHIFT = 8
GUARD_BITS = NEG | DEC | PAST | LONG  # the guard drops the side: decoded as empty at token 0
STATUS_BITS = {
    "neg": (NEG, "start < 0 (paged: seqlens_k < 0)"),
    "dec": (DEC, "end < start"),
    "past": (PAST, "end > total rows (paged: ceil(len / page_size) > max_pages)"),
    "long": (LONG, "len > max_seqlen of the side"),
    "overlap": (OVERLAP, "kept, non-empty, starts below the largest end of the earlier kept "
                         "non-empty sequences (report only: the guard keeps it)"),
    "page": (PAGE, "paged: a block_table entry outside [0, num_pages) holds rows of the "
                   "sequence (the guard drops the KV tiles holding them)"),
}


def side_bits() -> dict[str, dict[str, int]]:
    """Each side's bits as they sit in the status word."""
    return {side: {k: v << sh for k, (v, _doc) in STATUS_BITS.items()}
            for side, sh in (("q", 0), ("kv", KV_SHIFT))}


@dataclass(frozen=True)
class ValidatePlan:
    q_thd: bool  # the q side is THD (cu_seqlens_q): checked; bshd q has nothing to check
    kv_thd: bool  # the KV side is THD (cu_seqlens_k)
    paged: bool  # the KV side is paged (seqlens_k, block_table)
    lwg: int  # log2(wg_size): the batch in chunks of one sequence per work-item
    pg_log2: int  # log2(page_size) (paged)
    pg_size: int
    bits: dict[str, dict[str, int]]  # side -> bit name -> value in the status word


class Validate(FamilySpec):
    name = "attention_bwd_validate"
    short = "bwd_validate"
    description = "per-sequence validation report of THD offsets / paged tables, and its count"
    PARAMS = {
        "arch": ("gfx942", "gfx950"),
        "layout": ("thd", "bshd"),  # the q side, as in the other families
        "kv": ("thd", "paged"),
        "page_size": (16, 64),  # read only when kv = paged (the unified main's page size)
        "wg_size": (64, 256),
    }

    def derive(self, cfg: Config) -> ValidatePlan:
        ps = cfg["page_size"]
        return ValidatePlan(cfg["layout"] == "thd", cfg["kv"] == "thd", cfg["kv"] == "paged",
                            log2(cfg["wg_size"]), log2(ps), ps, side_bits())

    def seqs(self, cfg: Config, guard: bool) -> dict[str, Seq]:
        # no decode site: the kernel reads offsets to report them, it addresses no tensor
        return {}

    def refuse(self, cfg: Config, d: Any, lds: dict[str, LdsBuffer]) -> str | None:
        if cfg["layout"] == "bshd" and cfg["kv"] == "thd":
            return "a dense q side with THD KV offsets is not a layout of the kernel chain"
        return super().refuse(cfg, d, lds)

    def args(self, cfg: Config, d: Any, seqs: dict[str, Seq]) -> list[Arg]:
        out = [Arg("status", "ptr", "i32", "w", "[B] status word per sequence (§15 bits)"),
               Arg("bad_count", "ptr", "i32", "w", "[1] sequences with a non-zero status")]
        if d.q_thd:
            out += [Arg("cu_seqlens_q", "ptr", "i32", "r", "[B+1] q sequence offsets"),
                    Arg("total_q", "i32", doc="rows of the q tensors"),
                    Arg("max_seqlen_q", "i32", doc="longest q sequence the grid covers")]
        if d.kv_thd:
            out += [Arg("cu_seqlens_k", "ptr", "i32", "r", "[B+1] KV sequence offsets"),
                    Arg("total_k", "i32", doc="rows of the K/V tensors")]
        if d.paged:
            out += [Arg("seqlens_k", "ptr", "i32", "r", "[B] KV length of each sequence"),
                    Arg("block_table", "ptr", "i32", "r", "[B, max_pages] page of each KV "
                                                          "block")]
        out.append(Arg("max_seqlen_k", "i32", doc="longest KV sequence the grid covers"))
        if d.paged:
            out += [Arg("num_pages", "i32", doc="pages in the K/V cache"),
                    Arg("max_pages", "i32", doc="block_table row length")]
        out.append(Arg("batch", "i32", doc="B, sequences (negative: none)"))
        return out

    def lds_plan(self, cfg: Config, d: Any) -> dict[str, LdsBuffer]:
        wg = cfg["wg_size"]
        out = {}
        if d.q_thd:
            out["scan_q"] = LdsBuffer("scan_q", wg, "i32")
        if d.kv_thd:
            out["scan_kv"] = LdsBuffer("scan_kv", wg, "i32")
        out["count"] = LdsBuffer("count", wg, "i32")
        return out

    def grid(self, cfg: Config, seqs: dict[str, Seq]) -> Grid:
        return Grid(None)  # one workgroup walks the whole batch
