"""The registry (issue 35): plan(problem, arch) picks a chain, refuses with a reason, checks
the problem on the host, and the launch values it gives are the kernels' own (grid rule, ABI
offsets, workspace sizes); `rocke plan` prints it; the selection table is data, reproducible,
and ranks by the model."""

from __future__ import annotations

import json
import random
import re
import struct
from dataclasses import replace

import pytest
from helpers import cli

from rocke_cli.engine.catalog import Select, build
from rocke_cli.errors import RockeError
from rocke_cli.registry.chains import CHAINS, MAIN
from rocke_cli.registry.launch import WORKSPACES
from rocke_cli.registry.plan import (
    WS_ALIGN,
    NoConfig,
    candidates,
    plan,
    problem_key,
    workspace_limit,
)
from rocke_cli.registry.problem import BadProblem, Problem, TensorMeta, parse_problem
from rocke_cli.registry.shipped import default_table
from rocke_cli.registry.table import (
    Table,
    catalog_table,
    load_table,
    modeled,
    rank,
    tune_entries,
)

THD = Problem(layout="thd", batch=3, heads_q=4, heads_kv=2, head_dim=64, total_q=100,
              total_k=120, max_seqlen_q=50, max_seqlen_k=70)


def random_problems(n: int, seed: int = 35) -> list[tuple[Problem, str]]:
    """Problems of the catalog's classes (every arch, chain, mask, dims, paging) with random
    sizes: each one some shipped chain serves."""
    rng = random.Random(seed)
    keys = sorted({k for a in ("gfx942", "gfx950") for k in catalog_table((a,)).classes},
                  key=repr)
    out = []
    for _ in range(n):
        arch, dtype, d, dv, layout, (align, kind), page = rng.choice(keys)
        # the class's sides: none, causal, or a window's, any value (kernel arguments)
        left, right = {"none": (-1, -1), "causal": (-1, 0)}.get(kind) or rng.choice(
            [(rng.randint(-1, 5000), rng.randint(1, 5000)), (rng.randint(0, 300), 0),
             (4096, -1)])
        hk = rng.randint(1, 4)
        sq, sk = rng.randint(0, 3000), rng.randint(0, 3000)
        b = rng.randint(1, 6)
        p = Problem(layout=layout, dtype=dtype, batch=b, heads_q=hk * rng.choice((1, 2, 8)),
                    heads_kv=hk, head_dim=d, head_dim_v=0 if dv == d else dv,
                    align=align, window_left=left, window_right=right,
                    deterministic=rng.random() < 0.3, page_size=page)
        if layout == "thd":
            # the tokens of b sequences of at most max_seqlen each
            p = replace(p, total_q=rng.randint(sq, b * sq), total_k=rng.randint(sk, b * sk),
                        max_seqlen_q=sq, max_seqlen_k=sk)
        else:
            p = replace(p, seqlen_q=sq, seqlen_k=sk)
        if page:
            pages = rng.randint(1, 40)
            p = replace(p, num_pages=pages * b, max_pages=pages, max_seqlen_k=rng.randint(
                0, pages * page), total_k=0)
        out.append((p, arch))
    return out


