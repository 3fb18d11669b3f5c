"""attention_bwd_validate, the validation report (docs/design.md §15), and the simulator's use
of it: status words against the definition, agreement with the guard, a given batch
(`rocke sim --cu-seqlens-q`), and the adversarial cases that need it."""

from __future__ import annotations

import json

import numpy as np
import pytest
from helpers import Sandbox, cli

from rocke_cli.engine import catalog
from rocke_cli.engine.families.validate import DEC, KV_SHIFT, LONG, OVERLAP, PAGE
from rocke_cli.engine.render import render
from rocke_cli.sim.adversarial import CASES, clean, decode, given
from rocke_cli.sim.problem import make_side
from rocke_cli.sim.validity import guard_disagreements, offsets_status

VAL = "attention_bwd_validate"
MAIN = "gfx942.f16.d64.bm32bn64.thd.ws1.full.c1.atomic"  # slot rows: the guard bounds len q
MAIN_WS0 = "gfx942.bf16.d128.bm32bn64.thd.ws0.full.c0.atomic"


class _Buf:
    def __init__(self, arr: np.ndarray) -> None:
        self.arr, self.elem = np.ascontiguousarray(arr, np.int32), "i32"

    @property
    def addr(self) -> int:
        return self.arr.ctypes.data


def _run(cid: str, bufs: dict, scalars: dict) -> tuple[list[int], int]:
    from rocke_cli.sim.pack import pack
    from rocke_cli.sim.runtime import compile_kernel, launch

    b = catalog.build(VAL, cid)
    k = compile_kernel(render(b, "ll", "llvm22"), b.abi, b.config["wg_size"], cid)
    n = scalars["batch"]
    st, cnt = _Buf(np.full(n, -7)), _Buf(np.full(1, -7))
    launch(k, pack(b.abi, {"status": st, "bad_count": cnt, **bufs}, scalars), (1, 1, 1))
    return [int(x) for x in st.arr], int(cnt.arr[0])


def test_the_brief_example_is_reported_per_sequence() -> None:
    # [0, 60, 20, 100]: [60, 20) decreases (the guard drops it), [20, 100) starts inside [0, 60)
    cu = np.array([0, 60, 20, 100])
    words, n = _run("gfx942.thd.kvthd.p16.wg256",
                    {"cu_seqlens_q": _Buf(cu), "cu_seqlens_k": _Buf(np.array([0, 5, 9, 9]))},
                    {"total_q": 100, "max_seqlen_q": 80, "total_k": 9, "max_seqlen_k": 5,
                     "batch": 3})
    assert words == [0, DEC, OVERLAP] and n == 2


@pytest.mark.parametrize("cid", ["gfx942.thd.kvthd.p16.wg64", "gfx942.thd.kvpaged.p64.wg256",
                                 "gfx950.bshd.kvpaged.p16.wg256"])
