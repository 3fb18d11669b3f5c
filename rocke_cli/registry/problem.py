"""A backward-attention problem as a launch path sees it on the host, and the checks it owes
its callers before anything is launched.

What the host knows is sizes: batch, heads, head dims, dtype, layout, the mask, and per side
the dense sequence length (bshd) or the rows and grid bound of its tokens (thd: total and
max_seqlen) with the element count of the offsets tensor it passes. The offsets' values stay
on the device: no check here reads them (that would be a device-to-host copy per launch); the
kernels' guard decodes a bad sequence as empty (docs/design.md §5) and the validation report
(§15) tells the caller which. Every failed check is a BadProblem: one line naming the value at
fault (exit 2)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..engine.constants import HEAD_DIMS, dims_refusal
from ..engine.mask import WINDOW_CAP, Mask, mask_of, mask_refusal
from ..errors import RockeError
from .launch import Shaped, Sizes

INT32_MAX = (1 << 31) - 1
INT64_MAX = (1 << 63) - 1  # the C++ Problem holds workspace_limit as a long long
# the f32 a scale is packed as: below the smallest subnormal it rounds to 0 (half of it, up),
# above the largest finite it is inf
F32_TINY = 2.0 ** -149
F32_MAX = 3.4028234663852886e38
DTYPES = ("f16", "bf16")
LAYOUTS = ("bshd", "thd")


class BadProblem(RockeError):
    """A problem no launch may be made for (bad sizes, shapes, strides, combinations)."""


@dataclass(frozen=True)
class TensorMeta:
    """A tensor the caller passes: its shape, strides (in elements; None: contiguous) and
    element type (None: not checked)."""

    shape: tuple[int, ...]
    strides: tuple[int, ...] | None = None
    dtype: str | None = None


@dataclass(frozen=True)
class Problem(Shaped):
    layout: str = "bshd"  # the q side (and a THD KV side): bshd or thd
    dtype: str = "f16"
    batch: int = 1
    heads_q: int = 1
    heads_kv: int = 1
    head_dim: int = 64
    head_dim_v: int = 0  # V, O, dO, dV width (MLA's Dv); 0: head_dim
    seqlen_q: int = 0  # bshd
    seqlen_k: int = 0
    total_q: int = 0  # thd: rows of the q tensors
    total_k: int = 0
    max_seqlen_q: int = 0  # thd: the grid bound (the longest sequence)
    max_seqlen_k: int = 0  # thd and paged
    cu_seqlens_q_len: int | None = None  # elements of the offsets tensors (None: batch + 1)
    cu_seqlens_k_len: int | None = None
    causal: int = 0
    align: str = "br"
    window_left: int = -1
    window_right: int = -1
    page_size: int = 0  # paged KV cache (0: not paged)
    num_pages: int = 0
    max_pages: int = 0  # block_table row length
    deterministic: bool = False  # no atomics: the same bits every run (split, deterministic)
    scale: float | None = None  # softmax scale (None: 1 / sqrt(head_dim))
    # bytes a chain's workspace may take (None: the default rule, registry/plan.py
    # workspace_limit); plan skips a chain over it
    workspace_limit: int | None = None
    tensors: tuple[tuple[str, TensorMeta], ...] = field(default=(), compare=False)

    @property
    def mask(self) -> Mask:
        return mask_of(self.mask_values())

    def mask_values(self) -> dict[str, Any]:
        return {"causal": self.causal, "align": self.align, "window_left": self.window_left,
                "window_right": self.window_right}

    @property
    def softmax_scale(self) -> float:
        return self.scale if self.scale is not None else 1.0 / math.sqrt(self.head_dim)

    def sizes(self) -> Sizes:
        """The sizes the kernels take (registry/launch.py)."""
        if self.thd:
            rq, sq = self.total_q, self.max_seqlen_q
        else:
            rq, sq = self.batch * self.seqlen_q, self.seqlen_q
        if self.paged:
            rk, sk = self.num_pages * self.page_size, self.max_seqlen_k
        elif self.thd:
            rk, sk = self.total_k, self.max_seqlen_k
        else:
            rk, sk = self.batch * self.seqlen_k, self.seqlen_k
        return Sizes(self.layout, self.dtype, self.batch, self.heads_q, self.heads_kv,
                     self.head_dim, self.head_dim_v, rq, rk, sq, sk, self.softmax_scale,
                     self.num_pages, self.max_pages, self.page_size, self.window_left,
                     self.window_right)

    def to_json(self) -> dict:
        out = {f.name: getattr(self, f.name) for f in fields(self) if f.name != "tensors"}
        out["scale"] = self.softmax_scale
        return out


def _bad(msg: str) -> BadProblem:
    return BadProblem(f"problem: {msg}")


def check(p: Problem) -> None:
    """The host-side checks (sizes, head counts, dims, dtype, layout, mask, offsets lengths,
    paged table sizes); BadProblem naming the first value at fault."""
    for f in fields(p):
        v = getattr(p, f.name)
        if f.name == "workspace_limit":
            continue  # a byte count, never a kernel argument: its own range below
        if type(v) is int and not -INT32_MAX - 1 <= v <= INT32_MAX:
            raise _bad(f"{f.name}={v}: the kernels take it as an i32")
    lim = p.workspace_limit
    if lim is not None and (type(lim) is not int or not 1 <= lim <= INT64_MAX):
        raise _bad(f"workspace_limit={lim}: a byte count from 1 to 2^63 - 1 (leave it out for "
                   f"the default)")
    if p.layout not in LAYOUTS:
        raise _bad(f"layout={p.layout}: expected {' or '.join(LAYOUTS)}")
    if p.dtype not in DTYPES:
        raise _bad(f"dtype={p.dtype}: expected {' or '.join(DTYPES)}")
    for name in ("batch", "heads_q", "heads_kv"):
        if getattr(p, name) < 1:
            raise _bad(f"{name}={getattr(p, name)}: must be at least 1")
    if p.heads_q % p.heads_kv:
        raise _bad(f"heads {p.heads_q}:{p.heads_kv}: heads_q must be a multiple of heads_kv "
                   f"(the GQA group is heads_q / heads_kv)")
    if p.head_dim not in HEAD_DIMS:
        raise _bad(f"head_dim={p.head_dim}: expected one of {', '.join(map(str, HEAD_DIMS))}")
    if p.head_dim_v != p.head_dim and (
            why := dims_refusal({"head_dim": p.head_dim, "head_dim_v": p.head_dim_v})):
        raise _bad(why)
    if p.head_dim_v < 0:
        raise _bad(f"head_dim_v={p.head_dim_v}: 0 (head_dim) or a head dim below head_dim")
    if why := mask_refusal(p.mask_values()):
        raise _bad(why)
    if p.align not in ("br", "tl"):
        raise _bad(f"align={p.align}: expected br or tl")
    if p.causal not in (0, 1):
        raise _bad(f"causal={p.causal}: expected 0 or 1")
    if p.scale is not None and not (math.isfinite(p.scale) and p.scale > 0):
        raise _bad(f"scale={p.scale}: must be a positive finite number")
    if p.scale is not None and not F32_TINY <= p.scale <= F32_MAX:
        raise _bad(f"scale={p.scale}: the kernels take it as an f32, which holds "
                   f"{F32_TINY:g} to {F32_MAX:g} (it would become "
                   f"{'0' if p.scale < F32_TINY else 'inf'})")
    names = (("total_q", "max_seqlen_q", "total_k", "max_seqlen_k") if p.thd
             else ("seqlen_q", "seqlen_k"))
    if p.paged:
        names = tuple(n for n in names if not n.endswith("_k")) + ("max_seqlen_k",)
    for name in names:
        v = getattr(p, name)
        if not 0 <= v <= INT32_MAX:
            raise _bad(f"{name}={v}: must be in [0, 2^31)")
    if not p.thd:
        for side in ("q", "k"):
            if getattr(p, f"cu_seqlens_{side}_len") is not None:
                raise _bad(f"cu_seqlens_{side} given with layout=bshd (dense sequences take no "
                           f"offsets; layout=thd does)")
    else:
        sides = ("q",) if p.paged else ("q", "k")
        for side in sides:
            n = getattr(p, f"cu_seqlens_{side}_len")
            if n is not None and n != p.batch + 1:
                raise _bad(f"cu_seqlens_{side} has {n} elements, batch {p.batch} needs "
                           f"{p.batch + 1} (batch + 1)")
    if p.paged:
        _check_paged(p)
    elif p.num_pages or p.max_pages:
        raise _bad("num_pages / max_pages given without page_size (a paged KV cache needs all "
                   "three)")
    s = p.sizes()
    for what, rows in (("q rows", s.rows_q), ("KV rows", s.rows_k),
                       ("workspace slot rows (batch * max_seqlen_q)", s.batch * s.seqlen_q)):
        if rows > INT32_MAX:
            raise _bad(f"{what} {rows} exceed 2^31 - 1 (a row index is an i32)")
    if p.mask.kind == "window" and max(s.seqlen_q, s.seqlen_k) > WINDOW_CAP:
        # the window kernels clamp a side to WINDOW_CAP: exact, and every limit in i32, for
        # sequences of at most that many rows (engine/mask.py)
        raise _bad(f"a window's sequences are at most {WINDOW_CAP} rows (2^29), got "
                   f"{max(s.seqlen_q, s.seqlen_k)}")


def check_spec(p: Problem) -> None:
    """plan's checks on a spec whose sizes a caller then makes (rocke sim --problem): every
    value as given, a paged spec's table sizes (the simulator's, from its batch) as one page
    when it gives none."""
    if p.paged and not (p.num_pages or p.max_pages):
        p = replace(p, num_pages=1, max_pages=1)
    check(p)


def _check_paged(p: Problem) -> None:
    for name in ("num_pages", "max_pages"):
        if getattr(p, name) < 1:
            raise _bad(f"{name}={getattr(p, name)}: a paged KV cache needs at least 1")
    if p.page_size < 1 or p.page_size & (p.page_size - 1):
        raise _bad(f"page_size={p.page_size}: must be a power of two")
    if p.cu_seqlens_k_len is not None:
        raise _bad("cu_seqlens_k given with a paged KV cache (its lengths are seqlens_k)")
    cap = p.max_pages * p.page_size
    if p.max_seqlen_k > cap:
        raise _bad(f"max_seqlen_k={p.max_seqlen_k} exceeds max_pages * page_size = {cap}: no "
                   f"sequence of the table can be that long")


# --- the command line's spelling: KEY=VALUE pairs ---------------------------------------------

_ALIASES = {"d": "head_dim", "dv": "head_dim_v", "seqlen": ("seqlen_q", "seqlen_k"),
            "heads": ("heads_q", "heads_kv"), "window": ("window_left", "window_right"),
            "total": ("total_q", "total_k"), "max_seqlen": ("max_seqlen_q", "max_seqlen_k")}
_TYPES = {f.name: f.type for f in fields(Problem) if f.name != "tensors"}


def parse_problem(spec: str, **extra: Any) -> Problem:
    """`layout=thd,dtype=bf16,batch=4,heads=16:4,d=128,total=4096,max_seqlen=2048,causal=1`:
    pairs separated by commas or spaces; heads and window take A:B, seqlen/total/max_seqlen set
    both sides. Unset bshd seqlen_k is seqlen_q, thd total_k / max_seqlen_k the q side's;
    `extra` gives values the spec does not.
    An unknown key or a value of the wrong type is a BadProblem naming it."""
    vals: dict[str, Any] = {}  # from one-field keys (head_dim, d, seqlen_k, ...)
    both: dict[str, Any] = {}  # from two-sided keys (seqlen, heads, ...): one-field keys win
    parts = spec.replace(",", " ").split()
    if not parts:
        raise BadProblem(f"--problem {spec!r}: no KEY=VALUE pairs (a problem needs at least "
                         f"its sizes: README, Launching)")
    given: dict[str, str] = {}  # field -> the key that gave it
    for part in parts:
        key, sep, val = part.partition("=")
        if not sep or not key or not val:
            raise BadProblem(f"--problem {spec}: '{part}' is not KEY=VALUE")
        key = key.strip().replace("-", "_")
        names = _ALIASES.get(key, key)
        if isinstance(names, tuple):
            a, _, b = val.partition(":")
            # heads=32 is 32:32 (no GQA); a window's two sides are never guessed
            pair = (a, b or a) if key != "window" or b else None
            if pair is None:
                raise BadProblem(f"--problem {key}={val}: expected A:B")
            for n, v in zip(names, pair, strict=True):
                _once(given, n, f"{key}#", spec)
                both[n] = _value(n, v, spec)
        elif names in _TYPES:
            _once(given, names, key, spec)
            vals[names] = _value(names, val, spec)
        else:
            raise BadProblem(f"--problem: unknown key '{key}' (known: "
                             f"{', '.join(sorted([*_TYPES, *_ALIASES]))})")
    vals = {**both, **vals}
    # `extra`: defaults from elsewhere (rocke sim's --heads); what the spec gives wins
    vals = {**{k: v for k, v in extra.items() if v is not None}, **vals}
    p = Problem(**vals)
    if p.thd:
        p = replace(p, total_k=vals.get("total_k", p.total_q),
                    max_seqlen_k=vals.get("max_seqlen_k", p.max_seqlen_q))
    else:
        p = replace(p, seqlen_k=vals.get("seqlen_k", p.seqlen_q))
    return p


def _once(given: dict[str, str], name: str, key: str, spec: str) -> None:
    """A field given twice is an error (a typo or a merge gone wrong: neither may silently
    win), except that a one-field key refines a two-sided one (max_seqlen=1,max_seqlen_k=64).
    Two-sided keys are recorded as `key#`."""
    prev = given.get(name)
    if prev is not None and prev.endswith("#") == key.endswith("#"):
        keys = (prev.rstrip("#"), key.rstrip("#"))
        by = " and ".join(dict.fromkeys(keys))
        how = f" (by {by})" if by != name else ""
        raise BadProblem(f"--problem {spec}: {name} given twice{how}")
    if prev is None or prev.endswith("#"):
        given[name] = key


def _value(name: str, text: str, spec: str) -> Any:
    t = str(_TYPES[name])
    try:
        if "bool" in t:
            if text.lower() not in ("0", "1", "true", "false", "yes", "no"):
                raise ValueError
            return text.lower() in ("1", "true", "yes")
        if "float" in t:
            return float(text)
        if "int" in t:
            return int(text)
    except ValueError:
        kind = "a boolean" if "bool" in t else "a number" if "float" in t else "an integer"
        raise BadProblem(f"--problem {name}={text}: expected {kind}") from None
    return text


def tensor_metas(spec: Mapping[str, Any]) -> tuple[tuple[str, TensorMeta], ...]:
    """{name: {"shape": [...], "strides": [...], "dtype": ...}} as the problem's tensors."""
    out = []
    for name, m in sorted(spec.items()):
        out.append((name, TensorMeta(tuple(m["shape"]),
                                     tuple(m["strides"]) if m.get("strides") else None,
                                     m.get("dtype"))))
    return tuple(out)
