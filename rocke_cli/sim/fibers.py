"""The fiber scheduler: one OS thread runs a whole workgroup, each work-item a user-level
context (libc getcontext / makecontext / swapcontext), generated as host IR next to the kernel.

`@__rocke_run(slot)` makes one fiber per work-item (its own stack, reused for every workgroup
the slot runs), then claims workgroups from a counter shared by every slot of the launch. Per
workgroup it fills LDS with NaN, sets the ids and runs each runnable fiber until it yields:
at a barrier (`s.barrier`, a .hip's __syncthreads), at an MFMA call (the wave's lanes meet,
mfma.py) or by returning from the kernel. Then it releases what can go on: a wave whose 64
lanes all wait at an MFMA call, or the whole workgroup when every work-item waits at a
barrier. When nothing can go on and some work-item has not returned, the workgroup is stuck
(on a GPU a hang): the slot records it and stops at once, no timeout needed; the states of
the fibers say who waits where (runtime.py words it).

Per-fiber context (bytes): i32 ids[6] @0 (tid.x, wg.x, wg.y, wg.z, tid.y, tid.z), i32 state
@24, ptr own ucontext @32, ptr kernarg @40, ptr the scheduler's ucontext @48, ptr wave area @56
(MFMA kernels), ptr dispatch packet @64 and implicit arguments @72 (hiprt.py).

Slot (one per OS thread, bytes): i32 work-items @0, i32 workgroups @4, ptr shared counter @8,
ptr workgroup list @16 (i32 x, y, z each), ptr contexts @24, i32 result @32 (0 done, 1 stuck),
i32 the stuck workgroup's index @36, ptr scheduler ucontext @40, ptr fiber ucontexts @48, ptr
stacks @56, i64 stack stride @64 (a guard page, then the stack), i32 waves per workgroup @72.
"""

from __future__ import annotations

from .mfma import WAVE, WAVE_COUNT, WAVE_DONE

CTX_BYTES = 80
CTX_STATE = 24
CTX_UC = 32
CTX_KERNARG = 40
CTX_SCHED = 48
CTX_WAVE = 56

RUNNABLE, AT_BARRIER, AT_MFMA, RETURNED = 0, 1, 2, 3

SLOT_BYTES = 128
S_N, S_NWG, S_NEXT, S_WGS, S_CTXS, S_RESULT, S_FAILED = 0, 4, 8, 16, 24, 32, 36
S_SCHED, S_UCS, S_STACKS, S_STRIDE, S_NWAVES = 40, 48, 56, 64, 72
STUCK = 1

# glibc's ucontext_t is 968 bytes on x86-64 (more with AVX-512 state on some libcs): generous
UC_BYTES = 4096
# LP64 Linux ucontext_t: uc_flags @0, uc_link @8, uc_stack {ss_sp @16, ss_flags @24, ss_size @32}
UC_LINK, UC_SS_SP, UC_SS_FLAGS, UC_SS_SIZE = 8, 16, 24, 32
GUARD_BYTES = 4096  # a PROT_NONE page below each stack: an overflow faults, it never corrupts
# the deepest shipped kernel reaches 2.4 KiB (tests/test_fibers.py measures it and checks it
# stays under a quarter of this)
STACK_BYTES = 256 * 1024

SWITCH = "__rocke_switch"  # x86-64: save the callee-saved registers, swap stacks (below)


def fast(triple: str) -> bool:
    """Whether the host gets the hand-written stack switch (x86-64), else libc's swapcontext
    (which also saves and restores the signal mask: a system call per switch)."""
    return triple.startswith("x86_64")


def yield_ir(quick: bool) -> str:
    """`@__rocke_yield(ctx, why)`: the work-item records why it stops and switches to the
    scheduler, which resumes it here."""
    if quick:
        switch = [f"  %r = call i32 @{SWITCH}(ptr %up, ptr %s)", f"declare i32 @{SWITCH}(ptr, ptr)"]
    else:
        switch = ["  %u = load ptr, ptr %up, align 8",
                  "  %r = call i32 @swapcontext(ptr %u, ptr %s)",
                  "declare i32 @swapcontext(ptr, ptr)"]
    return f"""
define internal void @__rocke_yield(ptr %ctx, i32 %why) {{
  %st = getelementptr inbounds i8, ptr %ctx, i64 {CTX_STATE}
  store i32 %why, ptr %st, align 4
  %up = getelementptr inbounds i8, ptr %ctx, i64 {CTX_UC}
  %sp = getelementptr inbounds i8, ptr %ctx, i64 {CTX_SCHED}
  %s = load ptr, ptr %sp, align 8
{chr(10).join(switch[:-1])}
  ret void
}}

{switch[-1]}
"""


