"""The project's generated doc blocks (output/doctables.py is the mechanism; the README's
"Generated doc blocks" says how to mark one): each generator is a function of the library
returning a block's text; the performance model's tables are added by figures/doctables.py (a
layer above), whose `python -m rocke_cli.figures.doctables` (`make docs-tables`) rewrites every
marked block; `--check` rewrites nothing and exits 1 naming each stale one
(tests/test_doctables.py runs the same check)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence

from ..errors import RockeError
from ..output import doctables


def catalog_counts() -> str:
    """Configs per family and body: how many, built, refused, per arch (from the catalog)."""
    from ..engine import catalog
    from ..engine.families import FAMILIES

    rows = ["| family | body | configs | built | refused | gfx942 | gfx950 |",
            "|---|---|---:|---:|---:|---:|---:|"]
    for fam in FAMILIES:
        groups: dict[str, list] = {}
        for c in catalog.family_configs(fam).configs:
            groups.setdefault(str(c.get("body", "scalar")), []).append(c)
        for body, cs in groups.items():
            refused = sum(1 for c in cs if catalog.build(fam, c.id).refused)
            arch = {a: sum(1 for c in cs if c.get("arch") == a) for a in ("gfx942", "gfx950")}
            rows.append(f"| `{fam}` | {body} | {len(cs)} | {len(cs) - refused} | {refused} | "
                        f"{arch['gfx942']} | {arch['gfx950']} |")
    return "\n".join(rows)


def golden_toolchain() -> str:
    """The toolchain record of the convert family's golden, as golden/README.md shows it."""
    from . import golden

    g = golden.load("attention_bwd_convert") or {}
    rec = json.dumps(g.get("toolchain", {}), sort_keys=True, indent=2)
    return "```json\n" + '"toolchain": ' + rec + "\n```"


GENERATORS: dict[str, Callable[[], str]] = {
    "catalog-counts": catalog_counts,
    "golden-toolchain": golden_toolchain,
}




def main(argv: Sequence[str] | None = None,
         generators: dict[str, Callable[[], str]] | None = None) -> int:
    """Rewrite (or with --check, compare) every marked block; `generators`: the project's
    (figures/doctables.py adds the model's tables to these)."""
    from ..paths import root

    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    try:
        stale = doctables.run(root(), GENERATORS if generators is None else generators,
                              check=check)
    except RockeError as e:
        print(f"docs-tables: {e}", file=sys.stderr)
        return 2
    for b in stale:
        rel = b.path.relative_to(root())
        print(f"{'stale' if check else 'rewrote'}: {rel}:{b.line} rocke:table {b.name}")
    if check and stale:
        print("docs-tables: generated blocks differ from the code; `make docs-tables` "
              "rewrites them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
