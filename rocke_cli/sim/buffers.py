"""Device buffers on the host: each sits between canary regions and is NaN-poisoned.

Layout of one allocation: [canary | data | canary], the data 4 KiB aligned. Canary bytes
are a position-dependent pattern whose every aligned 16- and 32-bit word is a NaN in f16,
bf16 and f32, so an out-of-bounds read poisons the result and an out-of-bounds write is
seen as changed canary bytes. Output data is pre-filled with the `unwritten` NaN pattern,
so rows a kernel must not touch can be told apart from rows it wrote.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

CANARY_BYTES = 64 * 1024
ALIGN = 4096
UNWRITTEN16 = 0x7FC1  # a NaN as f16 and bf16; 0x7FC17FC1 is a NaN as f32
NP = {"f16": np.float16, "bf16": np.uint16, "f32": np.float32, "i32": np.int32}
ITEM = {"f16": 2, "bf16": 2, "f32": 4, "i32": 4}


def _pattern(n: int) -> np.ndarray:
    # word k is 0xFF80 | ((37 k) mod 127 + 1): one period of 127 words, repeated
    k = np.arange(0x7F, dtype=np.uint32)
    words = (0xFF80 | ((k * 37) % 0x7F + 1)).astype(np.uint16)
    return np.resize(words.view(np.uint8), n)


_CANARY = np.zeros(0, np.uint8)
_CANARY.flags.writeable = False


def _canary(n: int) -> np.ndarray:
    """The first n canary bytes (read-only): every allocation and every check needs a prefix of
    the same pattern, so it is made once, not per call (it cost a tenth of a small case)."""
    global _CANARY
    if n > len(_CANARY):
        _CANARY = _pattern(max(n, 2 * CANARY_BYTES + 2 * ALIGN))
        _CANARY.flags.writeable = False
    return _CANARY[:n]


def to_bf16_bits(x: np.ndarray) -> np.ndarray:
    """float -> bf16 bit patterns, round to nearest even (through f32); NaN -> 0x7FC0.
    uint32 arithmetic wraps only for NaN patterns (>= 0xFFFF8001 after rounding), which are
    replaced: the same bits as 64-bit arithmetic, at half the memory traffic."""
    f = np.ascontiguousarray(x, dtype=np.float32)
    u = f.view(np.uint32)
    r = u + np.uint32(0x7FFF)
    r += (u >> np.uint32(16)) & np.uint32(1)
    r >>= np.uint32(16)
    out = r.astype(np.uint16)
    out[np.isnan(f)] = 0x7FC0
    return out


def from_bf16_bits(b: np.ndarray) -> np.ndarray:
    return (b.astype(np.uint32) << 16).view(np.float32)


def round_to(x: np.ndarray, elem: str) -> np.ndarray:
    """Values as the element type stores them (back in float64)."""
    if elem == "f16":
        return np.asarray(x, dtype=np.float16).astype(np.float64)
    if elem == "bf16":
        return from_bf16_bits(to_bf16_bits(x)).astype(np.float64)
    if elem == "f32":
        return np.asarray(x, dtype=np.float32).astype(np.float64)
    return np.asarray(x, dtype=np.float64)


@dataclass
class Buffer:
    name: str
    elem: str
    shape: tuple[int, ...]
    output: bool
    raw: np.ndarray = field(repr=False)
    start: int = 0
    nbytes: int = 0

    @property
    def addr(self) -> int:
        return self.raw.ctypes.data + self.start

    def data_bytes(self) -> np.ndarray:
        return self.raw[self.start:self.start + self.nbytes]

    def view(self) -> np.ndarray:
        """The data, typed (bf16 as uint16 bit patterns), shaped."""
        return self.data_bytes().view(NP[self.elem]).reshape(self.shape)

    def write(self, values: np.ndarray) -> None:
        v = np.asarray(values)
        if self.elem == "bf16":
            self.view()[...] = to_bf16_bits(v)
        else:
            self.view()[...] = v.astype(NP[self.elem])

    def read(self) -> np.ndarray:
        """The data as float64 (i32 buffers as int64)."""
        v = self.view()
        if self.elem == "bf16":
            return from_bf16_bits(v).astype(np.float64)
        if self.elem == "i32":
            return v.astype(np.int64)
        return v.astype(np.float64)

    def unwritten(self) -> np.ndarray:
        """Per element: still the pre-fill pattern (never written)."""
        w = self.data_bytes().view(np.uint16)
        per = ITEM[self.elem] // 2
        return (w == UNWRITTEN16).reshape(-1, per).all(axis=1).reshape(self.shape)

    def canary_report(self) -> dict:
        before = self.raw[:self.start]
        after = self.raw[self.start + self.nbytes:]
        cb = np.flatnonzero(before != _canary(len(before)))
        ca = np.flatnonzero(after != _canary(len(after)))
        out = {"before": int(len(cb)), "after": int(len(ca))}
        if len(cb):
            out["first_before"] = -int(len(before) - cb.min())  # bytes before the data
        if len(ca):
            out["first_after"] = int(ca.min())  # bytes past the end of the data
        return out


# Memory of finished runs, by size, for the next ones (`Arena.release`): a case's buffers are
# the size of the last case's, and fresh memory costs a page fault and the kernel's zeroing per
# page before the NaN fill writes it again (a tenth of a large case's time)
_FREE: dict[int, list[np.ndarray]] = {}
_FREE_LIMIT = 1 << 30  # bytes kept at most
_free_bytes = 0
_POOL_FROM = 1 << 20  # smaller buffers come from malloc's own free lists
_POOL_STEP = 2 << 20  # sizes rounded up to this: one huge page


def _take(total: int) -> np.ndarray:
    global _free_bytes
    if total >= _POOL_FROM:
        total = (total + _POOL_STEP - 1) // _POOL_STEP * _POOL_STEP
        free = _FREE.get(total)
        if free:
            _free_bytes -= total
            return free.pop()
    return np.empty(total, dtype=np.uint8)


def _give(raw: np.ndarray) -> None:
    global _free_bytes
    if raw.size >= _POOL_FROM and raw.size % _POOL_STEP == 0 and raw.base is None and \
            _free_bytes + raw.size <= _FREE_LIMIT:
        _FREE.setdefault(raw.size, []).append(raw)
        _free_bytes += raw.size


def forget_free() -> None:
    """In a forked child: the spare memory is the parent's, shared until written."""
    global _free_bytes
    _FREE.clear()
    _free_bytes = 0


