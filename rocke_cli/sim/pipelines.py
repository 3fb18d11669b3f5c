"""Pipelines as tables of stages, config matching, and the run of one (pipeline, config, case).

A pipeline is an ordered list of stages (families, with the config values a stage needs) and
the check that judges its outputs. Stage checks (prep, convert, reduce, worklist) are
one-stage pipelines; the chain pipelines of DESIGN section 4 (atomic, split, deterministic,
paged) run their kernels on one set of buffers and are judged against the float64 attention
backward reference. A pipeline whose families are not registered is unavailable, not an error.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..catalog import Select, build, family_configs
from ..config import Config
from ..errors import RockeError
from ..families import FAMILIES, Build
from ..render import render
from . import reference as R
from .adversarial import (
    CASES,
    INT32_MAX,
    MIN_SEQS,
    PAGED_NAMES,
    Case,
    Offsets,
    case,
    clean,
    paged_case,
)
from .buffers import Arena, Buffer, round_to
from .pack import pack
from .problem import Dims, PagedSide, Problem, Side, make_paged_side, make_side

ARCH = "gfx942"
FLAVOR = "llvm22"

PREP = "attention_bwd_prep"
CONVERT = "attention_bwd_convert"
REDUCE = "attention_bwd_reduce"
MAIN = "attention_bwd_main"
DQ = "attention_bwd_dq"
WORKLIST = "attention_bwd_worklist"
UNIFIED = "attention_bwd_unified_main"

# grid of each family (DESIGN section 4: x = tile along the sequence, y = head, z = batch):
# (side whose max length is tiled, the config value that is the tile, side whose heads are y)
GRID = {PREP: ("q", "block_m", "q"), CONVERT: ("q", "block_m", "q"),
        REDUCE: ("q", "block_m", "q"), DQ: ("q", "block_m", "q"),
        MAIN: ("kv", "block_n", "kv"), UNIFIED: ("kv", "block_n", "kv")}
ONE_WORKGROUP = {WORKLIST}
# config values a stage may choose freely (tile shapes, what it zeroes, its dQ mode)
FREE = {"block_m", "block_n", "wg_size", "zero_ws", "dq_mode"}


@dataclass(frozen=True)
class Stage:
    family: str
    want: tuple[tuple[str, Any], ...] = ()  # config values the stage must have
    prefer: tuple[tuple[str, Any], ...] = ()  # tie-breaks among matching configs
    scalars: tuple[tuple[str, Any], ...] = ()  # kernel-argument values this stage gets


@dataclass(frozen=True)
class Pipeline:
    name: str
    doc: str
    stages: tuple[Stage, ...]
    anchor: int  # the stage whose configs are enumerated; the others are matched to it
    check: str  # prep | convert | reduce | worklist | attention
    ws: str = "rows"  # dq_ws layout: rows [ws_rows, Hq, D] or slices [nsplit, ws_rows, Hq, D]
    paged: bool = False  # K/V through a block_table (unified main)

    @property
    def families(self) -> tuple[str, ...]:
        return tuple(s.family for s in self.stages)

    def missing(self) -> list[str]:
        return [f for f in self.families if f not in FAMILIES]


STAGE_SCALE = 0.37  # convert/reduce scale in their own stage checks (not 1: it must be applied)

PIPELINES: dict[str, Pipeline] = {p.name: p for p in (
    Pipeline("prep", "delta = rowsum(dO*O), workspace rows zeroed", (Stage(PREP),), 0, "prep"),
    Pipeline("convert", "dQ = dq_ws * scale", (Stage(CONVERT),), 0, "convert"),
    Pipeline("reduce", "dQ = sum of nsplit slices * scale", (Stage(REDUCE),), 0, "reduce",
             ws="slices"),
    Pipeline("worklist", "per-sequence visited pairs and their prefix sum",
             (Stage(WORKLIST),), 0, "worklist"),
    Pipeline("atomic", "prep(zero_ws 1) -> main(atomic) -> convert",
             (Stage(PREP, want=(("zero_ws", 1),)), Stage(MAIN, want=(("dq_mode", "atomic"),)),
              Stage(CONVERT, scalars=(("scale", 1.0),))), 1, "attention"),
    Pipeline("split", "prep -> main(none) + dq",
             (Stage(PREP, prefer=(("zero_ws", 0), ("ws_seg", 0))),
              Stage(MAIN, want=(("dq_mode", "none"),)), Stage(DQ)), 1, "attention"),
    Pipeline("deterministic", "prep -> main(slices) -> reduce",
             (Stage(PREP, prefer=(("zero_ws", 0),)), Stage(MAIN, want=(("dq_mode", "slices"),)),
              Stage(REDUCE, scalars=(("scale", 1.0),))), 1, "attention", ws="slices"),
    Pipeline("paged", "prep(zero_ws 1) -> unified_main(atomic) -> convert",
             (Stage(PREP, want=(("zero_ws", 1),)), Stage(UNIFIED, want=(("dq_mode", "atomic"),)),
              Stage(CONVERT, scalars=(("scale", 1.0),))), 1, "attention", paged=True),
)}


# --- matching ------------------------------------------------------------------------------

def _params(family: str) -> set[str]:
    return set(FAMILIES[family].PARAMS)


def _wants(stage: Stage, c: Config) -> bool:
    ps = _params(stage.family)
    return all(c.get(k) == v for k, v in stage.want if k in ps)


def match(stage: Stage, anchor: Config, anchor_family: str) -> Config | None:
    """The stage's config for an anchor config: equal on every shared non-free value."""
    shared = (_params(stage.family) & _params(anchor_family)) - FREE
    cands = [c for c in family_configs(stage.family).configs
             if c.get("arch") == ARCH and all(c.get(k) == anchor.get(k) for k in shared)
             and _wants(stage, c) and not build(stage.family, c.id).refused]
    if not cands:
        return None
    return min(cands, key=lambda c: (-sum(c.get(k) == v for k, v in stage.prefer),
                                     c.get("block_m") != anchor.get("block_m"), c.index))


