"""The model of one kernel's code: its steady-state loop found, traced and simulated into the
modeled and expected figures (`model_kernel`), for rocke's configs (`analyze`), for code
objects (`model_object`, `perf_object`), and as the loop-schedule search's scorer
(`LoopScorer`: the same model, re-run as one loop block's order changes). Below the
orchestration over a selection (figures/collect.py) and the loop-schedule search
(schedule/search.py), which use it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine.families import Build
from .asm import Cfg, parse
from .calibration import band, effective_clock
from .costs import ArchCosts, arch_costs, memory_costs, mfma_cost
from .flops import EXPECTED_STEP, N_REF, ROWS, hbm_share, useful_flops
from .loops import Loop, block_weights, find_loops, steady_state, twin
from .mix import mix
from .model import Occupancy, estimate, occupancy
from .objfile import ObjectKernel, read_object
from .ops import decode
from .paths import MASK_ROWS, mask_share, path_frequencies
from .phase import stagger
from .report import KernelPerf
from .stalls import TOP, stall_table
from .trace import CAP, trace


def describe_step(cfg: Cfg, step: Loop | None, loops: list[Loop]) -> str:
    if step is None:
        return "whole kernel (no loop)"
    inner = sorted((lp for lp in loops if step.contains(lp)), key=lambda lp: lp.header)
    head = cfg.blocks[step.header].name
    parts = [f"loop {head} ({len(step.blocks)} blocks)"]
    if inner:
        trips = ", ".join(f"{cfg.blocks[lp.header].name} x{lp.trips or '1?'}" for lp in inner)
        parts.append(f"inner loops {trips}")
    return "; ".join(parts)


def analyze(b: Build, flavor: str, asm: str, resources: Mapping[str, Any],
            notes: tuple[str, ...] = (), *, stalls: bool = False, top: int = TOP) -> KernelPerf:
    """Model one compiled kernel: `asm` is its assembly, `resources` the verify worker's
    per-kernel resources (next_free_vgpr, lds, name). `stalls`: with its stall table of
    `top` instructions (stalls.py)."""
    arch = b.config.values["arch"]
    flops, formula = useful_flops(b)
    route = "hbm" if b.family in ROWS else "l2"
    return model_kernel(asm, arch, resources, b.config.values.get("wg_size", 256),
                        family=b.family, id=b.id, flavor=flavor, flops=(flops, formula),
                        route=route, hbm_fraction=hbm_share(b), notes=notes,
                        mask_rows=b.config.values.get("block_n", MASK_ROWS), stalls=stalls,
                        top=top)


def model_kernel(asm: str, arch_name: str, resources: Mapping[str, Any], wg_size: int, *,
                 family: str, id: str, flavor: str, flops: tuple[int, str] | None = None,
                 route: str = "l2", hbm_fraction: float = 0.0,
                 notes: tuple[str, ...] = (), clock: float | None = None,
                 mask_rows: int = MASK_ROWS, stalls: bool = False,
                 top: int = TOP) -> KernelPerf:
    """Model one kernel's code. `flops`: useful FLOPs per workgroup iteration and their
    formula; None takes the matrix FLOPs the steady state issues (a foreign kernel).
    `clock`: the effective clock of the expected figure (default: the calibration's).
    `mask_rows`: the key rows of the tile whose mask sides run on the diagonal (paths.py).
    `stalls`: with the stall table (where the loop waits, `top` instructions listed) of the
    modeled figure's simulation."""
    arch = arch_costs(arch_name)
    cfg = parse(asm, resources.get("name"))
    loops = find_loops(cfg)
    step = steady_state(cfg, loops)
    approx = list(notes)
    kind = "kernel" if step is None else "loop"
    if family in EXPECTED_STEP and EXPECTED_STEP[family] != kind:
        approx.append(f"expected a {EXPECTED_STEP[family]} as the steady state, the "
                      f"assembly gives a {kind}: FLOPs per iteration may not match it")
    if step is not None:
        for lp in loops:
            if step.contains(lp) and lp.trips is None:
                approx.append(f"inner loop {cfg.blocks[lp.header].name}: trip count unknown "
                              f"({lp.why_unknown}): single-trip approximation")
    occ, why = _occupancy(arch, resources, wg_size)
    approx += why
    share = mask_share(mask_rows)
    paths = path_frequencies(cfg, step, loops, share)
    # wave-specialized copies (model v4): half of each SIMD's barrier group runs the twin
    group = occ.waves_per_workgroup // arch.simds_per_cu
    pair = twin(cfg, loops, step) if group >= 2 else None
    if pair is not None:
        approx.append(f"wave-specialized loop: half of each SIMD's waves run "
                      f"{cfg.blocks[pair.header].name}, the other copy (its barriers meet "
                      f"the step's)")
    if paths.mask_sides:
        approx.append(f"{paths.mask_sides} mask side(s) of uniform branches weighted "
                      f"{share:.3f} an iteration ({mask_rows} key rows at "
                      f"{N_REF} tokens)")
    if paths.other_sides:
        approx.append(f"{paths.other_sides} side(s) of uniform branches counted every "
                      f"iteration (an upper bound)")
    weights = {i: w * paths.freq.get(i, 1.0)
               for i, w in block_weights(step, loops, cfg).items()}
    m = mix(cfg, weights, arch.wave_size)
    # at one wave a SIMD the trips of a long inner loop are alike and a few stand for all;
    # waves sharing a SIMD drift apart over them, so there every trip runs
    tr = trace(cfg, step, loops, cap=CAP if occ.waves_per_simd == 1 else 0, freq=paths.freq)
    ops = [decode(arch, op, args) for op, args in tr.ops]
    rare = [(decode(arch, op, args), f) for op, args, f in tr.rare]
    alt = None
    if pair is not None:
        twin_paths = path_frequencies(cfg, pair, loops, share)
        tw = trace(cfg, pair, loops, cap=0, freq=twin_paths.freq)
        alt = [decode(arch, op, args) for op, args in tw.ops]
        # its rare paths run on the other half's share of the iterations
        rare += [(decode(arch, op, args), f / 2) for op, args, f in tw.rare]
        rare = [(o, f / 2) for o, f in rare[:len(tr.rare)]] + rare[len(tr.rare):]
    # the FLOPs the counted instructions issue, per workgroup: the cross-check of `flops`
    mfma_flops = sum(n * mfma_cost(arch, k).flops for k, n in m.mfma.items())
    issued = (m.valu_lane_flops * arch.wave_size + mfma_flops) * occ.waves_per_workgroup
    if flops is None:
        flops = (int(mfma_flops * occ.waves_per_workgroup),
                 "matrix FLOPs the steady state issues (foreign kernel)")
    mem = memory_costs(arch.name)
    lag = stagger(cfg, step) if occ.waves_per_workgroup > arch.simds_per_cu else 0
    if lag:
        approx.append(f"staggered waves: half of each SIMD's waves enter the loop {lag} "
                      f"barrier(s) behind (the paths to the loop differ in barriers)")
    est = estimate(arch, mem, ops, flops[0], occ, route=route, hbm_share=hbm_fraction,
                   weights=tr.weights, regions=tr.regions, lag=lag, rare=rare, stalls=stalls,
                   alt=alt)
    table = None
    if est.sim.stalls is not None:
        table = stall_table(est.sim.stalls, tr.ops, round_cycles=est.round_cycles,
                            simulated=est.cycles["simulated"], dominant=est.dominant,
                            waves_per_simd=occ.waves_per_simd, top=top)
    c = effective_clock(arch.name) if clock is None else clock
    # only the memory side beyond the L2 keeps its own clock: without atomics or an HBM
    # route the engine-clock simulation is the same at any clock
    same = route == "l2" and not any(op.atomic for op in ops)
    exp = est if c == 1.0 else estimate(arch, mem, ops, flops[0], occ, route=route,
                                        hbm_share=hbm_fraction, clock=c,
                                        sim=est.sim if same else None,
                                        weights=tr.weights, regions=tr.regions, lag=lag,
                                        rare=rare, alt=alt)
    lo, hi = band(arch.name)
    return KernelPerf(
        family=family, id=id, arch=arch.name, flavor=flavor, kernel=cfg.kernel,
        step=describe_step(cfg, step, loops), flops_per_iter=flops[0], flops_formula=flops[1],
        flops_issued_per_iter=issued, mix=m.to_json(), cycles=est.cycles,
        round_cycles=est.round_cycles, waves_per_simd=occ.waves_per_simd,
        workgroups_per_cu=occ.workgroups_per_cu, occupancy_limit=occ.limited_by,
        tflops=est.tflops, effective_clock=c, expected_tflops=exp.tflops,
        expected_band=(exp.tflops * lo, exp.tflops * hi),
        bound_tflops=est.bound_tflops, fraction=est.fraction,
        valu_bound=arch.vector_fp32_peak / arch.matrix_peak, limiter=est.limiter,
        expected_limiter=exp.limiter, dominant=est.dominant, mem_tbps=est.mem_tbps,
        approximations=tuple(dict.fromkeys([*approx, *est.notes])), stalls=table)


class LoopScorer:
    """The loop of a kernel's assembly as its loop block's instructions change (schedule/search.py
    scores thousands of orders of one loop): what does not depend on the order (loops,
    occupancy, path weights, the FLOPs the loop issues) is analysed once, from the kernel's
    first assembly; each call traces and simulates at the calibrated clock only.

    A call gives minus the simulated clocks of an iteration (higher is better): the search's
    score. Not the expected figure itself, which is flat wherever the round is the atomics' and
    would give the search no slope there; `expected` is that figure (model_kernel's of a kernel
    without FLOPs of its own, a foreign kernel's)."""

    def __init__(self, cfg: Cfg, arch_name: str, resources: Mapping[str, Any],
                 wg_size: int) -> None:
        self.arch = arch_costs(arch_name)
        self.loops = find_loops(cfg)
        self.step = steady_state(cfg, self.loops)
        self.occ, _ = _occupancy(self.arch, resources, wg_size)
        self.freq = path_frequencies(cfg, self.step, self.loops, mask_share(MASK_ROWS)).freq
        weights = {i: w * self.freq.get(i, 1.0)
                   for i, w in block_weights(self.step, self.loops, cfg).items()}
        m = mix(cfg, weights, self.arch.wave_size)
        self.flops = sum(n * mfma_cost(self.arch, k).flops for k, n in m.mfma.items()) * \
            self.occ.waves_per_workgroup
        self.mem = memory_costs(self.arch.name)
        many = self.occ.waves_per_workgroup > self.arch.simds_per_cu
        self.lag = stagger(cfg, self.step) if many else 0
        self.clock = effective_clock(self.arch.name)

    def _estimate(self, cfg: Cfg) -> Any:
        tr = trace(cfg, self.step, self.loops,
                   cap=CAP if self.occ.waves_per_simd == 1 else 0, freq=self.freq)
        ops = [decode(self.arch, op, args) for op, args in tr.ops]
        rare = [(decode(self.arch, op, args), f) for op, args, f in tr.rare]
        return estimate(self.arch, self.mem, ops, self.flops, self.occ, clock=self.clock,
                        weights=tr.weights, regions=tr.regions, lag=self.lag, rare=rare)

    def __call__(self, cfg: Cfg) -> float:
        return -self._estimate(cfg).cycles["simulated"]

    def expected(self, cfg: Cfg) -> float:
        """The expected-measured TFLOP/s."""
        return self._estimate(cfg).tflops


def perf_object(path: str, arch: str | None = None, clock: float | None = None, *,
                mask_rows: int = MASK_ROWS, stalls: bool = False,
                top: int = TOP) -> list[KernelPerf]:
    """Model every kernel of an AMDGPU code object (rocke's own or a vendor's). Its useful
    FLOPs are the matrix FLOPs its steady state issues (the report says so). `mask_rows`:
    the key rows of its tile, which its metadata does not hold (the share of iterations its
    mask sides run: paths.py). `stalls`, `top`: each with its stall table (stalls.py)."""
    from dataclasses import replace

    arch, kernels = read_object(path, arch)
    # copies of one kernel (the same code and resources under other names) are modeled once:
    # an object of 5,000 copies costs one model, not 5,000 (issue 48)
    done: dict[tuple, KernelPerf] = {}
    out = []
    for k in kernels:
        key = (k.asm.split("\n", 2)[-1], tuple(sorted((n, v) for n, v in k.resources.items()
                                                      if n != "name")))
        if key not in done:
            done[key] = model_object(k, arch, path, clock, mask_rows=mask_rows, stalls=stalls,
                                     top=top)
        out.append(replace(done[key], kernel=k.name))
    return out


def model_object(k: ObjectKernel, arch: str, path: str, clock: float | None = None, *,
                 mask_rows: int = MASK_ROWS, stalls: bool = False,
                 top: int = TOP) -> KernelPerf:
    """One disassembled kernel of the code object at `path` (objfile.read_object), modeled."""
    from pathlib import Path

    notes = (f"{k.resources['scratch']} bytes of scratch per lane",) \
        if k.resources["scratch"] else ()
    return model_kernel(k.asm, arch, k.resources, k.resources["wg_size"], family="object",
                        id=Path(path).name, flavor="object", notes=notes, clock=clock,
                        mask_rows=mask_rows, stalls=stalls, top=top)


def _occupancy(arch: ArchCosts, res: Mapping[str, Any], wg: int) -> tuple[Occupancy, list[str]]:
    """Occupancy from the descriptor's VGPR count (what the hardware allocates), and a note
    when that is lower than the registers the code uses would give."""
    occ = occupancy(arch, res["next_free_vgpr"], res["lds"], wg)
    used = _vgprs_used(res)
    if occupancy(arch, used, res["lds"], wg).workgroups_per_cu > occ.workgroups_per_cu:
        # LLVM 22 pads next_free_vgpr up to the occupancy LDS allows (97/129/169/257), which
        # costs nothing; past that it would
        return occ, [f"kernel descriptor next_free_vgpr {res['next_free_vgpr']} is over the "
                     f"{used} registers the code uses and lowers occupancy"]
    return occ, []


def _vgprs_used(res: Mapping[str, Any]) -> int:
    """VGPRs then AGPRs of the unified file (AGPRs start at a multiple of 4)."""
    agpr = res.get("agpr", 0)
    return (-(-res["vgpr"] // 4) * 4 + agpr) if agpr else res["vgpr"]
