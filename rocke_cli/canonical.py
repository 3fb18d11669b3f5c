"""The flavor-independent canonical form of an IR module (DESIGN section 6).

A cosmetic change (comments, blank lines, value and label names, attribute-group and metadata
numbering, attribute order, flavor spellings) leaves it unchanged; anything else moves it.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

_STRING = r'"(?:[^"\\]|\\.)*"'
# a comment starts at a ';' outside string literals
_COMMENT = re.compile(rf'({_STRING}|[^";])*')
_DROP = re.compile(r"^(target (datalayout|triple)|source_filename) = ")
_LOCAL = re.compile(rf'({_STRING})|%([-a-zA-Z$._0-9]+|"(?:[^"\\]|\\.)*")')
_LABEL = re.compile(r'^([-a-zA-Z$._0-9]+|"(?:[^"\\]|\\.)*"):(\s|$)')
_ATTR_REF = re.compile(rf"({_STRING})|#(\d+)")
_MD_REF = re.compile(rf"({_STRING})|!(\d+)\b")
_ATTR_DEF = re.compile(r"^attributes #(\d+) = \{(.*)\}$")
_MD_DEF = re.compile(r"^!(\d+) = ")
_TOKENS = re.compile(rf'(?:[^\s"]|{_STRING})+')


def _strip_comment(line: str) -> str:
    m = _COMMENT.match(line)
    return (m.group(0) if m else line).rstrip()


def _renumber_locals(lines: list[str]) -> list[str]:
    names: dict[str, str] = {}

    def sub(m: re.Match) -> str:
        if m.group(1):
            return m.group(1)  # inside a string literal: untouched
        name = m.group(2)
        if name not in names:
            names[name] = f"v{len(names)}"
        return "%" + names[name]

    out = []
    for ln in lines:
        lm = _LABEL.match(ln)
        if lm:
            name = lm.group(1)
            if name not in names:
                names[name] = f"v{len(names)}"
            ln = names[name] + ":" + ln[lm.end(1) + 1:]
        out.append(_LOCAL.sub(sub, ln))
    return out


def _renumber(lines: list[str], ref: re.Pattern, prefix: str) -> list[str]:
    order: dict[str, str] = {}

    def sub(m: re.Match) -> str:
        if m.group(1):
            return m.group(1)
        n = m.group(2)
        if n not in order:
            order[n] = str(len(order))
        return prefix + order[n]

    return [ref.sub(sub, ln) for ln in lines]


def canonicalize(text: str, spellings: Sequence[tuple[str, str]] = ()) -> str:
    for literal, token in spellings:
        text = text.replace(literal, token)
    lines = [_strip_comment(ln) for ln in text.splitlines()]
    lines = [ln for ln in lines if ln and not _DROP.match(ln)]
    # locals restart per function: renumber each define ... } block on its own
    out: list[str] = []
    i = 0
    while i < len(lines):
        if lines[i].startswith("define "):
            j = i
            while j < len(lines) and lines[j] != "}":
                j += 1
            out += _renumber_locals(lines[i:j + 1])
            i = j + 1
        else:
            out.append(lines[i])
            i += 1
    out = _renumber(out, _ATTR_REF, "#")
    out = _renumber(out, _MD_REF, "!")
    body, attrs, mds = [], [], []
    for ln in out:
        if m := _ATTR_DEF.match(ln):
            items = sorted(_TOKENS.findall(m.group(2)))
            attrs.append((int(m.group(1)), f"attributes #{m.group(1)} = {{ {' '.join(items)} }}"))
        elif m := _MD_DEF.match(ln):
            mds.append((int(m.group(1)), ln))
        else:
            body.append(ln)
    return "\n".join(body + [a for _, a in sorted(attrs)] + [d for _, d in sorted(mds)]) + "\n"


def canonical_sha256(text: str, spellings: Sequence[tuple[str, str]] = ()) -> str:
    return hashlib.sha256(canonicalize(text, spellings).encode("utf-8")).hexdigest()
