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


# The full tier: the whole-set and end-to-end simulator runs, the longest tests by
# `pytest --durations` (measured on 2 cores: 40-370 s each). `make test` leaves them out (the
# quick tier, a developer's loop); `make test-full` and CI run everything. Marked here, by
# file and test or fixture name, so one place says what the quick tier skips
# (tests/test_tiers.py holds every name to an existing test or fixture).
FULL = {
    "test_kvs_lds.py": ("test_every_pipeline_of_the_tile_passes_in_the_sim",),
    "test_kvs_slices.py": ("test_the_deterministic_pipeline_passes_in_the_sim",),
    "test_kvs_paged.py": ("test_the_paged_pipeline_passes_in_the_sim",),
    "test_mla.py": ("test_every_chain_pipeline_passes_with_mla_in_the_sim",),
    "test_head_dims.py": ("test_the_simulator_passes_the_new_head_dims",),
    "test_head_dims_tiled.py": ("test_the_simulator_passes_a_sample_of_the_new_head_dims",),
    "test_masks.py": ("test_every_mask_config_passes_the_simulator_as_ll_and_hip",),
    "test_determinism.py": ("test_emission_is_byte_identical_across_seed_jobs_cwd_tz_locale",),
    "test_golden_flow.py": ("test_a_v1_golden_is_read_unrecorded_and_upgraded_by_bless",
                            "test_sigkill_mid_bless_leaves_goldens_whole"),
    "test_outdir.py": ("test_emits_at_once_all_land_and_the_manifest_lists_all",),
}
# and every test that uses one of these module fixtures (made once, for the whole set)
FULL_FIXTURES = {
    "test_build.py": ("built",),  # every shipped kernel built into a code object
    "test_sim.py": ("matrix", "controls"),  # the simulator's CI matrix and its controls
}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "full: the full tier only (`make test-full`, CI): the "
                                       "whole-set and end-to-end simulator runs")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for it in items:
        name = getattr(it, "originalname", it.name)
        uses = set(getattr(it, "fixturenames", ())) & set(FULL_FIXTURES.get(it.path.name, ()))
        if name in FULL.get(it.path.name, ()) or uses:
            it.add_marker(pytest.mark.full)
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
