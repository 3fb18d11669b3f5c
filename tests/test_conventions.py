"""What a CI user expects of a command line: -q/-v, `--json -`, JUnit (skips, times, failure
bodies), repeatable options and comma lists alike, --where, ids never cut, colour only on a
terminal and never under NO_COLOR, the toolchain checked before any work, results as they
finish, and a manifest of the whole output directory."""

from __future__ import annotations

import json
import os
import pty
import re
import select
import subprocess
import sys
import xml.etree.ElementTree as ET

from helpers import ROOT, cli

from rocke_cli.output.reports import Case, write_junit

FAM = "attention_bwd_convert"
REFUSED = "gfx942.f16.d64.bm32.bshd.ws0.full"  # convert's refused config
ONE = "gfx942.f16.d64.bm64.bshd.ws0.full"


def _ids(*args: str) -> list[str]:
    r = cli("list", *args, "--json")
    assert r.returncode == 0, r.stderr
    return [c["id"] for c in json.loads(r.stdout)]


# --- selection ------------------------------------------------------------------------------

def test_repeatable_options_and_comma_lists_are_alike():
    fams = "attention_bwd_convert,attention_bwd_prep"
    comma = cli("list", "--family", fams, "--json").stdout
    repeat = cli("list", "--family", "attention_bwd_convert", "--family", "attention_bwd_prep",
                 "--json").stdout
    assert comma == repeat and {c["family"] for c in json.loads(comma)} == set(fams.split(","))
    both = _ids("--family", FAM, "--arch", "gfx942", "--arch", "gfx950")
    assert {i.split(".")[0] for i in both} == {"gfx942", "gfx950"}
    assert both == _ids("--family", FAM, "--arch", "gfx942,gfx950") == _ids("--family", FAM)
    r = cli("list", "--family", FAM, "--arch", "gfx942,gfx1")
    assert r.returncode == 2 and "--arch gfx1: unknown arch" in r.stderr


def test_where_selects_by_parameter_value():
    d128 = _ids("--family", FAM, "--where", "head_dim=128")
    assert d128 and all(".d128." in i for i in d128)
    both = _ids("--family", FAM, "--where", "head_dim=64,96,128,192,256")
    assert both == _ids("--family", FAM)
    anded = _ids("--family", FAM, "--where", "head_dim=128", "--where", "arch=gfx950")
    assert anded == [i for i in d128 if i.startswith("gfx950.")]
    for bad, why in (("head_dim=80", "no config of the selected families has head_dim=80"),
                     ("nope=1", "no selected family has a parameter 'nope'"),
                     ("head_dim", "expected KEY=VALUE")):
        r = cli("list", "--family", FAM, "--where", bad)
        assert r.returncode == 2 and why in r.stderr and r.stderr.count("\n") == 1


# --- reports --------------------------------------------------------------------------------

def test_junit_skips_times_and_failure_bodies(tmp_path):
    out = tmp_path / "r.xml"
    write_junit(out, "s", [Case("f", "a"), Case("f", "b", skipped="refused: too big"),
                           Case("f", "c", failure="SEMANTIC: x", body="line 3: -a +b",
                                time_s=1.5)], 2.0)
    root = ET.parse(out).getroot()
    assert root.get("time") == "2.000" and root.get("skipped") == "1"
    cases = {c.get("name"): c for c in root.iter("testcase")}
    assert all(c.get("time") is not None for c in cases.values())
    assert cases["b"].find("skipped").get("message") == "refused: too big"
    fail = cases["c"].find("failure")
    assert fail.get("message") == "SEMANTIC: x" and fail.text == "line 3: -a +b"


