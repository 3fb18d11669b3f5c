"""The config loader (docs/design.md §3): expansion order, indexes, excludes, defaults, refusals,
ids, types, and errors that name `file:LINE:COL`."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import CONVERT_HEAD

from rocke_cli.engine import catalog
from rocke_cli.engine.config import load_family_configs
from rocke_cli.engine.families import FAMILIES
from rocke_cli.errors import RockeError
from rocke_cli.paths import configs_dir

FAM = "attention_bwd_convert"
ID_ALPHABET = re.compile(r"[a-z0-9._-]+")  # used with fullmatch: no trailing newline slips by

# Lines 1..11; bodies start at line 12.
HEAD = CONVERT_HEAD
# a one-point sweep, for cases that need a valid rest of the file
SWEEP1 = "sweep:\n  arch: [gfx942]\n  dtype: [f16]\n  head_dim: [64]\n  layout: [thd]\n"


def write(tmp_path: Path, text: str, family: str = FAM) -> Path:
    p = tmp_path / f"{family}.yaml"
    p.write_text(text, encoding="utf-8")
    return p


def load(tmp_path: Path, body: str, head: str = HEAD, family: str = FAM):
    return load_family_configs(write(tmp_path, head + body, family), FAMILIES, display="c.yaml")


def place(text: str, line_marker: str, col_token: str | None = None) -> tuple[int, int]:
    """1-based (line, column) of col_token on the first line containing line_marker."""
    for i, ln in enumerate(text.splitlines(), 1):
        if line_marker in ln:
            return i, ln.index(col_token if col_token is not None else line_marker) + 1
    raise AssertionError(f"marker {line_marker!r} not in text")


def load_error(tmp_path: Path, body: str, head: str = HEAD, family: str = FAM) -> str:
    with pytest.raises(RockeError) as e:
        load(tmp_path, body, head, family)
    msg = str(e.value)
    assert "\n" not in msg, msg
    return msg


def assert_at(msg: str, line: int, col: int | None, *needles: str) -> None:
    col_re = str(col) if col is not None else r"\d+"
    assert re.match(rf"c\.yaml:{line}:{col_re}: ", msg), msg
    for n in needles:
        assert n in msg, msg


def ids(fc) -> list[str]:
    return [c.id for c in fc.configs]


# --- expansion --------------------------------------------------------------------------------


def test_sweep_is_the_cartesian_product_in_written_order(tmp_path):
    # axes written in neither declaration nor alphabetical order, values unsorted: the written
    # order rules (the last axis varies fastest)
    fc = load(tmp_path, "sweep:\n  layout: [thd, bshd]\n  arch: [gfx950, gfx942]\n"
                        "  head_dim: [128, 64]\n  dtype: [bf16]\n")
    expected = [f"{a}.bf16.d{d}.bm64.{lay}.ws0.full"
                for lay in ("thd", "bshd") for a in ("gfx950", "gfx942") for d in (128, 64)]
    assert ids(fc) == expected
    assert [c.index for c in fc.configs] == list(range(8))
    # values are typed and complete, in the declared parameter order
    c = fc.configs[0]
    assert list(c.values) == list(FAMILIES[FAM].PARAMS)
    assert c.items == (("arch", "gfx950"), ("dtype", "bf16"), ("head_dim", 128),
                       ("layout", "thd"), ("ws_seg", 0), ("bounds", "full"), ("block_m", 64),
                       ("wg_size", 256))
    assert c["head_dim"] == 128 and type(c["head_dim"]) is int


def test_explicit_configs_follow_the_sweep_in_written_order_with_defaults(tmp_path):
    body = ("configs:\n"
            "  - {arch: gfx950, dtype: f16, head_dim: 64, layout: bshd, block_m: 128}\n"
            "  - {arch: gfx942, dtype: bf16, head_dim: 128, layout: thd, ws_seg: 1,"
            " bounds: legacy}\n"
            + SWEEP1.replace("dtype: [f16]", "dtype: [f16, bf16]")
            + "  ws_seg: [1]\n")
    fc = load(tmp_path, body)
    text = HEAD + body
    assert ids(fc) == ["gfx942.f16.d64.bm64.thd.ws1.full", "gfx942.bf16.d64.bm64.thd.ws1.full",
                       "gfx950.f16.d64.bm128.bshd.ws0.full",
                       "gfx942.bf16.d128.bm64.thd.ws1.legacy"]
    assert [c.index for c in fc.configs] == [0, 1, 2, 3]
    e1, e2 = fc.configs[2], fc.configs[3]
    # defaults fill what an explicit config leaves out; what it sets wins over the default
    assert (e1["ws_seg"], e1["bounds"], e1["block_m"], e1["wg_size"]) == (0, "full", 128, 256)
    assert (e2["ws_seg"], e2["bounds"], e2["block_m"], e2["wg_size"]) == (1, "legacy", 64, 256)
    # each config remembers the line that made it
    assert e1.where == f"c.yaml:{place(text, 'layout: bshd, block_m: 128')[0]}"
    assert e2.where == f"c.yaml:{place(text, 'bounds: legacy}')[0]}"
    assert fc.configs[0].where == fc.configs[1].where


def test_excludes_drop_sweep_points_and_indexes_stay_dense(tmp_path):
    body = ("sweep:\n  arch: [gfx942, gfx950]\n  dtype: [f16, bf16]\n  head_dim: [64]\n"
            "  layout: [thd]\n"
            "exclude:\n  - {arch: gfx942, dtype: bf16}\n  - {arch: gfx950, dtype: f16}\n"
            "  - {head_dim: 128}\n")  # matches nothing: harmless
    fc = load(tmp_path, body)
    assert ids(fc) == ["gfx942.f16.d64.bm64.thd.ws0.full", "gfx950.bf16.d64.bm64.thd.ws0.full"]
    assert [c.index for c in fc.configs] == [0, 1]


def test_exclude_matches_defaulted_values_and_spares_explicit_configs(tmp_path):
    body = (SWEEP1.replace("layout: [thd]", "layout: [thd, bshd]")
            + "exclude:\n  - {layout: bshd, ws_seg: 0}\n"
            "configs:\n  - {arch: gfx950, dtype: f16, head_dim: 64, layout: bshd}\n")
    fc = load(tmp_path, body)
    # the sweep's bshd point has ws_seg 0 by default and is dropped; the explicit bshd config
    # is not a sweep point and stays
    assert ids(fc) == ["gfx942.f16.d64.bm64.thd.ws0.full", "gfx950.f16.d64.bm64.bshd.ws0.full"]


def test_refuse_rules_mark_configs_which_stay_listed(tmp_path):
    body = ("sweep:\n  arch: [gfx942]\n  dtype: [f16, bf16]\n  head_dim: [64, 128]\n"
            "  layout: [thd]\n"
            "configs:\n  - {arch: gfx950, dtype: f16, head_dim: 128, layout: bshd}\n"
            "refuse:\n"
            "  - when: {head_dim: 128, dtype: f16}\n    message: \"f16 at d128: too big\"\n"
            "  - when: {head_dim: 128}\n    message: d128 is refused\n")
    fc = load(tmp_path, body)
    assert ids(fc) == ["gfx942.f16.d64.bm64.thd.ws0.full", "gfx942.f16.d128.bm64.thd.ws0.full",
                       "gfx942.bf16.d64.bm64.thd.ws0.full", "gfx942.bf16.d128.bm64.thd.ws0.full",
                       "gfx950.f16.d128.bm64.bshd.ws0.full"]
    assert [c.index for c in fc.configs] == list(range(5))
    # the first matching rule gives the message; explicit configs are subject to rules too
    assert [c.refused_by_rule for c in fc.configs] == [
        None, "f16 at d128: too big", None, "d128 is refused", "f16 at d128: too big"]
    # the family spec carries the rule's message into the build
    b = FAMILIES[FAM].build(fc.configs[1])
    assert b.refused == "f16 at d128: too big"
    assert FAMILIES[FAM].build(fc.configs[0]).refused is None


def test_ids_follow_the_name_pattern(tmp_path):
    head = HEAD.replace('name: "{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.'
                        '{bounds}"', 'name: "k-{layout}_{head_dim}.{arch}.{bounds}{ws_seg}.'
                        '{dtype}.b{block_m}.w{wg_size}"')
    fc = load(tmp_path, SWEEP1.replace("head_dim: [64]", "head_dim: [64, 128]"), head=head)
    assert ids(fc) == ["k-thd_64.gfx942.full0.f16.b64.w256", "k-thd_128.gfx942.full0.f16.b64.w256"]
    assert all(ID_ALPHABET.fullmatch(i) for i in ids(fc))


def test_an_optional_field_is_left_out_at_its_default(tmp_path):
    # a new axis with `{param:?}` keeps every existing id and names only the new values
    head = HEAD.replace('.{bounds}"', '{bounds:?}"')
    fc = load(tmp_path, SWEEP1 + "  bounds: [full, legacy]\n", head=head)
    assert ids(fc) == ["gfx942.f16.d64.bm64.thd.ws0", "gfx942.f16.d64.bm64.thd.ws0.legacy"]


@pytest.mark.parametrize("field,message", [
    ("{bounds:x}", "unknown parameter 'bounds' or format ':x'"),
    ("{dtype:?}", "optional field '{dtype:?}' needs a default"),
])
def test_bad_optional_fields_are_errors_at_the_name(tmp_path, field, message):
    head = HEAD.replace("{bounds}", field) if "bounds" in field else \
        HEAD.replace("{dtype}", field)
    msg = load_error(tmp_path, SWEEP1, head=head)
    assert_at(msg, 2, 7, message)


@pytest.mark.parametrize("name,bad", [
    ('"{arch}.{dtype}.D{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"', "D"),
    ('"{arch}/{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"', "/"),
    ('"../{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"', "/"),
    ('"{arch} {dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"', " "),
])
def test_ids_outside_the_alphabet_are_an_error_at_the_name(tmp_path, name, bad):
    head = re.sub(r'^name: .*$', f"name: {name}", HEAD, count=1, flags=re.M)
    msg = load_error(tmp_path, SWEEP1, head=head)
    assert_at(msg, 2, 7, "outside [a-z0-9._-]")


def test_id_with_a_trailing_newline_is_rejected(tmp_path):
    head = HEAD.replace('{bounds}"', '{bounds}\\n"')
    with pytest.raises(RockeError, match=r"^c\.yaml:2:\d+: .*outside"):
        load(tmp_path, SWEEP1, head=head)


def test_name_pattern_with_an_unknown_parameter_is_an_error(tmp_path):
    head = HEAD.replace("{bounds}", "{bound}")
    msg = load_error(tmp_path, SWEEP1, head=head)
    assert_at(msg, 2, 7, "unknown parameter 'bound'")


@pytest.mark.parametrize("pattern", ["{arch}.{dtype}.d{head_dim}.{block_m", "{arch}}.{dtype}"])
def test_name_pattern_with_an_unbalanced_brace_is_an_error(tmp_path, pattern):
    head = re.sub(r'^name: .*$', f'name: "{pattern}"', HEAD, count=1, flags=re.M)
    with pytest.raises(RockeError, match=r"^c\.yaml:2:\d+: "):
        load(tmp_path, SWEEP1, head=head)


# --- duplicate ids ----------------------------------------------------------------------------


def test_duplicate_id_from_an_explicit_config_names_both_lines(tmp_path):
    body = SWEEP1 + "configs:\n  - {arch: gfx942, dtype: f16, head_dim: 64, layout: thd}\n"
    msg = load_error(tmp_path, body)
    text = HEAD + body
    dup_line = place(text, "  - {arch: gfx942")[0]
    sweep_line = place(text, "  arch: [gfx942]")[0]  # where the sweep's entries start
    assert_at(msg, dup_line, None, "duplicate id 'gfx942.f16.d64.bm64.thd.ws0.full'")
    assert f"first made at c.yaml:{sweep_line}" in msg


def test_duplicate_id_when_the_name_drops_a_swept_parameter(tmp_path):
    head = HEAD.replace(".{dtype}", "")
    body = SWEEP1.replace("dtype: [f16]", "dtype: [f16, bf16]")
    msg = load_error(tmp_path, body, head=head)
    text = head + body
    # the sweep made both: the error points into the sweep (its key or its first entry)
    sweep_key = place(text, "sweep:")[0]
    m = re.match(r"c\.yaml:(\d+):\d+: duplicate id 'gfx942\.d64\.bm64\.thd\.ws0\.full'", msg)
    assert m, msg
    assert int(m.group(1)) in (sweep_key, sweep_key + 1), msg


# --- types, choices, keys ---------------------------------------------------------------------


BAD_VALUES = {
    # case: (body, line marker, column token, message)
    "quoted int in sweep": (SWEEP1.replace("head_dim: [64]", 'head_dim: [64, "128"]'),
                            'head_dim: [64, "128"]', '"128"', "parameter 'head_dim' must be int, "
                            "got '128'"),
    "true is not an int": (SWEEP1.replace("head_dim: [64]", "head_dim: [true]"),
                           "head_dim: [true]", "true", "must be int, got true"),
    "float is not an int": (SWEEP1.replace("head_dim: [64]", "head_dim: [64.0]"),
                            "head_dim: [64.0]", "64.0", "must be int, got 64.0"),
    "int is not a str": (SWEEP1.replace("dtype: [f16]", "dtype: [16]"),
                         "dtype: [16]", "16", "parameter 'dtype' must be str, got 16"),
    "yaml 'no' is a bool": (SWEEP1.replace("dtype: [f16]", "dtype: [f16, no]"),
                            "dtype: [f16, no]", "no", "must be str, got false"),
    "quoted int in a config": ("configs:\n  - {arch: gfx942, dtype: f16, head_dim: \"64\", "
                               "layout: thd}\n", 'head_dim: "64"', '"64"', "must be int"),
    "outside choices in sweep": (SWEEP1.replace("dtype: [f16]", "dtype: [f16, f32]"),
                                 "dtype: [f16, f32]", "f32",
                                 "parameter 'dtype': 'f32' is not one of [f16, bf16]"),
    "outside choices in a config": ("configs:\n  - {arch: gfx942, dtype: f16, head_dim: 96, "
                                    "layout: thd}\n", "head_dim: 96", "96",
                                    "parameter 'head_dim': 96 is not one of [64, 128]"),
    "outside choices in an exclude": (SWEEP1 + "exclude:\n  - {arch: gfx900}\n",
                                      "{arch: gfx900}", "gfx900", "is not one of"),
    "outside choices in a refuse rule": (SWEEP1 + "refuse:\n  - when: {block_m: 48}\n"
                                         "    message: x\n", "{block_m: 48}", "48",
                                         "is not one of"),
    "unset parameter without default": ("configs:\n  - {arch: gfx942, dtype: f16, head_dim: 64}\n",
                                        "  - {arch", "{", "does not set 'layout'"),
    "unknown parameter in a config": ("configs:\n  - {arch: gfx942, dtype: f16, head_dim: 64, "
                                      "layout: thd, blockm: 32}\n", "blockm", "blockm",
                                      "unknown parameter 'blockm'"),
    "unknown parameter in the sweep": (SWEEP1 + "  heads: [1]\n", "heads:", "heads",
                                       "sweep: unknown parameter 'heads'"),
    "value listed twice in the sweep": (SWEEP1.replace("dtype: [f16]", "dtype: [f16, f16]"),
                                        "dtype: [f16, f16]", "[", "listed twice"),
    "unknown top-level key": (SWEEP1 + "exclude_all: []\n", "exclude_all", "exclude_all",
                              "unknown key 'exclude_all'"),
    "unknown refuse rule key": (SWEEP1 + "refuse:\n  - when: {arch: gfx942}\n    mesage: x\n",
                                "mesage", "mesage", "unknown key 'mesage'"),
    "refuse rule without message": (SWEEP1 + "refuse:\n  - when: {arch: gfx942}\n",
                                    "  - when", "when", "needs 'when' and 'message'"),
}


@pytest.mark.parametrize("case", list(BAD_VALUES))
def test_bad_values_are_errors_at_their_node(tmp_path, case):
    body, marker, token, message = BAD_VALUES[case]
    line, col = place(HEAD + body, marker, token)
    assert_at(load_error(tmp_path, body), line, col, message)


BAD_PARAMS = {
    # case: (old text in HEAD, new text, column token, message)
    "unknown key in a param": ("block_m:  {type: int,", "block_m:  {typ: int,", "typ",
                               "parameter 'block_m': unknown key 'typ'"),
    "unknown type": ("head_dim: {type: int,", "head_dim: {type: integer,", "integer",
                     "unknown type 'integer'"),
    "quoted int in choices": ("choices: [64, 128]", 'choices: ["64", 128]', '"64"',
                              "must be int, got '64'"),
    "true in int choices": ("choices: [0, 1], default: 0", "choices: [0, true], default: 0",
                            "true", "must be int, got true"),
    "choice the family does not support": ("choices: [64, 128]", "choices: [64, 80]", "80",
                                           "80 is not supported by family attention_bwd_convert"),
    "default of the wrong type": ("choices: [0, 1], default: 0", 'choices: [0, 1], default: "0"',
                                  '"0"', "must be int, got '0'"),
    "default outside choices": ("default: full", "default: partial", "partial",
                                "'partial' is not one of [full, legacy]"),
    "unknown parameter": ("  wg_size:", "  wgsize:", "wgsize", "unknown parameter 'wgsize'"),
    "string param without choices": ("dtype:    {choices: [f16, bf16]}", "dtype:    {}",
                                     "dtype", "needs 'choices'"),
}


@pytest.mark.parametrize("case", list(BAD_PARAMS))
def test_bad_param_declarations_are_errors_at_their_node(tmp_path, case):
    old, new, token, message = BAD_PARAMS[case]
    assert HEAD.count(old) == 1
    head = HEAD.replace(old, new)
    line, col = place(head, new, token)
    assert_at(load_error(tmp_path, SWEEP1, head=head), line, col, message)


def test_a_missing_parameter_is_an_error(tmp_path):
    head = HEAD.replace("  wg_size:  {type: int, choices: [256], default: 256}\n", "")
    msg = load_error(tmp_path, SWEEP1, head=head)
    assert_at(msg, 4, 3, "needs parameter 'wg_size'")  # at the params mapping


def test_a_duplicate_key_is_an_error(tmp_path):
    body = SWEEP1 + "  arch: [gfx950]\n"
    line, col = place(HEAD + body, "  arch: [gfx950]", "arch")
    assert_at(load_error(tmp_path, body), line, col, "duplicate key 'arch'")


# --- the file as a whole ----------------------------------------------------------------------


@pytest.mark.parametrize("text,line,col,message", [
    ("", 1, 1, "empty config file"),
    ("- family: attention_bwd_convert\n", 1, 1, "config file must be a mapping"),
    ("family: attention_bwd_convert\n\tname: x\n", 2, 1, "bad YAML"),
    (HEAD + SWEEP1 + "---\nfamily: attention_bwd_convert\n", 17, 1, "bad YAML"),
    (HEAD.replace('name: "{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"\n',
                  "") + SWEEP1, 1, 1, "missing key 'name'"),
    (HEAD + "exclude:\n  - {layout: bshd}\n", 1, 1, "defines no configs"),
])
def test_bad_files_are_errors_with_a_place(tmp_path, text, line, col, message):
    p = write(tmp_path, text)
    with pytest.raises(RockeError) as e:
        load_family_configs(p, FAMILIES, display="c.yaml")
    assert_at(str(e.value), line, col, message)
    assert "\n" not in str(e.value)


def test_unclosed_bracket_on_its_line_is_reported_there(tmp_path):
    head = HEAD.replace("choices: [0, 1], default: 0}", "choices: [0, 1, default: 0}")
    line, col = place(head, "choices: [0, 1, default: 0}", "}")
    msg = load_error(tmp_path, SWEEP1, head=head)
    assert_at(msg, line, col, "bad YAML", "expected ',' or ']'")


def test_unclosed_bracket_is_reported_near_the_bracket(tmp_path):
    body = SWEEP1.replace("layout: [thd]", "layout: [thd") + "  ws_seg: [0]\n"
    text = HEAD + body
    bracket = place(text, "layout: [thd", "[")[0]
    msg = load_error(tmp_path, body)
    m = re.match(r"c\.yaml:(\d+):\d+: bad YAML", msg)
    assert m, msg
    # the parser notices on the next line; either is a fair pointer
    assert int(m.group(1)) in (bracket, bracket + 1), msg


@pytest.mark.parametrize("case", ["quote", "bracket"])
def test_unclosed_quote_or_bracket_names_the_line_it_opens(tmp_path, case):
    if case == "quote":
        head, body, marker = HEAD.replace('name: "', "name: '"), SWEEP1, "name: '"
    else:
        head = HEAD
        body = SWEEP1 + "configs:\n  - {arch: gfx942, dtype: f16, head_dim: 128, layout: thd\n"
        marker = "head_dim: 128, layout: thd"
    text = head + body
    opened = place(text, marker)[0]
    msg = load_error(tmp_path, body, head=head)
    assert msg.startswith("c.yaml:") and "bad YAML" in msg, msg
    assert (msg.startswith(f"c.yaml:{opened}:") or f"line {opened}" in msg
            or f":{opened}:" in msg.split(": ", 1)[1]), msg


def test_unknown_family_is_an_error_at_the_family_value(tmp_path):
    head = HEAD.replace("family: attention_bwd_convert", "family: attention_bwd_nope")
    msg = load_error(tmp_path, SWEEP1, head=head, family="attention_bwd_nope")
    assert_at(msg, 1, 9, "unknown family 'attention_bwd_nope'", "attention_bwd_convert")
    # the family is checked before the file name: the same message in a mismatched file
    msg = load_error(tmp_path, SWEEP1, head=head, family=FAM)
    assert_at(msg, 1, 9, "unknown family 'attention_bwd_nope'")


def test_a_family_must_live_in_its_own_file(tmp_path):
    msg = load_error(tmp_path, SWEEP1, family="attention_bwd_prep")
    assert_at(msg, 1, 9, "family 'attention_bwd_convert' must live in attention_bwd_convert.yaml")


def test_the_error_uses_the_path_when_no_display_name_is_given(tmp_path):
    p = write(tmp_path, HEAD + "swep:\n  arch: [gfx942]\n")
    with pytest.raises(RockeError) as e:
        load_family_configs(p, FAMILIES)
    assert str(e.value).startswith(f"{p}:12:1: unknown key 'swep'")


# --- bugs: input that escapes as a non-RockeError (an "internal error" without a place) -------


@pytest.mark.parametrize("body,marker", [
    (SWEEP1.replace("dtype: [f16]", "dtype: [!foo f16]"), "!foo"),
    (SWEEP1.replace("head_dim: [64]", "head_dim: [!!int abc]"), "!!int"),
    (SWEEP1 + "configs:\n  - &base {arch: gfx950, dtype: f16, head_dim: 64, layout: thd}\n"
     "  - {<<: *base, dtype: bf16}\n", "<<"),
], ids=["unknown-tag", "bad-int-tag", "merge-key"])
def test_yaml_tags_are_errors_with_a_place_or_load(tmp_path, body, marker):
    line = place(HEAD + body, marker)[0]
    try:
        load(tmp_path, body)
    except RockeError as e:
        assert re.match(rf"c\.yaml:{line}:\d+: ", str(e)), str(e)


@pytest.mark.parametrize("old,new", [
    ("choices: [32, 64, 128], default: 64}", "choices: [32, 64, 128], default: 64, min: abc}"),
    ("{choices: [gfx942, gfx950]}", "{choices: [gfx942, gfx950], min: 1}"),
])
def test_ill_typed_min_max_are_errors_at_their_node(tmp_path, old, new):
    head = HEAD.replace(old, new)
    line = place(head, new)[0]
    with pytest.raises(RockeError, match=rf"^c\.yaml:{line}:\d+: "):
        load(tmp_path, SWEEP1, head=head)


@pytest.mark.parametrize("value", [512, 0])
def test_int_ranges_cannot_admit_values_the_family_does_not_support(tmp_path, value):
    head = HEAD.replace("wg_size:  {type: int, choices: [256], default: 256}",
                        "wg_size:  {type: int, min: 0, max: 4096, default: 256}")
    body = SWEEP1 + f"  wg_size: [{value}]\n"
    with pytest.raises(RockeError, match=r"^c\.yaml:\d+:\d+: .*wg_size"):
        load(tmp_path, body, head=head)


# --- ids that name hidden or escaping files, empty axes, ill-typed docs (issue 11) ----------


@pytest.mark.parametrize("name,why", [
    ('".{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"', "starts with '.'"),
    ('"{arch}..{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"', "contains '..'"),
    ('"{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}.."', "contains '..'"),
], ids=["leading-dot", "double-dot", "trailing-double-dot"])
def test_ids_that_would_name_hidden_or_parent_paths_are_errors_at_the_name(tmp_path, name, why):
    # every kernel of such a file was written as a dotfile (hidden from ls, globs, the manifest)
    head = re.sub(r'^name: .*$', f"name: {name}", HEAD, count=1, flags=re.M)
    assert_at(load_error(tmp_path, SWEEP1, head=head), 2, 7, why)


def test_an_optional_field_after_a_dot_that_makes_a_double_dot_is_an_error(tmp_path):
    # `{param:?}` writes ".value": a pattern "x.{p:?}" makes "x..value" once p moves off default
    head = HEAD.replace('.{bounds}"', '.{bounds:?}"')
    assert load(tmp_path, SWEEP1, head=head).configs  # at the default: no '..'
    assert_at(load_error(tmp_path, SWEEP1 + "  bounds: [legacy]\n", head=head), 2, 7,
              "'gfx942.f16.d64.bm64.thd.ws0..legacy' contains '..'")


@pytest.mark.parametrize("axis", ["bounds", "arch"])
def test_an_empty_sweep_axis_is_an_error_at_the_axis(tmp_path, axis):
    # the cartesian product with an empty factor is empty: the whole sweep vanished silently
    body = SWEEP1 + "  bounds: [full]\n" if axis == "arch" else SWEEP1 + "  bounds: []\n"
    body = body.replace("arch: [gfx942]", "arch: []") if axis == "arch" else body
    # explicit configs too: a file that still defines something must fail anyway
    body += "configs:\n  - {arch: gfx942, dtype: bf16, head_dim: 64, layout: thd}\n"
    line, col = place(HEAD + body, f"  {axis}: []", "[]")
    assert_at(load_error(tmp_path, body), line, col, f"sweep '{axis}': an empty list")


@pytest.mark.parametrize("value,shown", [
    ("[a, b]", "must be a string"),
    ("{x: 1}", "must be a string"),
    ("42", "must be a string, got 42"),
    ("true", "must be a string, got true"),
    ("", "must be a string, got None"),
], ids=["list", "mapping", "int", "bool", "null"])
def test_a_param_doc_that_is_not_a_string_is_an_error_at_its_node(tmp_path, value, shown):
    old = "dtype:    {choices: [f16, bf16]}"
    new = f"dtype:    {{choices: [f16, bf16], doc: {value}}}"
    head = HEAD.replace(old, new)
    line, _ = place(head, new)
    assert_at(load_error(tmp_path, SWEEP1, head=head), line, None,
              "parameter 'dtype': 'doc'", shown)


def test_a_doc_alias_bomb_is_refused_at_its_node_without_expanding_it(tmp_path):
    # nine levels of nine aliases: 9**9 strings if anything constructed it
    levels = ["x0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"] + [
        f"x{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, 9)]
    new = "dtype:    {choices: [f16, bf16], doc: {" + ", ".join(levels) + "}}"
    head = HEAD.replace("dtype:    {choices: [f16, bf16]}", new)
    line, _ = place(head, new)
    msg = load_error(tmp_path, SWEEP1, head=head)
    assert_at(msg, line, None, "parameter 'dtype': 'doc' must be a string")


def test_the_schema_says_what_the_loader_enforces():
    from rocke_cli.engine.schema import config_schema

    props = config_schema()["properties"]
    assert props["params"]["additionalProperties"]["properties"]["doc"] == {"type": "string"}
    assert props["sweep"]["additionalProperties"]["minItems"] == 1
    name = re.compile(props["name"]["pattern"])  # ECMA-262 lookaheads: Python reads them alike
    assert name.search("{arch}.{dtype}")
    assert not name.search(".{arch}") and not name.search("{arch}..{dtype}")


# --- the shipped configs ----------------------------------------------------------------------


@pytest.mark.parametrize("family", list(FAMILIES))
def test_shipped_configs_load_with_unique_valid_ids(family):
    fc = catalog.family_configs(family)
    assert fc.family == family and fc.configs
    got = ids(fc)
    assert len(got) == len(set(got)), [i for i in got if got.count(i) > 1]
    bad = [i for i in got if not ID_ALPHABET.fullmatch(i)]
    assert not bad, bad
    assert [c.index for c in fc.configs] == list(range(len(got)))
    for c in fc.configs:
        assert c.family == family
        assert set(c.values) == set(FAMILIES[family].PARAMS)
        for k, v in c.items:
            assert v in FAMILIES[family].PARAMS[k], (c.id, k, v)


@pytest.mark.parametrize("family", list(FAMILIES))
def test_loading_the_same_file_twice_gives_identical_configs(family):
    path = configs_dir() / f"{family}.yaml"
    a = load_family_configs(path, FAMILIES, display=f"configs/{family}.yaml")
    b = load_family_configs(path, FAMILIES, display=f"configs/{family}.yaml")
    assert a.configs == b.configs
    assert a.configs == catalog.family_configs(family).configs
    assert [(c.index, c.id, c.items, c.refused_by_rule) for c in a.configs] == \
        [(c.index, c.id, c.items, c.refused_by_rule) for c in b.configs]


def test_ids_and_indexes_do_not_depend_on_the_hash_seed():
    code = ("import json; from rocke_cli.engine import catalog; "
            "from rocke_cli.engine.families import FAMILIES;"
            "print(json.dumps({f: [(c.index, c.id, c.refused_by_rule) for c in "
            "catalog.family_configs(f).configs] for f in FAMILIES}))")
    root = Path(catalog.__file__).resolve().parents[2]
    outs = []
    for seed in ("1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=str(root))
        r = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                           timeout=120, check=True)
        outs.append(json.loads(r.stdout))
    assert outs[0] == outs[1]
    here = {f: [[c.index, c.id, c.refused_by_rule] for c in catalog.family_configs(f).configs]
            for f in FAMILIES}
    assert outs[0] == here
