"""The search for rocke's order of a kernel's steady-state loop (docs/perf-model.md, "rocke's loop
schedule"): a compiler pass that scores orders with the model (perf/kernel.py's LoopScorer).
It runs only in `rocke schedule` (run.py), which records what it finds (record.py); `rocke
build` and `rocke perf` replay the record (replay.py).

LLVM's schedulers place each LDS read near its use, under the register pressure of a
512-register tile; the model says the loop then waits on the LDS for a third of its time. This
reorders the loop LLVM wrote, with LLVM's own instructions and registers: LLVM stops after its
post-RA scheduler (toolchain/llc.py), rocke moves the loop block's units within what their
dependencies allow (mir.py), and LLVM goes on from rocke's order: the memory legalizer, the
wait counts and the hazard recognizer run on it as they would on LLVM's own, and the machine
verifier checks the block first.

The order is searched, not derived: two hill climbs over single-unit moves (from LLVM's order
and from a list schedule, longest path first), each move scored by the model (model v3's
clocks of an iteration at the calibrated clock, collect.LoopScorer: not the expected figure,
which is flat wherever the atomics set the round); a move is kept when the loop is no slower.
A seeded generator and a fixed number of moves make it a function of the text: the same bytes
every run. A candidate is scored on LLVM's assembly of the same units in its order, with the
wait counts LLVM would insert (`_waits`: each read of a pending load's registers waits for it,
a release fence for the LDS); LLVM's hazard nops are left out of that score and are back in
the final assembly, which the model scores again: rocke's order is kept only where neither its
loop nor its expected-measured figure is below LLVM's.

The search optimizes the model's own figure: a schedule it finds is as good as the model
says, and the model has not been validated on schedules found this way (its held-out kernels
are hand-written and LLVM-scheduled)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from ..errors import RockeError
from ..perf.asm import LABEL_RE, Block, Cfg, Instr, parse, strip_line
from ..toolchain import llc
from ..toolchain.llvm_worker import judge
from . import mir

OBJECT_FLAVOR = "llvm22"  # the text code objects are built from: the only one scheduled
LOADS_UP = 0.3  # the share of moves that take a load (LDS or memory) earlier
MOVES = 12000  # moves tried a kernel: the search's whole budget (its bytes depend on it)
SEED = 0
_RELEASE = re.compile(r"ATOMIC_FENCE ([5-7]),")  # release, acq_rel, seq_cst: LDS drained


@dataclass(frozen=True)
class Scheduled:
    asm: str  # the kernel's assembly (LLVM's where rocke's order was not better)
    before: float  # the expected-measured TFLOP/s of LLVM's order
    after: float  # that of the assembly returned
    moves: int  # moves kept
    order: tuple[int, ...]  # the loop block's units in the order of `asm` (LLVM's: 0..n-1)
    units: tuple[mir.Unit, ...]  # the loop block's units, in LLVM's order
    block: int  # the loop block's number


@dataclass
class _Item:
    """What one unit becomes in LLVM's assembly, and what the wait counts need of it."""

    lines: list[str]
    lgkm: bool  # raises lgkmcnt (an LDS access, a scalar load)
    vm: bool  # raises vmcnt
    loads: frozenset[str]  # registers its load writes (waited for before a read)
    regs: frozenset[str]  # registers it reads or writes
    release: bool  # a release fence: the LDS accesses before it complete first


def _asm_loop(asm: str, block: int) -> tuple[int, int]:
    """Lines [first, end) of the loop block's body in LLVM's assembly."""
    lines = asm.split("\n")
    label = f".LBB0_{block}:"
    start = next(i for i, ln in enumerate(lines) if ln.split(" ")[0].split("\t")[0] == label)
    end = next(i for i in range(start + 1, len(lines))
               if re.search(rf"s_c?branch\w* \.LBB0_{block}\b", lines[i]))
    return start + 1, end


def _asm_items(lines: list[str]) -> list[list[str]]:
    """The loop's instructions as LLVM printed them, less its waits and hazard nops (made
    again for each order); an inline asm statement is one item."""
    items: list[list[str]] = []
    k = 0
    while k < len(lines):
        s = lines[k].strip()
        if s.startswith(";;#ASMSTART"):
            j = k
            while not lines[j].strip().startswith(";;#ASMEND"):
                j += 1
            items.append(lines[k:j + 1])
            k = j + 1
            continue
        k += 1
        if not s or s.startswith((";", ".")) or s.split()[0] in ("s_waitcnt", "s_nop"):
            continue
        items.append([lines[k - 1]])
    return items


