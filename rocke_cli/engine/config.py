"""Config files: load, validate and expand `configs/<family>.yaml` into typed configs.

Every error names the file, line and column of the node at fault (docs/design.md §3).
"""

from __future__ import annotations

import itertools
import re
import string
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

import yaml

from ..errors import RockeError, at
from ..reader import read_text

ID_RE = re.compile(r"[a-z0-9._-]+")  # used with fullmatch: "$" would admit a trailing newline
TOP_KEYS = ("family", "description", "name", "exemplars", "params", "sweep", "configs", "exclude",
            "refuse")
PARAM_KEYS = ("type", "choices", "default", "min", "max", "doc")
TYPES = {"str": str, "int": int}


@dataclass(frozen=True)
class Param:
    name: str
    type: str
    choices: tuple[Any, ...] | None
    default: Any
    min: int | None = None
    max: int | None = None
    # what the family's templates can build: a min/max range never widens it (a range for an
    # int param with any value in it, the window sides)
    supported: tuple[Any, ...] | range | None = None
    family: str = ""

    def accepts(self, value: Any) -> str | None:
        """None if value is valid, else why not."""
        py = TYPES[self.type]
        if type(value) is not py:  # bool is an int subclass: type() keeps them apart
            return f"parameter '{self.name}' must be {self.type}, got {_show(value)}"
        if self.choices is not None and value not in self.choices:
            opts = ", ".join(str(c) for c in self.choices)
            return f"parameter '{self.name}': {_show(value)} is not one of [{opts}]"
        if self.min is not None and value < self.min:
            return f"parameter '{self.name}': {value} is below the minimum {self.min}"
        if self.max is not None and value > self.max:
            return f"parameter '{self.name}': {value} is above the maximum {self.max}"
        if self.supported is not None and value not in self.supported:
            sup = self.supported
            ok = (f"{sup.start}..{sup.stop - 1}" if isinstance(sup, range)
                  else ", ".join(str(a) for a in sup))
            return (f"parameter '{self.name}': {_show(value)} is not supported by family "
                    f"{self.family} (supported: {ok})")
        return None


@dataclass(frozen=True)
class Config:
    """One point of a family: typed values, a stable id, its index in the expanded list."""

    family: str
    index: int
    id: str
    items: tuple[tuple[str, Any], ...]
    where: str  # file:line of the sweep or explicit entry that made it
    refused_by_rule: str | None = None

    @cached_property
    def values(self) -> Mapping[str, Any]:
        return dict(self.items)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def to_json(self) -> dict[str, Any]:
        return {"family": self.family, "index": self.index, "id": self.id,
                "items": [list(kv) for kv in self.items], "where": self.where,
                "refused_by_rule": self.refused_by_rule}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Config:
        return cls(d["family"], d["index"], d["id"], tuple(tuple(kv) for kv in d["items"]),
                   d["where"], d["refused_by_rule"])


@dataclass
class FamilyConfigs:
    family: str
    description: str
    path: str
    params: dict[str, Param]
    configs: list[Config] = field(default_factory=list)
    # ids whose full text bless keeps beside the hashes (golden/<family>/...), for review
    exemplars: tuple[str, ...] = ()

    def by_id(self, cid: str) -> Config:
        for c in self.configs:
            if c.id == cid:
                return c
        raise RockeError(f"{self.family}: no config with id '{cid}'")


def _shown(values: tuple[Any, ...] | range) -> str:
    if isinstance(values, range):
        return f"{values.start}..{values.stop - 1}"
    return ", ".join(str(a) for a in values)


def _show(v: Any) -> str:
    return repr(v) if isinstance(v, str) else str(v).lower() if isinstance(v, bool) else str(v)


