"""`rocke perf`: the static performance model per kernel (modeled, never measured)."""

from __future__ import annotations

import click

from ..engine.catalog import Select
from ..engine.targets import FLAVOR_NAMES
from ..output import ui
from ..output.reports import write_json
from .options import jobs_option, select_options


@click.command()
@select_options
@click.option("--flavor", type=click.Choice(FLAVOR_NAMES), default="llvm22", show_default=True,
              help="the compile the model reads (llvm20 text is compiled by LLVM 20)")
@click.option("--summary", is_flag=True, help="per family and arch instead of per kernel")
@click.option("--json", "json_out", default=None, help="write the per-kernel model to FILE "
                                                       "('-': stdout)")
@jobs_option
def perf(*, select: Select, flavor: str, summary: bool, json_out: str | None, jobs: int) -> None:
    """Modeled steady-state throughput of each kernel from its compiled code: FLOPs per
    iteration, instruction mix, cycles per resource, occupancy, modeled TFLOP/s, the fraction
    of the arch's dense matrix peak and the limiting resource (docs/perf-model.md)."""
    from ..perf import (
        COLUMNS,
        SUMMARY_COLUMNS,
        family_summary,
        perf_select,
        summary_rows,
        table_rows,
    )

    perfs = perf_select(select, flavor, jobs)
    doc = {"modeled": True, "flavor": flavor, "kernels": [p.to_json() for p in perfs]}
    if json_out == "-":
        import json

        print(json.dumps(doc, indent=2, sort_keys=True))
        return
    if summary:
        ui.table("modeled (upper bound, not measured): per family and arch", SUMMARY_COLUMNS,
                 summary_rows(family_summary(perfs)))
    else:
        ui.table("modeled (upper bound, not measured): per kernel", COLUMNS, table_rows(perfs))
    if json_out:
        write_json(json_out, doc)
    print(f"perf: {len(perfs)} kernels modeled ({flavor}); figures are modeled upper bounds")


COMMANDS = (perf,)
