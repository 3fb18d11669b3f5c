"""The host JIT (llvmlite MCJIT), the per-thread driver and the workgroup launcher.

A launch runs the grid one workgroup at a time with one Python thread per work-item. Each
thread makes a single ctypes call into a JIT-compiled driver (ctypes releases the GIL, so the
threads truly run in parallel) that loops over the workgroups: fill LDS with NaN, barrier,
set its ids, read the kernel arguments from the packed kernarg segment, call the kernel,
barrier. Barriers are `pthread_barrier_wait` on one barrier object per launch.

Per-thread context (bytes): i32 ids[6] @0 (tid.x, wg.x, wg.y, wg.z, tid.y, tid.z),
i32 nwg @24, ptr barrier @32, ptr kernarg @40, ptr wglist @48 (i32 x,y,z per workgroup),
ptr wave area @56 (kernels that call MFMA only: the wave's barrier and exchange, mfma.py),
ptr dispatch packet @64 and ptr implicit arguments @72 (the launch's, hiprt.py: what a .hip
kernel's blockDim and gridDim read).
"""

from __future__ import annotations

import ctypes
import hashlib
import threading
import time
from dataclasses import dataclass
from functools import cache

import numpy as np

from ..engine.abi import Abi
from ..errors import RockeError
from . import hiprt
from . import mfma as M
from .hostlib import LIBCALLS
from .pack import IR_TYPES
from .retarget import HostModule, retarget

CTX_BYTES = 80
BARRIER_BYTES = 256  # >= sizeof(pthread_barrier_t) on every libc we care about
DRIVER = "__rocke_thread"
HOST_SYMBOLS = ("pthread_barrier_wait", "memset", "memcpy", "memmove", "exp2f", "expf", "exp2",
                "exp", "logf", "log2f", "log", "log2", "sqrtf", "sqrt", "fmaf", "fma", "powf",
                "ldexpf", "__powisf2")


class SimHang(RockeError):
    """A launch did not finish in time: a barrier not reached by every work-item, or a loop."""

    exit_code = 1


class SimDiverged(RockeError):
    """The lanes of a wave met at different MFMA calls: a kernel defect (a GPU would compute
    with whatever the other lanes held)."""

    exit_code = 1


@cache
def _llvm():  # noqa: ANN202 - the llvmlite binding module, initialized once
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    # what host codegen may call: the barrier, and the libcalls that memset and the float
    # intrinsics (llvm.exp2.f32 -> exp2f, ...) lower to
    libs = [ctypes.CDLL(None)] + [ctypes.CDLL(n) for n in ("libm.so.6",) if _has(n)]
    for sym in HOST_SYMBOLS:
        for lib in libs:
            f = getattr(lib, sym, None)
            if f is not None:
                llvm.add_symbol(sym, ctypes.cast(f, ctypes.c_void_p).value)
                break
    return llvm


