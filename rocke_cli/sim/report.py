"""Verdicts of a sim run: per pipeline and config, errors per output, canaries, PASS/FAIL."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..output import ui
from ..output.reports import Case

COLUMNS = ("dq", "dk", "dv", "delta")


@dataclass
class Instance:
    """One planned pipeline instance with its results."""

    planned: dict[str, Any]
    cases: list[dict[str, Any]] = field(default_factory=list)  # guarded
    unguarded: list[dict[str, Any]] = field(default_factory=list)  # the negative control

    @property
    def missing(self) -> str | None:
        return self.planned["missing"]

    def negative_control(self) -> dict[str, Any] | None:
        if not self.unguarded:
            return None
        adv = [r for r in self.unguarded if r["case"] != "clean"]
        caught = [r["case"] for r in adv if not r["ok"]]
        survived = [r["case"] for r in adv if r["ok"]]
        clean = [r for r in self.unguarded if r["case"] == "clean"]
        clean_ok = all(r["ok"] for r in clean)
        why = None
        if not clean_ok:
            why = "the unguarded build fails on clean offsets"
        elif not caught:
            why = "no adversarial case caught the unguarded build: the check cannot fail"
        return {"caught": caught, "survived": survived, "clean_ok": clean_ok,
                "ok": why is None, "why": why}

    @property
    def ok(self) -> bool:
        if self.missing:
            return False
        nc = self.negative_control()
        return all(r["ok"] for r in self.cases) and (nc is None or nc["ok"])

    def to_json(self) -> dict[str, Any]:
        return {**self.planned, "ok": self.ok, "cases": self.cases, "vs_ll": vs_ll(self.cases),
                "negative_control": ({**self.negative_control(), "cases": self.unguarded}
                                     if self.unguarded else None)}


def _cell(res: list[dict[str, Any]], name: str) -> str:
    vals = [o for r in res for o in r.get("outputs", []) if o["name"] == name]
    if not vals:
        return "-"
    worst = max(vals, key=lambda o: o["max_abs"])
    return f"{worst['max_abs']:.2e} ({worst['max_rel']:.1e})"


def _other(res: list[dict[str, Any]]) -> str:
    names = sorted({o["name"] for r in res for o in r.get("outputs", [])} - set(COLUMNS))
    return ", ".join(f"{n} {_cell(res, n)}" for n in names) or "-"


def _canary(res: list[dict[str, Any]]) -> str:
    hits: dict[str, int] = {}
    for r in res:
        for n, c in r.get("canary_hits", {}).items():
            hits[n] = hits.get(n, 0) + c["before"] + c["after"]
    if not hits:
        return "intact"
    return "HIT " + ", ".join(f"{n}:{k}B" for n, k in sorted(hits.items()))


def vs_ll(res: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per output, the largest .hip-vs-.ll difference over the cases (absolute, in ulps of the
    output type) and how many covered elements differ in any bit."""
    out: dict[str, dict[str, Any]] = {}
    for r in res:
        for n, v in r.get("vs_ll", {}).items():
            o = out.setdefault(n, {"differ": 0, "count": 0, "max_abs": 0.0, "max_ulp": 0})
            o["differ"] += v["differ"]
            o["count"] += v["count"]
            o["max_abs"] = max(o["max_abs"], v["max_abs"])
            o["max_ulp"] = max(o["max_ulp"], v["max_ulp"])
    return out


def _vs_ll_cell(res: list[dict[str, Any]]) -> str:
    d = vs_ll(res)
    if not d:
        return "-"
    moved = {n: v for n, v in d.items() if v["differ"]}
    if not moved:
        return "bit-identical"
    return ", ".join(f"{n} {v['max_abs']:.1e} ({v['max_ulp']} ulp, {v['differ']}/{v['count']})"
                     for n, v in sorted(moved.items()))


def _failures(res: list[dict[str, Any]]) -> list[str]:
    out = []
    for r in res:
        if r["ok"]:
            continue
        why = [r["error"]] if r.get("error") else []
        why += [f"{o['name']} error {o['max_abs']:.3g} > bound {o['bound']:.3g}"
                for o in r.get("outputs", []) if o["max_abs"] > o["bound"] and not o["nan"]]
        why += [f"{o['name']} {o['nan']} NaN" for o in r.get("outputs", []) if o["nan"]]
        why += [f"{n}: {k} values written outside valid rows" for n, k in r["stray"].items()]
        why += [f"validation report vs guard: {d}" for d in r.get("guard_disagrees", [])]
        why += [f"canary {n} hit ({c['before']} bytes before, {c['after']} after)"
                for n, c in r.get("canary_hits", {}).items()]
        out.append(f"{r['case']}: " + "; ".join(why or ["failed"]))
    return out


