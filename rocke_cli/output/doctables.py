"""Doc blocks generated from the code, so a doc cannot go stale unseen.

A block in a markdown file is marked

    <!-- rocke:table NAME -->
    ...generated text...
    <!-- /rocke:table -->

and NAME is a generator below (a function of the library, returning the block's text).
`python -m rocke_cli.output.doctables` (`make docs-tables`) rewrites every marked block of the
docs; `--check` rewrites nothing and exits 1 naming each block that differs (the test suite
runs the same check). A marker naming no generator, or one left open, is an error at its
file and line."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import RockeError

OPEN = re.compile(r"^<!-- rocke:table ([a-z0-9-]+) -->$")
CLOSE = "<!-- /rocke:table -->"
DOCS = ("README.md", "golden/README.md", "docs/*.md")  # where blocks may be, from the root


def catalog_counts() -> str:
    """Configs per family and body: how many, built, refused, per arch (from the catalog)."""
    from ..engine import catalog
    from ..engine.families import FAMILIES

    rows = ["| family | body | configs | built | refused | gfx942 | gfx950 |",
            "|---|---|---:|---:|---:|---:|---:|"]
    for fam in FAMILIES:
        groups: dict[str, list] = {}
        for c in catalog.family_configs(fam).configs:
            groups.setdefault(str(c.get("body", "scalar")), []).append(c)
        for body, cs in groups.items():
            refused = sum(1 for c in cs if catalog.build(fam, c.id).refused)
            arch = {a: sum(1 for c in cs if c.get("arch") == a) for a in ("gfx942", "gfx950")}
            rows.append(f"| `{fam}` | {body} | {len(cs)} | {len(cs) - refused} | {refused} | "
                        f"{arch['gfx942']} | {arch['gfx950']} |")
    return "\n".join(rows)


def golden_toolchain() -> str:
    """The toolchain record of the convert family's golden, as golden/README.md shows it."""
    from ..gates import golden

    g = golden.load("attention_bwd_convert") or {}
    rec = json.dumps(g.get("toolchain", {}), sort_keys=True, indent=2)
    return "```json\n" + '"toolchain": ' + rec + "\n```"


GENERATORS: dict[str, Callable[[], str]] = {
    "catalog-counts": catalog_counts,
    "golden-toolchain": golden_toolchain,
}


@dataclass(frozen=True)
class Block:
    path: Path
    name: str
    line: int  # 1-based line of the opening marker
    current: str
    wanted: str


def blocks(path: Path, text: str, generators: dict[str, Callable[[], str]] | None = None,
           shown: str | None = None) -> tuple[list[Block], str]:
    """The marked blocks of one file, and its text with each block regenerated."""
    generators = GENERATORS if generators is None else generators
    where = shown or str(path)
    lines = text.split("\n")
    out: list[str] = []
    found: list[Block] = []
    i = 0
    while i < len(lines):
        out.append(lines[i])
        m = OPEN.match(lines[i].strip())
        if m is None:
            i += 1
            continue
        name, start = m.group(1), i
        gen = generators.get(name)
        if gen is None:
            raise RockeError(f"{where}:{start + 1}: rocke:table {name}: no such generator "
                             f"(known: {', '.join(sorted(generators))})")
        end = next((j for j in range(i + 1, len(lines)) if lines[j].strip() == CLOSE), None)
        if end is None:
            raise RockeError(f"{where}:{start + 1}: rocke:table {name}: no closing '{CLOSE}'")
        current = "\n".join(lines[start + 1:end])
        wanted = gen().rstrip("\n")
        found.append(Block(path, name, start + 1, current, wanted))
        out += wanted.split("\n") + [lines[end]]
        i = end + 1
    return found, "\n".join(out)


def doc_files(root: Path) -> list[Path]:
    return sorted({p for pattern in DOCS for p in root.glob(pattern) if p.is_file()})


def run(root: Path, check: bool, files: Sequence[Path] | None = None) -> list[Block]:
    """Every marked block of the docs that differs from its generator: rewritten in place,
    or (check) only returned."""
    from ..files import write_atomic

    stale: list[Block] = []
    for path in files if files is not None else doc_files(root):
        text = path.read_text(encoding="utf-8")
        found, new = blocks(path, text, shown=str(path.relative_to(root)))
        moved = [b for b in found if b.current != b.wanted]
        stale += moved
        if moved and not check:
            write_atomic(path, new)
    return stale


def main(argv: Sequence[str] | None = None) -> int:
    from ..paths import root

    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    try:
        stale = run(root(), check)
    except RockeError as e:
        print(f"docs-tables: {e}", file=sys.stderr)
        return 2
    for b in stale:
        rel = b.path.relative_to(root())
        print(f"{'stale' if check else 'rewrote'}: {rel}:{b.line} rocke:table {b.name}")
    if check and stale:
        print("docs-tables: generated blocks differ from the code; `make docs-tables` "
              "rewrites them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