class _Doc:
    """A composed YAML document: plain values plus the position of every node."""

    def __init__(self, path: str, text: str) -> None:
        self.path = path
        try:
            node = _compose(text)
        except yaml.MarkedYAMLError as e:
            raise _yaml_error(path, text, e) from None
        except yaml.YAMLError as e:
            raise RockeError(f"{path}: bad YAML: {e}") from None
        if node is None:
            raise at(path, 1, 1, "empty config file")
        self.root = node
        self._ctor = yaml.SafeLoader("")

    def err(self, node: yaml.Node, message: str) -> RockeError:
        return at(self.path, node.start_mark.line + 1, node.start_mark.column + 1, message)

    def where(self, node: yaml.Node) -> str:
        return f"{self.path}:{node.start_mark.line + 1}"

    def mapping(self, node: yaml.Node, what: str) -> list[tuple[str, yaml.Node, yaml.Node]]:
        if not isinstance(node, yaml.MappingNode):
            raise self.err(node, f"{what} must be a mapping")
        seen: set[str] = set()
        out = []
        for k, v in node.value:
            key = self.scalar(k)
            if not isinstance(key, str):
                raise self.err(k, f"{what}: key {_show(key)} must be a string")
            if key in seen:
                raise self.err(k, f"{what}: duplicate key '{key}'")
            seen.add(key)
            out.append((key, k, v))
        return out

    def sequence(self, node: yaml.Node, what: str) -> list[yaml.Node]:
        if not isinstance(node, yaml.SequenceNode):
            raise self.err(node, f"{what} must be a list")
        return list(node.value)

    def scalar(self, node: yaml.Node) -> Any:
        if not isinstance(node, yaml.ScalarNode):
            raise self.err(node, "expected a single value")
        try:
            return self._ctor.construct_object(node, deep=True)
        except (yaml.YAMLError, ValueError, TypeError) as e:
            # unknown tags (!foo), bad explicit tags (!!int abc), merge keys: the node is at fault
            why = getattr(e, "problem", None) or str(e).splitlines()[0]
            raise self.err(node, f"bad value: {why}") from None

    def string(self, node: yaml.Node, what: str) -> str:
        v = self.scalar(node)
        if not isinstance(v, str):
            raise self.err(node, f"{what} must be a string, got {_show(v)}")
        return v


def _compose(text: str) -> yaml.Node | None:
    """PyYAML's C parser (libyaml) where the wheel has it: reading every config is most of a
    small command's start. A document it rejects is parsed again by the Python one, whose
    messages the errors quote, so a message never depends on which parser is installed."""
    fast = getattr(yaml, "CSafeLoader", None)
    if fast is not None:
        try:
            return yaml.compose(text, Loader=fast)
        except yaml.YAMLError:
            pass
    return yaml.compose(text, Loader=yaml.SafeLoader)


def _yaml_error(path: str, text: str, e: yaml.MarkedYAMLError) -> RockeError:
    """Place a parse error where a reader looks: the problem, or where an unclosed quote or
    bracket opened when the problem is only the end of the file."""
    lines = text.count("\n") + (0 if text.endswith("\n") else 1)
    prob, ctx = e.problem_mark, e.context_mark
    mark = prob if prob is not None and (prob.line < lines or ctx is None) else ctx
    line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    msg = f"bad YAML: {e.problem or e.context}"
    if ctx is not None and e.context and ctx.line + 1 != line:
        msg += f" ({e.context} at line {ctx.line + 1})"
    return at(path, line, col, msg)


OPTIONAL = "?"  # `{param:?}`: nothing at the param's default, ".<value>" otherwise; `{param:?p}`
# writes ".p<value>" (a label for values that would not say which param they are: window sides)
LABEL_RE = re.compile(r"[a-z]*")


def _check_pattern(doc: _Doc, node: yaml.Node, pattern: str, params: Mapping[str, Any]) -> None:
    """The name pattern: {param} or {param:?} fields only, balanced braces, known parameters
    (an optional field needs a default: that is the value it leaves out of the id)."""
    try:
        parsed = list(string.Formatter().parse(pattern))
    except ValueError as e:  # an unbalanced brace
        raise doc.err(node, f"name pattern: {e}") from None
    for _, f, spec, conv in parsed:
        if f is None:
            continue
        optional = spec.startswith(OPTIONAL) and LABEL_RE.fullmatch(spec[1:]) is not None
        if conv or (spec and not optional) or f not in params:
            raise doc.err(node, f"name pattern uses unknown parameter '{f}'"
                          + (f" or format ':{spec}' (known: ':{OPTIONAL}', "
                             f"':{OPTIONAL}label' with a-z)" if spec else ""))
        if optional and params[f].default is None:
            raise doc.err(node, f"name pattern: optional field '{{{f}:?}}' needs a default "
                                f"for parameter '{f}'")


def format_id(pattern: str, values: Mapping[str, Any], params: Mapping[str, Any]) -> str:
    """The id of one config: an optional field adds an axis without renaming existing ids."""
    out = []
    for literal, f, spec, _ in string.Formatter().parse(pattern):
        out.append(literal)
        if f is None:
            continue
        if spec.startswith(OPTIONAL):
            label = spec[1:]
            out.append("" if values[f] == params[f].default else f".{label}{values[f]}")
        else:
            out.append(str(values[f]))
    return "".join(out)


def id_problem(cid: str) -> str | None:
    """Why `cid` cannot be an id, or None. An id names files (`<family>/<flavor>/<id>.ll`):
    a leading '.' would hide them, '..' reads as a parent directory to whoever joins it."""
    if not ID_RE.fullmatch(cid):
        return f"id {cid!r} has characters outside [a-z0-9._-]"
    if cid.startswith("."):
        return f"id {cid!r} starts with '.' (a hidden file)"
    if ".." in cid:
        return f"id {cid!r} contains '..'"
    return None


