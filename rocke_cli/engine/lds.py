"""LDS buffers as a family plans them: the plan that refuses a config (bytes over the arch's
limit) is the plan the templates declare (`ll.lds_globals`, and sizes in the .hip)."""

from __future__ import annotations

from dataclasses import dataclass

from .abi import ELEMS


@dataclass(frozen=True)
class LdsBuffer:
    sym: str  # the LDS global's name in the .ll
    elems: int  # elements
    elem: str  # element type, a key of abi.ELEMS
    # bytes the global is aligned to. LLVM lays out a kernel's LDS globals by decreasing
    # alignment (then size): a buffer aligned above the others lands below them
    align: int = 16

    @property
    def bytes(self) -> int:
        return self.elems * ELEMS[self.elem][2]

    @property
    def ll_type(self) -> str:
        return ELEMS[self.elem][0]


def total_bytes(plan: dict[str, LdsBuffer]) -> int:
    return sum(b.bytes for b in plan.values())
