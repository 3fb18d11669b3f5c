"""The launch path's files in a build output: the selection table (`rocke tune`) and the
generated C++ (registry/cpp.py) over the chains the output has built."""

from __future__ import annotations

from pathlib import Path

from ..files import write_atomic
from .cpp import HEADER, SOURCE, render
from .table import TABLE_FILE, Table, catalog_table, load_table


def built_objects(out: Path) -> set[str]:
    """The code objects a build output's manifest lists (empty without one). The manifest is
    read as build reads its own (outdir.read_manifest: bounded, regular files only, build's
    schema): an output tree is untrusted input."""
    from ..outdir import read_manifest

    js = read_manifest(out, "rocke.build/", "build")
    files = js.get("files", {}) if js else {}
    return {f for f in files if isinstance(f, str) and f.endswith(".co")}


def write_outputs(out: Path, table: Table | None = None) -> list[str]:
    """Write the selection table (when given: rocke tune) and, where `out` holds a build
    (its manifest), the generated C++ over the chains it has built, ranked by `out`'s table
    (the catalog's order for the chains it has not modeled). Files whose bytes are unchanged
    are left alone. Returns the names written."""
    written = []
    if table is not None:
        written += _put(out / TABLE_FILE, table.text())
    objects = built_objects(out)
    if not objects:
        return written
    path = out / TABLE_FILE
    if table is None and path.exists():
        table = load_table(path)
    arches = tuple(sorted({o.split("/")[1] for o in objects if o.count("/") == 2}))
    table = table.over(catalog_table(arches)) if table else catalog_table(arches)
    header, source = render(table, objects)
    written += _put(out / HEADER, header)
    written += _put(out / SOURCE, source)
    return written


def _put(path: Path, text: str) -> list[str]:
    try:
        if path.read_text(encoding="utf-8") == text:
            return []
    except OSError:
        pass
    write_atomic(path, text)
    return [path.name]
