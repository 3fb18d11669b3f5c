"""Commands that read the catalog: list, show, abi, schema, guard-report."""

from __future__ import annotations

import json
import sys
from collections import Counter

import click

from ..engine import inspect
from ..engine.catalog import Select
from ..errors import CheckFailed
from ..output import ui
from ..output.reports import STDOUT, write_json
from .options import json_file_option, select_options


def _dump(data: object) -> None:
    print(json.dumps(data, indent=2, sort_keys=True))


@click.command("list")
@select_options
@json_file_option
def list_cmd(*, select: Select, json_out: str | None) -> None:
    """Families, indexes, ids, refusals and guard sites."""
    rows = inspect.list_configs(select)
    if json_out:
        write_json(json_out, [r.to_json() for r in rows])
        if json_out == STDOUT:
            return
    ui.table("configs", ("family", "index", "id", "status", "guard sites"),
             [(r.family, r.index, r.id, f"refused: {r.refused}" if r.refused else "ok",
               ", ".join(f"{s['side']}:{s['bound'] or 'trusted'}" for s in r.sites) or "-")
              for r in rows])
    counts = Counter(r.family for r in rows)
    refused = Counter(r.family for r in rows if r.refused)
    for fam, n in counts.items():
        ui.line(f"{fam}: {n} configs, {refused[fam]} refused")


@click.command()
@click.argument("family")
@click.argument("config_id")
@json_file_option
def show(*, family: str, config_id: str, json_out: str | None) -> None:
    """Values, derived plan, resources (LDS, grid), ABI summary, guard sites and hashes of one
    config; --json: the whole record (every derived value and ABI argument) as JSON."""
    from ..output.describe import show_lines

    desc = inspect.describe(family, config_id)
    if json_out:
        write_json(json_out, desc)
        if json_out == STDOUT:
            return
    width = ui.console().width if ui.is_terminal() else 80
    for text in show_lines(desc, width):
        print(text)


@click.command()
@click.argument("family")
@click.argument("config_id")
def abi(*, family: str, config_id: str) -> None:
    """The kernel ABI of one config as JSON."""
    _dump(inspect.lookup(family, config_id).abi.to_json())


@click.command()
def schema() -> None:
    """JSON Schema of the config file format."""
    from ..engine.schema import config_schema

    _dump(config_schema())


@click.command("guard-report")
@select_options
@click.option("--require-full", is_flag=True, help="fail on any trusted (unguarded) site")
@json_file_option
def guard_report(*, select: Select, require_full: bool, json_out: str | None) -> None:
    """Every THD decode site of the selection: its bound, or trusted with the reason."""
    rows = inspect.guard_sites(select)
    as_json = json_out == STDOUT
    if json_out:
        write_json(json_out, rows)
    if not as_json:
        ui.table("guard sites", ("family", "config", "kernel", "side", "bound"),
                 [(r["family"], r["id"], r["kernel"], r["side"],
                   (r["bound"] + (f" (len <= {r['len_bound']})" if r.get("len_bound") else ""))
                   if r["bound"] else f"trusted: {r['trusted']}") for r in rows])
    trusted = [r for r in rows if not r["bound"]]
    # with --json stdout is the document alone: the summary goes to stderr
    print(f"guard-report: {len(rows)} decode sites, {len(rows) - len(trusted)} guarded, "
          f"{len(trusted)} trusted", file=sys.stderr if as_json else sys.stdout)
    if require_full and trusted:
        kinds = sorted({f"{r['kernel']}:{r['side']} ({r['trusted']})" for r in trusted})
        raise CheckFailed(f"guard-report --require-full: {len(trusted)} trusted sites: "
                          + "; ".join(kinds))


COMMANDS = (list_cmd, show, abi, schema, guard_report)
