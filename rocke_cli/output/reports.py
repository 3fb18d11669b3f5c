"""Machine-readable reports: JSON and JUnit XML, written atomically, stable byte for byte."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import quoteattr

from ..files import write_atomic


def write_json(path: str | Path, data: object) -> None:
    write_atomic(Path(path), json.dumps(data, sort_keys=True, indent=2) + "\n")


def write_junit(path: str | Path, suite: str, cases: Sequence[tuple[str, str, str | None]]) -> None:
    """cases: (classname, name, failure message or None)."""
    by_class: dict[str, list[tuple[str, str | None]]] = {}
    for cls, name, failure in cases:
        by_class.setdefault(cls, []).append((name, failure))
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<testsuites name={quoteattr(suite)} tests="{len(cases)}" '
           f'failures="{sum(1 for c in cases if c[2])}">']
    for cls, items in by_class.items():
        fails = sum(1 for _, f in items if f)
        out.append(f'  <testsuite name={quoteattr(cls)} tests="{len(items)}" failures="{fails}">')
        for name, failure in items:
            if failure is None:
                out.append(f'    <testcase classname={quoteattr(cls)} name={quoteattr(name)}/>')
            else:
                out.append(f'    <testcase classname={quoteattr(cls)} name={quoteattr(name)}>')
                out.append(f'      <failure message={quoteattr(failure)}/>')
                out.append("    </testcase>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    write_atomic(Path(path), "\n".join(out) + "\n")