def test_random_problems_plan_the_kernels_own_launches() -> None:
    """For every planned launch: the class's chain, its grid by the family's rule over the
    problem's bounds, each scalar at its ABI offset holding the problem's value, buffers of
    the shapes the tensors have, workspaces aligned and disjoint."""
    n_planned = 0
    for p, arch in random_problems(150):
        try:
            pl = plan(p, arch)
        except NoConfig as e:  # deterministic asked of a class with atomic chains only
            assert p.deterministic and "deterministic asked" in str(e)
            continue
        except BadProblem as e:  # the chains it admits all keep dQ slices (over the limit)
            assert "needs a workspace over the limit" in str(e), str(e)
            admitted = {e.chain for e in candidates(p, arch, default_table((arch,)))}
            assert admitted == {"deterministic"}, admitted
            continue
        n_planned += 1
        assert pl.workspace_bytes <= workspace_limit(p)
        # the chain is one of the catalog's for the class (ranked by the shipped table)
        assert (pl.entry.chain, pl.entry.stages, pl.entry.validate) in {
            (e.chain, e.stages, e.validate)
            for e in catalog_table((arch,)).classes[problem_key(p, arch)]}
        if p.deterministic:
            assert pl.chain in ("split", "deterministic")
        fams = [la.family for la in pl.launches]
        chain = CHAINS[pl.chain]
        assert fams[-len(chain.stages):] == list(chain.families)
        assert (fams[0] == "attention_bwd_validate") == (p.thd or p.paged)
        s = p.sizes()
        for la in pl.launches:
            b = build(la.family, la.id)
            assert la.arch == arch and la.block == (b.config["wg_size"], 1, 1)
            assert la.lds == b.lds_bytes
            g = b.grid
            if g.side is None:
                assert la.grid == (1, 1, 1)
            else:
                rows = s.seqlen_q if g.side == "q" else s.seqlen_k
                heads = p.heads_q if g.heads == "q" else p.heads_kv
                assert la.grid == (-(-rows // g.block), heads, p.batch)
            seg = la.kernarg()
            vals = dict(la.values)
            want = {"num_heads_q": p.heads_q, "num_heads_kv": p.heads_kv, "batch": p.batch,
                    "total_q": s.rows_q, "max_seqlen_q": s.seqlen_q,
                    "seqlen_q": s.seqlen_q, "seqlen_k": s.seqlen_k}
            for a in b.abi.layout():
                if a["type"] == "i32":
                    (v,) = struct.unpack_from("<i", seg, a["offset"])
                    assert v == vals[a["name"]]
                    if a["name"] in want:
                        assert v == want[a["name"]], (a["name"], la.id)
                elif a["type"] == "f32":
                    (v,) = struct.unpack_from("<f", seg, a["offset"])
                    assert v == pytest.approx(1.0 if la.family.endswith(("convert", "reduce"))
                                              else p.softmax_scale, rel=1e-6)
        shapes = {b.name: b.shape for b in pl.buffers}
        assert shapes["q"] == (s.rows_q, p.heads_q, p.head_dim)
        assert shapes["v"] == (s.rows_k, p.heads_kv, p.dv)
        ws = pl.workspace()
        assert [b.name for b, _ in ws] == [b.name for b in pl.buffers if b.name in WORKSPACES]
        for (b, off), (_b2, nxt) in zip(ws, ws[1:], strict=False):
            assert off % WS_ALIGN == 0 and off + b.nbytes <= nxt
        assert not any(b.zero for b in pl.buffers)  # every shipped chain zeroes on the device
    assert n_planned > 100


@pytest.mark.parametrize(("change", "fault"), [
    ({"batch": 0}, "batch=0: must be at least 1"),
    ({"heads_kv": 3}, "heads_q must be a multiple of heads_kv"),
    ({"heads_q": -1}, "heads_q=-1"),
    ({"head_dim": 80}, "head_dim=80"),
    ({"head_dim_v": 128}, "head_dim_v 128 is over head_dim 64"),
    ({"dtype": "f32"}, "dtype=f32"),
    ({"layout": "sbhd"}, "layout=sbhd"),
    ({"total_q": -5}, "total_q=-5"),
    ({"cu_seqlens_q_len": 3}, "cu_seqlens_q has 3 elements, batch 3 needs 4"),
    ({"cu_seqlens_k_len": 5}, "cu_seqlens_k has 5 elements"),
    ({"causal": 1, "window_left": 8}, "give causal or a window, not both"),
    ({"align": "tl"}, "align tl without a mask"),
    ({"window_right": -7}, "window sides are -1"),
    ({"scale": -1.0}, "scale=-1.0"),
    ({"page_size": 16, "num_pages": 4, "max_pages": 2, "max_seqlen_k": 40},
     "max_seqlen_k=40 exceeds max_pages * page_size = 32"),
    ({"page_size": 24, "num_pages": 4, "max_pages": 2}, "page_size=24"),
    ({"num_pages": 4}, "without page_size"),
    ({"total_q": 1 << 31}, "total_q=2147483648"),
    ({"max_seqlen_q": 1 << 30}, "workspace slot rows"),
])
def test_bad_problems_are_one_line_errors(change: dict, fault: str) -> None:
    with pytest.raises(BadProblem, match=None) as e:
        plan(replace(THD, **change), "gfx942")
    assert fault in str(e.value) and "\n" not in str(e.value)


def test_bshd_takes_no_offsets_and_tensor_checks() -> None:
    dense = Problem(batch=2, heads_q=2, heads_kv=2, head_dim=64, seqlen_q=30, seqlen_k=30)
    with pytest.raises(BadProblem, match="cu_seqlens_q given with layout=bshd"):
        plan(replace(dense, cu_seqlens_q_len=3), "gfx942")
    good = {"q": TensorMeta((60, 2, 64), (128, 64, 1), "f16"),
            "dq_ws": TensorMeta((60 * 2 * 64 * 4 + 2 * 2 * 30 * 4,), None, "u8"),
            "block_table": TensorMeta((2, 4))}  # another chain's tensor: not read here
    cat = catalog_table(("gfx942",))  # the catalog's order: the atomic chain these tensors fit
    pl = plan(replace(dense, tensors=tuple(good.items())), "gfx942", cat)
    assert pl.chain == "atomic"
    for name, meta, fault in (
            ("q", TensorMeta((60, 2, 64), (64, 4096, 1)), "strides [64, 4096, 1]"),
            ("k", TensorMeta((61, 2, 64)), "shape [61, 2, 64], the chain needs [60, 2, 64] or "
                                            "[2, 30, 2, 64]"),
            ("dv", TensorMeta((60, 2, 64), None, "bf16"), "'dv' is bf16, the chain needs f16"),
            ("dq_ws", TensorMeta((100,), None, "u8"), "workspace 'dq_ws' holds 100 bytes"),
            ("qkv", TensorMeta((1,)), "tensor 'qkv' is no argument")):
        with pytest.raises(BadProblem, match=None) as e:
            plan(replace(dense, tensors=((name, meta),)), "gfx942", cat)
        assert fault in str(e.value)


def test_refusals_name_what_no_config_has() -> None:
    with pytest.raises(NoConfig) as e:
        plan(replace(THD, dtype="bf16", window_left=17, window_right=3), "gfx942")
    assert "mask=(align br, window)" in str(e.value)
    assert "(align br, causal)" in str(e.value)  # what is shipped there
    with pytest.raises(NoConfig, match=r"head_dim=256 has head_dim_v=192 \(shipped: 256\)"):
        plan(replace(THD, head_dim=256, head_dim_v=192), "gfx942")
    paged = replace(THD, page_size=16, num_pages=8, max_pages=4, max_seqlen_k=64,
                    deterministic=True)
    with pytest.raises(NoConfig, match="deterministic asked, and the class's chains are paged"):
        plan(paged, "gfx942")
    with pytest.raises(NoConfig, match="not built in the objects directory"):
        plan(THD, "gfx942", objects={"attention_bwd_prep/gfx942/x.co"})
    with pytest.raises(BadProblem, match="arch gfx90a"):
        plan(THD, "gfx90a")


def test_plan_restricted_to_built_objects_picks_a_built_chain() -> None:
    table = catalog_table(("gfx942",))  # the catalog's order, not the shipped ranking
    first = plan(THD, "gfx942", table)
    later = table.classes[problem_key(THD, "gfx942")][1]
    objs = {f"{f}/gfx942/{i}.co" for f, i in later.stages}
    if later.validate:
        objs.add(f"attention_bwd_validate/gfx942/{later.validate}.co")
    got = plan(THD, "gfx942", table, objects=objs)
    assert got.entry == later != first.entry
    assert all(la.code_object in objs for la in got.launches)


def test_parse_problem_spelling() -> None:
    p = parse_problem("layout=thd dtype=bf16,batch=4,heads=16:4,d=128,total=4096,"
                      "max_seqlen=2048,window=40:8,align=tl,deterministic=1")
    assert (p.heads_q, p.heads_kv, p.total_k, p.max_seqlen_k) == (16, 4, 4096, 2048)
    assert (p.window_left, p.window_right, p.deterministic) == (40, 8, True)
    assert parse_problem("seqlen=100").seqlen_k == 100
    for spec, msg in (("batch=x", "batch=x: expected an integer"), ("foo=1", "unknown key"),
                      ("window=4", "window=4: expected A:B"), ("d", "is not KEY=VALUE"),
                      ("deterministic=maybe", "expected a boolean")):
        with pytest.raises(BadProblem, match=msg):
            parse_problem(spec)


def test_cli_plan_json_and_errors(tmp_path) -> None:
    spec = "layout=thd,batch=3,heads=4:2,d=64,total=100,max_seqlen=50"
    r = cli("plan", "--problem", spec, "--arch", "gfx942", "--json")
    assert r.returncode == 0, r.stderr
    js = json.loads(r.stdout)
    want = plan(parse_problem(spec), "gfx942").to_json()
    assert js == json.loads(json.dumps(want))
    assert [la["family"] for la in js["launches"]][0] == "attention_bwd_validate"
    r = cli("plan", "--problem", spec.replace("heads=4:2", "heads=4:3"), "--arch", "gfx942")
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "rocke: error: problem: heads 4:3: heads_q must be a multiple of heads_kv (the GQA "
        "group is heads_q / heads_kv)"]


def test_catalog_table_is_reproducible_data(tmp_path) -> None:
    t = catalog_table(("gfx942", "gfx950"))
    text = t.text()
    path = tmp_path / "tune.json"
    path.write_text(text)
    back = load_table(path)
    assert back.text() == text and back.classes == t.classes
    path.write_text('{"schema": "other"}')
    with pytest.raises(Exception, match="not a rocke selection table"):
        load_table(path)


def test_tune_ranks_by_the_models_expected_figure(tmp_path) -> None:
    """Two atomic mains of one class, modeled: the table lists the faster first with its
    figure (perf_select's expected_tflops), the plan takes it, the file is the same bytes on
    a second write."""
    from rocke_cli.figures import perf_select
    from rocke_cli.registry.outputs import write_outputs

    ids = ("gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic",
           "gfx942.f16.d64.bm64bn64.thd.ws0.full.c0.atomic.mfma")
    sel = Select(families=(MAIN,), configs=ids)
    entries = tune_entries(sel, ("gfx942",))
    assert modeled(entries) == {MAIN: tuple(sorted(ids))}
    perf = {(kp.family, kp.id): kp for kp in perf_select(sel)}
    table = rank(entries, perf)
    figs = {i: round(kp.expected_tflops, 2) for (_f, i), kp in perf.items()}
    (entries,) = table.classes.values()
    assert [e.figure for e in entries] == sorted(figs.values(), reverse=True)
    assert [e.anchor[1] for e in entries] == sorted(figs, key=lambda i: -figs[i])
    p = plan(replace(THD, heads_kv=4), "gfx942", table)
    assert p.entry == entries[0] and p.to_json()["expected_tflops"] == max(figs.values())
    assert p.ranked_by.startswith("expected measured")
    # the chains the tuned selection did not model stay plannable, after the ranked ones
    paged = plan(replace(THD, page_size=16, num_pages=9, max_pages=4, max_seqlen_k=60),
                 "gfx942", table)
    # (ranked by the shipped table there: it models the whole catalog)
    assert paged.chain == "paged" and paged.entry.figure is not None
    merged = table.over(catalog_table(("gfx942",))).classes[problem_key(THD, "gfx942")]
    assert merged[:2] == entries and len(merged) > 2
    assert write_outputs(tmp_path, table) == ["tune.json"]
    assert write_outputs(tmp_path, Table(dict(table.classes), ranked=True)) == []
    assert load_table(tmp_path / "tune.json").classes == table.classes


def test_a_workspace_first_accumulated_into_is_zeroed_by_the_host() -> None:
    """The zero rule: prep(zero_ws 1) writes dq_ws before main(atomic) adds into it (no
    memset); a chain whose first use of dq_ws accumulates needs the host to zero it."""
    from rocke_cli.registry.launch import chain_launches

    pl = plan(THD, "gfx942")
    main = next(la.build for la in pl.launches if la.family == MAIN)
    prep = next(la.build for la in pl.launches if la.family.endswith("prep"))
    _, alone = chain_launches([main], THD.sizes())
    _, chained = chain_launches([prep, main], THD.sizes())
    assert {b.name for b in alone if b.zero} == {"dq_ws"}
    assert not any(b.zero for b in chained)


class _RecordingHip:
    """The HIP module API as the launcher calls it through ctypes, recorded: each launch's
    kernarg bytes read back through the `extra` array it is given."""

    def __init__(self) -> None:
        self.log: list[tuple] = []

    def hipModuleLoad(self, mod, path):  # noqa: ANN001, ANN201, N802
        import ctypes

        ctypes.cast(mod, ctypes.POINTER(ctypes.c_void_p))[0] = 0x1000 + len(self.log)
        self.log.append(("load", path))
        return 0

    def hipModuleGetFunction(self, fn, mod, name):  # noqa: ANN001, ANN201, N802
        import ctypes

        ctypes.cast(fn, ctypes.POINTER(ctypes.c_void_p))[0] = 0x2000 + len(self.log)
        self.log.append(("function", name))
        return 0

    def hipMemsetAsync(self, addr, value, size, stream):  # noqa: ANN001, ANN201, N802
        self.log.append(("memset", addr.value, value, size.value))
        return 0

    def hipModuleLaunchKernel(self, fn, gx, gy, gz, bx, by, bz, shared, stream, params,  # noqa: ANN001, ANN201, N802, PLR0913
                              extra):
        import ctypes

        assert params is None and extra[0] == 1 and extra[2] == 2 and extra[4] == 3
        size = ctypes.cast(extra[3], ctypes.POINTER(ctypes.c_size_t))[0]
        data = ctypes.string_at(extra[1], size)
        self.log.append(("launch", fn.value, (gx.value, gy.value, gz.value),
                         (bx.value, by.value, bz.value), shared.value, data))
        return 0


def test_python_launcher_launches_the_plan_through_the_module_api(tmp_path) -> None:
    """The launcher's calls are the plan's (zeroing, order, grids, blocks, kernarg bytes at
    the given addresses), each code object loaded once; the device itself is untested."""
    from rocke_cli.registry.hip import KernelCall, Launcher, Memset, calls
    from rocke_cli.registry.launch import chain_launches
    from rocke_cli.registry.plan import Plan

    pl = plan(THD, "gfx942")
    main = next(la.build for la in pl.launches if la.family == MAIN)
    launches, buffers = chain_launches([main], THD.sizes())
    alone = Plan(THD, "gfx942", pl.entry, launches, buffers, "test")
    tensors = {"q": 0x1000000, "k": 0x2000000, "v": 0x3000000, "dout": 0x4000000,
               "lse": 0x5000000, "dk": 0x6000000, "dv": 0x7000000, "cu_seqlens_q": 0x8000000,
               "cu_seqlens_k": 0x9000000, "o": 0xA000000, "dq": 0xB000000}
    for p in (pl, alone):
        want = calls(p, tensors, 0x70000000)
        hip = _RecordingHip()
        launcher = Launcher(tmp_path, lib=hip)
        launcher.run(p, tensors, 0x70000000)
        launcher.run(p, tensors, 0x70000000)
        got = [c for c in hip.log if c[0] in ("memset", "launch")]
        exp = [("memset", c.addr, 0, c.nbytes) if isinstance(c, Memset) else
               ("launch", c.grid, c.block, 0, c.kernarg) for c in want] * 2
        assert [g if g[0] == "memset" else (g[0], *g[2:]) for g in got] == exp
        loads = [c[1] for c in hip.log if c[0] == "load"]
        assert loads == [str(tmp_path / c.code_object).encode() for c in want
                         if isinstance(c, KernelCall)]
    assert [type(c) for c in calls(alone, tensors, 0x70000000)] == [Memset, KernelCall]


def test_cli_tune_writes_the_table_and_plan_ranks_built_objects_by_it(tmp_path) -> None:
    """`rocke tune` into a build output: tune.json and the C++ over what DIR has built;
    `rocke plan --objects DIR` then takes that chain with its modeled figure."""
    out = tmp_path / "objects"
    out.mkdir()
    cid = "gfx942.f16.d64.bm32bn64.thd.ws0.full.c0.atomic"
    entry = next(e for e in catalog_table(("gfx942",)).classes[problem_key(THD, "gfx942")]
                 if e.anchor == (MAIN, cid))
    objs = [f"{f}/gfx942/{i}.co" for f, i in entry.stages]
    objs.append(f"attention_bwd_validate/gfx942/{entry.validate}.co")
    (out / "manifest.json").write_text(json.dumps({"schema": "rocke.build/v1",
                                                   "files": {o: {} for o in objs}}))
    r = cli("tune", "--family", MAIN, "--config", cid, "--out", str(out))
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in out.iterdir()) == [
        "manifest.json", "rocke_launch.cpp", "rocke_launch.h", "tune.json"]
    (ranked,) = load_table(out / "tune.json").classes.values()
    assert [e.anchor for e in ranked] == [(MAIN, cid)] and ranked[0].figure > 0
    r = cli("plan", "--problem", "layout=thd,batch=3,heads=4:2,d=64,total=100,max_seqlen=50",
            "--arch", "gfx942", "--objects", str(out), "--json")
    js = json.loads(r.stdout)
    assert js["expected_tflops"] == ranked[0].figure and js["ranked_by"].startswith("expected")
    assert [la["code_object"] for la in js["launches"]] == [objs[-1], *objs[:-1]]


