"""Compile the selected configs with real LLVM and model each kernel (perf_select): the
orchestration over a selection, above the model of one kernel (perf/kernel.py). A kernel whose loop
rocke schedules is modeled in its recorded order (schedule/replay.py), the code `rocke build`
writes; nothing here searches."""

from __future__ import annotations

from ..engine.catalog import Select, build
from ..errors import RockeError
from ..perf.flops import MODELED
from ..perf.kernel import analyze
from ..perf.report import KernelPerf
from ..perf.stalls import TOP
from ..toolchain.llc import LlcFailed, wants

OBJECT_FLAVOR = "llvm22"  # the text code objects are built from: the only one scheduled


def perf_select(select: Select, flavor: str = "llvm22", jobs: int = 1, *,
                stalls: bool = False, top: int = TOP) -> list[KernelPerf]:
    """Model every selected, non-refused config of the modeled families (MODELED; the worklist
    has no FLOPs and is skipped), compiled from its `flavor` text by real LLVM. In selection
    order. A kernel LLVM could not compile is an error. `stalls`, `top`: each with its stall
    table (stalls.py)."""
    from ..engine.artifacts import produce
    from ..schedule.replay import recorded, recorded_asm
    from ..toolchain.verify import VerifyJob, verify

    configs = [c for c in select.apply() if c.family in MODELED]
    live = [c for c in configs if not build(c.family, c.id).refused]
    if not live:
        return []
    arts = produce(live, [flavor], ("ll",), jobs=jobs)
    scheds = [(a.ll[flavor], c.values["arch"]) if flavor == OBJECT_FLAVOR and wants(a.ll[flavor])
              else None for a, c in zip(arts, live, strict=True)]
    for c, sched in zip(live, scheds, strict=True):
        if sched is not None:  # no record, or a stale one: said before any compile
            recorded(c.family, c.id, *sched)
    # a matrix-core body may hold AGPRs: judged as verify judges it (selection.ll_jobs)
    vjobs = [VerifyJob(f"{a.family} {a.id} {flavor}", a.ll[flavor], c.values["arch"], flavor,
                       want_asm=True, mfma=build(c.family, c.id).mfma)
             for a, c in zip(arts, live, strict=True)]
    tasks = []
    for c, r in zip(live, verify(vjobs, workers=jobs, progress="perf: compile"), strict=True):
        if not r.asm or not r.kernels:
            why = r.errors[0] if r.errors else "no assembly"
            raise RockeError(f"{c.family} {c.id} {flavor}: cannot model: {why}")
        # a judged-unacceptable kernel (spills, AGPRs) still has code to model: say so
        notes = tuple(f"verify: {e}" for e in r.errors)
        tasks.append((c.family, c.id, r.asm, r.kernels[0], notes, scheds[len(tasks)]))

    def one(task: tuple) -> KernelPerf:
        fam, cid, asm, kernel, notes, sched = task
        if sched is not None:
            # the code `rocke build` writes for it: LLVM's, in the recorded loop order
            try:
                asm = recorded_asm(fam, cid, *sched)
            except LlcFailed as e:  # one line naming the kernel, never a traceback
                raise RockeError(f"{fam} {cid} {flavor}: cannot model: {e}") from None
            notes += ("rocke's loop schedule, replayed from its record (its search scored "
                      "each order with this model)",)
        return analyze(build(fam, cid), flavor, asm, kernel, notes, stalls=stalls, top=top)

    # the simulations are CPU-bound: on the workers as the compiles were, in selection order
    from ..output import ui
    from ..workers import ordered_map

    out = []
    with ui.progress("perf: model", len(tasks)) as advance:
        for p in ordered_map(one, tasks, jobs, chunk=4):
            out.append(p)
            advance(1)
    return out
