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
# `pytest --durations` (measured on 2 cores: 40-370 s each), and, so that the quick tier keeps
# to 5 CPU-minutes (issue 45: 9.5 with them), every other test of 3 s or more: whole-set runs
# (every shipped artifact verified or checked, the docs' tables, whole emits), end-to-end
# flows in a sandbox project (bless, pending, exemplars, schedule, output directories),
# signals and timeouts, and real toolchain round trips (clang's precompiled header, HIP
# compiles, the search). `make test` leaves them out (the quick tier, a developer's loop);
# `make test-full` and CI run everything. Marked here, by file and test or fixture name, so
# one place says what the quick tier skips (tests/test_tiers.py holds every name to an
# existing test or fixture).
FULL = {
    "test_atomic16.py": ("test_16bit_adds_fail_the_rule_as_the_refusal_says",),
    "test_cache.py": ("test_clang_serves_a_pass_from_the_cache",),
    "test_determinism.py": (
        "test_emission_is_byte_identical_across_seed_jobs_cwd_tz_locale",
        "test_emit_writes_only_what_changed",
        "test_list_only_prints_the_paths_emit_writes",
    ),
    "test_doctables.py": ("test_every_marked_block_of_the_docs_is_what_its_generator_gives",),
    "test_errors.py": (
        "test_bad_config_is_one_line_at_the_fault",
        "test_bad_usage_is_one_line",
        "test_hand_edited_golden_structure_is_named",
        "test_hand_edited_sha256_names_the_entry",
    ),
    "test_exemplars.py": ("test_check_holds_exemplars_and_bless_writes_and_removes_them",),
    "test_family_main.py": ("test_guard_sites_present_in_thd_and_absent_in_bshd",),
    "test_faults.py": (
        "test_a_signal_to_rocke_alone_during_verify_ends_it_and_its_llvm_workers_at_once",
        "test_a_signal_while_a_revision_is_emitted_removes_its_worktree",
    ),
    "test_golden_flow.py": (
        "test_a_v1_golden_is_read_unrecorded_and_upgraded_by_bless",
        "test_sigkill_mid_bless_leaves_goldens_whole",
        "test_cosmetic_edit_is_cosmetic_and_bless_restores",
        "test_golden_records_its_toolchain_and_another_one_is_not_trusted",
        "test_verify_trusting_goldens_verifies_what_does_not_match_them",
        "test_new_and_stale_configs",
        "test_bless_refuses_a_hip_that_clang_rejects",
        "test_semantic_template_edit_names_every_config_and_flavor",
        "test_check_without_the_toolchain_compares_hashes_and_says_so",
    ),
    "test_head_dims.py": ("test_the_simulator_passes_the_new_head_dims",),
    "test_head_dims_tiled.py": ("test_the_simulator_passes_a_sample_of_the_new_head_dims",),
    "test_hip_pch.py": (
        "test_the_precompiled_header_gives_the_same_ir",
        "test_a_header_that_cannot_be_used_only_costs_time",
    ),
    "test_identity.py": ("test_repeat_in_fresh_processes_is_green",),
    "test_kvs_agpr.py": ("test_llvm_never_allocates_the_accumulators_registers",),
    "test_kvs_kt512.py": ("test_llvm_20_and_22_allocate_it_without_scratch",),
    "test_kvs_lds.py": ("test_every_pipeline_of_the_tile_passes_in_the_sim",),
    "test_kvs_paged.py": ("test_the_paged_pipeline_passes_in_the_sim",),
    "test_kvs_slices.py": ("test_the_deterministic_pipeline_passes_in_the_sim",),
    "test_kvs_tall512.py": ("test_the_192_key_tile_models_above_the_128_key_ones",),
    "test_launch_cpp.py": ("test_generated_cpp_plans_and_launches_what_python_plans",),
    "test_loop_schedule.py": (
        "test_extra_climbs_are_asked_by_the_attribute_and_keep_the_fastest_assembly",
        "test_the_built_object_holds_the_loop_rocke_perf_models",
        "test_the_search_is_a_function_of_the_text_and_never_loses_to_llvm",
    ),
    "test_masks.py": ("test_every_mask_config_passes_the_simulator_as_ll_and_hip",),
    "test_mfma_body.py": ("test_mfma_hip_compiles_to_the_ir_s_matrix_instructions",),
    "test_mla.py": ("test_every_chain_pipeline_passes_with_mla_in_the_sim",),
    "test_outdir.py": (
        "test_emits_at_once_all_land_and_the_manifest_lists_all",
        "test_prune_refuses_a_directory_holding_a_file_rocke_did_not_write",
    ),
    "test_outdir_safety.py": (
        "test_no_output_inside_version_control_metadata",
        "test_a_manifest_not_the_commands_own_is_never_replaced",
    ),
    "test_pending.py": (
        "test_pending_review_then_bless_exactly_that",
        "test_ci_bless_refuses_to_write_unless_forced",
        "test_a_malformed_pending_json_is_one_line",
        "test_bless_pending_refuses_when_a_shown_text_changed",
    ),
    "test_perf_assume.py": ("test_the_selection_moves_its_code_does_not_and_nothing_searches",),
    "test_perf_hostile.py": (
        "test_an_object_of_5000_copies_of_a_kernel_finishes_well_under_90_s",
    ),
    "test_perf_stalls.py": ("test_perf_stalls_cli",),
    "test_registry_sim.py": ("test_rocke_sim_problem_runs_the_planned_chain",),
    "test_schedule_record.py": (
        "test_schedule_searches_records_and_check_golden_holds_the_records",
    ),
    "test_shipped.py": (
        "test_every_shipped_artifact_verifies_and_compiles",
        "test_check_golden_passes_on_every_shipped_config",
    ),
    "test_runtime_window.py": ("test_every_window_kernel_passes_every_size_and_the_guard_cases",),
    "test_sim.py": ("test_a_loop_that_does_not_end_is_stopped_at_the_timeout",),
    "test_untrusted_objects.py": ("test_a_linker_that_never_returns_is_killed_at_the_timeout",),
    "test_validate.py": ("test_given_batch_options_are_checked", "test_two_configs_verify",),
    "test_verify.py": ("test_hip_ok_syntax_error_and_gfx950",),
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