def _has(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def _target_machine():  # noqa: ANN202 - a fresh one: an engine takes ownership of its own
    llvm = _llvm()
    target = llvm.Target.from_triple(llvm.get_process_triple())
    return target.create_target_machine(opt=2, reloc="static", codemodel="large")


@cache
def host_triple() -> str:
    return _llvm().get_process_triple()


@cache
def host_datalayout() -> str:
    return str(_target_machine().target_data)


def host_module(text: str, where: str = "") -> HostModule:
    return retarget(text, host_triple(), host_datalayout(), where)


def driver_ir(hm: HostModule, abi: Abi) -> str:
    """The per-thread driver of one kernel, its argument loads derived from the ABI layout."""
    lay = abi.layout()
    types = [IR_TYPES[a.kind] for a in abi.args]
    if hm.kernel != abi.kernel:
        raise RockeError(f"sim: the kernel is @{hm.kernel}, the ABI names @{abi.kernel}")
    if tuple(types) != hm.params:
        raise RockeError(f"sim: {abi.kernel}: the ABI ({', '.join(types)}) does not match the "
                         f"kernel's parameters ({', '.join(hm.params)})")
    # LDS starts every workgroup as NaN (all-ones bytes: a NaN in f16, bf16 and f32), so a
    # read of LDS nobody wrote poisons the result. A byte loop: the memset libcall is not
    # reliably resolved by MCJIT for addrspace(3).
    fill = []
    for k, (name, ty) in enumerate(hm.lds):
        size = f"ptrtoint (ptr getelementptr ({ty}, ptr null, i32 1) to i64)"
        nxt = f"fill{k + 1}" if k + 1 < len(hm.lds) else "run"
        fill += [f"  br label %fill{k}.loop", f"fill{k}.loop:",
                 f"  %f{k}.i = phi i64 [ 0, %fill{k} ], [ %f{k}.n, %fill{k}.loop ]",
                 f"  %f{k}.p = getelementptr inbounds i8, ptr addrspace(3) @{name}, i64 %f{k}.i",
                 f"  store i8 -1, ptr addrspace(3) %f{k}.p, align 1",
                 f"  %f{k}.n = add i64 %f{k}.i, 1",
                 f"  %f{k}.c = icmp ult i64 %f{k}.n, {size}",
                 f"  br i1 %f{k}.c, label %fill{k}.loop, label %{nxt}"]
        if k + 1 < len(hm.lds):
            fill.append(f"fill{k + 1}:")
    if not fill:
        fill = ["  br label %run"]
    loads, call_args = [], []
    for i, (a, ty) in enumerate(zip(lay, types, strict=True)):
        loads.append(f"  %a{i}.p = getelementptr inbounds i8, ptr %ka, i64 {a['offset']}")
        loads.append(f"  %a{i} = load {ty}, ptr %a{i}.p, align {min(a['size'], 8)}")
        call_args.append(f"{ty} %a{i}")
    call_args.append("ptr %ctx")
    ids = []
    for c in range(3):
        ids += [f"  %w{c}.i = add i32 %i3, {c}",
                f"  %w{c}.p = getelementptr inbounds i32, ptr %wl, i32 %w{c}.i",
                f"  %w{c} = load i32, ptr %w{c}.p, align 4",
                f"  %id{c}.p = getelementptr inbounds i32, ptr %ctx, i32 {c + 1}",
                f"  store i32 %w{c}, ptr %id{c}.p, align 4"]
    nl = "\n"
    return f"""
define void @{DRIVER}(ptr %ctx) {{
entry:
  %nwg.p = getelementptr inbounds i8, ptr %ctx, i64 24
  %nwg = load i32, ptr %nwg.p, align 4
  %ka.p = getelementptr inbounds i8, ptr %ctx, i64 40
  %ka = load ptr, ptr %ka.p, align 8
  %wl.p = getelementptr inbounds i8, ptr %ctx, i64 48
  %wl = load ptr, ptr %wl.p, align 8
  %tid = load i32, ptr %ctx, align 4
  %lead = icmp eq i32 %tid, 0
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %run ]
  %more = icmp slt i32 %i, %nwg
  br i1 %more, label %top, label %done

top:
  br i1 %lead, label %fill0, label %run

fill0:
{nl.join(fill)}

run:
  call void @__rocke_barrier(ptr %ctx)
  %i3 = mul i32 %i, 3
{nl.join(ids)}
{nl.join(loads)}
  call void @{hm.kernel}({', '.join(call_args)})
  call void @__rocke_barrier(ptr %ctx)
  %i.next = add i32 %i, 1
  br label %loop

done:
  ret void
}}
"""


@dataclass
class Compiled:
    key: str
    kernel: str
    abi: Abi
    engine: object
    fn: object  # ctypes function of the driver
    wg_size: int
    mfma: tuple[str, ...] = ()  # MFMA instructions called: the launch sets up wave areas
    contractible: int = 0  # fmul/fadd pairs the GPU may fuse and the host does not (retarget)


_CACHE: dict[str, Compiled] = {}
_LOCK = threading.Lock()


def compile_kernel(text: str, abi: Abi, wg_size: int, where: str = "") -> Compiled:
    """JIT one shipped `.ll` (cached per text within the process)."""
    key = hashlib.sha256(text.encode()).hexdigest()
    with _LOCK:
        if key in _CACHE:
            return _CACHE[key]
        llvm = _llvm()
        hm = host_module(text, where)
        full = hm.text + driver_ir(hm, abi) + LIBCALLS
        try:
            mod = llvm.parse_assembly(full)
            mod.verify()
        except RuntimeError as e:
            msg = str(e).strip().splitlines()
            raise RockeError(f"sim: {where or abi.kernel}: host IR rejected: "
                             f"{msg[0] if msg else e}") from None
        engine = llvm.create_mcjit_compiler(mod, _target_machine())
        engine.finalize_object()
        addr = engine.get_function_address(DRIVER)
        fn = ctypes.CFUNCTYPE(None, ctypes.c_void_p)(addr)
        lo, hi = hm.flat_wg or (1, 1024)
        if not lo <= wg_size <= hi:
            raise RockeError(f"sim: {where or abi.kernel}: launched with {wg_size} work-items, "
                             f"the kernel allows {lo}..{hi} (amdgpu-flat-work-group-size)")
        if hm.mfma and wg_size % M.WAVE:
            raise RockeError(f"sim: {where or abi.kernel}: MFMA needs whole waves; the "
                             f"workgroup size {wg_size} is not a multiple of {M.WAVE}")
        c = Compiled(key, hm.kernel, abi, engine, fn, wg_size, hm.mfma, hm.contractible)
        _CACHE[key] = c
        return c


def jit_host_ir(body: str) -> object:
    """An engine for host IR text (with the host libcall definitions): for tests and tools."""
    llvm = _llvm()
    text = (f'target triple = "{host_triple()}"\n'
            f'target datalayout = "{host_datalayout()}"\n' + body + LIBCALLS)
    mod = llvm.parse_assembly(text)
    mod.verify()
    engine = llvm.create_mcjit_compiler(mod, _target_machine())
    engine.finalize_object()
    _KEEP.append(engine)
    return engine


_KEEP: list[object] = []  # engines, and the buffers hung threads may still touch


class _Waves:
    """The per-wave areas of one MFMA launch: a barrier of 64 and the fragment exchange."""

    def __init__(self, libc: ctypes.CDLL, n: int) -> None:
        self.count = n // M.WAVE
        self.raw = np.zeros(self.count * M.WAVE_BYTES + 64, np.uint8)
        self.base = self.raw.ctypes.data + (-self.raw.ctypes.data) % 64
        self.libc = libc
        for w in range(self.count):
            if libc.pthread_barrier_init(ctypes.c_void_p(self.addr(w)), None,
                                         ctypes.c_uint(M.WAVE)) != 0:
                raise RockeError(f"sim: pthread_barrier_init failed for wave {w}")

    def addr(self, w: int) -> int:
        return self.base + w * M.WAVE_BYTES

    def _word(self, w: int, off: int, dtype: type, n: int) -> np.ndarray:
        start = self.addr(w) - self.raw.ctypes.data + off
        return self.raw[start:start + n * np.dtype(dtype).itemsize].view(dtype)

    def mismatch(self, kernel: str) -> str | None:
        """Lanes of one wave that met at different MFMA call sites (none on a GPU-valid run)."""
        for w in range(self.count):
            err = int(self._word(w, M.WAVE_ERR, np.uint64, 1)[0])
            if err:
                return (f"sim: {kernel}: wave {w}: lanes met at different MFMA calls "
                        f"(line {err >> 32} and line {err & 0xFFFFFFFF}): every lane of a "
                        f"wave must make the same MFMA call")
        return None

    def stuck(self) -> str:
        """Which lanes made fewer MFMA calls than the rest of their wave (after a hang)."""
        for w in range(self.count):
            calls = self._word(w, M.WAVE_COUNT, np.int32, M.WAVE)
            if calls.min() != calls.max():
                few = np.flatnonzero(calls < calls.max())
                lanes = ", ".join(str(int(x)) for x in few[:8]) + (" ..." if len(few) > 8 else "")
                return (f"; wave {w}: lane(s) {lanes} made {int(calls.min())} MFMA calls, "
                        f"others {int(calls.max())}: an MFMA not reached by every lane")
        return ""

    def destroy(self) -> None:
        for w in range(self.count):
            self.libc.pthread_barrier_destroy(ctypes.c_void_p(self.addr(w)))


def launch(c: Compiled, kernarg: np.ndarray, grid: tuple[int, int, int],
           timeout: float = 300.0) -> float:
    """Run the whole grid (x fastest), one workgroup at a time. Returns seconds taken."""
    gx, gy, gz = grid
    wgs = np.array([(x, y, z) for z in range(gz) for y in range(gy) for x in range(gx)],
                   dtype=np.int32).reshape(-1)
    nwg = len(wgs) // 3
    if nwg == 0:
        return 0.0
    n = c.wg_size
    libc = ctypes.CDLL(None)
    barrier = ctypes.create_string_buffer(BARRIER_BYTES)
    if libc.pthread_barrier_init(barrier, None, ctypes.c_uint(n)) != 0:
        raise RockeError(f"sim: pthread_barrier_init failed for {n} threads")
    ctx = np.zeros((n, CTX_BYTES), dtype=np.uint8)
    i32 = ctx.view(np.int32)
    u64 = ctx.view(np.uint64)
    i32[:, 0] = np.arange(n, dtype=np.int32)
    i32[:, 6] = nwg
    u64[:, 4] = ctypes.addressof(barrier)
    u64[:, 5] = kernarg.ctypes.data
    u64[:, 6] = wgs.ctypes.data
    waves = _Waves(libc, n) if c.mfma else None
    if waves:
        u64[:, 7] = [waves.addr(t // M.WAVE) for t in range(n)]
    blocks = hiprt.launch_blocks(grid, n, kernarg.ctypes.data)
    u64[:, hiprt.CTX_DISPATCH // 8] = blocks.ctypes.data
    u64[:, hiprt.CTX_IMPLICIT // 8] = blocks.ctypes.data + hiprt.DISPATCH_BYTES
    base = ctx.ctypes.data
    threads = [threading.Thread(target=c.fn, args=(base + CTX_BYTES * t,), daemon=True)
               for t in range(n)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    deadline = t0 + timeout
    for t in threads:
        t.join(max(deadline - time.perf_counter(), 0.0))
        if t.is_alive():
            alive = sum(th.is_alive() for th in threads)
            # the stuck threads still point into these: never free them
            _KEEP.append((barrier, ctx, wgs, waves, blocks))
            raise SimHang(f"sim: {c.kernel}: {alive} of {n} work-items still running after "
                          f"{timeout:.0f} s (a barrier not reached by every work-item?)"
                          + (waves.stuck() if waves else ""))
    dt = time.perf_counter() - t0
    libc.pthread_barrier_destroy(barrier)
    if waves:
        waves.destroy()
        if why := waves.mismatch(c.kernel):
            raise SimDiverged(why)
    # keep the buffers alive until every thread is done with them
    del ctx, wgs, blocks
    return dt