def load_family_configs(path: Path, known_families: Mapping[str, Any],
                        display: str | None = None) -> FamilyConfigs:
    """Load one config file; `known_families` maps family name -> spec (for its params)."""
    shown = display or str(path)
    # a config may be any file a user names: bounded, never a wait on a FIFO
    text = read_text(path, what="config file", shown=shown)
    doc = _Doc(shown, text)
    top = {k: (kn, vn) for k, kn, vn in doc.mapping(doc.root, "config file")}
    for key, (kn, _) in top.items():
        if key not in TOP_KEYS:
            raise doc.err(kn, f"unknown key '{key}' (known: {', '.join(TOP_KEYS)})")
    for req in ("family", "name", "params"):
        if req not in top:
            raise doc.err(doc.root, f"missing key '{req}'")
    fam_node = top["family"][1]
    family = doc.string(fam_node, "family")
    if family not in known_families:
        raise doc.err(fam_node, f"unknown family '{family}' (known: {', '.join(known_families)})")
    if path.stem != family:
        raise doc.err(fam_node, f"family '{family}' must live in {family}.yaml")
    spec = known_families[family]
    description = doc.string(top["description"][1], "description") if "description" in top else ""
    params = _params(doc, top["params"][1], spec)
    name_node = top["name"][1]
    pattern = doc.string(name_node, "name")
    _check_pattern(doc, name_node, pattern, params)

    points: list[tuple[dict[str, Any], str]] = []
    excludes = [doc_partial(doc, n, params, "exclude entry")
                for n in doc.sequence(top["exclude"][1], "exclude")] if "exclude" in top else []
    if "sweep" in top:
        points += [(p, w) for p, w in _sweep(doc, top["sweep"][1], params)
                   if not any(_matches(p, ex) for ex, _ in excludes)]
    if "configs" in top:
        for n in doc.sequence(top["configs"][1], "configs"):
            partial, _ = doc_partial(doc, n, params, "config")
            points.append((_complete(doc, n, partial, params), doc.where(n)))
    rules = []
    if "refuse" in top:
        for n in doc.sequence(top["refuse"][1], "refuse"):
            rule = {k: (kn, vn) for k, kn, vn in doc.mapping(n, "refuse rule")}
            for k, (kn, _) in rule.items():
                if k not in ("when", "message"):
                    raise doc.err(kn, f"refuse rule: unknown key '{k}' (known: when, message)")
            if "when" not in rule or "message" not in rule:
                raise doc.err(n, "refuse rule needs 'when' and 'message'")
            when, _ = doc_partial(doc, rule["when"][1], params, "refuse.when")
            rules.append((when, doc.string(rule["message"][1], "refuse message")))

    out = FamilyConfigs(family, description, shown, params)
    seen: dict[str, str] = {}
    for values, where in points:
        cid = format_id(pattern, values, params)
        if (why := id_problem(cid)) is not None:
            raise doc.err(name_node, why)
        if cid in seen:
            line = where.rsplit(":", 1)[1]
            raise RockeError(f"{shown}:{line}:1: duplicate id '{cid}' (first made at {seen[cid]})")
        seen[cid] = where
        refused = next((msg for when, msg in rules if _matches(values, when)), None)
        items = tuple((p, values[p]) for p in params)
        out.configs.append(Config(family, len(out.configs), cid, items, where, refused))
    if not out.configs:
        raise doc.err(doc.root, "the file defines no configs")
    if "exemplars" in top:
        out.exemplars = _exemplars(doc, top["exemplars"][1], out.configs)
    return out


def _exemplars(doc: _Doc, node: yaml.Node, configs: list[Config]) -> tuple[str, ...]:
    """A list of ids of this file's configs, each built (a refused config has no text)."""
    by_id = {c.id: c for c in configs}
    out: list[str] = []
    for n in doc.sequence(node, "exemplars"):
        cid = doc.string(n, "exemplar")
        if cid not in by_id:
            raise doc.err(n, f"exemplar '{cid}' is not an id of this file's configs")
        if by_id[cid].refused_by_rule:
            raise doc.err(n, f"exemplar '{cid}' is refused ({by_id[cid].refused_by_rule}): "
                             f"it has no text to keep")
        if cid in out:
            raise doc.err(n, f"exemplar '{cid}' is listed twice")
        out.append(cid)
    return tuple(out)


