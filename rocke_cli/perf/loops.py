"""Natural loops of a kernel's control-flow graph, their constant trip counts, and the
steady-state loop the performance model counts.

Loops: an edge u -> h is a back edge when h dominates u; the loop of header h is h plus every
block that reaches a back edge's source without passing h (back edges sharing a header make one
loop). A branch backwards to a block that does not dominate it (irreducible flow) makes no loop.

Trip counts (per entry of the loop) are read from the loop's exit test when it is the shape
LLVM gives a counted loop: one exiting block ending in `s_cbranch_scc0/1`, the SCC from an
`s_cmp[k]_* sN, imm` on a counter that the loop steps once by an immediate
(`s_add_i32 sN, sN, imm`, `s_sub_i32`, `s_addk_i32`) and that the code before the loop sets
with `s_mov_b32 sN, imm`. Anything else (a bound held in a register, a VCC or EXEC test) is
unknown: the model then counts that loop once and says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .asm import Block, Cfg
from .mix import classify

MAX_TRIPS = 1 << 20  # a simulated count past this is not a constant trip count
_SCC_WRITERS = re.compile(r"^s_(cmp|cmpk|add|addc|sub|subb|and|or|xor|nand|nor|xnor|andn2|orn2|"
                          r"lshl|lshr|ashr|min|max|bfe|bfm|abs|not|bcnt|mul_hi|"
                          r"absdiff|lshl\d_add|bitcmp)")


@dataclass(frozen=True)
class Loop:
    header: int  # block index
    blocks: frozenset[int]
    latches: tuple[int, ...]  # sources of the back edges
    trips: int | None  # constant trip count per entry (None: not known)
    why_unknown: str = ""

    def contains(self, other: Loop) -> bool:
        return other is not self and other.blocks < self.blocks


def dominators(cfg: Cfg, entry: int = 0) -> list[set[int]]:
    """dom[b]: the blocks that dominate b (iterative data-flow; blocks are few)."""
    n = len(cfg.blocks)
    reach = _reachable(cfg, entry)
    dom = [set(reach) if i in reach else {i} for i in range(n)]
    dom[entry] = {entry}
    changed = True
    while changed:
        changed = False
        for b in cfg.blocks:
            if b.index == entry or b.index not in reach:
                continue
            preds = [dom[p] for p in b.preds if p in reach]
            new = set.intersection(*preds) | {b.index} if preds else {b.index}
            if new != dom[b.index]:
                dom[b.index] = new
                changed = True
    return dom


def _reachable(cfg: Cfg, entry: int) -> set[int]:
    seen, todo = {entry}, [entry]
    while todo:
        for s in cfg.blocks[todo.pop()].succs:
            if s not in seen:
                seen.add(s)
                todo.append(s)
    return seen


def find_loops(cfg: Cfg) -> list[Loop]:
    """Natural loops, outermost first (then by header position)."""
    dom = dominators(cfg)
    back: dict[int, list[int]] = {}
    for b in cfg.blocks:
        for s in b.succs:
            if s in dom[b.index]:
                back.setdefault(s, []).append(b.index)
    loops = []
    for h, latches in back.items():
        body = {h}
        todo = [u for u in latches if u != h]
        body.update(todo)
        while todo:
            for p in cfg.blocks[todo.pop()].preds:
                if p not in body:
                    body.add(p)
                    todo.append(p)
        trips, why = trip_count(cfg, h, frozenset(body))
        loops.append(Loop(h, frozenset(body), tuple(sorted(latches)), trips, why))
    return sorted(loops, key=lambda lp: (-len(lp.blocks), lp.header))


def nesting_depth(loop: Loop, loops: list[Loop]) -> int:
    return sum(1 for other in loops if other.contains(loop))


def top_level(loops: list[Loop]) -> list[Loop]:
    return [lp for lp in loops if not any(o.contains(lp) for o in loops)]


def block_weights(step: Loop | None, loops: list[Loop], cfg: Cfg) -> dict[int, int]:
    """Times each block runs per iteration of `step`: the product of the trip counts of the
    loops nested inside `step` that hold it (an unknown count counts once). With no step,
    every block of the kernel once."""
    if step is None:
        return {b.index: 1 for b in cfg.blocks}
    inner = [lp for lp in loops if step.contains(lp)]
    out = {}
    for i in step.blocks:
        w = 1
        for lp in inner:
            if i in lp.blocks:
                w *= lp.trips or 1
        out[i] = w
    return out


# --- trip counts -----------------------------------------------------------------------------

_CMP_RE = re.compile(r"^s_cmpk?_(eq|lg|gt|ge|lt|le)_(i32|u32)$")
_SWAP = {"eq": "eq", "lg": "lg", "gt": "lt", "ge": "le", "lt": "gt", "le": "ge"}


def _imm(text: str) -> int | None:
    text = text.strip()
    try:
        return int(text, 0)
    except ValueError:
        return None


def _regs(args: str) -> list[str]:
    return [a.strip() for a in args.split(",")]


def _compare(op: str, signed: bool, a: int, b: int) -> bool:
    if signed:
        a, b = _s32(a), _s32(b)
    else:
        a, b = a & 0xFFFFFFFF, b & 0xFFFFFFFF
    return {"eq": a == b, "lg": a != b, "gt": a > b, "ge": a >= b, "lt": a < b,
            "le": a <= b}[op]


def _s32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def trip_count(cfg: Cfg, header: int, body: frozenset[int]) -> tuple[int | None, str]:
    """(trips per entry, '') or (None, why not)."""
    exits = [cfg.blocks[i] for i in sorted(body)
             if any(s not in body for s in cfg.blocks[i].succs)]
    if len(exits) != 1:
        return None, f"{len(exits)} exiting blocks"
    ex = exits[0]
    br = ex.instrs[-1] if ex.instrs else None
    if br is None or br.op not in ("s_cbranch_scc0", "s_cbranch_scc1"):
        return None, f"exit test is {br.op if br else 'a fall-through'}, not an SCC branch"
    taken = cfg.by_label(br.target or "")
    taken_in = taken is not None and taken.index in body
    # continue while SCC == stay_on
    stay_on = (br.op == "s_cbranch_scc1") == taken_in
    cmp_at = _last_scc_writer(ex)
    if cmp_at is None:
        return None, "no SCC-setting instruction before the exit branch"
    cmp = ex.instrs[cmp_at]
    m = _CMP_RE.match(cmp.op)
    if not m:
        return None, f"exit SCC comes from {cmp.op}"
    rel, signed = m.group(1), m.group(2) == "i32"
    a, b = _regs(cmp.args)[:2]
    if _imm(b) is not None and _imm(a) is None:
        reg, bound = a, _imm(b)
    elif _imm(a) is not None and _imm(b) is None:
        reg, bound, rel = b, _imm(a), _SWAP[rel]
    else:
        return None, f"bound of {cmp.op} {cmp.args} is not an immediate"
    assert bound is not None
    step = _step(cfg, body, reg)
    if step is None:
        return None, f"counter {reg} is not stepped once by an immediate"
    step_val, step_block, step_pos = step
    init = _init(cfg, header, body, reg)
    if init is None:
        return None, f"counter {reg} is not set to an immediate before the loop"
    # does the compare see the stepped value? (same block: by position; else by line order)
    if step_block == ex.index:
        after = step_pos < cmp_at
    else:
        after = cfg.blocks[step_block].instrs[step_pos].line < cmp.line
    value, trips = init, 0
    while trips < MAX_TRIPS:
        trips += 1
        seen = value + step_val if after else value
        cond = _compare(rel, signed, seen, bound)
        value += step_val
        if cond != stay_on:
            return trips, ""
    return None, "no exit within the simulated range"


def _last_scc_writer(block: Block) -> int | None:
    for i in range(len(block.instrs) - 2, -1, -1):
        if _SCC_WRITERS.match(block.instrs[i].op):
            return i
    return None


# instructions whose first operand is not a destination
_NO_DEST = ("s_cmp", "s_bitcmp", "s_cbranch", "s_branch", "s_waitcnt", "s_barrier", "s_nop",
            "s_store", "s_buffer_store", "s_setreg", "global_", "buffer_", "flat_", "ds_")


def _writes(op: str, args: str, reg: str) -> bool:
    """Whether the instruction writes SGPR `reg` (SALU, SMEM, and VALU writing SGPRs such as
    v_readfirstlane or a VOP3 compare)."""
    if op.startswith(_NO_DEST):
        return False
    dst = _regs(args)[0] if args else ""
    return dst == reg or _in_range(reg, dst)


def _in_range(reg: str, dst: str) -> bool:
    """s5 in s[4:5]."""
    m, r = re.match(r"^s\[(\d+):(\d+)\]$", dst), re.match(r"^s(\d+)$", reg)
    return bool(m and r and int(m.group(1)) <= int(r.group(1)) <= int(m.group(2)))


def _step(cfg: Cfg, body: frozenset[int], reg: str) -> tuple[int, int, int] | None:
    writes = [(i, k, ins) for i in sorted(body) for k, ins in enumerate(cfg.blocks[i].instrs)
              if _writes(ins.op, ins.args, reg)]
    if len(writes) != 1:
        return None
    i, k, ins = writes[0]
    ops = _regs(ins.args)
    if ins.op == "s_addk_i32" and len(ops) == 2 and (v := _imm(ops[1])) is not None:
        return _s32(v if v < 0x8000 else v - 0x10000), i, k
    if ins.op in ("s_add_i32", "s_add_u32", "s_sub_i32", "s_sub_u32") and len(ops) == 3:
        sign = -1 if ins.op.startswith("s_sub") else 1
        if ops[1] == reg and (v := _imm(ops[2])) is not None:
            return sign * _s32(v), i, k
        if sign == 1 and ops[2] == reg and (v := _imm(ops[1])) is not None:
            return _s32(v), i, k
    return None


def _init(cfg: Cfg, header: int, body: frozenset[int], reg: str) -> int | None:
    """The counter's value on entry: the last write before the loop in text order, if it is
    an `s_mov_b32 reg, imm` (LLVM places the preheader right before the header)."""
    first = min(cfg.blocks[i].instrs[0].line for i in body if cfg.blocks[i].instrs)
    for b in reversed(cfg.blocks):
        for ins in reversed(b.instrs):
            if ins.line >= first or not _writes(ins.op, ins.args, reg):
                continue
            ops = _regs(ins.args)
            if ins.op in ("s_mov_b32", "s_movk_i32") and len(ops) == 2:
                v = _imm(ops[1])
                return None if v is None else _s32(v)
            return None
    return None


# --- the steady state ------------------------------------------------------------------------


def vector_work(cfg: Cfg, weights: dict[int, int]) -> int:
    """Weighted count of vector instructions (VALU and MFMA) in the weighted blocks."""
    return sum(w for i, w in weights.items() for ins in cfg.blocks[i].instrs
               if classify(ins.op) in ("valu", "mfma"))


def steady_state(cfg: Cfg, loops: list[Loop]) -> Loop | None:
    """The loop the model counts (model v3). Start from the top-level loop (one nested in no
    other) with the most vector work, its inner loops weighted by their constant trip counts
    (ties: the first in the text); then, while it holds inner loops whose trip count is not a
    constant, descend into the one of them with the most vector work. A count that is not a
    constant depends on the problem (sequence length, heads), and for a long problem such an
    inner loop runs many trips per entry of its parent: the parent's own blocks (a persistent
    kernel's per-tile prologue and epilogue) are then a vanishing share of the time, and a
    sibling of equal work is an alternative copy (one runs per entry). None when the kernel
    has no loop: the whole kernel is then the unit."""
    pick = _most_work(cfg, loops, top_level(loops))
    while pick is not None:
        inner = [lp for lp in loops if pick.contains(lp) and lp.trips is None]
        outer = [lp for lp in inner if not any(o.contains(lp) for o in inner)]
        if not outer:
            break
        pick = _most_work(cfg, loops, outer)
    return pick


def _most_work(cfg: Cfg, loops: list[Loop], among: list[Loop]) -> Loop | None:
    best: tuple[int, int] | None = None
    pick = None
    for lp in among:
        key = (vector_work(cfg, block_weights(lp, loops, cfg)), -lp.header)
        if best is None or key > best:
            best, pick = key, lp
    return pick


def barriers(cfg: Cfg, weights: dict[int, int]) -> int:
    """Weighted count of `s_barrier`s in the weighted blocks."""
    return sum(w for i, w in weights.items() for ins in cfg.blocks[i].instrs
               if ins.op == "s_barrier")


def _matrix(cfg: Cfg, weights: dict[int, int]) -> int:
    return sum(w for i, w in weights.items() for ins in cfg.blocks[i].instrs
               if classify(ins.op) == "mfma")


def twin(cfg: Cfg, loops: list[Loop], step: Loop | None) -> Loop | None:
    """The other copy of a wave-specialized loop (model v4): a loop at the step's level (both
    top-level, or both directly inside one parent) that issues as many MFMAs and meets as many
    barriers an iteration (at least one), in another order. AMD's hand-written forwards run
    such a pair, one copy a half of each SIMD's waves (`s_setprio` 0 and 1), whose barriers
    meet: while one half runs its matrix phase the other runs its softmax. None when there is
    no such loop, or when its order is the step's own (an alternative copy, not a partner)."""
    if step is None:
        return None
    parents = [lp for lp in loops if lp.contains(step)]
    parent = min(parents, key=lambda lp: len(lp.blocks)) if parents else None
    mine = block_weights(step, loops, cfg)
    need = (_matrix(cfg, mine), barriers(cfg, mine))
    if need[1] == 0:
        return None
    text = [ins.op for i in sorted(step.blocks) for ins in cfg.blocks[i].instrs]
    for lp in loops:
        if lp is step or lp.contains(step) or step.contains(lp) or lp.blocks & step.blocks:
            continue
        up = [o for o in loops if o.contains(lp)]
        if (min(up, key=lambda o: len(o.blocks)) if up else None) is not parent:
            continue
        w = block_weights(lp, loops, cfg)
        if (_matrix(cfg, w), barriers(cfg, w)) != need:
            continue
        if [ins.op for i in sorted(lp.blocks) for ins in cfg.blocks[i].instrs] == text:
            continue  # the same order: an alternative copy, as v3 modeled it
        return lp
    return None
