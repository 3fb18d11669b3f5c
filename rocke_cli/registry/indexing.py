"""The one 32-bit index rule of the launch path: no launch whose sizes pass an i32 product its
kernel computes (engine/indexwidth.py reads them from the llvm22 text the build compiles).
registry/plan.py applies it to every launch of a chain; registry/cpp.py gives the generated
C++ the same products as data, checked the same way."""

from __future__ import annotations

from functools import cache

from ..engine.catalog import build
from ..engine.indexwidth import Product, i32_products
from ..engine.render import render
from .launch import Launch

INT32_MAX = (1 << 31) - 1
FLAVOR = "llvm22"  # the text `rocke build` compiles


@cache
def products(family: str, cid: str) -> tuple[Product, ...]:
    """The i32 products of sizes the kernel computes."""
    return i32_products(render(build(family, cid), "ll", FLAVOR))


def overflow(la: Launch) -> str | None:
    """Why the launch would pass a 32-bit index (the first product over 2^31 - 1, naming its
    operands, their values and the kernel), or None."""
    if la.empty:
        return None  # nothing runs
    args = {k: v for k, v in la.values if isinstance(v, int)}
    for p in products(la.family, la.id):
        v = p.value(args, la.grid)
        if v > INT32_MAX:
            x, y = p.a.extent(args, la.grid), p.b.extent(args, la.grid)
            return (f"{la.family} {la.id} computes {p.a.shown()} x {p.b.shown()} = {x} x {y} "
                    f"= {v} in 32 bits (limit 2^31 - 1)")
    return None
