"""The KV-stationary matrix-core body of attention_bwd_main (`body: kvs`), in the design of the
fastest public kernels (aiter fmha_v3_bwd, HipKittens, CK tile): a KV tile that stays put for
the whole (query head, Q step) loop while Q, dO, lse and delta stream through LDS in short Q
steps. Its own template pair (a skeleton and one file a stage under templates/kvs/): it
differs from `body: mfma` in where every operand lives, in the LDS plan and in the loop's
synchronisation; what the two share is in templates/common/mfma_main.*.

Six variants (kvs_tiles.py has the table; `KvsTile.variant` names the plan's):
- step32: 32-row Q steps, 4 waves. K and V are S/dP's B fragments in registers (loaded once,
  rows past len_k read at row len_k - 1 and their scores masked: nothing outside the sequence
  is read), dQ's K fragments too; P^T and dS^T go through LDS for dV/dK and dQ.
- tall_kreg: 16-row steps (block_m 16) over up to 256 keys, 4 waves, every product on 16x16
  blocks. The D layout of a 16x16 S block (lane = key, lane group g holding Q rows 4g..4g+3)
  is exactly the A layout of a 16x16x16 over those rows, so P and dS feed dV/dK from
  registers (no P^T in LDS); dS goes to LDS row-major for dQ. dQ's K stays in registers.
- tall_ktlds: the tall tile where the estimate with dQ's K fragments passes TALL_KQ: K^T in
  LDS [D][bn + 4], written once before the loop.
- tall8_kvlds: the tall tile over 8 waves (wg_size 512): where the 4-wave tile's resident K/V
  fragments and dK/dV would spill, K and V live in LDS row-major [bn][D + 8] (rows past len_k
  as zeros) and only the dK/dV accumulators stay resident, two waves a SIMD. The P/dS hand-off
  holds: a wave's dK/dV blocks are its S blocks' key rows. No transposed step copies: they
  would not fit beside K and V.
- tall512: the 4-wave tall tile over the whole 512-register file, one wave a SIMD, where the
  360-register tiles would spill or K^T would not fit the LDS (192 keys at head_dim 128 on
  gfx942): K, V and dK/dV resident, dV/dK's columns from transposed step copies, and the
  dK/dV stores' lane places from an opaque copy of the work-item id (`store_remat`).
- tall512_kt: the 512-register tile with K and V held once each where dQ's own K fragments
  would not fit beside them (gfx950, 256 keys at head_dim 128; MLA 192/128 at 192): dQ's K
  as K^T in LDS, dV/dK on 32x32x16 from swapped lanes (16x16x16 at 3 S blocks a wave), dK's
  accumulators in AGPRs (`_kt512`).

MLA (head_dim_v below head_dim) on the 4-wave tall tiles: dP contracts over V's Dv columns
(`sv`), a wave's dV blocks are its dK blocks below Dv (`dv_cols`), V's fragments and dV's rows
are Dv wide, and dO loads as Q does with its columns past Dv clamped to the row's last vector.

Schedule of one pair (head, Q step), docs/design.md §4:
1. barrier: the step's Q, dO, lse, delta (stored by the previous pair) are in LDS;
2. S = Q K^T, dP = dO V^T (A from LDS rows, B from registers or K/V rows), P and dS in VALU;
   `sched.group.barrier` interleaves the LDS reads with the MFMAs so neither waits behind a
   burst of the other (the simulator drops the hints: they move no result);
3. barrier; the next pair's Q, dO and lse/delta into registers, issued where S and dP are dead
   (no registers added at the peak) and in flight behind the rest of the pair;
4. dQ = dS K, then dV += P^T dO and dK += dS^T Q, with the fp32 dQ atomics spread through the
   dV/dK MFMAs (a burst stalls the wave behind the busy atomic unit);
5. barrier; step 3's registers into LDS.
A skipped pair only does 3 and 5; a masked tile (`ranged`) walks only the run of Q steps it
visits, with no skipped pair (kvs/range.ll.j2). Every barrier fences LDS only (MMRA
amdgpu-as local): a plain workgroup fence waits for all outstanding global accesses
(vmcnt(0)), which would drain the atomics and the prefetch at each barrier; vmcnt is in
order, so the wait for the prefetch does not wait for the atomics issued after it.

Invariants the templates rely on (each has a test or the simulator behind it):
- No K or V byte is read from LDS in the loop of the register variants (tests pin it).
- On gfx950 the products run on the double-rate 32x32x16 / 16x16x32 (the arch's fast_mfma):
  A/B fragments of kw = 8 elements, lane group g holding k in [8g, 8g + 8); the D layout is
  gfx942's. The tall tile's dV/dK stay 16x16x16 (they contract over the step's 16 rows), so
  each product has its own width and operand type (`p.kw`, `p.operand`); the 8-wave tile's
  run on 32x32x16, their A fragments two S blocks' with lanes swapped (`kv_swap`).
- The tall tile's step rows past len_q are stored as loaded (row len_q - 1, finite) and their
  P and dS are 0 through lse2 = +inf, made by the products once per row: a masking select, or
  lse2 made at the store, is hoisted by LLVM above the dQ atomics, whose wait then drains them.
- An explicit `s_waitcnt vmcnt(0)` before the tall tile's loop: LLVM's wait insertion does not
  see the K/V fragment loads done across the back edge and would wait for them (and so for the
  previous pair's atomics) every pair.
- Where dQ's K stays in registers below 256 keys (and in the 8-wave tile) the text allows no
  AGPRs (`vgpr_form`): LLVM 22's AGPR-form MFMAs copy every loop-carried dK/dV accumulator
  back each step; in the VGPR form they accumulate in place.
- dq_mode slices: plain stores of each pair's dQ to the KV tile's slice (zeros for a skipped
  pair), a branch per row past len_q (the next sequence's row: no clamping); a dead KV tile
  writes its slice's rows as zeros. The dQ accumulators live through dV/dK: the estimate
  counts them twice.
Refused: tiles whose products do not split evenly over the waves, and what the register
estimate puts over the variant's budget (LLVM would spill).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from ..config import Config
from ..constants import KV_PAD, LOG2E, VEC, head_dim_v, log2
from ..lds import LdsBuffer, total_bytes
from ..mask import mask_of
from ..targets import arch, mfma
from .bodies import Body, has_dq, over_budget
from .kvs_tiles import (
    DBUF_TILES,
    HEAD_DIMS,
    KVLDS_IGLP,
    KVLDS_IGLP_SWAP,
    ONE_SIMD,
    PK_MATH,
    RECIPES,
    SEARCH_CLIMBS,
    TALL4,
    TALL_BM,
    TALL_KQ,
    Recipe,
    ak_of,
    recipe_of,
    scheduled,
)
from .products import KV_DIMS, PT_PAD, Q_DIMS, S_DIMS, Product, insn_refusal, product

# the estimate up to which the 32-row step's dV/dK read their dO and Q columns by transposing
# reads (gfx950): above it LLVM 22 keeps the halves live longer and spills; dQ's dS^T columns
# take them everywhere
KVS_TR_KV_BUDGET = 320
# the 8-wave tile's dV/dK column blocks run before the dS barrier (KvsTile.mix_pre): beside
# S/dP's LDS-bound reads and P/dS's VALU. Model v3, expected TFLOP/s of the d128 bshd / thd
# atomic tiles at 0-4: 536/541, 555/546, 555/556, 548/546, 538/541
MIX_PRE = 2
# the same with dV/dK on 32x32x16 (kv_swap: 4 column blocks, whose A fragments wait for both
# S blocks' P and dS), by fused atomic dQ (True) or not. Model v3, llvm22, expected, the 8
# shipped configs at 0-2 (under LLVM's strategy 2 with atomic dQ): atomic bshd 815 / 759 / 772,
# thd 826 / 766 / 796, causal 808 / 759 / 771; slices 722 / 741 / 737, none 669 / 700 / 688
MIX_PRE_SWAP = {True: 0, False: 1}
# the same on gfx950's 256-key 512-register tile (tall512_kt, dQ's K^T in LDS), its dQ steps
# dealt contraction step first (mix_slots' by_step). Model v4, llvm22, expected, atomics
# unbound, thd, rocke's loop order: at 2 with dQ's 24 fragment reads in one slot, 1012 (bshd
# 980): past 15 reads in flight lgkmcnt saturates and the first dQ MFMA waits for 18 of them
# (152 clocks); at 1, dQ over two slots of 12 reads, the atomics in the last, 1041 (bshd 1039).
# Before the buffer atomics and the key bias: 2 gave 907, 1 (dQ in one slot) 947 but causal
# 878 -> 846 (all of code whose LLVM values overwrote dK: kvs_tiles.RECIPES)
MIX_PRE_KT = 1
# and its dQ steps dealt over all three slots after the dS barrier (16 fragments in flight a
# slot, not 24), the atomics in the last: with two slots LLVM 22 spilled 7 VGPRs and LLVM 20
# 4 (with the other register savings of kvs_lds, AwBuf.by_row, lds_rebase and s_bias "exp"),
# with three neither spills (thd)
MIX_DQ_ALL_KT = True
# the same tile in AMD's step order (KvsTile.s_first, mix_dv_pre, groups), by mask class: its
# matrix pipe then never waits the 368 clocks of dS's arithmetic, stores, barrier and dQ's
# first reads that rocke's order leaves in a step. Model v4, llvm22, expected, atomics
# unbound, each searched (16 climbs), rocke's order -> AMD's: thd 1044.8 -> 1088.3, bshd
# 1051.1 -> 1104.3, paged p64 1066.1 -> 1095.1; the runtime window 1012.4 -> 967.4 and causal
# thd 1028.3 -> 998.8 (4 / 5 VALU a dP group: 982.0 / 967.4), both kept in rocke's order.
# Without the group barriers LLVM runs P's exponentials after dP's MFMAs and the search cannot
# lift dP's MFMAs over the registers LLVM reused: 897.9 (S first alone 991.4, dV first alone
# 995.2)
KT_AMD_ORDER = {"none": True, "causal": False, "window": False}
# its sched.group.barrier groups: each dP MFMA with one transcendental (P's exponentials) and
# KT_DP_VALU other VALU (P, dS), then each dV MFMA with KT_DV_VALU VALU and 2 LDS writes (dS's
# stores). thd, searched as above, at KT_DP_VALU 2 / 3 / 4: 1034.5 / 1088.3 / 1051.1
KT_DP_VALU = 3
KT_DV_VALU = 3
# llvm.amdgcn.sched.group.barrier's instruction classes (its mask bits)
SG_MFMA, SG_VALU, SG_DS_WRITE, SG_TRANS = 8, 2, 512, 1024
# the one-wave-a-SIMD tall tiles' dV/dK column blocks before the dS barrier (KvsTile.kv_pre):
# KV_PRE_EIGHTHS eighths of the wave's column blocks, by (arch, head_dim, head_dim_v) where
# measured otherwise (KV_PRE_BY_SHAPE). Model v4, llvm22, expected, atomics unbound: gfx942
# d128 192-key thd (8 blocks; searched) at 0-4: 539 / 530 / 562 / 566 / 555; gfx950 f16 d64
# causal (4 blocks; searched, the shipped rate) at 0-3: 507 / 537 / 447 / 426; gfx950 f16 d256
# causal (16 blocks) at 0, 1, 2, 4, 8: 308 / 320 / 328 / 329 / 340; gfx942 f16 d256 causal 146
# at 0, 139-140 at 1-8
KV_PRE_EIGHTHS = 3
KV_PRE_BY_SHAPE = {("gfx942", 256, 256): 0}
# the one-wave-a-SIMD tiles whose dV runs whole before the dS barrier and dK whole after it
# (KvsTile.dv_pre every column block, kv_pre none), by (arch, head_dim, head_dim_v,
# block_n): dV reads P only, and its MFMAs fill the pipe while the dS arithmetic runs, where
# the pipe idled. Model v4, llvm22, expected, atomics unbound, gfx942 d128 192-key thd,
# searched with 4 climbs: kv_pre 3 (shipped before) 556.5; dV of all 8 column blocks before
# the barrier with dK's of 0 / 1 / 3 blocks 572.4 / 564.8 / 556.5; dV of 6 with none 545.7.
# Its 7 configs searched so: 1.00-1.06x, the causal `.tl` 0.98x (544.8 -> 536.2). Not the
# 128-key tile: bshd 484.8 -> 494.4 but causal 478.7 -> 459.2
DV_EARLY = {("gfx942", 128, 128, 192)}
# the tall tile's dV/dK shape: 16x16x16 on both arches (they contract over the step's 16 Q
# rows); S/dP and dQ take the arch's fastest 16x16 shape whose depth divides their contraction
TALL_SHAPES = ((16, 16),)
# the 8-wave tile's dV/dK on gfx950 (KvsTile.kv_swap): a 32x32x16 contracts the step's 16 rows
# at the full matrix rate, where a 16x16x16 takes a 16x16x32's clocks (half rate: 1024 of the
# 1792 matrix clocks a SIMD spends a step went to dV/dK). Its A fragment, 32 keys x 8 rows a
# lane, is two S blocks' P (or dS) with their lanes swapped: v_permlane16_swap_b32
KV_SWAP_SHAPE = (32, 16)


class AwBuf(NamedTuple):
    """The step's dQ workspace rows as a buffer resource (KvsTile.aw_buf)."""

    rows: int  # the step's rows: the records end at most at the last of them
    row_bytes: int  # one row's fp32 dQ: the records end with the last valid row's
    # how an atomic reaches its row of the lane's rows (its place in the lane's block,
    # Product.row_off), where the 512-register file is full (tall512_kt); the block's column
    # is the constant scalar offset either way. "rsrc": a resource a row from the row's own
    # place, one offset register for every atomic (5 SALU a row a step to build them). "off":
    # one resource, an offset a row (the lane's first row's plus the row's stride times the
    # place: fixed for the loop, 4 registers). "": the row's own offset an element
    by_row: str = ""