def _emits(u: mir.Unit) -> int:
    """Assembly instructions a unit prints: a bundle its members, a fence or marker none."""
    if u.opcode in ("ATOMIC_FENCE", "KILL", "IMPLICIT_DEF"):
        return 0
    if u.opcode == "BUNDLE":
        return sum(1 for ln in u.lines[1:] if ln.strip() not in ("}", "")
                   and not ln.strip().startswith(("KILL", "IMPLICIT_DEF")))
    return 1


def _counts(units: list[mir.Unit], asm_items: list[list[str]]) -> list[int]:
    """The assembly instructions each unit printed: _emits, except a packed FP32 unit
    (V_PK_ADD/MUL/FMA_F32) LLVM unpacked into its two halves after the last scheduler (it
    does so in an MFMA's shadow, where the packed form cannot issue beside it)."""
    counts, k = [], 0
    for u in units:
        n = _emits(u)
        if (n == 1 and _PACKED.match(u.opcode) and k < len(asm_items)
                and not asm_items[k][0].strip().startswith("v_pk_")):
            n = 2
        counts.append(n)
        k += n
    return counts


_PACKED = re.compile(r"V_PK_(ADD|MUL|FMA)_F32$")


def _items(units: list[mir.Unit], asm_items: list[list[str]], key: str) -> list[_Item]:
    counts = _counts(units, asm_items)
    if sum(counts) != len(asm_items):
        raise RockeError(f"{key}: loop schedule: {len(units)} MIR units print "
                         f"{sum(counts)} instructions, LLVM printed {len(asm_items)}")
    out, k = [], 0
    for u, n in zip(units, counts, strict=True):
        lines = [ln for it in asm_items[k:k + n] for ln in it]
        k += n
        first = lines[0].strip().split()[0].lower() if lines else ""
        if n and not (u.opcode == "INLINEASM" or u.opcode == "BUNDLE" or
                      _same_op(u.opcode, first)):
            raise RockeError(f"{key}: loop schedule: MIR {u.opcode} printed as {first}")
        load = u.lds and not u.lds_write or (u.mem and u.opcode.startswith(
            ("GLOBAL_LOAD", "BUFFER_LOAD", "S_LOAD", "S_BUFFER_LOAD", "FLAT_LOAD")))
        lgkm = u.lds or u.opcode.startswith(("S_LOAD", "S_BUFFER_LOAD"))
        regs = frozenset(u.defs | u.uses)
        out.append(_Item(lines, lgkm=lgkm and n > 0, vm=u.mem and not lgkm and n > 0,
                         loads=frozenset(u.defs) if load else frozenset(), regs=regs,
                         release=bool(_RELEASE.search(u.lines[0]))))
    return out


def _same_op(opcode: str, mnemonic: str) -> bool:
    """A MIR opcode and the mnemonic it prints agree on their first word (v_mfma, ds_read2,
    s_add, global_atomic)."""
    a = opcode.lower().split("_")
    b = mnemonic.split("_")
    return a[:2] == b[:2] or a[0] == b[0] == "v"


def _waits(items: list[_Item], order: list[int]) -> list[str]:
    """The loop's lines in `order` with the waits LLVM inserts (the counters in order, a
    read or overwrite of a pending load's registers waits for that load, a release fence for
    every LDS access), the previous trip's accesses pending at the head (steady state)."""
    out: list[str] = []
    seq = [items[i] for i in order]
    lg: list[frozenset[str]] = []
    vm: list[frozenset[str]] = []
    for lap in (0, 1):  # the first lap only leaves what is pending at the loop's head
        for it in seq:
            need_l = need_v = None
            for j, w in enumerate(lg):
                if w & it.regs:
                    need_l = len(lg) - j - 1
            for j, w in enumerate(vm):
                if w & it.regs:
                    need_v = len(vm) - j - 1
            if it.release and lg:
                need_l = 0
            parts = []
            if need_v is not None:
                parts.append(f"vmcnt({min(need_v, 63)})")
                vm = vm[len(vm) - need_v:] if need_v else []
            if need_l is not None:
                parts.append(f"lgkmcnt({min(need_l, 15)})")
                lg = lg[len(lg) - need_l:] if need_l else []
            if lap:
                if parts:
                    out.append("\ts_waitcnt " + " ".join(parts))
                out.extend(it.lines)
            if it.lgkm:
                lg.append(it.loads)
            if it.vm:
                vm.append(it.loads)
    return out


def _latency(u: mir.Unit) -> int:
    """Clocks until a unit's result is ready, roughly (the start order's priorities only)."""
    if u.lds and not u.lds_write:
        return 120
    if u.mem and "LOAD" in u.opcode:
        return 900
    if "MFMA" in u.opcode or u.opcode == "INLINEASM":
        return 24
    if u.opcode.startswith(("V_EXP", "V_LOG", "V_RCP", "V_SQRT", "V_RSQ")):
        return 16
    return 4


