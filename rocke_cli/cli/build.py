"""`rocke build`: write a loadable code object per selected kernel and arch, and the manifest."""

from __future__ import annotations

from typing import Any

import click

from ..engine.catalog import Select
from ..outdir import output_dir
from ..output import ui
from .options import jobs_option, select_options


def force_option(f: Any) -> Any:
    """--force of the commands that write output directories (emit, build, tune): the one way
    past a file rocke did not write at its path."""
    return click.option("--force", is_flag=True,
                        help="overwrite files at rocke's paths under DIR that rocke did not "
                             "write, or that were changed since (refused without it)")(f)


@click.command("build")
@select_options
@click.option("--out", "out_dir", default="build/objects", show_default=True,
              type=click.Path(file_okay=False))
@force_option
@jobs_option
def build_cmd(*, select: Select, out_dir: str, force: bool, jobs: int) -> None:
    """Compile each selected kernel's llvm22 text with LLVM 22 (a kernel whose loop rocke
    schedules: in the order its record holds, golden/<family>/schedule/), link it with
    ld.lld-22 into DIR/<family>/<arch>/<id>.co, check its metadata against the plan (ABI,
    LDS, workgroup size, no scratch) and write DIR/manifest.json, and the launch path's C++
    over the chains DIR has built (DIR/rocke_launch.h, .cpp)."""
    from ..registry.outputs import launch_files
    from ..schedule.replay import Replayer
    from ..toolchain.build import BuildRequest, build

    out = output_dir(out_dir)
    # the launch path's C++ over what DIR has built lands with the objects and the manifest
    # (docs/design.md §17)
    rep = build(BuildRequest(select, out, jobs, force, Replayer(), launch=launch_files))
    n_ref = sum(len(v) for v in rep.refused.values())
    objects = [w for w in rep.written if w in rep.files]
    ui.summary(f"built {len(rep.files)} code objects ({len(objects)} written, "
               f"{len(rep.files) - len(objects)} unchanged), {n_ref} configs refused; "
               f"metadata matches the plan for all; manifest: {out / 'manifest.json'}")


COMMANDS = (build_cmd,)
