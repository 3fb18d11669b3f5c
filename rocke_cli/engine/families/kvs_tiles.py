"""Body kvs's tile table: the recipes it builds and the numbers each is built with.

A recipe (variant) is where the operands live and how tall a Q step is; the table gives each
its step height, workgroup, register budget and the fitted terms of its register estimate.
The arch enters through targets.Arch (MFMA shapes, transposing reads, bf16 convert), the
head_dim and the KV tile through the estimate (kvs.py), which refuses what would spill.

Adding a head_dim: a value in HEAD_DIMS (the tile loads need 16-byte vectors a row a power of
two) and the configs that build it. Adding a step height: a row here, and in the templates
only what the new step truly changes (kvs.py's plan names the variant each template point
reads)."""

from __future__ import annotations

from dataclasses import dataclass

from ..config import Config
from .products import WAVE

# the head dims body kvs builds: its tile loads find row and column by shift (a power of two
# of work-items a row, each loading one or more 16-byte vectors a pass: 192 is 8 x 3, 96 would
# be 4 x 3 but no 16-row step splits it evenly over 256 work-items)
HEAD_DIMS = (64, 128, 192, 256)


@dataclass(frozen=True)
class Recipe:
    """One kvs variant: what the config asks for and the budget its estimate must meet."""

    name: str  # the plan's `variant`, what the templates dispatch on
    block_m: int  # the Q step's rows (the config's block_m)
    wg_size: int  # work-items a workgroup
    # where the KV tile's operands live: K and V fragments in registers ("regs"), dQ's K as
    # K^T in LDS ("kt"), or K and V both in LDS ("kv")
    k_home: str
    budget: int  # per-lane registers (VGPR + AGPR) the estimate may reach
    overhead: int  # addresses, loop state, masks, the fragments of one step in flight
    mask: int  # the per-entry mask's row limits, live across S/dP (0 without a mask)

    @property
    def waves(self) -> int:
        return self.wg_size // WAVE

    @property
    def tall(self) -> bool:
        """16-row steps: P and dS feed dV/dK from registers, every product on 16x16 blocks."""
        return self.block_m == TALL_BM


TALL_BM = 16  # the tall tile's step: one 16x16 block row
# the tall tile's dQ K operand stays in registers up to this estimate (counted), else K^T in LDS
TALL_KQ = 320

# the budgets: the largest estimate that built without scratch on LLVM 20 and 22 over the
# shipped templates (an estimate one step over spilled); the 8-wave tile's two waves a SIMD
# share 512 registers a lane
RECIPES: dict[str, Recipe] = {r.name: r for r in (
    # the 32-row step: K, V (and dQ's K) fragments in registers, P^T and dS^T through LDS
    Recipe("step32", 32, 256, "regs", budget=360, overhead=80, mask=64),
    # the tall tile, K (for S and dQ) and V fragments in registers
    Recipe("tall_kreg", TALL_BM, 256, "regs", budget=360, overhead=80, mask=64),
    # the tall tile with dQ's K as K^T in LDS, written once before the loop
    Recipe("tall_ktlds", TALL_BM, 256, "kt", budget=360, overhead=80, mask=64),
    # the 8-wave tall tile: K and V in LDS, only the dK/dV accumulators resident
    Recipe("tall8_kvlds", TALL_BM, 512, "kv", budget=256, overhead=80, mask=16),
    # the tall tile over the whole 512-register file, one wave a SIMD: K (for S and dQ) and V
    # fragments and the dK/dV accumulators resident, where the 360-register tiles would spill
    # or K^T would not fit the LDS (192 keys at head_dim 128 on gfx942: AMD's tile). Its mask
    # term is the 8-wave tile's: walking only the visited run of Q steps (`ranged`), the causal
    # 192-key tile at head_dim 128 allocates 468 registers on LLVM 20 and 439 on LLVM 22
    Recipe("tall512", TALL_BM, 256, "regs", budget=512, overhead=80, mask=16),
    # the same with dQ's K as K^T in LDS, written once before the loop: K and V each held once
    # in registers (S/dP's B fragments), where dQ's own K fragments would not fit beside them
    # (gfx950, 256 keys at head_dim 128: 584). Budget: the file. Its terms are of the plan that
    # saves registers to fit it (docs/design.md §4: s_bias "exp", AwBuf.by_row, lds_rebase,
    # bounds_adjacent, MIX_DQ_ALL_KT): estimates 496, masked 504; LLVM 22 allocates 496-508
    # registers, LLVM 20 512, neither scratch nor a value in dK's AGPRs (without the savings
    # LLVM 22 spilled 16 VGPRs and LLVM 20 11, tests/test_kvs_kt512.py)
    Recipe("tall512_kt", TALL_BM, 256, "kt", budget=512, overhead=56, mask=8),
)}