class MixSlot(NamedTuple):
    """One slot of the 8-wave tile's interleaved dQ and dV/dK (KvsTile.mix)."""

    dq: tuple[tuple[int, int], ...]  # dQ steps (block, contraction step) whose MFMAs run here
    cols: tuple[int, ...]  # dV/dK head_dim column blocks whose MFMAs run here
    atomics: tuple[tuple[int, int], ...]  # dQ atomics (block, element) issued here


@dataclass(frozen=True)
class KvsTile:
    """The KV-stationary body's plan for one tile shape: what its templates read as `t`."""

    # the recipe (kvs_tiles.RECIPES): step32, tall_kreg, tall_ktlds, tall8_kvlds, tall512 or
    # tall512_kt
    variant: str
    D: int  # head_dim
    # head_dim_v (MLA's Dv, below D; else D): dP = dO V^T contracts over Dv (`sv`), dV has Dv
    # columns (`dv_cols` of each key block's D / 16), V's fragments are Dv wide. dO keeps Q's
    # load and LDS layout, D wide: a work-item's columns past Dv load the row's last vector
    # (a copy, never read), so the tile loads and the transposed copies stay Q's
    Dv: int
    bm: int  # Q step rows (block_m)
    bn: int  # KV tile rows (block_n): stationary in registers
    wg: int  # work-items per workgroup
    waves: int  # waves per workgroup
    qs: int  # Q/dO LDS row stride (elements): head_dim + one padding vector
    pts: int  # P^T / dS^T LDS row stride (elements): block_m + 4
    vpr: int  # 16-byte vectors per head_dim row (Q tile loads)
    # a row's vectors are loaded by lpr work-items (a power of two: rows and columns by shift),
    # vpl consecutive vectors each a pass: vpr = lpr * vpl (head_dim 192: 8 x 3; else vpl 1)
    lpr: int
    vpl: int
    vpr_log2: int  # log2(lpr)
    ld_rows: int  # rows one tile-load pass covers (wg / lpr)
    q_loads: int  # vector loads per work-item for a Q tile (passes x vpl)
    s: Product  # S = Q K^T and dP = dO V^T: [bm x bn] over D; B (K, V) in registers
    sv: Product  # dP = dO V^T: S's product over Dv (s itself where Dv is D)
    kv: Product  # dV += P^T dO and dK += dS^T Q: [bn x D] over bm; accumulators resident
    q: Product  # dQ = dS K: [bm x D] over bn; B (K) in registers
    # S/dP's A/B fragment width (contraction elements per lane): 4, or 8 on gfx950; every
    # product's own is p.kw (the tall tile's differ on gfx950: dV/dK 4, S/dP and dQ 8)
    kw: int
    # column fragments by two transposing reads (ds_read_b64_tr_b16) instead of kw two-byte
    # reads each (kw 8, where the arch has it): dQ's dS^T columns (tr_q), dV/dK's dO and Q
    # columns (tr_kv, within KVS_TR_KV_BUDGET); the tall tile's dV/dK columns at kw 4 by one
    # (tr_kv, where it makes no transposed step copies: head_dim 128)
    tr_q: bool
    tr_kv: bool
    tr_suffix: str  # the tr16 overload of the element type (v4f16 / v4bf16)
    # the tall tile (block_m 16, module docstring): P and dS feed dV/dK from registers (no P^T
    # in LDS); the Q/dO step loads split between the halves of the workgroup where one pass
    # of 16-byte loads covers more than block_m rows (head_dim 64); dQ's K operand in LDS
    # (K^T, written once) where its register fragments would not fit (kq_lds)
    tall: bool
    q_split: bool
    kq_lds: bool
    kts: int  # K^T LDS row stride (elements): block_n + kq_pad (kq_lds only)
    dss: int  # the tall tile's dS LDS row stride (elements): block_n + kq_pad, row-major [bm][dss]
    frag_align: int  # bytes each dS and K^T row (so each dQ fragment read) is aligned to
    # dQ's atomics through a buffer resource over the step's workspace rows (AwBuf), whose
    # records end at the last row before len_q, in place of a clamped address an atomic
    aw_buf: AwBuf | None
    # a key past len_k with no other mask (one wave a SIMD): its exponent -inf with no mask an
    # entry. "acc": S's accumulator starts at -inf for it (a 4-register splat a block, live
    # through the loop); "exp": -inf added to its exponents (one register a block, an add a
    # pair of entries), where the splats would not fit (tall512_kt); "": the mask's own
    s_bias: str
    # the tall tile's Q and dO steps also stored transposed, [D][ts] (ts = block_m + 4), for
    # dV/dK's B fragments (one 8-byte read each, not 4 two-byte reads and 2 permutes): where a
    # work-item stores one vector a step (head_dim 64: 8 two-byte stores; at 128, 16 stores
    # cost more than the reads they save)
    tq: bool
    ts: int
    # no AGPRs (the flavor's no-AGPR attribute, as the scalar bodies'): where dQ's K stays in
    # registers (not kq_lds) below 256 keys, and the 8-wave tile. LLVM 22 puts the AGPR-form
    # MFMAs' loop-carried dK/dV in fresh AGPRs each step and copies them back; in the VGPR form
    # they accumulate in place. LLVM 20 allocates the same either way; every flavor's text
    # carries the attribute in its own spelling
    vgpr_form: bool
    # the 8-wave tall tile (wg_size 512, two waves a SIMD): K and V in LDS, row-major [bn][ks]
    # (ks = head_dim + one padding vector), loaded once before the loop; S/dP read their B
    # fragments as rows of it, dQ its K columns (two transposing reads a fragment where the
    # arch has them, tr_k). Only the dK/dV accumulators stay resident: half of them a wave
    kv_lds: bool
    ks: int
    tr_k: bool
    # reads ahead (steps), the schedule LLVM does not make on its own (it reads each LDS
    # fragment right before its MFMA and waits for it there): S/dP read block 0's K fragment
    # s_ahead steps before the step's MFMAs, dQ every fragment q_ahead steps before its MFMA.
    # The 8-wave tile both (not S/dP with dq_mode slices: its slice base, live through the
    # loop, leaves no registers for it); the 4-wave tall tile's dQ where it runs 16 keys a
    # step (gfx942)
    s_ahead: int
    # S's first K fragment (block 0, step 0) read at the end of the previous pair and carried
    # through the loop (a phi), so the step's first MFMA waits only for Q's read after the
    # pair's first barrier: the 8-wave tile with dV/dK on 32x32x16 where rocke orders the loop
    s_carry: bool
    q_ahead: int
    # LDS reads of one dQ step (the tall tile's schedule hint counts them): dS's A fragment, and
    # K's B fragment where it is in LDS: a K^T row (1), or a K column (kv_lds: two transposing
    # reads at kw 8, one at kw 4, else kw two-byte reads)
    dq_reads: int
    # P and dS to bf16 by integer round-to-nearest-even (add 0x7fff plus the kept lowest bit,
    # take the high half: about 2 VALU a value and a pack) where the arch has no packed bf16
    # convert (gfx942): LLVM's fptrunc there also quiets NaNs, about 5 VALU a value. Equal for
    # every non-NaN float (P is in [0, 1]; a NaN from NaN inputs may come out as infinity)
    int_round: bool
    # P and dS rounded two elements at a time (the 8-wave tile): LLVM 22 converts a 4-element
    # fptrunc element by element and packs the halves again (8 v_cvt_pk_bf16_f32 and 4
    # v_perm_b32 a block, against 4); the same values. Model v3: 555 -> 571 expected on the d128
    # bshd tile, 556 -> 562 thd. Not on the 4-wave tiles: there it models 0.95-1.04x over 52
    # configs (geomean 1.00), the gfx950 head_dim 192 512-register tile 0.95x
    pk_pairs: bool
    operand: str  # IR type of S/dP's A/B fragment (every product's own: p.operand)
    # C element type of dV/dK's A/B fragment in the .hip (rocke_op4; bf16 bits as short on the
    # 4-element shapes): the tall tile's P and dS registers
    hip_operand: str
    log2e: str  # log2(e) as an IR float constant
    kv_regs: int  # registers of the resident K/V fragments (S, dP and dQ operands)
    acc_regs: int  # registers of the resident dK/dV accumulators
    reg_est: int  # per-lane registers (VGPR + AGPR) estimate
    # the dK/dV stores find their rows and columns again from an opaque copy of the work-item
    # id (the 512-register tile): computed before the loop, their lane offsets would live
    # across it, and LLVM 20 spills them at one wave a SIMD (opaque: LLVM cannot prove the
    # copy equal to the id, so it does not reuse the values from before the loop)
    store_remat: bool = False
    # and the lane id from v_mbcnt, the wave from a scalar copy made before the loop
    # (readfirstlane), so no register lives across the loop for them: the 8-wave tile with
    # dV/dK on 32x32x16 (kv_swap), where the work-item id's register would spill at 256 VGPRs
    lane_mbcnt: bool = False
    # the resident K, V (S/dP's B) and dQ's K fragments pinned to the register class the
    # flavor's MFMA form leaves free (Flavor.pin_class, an empty-string asm: no instruction):
    # the 512-register tile, where LLVM 22 otherwise keeps them in AGPRs as spilled values
    # and copies each back before its MFMA (about 90 v_accvgpr_read a step at 192 keys);
    # pinned, the MFMAs read them from AGPRs in place (model v3: 296 -> 339 expected)
    kv_pin: bool = False
    # the tall tile's dQ blocks read block 0's dS rows (one block row: the same addresses, which
    # LLVM then reads once a step for all of them; it cannot prove each block's own index
    # equal). Not with dq_mode slices, whose held dQ accumulators and the shared reads LLVM 22
    # schedules into 16 bytes of scratch at head_dim 256 (measured)
    q_share: bool = False
    # a masked tile walks only the run of Q steps it visits (kvs/range.ll.j2), with no visit
    # test or skipped pair in the loop: the skipped pair's branch merges the dK/dV accumulators
    # from two paths, which LLVM 20 copies through VGPRs each step at one wave a SIMD (375
    # VGPRs of spills on the causal 192-key tile at head_dim 128). Not with dq_mode slices,
    # whose skipped pairs write their zero dQ slices, nor on gfx950's 4-wave tall tile with K
    # in registers (tall_kreg), where LLVM 22 then allocates past 256 registers: one wave a
    # SIMD instead of two at 192 keys, 0.81-0.83x modeled (measured on the shipped configs)
    ranged: bool = False
    # a masked tile's entries masked through one word a block a step (bit `S.row_off(v)` set
    # when entry v is past a limit, made from the block's distance to the diagonal: a compare,
    # a clamp and a shift), then a bit test an entry, not each entry's two limits (5 VALU an
    # entry) or a compare and a select an entry (their lane masks share VCC where LLVM picks
    # it, which serializes the step: gfx942 tall512 top-left causal 479 -> 319). Model v3,
    # expected, every masked kvs config: 1.00-1.14x (gfx942 d128 causal 470.7 -> 486.9,
    # windows 1.07x). Not the 8-wave tile: at its 256 VGPRs the paged causal config spills
    # 8 bytes with it
    mask_word: bool = False
    # the prefetch's LDS stores from opaque copies of the work-item's places made in the loop
    # (kvs/prefetch.ll.j2), one register a place for all its buffers, not one a buffer:
    # gfx950's 256-key tile, whose LDS passes 64 KiB (kvs_lds puts the stepped buffers first)
    lds_rebase: bool = False
    # Q, dO, lse and delta double-buffered in LDS (kvs_tiles.DBUF_TILES): pair j reads buffer
    # j mod 2 and, after its first barrier, stores pair j + 1's tiles (prefetched by pair j - 1)
    # into the other; its prefetch is pair j + 2's. No barrier at the pair's end
    dbuf: bool = False
    # the mask side's per-block bounds from block 0's (common/mfma_main.ll.j2
    # lane_bounds_adjacent): two registers through the loop, not three a block, where the
    # wave's S blocks are adjacent keys (one_row: gfx950's 256-key tile)
    bounds_adjacent: bool = False
    # P and dS of two entries at a time, the exponent, dP - delta and their product as packed
    # FP32 (common/mfma_main.ll.j2 p_ds_pair; kvs_tiles.PK_MATH has where and why)
    pk_math: bool = False
    # the 8-wave tile's dQ and dV/dK interleaved, slot by slot (`mix_slots`): each slot's MFMAs
    # run while the next slot's LDS fragments are in flight, an LLVM scheduling fence
    # (sched.barrier) between slots. Alone, dQ (8 steps of 2 KiB of LDS reads a wave against one
    # MFMA each) waits on the LDS and dV/dK (4 MFMAs a 1 KiB column) on the matrix pipe; LLVM
    # runs one after the other, reading each fragment right before its MFMA (model v3, stall
    # table). Empty: dq.ll.j2 and dkdv.ll.j2 one after the other
    mix: tuple[MixSlot, ...] = ()
    # the leading slots of `mix` (dV/dK columns only) that run before the dS barrier, beside
    # S/dP's LDS-bound reads and P/dS's VALU: dV/dK reads no other wave's dS
    mix_pre: int = 0
    # the first slot after the dS barrier reads its dV/dK columns before it (mix.ll.j2)
    cols_ahead: bool = False
    # AMD's step order (KT_AMD_ORDER): S's MFMAs of every block, a scheduling fence, then
    # dP's (sdp_by_step.ll.j2); every column's dV before the dS barrier, dK's after it
    # (mix.ll.j2, the pre part); and `groups`, the llvm.amdgcn.sched.group.barrier sequence
    # (mask, size) of that region: how LLVM's pre-RA scheduler interleaves it
    s_first: bool = False
    mix_dv_pre: bool = False
    groups: tuple[tuple[int, int], ...] = ()
    # the tall tiles' (no mix) dV/dK column blocks before the dS barrier (dkdv_regs.ll.j2)
    kv_pre: int = 0
    # dV's column blocks before the dS barrier, kv_pre's included (at least kv_pre; the dK of
    # those past kv_pre after it): dV reads P, not dS, and its MFMAs can run under the dS
    # arithmetic
    dv_pre: int = 0
    # lse2 (lse * log2e, +inf past len_q or where lse is -inf) made where the prefetch stores
    # lse, once a work-item, not by the products once a row of every lane (about 5 VALU a row
    # on the VALU port the two waves of a SIMD share in the P/dS phase): the 8-wave tile, where
    # the mix's scheduling fences keep LLVM from moving it (and the wait for its load) to the
    # dQ atomics, and every tall tile whose loop rocke orders (`loop_schedule`), where LLVM's
    # order does not matter. Model v3, expected, one sweep of every kvs config: the ordered
    # tall tiles 1.03-1.18x (gfx942 d128 causal 486.9 -> 496.3, windows 1.10x, d64 tall_kreg
    # 1.13-1.18x); where LLVM orders the loop it hoists the math above the atomics and waits
    # for them (gfx950 d192 425.9 -> 380.8), so those keep the products' lse2
    lse2_store: bool = False
    # the dQ atomics' row offsets stepped: a lane's rows run 4 at a time (both D layouts), so
    # past the first of a run the offset is the previous one plus a row stride while the row is
    # at most len_q - 1 (a select and an add), not the clamped row times the 64-bit stride (two
    # quarter-rate v_mad_u64_u32 and their moves an atomic); the same addresses, the atomics
    # issued in element order. Every kvs tile but the 4-wave tall one with ws_seg 1 (0.97-0.99x
    # there). Model v3, expected: the 8-wave tile 582 -> 617; gfx942's 192-key tall512 d128
    # 317 -> 336 (thd) / 295 -> 313 (bshd), the 32-row step and tall_kreg 1.00-1.11x
    aw_step: bool = False
    # and each atomic's place a 32-bit byte offset from the pair's first workspace row as a
    # scalar base (global_atomic's SGPR base form: one register an address, no 64-bit adds):
    # the 8-wave tile with dV/dK on 32x32x16 and the one-wave-a-SIMD tiles (the offsets: a
    # step's 16 rows of Hq x D floats). Model v4, llvm22, expected, every tall512 config with
    # atomic dQ gained or held: at the shipped rate up to 1.21x (gfx950 d64 causal 403 ->
    # 488), atomics unbound gfx942 d128 1.01-1.04x (thd 508 -> 519), d192 and MLA 1.07-1.13x
    aw_saddr: bool = False
    # the prefetch's loads the same way (kvs/prefetch.ll.j2): the step's first Q (or dO) row as
    # a scalar base, a work-item's row and column a 32-bit byte offset; lse and delta likewise
    # (the Q-or-dO choice reads the scalar wave index lane_mbcnt makes: only with it). Also
    # tall512_kt, whose work-items each load a Q and a dO vector (two scalar bases, one offset):
    # 14 VALU of 64-bit address arithmetic a step for about 19 SALU (model v4, llvm22,
    # expected, atomics unbound, thd searched with 16 climbs, with by_row's offsets: 1038.6 ->
    # 1044.8)
    pf_saddr: bool = False
    # dK's accumulators held in AGPRs, their MFMAs inline asm in the AGPR form with the
    # accumulator an "=a" operand (templates/common/agpr.ll.j2, docs/design.md "Inline asm"),
    # the rest of the products LLVM's VGPR form: the 512-register tile. LLVM picks one
    # MFMA form a function; in the VGPR form all of a step's accumulators share the 256 VGPRs
    # with every temporary (about 40 v_accvgpr copies a step at 192 keys, LDS reads issued one
    # at a time), in its AGPR form it copies each loop-carried accumulator every step. dK in
    # AGPRs frees 96 VGPRs; with `iglp` LLVM then interleaves the step (model v3, llvm22,
    # expected: gfx942 d128 352 -> 421, causal 341 -> 406; kvs_tiles.AK_TILES, which tiles)
    ak: bool = False
    # llvm.amdgcn.iglp.opt's strategy for the step's block (-1: none): kvs_tiles.AK_TILES, and
    # KVLDS_IGLP for the 8-wave tile with atomic dQ (whose mix slots' fences then open where
    # the flavor lets them, targets.Flavor.slot_fence)
    iglp: int = -1
    # rocke's order for the step's loop in the code objects it builds (schedule/search.py; the
    # text carries the function attribute `rocke-loop-schedule`): kvs_tiles.SCHEDULED
    loop_schedule: bool = False
    # extra hill climbs of the search from LLVM's order, other seeds (kvs_tiles.SEARCH_CLIMBS;
    # the attribute's value)
    loop_climbs: int = 0
    # the 8-wave tile's dV/dK on 32x32x16 (KV_SWAP_SHAPE, gfx950): each dV/dK block's A
    # fragment (32 keys, 8 of the step's rows a lane) made from two S blocks' P or dS by two
    # v_permlane16_swap_b32 (kvs/pds.ll.j2; the figures: docs/design.md §4, tall8_kvlds)
    kv_swap: bool = False
    # the 8-wave tile's: a step's mask (its limits and keys past len_k) on a uniform branch's
    # side, one inline asm (kvs/mask_side.ll.j2, common/mask_asm.ll.j2), taken only by the
    # steps that touch a limit or a tile with a key past len_k: each entry kept by a compare
    # against a bound made once a block a step and a select (the word spills 8 bytes at this
    # tile's 256 VGPRs). Every entry masked each step, with LLVM's compares and selects: causal
    # 721 -> 758, the 256-key window 699 -> 742 (model v3, expected); on the side, with dV/dK
    # on 32x32x16: causal 795.5 -> 851.8, thd 833.5 -> 851.8, the window 769 -> 851.8
    # (docs/perf-model.md). Its .hip makes the word under the same condition (the same
    # entries masked)
    mask_side: bool = False
    # unified_main (K, V, dK, dV through a block table; families/unified.py): what main's
    # paged decode, page guard and page rows read
    paged: bool = False
    pg_size: int = 0
    pg_log2: int = 0
    tile_pages: int = 0

    @property
    def dv_cols(self) -> int:
        """dV's head_dim column blocks of each key block: kv.cols, or Dv / kv.m (MLA; the tall
        tile's block j of a wave is key block j // kv.cols, column block j % kv.cols, and has
        a dV accumulator where that column block is below dv_cols)."""
        return self.Dv // self.kv.m

    @property
    def dv_blocks(self) -> tuple[int, ...]:
        """The wave's dK/dV blocks that have a dV accumulator: those whose column block is
        below dv_cols (every block where Dv is D)."""
        return tuple(j for j in range(self.kv.per_wave) if j % self.kv.cols < self.dv_cols)


