"""Per-stage input setup (problem, buffers, grid, scalars) and the expected outputs."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..engine.families import Build
from ..engine.guard import plan_seq
from ..engine.mask import NOMINAL_WINDOW, Mask, mask_of
from ..registry.launch import Launch, chain_launches, chain_nsplit
from . import reference as R
from . import validity
from .adversarial import Case, Offsets, clean, paged_case
from .buffers import Arena, Buffer, round_to
from .dims import Dims
from .pipelines import Pipeline
from .problem import PagedSide, Problem, Side, make_paged_side, make_side

STAGE_SCALE = 0.37  # convert/reduce scale in their own stage checks (not 1: it must be applied)


# --- inputs and expected outputs ---------------------------------------------------------

@dataclass
class Expect:
    """What one output must hold: reference values on covered elements."""

    name: str
    covered: np.ndarray  # bool, buffer shape
    ref: np.ndarray  # float64, buffer shape (NaN where not covered)
    naive: np.ndarray
    exact: bool = False  # integers / zeroing: equality, no tolerance
    # elements of sequences that share rows (no correct answer): neither judged nor stray
    ignored: np.ndarray | None = None


@dataclass
class Run:
    prob: Problem
    arena: Arena
    builds: list[Build]
    expects: list[Expect] = field(default_factory=list)
    nsplit: int | None = None  # dQ slices (None: the workspace is rows)
    launches: list[Launch] = field(default_factory=list)  # in order (registry/launch.py)
    unjudged: set[int] = field(default_factory=set)  # sequences sharing rows (validity.shared)
    # the expected values still being computed (a thread): the launches need only the inputs,
    # so the float64 reference runs beside them on the other core (`expected` waits for it)
    pending: Any = None

    def expected(self) -> list[Expect]:
        """The expected outputs, once the reference that fills them has finished."""
        if self.pending is not None:
            self.pending.join()
            if self.pending.error is not None:
                raise self.pending.error
        return self.expects


def _offsets(c: Case, side: str, lens: list[int], thd: bool,
             raw: Offsets | None = None) -> Offsets:
    if thd and raw is not None:  # a reproduced batch: the offsets as passed
        return raw
    if not thd or side not in c.sides:
        return clean(lens)
    return c.make(list(lens))


def _len_bounded(builds: list[Build], side: str, cfg: dict) -> bool:
    """Whether the guard bounds this side's len (by max_seqlen as passed). A side no stage
    decodes takes the guard's plan for the config, as a stage decoding it would: the
    validation report judges every side."""
    sites = [s for b in builds for s in b.sites if s.side == side]
    return any(s.len_bound for s in sites or [plan_seq("model", side, cfg)])


def make_problem(p: Pipeline, builds: list[Build], dims: Dims, c: Case) -> Problem:
    a = builds[p.anchor].config
    layout = a["layout"]
    thd = layout == "thd"
    # a family without a dtype (worklist) still gets f16 tensors, none of which it reads
    dtype = next((b.config.get("dtype") for b in builds if b.config.get("dtype")), "f16")
    hd = a.get("head_dim") or 64
    # the V width: any stage's head_dim_v (the anchor may be a family without one: convert)
    hdv = next((b.config.get("head_dim_v") for b in builds if b.config.get("head_dim_v")), 0)
    lb = {side: _len_bounded(builds, side, a) for side in ("q", "kv")}
    oq = _offsets(c, "q", list(dims.seqlens_q), thd, dims.raw_q)
    ok = _offsets(c, "kv", list(dims.seqlens_k), thd, dims.raw_k)
    q = make_side("q", thd, oq, oq.max_seqlen if lb["q"] else None)
    if p.paged:
        pc = paged_case(c.name)
        u = next(b.config for b in builds if b.config.get("page_size"))
        kv: Side = make_paged_side(dims.seqlens_k, u["page_size"], u["block_n"], dims.seed,
                                   table_bad=pc.table if pc else None,
                                   seqlen_bad=pc.seqlen if pc else None)
    else:
        kv = make_side("kv", thd, ok, ok.max_seqlen if lb["kv"] else None)
    ws_seg = next((b.config.get("ws_seg") for b in builds if b.config.get("ws_seg") is not None),
                  0)
    mask = mask_of(a.values) if "causal" in a.values else Mask()
    if mask.runtime:  # the window class: the sides this run passes, the reference's too
        mask = mask.at(*(dims.window or NOMINAL_WINDOW))
    return Problem(layout, dtype, hd, mask,
                   dims.heads_q, dims.heads_kv, q,
                   kv, ws_seg, 1.0 / float(np.sqrt(hd)), hdv)


def _nsplit(p: Pipeline, builds: list[Build], prob: Problem) -> int | None:
    if p.ws != "slices":
        return None
    # main(slices)'s KV tiles, or any number of slices for the reduce stage check
    n = chain_nsplit(builds, prob.sizes())
    return 3 if n is None else n


def stage_overrides(p: Pipeline) -> list[dict[str, Any]]:
    """Per stage, the scalar values it takes instead of the problem's: the stage's own (a
    chain's convert scale 1.0), and in a convert or reduce check a scale that must be
    applied."""
    own = {"scale": STAGE_SCALE} if p.check in ("convert", "reduce") else {}
    return [{**own, **dict(st.scalars)} for st in p.stages]


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
    # the launches (registry/launch.py): the validation report first (a build past the
    # stages), then the stages; their buffers are allocated as the plan gives them
    n = len(p.stages)
    run.launches, bufs = chain_launches(builds[:n], prob.sizes(), stage_overrides(p),
                                        first=builds[n:], nsplit=run.nsplit)
    for buf in bufs:
        arena.alloc(buf.name, buf.elem, buf.shape, output=True)
    for side, name in ((prob.q, "cu_seqlens_q"), (prob.kv, "cu_seqlens_k")):
        if name in arena.buffers and side.offsets is not None:
            arena[name].view()[...] = np.asarray(side.offsets.cu, dtype=np.int64).astype(np.int32)
    if isinstance(prob.kv, PagedSide):
        if "block_table" in arena.buffers:
            arena["block_table"].view()[...] = prob.kv.table.astype(np.int32)
        if "seqlens_k" in arena.buffers:
            arena["seqlens_k"].view()[...] = np.asarray(prob.kv.seqlens, np.int64).astype(np.int32)
    run.unjudged = validity.shared(prob)
    rng = np.random.default_rng(seed)
    {"prep": _setup_prep, "convert": _setup_convert, "reduce": _setup_reduce,
     "worklist": _setup_worklist, "attention": _setup_attention}[p.check](run, rng)
    if "status" in arena.buffers:  # the validation report ran first (§15)
        words, n = validity.expected(prob)
        w, c = np.asarray(words, np.float64), np.asarray([n], np.float64)
        run.expects += [Expect("status", np.ones(w.shape, bool), w, w, exact=True),
                        Expect("bad_count", np.ones(1, bool), c, c, exact=True)]
    return run


class _Background(threading.Thread):
    """A function run on a thread of its own; its exception is kept for `Run.expected`."""

    def __init__(self, fn: Any) -> None:
        super().__init__(daemon=True)
        self.fn, self.error = fn, None
        self.start()

    def run(self) -> None:
        try:
            self.fn()
        except BaseException as e:  # noqa: BLE001 - raised again where the result is needed
            self.error = e


def _ignore(e: Expect | None, idx: Any) -> None:
    """Elements of an unjudged sequence: not compared, not counted as stray writes."""
    if e is None:
        return
    if e.ignored is None:
        e.ignored = np.zeros(e.covered.shape, bool)
    e.ignored[idx] = True


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
        shape = (len(rows), prob.heads_q, prob.dv)
        o, do = _randn(rng, shape, prob.dtype), _randn(rng, shape, prob.dtype)
        _put(A["o"], rows, o)
        _put(A["dout"], rows, do)
        r = np.arange(len(rows))
        idx = prob.lse_index(b, r)
        if b in run.unjudged:
            _ignore(dl, idx)
            _ignore(ws, prob.ws_row(b, r))
            continue
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
    for b, rows, wr in _owned_ws(prob):
        w = rng.standard_normal((len(rows), prob.heads_q, prob.head_dim)).astype(np.float32)
        A["dq_ws"].view()[wr] = w
        if b in run.unjudged:
            _ignore(dq, rows)
            continue
        dq.covered[rows] = True
        dq.ref[rows] = w.astype(np.float64) * float(scale)
        dq.naive[rows] = round_to(w * scale, prob.dtype)
    run.expects = [dq]


def _setup_reduce(run: Run, rng: np.random.Generator) -> None:
    prob, A = run.prob, run.arena
    scale = np.float32(STAGE_SCALE)
    dq = _empty_expect("dq", A["dq"])
    for b, rows, wr in _owned_ws(prob):
        w = rng.standard_normal((run.nsplit, len(rows), prob.heads_q, prob.head_dim))
        w = w.astype(np.float32)
        A["dq_ws"].view()[:, wr] = w
        if b in run.unjudged:
            _ignore(dq, rows)
            continue
        dq.covered[rows] = True
        dq.ref[rows] = w.astype(np.float64).sum(axis=0) * float(scale)
        dq.naive[rows] = round_to(w.sum(axis=0, dtype=np.float32) * scale, prob.dtype)
    run.expects = [dq]


def visited_pairs(lens: tuple[int, int], bm: int, bn: int, mask: Mask) -> int:
    """The chain contract's VISITED rule, counted pair by pair: a (Q tile, KV tile) pair is
    visited iff some (row, key) in it is visible (brute force over the entries)."""
    len_q, len_k = lens
    if len_q <= 0 or len_k <= 0:
        return 0
    see = R.mask_array(mask, len_q, len_k)
    n = 0
    for m0 in range(0, len_q, bm):
        for n0 in range(0, len_k, bn):
            n += bool(see[m0:m0 + bm, n0:n0 + bn].any())
    return n


def _setup_worklist(run: Run, rng: np.random.Generator) -> None:
    prob = run.prob
    cfg = run.builds[0].config
    w = np.zeros(prob.batch)
    for b, qs, ks in prob.pairs():
        w[b] = visited_pairs((qs[1], ks[1]), cfg["block_m"], cfg["block_n"], prob.mask)
    off = np.concatenate([[0], np.cumsum(w)])
    e1 = Expect("weights", np.ones(w.shape, bool), w, w, exact=True)
    e2 = Expect("offsets", np.ones(off.shape, bool), off, off, exact=True)
    run.expects = [e1, e2]


def _setup_attention(run: Run, rng: np.random.Generator) -> None:
    prob, A = run.prob, run.arena
    hq, hk, d, dt = prob.heads_q, prob.heads_kv, prob.head_dim, prob.dtype
    dv = prob.dv
    ex = {n: _empty_expect(n, A[n]) for n in ("dq", "dk", "dv", "delta") if n in A.buffers}
    paged = isinstance(prob.kv, PagedSide)
    todo = []  # per judged sequence: its inputs, for the reference
    for b in range(prob.batch):
        qr = _rows_of(prob.q, b)
        lk = prob.kv.spans[b][1] if prob.kv.spans[b] else 0
        # paged: keys in a tile with a bad page are out of the kernel's reach (not in memory)
        kmask = prob.kv.key_ok[b] if paged and lk else np.ones(lk, bool)
        kr = (np.asarray(prob.kv.row(b, np.flatnonzero(kmask)), np.int64) if lk
              else np.zeros(0, np.int64))
        q = _randn(rng, (len(qr), hq, d), dt)
        do = _randn(rng, (len(qr), hq, dv), dt)
        k = _randn(rng, (lk, hk, d), dt)
        v = _randn(rng, (lk, hk, dv), dt)
        o, lse = R.forward(q, k, v, prob.scale, prob.mask)
        o = round_to(o, dt)
        lse = round_to(lse, "f32")
        for name, rows, val in (("q", qr, q), ("dout", qr, do), ("o", qr, o),
                                ("k", kr, k[kmask]), ("v", kr, v[kmask])):
            if name in A.buffers and len(rows):
                _put(A[name], rows, val)
        r = np.arange(len(qr))
        if "lse" in A.buffers and len(qr):
            A["lse"].view()[prob.lse_index(b, r)] = lse.astype(np.float32)
        if b in run.unjudged:
            for name, rows in (("dq", qr), ("dk", kr), ("dv", kr)):
                _ignore(ex.get(name), rows)
            _ignore(ex.get("delta"), prob.lse_index(b, r))
            continue
        todo.append((q, k, v, o, do, lse, kmask, qr, kr,
                     prob.lse_index(b, r) if len(qr) else None))
    ps_elem = dt if any(b.mfma for b in run.builds) else None

    def reference() -> None:
        for q, k, v, o, do, lse, kmask, qr, kr, lse_idx in todo:
            km = None if kmask.all() else kmask
            ref = R.backward(q, k, v, o, do, lse=lse, scale=prob.scale, mask=prob.mask,
                             dt=np.float64, key_mask=km)
            # the same-precision implementation of the kernels' algorithm: a matrix-core body
            # rounds P and dS to the input type before its second products
            nai = R.backward(q, k, v, o, do, lse=lse, scale=prob.scale, mask=prob.mask,
                             dt=np.float32, key_mask=km, ps_elem=ps_elem)
            for name, rows, sel in (("dq", qr, slice(None)), ("dk", kr, kmask),
                                    ("dv", kr, kmask)):
                if name in ex and len(rows):
                    e = ex[name]
                    e.covered[rows] = True
                    e.ref[rows] = ref[name][sel]
                    e.naive[rows] = round_to(nai[name][sel], dt)
            if "delta" in ex and len(qr):
                ex["delta"].covered[lse_idx] = True
                ex["delta"].ref[lse_idx] = ref["delta"]
                ex["delta"].naive[lse_idx] = nai["delta"].astype(np.float64)

    run.expects = list(ex.values())
    run.pending = _Background(reference)
