"""Machine-readable reports: JSON and JUnit XML, written atomically (or to stdout for `-`),
stable byte for byte (times are the one exception: JUnit carries them by contract)."""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ..files import write_atomic

STDOUT = "-"


def _write(path: str | Path, text: str) -> None:
    if str(path) == STDOUT:
        sys.stdout.write(text)
        sys.stdout.flush()
    else:
        write_atomic(Path(path), text)


def write_json(path: str | Path, data: object) -> None:
    _write(path, json.dumps(data, sort_keys=True, indent=2) + "\n")


@dataclass(frozen=True)
class Case:
    """One JUnit test case. A failure has a one-line message and a body (the first differing
    line, the compiler's errors); a skip carries its reason (a refused config)."""

    classname: str
    name: str
    failure: str | None = None
    body: str = ""
    skipped: str | None = None
    time_s: float = 0.0


def write_junit(path: str | Path, suite: str, cases: Sequence[Case], time_s: float = 0.0) -> None:
    # imported here: saxutils pulls in urllib.request (45 ms), a cost to every command otherwise
    from xml.sax.saxutils import escape, quoteattr

    by_class: dict[str, list[Case]] = {}
    for c in cases:
        by_class.setdefault(c.classname, []).append(c)

    def counts(cs: Sequence[Case]) -> str:
        fails = sum(1 for c in cs if c.failure is not None)
        skips = sum(1 for c in cs if c.failure is None and c.skipped is not None)
        return f'tests="{len(cs)}" failures="{fails}" errors="0" skipped="{skips}"'

    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<testsuites name={quoteattr(suite)} {counts(cases)} time="{time_s:.3f}">']
    for cls, items in by_class.items():
        t = sum(c.time_s for c in items)
        out.append(f'  <testsuite name={quoteattr(cls)} {counts(items)} time="{t:.3f}">')
        for c in items:
            head = (f'    <testcase classname={quoteattr(cls)} name={quoteattr(c.name)} '
                    f'time="{c.time_s:.3f}"')
            if c.failure is not None:
                out.append(head + ">")
                out.append(f"      <failure message={quoteattr(c.failure)}>"
                           f"{escape(c.body or c.failure)}</failure>")
                out.append("    </testcase>")
            elif c.skipped is not None:
                out.append(head + ">")
                out.append(f"      <skipped message={quoteattr(c.skipped)}/>")
                out.append("    </testcase>")
            else:
                out.append(head + "/>")
        out.append("  </testsuite>")
    out.append("</testsuites>")
    _write(path, "\n".join(out) + "\n")
