"""The config loader: expansion order, indexes, excludes, defaults, refusals, ids, types."""

from __future__ import annotations

import re

import pytest

from rocke_cli import catalog
from rocke_cli.config import load_family_configs
from rocke_cli.errors import RockeError
from rocke_cli.families import FAMILIES

HEAD = """family: attention_bwd_convert
name: "{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"
params:
  arch:     {choices: [gfx942, gfx950]}
  dtype:    {choices: [f16, bf16]}
  head_dim: {type: int, choices: [64, 128]}
  layout:   {choices: [bshd, thd]}
  ws_seg:   {type: int, choices: [0, 1], default: 0}
  bounds:   {choices: [full, legacy], default: full}
  block_m:  {type: int, choices: [32, 64, 128], default: 64}
  wg_size:  {type: int, choices: [256], default: 256}
"""


def load(tmp_path, body: str):
    p = tmp_path / "attention_bwd_convert.yaml"
    p.write_text(HEAD + body)
    return load_family_configs(p, FAMILIES, display="c.yaml")


def test_sweep_order_then_explicit_with_indexes_and_defaults(tmp_path):
    fc = load(tmp_path, "sweep:\n  arch: [gfx950, gfx942]\n  dtype: [f16, bf16]\n"
                        "  head_dim: [64]\n  layout: [thd]\n"
                        "configs:\n  - {arch: gfx942, dtype: f16, head_dim: 128, layout: bshd}\n")
    ids = [c.id for c in fc.configs]
    assert ids == ["gfx950.f16.d64.bm64.thd.ws0.full", "gfx950.bf16.d64.bm64.thd.ws0.full",
                   "gfx942.f16.d64.bm64.thd.ws0.full", "gfx942.bf16.d64.bm64.thd.ws0.full",
                   "gfx942.f16.d128.bm64.bshd.ws0.full"]
    assert [c.index for c in fc.configs] == list(range(5))
    assert fc.configs[4]["block_m"] == 64 and fc.configs[4].where == "c.yaml:18"


def test_exclude_drops_and_refuse_keeps_with_message(tmp_path):
    fc = load(tmp_path, "sweep:\n  arch: [gfx942]\n  dtype: [f16, bf16]\n  head_dim: [64, 128]\n"
                        "  layout: [thd]\nexclude:\n  - {dtype: bf16, head_dim: 64}\n"
                        "refuse:\n  - when: {head_dim: 128, dtype: f16}\n    message: too big\n")
    assert [c.id.split(".")[1:3] for c in fc.configs] == [["f16", "d64"], ["f16", "d128"],
                                                           ["bf16", "d128"]]
    assert [c.refused_by_rule for c in fc.configs] == [None, "too big", None]


@pytest.mark.parametrize("body,marker,msg", [
    ("sweep:\n  arch: [gfx942]\n  dtype: [f16]\n  head_dim: [\"64\"]\n  layout: [thd]\n",
     "head_dim: [", "must be int"),
    ("sweep:\n  arch: [gfx942]\n  dtype: [f16]\n  head_dim: [true]\n  layout: [thd]\n",
     "head_dim: [", "must be int"),
    ("sweep:\n  arch: [gfx942]\n  dtype: [f32]\n  head_dim: [64]\n  layout: [thd]\n",
     "dtype: [f32", "is not one of"),
    ("configs:\n  - {arch: gfx942, dtype: f16, head_dim: 64}\n", "  - {", "no default"),
    ("sweep:\n  arch: [gfx942]\n  dtype: [f16]\n  head_dim: [64]\n  layout: [thd]\n"
     "configs:\n  - {arch: gfx942, dtype: f16, head_dim: 64, layout: thd}\n",
     "  - {", "duplicate id"),
])
def test_bad_values_name_the_line(tmp_path, body, marker, msg):
    line = next(i for i, ln in enumerate((HEAD + body).splitlines(), 1) if marker in ln)
    with pytest.raises(RockeError) as e:
        load(tmp_path, body)
    assert re.match(rf"c\.yaml:{line}:\d+: ", str(e.value)), str(e.value)
    assert msg in str(e.value)


def test_shipped_configs_load_with_unique_valid_ids_and_stable_order():
    for fam in FAMILIES:
        fc = catalog.family_configs(fam)
        ids = [c.id for c in fc.configs]
        assert len(ids) == len(set(ids))
        assert all(re.fullmatch(r"[a-z0-9._-]+", i) for i in ids)
        again = load_family_configs(catalog.CONFIGS / f"{fam}.yaml", FAMILIES)
        assert [(c.id, c.items) for c in again.configs] == [(c.id, c.items) for c in fc.configs]
