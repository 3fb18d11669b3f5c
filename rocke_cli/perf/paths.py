"""How often each path of the steady-state loop runs for a long problem (model v3).

Model v2 counted every block of the loop once per iteration, both sides of a branch. A
divergent branch (`s_cbranch_execz`/`execnz`) does run both sides under EXEC masks, but a
uniform one (`s_cbranch_scc0/1`, `s_cbranch_vccz/vccnz`) runs one side per iteration, and the
side that masks the diagonal of a causal (or windowed) problem runs on a few Q steps of each
KV tile only.

A **mask side** is recognized in any code, rocke's or a vendor's: one side of a uniform branch
in the loop (the blocks reached from that successor before the two sides join again) that
selects or moves values (`v_cndmask_*`, `v_mov_*`) and otherwise only builds lane predicates
(compares, integer and bit arithmetic) and does scalar work: no float arithmetic, matrix, LDS,
memory or barrier instruction. It runs on the Q steps that touch the mask's
edge: for a long problem of N_REF query and key rows and a tile of `rows` key rows, a KV tile
visits about N_REF / (2 block_m) Q steps past the diagonal of which about rows / block_m touch
it, a share of 2 * rows / N_REF (FlashAttention's bottom-right or top-left causal alike).
rocke's kernels give `rows` from their config (block_n); a code object's tile is not in its
metadata: MASK_ROWS key rows are assumed.

Every other uniform side is counted as v2 did (once an iteration: an upper bound), and the
kernel's report says so when the loop has one.
"""

from __future__ import annotations

from dataclasses import dataclass

from .asm import Cfg
from .flops import N_REF  # rows of the long problem whose path shares the model uses
from .loops import Loop, dominators
from .mix import classify

MASK_ROWS = 256  # key rows of a code object's tile (not in its metadata): an assumption
UNIFORM = ("s_cbranch_scc0", "s_cbranch_scc1", "s_cbranch_vccz", "s_cbranch_vccnz")
_MASK_VALU = ("v_cndmask_", "v_mov_")
_INT_VALU = ("v_and_", "v_or_", "v_xor_", "v_not_", "v_add_u32", "v_sub_u32", "v_subrev_u32",
             "v_add_i32", "v_sub_i32", "v_add_co_u32", "v_sub_co_u32", "v_lshl", "v_lshr",
             "v_ashr", "v_mul_i32_i24", "v_mul_u32_u24", "v_bfe_", "v_bfi_", "v_min_", "v_max_",
             "v_and_or", "v_or3", "v_add3", "v_lshl_or", "v_lshl_add")


@dataclass(frozen=True)
class Paths:
    freq: dict[int, float]  # block -> runs per iteration of the loop (1: every iteration)
    mask_sides: int  # uniform branch sides recognized as mask sides
    other_sides: int  # uniform branch sides counted every iteration (v2's upper bound)


def mask_share(rows: int, n: int = N_REF) -> float:
    """The share of a long problem's visited Q steps that touch a mask's edge."""
    return min(1.0, 2.0 * rows / n)


def path_frequencies(cfg: Cfg, step: Loop | None, loops: list[Loop],
                     share: float) -> Paths:
    """Runs per iteration of each block of `step` (blocks of its inner loops: their parent's
    frequency), mask sides at `share`."""
    if step is None:
        return Paths({b.index: 1.0 for b in cfg.blocks}, 0, 0)
    dom = dominators(cfg)
    inner: set[int] = set().union(*(lp.blocks for lp in loops if step.contains(lp)))
    freq = {i: 1.0 for i in step.blocks}
    masks = others = 0
    for i in sorted(step.blocks):
        b = cfg.blocks[i]
        if i in inner or not b.instrs or b.instrs[-1].op not in UNIFORM or len(b.succs) != 2:
            continue
        if any(s not in step.blocks or s == step.header for s in b.succs):
            continue  # the loop's own exit or back edge
        reach = [_forward(cfg, step, dom, s) for s in b.succs]
        join = reach[0] & reach[1]
        if not join:
            continue
        after = _forward(cfg, step, dom, min(join))
        for side in (reach[0] - after, reach[1] - after):
            if not side or side & inner:
                continue
            if _is_mask(cfg, side):
                masks += 1
                for j in side:
                    freq[j] = min(freq[j], share)
            else:
                others += 1
    return Paths(freq, masks, others)


def _forward(cfg: Cfg, step: Loop, dom: list[set[int]], start: int) -> set[int]:
    """Blocks of `step` reached from `start` along forward edges (no back edge, no exit)."""
    seen = {start}
    todo = [start]
    while todo:
        u = todo.pop()
        for s in cfg.blocks[u].succs:
            # a back edge goes to a block that dominates its source
            if s in step.blocks and s != step.header and s not in seen and s not in dom[u]:
                seen.add(s)
                todo.append(s)
    return seen


def _is_mask(cfg: Cfg, side: set[int]) -> bool:
    """Selects or moves (at least one), lane predicates (compares, integer and bit arithmetic
    that builds them) and scalar work; no float arithmetic, matrix, LDS, memory or barrier."""
    ops = [ins.op for j in side for ins in cfg.blocks[j].instrs]
    if not any(op.startswith(_MASK_VALU) for op in ops):
        return False
    for op in ops:
        kind = classify(op)
        if kind in ("salu", "branch", "nop", "waitcnt"):
            continue
        if kind == "valu" and (op.startswith(_MASK_VALU) or _predicate(op)):
            continue
        return False
    return True


def _predicate(op: str) -> bool:
    """Integer, bit and compare VALU work (what builds a lane mask), not float arithmetic."""
    if op.startswith(("v_cmp_", "v_cmpx_")):
        return True
    return op.startswith(_INT_VALU) and not any(t in op for t in ("_f16", "_f32", "_f64"))
