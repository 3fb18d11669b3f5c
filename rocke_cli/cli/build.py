"""`rocke build`: write a loadable code object per selected kernel and arch, and the manifest."""

from __future__ import annotations

import click

from ..engine.catalog import Select
from ..outdir import output_dir
from ..output import ui
from .emit import force_option
from .options import jobs_option, select_options


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
    from ..registry.outputs import write_outputs
    from ..schedule.replay import Replayer
    from ..toolchain.build import BuildRequest, build

    out = output_dir(out_dir)
    rep = build(BuildRequest(select, out, jobs, force, Replayer()))
    write_outputs(out)  # the launch path's C++ over what DIR has built (docs/design.md §17)
    n_ref = sum(len(v) for v in rep.refused.values())
    objects = [w for w in rep.written if w in rep.files]
    ui.summary(f"built {len(rep.files)} code objects ({len(objects)} written, "
               f"{len(rep.files) - len(objects)} unchanged), {n_ref} configs refused; "
               f"metadata matches the plan for all; manifest: {out / 'manifest.json'}")


COMMANDS = (build_cmd,)
