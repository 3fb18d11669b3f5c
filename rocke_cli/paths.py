"""Where things live: the project root and the layout of every emitted artifact path.

The artifact layout is `<family>/<flavor>/<id>.ll` and `<family>/hip/<id>.hip` under an output
directory, with `manifest.json` beside the families; emit, identity, explain and bench all
build their paths here."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent  # the kernel library: configs/, templates/, golden/
CONFIGS = ROOT / "configs"
TEMPLATES = ROOT / "templates"
GOLDEN = ROOT / "golden"
MANIFEST = "manifest.json"


def artifact_path(family: str, section: str, cid: str) -> str:
    """Relative path of one artifact; `section` is a flavor (an .ll) or "hip"."""
    ext = "hip" if section == "hip" else "ll"
    return f"{family}/{section}/{cid}.{ext}"


def rel_to_root(path: Path) -> str:
    """A path as the user should read it in a message: relative to the root when inside."""
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)
