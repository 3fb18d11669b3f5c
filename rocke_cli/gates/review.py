"""check-golden as one request: the check, the clustered explain, the pending store, and the
JUnit cases of the result (the command line only prints)."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine.catalog import Select
from ..output.reports import Case
from .check import EXEMPLAR_DIFF, Finding, check_golden_run


@dataclass(frozen=True)
class CheckRequest:
    select: Select
    flavors: Sequence[str]
    kinds: Sequence[str] = ("ll", "hip")
    jobs: int = 1
    explain: str | None = None  # a git revision to diff against
    pending: bool = False  # store what moved under .rocke/pending/ for `bless --pending`
    strict_toolchain: bool | None = None  # a missing tool is an error (None: only in CI)


@dataclass
class CheckReport:
    findings: list[Finding]
    explain_lines: list[str] = field(default_factory=list)
    clusters: list[dict] = field(default_factory=list)
    explained: set[tuple[str, str, str]] = field(default_factory=set)  # covered by a cluster
    pending: int | None = None  # entries stored for review (None: not asked)
    uncompared: list[str] = field(default_factory=list)  # tools missing: records not compared

    @property
    def bad(self) -> list[Finding]:
        return [f for f in self.findings if f.status != "MATCH"]


def check(req: CheckRequest) -> CheckReport:
    if not req.explain:
        run = check_golden_run(req.select, req.flavors, req.kinds, req.jobs,
                               strict_toolchain=req.strict_toolchain)
        rep = CheckReport(run.findings)
    else:
        from .explain import ExplainRequest, explain, plan_old_side, report_lines
        from .revision import emitting_at

        ereq = ExplainRequest(req.explain, req.flavors, req.kinds, req.jobs)
        with contextlib.ExitStack() as stack:
            old: list = []

            def start(changed: list) -> None:
                # the old side is emitted while this side computes canonical forms
                if changed:
                    side = plan_old_side(ereq, changed)
                    wait = stack.enter_context(emitting_at(req.explain, side.args)) \
                        if side.args is not None else None
                    old.append((side, wait))

            run = check_golden_run(req.select, req.flavors, req.kinds, req.jobs,
                                   on_moved=start, strict_toolchain=req.strict_toolchain)
            rep = CheckReport(run.findings)
            if rep.bad:
                from .schedules import explain_lines

                ex = explain(ereq, run, old[0] if old else None)
                rep.findings = ex.findings
                rep.explain_lines = report_lines(ex, req.explain) + \
                    explain_lines(ex.findings, req.explain)
                rep.clusters = [c.to_json() for c in ex.clusters]
                rep.explained = {m for c in ex.clusters for m in c.members}
    rep.uncompared = run.uncompared
    if req.pending:
        from . import pending

        rep.pending = pending.store(run, req.select, req.flavors, req.kinds)
    return rep


FOLD = 8  # a group of more entries than this prints as one line (-v lists every entry)


def _source(f: Finding, parsed: dict) -> str:
    """What produced a finding's artifact: the template file (a kernel moved), or its kind.
    `parsed`: family -> its config file, read once per family."""
    from ..engine import catalog
    from ..engine.families import FAMILIES
    from . import golden
    from .check import TOOLCHAIN
    from .schedules import LABEL

    if f.flavor == "-":
        return "refusals"
    if f.flavor == "*":
        return f"golden/{f.family}.json missing"
    if f.flavor == TOOLCHAIN:
        return f"toolchain {f.id}"  # one per environment: never folded
    if f.flavor == LABEL:
        return "loop schedule records"
    if f.status == "STALE":
        return "configs gone"
    kind = "hip" if f.flavor.removeprefix(golden.EXEMPLAR_PREFIX) == "hip" else "ll"
    pre = "exemplars of " if f.flavor.startswith(golden.EXEMPLAR_PREFIX) else ""
    if f.family not in parsed:
        parsed[f.family] = catalog.family_configs(f.family)
    cfg = parsed[f.family].by_id(f.id)
    return f"{pre}templates/{FAMILIES[f.family].template(cfg)}.{kind}.j2"


def finding_lines(findings: Sequence[Finding], skip: set[tuple[str, str, str]],
                  fold: int | None = FOLD) -> list[str]:
    """The lines of what did not MATCH, grouped per (status, family, template): a group of
    more than `fold` entries is one line with its counts and its first entry (None: every
    entry its own line, as -v asks). `skip`: entries a review already shows."""
    groups: dict[tuple[str, str, str], list[Finding]] = {}
    parsed: dict = {}
    for f in findings:
        if f.status != "MATCH" and (f.family, f.flavor, f.id) not in skip:
            groups.setdefault((f.status, f.family, _source(f, parsed)), []).append(f)
    out: list[str] = []
    for (status, fam, src), fs in groups.items():
        if fold is None or len(fs) <= fold:
            out += [f"{f.status}: {f.family} {f.id} {f.flavor}: {f.detail}" for f in fs]
            continue
        ids = list(dict.fromkeys(f.id for f in fs))
        fls = list(dict.fromkeys(f.flavor for f in fs))
        first = fs[0]
        out.append(f"{status}: {fam} {src}: {len(fs)} entries ({len(ids)} configs x "
                   f"{','.join(fls)}; -v lists each), first {first.id} {first.flavor}: "
                   f"{first.detail}")
        # an exemplar's entry carries its first differing line, the real IR: always shown
        out += [f"{f.status}: {f.family} {f.id} {f.flavor}: {f.detail}" for f in fs[1:]
                if EXEMPLAR_DIFF in f.detail]
    return out


def junit_cases(findings: Sequence[Finding]) -> list[Case]:
    """One case per entry; a refused config is a skip with its reason, never a pass."""
    out = []
    for f in findings:
        if f.flavor == "-":
            name = f.id
        else:
            name = f"{f.id} {f.flavor}"
        if f.status == "MATCH":
            refused = f.detail.removeprefix("refused: ") if f.flavor == "-" else None
            out.append(Case(f.family, name, skipped=refused))
        else:
            msg = f"{f.status}: {f.detail.split('; ')[0]}"
            # the body: everything known, the first differing line when explained
            out.append(Case(f.family, name, failure=msg,
                            body="\n".join(f"{f.status}: {f.detail}".split("; "))))
    return out
