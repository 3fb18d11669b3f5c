"""The steady-state loop of a kernel's machine IR after LLVM's post-RA scheduler, as units rocke
may reorder, and every order between them that must hold (search.py).

After register allocation every dependency is in the text: each operand names its physical
registers (a tuple like `$vgpr4_vgpr5` names both), the implicit ones (`implicit $exec`,
`implicit-def dead $scc`) included, and each memory access carries its address space. A unit
is one instruction, or one bundle. Two units keep their order when

- one writes a register the other reads or writes (components of tuples, vcc and exec as
  their halves);
- both touch the LDS and one writes it;
- both touch other memory (global, buffer, flat, scalar loads): those keep their program
  order, as vmcnt counts them in order;
- one of them is ordered with everything that touches memory or has an effect (a barrier, a
  fence, a wait, a priority, an asm statement marked sideeffect, any opcode this module does
  not know to be plain arithmetic).

The scheduling hints (SCHED_BARRIER, SCHED_GROUP_BARRIER, IGLP_OPT) have done their work by
then and are dropped. Kill flags are dropped too: a reorder may move another read of a value
after the one marked as its last, and no flag is always correct."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..errors import RockeError

_BLOCK = re.compile(r"^  bb\.(\d+)(?:\.[\w.$-]+)?(?: \(.*\))?:\s*$")
_REG = re.compile(r"\$[a-z][a-z0-9_]*")
_TUPLE = re.compile(r"(?:[vas]gpr|ttmp)\d+(?:_(?:[vas]gpr|ttmp)\d+)+")
_HALF = re.compile(r"((?:[vas]gpr)\d+)_(?:lo|hi)16")
HINTS = ("SCHED_BARRIER", "SCHED_GROUP_BARRIER", "IGLP_OPT")
# effects ordered with every memory access and each other
_ORDERED = ("S_BARRIER", "ATOMIC_FENCE", "S_WAITCNT", "S_SETPRIO", "S_NOP", "S_SLEEP",
            "S_SETREG", "S_DCACHE", "BUFFER_WBINVL1", "BUFFER_INV", "S_TRAP", "S_SENDMSG",
            "S_ICACHE", "SI_")
_LDS = ("DS_",)
_MEM = ("GLOBAL_", "BUFFER_", "FLAT_", "SCRATCH_", "S_LOAD_", "S_BUFFER_", "S_STORE_")
_TERM = ("S_CBRANCH_", "S_BRANCH", "SI_LOOP", "SI_END_CF", "S_SETPC", "S_ENDPGM")
# plain arithmetic and moves: only their registers order them
_PURE = re.compile(r"(V_|S_(ADD|SUB|MUL|AND|OR|XOR|NOT|ANDN2|ORN2|NAND|NOR|XNOR|LSHL|LSHR|ASHR|"
                   r"BFE|BFM|CSELECT|CMP|MOV|CMOV|MIN|MAX|ABS|SEXT|BREV|BCNT|FF|FLBIT|PACK|"
                   r"ADDC|SUBB|CMPK|MOVK|ADDK|MULK|BITSET|BITCMP|QUADMASK|WQM|GETPC)|"
                   r"KILL$|IMPLICIT_DEF$|COPY$)")


@dataclass
class Unit:
    """One instruction or bundle of the loop block."""

    lines: list[str]  # its MIR lines, kill flags dropped
    opcode: str
    defs: frozenset[str]
    uses: frozenset[str]
    lds: bool  # touches the LDS
    lds_write: bool
    mem: bool  # touches other memory
    ordered: bool  # ordered with every memory access and every other ordered unit


@dataclass
class Loop:
    """The loop block of a MIR text: what surrounds it, its units, its terminators."""

    block: int  # its number (bb.N; LLVM's assembly labels it .LBB0_N)
    head: list[str]  # the text up to the block's first instruction
    units: list[Unit]
    tail: list[str]  # its terminators and the rest of the text

    def text(self, order: list[int] | None = None) -> str:
        order = list(range(len(self.units))) if order is None else order
        body = [ln for i in order for ln in self.units[i].lines]
        return "\n".join(self.head + body + self.tail)


def _regs(text: str) -> set[str]:
    out: set[str] = set()
    for m in _REG.finditer(text):
        name = m.group(0)[1:]
        if _TUPLE.fullmatch(name):
            out.update(name.split("_"))
        elif name in ("vcc", "exec", "flat_scr", "xnack_mask"):
            out.update((f"{name}_lo", f"{name}_hi"))
        elif h := _HALF.fullmatch(name):
            out.add(h.group(1))
        else:
            out.add(name)
    return out


def _split_operands(s: str) -> list[str]:
    """Comma-separated operands, commas inside brackets, parentheses and quotes kept."""
    out, depth, cur, quote = [], 0, [], False
    for ch in s:
        if ch == '"':
            quote = not quote
        elif not quote and ch in "([{":
            depth += 1
        elif not quote and ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0 and not quote:
            out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    out.append("".join(cur))
    return [o.strip() for o in out]


def parse_unit(lines: list[str]) -> Unit:
    """The registers, memory and effects of one instruction (or a bundle: its header holds
    every implicit def and use of the bundled instructions, which are read as well)."""
    defs: set[str] = set()
    uses: set[str] = set()
    lds = lds_write = mem = ordered = False
    opcode = ""
    for line in lines:
        code, _, memops = line.partition(" :: ")
        code = code.strip()
        if code in ("{", "}") or not code:
            continue
        lhs, eq, rhs = code.partition(" = ")
        if not eq or '"' in lhs:  # no result (a store, a branch, an asm statement)
            lhs, rhs = "", code
        # the opcode: the first upper-case word (flags before it are lower case: nofpexcept,
        # disjoint, nuw, contract, ...)
        op = next((t for t in rhs.split() if t[:1].isupper()), "")
        opcode = opcode or op
        defs |= _regs(lhs)
        for o in _split_operands(rhs[rhs.find(op) + len(op):]):
            words = o.split()
            if any(w in ("implicit-def", "def") for w in words):
                defs |= _regs(o)
            else:
                uses |= _regs(o)
        if op.startswith(_LDS):
            lds = True
            lds_write = lds_write or not op.startswith(("DS_READ", "DS_LOAD")) or "store" in memops
        elif op.startswith(_MEM) or (memops and "addrspace 3" not in memops):
            mem = True
        if memops and "addrspace 3" in memops:
            lds = True
            lds_write = lds_write or "store" in memops
        if op == "INLINEASM":
            ordered = ordered or "sideeffect" in code.split('"')[-1] if '"' in code else True
        elif op.startswith(_ORDERED) or not (_PURE.match(op) or op.startswith(_LDS + _MEM)
                                             or op == "BUNDLE"):
            ordered = True
    uses.discard("noreg")
    return Unit(lines=[_unkill(x) for x in lines], opcode=opcode, defs=frozenset(defs),
                uses=frozenset(uses), lds=lds, lds_write=lds_write, mem=mem, ordered=ordered)


def _unkill(line: str) -> str:
    return line.replace("killed ", "")


def loop_block(mir: str, key: str) -> Loop:
    """The steady-state loop: the block that branches to itself holding the most matrix
    instructions (a kernel without one is refused: nothing to schedule)."""
    lines = mir.split("\n")
    starts = [(i, m.group(1)) for i, ln in enumerate(lines) if (m := _BLOCK.match(ln))]
    best = None
    for n, (i, num) in enumerate(starts):
        end = starts[n + 1][0] if n + 1 < len(starts) else _body_end(lines, i)
        succ = next((ln for ln in lines[i + 1:end] if ln.strip().startswith("successors:")), "")
        if f"%bb.{num}" not in succ:
            continue
        mfma = sum("MFMA" in ln or "v_mfma" in ln for ln in lines[i:end])
        if best is None or mfma > best[2]:
            best = (i, end, mfma, int(num))
    if best is None or best[2] == 0:
        raise RockeError(f"{key}: loop schedule: no loop block with matrix instructions")
    i, end, _, block = best
    first = i + 1
    while first < end and (not lines[first].strip() or lines[first].strip().startswith(
            ("successors:", "liveins:", ";"))):
        first += 1
    # instructions, a bundle (`BUNDLE ... {` to `}`) as one unit; the trailing terminators stay
    units: list[list[str]] = []
    k = first
    while k < end:
        s = lines[k].strip()
        if not s or s.startswith(";"):
            k += 1
            continue
        if s.endswith("{"):
            j = k
            while lines[j].strip() != "}":
                j += 1
            units.append(lines[k:j + 1])
            k = j + 1
            continue
        units.append([lines[k]])
        k += 1
    term = len(units)
    while term and _opcode(units[term - 1][0]).startswith(_TERM):
        term -= 1
    body = [u for u in units[:term] if _opcode(u[0]) not in HINTS]
    tail_start = _line_of(lines, units[term][0], first) if term < len(units) else end
    return Loop(block=block, head=lines[:first], units=[parse_unit(u) for u in body],
                tail=lines[tail_start:])


def _opcode(line: str) -> str:
    code = line.split(" :: ")[0].strip()
    rhs = code.partition(" = ")[2] if " = " in code and '"' not in code.partition(" = ")[0] \
        else code
    return next((t for t in rhs.split() if t[:1].isupper()), "")


def _line_of(lines: list[str], line: str, start: int) -> int:
    # the terminators' first line, searched from the end of the block's instructions
    for k in range(len(lines) - 1, start - 1, -1):
        if lines[k] == line:
            return k
    raise AssertionError(line)


def _body_end(lines: list[str], i: int) -> int:
    for k in range(i + 1, len(lines)):
        if lines[k].startswith("...") or (lines[k] and not lines[k].startswith(" ")):
            return k
    return len(lines)


def dag(units: list[Unit]) -> list[set[int]]:
    """For each unit, the earlier units it must stay after (the module docstring's rules)."""
    pred: list[set[int]] = [set() for _ in units]
    last_def: dict[str, int] = {}
    readers: dict[str, list[int]] = {}
    last_lds_w = None
    lds_since: list[int] = []
    last_mem = None
    last_ord = None
    since_ord: list[int] = []
    for k, u in enumerate(units):
        p = pred[k]
        for r in u.uses:
            if r in last_def:
                p.add(last_def[r])
        for r in u.defs:
            if r in last_def:
                p.add(last_def[r])
            p.update(readers.get(r, ()))
        for r in u.uses:
            readers.setdefault(r, []).append(k)
        for r in u.defs:
            last_def[r] = k
            readers[r] = []
        if u.lds:
            if last_lds_w is not None:
                p.add(last_lds_w)
            if u.lds_write:
                p.update(lds_since)
                last_lds_w, lds_since = k, []
            else:
                lds_since.append(k)
        if u.mem:
            if last_mem is not None:
                p.add(last_mem)
            last_mem = k
        touches = u.lds or u.mem
        if u.ordered:
            p.update(since_ord)
            if last_ord is not None:
                p.add(last_ord)
            last_ord, since_ord = k, []
        elif touches:
            if last_ord is not None:
                p.add(last_ord)
            since_ord.append(k)
        p.discard(k)
    return pred


def respects(units: list[Unit], order: list[int]) -> bool:
    """Whether `order` (a permutation of the units) keeps every order dag() demands."""
    if sorted(order) != list(range(len(units))):
        return False
    pos = {u: i for i, u in enumerate(order)}
    return all(pos[p] < pos[k] for k, ps in enumerate(dag(units)) for p in ps)
