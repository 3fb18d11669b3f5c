"""NumPy references for attention backward (the chain contract's math) and the tolerance rule.

`attention_bwd(..., dtype=np.float64)` is the reference; the same function with np.float32 is
the "same-precision straightforward implementation" of the tolerance rule (attention-backward.md):
inputs already rounded to f16/bf16, fp32 math, outputs rounded to the output type. A kernel passes
when its error against the float64 reference is at most twice the fp32 implementation's error plus
a small absolute term.

Masks (rocke_cli/engine/mask.py, docs/design.md §4): row i sees key j iff j <= i + off + right
(right >= 0) and j >= i + off - left (left >= 0), off = len_k - len_q (bottom-right) or 0
(top-left); `causal` is the window (-1, 0), bottom-right unless the config says `align: tl`. A
row that sees no key has P = 0 and lse = -inf (its dQ is 0).
GQA: query head h reads kv head h // (Hq / Hkv).

The products are `@` matmuls one head at a time (BLAS), not einsum: einsum's own loops cost most
of a simulated case. Sums then run in another order, which moves float64 results in their last
bits only, far below any tolerance here.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..engine.mask import Mask
from .buffers import round_to

ATOL = 1e-5  # the small absolute term, relative to (1 + max |reference|)


CAUSAL = Mask("br", -1, 0)


def mask_array(mask: Mask | bool, len_q: int, len_k: int) -> np.ndarray:
    """bool [len_q, len_k]: which keys each row sees. `mask` True is bottom-right causal,
    False none (the callers that predate windows)."""
    m = CAUSAL if mask is True else Mask() if mask is False else mask
    i = np.arange(len_q)[:, None]
    j = np.arange(len_k)[None, :]
    keep = np.ones((len_q, len_k), bool)
    if m.hi is not None:
        keep &= j <= i + m.hi.value(len_q, len_k)
    if m.lo is not None:
        keep &= j >= i + m.lo.value(len_q, len_k)
    return keep


def causal_mask(len_q: int, len_k: int) -> np.ndarray:
    return mask_array(CAUSAL, len_q, len_k)


def _drop(mask: Mask | bool, lq: int, lk: int) -> np.ndarray | None:
    """The masked-out entries, None when nothing is masked."""
    if mask is False or (isinstance(mask, Mask) and mask.none):
        return None
    return ~mask_array(mask, lq, lk)


def _heads(x: np.ndarray) -> np.ndarray:
    """[rows, H, D] -> [H, rows, D], contiguous (the layout the per-head products read)."""
    return np.ascontiguousarray(x.transpose(1, 0, 2))


def forward(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, mask: Mask | bool, *,
            dt: type = np.float64) -> tuple[np.ndarray, np.ndarray]:
    """One sequence: q [Lq, Hq, D], k [Lk, Hkv, D], v [Lk, Hkv, Dv] -> (O [Lq, Hq, Dv],
    lse [Hq, Lq]). `mask`: a Mask, or True / False for bottom-right causal / none."""
    lq, hq, _ = q.shape
    lk, hkv, _ = k.shape
    g = hq // hkv
    o = np.zeros((hq, lq, v.shape[2]), dt)
    lse = np.full((hq, lq), -np.inf, dt)
    if lq and lk:
        qh, kh, vh = _heads(q.astype(dt)), _heads(k.astype(dt)), _heads(v.astype(dt))
        drop = _drop(mask, lq, lk)
        s = np.empty((lq, lk), dt)  # one head's scores, reused: no [H, Lq, Lk] temporaries
        for h in range(hq):
            np.matmul(qh[h], kh[h // g].T, out=s)
            s *= dt(scale)
            if drop is not None:
                np.copyto(s, -np.inf, where=drop)
            m = s.max(axis=1, keepdims=True)
            m[~np.isfinite(m)] = 0  # a row with every key masked: P = 0, lse = -inf
            s -= m
            np.exp(s, out=s)
            den = s.sum(axis=1, keepdims=True)
            live = den[:, 0] > 0
            lse[h, live] = np.log(den[live, 0]) + m[live, 0]
            den[~live] = 1
            s /= den
            np.matmul(s, vh[h // g], out=o[h])
    return o.transpose(1, 0, 2), lse


def backward(q: np.ndarray, k: np.ndarray, v: np.ndarray, o: np.ndarray, do: np.ndarray, *,
             lse: np.ndarray, scale: float, mask: Mask | bool, dt: type = np.float64,
             key_mask: np.ndarray | None = None,
             ps_elem: str | None = None) -> dict[str, np.ndarray]:
    """One sequence, the chain contract's math in precision `dt`.
    Returns dq [Lq,Hq,D], dk [Lk,Hkv,D], dv [Lk,Hkv,Dv] (V's width), delta [Hq,Lq].
    `key_mask` (bool [Lk]) drops keys the kernel cannot reach (paged KV tiles with a bad
    page): P = 0 there. `ps_elem`: P and dS rounded to that input type before the second
    products, as matrix-core bodies do.
    One head at a time with two [Lq, Lk] scratch arrays: the [H, Lq, Lk] temporaries of a
    batched form cost more in fresh pages (the kernel zeroing them) than in arithmetic."""
    lq, hq, d = q.shape
    lk, hkv, _ = k.shape
    g = hq // hkv
    q_, k_, v_, o_, do_ = (x.astype(dt) for x in (q, k, v, o, do))
    delta = np.einsum("ihd,ihd->hi", do_, o_)
    dq, dk = np.zeros((hq, lq, d), dt), np.zeros((hkv, lk, d), dt)
    dv = np.zeros((hkv, lk, v.shape[2]), dt)
    if lq and lk:
        qh, kh, vh, doh = _heads(q_), _heads(k_), _heads(v_), _heads(do_)
        lse_ = lse.astype(dt)
        drop = _drop(mask, lq, lk)
        drop = np.zeros((lq, lk), bool) if drop is None else drop
        if key_mask is not None:
            drop |= ~key_mask[None, :]
        p, ds = np.empty((lq, lk), dt), np.empty((lq, lk), dt)
        for h in range(hq):
            j = h // g
            dead = ~np.isfinite(lse_[h])  # a row without a key: P = 0
            np.matmul(qh[h], kh[j].T, out=p)
            p *= dt(scale)
            p -= np.where(dead, np.inf, lse_[h])[:, None]
            with np.errstate(invalid="ignore", over="ignore"):
                np.exp(p, out=p)
            p[dead] = 0
            np.copyto(p, 0, where=drop)
            np.matmul(doh[h], vh[j].T, out=ds)
            ds -= delta[h][:, None]
            ds *= p
            if ps_elem is not None:
                p[...] = round_to(p, ps_elem)
                ds[...] = round_to(ds, ps_elem)
            dv[j] += p.T @ doh[h]
            dq[h] = dt(scale) * (ds @ kh[j])
            dk[j] += dt(scale) * (ds.T @ qh[h])
    return {"dq": dq.transpose(1, 0, 2), "dk": dk.transpose(1, 0, 2),
            "dv": dv.transpose(1, 0, 2), "delta": delta.astype(dt)}


@dataclass
class Verdict:
    """One output compared: the kernel's and the fp32 implementation's errors vs float64."""

    name: str
    err: float  # max |kernel - reference|
    rel: float  # err / max |reference|
    naive_err: float  # max |fp32 implementation - reference|
    bound: float  # 2 * naive_err + ATOL * (1 + max |reference|)
    nan: int  # NaN (or inf) in the kernel's values
    count: int  # values compared
    ref_max: float = 0.0  # max |reference|

    @property
    def ok(self) -> bool:
        return self.nan == 0 and self.err <= self.bound

    def to_json(self) -> dict:
        return {"name": self.name, "max_abs": self.err, "max_rel": self.rel,
                "naive_max_abs": self.naive_err, "bound": self.bound, "nan": self.nan,
                "count": self.count, "ref_max": self.ref_max, "ok": self.ok}


def judge(name: str, got: np.ndarray, ref: np.ndarray, naive: np.ndarray) -> Verdict:
    got, ref, naive = (np.asarray(x, dtype=np.float64).reshape(-1) for x in (got, ref, naive))
    bad = ~np.isfinite(got)
    if got.size == 0:
        return Verdict(name, 0.0, 0.0, 0.0, 0.0, 0, 0)
    scale = float(np.abs(ref).max())
    with np.errstate(invalid="ignore"):
        err = float(np.where(bad, np.inf, np.abs(got - ref)).max())
    nerr = float(np.abs(naive - ref).max())
    bound = 2 * nerr + ATOL * (1 + scale)
    return Verdict(name, err, err / scale if scale else err, nerr, bound, int(bad.sum()),
                   int(got.size), scale)
