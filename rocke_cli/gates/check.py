"""check-golden: compare what the engine renders now with the blessed goldens. Never writes."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..cache import Cache, code_digest
from ..engine.artifacts import ConfigArtifacts, produce, sha256
from ..engine.catalog import Select
from ..engine.targets import FLAVORS
from ..reader import read_text
from ..settings import settings
from ..toolchain import identity
from ..toolchain.verify import ToolchainMissing
from . import canonical, golden, schedules
from .canonical import canonical_key, canonical_sha256
from .finding import Finding
from .textdiff import first_difference

STATUSES = ("MATCH", "COSMETIC", "SEMANTIC", "NEW", "STALE", "REFUSAL_CHANGED",
            "TOOLCHAIN_CHANGED")
TOOLCHAIN = "toolchain"  # the flavor label of a toolchain finding; its id names the environment
EXEMPLAR_DIFF = "exemplar text differs"  # a finding's detail that shows the real IR line


def canonical_of(text: str, flavor: str) -> str:
    return canonical_sha256(text, FLAVORS[flavor].spellings())


def toolchain_findings(family: str, g: dict, now: Mapping[str, str]) -> list[Finding]:
    """One finding per environment in `now` (env -> identity of the toolchain here) whose
    entries in `g` were blessed with another toolchain, or with none recorded: a MATCH proves
    the bytes passed verification only with the toolchain that verified them."""
    out = []
    for env, ident in now.items():
        if not any(_section(g, s) for s in identity.sections_of(env)):
            continue  # nothing of this environment is blessed: nothing to trust
        was = g.get("toolchain", {}).get(env)
        if was != ident:
            was_text = f"'{was}'" if was else f"no recorded toolchain ({g['schema']})"
            out.append(Finding(family, env, TOOLCHAIN, "TOOLCHAIN_CHANGED",
                               f"blessed with {was_text}, current '{ident}': goldens blessed "
                               f"with another toolchain are not trusted (`rocke bless` "
                               f"verifies them again with this one)"))
    return out


def _section(g: dict, section: str) -> dict:
    return g["hip"] if section == "hip" else g["ll"].get(section, {})


def _canon_key(text_sha: str, flavor: str) -> dict:
    # the result is a function of the text, the flavor's spellings and canonical.py's code
    return {"text": text_sha, "spellings": FLAVORS[flavor].spellings(),
            "code": code_digest(Path(canonical.__file__))}


def canonicals(items: Iterable[tuple[str, str]], jobs: int = 1) -> dict[tuple[str, str], str]:
    """(sha256 of text, flavor) -> canonical hash, for each (text, flavor): read from the
    content cache where it holds them; the rest computed (one per canonical key, over `jobs`
    processes) and stored."""
    cache = Cache("canonical")
    out: dict[tuple[str, str], str] = {}
    todo: dict[tuple[str, str], str] = {}  # -> canonical key
    for text, f in items:
        k = (sha256(text), f)
        if k in out or k in todo:
            continue
        hit = cache.get(_canon_key(*k), valid=lambda v: isinstance(v, str)
                        and bool(golden.SHA_RE.match(v)))
        if hit is not None:
            out[k] = hit
        else:
            todo[k] = canonical_key(text, FLAVORS[f].spellings())
    done = _hash_keys(sorted(set(todo.values())), jobs)
    for k, key in todo.items():
        out[k] = done[key]
        cache.put(_canon_key(*k), done[key])
    return out


def compare(arts: ConfigArtifacts, g: dict, flavors: Sequence[str],
            kinds: Sequence[str], canonicals: Mapping[str, str] | None = None) -> list[Finding]:
    """`canonicals`: canonical hashes already computed, by sha256 of the text."""
    fam, cid = arts.family, arts.id
    out: list[Finding] = []
    was_refused = g["refused"].get(cid)
    was_built = any(cid in g["ll"].get(f, {}) for f in flavors) or cid in g["hip"]
    if arts.refused:
        if was_refused == arts.refused:
            out.append(Finding(fam, cid, "-", "MATCH", f"refused: {arts.refused}"))
        elif was_refused is not None:
            out.append(Finding(fam, cid, "-", "REFUSAL_CHANGED",
                               f"refusal message was '{was_refused}', now '{arts.refused}'"))
        elif was_built:
            out.append(Finding(fam, cid, "-", "REFUSAL_CHANGED",
                               f"was emitted, now refused: {arts.refused}"))
        else:
            out.append(Finding(fam, cid, "-", "NEW", f"refused: {arts.refused}"))
        return out
    if was_refused is not None:
        return [Finding(fam, cid, "-", "REFUSAL_CHANGED",
                        f"was refused ('{was_refused}'), now emitted")]
    if "ll" in kinds:
        for f in flavors:
            text = arts.ll[f]
            entry = g["ll"].get(f, {}).get(cid)
            out.append(_compare_one(fam, cid, f, text, entry=entry,
                                    canon=g["canonical"].get(cid), known=canonicals))
    if "hip" in kinds and arts.hip is not None:
        out.append(_compare_one(fam, cid, "hip", arts.hip, entry=g["hip"].get(cid), canon=None))
    return out


def _compare_one(fam: str, cid: str, flavor: str, text: str, *, entry: dict | None,
                 canon: str | None, known: Mapping[str, str] | None = None) -> Finding:
    new = sha256(text)
    if entry is None:
        return Finding(fam, cid, flavor, "NEW", "not blessed")
    if entry["sha256"] == new:
        return Finding(fam, cid, flavor, "MATCH")
    detail = f"sha256 {entry['sha256'][:12]} -> {new[:12]}, {entry['bytes']} -> " \
             f"{len(text.encode())} bytes"
    now = (known or {}).get(new) if flavor != "hip" and canon is not None else None
    if flavor != "hip" and canon is not None and (now or canonical_of(text, flavor)) == canon:
        return Finding(fam, cid, flavor, "COSMETIC", detail + "; canonical form unchanged")
    return Finding(fam, cid, flavor, "SEMANTIC", detail)


def stale(family: str, g: dict, present: set[str], select: Select, *,
          flavors: Sequence[str], kinds: Sequence[str]) -> list[Finding]:
    """Blessed entries whose config no longer exists, among those the selection covers."""
    if select.arch or select.shard or select.where:
        return []  # an id alone does not say which arch or shard it fell in

    out = []
    for cid in sorted(set(g["refused"]) - present):
        if select.covers(cid):
            out.append(Finding(family, cid, "-", "STALE", "blessed as refused, config gone"))
    sections = [(f, g["ll"].get(f, {})) for f in flavors if "ll" in kinds]
    sections += [("hip", g["hip"])] if "hip" in kinds else []
    for f, entries in sections:
        for cid in sorted(set(entries) - present):
            if select.covers(cid):
                out.append(Finding(family, cid, f, "STALE", "blessed, config gone"))
    return out


def _canonical_task(key: str) -> tuple[str, str]:
    return key, canonical_sha256(key)


Moved = tuple[str, str, str]  # (family, flavor, id) of an .ll or .hip moved or new


def _moved(fam: str, arts: Sequence[ConfigArtifacts], g: dict, flavors: Sequence[str],
           kinds: Sequence[str]) -> tuple[list[Moved], list[tuple[str, str]]]:
    """What moved by its sha256 alone (cheap), or is new (no entry: explain diffs it against
    a sibling), and each moved .ll that has a canonical hash to compare with, as (text,
    flavor)."""
    moved: list[Moved] = []
    texts: list[tuple[str, str]] = []
    for a in arts:
        if a.refused or a.id in g["refused"]:
            continue
        for f, text in a.ll.items() if "ll" in kinds else ():
            entry = g["ll"].get(f, {}).get(a.id)
            if entry is None or entry["sha256"] != sha256(text):
                moved.append((fam, f, a.id))
                if entry and a.id in g["canonical"]:
                    texts.append((text, f))
        entry = g["hip"].get(a.id)
        if "hip" in kinds and a.hip is not None and (entry is None
                                                     or entry["sha256"] != sha256(a.hip)):
            moved.append((fam, "hip", a.id))
    return moved, texts


def _hash_keys(todo: Sequence[str], jobs: int) -> dict[str, str]:
    """Canonical hashes of canonical keys, over `jobs` processes: after a template edit this
    is the costly step of a check (hundreds of kernels moved), and the flavors of a kernel
    mostly share one key, so each key is hashed once."""
    if jobs <= 1 or len(todo) < 16:
        return dict(map(_canonical_task, todo))
    from ..workers import ordered_map

    return dict(ordered_map(_canonical_task, todo, jobs, max(1, len(todo) // (jobs * 4))))


@dataclass
class CheckRun:
    findings: list[Finding]
    # (family, flavor, id) -> the text rendered now, for every entry that is not MATCH
    texts: dict[tuple[str, str, str], str]
    # the tools missing here, whose environments' toolchain records were not compared (only
    # outside CI and without --strict-toolchain: the hashes were compared all the same)
    uncompared: list[str] = field(default_factory=list)


def toolchain_here(envs: Sequence[str], strict: bool) -> tuple[dict[str, str], list[str]]:
    """env -> identity of each environment here, and the missing tools. What check-golden
    compares is bytes; the toolchain record says who verified them. Strict (CI, or asked),
    a missing tool is an error; otherwise its record is left uncompared, and said so."""
    try:
        return identity.current(envs), []
    except ToolchainMissing:
        if strict:
            raise
    now: dict[str, str] = {}
    missing: list[str] = []
    for env in envs:
        try:
            now.update(identity.current([env]))
        except ToolchainMissing as e:
            missing.append(f"{env} ({e})")
    return now, missing


def check_golden(select: Select, flavors: Sequence[str], kinds: Sequence[str] = ("ll", "hip"),
                 jobs: int = 1) -> list[Finding]:
    return check_golden_run(select, flavors, kinds, jobs, strict_toolchain=True).findings


def check_golden_run(select: Select, flavors: Sequence[str],
                     kinds: Sequence[str] = ("ll", "hip"), jobs: int = 1, *,
                     on_moved: Callable[[list[Moved]], None] | None = None,
                     strict_toolchain: bool | None = None) -> CheckRun:
    """The findings, and the text of what moved (explain and pending review read it: no
    second render). `on_moved` learns what moved by bytes before the canonical forms are
    computed (and what is new): explain starts emitting the old side then, so the two
    overlap."""
    configs = select.apply()
    arts = produce(configs, flavors, kinds, jobs=jobs)
    by_family: dict[str, list[ConfigArtifacts]] = {}
    for a in arts:
        by_family.setdefault(a.family, []).append(a)
    goldens = {fam: golden.load(fam) for fam in select.family_names()}
    # the toolchain here, for the environments the selection checks (a missing tool is an
    # error in CI, or when asked: without it nothing a golden records can be trusted)
    strict = settings().ci if strict_toolchain is None else strict_toolchain
    now, uncompared = toolchain_here(identity.envs_for(flavors, kinds), strict) \
        if any(goldens.values()) else ({}, [])
    moved: list[Moved] = []
    texts_moved: list[tuple[str, str]] = []
    for fam, g in goldens.items():
        if g is not None:
            m, t = _moved(fam, by_family.get(fam, []), g, flavors, kinds)
            moved += m
            texts_moved += t
    if on_moved is not None:
        on_moved(moved)
    canons = {sha: c for (sha, _), c in canonicals(texts_moved, jobs).items()}
    findings: list[Finding] = []
    texts: dict[tuple[str, str, str], str] = {}
    for fam, g in goldens.items():
        fam_arts = by_family.get(fam, [])
        if g is None:
            findings += [Finding(fam, a.id, "*", "NEW", f"golden/{fam}.json does not exist")
                         for a in fam_arts]
            continue
        for a in fam_arts:
            mine = compare(a, g, flavors, kinds, canons)
            for f in mine:
                if f.status != "MATCH" and f.flavor not in ("-", "*"):
                    text = a.hip if f.flavor == "hip" else a.ll[f.flavor]
                    texts[(fam, f.flavor, a.id)] = text or ""
            findings += mine
        findings += stale(fam, g, {a.id for a in fam_arts}, select, flavors=flavors,
                          kinds=kinds)
        findings += toolchain_findings(fam, g, now)
        findings += _fold(exemplars(fam, fam_arts, select, flavors=flavors, kinds=kinds),
                          findings)
        if schedules.covered(flavors, kinds):  # the loop orders recorded for llvm22 texts
            findings += schedules.findings(fam, fam_arts, select)
    return CheckRun(findings, texts, uncompared)


def _fold(ex: list[Finding], findings: list[Finding]) -> list[Finding]:
    """An exemplar that moved with its hash is that entry's change, not a second one: its
    first differing line (exact, no --explain needed) joins the hash's finding. Only an
    exemplar out of step with a matching hash (edited, missing, stale) stands alone."""
    moved = {(f.family, f.id, f.flavor): f for f in findings if f.status != "MATCH"}
    out = []
    for e in ex:
        hashed = moved.get((e.family, e.id, e.flavor.removeprefix(golden.EXEMPLAR_PREFIX)))
        if hashed is not None and e.status == "SEMANTIC":
            hashed.detail += "; " + e.detail
        elif hashed is None or e.status != "MATCH":
            out.append(e)
    return out


def exemplars(family: str, arts: Sequence[ConfigArtifacts], select: Select, *,
              flavors: Sequence[str], kinds: Sequence[str]) -> list[Finding]:
    """The exemplar texts held like the hashes: each listed exemplar's file must be what is
    rendered now, and no file may remain of an id no longer listed."""
    from ..engine import catalog

    wanted = catalog.family_configs(family).exemplars
    out = []
    for sec in golden.exemplar_sections(flavors, kinds):
        label = golden.EXEMPLAR_PREFIX + sec
        for a in arts:
            if a.id not in wanted:
                continue
            if a.refused:
                out.append(Finding(family, a.id, label, "REFUSAL_CHANGED",
                                   f"exemplar is refused ({a.refused}): it has no text"))
                continue
            text = a.hip if sec == "hip" else a.ll[sec]
            path = golden.exemplar_file(family, sec, a.id)
            if not path.exists() and not path.is_symlink():
                out.append(Finding(family, a.id, label, "NEW", "exemplar text not blessed"))
                continue
            old = read_text(path, what="exemplar text")
            if old == text:
                out.append(Finding(family, a.id, label, "MATCH"))
            else:
                out.append(Finding(family, a.id, label, "SEMANTIC", f"{EXEMPLAR_DIFF}: "
                                   f"{first_difference(old, text or '')}"))
        for cid in golden.exemplar_files(family, sec):
            if cid not in wanted and select.covers(cid):
                out.append(Finding(family, cid, label, "STALE", "exemplar no longer listed"))
    return out