def rows_of(name: str, inst: Instance) -> list[tuple]:
    anchor, art = inst.planned["anchor"], inst.planned.get("artifact", "ll")
    if inst.missing:
        return [(name, anchor, art, "-", "-", "-", "-", "-", "-", "-", "-",
                 f"FAIL: {inst.missing}")]
    out = []
    clean = [r for r in inst.cases if r["case"] == "clean"]
    adv = [r for r in inst.cases if r["case"] != "clean"]
    for label, res in (("clean", clean), (f"adversarial ({len(adv)})", adv)):
        if not res:
            continue
        bad = [r["case"] for r in res if not r["ok"]]
        verdict = "PASS" if not bad else "FAIL: " + ", ".join(bad)
        out.append((name, anchor, art, label, *(_cell(res, c) for c in COLUMNS), _other(res),
                    _canary(res), _vs_ll_cell(res), verdict))
    nc = inst.negative_control()
    if nc is not None:
        n = len(nc["caught"]) + len(nc["survived"])
        verdict = (f"CAUGHT {len(nc['caught'])}/{n}" if nc["ok"] else f"FAIL: {nc['why']}")
        out.append((name, anchor, art, f"no-guard ({n})", "", "", "", "", "",
                    _canary(inst.unguarded), "", verdict))
    return out


def print_report(results: dict[str, Any], adversarial: bool) -> None:
    rows = []
    for sk in results.get("skipped", []):
        ui.line(f"skipped: --artifact {sk['artifact']} for {sk['configs']} {sk['arch']} "
                f"config(s): {sk['why']}")
    for p in results["pipelines"]:
        if not p["available"]:
            ui.line(f"{p['name']}: unavailable: {p['reason']}")
            continue
        for inst in p["instances"]:
            rows += rows_of(p["name"], inst)
    if adversarial and not results.get("control", True):
        ui.line("no-guard control: not run (--no-control)")
    if rows:
        ui.table("sim", ("pipeline", "config", "artifact", "cases", "dQ abs (rel)", "dK", "dV",
                         "delta", "other", "canaries", ".hip vs .ll", "result"), rows)
    for p in results["pipelines"]:
        for inst in p.get("instances", []):
            for f in _failures(inst.cases):
                ui.line(f"FAIL: {p['name']} {inst.planned['anchor']} "
                        f"{inst.planned.get('artifact', 'll')} {f}")
            nc = inst.negative_control()
            if nc is not None:
                ui.line(f"no-guard {p['name']} {inst.planned['anchor']} "
                        f"{inst.planned.get('artifact', 'll')}: caught "
                        f"{', '.join(nc['caught']) or 'none'}; survived "
                        f"{', '.join(nc['survived']) or 'none'}")
            na = inst.planned.get("adversarial_na")
            if adversarial and na:
                ui.line(f"adversarial n/a: {p['name']} {inst.planned['anchor']}: {na}")


def done_line(name: str, inst: Instance) -> str:
    """One line per instance as soon as it finishes (a piped run shows its progress), naming
    its artifact: `--artifact ll,hip` runs each config twice, once per text."""
    n = len(inst.cases) + len(inst.unguarded)
    t = sum(r.get("time_s", 0.0) for r in inst.cases + inst.unguarded)
    art = inst.planned.get("artifact", "ll")
    return (f"{'PASS' if inst.ok else 'FAIL'}: {name} {inst.planned['anchor']} .{art} "
            f"({n} cases, {t:.1f} s)")


def junit_cases(results: dict[str, Any]) -> list[Case]:
    """One case per pipeline instance; an unavailable pipeline is a skip with its reason."""
    out = []
    for p in results["pipelines"]:
        if not p["available"]:
            out.append(Case(f"sim.{p['name']}", "pipeline", skipped=p["reason"]))
            continue
        for inst in p["instances"]:
            t = sum(r.get("time_s", 0.0) for r in inst.cases + inst.unguarded)
            name = inst.planned["anchor"]
            if inst.ok:
                out.append(Case(f"sim.{p['name']}", name, time_s=t))
                continue
            why = [f"missing: {inst.missing}"] if inst.missing else _failures(inst.cases)
            nc = inst.negative_control()
            if nc is not None and not nc["ok"]:
                why.append(f"no-guard control: {nc['why']}")
            out.append(Case(f"sim.{p['name']}", name, failure=(why or ["failed"])[0],
                            body="\n".join(why or ["failed"]), time_s=t))
    return out


def _span(x: Any) -> str:
    """[start, end) of a THD side, the length of a paged one, - for a dense one."""
    if isinstance(x, list):
        return f"[{x[0]}, {x[1]})"
    return "-" if x is None else f"len {x}"


def print_sequences(results: dict[str, Any]) -> None:
    """A given batch (--cu-seqlens-q): per sequence, the validation report's word and what
    became of it, once per distinct answer (instances that agree share one table)."""
    if results.get("given_skipped"):
        ui.line(f"skipped: {results['given_skipped']} dense (bshd) config(s): they take no "
                "offsets")
    seen: dict[str, list[str]] = {}
    tables: dict[str, list[tuple]] = {}
    for p in results["pipelines"]:
        for inst in p.get("instances", []):
            for r in inst.cases[:1]:
                seqs = r.get("sequences")
                if seqs is None:
                    continue
                rows = [(s["b"], _span(s["q"]), _span(s["kv"]), f"0x{s['status']:04x}",
                         ",".join(s["flags"]) or "-", s["outcome"]) for s in seqs]
                key = repr(rows)
                seen.setdefault(key, []).append(f"{p['name']} {inst.planned['anchor']}")
                tables[key] = rows
    for key, rows in tables.items():
        ui.table(f"sequences ({'; '.join(seen[key])})",
                 ("b", "q [start, end)", "kv", "status", "flags", "outcome"), rows)
