"""Loop schedules as recorded data (schedule/record.py, replay.py, run.py; gates/schedules.py): a
record replays to the search's own assembly and code object bytes; a record that no longer fits
its kernel, or none, is refused (exit 1) naming the kernel and the command that searches;
`rocke build` and `rocke perf` never search; `rocke schedule` is where the search runs and what
writes records; check-golden holds them (NEW, SEMANTIC, STALE) and --explain shows their diff."""

from __future__ import annotations

import dataclasses
import subprocess
from pathlib import Path

import pytest
from helpers import Sandbox

from rocke_cli.engine.catalog import Select
from rocke_cli.errors import RockeError
from rocke_cli.schedule import record, replay, run
from rocke_cli.schedule.record import RecordError
from rocke_cli.schedule.replay import NotReplayable
from rocke_cli.schedule.search import search_kernel
from rocke_cli.toolchain.objects import ObjectJob, build_objects

MAIN = "attention_bwd_main"
SMALL = "gfx942.bf16.d64.bm32bn128.bshd.ws0.full.c0.atomic.kvs"  # 571 units: a quick search
PLAIN = "gfx942.bf16.d64.bm32bn64.bshd.ws0.full.c0.atomic"  # no schedule asked
MOVES = 200


@pytest.fixture(scope="module")
def searched() -> tuple[run.Target, object, record.Record]:
    (t,), _ = run.targets(Select(families=(MAIN,), configs=(SMALL,)))
    s = search_kernel(t.text, t.arch, t.key, moves=MOVES)
    return t, s, run.record_of(t, s, MOVES)


class _Fixed:
    """A scheduler handing build_objects a given assembly."""

    def __init__(self, asm: str, tag: str) -> None:
        self._asm, self._tag = asm, tag

    def asm(self, job: ObjectJob) -> str:
        return self._asm

    def digest(self, job: ObjectJob) -> str:
        return self._tag


def test_a_record_replays_to_the_searchs_own_assembly_and_object_bytes(searched) -> None:
    t, s, rec = searched
    assert not rec.llvm_order and rec.kept == s.moves > 0  # the search moved something
    again = record.parse(rec.dumps(), "x.sched")
    assert again == rec  # the text holds everything the replay needs
    asm = replay.replay(t.text, t.arch, t.key, again)
    assert asm == s.asm
    job = ObjectJob(t.key, t.text, t.arch, t.family, t.id)
    (a,) = build_objects([job], workers=1, scheduler=_Fixed(s.asm, "search"))
    (b,) = build_objects([job], workers=1, scheduler=_Fixed(asm, "record"))
    assert a.data is not None and a.data == b.data


def test_the_record_reads_as_its_units_in_rockes_order(searched) -> None:
    t, s, rec = searched
    text = rec.dumps()
    lines = text.split("\n")
    order = lines[lines.index("order") + 1:-1]
    assert len(order) == len(s.units)
    assert order[0] == f"{s.order[0]} {s.units[s.order[0]].opcode}"
    from rocke_cli.perf.model import VERSION

    assert f"found-by model {VERSION}; llc " in text and f"moves {MOVES} seed 0" in text
    assert f"text {rec.text}\nmir {rec.mir}\nblock {s.block}\n" in text


def test_a_record_that_does_not_fit_is_refused_naming_kernel_and_command(searched) -> None:
    t, _, rec = searched
    cmd = f"`rocke schedule --family {MAIN} --config {SMALL}`"
    for bad, why in [
        (dataclasses.replace(rec, mir="0" * 64), "no longer replays: LLVM's machine IR"),
        (dataclasses.replace(rec, opcodes=("S_NOP",) + rec.opcodes[1:]), "the record says"),
    ]:
        with pytest.raises(NotReplayable, match=why) as e:
            replay.replay(t.text, t.arch, t.key, bad)
        assert t.key in str(e.value) and cmd in str(e.value) and e.value.exit_code == 1
    # an order that breaks a dependency: the first unit that has a predecessor, moved first
    loop = replay.loop_of(t.text, t.arch, t.key)
    from rocke_cli.schedule import mir

    pred = mir.dag(loop.units)
    k = next(i for i, p in enumerate(pred) if p)
    order = (k, *[i for i in range(len(loop.units)) if i != k])
    broken = dataclasses.replace(rec, order=order,
                                 opcodes=tuple(loop.units[i].opcode for i in order))
    with pytest.raises(NotReplayable, match="breaks a dependency"):
        replay.replay(t.text, t.arch, t.key, broken)


