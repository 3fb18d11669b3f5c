"""Bad input end to end through the CLI (docs/design.md §3, §6, §11, §13): a one-line error that
names the file and the place, exit 2 (1 for a failed check), no traceback, nothing written."""

from __future__ import annotations

import json
import re

import pytest

FAM = "attention_bwd_convert"
CFG = f"configs/{FAM}.yaml"
GOLD = f"golden/{FAM}.json"
ONE = ("--family", FAM)
# commands that would write: emit into build/x, and bless into golden/
EMIT = ("emit", "--out", "build/x", "--artifact", "hip", *ONE)
BLESS = ("bless", "--artifact", "hip", *ONE)
WRITERS = pytest.mark.parametrize("cmd", [EMIT, BLESS], ids=["emit", "bless"])


def place(text: str, line_marker: str, col_token: str | None = None) -> tuple[int, int]:
    """1-based (line, column) of col_token on the first line containing line_marker."""
    for i, ln in enumerate(text.splitlines(), 1):
        if line_marker in ln:
            return i, ln.index(col_token if col_token is not None else line_marker) + 1
    raise AssertionError(f"marker {line_marker!r} not in text")


def fails_cleanly(sandbox, args, rc: int = 2) -> str:
    """Run args; assert the failure contract; return the one stderr line."""
    before = sandbox.files()
    r = sandbox.rocke(*args)
    assert r.rc == rc, (r.rc, r.out, r.err)
    assert "Traceback" not in r.err and "Traceback" not in r.out
    lines = r.err.splitlines()
    assert len(lines) == 1 and lines[0].strip(), repr(r.err)
    word = "check failed" if rc == 1 else "error"
    assert lines[0].startswith(f"rocke: {word}: "), lines[0]
    assert sandbox.files() == before, "a file was written or changed"
    assert not (sandbox.root / "build" / "x").exists()
    return lines[0]


def edit(sandbox, rel: str, old: str, new: str) -> str:
    p = sandbox.root / rel
    text = p.read_text(encoding="utf-8")
    assert text.count(old) == 1, (rel, old)
    text = text.replace(old, new)
    p.write_text(text, encoding="utf-8")
    return text


# --- bad configs ------------------------------------------------------------------------------

CONFIG_CASES = {
    # case: (old, new, line marker in the new text, column token, message)
    "malformed yaml (unclosed bracket)": (
        "  ws_seg:   {type: int, choices: [0, 1], default: 0}",
        "  ws_seg:   {type: int, choices: [0, 1, default: 0}",
        "choices: [0, 1, default: 0}", "}", "bad YAML"),
    "unknown top-level key": (
        "exclude:\n", "excludes:\n", "excludes:", "excludes", "unknown key 'excludes'"),
    "unknown key inside a param": (
        "  block_m:  {type: int,", "  block_m:  {typ: int,", "block_m:  {typ", "typ",
        "parameter 'block_m': unknown key 'typ'"),
    "wrong type in the sweep": (
        "  head_dim: [64, 96, 128, 192, 256]", '  head_dim: [64, 96, "128", 192, 256]',
        'head_dim: [64, 96, "128", 192, 256]', '"128"',
        "parameter 'head_dim' must be int, got '128'"),
    "bool where int is declared": (
        "  ws_seg: [0, 1]", "  ws_seg: [0, true]", "ws_seg: [0, true]", "true",
        "parameter 'ws_seg' must be int, got true"),
    "outside choices in the sweep": (
        "  dtype: [f16, bf16]", "  dtype: [f16, f8]", "dtype: [f16, f8]", "f8",
        "parameter 'dtype': 'f8' is not one of [f16, bf16]"),
    "outside choices in an explicit config": (
        "  - {arch: gfx942, dtype: bf16, head_dim: 128, layout: thd, block_m: 128}",
        "  - {arch: gfx942, dtype: bf16, head_dim: 128, layout: thd, block_m: 96}",
        "block_m: 96", "96", "parameter 'block_m': 96 is not one of [32, 64, 128]"),
    "unknown parameter in an explicit config": (
        "layout: thd, ws_seg: 1, block_m: 128}", "layout: thd, ws_sgmt: 1, block_m: 128}",
        "ws_sgmt", "ws_sgmt", "config: unknown parameter 'ws_sgmt'"),
    "unknown family": (
        "family: attention_bwd_convert", "family: attention_bwd_nope", "family:",
        "attention_bwd_nope", "unknown family 'attention_bwd_nope'"),
    "family in the wrong file": (
        "family: attention_bwd_convert", "family: attention_bwd_prep", "family:",
        "attention_bwd_prep", "family 'attention_bwd_prep' must live in attention_bwd_prep.yaml"),
}