@dataclass(frozen=True)
class _Base:
    """What every variant shares: the three products and the registers they hold."""

    s: Product
    sv: Product  # dP: S over head_dim_v
    kv: Product
    q: Product
    kq_regs: int  # dQ's K fragments, were they in registers
    kv_regs: int  # S/dP's K and V fragments, were they in registers
    acc_regs: int  # the resident dK/dV accumulators
    dv_blocks: int  # a wave's dK blocks that also have a dV accumulator (all where Dv is D)
    live: int  # S, dP (and dQ) accumulators of a step
    limits: int  # 1 where the per-entry mask keeps row limits live, else 0


def _shapes(cfg: Config, r: Recipe) -> dict[str, tuple[tuple[int, int], ...]]:
    """Each product's MFMA shapes, best first: the arch's full-rate ones (gfx950's double-rate
    32x32x16 / 16x16x32); the tall tile's 16x16 blocks, dV/dK on 16x16x16, or on the 8-wave
    tile where the arch swaps lanes, 32x32x16 first (KV_SWAP_SHAPE)."""
    a = arch(cfg["arch"])
    fast = a.fast_mfma
    if not r.tall:
        return dict.fromkeys(("s", "kv", "q"), fast)
    wide16 = tuple(sh for sh in fast if sh[0] == TALL_BM and sh not in TALL_SHAPES)
    swap = (KV_SWAP_SHAPE,) if (r.k_home == "kv" or r.name == "tall512_kt") \
        and a.lane_swap16 and KV_SWAP_SHAPE in fast else ()
    return {"s": wide16 + TALL_SHAPES, "kv": swap + TALL_SHAPES, "q": wide16 + TALL_SHAPES}