class Arena:
    """All buffers of one run; canaries checked together at the end."""

    def __init__(self) -> None:
        self.buffers: dict[str, Buffer] = {}

    def release(self) -> None:
        """The run is judged: its memory serves the next run (the buffers are gone)."""
        for b in self.buffers.values():
            _give(b.raw)
        self.buffers = {}

    def alloc(self, name: str, elem: str, shape: tuple[int, ...], output: bool,
              fill_nan: bool = True) -> Buffer:
        n = int(np.prod(shape)) * ITEM[elem]
        body = (max(n, 1) + ALIGN - 1) // ALIGN * ALIGN
        raw = _take(CANARY_BYTES + body + CANARY_BYTES + ALIGN)
        total = raw.size
        shift = (-(raw.ctypes.data + CANARY_BYTES)) % ALIGN
        start = CANARY_BYTES + shift
        raw[:start] = _canary(start)
        # the tail after the data (alignment slack and the canary) is all canary
        tail = total - (start + n)
        raw[start + n:] = _canary(tail)
        buf = Buffer(name, elem, tuple(shape), output, raw, start, n)
        if fill_nan or output:
            buf.data_bytes().view(np.uint16)[...] = UNWRITTEN16
        self.buffers[name] = buf
        return buf

    def __getitem__(self, name: str) -> Buffer:
        return self.buffers[name]

    def clone(self) -> Arena:
        """Fresh buffers (own canaries, own alignment) holding this arena's data bytes: a
        second artifact's run on the same inputs without setting them up again."""
        out = Arena()
        for name, b in self.buffers.items():
            out.alloc(name, b.elem, b.shape, b.output, fill_nan=False).data_bytes()[...] = \
                b.data_bytes()
        return out

    def canaries(self) -> dict[str, dict]:
        return {n: b.canary_report() for n, b in sorted(self.buffers.items())}


# --- sparse buffers: tensors past 2^31 elements -----------------------------------------------

MAP_NORESERVE = 0x4000  # Linux; Python's mmap module does not name it


def sparse(name: str, elem: str, shape: tuple[int, ...], output: bool) -> Buffer:
    """A buffer in an anonymous MAP_NORESERVE mapping: only the pages a run touches exist, so a
    [rows, H, D] tensor past 2^31 elements costs what its used rows cost. A lead as large as
    the data sits before it, so an offset that wrapped to a negative 32-bit value lands in
    mapped (zero) memory: the run reads wrong values instead of crashing the process.
    Nothing is pre-filled: put canaries on the rows around those a test uses (`fill_rows`)."""
    import mmap

    n = int(np.prod(shape)) * ITEM[elem]
    body = (max(n, 1) + ALIGN - 1) // ALIGN * ALIGN
    mm = mmap.mmap(-1, 2 * body, flags=mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | MAP_NORESERVE)
    raw = np.frombuffer(mm, dtype=np.uint8)
    return Buffer(name, elem, tuple(shape), output, raw, body, n)


def fill_unwritten(buf: Buffer, index: tuple | slice | int) -> None:
    """Pre-fill the elements at `index` (of buf.view()) with the `unwritten` NaN pattern."""
    v = buf.view()
    w = v[index]
    pattern = np.full(w.shape, UNWRITTEN16 if ITEM[buf.elem] == 2 else 0x7FC17FC1,
                      dtype=np.uint16 if ITEM[buf.elem] == 2 else np.uint32)
    v[index] = pattern.view(v.dtype)


def is_unwritten(buf: Buffer, index: tuple | slice | int) -> np.ndarray:
    """Per element at `index`: still the pre-fill pattern."""
    v = buf.view()[index]
    if ITEM[buf.elem] == 2:
        return v.view(np.uint16) == UNWRITTEN16
    return v.view(np.uint32) == 0x7FC17FC1