@WRITERS
@pytest.mark.parametrize("case", list(CONFIG_CASES))
def test_bad_config_is_one_line_at_the_fault(sandbox, case, cmd):
    old, new, marker, token, message = CONFIG_CASES[case]
    text = edit(sandbox, CFG, old, new)
    line, col = place(text, marker, token)
    err = fails_cleanly(sandbox, cmd)
    assert f"{CFG}:{line}:{col}: " in err, err
    assert message in err, err


@WRITERS
def test_duplicate_id_in_the_sweep_points_into_the_sweep(sandbox, cmd):
    # the name drops {bounds}: ws1.full and ws1.legacy sweep points collide
    text = edit(sandbox, CFG, '.ws{ws_seg}.{bounds}"', '.ws{ws_seg}"')
    sweep = place(text, "sweep:")[0]
    err = fails_cleanly(sandbox, cmd)
    m = re.search(rf"{re.escape(CFG)}:(\d+):\d+: duplicate id '(gfx942\.f16\.d64\.bm64\.thd"
                  rf"\.ws1)'", err)
    assert m, err
    assert int(m.group(1)) in (sweep, sweep + 1), err


@WRITERS
def test_duplicate_id_from_an_explicit_config_names_its_line(sandbox, cmd):
    # the name drops {block_m}: the first explicit config (block_m 128) repeats a sweep point
    text = edit(sandbox, CFG, ".bm{block_m}.", ".")
    line = place(text, "head_dim: 128, layout: thd, block_m: 128}")[0]
    sweep = place(text, "sweep:")[0]
    err = fails_cleanly(sandbox, cmd)
    assert re.search(rf"{re.escape(CFG)}:{line}:\d+: duplicate id "
                     r"'gfx942\.bf16\.d128\.thd\.ws0\.full'", err), err
    assert re.search(rf"first made at {re.escape(CFG)}:({sweep}|{sweep + 1})\b", err), err


def test_unknown_yaml_tag_is_one_line_naming_the_file(sandbox):
    text = edit(sandbox, CFG, "  dtype: [f16, bf16]", "  dtype: [!dt f16, bf16]")
    line = place(text, "!dt f16")[0]
    err = fails_cleanly(sandbox, EMIT)
    assert f"{CFG}:{line}:" in err, err


def test_config_file_of_an_unknown_family_is_not_ignored(sandbox):
    src = (sandbox.root / CFG).read_text(encoding="utf-8")
    stray = sandbox.root / "configs" / "attention_bwd_nope.yaml"
    stray.write_text(src.replace("family: attention_bwd_convert", "family: attention_bwd_nope"),
                     encoding="utf-8")
    err = fails_cleanly(sandbox, ("emit", "--out", "build/x", "--artifact", "hip"))
    assert "configs/attention_bwd_nope.yaml:1:" in err and "unknown family" in err, err


# --- bad usage --------------------------------------------------------------------------------