@dataclass
class Planned:
    """One pipeline instance: the anchor config and the config of every stage."""

    pipeline: str
    anchor: str  # anchor config id
    stages: list[tuple[str, str]]  # (family, id) per stage
    missing: str | None = None  # why it cannot run (no matching config)
    adversarial: str | None = None  # why adversarial cases do not apply, or None

    def to_json(self) -> dict:
        return {"pipeline": self.pipeline, "anchor": self.anchor,
                "stages": [{"family": f, "id": i} for f, i in self.stages],
                "missing": self.missing, "adversarial_na": self.adversarial}


def plan(p: Pipeline, select: Select) -> list[Planned]:
    """Every selected anchor config of the pipeline, with its matched stages."""
    st = p.stages[p.anchor]
    fam = st.family
    if select.families and not any(f in select.family_names() for f in p.families):
        return []
    out = []
    for c in family_configs(fam).configs:
        if c.get("arch") != ARCH or not select.keep(c) or not _wants(st, c):
            continue
        if build(fam, c.id).refused:
            continue
        stages, missing = [], None
        for s in p.stages:
            m = c if s is st else match(s, c, fam)
            if m is None:
                shared = sorted((_params(s.family) & _params(fam)) - FREE)
                vals = ", ".join(f"{k}={c.get(k)}" for k in shared)
                want = ", ".join(f"{k}={v}" for k, v in s.want)
                missing = f"no {s.family} config with {vals}" + (f", {want}" if want else "")
                stages.append((s.family, "-"))
            else:
                stages.append((s.family, m.id))
        out.append(Planned(p.name, c.id, stages, missing,
                           None if missing else _adversarial_na(stages)))
    if select.shard:
        k, n = select.shard
        out = [x for i, x in enumerate(out) if i % n == k - 1]
    return out


def _sites(stages: list[tuple[str, str]]) -> list:
    return [s for fam, cid in stages for s in build(fam, cid).sites]


def _adversarial_na(stages: list[tuple[str, str]]) -> str | None:
    sites = _sites(stages)
    if not sites:
        return "dense layout (bshd): no sequence decode"
    for s in sites:
        if not s.bound:
            return f"trusted site {s.kernel} {s.side}: {s.trusted}"
    return None


def cases_for(pl: Planned, adversarial: bool) -> list[str]:
    if not adversarial or pl.adversarial:
        return ["clean"]
    sites = _sites(pl.stages)
    slot = any(s.slot_bound for s in sites)
    q = any(s.side == "q" for s in sites)
    kv = any(s.side == "kv" and s.layout == "thd" for s in sites)
    paged = any(s.layout == "paged" for s in sites)
    out = [c.name for c in CASES if c.name == "clean" or (
        (slot or not c.needs_slot) and (("q" in c.sides and q) or ("kv" in c.sides and kv)))]
    return out + (list(PAGED_NAMES) if paged else [])


