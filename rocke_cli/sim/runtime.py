"""The host JIT (llvmlite MCJIT), the launcher, and how a stuck launch is worded.

A kernel compiles once, with the fiber scheduler of fibers.py, to host object code. A launch
hands the grid's workgroups to up to `threads` OS threads (one when the kernel has atomics:
their order across workgroups would shape the result); each thread loads its own copy of the
object code (its own LDS globals), makes one fiber per work-item and runs one ctypes call of
the scheduler, which claims workgroups from a shared counter until none is left. ctypes
releases the GIL, so the threads run truly in parallel. Within a workgroup the work-items run
one after another, switching at barriers and MFMA calls: there is no OS thread per work-item
and no futex wake-up per barrier, which is what made the old launcher slow (256 threads
meeting at every barrier on 2 cores). A workgroup that cannot go on (a barrier or MFMA call
not reached by every work-item) is reported at once as a SimHang naming who waits where; the
timeout stays for a loop that never ends. Context and slot layouts: fibers.py.
"""

from __future__ import annotations

import ctypes
import hashlib
import mmap
import threading
import time
from dataclasses import dataclass, field
from functools import cache

import numpy as np

from ..cache import Cache
from ..engine.abi import Abi
from ..errors import RockeError
from . import fibers as F
from . import hiprt
from . import mfma as M
from .hostlib import LIBCALLS
from .pack import IR_TYPES
from .retarget import HostModule, retarget

DRIVER = "__rocke_run"
HOST_SYMBOLS = ("getcontext", "makecontext", "swapcontext", "memset", "memcpy", "memmove",
                "exp2f", "expf", "exp2", "exp", "logf", "log2f", "log", "log2", "sqrtf", "sqrt",
                "fmaf", "fma", "powf", "ldexpf", "__powisf2")


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
    llvm.initialize_native_asmparser()  # the fiber switch is module-level assembly
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
    return target.create_target_machine(opt=2, reloc="static", codemodel="large",
                                        features=_features())


@cache
def _features() -> str:
    """The host's F16C and FMA, when it has them: a half conversion and an llvm.fma become one
    instruction instead of a call (the soft conversions and libm's fmaf are exact too, so the
    bits are the same on any host). FMA may fuse nothing else: retarget drops the `contract`
    flags, and llvm.fmuladd is already llvm.fma."""
    have = _llvm().get_host_cpu_features()
    return ",".join(f"+{f}" for f in _FEATURES if have.get(f))


_FEATURES = ("f16c", "fma")


@cache
def host_triple() -> str:
    return _llvm().get_process_triple()


@cache
def host_datalayout() -> str:
    return str(_target_machine().target_data)


def host_module(text: str, where: str = "") -> HostModule:
    return retarget(text, host_triple(), host_datalayout(), where)


def driver_ir(hm: HostModule, abi: Abi) -> str:
    """The fiber body and the scheduler of one kernel (fibers.py), its argument loads derived
    from the ABI layout."""
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
        nxt = f"fill{k + 1}" if k + 1 < len(hm.lds) else "ids"
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
        fill = ["  br label %ids"]
    loads, call_args = [], []
    for i, (a, ty) in enumerate(zip(lay, types, strict=True)):
        loads.append(f"  %a{i}.p = getelementptr inbounds i8, ptr %ka, i64 {a['offset']}")
        loads.append(f"  %a{i} = load {ty}, ptr %a{i}.p, align {min(a['size'], 8)}")
        call_args.append(f"{ty} %a{i}")
    call_args.append("ptr %ctx")
    quick = F.fast(host_triple())
    return F.fiber_ir(hm.kernel, loads, call_args, quick) + F.scheduler_ir(fill, quick)