@pytest.mark.parametrize("args,needles", [
    (("emit", "--out", "build/x", "--flavor", "llvm99", *ONE),
     ("unknown flavor 'llvm99'", "llvm20")),
    (("emit", "--out", "build/x", "--flavor", "llvm22,llvm99", *ONE), ("unknown flavor 'llvm99'",)),
    (("emit", "--out", "build/x", "--artifact", "xyz", *ONE),
     ("--artifact xyz", "unknown artifact")),
    (("emit", "--out", "build/x", "--artifact", "hip", "--family", "attention_bwd_nope*"),
     ("--family attention_bwd_nope*", "matches no family")),
    (("emit", "--out", "build/x", "--artifact", "hip", *ONE, "--family", "nope"),
     ("--family nope", "matches no family")),
    (("emit", "--out", "build/x", "--artifact", "hip", *ONE, "--shard", "3/2"), ("--shard 3/2",)),
    (("bless", "--flavor", "llvm99", *ONE), ("unknown flavor 'llvm99'",)),
    (("bless", "--artifact", "xyz", *ONE), ("unknown artifact",)),
    (("bless", "--family", "attention_bwd_nope*"), ("matches no family",)),
    (("check-golden", "--flavor", "llvm99", *ONE), ("unknown flavor 'llvm99'",)),
], ids=["emit-flavor", "emit-flavor-list", "emit-artifact", "emit-family-glob", "emit-family-2",
        "emit-shard", "bless-flavor", "bless-artifact", "bless-family", "check-flavor"])
def test_bad_usage_is_one_line(sandbox, args, needles):
    err = fails_cleanly(sandbox, args)
    for n in needles:
        assert n in err, err


@pytest.mark.parametrize("cmd", ["show", "abi"])
def test_show_and_abi_with_an_unknown_id_or_family(sandbox, cmd):
    err = fails_cleanly(sandbox, (cmd, FAM, "gfx942.f16.d64.bm64.thd.ws9.full"))
    assert FAM in err and "no config with id 'gfx942.f16.d64.bm64.thd.ws9.full'" in err, err
    err = fails_cleanly(sandbox, (cmd, "attention_bwd_nope", "x"))
    assert "unknown family 'attention_bwd_nope'" in err, err


# --- corrupt goldens --------------------------------------------------------------------------


def _golden_text(sandbox) -> str:
    """The convert golden in the sandbox; a minimal valid one is written if the repo has none."""
    p = sandbox.root / GOLD
    if not p.exists():
        from rocke_cli.engine.config import load_family_configs
        from rocke_cli.engine.families import FAMILIES

        fc = load_family_configs(sandbox.root / CFG, FAMILIES)
        cid = next(c.id for c in fc.configs if c.refused_by_rule is None)
        sha = "0" * 64
        data = {"schema": "rocke.golden/v2", "family": FAM, "toolchain": {},
                "ll": {f: {cid: {"sha256": sha, "bytes": 1}}
                       for f in ("llvm20", "llvm22", "llvm23", "llvm24")},
                "canonical": {cid: sha}, "hip": {cid: {"sha256": sha, "bytes": 1}},
                "refused": {}}
        p.write_text(json.dumps(data, sort_keys=True, indent=2) + "\n", encoding="utf-8")
    return p.read_text(encoding="utf-8")


@pytest.mark.parametrize("cmd", [("check-golden", *ONE), ("bless", "--artifact", "hip", *ONE)],
                         ids=["check-golden", "bless"])
