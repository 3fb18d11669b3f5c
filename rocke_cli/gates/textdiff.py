"""First differing line and bounded unified diffs (a huge diff must not stall CI)."""

from __future__ import annotations

import difflib
import itertools
from dataclasses import dataclass

MAX_DIFF_LINES = 200


def first_difference(old: str, new: str) -> str:
    a, b = old.splitlines(), new.splitlines()
    for i, (x, y) in enumerate(itertools.zip_longest(a, b), start=1):
        if x != y:
            old_line, new_line = x if x is not None else "<end>", y if y is not None else "<end>"
            return f"line {i}: -{old_line} +{new_line}"
    return "no line differs (line endings or final newline)"


def unified(old: str, new: str, old_name: str, new_name: str) -> str:
    lines = list(difflib.unified_diff(old.splitlines(), new.splitlines(), old_name, new_name,
                                      lineterm=""))
    if len(lines) > MAX_DIFF_LINES:
        cut = len(lines) - MAX_DIFF_LINES
        lines = lines[:MAX_DIFF_LINES] + [f"... {cut} more diff lines"]
    return "\n".join(lines)


@dataclass(frozen=True)
class Hunk:
    old_start: int  # 1-based line of the hunk's first line in the old text
    new_start: int
    lines: tuple[str, ...]  # " ctx", "-old", "+new", in diff order


def hunks(old: str, new: str, context: int = 3) -> list[Hunk]:
    """The unified-diff hunks of two texts. The common head and tail are cut before difflib
    runs: a one-line edit of a 3,000-line kernel then costs a few lines of matching, not a
    quadratic scan (explain diffs hundreds of such kernels)."""
    a, b = old.splitlines(), new.splitlines()
    if a == b:
        return []
    head = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    lo = max(0, head - context)
    a_hi, b_hi = len(a) - max(0, tail - context), len(b) - max(0, tail - context)
    sm = difflib.SequenceMatcher(None, a[lo:a_hi], b[lo:b_hi], autojunk=False)
    out = []
    for group in sm.get_grouped_opcodes(context):
        lines: list[str] = []
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                lines += [" " + x for x in a[lo + i1:lo + i2]]
                continue
            lines += ["-" + x for x in a[lo + i1:lo + i2]]
            lines += ["+" + y for y in b[lo + j1:lo + j2]]
        out.append(Hunk(lo + group[0][1] + 1, lo + group[0][3] + 1, tuple(lines)))
    return out
