"""check-native and its exit-code protocol (docs/design.md §8), driven by scripted emitters.

Each scripted emitter serves the real bytes of the Python engine (emitted once per module) and
deviates in one way; each test asserts the status that deviation must produce, so removing its
handling in rocke_cli/native.py makes the test fail.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import ROOT, Sandbox, cli, make_sandbox

from rocke_cli.engine import catalog
from rocke_cli.engine.render import render
from rocke_cli.gates import native

FAM = "attention_bwd_convert"
FLAVOR = "llvm22"
TWIN = ROOT / "native" / "build" / FAM


def rocke(*args: str, root: Path = ROOT) -> subprocess.CompletedProcess:
    return cli(*args, root=root, timeout=600)


@pytest.fixture(scope="module")
def served(tmp_path_factory) -> Path:
    """<i>.ll for every emitted index of FAM in FLAVOR, <i>.refused for refused ones."""
    d = tmp_path_factory.mktemp("served")
    for c in catalog.family_configs(FAM).configs:
        b = catalog.build(FAM, c.id)
        if b.refused:
            (d / f"{c.index}.refused").write_text("")
        else:
            (d / f"{c.index}.ll").write_bytes(render(b, "ll", FLAVOR).encode())
    return d


def count(d: Path) -> int:
    return len(list(d.glob("*.ll"))) + len(list(d.glob("*.refused")))


def refused_index(d: Path) -> int:
    return int(next(d.glob("*.refused")).stem)


def emitter(tmp: Path, served: Path, tweak: str = "", name: str = FAM) -> Path:
    """A bash emitter serving `served`; `tweak` runs first and may answer for some index."""
    p = tmp / "emitters" / name
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(f"""#!/bin/bash
d={served}; i=$1
{tweak}
if [ -f $d/$i.ll ]; then cat $d/$i.ll; exit 0; fi
if [ -f $d/$i.refused ]; then echo "refused: by the script" >&2; exit 1; fi
echo "unknown config $i" >&2; exit 2
""")
    p.chmod(0o755)
    return p.parent


def batch_emitter(tmp: Path, served: Path, drop_last: bool = False, end: int | None = None,
                  bad_frame: bool = False) -> Path:
    n = count(served)
    p = tmp / "emitters" / FAM
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(f"""#!{sys.executable}
import sys
from pathlib import Path
d, n, out = Path({str(served)!r}), {n}, sys.stdout.buffer
for i in range(n - {1 if drop_last else 0}):
    body = (d / f"{{i}}.ll").read_bytes() if (d / f"{{i}}.ll").exists() else b""
    rc = 0 if body else 1
    size = len(body) + ({7 if bad_frame else 0} if i == 2 else 0)
    out.write(f"IDX {{i}} {{rc}} {{size}}\\n".encode() + body + b"\\n")
