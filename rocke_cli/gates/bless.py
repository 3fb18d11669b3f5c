"""bless: render, verify with LLVM, and write the selected golden entries atomically.

`plan` decides (pure: artifacts + old goldens in, new goldens + what changed out); `bless`
does the I/O around it: lock, render, verify what changed, write."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.artifacts import ConfigArtifacts, produce, sha256
from ..engine.catalog import Select, build
from ..errors import CheckFailed, RockeError
from ..files import remove_stale_temps, staged
from ..paths import golden_dir, rel_to_root
from ..settings import settings
from . import golden
from .check import canonical_of, stale

CHANGE_KINDS = ("added", "changed", "removed", "refused")


@dataclass
class BlessReport:
    # (family, section) -> {"added": [...], "changed": [...], "removed": [...], "refused": [...]}
    changes: dict[tuple[str, str], dict[str, list[str]]] = field(default_factory=dict)
    written: list[str] = field(default_factory=list)

    def note(self, family: str, section: str, kind: str, cid: str) -> None:
        d = self.changes.setdefault((family, section), {k: [] for k in CHANGE_KINDS})
        d[kind].append(cid)


@dataclass
class BlessPlan:
    news: dict[str, dict]  # family -> the golden to write
    report: BlessReport
    to_verify: list[tuple[ConfigArtifacts, str, str]]  # (artifacts, flavor, text) that moved


def _set(report: BlessReport, fam: str, section: str, entries: dict, *, cid: str,
         value: object) -> None:
    old = entries.get(cid)
    if old is None:
        report.note(fam, section, "added", cid)
    elif old != value:
        report.note(fam, section, "changed", cid)
    entries[cid] = value


def plan(arts: Sequence[ConfigArtifacts], olds: dict[str, dict | None], select: Select,
         flavors: Sequence[str], kinds: Sequence[str]) -> BlessPlan:
    """The new goldens of the selected families: entries set from `arts`, refusals recorded,
    stale entries of what was selected removed; an .ll whose entry moved is to be verified."""
    report = BlessReport()
    news = {f: copy.deepcopy(g) if g else golden.empty(f) for f, g in olds.items()}
    to_verify = []
    for a in arts:
        g, old = news[a.family], olds[a.family] or golden.empty(a.family)
        if a.refused:
            if g["refused"].get(a.id) != a.refused:
                report.note(a.family, "refused", "refused", a.id)
            g["refused"][a.id] = a.refused
            for sec in [g["ll"][f] for f in flavors] + [g["hip"], g["canonical"]]:
                sec.pop(a.id, None)
            continue
        g["refused"].pop(a.id, None)
        if "ll" in kinds:
            canons = {f: canonical_of(t, f) for f, t in a.ll.items()}
            if len(set(canons.values())) != 1:
                split = ", ".join(f"{f}={c[:12]}" for f, c in canons.items())
                raise CheckFailed(f"{a.family} {a.id}: flavors differ in canonical form "
                                  f"({split}): the flavor table changes semantics")
            g["canonical"][a.id] = next(iter(canons.values()))
            for f, text in a.ll.items():
                entry = {"sha256": sha256(text), "bytes": len(text.encode())}
                if old["ll"].get(f, {}).get(a.id) != entry:
                    to_verify.append((a, f, text))
                _set(report, a.family, f, g["ll"][f], cid=a.id, value=entry)
        if "hip" in kinds and a.hip is not None:
            entry = {"sha256": sha256(a.hip), "bytes": len(a.hip.encode())}
            _set(report, a.family, "hip", g["hip"], cid=a.id, value=entry)
    for fam, g in news.items():
        present = {a.id for a in arts if a.family == fam}
        for f in stale(fam, g, present, select, flavors=flavors, kinds=kinds):
            sec = g["refused"] if f.flavor == "-" else (
                g["hip"] if f.flavor == "hip" else g["ll"][f.flavor])
            sec.pop(f.id, None)
            report.note(fam, "refused" if f.flavor == "-" else f.flavor, "removed", f.id)
        live = set().union(*g["ll"].values(), g["hip"])
        for cid in set(g["canonical"]) - live:
            del g["canonical"][cid]
    return BlessPlan(news, report, to_verify)


@dataclass(frozen=True)
class BlessRequest:
    select: Select
    flavors: Sequence[str]
    kinds: Sequence[str] = ("ll", "hip")
    jobs: int = 1
    force: bool = False  # write even under CI=true
    pending: bool = False  # bless exactly the stored review (its selection, its texts)


def refuse_in_ci(force: bool) -> None:
    """The snapshot tools' rule: CI checks goldens, it never writes them."""
    if settings().ci and not force:
        raise RockeError("CI is set: bless never writes goldens in CI (run `rocke check-golden`"
                         "; `rocke bless --force` overrides)")


