"""Pure, table-driven tests of the golden status rules (check.compare, check.stale), of bless
planning (bless.plan) and of selection (Select). No subprocess, no LLVM, no config files: each
case builds its artifacts and goldens in memory."""

from __future__ import annotations

import pytest

from rocke_cli.engine.artifacts import ConfigArtifacts, sha256
from rocke_cli.engine.catalog import Select, parse_shard
from rocke_cli.engine.config import Config
from rocke_cli.errors import CheckFailed, RockeError
from rocke_cli.gates import golden
from rocke_cli.gates.bless import CHANGE_KINDS, plan
from rocke_cli.gates.check import STATUSES, canonical_of, compare, stale, toolchain_findings

FAM = "attention_bwd_fake"
FL = "llvm22"
IR = "; {}\ndefine void @k() {{\n  ret void\n}}\n"
TEXT = IR.format("v1")
COSMETIC_TEXT = IR.format("v1, a comment that moved")  # comments are not in the canonical form
SEMANTIC_TEXT = "define void @k() {\n  unreachable\n}\n"


def _entry(text: str) -> dict:
    return {"sha256": sha256(text), "bytes": len(text.encode())}


def _golden(ll: dict[str, str] | None = None, hip: dict[str, str] | None = None,
            refused: dict[str, str] | None = None) -> dict:
    g = golden.empty(FAM)
    for cid, text in (ll or {}).items():
        g["ll"][FL][cid] = _entry(text)
        g["canonical"][cid] = canonical_of(text, FL)
    for cid, text in (hip or {}).items():
        g["hip"][cid] = _entry(text)
    g["refused"].update(refused or {})
    return g


def _arts(cid: str = "a", ll: str | None = TEXT, hip: str | None = None,
          refused: str | None = None) -> ConfigArtifacts:
    return ConfigArtifacts(FAM, cid, 0, refused, {FL: ll} if ll is not None and not refused
                           else {}, hip)


# (name, artifacts now, golden, kinds) -> the one status compare() must report
COMPARE_CASES = [
    ("same bytes", _arts(), _golden({"a": TEXT}), ("ll",), "MATCH"),
    ("same refusal", _arts(refused="too big"), _golden(refused={"a": "too big"}), ("ll",),
     "MATCH"),
    ("comment moved", _arts(ll=COSMETIC_TEXT), _golden({"a": TEXT}), ("ll",), "COSMETIC"),
    ("body changed", _arts(ll=SEMANTIC_TEXT), _golden({"a": TEXT}), ("ll",), "SEMANTIC"),
    ("hip changed", _arts(ll=None, hip="x"), _golden(hip={"a": "y"}), ("hip",), "SEMANTIC"),
    ("never blessed", _arts(), _golden(), ("ll",), "NEW"),
    ("new refusal", _arts(refused="too big"), _golden(), ("ll",), "NEW"),
    ("refusal message moved", _arts(refused="now this"), _golden(refused={"a": "was that"}),
     ("ll",), "REFUSAL_CHANGED"),
    ("emitted, now refused", _arts(refused="too big"), _golden({"a": TEXT}), ("ll",),
     "REFUSAL_CHANGED"),
    ("refused, now emitted", _arts(), _golden(refused={"a": "too big"}), ("ll",),
     "REFUSAL_CHANGED"),
]


@pytest.mark.parametrize("name,arts,g,kinds,status", COMPARE_CASES,
                         ids=[c[0] for c in COMPARE_CASES])
def test_compare_reports_the_status_of_its_case(name, arts, g, kinds, status) -> None:
    found = compare(arts, g, (FL,), kinds)
    assert [f.status for f in found] == [status], (name, found)


def test_stale_entries_of_a_gone_config_are_reported_per_section() -> None:
    g = _golden({"gone": TEXT}, hip={"gone": "h"}, refused={"gone-r": "x"})
    found = stale(FAM, g, {"a"}, Select(), flavors=(FL,), kinds=("ll", "hip"))
    assert sorted((f.id, f.flavor, f.status) for f in found) == [
        ("gone", "hip", "STALE"), ("gone", FL, "STALE"), ("gone-r", "-", "STALE")]


@pytest.mark.parametrize("select,expect", [
    (Select(configs=("gone*",)), {"gone"}),  # covered by the --config glob
    (Select(configs=("other*",)), set()),  # not covered: not judged
    (Select(excludes=("gone",)), set()),
    (Select(arch="gfx942"), set()),  # an id alone does not say its arch: never judged
    (Select(shard=(1, 2)), set()),
])
def test_stale_judges_only_what_the_selection_covers(select, expect) -> None:
    found = stale(FAM, _golden({"gone": TEXT}), set(), select, flavors=(FL,), kinds=("ll",))
    assert {f.id for f in found} == expect


# --- the toolchain record ------------------------------------------------------------------