def _params(doc: _Doc, node: yaml.Node, spec: Any) -> dict[str, Param]:
    wanted: Mapping[str, Any] = spec.PARAMS
    params: dict[str, Param] = {}
    for name, kn, vn in doc.mapping(node, "params"):
        if name not in wanted:
            raise doc.err(kn, f"unknown parameter '{name}' for family {spec.name} "
                              f"(known: {', '.join(wanted)})")
        fields = {k: (fkn, fvn) for k, fkn, fvn in doc.mapping(vn, f"parameter '{name}'")}
        for k, (fkn, _) in fields.items():
            if k not in PARAM_KEYS:
                raise doc.err(fkn, f"parameter '{name}': unknown key '{k}' "
                                   f"(known: {', '.join(PARAM_KEYS)})")
        ptype = doc.string(fields["type"][1], "type") if "type" in fields else "str"
        if ptype not in TYPES:
            raise doc.err(fields["type"][1], f"parameter '{name}': unknown type '{ptype}' "
                                             f"(known: {', '.join(TYPES)})")
        if "doc" in fields:  # read by nothing else, but held to the schema: a string
            dn = fields["doc"][1]
            if not isinstance(dn, yaml.ScalarNode):
                raise doc.err(dn, f"parameter '{name}': 'doc' must be a string")
            doc.string(dn, f"parameter '{name}': 'doc'")
        allowed = wanted[name]
        allowed = allowed if isinstance(allowed, range) else tuple(allowed)
        choices = None
        if "choices" in fields:
            cnodes = doc.sequence(fields["choices"][1], f"parameter '{name}' choices")
            choices = tuple(doc.scalar(c) for c in cnodes)
            for c, cn in zip(choices, cnodes, strict=True):
                if type(c) is not TYPES[ptype]:
                    raise doc.err(cn, f"parameter '{name}' must be {ptype}, got {_show(c)}")
                if c not in allowed:
                    raise doc.err(cn, f"parameter '{name}': {_show(c)} is not supported by "
                                      f"family {spec.name} (supported: "
                                      f"{_shown(allowed)})")
        elif ptype == "str":
            raise doc.err(kn, f"parameter '{name}': a string parameter needs 'choices'")
        bounds: dict[str, int | None] = {"min": None, "max": None}
        for k in bounds:
            if k in fields:
                bn = fields[k][1]
                bv = doc.scalar(bn)
                if ptype != "int" or type(bv) is not int:
                    raise doc.err(bn, f"parameter '{name}': '{k}' needs an int parameter and an "
                                      f"int value, got {_show(bv)}")
                bounds[k] = bv
        lo, hi = bounds["min"], bounds["max"]
        p = Param(name, ptype, choices, None, lo, hi, allowed, spec.name)
        if choices is None and (lo is None or hi is None):
            raise doc.err(kn, f"parameter '{name}': an int without choices needs min and max")
        if "default" in fields:
            dn = fields["default"][1]
            dv = doc.scalar(dn)
            if (why := p.accepts(dv)) is not None:
                raise doc.err(dn, why)
            p = Param(name, ptype, choices, dv, lo, hi, allowed, spec.name)
        params[name] = p
    for name in wanted:
        if name not in params:
            raise doc.err(node, f"family {spec.name} needs parameter '{name}'")
    return params


def _value(doc: _Doc, node: yaml.Node, p: Param) -> Any:
    v = doc.scalar(node)
    if (why := p.accepts(v)) is not None:
        raise doc.err(node, why)
    return v


def doc_partial(doc: _Doc, node: yaml.Node, params: Mapping[str, Param],
                what: str) -> tuple[dict[str, Any], yaml.Node]:
    out: dict[str, Any] = {}
    for k, kn, vn in doc.mapping(node, what):
        if k not in params:
            raise doc.err(kn, f"{what}: unknown parameter '{k}'")
        out[k] = _value(doc, vn, params[k])
    return out, node


def _complete(doc: _Doc, node: yaml.Node, partial: dict[str, Any],
              params: Mapping[str, Param]) -> dict[str, Any]:
    out = {}
    for name, p in params.items():
        if name in partial:
            out[name] = partial[name]
        elif p.default is not None:
            out[name] = p.default
        else:
            raise doc.err(node, f"config does not set '{name}', which has no default")
    return out


def _sweep(doc: _Doc, node: yaml.Node,
           params: Mapping[str, Param]) -> Iterator[tuple[dict[str, Any], str]]:
    axes = []
    for k, kn, vn in doc.mapping(node, "sweep"):
        if k not in params:
            raise doc.err(kn, f"sweep: unknown parameter '{k}'")
        vals = [_value(doc, n, params[k]) for n in doc.sequence(vn, f"sweep '{k}'")]
        if not vals:  # the product would be empty: every other axis silently gone
            raise doc.err(vn, f"sweep '{k}': an empty list (the sweep would make no configs)")
        if len(set(vals)) != len(vals):
            raise doc.err(vn, f"sweep '{k}': a value is listed twice")
        axes.append((k, vals))
    where = doc.where(node)
    names = [k for k, _ in axes]
    for combo in itertools.product(*(v for _, v in axes)):
        yield _complete(doc, node, dict(zip(names, combo, strict=True)), params), where


def _matches(values: Mapping[str, Any], partial: Mapping[str, Any]) -> bool:
    return all(values.get(k) == v for k, v in partial.items())
