"""check-golden --explain: the changed artifacts re-emitted at a git revision, diffed, and the
diffs clustered so that one template edit reads as one hunk, not one hunk per kernel.

Names are normalized first: the family, the config id and the kernel symbol become
`{family}`, `{id}`, `{kernel}`, and line numbers are dropped. Two hunks then belong to one
cluster when their changed lines (`-`/`+`) are equal up to the numbers inside value names: the
same edit reached through one loop body unrolled per vector (`%kvs.kh0`, `%kvs.kh1`) or with
other context around it. Every literal of a changed line outside a value name (`align 16`,
a type, a constant) must be equal, so two different edits never merge; the distinct exact
hunks of a cluster are counted as its variants."""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine import catalog
from ..engine.config import Config, FamilyConfigs
from ..paths import artifact_path
from ..reader import read_text
from .check import CheckRun, Finding
from .revision import emitted_at, golden_at, resolve
from .textdiff import Hunk, first_difference, hunks

DIFFED = ("COSMETIC", "SEMANTIC")
_IR_NAME = re.compile(r"[%@][-\w.$]+")  # an IR value, label or global name
_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True)
class ExplainRequest:
    rev: str
    flavors: Sequence[str]
    kinds: Sequence[str]
    jobs: int = 1


Member = tuple[str, str, str]  # (family, flavor, id)


@dataclass
class Cluster:
    """One distinct change: its first hunk (names normalized) and every artifact it occurs in."""

    lines: tuple[str, ...]
    first: str  # where the shown hunk is: "family/flavor/id.ll:LINE" (the revision's line)
    members: list[Member] = field(default_factory=list)
    statuses: Counter = field(default_factory=Counter)
    occurrences: int = 0
    variants: set[tuple[str, ...]] = field(default_factory=set)  # distinct exact hunks

    def to_json(self) -> dict:
        return {"hunk": list(self.lines), "first": self.first, "occurrences": self.occurrences,
                "variants": len(self.variants), "statuses": dict(sorted(self.statuses.items())),
                "members": [{"family": f, "flavor": fl, "id": i} for f, fl, i in self.members]}


@dataclass(frozen=True)
class Explained:
    findings: list[Finding]  # the input findings, details extended where a diff was made
    clusters: list[Cluster]  # most frequent first
    diffed: int  # artifacts diffed
    distinct_diffs: int  # artifacts grouped by their whole normalized diff
    universe: dict[str, list[Config]]  # per family: the built configs checked (for coverage)
    new: int = 0  # of `diffed`: NEW at the revision, diffed against their nearest sibling
    # (family, id, sibling, what differs) of each config diffed against a sibling
    pairs: list[tuple[str, str, str, list[str]]] = field(default_factory=list)


