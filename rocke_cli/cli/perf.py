"""`rocke perf`: the static performance model per kernel (modeled, never measured)."""

from __future__ import annotations

import click

from ..engine.catalog import Select
from ..engine.targets import FLAVOR_NAMES
from ..errors import RockeError
from ..output import ui
from ..output.reports import write_json
from .options import jobs_option, json_file_option, select_options


@click.command()
@select_options
@click.option("--flavor", type=click.Choice(FLAVOR_NAMES), default="llvm22", show_default=True,
              help="the compile the model reads (llvm20 text is compiled by LLVM 20)")
@click.option("--summary", is_flag=True, help="per family and arch instead of per kernel")
@click.option("--object", "objects", multiple=True, metavar="FILE",
              help="model the kernels of an AMDGPU code object (rocke's or a vendor's; "
                   "repeatable); with no other SELECT than --arch, only the objects")
@click.option("--mask-rows", type=click.IntRange(1, 8192), default=None, metavar="ROWS",
              help="with --object: the key rows of the object's tile, which its metadata does "
                   "not hold; its mask sides run on 2 x ROWS / 8192 of the steps of a long "
                   "problem (docs/perf-model.md, paths by frequency)  [default: 256]")
@click.option("--chain", type=click.IntRange(1), default=None, metavar="SEQ",
              help="the atomic-dQ chain (prep, main, convert) of each selected main config as "
                   "one modeled figure, for a non-causal problem of SEQ rows a head")
@click.option("--stalls", is_flag=True,
              help="where each kernel's loop waits (modeled): its first wave's clocks per "
                   "iteration by reason, and the instructions that waited longest; with "
                   "--json a `stalls` key per kernel")
@click.option("--assume", "assumes", multiple=True, metavar="KEY=VALUE",
              help="one model constant for this run, for the selection and every --object "
                   "(repeatable); the code is the same, only the model's figures move; "
                   "`--assume list` gives the keys, defaults and sources")
@json_file_option
@jobs_option
def perf(*, select: Select, flavor: str, summary: bool, objects: tuple[str, ...],
         mask_rows: int | None, chain: int | None, stalls: bool, assumes: tuple[str, ...],
         json_out: str | None, jobs: int) -> None:
    """Modeled steady-state throughput of each kernel from its compiled code (model v3: a
    cycle-level simulation of one SIMD's waves through the steady-state loop): FLOPs per
    iteration, instruction mix, clocks per resource, occupancy, modeled TFLOP/s at the
    datasheet clock, the expected-measured band, the fraction of the arch's dense matrix peak
    and the limiter (docs/perf-model.md). --object models code objects beside the selection,
    in one run. --stalls adds where each loop waits. --assume models under another constant."""
    from ..perf import assume

    if "list" in assumes:
        print("\n".join(assume.listing()))
        return
    values = assume.parse(assumes)
    # in force until the command ends, in this process and the workers it forks
    click.get_current_context().with_resource(assume.assumed(values))
    from ..figures import perf_select
    from ..perf import (
        COLUMNS,
        SUMMARY_COLUMNS,
        family_summary,
        perf_object,
        summary_rows,
        table_rows,
    )
    from ..perf.paths import MASK_ROWS
    from ..perf.stalls import format_table

    if mask_rows is not None and not objects:
        raise RockeError("--mask-rows states an object's tile: give it with --object (rocke's "
                         "own configs take theirs from block_n)")
    if chain is not None and objects:
        raise RockeError("--object does not combine with --chain: a chain pairs rocke's own "
                         "configs (prep, main, convert); model the object in a run of its own")
    if stalls and (summary or chain is not None):
        raise RockeError("--stalls is per kernel: it does not combine with "
                         f"{'--summary' if summary else '--chain'}")
    if chain is not None:
        _chain(select, chain, flavor, jobs, json_out=json_out, values=values)
        return
    if len(select.arch) > 1 and objects:
        raise RockeError("--object: give at most one --arch (the object's own by default)")
    only_objects = objects and not (select.families or select.configs or select.excludes
                                    or select.where or select.shard)
    perfs = [] if only_objects else perf_select(select, flavor, jobs, stalls=stalls)
    for path in objects:
        perfs += perf_object(path, select.arch[0] if select.arch else None,
                             mask_rows=mask_rows or MASK_ROWS, stalls=stalls)
    doc = {"modeled": True, "flavor": flavor, "assumptions": assume.to_json(values),
           "kernels": [p.to_json() for p in perfs]}
    if json_out == "-":
        import json

        print(json.dumps(doc, indent=2, sort_keys=True))
        return
    for text in assume.describe(values):
        ui.line(text)
    if summary:
        ui.table("modeled (not measured): per family and arch", SUMMARY_COLUMNS,
                 summary_rows(family_summary(perfs)))
    elif stalls:  # each kernel's row, then where its loop waits
        for p in perfs:
            ui.table("modeled (not measured): per kernel", COLUMNS, table_rows([p]))
            for text in format_table(p.stalls):
                ui.line(text)
    else:
        ui.table("modeled (not measured): per kernel", COLUMNS, table_rows(perfs))
    if json_out:
        write_json(json_out, doc)
    print(f"perf: {len(perfs)} kernels modeled ({flavor}); every figure is modeled at the "
          f"datasheet clock, the expected band is modeled x the calibration factor")


def _chain(select: Select, seq: int, flavor: str, jobs: int, *, json_out: str | None,
           values: dict[str, float]) -> None:
    from ..figures.chain import CHAIN_COLUMNS, chain_rows, chain_select
    from ..perf import assume

    figures = chain_select(select, seq, flavor, jobs)
    if not figures:
        raise RockeError("--chain: the selection holds no main config with dq_mode atomic that "
                         "a zeroing prep and a convert of the catalog pair with")
    doc = {"modeled": True, "flavor": flavor, "assumptions": assume.to_json(values), "chains": [
        {"main": f.main.id, "prep": f.prep.id, "convert": f.convert.id, "arch": f.main.arch,
         "seq": f.seq, "shares": [round(s, 6) for s in f.shares],
         "tflops": round(f.tflops, 6), "expected_tflops": round(f.expected_tflops, 6)}
        for f in figures]}
    if json_out == "-":
        import json

        print(json.dumps(doc, indent=2, sort_keys=True))
        return
    for text in assume.describe(values):
        ui.line(text)
    ui.table("modeled (not measured): the atomic-dQ chain, non-causal, steady state, no launch "
             "gaps", CHAIN_COLUMNS, chain_rows(figures))
    if json_out:
        write_json(json_out, doc)
    print(f"perf: {len(figures)} chains modeled ({flavor}); every figure is modeled")


COMMANDS = (perf,)
