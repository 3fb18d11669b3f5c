"""Options every command group shares: SELECT, -j, --flavor, --artifact, --json, --junit.

Every list option takes repeats and comma lists alike (`--family a,b` = `--family a --family
b`); `--json` (alone or `-`) and `--junit -` write to stdout."""

from __future__ import annotations

import functools
import os
from typing import Any

import click

from ..engine.catalog import Select, parse_shard, parse_where
from ..engine.targets import ARCHS, FLAVOR_NAMES, parse_flavors
from ..errors import RockeError

ARTIFACT_KINDS = ("ll", "hip")


def split_list(values: tuple[str, ...] | str | None) -> tuple[str, ...]:
    """Repeated values and comma lists, flattened in order, duplicates dropped."""
    if values is None:
        return ()
    if isinstance(values, str):
        values = (values,)
    out = [v.strip() for spec in values for v in spec.split(",") if v.strip()]
    return tuple(dict.fromkeys(out))


def _completer(names: Any) -> Any:
    """Shell completion of one item of a comma list from `names()`."""
    def complete(_ctx: Any, _param: Any, incomplete: str) -> list[str]:
        head, _, last = incomplete.rpartition(",")
        pre = f"{head}," if head else ""
        return [pre + n for n in names() if n.startswith(last)]

    return complete


def _families() -> list[str]:
    from ..engine.families import FAMILIES

    return list(FAMILIES)


def _listed(_ctx: Any, _param: Any, values: tuple[str, ...]) -> tuple[str, ...]:
    return split_list(values)


def _archs(_ctx: Any, _param: Any, values: tuple[str, ...]) -> tuple[str, ...]:
    archs = split_list(values)
    for a in archs:
        if a not in ARCHS:
            raise RockeError(f"--arch {a}: unknown arch (known: {', '.join(sorted(ARCHS))})")
    return archs


def select_options(f: Any) -> Any:
    """SELECT: --family --config --exclude --arch --where --shard, handed to the command as
    `select`."""
    opts = [
        click.option("--family", "families", multiple=True, callback=_listed,
                     shell_complete=_completer(_families),
                     help="family glob (repeatable, or a comma list)"),
        click.option("--config", "configs", multiple=True, callback=_listed,
                     help="config id glob (repeatable, or a comma list)"),
        click.option("--exclude", "excludes", multiple=True, callback=_listed,
                     help="config id glob to drop (repeatable, or a comma list)"),
        click.option("--arch", "archs", multiple=True, callback=_archs,
                     shell_complete=_completer(lambda: sorted(ARCHS)),
                     help=f"{' or '.join(sorted(ARCHS))} (repeatable, or a comma list)"),
        click.option("--where", "wheres", multiple=True, metavar="KEY=V[,V]",
                     help="configs whose parameter KEY is one of the values (repeatable: "
                          "all must hold)"),
        click.option("--shard", default=None, help="K/N: every N-th config, starting at K"),
    ]
    for o in reversed(opts):
        f = o(f)

    @functools.wraps(f)
    def wrapper(*args: Any, families: tuple, configs: tuple, excludes: tuple,
                archs: tuple, wheres: tuple, shard: str | None, **kw: Any) -> Any:
        sel = Select(families, configs, excludes, archs, parse_shard(shard), parse_where(wheres))
        return f(*args, select=sel, **kw)

    return wrapper


def flavor_option(f: Any) -> Any:
    """--flavor, handed to the command as the parsed tuple `flavors`."""
    return click.option("--flavor", "flavors", multiple=True, callback=_flavors,
                        shell_complete=_completer(lambda: FLAVOR_NAMES),
                        help="llvm20, llvm22, llvm23, llvm24 (repeatable, or a comma list; "
                             "default: all)")(f)


def artifact_option(f: Any) -> Any:
    """--artifact, handed to the command as the parsed tuple `kinds`."""
    return click.option("--artifact", "kinds", multiple=True, callback=_kinds,
                        shell_complete=_completer(lambda: ARTIFACT_KINDS),
                        help="ll, hip (repeatable, or a comma list; default: both)")(f)


def sim_artifact_option(f: Any) -> Any:
    """--artifact for the simulator: the .ll (default), the .hip or both."""
    return click.option("--artifact", "kinds", multiple=True, callback=_sim_kinds,
                        shell_complete=_completer(lambda: ARTIFACT_KINDS),
                        help="ll (the llvm22 .ll, default), hip (the .hip through clang-22, "
                             "next to its .ll); repeatable or a comma list")(f)


def jobs_option(f: Any) -> Any:
    return click.option("-j", "--jobs", type=click.IntRange(1, 256),
                        default=os.cpu_count() or 1, show_default=True,
                        help="worker processes")(f)


def json_file_option(f: Any) -> Any:
    """--json [FILE], one spelling on every command: alone (or '-') the JSON goes to stdout
    and everything else to stderr; with a FILE it is written there."""
    return click.option("--json", "json_out", is_flag=False, flag_value="-", default=None,
                        metavar="[FILE]",
                        help="the JSON report, to stdout (no FILE, or '-') or to FILE")(f)


def junit_option(f: Any) -> Any:
    return click.option("--junit", "junit_out", default=None, metavar="FILE",
                        help="write a JUnit XML report to FILE ('-': stdout)")(f)


def _flavors(_ctx: Any, _param: Any, values: tuple[str, ...]) -> tuple[str, ...]:
    return parse_flavors(",".join(split_list(values)) or None)


def _kinds(_ctx: Any, _param: Any, values: tuple[str, ...]) -> tuple[str, ...]:
    kinds = split_list(values) or ARTIFACT_KINDS
    for k in kinds:
        if k not in ARTIFACT_KINDS:
            raise RockeError(f"--artifact {k}: unknown artifact (known: "
                             f"{', '.join(ARTIFACT_KINDS)})")
    return tuple(k for k in ARTIFACT_KINDS if k in kinds)


def _sim_kinds(ctx: Any, param: Any, values: tuple[str, ...]) -> tuple[str, ...]:
    return _kinds(ctx, param, values or ("ll",))
