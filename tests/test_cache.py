"""The content cache (docs/design.md §13): where it lives, that it can be turned off, that an
entry is used only under its own key, and that verify, clang and the canonical forms use it
(a second run computes nothing) without ever trusting a bad entry."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from test_verify import GOOD, HIP_OK, UNDEFINED

from rocke_cli import cache as cache_mod
from rocke_cli.cache import Cache
from rocke_cli.errors import RockeError
from rocke_cli.gates import check
from rocke_cli.settings import settings
from rocke_cli.toolchain import hip, verify
from rocke_cli.toolchain.hip import HipJob, check_hip
from rocke_cli.toolchain.verify import VerifyJob

KEY = {"text": "ab" * 32, "arch": "gfx942"}


def test_cache_dir_follows_xdg_and_rocke_cache_turns_it_off(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "x"))
    assert settings().cache_dir == tmp_path / "x" / "rocke"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert settings().cache_dir == tmp_path / "home" / ".cache" / "rocke"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/dir")  # the XDG spec: ignored
    assert settings().cache_dir == tmp_path / "home" / ".cache" / "rocke"
    for off in ("off", "0", "no", "FALSE"):
        monkeypatch.setenv("ROCKE_CACHE", off)
        assert settings().cache_dir is None
        assert not Cache("verify").enabled
    monkeypatch.setenv("ROCKE_CACHE", "sometimes")
    with pytest.raises(RockeError, match="ROCKE_CACHE=sometimes: expected on or off"):
        settings()


def test_tests_never_touch_the_developers_cache(private_cache: Path, tmp_path: Path) -> None:
    assert settings().cache_dir == private_cache
    assert private_cache.is_relative_to(tmp_path)


def test_an_entry_holds_its_key_and_round_trips(private_cache: Path) -> None:
    c = Cache("verify")
    assert c.get(KEY) is None
    c.put(KEY, {"ok": True})
    assert c.get(KEY) == {"ok": True}
    (path,) = list(private_cache.rglob("*.json"))
    entry = json.loads(path.read_text())
    assert entry["key"]["text"] == KEY["text"] and entry["key"]["kind"] == "verify"
    assert entry["key"]["rocke"] == cache_mod.__version__
    assert c.get({**KEY, "arch": "gfx950"}) is None  # another key: another entry
    assert Cache("hip").get(KEY) is None  # another kind: another entry


def _entry_path(private_cache: Path) -> Path:
    (path,) = list(private_cache.rglob("*.json"))
    return path


def _foreign(text: str) -> bytes:
    e = json.loads(text)
    return json.dumps({**e, "key": {**e["key"], "arch": "gfx950"}}).encode()


@pytest.mark.parametrize("spoil", [
    lambda text: b"{not json",
    lambda text: text.encode()[: len(text) // 2],  # truncated
    _foreign,  # another key's entry, stored at this key's place
    lambda text: json.dumps({"key": json.loads(text)["key"]}).encode(),  # no value
    lambda text: b'["a list"]',
    lambda text: b"\xff\xfe" + text.encode(),  # not UTF-8
], ids=["bad-json", "truncated", "foreign-key", "no-value", "not-an-object", "not-utf8"])
def test_a_corrupt_or_foreign_entry_is_ignored_and_rewritten(private_cache: Path, spoil) -> None:
    c = Cache("verify")
    c.put(KEY, {"ok": True})
    path = _entry_path(private_cache)
    path.write_bytes(spoil(path.read_text()))
    assert c.get(KEY) is None
    c.put(KEY, {"ok": True})
    assert c.get(KEY) == {"ok": True}
    assert not list(path.parent.glob(".*.tmp"))  # written atomically: no temp file left


def test_a_value_of_the_wrong_shape_is_a_miss(private_cache: Path) -> None:
    c = Cache("canonical")
    c.put(KEY, "not a sha256")
    assert c.get(KEY, valid=lambda v: isinstance(v, str) and len(v) == 64) is None


def test_rocke_cache_off_writes_nothing(monkeypatch: pytest.MonkeyPatch,
                                       private_cache: Path) -> None:
    monkeypatch.setenv("ROCKE_CACHE", "off")
    verify.verify([VerifyJob("good", GOOD, "gfx942", "llvm22")], workers=1)
    Cache("verify").put(KEY, 1)
    assert not private_cache.exists()


def _counting_worker(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    sent: list[str] = []
    real = verify.run_worker

    def counting(py: str, jobs: list[dict], done=None, **kw) -> list[dict]:  # noqa: ANN001
        sent.extend(j["key"] for j in jobs)
        return real(py, jobs, done, **kw)

    monkeypatch.setattr(verify, "run_worker", counting)
    return sent


def test_verify_serves_a_pass_from_the_cache_and_runs_a_failure_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    sent = _counting_worker(monkeypatch)
    jobs = [VerifyJob("good", GOOD, "gfx942", "llvm22"),
            VerifyJob("good20", GOOD, "gfx942", "llvm20"),
            VerifyJob("undef", UNDEFINED, "gfx942", "llvm22")]
    first = verify.verify(jobs, workers=2)
    assert len(sent) == 3
    sent.clear()
    second = verify.verify(jobs, workers=2)
    assert len(sent) == 1  # only the failure ran again
    for a, b in zip(first, second, strict=True):
        assert (a.key, a.ok, a.errors, a.llvm, a.kernels) == (b.key, b.ok, b.errors, b.llvm,
                                                              b.kernels)
    assert not second[2].ok and "undefined value" in second[2].errors[0]
    sent.clear()
    (asm,) = verify.verify([VerifyJob("a", GOOD, "gfx942", "llvm22", want_asm=True)])
    assert asm.asm and len(sent) == 1  # the assembly is never cached: compiled again


def test_a_cached_pass_moved_under_another_key_is_not_trusted(
        monkeypatch: pytest.MonkeyPatch, private_cache: Path) -> None:
    """A foreign entry claiming a pass for a broken kernel: the key inside it disagrees."""
    verify.verify([VerifyJob("good", GOOD, "gfx942", "llvm22")], workers=1)
    good_entry = _entry_path(private_cache)
    verify.verify([VerifyJob("undef", UNDEFINED, "gfx942", "llvm22")], workers=1)
    assert len(list(private_cache.rglob("*.json"))) == 1  # the failure was not stored
    key = verify._cache_key((verify.ir_digest(UNDEFINED), "gfx942", 22, False),
                            verify.llvm_identity(22))
    target = Cache("verify")._path(Cache("verify")._full(key))
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(good_entry.read_text())
    (r,) = verify.verify([VerifyJob("undef", UNDEFINED, "gfx942", "llvm22")], workers=1)
    assert not r.ok and "undefined value" in r.errors[0]


def test_another_toolchain_misses_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    sent = _counting_worker(monkeypatch)
    verify.verify([VerifyJob("good", GOOD, "gfx942", "llvm22")], workers=1)
    monkeypatch.setattr(verify, "llvm_identity", lambda major: "LLVM 22.9.9 (llvmlite 9.9)")
    verify.verify([VerifyJob("good", GOOD, "gfx942", "llvm22")], workers=1)
    assert len(sent) == 2


def test_clang_serves_a_pass_from_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    ran: list[str] = []
    real = hip._compile

    def counting(clang: str, job: HipJob, tmp: Path, n: int):  # noqa: ANN202
        ran.append(job.key)
        return real(clang, job, tmp, n)

    monkeypatch.setattr(hip, "_compile", counting)
    jobs = [HipJob("ok", HIP_OK, "gfx942"), HipJob("bad", HIP_OK.replace("2.0f * i;", "2"),
                                                   "gfx942")]
    first = check_hip(jobs, workers=2)
    second = check_hip(jobs, workers=2)
    assert [r.status for r in first] == [r.status for r in second] == ["ok", "failed"]
    assert sorted(ran) == ["bad", "bad", "ok"]
    monkeypatch.setattr(hip, "clang_identity", lambda: "clang 99")
    check_hip(jobs[:1])
    assert ran.count("ok") == 2  # another compiler: compiled again


def test_the_simulators_hip_ir_comes_from_the_cache_and_a_spoiled_entry_is_recompiled(
        monkeypatch: pytest.MonkeyPatch, private_cache: Path) -> None:
    ran: list[str] = []
    real = hip._compile
    monkeypatch.setattr(hip, "_compile", lambda clang, job, tmp, n:
                        ran.append(job.key) or real(clang, job, tmp, n))
    first = hip.device_ir(HIP_OK, "gfx942", "k")
    assert "define" in first and ran == ["k"]
    assert hip.device_ir(HIP_OK, "gfx942", "k") == first and ran == ["k"]
    (entry,) = (private_cache / "hip-ir").rglob("*.json")
    e = json.loads(entry.read_text())
    spoiled = base64.b64encode(b"define void @x() {}").decode()  # valid, not what was stored
    entry.write_text(json.dumps({**e, "value": {**e["value"], "b64": spoiled}}))
    assert hip.device_ir(HIP_OK, "gfx942", "k") == first and ran == ["k", "k"]
    monkeypatch.setattr(hip, "_identity", lambda clang: "clang 99")  # another compiler
    assert hip.device_ir(HIP_OK, "gfx942", "k") == first and len(ran) == 3


def test_canonical_forms_come_from_the_cache_the_second_time(
        monkeypatch: pytest.MonkeyPatch, private_cache: Path) -> None:
    hashed: list[int] = []
    real = check._hash_keys
    monkeypatch.setattr(check, "_hash_keys", lambda todo, jobs: hashed.append(len(todo))
                        or real(todo, jobs))
    items = [(GOOD, "llvm22"), (GOOD, "llvm23"), (UNDEFINED, "llvm20")]
    first = check.canonicals(items)
    assert first[(check.sha256(GOOD), "llvm22")] == check.canonical_of(GOOD, "llvm22")
    assert check.canonicals(items) == first
    assert hashed == [2, 0]  # llvm22 and llvm23 spell GOOD alike: one canonical key
    # a stored value that is not a sha256 is recomputed, and rewritten
    for p in private_cache.rglob("*.json"):
        e = json.loads(p.read_text())
        p.write_text(json.dumps({**e, "value": "0" * 63}))
    assert check.canonicals(items) == first and hashed == [2, 0, 2]
    assert check.canonicals(items) == first and hashed == [2, 0, 2, 0]


@pytest.fixture
def fresh_templates():  # noqa: ANN201 - the render environment of this test's cache only
    from rocke_cli.engine import render

    render.environment.cache_clear()
    render._template.cache_clear()
    yield render
    render.environment.cache_clear()
    render._template.cache_clear()


def test_templates_compile_once_and_a_spoiled_bucket_compiles_again(
        monkeypatch: pytest.MonkeyPatch, private_cache: Path, fresh_templates) -> None:
    import jinja2
    from helpers import configs

    from rocke_cli.engine.catalog import build

    render = fresh_templates
    b = build("attention_bwd_convert", configs("attention_bwd_convert")[0].id)
    text = render.render(b, "ll", "llvm22")
    buckets = sorted((private_cache / "jinja").iterdir())
    assert buckets, "no compiled template was kept"
    # a fresh process (a fresh environment) loads them instead of compiling
    fresh_templates.environment.cache_clear()
    fresh_templates._template.cache_clear()
    compiled: list[str] = []
    real = jinja2.Environment.compile
    monkeypatch.setattr(jinja2.Environment, "compile",
                        lambda self, src, name=None, *a, **k:
                        compiled.append(name) or real(self, src, name, *a, **k))
    assert render.render(b, "ll", "llvm22") == text and compiled == []
    # a bucket cut short or overwritten is not trusted: compiled again, and rewritten
    for p in buckets:
        p.write_bytes(p.read_bytes()[:20])
    fresh_templates.environment.cache_clear()
    fresh_templates._template.cache_clear()
    assert render.render(b, "ll", "llvm22") == text and compiled
    assert all(len(p.read_bytes()) > 20 for p in buckets)


def test_the_simulator_compiles_a_kernel_once_and_never_runs_a_spoiled_object(
        monkeypatch: pytest.MonkeyPatch, private_cache: Path) -> None:
    import llvmlite.binding as llvm
    from test_mfma import one_mfma_ll, run_one

    from rocke_cli.sim import mfma as M
    from rocke_cli.sim import runtime

    name = "v_mfma_f32_16x16x16_f16"
    text = one_mfma_ll(name)
    emitted: list[int] = []
    real = llvm.TargetMachine.emit_object
    monkeypatch.setattr(llvm.TargetMachine, "emit_object",
                        lambda self, mod: emitted.append(1) or real(self, mod))

    def once() -> bool:  # a fresh process: nothing JIT-compiled in memory
        runtime._CACHE.clear()
        d, (a, b, c) = run_one(name, text)
        return bool((d.view("u4") == M.emulate(name, a, b, c).view("u4")).all())

    assert once() and emitted == [1]
    (entry,) = (private_cache / "jit").rglob("*.json")
    assert once() and emitted == [1]  # the object came from the cache
    # an object whose bytes differ from the ones recorded (an edit, a bad disk) is not loaded
    e = json.loads(entry.read_text())
    obj = e["value"]["b64"]
    e["value"]["b64"] = obj[:100] + ("A" if obj[100] != "A" else "B") + obj[101:]
    entry.write_text(json.dumps(e))
    assert once() and emitted == [1, 1]
    assert json.loads(entry.read_text())["value"]["b64"] == obj  # rewritten


# --- issue 22: every entry carries its value's checksum; an unusable cache costs a warning ----


def test_an_edited_verify_entry_is_ignored_and_rewritten(
        monkeypatch: pytest.MonkeyPatch, private_cache: Path) -> None:
    sent = _counting_worker(monkeypatch)
    job = VerifyJob("good", GOOD, "gfx942", "llvm22")
    (first,) = verify.verify([job], workers=1)
    path = _entry_path(private_cache)
    e = json.loads(path.read_text())
    e["value"]["kernels"][0]["vgpr"] = 999  # a hand edit: the key and the shape still fit
    path.write_text(json.dumps(e))
    (second,) = verify.verify([job], workers=1)
    assert second.kernels == first.kernels and second.kernels[0]["vgpr"] != 999
    assert len(sent) == 2  # compiled again
    assert json.loads(path.read_text())["value"]["kernels"] == first.kernels  # rewritten


def test_an_edited_canonical_entry_is_ignored_and_rewritten(private_cache: Path) -> None:
    items = [(GOOD, "llvm22")]
    first = check.canonicals(items)
    (path,) = list(private_cache.rglob("*.json"))
    e = json.loads(path.read_text())
    v = e["value"]
    e["value"] = v[:-1] + ("0" if v[-1] != "0" else "1")  # one hex digit: still a sha256
    path.write_text(json.dumps(e))
    assert check.canonicals(items) == first
    assert json.loads(path.read_text())["value"] == v


FAM = "attention_bwd_convert"
CFG = "gfx942.f16.d64.bm64.thd.ws0.full"


VERIFY = ("verify", "--family", FAM, "--config", CFG, "--flavor", "llvm22", "--artifact", "ll")
SIM = ("sim", "convert", "--arch", "gfx942", "--config", CFG, "--seqlens", "5,3", "-j", "1")


# file-in-place is found before any work (start.py probes); kind-is-a-file only by the first
# write, in the process that writes (verify's own)
@pytest.mark.parametrize("command,spoil", [(VERIFY, "file-in-place"), (SIM, "file-in-place"),
                                           (VERIFY, "kind-is-a-file")],
                         ids=["verify", "sim", "verify-late"])
def test_an_unusable_cache_costs_one_warning_not_the_run(tmp_path: Path, command, spoil):
    import os
    import subprocess
    import sys

    from helpers import ROOT

    xdg = tmp_path / "xdg"
    xdg.mkdir()
    if spoil == "file-in-place":
        (xdg / "rocke").write_text("not a directory\n")  # $XDG_CACHE_HOME/rocke is a file
    else:  # the directory is there, one kind's place is taken: found out on the first write
        (xdg / "rocke").mkdir()
        (xdg / "rocke" / "verify").write_text("not a directory\n")
    env = dict(os.environ, XDG_CACHE_HOME=str(xdg), PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-m", "rocke_cli", *command], cwd=ROOT, env=env,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    warnings = [ln for ln in r.stderr.splitlines() if "cache" in ln]
    assert len(warnings) == 1 and warnings[0].startswith("rocke: warning: cache "), r.stderr
    assert "running without the cache" in warnings[0]


def test_a_cache_that_cannot_be_written_is_turned_off_in_process(
        private_cache: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROCKE_CACHE", "on")  # undone after the test: it sets ROCKE_CACHE=off
    private_cache.mkdir(parents=True)
    (private_cache / "verify").write_text("a file where the kind's directory goes\n")
    c = Cache("verify")
    c.put(KEY, {"ok": True})  # fails: said once, and the cache is off from here on
    Cache("canonical").put(KEY, "x")
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("rocke: warning: cache "), err
    assert not c.enabled and Cache("canonical").get(KEY) is None
    assert not (private_cache / "canonical").exists()
