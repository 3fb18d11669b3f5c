"""`rocke emit`: write the selected kernels and the manifest."""

from __future__ import annotations

from pathlib import Path

import click

from ..engine.catalog import Select
from ..engine.emit import EmitRequest, emit
from .options import artifact_option, flavor_option, jobs_option, select_options


@click.command("emit")
@select_options
@click.option("--out", "out_dir", default="build/kernels", show_default=True,
              type=click.Path(file_okay=False))
@flavor_option
@artifact_option
@click.option("--list-only", is_flag=True, help="print the paths that would be written")
@click.option("--no-guard", is_flag=True, help="measurement only: emit THD decodes unguarded")
@jobs_option
def emit_cmd(*, select: Select, out_dir: str, flavors: tuple[str, ...], kinds: tuple[str, ...],
             list_only: bool, no_guard: bool, jobs: int) -> None:
    """Write the selected kernels and DIR/manifest.json."""
    out = Path(out_dir)
    rep = emit(EmitRequest(select, out, flavors, kinds, jobs, list_only, guard=not no_guard))
    if list_only:
        for rel in rep.files:
            print(out / rel)
        return
    n_ref = sum(len(v) for v in rep.refused.values())
    # the manifest is written (if changed) like any artifact but is not counted as one
    files = set(rep.files)
    kernels = [w for w in rep.written if w in files]
    print(f"emitted {len(rep.files)} files ({len(kernels)} written, "
          f"{len(rep.files) - len(kernels)} unchanged), {n_ref} configs refused; "
          f"manifest: {out / 'manifest.json'}")


COMMANDS = (emit_cmd,)
