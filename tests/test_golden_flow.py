"""check-golden / bless end to end in a sandbox copy: statuses, what bless prints, atomicity."""

from __future__ import annotations

import json
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
    r = blessed.rocke("check-golden", *ONE, "--artifact", "ll")
    assert r.rc == 1
    got = _statuses(r.out)
    ids = _built_ids(blessed)
    want = {(i, f): "SEMANTIC" for i in ids for f in ("llvm20", "llvm22", "llvm23", "llvm24")}
    assert got == want
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
    assert blessed.rocke("check-golden", *ONE).rc == 0


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

    with open(blessed.root / "golden" / ".lock", "a+") as f:
        fcntl.flock(f.fileno(), fcntl.LOCK_EX)
        r = blessed.rocke("bless", *ONE)
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