@pytest.mark.parametrize(("edit", "why"), [
    (lambda s: s.replace("schema rocke.schedule/v1", "schema rocke.schedule/v9"), r":3: .*schema"),
    (lambda s: s.replace("\nkept ", "\nkept x"), r":\d+: .*kept is not a count"),
    (lambda s: s.replace("\nmir ", "\nmir z"), r":\d+: .*mir is not a sha256"),
    (lambda s: s.replace("\nblock ", "\nwhat 1\nblock "), r":\d+: .*unknown field 'what'"),
    (lambda s: s.replace("\narch ", "\narch gfx942\narch "), r":\d+: .*'arch' given twice"),
    (lambda s: s.rstrip("\n").rsplit("\n", 1)[0] + "\n", r":\d+: .*not a permutation"),
    (lambda s: s + "7\n", r":\d+: .*an order line is"),
    (lambda s: s.split("order\n")[0], r": .*missing order"),
])
def test_a_corrupt_record_is_one_error_naming_file_and_line(searched, edit, why) -> None:
    _, _, rec = searched
    with pytest.raises(RecordError, match="x.sched" + why):
        record.parse(edit(rec.dumps()), "x.sched")


def test_build_and_perf_replay_and_never_search(monkeypatch: pytest.MonkeyPatch,
                                                tmp_path: Path) -> None:
    from rocke_cli.figures import perf_select
    from rocke_cli.schedule import search
    from rocke_cli.toolchain.build import BuildRequest, build

    def refuse(*a: object, **k: object) -> None:
        raise AssertionError("searched")

    monkeypatch.setattr(search, "schedule", refuse)
    monkeypatch.setattr(search, "search_kernel", refuse)
    sel = Select(families=(MAIN,), configs=(SMALL,))
    (p,) = perf_select(sel)
    assert any("replayed from its record" in a for a in p.approximations)
    rep = build(BuildRequest(sel, tmp_path / "o", 1, False, replay.Replayer()))
    assert len(rep.files) == 1


def test_schedule_searches_records_and_check_golden_holds_the_records(sandbox: Sandbox) -> None:
    sel = ("--family", MAIN, "--config", SMALL)
    path = sandbox.root / "golden" / MAIN / "schedule" / f"{SMALL}.sched"
    shipped = path.read_text()
    ok = sandbox.rocke("-v", "check-golden", *sel, "--flavor", "llvm22", "--artifact", "ll")
    assert ok.rc == 0 and f"MATCH: {MAIN} {SMALL} schedule" in ok.out, ok.out + ok.err
    # CI never records
    ci = sandbox.rocke("schedule", *sel, env={"CI": "true"})
    assert ci.rc == 2 and "CI is set" in ci.err and path.read_text() == shipped
    # the search runs here, and only here: a line a kernel, the record written
    r = sandbox.rocke("schedule", *sel, "--moves", "60", "-j", "1")
    assert r.rc == 0, r.err
    assert f"scheduled [1]: {MAIN} {SMALL}: " in r.out and "1 records written" in r.out
    mine = path.read_text()
    assert mine != shipped and "moves 60 seed 0" in mine
    again = sandbox.rocke("schedule", *sel, "--moves", "60", "-j", "1")
    assert again.rc == 0 and "0 records written, 1 unchanged" in again.out
    # no record: NEW in check-golden; build and perf refuse (exit 1), naming the command
    path.unlink()
    chk = sandbox.rocke("check-golden", *sel, "--flavor", "llvm22", "--artifact", "ll")
    assert chk.rc == 1 and f"NEW: {MAIN} {SMALL} schedule: no recorded loop schedule" in chk.out
    for cmd in (("build", *sel, "--out", str(sandbox.root / "o")), ("perf", *sel)):
        r = sandbox.rocke(*cmd)
        assert r.rc == 1, (cmd, r.err)
        assert f"{MAIN} {SMALL}" in r.err and f"rocke schedule --family {MAIN} --config " \
            f"{SMALL}" in r.err and "Traceback" not in r.err
    # a record of another text: SEMANTIC, and build refuses it
    txt = [("text " + "0" * 64) if ln.startswith("text ") else ln for ln in shipped.split("\n")]
    path.write_text("\n".join(txt))
    chk = sandbox.rocke("check-golden", *sel, "--flavor", "llvm22", "--artifact", "ll")
    assert chk.rc == 1 and "SEMANTIC" in chk.out and "the kernel's text changed" in chk.out
    r = sandbox.rocke("build", *sel, "--out", str(sandbox.root / "o"))
    assert r.rc == 1 and "text changed since its loop schedule was searched" in r.err
    # a corrupt record: one line naming its file and line, exit 2
    path.write_text(shipped.replace("\nkept ", "\nkept x"))
    bad = sandbox.rocke("check-golden", *sel, "--flavor", "llvm22", "--artifact", "ll")
    assert bad.rc == 2 and f"golden/{MAIN}/schedule/{SMALL}.sched:" in bad.err
    assert "kept is not a count" in bad.err and len(bad.err.strip().splitlines()) == 1
    # a record of a kernel that asks for none: STALE, and `rocke schedule` removes it
    path.write_text(shipped)
    stale = path.with_name(f"{PLAIN}.sched")
    stale.write_text(shipped)
    sel2 = ("--family", MAIN, "--config", PLAIN)
    chk = sandbox.rocke("check-golden", *sel2, "--flavor", "llvm22", "--artifact", "ll")
    assert chk.rc == 1 and f"STALE: {MAIN} {PLAIN} schedule" in chk.out
    rm = sandbox.rocke("schedule", *sel2)
    assert rm.rc == 0 and "removed: " in rm.out and not stale.exists()


