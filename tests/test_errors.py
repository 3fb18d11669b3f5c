"""Bad input through the CLI: one line naming the place, exit 2, no traceback, nothing written."""

from __future__ import annotations

import re

import pytest

FAM = "attention_bwd_convert"
CFG = f"configs/{FAM}.yaml"
GOLD = f"golden/{FAM}.json"


def _line_of(text: str, marker: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if marker in ln)


def _assert_clean_failure(sandbox, args, rc, pattern):
    before = sandbox.files()
    r = sandbox.rocke(*args)
    assert r.rc == rc, (r.rc, r.err)
    lines = r.err.strip().splitlines()
    assert len(lines) == 1, r.err
    assert "Traceback" not in r.err
    assert re.search(pattern, lines[0]), lines[0]
    assert sandbox.files() == before
    assert not (sandbox.root / "build").exists()
    return lines[0]


CONFIG_CASES = {
    "malformed yaml": ("  ws_seg:   {type: int, choices: [0, 1], default: 0}",
                       "  ws_seg:   {type: int, choices: [0, 1, default: 0}", "ws_seg:",
                       "bad YAML"),
    "unknown top key": ("sweep:\n", "sweeps:\n", "sweeps:", "unknown key 'sweeps'"),
    "unknown param key": ("  block_m:  {type: int,", "  block_m:  {typ: int,", "block_m:",
                          "unknown key 'typ'"),
    "wrong type": ("  head_dim: [64, 128]", "  head_dim: [64, \"128\"]", "  head_dim: [64,",
                   "must be int"),
    "outside choices (sweep)": ("  dtype: [f16, bf16]", "  dtype: [f16, f8]", "  dtype: [f16,",
                                "is not one of"),
    "outside choices (config)": ("  - {arch: gfx942, dtype: bf16, head_dim: 128, layout: thd, "
                                 "block_m: 128}",
                                 "  - {arch: gfx942, dtype: bf16, head_dim: 96, layout: thd, "
                                 "block_m: 128}", "head_dim: 96", "is not one of"),
    "duplicate id": (".ws{ws_seg}.{bounds}\"", ".ws{ws_seg}\"",
                     None, "duplicate id"),
    "unknown family": ("family: attention_bwd_convert", "family: attention_bwd_nope",
                       "family:", "unknown family 'attention_bwd_nope'"),
}


@pytest.mark.parametrize("case", sorted(CONFIG_CASES))
@pytest.mark.parametrize("cmd", [("emit", "--out", "build/x", "--artifact", "hip"),
                                 ("bless", "--artifact", "hip")])
def test_bad_config_is_one_line_with_place(sandbox, case, cmd):
    old, new, marker, msg = CONFIG_CASES[case]
    p = sandbox.root / CFG
    text = p.read_text()
    assert old in text, case
    text = text.replace(old, new)
    p.write_text(text)
    where = rf"{re.escape(CFG)}:{_line_of(text, marker)}:\d+: " if marker else \
        rf"{re.escape(CFG)}:\d+:\d+: "
    _assert_clean_failure(sandbox, [*cmd, "--family", FAM], 2, where + ".*" + re.escape(msg))


@pytest.mark.parametrize("args,msg", [
    (("emit", "--out", "build/x", "--flavor", "llvm99"), "unknown flavor 'llvm99'"),
    (("emit", "--out", "build/x", "--artifact", "xyz"), "unknown artifact"),
    (("emit", "--out", "build/x", "--family", "attention_bwd_nope*"), "matches no family"),
    (("show", FAM, "no.such.id"), "no config with id 'no.such.id'"),
    (("abi", "attention_bwd_nope", "x"), "unknown family"),
    (("emit", "--out", "build/x", "--shard", "3/2"), "--shard 3/2"),
])
def test_bad_usage_is_one_line(sandbox, args, msg):
    _assert_clean_failure(sandbox, args, 2, re.escape(msg))


@pytest.mark.parametrize("cmd", ["check-golden", "bless"])
def test_truncated_golden_names_file_and_place(sandbox, cmd):
    p = sandbox.root / GOLD
    text = p.read_text()
    p.write_text(text[: len(text) // 2])
    _assert_clean_failure(sandbox, [cmd, "--family", FAM], 2,
                          rf"{re.escape(GOLD)}:\d+:\d+: corrupt golden")


def test_hand_edited_golden_names_the_entry(sandbox):
    p = sandbox.root / GOLD
    text = p.read_text()
    m = re.search(r'"(gfx942\.[^"]+)": \{\n\s+"bytes": \d+,\n\s+"sha256": "([0-9a-f]{64})"', text)
    p.write_text(text.replace(m.group(2), "xyz", 1))
    line = _assert_clean_failure(sandbox, ["check-golden", "--family", FAM], 2, "corrupt golden")
    assert m.group(1) in line


def test_internal_errors_do_not_print_a_traceback(sandbox):
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("{{ cfg.block_m }}", "{{ cfg.no_such_value }}"))
    _assert_clean_failure(sandbox, ["emit", "--out", "build/x", "--family", FAM], 2,
                          r"templates/attention_bwd_convert\.ll\.j2: .*no_such_value")
