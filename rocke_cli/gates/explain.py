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
from ..engine.config import Config
from ..paths import artifact_path
from .check import CheckRun, Finding
from .revision import emitted_at
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


def rev_args(req: ExplainRequest, moved: Sequence[tuple[str, str, str]]) -> list[str]:
    """`rocke emit` options for the old side: only the configs, flavors and kinds that moved."""
    args = [a for f in sorted({fam for fam, _, _ in moved}) for a in ("--family", f)]
    args += [a for i in sorted({cid for _, _, cid in moved}) for a in ("--config", i)]
    fls = [f for f in req.flavors if any(fl == f for _, fl, _ in moved)]
    kinds = (["ll"] if fls else []) + (["hip"] if any(fl == "hip" for _, fl, _ in moved) else [])
    return args + ["--flavor", ",".join(fls or req.flavors), "--artifact", ",".join(kinds),
                   "-j", str(req.jobs)]


def explain(req: ExplainRequest, run: CheckRun,
            old: Callable[[], Path] | None = None) -> Explained:
    """`old`: the old side's emit, already started (see review.check); else started here."""
    # an exemplar's finding carries its own first difference (its old text is on disk)
    targets = [f for f in run.findings if f.status in DIFFED and (f.family, f.flavor, f.id)
               in run.texts]
    universe = _universe(run.findings)
    if not targets:
        return Explained(list(run.findings), [], 0, 0, universe)
    if old is None:
        with emitted_at(req.rev, rev_args(req, [(f.family, f.flavor, f.id)
                                                for f in targets])) as d:
            return _explain(req, run, targets, d, universe)
    return _explain(req, run, targets, old(), universe)


def _explain(req: ExplainRequest, run: CheckRun, targets: list[Finding], old_dir: Path,
             universe: dict[str, list[Config]]) -> Explained:
    extra: dict[int, str] = {}
    clusters: dict[tuple[str, ...], Cluster] = {}
    whole: set[tuple[tuple[str, ...], ...]] = set()
    diffed = 0
    for f in targets:
        new = run.texts[(f.family, f.flavor, f.id)]
        rel = artifact_path(f.family, f.flavor, f.id)
        old_path = old_dir / rel
        if not old_path.exists():
            extra[id(f)] = f"; not emitted at {req.rev}"
            continue
        old = old_path.read_text(encoding="utf-8")
        extra[id(f)] = f"; first difference vs {req.rev}: {first_difference(old, new)}"
        diffed += 1
        names = _names(f)
        mine = [(normalize(h.lines, names), h) for h in hunks(old, new)]
        whole.add(tuple(n for n, _ in mine))
        for norm, h in mine:
            _add(clusters, norm, h, f, rel)
    out = [dataclasses.replace(f, detail=f.detail + extra[id(f)]) if id(f) in extra else f
           for f in run.findings]
    ranked = sorted(clusters.values(), key=lambda c: -len(c.members))  # stable: first seen
    return Explained(out, ranked, diffed, len(whole), universe)


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
    out = [f"explain vs {rev}: {ex.diffed} changed artifacts, {ex.distinct_diffs} distinct "
           f"diffs, {n} distinct hunk{'s' if n != 1 else ''} (names and ids normalized)"]
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
