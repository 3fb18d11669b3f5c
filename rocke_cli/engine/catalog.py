"""The shipped config set: every family's configs, loaded once, and the SELECT filter."""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from functools import cache

from ..errors import RockeError
from ..paths import configs_dir, rel_to_root
from .config import Config, FamilyConfigs, load_family_configs
from .families import FAMILIES, Build


@cache
def family_configs(family: str) -> FamilyConfigs:
    path = configs_dir() / f"{family}.yaml"
    if not path.exists():
        raise RockeError(f"{family}: no config file {rel_to_root(path)}")
    return load_family_configs(path, FAMILIES, display=rel_to_root(path))


@cache
def check_config_dir() -> None:
    """A config file whose family is not registered is an error, never silently skipped."""
    for path in sorted(configs_dir().glob("*.yaml")):
        if path.stem not in FAMILIES:
            # the loader reports the unknown family at its line (or the file at fault)
            load_family_configs(path, FAMILIES, display=rel_to_root(path))


_adopted: dict[tuple[str, str], Config] = {}


def adopt(c: Config) -> None:
    """A config another process has loaded (a sim unit carries its stages' configs): `build`
    takes it as it is, without parsing the family's whole file again."""
    _adopted[(c.family, c.id)] = c


@cache
def build(family: str, cid: str, guard: bool = True) -> Build:
    c = _adopted.get((family, cid)) or family_configs(family).by_id(cid)
    return FAMILIES[family].build(c, guard=guard)


Where = tuple[tuple[str, tuple[str, ...]], ...]  # (parameter, accepted values as written)


@dataclass(frozen=True)
class Select:
    families: tuple[str, ...] = ()
    configs: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    arch: tuple[str, ...] = ()  # any of these archs (a single name is accepted too)
    shard: tuple[int, int] | None = None  # (k, n), k in 1..n
    where: Where = ()  # every (parameter, values) must hold: the value is one of them

    def __post_init__(self) -> None:
        if isinstance(self.arch, str) or self.arch is None:
            object.__setattr__(self, "arch", (self.arch,) if self.arch else ())

    def family_names(self) -> list[str]:
        check_config_dir()
        if not self.families:
            return list(FAMILIES)
        out = [f for f in FAMILIES if any(fnmatch.fnmatchcase(f, g) for g in self.families)]
        for g in self.families:
            if not any(fnmatch.fnmatchcase(f, g) for f in FAMILIES):
                raise RockeError(f"--family {g}: matches no family (known: {', '.join(FAMILIES)})")
        return out

    def keep(self, c: Config) -> bool:
        if self.configs and not any(fnmatch.fnmatchcase(c.id, g) for g in self.configs):
            return False
        if any(fnmatch.fnmatchcase(c.id, g) for g in self.excludes):
            return False
        if not all(k in c.values and str(c.values[k]) in vs for k, vs in self.where):
            return False
        return not self.arch or c.values.get("arch") in self.arch

    def covers(self, cid: str) -> bool:
        """Whether an id that is not a config (any more) falls in the selection: only --config
        and --exclude can say (an id alone does not tell its arch, shard or values)."""
        if self.arch or self.shard or self.where:
            return False
        if self.configs and not any(fnmatch.fnmatchcase(cid, p) for p in self.configs):
            return False
        return not any(fnmatch.fnmatchcase(cid, p) for p in self.excludes)

    def apply(self) -> list[Config]:
        """Selected configs, family order then index order; a shard takes every n-th."""
        pool = [c for f in self.family_names() for c in family_configs(f).configs]
        out = [c for c in pool if self.keep(c)]
        for g in self.configs:
            if not any(fnmatch.fnmatchcase(c.id, g) for c in pool):
                raise RockeError(f"--config {g}: matches no config of the selected families")
        for k, vs in self.where:
            _check_where(k, vs, pool)
        if self.where and not any(all(k in c.values and str(c.values[k]) in vs
                                      for k, vs in self.where) for c in pool):
            # each --where names real values, yet no config has them all: still a typo
            shown = " ".join(f"--where {k}={','.join(vs)}" for k, vs in self.where)
            raise RockeError(f"{shown}: no config of the selected families meets them all "
                             f"(repeated --where must all hold)")
        if self.shard:
            k, n = self.shard
            out = [c for i, c in enumerate(out) if i % n == k - 1]
        return out

    def to_args(self) -> list[str]:
        """The same selection as command-line options, for a subprocess `rocke emit`."""
        args = [a for f in self.families for a in ("--family", f)]
        args += [a for c in self.configs for a in ("--config", c)]
        args += [a for c in self.excludes for a in ("--exclude", c)]
        args += [a for x in self.arch for a in ("--arch", x)]
        args += [a for k, vs in self.where for a in ("--where", f"{k}={','.join(vs)}")]
        return args + (["--shard", f"{self.shard[0]}/{self.shard[1]}"] if self.shard else [])

    def is_whole_family(self) -> bool:
        """Whether every config of each selected family is selected (stale entries can be
        judged only then)."""
        return not (self.configs or self.excludes or self.arch or self.shard or self.where)


def _check_where(key: str, values: tuple[str, ...], pool: list[Config]) -> None:
    """A --where naming no parameter, or a value no config has, is a typo: an error, never an
    empty selection."""
    have = sorted({str(c.values[key]) for c in pool if key in c.values},
                  key=lambda v: (len(v), v))
    shown = f"{key}={','.join(values)}"
    if not have:
        params = sorted({p for c in pool for p in c.values})
        raise RockeError(f"--where {shown}: no selected family has a parameter '{key}' "
                         f"(known: {', '.join(params)})")
    for v in values:
        if v not in have:
            raise RockeError(f"--where {shown}: no config of the selected families has "
                             f"{key}={v} (values: {', '.join(have)})")


def parse_where(specs: tuple[str, ...]) -> Where:
    """`key=value` or `key=v1,v2` (any of: the syntax explain prints its coverage in);
    repeated --where must all hold."""
    out = []
    for spec in specs:
        key, sep, vals = spec.partition("=")
        values = tuple(v.strip() for v in vals.split(",") if v.strip())
        if not sep or not key.strip() or not values:
            raise RockeError(f"--where {spec}: expected KEY=VALUE (or KEY=V1,V2), "
                             f"e.g. --where head_dim=128")
        out.append((key.strip(), values))
    return tuple(out)


def parse_shard(spec: str | None) -> tuple[int, int] | None:
    if not spec:
        return None
    try:
        k, n = (int(x) for x in spec.split("/"))
    except ValueError:
        raise RockeError(f"--shard {spec}: expected K/N, e.g. 1/4") from None
    if not 1 <= k <= n:
        raise RockeError(f"--shard {spec}: K must be in 1..N")
    return k, n