out.write(f"END {{{end if end is not None else 'n'}}}\\n".encode())
""")
    p.chmod(0o755)
    return p.parent


def check(emitters: Path, *extra: str, root: Path = ROOT) -> tuple[int, str, dict]:
    out = emitters.parent / "verdict.json"
    r = rocke("check-native", "--emitters", str(emitters), "--family", FAM, "--flavor", FLAVOR,
              "--json", str(out), *extra, root=root)
    data = json.loads(out.read_text()) if out.exists() else {}
    return r.returncode, r.stdout + r.stderr, data


def statuses(data: dict) -> dict[int, str]:
    return {c["index"]: c["status"] for f in data["families"] for c in f["configs"]}


def family_status(data: dict) -> str:
    (f,) = data["families"]
    return f["status"]


# --- the protocol cases ----------------------------------------------------------------------


def test_matching_emitter_is_green_with_the_refused_config_refused(tmp_path, served):
    rc, out, data = check(emitter(tmp_path, served))
    assert rc == 0, out
    st = statuses(data)
    assert st[refused_index(served)] == "REFUSED"
    assert set(st.values()) == {"MATCH", "REFUSED"} and len(st) == count(served)
    assert out.rstrip().endswith("RESULT: GREEN")


def test_changed_bytes_are_a_mismatch_naming_family_and_index(tmp_path, served):
    tweak = 'if [ "$i" = 3 ]; then cat $d/3.ll; echo "; extra"; exit 0; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[3] == "MISMATCH"
    assert f"MISMATCH: {FAM} index 3" in out and "RESULT: RED" in out


def test_refusing_a_blessed_config_fails(tmp_path, served):
    tweak = 'if [ "$i" = 0 ]; then exit 1; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[0] == "ASYMMETRIC", out
    assert f"{FAM} index 0" in out


def test_emitting_a_config_the_golden_refuses_fails(tmp_path, served):
    r = refused_index(served)
    tweak = f'if [ "$i" = {r} ]; then cat $d/0.ll; exit 0; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[r] == "ASYMMETRIC", out


def test_output_on_a_refusal_fails(tmp_path, served):
    r = refused_index(served)
    tweak = f'if [ "$i" = {r} ]; then echo "; half a kernel"; exit 1; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[r] == "OUTPUT_ON_REFUSAL", out


def test_ending_early_is_range_drift(tmp_path, served):
    last = count(served) - 1
    tweak = f'if [ "$i" = {last} ]; then echo "unknown config $i" >&2; exit 2; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and family_status(data) == "RANGE_DRIFT", out
    assert statuses(data)[last] == "END_EARLY"
    assert f"ended at index {last}" in out


def test_an_extra_config_past_the_end_is_range_drift(tmp_path, served):
    n = count(served)
    tweak = f'if [ "$i" = {n} ]; then cat $d/0.ll; exit 0; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and family_status(data) == "RANGE_DRIFT", out
    assert f"index {n} (past the family's end)" in out and FAM in out


def test_a_missing_binary_fails_naming_the_family(tmp_path, served):
    d = tmp_path / "empty"
    d.mkdir()
    rc, out, data = check(d)
    assert rc == 1 and family_status(data) == "MISSING_EMITTER", out
    assert f"MISSING_EMITTER: {FAM}" in out


def test_an_emitter_command_that_cannot_run_crashes_every_index(tmp_path):
    out_json = tmp_path / "v.json"
    r = rocke("check-native", "--emitter", f"{FAM}={tmp_path}/no-such-binary", "--flavor", FLAVOR,
              "--json", str(out_json))
    assert r.returncode == 1
    data = json.loads(out_json.read_text())
    assert set(statuses(data).values()) == {"CRASH"}
    assert f"CRASH: {FAM} index 0" in r.stdout + r.stderr


def test_a_family_without_golden_fails(tmp_path, served):
    sb: Sandbox = make_sandbox(tmp_path / "proj")
    (sb.root / "golden" / f"{FAM}.json").unlink()
    rc, out, data = check(emitter(tmp_path, served), root=sb.root)
    assert rc == 1 and family_status(data) == "NO_GOLDEN", out
    assert FAM in out


def test_a_tampered_golden_hash_fails_naming_the_index(tmp_path, served):
    sb = make_sandbox(tmp_path / "proj")
    g = sb.root / "golden" / f"{FAM}.json"
    data = json.loads(g.read_text())
    entries = data["ll"][FLAVOR] if "ll" in data else None
    assert entries, "golden format: ll -> flavor -> id"
    cid = sorted(entries)[0]
    entries[cid]["sha256"] = "0" * 64
    g.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    rc, out, res = check(emitter(tmp_path, served), root=sb.root)
    assert rc == 1
    bad = [c for f in res["families"] for c in f["configs"] if c["status"] == "MISMATCH"]
    assert [c["id"] for c in bad] == [cid]
    assert f"MISMATCH: {FAM} index {bad[0]['index']} ({cid})" in out


def test_another_exit_code_is_a_crash(tmp_path, served):
    tweak = 'if [ "$i" = 2 ]; then echo "boom" >&2; exit 3; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[2] == "CRASH" and "exit 3: boom" in out


def test_exit_2_without_unknown_config_is_a_crash_not_an_end(tmp_path, served):
    tweak = 'if [ "$i" = 2 ]; then echo "usage: emitter INDEX FLAVOR" >&2; exit 2; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[2] == "CRASH", out


def test_a_signal_is_reported_with_its_name(tmp_path, served):
    tweak = 'if [ "$i" = 2 ]; then kill -SEGV $$; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[2] == "SIGNAL" and "SIGSEGV" in out, out


def test_a_hang_past_the_timeout_is_killed(tmp_path, served):
    tweak = 'if [ "$i" = 2 ]; then sleep 60; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak), "--timeout", "1")
    assert rc == 1 and statuses(data)[2] == "TIMEOUT", out


def test_flooding_output_is_cut_off(tmp_path, served):
    tweak = 'if [ "$i" = 2 ]; then head -c 80000000 /dev/zero; exit 0; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[2] == "FLOOD", out


def test_non_utf8_output_fails(tmp_path, served):
    tweak = r'if [ "$i" = 2 ]; then printf "; \xff\xfe\n"; exit 0; fi'
    rc, out, data = check(emitter(tmp_path, served, tweak))
    assert rc == 1 and statuses(data)[2] == "NON_UTF8", out


def test_an_unknown_status_fails_the_family():
    fv = native.FamilyVerdict(FAM, FLAVOR, "GREEN",
                              configs=[native.Verdict(FAM, FLAVOR, 0, "x", "MATCH"),
                                       native.Verdict(FAM, FLAVOR, 1, "y", "MAYBE")])
    assert not fv.ok
    assert native.FamilyVerdict(FAM, FLAVOR, "GREEN", configs=fv.configs[:1]).ok
    assert not native.FamilyVerdict(FAM, FLAVOR, "PURPLE", configs=fv.configs[:1]).ok


def test_junit_report_has_one_case_per_config_and_family(tmp_path, served):
    tweak = 'if [ "$i" = 3 ]; then echo "; x"; exit 0; fi'
    junit = tmp_path / "native.xml"
    rc, _, _ = check(emitter(tmp_path, served, tweak), "--junit", str(junit))
    assert rc == 1
    xml = junit.read_text()
    assert xml.count("<testcase") == count(served) + 1
    assert xml.count("<failure") == 1 and "MISMATCH" in xml


# --- batch framing --------------------------------------------------------------------------


def test_batch_mode_matches(tmp_path, served):
    rc, out, data = check(batch_emitter(tmp_path, served), "--batch")
    assert rc == 0, out
    assert set(statuses(data).values()) == {"MATCH", "REFUSED"}


def test_batch_with_a_missing_frame_is_range_drift(tmp_path, served):
    rc, out, data = check(batch_emitter(tmp_path, served, drop_last=True, end=count(served) - 1),
                          "--batch")
    assert rc == 1 and family_status(data) == "RANGE_DRIFT", out


def test_batch_with_a_wrong_end_count_is_range_drift(tmp_path, served):
    rc, out, data = check(batch_emitter(tmp_path, served, end=count(served) + 1), "--batch")
    assert rc == 1 and family_status(data) == "RANGE_DRIFT", out


def test_batch_with_a_bad_frame_length_is_a_protocol_error(tmp_path, served):
    rc, out, data = check(batch_emitter(tmp_path, served, bad_frame=True), "--batch")
    assert rc == 1 and family_status(data) == "PROTOCOL", out


# --- the C++ twin ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def twin_dir(tmp_path_factory) -> Path:
    """The twin as `make native` builds it (built here too when the tree has none yet)."""
    if not TWIN.exists():
        cxx = shutil.which("g++")
        assert cxx, "g++ is needed to build native/ (make toolchain installs it)"
        TWIN.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([cxx, "-O2", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-o", str(TWIN),
                        str(ROOT / "native" / f"{FAM}.cpp")], check=True)
    return TWIN.parent


@pytest.mark.parametrize("mode", [(), ("--batch",)], ids=["per-index", "batch"])
def test_the_cpp_twin_is_green_for_every_config_and_flavor(twin_dir, mode):
    r = rocke("check-native", "--emitters", str(twin_dir), "--family", FAM, *mode)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr
    for fl in ("llvm20", "llvm22", "llvm23", "llvm24"):
        assert f"{FAM}\t{fl}\tGREEN\t" in r.stdout, r.stdout
    assert r.stdout.rstrip().endswith("RESULT: GREEN")


def test_byte_identity_against_the_twin_agrees(twin_dir):
    r = rocke("check-byte-identity", "--native", str(twin_dir), "--family", FAM)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr
    assert r.stdout.rstrip().endswith("RESULT: GREEN")


def test_the_twin_speaks_the_protocol_at_the_edges(twin_dir, served):
    n = count(served)
    end = subprocess.run([str(TWIN), str(n), FLAVOR], capture_output=True, text=True)
    assert end.returncode == 2 and "unknown config" in end.stderr and not end.stdout
    ref = subprocess.run([str(TWIN), str(refused_index(served)), FLAVOR], capture_output=True)
    assert ref.returncode == 1 and not ref.stdout
    bad = subprocess.run([str(TWIN), "0", "llvm99"], capture_output=True, text=True)
    assert bad.returncode not in (0, 1, 2)


def test_an_extra_config_in_the_twin_fails_naming_the_index(tmp_path, twin_dir, served):
    """The twin answers index n as if its table had one more config."""
    n = count(served)
    d = tmp_path / "emitters"
    d.mkdir()
    w = d / FAM
    w.write_text(f'#!/bin/bash\nif [ "$1" = {n} ]; then exec {TWIN} 0 "$2"; fi\n'
                 f'exec {TWIN} "$@"\n')
    w.chmod(0o755)
    rc, out, data = check(d)
    assert rc == 1 and family_status(data) == "RANGE_DRIFT" and f"index {n}" in out, out
