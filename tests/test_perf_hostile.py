"""Issue 48's cases against `rocke perf --object` (the model's side): a register number no
wave has, a kernel of 0 registers and an object of 5,000 copies of a kernel. Each is a
stand-in llvm-objdump (ROCKE_OBJDUMP) printing the disassembly, beside a code object whose
metadata tests/elfmake.py writes."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from elfmake import KERNEL, META, code_object, elf, note, pack
from helpers import ROOT, one_line_error

from rocke_cli.errors import RockeError


def rocke(*args: str, env: dict[str, str], timeout: float = 90) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=ROOT, text=True,
                          capture_output=True, timeout=timeout,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), **env))


def _objdump(tmp_path: Path, text: str) -> dict[str, str]:
    """ROCKE_OBJDUMP set to a script that prints `text` as the disassembly."""
    dump = tmp_path / "dump.txt"
    dump.write_text(text)
    tool = tmp_path / "objdump"
    tool.write_text(f"#!/bin/sh\ncat '{dump}'\n")
    tool.chmod(0o755)
    return {"ROCKE_OBJDUMP": str(tool)}


def _function(name: str, body: str, at: int = 0x1000) -> str:
    return f"\n{at:016x} <{name}>:\n{body}"


MFMA = "\tv_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]\n"


@pytest.mark.parametrize("operand", ["v999999999999", "v[0:999999999999]", "a[7:3]", "a512"])
def test_a_register_no_wave_has_is_one_line_naming_it(tmp_path: Path, operand: str) -> None:
    # v999999999999 indexed past the simulation's tables (internal error); a range of it was
    # expanded a register at a time (never finished)
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object())
    env = _objdump(tmp_path, _function("k", f"{MFMA}\tv_add_f32_e32 {operand}, v1, v2\n"
                                            "\ts_endpgm\n"))
    one_line_error(rocke("perf", "--object", str(obj), env=env, timeout=60), str(obj),
                   "kernel k", f"{operand}: no such register")


def test_the_models_own_register_parse_is_bounded() -> None:
    from rocke_cli.perf.ops import BadRegister, _regs

    assert _regs("v[0:3], a5") == (0, 1, 2, 3, 517)
    with pytest.raises(BadRegister, match="v999999999999: no such register"):
        _regs("v999999999999")
    t = time.monotonic()
    with pytest.raises(BadRegister):
        _regs("v[0:999999999999]")
    assert time.monotonic() - t < 1


def test_a_kernel_of_0_registers_is_refused_naming_it(tmp_path: Path) -> None:
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object(vgpr_count=0))
    env = _objdump(tmp_path, _function("k", "\ts_nop 0\n\ts_endpgm\n"))
    one_line_error(rocke("perf", "--object", str(obj), env=env), str(obj), "kernel k",
                   "allocates 0 vector registers (.vgpr_count 0)", "not modeled")


def test_code_past_the_registers_its_metadata_allocates_is_refused(tmp_path: Path) -> None:
    # 26 registers allocated, the code writes a[0:15] after v0-v3: 20, fits; a[0:31]: 36
    from rocke_cli.perf.objfile import check_registers

    res = {"next_free_vgpr": 26}
    check_registers("k.co", "k", MFMA, res)
    with pytest.raises(RockeError, match="k.co: kernel k: its code addresses 36 registers"):
        check_registers("k.co", "k", MFMA.replace("a[0:15]", "a[0:31]"), res)


# a step of realistic cost: an outer loop around 256 trips of LDS reads, MFMAs, VALU and an
# atomic, eight waves a SIMD (every trip simulated: the waves drift against one another)
LOOP = ("\ts_mov_b32 s5, 0\n{outer}:\n\ts_mov_b32 s4, 0\n{inner}:\n" +
        "\tds_read_b128 v[4:7], v1\n\ts_waitcnt lgkmcnt(0)\n" * 2 + MFMA * 2 +
        "\tv_exp_f32_e32 v10, v11\n\tv_fma_f32 v12, v13, v14, v12\n" * 2 +
        "\tbuffer_atomic_add_f32 v10, v1, s[24:27], 0 offen\n" +
        "\ts_add_i32 s4, s4, 1\n\ts_cmp_lt_u32 s4, 256\n\ts_cbranch_scc1 {inner}\n"
        "\ts_add_i32 s5, s5, 1\n\ts_cmp_lt_u32 s5, 64\n\ts_cbranch_scc1 {outer}\n"
        "\ts_endpgm\n")
COPIES = 5000


def _labels(code: str, at: int) -> str:
    """Label lines as llvm-objdump prints them: `<address> <L0>:`."""
    return "\n".join(f"{at + n:016x} <{ln[:-1]}>:" if ln in ("L0:", "L1:") else ln
                      for n, ln in enumerate(code.split("\n")))


def test_an_object_of_5000_copies_of_a_kernel_finishes_well_under_90_s(tmp_path: Path) -> None:
    # each copy was modeled again (0.3 s each here: 26 minutes); copies are modeled once now
    # (the same code and resources) and every kernel is still reported, by its own name
    kernels = [dict(KERNEL, **{".name": f"k{i}", ".symbol": f"k{i}.kd", ".vgpr_count": 64,
                               ".group_segment_fixed_size": 8192}) for i in range(COPIES)]
    obj = tmp_path / "many.co"
    obj.write_bytes(elf(note(b"AMDGPU", 32, pack(dict(META, **{"amdhsa.kernels": kernels})))))
    # llvm-objdump's labels (--symbolize-operands) are numbered per function: L0, L1 in each
    code = LOOP.format(outer="L0", inner="L1")
    text = "".join(_function(f"k{i}", _labels(code, 0x1000 + i * 0x400), 0x1000 + i * 0x400)
                   for i in range(COPIES))
    env = _objdump(tmp_path, text)
    t = time.monotonic()
    r = rocke("perf", "--object", str(obj), "--json", str(tmp_path / "p.json"), env=env)
    took = time.monotonic() - t
    assert r.returncode == 0, r.stderr[-2000:]
    assert took < 45, took
    import json

    doc = json.loads((tmp_path / "p.json").read_text())
    ks = doc["kernels"]
    assert [k["kernel"] for k in ks] == [f"k{i}" for i in range(COPIES)]
    assert len({(k["tflops"], k["round_cycles"]) for k in ks}) == 1
    assert ks[0]["step"].startswith("loop L0") and ks[0]["waves_per_simd"] == 8
    assert ks[0]["tflops"] > 0
