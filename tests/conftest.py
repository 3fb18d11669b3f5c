"""Fixtures; the helpers they use live in helpers.py (tests import that, never this file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import Sandbox, make_sandbox

from rocke_cli import cache

# the simulator's CI matrix (the longest file, which runs its own processes side by side) is
# collected last: under `make test` (pytest-xdist, a file per worker) it then fills the cores
# the other files leave, rather than leaving one worker alone at the end with the rest
LAST = "test_sim.py"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda it: it.path.name == LAST)  # stable: the rest keep their order


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test gets its own, empty content cache: never the developer's (~/.cache/rocke),
    and never one an earlier test filled (a test that means to verify really does). The
    subprocesses a test starts inherit it with the environment."""
    d = tmp_path / "xdg-cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(d))
    monkeypatch.delenv("ROCKE_CACHE", raising=False)
    monkeypatch.setattr(cache, "_warned", False)  # an earlier test's unusable cache: not this one's
    return d / "rocke"


@pytest.fixture
def sandbox(tmp_path: Path) -> Sandbox:
    return make_sandbox(tmp_path / "proj")
