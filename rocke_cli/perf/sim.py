"""The model's cycle-level simulation of one SIMD running the steady-state trace
(docs/perf-model.md, "One SIMD, clock by clock").

The SIMD holds `waves` resident waves that all run the same trace (every SIMD of the CU runs
the same, so the CU-wide resources, LDS, the memory side and the scalar unit, are split four
ways). Time advances in issue windows of 4 clocks: in a window each wave issues at most one
instruction, in order, and the SIMD issues at most one instruction per port (VALU-or-MFMA,
SALU/SMEM, LDS, VMEM, branch), the waves tried by priority (`s_setprio`), then round robin.

- VALU: holds the VALU port for its clocks (4; 16 for transcendentals and quarter-rate ops).
- MFMA: issues through the VALU port (one window), then holds the matrix pipe for its clocks;
  it issues only when the pipe is free. Its result is ready `mfma_writeback` clocks after
  the pipe finishes; a read of it (other than the accumulator of the next MFMA into the same
  registers, which the pipe forwards) waits until then.
- LDS, VMEM: start when the resource's bandwidth share is free, complete after the transfer
  plus the latency; `vmcnt`/`lgkmcnt` count them, in order, and `s_waitcnt` waits on them.
- `s_barrier`: the waves of one workgroup on this SIMD meet (the other SIMDs run the same).
- `s_nop N`: the wave waits N + 1 clocks (at least its window).

With `stalls=True` the simulation also says where the first wave waits (`Stalls`): each
instruction's clocks between the window it could have issued in (the previous one's issue +
WINDOW) and its issue, split by what held it (REASONS). Off by default: the figures are the
same either way, and the hot path pays one test an issue.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

from .costs import ArchCosts, MemoryCosts
from .ops import BARRIER, LDS, MFMA, NOP, PORT, PRIO, SMEM, VALU, VMEM, WAIT, Op

WINDOW = 4  # clocks between a SIMD's issue opportunities
INF = math.inf
LONG = 20000  # instructions (all waves) from which one iteration is measured from the start
_PORTS = sorted(set(PORT.values()))
_PORT_BIT = {k: 1 << _PORTS.index(name) for k, name in PORT.items()}  # one bit a port


# what held an instruction (Stalls.waits); a barrier's and an s_nop's wait is the s_barrier's
# and the s_nop's own (the wave goes on after them), the others the waiting instruction's
LGKM, VM, BARRIER_WAIT, MFMA_RESULT, VALU_RESULT = ("lgkmcnt wait", "vmcnt wait", "barrier",
                                                   "MFMA result", "VALU result")
PIPE, VALU_PORT, PORT_TAKEN, NOP_WAIT = ("matrix pipe busy", "VALU port busy",
                                         "port taken by another wave", "s_nop")
REASONS = (LGKM, VM, BARRIER_WAIT, MFMA_RESULT, VALU_RESULT, PIPE, VALU_PORT, PORT_TAKEN,
           NOP_WAIT)


@dataclass(frozen=True)
class Stalls:
    """Where the first wave waits, per measured iteration (the window `SimResult.cycles` is
    measured on; an op of a capped inner loop counted by its trace weight)."""
    waits: dict[tuple[int, str], float]  # (trace position, reason): clocks waited
    issue: float  # the issue-bound floor: the wave's instructions x WINDOW
    clocks: float  # the wave's clocks: issue + every wait


@dataclass(frozen=True)
class SimResult:
    cycles: float  # clocks of one steady-state iteration of every resident wave of the SIMD
    busy: dict[str, float]  # clocks each resource is busy per iteration (the same window)
    iterations: int  # iterations simulated per wave (the first ones warm up)
    stalls: Stalls | None = None  # only when asked for (simulate(stalls=True))


class _Recorder:
    """Accounts the first wave's clocks between issues to the reason that held it: each time
    the wave is tried and held, the clocks since the last mark go to the previous reason."""

    def __init__(self, weights: Sequence[float] | None, iters: int) -> None:
        self.weights = weights
        self.iters = iters
        self.mark = 0.0  # from here the clocks are not yet accounted
        self.why: tuple[int, str] | None = None  # (position, reason) holding the wave
        self.pending: list[tuple[int, str, float]] = []  # the current instruction's waits
        self.src = [VALU] * 1024  # which pipe wrote each register last (MFMA or VALU)
        self.waits: dict[tuple[int, str], float] = {}
        self.issued = 0.0

    def held(self, t: float, pc: int, reason: str) -> None:
        self._close(t)
        self.why = (pc, reason)

    def _close(self, t: float) -> None:
        if t > self.mark and self.why is not None:
            self.pending.append((*self.why, t - self.mark))
        self.mark = max(self.mark, t)

    def issue(self, t: float, pc: int, measured: bool, k: int,
              writes: tuple[int, ...]) -> None:
        self._close(t)
        if measured:
            x = self.weights[pc] if self.weights else 1.0
            self.issued += x
            for at, reason, clk in self.pending:
                key = (at, reason)
                self.waits[key] = self.waits.get(key, 0.0) + clk * x
        self.pending.clear()
        if k == VALU or k == MFMA:
            for r in writes:
                self.src[r] = k
        self.mark = t + WINDOW
        # the wave is held after these by its own instruction
        self.why = (pc, BARRIER_WAIT) if k == BARRIER else (pc, NOP_WAIT) if k == NOP else None

    def result(self) -> Stalls:
        per = max(1, self.iters - 1)  # the first iteration warms up (but a lone one counts)
        waits = {k: v / per for k, v in sorted(self.waits.items())}
        issue = self.issued * WINDOW / per
        return Stalls(waits, issue, issue + sum(waits.values()))


def _held_by(k: int, reads: tuple[int, ...], w: _Wave, t: float, *, reg: list, src: list,
             valu_free: float, mfma_free: float, wvm: int, wlg: int) -> str:
    """The constraint that binds an instruction that cannot issue at `t` (the latest of them;
    a tie goes to the first: counters, results, the matrix pipe, the VALU port)."""
    cands: list[tuple[float, str]] = []
    if k == WAIT:
        cands += [(_wait_until(w, wvm, -1, t), VM), (_wait_until(w, -1, wlg, t), LGKM)]
    for r in reads:
        cands.append((reg[r], MFMA_RESULT if src[r] == MFMA else VALU_RESULT))
    if k == MFMA:
        cands.append((mfma_free, PIPE))
    if k in (VALU, MFMA):
        cands.append((valu_free, VALU_PORT))
    best, why = -INF, VALU_PORT
    for when, reason in cands:
        if when > best:
            best, why = when, reason
    return why


@dataclass
class _Wave:
    group: int  # its workgroup (barriers meet within one)
    pc: int = 0
    done: int = 0  # iterations completed
    ready: float = 0.0  # the first window it may issue in
    prio: int = 0
    vm: deque | None = None
    lgkm: deque | None = None
    last_vm: float = 0.0
    last_lgkm: float = 0.0
    reg: list | None = None  # when each of its vector registers' pending result lands


def simulate(ops: list[Op], arch: ArchCosts, mem: MemoryCosts, *, waves: int,
             group_size: int, route: str, iterations: int = 0, clock: float = 1.0,
             weights: Sequence[float] | None = None,
             regions: Sequence[tuple[list[int], int]] = (), lag: int = 0,
             stalls: bool = False, alt: list[Op] | None = None) -> SimResult:
    """Run `waves` waves (in workgroups of `group_size` waves on this SIMD) through `ops`,
    each `iterations` times, and measure the steady state: the clocks of the iterations after
    the first. By default 3 iterations; a trace so long (LONG instructions over all waves)
    that its start-up is a small part of it runs once and counts from the start.

    `route`: where global memory traffic goes, "l2" (re-read tiles: the L2 bandwidth share)
    or "hbm" (compulsory traffic: the HBM share). `clock`: the engine clock as a fraction of
    the datasheet clock; the memory side beyond the L2 (HBM, the atomics) keeps its own
    clock, so at a lower engine clock it moves more bytes per engine clock and its latency is
    fewer clocks.

    `weights`, `regions`: a trace whose long innermost loops run a few trips only
    (trace.Trace): the clocks of a trip are measured on the last simulated trips of the
    first wave's last iteration and added for each trip left out.

    `lag`: the barriers by which the second half of each barrier group enters the loop behind
    the first (a stagger the code sets up before the loop: phase.stagger). Those waves run
    `lag` extra `s_barrier`s before their first iteration, so each of their barriers in the
    loop meets the first half's next one, and the offset persists as it does on the hardware
    (the waves start at the loop head otherwise: in phase).

    `stalls`: also record where the first wave waits (`SimResult.stalls`); the figures are
    the same either way.

    `alt`: the other copy of a wave-specialized loop (loops.twin, model v4): the second half
    of each barrier group (the waves `lag` puts behind) runs it instead of `ops`, so the two
    copies' barriers meet one another as the two halves' do on the hardware. Not with
    `weights` (a capped trace runs at one wave a SIMD, where there is no second half)."""
    if not ops:
        return SimResult(0.0, {}, 0)
    n = len(ops)
    iters = iterations or (3 if n * waves <= LONG else 1)
    simds = arch.simds_per_cu
    lds_w = simds / arch.lds_bytes_per_clk_per_cu  # clocks per byte of the SIMD's share
    lds_r = simds / mem.lds_read_bytes_per_clk_cu
    mem_rate, mem_lat, _, atomic_lat = rates(arch, mem, route, clock)
    wb = mem.mfma_writeback
    gs = max(1, group_size)
    second = [gs > 1 and i % gs >= gs // 2 for i in range(waves)]  # a group's second half
    if alt is None or gs < 2:
        alt = None
    # one tuple per op, the fields the loop reads (attribute access is the hot path); a trace
    # repeats the same decoded ops, so each distinct one is converted once
    memo: dict[int, tuple] = {}
    for o in (*ops, *(alt or ())):  # the loop's ops and its twin's (model v4, rule 1)
        if id(o) not in memo:
            memo[id(o)] = (o.kind, o.cycles, o.writes, o.reads,
                           o.lds_bytes * (lds_r if o.lds_read else lds_w),
                           o.mem_bytes / mem_rate, o.atomic,
                           o.wait_vm, o.wait_lgkm, max(WINDOW, o.nop_clocks), o.prio,
                           _PORT_BIT.get(o.kind, 0))
    code = [memo[id(o)] for o in ops]
    other = [memo[id(o)] for o in alt] if alt is not None else code
    barrier = (BARRIER, 0.0, (), (), 0.0, 0.0, False, -1, -1, WINDOW, 0, 0)
    # a staggered wave's first pass runs its extra barriers, then the loop from its head
    behind = [lag if lag and s else 0 for s in second]
    codes = [[barrier] * b + (other if s else code) for b, s in zip(behind, second, strict=True)]
    lens = [len(c) for c in codes]
    ws = [_Wave(i // gs, vm=deque(), lgkm=deque(), reg=[0.0] * 1024)
          for i in range(waves)]
    size = [0] * (waves // gs + 1)
    for w in ws:
        size[w.group] += 1
    met: dict[int, list[_Wave]] = {}
    valu_free = mfma_free = lds_free = mem_free = 0.0
    ends: list[list[float]] = [[] for _ in ws]
    marked = [False] * n
    for starts, _ in regions:
        for s in starts:
            marked[s] = True
    stamp: dict[int, float] = {}
    idx = list(range(waves))
    prios = False
    live = waves
    t = 0.0
    rr = 0
    rec = _Recorder(weights, iters) if stalls else None
    while live:
        used = 0
        issued = False
        hint = INF
        order = idx[rr:] + idx[:rr] if waves > 1 else idx
        if prios:
            order.sort(key=lambda i: -ws[i].prio)
        for i in order:
            w = ws[i]
            if w.done >= iters:
                continue
            if w.ready > t:
                if w.ready < hint:
                    hint = w.ready
                continue
            k, cyc, writes, reads, lds_c, mem_c, atomic, wvm, wlg, nop, prio, port = \
                codes[i][w.pc]
            if port & used:
                hint = min(hint, t + WINDOW)
                if rec is not None and not i:
                    rec.held(t, w.pc, PORT_TAKEN)
                continue
            # the earliest time this instruction can issue
            when = t
            reg = w.reg
            for r in reads:
                if reg[r] > when:
                    when = reg[r]
            if k == VALU:
                if valu_free > when:
                    when = valu_free
            elif k == MFMA:
                when = max(when, valu_free, mfma_free)
            elif k == WAIT:
                when = max(when, _wait_until(w, wvm, wlg, t))
            if when > t:
                # nothing another wave does makes it earlier: the wave sleeps until then
                w.ready = when
                if when < hint:
                    hint = when
                if rec is not None and not i:
                    rec.held(t, w.pc, _held_by(k, reads, w, t, reg=reg, src=rec.src,
                                               valu_free=valu_free, mfma_free=mfma_free,
                                               wvm=wvm, wlg=wlg))
                continue
            # issue it
            issued = True
            if i == 0 and marked[w.pc]:
                stamp[w.pc] = t
            if rec is not None and not i:
                # the measured window: after the first iteration (a lone one from the start)
                rec.issue(t, w.pc, w.done >= 1 or iters == 1, k, writes)
            used |= port
            w.ready = t + WINDOW
            if k == VALU:
                valu_free = t + cyc
                for r in writes:
                    reg[r] = valu_free
            elif k == MFMA:
                valu_free = t + WINDOW
                mfma_free = t + cyc
                for r in writes:
                    reg[r] = mfma_free + wb
            elif k == LDS:
                lds_free = max(t, lds_free) + lds_c
                _push_lgkm(w, lds_free + mem.lds_latency)
            elif k == VMEM:
                # atomics leave through the CU's port to the L2 as loads do; the L2's atomic
                # units are shared by the XCD's CUs, whose bursts interleave: their rate binds
                # as a throughput (the round is at least the atomics' busy clocks), not as a
                # queue that serializes this SIMD's burst at 1/N of the unit (model v3)
                mem_free = max(t, mem_free) + mem_c
                fin = mem_free + (atomic_lat if atomic else mem_lat)
                if lds_c:  # direct-to-LDS loads also write the LDS
                    lds_free = max(t, lds_free) + lds_c
                _push_vm(w, fin)
            elif k == SMEM:
                _push_lgkm(w, t + mem.smem_latency)
            elif k == NOP:
                w.ready = t + nop
            elif k == PRIO:
                w.prio = prio
                prios = prios or prio != 0
            elif k == BARRIER:
                meet = met.setdefault(w.group, [])
                meet.append(w)
                w.ready = INF
                _release(meet, size[w.group], t + mem.barrier_latency)
            w.pc += 1
            if w.pc == lens[i]:
                w.pc = behind[i]
                w.done += 1
                ends[i].append(t + WINDOW)
                if w.done >= iters:
                    live -= 1
                    # a wave that has left holds no barrier (a staggered one is behind)
                    size[w.group] -= 1
                    _release(met.get(w.group, []), size[w.group], t + mem.barrier_latency)
        if waves > 1:
            rr = (rr + 1) % waves
        if issued:
            t += WINDOW
        else:
            nxt = hint if hint < INF else t + WINDOW
            t = max(t + WINDOW, math.ceil(nxt / WINDOW) * WINDOW)
    if iters > 1:
        per = [(e[-1] - e[0]) / (len(e) - 1) for e in ends]
    else:
        per = [e[0] for e in ends]
    cycles = sum(per) / len(per)
    for starts, left in regions:
        half = len(starts) // 2
        trip = (stamp[starts[-1]] - stamp[starts[half]]) / (len(starts) - 1 - half)
        cycles += left * trip
    halves = sum(second) if alt is not None else 0
    used = busy(ops, arch, mem, waves=waves - halves, route=route, clock=clock, weights=weights)
    if halves:
        more = busy(alt or [], arch, mem, waves=halves, route=route, clock=clock)
        used = {k: v + more[k] for k, v in used.items()}
    return SimResult(cycles, used, iters, rec.result() if rec is not None else None)


def rates(arch: ArchCosts, mem: MemoryCosts, route: str,
          clock: float = 1.0) -> tuple[float, float, float, float]:
    """Per SIMD: (global bytes a clock, global latency, atomic bytes a clock, atomic latency)
    at `clock` x the datasheet engine clock (the L2 runs at the engine clock; HBM and the
    atomics do not)."""
    simds = arch.simds_per_cu
    if route == "l2":
        mem_rate, mem_lat = mem.l2_bytes_per_clk_cu / simds, mem.l2_latency
    else:
        mem_rate, mem_lat = arch.hbm_bytes_per_clk_cu / simds / clock, mem.hbm_latency * clock
    return (mem_rate, mem_lat, mem.atomic_bytes_per_clk_cu / simds / clock,
            mem.atomic_latency * clock)


def _release(meet: list[_Wave], group: int, ready: float) -> None:
    """The waves waiting at a barrier go on at `ready` once all `group` of them are there."""
    if meet and len(meet) == group:
        for m in meet:
            m.ready = ready
        meet.clear()


def _wait_until(w: _Wave, vm: int, lgkm: int, t: float) -> float:
    """When the wave's counters are down to `vm` and `lgkm` (-1: not waited on)."""
    need = t
    for q, left in ((w.vm, vm), (w.lgkm, lgkm)):
        if left < 0:
            continue
        while q and q[0] <= t:
            q.popleft()
        if len(q) > left:  # in order: the one `left` places from the newest must be done
            need = max(need, q[len(q) - left - 1])
    return need


