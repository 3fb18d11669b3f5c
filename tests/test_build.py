"""`rocke build`: every shipped kernel of both arches becomes a code object whose metadata (read
back from its ELF note) agrees with rocke's plan: kernarg size and argument offsets with
`rocke abi`, LDS with the family's LDS plan, the workgroup size with the launch's, no scratch.
A disagreement fails naming both values and writes nothing; the bytes depend on the inputs
alone."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers import ROOT, Sandbox

from rocke_cli.engine import catalog
from rocke_cli.engine.catalog import Select
from rocke_cli.engine.families import FAMILIES
from rocke_cli.errors import CheckFailed
from rocke_cli.schedule.replay import Replayer
from rocke_cli.toolchain import build as B
from rocke_cli.toolchain.codeobject import kernel_metadata
from rocke_cli.toolchain.descriptor import disagreements

PREP942 = Select(families=("attention_bwd_prep",), arch=("gfx942",))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, B.BuildReport]]:
    """Every shipped kernel built once, from an empty content cache of its own (a module
    fixture is made before the per-test cache applies): about 30 s on 2 cores, and about 1 s
    more a kernel whose loop rocke orders (its recorded order replayed: schedule/replay.py)."""
    out = tmp_path_factory.mktemp("objects")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("build-cache")))
        mp.delenv("ROCKE_CACHE", raising=False)
        yield out, B.build(B.BuildRequest(Select(), out, jobs=2, scheduler=Replayer()))


def _planned() -> list:
    return [b for fam in FAMILIES for c in catalog.family_configs(fam).configs
            if not (b := catalog.build(fam, c.id)).refused]


def test_every_non_refused_kernel_of_both_arches_is_built(built) -> None:
    out, rep = built
    planned = {f"{b.family}/{b.config['arch']}/{b.id}.co" for b in _planned()}
    assert set(rep.files) == planned
    assert {p.relative_to(out).as_posix() for p in out.rglob("*.co")} == planned
    assert {rel.split("/")[1] for rel in planned} == {"gfx942", "gfx950"}
    refused = {(f, i) for f, ids in rep.refused.items() for i in ids}
    assert refused == {(fam, c.id) for fam in FAMILIES for c in catalog.family_configs(fam).configs
                       if catalog.build(fam, c.id).refused}
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["schema"] == "rocke.build/v1" and set(manifest["files"]) == planned
    assert "LLD 22." in manifest["toolchain"]["lld"]


def test_every_object_agrees_with_abi_lds_plan_and_workgroup(built) -> None:
    out, _ = built
    manifest = json.loads((out / "manifest.json").read_text())["files"]
    for b in _planned():
        rel = f"{b.family}/{b.config['arch']}/{b.id}.co"
        data = (out / rel).read_bytes()
        (k,) = kernel_metadata(data)
        abi = b.abi.to_json()
        assert k[".name"] == abi["kernel"] and k[".symbol"] == abi["kernel"] + ".kd", rel
        assert k[".kernarg_segment_size"] == abi["kernarg_size"], rel
        assert [(a[".name"], a[".offset"], a[".size"]) for a in k[".args"]] == \
            [(a["name"], a["offset"], a["size"]) for a in abi["args"]], rel
        assert k[".group_segment_fixed_size"] == b.lds_bytes, rel
        assert k[".max_flat_workgroup_size"] == b.config["wg_size"], rel
        assert k[".private_segment_fixed_size"] == 0 and not k[".uses_dynamic_stack"], rel
        assert k[".wavefront_size"] == 64, rel
        assert disagreements(b, [k]) == []
        entry = manifest[rel]
        assert entry["bytes"] == len(data) and entry["kernel"]["lds"] == b.lds_bytes
        assert entry["kernel"]["vgpr"] == k[".vgpr_count"] > 0


def test_objects_hold_no_path(built) -> None:
    """No directory of the machine that built them reaches the bytes."""
    out, _ = built
    leaks = [str(ROOT).encode(), str(out).encode(), b"/tmp/", b"/home/", b"/root", b".ll\0"]
    for p in out.rglob("*.co"):
        data = p.read_bytes()
        assert not [s for s in leaks if s in data], p


def test_same_inputs_same_bytes_whatever_the_directory_or_jobs(
        built, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out, _ = built
    monkeypatch.setenv("ROCKE_CACHE", "off")  # compiled again, not served from a cache
    other = tmp_path / "elsewhere" / "objs"
    B.build(B.BuildRequest(PREP942, other, jobs=1))
    for p in other.rglob("*.co"):
        assert p.read_bytes() == (out / p.relative_to(other)).read_bytes(), p


def test_metadata_that_disagrees_fails_naming_both_values_and_writes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = B.kernel_metadata

    def tampered(data: bytes) -> list[dict]:
        ks = real(data)
        ks[0][".group_segment_fixed_size"] += 16
        ks[0][".args"][1][".offset"] += 4
        return ks

    monkeypatch.setattr(B, "kernel_metadata", tampered)
    out = tmp_path / "objs"
    sel = Select(families=("attention_bwd_prep",), configs=("gfx942.f16.d64.bm64.thd.ws1.full.z1",))
    with pytest.raises(CheckFailed) as e:
        B.build(B.BuildRequest(sel, out))
    msg = str(e.value)
    assert "group segment (LDS) bytes: object 1040, planned 1024" in msg
    assert "argument 1 (name, offset, size): object ('dout', 12, 8), planned ('dout', 8, 8)" in msg
    assert "nothing written" in msg and not out.exists()


def test_cli_build_writes_then_leaves_unchanged_files_alone(sandbox: Sandbox) -> None:
    args = ("build", "--family", "attention_bwd_validate", "--arch", "gfx950", "--out", "objs")
    r = sandbox.rocke(*args)
    assert r.rc == 0, r.err
    assert "built 5 code objects (5 written, 0 unchanged), 0 configs refused" in r.err + r.out
    files = sorted((sandbox.root / "objs").rglob("*.co"))
    assert len(files) == 5 and all(p.parent.name == "gfx950" for p in files)
    r = sandbox.rocke(*args)
    assert r.rc == 0 and "(0 written, 5 unchanged)" in r.err + r.out


def test_cli_build_without_linker_is_one_line_exit_2(sandbox: Sandbox) -> None:
    r = sandbox.rocke("build", "--family", "attention_bwd_validate", "--out", "objs",
                      env={"ROCKE_LLD": "/nonexistent/ld.lld-22"})
    assert r.rc == 2 and r.err.count("\n") == 1, r.err
    assert "apt-get install lld-22" in r.err and not (sandbox.root / "objs").exists()