@dataclass
class Compiled:
    key: str
    kernel: str
    abi: Abi
    obj: bytes  # the host object code: each loaded copy has its own LDS
    wg_size: int
    mfma: tuple[str, ...] = ()  # wave operations called (MFMA, ...): the launch sets up wave areas
    contractible: int = 0  # fmul/fadd pairs the GPU may fuse and the host does not (retarget)
    ordered: bool = False  # atomics: workgroups run in grid order on one thread (retarget)
    fns: list = field(default_factory=list)  # the scheduler of each loaded copy (ctypes)

    def fn(self, copy: int) -> object:
        """The scheduler of loaded copy `copy` (one per OS thread of a launch), loading it the
        first time: a copy's LDS globals are its own, so its workgroups never share LDS."""
        with _LOCK:
            while len(self.fns) <= copy:
                llvm = _llvm()
                engine = llvm.create_mcjit_compiler(
                    llvm.parse_assembly(f'target triple = "{host_triple()}"'), _target_machine())
                engine.add_object_file(llvm.ObjectFileRef.from_data(self.obj))
                engine.finalize_object()
                _KEEP.append(engine)
                addr = engine.get_function_address(DRIVER)
                self.fns.append(ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p)(addr))
            return self.fns[copy]


_CACHE: dict[str, Compiled] = {}
_LOCK = threading.RLock()


def compile_kernel(text: str, abi: Abi, wg_size: int, where: str = "") -> Compiled:
    """JIT one shipped `.ll` (cached per text within the process)."""
    # the switch in use is part of the key (tests run the swapcontext one too), and the
    # workgroup size (checked against the kernel's attributes below)
    key = hashlib.sha256(f"{F.fast(host_triple())}\n{wg_size}\n{text}".encode()).hexdigest()
    with _LOCK:
        if key in _CACHE:
            return _CACHE[key]
        hm = host_module(text, where)
        full = hm.text + driver_ir(hm, abi) + LIBCALLS
        lo, hi = hm.flat_wg or (1, 1024)
        if not lo <= wg_size <= hi:
            raise RockeError(f"sim: {where or abi.kernel}: launched with {wg_size} work-items, "
                             f"the kernel allows {lo}..{hi} (amdgpu-flat-work-group-size)")
        if hm.mfma and wg_size % M.WAVE:
            raise RockeError(f"sim: {where or abi.kernel}: MFMA calls, readfirstlane, lane "
                             f"swaps and transposing reads need whole waves; the workgroup "
                             f"size {wg_size} is not a multiple of {M.WAVE}")
        obj = _object(full, where or abi.kernel)
        c = Compiled(key, hm.kernel, abi, obj, wg_size, hm.mfma, hm.contractible,
                     hm.atomics > 0)
        c.fn(0)
        _CACHE[key] = c
        return c


def _object(full: str, where: str) -> bytes:
    """Host object code of a host module's text, from the content cache when this LLVM has
    compiled the same text for the same host features before (docs/design.md §13)."""
    llvm = _llvm()
    key = {"ir": hashlib.sha256(full.encode()).hexdigest(), "triple": host_triple(),
           "features": _features(), "llvm": ".".join(map(str, llvm.llvm_version_info))}
    store = Cache("jit")
    hit = store.get_bytes(key)
    if hit is not None:
        return hit
    try:
        mod = llvm.parse_assembly(full)
        mod.verify()
    except RuntimeError as e:
        msg = str(e).strip().splitlines()
        raise RockeError(f"sim: {where}: host IR rejected: {msg[0] if msg else e}") from None
    obj = _target_machine().emit_object(mod)
    store.put_bytes(key, obj)
    return obj


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


_KEEP: list[object] = []  # engines, and the buffers a thread still running may touch