# x86-64 System V: rbx, rbp, r12-r15 are callee-saved (no vector register is); the switch
# pushes them, stores the stack pointer at (rdi), loads the one at (rsi) and pops. A new
# fiber's stack holds six zeroed registers (rbx = its context) and the start address.
_X86_SWITCH = [
    ".text", ".p2align 4", f".globl {SWITCH}", f"{SWITCH}:",
    "pushq %rbp", "pushq %rbx", "pushq %r12", "pushq %r13", "pushq %r14", "pushq %r15",
    "movq %rsp, (%rdi)", "movq (%rsi), %rsp",
    "popq %r15", "popq %r14", "popq %r13", "popq %r12", "popq %rbx", "popq %rbp",
    "xorl %eax, %eax", "retq",
    ".p2align 4", ".globl __rocke_fiber_start", "__rocke_fiber_start:",
    "movq %rbx, %rdi", "movabsq $__rocke_fiber, %rax", "callq *%rax", "ud2",
]
START_FRAME = 7 * 8  # six registers and the return address


def _at(v: str, base: str, off: int | str, ty: str) -> list[str]:
    """`%v = load ty` from base + off (bytes)."""
    off = off if isinstance(off, str) else f"i64 {off}"
    return [f"  %{v}.p = getelementptr inbounds i8, ptr {base}, {off}",
            f"  %{v} = load {ty}, ptr %{v}.p, align {8 if ty in ('ptr', 'i64') else 4}"]


def fiber_ir(kernel: str, loads: list[str], call_args: list[str], quick: bool) -> str:
    """The fiber's body: forever, run the kernel for the workgroup its context names, mark
    itself returned and yield (the scheduler resumes it for the next workgroup). makecontext
    passes int arguments: the context pointer comes in two halves."""
    nl = "\n"
    head, unpack = "ptr %ctx", []
    if not quick:
        head = "i32 %lo, i32 %hi"
        unpack = ["  %l = zext i32 %lo to i64", "  %h = zext i32 %hi to i64",
                  "  %hs = shl i64 %h, 32", "  %addr = or i64 %hs, %l",
                  "  %ctx = inttoptr i64 %addr to ptr"]
    return f"""
define void @__rocke_fiber({head}) {{
entry:
{nl.join(unpack)}
{nl.join(_at("ka", "%ctx", CTX_KERNARG, "ptr"))}
  br label %loop

loop:
{nl.join(loads)}
  call void @{kernel}({', '.join(call_args)})
  call void @__rocke_yield(ptr %ctx, i32 {RETURNED})
  br label %loop
}}
"""


