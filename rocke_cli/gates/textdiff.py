"""First differing line and bounded unified diffs (a huge diff must not stall CI)."""

from __future__ import annotations

import difflib
import itertools

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
