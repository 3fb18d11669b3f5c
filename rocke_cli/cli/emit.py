"""`rocke emit`: write the selected kernels and the manifest of the whole directory."""

from __future__ import annotations

import click

from ..engine.catalog import Select
from ..engine.emit import EmitRequest, emit
from ..outdir import output_dir
from ..output import ui
from .build import force_option
from .options import artifact_option, flavor_option, jobs_option, select_options


@click.command("emit")
@select_options
@click.option("--out", "out_dir", default="build/kernels", show_default=True,
              type=click.Path(file_okay=False))
@flavor_option
@artifact_option
@click.option("--list-only", is_flag=True, help="print the paths that would be written")
@click.option("--prune", is_flag=True, help="remove (and list) the files rocke wrote under "
                                           "DIR that no config produces (refused where DIR "
                                           "holds files rocke did not write)")
@click.option("--no-guard", is_flag=True, help="measurement only: emit THD decodes unguarded")
@force_option
@jobs_option
def emit_cmd(*, select: Select, out_dir: str, flavors: tuple[str, ...], kinds: tuple[str, ...],
             list_only: bool, prune: bool, no_guard: bool, force: bool, jobs: int) -> None:
    """Write the selected kernels and DIR/manifest.json (which lists every file rocke wrote
    in DIR)."""
    out = output_dir(out_dir)
    rep = emit(EmitRequest(select, out, flavors, kinds, jobs, list_only, guard=not no_guard,
                           prune=prune, force=force))
    if list_only:
        for rel in rep.files:
            print(out / rel)
        return
    for rel in rep.orphans:
        ui.line(f"{'pruned' if rep.pruned else 'orphan'}: {out / rel}", level=ui.QUIET)
    n_ref = sum(len(v) for v in rep.refused.values())
    # the manifest is written (if changed) like any artifact but is not counted as one
    files = set(rep.files)
    kernels = [w for w in rep.written if w in files]
    orphans = ""
    if rep.orphans:
        orphans = (f"; removed {len(rep.orphans)} files no config produces" if rep.pruned else
                   f"; {len(rep.orphans)} files no config produces (emit --prune removes them)")
    foreign = ""
    if rep.foreign:
        foreign = (f"; {len(rep.foreign)} files rocke did not write left alone (e.g. "
                   f"{out / rep.foreign[0]})")
    ui.summary(f"emitted {len(rep.files)} files ({len(kernels)} written, "
               f"{len(rep.files) - len(kernels)} unchanged), {n_ref} configs refused; "
               f"manifest: {out / 'manifest.json'}{orphans}{foreign}")


COMMANDS = (emit_cmd,)