def test_truncated_golden_names_the_file_and_place(sandbox, cmd):
    lines = _golden_text(sandbox).splitlines()
    k = max(len(lines) // 2, 2)  # cut after line k, without its newline: the JSON stops there
    (sandbox.root / GOLD).write_text("\n".join(lines[:k]), encoding="utf-8")
    err = fails_cleanly(sandbox, cmd)
    assert f"{GOLD}:{k}:{len(lines[k - 1]) + 1}: corrupt golden" in err, err


def _first_entry(data: dict, section: str) -> tuple[dict, str]:
    if section == "hip":
        entries = data["hip"]
    elif section == "canonical":
        entries = data["canonical"]
    else:
        entries = data["ll"][section.split(".")[1]]
    assert entries, f"golden has no {section} entries"
    return entries, sorted(entries)[0]


@pytest.mark.parametrize("cmd", [("check-golden", *ONE), ("bless", "--artifact", "hip", *ONE)],
                         ids=["check-golden", "bless"])
@pytest.mark.parametrize("section", ["hip", "ll.llvm22", "canonical"])
def test_hand_edited_sha256_names_the_entry(sandbox, cmd, section):
    data = json.loads(_golden_text(sandbox))
    entries, cid = _first_entry(data, section)
    if section == "canonical":
        entries[cid] = entries[cid][:-1] + "g"  # not hex
    else:
        entries[cid]["sha256"] = entries[cid]["sha256"][:40]  # too short
    (sandbox.root / GOLD).write_text(json.dumps(data, sort_keys=True, indent=2) + "\n",
                                     encoding="utf-8")
    err = fails_cleanly(sandbox, cmd)
    assert f"{GOLD}: corrupt golden: {section}.{cid}:" in err, err


@pytest.mark.parametrize("mutate,needle", [
    (lambda d: d.__setitem__("schema", "rocke.golden/v0"), "schema must be 'rocke.golden/v2'"),
    (lambda d: d.__setitem__("family", "attention_bwd_prep"),
     "family must be 'attention_bwd_convert'"),
    (lambda d: d["ll"].__setitem__("llvm99", {}), "ll: unknown flavor 'llvm99'"),
    (lambda d: d.__setitem__("extra", {}), "unknown key 'extra'"),
    (lambda d: d["toolchain"].__setitem__("llvm22", 22), "toolchain.llvm22: must be a non-empty"),
    (lambda d: d["toolchain"].__setitem__("gcc", "13"), "toolchain: unknown environment 'gcc'"),
], ids=["schema", "family", "flavor", "extra-key", "toolchain-value", "toolchain-env"])
def test_hand_edited_golden_structure_is_named(sandbox, mutate, needle):
    data = json.loads(_golden_text(sandbox))
    mutate(data)
    (sandbox.root / GOLD).write_text(json.dumps(data, sort_keys=True, indent=2) + "\n",
                                     encoding="utf-8")
    err = fails_cleanly(sandbox, ("check-golden", *ONE))
    assert f"{GOLD}: corrupt golden: {needle}" in err, err


# --- issue 22: argument errors that passed or crashed ---------------------------------------


def test_repeated_where_that_together_select_nothing_is_an_error(sandbox):
    err = fails_cleanly(sandbox, ("list", "--where", "head_dim=64", "--where", "head_dim=128"))
    assert "--where head_dim=64 --where head_dim=128: no config" in err, err


@pytest.mark.parametrize("spec", ["0,,20", "0,20,", ",0,20"])
def test_an_empty_offset_is_an_error_never_dropped(sandbox, spec):
    err = fails_cleanly(sandbox, ("sim", "convert", "--cu-seqlens-q", spec))
    assert f"--cu-seqlens-q {spec}: expected comma-separated integers" in err, err
    assert "is empty" in err, err


@pytest.mark.parametrize("where", ["name-too-long", "unreadable-dir"])
def test_an_llvm20_python_that_cannot_be_looked_up_is_one_line(sandbox, tmp_path, where):
    if where == "name-too-long":
        py = tmp_path / ("d" * 300) / "python"
    else:  # (root searches it anyway and finds no file: one line too)
        (tmp_path / "closed").mkdir(mode=0)
        py = tmp_path / "closed" / "python"
    r = sandbox.rocke("verify", *ONE, "--flavor", "llvm20", "--artifact", "ll",
                      env={"ROCKE_LLVM20_PYTHON": str(py)})
    assert r.rc == 2 and "Traceback" not in r.err and len(r.err.splitlines()) == 1, r.err
    assert r.err.startswith("rocke: error: LLVM 20: ") and str(py)[:60] in r.err, r.err
