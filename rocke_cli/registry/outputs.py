"""The launch path's files in a build output: the selection table (`rocke tune`) and the
generated C++ (registry/cpp.py) over the chains the output has built.

They are written as build writes its objects (toolchain/build.py, docs/design.md §11): under
the output directory's lock, over only what its manifest proves rocke last wrote (or with
--force), staged with the manifest that records their digests. `rocke build` stages the C++
with its objects (`launch_files` is its hook); `rocke tune` goes through `write_outputs`."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..toolchain.build import objects_of, read_manifest, update
from .cpp import HEADER, SOURCE, render
from .shipped import default_table
from .table import TABLE_FILE, Table, load_table


def built_objects(out: Path) -> set[str]:
    """The code objects a build output's manifest lists (empty without one). The manifest is
    read as build reads its own (outdir.read_manifest: bounded, regular files only, build's
    schema): an output tree is untrusted input."""
    return set(objects_of(read_manifest(out, "plan")))


def table_in(out: Path) -> Table | None:
    """`out`'s tune.json when there is one (through the bounded reader, load_table: a FIFO
    or a device there is an error naming it, never a wait); None when there is none."""
    path = out / TABLE_FILE
    return load_table(path) if path.exists() else None


def launch_files(out: Path, objects: Iterable[str], table: Table | None = None) -> dict[str, str]:
    """The launch path's files of a build output listing `objects` (relpath -> text): the
    table when given (rocke tune), and the C++ over the chains built, ranked by that table or
    else `out`'s own (the catalog's order for the chains it has not modeled). No objects, no
    C++."""
    texts = {} if table is None else {TABLE_FILE: table.text()}
    objects = set(objects)
    if not objects:
        return texts
    if table is None:
        table = table_in(out)
    arches = tuple(sorted({o.split("/")[1] for o in objects if o.count("/") == 2}))
    # the caller's table first, then the shipped one (golden/tune.json), then the catalog
    table = table.over(default_table(arches)) if table else default_table(arches)
    texts[HEADER], texts[SOURCE] = render(table, objects)
    return texts


def write_outputs(out: Path, table: Table | None = None, force: bool = False) -> list[str]:
    """Write the selection table (when given: rocke tune) and, where `out` holds a build
    (its manifest), the C++ over the chains it has built, recording them in the manifest.
    Files whose bytes are unchanged are left alone; one rocke did not last write is an error
    naming it unless `force`. Returns the names written."""
    return update(out, "tune" if table is not None else "build", force,
                  lambda objects: launch_files(out, objects, table))