class _Waves:
    """The per-wave areas of one slot of an MFMA launch: the fragment exchange, the lanes'
    call counts and sites, and a divergence record (mfma.py)."""

    def __init__(self, n: int) -> None:
        self.count = n // M.WAVE
        self.raw = np.zeros(self.count * M.WAVE_BYTES + 64, np.uint8)
        self.base = self.raw.ctypes.data + (-self.raw.ctypes.data) % 64

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
        """Which lanes made fewer MFMA calls than the rest of their wave (in the workgroup)."""
        for w in range(self.count):
            calls = self._word(w, M.WAVE_COUNT, np.int32, M.WAVE)
            if calls.min() != calls.max():
                few = np.flatnonzero(calls < calls.max())
                lanes = ", ".join(str(int(x)) for x in few[:8]) + (" ..." if len(few) > 8 else "")
                return (f"; wave {w}: lane(s) {lanes} made {int(calls.min())} MFMA calls, "
                        f"others {int(calls.max())}: an MFMA not reached by every lane")
        return ""


class _Stacks:
    """Fiber stacks of one slot: `n` stacks, each above a PROT_NONE guard page, reused by every
    launch of the same workgroup size (a stuck launch leaves its fibers unfinished; the next
    makes them afresh)."""

    _POOL: dict[int, list[_Stacks]] = {}

    def __init__(self, n: int) -> None:
        self.n = n
        self.stride = F.STACK_BYTES + F.GUARD_BYTES
        self.map = mmap.mmap(-1, n * self.stride)
        self.base = ctypes.addressof(ctypes.c_char.from_buffer(self.map))
        mprotect = _libc().mprotect
        mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
        for f in range(n):
            if mprotect(self.base + f * self.stride, F.GUARD_BYTES, 0) != 0:  # PROT_NONE
                raise RockeError("sim: mprotect of a fiber stack's guard page failed")

    @classmethod
    def take(cls, n: int) -> _Stacks:
        with _LOCK:
            free = cls._POOL.setdefault(n, [])
            return free.pop() if free else cls(n)

    def give_back(self) -> None:
        with _LOCK:
            self._POOL[self.n].append(self)

    def high_water(self) -> int:
        """The deepest any fiber of this slot has reached, in bytes (fresh stacks are zero)."""
        view = np.frombuffer(self.map, np.uint8).reshape(self.n, self.stride)[:, F.GUARD_BYTES:]
        used = [F.STACK_BYTES - int(np.argmax(row != 0)) for row in view if row.any()]
        return max(used, default=0)


@cache
def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None)


