"""`rocke show` for a reader: one config's values, derived plan, resources, ABI summary,
guard sites and artifact hashes, wrapped to the screen between items (an id, a number or a
name is never cut). `--json` gives the whole record instead."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

INDENT = "  "


def wrap(items: Iterable[str], width: int, indent: str = INDENT,
         lead: str | None = None) -> list[str]:
    """Items packed into lines of at most `width` columns, two spaces apart; an item wider
    than a line breaks only between its words (continuations indented once more). The first
    line starts with `lead` (default: `indent`), the others with `indent`."""
    lines: list[str] = []
    line = indent if lead is None else lead
    for item in items:
        for k, word in enumerate(item.split(" ")):
            glue = ("  " if line.strip() else "") if k == 0 else " "
            if line.strip() and len(line) + len(glue) + len(word) > width:
                lines.append(line)
                line, glue = indent + ("  " if k else ""), ""
            line += glue + word
    if line.strip():
        lines.append(line)
    return lines


def flat(d: Mapping[str, Any], prefix: str = "") -> list[str]:
    """`key=value` for every leaf of a nested mapping, nested keys joined by dots."""
    out: list[str] = []
    for k, v in d.items():
        if isinstance(v, Mapping):
            out += flat(v, f"{prefix}{k}.")
        else:
            out.append(f"{prefix}{k}={_value(v)}")
    return out


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return "-" if v is None else str(v)


def show_lines(desc: Mapping[str, Any], width: int = 80) -> list[str]:
    """The readable view of `inspect.describe`'s record."""
    out = [f"{desc['family']} {desc['id']}"]
    state = f"refused: {desc['refused']}" if desc.get("refused") else "built"
    out += wrap([f"index {desc['index']}", state], width)
    out.append("values")
    out += wrap(flat(desc["values"]), width)
    out.append("derived plan")
    out += wrap(flat(desc.get("derived") or {}), width)
    out.append("resources")
    lds = desc.get("lds") or {}
    out += wrap([f"LDS {sum(lds.values())} bytes:"] + [f"{k}={v}" for k, v in lds.items()]
                if lds else ["LDS none"], width)
    grid = desc.get("grid") or {}
    wg = desc["values"].get("wg_size")
    out += wrap(["grid"] + [f"{k}={v}" for k, v in grid.items()]
                + ([f"block={wg}"] if wg is not None else []), width)
    abi = desc.get("abi") or {}
    args = abi.get("args", [])
    out.append("ABI (rocke abi FAMILY ID: every argument with its doc)")
    out += wrap([f"kernel {abi.get('kernel', '-')}"], width)
    out += wrap([f"kernarg {abi.get('kernarg_size', '-')} bytes, {len(args)} arguments:"]
                + [f"{a['name']}@{a['offset']}:{a['type']}" for a in args], width)
    sites = desc.get("guard_sites") or []
    out.append("guard sites")
    out += wrap([f"{s['side']}: {s.get('bound') or 'trusted (' + str(s.get('trusted')) + ')'}"
                 for s in sites] or ["none"], width)
    arts = desc.get("artifacts")
    if arts:
        out.append("artifacts (sha256, first 12 hex digits)")
        out += wrap([f"{k}={v[:12]}" for k, v in sorted(arts.items())], width)
    return out