def _base(cfg: Config, dq: bool, r: Recipe) -> _Base | str:
    """The products of a variant and their registers, or why its tile has none."""
    bm, bn, dim, dt = cfg["block_m"], cfg["block_n"], cfg["head_dim"], cfg["dtype"]
    waves, shapes = r.waves, _shapes(cfg, r)
    parts = {"s": product(bm, bn, dim, waves, dt, shapes=shapes["s"], dims=S_DIMS),
             "kv": product(bn, dim, bm, waves, dt, shapes=shapes["kv"], dims=KV_DIMS),
             "q": product(bm, dim, bn, waves, dt, shapes=shapes["q"], dims=Q_DIMS)}
    if why := insn_refusal(cfg, parts):
        return why
    s, kv, q = parts["s"], parts["kv"], parts["q"]
    assert isinstance(s, Product) and isinstance(kv, Product) and isinstance(q, Product)
    if r.tall and kv.m != TALL_BM and not _swap_pairs(s, kv):
        # (a 32-key dV/dK block takes two of the wave's S blocks, consecutive keys)
        kv = product(bn, dim, bm, waves, dt, shapes=TALL_SHAPES, dims=KV_DIMS)
        if isinstance(kv, str):
            return kv
    if not r.tall and len({s.kw, kv.kw, q.kw}) > 1:
        # (no tile of the family's parameters: the 32-row plan's P^T / dS^T are S's outputs and
        # dV/dK's A fragments in one layout, and its shapes are one list)
        return (f"the products' fragment widths differ ({s.insn}, {kv.insn}, {q.insn}): the "
                f"32-row plan takes one width")
    # the tall tile's P and dS go from S's 16x16 D layout straight into dV/dK's 16x16x16 A
    # fragments (4 Q rows a lane): that needs 16-row blocks for both and 4-element dV/dK ones;
    # or, swapped (kv_swap), into a 32x32x16's from two S blocks
    assert not r.tall or (s.m == TALL_BM and (kv.m == TALL_BM and kv.kw == 4
                                              or _swap_pairs(s, kv))), (s.insn, kv.insn)
    if r.tall and (bn // s.m) % waves:
        return (f"a {bn}-row KV tile does not split into {s.m}-row key blocks evenly over "
                f"{waves} waves")
    # a fragment is kw two-byte elements: kw / 2 registers (the total is the same at kw 4 and
    # 8: twice the width, half the steps)
    dv = head_dim_v(cfg)
    sv = replace(s, steps=dv // s.k)
    # a wave's dV blocks: those of its dK blocks below head_dim_v (all where Dv is D)
    dv_blocks = kv.per_wave * (dv // kv.m) // kv.cols
    live = 2 * s.per_wave * s.nv + (q.per_wave * q.nv if dq else 0)
    if cfg["dq_mode"] == "slices":
        # the dQ accumulators stay live through dV/dK to the slice stores (atomics take them
        # at once)
        live += q.per_wave * q.nv
    if r.tall:
        # + the P and dS A fragments of every dV/dK key block, held until dV/dK
        live += 2 * (kv.per_wave // kv.cols) * (kv.kw // 2)
    return _Base(s, sv, kv, q, kq_regs=q.kw // 2 * q.per_wave * q.steps if dq else 0,
                 kv_regs=s.kw // 2 * s.per_wave * (s.steps + sv.steps),
                 acc_regs=(kv.per_wave + dv_blocks) * kv.nv, dv_blocks=dv_blocks, live=live,
                 # the per-entry mask's row limits live across the S/dP phase
                 limits=0 if mask_of(cfg.values).none else 1)


def _swap_pairs(s: Product, kv: Product) -> bool:
    """dV/dK's 32x32x16 blocks take their A fragments from pairs of S's 16x16 blocks (kv_swap):
    a wave's S blocks are its dV/dK key rows, two S blocks a dV/dK block row, and 16 rows
    contracted at 8 a lane."""
    return (kv.m == 2 * s.m == 2 * TALL_BM and kv.k == TALL_BM and kv.kw == 8
            and s.per_wave == 2 * (kv.per_wave // kv.cols) and kv.per_wave % kv.cols == 0)


def _registers(b: _Base, r: Recipe) -> tuple[int, int]:
    """The variant's resident K/V fragment registers and its whole estimate."""
    if r.k_home == "kv":  # no K or V fragment in registers: S/dP and dQ read them from LDS
        kv_regs = 0
    elif r.k_home == "kt":  # dQ reads K^T from LDS
        kv_regs = b.kv_regs
    else:
        kv_regs = b.kv_regs + b.kq_regs
    return kv_regs, kv_regs + b.acc_regs + b.live + r.overhead + r.mask * b.limits


def kvs_plan(cfg: Config, dq: bool) -> KvsTile | str:
    """The KV-stationary plan of the variant the config asks for, or why it has none."""
    r = recipe_of(cfg)
    if isinstance(r, str):
        return r
    if head_dim_v(cfg) != cfg["head_dim"] and (not r.tall or r.k_home == "kv"):
        # (the tall tile's dV blocks are its dK blocks' first columns, j mod kv.cols; the
        # 32-row step deals its 32x32 dV/dK blocks over the waves across block rows, and the
        # 8-wave tile keeps V in LDS rows of Q's width)
        return (f"head_dim_v {head_dim_v(cfg)} below head_dim {cfg['head_dim']} takes body "
                f"kvs's 4-wave tall tile (block_m {TALL_BM}, wg_size 256), not {r.name}")
    b = _base(cfg, dq, r)
    if isinstance(b, str):
        return b
    if r.name == "tall_kreg" and dq:
        # dQ's K fragments stay in registers while the estimate with them fits
        fits = _registers(b, r)[1] - r.mask * b.limits <= TALL_KQ
        r = recipe_of(cfg, k_in_regs_fits=fits)
        assert isinstance(r, Recipe)
    t = _tile(cfg, dq, r, b)
    if r.name in TALL4 and (not _fits(cfg, t) or _ak_first(cfg)):
        # the 360-register tiles would spill or K^T would not fit the LDS: the whole register
        # file, one wave a SIMD (its refusal, if it has one, names its own budget)
        t = _tile(cfg, dq, RECIPES["tall512"], b)
        if not _fits(cfg, t) and dq and isinstance(kt := _kt512(cfg), KvsTile):
            t = kt
    return t


def _kt512(cfg: Config) -> KvsTile | None:
    """The 512-register tile with K and V held once each and dQ's K as K^T in LDS (with its
    own product shapes: dV/dK on 32x32x16 where the arch swaps lanes), where it fits its
    budget and the LDS; None elsewhere (the caller's refusal stands: the tile K^T in LDS
    would not fit is the 512-register tile's, and its estimate says why)."""
    r = RECIPES["tall512_kt"]
    b = _base(cfg, True, r)
    if not isinstance(b, _Base):
        return None
    t = _tile(cfg, True, r, b)
    return t if _fits(cfg, t) else None


def _ak_first(cfg: Config) -> bool:
    """The 512-register tile with dK in AGPRs (kvs_tiles.AK_TILES) over a 360-register tile
    that fits, with fused atomic dQ: gfx942 head_dim 128 at 128 keys, tall_ktlds 201 ->
    327 expected (model v3, llvm22). Without fused dQ the 360-register tile stays (MLA
    192/128 f16, dq_mode none: 292 against 291)."""
    return cfg["dq_mode"] == "atomic" and \
        ak_of(cfg["arch"], cfg["head_dim"], head_dim_v(cfg), cfg["block_n"]) is not None


def _fits(cfg: Config, t: KvsTile) -> bool:
    """The plan is within its variant's register budget and the arch's LDS, and its loads
    split (_split_refusal)."""
    return (t.reg_est <= RECIPES[t.variant].budget and _split_refusal(cfg, t) is None
            and total_bytes(kvs_lds(cfg, t)) <= arch(cfg["arch"]).lds_bytes)


def _tile(cfg: Config, dq: bool, r: Recipe, b: _Base) -> KvsTile:
    """The plan the templates read: the variant's facts and every choice they derive."""
    kv_regs, est = _registers(b, r)
    wg, bm, bn, dim, dt = (cfg["wg_size"], cfg["block_m"], cfg["block_n"], cfg["head_dim"],
                           cfg["dtype"])
    s, kv, q = b.s, b.kv, b.q
    tall, kv_lds, kq_lds = r.tall, r.k_home == "kv", r.k_home == "kt"
    a = arch(cfg["arch"])
    vpr = dim // VEC
    lpr = vpr & -vpr  # the largest power of two that divides it
    vpl = vpr // lpr
    loads = bm * lpr / wg  # passes of a Q tile
    # the 32-row plan's column fragments at kw 8 (two transposing reads each). The tall tile's
    # dV/dK columns (dO and Q over the step's 16 rows, kw 4): from the transposed step copies
    # where a work-item stores one vector a step (tq, head_dim 64), else one transposing read
    # each where the arch has it, in place of 4 two-byte reads and 2 permutes. Its dS is
    # row-major: no column read
    tr = not tall and s.kw == 8 and a.lds_tr16
    # (not the 8-wave tile: its copies do not fit beside K and V at head_dim 128)
    # (the 512-register tile's even at head_dim 128: at one wave a SIMD every read's latency
    # is exposed, and one 8-byte read a fragment, not 4 two-byte reads and 2 permutes, is
    # worth its 16 stores a step; its fewer registers also keep LLVM 20 from spilling)
    one = r.name in ONE_SIMD
    kt512 = r.name == "tall512_kt"
    # the 256-key tile but causal: dQ's rows by offset registers (AwBuf.by_row "off") and the
    # prefetch from scalar bases (pf_saddr), 4-17 instructions a step fewer. Model v4, llvm22,
    # expected, atomics unbound, each searched (16 climbs): thd 1014.4 -> 1044.8, bshd 1014.4
    # -> 1051.1, the runtime window 963.9 -> 1012.4, paged p64 1018.4 -> 1066.1. Not causal,
    # whose searches landed lower: thd 1028.3 -> 969.2, f16 bshd and paged p16 1008.5 -> 974.7
    kt_lean = kt512 and not cfg["causal"]
    # half the work-items load the Q tile, half the dO tile (a tall tile's Q step is one pass)
    q_split = tall and loads == 0.5
    dv_early = one and not kt512 and (a.name, dim, head_dim_v(cfg), bn) in DV_EARLY
    kv_pre = 0 if dv_early or not one or kt512 else \
        KV_PRE_BY_SHAPE.get((a.name, dim, head_dim_v(cfg)), kv.cols * KV_PRE_EIGHTHS // 8)
    tq = tall and not kv_lds and (loads == 0.5 or (one and loads == 1 and not kt512))
    tr_tall = tall and not tq and kv.kw in (4, 8) and a.lds_tr16
    tr_k = kv_lds and dq and a.lds_tr16
    k_col_reads = ((2 if q.kw == 8 else 1) if tr_k else q.kw) if kv_lds else 0
    kv_swap = tall and kv.m == 2 * s.m
    mask = mask_of(cfg.values)
    amd = kt512 and KT_AMD_ORDER[mask.kind]
    pre = (0 if amd else MIX_PRE_KT if kt512 else
           MIX_PRE_SWAP[cfg["dq_mode"] == "atomic"] if kv_swap else
           min(MIX_PRE, kv.cols) if kv_lds else 0)
    int_round = dt == "bf16" and not a.bf16_cvt
    # K^T and dS rows padded to a whole dQ fragment where K^T is in LDS: each 16-byte fragment
    # is then one ds_read_b128 with its offset in the instruction (8-byte rows: two 8-byte
    # halves, whose 8-bit offsets run out across K^T's rows, one address add a read)
    kq_pad = max(PT_PAD, q.kw) if kq_lds else PT_PAD
    ak = ak_of(a.name, dim, head_dim_v(cfg), bn) if one else None
    ranged = (not mask.none and cfg["dq_mode"] != "slices"
              and not (r.name == "tall_kreg" and a.name == "gfx950"))
    sched = scheduled(a.name, dim, head_dim_v(cfg), r.name, cfg["dq_mode"],
                      one_block=mask.none or ranged)
    mix = mix_slots(q, kv, dq, cfg["dq_mode"] == "atomic", pre, by_step=kt512,
                    dq_all=kt512 and MIX_DQ_ALL_KT) \
        if kv_lds or kt512 else ()
    return KvsTile(
        variant=r.name,
        D=dim, Dv=head_dim_v(cfg), bm=bm, bn=bn, wg=wg, waves=r.waves, qs=dim + KV_PAD,
        pts=bm + PT_PAD,
        vpr=vpr, lpr=lpr, vpl=vpl, vpr_log2=log2(lpr), ld_rows=wg // lpr,
        q_loads=max(1, int(loads)) * vpl,
        s=s, sv=b.sv, kv=kv, q=q, kw=s.kw, tr_q=tr,
        tr_kv=tr_tall or (tr and est <= KVS_TR_KV_BUDGET),
        tr_suffix="v4f16" if dt == "f16" else "v4bf16", operand=mfma(s.insn).operand,
        # (swapped: P and dS are held as the 16x16x16 operands they were, then paired)
        hip_operand=mfma(f"v_mfma_f32_16x16x16_{dt}").hip_elem if kv_swap else kv.hip_elem,
        kv_swap=kv_swap, mask_side=kv_lds or (kt512 and not mask.none),
        log2e=LOG2E,
        tall=tall, q_split=q_split, kq_lds=kq_lds, kts=bn + kq_pad,
        dss=bn + kq_pad, frag_align=2 * kq_pad, tq=tq, ts=bm + PT_PAD,
        vgpr_form=kv_lds or one or (not kq_lds and bn < 256),
        kv_lds=kv_lds, ks=dim + KV_PAD, tr_k=tr_k,
        dq_reads=1 + (1 if kq_lds else 0) + k_col_reads,
        s_ahead=int(kv_lds and cfg["dq_mode"] != "slices"),
        s_carry=kv_swap and sched and kv_lds,
        q_ahead=int(kv_lds or (tall and q.kw == 4)),
        int_round=int_round, store_remat=one or kv_swap, lane_mbcnt=kv_swap, kv_pin=one,
        ak=ak is not None,
        iglp=(ak if ak is not None else
              (KVLDS_IGLP_SWAP if kv_swap else KVLDS_IGLP)
              if kv_lds and cfg["dq_mode"] == "atomic" else -1),
        pk_pairs=(kv_lds or kt512) and not int_round,
        loop_schedule=sched,
        loop_climbs=SEARCH_CLIMBS.get((a.name, dim, head_dim_v(cfg), r.name), 0) if sched else 0,
        q_share=tall and cfg["dq_mode"] != "slices",
        ranged=ranged,
        mix=mix, mix_pre=pre, cols_ahead=kt512 and pre > 0,
        s_first=amd, mix_dv_pre=amd,
        # (dV's MFMAs: one a block with a dV accumulator)
        groups=amd_groups(s.per_wave * b.sv.steps, b.dv_blocks) if amd else (),
        kv_pre=kv_pre, dv_pre=kv.cols if dv_early else kv_pre,
        lse2_store=kv_lds or (tall and sched),
        mask_word=not kv_lds, lds_rebase=kt512,
        # (the main family's loop, unified_main's pages walk their own; without a mask, where
        # the tile runs in AMD's order: kvs_tiles.DBUF_TILES has the causal figures)
        dbuf=(cfg.family == "attention_bwd_main" and mask.none and not q_split and not tq
              and (a.name, dim, head_dim_v(cfg), r.name) in DBUF_TILES),
        bounds_adjacent=kt512 and kv_swap and s.per_wave * r.waves == s.cols,
        pk_math=((a.name, dim, head_dim_v(cfg), r.name) in PK_MATH
                 # (the 8-wave tile with a lower key limit: LLVM 20 spilled 8 bytes a lane,
                 # until the 32x32x16 tile's register room: the 256-key window 743.5 -> 769)
                 and not (kv_lds and mask.lo is not None and not kv_swap)),
        aw_step=not (tall and cfg.get("ws_seg") == 1),
        aw_saddr=kv_swap or one,
        pf_saddr=(kv_swap and q_split) or (kt_lean and not q_split
                                                 and head_dim_v(cfg) == dim),
        aw_buf=AwBuf(bm, dim * 4, by_row=("off" if kt_lean else "rsrc")
                     if kt512 and q.cols % q.per_wave == 0 else "")
        if one and cfg["dq_mode"] == "atomic" else None,
        s_bias=("exp" if kt512 else "acc") if one and mask.none else "",
        kv_regs=kv_regs, acc_regs=b.acc_regs,
        reg_est=est)


def amd_groups(dp_mfmas: int, dv_mfmas: int) -> tuple[tuple[int, int], ...]:
    """The sched.group.barrier sequence (mask, size) of KT_AMD_ORDER's region: every dP MFMA
    with P's exponential and KT_DP_VALU VALU, then every dV MFMA with KT_DV_VALU VALU and two
    of dS's LDS stores."""
    dp = ((SG_MFMA, 1), (SG_TRANS, 1), (SG_VALU, KT_DP_VALU))
    dv = ((SG_MFMA, 1), (SG_VALU, KT_DV_VALU), (SG_DS_WRITE, 2))
    return dp * dp_mfmas + dv * dv_mfmas


def mix_slots(q: Product, kv: Product, dq: bool, atomic: bool,
              pre: int = 0, *, by_step: bool = False, dq_all: bool = False
              ) -> tuple[MixSlot, ...]:
    """The 8-wave tile's dQ and dV/dK slot by slot: one dV/dK head_dim column block a slot, the
    first `pre` before the dS barrier (no dQ there: it reads every wave's dS); dQ's steps dealt
    over the first of the rest (it is LDS-bound, the columns pipe-bound: together neither
    waits on the other), then the atomics dealt over the last, their address arithmetic
    beside the slot's MFMAs. `by_step`: dQ's steps dealt contraction step first (every
    block's step kk before step kk + 1), so a slot reads a shared dS fragment once. `dq_all`:
    dQ's steps dealt over every slot after the barrier, the atomics in the last."""
    cols = kv.cols
    steps = ([(j, kk) for kk in range(q.steps) for j in range(q.per_wave)] if by_step else
             [(j, kk) for j in range(q.per_wave) for kk in range(q.steps)]) if dq else []
    ats = [(j, v) for j in range(q.per_wave) for v in range(q.nv)] if dq and atomic else []
    post = cols - pre
    # the slots dQ runs in: at least half of those after the barrier, the others the atomics'
    n = (post if dq_all else max(1, post - min(len(ats), post // 2))) if steps else 0
    per = -(-len(steps) // n) if n else 0
    out = [MixSlot((), (c,), ()) for c in range(cols)]
    for i in range(n):
        out[pre + i] = out[pre + i]._replace(dq=tuple(steps[i * per:(i + 1) * per]))
    late = range(pre + n, cols) or range(cols - 1, cols)
    for i, a in enumerate(ats):
        k = late[i * len(late) // len(ats)]
        out[k] = out[k]._replace(atomics=out[k].atomics + (a,))
    return tuple(out)


def kvs_refusal(cfg: Config, p: KvsTile | str) -> str | None:
    if isinstance(p, str):
        return p
    if why := _split_refusal(cfg, p):
        return why
    why = over_budget(p.reg_est, RECIPES[p.variant].budget,
                      f"per lane (VGPR + AGPR; K/V fragments {p.kv_regs}, dK/dV {p.acc_regs})")
    if why and (fixes := _register_fixes(cfg)):
        why += f"; {' or '.join(fixes)} would fit its variant's register budget"
    return why


def _split_refusal(cfg: Config, p: KvsTile) -> str | None:
    wg, bm = cfg["wg_size"], cfg["block_m"]
    if not p.q_split and (bm * p.lpr < wg or (bm * p.lpr) % wg):
        return f"a {bm}-row Q step at head_dim {p.D} does not split evenly over {wg} work-items"
    if p.vpl > 1 and p.kv_lds:
        # (the K and V tile stores take one vector a work-item a pass; K^T's take vpl)
        return (f"head_dim {p.D} ({p.vpl} vectors a work-item a pass) takes K in registers "
                f"or K^T in LDS: not K and V in LDS ({p.variant})")
    return None


# one parameter changed at a time, in the order a kernel engineer would try them: fewer key
# rows a workgroup, the 8-wave tile (K and V in LDS), no fused dQ
_REGISTER_TRIES = (("block_n", (192, 128, 64)), ("wg_size", (512,)), ("dq_mode", ("none",)))


def _register_fixes(cfg: Config) -> list[str]:
    """The single-parameter changes under which the config plans within its variant's
    register budget and the arch's LDS (the refusal names them: which parameter, to what)."""
    out = []
    for key, values in _REGISTER_TRIES:
        for v in values:
            if v == cfg.get(key) or (key == "block_n" and v > cfg["block_n"]):
                continue
            alt = replace(cfg, items=tuple((k, v if k == key else x) for k, x in cfg.items))
            if kvs_admits(alt):
                continue
            q = kvs_plan(alt, has_dq(alt))
            if isinstance(q, str) or not _fits(alt, q):
                continue
            out.append(f"{key} {v}")
            break  # the largest block_n that fits
    return out


# the largest offset an LDS instruction holds (16 bits)
DS_OFFSET_REACH = 1 << 16
# the buffers written once before the loop
RESIDENT = ("kt", "k_tile", "v_tile")


def kvs_lds(cfg: Config, p: KvsTile | str) -> dict[str, LdsBuffer]:
    """Every LDS buffer of the KV-stationary body, in declaration order: no K or V."""
    if isinstance(p, str):
        return {}
    bm, bn, dt = p.bm, p.bn, cfg["dtype"]
    # the tall tile: no P^T (P feeds dV from registers); K^T for dQ where kq_lds
    pt = {} if p.tall else {"pt": LdsBuffer("pt.lds", bn * p.pts, dt)}
    kt = {"kt": LdsBuffer("kt.lds", p.D * p.kts, dt)} if p.kq_lds else {}
    # the 8-wave tile's K and V, row-major
    kvt = {"k_tile": LdsBuffer("k.lds", bn * p.ks, dt),
           "v_tile": LdsBuffer("v.lds", bn * p.ks, dt)} if p.kv_lds else {}
    # the tall tile's Q and dO steps also transposed (dV/dK's B fragments)
    qt = {"qt_tile": LdsBuffer("qt.lds", p.D * p.ts, dt),
          "dot_tile": LdsBuffer("dot.lds", p.D * p.ts, dt)} if p.tq else {}
    nb = 2 if p.dbuf else 1  # (dbuf: two of each stepped buffer, one after the other)
    plan = {**kvt,
            "q_tile": LdsBuffer("q.lds", nb * bm * p.qs, dt),
            "do_tile": LdsBuffer("do.lds", nb * bm * p.qs, dt),
            **qt,
            **pt,
            # dS for dQ: the tall tile's row-major (dQ's A fragments one 8-byte read each)
            **({"ds": LdsBuffer("ds.lds", bm * p.dss, dt)} if p.tall else
               {"dst": LdsBuffer("dst.lds", bn * p.pts, dt)}),
            **kt,
            # one entry per work-item: each stores the row it loaded (tid mod bm), no branch
            "lse": LdsBuffer("lse.lds", nb * p.wg, "f32"),
            "delta": LdsBuffer("dl.lds", nb * p.wg, "f32")}
    if not p.lds_rebase or total_bytes(plan) <= DS_OFFSET_REACH:
        return plan
    # (lds_rebase) past the reach of an LDS instruction's offset: the buffers the loop stores
    # every step aligned above the resident ones (K^T, K and V), so LLVM places them in the
    # first 64 KiB, where an address is a lane's place plus the buffer's offset in the
    # instruction (LLVM lays the largest first: above 64 KiB, a register a buffer)
    return {k: b if k in RESIDENT else replace(b, align=2 * b.align) for k, b in plan.items()}


def kvs_admits(cfg: Config) -> str | None:
    for what, dim in (("head_dim", cfg["head_dim"]), ("head_dim_v", head_dim_v(cfg))):
        if dim not in HEAD_DIMS:
            # its register-resident K/V fragments and LDS steps are planned for these only
            dims = ", ".join(map(str, HEAD_DIMS[:-1])) + f" and {HEAD_DIMS[-1]}"
            return f"body kvs builds {what} {dims}, not {dim}"
    return None


KVS = Body("kvs", plan=lambda cfg: kvs_plan(cfg, has_dq(cfg)), lds=kvs_lds,
           refusal=kvs_refusal, admits=kvs_admits, matrix=True, two_widths=True)
