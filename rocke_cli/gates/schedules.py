"""The loop-schedule records held like goldens (schedule/record.py): check-golden's findings for
them (flavor label `schedule`) and --explain's diff of a record against a revision.

A record vouches for one kernel text: MATCH when the kernel's llvm22 text is the one searched,
SEMANTIC when the text moved since (the order may no longer replay: `rocke schedule` searches
it again), NEW when a kernel asks for a schedule and has no record, STALE when a record's
kernel no longer asks for one or its config is gone. No search and no LLVM run here."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.artifacts import ConfigArtifacts
from ..engine.catalog import Select
from ..schedule import record
from ..schedule.replay import search_command
from ..toolchain.llc import wants
from ..toolchain.verify import ir_digest
from .finding import Finding
from .textdiff import hunks

LABEL = "schedule"  # the flavor label of a record's findings
FLAVOR = "llvm22"  # the text a record is searched for


def covered(flavors: Sequence[str], kinds: Sequence[str]) -> bool:
    """Whether a check of these flavors and kinds holds the records (they are llvm22's)."""
    return "ll" in kinds and FLAVOR in flavors


def findings(family: str, arts: Sequence[ConfigArtifacts], select: Select) -> list[Finding]:
    out = []
    disk = record.on_disk(family)
    for a in arts:
        text = None if a.refused else a.ll.get(FLAVOR)
        asks = text is not None and wants(text)
        path = disk.get(a.id)  # the family's records, listed once
        raw = record.read(path) if path is not None else None
        if raw is None:
            if asks:
                out.append(Finding(family, a.id, LABEL, "NEW", f"no recorded loop schedule; "
                                   f"{search_command(family, a.id)}"))
            continue
        rec = record.parse(raw, record.shown(path))
        if not asks:
            out.append(Finding(family, a.id, LABEL, "STALE", "a recorded loop schedule of a "
                               "kernel that no longer asks for one (`rocke schedule` removes "
                               "it)"))
        elif rec.text != (now := ir_digest(text)):
            out.append(Finding(family, a.id, LABEL, "SEMANTIC",
                               f"the kernel's text changed since its loop schedule was "
                               f"searched (record text {rec.text[:12]}, now {now[:12]}); "
                               f"{search_command(family, a.id)}"))
        else:
            out.append(Finding(family, a.id, LABEL, "MATCH",
                               "LLVM's order" if rec.llvm_order else
                               f"rocke's order, {rec.kept} moves kept"))
    present = {a.id for a in arts}
    for cid in sorted(set(disk) - present):
        if select.covers(cid):
            out.append(Finding(family, cid, LABEL, "STALE", "a recorded loop schedule, config "
                               "gone (`rocke schedule` removes it)"))
    return out


def explain_lines(found: Sequence[Finding], rev: str) -> list[str]:
    """Each record that did not MATCH, diffed against REV's (git show: no worktree)."""
    from .revision import file_at

    out = []
    for f in found:
        if f.flavor != LABEL or f.status == "MATCH":
            continue
        path = record.path_for(f.family, f.id)
        rel = f"golden/{f.family}/{record.SECTION}/{path.name}"
        now = record.read(path) or ""
        old = file_at(rev, rel) or ""
        hs = hunks(old, now)
        out.append("")
        if not hs:
            out.append(f"schedule {f.family} {f.id}: record unchanged since {rev}" +
                       ("" if now else " (none then or now)") +
                       ("; the kernel's text moved (its hunks above)" if f.status == "SEMANTIC"
                        else ""))
            continue
        moved = sum(1 for h in hs for ln in h.lines if ln.startswith("+"))
        out.append(f"schedule {f.family} {f.id}: record vs {rev} ({moved} lines added)")
        for h in hs:
            out.append(f"@@ {rel}:{h.old_start} @@")
            out += list(h.lines)
    return out
