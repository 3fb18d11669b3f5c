"""Options every command group shares: SELECT, -j, --flavor, --artifact, --json."""

from __future__ import annotations

import functools
import os
from typing import Any

import click

from ..engine.catalog import Select, parse_shard
from ..engine.targets import ARCHS, parse_flavors
from ..errors import RockeError

ARTIFACT_KINDS = ("ll", "hip")


def select_options(f: Any) -> Any:
    """SELECT: --family --config --exclude --arch --shard, handed to the command as `select`."""
    opts = [
        click.option("--family", "families", multiple=True, help="family glob (repeatable)"),
        click.option("--config", "configs", multiple=True, help="config id glob (repeatable)"),
        click.option("--exclude", "excludes", multiple=True, help="config id glob to drop"),
        click.option("--arch", type=click.Choice(sorted(ARCHS)), default=None),
        click.option("--shard", default=None, help="K/N: every N-th config, starting at K"),
    ]
    for o in reversed(opts):
        f = o(f)

    @functools.wraps(f)
    def wrapper(*args: Any, families: tuple, configs: tuple, excludes: tuple,
                arch: str | None, shard: str | None, **kw: Any) -> Any:
        sel = Select(tuple(families), tuple(configs), tuple(excludes), arch, parse_shard(shard))
        return f(*args, select=sel, **kw)

    return wrapper


def flavor_option(f: Any) -> Any:
    """--flavor, handed to the command as the parsed tuple `flavors`."""
    f = click.option("--flavor", "flavors", default=None, callback=_flavors,
                     help="comma list of llvm20,llvm22,llvm23,llvm24 (default: all)")(f)
    return f


def artifact_option(f: Any) -> Any:
    """--artifact, handed to the command as the parsed tuple `kinds`."""
    return click.option("--artifact", "kinds", default="ll,hip", show_default=True,
                        callback=parse_kinds)(f)


def jobs_option(f: Any) -> Any:
    return click.option("-j", "--jobs", type=click.IntRange(1, 256),
                        default=os.cpu_count() or 1, show_default=True,
                        help="worker processes")(f)


def json_file_option(f: Any) -> Any:
    return click.option("--json", "json_out", default=None, help="write a JSON report to FILE")(f)


def _flavors(_ctx: Any, _param: Any, spec: str | None) -> tuple[str, ...]:
    return parse_flavors(spec)


def parse_kinds(_ctx: Any, _param: Any, spec: str) -> tuple[str, ...]:
    """A comma list of artifact kinds (a click callback)."""
    kinds = tuple(k.strip() for k in spec.split(",") if k.strip())
    for k in kinds:
        if k not in ARTIFACT_KINDS:
            raise RockeError(f"--artifact {k}: unknown artifact (known: "
                             f"{', '.join(ARTIFACT_KINDS)})")
    return kinds