def bless(req: BlessRequest) -> BlessReport:
    refuse_in_ci(req.force)
    expect = None
    select, flavors, kinds = req.select, req.flavors, req.kinds
    if req.pending:
        from . import pending

        stored = pending.load()  # refuses when the tree changed since the review
        select, flavors, kinds, expect = stored.select, stored.flavors, stored.kinds, stored
    # bad input fails before the lock file is even created: nothing is written
    select.apply()
    for f in select.family_names():
        golden.load(f)
    if "ll" in kinds:
        from ..toolchain.verify import preflight

        preflight(flavors)  # bless verifies what moved: its LLVMs are named up front
    with golden.bless_lock():
        # what a bless killed mid-write left (its temp files): only bless writes here, and
        # the lock says no other one is running
        remove_stale_temps(golden_dir())
        arts = produce(select.apply(), flavors, kinds, jobs=req.jobs)
        p = plan(arts, {f: golden.load(f) for f in select.family_names()}, select, flavors,
                 kinds)
        if expect is not None:
            _as_reviewed(p, expect.entries)
        writes, drops = exemplar_plan(arts, select, flavors, kinds)
        _verify_or_fail(p.to_verify, req.jobs)
        # every file is rendered before any is replaced: a failure above leaves all untouched
        texts = {golden.path_for(fam): golden.dumps(g) for fam, g in p.news.items()}
        with staged() as stage:  # all of them land, or none (a write error, a signal)
            for path, text in {**texts, **writes}.items():
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    stage.write(path, text)
                    p.report.written.append(rel_to_root(path))
            for path in drops:
                stage.remove(path)
                p.report.written.append(f"{rel_to_root(path)} (removed)")
    if req.pending:
        from . import pending

        pending.clear()
    return p.report


def exemplar_plan(arts: Sequence[ConfigArtifacts], select: Select, flavors: Sequence[str],
                  kinds: Sequence[str]) -> tuple[dict[Path, str], list[Path]]:
    """The exemplar texts to write (path -> text) and the files of ids no longer listed."""
    from ..engine import catalog
    from .check import covers

    writes: dict[Path, str] = {}
    drops: list[Path] = []
    sections = golden.exemplar_sections(flavors, kinds)
    for fam in select.family_names():
        wanted = catalog.family_configs(fam).exemplars
        for a in (a for a in arts if a.family == fam and a.id in wanted):
            if a.refused:
                raise RockeError(f"{fam} exemplar {a.id} is refused ({a.refused}): list a "
                                 f"built config under exemplars")
            for sec in sections:
                writes[golden.exemplar_file(fam, sec, a.id)] = (a.hip if sec == "hip"
                                                                 else a.ll[sec]) or ""
        for sec in sections:
            drops += [p for cid, p in golden.exemplar_files(fam, sec).items()
                      if cid not in wanted and covers(select, cid)]
    return writes, drops


def _as_reviewed(p: BlessPlan, reviewed: dict[tuple[str, str, str], str]) -> None:
    """Every entry bless would change was reviewed, and every reviewed text is what it writes
    (the fingerprint makes this hold; checked anyway, as the last word before a write)."""
    families = {fam for fam, fl, _ in reviewed if fl == "*"}  # a golden that did not exist
    whole = {(fam, cid) for fam, fl, cid in reviewed if fl == "-"}  # refusal moved: all of it
    for (fam, sec), d in p.report.changes.items():
        fl = "-" if sec == "refused" else sec
        for cid in (c for kind in CHANGE_KINDS for c in d[kind]):
            if fam not in families and (fam, cid) not in whole and (fam, fl, cid) not in reviewed:
                raise RockeError(f"{fam} {cid} {fl}: would change but was not reviewed; "
                                 f"run `rocke check-golden --pending` again")
    for (fam, fl, cid), sha in reviewed.items():
        if not sha or fl in ("-", "*"):
            continue
        g = p.news[fam]
        entry = g["hip"].get(cid) if fl == "hip" else g["ll"].get(fl, {}).get(cid)
        if entry is None or entry["sha256"] != sha:
            raise RockeError(f"{fam} {cid} {fl}: differs from the reviewed text; "
                             f"run `rocke check-golden --pending` again")


def _verify_or_fail(items: list[tuple[ConfigArtifacts, str, str]], jobs: int) -> None:
    if not items:
        return
    from ..toolchain.selection import verify_builds  # LLVM only when blessing for real

    checked = verify_builds([(build(a.family, a.id), f, t) for a, f, t in items], jobs)
    failed = [(j, errs) for j, r, errs in checked if not r.ok or errs]
    if failed:
        job, errs = failed[0]
        raise CheckFailed(f"{job.key}: fails LLVM verification: "
                          f"{errs[0] if errs else 'unknown error'}"
                          f" ({len(failed)} artifact(s) failed; nothing blessed)")


def refuse_no_guard() -> RockeError:
    return RockeError("--no-guard is a measurement switch: its artifacts are never blessed")
