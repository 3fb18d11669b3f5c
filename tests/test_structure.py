"""The layout's rules, checked on the source: thin command modules, no long positional
parameter lists, environment read in one place, imports pointing one way."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from helpers import ROOT

from rocke_cli.settings import DOCS

PKG = ROOT / "rocke_cli"
# a layer may import only from the layers after it in this order (base last)
LAYERS = ("cli", "bench", "figures", "sim", "registry", "gates", "schedule", "perf", "toolchain",
          "engine", "output", "base")
BASE = {"errors", "paths", "files", "reader", "settings", "workers", "cache", "children"}


def _modules() -> list[Path]:
    return sorted(p for p in PKG.rglob("*.py") if "__pycache__" not in p.parts)


def _layer(path: Path) -> str:
    rel = path.relative_to(PKG).parts
    if len(rel) == 1:
        stem = rel[0].removesuffix(".py")
        if stem == "__main__":
            return "cli"  # `python -m rocke_cli` is the command line
        return "base" if stem in BASE | {"__init__"} else stem
    return rel[0]


def _imported_layers(path: Path) -> set[str]:
    """Layers a module imports from (relative imports resolved against its package)."""
    tree = ast.parse(path.read_text())
    pkg = list(path.relative_to(PKG).parts[:-1])
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = pkg[:len(pkg) - (node.level - 1)] if node.level > 1 else pkg
            parts = base + (node.module.split(".") if node.module else [])
            if not parts:  # `from .. import x`: x names the module
                parts = [node.names[0].name]
            out.add("base" if parts[0] in BASE else parts[0])
    return out


def test_imports_point_one_way() -> None:
    bad = []
    for p in _modules():
        me = _layer(p)
        if me not in LAYERS:
            continue
        for other in _imported_layers(p) - {me}:
            if other in LAYERS and LAYERS.index(other) < LAYERS.index(me):
                bad.append(f"{p.relative_to(ROOT)} ({me}) imports {other}")
    assert not bad, bad


def test_command_modules_are_thin_and_no_cmd_modules_remain() -> None:
    assert not list(PKG.rglob("*cmd.py"))
    long = {p.name: n for p in (PKG / "cli").glob("*.py")
            if (n := len(p.read_text().splitlines())) > 150}
    assert not long, long


def test_no_function_takes_more_than_five_positional_parameters() -> None:
    bad = []
    for p in _modules():
        for node in ast.walk(ast.parse(p.read_text())):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                names = [a.arg for a in node.args.posonlyargs + node.args.args]
                if names[:1] in (["self"], ["cls"]):
                    names = names[1:]
                if len(names) > 5:
                    bad.append(f"{p.relative_to(ROOT)}:{node.lineno} {node.name} {len(names)}")
    assert not bad, bad


def test_environment_is_read_only_in_settings_and_documented_in_the_readme() -> None:
    reads = re.compile(r"os\.environ\.get|os\.environ\[|os\.getenv")
    readers = [str(p.relative_to(ROOT)) for p in _modules()
               if p.name != "settings.py" and reads.search(p.read_text())]
    assert not readers, readers
    names = set(re.findall(r"\bROCKE_[A-Z0-9_]+", "\n".join(p.read_text() for p in _modules())))
    assert names == {k for k in DOCS if k.startswith("ROCKE_")}, names ^ set(DOCS)
    # every variable settings.py reads is documented (CI and NO_COLOR are not ROCKE_ names)
    read = set(re.findall(r'(?:env\.get|_int)\("([A-Z0-9_]+)"',
                          (PKG / "settings.py").read_text()))
    assert read == set(DOCS), read ^ set(DOCS)
    readme = (ROOT / "README.md").read_text()
    assert all(f"| `{k}` |" in readme for k in DOCS)


def test_artifact_paths_are_built_in_one_place() -> None:
    pattern = re.compile(r"""\{[^}]*\.id\}\.(ll|hip)\b""")
    builders = [str(p.relative_to(ROOT)) for p in _modules()
                if p.name != "paths.py" and pattern.search(p.read_text())]
    assert not builders, builders


def test_the_design_document_stays_true() -> None:
    """Citations resolve, the layout names every module folder's modules, and the config keys
    are documented where the README and design.md say."""
    from rocke_cli.engine.config import TOP_KEYS

    design = (ROOT / "docs" / "design.md").read_text()
    readme = (ROOT / "README.md").read_text()
    heads = set(re.findall(r"^## (\d+)\.", design, re.M))
    cited = {n for p in _modules() for n in re.findall(r"§(\d+)", p.read_text())}
    assert cited <= heads, cited - heads
    for p in (PKG / "gates").glob("*.py"):
        if p.stem != "__init__":
            assert p.stem in design, p.stem
    section3 = design.split("## 3.")[1].split("## 4.")[0]
    config_format = readme.split("## Config format")[1].split("\n## ")[0]
    for key in TOP_KEYS:
        assert f"`{key}`" in section3, key
        assert f"\n{key}:" in config_format, key
    for section in ("## Config format", "## Manifest format", "### Shell completion",
                    "## Environment"):
        assert f"\n{section}\n" in readme, section


def test_every_command_is_found_in_the_module_the_cli_names() -> None:
    import importlib

    from rocke_cli.cli import COMMAND_MODULES

    defined = {}
    for p in sorted((PKG / "cli").glob("*.py")):
        m = importlib.import_module(f"rocke_cli.cli.{p.stem}")
        for c in getattr(m, "COMMANDS", ()):
            defined[c.name] = p.stem
    assert defined == COMMAND_MODULES


def test_the_early_start_reads_the_command_word_as_click_does() -> None:
    from rocke_cli.cli import COMMAND_MODULES, cli
    from rocke_cli.start import EARLY, VALUE_OPTIONS, command_of

    # every option of the group that takes a value is known, so its value is never taken
    # for the command word (and every early start belongs to a command)
    takes_value = {o for p in cli.params if not getattr(p, "is_flag", False)
                   and not getattr(p, "count", False) and p.name != "version"
                   for o in p.opts}
    assert takes_value == set(VALUE_OPTIONS)
    assert set(EARLY) <= set(COMMAND_MODULES)
    assert command_of(["--root", "sim", "list"]) == "list"
    assert command_of(["-q", "--root=x", "sim", "atomic"]) == "sim"
    assert command_of(["-vv", "sim", "atomic", "--help"]) is None
    assert command_of(["--version"]) is None and command_of([]) is None