def _list_order(units: list[mir.Unit], pred: list[set[int]],
                succ: list[list[int]]) -> list[int]:
    """A start for the search: list scheduling of one wave, the longest path to the loop's
    end first (LDS reads and loads rise, their users wait for them)."""
    n = len(units)
    lat = [_latency(u) for u in units]
    tail = [0] * n
    for k in reversed(range(n)):
        tail[k] = lat[k] + max((tail[s] for s in succ[k]), default=0)
    left = [len(p) for p in pred]
    ready_at = [0] * n
    ready = [k for k in range(n) if not left[k]]
    t = pipe = 0
    out: list[int] = []
    while ready:
        can = [k for k in ready if ready_at[k] <= t and not (lat[k] == 24 and pipe > t)]
        if not can:
            t += 4
            continue
        k = max(can, key=lambda k: (tail[k], -k))
        ready.remove(k)
        out.append(k)
        if lat[k] == 24:
            pipe = t + 16
        t += 16 if lat[k] == 16 else 4
        for s in succ[k]:
            ready_at[s] = max(ready_at[s], t + lat[k])
            left[s] -= 1
            if not left[s]:
                ready.append(s)
    return out


def _with_loop(cfg: Cfg, at: int, lines: list[str], count: int = 1) -> Cfg:
    """`cfg` with the loop block's instructions (its branch kept) taken from `lines`. An inline
    asm with a branch of its own (the mask side, common/mask_asm.ll.j2) splits the loop block
    into `count` blocks of the parse from `at`; each takes its piece of `lines`, cut where
    parse cuts."""
    pieces: list[list[Instr]] = [[]]
    ended = False  # the piece ended with a branch: the next instruction starts one
    for ln in lines:
        t = strip_line(ln)
        m = LABEL_RE.match(t)
        if m:
            pieces.append([])
            ended = False
            t = t[m.end():].strip()
        if t and not t.startswith("."):
            if ended:
                pieces.append([])
                ended = False
            op, _, args = t.partition(" ")
            pieces[-1].append(Instr(op, args.strip(), 0))
            ended = pieces[-1][-1].target is not None
    blocks = list(cfg.blocks)
    run = blocks[at:at + count]
    if len(pieces) != count:
        raise RockeError(f"{cfg.kernel}: loop schedule: the loop block's order parses into "
                         f"{len(pieces)} blocks, not the {count} its assembly has")
    for b, piece in zip(run, pieces, strict=True):
        tail = b.instrs[-1:] if b is run[-1] else []
        blocks[b.index] = Block(b.index, b.label, piece + tail, b.succs, b.preds)
    return Cfg(cfg.kernel, blocks)


def _climb(order: list[int], cost: Callable[[list[int]], float], *, pred: list[set[int]],
           succ: list[list[int]], moves: int, seed: int,
           loads: list[int]) -> tuple[float, list[int], int]:
    """Hill climb from `order`: a random unit to a random place its dependencies allow, kept
    when the score does not fall (a plateau is walked). (score, order, moves kept)."""
    n = len(order)
    pos = [0] * n
    for q, x in enumerate(order):
        pos[x] = q
    best = cost(order)
    rng = random.Random(seed)
    kept = 0
    for _ in range(moves):
        early = loads and rng.random() < LOADS_UP
        u = rng.choice(loads) if early else rng.randrange(n)
        i = pos[u]
        a = max((pos[p] for p in pred[u]), default=-1) + 1
        b = min((pos[s] for s in succ[u]), default=n) - 1
        if b <= a:
            continue
        j = rng.randint(a, i) if early else rng.randint(a, b)
        if j == i:
            continue
        cand = order[:i] + order[i + 1:]
        cand.insert(j, u)
        c = cost(cand)
        if c >= best:
            kept += 1
            best, order = c, cand
            for q, x in enumerate(order):
                pos[x] = q
    return best, order, kept


def settings(text: str, moves: int = MOVES) -> str:
    """The search's settings for a text, as a record names them."""
    return f"moves {moves} seed {SEED} loads-up {LOADS_UP} climbs {llc.climbs(text)}"


def search_kernel(text: str, arch: str, key: str, *, moves: int = MOVES) -> Scheduled:
    """schedule() scored by the model (perf/kernel.py's LoopScorer, minus the clocks of an
    iteration at the calibrated clock), judged by its expected-measured figure."""
    from ..perf.kernel import LoopScorer

    wg = int(re.search(r'"amdgpu-flat-work-group-size"="(\d+),', text).group(1))

    def scorer(asm: str, cfg: Cfg) -> Score:
        return LoopScorer(cfg, arch, judge(asm, arch, True)[0][0], wg)

    return schedule(text, arch, key, scorer, moves=moves)