def test_explain_shows_a_records_diff_against_a_revision(sandbox: Sandbox) -> None:
    def git(*a: str) -> None:
        subprocess.run(["git", "-C", str(sandbox.root), *a], check=True, capture_output=True)

    git("init", "-q")
    git("-c", "user.email=t@t", "-c", "user.name=t", "add", "-A")
    git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "base")
    path = sandbox.root / "golden" / MAIN / "schedule" / f"{SMALL}.sched"
    lines = path.read_text().split("\n")
    at = lines.index("order") + 1
    lines[at], lines[at + 1] = lines[at + 1], lines[at]  # a re-search that moved one unit
    lines = [("text " + "0" * 64) if ln.startswith("text ") else ln for ln in lines]
    path.write_text("\n".join(lines))
    r = sandbox.rocke("check-golden", "--family", MAIN, "--config", SMALL, "--flavor",
                      "llvm22", "--artifact", "ll", "--explain")
    assert r.rc == 1, r.err
    assert f"schedule {MAIN} {SMALL}: record vs HEAD" in r.out
    moved = {lines[at], lines[at + 1]}
    assert any(f"\n-{m}\n" in r.out for m in moved) and any(f"\n+{m}\n" in r.out for m in moved)


def test_a_shard_takes_every_nth_scheduled_kernel() -> None:
    fam = ("attention_bwd_unified_main",)  # 7 scheduled kernels, 2 with extra climbs
    every, _ = run.targets(Select(families=fam))
    shards = [run.targets(Select(families=fam, shard=(k, 2)))[0] for k in (1, 2)]
    assert sorted(t.id for s in shards for t in s) == sorted(t.id for t in every)
    assert max(len(s) for s in shards) - min(len(s) for s in shards) <= 1
    # the longest searches first, and spread over the shards
    climbs = [t for t in every if '"rocke-loop-schedule"="' in t.text]
    assert every[:len(climbs)] == climbs
    assert all(any('"rocke-loop-schedule"="' in t.text for t in s) for s in shards)


def test_every_shipped_record_is_for_its_kernels_text() -> None:
    # every kernel that asks for a schedule has a record of its text, and no other record is
    # shipped (check-golden's statuses, read directly)
    from rocke_cli.toolchain.verify import ir_digest

    for fam in (MAIN, "attention_bwd_unified_main"):
        ts, _ = run.targets(Select(families=(fam,)))
        assert set(record.on_disk(fam)) == {t.id for t in ts}
        for t in ts:
            rec = record.load(fam, t.id)
            assert rec is not None and rec.text == ir_digest(t.text), t.id
            assert rec.after >= rec.before  # never below LLVM's own order


def test_a_missing_record_is_no_internal_error(monkeypatch: pytest.MonkeyPatch) -> None:
    (t,), _ = run.targets(Select(families=(MAIN,), configs=(SMALL,)))
    monkeypatch.setattr(record, "golden_dir", lambda: Path("/nonexistent"))
    with pytest.raises(RockeError, match="has no record"):
        replay.recorded(t.family, t.id, t.text, t.arch)