# --- running one instance -----------------------------------------------------------------

@dataclass
class Expect:
    """What one output must hold: reference values on covered elements."""

    name: str
    covered: np.ndarray  # bool, buffer shape
    ref: np.ndarray  # float64, buffer shape (NaN where not covered)
    naive: np.ndarray
    exact: bool = False  # integers / zeroing: equality, no tolerance


@dataclass
class Run:
    prob: Problem
    arena: Arena
    builds: list[Build]
    expects: list[Expect] = field(default_factory=list)
    nsplit: int = 0


def _tensor(name: str, prob: Problem, nsplit: int, dtype: str) -> tuple[str, tuple[int, ...]]:
    hq, hk, d = prob.heads_q, prob.heads_kv, prob.head_dim
    if name in ("q", "o", "dout", "dq"):
        return dtype, (prob.q.rows, hq, d)
    if name in ("k", "v", "dk", "dv"):
        return dtype, (prob.kv.rows, hk, d)
    if name in ("lse", "delta"):
        return "f32", prob.lse_shape()
    if name == "dq_ws":
        if nsplit:
            return "f32", (nsplit, prob.ws_rows, hq, d)
        return "f32", (prob.ws_rows, hq, d)
    if name in ("cu_seqlens_q", "cu_seqlens_k", "offsets"):
        return "i32", (prob.batch + 1,)
    if name in ("weights", "seqlens_k"):
        return "i32", (prob.batch,)
    if name == "block_table" and isinstance(prob.kv, PagedSide):
        return "i32", prob.kv.table.shape
    raise RockeError(f"sim: no tensor is known for kernel argument '{name}'")


def _offsets(c: Case, side: str, lens: list[int], thd: bool) -> Offsets:
    if not thd or side not in c.sides:
        return clean(lens)
    return c.make(list(lens))


def make_problem(p: Pipeline, builds: list[Build], dims: Dims, c: Case) -> Problem:
    a = builds[p.anchor].config
    layout = a["layout"]
    thd = layout == "thd"
    # a family without a dtype (worklist) still gets f16 tensors, none of which it reads
    dtype = next((b.config.get("dtype") for b in builds if b.config.get("dtype")), "f16")
    hd = a.get("head_dim") or 64
    slot = any(s.slot_bound for b in builds for s in b.sites)
    oq = _offsets(c, "q", list(dims.seqlens_q), thd)
    ok = _offsets(c, "kv", list(dims.seqlens_k), thd)
    q = make_side("q", thd, oq, max(oq.lens) if slot else None)
    if p.paged:
        pc = paged_case(c.name)
        u = next(b.config for b in builds if b.config.get("page_size"))
        kv: Side = make_paged_side(dims.seqlens_k, u["page_size"], u["block_n"], dims.seed,
                                   pc.table if pc else None, pc.seqlen if pc else None)
    else:
        kv = make_side("kv", thd, ok, None)
    ws_seg = next((b.config.get("ws_seg") for b in builds if b.config.get("ws_seg") is not None),
                  0)
    return Problem(layout, dtype, hd, bool(a.get("causal", 0)), dims.heads_q, dims.heads_kv, q,
                   kv, ws_seg, 1.0 / float(np.sqrt(hd)))