class Score(Protocol):
    """How the search scores an assembly's parse (collect.LoopScorer)."""

    def __call__(self, cfg: Cfg) -> float: ...  # the search's score, higher is better

    def expected(self, cfg: Cfg) -> float: ...  # the figure the result is judged by


def schedule(text: str, arch: str, key: str, scorer: Callable[[str, Cfg], Score], *,
             moves: int = MOVES, seed: int = SEED) -> Scheduled:
    """The kernel's assembly with rocke's loop order (module docstring). `scorer(asm, cfg)`:
    given LLVM's assembly (and its parse), how to score an assembly's parse."""
    loop = mir.loop_block(llc.to_mir(text, arch, key), key)
    block = loop.block
    base = llc.from_mir(loop.text(), arch, key, verify=True)
    cfg = parse(base)
    score = scorer(base, cfg)
    before = score.expected(cfg)
    lines = base.split("\n")
    lo, hi = _asm_loop(base, block)
    items = _items(loop.units, _asm_items(lines[lo:hi]), key)
    at = next(b.index for b in cfg.blocks if b.label == f".LBB0_{block}")
    # the blocks of the parse it spans: to the one that branches back (more than one where an
    # inline asm branches inside it)
    count = next(b.index for b in cfg.blocks[at:] if b.instrs and
                 b.instrs[-1].target == f".LBB0_{block}") - at + 1
    pred = mir.dag(loop.units)
    succ: list[list[int]] = [[] for _ in pred]
    for k, ps in enumerate(pred):
        for p in ps:
            succ[p].append(k)

    def cost(order: list[int]) -> float:
        return score(_with_loop(cfg, at, _waits(items, order), count))

    n = len(items)
    # two climbs of half the moves each, from LLVM's order and from a list schedule: which
    # start ends higher differs from kernel to kernel
    loads = [k for k, u in enumerate(loop.units) if _latency(u) > 100]
    runs = [_climb(list(range(n)), cost, pred=pred, succ=succ, moves=moves // 2, seed=seed,
                   loads=loads),
            _climb(_list_order(loop.units, pred, succ), cost, pred=pred, succ=succ,
                   moves=moves - moves // 2, seed=seed + 1, loads=loads)]
    # with extra climbs (the text's attribute value: more from LLVM's order, the seeds after
    # the list climb's) every climb's assembly is judged, and the one the model expects
    # fastest kept (by its expected figure, then by its loop's score): climbs that end a few
    # clocks apart in the search's score differ by several percent once LLVM's waits and
    # hazards are in. Then as many again, each from the fastest so far (the next seeds): a
    # climb that ends on a plateau often goes on from there, where one from LLVM's order
    # stops short. Without, the climb the score ranks first
    extra = llc.climbs(text)
    runs += [_climb(list(range(n)), cost, pred=pred, succ=succ, moves=moves // 2,
                    seed=seed + 2 + k, loads=loads) for k in range(extra)]
    candidates = runs if extra else [max(runs, key=lambda r: r[0])]
    after, asm, final, kept, best = float("-inf"), base, cfg, 0, list(range(n))
    # ties in the expected figure (flat wherever the atomics set the round: every climb of an
    # atomic-bound loop is judged alike there) go to the assembly whose loop the search's own
    # score ranks faster, LLVM's waits and hazards in; without, the first climb always stood
    ranked = (float("-inf"), float("-inf"))

    def judged(order: list[int], k: int) -> None:
        nonlocal after, asm, final, kept, best, ranked
        if not mir.respects(loop.units, order):  # a broken search, never a kernel built
            raise RockeError(f"{key}: loop schedule: the order found breaks a dependency")
        a = llc.from_mir(loop.text(order), arch, key, verify=True)
        f = parse(a)
        e = score.expected(f)
        r = (e, score(f))
        if r > ranked:
            ranked, after, asm, final, kept, best = r, e, a, f, k, order

    for _, order, k in candidates:
        judged(order, k)
    for k in range(extra):
        _, order, moved = _climb(best, cost, pred=pred, succ=succ, moves=moves // 2,
                                 seed=seed + 2 + extra + k, loads=loads)
        judged(order, kept + moved)
    units = tuple(loop.units)
    if after < before or score(final) < score(cfg):  # never below LLVM's own order
        return Scheduled(base, before, before, 0, tuple(range(n)), units, block)
    return Scheduled(asm, before, after, kept, tuple(best), units, block)
