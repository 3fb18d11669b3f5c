"""bless: render, verify with LLVM, and write the selected golden entries atomically."""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from . import golden
from .artifacts import produce, sha256
from .catalog import Select
from .check import canonical_of, stale
from .errors import CheckFailed, RockeError


@dataclass
class BlessReport:
    # (family, section) -> {"added": [...], "changed": [...], "removed": [...], "refused": [...]}
    changes: dict[tuple[str, str], dict[str, list[str]]] = field(default_factory=dict)
    written: list[str] = field(default_factory=list)

    def note(self, family: str, section: str, kind: str, cid: str) -> None:
        d = self.changes.setdefault((family, section), {k: [] for k in
                                                         ("added", "changed", "removed",
                                                          "refused")})
        d[kind].append(cid)


def _set(report: BlessReport, fam: str, section: str, entries: dict, cid: str,
         value: object) -> None:
    old = entries.get(cid)
    if old is None:
        report.note(fam, section, "added", cid)
    elif old != value:
        report.note(fam, section, "changed", cid)
    entries[cid] = value


def bless(select: Select, flavors: Sequence[str], kinds: Sequence[str] = ("ll", "hip"),
          jobs: int = 1, verifier: Callable[..., list] | None = None) -> BlessReport:
    """verifier: takes verify.VerifyJob list and workers=, returns results (default:
    verify.verify)."""
    if verifier is None:
        from .verify import verify as verifier  # LLVM only when blessing for real
    report = BlessReport()
    # bad input fails before the lock file is even created: nothing is written
    select.apply()
    for f in select.family_names():
        golden.load(f)
    with golden.bless_lock():
        configs = select.apply()
        arts = produce(configs, flavors, kinds, jobs=jobs)
        olds = {f: golden.load(f) for f in select.family_names()}
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
                    _set(report, a.family, f, g["ll"][f], a.id, entry)
            if "hip" in kinds and a.hip is not None:
                entry = {"sha256": sha256(a.hip), "bytes": len(a.hip.encode())}
                _set(report, a.family, "hip", g["hip"], a.id, entry)
        _verify_or_fail(to_verify, configs, verifier, jobs)
        for fam in news:
            present = {c.id for c in configs if c.family == fam}
            for f in stale(fam, news[fam], present, select, flavors, kinds):
                sec = news[fam]["refused"] if f.flavor == "-" else (
                    news[fam]["hip"] if f.flavor == "hip" else news[fam]["ll"][f.flavor])
                sec.pop(f.id, None)
                report.note(fam, "refused" if f.flavor == "-" else f.flavor, "removed", f.id)
            live = set().union(*news[fam]["ll"].values(), news[fam]["hip"])
            for cid in set(news[fam]["canonical"]) - live:
                del news[fam]["canonical"][cid]
        # every file is rendered before any is replaced: a failure above leaves all untouched
        texts = {fam: golden.dumps(g) for fam, g in news.items()}
        for fam, text in texts.items():
            path = golden.path_for(fam)
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                golden.write_atomic(path, text)
                report.written.append(f"golden/{path.name}")
    return report


def _verify_or_fail(items: list, configs: list, verifier: Callable[..., list],
                    jobs: int) -> None:
    if not items:
        return
    from .verify import VerifyJob

    arch = {(c.family, c.id): c["arch"] for c in configs}
    vjobs = [VerifyJob(f"{a.family} {a.id} {f}", text, arch[(a.family, a.id)], f)
             for a, f, text in items]
    failed = [r for r in verifier(vjobs, workers=jobs) if not r.ok]
    if failed:
        first = failed[0]
        raise CheckFailed(f"{first.key}: fails LLVM verification: "
                          f"{first.errors[0] if first.errors else 'unknown error'}"
                          f" ({len(failed)} artifact(s) failed; nothing blessed)")


def refuse_no_guard() -> RockeError:
    return RockeError("--no-guard is a measurement switch: its artifacts are never blessed")