class _Slot:
    """What one OS thread of a launch owns: the fibers' contexts, ucontexts and stacks, the
    wave areas, and the slot header the scheduler reads (fibers.py)."""

    def __init__(self, c: Compiled, shared: dict[str, int], stacks: _Stacks) -> None:
        n = c.wg_size
        self.stacks = stacks
        self.ctx = np.zeros((n, F.CTX_BYTES), np.uint8)
        self.ucs = np.zeros((n + 1) * F.UC_BYTES + 64, np.uint8)
        ucs = self.ucs.ctypes.data + (-self.ucs.ctypes.data) % 64
        i32, u64 = self.ctx.view(np.int32), self.ctx.view(np.uint64)
        i32[:, 0] = np.arange(n, dtype=np.int32)
        u64[:, F.CTX_KERNARG // 8] = shared["kernarg"]
        u64[:, hiprt.CTX_DISPATCH // 8] = shared["blocks"]
        u64[:, hiprt.CTX_IMPLICIT // 8] = shared["blocks"] + hiprt.DISPATCH_BYTES
        self.waves = _Waves(n) if c.mfma else None
        if self.waves:
            u64[:, F.CTX_WAVE // 8] = [self.waves.addr(t // M.WAVE) for t in range(n)]
        self.head = np.zeros(F.SLOT_BYTES // 8, np.uint64)
        h32 = self.head.view(np.int32)
        h32[F.S_N // 4], h32[F.S_NWG // 4] = n, shared["nwg"]
        h32[F.S_NWAVES // 4] = self.waves.count if self.waves else 0
        for off, v in ((F.S_NEXT, shared["next"]), (F.S_WGS, shared["wgs"]),
                       (F.S_CTXS, self.ctx.ctypes.data), (F.S_SCHED, ucs + n * F.UC_BYTES),
                       (F.S_UCS, ucs), (F.S_STACKS, stacks.base), (F.S_STRIDE, stacks.stride)):
            self.head[off // 8] = v

    @property
    def addr(self) -> int:
        return self.head.ctypes.data

    def stuck_at(self) -> int | None:
        """The index of the workgroup this slot could not finish, if any."""
        h32 = self.head.view(np.int32)
        return int(h32[F.S_FAILED // 4]) if h32[F.S_RESULT // 4] == F.STUCK else None

    def who_waits(self) -> str:
        """The fibers' states, as ranges of work-items: who waits where, who returned."""
        states = self.ctx.view(np.int32)[:, F.CTX_STATE // 4]
        parts = []
        for st, what in ((F.AT_BARRIER, "wait at a barrier"), (F.AT_MFMA, "wait at an MFMA call"),
                         (F.RETURNED, "returned")):
            idx = np.flatnonzero(states == st)
            if len(idx):
                parts.append(f"work-item(s) {_ranges(idx)} {what}")
        return "; ".join(parts)


def _ranges(idx: np.ndarray) -> str:
    """[0, 1, 2, 5, 7, 8] -> "0-2, 5, 7-8" (at most 6 runs, then "...")."""
    runs: list[list[int]] = []
    for i in (int(x) for x in idx):
        if runs and runs[-1][1] == i - 1:
            runs[-1][1] = i
        else:
            runs.append([i, i])
    text = [f"{a}-{b}" if b > a else str(a) for a, b in runs[:6]]
    return ", ".join(text) + (", ..." if len(runs) > 6 else "")


def launch(c: Compiled, kernarg: np.ndarray, grid: tuple[int, int, int],
           timeout: float = 300.0, *, threads: int = 1) -> float:
    """Run the whole grid (x fastest). Workgroups are claimed in grid order by up to `threads`
    OS threads, each running one workgroup at a time as fibers (one thread when the kernel
    has atomics). Returns seconds taken."""
    gx, gy, gz = grid
    wgs = np.array([(x, y, z) for z in range(gz) for y in range(gy) for x in range(gx)],
                   dtype=np.int32).reshape(-1)
    nwg = len(wgs) // 3
    if nwg == 0:
        return 0.0
    n = c.wg_size
    count = 1 if c.ordered else max(1, min(threads, nwg))
    nxt = np.zeros(16, np.int32)  # the claim counter (its own cache line)
    blocks = hiprt.launch_blocks(grid, n, kernarg.ctypes.data)
    shared = {"kernarg": kernarg.ctypes.data, "blocks": blocks.ctypes.data, "nwg": nwg,
              "next": nxt.ctypes.data, "wgs": wgs.ctypes.data}
    slots = [_Slot(c, shared, _Stacks.take(n)) for _ in range(count)]
    fns = [c.fn(t) for t in range(count)]
    workers = [threading.Thread(target=fn, args=(s.addr,), daemon=True)
               for fn, s in zip(fns, slots, strict=True)]
    t0 = time.perf_counter()
    for w in workers:
        w.start()
    deadline = t0 + timeout
    for w in workers:
        w.join(max(deadline - time.perf_counter(), 0.0))
        if w.is_alive():
            # the threads still running point into these: never free or reuse them
            _KEEP.append((slots, nxt, wgs, blocks, kernarg))
            raise SimHang(f"sim: {c.kernel}: still running after {timeout:.0f} s (a loop that "
                          f"does not end?)")
    dt = time.perf_counter() - t0
    for s in slots:
        s.stacks.give_back()
        if s.waves and (why := s.waves.mismatch(c.kernel)):
            raise SimDiverged(why)
    for s in slots:
        if (i := s.stuck_at()) is not None:
            wg = tuple(int(v) for v in wgs[3 * i:3 * i + 3])
            raise SimHang(f"sim: {c.kernel}: workgroup {wg}: stuck, on a GPU a hang: "
                          f"{s.who_waits()} (a barrier or an MFMA call not reached by every "
                          f"work-item)" + (s.waves.stuck() if s.waves else ""))
    return dt