def test_status_words_are_the_definition_over_many_chunks(cid: str) -> None:
    """Random batches of up to 300 sequences (several chunks of wg_size: the carries) with
    corrupted offsets, lengths and block tables, against the Python definition."""
    rng = np.random.default_rng(5)
    b = catalog.build(VAL, cid)
    ps = b.config["page_size"]
    flagged = 0
    for _ in range(6):
        nb = int(rng.integers(1, 300))
        cu = np.concatenate([[0], np.cumsum(rng.integers(0, 20, nb))])
        for c in (cu, ck := cu.copy()):
            # cu[i] just below cu[i-1]: sequence i-1 decreases, i starts inside i-2
            for i in rng.integers(2, nb + 1, 3) if nb > 2 else ():
                c[i] = c[i - 1] - rng.integers(1, 4)
        cuk = ck
        for _ in range(int(rng.integers(1, 4))):  # wild entries
            cu[rng.integers(0, nb + 1)] = int(rng.integers(-5, cu[-1] + 10))
        total, msl = int(cu.max()), int(rng.integers(15, 45))
        table = rng.integers(-1, 12, (nb, 3))
        sl = rng.integers(-3, 3 * ps + 5, nb)
        bufs = {"cu_seqlens_q": _Buf(cu), "cu_seqlens_k": _Buf(cuk), "seqlens_k": _Buf(sl),
                "block_table": _Buf(table)}
        sc = {"total_q": total, "max_seqlen_q": msl, "total_k": total + 3,
              "max_seqlen_k": ps + 7, "num_pages": 10, "max_pages": 3, "batch": nb}
        words, n = _run(cid, bufs, sc)
        want = offsets_status(list(cu), total, msl) if b.derived.q_thd else [0] * nb
        if b.derived.kv_thd:
            want = [w | x << KV_SHIFT for w, x in
                    zip(want, offsets_status(list(cuk), total + 3, ps + 7), strict=True)]
        if b.derived.paged:
            for i, ln in enumerate(int(x) for x in sl):
                pages = -(-ln // ps) if ln >= 0 else 0
                w = 1 * (ln < 0) | 4 * (pages > 3) | LONG * (ln > ps + 7)
                if not w and pages and ((table[i, :pages] < 0) | (table[i, :pages] >= 10)).any():
                    w |= PAGE
                want[i] |= w << KV_SHIFT
        assert words == want
        assert n == sum(1 for w in want if w)
        flagged |= np.bitwise_or.reduce(want)
    # not vacuous: overlap seen on each THD side, a bad page on a paged one
    assert all(flagged & bit for bit, on in ((OVERLAP, b.derived.q_thd),
               (OVERLAP << KV_SHIFT, b.derived.kv_thd), (PAGE << KV_SHIFT, b.derived.paged)) if on)


def test_guard_bits_agree_with_the_guard_rule() -> None:
    """A side carries neg/dec/past/long exactly when the guard (bounding len) drops it."""
    rng = np.random.default_rng(9)
    for _ in range(300):
        cu = [int(x) for x in rng.integers(-3, 40, int(rng.integers(2, 9)))]
        total, msl = int(rng.integers(0, 40)), int(rng.integers(0, 30))
        words = offsets_status(cu, total, msl)
        for b, w in enumerate(words):
            assert bool(w & 0xF) == (decode(cu, b, total, msl) is None), (cu, total, msl, b)


def test_a_guard_that_keeps_a_flagged_sequence_is_a_disagreement() -> None:
    from rocke_cli.sim.problem import Problem

    off = given([0, 10, 30, 35], 35, 10)  # sequence 1 is 20 long, max_seqlen 10
    unbounded = make_side("q", True, off, None)  # a guard without the len > max_seqlen term
    bounded = make_side("q", True, off, 10)
    kv = make_side("kv", True, clean([4, 4, 4]), None)
    words = offsets_status(off.cu, off.total, off.max_seqlen)
    assert words == [0, LONG, 0]
    mk = lambda q: Problem("thd", "f16", 64, False, 2, 1, q, kv, 0, 0.1)  # noqa: E731
    assert guard_disagreements(words, mk(bounded)) == []
    assert guard_disagreements(words, mk(unbounded)) == ["q[1]: report q.long, guard keeps it"]


def test_the_corpus_has_the_issue_11_cases() -> None:
    names = {c.name for c in CASES}
    assert {"empty_first", "padded_start", "garbage_end", "too_long", "overlap"} <= names
    lens = [40, 9, 0, 21]
    by = {c.name: c.make(list(lens)) for c in CASES}
    assert by["empty_first"].cu[:2] == (0, 0)
    assert by["padded_start"].cu[0] == 5 and by["padded_start"].total == sum(lens) + 8
    assert by["garbage_end"].cu[-1] == 0xDEADBEEF - (1 << 32)
    tl = by["too_long"]
    assert tl.cu[1] - tl.cu[0] > tl.max_seqlen and tl.cu[-1] <= tl.total
    ov = by["overlap"]
    assert offsets_status(ov.cu, ov.total, ov.max_seqlen) == [0, DEC, OVERLAP, 0]


def _given(*args: str) -> tuple[int, dict, str]:
    r = cli("sim", "atomic", "--config", MAIN, *args, "--json", "-j", "1")
    return r.returncode, (json.loads(r.stdout) if r.stdout.strip() else {}), r.stderr


def test_a_given_batch_reports_computed_dropped_and_overlap() -> None:
    rc, rep, err = _given("--cu-seqlens-q", "0,60,20,100,130", "--max-seqlen-q", "80",
                          "--cu-seqlens-k", "0,30,30,90,100", "--total-k", "120")
    assert rc == 0, err
    inst = rep["pipelines"][0]["instances"][0]
    assert inst["validate"] == "gfx942.thd.kvthd.p16.wg256"
    res = inst["cases"][0]
    assert res["ok"] and res["canary_hits"] == {} and res["stray"] == {}
    out = [s["outcome"] for s in res["sequences"]]
    assert out[0].startswith("overlap: a later sequence shares its rows: numbers not judged")
    assert out[1] == "dropped by the guard: q.dec"
    assert out[2].startswith("overlap: kept by the guard, rows shared") and "not judged" in out[2]
    assert out[3] == "computed"
    st = {o["name"]: o for o in res["outputs"]}
    assert st["status"]["ok"] and st["bad_count"]["ok"] and st["status"]["count"] == 4
    assert st["dq"]["count"] > 0  # sequence 3 is judged


@pytest.mark.parametrize("args, what", [
    (("--cu-seqlens-q", "0,x"), "--cu-seqlens-q 0,x: expected comma-separated integers"),
    (("--cu-seqlens-q", "0"), "at least 2"),
    (("--cu-seqlens-q", "0,4294967296"), "is not an int32"),
    (("--total-q", "5"), "--total-q needs --cu-seqlens-q"),
    (("--cu-seqlens-q", "0,5", "--cu-seqlens-k", "0,5,9"), "--cu-seqlens-k: 3 offsets"),
    (("--cu-seqlens-q", "0,5", "--total-q", "-1"), "--total-q -1"),
    (("--cu-seqlens-q", "0,5", "--max-seqlen-k", "70000"), "--max-seqlen-k 70000"),
    (("--cu-seqlens-q", "0,5", "--adversarial"), "does not combine with --adversarial"),
    (("--cu-seqlens-q", "0,5", "--seqlens", "5"), "drop --seqlens"),
])
def test_given_batch_options_are_checked(args: tuple[str, ...], what: str) -> None:
    r = cli("sim", "atomic", "--config", MAIN, *args)
    assert r.returncode == 2, r.stderr
    assert what in r.stderr and r.stderr.strip().count("\n") == 0 and "Traceback" not in r.stderr


def test_a_given_batch_on_dense_configs_only_is_an_error() -> None:
    r = cli("sim", "deterministic", "--config", "gfx942.bf16.d64.bm32bn64.bshd.ws0.full.c1.slices",
            "--cu-seqlens-q", "0,5")
    assert r.returncode == 2 and "no THD config" in r.stderr, r.stderr


def test_a_wrong_report_fails_the_instance(sandbox: Sandbox) -> None:
    # the kernel never sets the overlap bit: the simulator's expected words catch it
    p = sandbox.root / "templates" / "attention_bwd_validate.ll.j2"
    text = p.read_text()
    old = "%{{ p }}.ov, i32 {{ bit.overlap }}"
    assert old in text
    p.write_text(text.replace(old, "%{{ p }}.ov, i32 0"))
    r = sandbox.rocke("sim", "atomic", "--config", MAIN, "--cu-seqlens-q", "0,60,20,100",
                      "--max-seqlen-q", "80", "--json", "-j", "1")
    assert r.rc == 1, r.err
    res = json.loads(r.out)["pipelines"][0]["instances"][0]["cases"][0]
    st = {o["name"]: o for o in res["outputs"]}
    assert not st["status"]["ok"] and not st["bad_count"]["ok"]


def test_two_configs_verify() -> None:
    # (its goldens: tests/test_shipped.py checks every family's in one run)
    r = cli("verify", "--family", VAL, "--config", "gfx942.thd.kvpaged.p16.wg64,"
            "gfx950.thd.kvthd.p16.wg256", "-j", "2")
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr
