"""Fixtures; the helpers they use live in helpers.py (tests import that, never this file)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import Sandbox, make_sandbox


@pytest.fixture
def sandbox(tmp_path: Path) -> Sandbox:
    return make_sandbox(tmp_path / "proj")
