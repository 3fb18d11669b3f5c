"""check-golden --explain: the changed artifacts re-emitted at a git revision, diffed."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import catalog
from ..engine.artifacts import produce
from ..paths import artifact_path
from .check import Finding
from .revision import emitted_at
from .textdiff import first_difference, unified


@dataclass(frozen=True)
class Explained:
    findings: list[Finding]  # the input findings, details extended where a diff was made
    diffs: list[str]  # one unified diff per changed artifact


def explain(rev: str, findings: Sequence[Finding], flavors: Sequence[str],
            kinds: Sequence[str]) -> Explained:
    targets = [f for f in findings if f.status in ("COSMETIC", "SEMANTIC")]
    if not targets:
        return Explained(list(findings), [])
    families = sorted({x.family for x in targets})
    args = [a for f in families for a in ("--family", f)]
    args += [a for i in sorted({x.id for x in targets}) for a in ("--config", i)]
    args += ["--flavor", ",".join(flavors), "--artifact", ",".join(kinds), "-j", "1"]
    extra: dict[int, str] = {}
    diffs = []
    with emitted_at(rev, args) as old_dir:
        cfgs = {(c.family, c.id): c for fam in families
                for c in catalog.family_configs(fam).configs}
        for f in targets:
            a = produce([cfgs[(f.family, f.id)]], flavors, kinds)[0]
            new = (a.hip if f.flavor == "hip" else a.ll[f.flavor]) or ""
            rel = artifact_path(f.family, f.flavor, f.id)
            old_path = old_dir / rel
            if not old_path.exists():
                extra[id(f)] = f"; not emitted at {rev}"
                continue
            old = old_path.read_text(encoding="utf-8")
            extra[id(f)] = f"; first difference vs {rev}: {first_difference(old, new)}"
            diffs.append(unified(old, new, f"{rev}:{rel}", f"now:{rel}"))
    out = [dataclasses.replace(f, detail=f.detail + extra[id(f)]) if id(f) in extra else f
           for f in findings]
    return Explained(out, diffs)