def _make(quick: bool) -> list[str]:
    """Lines making fiber %m (context %m.ctx, its saved-state slot %m.up, its stack at
    %stacks + %m.so, %stride long, a guard page first)."""
    if quick:  # the start frame at the top of the stack, 16-aligned below it
        regs = [f"  %m.r{k}.p = getelementptr inbounds i8, ptr %m.sp, i64 {8 * k}\n"
                f"  store i64 0, ptr %m.r{k}.p, align 8" for k in (0, 1, 2, 3, 5)]
        return ["  %m.top = add i64 %m.so, %stride",
                f"  %m.spo = sub i64 %m.top, {16 + START_FRAME}",
                "  %m.sp = getelementptr inbounds i8, ptr %stacks, i64 %m.spo", *regs,
                "  %m.rbx = getelementptr inbounds i8, ptr %m.sp, i64 32",
                "  store ptr %m.ctx, ptr %m.rbx, align 8",
                "  %m.ret = getelementptr inbounds i8, ptr %m.sp, i64 48",
                "  store ptr @__rocke_fiber_start, ptr %m.ret, align 8",
                "  store ptr %m.sp, ptr %m.up, align 8"]
    return [f"  %m.uo = mul i64 %m64, {UC_BYTES}",
            "  %m.uc = getelementptr inbounds i8, ptr %ucs, i64 %m.uo",
            "  store ptr %m.uc, ptr %m.up, align 8",
            "  %m.g = call i32 @getcontext(ptr %m.uc)",
            f"  %m.so1 = add i64 %m.so, {GUARD_BYTES}",
            "  %m.stk = getelementptr inbounds i8, ptr %stacks, i64 %m.so1",
            f"  %m.lp = getelementptr inbounds i8, ptr %m.uc, i64 {UC_LINK}",
            "  store ptr null, ptr %m.lp, align 8",
            f"  %m.sp = getelementptr inbounds i8, ptr %m.uc, i64 {UC_SS_SP}",
            "  store ptr %m.stk, ptr %m.sp, align 8",
            f"  %m.fp = getelementptr inbounds i8, ptr %m.uc, i64 {UC_SS_FLAGS}",
            "  store i32 0, ptr %m.fp, align 4",
            f"  %m.zp = getelementptr inbounds i8, ptr %m.uc, i64 {UC_SS_SIZE}",
            "  store i64 %ssz, ptr %m.zp, align 8",
            "  %m.ci = ptrtoint ptr %m.ctx to i64",
            "  %m.lo = trunc i64 %m.ci to i32",
            "  %m.hs = lshr i64 %m.ci, 32",
            "  %m.hi = trunc i64 %m.hs to i32",
            "  call void (ptr, ptr, i32, ...) @makecontext(ptr %m.uc, ptr @__rocke_fiber, "
            "i32 2, i32 %m.lo, i32 %m.hi)"]


def _resume(quick: bool) -> list[str]:
    """Lines switching from the scheduler to fiber %r (context %r.ctx)."""
    if quick:
        return [f"  %r.up = getelementptr inbounds i8, ptr %r.ctx, i64 {CTX_UC}",
                f"  %r.sw = call i32 @{SWITCH}(ptr %sched, ptr %r.up)"]
    return [f"  %r.up = getelementptr inbounds i8, ptr %r.ctx, i64 {CTX_UC}",
            "  %r.uc = load ptr, ptr %r.up, align 8",
            "  %r.sw = call i32 @swapcontext(ptr %sched, ptr %r.uc)"]