def test_check_golden_json_to_stdout_and_junit_with_refused_as_skipped(tmp_path):
    r = cli("check-golden", "--family", FAM, "--flavor", "llvm22", "--json", "-",
            "--junit", str(tmp_path / "j.xml"))
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)  # stdout is the document alone
    assert doc["ok"] and "check-golden: all" in r.stderr
    root = ET.parse(tmp_path / "j.xml").getroot()
    skipped = [c for c in root.iter("testcase") if c.find("skipped") is not None]
    assert [c.get("name") for c in skipped] == [REFUSED]
    assert "refused: " not in skipped[0].find("skipped").get("message")
    assert skipped[0].find("skipped").get("message")  # the reason itself
    assert all(c.get("time") is not None for c in root.iter("testcase"))
    assert not (ROOT / "-").exists()


def test_check_golden_failure_body_holds_the_difference(sandbox, tmp_path):
    t = sandbox.root / "templates" / f"{FAM}.hip.j2"
    t.write_text(t.read_text().replace("* scale", "* scale * 2.0f"))
    r = sandbox.rocke("check-golden", "--family", FAM, "--config", ONE, "--artifact", "hip",
                      "--junit", "-")
    assert r.rc == 1
    fail = ET.fromstring(r.out).find(".//failure")
    assert fail.get("message").startswith("SEMANTIC: sha256")
    assert "bytes" in fail.text


def test_identity_junit_names_the_first_differing_line(sandbox, tmp_path):
    out = tmp_path / "o"
    args = ("--family", FAM, "--config", ONE, "--flavor", "llvm22", "--artifact", "ll")
    assert sandbox.rocke("emit", *args, "--out", str(out)).rc == 0
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace("fmul <4 x float>", "fadd <4 x float>"))
    r = sandbox.rocke("check-byte-identity", *args, "--against-dir", str(out),
                      "--junit", str(tmp_path / "i.xml"))
    assert r.rc == 1
    fail = ET.parse(tmp_path / "i.xml").getroot().find(".//failure")
    assert "fmul <4 x float>" in fail.text and "fadd <4 x float>" in fail.text


# --- verbosity ------------------------------------------------------------------------------

def test_quiet_and_verbose():
    args = ("check-golden", "--family", FAM, "--flavor", "llvm22")
    normal = cli(*args).stdout
    quiet = cli("-q", *args).stdout
    verbose = cli("-v", *args).stdout
    assert quiet.splitlines() == [normal.splitlines()[-1]]
    assert "check-golden: all" in quiet
    assert f"MATCH: {FAM} {ONE} llvm22" in verbose and "MATCH: " not in normal


# --- terminal -------------------------------------------------------------------------------