_INTS = (-3, -1, 0, 1, 2, 7, 16, 64, 128, 192, 300, 2048, 70000, 1 << 31, -(1 << 31))
POOLS = {"layout": ["bshd", "thd", "sbhd"], "dtype": ["f16", "bf16", "fp8"],
         "batch": _INTS, "heads_q": _INTS, "heads_kv": _INTS,
         "head_dim": [0, 64, 80, 128, 192, 256], "head_dim_v": [0, 64, 128, 512, -1],
         "seqlen_q": _INTS, "seqlen_k": _INTS, "total_q": _INTS, "total_k": _INTS,
         "max_seqlen_q": _INTS, "max_seqlen_k": _INTS, "causal": [0, 1, 2],
         "align": ["br", "tl", "x"], "window_left": _INTS, "window_right": _INTS,
         "page_size": [0, 16, 24, 64, -16], "num_pages": _INTS, "max_pages": _INTS,
         "cu_seqlens_q_len": [None, 0, 1, 2, 3], "cu_seqlens_k_len": [None, 2, 5],
         "deterministic": [False, True], "scale": [None, 0.5, -1.0, float("nan")]}


def perturbed(n: int, seed: int, pools: dict = POOLS) -> list[tuple[Problem, str]]:
    """Servable problems with 0 to 3 values drawn from `pools` (the valid and the absurd)."""
    rng = random.Random(seed)
    return [(replace(base, **{k: rng.choice(pools[k])
                              for k in rng.sample(sorted(pools), rng.randint(0, 3))}), arch)
            for base, arch in random_problems(n, seed=seed + 1)]