def normalize(lines: Sequence[str], names: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """`names`: (text, placeholder), longest first so an id inside a kernel name goes whole."""
    out = []
    for ln in lines:
        for text, ph in names:
            ln = ln.replace(text, ph)
        out.append(ln)
    return tuple(out)


def shape(lines: Sequence[str]) -> tuple[str, ...]:
    """The cluster key: the changed lines, value-name numbers dropped, every literal kept."""
    return tuple(_IR_NAME.sub(lambda m: _DIGITS.sub("#", m.group()), ln)
                 for ln in lines if not ln.startswith(" "))


def _names(f: Finding) -> list[tuple[str, str]]:
    kernel = catalog.build(f.family, f.id).abi.kernel
    pairs = [(kernel, "{kernel}"), (f.id, "{id}"), (f.family, "{family}")]
    return sorted(pairs, key=lambda p: -len(p[0]))


@dataclass
class OldSide:
    """The revision's side of each diffed artifact: the artifact itself where REV blessed its
    id, else (a NEW id, or one REV lacks: added and blessed, not yet committed) its nearest
    blessed sibling at REV, the config that differs from it in the fewest parameters."""

    rev: str
    emit_as: dict[Member, str]  # member -> the id whose text at REV is its old side
    siblings: dict[Member, tuple[str, list[str]]]  # member -> (sibling id, what differs)
    args: list[str] | None  # `rocke emit` options for REV; None: nothing to emit there


def differing(a: Config, b: Config) -> list[str]:
    """`key=a->b` for each parameter whose values differ (a parameter one lacks counts)."""
    keys = list(dict.fromkeys([*a.values, *b.values]))
    return [f"{k}={b.get(k, '-')}->{a.get(k, '-')}" for k in keys if a.get(k) != b.get(k)]


def nearest_sibling(cfg: Config, candidates: Sequence[Config]) -> tuple[Config, list[str]] | None:
    """The candidate that differs from `cfg` in the fewest parameters (the first in catalog
    order among equals), and how it differs."""
    best = None
    for c in candidates:
        if c.id == cfg.id:
            continue
        d = differing(cfg, c)
        if best is None or len(d) < len(best[1]):
            best = (c, d)
    return best


def _blessed_ids(g: dict | None, section: str) -> set[str]:
    if not isinstance(g, dict):
        return set()
    sec = g.get("hip") if section == "hip" else (g.get("ll") or {}).get(section)
    return set(sec) if isinstance(sec, dict) else set()


def plan_old_side(req: ExplainRequest, members: Sequence[Member]) -> OldSide:
    """Which id each member is diffed against at REV (read from REV's goldens, no worktree),
    and the `rocke emit` options that make exactly those texts."""
    resolve(req.rev)
    fams = sorted({fam for fam, _, _ in members})
    at_rev = {fam: golden_at(req.rev, fam) for fam in fams}
    emit_as: dict[Member, str] = {}
    siblings: dict[Member, tuple[str, list[str]]] = {}
    parsed: dict[str, FamilyConfigs] = {}  # each config file read once
    for m in members:
        fam, fl, cid = m
        there = _blessed_ids(at_rev[fam], fl)
        if cid in there:
            emit_as[m] = cid
            continue
        if fam not in parsed:
            parsed[fam] = catalog.family_configs(fam)
        fc = parsed[fam]
        near = nearest_sibling(fc.by_id(cid), [c for c in fc.configs if c.id in there])
        if near is not None:
            emit_as[m] = near[0].id
            siblings[m] = (near[0].id, near[1])
    if not emit_as:
        return OldSide(req.rev, emit_as, siblings, None)
    ids = sorted(set(emit_as.values()))
    args = [a for f in sorted({fam for fam, _, _ in emit_as}) for a in ("--family", f)]
    args += [a for i in ids for a in ("--config", i)]
    fls = [f for f in req.flavors if any(fl == f for _, fl, _ in emit_as)]
    kinds = (["ll"] if fls else []) + (["hip"] if any(fl == "hip" for _, fl, _ in emit_as)
                                       else [])
    args += ["--flavor", ",".join(fls or req.flavors), "--artifact", ",".join(kinds),
             "-j", str(req.jobs)]
    return OldSide(req.rev, emit_as, siblings, args)


def diff_targets(run: CheckRun) -> list[Finding]:
    """What explain diffs: every entry whose bytes moved, and every NEW built artifact (against
    its nearest blessed sibling); an exemplar's finding carries its own first difference."""
    return [f for f in run.findings if (f.family, f.flavor, f.id) in run.texts
            and (f.status in DIFFED or (f.status == "NEW" and f.flavor not in ("-", "*")))]


def explain(req: ExplainRequest, run: CheckRun,
            old: tuple[OldSide, Callable[[], Path]] | None = None) -> Explained:
    """`old`: the old side's plan and its emit, already started (see review.check); else
    planned and started here."""
    targets = diff_targets(run)
    universe = _universe(run.findings)
    if not targets:
        return Explained(list(run.findings), [], 0, 0, universe)
    if old is None:
        side = plan_old_side(req, [(f.family, f.flavor, f.id) for f in targets])
        if side.args is None:
            return _explain(req, run, targets, side, old_dir=None, universe=universe)
        with emitted_at(req.rev, side.args) as d:
            return _explain(req, run, targets, side, old_dir=d, universe=universe)
    side, wait = old
    return _explain(req, run, targets, side,
                    old_dir=wait() if side.args is not None else None, universe=universe)


def _explain(req: ExplainRequest, run: CheckRun, targets: list[Finding], side: OldSide, *,
             old_dir: Path | None, universe: dict[str, list[Config]]) -> Explained:
    extra: dict[int, str] = {}
    clusters: dict[tuple[str, ...], Cluster] = {}
    whole: set[tuple[tuple[str, ...], ...]] = set()
    diffed = new = 0
    pairs: dict[tuple[str, str], tuple[str, str, str, list[str]]] = {}
    for f in targets:
        m = (f.family, f.flavor, f.id)
        new_text = run.texts[m]
        as_id = side.emit_as.get(m)
        old_path = old_dir / artifact_path(f.family, f.flavor, as_id) \
            if old_dir is not None and as_id is not None else None
        if old_path is None or not old_path.exists():
            extra[id(f)] = (f"; not blessed at {req.rev}, and no blessed sibling there"
                            if as_id is None else f"; not emitted at {req.rev}")
            continue
        old = read_text(old_path, what="golden text")
        rel = artifact_path(f.family, f.flavor, as_id)
        note = ""
        if m in side.siblings:
            sib, diff = side.siblings[m]
            # the sibling's names read as this config's: the diff shows what the values change
            old = "\n".join(normalize(old.split("\n"), _rename(f.family, sib, f.id)))
            note = (f"; new at {req.rev}: diffed against its nearest blessed sibling {sib} "
                    f"({len(diff)} parameter{'s' if len(diff) != 1 else ''} differ: "
                    f"{', '.join(diff)})")
            new += 1
            pairs.setdefault((f.family, f.id), (f.family, f.id, sib, diff))
        extra[id(f)] = f"{note}; first difference vs {req.rev}: " \
                       f"{first_difference(old, new_text)}"
        diffed += 1
        names = _names(f)
        mine = [(normalize(h.lines, names), h) for h in hunks(old, new_text)]
        whole.add(tuple(n for n, _ in mine))
        for norm, h in mine:
            _add(clusters, norm, h, f, rel)
    out = [dataclasses.replace(f, detail=f.detail + extra[id(f)]) if id(f) in extra else f
           for f in run.findings]
    ranked = sorted(clusters.values(), key=lambda c: -len(c.members))  # stable: first seen
    return Explained(out, ranked, diffed, len(whole), universe, new, list(pairs.values()))


def _rename(family: str, sib: str, cid: str) -> list[tuple[str, str]]:
    """(sibling's name, this config's name) for its kernel symbol and id, longest first."""
    pairs = [(catalog.build(family, sib).abi.kernel, catalog.build(family, cid).abi.kernel),
             (sib, cid)]
    return sorted(pairs, key=lambda p: -len(p[0]))


def _add(clusters: dict[tuple[str, ...], Cluster], norm: tuple[str, ...], h: Hunk,
         f: Finding, rel: str) -> None:
    c = clusters.get(key := shape(norm))
    if c is None:
        c = clusters[key] = Cluster(norm, f"{rel}:{h.old_start}")
    c.occurrences += 1
    c.variants.add(norm)
    member = (f.family, f.flavor, f.id)
    if not c.members or c.members[-1] != member:  # one artifact's hunks arrive together
        c.members.append(member)
        c.statuses[f.status] += 1


def _universe(findings: Sequence[Finding]) -> dict[str, list[Config]]:
    ids: dict[str, set[str]] = {}
    for f in findings:
        if f.flavor not in ("-", "*") and f.status != "STALE":
            ids.setdefault(f.family, set()).add(f.id)
    return {fam: [c for c in catalog.family_configs(fam).configs if c.id in got]
            for fam, got in ids.items()}


def predicate(chosen: Sequence[Config], universe: Sequence[Config]) -> str | None:
    """The shortest `key=v1,v2 ...` conjunction over config values that selects exactly
    `chosen` among `universe` (the `--where` syntax), or None when no conjunction does."""
    want = {c.id for c in chosen}
    if want == {c.id for c in universe}:
        return ""
    keys = list(universe[0].values) if universe else []
    cond = {k: {c[k] for c in chosen} for k in keys}
    cond = {k: v for k, v in cond.items() if v != {c[k] for c in universe}}

    def exact(cs: dict) -> bool:
        return {c.id for c in universe if all(c[k] in v for k, v in cs.items())} == want

    if not exact(cond):
        return None
    for k in list(cond):  # drop what the others already imply, in parameter order
        trial = {kk: v for kk, v in cond.items() if kk != k}
        if exact(trial):
            cond = trial
    return " ".join(f"{k}={','.join(str(x) for x in sorted(v, key=str))}"
                    for k, v in cond.items())


def coverage(members: Sequence[Member], universe: dict[str, list[Config]]) -> list[str]:
    """One line per family and set of flavors: how many configs, and which (as a --where
    predicate when one exists, else every id)."""
    flavors: dict[tuple[str, str], list[str]] = {}
    for fam, fl, cid in members:
        flavors.setdefault((fam, cid), []).append(fl)
    groups: dict[tuple[str, tuple[str, ...]], list[str]] = {}
    for (fam, cid), fls in flavors.items():
        groups.setdefault((fam, tuple(fls)), []).append(cid)
    out = []
    for (fam, fls), ids in groups.items():
        uni = universe.get(fam, [])
        chosen = [c for c in uni if c.id in set(ids)]
        pred = predicate(chosen, uni)
        head = f"{fam} {','.join(fls)}: {len(ids)} of {len(uni)} configs"
        if pred == "":
            out.append(f"{head} (all)")
        elif pred is not None:
            out.append(f"{head} where {pred}")
        else:
            out.append(f"{head}: {' '.join(ids)}")
    return out


def report_lines(ex: Explained, rev: str) -> list[str]:
    """The clustered review: a summary line, then each distinct hunk once with its counts and
    coverage (most frequent first)."""
    n = len(ex.clusters)
    fresh = (f" ({ex.new} new at {rev}, each against its nearest blessed sibling)"
             if ex.new else "")
    out = [f"explain vs {rev}: {ex.diffed} changed artifacts{fresh}, {ex.distinct_diffs} "
           f"distinct diffs, {n} distinct hunk{'s' if n != 1 else ''} (names and ids "
           f"normalized)"]
    shown = 10  # a sibling per new config, enough to read the hunks by
    for fam, cid, sib, diff in ex.pairs[:shown]:
        out.append(f"  new {fam} {cid}: vs {sib} ({', '.join(diff)})")
    if len(ex.pairs) > shown:
        out.append(f"  ... and {len(ex.pairs) - shown} more new configs (--json lists each)")
    for i, c in enumerate(ex.clusters, start=1):
        status = ", ".join(f"{s} {k}" for s, k in sorted(c.statuses.items()))
        var = f", {len(c.variants)} variants" if len(c.variants) > 1 else ""
        out.append("")
        out.append(f"[{i}/{n}] {len(c.members)} artifacts ({status}), {c.occurrences} "
                   f"occurrences{var}")
        out += [f"  {line}" for line in coverage(c.members, ex.universe)]
        out.append(f"@@ first at {c.first} @@")
        out += list(c.lines)
    return out
