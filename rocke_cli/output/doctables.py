"""Doc blocks generated from the code, so a doc cannot go stale unseen: the mechanism.

A block in a markdown file is marked

    <!-- rocke:table NAME -->
    ...generated text...
    <!-- /rocke:table -->

and NAME is one of the generators given (gates/doctables.py holds the project's: functions of
the library returning the block's text). `run` rewrites every marked block of the docs, or
(check) only returns those that differ. A marker naming no generator, or one left open, is an
error at its file and line."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..errors import RockeError
from ..reader import read_text

OPEN = re.compile(r"^<!-- rocke:table ([a-z0-9-]+) -->$")
CLOSE = "<!-- /rocke:table -->"
DOCS = ("README.md", "golden/README.md", "docs/*.md")  # where blocks may be, from the root


@dataclass(frozen=True)
class Block:
    path: Path
    name: str
    line: int  # 1-based line of the opening marker
    current: str
    wanted: str


Generators = Mapping[str, Callable[[], str]]


def blocks(path: Path, text: str, generators: Generators,
           shown: str | None = None) -> tuple[list[Block], str]:
    """The marked blocks of one file, and its text with each block regenerated."""
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


def run(root: Path, generators: Generators, *, check: bool,
        files: Sequence[Path] | None = None) -> list[Block]:
    """Every marked block of the docs that differs from its generator: rewritten in place,
    or (check) only returned."""
    from ..files import write_atomic

    stale: list[Block] = []
    for path in files if files is not None else doc_files(root):
        text = read_text(path, what="document")
        found, new = blocks(path, text, generators, shown=str(path.relative_to(root)))
        moved = [b for b in found if b.current != b.wanted]
        stale += moved
        if moved and not check:
            write_atomic(path, new)
    return stale
