"""The test tiers: every test the full tier names (conftest.FULL) exists, so a rename can never
leave a name that marks nothing; and the quick tier really leaves those out."""

from __future__ import annotations

import ast
import subprocess
import sys

from conftest import FULL
from helpers import ROOT


def test_every_name_of_the_full_tier_is_a_test_of_its_file():
    for file, names in FULL.items():
        tree = ast.parse((ROOT / "tests" / file).read_text())
        tests = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
        missing = sorted(set(names) - tests)
        assert not missing, f"tests/conftest.py FULL names no test of {file}: {missing}"


def test_the_quick_tier_deselects_exactly_the_full_tier():
    files = [str(ROOT / "tests" / f) for f in ("test_golden_flow.py", "test_kvs_lds.py")]
    quick = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p",
                            "no:cacheprovider", "-m", "not full", *files], cwd=ROOT,
                           capture_output=True, text=True, timeout=300).stdout
    full = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-p",
                           "no:cacheprovider", *files], cwd=ROOT, capture_output=True,
                          text=True, timeout=300).stdout
    ids = {ln for ln in full.splitlines() if "::" in ln}
    kept = {ln for ln in quick.splitlines() if "::" in ln}
    left_out = {i.split("::")[1].split("[")[0] for i in ids - kept}
    assert left_out == {n for f in ("test_golden_flow.py", "test_kvs_lds.py") for n in FULL[f]}
    assert kept and kept < ids
