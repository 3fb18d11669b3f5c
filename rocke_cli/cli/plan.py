"""`rocke plan`: the kernel chain a problem runs (registry.plan); `rocke tune`: the selection
table from the performance model, written into the build output with the generated C++."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..engine.catalog import Select
from ..engine.targets import ARCHS
from ..errors import RockeError
from ..outdir import output_dir
from ..output import ui
from ..paths import MANIFEST
from .build import force_option
from .options import jobs_option, select_options

if TYPE_CHECKING:
    from ..registry.table import Table


def _objects(objects_dir: str | None) -> tuple[set[str] | None, Table | None]:
    """The code objects a build output holds (its manifest), and its table if it has one
    (both read through the bounded readers: a FIFO there is an error, never a wait)."""
    if objects_dir is None:
        return None, None
    from ..registry.outputs import built_objects, table_in

    d = Path(objects_dir)
    if not (d / MANIFEST).is_file():
        raise RockeError(f"--objects {objects_dir}: no {MANIFEST} there (rocke build --out "
                         f"{objects_dir} makes one)")
    return built_objects(d), table_in(d)


@click.command("plan")
@click.option("--problem", "spec", required=True,
              help="KEY=VALUE pairs, e.g. layout=thd,dtype=bf16,batch=4,heads=16:4,d=128,"
                   "total=8192,max_seqlen=4096,causal=1 (keys: README, Launching)")
@click.option("--arch", type=click.Choice(sorted(ARCHS)), required=True)
@click.option("--objects", "objects_dir", default=None, metavar="DIR",
              help="choose among the code objects built in DIR (its manifest), ranked by "
                   "DIR/tune.json when there is one")
@click.option("--table", "table_file", default=None, metavar="FILE",
              help="the selection table to rank by (rocke tune's tune.json)")
@click.option("--json", "as_json", is_flag=True, help="print the plan as JSON (stdout)")
def plan_cmd(*, spec: str, arch: str, objects_dir: str | None, table_file: str | None,
             as_json: bool) -> None:
    """The chain of kernels a problem runs: each launch's kernel, code object, grid, block,
    LDS and kernarg bytes (pointers as 0), the buffers with their sizes (workspaces: their
    offset in one region and whether the host zeroes them), in launch order."""
    from ..registry.plan import plan
    from ..registry.problem import parse_problem
    from ..registry.table import load_table

    objects, found = _objects(objects_dir)
    table = load_table(Path(table_file)) if table_file else found
    p = plan(parse_problem(spec), arch, table, objects)
    if as_json:
        print(json.dumps(p.to_json(), indent=2, sort_keys=True))
        return
    fig = (f"{p.entry.figure:.1f} TFLOP/s expected measured (modeled)"
           if p.entry.figure is not None else "no modeled figure")
    ui.line(f"chain {p.chain}: {p.to_json()['doc']}; {fig}; ranked by {p.ranked_by}")
    ui.table("launches", ("#", "family", "id", "grid", "block", "lds", "kernarg"),
             [(i, la.family, la.id, "x".join(map(str, la.grid)), la.block[0], la.lds,
               la.kernarg().hex()) for i, la in enumerate(p.launches)])
    ui.table("buffers", ("name", "elem", "shape", "bytes", "workspace offset", "host zeroes"),
             [(b["name"], b["elem"], "x".join(map(str, b["shape"])), b["bytes"],
               b.get("offset", "-"), "yes" if b["zero"] else "no")
              for b in p.to_json()["buffers"]])
    ui.summary(f"plan: {len(p.launches)} launches, workspace {p.workspace_bytes} bytes; "
               f"{p.notes[0]}")


@click.command("tune")
@select_options
@click.option("--out", "out_dir", default="build/objects", show_default=True,
              type=click.Path(file_okay=False),
              help="the build output: DIR/tune.json, and the generated C++ renewed")
@force_option
@jobs_option
def tune_cmd(*, select: Select, out_dir: str, force: bool, jobs: int) -> None:
    """Model every selected chain (its main kernel, and dq for split) and write the selection
    table, per problem class the chains best first by expected-measured TFLOP/s (modeled,
    never measured), to DIR/tune.json; renew DIR's generated C++ when DIR holds a build."""
    from ..figures import perf_select
    from ..registry.outputs import write_outputs
    from ..registry.table import modeled, rank, tune_entries
    from ..toolchain.build import read_manifest

    # build's output rules (docs/design.md §11): never in a repository's metadata, and
    # another command's directory is refused before the modeling, not after it
    out = output_dir(out_dir)
    read_manifest(out, "tune")
    entries = tune_entries(select, tuple(select.arch or sorted(ARCHS)))
    perf = {(kp.family, kp.id): kp for fam, ids in modeled(entries).items()
            for kp in perf_select(Select(families=(fam,), configs=ids), jobs=jobs)}
    table = rank(entries, perf)
    written = write_outputs(out, table, force)
    n = sum(len(v) for v in table.classes.values())
    ui.summary(f"tune: {len(table.classes)} problem classes, {n} chains modeled; wrote "
               f"{', '.join(written) or 'nothing new'} in {out_dir}")


COMMANDS = (plan_cmd, tune_cmd)
