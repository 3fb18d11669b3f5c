"""Body kvs's named variants and its tile table (families/kvs_tiles.py): every kvs config is
planned as one of the four recipes, chosen from its block_m and wg_size (and, for the 4-wave
tall tile, whether dQ's K fits in registers), and the recipe's facts are the plan's."""

from __future__ import annotations

from helpers import configs

from rocke_cli.engine import catalog
from rocke_cli.engine.families.kvs import KvsTile
from rocke_cli.engine.families.kvs_tiles import RECIPES, TALL_BM, recipe_of

MAIN = "attention_bwd_main"


def _plans() -> list[tuple[dict, KvsTile]]:
    out = []
    for c in configs(MAIN, body="kvs"):
        d = catalog.build(MAIN, c.id).derived
        if isinstance(d, KvsTile):
            out.append((c, d))
    return out


def test_every_recipe_is_shipped_and_each_plan_follows_its_recipe():
    plans = _plans()
    assert {d.variant for _, d in plans} == set(RECIPES)
    for c, d in plans:
        r = RECIPES[d.variant]
        assert d.wg == r.wg_size and d.waves == r.waves, c.id
        assert d.tall == r.tall == (c["block_m"] == TALL_BM), c.id
        assert d.kv_lds == (r.k_home == "kv") and d.kq_lds == (r.k_home == "kt"), c.id
        assert d.bm == r.block_m, c.id


def test_the_tall_tile_moves_k_to_lds_only_where_the_registers_do_not_fit():
    # the same config asks for the 4-wave tall tile; the estimate picks where dQ's K lives
    c = next(c for c, d in _plans() if d.variant == "tall_ktlds")
    assert recipe_of(c).name == "tall_kreg"
    assert recipe_of(c, k_in_regs_fits=False).name == "tall_ktlds"


def test_a_config_outside_every_recipe_says_which_parameter_to_change():
    c = next(c for c, _ in _plans() if c["wg_size"] == 512)
    why = recipe_of({**c.values, "block_m": 32})
    assert isinstance(why, str) and "block_m 16, not 32" in why


def test_a_step_height_no_variant_has_is_refused_naming_those_there_are():
    c = next(c for c, d in _plans() if d.variant == "step32")
    why = recipe_of({**c.values, "block_m": 64})
    assert why == ("body kvs steps through Q in 16 or 32 rows (its variants' block_m, "
                   "kvs_tiles.RECIPES), not 64")


def test_a_register_refusal_names_changes_that_build():
    """A kvs config over its register budget says which parameter to change and to what; each
    change it names, applied alone, gives a config the family builds (no refusal)."""
    import re
    from dataclasses import replace

    from rocke_cli.engine.catalog import build, family_configs
    from rocke_cli.engine.families import FAMILIES

    fam = "attention_bwd_main"
    named = 0
    for c in family_configs(fam).configs:
        why = build(fam, c.id).refused or ""
        m = re.search(r"; ([^;]+) would fit its variant's register budget$", why)
        if "register estimate" not in why or "body" not in c.values or c["body"] != "kvs":
            continue
        assert m, f"{c.id}: a register refusal that names no change: {why}"
        for change in m.group(1).split(" or "):
            key, value = change.split(" ")
            v = type(c[key])(value)
            alt = replace(c, items=tuple((k, v if k == key else x) for k, x in c.items))
            got = FAMILIES[fam].build(alt)
            assert got.refused is None, f"{c.id} with {change}: {got.refused}"
            named += 1
    assert named >= 5  # the shipped refusals hold such configs (their count moves with them)
