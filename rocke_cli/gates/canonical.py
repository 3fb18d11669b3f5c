"""The flavor-independent canonical form of an IR module (docs/design.md §6).

A cosmetic change (comments, blank lines, whitespace, value and label names, attribute-group and
metadata numbering, attribute order, datalayout/triple and the flavor spellings) leaves it
unchanged; anything else moves it. The canonical text is only ever hashed: it need not be valid IR,
but it must keep every semantic detail, so each rewrite below is a bijection on names or a
reordering of something LLVM treats as unordered.

Pure string processing, one pass per rule, regexes compiled once: it runs over every blessed module.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence

__all__ = ["canonical_key", "canonical_sha256", "canonicalize"]

# LLVM string literals have no backslash-quote escape (a quote is spelled \22), so a literal is
# '"' up to the next '"'; an unterminated one runs to the end of the line (kept verbatim).
_STRING = r'"[^"]*"?'
_STR_SPLIT = re.compile(f"({_STRING})")
_WS = re.compile(r"\s+")
_DROP = re.compile(r"(?:target (?:datalayout|triple)|source_filename) ?=")
_NAME = r"[-a-zA-Z$._0-9]+"
# a local: %name, %12 or %"any name"; a string literal first so a '%' inside one is skipped
_LOCAL = re.compile(rf'({_STRING})|%(?:({_NAME})|"([^"]*)")')
_LABEL = re.compile(rf'(?:({_NAME})|"([^"]*)"):(?= |$)')
_BARE = re.compile(r"[-a-zA-Z$._][-a-zA-Z$._0-9]*\Z")
_TYPE_DEF = re.compile(rf'%(?:({_NAME})|"([^"]*)") = type\b')
_FN_NAME = re.compile(rf'@(?:{_NAME}|"[^"]*")\(')
_NAMED_PARAM = re.compile(rf'\s%(?:({_NAME})|"[^"]*")\Z')
_ATTR_REF = re.compile(rf"({_STRING})|#(\d+)")
_ATTR_DEF = re.compile(r"attributes #(\d+) = \{(.*)\}\Z")
_MD_REF = re.compile(rf"({_STRING})|!(\d+)(?![-a-zA-Z$._0-9])")
_MD_DEF = re.compile(r"!(\d+) = ")
_OPEN, _CLOSE = "([{<", ")]}>"


def _clean(line: str) -> str:
    """The line without its comment, with whitespace outside strings collapsed and trimmed."""
    if '"' not in line:  # the common case: no string, so no ';' to protect
        cut = line.find(";")
        if cut >= 0:
            line = line[:cut]
        return _WS.sub(" ", line).strip()
    out = []
    for k, part in enumerate(_STR_SPLIT.split(line)):
        if k & 1:  # odd parts are string literals: untouched
            out.append(part)
            continue
        cut = part.find(";")
        if cut >= 0:
            out.append(_WS.sub(" ", part[:cut]))
            break
        out.append(_WS.sub(" ", part))
    return "".join(out).strip()


def _key(bare: str | None, quoted: str | None) -> str:
    # %"x.y" and %x.y are one name; %"12" (named) is not %12 (numbered), so it stays quoted
    if bare is not None:
        return bare
    assert quoted is not None
    return quoted if _BARE.match(quoted) else f'"{quoted}"'


class _Locals:
    """One function's local namespace: values and labels share one counter, as in LLVM."""

    def __init__(self, keep: set[str]) -> None:
        self.names: dict[str, str] = {}
        self.keep = keep  # named types: module-level, so not renamed

    def name(self, key: str) -> str:
        v = self.names.get(key)
        if v is None:
            v = self.names[key] = f"v{len(self.names)}"
        return v

    def _sub(self, m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return m.group(1)
        key = _key(m.group(2), m.group(3))
        return m.group(0) if key in self.keep else "%" + self.name(key)

    def line(self, ln: str) -> str:
        return _LOCAL.sub(self._sub, ln) if "%" in ln else ln


def _split_params(head: str) -> tuple[int, int, list[str]] | None:
    """(start, end, params) of the define line's parameter list, or None if it does not parse."""
    m = _FN_NAME.search(head)
    if not m:
        return None
    params, depth, start, i = [], 0, m.end(), m.end()
    while i < len(head):
        ch = head[i]
        if ch == '"':
            close = head.find('"', i + 1)
            if close < 0:
                return None
            i = close
        elif ch in _OPEN:
            depth += 1
        elif ch in _CLOSE and depth:
            depth -= 1
        elif ch == "," and not depth:
            params.append(head[start:i].strip())
            start = i + 1
        elif ch == ")":
            last = head[start:i].strip()
            if last or params:
                params.append(last)
            return m.end(), i, params
        i += 1
    return None


def _explicit_params(head: str) -> str:
    # unnamed parameters are %0, %1, ... implicitly: spell them out, so `(i32)` and `(i32 %0)`
    # canonicalize alike and an unnamed parameter still takes its slot before the body's values
    split = _split_params(head)
    if split is None:
        return head
    start, end, params = split
    slot = 0  # the next number: unnamed and %N parameters share the sequence
    out = []
    for p in params:
        if p and p != "...":
            m = _NAMED_PARAM.search(p)
            if m is None:
                p = f"{p} %{slot}"
                slot += 1
            elif m.group(1) and m.group(1).isdigit():
                slot += 1
        out.append(p)
    return head[:start] + ", ".join(out) + head[end:]


def _function(block: list[str], keep: set[str]) -> list[str]:
    loc = _Locals(keep)
    out = [loc.line(_explicit_params(block[0]))]  # parameters first: they appear first
    body = block[1:]
    if body and body[0] != "}" and not _LABEL.match(body[0]):
        # an unnamed entry block is %N, N the count of numbered parameters (a phi may name it):
        # give it a label line, as a named entry block has
        numbered = sum(k.isdigit() for k in loc.names)
        out.append(loc.name(str(numbered)) + ":")
    for ln in body:
        if ln == "}":
            out.append(ln)
        elif m := _LABEL.match(ln):
            out.append(loc.name(_key(m.group(1), m.group(2))) + ":")
            rest = ln[m.end():].strip()  # an instruction on the label's line: its own line
            if rest:
                out.append("  " + loc.line(rest))
        else:
            out.append("  " + loc.line(ln))
    return out


def _rename_locals(lines: list[str]) -> list[str]:
    keep = set()
    for ln in lines:
        if ln.startswith("%") and (m := _TYPE_DEF.match(ln)):
            keep.add(_key(m.group(1), m.group(2)))
    out: list[str] = []
    i, n = 0, len(lines)
    while i < n:
        ln = lines[i]
        if ln.startswith("define "):
            j = i
            if not ln.endswith("}"):  # else a one-line function
                while j + 1 < n and lines[j] != "}":
                    j += 1
            out += _function(lines[i:j + 1], keep)
            i = j + 1
            continue
        if ln.startswith("declare "):
            out.append(_Locals(keep).line(ln))  # parameter names of a declaration are cosmetic
        else:
            out.append(ln)
        i += 1
    return out


def _attr_items(body: str) -> list[str]:
    """The attributes of a group, split on spaces outside strings and brackets (lossless)."""
    items: list[str] = []
    cur: list[str] = []
    depth, quoted = 0, False
    for ch in body:
        if quoted:
            quoted = ch != '"'
        elif ch == '"':
            quoted = True
        elif ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
        elif ch == " " and depth <= 0:
            if cur:
                items.append("".join(cur))
                cur = []
            continue
        cur.append(ch)
    if cur:
        items.append("".join(cur))
    return items


def _renumber(lines: list[str], ref: re.Pattern[str], order: dict[str, str], mark: str,
              prefix: str) -> list[str]:
    def sub(m: re.Match[str]) -> str:
        if m.group(1) is not None:
            return m.group(1)
        return prefix + order.setdefault(m.group(2), str(len(order)))

    return [ref.sub(sub, ln) if mark in ln else ln for ln in lines]


def _first_refs(lines: list[str], ref: re.Pattern[str], mark: str, order: dict[str, str],
                definition: re.Pattern[str]) -> None:
    """Number the refs of every line but the definitions, in text order."""
    for ln in lines:
        if mark in ln and not definition.match(ln):
            for m in ref.finditer(ln):
                if m.group(2) is not None and m.group(2) not in order:
                    order[m.group(2)] = str(len(order))


def _attributes(lines: list[str]) -> tuple[list[str], list[str]]:
    # refs (define/declare/call lines) first, wherever the definitions sit; then groups no line
    # refers to, in definition order
    order: dict[str, str] = {}
    _first_refs(lines, _ATTR_REF, "#", order, _ATTR_DEF)
    for ln in lines:
        if ln.startswith("attributes ") and (m := _ATTR_DEF.match(ln)):
            order.setdefault(m.group(1), str(len(order)))
    body, defs = [], []
    for ln in _renumber(lines, _ATTR_REF, order, "#", "#"):
        if ln.startswith("attributes ") and (m := _ATTR_DEF.match(ln)):
            # a group is a set: its order is cosmetic
            items = " ".join(sorted(_attr_items(m.group(2))))
            defs.append((int(m.group(1)), f"attributes #{m.group(1)} = {{ {items} }}"))
        else:
            body.append(ln)
    return body, [d for _, d in sorted(defs)]


def _metadata(lines: list[str]) -> tuple[list[str], list[str]]:
    # refs outside definitions first (instructions, named metadata), then breadth-first through
    # the definitions in new-number order, so the numbering does not depend on where the
    # definitions happen to sit; nodes nothing reaches follow in definition order
    order: dict[str, str] = {}
    _first_refs(lines, _MD_REF, "!", order, _MD_DEF)
    rhs: dict[str, str] = {}
    roots: list[str] = []
    for ln in lines:
        if ln.startswith("!") and (m := _MD_DEF.match(ln)):
            rhs.setdefault(m.group(1), ln[m.end():])
            roots.append(m.group(1))
    keys = list(order)
    k = r = 0
    while True:
        while k < len(keys):
            for m in _MD_REF.finditer(rhs.get(keys[k], "")):
                n = m.group(2)
                if n is not None and n not in order:
                    order[n] = str(len(order))
                    keys.append(n)
            k += 1
        while r < len(roots) and roots[r] in order:
            r += 1
        if r == len(roots):
            break
        order[roots[r]] = str(len(order))
        keys.append(roots[r])
    body, defs = [], []
    for ln in _renumber(lines, _MD_REF, order, "!", "!"):
        if ln.startswith("!") and (m := _MD_DEF.match(ln)):
            defs.append((int(m.group(1)), ln))
        else:
            body.append(ln)
    return body, [d for _, d in sorted(defs)]


def _respell(text: str, spellings: Sequence[tuple[str, str]]) -> str:
    for literal, token in spellings:
        text = text.replace(literal, token)
    return text


def canonical_key(text: str, spellings: Sequence[tuple[str, str]] = ()) -> str:
    """A cheap key (string replacements only) of which the canonical form is a function: the
    text respelled, without the lines canonicalize drops whole (comment lines, datalayout,
    triple, source_filename). Two flavors of one kernel usually share it, so a caller
    canonicalizes one text per key, not one per flavor."""
    lines = _respell(text, spellings).split("\n")
    return "\n".join(ln for ln in lines if not ln.startswith(";") and not (
        ln.startswith(("target ", "source_filename")) and _DROP.match(ln)))


def canonicalize(text: str, spellings: Sequence[tuple[str, str]] = ()) -> str:
    """The canonical text of an LLVM IR module; `spellings` map flavor literals to one token."""
    text = _respell(text, spellings)
    # split on '\n' only: str.splitlines would also break at \x1c, \x85, ... inside a c"..."
    lines = [ln for ln in map(_clean, text.split("\n")) if ln and not _DROP.match(ln)]
    lines = _rename_locals(lines)
    lines, attrs = _attributes(lines)
    lines, mds = _metadata(lines)
    return "\n".join(lines + attrs + mds) + "\n"


def canonical_sha256(text: str, spellings: Sequence[tuple[str, str]] = ()) -> str:
    """Hex sha256 of the canonical text (utf-8): the `canonical` entry of a golden."""
    return hashlib.sha256(canonicalize(text, spellings).encode("utf-8")).hexdigest()
