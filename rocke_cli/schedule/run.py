"""`rocke schedule`: search the loop order of every selected kernel whose text asks for it and
record it (record.py). The only place the search (search.py) runs.

The searches run in forked workers, the longest (the tiles that ask for extra climbs) first;
each record is written as its search ends (atomically, under the goldens' lock), so a stopped
run keeps what it finished. Records of selected kernels that no longer ask for a schedule, or
whose config is gone, are removed once every search succeeded."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine.artifacts import produce
from ..engine.catalog import Select
from ..errors import CheckFailed, RockeError
from ..settings import settings
from ..toolchain import llc
from ..toolchain.verify import ir_digest
from ..workers import ordered_map
from . import record
from .record import Record

if TYPE_CHECKING:
    from .search import Scheduled

FLAVOR = "llvm22"  # the text code objects are built from: the only one scheduled


@dataclass(frozen=True)
class Target:
    family: str
    id: str
    text: str
    arch: str

    @property
    def key(self) -> str:
        return f"{self.family} {self.id}"


@dataclass
class ScheduleReport:
    written: list[Path] = field(default_factory=list)  # records that changed
    unchanged: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)


def found_by(text: str, moves: int) -> str:
    """What found an order: the model's version, llc, the search's settings."""
    from ..perf.model import VERSION
    from .search import settings as search_settings

    return f"model {VERSION}; llc {llc.llc_identity()}; {search_settings(text, moves)}"


def targets(select: Select, jobs: int = 1) -> tuple[list[Target], set[tuple[str, str]]]:
    """The selected kernels whose llvm22 text asks for rocke's loop order, the longest
    searches (the tiles that ask for extra climbs) first, and every selected (family, id)
    (for pruning). --shard K/N takes every N-th of these kernels, not of all configs: the
    shards then hold alike shares of the searches."""
    from dataclasses import replace

    from ..engine import catalog

    arts = produce(replace(select, shard=None).apply(), (FLAVOR,), ("ll",), jobs=jobs)
    out = []
    for a in arts:
        if a.refused or not llc.wants(a.ll[FLAVOR]):
            continue
        arch = catalog.build(a.family, a.id).config["arch"]
        out.append(Target(a.family, a.id, a.ll[FLAVOR], arch))
    out.sort(key=lambda t: -llc.climbs(t.text))  # stable: selection order within
    if select.shard:
        k, n = select.shard
        out = out[k - 1::n]
    return out, {(a.family, a.id) for a in arts}


def search_one(t: Target, moves: int | None = None) -> Record:
    """Search one kernel's loop and make its record."""
    from .search import MOVES, search_kernel

    moves = moves or MOVES
    return record_of(t, search_kernel(t.text, t.arch, t.key, moves=moves), moves)


def record_of(t: Target, s: Scheduled, moves: int) -> Record:
    """The record of a search's result."""
    return Record(t.family, t.id, t.arch, ir_digest(t.text),
                  record.mir_digest([u.lines for u in s.units]), s.block,
                  found_by(t.text, moves), round(s.before, 1), round(s.after, 1), s.moves,
                  s.order, tuple(s.units[u].opcode for u in s.order))


def schedule(select: Select, jobs: int = 1, *, force: bool = False, moves: int | None = None,
             done: Callable[[Target, Record | None, str, float], None] | None = None
             ) -> ScheduleReport:
    """Search and record the selection's scheduled kernels (`moves`: the search's budget a
    kernel, search.MOVES by default; the record names it). `done(target, record or None,
    error, seconds)` after each. CheckFailed when a search failed (the others are written)."""
    if settings().ci and not force:
        raise RockeError("CI is set: rocke schedule records loop orders, CI only replays "
                         "them (`rocke check-golden` holds the records; `rocke schedule "
                         "--force` overrides)")
    llc.find_llc()
    todo, selected = targets(select, jobs)
    rep = ScheduleReport()

    def one(t: Target) -> tuple[Record | None, str, float]:
        t0 = time.perf_counter()
        try:
            return search_one(t, moves), "", time.perf_counter() - t0
        except RockeError as e:
            return None, str(e), time.perf_counter() - t0
        except llc.LlcFailed as e:
            return None, f"{t.key}: {e}", time.perf_counter() - t0

    with record.golden_lock():
        for t, (rec, err, secs) in zip(todo, ordered_map(one, todo, jobs), strict=True):
            if rec is None:
                rep.failures.append(err)
            else:
                path = record.path_for(t.family, t.id)
                old = record.read(path)
                if old == rec.dumps():
                    rep.unchanged.append(path)
                else:
                    record.write(rec)
                    rep.written.append(path)
            if done:
                done(t, rec, err, secs)
        if rep.failures:
            raise CheckFailed(f"schedule: {len(rep.failures)} of {len(todo)} searches failed "
                              f"(the others are recorded): {'; '.join(rep.failures[:5])}")
        if select.shard is None:  # a shard does not know what the others schedule
            rep.removed = _prune(select, {(t.family, t.id) for t in todo}, selected)
    return rep


def _prune(select: Select, scheduled: set[tuple[str, str]],
           selected: set[tuple[str, str]]) -> list[Path]:
    """Remove the records of selected kernels that no longer ask for a schedule, and of ids
    no config has (where the selection covers them, as bless removes stale entries)."""
    gone = []
    for fam in select.family_names():
        for cid, path in record.on_disk(fam).items():
            if (fam, cid) in scheduled:
                continue
            if (fam, cid) in selected or select.covers(cid):
                path.unlink(missing_ok=True)
                gone.append(path)
    return gone