def _push_vm(w: _Wave, fin: float) -> None:
    # vector memory operations return in order: one finishes no earlier than the one before
    w.last_vm = max(w.last_vm, fin)
    w.vm.append(w.last_vm)


def _push_lgkm(w: _Wave, fin: float) -> None:
    w.last_lgkm = max(w.last_lgkm, fin)
    w.lgkm.append(w.last_lgkm)


def busy(ops: list[Op], arch: ArchCosts, mem: MemoryCosts, *, waves: int, route: str,
         clock: float = 1.0, weights: Sequence[float] | None = None) -> dict[str, float]:
    """Clocks each of the SIMD's resources is busy in one iteration of all its waves (each op
    counted `weights` times: 1 by default)."""
    simds = arch.simds_per_cu
    mem_rate, _, atomic_rate, _ = rates(arch, mem, route, clock)
    out = {"MFMA": 0.0, "VALU": 0.0, "LDS": 0.0, "memory": 0.0, "atomics": 0.0}
    for op, x in zip(ops, weights or [1.0] * len(ops), strict=True):
        if op.kind == MFMA:
            out["MFMA"] += x * op.cycles
            out["VALU"] += x * WINDOW
        elif op.kind == VALU:
            out["VALU"] += x * op.cycles
        rate = mem.lds_read_bytes_per_clk_cu if op.lds_read else arch.lds_bytes_per_clk_per_cu
        out["LDS"] += x * op.lds_bytes / (rate / simds)
        if op.atomic:
            out["atomics"] += x * op.mem_bytes / atomic_rate
        else:
            out["memory"] += x * op.mem_bytes / mem_rate
    return {k: v * waves for k, v in out.items()}
