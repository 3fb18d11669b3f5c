"""check-golden / bless end to end in a sandbox copy: statuses, what bless prints, atomicity."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from rocke_cli.gates import golden

FAM = "attention_bwd_convert"
ONE = ["--family", FAM]


@pytest.fixture
def blessed(sandbox):
    """A sandbox whose convert golden matches the tree (the shipped one, re-blessed if young)."""
    if sandbox.rocke("check-golden", *ONE).rc != 0:
        r = sandbox.rocke("bless", *ONE)
        assert r.rc == 0, r.err
    return sandbox


def _statuses(out: str) -> dict[tuple[str, str], str]:
    got = {}
    for line in out.splitlines():
        parts = line.split(" ")
        if len(parts) >= 4 and parts[0].rstrip(":") in ("COSMETIC", "SEMANTIC", "NEW", "STALE",
                                                         "REFUSAL_CHANGED"):
            got[(parts[2], parts[3].rstrip(":"))] = parts[0].rstrip(":")
    return got


def _built_ids(sandbox) -> list[str]:
    data = json.loads(sandbox.rocke("list", *ONE, "--json").out)
    return [c["id"] for c in data if not c["refused"]]


def test_semantic_template_edit_names_every_config_and_flavor(blessed):
    t = blessed.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("fmul <4 x float>", "fadd <4 x float>"))
    r = blessed.rocke("-v", "check-golden", *ONE, "--artifact", "ll")
    assert r.rc == 1
    got = _statuses(r.out)
    ids = _built_ids(blessed)
    want = {(i, f): "SEMANTIC" for i in ids for f in ("llvm20", "llvm22", "llvm23", "llvm24")}
    assert got == want
    # by default: one line for the template that moved them, with counts, and --explain named
    r = blessed.rocke("check-golden", *ONE, "--artifact", "ll")
    assert r.rc == 1
    moved = [ln for ln in r.out.splitlines() if ln.startswith("SEMANTIC")]
    assert moved[0].startswith(
        f"SEMANTIC: {FAM} templates/{FAM}.ll.j2: {4 * len(ids)} entries ({len(ids)} configs "
        f"x llvm20,llvm22,llvm23,llvm24; -v lists each), first ")
    # beside it only the exemplars, whose first differing line is the real IR
    assert all("exemplar text differs: line" in ln for ln in moved[1:])
    assert "`--explain` shows each distinct change once" in r.err
    # the other family did not move
    assert blessed.rocke("check-golden", "--family", "attention_bwd_prep", "--artifact",
                         "ll").rc in (0, 1)


def test_cosmetic_edit_is_cosmetic_and_bless_restores(blessed):
    t = blessed.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("%sc ", "%scale.splat ").replace("%sc\n", "%scale.splat\n")
                 .replace(", %sc\n", ", %scale.splat\n"))
    r = blessed.rocke("check-golden", *ONE, "--artifact", "ll")
    assert r.rc == 1
    got = _statuses(r.out)
    assert got and set(got.values()) == {"COSMETIC"}
    b = blessed.rocke("bless", *ONE)
    assert b.rc == 0, b.err
    assert "changed: attention_bwd_convert" in b.out
    # what bless verified, and with which toolchain: each moved .ll flavor by its LLVM
    n = len(_built_ids(blessed))
    verified = next(ln for ln in b.out.splitlines() if ln.startswith("verified: "))
    assert re.fullmatch(rf"verified: {n} \.ll verified and compiled by LLVM 20\.\S+ \(.*\); "
                        rf"{3 * n} \.ll verified and compiled by LLVM 22\.\S+ \(.*\)",
                        verified), verified
    assert blessed.rocke("check-golden", *ONE).rc == 0
    again = blessed.rocke("bless", *ONE)
    assert again.rc == 0 and "verified: nothing (every entry already matched" in again.out


def test_new_and_stale_configs(blessed):
    y = blessed.root / "configs" / f"{FAM}.yaml"
    text = y.read_text()
    gone = "  - {arch: gfx942, dtype: bf16, head_dim: 128, layout: thd, block_m: 128}\n"
    assert gone in text
    added = "  - {arch: gfx950, dtype: bf16, head_dim: 128, layout: bshd, block_m: 128}\n"
    y.write_text(text.replace(gone, added))
    r = blessed.rocke("check-golden", *ONE)
    assert r.rc == 1
    got = _statuses(r.out)
    new_id, old_id = "gfx950.bf16.d128.bm128.bshd.ws0.full", "gfx942.bf16.d128.bm128.thd.ws0.full"
    assert got[(new_id, "llvm22")] == "NEW" and got[(new_id, "hip")] == "NEW"
    assert got[(old_id, "llvm20")] == "STALE" and got[(old_id, "hip")] == "STALE"
    b = blessed.rocke("bless", *ONE)
    assert b.rc == 0, b.err
    assert f"added: {FAM} {new_id} llvm22" in b.out
    assert f"removed: {FAM} {old_id} llvm22" in b.out
    assert blessed.rocke("check-golden", *ONE).rc == 0


def test_stale_entries_outside_selection_survive_bless(blessed):
    y = blessed.root / "configs" / f"{FAM}.yaml"
    gone = "  - {arch: gfx942, dtype: bf16, head_dim: 128, layout: thd, block_m: 128}\n"
    y.write_text(y.read_text().replace(gone, ""))
    assert blessed.rocke("bless", *ONE, "--config", "gfx950.*").rc == 0
    g = json.loads((blessed.root / "golden" / f"{FAM}.json").read_text())
    assert "gfx942.bf16.d128.bm128.thd.ws0.full" in g["ll"]["llvm22"]


def test_refusal_changed(blessed):
    y = blessed.root / "configs" / f"{FAM}.yaml"
    # refuse a config that used to be emitted
    y.write_text(y.read_text() + "refuse:\n  - when: {arch: gfx950, head_dim: 64, layout: bshd}\n"
                 "    message: \"not today\"\n")
    r = blessed.rocke("check-golden", *ONE)
    assert r.rc == 1
    got = _statuses(r.out)
    assert got[("gfx950.f16.d64.bm64.bshd.ws0.full", "-")] == "REFUSAL_CHANGED"


def test_json_and_junit_reports(blessed, tmp_path):
    t = blessed.root / "templates" / f"{FAM}.hip.j2"
    t.write_text(t.read_text().replace("* scale", "* scale * 2.0f"))
    js, ju = tmp_path / "r.json", tmp_path / "r.xml"
    r = blessed.rocke("check-golden", *ONE, "--json", str(js), "--junit", str(ju))
    assert r.rc == 1
    data = json.loads(js.read_text())
    assert not data["ok"] and data["counts"]["SEMANTIC"] == len(_built_ids(blessed))
    assert all(f["flavor"] == "hip" for f in data["findings"] if f["status"] != "MATCH")
    xml = ju.read_text()
    assert xml.count("<failure") == data["counts"]["SEMANTIC"]


def test_explain_shows_the_first_differing_line(blessed):
    subprocess.run(["git", "init", "-q"], cwd=blessed.root, check=True)
    subprocess.run(["git", "add", "-A"], cwd=blessed.root, check=True)
    subprocess.run(["git", "commit", "-qm", "base"], cwd=blessed.root, check=True)
    t = blessed.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("fmul <4 x float>", "fadd <4 x float>"))
    r = blessed.rocke("check-golden", *ONE, "--config", "gfx942.f16.d64.bm64.bshd.ws0.full",
                      "--flavor", "llvm22", "--artifact", "ll", "--explain")
    assert r.rc == 1
    assert "-  %s0.0 = fmul <4 x float>" in r.out and "+  %s0.0 = fadd <4 x float>" in r.out
    assert "[1/1] 1 artifacts (SEMANTIC 1)" in r.out


def test_bless_refuses_no_guard(blessed):
    r = blessed.rocke("bless", *ONE, "--no-guard")
    assert r.rc == 2 and "never blessed" in r.err


def test_second_bless_is_locked_out(blessed):
    import fcntl

    fd = os.open(blessed.root / "golden", os.O_RDONLY | os.O_DIRECTORY)  # the lock: golden/
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        r = blessed.rocke("bless", *ONE)
    finally:
        os.close(fd)
    assert r.rc == 2 and "another bless is running" in r.err


def test_bless_refuses_what_llvm_rejects(blessed):
    before = (blessed.root / "golden" / f"{FAM}.json").read_bytes()
    t = blessed.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("fmul <4 x float> %a", "fmul <4 x double> %a"))
    r = blessed.rocke("bless", *ONE, "--flavor", "llvm22", "--artifact", "ll")
    assert r.rc == 1 and "fails LLVM verification" in r.err
    assert (blessed.root / "golden" / f"{FAM}.json").read_bytes() == before


def test_sigkill_mid_bless_leaves_goldens_whole(blessed):
    """Kill bless at several points: each golden file is the old bytes or a complete new one."""
    gdir = blessed.root / "golden"
    old = {p.name: p.read_bytes() for p in gdir.glob("*.json")}
    t = blessed.root / "templates" / "common" / "ll.j2"
    t.write_text(t.read_text().replace("; do not edit", "; do not edit by hand"))
    env = dict(PYTHONPATH=str(blessed.root))
    # two families keep the final, completed bless (which verifies what changed) short
    sel = ("--family", "attention_bwd_prep", "--family", "attention_bwd_convert")
    for delay in (0.3, 0.8, 1.5, 3.0):
        p = subprocess.Popen([sys.executable, "-m", "rocke_cli", "bless", "-j", "2", *sel],
                             cwd=blessed.root, env={**__import__("os").environ, **env},
                             stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(delay)
        p.send_signal(signal.SIGKILL)
        p.wait()
        for path in gdir.glob("*.json"):
            data = path.read_bytes()
            if data != old.get(path.name):
                # a new file must be whole: it parses and validates
                golden._validate(json.loads(data), path.stem, path.name)
    # and a completed bless still works afterwards
    assert blessed.rocke("bless", "-j", "2", *sel).rc == 0


def _golden_data(sandbox) -> dict:
    return json.loads((sandbox.root / "golden" / f"{FAM}.json").read_text())


def _write_golden(sandbox, data: dict) -> None:
    (sandbox.root / "golden" / f"{FAM}.json").write_text(golden.dumps(data))


def test_golden_records_its_toolchain_and_another_one_is_not_trusted(blessed):
    from rocke_cli.toolchain import identity

    before = (blessed.root / "golden" / f"{FAM}.json").read_bytes()
    data = _golden_data(blessed)
    now = identity.current(["hip", "llvm20", "llvm22"])
    assert data["schema"] == golden.SCHEMA and data["toolchain"] == now
    old = "LLVM 22.0.0 (llvmlite 0.49.0)"
    data["toolchain"]["llvm22"] = old
    _write_golden(blessed, data)
    r = blessed.rocke("check-golden", *ONE)
    assert r.rc == 1
    line = next(ln for ln in r.out.splitlines() if ln.startswith("TOOLCHAIN_CHANGED"))
    assert line.startswith(f"TOOLCHAIN_CHANGED: {FAM} llvm22 toolchain: blessed with '{old}', "
                           f"current '{now['llvm22']}'"), line
    assert "TOOLCHAIN_CHANGED 1" in r.err
    # llvm20 text is verified by LLVM 20, whose record still holds
    assert blessed.rocke("check-golden", *ONE, "--flavor", "llvm20").rc == 0
    # a record vouches for the whole environment: a partial bless may not renew it
    part = blessed.rocke("bless", *ONE, "--config", "gfx942*")
    assert part.rc == 2 and "are outside this selection" in part.err, part.err
    b = blessed.rocke("bless", *ONE, "-j", "2")
    assert b.rc == 0, b.err
    assert f"changed: {FAM} llvm22 toolchain" in b.out
    # renewed, and nothing but the record moved
    assert (blessed.root / "golden" / f"{FAM}.json").read_bytes() == before


def test_a_v1_golden_is_read_unrecorded_and_upgraded_by_bless(blessed):
    before = (blessed.root / "golden" / f"{FAM}.json").read_bytes()
    data = _golden_data(blessed)
    del data["toolchain"]
    data["schema"] = "rocke.golden/v1"
    _write_golden(blessed, data)
    r = blessed.rocke("check-golden", *ONE)
    assert r.rc == 1 and "blessed with no recorded toolchain (rocke.golden/v1)" in r.out
    assert blessed.rocke("bless", *ONE, "-j", "2").rc == 0
    assert (blessed.root / "golden" / f"{FAM}.json").read_bytes() == before


def test_check_golden_needs_the_toolchain_it_trusts(blessed):
    # in CI (and with --strict-toolchain, below) a record it cannot compare is an error
    r = blessed.rocke("check-golden", *ONE, env={"ROCKE_LLVM20_PYTHON": "/no/such/python",
                                                 "CI": "true"})
    assert r.rc == 2 and "LLVM 20" in r.err and r.err.count("\n") == 1


def test_bless_refuses_a_hip_that_clang_rejects(blessed):
    before = (blessed.root / "golden" / f"{FAM}.json").read_bytes()
    t = blessed.root / "templates" / f"{FAM}.hip.j2"
    t.write_text(t.read_text() + "\nthis is not C++\n")
    # one config: each failing compile runs twice (with the precompiled header, then without)
    one = blessed.rocke("list", *ONE, "--arch", "gfx942").out.split("\n")[2].split("\t")[2]
    r = blessed.rocke("bless", *ONE, "--config", one, "--artifact", "hip")
    assert r.rc == 1 and "hip: fails to compile:" in r.err, r.err
    assert "nothing blessed" in r.err
    assert (blessed.root / "golden" / f"{FAM}.json").read_bytes() == before


def _trusting(sandbox, *select: str) -> tuple[set, set]:
    r = sandbox.rocke("verify", "--trust-golden", *ONE, *select, "-j", "2", "--json", "-")
    assert r.rc == 0, r.err
    doc = json.loads(r.out)
    return ({x["key"] for x in doc["results"]}, set(doc["trusted"]))


def test_verify_trusting_goldens_verifies_what_does_not_match_them(blessed):
    ids = [i for i in _built_ids(blessed) if i.startswith("gfx942.")]
    sel = ("--arch", "gfx942", "--flavor", "llvm22,llvm20")
    verified, trusted = _trusting(blessed, *sel)
    sample = ids[0]  # the first built config of the (family, arch, body) group
    assert verified == {f"{FAM} {sample} {s}" for s in ("llvm22", "llvm20", "hip")}
    assert trusted == {f"{FAM} {i} {s}" for i in ids[1:] for s in ("llvm22", "llvm20", "hip")}
    # an entry that does not match its golden is verified
    moved, moved_hip = ids[3], ids[5]
    data = _golden_data(blessed)
    data["ll"]["llvm22"][moved]["sha256"] = "0" * 64
    data["hip"][moved_hip]["sha256"] = "0" * 64
    _write_golden(blessed, data)
    verified, trusted = _trusting(blessed, *sel)
    assert {f"{FAM} {moved} llvm22", f"{FAM} {moved_hip} hip"} <= verified
    assert f"{FAM} {moved} llvm20" in trusted and f"{FAM} {moved} llvm22" not in trusted
    # and so is every entry of an environment blessed with another toolchain
    data["toolchain"]["llvm20"] = "LLVM 20.0.0 (llvmlite 0.44.0)"
    _write_golden(blessed, data)
    verified, trusted = _trusting(blessed, *sel)
    assert {f"{FAM} {i} llvm20" for i in ids} <= verified
    assert not any(t.endswith(" llvm20") for t in trusted)


def test_check_without_the_toolchain_compares_hashes_and_says_so(blessed):
    """Outside CI, a missing LLVM 20 or clang-22 does not stop check-golden (what it checks is
    bytes): the hashes are compared and the uncompared toolchain record is named. CI=true and
    --strict-toolchain keep the strict form: the missing tools are an error."""
    gone = {"ROCKE_HIP_CLANG": "/nonexistent/clang", "ROCKE_LLVM20_PYTHON": "/nonexistent/py"}
    r = blessed.rocke("check-golden", *ONE, env=gone)
    assert r.rc == 0, r.err
    assert "toolchain record not compared" in r.out.splitlines()[-1]
    notes = [ln for ln in r.out.splitlines() if ln.startswith("toolchain not compared: ")]
    assert [n.split(" ")[3] for n in notes] == ["hip", "llvm20"]
    # the hashes still count: a moved kernel fails without the toolchain too
    t = blessed.root / "templates" / f"{FAM}.hip.j2"
    t.write_text(t.read_text().replace("* scale", "* scale * 2.0f"))
    assert blessed.rocke("check-golden", *ONE, env=gone).rc == 1
    for strict in (dict(gone, CI="true"), gone):
        extra = () if "CI" in strict else ("--strict-toolchain",)
        s = blessed.rocke("check-golden", *ONE, *extra, env=strict)
        assert s.rc == 2 and "/nonexistent/clang" in s.err and "/nonexistent/py" in s.err