LLVM = "LLVM 22.1.0 (llvmlite 0.50.0)"
OTHER = "LLVM 22.1.1 (llvmlite 0.51.0)"


def _recorded(record: dict[str, str], **kw) -> dict:
    g = _golden({"a": TEXT, "b": TEXT}, **kw)
    g["toolchain"] = dict(record)
    return g


@pytest.mark.parametrize("record,now,found", [
    ({"llvm22": LLVM}, {"llvm22": LLVM}, []),
    ({"llvm22": LLVM}, {"llvm22": OTHER}, [f"blessed with '{LLVM}', current '{OTHER}'"]),
    ({}, {"llvm22": LLVM}, ["blessed with no recorded toolchain (rocke.golden/v2), current"]),
    ({"llvm22": LLVM}, {"llvm22": LLVM, "hip": "clang 19"}, []),  # no hip entry: none to trust
    ({"llvm22": LLVM}, {"llvm20": "LLVM 20.1.8"}, []),  # llvm20 holds nothing here
], ids=["same", "other", "unrecorded", "nothing-of-hip", "nothing-of-llvm20"])
def test_a_golden_blessed_with_another_toolchain_is_not_trusted(record, now, found) -> None:
    got = toolchain_findings(FAM, _recorded(record), now)
    assert [f.status for f in got] == ["TOOLCHAIN_CHANGED"] * len(found)
    for f, words in zip(got, found, strict=True):
        assert f.id == "llvm22" and f.flavor == "toolchain" and words in f.detail, f.detail


def test_every_status_is_reached_by_a_case() -> None:
    """A status added to STATUSES without a case here fails this test."""
    # STALE: the stale() tests above; TOOLCHAIN_CHANGED: the toolchain_findings() test
    reached = {c[-1] for c in COMPARE_CASES} | {"STALE", "TOOLCHAIN_CHANGED"}
    assert reached == set(STATUSES)


# --- bless planning -------------------------------------------------------------------------

def _plan(arts: list[ConfigArtifacts], old: dict | None, select: Select | None = None,
          kinds: tuple[str, ...] = ("ll", "hip")):
    return plan(arts, {FAM: old}, select or Select(), (FL,), kinds)


def _changes(p, section: str = FL) -> dict[str, list[str]]:
    return p.report.changes.get((FAM, section), {k: [] for k in CHANGE_KINDS})


def test_plan_adds_changes_and_verifies_only_what_moved() -> None:
    old = _golden({"same": TEXT, "moved": TEXT})
    p = _plan([_arts("same"), _arts("moved", ll=SEMANTIC_TEXT), _arts("new")], old)
    assert _changes(p)["added"] == ["new"] and _changes(p)["changed"] == ["moved"]
    assert sorted(cid for a, _, _ in p.to_verify for cid in [a.id]) == ["moved", "new"]
    assert p.news[FAM]["ll"][FL]["moved"] == _entry(SEMANTIC_TEXT)
    assert p.news[FAM]["canonical"]["moved"] == canonical_of(SEMANTIC_TEXT, FL)
    assert old["ll"][FL]["moved"] == _entry(TEXT), "the old golden is not edited in place"


def test_plan_records_refusals_and_drops_their_artifacts() -> None:
    p = _plan([_arts("a", refused="LDS over the limit")], _golden({"a": TEXT}, hip={"a": "h"}))
    g = p.news[FAM]
    assert g["refused"] == {"a": "LDS over the limit"}
    assert "a" not in g["ll"][FL] and "a" not in g["hip"] and "a" not in g["canonical"]
    assert _changes(p, "refused")["refused"] == ["a"] and not p.to_verify


def test_plan_removes_stale_entries_only_when_the_selection_covers_them() -> None:
    old = _golden({"a": TEXT, "gone": TEXT})
    whole = _plan([_arts("a")], old)
    assert _changes(whole)["removed"] == ["gone"] and "gone" not in whole.news[FAM]["canonical"]
    part = _plan([_arts("a")], old, Select(arch="gfx942"))
    assert "gone" in part.news[FAM]["ll"][FL] and not _changes(part)["removed"]


def test_plan_refuses_flavors_that_differ_in_canonical_form() -> None:
    arts = ConfigArtifacts(FAM, "a", 0, None, {FL: TEXT, "llvm23": SEMANTIC_TEXT}, None)
    with pytest.raises(CheckFailed, match="flavors differ in canonical form"):
        plan([arts], {FAM: None}, Select(), (FL, "llvm23"), ("ll",))


def test_plan_with_nothing_changed_changes_nothing() -> None:
    old = _golden({"a": TEXT}, hip={"a": "h"})
    p = _plan([_arts("a", hip="h")], old)
    assert p.news[FAM] == old and not p.report.changes and not p.to_verify


