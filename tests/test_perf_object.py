"""`rocke perf --object`: a code object goes through the same model as the compiled config
(llvm-objdump-22 for the code, the metadata note for the resources), and a bad object is a
one-line error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers import cli

from rocke_cli.engine.artifacts import produce
from rocke_cli.engine.catalog import Select
from rocke_cli.figures import perf_select
from rocke_cli.perf import perf_object

CID = "gfx942.f16.d128.bm32bn64.bshd.ws0.full.c0.atomic.mfma"
SEL = Select(families=("attention_bwd_main",), configs=(CID,))


@pytest.fixture(scope="module")
def code_object(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The config's llvm22 text compiled by LLVM 22 into a (relocatable) code object."""
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    art = produce(SEL.apply(), ["llvm22"], ("ll",))[0]
    mod = llvm.parse_assembly(art.ll["llvm22"])
    tm = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(cpu="gfx942",
                                                                           opt=3)
    path = tmp_path_factory.mktemp("obj") / "main.o"
    path.write_bytes(tm.emit_object(mod))
    return path


def test_an_object_models_as_its_config_does(code_object: Path) -> None:
    mine = perf_select(SEL)[0]
    obj = perf_object(str(code_object))[0]  # the arch from the object's e_flags
    assert obj.arch == "gfx942" and obj.kernel == mine.kernel
    assert obj.step.split(" (")[1] == mine.step.split(" (")[1]  # the same loop and trips
    assert obj.waves_per_simd == mine.waves_per_simd
    assert obj.round_cycles == mine.round_cycles
    # a foreign kernel's FLOPs are the matrix FLOPs its loop issues: for this body, the
    # config's useful FLOPs exactly
    assert obj.flops_per_iter == mine.flops_per_iter and obj.tflops == mine.tflops


def test_perf_object_beside_a_selection_in_one_run(code_object: Path, tmp_path: Path) -> None:
    out = tmp_path / "perf.json"
    r = cli("perf", "--family", "attention_bwd_main", "--config", CID,
            "--object", str(code_object), "--json", str(out))
    assert r.returncode == 0, r.stderr
    doc = json.loads(out.read_text())
    fams = [k["family"] for k in doc["kernels"]]
    assert fams == ["attention_bwd_main", "object"]
    a, b = doc["kernels"]
    assert a["tflops"] == b["tflops"] and b["id"] == "main.o"
    assert all(k["modeled"] is True for k in doc["kernels"])
    assert "expected measured" in r.stdout and "modeled" in r.stdout


@pytest.mark.parametrize("content,why", [(b"not an elf", "not a 64-bit ELF code object"),
                                         (None, "cannot read")])
def test_a_bad_object_is_a_one_line_error(tmp_path: Path, content: bytes | None,
                                          why: str) -> None:
    path = tmp_path / "bad.co"
    if content is not None:
        path.write_bytes(content)
    r = cli("perf", "--object", str(path))
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and why in r.stderr and str(path) in r.stderr
    assert "Traceback" not in r.stderr


def test_no_disassembler_is_an_error_naming_the_package(code_object: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ROCKE_OBJDUMP", "llvm-objdump-nonexistent")
    r = cli("perf", "--object", str(code_object))
    assert r.returncode == 2 and "apt-get install llvm-22" in r.stderr


AGPR_CID = "gfx950.bf16.d128.bm32bn64.bshd.ws0.full.c0.atomic.mfma"  # 88 VGPRs + 128 AGPRs


def test_a_built_code_object_models_as_its_config(tmp_path: Path) -> None:
    # rocke build's linked object, of a kernel with AGPRs: the metadata's .vgpr_count is the
    # unified file's (216 here: two waves a SIMD), not VGPRs to which .agpr_count adds
    r = cli("build", "--family", "attention_bwd_main", "--config", AGPR_CID,
            "--out", str(tmp_path / "o"))
    assert r.returncode == 0, r.stderr
    obj = perf_object(str(tmp_path / "o" / "attention_bwd_main" / "gfx950" / f"{AGPR_CID}.co"))
    mine = perf_select(Select(families=("attention_bwd_main",), configs=(AGPR_CID,)))[0]
    assert obj[0].waves_per_simd == mine.waves_per_simd == 2
    assert (obj[0].round_cycles, obj[0].tflops) == (mine.round_cycles, mine.tflops)