def _in_pty(args: list[str], env: dict[str, str], columns: int = 60) -> str:
    """Run rocke with stdout on a pseudo-terminal of `columns`; return what it showed."""
    master, slave = pty.openpty()
    e = dict(os.environ, PYTHONPATH=str(ROOT), TERM="xterm-256color", COLUMNS=str(columns),
             **env)
    if "NO_COLOR" not in env:
        e.pop("NO_COLOR", None)
    p = subprocess.Popen([sys.executable, "-m", "rocke_cli", *args], cwd=ROOT, env=e,
                         stdout=slave, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
    os.close(slave)
    chunks = []
    while True:
        ready, _, _ = select.select([master], [], [], 60)
        if not ready:
            break
        try:
            data = os.read(master, 65536)
        except OSError:
            break
        if not data:
            break
        chunks.append(data)
    p.wait(timeout=60)
    os.close(master)
    return b"".join(chunks).decode("utf-8", "replace")


def _colours(shown: str) -> list[str]:
    """Foreground colour codes (bold, italic and the like are not colours)."""
    params = [p for m in re.findall(r"\x1b\[([0-9;]*)m", shown) for p in m.split(";")]
    return [p for p in params if p.isdigit() and (30 <= int(p) <= 38 or 90 <= int(p) <= 97)]


def _words(shown: str) -> tuple[set[str], int]:
    """Every whitespace-separated word shown (`column=value` items give their value too), and
    the widest line, colour codes dropped."""
    lines = re.sub(r"\x1b\[[0-9;]*m", "", shown).replace("\r", "").splitlines()
    words = {w.split("=", 1)[-1] for ln in lines for w in ln.split()}
    return words | {w for ln in lines for w in ln.split()}, max(map(len, lines), default=0)


def test_terminal_tables_fold_ids_and_colour_statuses_unless_no_color():
    args = ["list", "--family", FAM, "--config", "gfx950.bf16.d128.*"]
    shown = _in_pty(args, {})
    assert _colours(shown)  # the statuses
    assert "…" not in shown  # never cut: folded onto more lines
    words, widest = _words(shown)
    ids = _ids("--family", FAM, "--config", "gfx950.bf16.d128.*")
    assert ids and set(ids) <= words and widest <= 60  # each id whole, on a 60-column screen
    plain = _in_pty(args, {"NO_COLOR": "1"})
    assert not _colours(plain) and _words(plain) == (words, widest)
    piped = cli(*args).stdout
    assert "\x1b[" not in piped and piped.splitlines()[1].split("\t")[0] == "family"


def test_an_80_column_terminal_shows_the_longest_ids_and_refusals_whole():
    """The issue's screen: `rocke list` of the kvs body on 80 columns folded every id over three
    lines. Now every id and every word of a refusal is whole, and no line is wider."""
    args = ["list", "--family", "attention_bwd_main", "--where", "body=kvs"]
    words, widest = _words(_in_pty(args, {"NO_COLOR": "1"}, columns=80))
    rows = json.loads(cli(*args, "--json").stdout)
    assert rows and widest <= 80
    assert {r["id"] for r in rows} <= words
    assert {w for r in rows if r["refused"] for w in r["refused"].split()} <= words


def test_tables_fold_text_never_numbers(monkeypatch):
    """verify's resource ranges ("220-256") and counts stay whole at 80 columns: a table that
    cannot fold to the screen goes per family, then to `column=value` rows."""
    from rich.console import Console

    from rocke_cli.output import ui

    screen = Console(width=80, record=True, force_terminal=True, no_color=True)
    monkeypatch.setattr(ui, "console", lambda stderr=False: screen)
    monkeypatch.setattr(ui, "is_terminal", lambda: True)
    cols = ("family", "arch", "kernels", "vgpr", "sgpr", "lds", "waves_per_simd", "kernarg",
            "scratch", "spills")
    rows = [(f"attention_bwd_{f}", a, 120, "220-256", "96-106", "29696-65536", "1-2", 92, 0, 0)
            for f in ("main", "unified_main") for a in ("gfx942", "gfx950")]
    ui.table("resources per family and arch", cols, rows)
    lines = screen.export_text().splitlines()
    words = {w.split("=", 1)[-1] for ln in lines for w in ln.split()}
    assert max(map(len, lines)) <= 80
    assert {"220-256", "96-106", "29696-65536", "attention_bwd_unified_main"} <= words


# --- toolchain, progress, manifest ------------------------------------------------------------

def test_verify_checks_its_whole_toolchain_before_any_work():
    env = dict(os.environ, PYTHONPATH=str(ROOT), ROCKE_HIP_CLANG="no-such-clang",
               ROCKE_LLVM20_PYTHON="/no/such/python")
    r = subprocess.run([sys.executable, "-m", "rocke_cli", "verify", "--family", FAM,
                        "--config", ONE], cwd=ROOT, env=env, capture_output=True, text=True,
                       timeout=120)
    assert r.returncode == 2 and r.stderr.count("\n") == 1
    assert "LLVM 20" in r.stderr and "no-such-clang" in r.stderr  # both named at once
    assert r.stdout == ""  # nothing was verified, then thrown away
    # a selection that needs neither: only its own toolchain is asked for
    ok = subprocess.run([sys.executable, "-m", "rocke_cli", "verify", "--family", FAM,
                         "--config", ONE, "--flavor", "llvm22", "--artifact", "ll"],
                        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert ok.returncode == 0, ok.stderr


def test_bless_names_its_llvm_up_front(sandbox):
    before = (sandbox.root / "golden" / f"{FAM}.json").read_bytes()
    r = sandbox.rocke("bless", "--family", FAM, env={"ROCKE_LLVM20_PYTHON": "/no/such/python"})
    assert r.rc == 2 and "LLVM 20" in r.err and r.err.count("\n") == 1
    assert (sandbox.root / "golden" / f"{FAM}.json").read_bytes() == before


def test_sim_prints_each_result_as_it_finishes_and_writes_junit(tmp_path):
    cfg = "gfx942.f16.d64.bm64.thd.ws0.full"
    r = cli("sim", "convert", "--config", cfg, "--seqlens", "8,3", "--heads", "2:1", "-j", "1",
            "--artifact", "ll,hip", "--junit", str(tmp_path / "s.xml"))
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    # before the table, one line per artifact, each naming its own
    assert sorted(ln.split(" (")[0] for ln in lines[:2]) == [f"PASS: convert {cfg} .hip",
                                                            f"PASS: convert {cfg} .ll"]
    case = ET.parse(tmp_path / "s.xml").getroot().find(".//testcase")
    assert case.get("name") == cfg and case.get("time") is not None


def test_manifest_covers_every_run_and_leaves_a_file_rocke_did_not_write_alone(tmp_path):
    out = tmp_path / "o"
    sel = ("--flavor", "llvm22", "--artifact", "ll", "--out", str(out))
    assert cli("emit", "--family", FAM, *sel).returncode == 0
    assert cli("emit", "--family", "attention_bwd_prep", *sel).returncode == 0
    stray = out / FAM / "llvm22" / "gone.ll"
    stray.write_text("; no config makes this\n")
    r = cli("emit", "--family", "attention_bwd_prep", *sel)
    assert r.returncode == 0 and f"did not write left alone (e.g. {stray})" in r.stdout
    m = json.loads((out / "manifest.json").read_text())
    on_disk = sorted(p.relative_to(out).as_posix() for p in out.rglob("*")
                     if p.is_file() and p.name != "manifest.json" and p != stray)
    assert sorted(m["files"]) == on_disk  # both runs; the stray file is not rocke's
    assert m["orphans"] == []
    assert set(m["refused"]) == {FAM, "attention_bwd_prep"}
    r = cli("emit", "--family", "attention_bwd_prep", *sel, "--prune")  # tests/test_outdir.py
    assert r.returncode == 2 and f"{stray}: not written by rocke" in r.stderr
    assert stray.exists()


def test_shell_completion_of_commands_and_list_items():
    def complete(words: str) -> list[str]:
        env = dict(os.environ, PYTHONPATH=str(ROOT), COMP_WORDS=words,
                   COMP_CWORD=str(len(words.split(" ")) - 1), _ROCKE_COMPLETE="bash_complete")
        r = subprocess.run([sys.executable, "-m", "rocke_cli"], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=60)
        return [ln.split(",", 1)[1] for ln in r.stdout.splitlines()]

    assert complete("rocke check-g") == ["check-golden"]
    assert complete("rocke list --arch ") == ["gfx942", "gfx950"]
    assert complete("rocke list --family attention_bwd_prep,attention_bwd_c") == [
        "attention_bwd_prep,attention_bwd_convert"]


def test_perf_shows_progress_while_it_compiles_and_models(monkeypatch):
    """perf's compile-and-model phase (a minute or more for the set) reports its progress."""
    import contextlib

    from rocke_cli.engine.catalog import Select
    from rocke_cli.figures import perf_select
    from rocke_cli.output import ui

    seen: dict[str, list[int]] = {}

    @contextlib.contextmanager
    def progress(label, total):  # noqa: ANN001, ANN202 - ui.progress's stand-in
        steps = seen.setdefault(label, [total, 0])
        yield lambda n=1: steps.__setitem__(1, steps[1] + n)

    monkeypatch.setattr(ui, "progress", progress)
    sel = Select(("attention_bwd_convert",), ("gfx942.f16.d64.*",), (), (), None, ())
    got = perf_select(sel, "llvm22", jobs=1)
    assert len(got) >= 2
    assert seen["perf: model"] == [len(got), len(got)]
    assert seen["perf: compile"][0] == len(got)