def test_any_problem_is_planned_or_refused_in_one_line() -> None:
    """Whatever the values (seeded draws over sizes, kinds and combinations, the valid and
    the absurd), plan returns a chain or raises BadProblem / NoConfig with one line: never
    another exception (rocke's exit 2, never an internal error)."""
    outcomes = set()
    for i, (p, arch) in enumerate(perturbed(600, 4)):
        try:
            pl = plan(p, arch if i % 25 else "gfx90a")
        except (BadProblem, NoConfig) as e:
            assert "\n" not in str(e) and str(e)
            outcomes.add(type(e).__name__)
            continue
        assert pl.launches and all(la.kernarg() for la in pl.launches)
        outcomes.add("planned")
    assert outcomes == {"BadProblem", "NoConfig", "planned"}


def test_python_launcher_loads_a_plan_up_front_and_names_a_missing_objects_path(
        tmp_path) -> None:
    from rocke_cli.registry.hip import Launcher

    class Missing(_RecordingHip):
        def hipModuleLoad(self, mod, path):  # noqa: ANN001, ANN201, N802
            super().hipModuleLoad(mod, path)
            return 301 if b"/attention_bwd_main/" in path else 0

    p = plan(THD, "gfx942")
    hip = _RecordingHip()
    Launcher(tmp_path, lib=hip).load(p)
    assert [c[1] for c in hip.log if c[0] == "load"] == [
        str(tmp_path / la.code_object).encode() for la in p.launches]
    assert not [c for c in hip.log if c[0] in ("launch", "memset")]
    main = next(la for la in p.launches if la.family == MAIN)
    with pytest.raises(RockeError, match=re.escape(f"hipModuleLoad {tmp_path / main.code_object}"
                                                   f" failed with hipError 301")):
        Launcher(tmp_path, lib=Missing()).load(p)


