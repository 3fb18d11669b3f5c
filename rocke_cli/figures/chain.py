"""The atomic-dQ chain of one problem (prep, then main, then convert) as one modeled figure.

A main kernel's modeled TFLOP/s is its steady state alone; what a user times is the chain. For
a non-causal problem of `seq` query and key rows per head, per head:
- main does the five GEMMs of the backward, 5 * 2 * seq^2 * d FLOPs: the useful work, and the
  numerator of the chain's figure (FlashAttention's convention: 2.5x the forward's 4 seq^2 d);
- prep does 2 * d FLOPs a row (delta = rowsum(dO * O)) and zeroes the fp32 dQ workspace;
- convert does d a row (dQ workspace -> f16/bf16, scaled).
Each kernel's time is its work over its modeled rate (perf_select's figures: steady state,
every workgroup slot of the chip busy); the chain's figure is main's FLOPs over the sum of the
three times. Assumed and stated with the figure: enough heads x batch to fill the chip in each
kernel, no launch gaps, no overlap between the kernels. Modeled, never measured.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..engine.catalog import Select, build
from ..perf.report import KernelPerf
from .collect import perf_select

MAIN, PREP, CONVERT = "attention_bwd_main", "attention_bwd_prep", "attention_bwd_convert"
# what a prep and a convert must share with the main kernel to run in its chain: a prep also
# its head_dim_v (its delta sums O and dO rows that wide; convert reads dQ, head_dim wide)
CHAIN_KEYS = ("arch", "dtype", "head_dim", "layout", "ws_seg", "bounds")
PREP_KEYS = (*CHAIN_KEYS, "head_dim_v")


@dataclass(frozen=True)
class ChainFigure:
    main: KernelPerf
    prep: KernelPerf
    convert: KernelPerf
    seq: int
    shares: tuple[float, float, float]  # of the chain's time: prep, main, convert
    tflops: float  # modeled at the datasheet clock
    expected_tflops: float  # the same from each kernel's expected-measured figure


def chain_work(head_dim: int, seq: int, head_dim_v: int = 0) -> tuple[int, int, int]:
    """FLOPs per head of prep, main and convert for a non-causal seq x seq problem: the main's
    S, dK and dQ products over head_dim, dP and dV over head_dim_v (0: head_dim; MLA's Dv),
    prep's delta over O and dO rows head_dim_v wide."""
    dv = head_dim_v or head_dim
    return 2 * dv * seq, 2 * seq * seq * (3 * head_dim + 2 * dv), head_dim * seq


def chain_figure(main: KernelPerf, prep: KernelPerf, convert: KernelPerf, *, head_dim: int,
                 seq: int, head_dim_v: int = 0) -> ChainFigure:
    """The chain's modeled figure from its three kernels' modeled rates."""
    work = chain_work(head_dim, seq, head_dim_v)
    kernels = (prep, main, convert)

    def seconds(rate: str) -> list[float]:
        return [w / (getattr(k, rate) * 1e12) for w, k in zip(work, kernels, strict=True)]

    t, te = seconds("tflops"), seconds("expected_tflops")
    return ChainFigure(main=main, prep=prep, convert=convert, seq=seq,
                       shares=(t[0] / sum(t), t[1] / sum(t), t[2] / sum(t)),
                       tflops=work[1] / sum(t) / 1e12, expected_tflops=work[1] / sum(te) / 1e12)


def chain_select(select: Select, seq: int, flavor: str = "llvm22",
                 jobs: int = 1) -> list[ChainFigure]:
    """The chain figure of every selected main config with atomic dQ, each with the fastest
    (modeled) zeroing prep and the fastest convert of the catalog that share its CHAIN_KEYS;
    a main with no such pair is left out."""
    mains = [c for c in select.apply() if c.family == MAIN and c.values.get("dq_mode") == "atomic"
             and not build(c.family, c.id).refused]
    if not mains:
        return []
    main_perf = perf_select(Select(families=(MAIN,), configs=tuple(c.id for c in mains)),
                            flavor, jobs)
    keys = {tuple(c.values[k] for k in CHAIN_KEYS) for c in mains}
    where = tuple((k, tuple(sorted({str(key[i]) for key in keys})))
                  for i, k in enumerate(CHAIN_KEYS))
    helpers = perf_select(Select(families=(PREP, CONVERT), where=where), flavor, jobs)
    best = _fastest(helpers)
    out = []
    for c, p in zip(mains, main_perf, strict=True):
        pk, ck = _key(PREP, c.values), _key(CONVERT, c.values)
        if (PREP, pk) in best and (CONVERT, ck) in best:
            out.append(chain_figure(p, best[PREP, pk], best[CONVERT, ck], seq=seq,
                                    head_dim=c.values["head_dim"],
                                    head_dim_v=c.values.get("head_dim_v", 0)))
    return out


def _key(family: str, values: Mapping[str, object]) -> tuple:
    """What a chain's `family` kernel shares with its main (head_dim_v 0 where a family has
    no such param: it is head_dim)."""
    return tuple(values.get(k, 0) for k in (PREP_KEYS if family == PREP else CHAIN_KEYS))


def _fastest(perfs: Sequence[KernelPerf]) -> Mapping[tuple[str, tuple], KernelPerf]:
    """(family, chain key) -> its fastest modeled kernel; a prep must zero the workspace (the
    atomics accumulate into it). Ties go to the first in catalog order."""
    out: dict[tuple[str, tuple], KernelPerf] = {}
    for p in perfs:
        v = build(p.family, p.id).config.values
        if p.family == PREP and not v.get("zero_ws", 1):
            continue
        key = (p.family, _key(p.family, v))
        if key not in out or p.tflops > out[key].tflops:
            out[key] = p
    return out


CHAIN_COLUMNS = ("arch", "main", "prep", "convert", "seq", "modeled time share prep/main/convert",
                 "main modeled TFLOP/s", "chain modeled TFLOP/s",
                 "chain expected measured TFLOP/s (modeled, calibrated clock)")


def chain_rows(figures: Sequence[ChainFigure]) -> list[tuple]:
    """One row per chain, in CHAIN_COLUMNS order."""
    return [(f.main.arch, f.main.id, f.prep.id, f.convert.id, f.seq,
             "/".join(f"{100 * s:.2f}%" for s in f.shares), f"{f.main.tflops:.2f}",
             f"{f.tflops:.2f}", f"{f.expected_tflops:.0f}") for f in figures]
