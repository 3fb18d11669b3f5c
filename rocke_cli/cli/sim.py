"""`rocke sim`: run the shipped kernels (.ll, .hip) on the CPU against a float64 reference."""

from __future__ import annotations

import click

from ..engine.catalog import Select
from ..errors import CheckFailed, RockeError
from ..output import ui
from ..output.reports import STDOUT, write_json, write_junit
from .options import (
    jobs_option,
    json_file_option,
    junit_option,
    select_options,
    sim_artifact_option,
)


@click.command("sim")
@click.argument("pipeline", required=False)
@select_options
@click.option("--seqlens", default=None,
              help="q sequence lengths (thd: one per sequence; bshd: B = count, S = max) "
                   "[default: 70,17,0,33]")
@click.option("--seqlens-k", default=None, help="kv sequence lengths (default: --seqlens)")
@click.option("--heads", default="4:2", show_default=True, help="HQ:HKV (GQA group = HQ/HKV)")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--adversarial", is_flag=True,
              help="bad offsets / block tables, and the --no-guard negative control")
@click.option("--control/--no-control", default=True, show_default=True,
              help="with --adversarial: run the negative control too (--no-control: the "
                   "guarded cases only, e.g. at large sizes with the control run at small ones)")
@click.option("--timeout", type=float, default=300.0, show_default=True,
              help="seconds one case may run")
@click.option("--cu-seqlens-q", "cu_q", default=None,
              help="a production batch: the q offsets as passed, e.g. 0,60,20,100")
@click.option("--cu-seqlens-k", "cu_k", default=None,
              help="the KV offsets as passed (default: the q offsets)")
@click.option("--total-q", type=int, default=None, help="q rows (default: the last offset)")
@click.option("--total-k", type=int, default=None, help="KV rows (default: the last offset)")
@click.option("--max-seqlen-q", type=int, default=None,
              help="q grid bound (default: the longest sequence within the rows)")
@click.option("--max-seqlen-k", type=int, default=None, help="KV grid bound (likewise)")
@click.option("--problem", "problem_spec", default=None, metavar="SPEC",
              help="instead of PIPELINE: the chain `rocke plan` picks for this problem "
                   "(layout, dtype, d, dv, mask, paging, deterministic: rocke plan's keys) on "
                   "the batch of --seqlens/--cu-seqlens-q and --heads")
@sim_artifact_option
@json_file_option
@junit_option
@jobs_option
def sim(*, pipeline: str | None, problem_spec: str | None, select: Select,
        seqlens: str | None, seqlens_k: str | None,
        heads: str, seed: int, adversarial: bool, control: bool, timeout: float,
        kinds: tuple[str, ...], json_out: str | None, junit_out: str | None, jobs: int,
        **given: int | str | None) -> None:
    """Run a pipeline's shipped kernels on the CPU against a float64 reference.

    PIPELINE: all, prep, convert, reduce, worklist, dq, atomic, split, deterministic, paged
    (or --problem SPEC: the chain the registry plans for it). Both arches by default (--arch
    picks one); the .hip goes through clang-22.
    """
    from ..sim import given as G
    from ..sim.dims import Dims
    from ..sim.report import done_line, junit_cases, print_report, print_sequences
    from ..sim.session import SimRequest, parse_heads, parse_ints, run_session

    if json_out == STDOUT and junit_out == STDOUT:
        raise RockeError("--json and --junit -: only one report can own stdout")
    ui.reserve_stdout(STDOUT in (json_out, junit_out))
    hq, hk = parse_heads(heads)
    raw_q, raw_k = G.parse(G.GivenBatch(**given), adversarial,  # type: ignore[arg-type]
                           seqlens is not None or seqlens_k is not None)
    if raw_q is not None and raw_k is not None:
        lq, lk = G.lengths(raw_q), G.lengths(raw_k)
    else:
        lq = parse_ints(seqlens or "70,17,0,33", "--seqlens")
        lk = parse_ints(seqlens_k, "--seqlens-k") if seqlens_k else lq
    problem = None
    if problem_spec is not None:
        from ..registry.problem import check_spec, parse_problem

        if pipeline is not None:
            raise RockeError(f"sim: give a PIPELINE or --problem, not both ({pipeline})")
        if select != Select(arch=select.arch):
            raise RockeError("sim: --problem plans its own chain: of SELECT only --arch applies")
        # the spec's heads (heads=HQ:HKV), else --heads
        pipeline, problem = "problem", parse_problem(problem_spec, heads_q=hq, heads_kv=hk)
        hq, hk = problem.heads_q, problem.heads_kv
        check_spec(problem)  # what plan refuses, sim refuses: before a kernel is compiled
    elif pipeline is None:
        raise RockeError("sim: missing PIPELINE (or --problem SPEC)")
    dims = Dims(lq, lk, hq, hk, seed, raw_q, raw_k)
    res = run_session(SimRequest(pipeline, select, dims, adversarial, control,
                                 jobs, timeout, kinds,
                                 on_done=lambda name, inst: ui.line(done_line(name, inst)),
                                 problem=problem))
    out = res.report
    if json_out:
        write_json(json_out, dict(out, pipelines=[
            dict(p, instances=[i.to_json() for i in p["instances"]]) for p in out["pipelines"]]))
    if json_out != STDOUT:
        print_report(out, adversarial)
        if raw_q is not None:
            print_sequences(out)
    if junit_out:
        write_junit(junit_out, "sim", junit_cases(out), out["wall_s"])
    insts = res.instances
    summary = (f"sim: {len(insts) - len(res.failed)} of {len(insts)} pipeline configs passed "
               f"({res.runs} runs, {out['wall_s']:.1f} s)")
    if res.failed:
        raise CheckFailed(summary + "; failed: " + ", ".join(
            sorted({f"{i.planned['pipeline']} {i.planned['anchor']}" for i in res.failed})[:20]))
    ui.summary(summary)


COMMANDS = (sim,)
