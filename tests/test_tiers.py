"""The test tiers: every test the full tier names (conftest.FULL) exists, so a rename can never
leave a name that marks nothing; and the quick tier really leaves those out."""

from __future__ import annotations

import ast
import subprocess
import sys

from conftest import FULL, FULL_FIXTURES
from helpers import ROOT


def test_every_name_of_the_full_tier_is_a_test_or_fixture_of_its_file():
    for table in (FULL, FULL_FIXTURES):
        for file, names in table.items():
            tree = ast.parse((ROOT / "tests" / file).read_text())
            funcs = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
            missing = sorted(set(names) - funcs)
            assert not missing, f"tests/conftest.py names nothing of {file}: {missing}"


def test_the_quick_tier_deselects_exactly_the_full_tier():
    files = [str(ROOT / "tests" / f) for f in ("test_golden_flow.py", "test_build.py")]
    quick = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p",
                            "no:cacheprovider", "-m", "not full", *files], cwd=ROOT,
                           capture_output=True, text=True, timeout=300).stdout
    full = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p",
                           "no:cacheprovider", *files], cwd=ROOT, capture_output=True,
                          text=True, timeout=300).stdout
    ids = {ln for ln in full.splitlines() if "::" in ln}
    kept = {ln for ln in quick.splitlines() if "::" in ln}
    left_out = {i.split("::")[1].split("[")[0] for i in ids - kept}
    build = {i.split("::")[1] for i in ids if "test_build.py" in i}
    uses_built = {n for n in build if n in _users_of("test_build.py", "built")}
    assert uses_built and left_out == set(FULL["test_golden_flow.py"]) | uses_built
    assert kept and kept < ids


def _users_of(file: str, fixture: str) -> set[str]:
    """The tests of `file` that take `fixture` as an argument."""
    tree = ast.parse((ROOT / "tests" / file).read_text())
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)
            and n.name.startswith("test_") and fixture in [a.arg for a in n.args.args]}
