"""The sizes of a simulated problem, as the command line gives them, and their checks: what
the planning process needs, without the NumPy of the problems built from them (problem.py)."""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import RockeError
from .adversarial import INT32_MAX, MIN_SEQS, Offsets


@dataclass(frozen=True)
class Dims:
    seqlens_q: tuple[int, ...]
    seqlens_k: tuple[int, ...]
    heads_q: int
    heads_kv: int
    seed: int
    # a production batch reproduced: each THD side's offsets as passed (rocke sim --cu-seqlens-q)
    raw_q: Offsets | None = None
    raw_k: Offsets | None = None
    # the window class's sides (window_left, window_right) the kernels take at run time
    # (None: engine/mask.py's NOMINAL_WINDOW); other mask classes ignore it
    window: tuple[int, int] | None = None

    def to_json(self) -> dict:
        out = {"seqlens_q": list(self.seqlens_q), "seqlens_k": list(self.seqlens_k),
               "heads": f"{self.heads_q}:{self.heads_kv}", "seed": self.seed}
        if self.window is not None:
            out["window"] = list(self.window)
        for k, o in (("raw_q", self.raw_q), ("raw_k", self.raw_k)):
            if o is not None:
                out[k] = {"cu": list(o.cu), "total": o.total, "max_seqlen": o.max_seqlen}
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


def int_list(spec: str, opt: str, example: str) -> list[int]:
    """`a,b,c` as integers; an empty entry (`0,,20`, a trailing comma) is an error, never
    dropped: the list is what the user typed, or nothing runs."""
    parts = [x.strip() for x in spec.split(",")]
    try:
        return [int(x) for x in parts]
    except ValueError:
        bad = next(x for x in parts if not _is_int(x))
        shown = f"entry {parts.index(bad) + 1} is empty" if not bad else f"{bad!r} is not one"
        raise RockeError(f"{opt} {spec}: expected comma-separated integers ({shown}), e.g. "
                         f"{example}") from None


def _is_int(x: str) -> bool:
    try:
        int(x)
    except ValueError:
        return False
    return True
