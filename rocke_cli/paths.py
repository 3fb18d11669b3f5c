"""Where things live: the project root and the layout of every emitted artifact path.

The project root (the kernel library: `rocke.toml`, configs/, templates/, golden/) is found
once per process, first of: `--root DIR` (`set_root`), `$ROCKE_ROOT`, and the nearest
directory from the working directory upward holding `rocke.toml`; nothing else (not the
checkout this package runs from: outside a library, rocke says so and stops). The code is
never assumed to sit in the library: a `pip install .` runs on whichever checkout the user
stands in.

The artifact layout is `<family>/<flavor>/<id>.ll` and `<family>/hip/<id>.hip` under an output
directory, with `manifest.json` beside the families; emit, identity, explain and bench all
build their paths here. `rocke build` writes `<family>/<arch>/<id>.co` the same way."""

from __future__ import annotations

from pathlib import Path

from .errors import RockeError
from .settings import settings

PACKAGE = Path(__file__).resolve().parent
MARKER = "rocke.toml"  # marks the root of a kernel library
MANIFEST = "manifest.json"
# the launch path's files in a build output beside its objects, recorded in its manifest:
# registry/table.py's TABLE_FILE, registry/cpp.py's HEADER and SOURCE (a test holds them equal)
LAUNCH_FILES = ("tune.json", "rocke_launch.h", "rocke_launch.cpp")
PENDING = ".rocke/pending"  # check-golden --pending: what awaits review (git-ignored)

_root: Path | None = None
_explicit: tuple[str, str] | None = None  # (how it was named, the directory) from --root


def set_root(directory: str | None, how: str = "--root ") -> None:
    """Name the root explicitly (the command line's --root); None: discover it."""
    global _root, _explicit
    _root, _explicit = None, (how, directory) if directory else None


def _checked(how: str, directory: str) -> Path:
    p = Path(directory).expanduser()
    if not (p / MARKER).is_file():
        why = "no such directory" if not p.is_dir() else f"no {MARKER} there"
        raise RockeError(f"{how}{directory}: {why} (a kernel library root holds {MARKER})")
    return p.resolve()


def _discover() -> Path:
    if _explicit:
        return _checked(*_explicit)
    env = settings().root
    if env:
        return _checked("ROCKE_ROOT=", env)
    try:
        here = Path.cwd().resolve()
    except OSError as e:
        raise RockeError(f"the working directory is gone ({e}); use --root DIR") from None
    for d in (here, *here.parents):
        if (d / MARKER).is_file():
            return d
    # never the checkout rocke runs from: a mistyped folder would silently work on (and emit
    # --prune into, bless over) a library the user did not name
    raise RockeError(f"no {MARKER} in {here} or above: run rocke inside a kernel library, "
                     f"or name one with --root DIR or ROCKE_ROOT")


def root() -> Path:
    """The project root, resolved on first use and kept for the process."""
    global _root
    if _root is None:
        _root = _discover()
    return _root


def configs_dir() -> Path:
    return root() / "configs"


def templates_dir() -> Path:
    return root() / "templates"


def golden_dir() -> Path:
    return root() / "golden"


def pending_dir() -> Path:
    return root() / PENDING


def artifact_path(family: str, section: str, cid: str) -> str:
    """Relative path of one artifact; `section` is a flavor (an .ll) or "hip"."""
    ext = "hip" if section == "hip" else "ll"
    return f"{family}/{section}/{cid}.{ext}"


def code_object_path(family: str, arch: str, cid: str) -> str:
    """Relative path of one built code object (`rocke build`)."""
    return f"{family}/{arch}/{cid}.co"


def rel_to_root(path: Path) -> str:
    """A path as the user should read it in a message: relative to the root when inside."""
    try:
        return str(path.resolve().relative_to(root()))
    except (ValueError, RockeError):
        return str(path)