def recipe_of(cfg: Config, k_in_regs_fits: bool = True) -> Recipe | str:
    """The variant a config asks for (its block_m and wg_size), or why it asks for none. The
    4-wave tall tile keeps dQ's K in registers where the estimate with them fits TALL_KQ
    (`k_in_regs_fits`), else it takes K^T in LDS."""
    wg, bm, bn = cfg["wg_size"], cfg["block_m"], cfg["block_n"]
    tall = bm == TALL_BM
    if wg == RECIPES["tall8_kvlds"].wg_size:
        if not tall:
            return (f"{wg // WAVE} waves (wg_size {wg}) is the tall tile's, with K and V in "
                    f"LDS: block_m {TALL_BM}, not {bm}")
        return RECIPES["tall8_kvlds"]
    if not tall:
        if bn > 128:
            return (f"a {bn}-row KV tile is the tall plan's, which takes {TALL_BM}-row Q steps "
                    f"(block_m {TALL_BM}): its S/dP and dK/dV registers leave no room for more")
        if bm != RECIPES["step32"].block_m:
            steps = sorted({r.block_m for r in RECIPES.values()})
            return (f"body kvs steps through Q in {' or '.join(map(str, steps))} rows (its "
                    f"variants' block_m, kvs_tiles.RECIPES), not {bm}")
        return RECIPES["step32"]
    return RECIPES["tall_kreg" if k_in_regs_fits else "tall_ktlds"]


# the 4-wave tall recipes in the order the plan tries them (kvs.kvs_plan): the first that
# fits its budget and the arch's LDS
TALL4 = ("tall_kreg", "tall_ktlds", "tall512", "tall512_kt")
# the one-wave-a-SIMD recipes: the whole 512-register file
ONE_SIMD = ("tall512", "tall512_kt")

# The 512-register tiles that hold dK's accumulators in AGPRs (kvs.KvsTile.ak), by (arch,
# head_dim, head_dim_v, block_n), each with llvm.amdgcn.iglp.opt's strategy for its step (-1:
# none): the best of LLVM's four (0 small-GEMM: LDS reads between MFMAs; 1 its single-wave
# form; 2, 3 exponentials between MFMAs) under model v3, llvm22, expected-measured column,
# every shipped config of the tile (`rocke perf`; docs/perf-model.md has the table). Not
# listed, measured worse or no better with dK in AGPRs: head_dim 64 (gfx950, 256 keys: 326
# -> 318 at best) and 256 (64 keys: 137 -> 135 on gfx942, 213 either way on gfx950)
AK_TILES: dict[tuple[str, int, int, int], int] = {
    # the 256-key tile with K and V held once (tall512_kt), dK's 32x32 accumulators: model v4,
    # llvm22, expected, LLVM's order, atomics unbound, strategies none / 0-3: 559 / 423 / 447 /
    # 559 / 437 (measured on code since found wrong, RECIPES; none kept)
    ("gfx950", 128, 128, 256): -1,
    ("gfx942", 128, 128, 192): 3,  # 352 -> 421 (bshd), causal thd 341 -> 406
    ("gfx942", 128, 128, 128): 0,  # causal bshd 268 -> 327; non-causal (tall_ktlds) 201 -> 327
    ("gfx942", 192, 192, 128): 0,  # 242 -> 331 (its atomic ceiling)
    ("gfx950", 192, 192, 128): 1,  # 384 -> 426 (its atomic ceiling)
    ("gfx942", 192, 128, 128): -1,  # MLA: 229 -> 287 (the ceiling with any strategy)
    ("gfx950", 192, 128, 128): -1,  # MLA: 337 -> 369 (the ceiling with any strategy)
    # MLA over 192 keys (tall512_kt): model v4, llvm22, expected, atomics unbound, searched
    # (4 climbs), without / with: bshd 529.4 / 576.7, causal thd 548.9 / 532.9
    ("gfx950", 192, 128, 192): -1,
}


