"""Which toolchain judges each golden section, and what identifies it (docs/design.md §6, §9).

Three environments: `llvm20` (LLVM 20, the side venv) verifies ll.llvm20; `llvm22` (this
venv's LLVM 22) verifies ll.llvm22/23/24; `hip` (clang-22 and the HIP headers) compiles .hip.
A golden records the identity of each environment that verified its entries."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor

from ..engine.targets import FLAVOR_NAMES
from .hip import clang_identity
from .verify import ToolchainMissing, llvm_identity, llvm_major_for_flavor

HIP = "hip"


def env_of(section: str) -> str:
    """The environment that verifies a golden section (an .ll flavor, or "hip")."""
    return HIP if section == HIP else f"llvm{llvm_major_for_flavor(section)}"


def sections_of(env: str, flavors: Iterable[str] = FLAVOR_NAMES) -> list[str]:
    """The sections (among `flavors`, and hip) that environment `env` verifies."""
    return [HIP] if env == HIP else [f for f in flavors if env_of(f) == env]


def envs_for(flavors: Sequence[str], kinds: Sequence[str]) -> list[str]:
    """The environments a selection of flavors and artifact kinds needs, sorted."""
    envs = {env_of(f) for f in flavors} if "ll" in kinds else set()
    return sorted(envs | ({HIP} if "hip" in kinds else set()))


def identity(env: str) -> str:
    if env == HIP:
        return clang_identity()
    if not env.startswith("llvm") or not env[4:].isdigit():
        raise ValueError(f"unknown toolchain environment {env!r}")
    return llvm_identity(int(env[4:]))


def current(envs: Sequence[str]) -> dict[str, str]:
    """env -> identity of each environment, probed side by side (LLVM 20 is a subprocess);
    every missing tool is named at once."""
    with ThreadPoolExecutor(max_workers=max(1, len(envs))) as pool:
        futs = {e: pool.submit(identity, e) for e in envs}
    out, missing = {}, []
    for e, f in futs.items():
        try:
            out[e] = f.result()
        except ToolchainMissing as err:
            missing.append(str(err))
    if missing:
        raise ToolchainMissing("; ".join(missing))
    return out
