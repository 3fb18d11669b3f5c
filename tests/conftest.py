"""Shared fixtures: a sandbox copy of the project, and running the CLI as a user would."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COPIED = ("rocke_cli", "templates", "configs", "golden", "pyproject.toml")


@dataclass
class Run:
    rc: int
    out: str
    err: str


@dataclass
class Sandbox:
    """A private copy of the project: tests edit configs, templates and goldens freely."""

    root: Path

    def rocke(self, *args: str, env: dict | None = None, cwd: Path | None = None) -> Run:
        e = dict(os.environ, PYTHONPATH=str(self.root), **(env or {}))
        # the sandbox has no side venv of its own: use the project's
        e.setdefault("ROCKE_LLVM20_PYTHON", str(ROOT / ".venv-llvm20" / "bin" / "python"))
        e.pop("COLUMNS", None)
        r = subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=cwd or self.root,
                           env=e, capture_output=True, text=True, timeout=600)
        return Run(r.returncode, r.stdout, r.stderr)

    def files(self) -> dict[str, bytes]:
        """Every file under the sandbox (for 'nothing written' checks)."""
        return {str(p.relative_to(self.root)): p.read_bytes()
                for p in sorted(self.root.rglob("*"))
                if p.is_file() and "__pycache__" not in p.parts}


def make_sandbox(dest: Path) -> Sandbox:
    dest.mkdir(parents=True, exist_ok=True)
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name,
                            ignore=shutil.ignore_patterns("__pycache__", ".lock"))
        else:
            shutil.copy2(src, dest / name)
    return Sandbox(dest)


@pytest.fixture
def sandbox(tmp_path: Path) -> Sandbox:
    return make_sandbox(tmp_path / "proj")


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")