# The tiles whose Q, dO, lse and delta steps are double-buffered in LDS (kvs.KvsTile.dbuf), by
# (arch, head_dim, head_dim_v, variant), in the main family and without a mask: a pair stores
# the next pair's tiles, loaded by the previous pair, into the other buffer after its first
# barrier, and loads the pair after the next. One barrier a step less (the pair's last, which
# freed the one buffer for the next pair's stores) and no wait at the first for stores issued
# just before it. Model v4, llvm22, expected, atomics unbound, each searched with 4 climbs:
# bshd 1088.3 -> 1145.4; causal thd 1004.6 -> 985.7 (so not with a mask); as shipped (16,
# recorded) bshd 1104.3 -> 1176.3, thd 1088.3 -> 1150.4. With the offsets
# into the two buffers chosen at the pair's top (selects on the buffer's parity) bshd searched
# to 1038.6: their SCC chain kept the first Q reads 100 clocks behind the barrier; carried
# round the loop as byte offsets (two swapped phis), and the next pair's coordinates carried
# too (no second next-pair computation), the reads follow the barrier
DBUF_TILES: set[tuple[str, int, int, str]] = {
    ("gfx950", 128, 128, "tall512_kt"),
}


def ak_of(arch_name: str, head_dim: int, head_dim_v: int, block_n: int) -> int | None:
    """The 512-register tile's LLVM scheduling strategy where it holds dK in AGPRs (-1: no
    strategy), None where it does not."""
    return AK_TILES.get((arch_name, head_dim, head_dim_v, block_n))


# llvm.amdgcn.iglp.opt's strategy for the 8-wave tile (K and V in LDS) with atomic dQ, whose
# mix slots' scheduling fences then open where the flavor lets them (targets.Flavor.
# slot_fence: the strategy orders the step, closed fences would keep it from interleaving
# across them; LLVM 20 keeps them closed). Model v3, llvm22, expected: d128
# bshd 617 -> 663, thd 614 -> 680, causal 584 -> 645, window 563 -> 604, paged 614 -> 680
# and 570 -> 624 (causal); with dQ slices or none the fenced slots model better (628 -> 599,
# 586 -> 553) and stay
KVLDS_IGLP = 0
# its strategy with dV/dK on 32x32x16 (kvs.KvsTile.kv_swap, gfx950). Model v3, llvm22,
# expected, rocke's loop order, the atomic configs at strategies 0-3 (MIX_PRE_SWAP's slots):
# bshd 680 / 779 / 815 / 770, thd 689 / 648 / 826 / 810, causal 649 / 628 / 808 / 779, the
# 256-key window 660 / 542 / 746 / 720, paged p64 689 / 648 / 815 / 804
KVLDS_IGLP_SWAP = 2


# The tiles whose loop rocke orders in the code objects it builds (schedule/search.py), by
# (arch, head_dim, head_dim_v, variant), with fused atomic dQ. Model v3, llvm22, expected-
# measured, LLVM's order -> rocke's (the search scores its candidates with that same model:
# docs/perf-model.md, "rocke's loop schedule"):
# - the head_dim 128 tiles of AMD's class, where LLVM's schedulers leave the loop waiting on
#   the LDS: gfx942 tall512 421 -> 496 (bshd), causal 406 -> 471; gfx950's 8-wave tile 663 ->
#   760, causal 645 -> 721; gfx950's 256-key tile with K and V held once (model v4, atomics
#   unbound, with its mix) thd 769 -> 907 (on code whose LLVM values overwrote dK, since
#   fixed: RECIPES, tall512_kt);
# - the others where every shipped config gained (median): gfx942 step32 d64 1.03x and d128
#   1.10x, tall_kreg d64 1.04x, tall_ktlds d64 1.07x; gfx950 step32 d128 1.04x, tall_kreg d64
#   1.07x, tall_ktlds d64 1.12x, tall512 d64 1.13x.
# - gfx950's MLA 192/128 over 192 keys on that tile (model v4, atomics unbound, 4 climbs,
#   before dK's AGPRs: AK_TILES): bshd in AMD's step order 396.2 -> 529.4 (rocke's order
#   432.1 -> 513.4), causal thd in rocke's order 449.4 -> 548.9 (AMD's 374.8 -> 536.8).
# Not listed, no gain: gfx950 step32 d64 (at its atomic ceiling), head_dim 192 and 256 and MLA
# on the other tiles (at their ceilings, or 1.00-1.03x)
SCHEDULED = {
    ("gfx942", 128, 128, "tall512"),
    ("gfx950", 128, 128, "tall8_kvlds"),
    ("gfx950", 128, 128, "tall512_kt"),
    ("gfx950", 192, 128, "tall512_kt"),
    ("gfx942", 64, 64, "step32"),
    ("gfx942", 128, 128, "step32"),
    ("gfx942", 64, 64, "tall_kreg"),
    ("gfx942", 64, 64, "tall_ktlds"),
    ("gfx950", 128, 128, "step32"),
    ("gfx950", 64, 64, "tall_kreg"),
    ("gfx950", 64, 64, "tall_ktlds"),
    ("gfx950", 64, 64, "tall512"),
}