def test_every_chain_workspace_is_read_by_a_stage_none_only_zeroed() -> None:
    """Issue 49: a chain's workspaces are what its stages need. A workspace a stage writes
    and no stage reads (the split chain's dQ workspace a zeroing prep cleared, 512 MiB at
    batch 4 x 32 heads x 8k x d128) is work and memory nothing uses."""
    from rocke_cli.registry.chains import VALIDATE

    waste = []
    for _k, entries in catalog_table(("gfx942", "gfx950")).classes.items():
        for e in entries:
            kernels = [*([(VALIDATE, e.validate)] if e.validate else []), *e.stages]
            access: dict[str, set[str]] = {}
            for f, i in kernels:
                for a in build(f, i).abi.args:
                    if a.kind == "ptr" and a.name in WORKSPACES:
                        access.setdefault(a.name, set()).add(a.access)
            waste += [(e.chain, e.anchor[1], w) for w, acc in access.items()
                      if not any("r" in x for x in acc) and w not in ("status", "bad_count")]
    assert not waste, waste[:5]


def test_deterministic_bshd_plans_no_dq_workspace() -> None:
    """The split chain (the catalog's first deterministic one) plans delta alone; whichever
    chain the shipped ranking picks, every workspace it plans is one a stage reads."""
    spec = parse_problem("layout=bshd,dtype=bf16,batch=4,heads=32,d=128,seqlen=8192,"
                         "deterministic=1")
    p = plan(spec, "gfx942", catalog_table(("gfx942",)))
    assert p.chain == "split" and "dq_ws" not in {b.name for b in p.buffers}
    assert p.workspace_bytes == 4 * 32 * 8192 * 4  # delta alone
    p = plan(spec, "gfx942")
    read = {a.name for la in p.launches for a in la.build.abi.args if "r" in a.access}
    assert all(b.name in read for b in p.buffers if b.workspace), p.chain


