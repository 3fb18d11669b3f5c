"""Renewing the shipped selection table (registry/shipped.py): model the kernels whose inputs
changed (all of them when the model or the compilers did), keep the others' figures, rank,
write golden/tune.json atomically under golden/'s lock."""

from __future__ import annotations

from ..engine.catalog import Select
from ..files import write_atomic
from ..registry import shipped
from .collect import perf_select


def renew(jobs: int = 1) -> tuple[bool, int]:
    """(written, kernels modeled). Nothing is modeled or written when the table is current."""
    from ..schedule.record import golden_lock

    old = shipped.load()
    llvm = shipped.compilers()
    now = shipped.inputs_now()  # every kernel rendered and its record read once
    if not shipped.stale(old, llvm, now):
        return False, 0
    todo = shipped.to_model(old, now)
    figures = dict(old.figures()) if old is not None else {}
    n = 0
    for fam, ids in todo.items():
        for kp in perf_select(Select(families=(fam,), configs=ids), jobs=jobs):
            figures[(kp.family, kp.id)] = kp
            n += 1
    text = shipped.made(figures, llvm, now).text()
    with golden_lock():
        write_atomic(shipped.path(), text)
    shipped.forget()
    return True, n