# The scheduled tiles whose search climbs again from LLVM's order with other seeds (the
# number), keeping the assembly the model expects fastest (schedule/search.py): where climbs of
# the same length land far apart. gfx950's 8-wave tile, bshd atomic, model v3, expected, one
# climb of 6000 moves a seed: seeds 0-3 783.6 / 811.5 / 806.5 / 817.9 (from the list order
# 742.0-797.9); with 4 more, the shipped configs 1.00-1.04x (bshd 784 -> 818, thd 823 -> 824).
# With the mask on a side (KvsTile.mask_side) and as many climbs again from the best order
# (schedule/search.py): bshd 839-842 after 4 + 4 (two spellings of the side), 851.8 (its atomic
# ceiling) after 8 + 8. The 512-register tiles (model v4, expected, atomics unbound, once ties
# in the expected figure went to the loop's score), the same text each: gfx942's 192-key tile
# thd 524 with none, 537 with 4 (since: 565.8 with 4, 567.7 with 10); gfx950's 256-key tile
# thd 1041 with 4, 1039 with 8; since cols_ahead, thd 1097.4 with 4, 1120.9 with 10 and with
# 16 (the same climb wins), bshd 1086.0 -> 1106.7 and causal 1063.8 -> 1079.1 with 10 (figures
# of code since found wrong: RECIPES, tall512_kt). Correct since, with 10 / 16: thd 1014 /
# 1014, bshd 991 / 1014, causal 1014 / 1028, f16 bshd causal 991 / 1008, window 975 / 964,
# paged p64 990 / 1018. gfx942's 192-key tile as shipped (dv_pre) with 16 in place of 4: thd
# 572.4 -> 569.6, bshd causal 560.1 -> 559.2
SEARCH_CLIMBS: dict[tuple[str, int, int, str], int] = {
    ("gfx950", 128, 128, "tall8_kvlds"): 8,
    ("gfx950", 128, 128, "tall512_kt"): 16,
    ("gfx942", 128, 128, "tall512"): 4,
    ("gfx950", 192, 128, "tall512_kt"): 8,
}


def scheduled(arch_name: str, head_dim: int, head_dim_v: int, variant: str, dq_mode: str, *,
              one_block: bool) -> bool:
    """Whether rocke orders the tile's loop (SCHEDULED, fused atomic dQ), where the loop is one
    block (`one_block`: no mask, or a masked tile that walks only its run of Q steps; a loop
    with a skipped pair's branch has no single block to order)."""
    return (dq_mode == "atomic" and one_block
            and (arch_name, head_dim, head_dim_v, variant) in SCHEDULED)


# The tiles whose P/dS arithmetic runs on pairs of entries (kvs.KvsTile.pk_math: the exponent,
# dP - delta and their product as packed FP32, one v_pk_* a pair), by (arch, head_dim,
# head_dim_v, variant): where every shipped config of the tile gained and one by 2 % or more.
# Model v3, llvm22, expected, one sweep of the 195 kvs and mfma configs: the 8-wave tile
# 1.01-1.10x (d128 759.7 -> 786.0 thd, causal 758.3 -> 775.5), gfx950's 32-row step at d128
# 1.00-1.19x (345.5 -> 409.3), its tall_ktlds d64 1.01-1.10x; elsewhere mixed (gfx942's 32-row
# step 0.95-1.22x, gfx950 d192 tall512 0.84x where LLVM orders the loop: LLVM 22 unpacks a
# packed op in an MFMA's shadow after scheduling, and the pairs' register tuples add moves)
PK_MATH: set[tuple[str, int, int, str]] = {
    ("gfx942", 192, 192, "tall_kreg"),
    ("gfx950", 64, 64, "tall512"),
    ("gfx950", 64, 64, "tall_ktlds"),
    ("gfx950", 128, 128, "step32"),
    ("gfx950", 128, 128, "tall8_kvlds"),
    ("gfx950", 128, 128, "tall512_kt"),  # (model v4, LLVM's order: 446 -> 449 with pk_pairs)
    ("gfx950", 192, 128, "tall_kreg"),
    ("gfx950", 256, 256, "tall_kreg"),
}