def test_pytorch_4d_bshd_tensors_plan_and_a_stride_the_kernels_cannot_honour_is_named() -> None:
    """Issue 49: [B, S, H, D] as PyTorch holds a bshd tensor is the plan's [B*S, H, D], the
    same bytes; a transposed or padded one is refused naming the dim whose stride is off."""
    dense = Problem(layout="bshd", dtype="bf16", batch=4, heads_q=32, heads_kv=8,
                    head_dim=128, seqlen_q=512, seqlen_k=256)
    four = {"q": TensorMeta((4, 512, 32, 128), (512 * 32 * 128, 32 * 128, 128, 1), "bf16"),
            "k": TensorMeta((4, 256, 8, 128), None, "bf16"),
            "dout": TensorMeta((4, 512, 32, 128))}
    pl = plan(replace(dense, tensors=tuple(four.items())), "gfx950")
    assert {b.name: b.shape for b in pl.buffers}["q"] == (4 * 512, 32, 128)
    # [B, H, S, D] memory viewed as [B, S, H, D] (q.transpose(1, 2) in PyTorch)
    bhsd = TensorMeta((4, 512, 32, 128), (512 * 32 * 128, 128, 512 * 128, 1))
    with pytest.raises(BadProblem) as e:
        plan(replace(dense, tensors=(("q", bhsd),)), "gfx950")
    assert "its heads stride 65536 is not the contiguous 128" in str(e.value)
    # a padded head dim (a slice of a wider buffer)
    padded = TensorMeta((4, 256, 8, 128), (256 * 8 * 256, 8 * 256, 256, 1))
    with pytest.raises(BadProblem, match="its heads stride 256 is not the contiguous 128"):
        plan(replace(dense, tensors=(("v", padded),)), "gfx950")
    with pytest.raises(BadProblem, match=r"needs \[1024, 8, 128\] or \[4, 256, 8, 128\]"):
        plan(replace(dense, tensors=(("k", TensorMeta((4, 512, 8, 128))),)), "gfx950")
