"""bless: render, verify with LLVM, and write the selected golden entries atomically.

`plan` decides (pure: artifacts + old goldens in, new goldens + what changed out); `bless`
does the I/O around it: lock, render, verify what changed, write."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.artifacts import ConfigArtifacts, produce, sha256
from ..engine.catalog import Select, build
from ..errors import CheckFailed, RockeError
from ..files import remove_stale_temps, staged
from ..outdir import holds
from ..paths import golden_dir, rel_to_root
from ..settings import settings
from ..toolchain import identity
from . import golden
from .check import TOOLCHAIN, canonical_of, canonicals, stale

CHANGE_KINDS = ("added", "changed", "removed", "refused")


@dataclass
class BlessReport:
    # (family, section) -> {"added": [...], "changed": [...], "removed": [...], "refused": [...]}
    changes: dict[tuple[str, str], dict[str, list[str]]] = field(default_factory=dict)
    written: list[str] = field(default_factory=list)
    # env -> artifacts it verified (an .ll environment: LLVM verify + compile; hip: clang)
    verified: dict[str, int] = field(default_factory=dict)
    toolchain: dict[str, str] = field(default_factory=dict)  # env -> the identity that did

    def note(self, family: str, section: str, kind: str, cid: str) -> None:
        d = self.changes.setdefault((family, section), {k: [] for k in CHANGE_KINDS})
        d[kind].append(cid)


@dataclass
class BlessPlan:
    news: dict[str, dict]  # family -> the golden to write
    report: BlessReport
    # (artifacts, section, text) to verify before writing: an .ll flavor or "hip"; what moved,
    # and everything of an environment whose toolchain is not the recorded one
    to_verify: list[tuple[ConfigArtifacts, str, str]]


def _set(report: BlessReport, fam: str, section: str, entries: dict, *, cid: str,
         value: object) -> None:
    old = entries.get(cid)
    if old is None:
        report.note(fam, section, "added", cid)
    elif old != value:
        report.note(fam, section, "changed", cid)
    entries[cid] = value


def plan(arts: Sequence[ConfigArtifacts], olds: dict[str, dict | None], select: Select,
         flavors: Sequence[str], kinds: Sequence[str], *,
         canons: Mapping[tuple[str, str], str] | None = None,
         toolchain: Mapping[str, str] | None = None) -> BlessPlan:
    """The new goldens of the selected families: entries set from `arts`, refusals recorded,
    stale entries of what was selected removed; an artifact whose entry moved is to be
    verified. `canons`: canonical hashes already known, by (sha256 of text, flavor).
    `toolchain`: env -> identity of the toolchain verifying now (toolchain/identity.py); each
    environment's record is set to it, and when the record differs, every entry of that
    environment is verified again (see `_record`)."""
    report = BlessReport()
    news = {f: copy.deepcopy(g) if g else golden.empty(f) for f, g in olds.items()}
    for g in news.values():
        g["schema"] = golden.SCHEMA  # an older golden is written in the current format
        g.setdefault("toolchain", {})
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
            mine = {f: (canons or {}).get((sha256(t), f)) or canonical_of(t, f)
                    for f, t in a.ll.items()}
            if len(set(mine.values())) != 1:
                split = ", ".join(f"{f}={c[:12]}" for f, c in mine.items())
                raise CheckFailed(f"{a.family} {a.id}: flavors differ in canonical form "
                                  f"({split}): the flavor table changes semantics")
            g["canonical"][a.id] = next(iter(mine.values()))
            for f, text in a.ll.items():
                entry = {"sha256": sha256(text), "bytes": len(text.encode())}
                if old["ll"].get(f, {}).get(a.id) != entry:
                    to_verify.append((a, f, text))
                _set(report, a.family, f, g["ll"][f], cid=a.id, value=entry)
        if "hip" in kinds and a.hip is not None:
            entry = {"sha256": sha256(a.hip), "bytes": len(a.hip.encode())}
            if old["hip"].get(a.id) != entry:
                to_verify.append((a, "hip", a.hip))
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
    for fam, g in news.items():
        for env, ident in (toolchain or {}).items():
            _record(fam, g, (env, ident), old=olds[fam] or golden.empty(fam),
                    arts=[a for a in arts if a.family == fam], to_verify=to_verify,
                    report=report)
    return BlessPlan(news, report, to_verify)


def _record(fam: str, g: dict, now: tuple[str, str], *, old: dict,
            arts: Sequence[ConfigArtifacts], to_verify: list, report: BlessReport) -> None:
    """Record the toolchain `now` = (env, identity) for the entries of its environment. The
    record vouches for every entry it covers, so when it changes, every one of them is
    verified now: those this bless rendered join `to_verify`, and an entry it did not render
    (outside the selection) makes the bless an error, never a record that lies."""
    env, ident = now
    sections = identity.sections_of(env)
    entries = {(s, cid) for s in sections for cid in (g["hip"] if s == "hip" else g["ll"][s])}
    if not entries:
        g["toolchain"].pop(env, None)  # nothing of it blessed: nothing to vouch for
        return
    was = old.get("toolchain", {}).get(env)
    if was == ident:
        return
    queued = {(s, a.id) for a, s, _ in to_verify if a.family == fam}
    for a in arts:
        for s in sections:
            text = a.hip if s == "hip" else a.ll.get(s)
            if text is not None and (s, a.id) in entries and (s, a.id) not in queued:
                to_verify.append((a, s, text))
                queued.add((s, a.id))
    left = sorted(entries - queued)
    if left:
        raise RockeError(
            f"golden/{fam}.json: its {env} entries were verified with "
            f"{repr(was) if was else 'no recorded toolchain'}, the toolchain now is {ident!r}: "
            f"every {env} entry must be verified again, and {len(left)} are outside this "
            f"selection (e.g. {left[0][1]} {left[0][0]}); bless the whole family in every "
            f"flavor (`rocke bless --family {fam}`)")
    g["toolchain"][env] = ident
    report.note(fam, TOOLCHAIN, "changed" if was else "added", env)


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
    # bless verifies what it records and records what verified it: every tool the selection
    # needs is named up front, and identified
    now = identity.current(identity.envs_for(flavors, kinds))
    with golden.bless_lock():
        # what a bless killed mid-write left (its temp files): only bless writes here, and
        # the lock says no other one is running
        remove_stale_temps(golden_dir())
        arts = produce(select.apply(), flavors, kinds, jobs=req.jobs)
        canons = canonicals(((t, f) for a in arts for f, t in a.ll.items()), req.jobs)
        p = plan(arts, {f: golden.load(f) for f in select.family_names()}, select, flavors,
                 kinds, canons=canons, toolchain=now)
        if expect is not None:
            _as_reviewed(p, expect.entries)
        writes, drops = exemplar_plan(arts, select, flavors, kinds)
        _verify_or_fail(p.to_verify, req.jobs)
        p.report.verified = verified_counts(p.to_verify)
        p.report.toolchain = dict(now)
        # every file is rendered before any is replaced: a failure above leaves all untouched
        texts = {golden.path_for(fam): golden.dumps(g) for fam, g in p.news.items()}
        with staged() as stage:  # all of them land, or none (a write error, a signal)
            for path, text in {**texts, **writes}.items():
                if not holds(path, text.encode("utf-8")):  # bounded: never past its size
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
                      if cid not in wanted and select.covers(cid)]
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


def verified_counts(items: Sequence[tuple[ConfigArtifacts, str, str]]) -> dict[str, int]:
    """env -> how many of the artifacts verified before a write it checked."""
    out: dict[str, int] = {}
    for _, sec, _ in items:
        env = identity.env_of(sec)
        out[env] = out.get(env, 0) + 1
    return dict(sorted(out.items()))


def verified_line(rep: BlessReport) -> str:
    """What bless verified and with which toolchain, or that nothing needed it."""
    if not rep.verified:
        return ("verified: nothing (every entry already matched its golden, blessed with this "
                "toolchain)")
    parts = []
    for env, n in rep.verified.items():
        what = ".hip compiled" if env == identity.HIP else ".ll verified and compiled"
        parts.append(f"{n} {what} by {rep.toolchain.get(env, env)}")
    return "verified: " + "; ".join(parts)


def _verify_or_fail(items: list[tuple[ConfigArtifacts, str, str]], jobs: int) -> None:
    """Every .ll through LLVM and rocke's rules, every .hip through clang (gfx950's are not
    checkable by it); one failure and nothing is blessed."""
    if not items:
        return
    from ..toolchain.hip import HipJob, check_hip  # tools only when blessing for real
    from ..toolchain.selection import verify_builds

    lls = [(build(a.family, a.id), f, t) for a, f, t in items if f != "hip"]
    hips = [HipJob(f"{a.family} {a.id} hip", t, build(a.family, a.id).config["arch"])
            for a, f, t in items if f == "hip"]
    checked = verify_builds(lls, jobs, progress="verify .ll") if lls else []
    failed = [(j.key, "fails LLVM verification", errs) for j, r, errs in checked
              if not r.ok or errs]
    failed += [(h.key, "fails to compile", h.errors) for h in
               (check_hip(hips, workers=jobs, progress="compile .hip") if hips else [])
               if h.status == "failed"]
    if failed:
        key, what, errs = failed[0]
        raise CheckFailed(f"{key}: {what}: {errs[0] if errs else 'unknown error'}"
                          f" ({len(failed)} artifact(s) failed; nothing blessed)")


def refuse_no_guard() -> RockeError:
    return RockeError("--no-guard is a measurement switch: its artifacts are never blessed")
