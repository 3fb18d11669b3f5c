"""CLI of check-byte-identity: per family GREEN/RED, first differing line, RESULT last."""

from __future__ import annotations

from pathlib import Path

from . import ui
from .catalog import Select
from .errors import CheckFailed, RockeError
from .identity import compare, current_tree, native_tree, read_dir, repeat_trees, restrict
from .targets import parse_flavors


def select_args(select: Select, flavors: tuple[str, ...], kinds: tuple[str, ...]) -> list[str]:
    """The same selection as command-line options, for a subprocess `rocke emit`."""
    args = [a for f in select.families for a in ("--family", f)]
    args += [a for c in select.configs for a in ("--config", c)]
    args += [a for c in select.excludes for a in ("--exclude", c)]
    args += ["--arch", select.arch] if select.arch else []
    args += ["--shard", f"{select.shard[0]}/{select.shard[1]}"] if select.shard else []
    return args + ["--flavor", ",".join(flavors), "--artifact", ",".join(kinds)]


def run_identity(select: Select, flavor_spec: str | None, kinds: tuple[str, ...],
                 against: str | None, against_dir: str | None, native_dir: str | None,
                 emitter: tuple[str, ...], repeat: int | None, with_diff: bool, jobs: int,
                 timeout: float) -> None:
    from .native import parse_emitter_specs
    from .revision import emitted_at

    modes = [m for m in (against, against_dir, native_dir or emitter or None, repeat) if m]
    if len(modes) != 1:
        raise RockeError("check-byte-identity needs exactly one of --against REV, "
                         "--against-dir DIR, --native DIR / --emitter FAMILY=CMD, --repeat N")
    flavors = parse_flavors(flavor_spec)
    if repeat:
        if repeat < 2:
            raise RockeError("--repeat N needs N >= 2")
        trees = repeat_trees(repeat, select_args(select, flavors, kinds))
        results = {}
        for i, t in enumerate(trees[1:], start=2):
            for fam, fi in compare(t, trees[0], with_diff, (f"run{i}", "run1")).items():
                prev = results.get(fam)
                if prev is None or (prev.green and not fi.green):
                    results[fam] = fi
        _report(results, f"{repeat} fresh processes")
        return
    left = current_tree(select, flavors, ("ll",) if (native_dir or emitter) else kinds, jobs)
    if against:
        with emitted_at(against, select_args(select, flavors, kinds)) as d:
            right = read_dir(d)
        name = against
    elif against_dir:
        right = restrict(read_dir(Path(against_dir)), left, select, flavors, kinds)
        name = against_dir
    else:
        specs = parse_emitter_specs(emitter)
        right = native_tree(select, flavors, Path(native_dir) if native_dir else None, specs,
                            timeout)
        if specs and not native_dir:
            left = {k: v for k, v in left.items() if k.split("/", 1)[0] in specs}
        name = "native"
    _report(compare(left, right, with_diff, ("now", name)), name)


def _report(results: dict, against: str) -> None:
    rows = []
    for fam, fi in sorted(results.items()):
        for rel, first, diff in fi.differ:
            ui.line(f"DIFFERS: {rel}: {first}")
            if diff:
                print(diff)
        for rel in fi.only_left:
            ui.line(f"ONLY HERE: {rel}")
        for rel in fi.only_right:
            ui.line(f"ONLY IN {against}: {rel}")
        rows.append((fam, "GREEN" if fi.green else "RED", fi.same, len(fi.differ),
                     len(fi.only_left), len(fi.only_right)))
    ui.table(f"byte identity vs {against}", ("family", "verdict", "identical", "differ",
                                             "only here", f"only in {against}"), rows)
    red = [r[0] for r in rows if r[1] == "RED"]
    if red or not rows:
        print("RESULT: RED")
        raise CheckFailed(f"check-byte-identity: {', '.join(red) or 'nothing compared'}")
    print("RESULT: GREEN")