def test_plan_verifies_a_moved_hip_as_it_does_a_moved_ll() -> None:
    p = _plan([_arts("a", hip="new"), _arts("b", hip="h")], _golden({"a": TEXT, "b": TEXT},
                                                                     hip={"a": "h", "b": "h"}))
    assert [(a.id, s, t) for a, s, t in p.to_verify] == [("a", "hip", "new")]


def test_plan_records_the_toolchain_and_verifies_everything_when_it_changed() -> None:
    arts = [_arts("a"), _arts("b")]
    same = plan(arts, {FAM: _recorded({"llvm22": LLVM})}, Select(), (FL,), ("ll",),
                toolchain={"llvm22": LLVM})
    assert not same.to_verify and not same.report.changes
    assert same.news[FAM]["toolchain"] == {"llvm22": LLVM}
    moved = plan(arts, {FAM: _recorded({"llvm22": OTHER})}, Select(), (FL,), ("ll",),
                 toolchain={"llvm22": LLVM})
    assert sorted(a.id for a, _, _ in moved.to_verify) == ["a", "b"]  # unmoved, still verified
    assert moved.news[FAM]["toolchain"] == {"llvm22": LLVM}
    assert _changes(moved, "toolchain")["changed"] == ["llvm22"]
    fresh = plan(arts, {FAM: None}, Select(), (FL,), ("ll",), toolchain={"llvm22": LLVM})
    assert fresh.news[FAM]["toolchain"] == {"llvm22": LLVM}
    assert _changes(fresh, "toolchain")["added"] == ["llvm22"]


def test_plan_refuses_a_new_record_that_would_vouch_for_entries_it_did_not_verify() -> None:
    with pytest.raises(RockeError, match=r"golden/attention_bwd_fake.json: its llvm22 entries "
                       r"were verified with 'LLVM 22.1.1.*1 are outside this selection "
                       r"\(e.g. b llvm22\)"):
        plan([_arts("a")], {FAM: _recorded({"llvm22": OTHER})}, Select(configs=("a",)),
             (FL,), ("ll",), toolchain={"llvm22": LLVM})


def test_plan_drops_the_record_of_an_environment_with_nothing_blessed() -> None:
    p = plan([_arts("a")], {FAM: _recorded({"llvm22": LLVM, "hip": "clang 19"})}, Select(),
             (FL,), ("ll", "hip"), toolchain={"llvm22": LLVM, "hip": "clang 19"})
    assert p.news[FAM]["toolchain"] == {"llvm22": LLVM}


def test_plan_takes_the_canonical_forms_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    from rocke_cli.gates import bless

    monkeypatch.setattr(bless, "canonical_of", lambda t, f: pytest.fail("recomputed"))
    p = plan([_arts("a")], {FAM: None}, Select(), (FL,), ("ll",),
             canons={(sha256(TEXT), FL): "c" * 64})
    assert p.news[FAM]["canonical"] == {"a": "c" * 64}


# --- selection ------------------------------------------------------------------------------

def _cfg(cid: str, arch: str = "gfx942") -> Config:
    return Config(FAM, 0, cid, (("arch", arch),), "x.yaml:1")


@pytest.mark.parametrize("select,cid,arch,kept", [
    (Select(), "gfx942.f16.d64", "gfx942", True),
    (Select(configs=("*.d64",)), "gfx942.f16.d64", "gfx942", True),
    (Select(configs=("*.d128",)), "gfx942.f16.d64", "gfx942", False),
    (Select(configs=("*.d128", "*.d64")), "gfx942.f16.d64", "gfx942", True),  # any glob
    (Select(excludes=("*.f16.*",)), "gfx942.f16.d64", "gfx942", False),
    (Select(configs=("*",), excludes=("*.d64",)), "gfx942.f16.d64", "gfx942", False),
    (Select(arch="gfx950"), "gfx942.f16.d64", "gfx942", False),
    (Select(arch="gfx950"), "gfx950.f16.d64", "gfx950", True),
])
def test_select_keeps_what_its_globs_and_arch_allow(select, cid, arch, kept) -> None:
    assert select.keep(_cfg(cid, arch)) is kept


@pytest.mark.parametrize("spec,expect", [(None, None), ("1/4", (1, 4)), ("4/4", (4, 4))])
def test_shard_spec_parses(spec, expect) -> None:
    assert parse_shard(spec) == expect


@pytest.mark.parametrize("spec", ["0/4", "5/4", "1-4", "a/b", "1/0"])
def test_bad_shard_spec_is_an_error(spec) -> None:
    with pytest.raises(RockeError, match="--shard"):
        parse_shard(spec)


def test_selection_round_trips_to_command_line_options() -> None:
    s = Select(("attention_bwd_main",), ("*.d64*",), ("*.c1*",), "gfx950", (2, 3))
    assert s.to_args() == ["--family", "attention_bwd_main", "--config", "*.d64*",
                           "--exclude", "*.c1*", "--arch", "gfx950", "--shard", "2/3"]
    assert not s.is_whole_family() and Select(("a",)).is_whole_family()
