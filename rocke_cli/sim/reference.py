"""NumPy references for attention backward (the chain contract's math) and the tolerance rule.

`attention_bwd(..., dtype=np.float64)` is the reference; the same function with np.float32 is
the "same-precision straightforward implementation" of the tolerance rule (attention-backward.md):
inputs already rounded to f16/bf16, fp32 math, outputs rounded to the output type. A kernel passes
when its error against the float64 reference is at most twice the fp32 implementation's error plus
a small absolute term.

Causal masking is bottom-right aligned: row i of a sequence sees key j iff j <= i + (len_k - len_q).
GQA: query head h reads kv head h // (Hq / Hkv).

The products are batched `@` matmuls over heads ([H, rows, D]: BLAS), not einsum: einsum's own
loops cost most of a simulated case. Sums then run in another order, which moves float64
results in their last bits only, far below any tolerance here.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .buffers import round_to

ATOL = 1e-5  # the small absolute term, relative to (1 + max |reference|)


def causal_mask(len_q: int, len_k: int) -> np.ndarray:
    i = np.arange(len_q)[:, None]
    j = np.arange(len_k)[None, :]
    return j <= i + (len_k - len_q)


def _heads(x: np.ndarray) -> np.ndarray:
    """[rows, H, D] -> [H, rows, D], contiguous (the layout the batched products read)."""
    return np.ascontiguousarray(x.transpose(1, 0, 2))


def forward(q: np.ndarray, k: np.ndarray, v: np.ndarray, scale: float, causal: bool, *,
            dt: type = np.float64) -> tuple[np.ndarray, np.ndarray]:
    """One sequence: q [Lq, Hq, D], k/v [Lk, Hkv, D] -> (O [Lq, Hq, D], lse [Hq, Lq])."""
    lq, hq, _ = q.shape
    lk, hkv, _ = k.shape
    if lq == 0:
        return np.zeros_like(q, dtype=dt), np.zeros((hq, 0), dtype=dt)
    kk = _heads(np.repeat(k.astype(dt), hq // hkv, axis=1))
    vv = _heads(np.repeat(v.astype(dt), hq // hkv, axis=1))
    s = (_heads(q.astype(dt)) @ kk.transpose(0, 2, 1)) * dt(scale)
    if causal:
        s = np.where(causal_mask(lq, lk)[None], s, -np.inf)
    with np.errstate(invalid="ignore"):
        m = s.max(axis=2, keepdims=True) if lk else np.full((hq, lq, 1), -np.inf)
        mm = np.where(np.isfinite(m), m, 0)
        p = np.exp(s - mm)
        den = p.sum(axis=2, keepdims=True)
        lse = np.where(den > 0, np.log(np.where(den > 0, den, 1)) + mm, -np.inf)[..., 0]
        p = np.where(den > 0, p / np.where(den > 0, den, 1), 0)
    o = (p @ vv).transpose(1, 0, 2)
    return o.astype(dt), lse.astype(dt)


def backward(q: np.ndarray, k: np.ndarray, v: np.ndarray, o: np.ndarray, do: np.ndarray, *,
             lse: np.ndarray, scale: float, causal: bool, dt: type = np.float64,
             key_mask: np.ndarray | None = None,
             ps_elem: str | None = None) -> dict[str, np.ndarray]:
    """One sequence, the chain contract's math in precision `dt`.
    Returns dq [Lq,Hq,D], dk/dv [Lk,Hkv,D], delta [Hq,Lq]. `key_mask` (bool [Lk]) drops keys
    the kernel cannot reach (paged KV tiles with a bad page): P = 0 there. `ps_elem`: P and dS
    rounded to that input type before the second products, as matrix-core bodies do."""
    lq, hq, d = q.shape
    lk, hkv, _ = k.shape
    g = hq // hkv
    q_, k_, v_, o_, do_ = (x.astype(dt) for x in (q, k, v, o, do))
    delta = np.einsum("ihd,ihd->hi", do_, o_)
    if lq == 0 or lk == 0:
        return {"dq": np.zeros((lq, hq, d), dt), "dk": np.zeros((lk, hkv, d), dt),
                "dv": np.zeros((lk, hkv, d), dt), "delta": delta}
    kk = _heads(np.repeat(k_, g, axis=1))
    vv = _heads(np.repeat(v_, g, axis=1))
    qh, doh = _heads(q_), _heads(do_)
    s = qh @ kk.transpose(0, 2, 1)
    lse_ = lse.astype(dt)
    with np.errstate(invalid="ignore", over="ignore"):
        p = np.exp(s * dt(scale) - np.where(np.isfinite(lse_), lse_, np.inf)[:, :, None])
    p = np.where(np.isfinite(lse_)[:, :, None], p, 0)
    if causal:
        p = np.where(causal_mask(lq, lk)[None], p, 0)
    if key_mask is not None:
        p = np.where(key_mask[None, None, :], p, 0)
    dp = doh @ vv.transpose(0, 2, 1)
    ds = p * (dp - delta[:, :, None])
    if ps_elem is not None:
        p, ds = round_to(p, ps_elem).astype(dt), round_to(ds, ps_elem).astype(dt)
    dv_h = (p.transpose(0, 2, 1) @ doh).transpose(1, 0, 2)
    dq = dt(scale) * (ds @ kk).transpose(1, 0, 2)
    dk_h = dt(scale) * (ds.transpose(0, 2, 1) @ qh).transpose(1, 0, 2)
    dk = dk_h.reshape(lk, hkv, g, d).sum(axis=2)
    dv = dv_h.reshape(lk, hkv, g, d).sum(axis=2)
    return {"dq": dq.astype(dt), "dk": dk.astype(dt), "dv": dv.astype(dt),
            "delta": delta.astype(dt)}


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
