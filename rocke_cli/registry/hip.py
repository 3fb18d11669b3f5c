"""An optional Python launcher for a ROCm machine: ctypes over libamdhip64's module API
(hipModuleLoad, hipModuleGetFunction, hipMemsetAsync, hipModuleLaunchKernel), imported only
when asked (`from rocke_cli.registry.hip import Launcher`), no dependency beyond the HIP
runtime library. What it launches is a registry plan: the calls (`calls`) are pure data,
tested here against the plan; the device calls themselves are untested here (this project
has no GPU)."""

from __future__ import annotations

import ctypes
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import RockeError
from .plan import Plan

HIP_SUCCESS = 0
# hip_runtime_api.h: the launch's `extra` keys
HIP_LAUNCH_PARAM_BUFFER_POINTER = 0x01
HIP_LAUNCH_PARAM_BUFFER_SIZE = 0x02
HIP_LAUNCH_PARAM_END = 0x03


@dataclass(frozen=True)
class Memset:
    addr: int
    nbytes: int


@dataclass(frozen=True)
class KernelCall:
    code_object: str  # relative to the build output
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    kernarg: bytes


def calls(plan: Plan, tensors: Mapping[str, int], workspace: int) -> list[Memset | KernelCall]:
    """What running the plan does, in order: the workspaces the host zeroes, then each launch
    with a workgroup (its kernarg bytes packed by the registry at these addresses)."""
    addrs = plan.addresses(tensors, workspace)
    out: list[Memset | KernelCall] = [Memset(workspace + off, b.nbytes)
                                      for b, off in plan.workspace() if b.zero]
    out += [KernelCall(la.code_object, la.kernel, la.grid, la.block, la.kernarg(addrs))
            for la in plan.launches if not la.empty]
    return out


class Launcher:
    """Runs plans on one device through the HIP module API. `lib`: the HIP runtime (a path,
    or an object with its functions: tests pass a recorder); code objects are loaded from
    `objects` (rocke build's output) the first time a plan names them."""

    def __init__(self, objects: str | Path, lib: Any = "libamdhip64.so") -> None:
        if isinstance(lib, str):
            try:
                lib = ctypes.CDLL(lib)
            except OSError as e:
                raise RockeError(f"launcher: cannot load the HIP runtime {lib}: {e}") from None
        self.hip = lib
        self.objects = Path(objects)
        self.functions: dict[tuple[str, str], ctypes.c_void_p] = {}
        self._keep: list[Any] = []  # kernarg buffers of launches still in flight

    def _check(self, err: int, what: str) -> None:
        if err != HIP_SUCCESS:
            raise RockeError(f"launcher: {what} failed with hipError {err}")

    def function(self, code_object: str, kernel: str) -> ctypes.c_void_p:
        key = (code_object, kernel)
        if key not in self.functions:
            mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
            path = self.objects / code_object
            self._check(self.hip.hipModuleLoad(ctypes.byref(mod), str(path).encode()),
                        f"hipModuleLoad {path}")
            self._check(self.hip.hipModuleGetFunction(ctypes.byref(fn), mod, kernel.encode()),
                        f"hipModuleGetFunction {kernel}")
            self.functions[key] = fn
        return self.functions[key]

    def load(self, plan: Plan) -> None:
        """Load every code object the plan launches (once each). Call it before capturing
        `run` into a HIP graph: a loaded plan's run only zeroes and launches."""
        for la in plan.launches:
            self.function(la.code_object, la.kernel)

    def run(self, plan: Plan, tensors: Mapping[str, int], workspace: int,
            stream: int | None = None) -> None:
        """Zero what the plan says and launch its chain on `stream` (asynchronous: the
        caller synchronizes). tensors: device addresses by name; workspace: a region of
        plan.workspace_bytes."""
        st = ctypes.c_void_p(stream)
        for c in calls(plan, tensors, workspace):
            if isinstance(c, Memset):
                self._check(self.hip.hipMemsetAsync(ctypes.c_void_p(c.addr), 0,
                                                    ctypes.c_size_t(c.nbytes), st),
                            "hipMemsetAsync")
                continue
            fn = self.function(c.code_object, c.kernel)
            buf = ctypes.create_string_buffer(c.kernarg, len(c.kernarg))
            size = ctypes.c_size_t(len(c.kernarg))
            extra = (ctypes.c_void_p * 5)(HIP_LAUNCH_PARAM_BUFFER_POINTER,
                                          ctypes.cast(buf, ctypes.c_void_p),
                                          HIP_LAUNCH_PARAM_BUFFER_SIZE,
                                          ctypes.cast(ctypes.byref(size), ctypes.c_void_p),
                                          HIP_LAUNCH_PARAM_END)
            self._keep.append((buf, size, extra))
            # LDS is static, in the object: no dynamic shared memory
            self._check(self.hip.hipModuleLaunchKernel(fn, *map(ctypes.c_uint, c.grid),
                                                       *map(ctypes.c_uint, c.block),
                                                       ctypes.c_uint(0), st, None, extra),
                        f"hipModuleLaunchKernel {c.kernel}")