def scheduler_ir(fill: list[str], quick: bool) -> str:
    """`i32 @__rocke_run(ptr slot)`: 0 when every claimed workgroup ran to its end, STUCK when
    one could not (the slot names it; the fibers' states stay as they were). `fill` are the
    lines that fill LDS (from label %fill0 to a branch to %ids)."""
    nl = "\n"
    ctx = [f"  %{{k}}.co = mul i64 %{{k}}64, {CTX_BYTES}",
           "  %{k}.ctx = getelementptr inbounds i8, ptr %ctxs, i64 %{k}.co",
           f"  %{{k}}.st = getelementptr inbounds i8, ptr %{{k}}.ctx, i64 {CTX_STATE}"]

    if quick:
        decls = ["declare void @__rocke_fiber_start()",
                 *(f'module asm "{"" if ln.endswith(":") or ln.startswith(".") else "  "}{ln}"'
                   for ln in _X86_SWITCH)]
    else:
        decls = ["declare i32 @getcontext(ptr)", "declare void @makecontext(ptr, ptr, i32, ...)"]

    def fiber(k: str) -> str:  # the index %k as i64, its context and state pointer
        return nl.join([f"  %{k}64 = zext i32 %{k} to i64", *(s.format(k=k) for s in ctx)])

    return f"""
{nl.join(decls)}

define i32 @__rocke_run(ptr %slot) {{
entry:
{nl.join(_at("n", "%slot", S_N, "i32"))}
{nl.join(_at("nwg", "%slot", S_NWG, "i32"))}
{nl.join(_at("next", "%slot", S_NEXT, "ptr"))}
{nl.join(_at("wl", "%slot", S_WGS, "ptr"))}
{nl.join(_at("ctxs", "%slot", S_CTXS, "ptr"))}
{nl.join(_at("sched", "%slot", S_SCHED, "ptr"))}
{nl.join(_at("ucs", "%slot", S_UCS, "ptr"))}
{nl.join(_at("stacks", "%slot", S_STACKS, "ptr"))}
{nl.join(_at("stride", "%slot", S_STRIDE, "i64"))}
{nl.join(_at("nwaves", "%slot", S_NWAVES, "i32"))}
  %ssz = sub i64 %stride, {GUARD_BYTES}
  %mfma = icmp ne i32 %nwaves, 0
  %nd.a = alloca i32, align 4
  %nb.a = alloca i32, align 4
  %rel.a = alloca i32, align 4
  %cnt.a = alloca i32, align 4
  br label %mk

; one fiber per work-item, on its own stack above a guard page
mk:
  %m = phi i32 [ 0, %entry ], [ %m.n, %mk ]
{fiber("m")}
  %m.schp = getelementptr inbounds i8, ptr %m.ctx, i64 {CTX_SCHED}
  store ptr %sched, ptr %m.schp, align 8
  %m.up = getelementptr inbounds i8, ptr %m.ctx, i64 {CTX_UC}
  %m.so = mul i64 %m64, %stride
{nl.join(_make(quick))}
  %m.n = add i32 %m, 1
  %m.more = icmp ult i32 %m.n, %n
  br i1 %m.more, label %mk, label %wg

; claim the next workgroup of the launch
wg:
  %i = atomicrmw add ptr %next, i32 1 monotonic
  %i.more = icmp slt i32 %i, %nwg
  br i1 %i.more, label %fill0, label %finish

fill0:
{nl.join(fill)}

ids:
  %i3 = mul i32 %i, 3
  %wx.p = getelementptr inbounds i32, ptr %wl, i32 %i3
  %wx = load i32, ptr %wx.p, align 4
  %wy.p = getelementptr inbounds i32, ptr %wx.p, i32 1
  %wy = load i32, ptr %wy.p, align 4
  %wz.p = getelementptr inbounds i32, ptr %wx.p, i32 2
  %wz = load i32, ptr %wz.p, align 4
  br label %set

; every fiber: the workgroup's ids, runnable, and (MFMA) its lane's call count at zero
set:
  %s = phi i32 [ 0, %ids ], [ %s.n, %set.next ]
{fiber("s")}
  %s.x = getelementptr inbounds i8, ptr %s.ctx, i64 4
  store i32 %wx, ptr %s.x, align 4
  %s.y = getelementptr inbounds i8, ptr %s.ctx, i64 8
  store i32 %wy, ptr %s.y, align 4
  %s.z = getelementptr inbounds i8, ptr %s.ctx, i64 12
  store i32 %wz, ptr %s.z, align 4
  store i32 {RUNNABLE}, ptr %s.st, align 4
  br i1 %mfma, label %set.wave, label %set.next

set.wave:
{nl.join(_at("s.w", "%s.ctx", CTX_WAVE, "ptr"))}
  %s.lane = and i32 %s, {WAVE - 1}
  %s.lo = shl i32 %s.lane, 2
  %s.lo1 = add i32 %s.lo, {WAVE_COUNT}
  %s.cp = getelementptr inbounds i8, ptr %s.w, i32 %s.lo1
  store i32 0, ptr %s.cp, align 4
  ; no buffer holds a D of this workgroup yet (the call numbers start again)
  %s.dp = getelementptr inbounds i8, ptr %s.w, i32 {WAVE_DONE}
  store i64 0, ptr %s.dp, align 8
  br label %set.next

set.next:
  %s.n = add i32 %s, 1
  %s.more = icmp ult i32 %s.n, %n
  br i1 %s.more, label %set, label %run

; a pass: every runnable fiber runs until it yields
run:
  %r = phi i32 [ 0, %set.next ], [ 0, %release.done ], [ 0, %go.all ], [ %r.n, %run.next ]
{fiber("r")}
  %r.state = load i32, ptr %r.st, align 4
  %r.go = icmp eq i32 %r.state, {RUNNABLE}
  br i1 %r.go, label %resume, label %run.next

resume:
{nl.join(_resume(quick))}
  br label %run.next

run.next:
  %r.n = add i32 %r, 1
  %r.more = icmp ult i32 %r.n, %n
  br i1 %r.more, label %run, label %count.start

count.start:
  store i32 0, ptr %nd.a, align 4
  store i32 0, ptr %nb.a, align 4
  br label %count

count:
  %c = phi i32 [ 0, %count.start ], [ %c.n, %count ]
{fiber("c")}
  %c.state = load i32, ptr %c.st, align 4
  %c.isd = icmp eq i32 %c.state, {RETURNED}
  %c.d = zext i1 %c.isd to i32
  %c.nd = load i32, ptr %nd.a, align 4
  %c.nd1 = add i32 %c.nd, %c.d
  store i32 %c.nd1, ptr %nd.a, align 4
  %c.isb = icmp eq i32 %c.state, {AT_BARRIER}
  %c.b = zext i1 %c.isb to i32
  %c.nb = load i32, ptr %nb.a, align 4
  %c.nb1 = add i32 %c.nb, %c.b
  store i32 %c.nb1, ptr %nb.a, align 4
  %c.n = add i32 %c, 1
  %c.more = icmp ult i32 %c.n, %n
  br i1 %c.more, label %count, label %judge

judge:
  %nd = load i32, ptr %nd.a, align 4
  %all.done = icmp eq i32 %nd, %n
  br i1 %all.done, label %wg, label %judge.waves

judge.waves:
  store i32 0, ptr %rel.a, align 4
  br i1 %mfma, label %wave, label %judge.barrier

; a wave whose 64 lanes all wait at an MFMA call goes on
wave:
  %w = phi i32 [ 0, %judge.waves ], [ %w.n, %wave.next ]
  %w.base = mul i32 %w, {WAVE}
  store i32 0, ptr %cnt.a, align 4
  br label %lane

lane:
  %l = phi i32 [ 0, %wave ], [ %l.n, %lane ]
  %l.f = add i32 %w.base, %l
{fiber("l.f")}
  %l.state = load i32, ptr %l.f.st, align 4
  %l.at = icmp eq i32 %l.state, {AT_MFMA}
  %l.a = zext i1 %l.at to i32
  %l.c = load i32, ptr %cnt.a, align 4
  %l.c1 = add i32 %l.c, %l.a
  store i32 %l.c1, ptr %cnt.a, align 4
  %l.n = add i32 %l, 1
  %l.more = icmp ult i32 %l.n, {WAVE}
  br i1 %l.more, label %lane, label %lane.end

lane.end:
  %w.cnt = load i32, ptr %cnt.a, align 4
  %w.full = icmp eq i32 %w.cnt, {WAVE}
  br i1 %w.full, label %free, label %wave.next

free:
  %e = phi i32 [ 0, %lane.end ], [ %e.n, %free ]
  %e.f = add i32 %w.base, %e
{fiber("e.f")}
  store i32 {RUNNABLE}, ptr %e.f.st, align 4
  %e.n = add i32 %e, 1
  %e.more = icmp ult i32 %e.n, {WAVE}
  br i1 %e.more, label %free, label %freed

freed:
  store i32 1, ptr %rel.a, align 4
  br label %wave.next

wave.next:
  %w.n = add i32 %w, 1
  %w.more = icmp ult i32 %w.n, %nwaves
  br i1 %w.more, label %wave, label %release.done

release.done:
  %rel = load i32, ptr %rel.a, align 4
  %any = icmp ne i32 %rel, 0
  br i1 %any, label %run, label %judge.barrier

; the whole workgroup waits at a barrier: it goes on
judge.barrier:
  %nb = load i32, ptr %nb.a, align 4
  %all.b = icmp eq i32 %nb, %n
  br i1 %all.b, label %go.set, label %stuck

go.set:
  %g = phi i32 [ 0, %judge.barrier ], [ %g.n, %go.set ]
{fiber("g")}
  store i32 {RUNNABLE}, ptr %g.st, align 4
  %g.n = add i32 %g, 1
  %g.more = icmp ult i32 %g.n, %n
  br i1 %g.more, label %go.set, label %go.all

go.all:
  br label %run

; nothing can go on and not every work-item returned: on a GPU a hang
stuck:
  %res.p = getelementptr inbounds i8, ptr %slot, i64 {S_RESULT}
  store i32 {STUCK}, ptr %res.p, align 4
  %wgi.p = getelementptr inbounds i8, ptr %slot, i64 {S_FAILED}
  store i32 %i, ptr %wgi.p, align 4
  ret i32 {STUCK}

finish:
  ret i32 0
}}
"""