def _grid(b: Build, prob: Problem) -> tuple[int, int, int]:
    if b.family in ONE_WORKGROUP:
        return (1, 1, 1)
    if b.family not in GRID:
        raise RockeError(f"sim: no grid rule for family {b.family}")
    side, block, heads = GRID[b.family]
    n = getattr(prob, side).seqlen
    x = -(-n // b.config[block])
    return (x, prob.heads_q if heads == "q" else prob.heads_kv, prob.batch)


def _nsplit(p: Pipeline, builds: list[Build], prob: Problem) -> int:
    if p.ws != "slices":
        return 0
    for b in builds:
        if b.config.get("dq_mode") == "slices":
            return _grid(b, prob)[0]
    return 3  # the reduce stage check: any number of slices


def _randn(rng: np.random.Generator, shape: tuple[int, ...], elem: str) -> np.ndarray:
    return round_to(rng.standard_normal(shape), elem)


def _rows_of(side: Any, b: int) -> np.ndarray:
    sp = side.spans[b]
    if not sp or sp[1] <= 0:
        return np.zeros(0, dtype=np.int64)
    return np.asarray(side.row(b, np.arange(sp[1])), dtype=np.int64)


def setup(p: Pipeline, builds: list[Build], prob: Problem, seed: int) -> Run:
    """Buffers (NaN everywhere, inputs written on the rows of valid sequences) and the
    expected outputs."""
    arena = Arena()
    run = Run(prob, arena, builds)
    run.nsplit = _nsplit(p, builds, prob)
    names: list[str] = []
    for b in builds:
        for a in b.abi.args:
            if a.kind == "ptr" and a.name not in names:
                names.append(a.name)
    for n in names:
        elem, shape = _tensor(n, prob, run.nsplit, prob.dtype)
        arena.alloc(n, elem, shape, output=True)
    for side, name in ((prob.q, "cu_seqlens_q"), (prob.kv, "cu_seqlens_k")):
        if name in arena.buffers and side.offsets is not None:
            arena[name].view()[...] = np.asarray(side.offsets.cu, dtype=np.int64).astype(np.int32)
    if isinstance(prob.kv, PagedSide):
        if "block_table" in arena.buffers:
            arena["block_table"].view()[...] = prob.kv.table.astype(np.int32)
        if "seqlens_k" in arena.buffers:
            arena["seqlens_k"].view()[...] = np.asarray(prob.kv.seqlens, np.int64).astype(np.int32)
    rng = np.random.default_rng(seed)
    {"prep": _setup_prep, "convert": _setup_convert, "reduce": _setup_reduce,
     "worklist": _setup_worklist, "attention": _setup_attention}[p.check](run, rng)
    return run


def _put(buf: Buffer, rows: np.ndarray, values: np.ndarray) -> None:
    v = buf.view()
    if buf.elem == "bf16":
        from .buffers import to_bf16_bits
        v[rows] = to_bf16_bits(values)
    else:
        v[rows] = values.astype(v.dtype)


def _empty_expect(name: str, buf: Buffer, exact: bool = False) -> Expect:
    return Expect(name, np.zeros(buf.shape, bool), np.full(buf.shape, np.nan),
                  np.full(buf.shape, np.nan), exact)


def _setup_prep(run: Run, rng: np.random.Generator) -> None:
    prob, A = run.prob, run.arena
    dl = _empty_expect("delta", A["delta"])
    ws = _empty_expect("dq_ws", A["dq_ws"], exact=True) if "dq_ws" in A.buffers else None
    for b in range(prob.batch):
        rows = _rows_of(prob.q, b)
        if not len(rows):
            continue
        shape = (len(rows), prob.heads_q, prob.head_dim)
        o, do = _randn(rng, shape, prob.dtype), _randn(rng, shape, prob.dtype)
        _put(A["o"], rows, o)
        _put(A["dout"], rows, do)
        r = np.arange(len(rows))
        idx = prob.lse_index(b, r)
        dl.covered[idx] = True
        dl.ref[idx] = np.einsum("ihd,ihd->hi", o, do)
        dl.naive[idx] = np.einsum("ihd,ihd->hi", o.astype(np.float32), do.astype(np.float32))
        if ws is not None:
            wr = prob.ws_row(b, r)
            ws.covered[wr] = True
            ws.ref[wr] = 0.0
            ws.naive[wr] = 0.0
    run.expects = [dl] + ([ws] if ws is not None else [])


def _owned_ws(prob: Problem) -> Iterator[tuple[int, np.ndarray, np.ndarray]]:
    for b in range(prob.batch):
        rows = _rows_of(prob.q, b)
        if len(rows):
            yield b, rows, prob.ws_row(b, np.arange(len(rows)))


def _setup_convert(run: Run, rng: np.random.Generator) -> None:
    prob, A = run.prob, run.arena
    scale = np.float32(STAGE_SCALE)
    dq = _empty_expect("dq", A["dq"])
    for _b, rows, wr in _owned_ws(prob):
        w = rng.standard_normal((len(rows), prob.heads_q, prob.head_dim)).astype(np.float32)
        A["dq_ws"].view()[wr] = w
        dq.covered[rows] = True
        dq.ref[rows] = w.astype(np.float64) * float(scale)
        dq.naive[rows] = round_to(w * scale, prob.dtype)
    run.expects = [dq]


def _setup_reduce(run: Run, rng: np.random.Generator) -> None:
    prob, A = run.prob, run.arena
    scale = np.float32(STAGE_SCALE)
    dq = _empty_expect("dq", A["dq"])
    for _b, rows, wr in _owned_ws(prob):
        w = rng.standard_normal((run.nsplit, len(rows), prob.heads_q, prob.head_dim))
        w = w.astype(np.float32)
        A["dq_ws"].view()[:, wr] = w
        dq.covered[rows] = True
        dq.ref[rows] = w.astype(np.float64).sum(axis=0) * float(scale)
        dq.naive[rows] = round_to(w.sum(axis=0, dtype=np.float32) * scale, prob.dtype)
    run.expects = [dq]


def visited_pairs(len_q: int, len_k: int, bm: int, bn: int, causal: bool) -> int:
    """The chain contract's VISITED rule, counted pair by pair."""
    n = 0
    for m0 in range(0, max(len_q, 0), bm):
        for n0 in range(0, max(len_k, 0), bn):
            if causal and n0 > min(m0 + bm, len_q) - 1 + (len_k - len_q):
                continue
            n += 1
    return n


def _setup_worklist(run: Run, rng: np.random.Generator) -> None:
    prob = run.prob
    cfg = run.builds[0].config
    w = np.zeros(prob.batch)
    for b, qs, ks in prob.pairs():
        w[b] = visited_pairs(qs[1], ks[1], cfg["block_m"], cfg["block_n"], bool(cfg["causal"]))
    off = np.concatenate([[0], np.cumsum(w)])
    e1 = Expect("weights", np.ones(w.shape, bool), w, w, exact=True)
    e2 = Expect("offsets", np.ones(off.shape, bool), off, off, exact=True)
    run.expects = [e1, e2]


def _setup_attention(run: Run, rng: np.random.Generator) -> None:
    prob, A = run.prob, run.arena
    hq, hk, d, dt = prob.heads_q, prob.heads_kv, prob.head_dim, prob.dtype
    ex = {n: _empty_expect(n, A[n]) for n in ("dq", "dk", "dv", "delta") if n in A.buffers}
    paged = isinstance(prob.kv, PagedSide)
    for b in range(prob.batch):
        qr = _rows_of(prob.q, b)
        lk = prob.kv.spans[b][1] if prob.kv.spans[b] else 0
        # paged: keys in a tile with a bad page are out of the kernel's reach (not in memory)
        kmask = prob.kv.key_ok[b] if paged and lk else np.ones(lk, bool)
        kr = (np.asarray(prob.kv.row(b, np.flatnonzero(kmask)), np.int64) if lk
              else np.zeros(0, np.int64))
        q = _randn(rng, (len(qr), hq, d), dt)
        do = _randn(rng, (len(qr), hq, d), dt)
        k = _randn(rng, (lk, hk, d), dt)
        v = _randn(rng, (lk, hk, d), dt)
        o, lse = R.forward(q, k, v, prob.scale, prob.causal)
        o = round_to(o, dt)
        lse = round_to(lse, "f32")
        for name, rows, val in (("q", qr, q), ("dout", qr, do), ("o", qr, o),
                                ("k", kr, k[kmask]), ("v", kr, v[kmask])):
            if name in A.buffers and len(rows):
                _put(A[name], rows, val)
        r = np.arange(len(qr))
        if "lse" in A.buffers and len(qr):
            A["lse"].view()[prob.lse_index(b, r)] = lse.astype(np.float32)
        km = None if kmask.all() else kmask
        ref = R.backward(q, k, v, o, do, lse, prob.scale, prob.causal, np.float64, km)
        nai = R.backward(q, k, v, o, do, lse, prob.scale, prob.causal, np.float32, km)
        for name, rows, sel in (("dq", qr, slice(None)), ("dk", kr, kmask), ("dv", kr, kmask)):
            if name in ex and len(rows):
                e = ex[name]
                e.covered[rows] = True
                e.ref[rows] = ref[name][sel]
                e.naive[rows] = round_to(nai[name][sel], dt)
        if "delta" in ex and len(qr):
            idx = prob.lse_index(b, r)
            ex["delta"].covered[idx] = True
            ex["delta"].ref[idx] = ref["delta"]
            ex["delta"].naive[idx] = nai["delta"].astype(np.float64)
    run.expects = list(ex.values())


def _stage_scalars(p: Pipeline, i: int, prob: Problem, run: Run) -> dict[str, Any]:
    s = dict(prob.scalars())
    if run.nsplit:
        s["nsplit"] = run.nsplit
    if isinstance(prob.kv, PagedSide):
        s.update(num_pages=prob.kv.num_pages, max_pages=int(prob.kv.table.shape[1]),
                 max_seqlen_k=prob.kv.seqlen)
    if p.check in ("convert", "reduce"):
        s["scale"] = STAGE_SCALE
    s.update(dict(p.stages[i].scalars))
    return s


def judge(run: Run) -> dict[str, Any]:
    outs, stray, ok = [], {}, True
    for e in run.expects:
        buf = run.arena[e.name]
        got = buf.read()
        if e.exact:
            cov = e.covered
            diff = np.abs(got[cov] - e.ref[cov]) if cov.any() else np.zeros(0)
            with np.errstate(invalid="ignore"):
                err = float(np.nan_to_num(diff, nan=np.inf).max()) if diff.size else 0.0
            v = {"name": e.name, "max_abs": err, "max_rel": err, "naive_max_abs": 0.0,
                 "bound": 0.0, "nan": int(np.isnan(got[cov]).sum()), "count": int(cov.sum()),
                 "ok": err == 0.0}
        else:
            v = R.judge(e.name, got[e.covered], e.ref[e.covered], e.naive[e.covered]).to_json()
        unc = ~e.covered
        touched = unc & ~buf.unwritten() & (got != 0)
        n_stray = int(touched.sum())
        if n_stray:
            stray[e.name] = n_stray
        v["stray"] = n_stray
        ok = ok and v["ok"] and not n_stray
        outs.append(v)
    can = run.arena.canaries()
    hits = {n: c for n, c in can.items() if c["before"] or c["after"]}
    return {"ok": ok and not hits, "outputs": outs, "stray": stray, "canary_hits": hits,
            "canary_buffers": len(can)}


def run_case(p: Pipeline, builds: list[Build], compiled: list, dims: Dims, c: Case,
             seed: int) -> dict[str, Any]:
    from . import runtime

    prob = make_problem(p, builds, dims, c)
    run = setup(p, builds, prob, seed)
    t0 = time.perf_counter()
    for i, (b, k) in enumerate(zip(builds, compiled, strict=True)):
        ka = pack(b.abi, run.arena.buffers, _stage_scalars(p, i, prob, run), b.family)
        runtime.launch(k, ka, _grid(b, prob))
    dt = time.perf_counter() - t0
    res = judge(run)
    res.update(case=c.name, time_s=round(dt, 3),
               valid_q=sum(1 for s in prob.q.spans if s is not None),
               valid_kv=sum(1 for s in prob.kv.spans if s is not None), batch=prob.batch)
    return res


def compile_builds(builds: list[Build]) -> list:
    from . import runtime

    out = []
    for b in builds:
        text = render(b, "ll", FLAVOR)
        out.append(runtime.compile_kernel(text, b.abi, b.config["wg_size"],
                                          f"{b.family} {b.id}"))
    return out


def check_dims(dims: Dims, adversarial: bool) -> None:
    if len(dims.seqlens_q) != len(dims.seqlens_k):
        raise RockeError(f"--seqlens-k: {len(dims.seqlens_k)} lengths for "
                         f"{len(dims.seqlens_q)} sequences")
    if not dims.seqlens_q:
        raise RockeError("--seqlens: at least one sequence")
    if any(n < 0 or n > 1 << 16 for n in dims.seqlens_q + dims.seqlens_k):
        raise RockeError("--seqlens: lengths must be in [0, 65536]")
    if dims.heads_q < 1 or dims.heads_kv < 1 or dims.heads_q % dims.heads_kv:
        raise RockeError(f"--heads {dims.heads_q}:{dims.heads_kv}: HQ must be a positive "
                         "multiple of HKV")
    if adversarial and len(dims.seqlens_q) < MIN_SEQS:
        raise RockeError(f"--adversarial needs at least {MIN_SEQS} sequences "
                         f"(--seqlens has {len(dims.seqlens_q)})")
    assert INT32_MAX  # the corpus' extremes are int32: lengths above stay far below


def run_unit(unit: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    """Run the cases of one planned instance (in the worker process), one result each."""
    p = PIPELINES[unit["pipeline"]]
    guard = bool(unit["guard"])
    builds = [build(f, i, guard) for f, i in unit["stages"]]
    d = unit["dims"]
    dims = Dims(tuple(d["seqlens_q"]), tuple(d["seqlens_k"]), d["heads_q"], d["heads_kv"],
                d["seed"])
    compiled = compile_builds(builds)
    for name in unit["cases"]:
        yield run_case(p, builds, compiled, dims, case(name), dims.seed)
