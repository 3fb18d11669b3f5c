"""One instruction as the cycle-level model sees it (`Op`): its issue class, the pipe clocks
it holds, the registers it writes and reads (for the matrix results the model scoreboards),
the counters it raises (`vmcnt`, `lgkmcnt`), the bytes it moves and where they go.

Decoding is per (mnemonic, operand text) and cached: a steady-state trace repeats the same
few hundred instructions thousands of times.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from .costs import VALU_RATE_FACTOR, ArchCosts, arch_costs, mfma_cost
from .mix import base_op, classify, lds_elements, valu_rate, vmem_access

# issue classes: at most one instruction of each per SIMD issue window (4 clocks), and at
# most one per wave (the CDNA sequencer issues up to one VALU, SALU, VMEM, LDS and branch
# instruction a window, each from a different wave)
VALU, MFMA, SALU, LDS, VMEM, SMEM, BRANCH, WAIT, BARRIER, NOP, PRIO, OTHER = range(12)
PORT = {VALU: "valu", MFMA: "valu", SALU: "salu", LDS: "lds", VMEM: "vmem", SMEM: "salu",
        BRANCH: "branch"}

_CLASS = {"valu": VALU, "mfma": MFMA, "salu": SALU, "lds": LDS, "vmem": VMEM, "smem": SMEM,
          "branch": BRANCH, "waitcnt": WAIT, "barrier": BARRIER, "nop": NOP, "other": OTHER}
_REG = re.compile(r"\b([va])(?:\[(\d+):(\d+)\]|(\d+)\b)")
_WAIT = re.compile(r"(vmcnt|lgkmcnt|expcnt)\((\d+)\)")
_NO_DEST_VALU = ("v_cmp_", "v_cmpx_", "v_readfirstlane", "v_readlane")
_STORE = ("ds_write", "ds_store", "ds_gws", "ds_nop")


@dataclass(frozen=True)
class Op:
    kind: int  # VALU | MFMA | ... (module constants)
    cycles: float  # clocks the VALU port (VALU) or the matrix pipe (MFMA) is held
    writes: tuple[int, ...]  # vector registers written (v: 0-511, a: 512-1023)
    reads: tuple[int, ...]  # vector registers read (a matrix accumulator's own C excluded)
    vm: bool  # raises vmcnt (VMEM loads, stores, atomics)
    lgkm: bool  # raises lgkmcnt (LDS, SMEM)
    lds_bytes: float  # bytes the LDS moves for this wave instruction
    lds_read: bool  # a read (CDNA4 reads the LDS at twice the write rate)
    mem_bytes: float  # bytes to or from the memory side (L2 or HBM)
    atomic: bool
    wait_vm: int  # s_waitcnt: the counts to wait down to (-1: not waited)
    wait_lgkm: int
    nop_clocks: float  # s_nop N: N + 1 wait states (clocks)
    prio: int  # s_setprio
    flops: float  # matrix FLOPs (MFMA) for the cross-checks
    note: str = ""  # set when a cost is an assumption beyond the table


REGS_PER_KIND = 512  # v0-v511 and a0-a511 at most: the unified file a lane may address


class BadRegister(ValueError):
    """An operand names a register no wave has (hostile or corrupt disassembly)."""


def _regs(text: str) -> tuple[int, ...]:
    out: list[int] = []
    for m in _REG.finditer(text):
        base = 0 if m.group(1) == "v" else REGS_PER_KIND
        lo, hi = (int(m.group(4)),) * 2 if m.group(4) is not None else \
            (int(m.group(2)), int(m.group(3)))
        # bounded: a number past the file would index past the simulation's tables, and a
        # range like v[0:999999999999] would be expanded one register at a time
        if not lo <= hi < REGS_PER_KIND:
            raise BadRegister(f"{m.group(0)}: no such register (a wave addresses "
                              f"v0-v{REGS_PER_KIND - 1} and a0-a{REGS_PER_KIND - 1})")
        out.extend(base + r for r in range(lo, hi + 1))
    return tuple(out)


def _split(args: str) -> list[str]:
    """Operands at top level (commas inside [a:b] do not occur; modifiers follow a space)."""
    return [a.strip() for a in args.split(",")]


def lds_moved(op: str) -> float:
    """Bytes per lane the LDS moves: at least a dword a lane for each element (a 2-byte or
    1-byte access costs the bandwidth of a 4-byte one); `read2`/`write2` forms two elements."""
    _, width, count = lds_elements(op)
    return float(count * max(4, width))


def decode(arch: ArchCosts, op: str, args: str) -> Op:
    """The Op of one instruction on `arch` (cached: a trace repeats the same few hundred)."""
    return _decode(arch.name, op, args)


@lru_cache(maxsize=65536)
def _decode(arch_name: str, op: str, args: str) -> Op:
    arch = arch_costs(arch_name)
    cls = classify(op)
    kind = _CLASS[cls]
    bop = base_op(op)
    ops = _split(args) if args else []
    writes: tuple[int, ...] = ()
    reads: tuple[int, ...] = ()
    cycles = 0.0
    note = ""
    vm = lgkm = atomic = False
    lds_b = mem_b = flops = 0.0
    wait_vm = wait_lgkm = -1
    nop = 0.0
    prio = 0
    if bop == "s_setprio":
        kind, prio = PRIO, int(args.split()[0], 0) if args else 0
    elif bop in ("s_sleep",):
        kind, nop = NOP, 64.0 * int(args.split()[0] or "1", 0) if args else 64.0
    if kind == VALU:
        rate = valu_rate(op)
        cycles = 4.0 * VALU_RATE_FACTOR[rate]  # one table: costs.py
        if ops and not bop.startswith(_NO_DEST_VALU):
            writes, reads = _regs(ops[0]), _regs(",".join(ops[1:]))
            if bop.startswith(("v_permlane", "v_swap")):  # both operands are written
                writes = writes + reads
        else:
            reads = _regs(args)
    elif kind == MFMA:
        # f8f6f4's operand formats (cbsz for A, blgp for B): 2 and up are 6- or 4-bit
        fmts = [int(v) for v in re.findall(r"\b(?:cbsz|blgp):(\d+)", args)]
        c = mfma_cost(arch, bop, narrow=len(fmts) == 2 and min(fmts) >= 2)
        # the pipe works in whole clocks (passes of 4): the datasheet-derived figure is
        # within its rounding of one (32.0014 for a 32x32x8 on gfx942)
        # (at least one: a much faster pipe assumed, --assume mfma_rate_scale, still holds it)
        cycles, flops, note = max(1.0, float(round(c.cycles))), float(c.flops), c.note
        writes = _regs(ops[0]) if ops else ()
        srcs = ops[1:]
        # C == D: the accumulation forwards inside the matrix pipe (back-to-back chains on
        # one accumulator issue at the pipe's rate), so C is not a scoreboarded read
        if len(srcs) >= 3 and _regs(srcs[2]) == writes:
            srcs = srcs[:2]
        reads = _regs(",".join(srcs))
    elif kind == LDS:
        lgkm = True
        n = lds_moved(op)
        lds_b = n * arch.wave_size
        if not bop.startswith(_STORE) and ops:
            writes, reads = _regs(ops[0]), _regs(",".join(ops[1:]))
        else:
            reads = _regs(args)
    elif kind == VMEM:
        vm = True
        how, n = vmem_access(op)
        direct_lds = " lds" in f" {args}" or "_lds_" in bop
        mem_b = float(n * arch.wave_size)
        atomic = how == "atomic"
        returns = how == "load" and not direct_lds or atomic and re.search(r"\b(glc|sc0)\b",
                                                                           args) is not None
        if direct_lds:
            lds_b = mem_b
        if returns and ops:
            writes, reads = _regs(ops[0]), _regs(",".join(ops[1:]))
        else:
            reads = _regs(args)
    elif kind == SMEM:
        lgkm = True
    elif kind == WAIT:
        for name, val in _WAIT.findall(args):
            if name == "vmcnt":
                wait_vm = int(val)
            elif name == "lgkmcnt":
                wait_lgkm = int(val)
        if not _WAIT.search(args) and args.strip() in ("0", "0x0"):
            wait_vm = wait_lgkm = 0  # s_waitcnt 0: everything
    elif kind == NOP:
        if nop == 0.0:
            try:
                nop = float(int(args.split(",")[0] or "0", 0) + 1)
            except ValueError:
                nop = 1.0
    lds_read = kind == LDS and not bop.startswith(_STORE)
    return Op(kind, cycles, writes, reads, vm, lgkm, lds_b, lds_read, mem_b, atomic, wait_vm,
              wait_lgkm, nop, prio, flops, note)
