"""The 32-bit index products a kernel computes, read from its own LLVM text.

A kernel that multiplies two sizes in i32 (the batch index by the head count for the lse row,
the batch index by a block-table row's length, a tile index by the tile's rows) indexes
wrongly once the product passes 2^31 - 1: no guard catches a wrapped index. The launch path
(registry/plan.py, and the generated C++ from the same data) refuses any problem whose sizes
would pass one, in any kernel of its chain. Reading the products from the text the build
compiles (llvm22), rather than declaring them beside it, keeps the rule true when a template
changes: a new i32 product of sizes is checked from the next build on.

What counts as a size: a kernel argument of type i32 (its value at launch), a workgroup id
(below the launch's grid count on that axis) and a constant. A product with any other operand
(a lane's row, a loaded offset) is bounded by the tile's own shape or by the guard, not here."""

from __future__ import annotations

import re
from dataclasses import dataclass

_MUL = re.compile(r"^\s*%[\w.]+ = mul (?:nsw |nuw )*i32 (%[\w.]+|-?\d+), (%[\w.]+|-?\d+)\s*$")
_WG = re.compile(r"^\s*(%[\w.]+) = call i32 @llvm\.amdgcn\.workgroup\.id\.([xyz])\(\)")
_DEFINE = re.compile(r"^define\b[^(]*@[\w.]+\((.*)\)")
_I32_ARG = re.compile(r"\bi32(?: [a-z]+)* (%[\w.]+)")
AXES = "xyz"
AXIS_MEANING = ("tiles", "heads", "batch")  # what each grid axis counts in every family


@dataclass(frozen=True, order=True)
class Operand:
    """A size operand: kind "arg" (name: the i32 kernel argument), "grid" (axis 0..2: the
    workgroup id, below the grid's count) or "const" (value)."""

    kind: str
    name: str = ""
    value: int = 0

    def extent(self, args: dict[str, int], grid: tuple[int, int, int]) -> int:
        """The operand's bound at a launch: an argument's value, a grid axis's count (the
        id's largest value plus one: the rows of the last tile run up to it), a constant."""
        if self.kind == "arg":
            return int(args[self.name])
        if self.kind == "grid":
            return grid[self.value]
        return self.value

    def shown(self) -> str:
        if self.kind == "arg":
            return self.name
        if self.kind == "grid":
            return f"grid {AXES[self.value]} ({AXIS_MEANING[self.value]})"
        return str(self.value)


@dataclass(frozen=True, order=True)
class Product:
    a: Operand
    b: Operand

    def value(self, args: dict[str, int], grid: tuple[int, int, int]) -> int:
        return self.a.extent(args, grid) * self.b.extent(args, grid)


def i32_products(ll: str) -> tuple[Product, ...]:
    """The distinct i32 products of two sizes (not both constants) in a kernel's LLVM text,
    sorted."""
    args: set[str] = set()
    wg: dict[str, int] = {}
    for line in ll.splitlines():
        if m := _DEFINE.match(line):
            args |= set(_I32_ARG.findall(m.group(1)))
        elif m := _WG.match(line):
            wg[m.group(1)] = AXES.index(m.group(2))

    def operand(tok: str) -> Operand | None:
        if tok in args:
            return Operand("arg", tok[1:])
        if tok in wg:
            return Operand("grid", value=wg[tok])
        if not tok.startswith("%"):
            return Operand("const", value=abs(int(tok)))
        return None

    found: set[Product] = set()
    for line in ll.splitlines():
        if (m := _MUL.match(line)) is None:
            continue
        a, b = operand(m.group(1)), operand(m.group(2))
        if a is None or b is None or a.kind == b.kind == "const":
            continue
        found.add(Product(*sorted((a, b))))
    return tuple(sorted(found))
