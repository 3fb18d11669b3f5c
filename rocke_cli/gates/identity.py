"""check-byte-identity: two sources of the same artifacts must agree byte for byte (section 7)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..engine.artifacts import produce, sha256
from ..engine.catalog import Select
from ..engine.emit import artifact_paths
from ..errors import RockeError
from ..paths import MANIFEST, PACKAGE, artifact_path, root
from ..reader import read_text
from .native import emitter_for, run_emitter
from .textdiff import first_difference, unified

Tree = dict[str, str]  # relpath -> text


@dataclass
class FamilyIdentity:
    family: str
    same: int = 0
    identical: list[str] = field(default_factory=list)  # the `same` files, by path
    differ: list[tuple[str, str, str]] = field(default_factory=list)  # (rel, first line, diff)
    only_left: list[str] = field(default_factory=list)
    only_right: list[str] = field(default_factory=list)

    @property
    def green(self) -> bool:
        return not (self.differ or self.only_left or self.only_right)


def current_tree(select: Select, flavors: Sequence[str], kinds: Sequence[str],
                 jobs: int) -> Tree:
    tree: Tree = {}
    for a in produce(select.apply(), flavors, kinds, jobs=jobs):
        tree.update(artifact_paths(a))
    return tree


MAX_ARTIFACT_BYTES = 64 << 20  # the largest emitted kernel text is well under 1 MiB


def read_dir(d: Path) -> Tree:
    """A tree written by `rocke emit`, through its manifest (files it lists, nothing else).
    The tree is untrusted input: the manifest and every file it lists must be regular files
    of bounded size inside `d` (a FIFO would hang the read, a listed `../x` leave the tree)."""
    from ..outdir import MAX_MANIFEST_BYTES, regular_size

    mpath = d / MANIFEST
    size = regular_size(mpath)
    if size is None or size > MAX_MANIFEST_BYTES:
        raise RockeError(f"{mpath}: not an emit manifest (not a regular file of at most "
                         f"{MAX_MANIFEST_BYTES} bytes)")
    try:
        manifest = json.loads(read_text(mpath, what="emit manifest", limit=MAX_MANIFEST_BYTES))
        files = manifest["files"]
        items = list(files.items())
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as e:
        raise RockeError(f"{mpath}: not an emit manifest ({type(e).__name__})") from None
    tree = {}
    for rel, entry in items:
        p = d / str(rel)
        if (not isinstance(rel, str) or not isinstance(entry, dict) or Path(rel).is_absolute()
                or ".." in Path(rel).parts):
            raise RockeError(f"{mpath}: entry {str(rel)[:80]!r} is not a file of the tree")
        size = regular_size(p)
        if size is None or size > MAX_ARTIFACT_BYTES:
            raise RockeError(f"{p}: listed in the manifest but not a regular file of at most "
                             f"{MAX_ARTIFACT_BYTES} bytes")
        text = read_text(p, what="file the manifest lists", limit=MAX_ARTIFACT_BYTES)
        if entry.get("sha256") and sha256(text) != entry["sha256"]:
            raise RockeError(f"{p}: does not match its manifest hash (edited after emit?)")
        tree[rel] = text
    return tree


def restrict(tree: Tree, like: Tree, select: Select, flavors: Sequence[str],
             kinds: Sequence[str]) -> Tree:
    """The part of `tree` the selection covers (the other side may hold more)."""
    fams = set(select.family_names())
    keep_sub = set(flavors) if "ll" in kinds else set()
    keep_sub |= {"hip"} if "hip" in kinds else set()
    out = {}
    for rel, text in tree.items():
        fam, sub, name = rel.split("/", 2)
        cid = name.rsplit(".", 1)[0]
        if fam in fams and sub in keep_sub and (rel in like or select.is_whole_family()
                                                 or _id_selected(select, cid)):
            out[rel] = text
    return out


def _id_selected(select: Select, cid: str) -> bool:
    import fnmatch

    if select.arch or select.shard:
        return False
    if select.configs and not any(fnmatch.fnmatchcase(cid, g) for g in select.configs):
        return False
    return not any(fnmatch.fnmatchcase(cid, g) for g in select.excludes)


def compare(left: Tree, right: Tree, with_diff: bool, names: tuple[str, str]) -> \
        dict[str, FamilyIdentity]:
    fams: dict[str, FamilyIdentity] = {}
    for rel in sorted(set(left) | set(right)):
        fi = fams.setdefault(rel.split("/", 1)[0], FamilyIdentity(rel.split("/", 1)[0]))
        if rel not in right:
            fi.only_left.append(rel)
        elif rel not in left:
            fi.only_right.append(rel)
        elif left[rel] == right[rel]:
            fi.same += 1
            fi.identical.append(rel)
        else:
            diff = unified(right[rel], left[rel], f"{names[1]}/{rel}", f"{names[0]}/{rel}") \
                if with_diff else ""
            fi.differ.append((rel, first_difference(right[rel], left[rel]), diff))
    return fams


def native_tree(select: Select, flavors: Sequence[str], emitters_dir: Path | None,
                emitters: dict[str, list[str]], timeout: float) -> Tree:
    """What the native emitters write, as emit would lay it out (ll only)."""
    tree: Tree = {}
    for c in select.apply():
        cmd = emitter_for(c.family, emitters_dir, emitters)
        if cmd is None:
            if emitters and c.family not in emitters and emitters_dir is None:
                continue  # --emitter names only its families
            raise RockeError(f"{c.family}: no native emitter")
        for fl in flavors:
            ans = run_emitter(cmd, [str(c.index), fl], timeout)
            if ans.rc == 0:
                try:
                    tree[artifact_path(c.family, fl, c.id)] = ans.stdout.decode("utf-8")
                except UnicodeDecodeError:
                    tree[artifact_path(c.family, fl, c.id)] = "<non-UTF-8 output>"
            elif ans.rc != 1:
                tree[artifact_path(c.family, fl, c.id)] = f"<emitter failed: rc {ans.rc}>"
    return tree


def repeat_trees(n: int, select_args: Sequence[str]) -> list[Tree]:
    """N fresh processes, each with its own hash seed, worker count, cwd, TZ and locale."""
    variants = [("0", "1", "UTC", "C"), ("1", "2", "America/New_York", "C.UTF-8"),
                ("4242", "3", "Asia/Kolkata", "POSIX"), ("random", "1", "Europe/Berlin", "C")]
    trees = []
    with tempfile.TemporaryDirectory(prefix="rocke-repeat-") as tmp:
        for i in range(n):
            seed, jobs, tz, loc = variants[i % len(variants)]
            cwd = Path(tmp) / f"cwd{i}"
            cwd.mkdir()
            out = Path(tmp) / f"out{i}"
            # another cwd each run: the root is named, the code is this process's own
            env = dict(os.environ, PYTHONPATH=str(PACKAGE.parent), ROCKE_ROOT=str(root()),
                       PYTHONHASHSEED=seed, TZ=tz,
                       LC_ALL=loc, LANG=loc)
            r = subprocess.run([sys.executable, "-m", "rocke_cli", "emit", "--out", str(out),
                                "-j", jobs, *select_args], cwd=cwd, env=env,
                               capture_output=True, text=True)
            if r.returncode != 0:
                raise RockeError(f"--repeat run {i + 1}: emit failed: "
                                 f"{(r.stderr.strip().splitlines() or ['?'])[-1]}")
            trees.append(read_dir(out))
    return trees


@dataclass(frozen=True)
class IdentityRequest:
    """One of the four modes: against (a git revision), against_dir, native_dir / emitters
    (FAMILY=CMD specs), repeat (N fresh processes)."""

    select: Select
    flavors: Sequence[str]
    kinds: Sequence[str] = ("ll", "hip")
    against: str | None = None
    against_dir: str | None = None
    native_dir: str | None = None
    emitters: tuple[str, ...] = ()
    repeat: int | None = None
    with_diff: bool = False
    jobs: int = 1
    timeout: float = 30.0


def check_identity(req: IdentityRequest) -> tuple[dict[str, FamilyIdentity], str]:
    """Per family identity of the two sources, and the name of the other source."""
    from .native import parse_emitter_specs
    from .revision import emitted_at

    modes = [m for m in (req.against, req.against_dir, req.native_dir or req.emitters or None,
                         req.repeat) if m]
    if len(modes) != 1:
        raise RockeError("check-byte-identity needs exactly one of --against REV, "
                         "--against-dir DIR, --native DIR / --emitter FAMILY=CMD, --repeat N")
    args = [*req.select.to_args(), "--flavor", ",".join(req.flavors),
            "--artifact", ",".join(req.kinds)]
    if req.repeat:
        if req.repeat < 2:
            raise RockeError("--repeat N needs N >= 2")
        trees = repeat_trees(req.repeat, args)
        results: dict[str, FamilyIdentity] = {}
        for i, t in enumerate(trees[1:], start=2):
            for fam, fi in compare(t, trees[0], req.with_diff, (f"run{i}", "run1")).items():
                prev = results.get(fam)
                if prev is None or (prev.green and not fi.green):
                    results[fam] = fi
        return results, f"{req.repeat} fresh processes"
    native = bool(req.native_dir or req.emitters)
    left = current_tree(req.select, req.flavors, ("ll",) if native else req.kinds, req.jobs)
    if req.against:
        with emitted_at(req.against, args) as d:
            right = read_dir(d)
        name = req.against
    elif req.against_dir:
        right = restrict(read_dir(Path(req.against_dir)), left, req.select, req.flavors,
                         req.kinds)
        name = req.against_dir
    else:
        specs = parse_emitter_specs(req.emitters)
        right = native_tree(req.select, req.flavors,
                            Path(req.native_dir) if req.native_dir else None, specs,
                            req.timeout)
        if specs and not req.native_dir:
            left = {k: v for k, v in left.items() if k.split("/", 1)[0] in specs}
        name = "native"
    return compare(left, right, req.with_diff, ("now", name)), name
