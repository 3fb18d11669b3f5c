"""`rocke perf --object` reads untrusted files: whatever the file (a FIFO, a device, a huge or
sparse file, a link chain, ill-formed ELF or metadata), the run ends in bounded time and memory
with a result or one line naming the file and the field at fault, exit 2; never a hang, never
`internal error`. External tools run under ROCKE_TOOL_TIMEOUT and are killed with their
children."""

from __future__ import annotations

import os
import resource
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest
from elfmake import KERNEL, META, code_object, elf, note, pack
from helpers import ROOT, one_line_error

from rocke_cli import children
from rocke_cli.errors import RockeError
from rocke_cli.perf.objfile import read_object
from rocke_cli.toolchain.codeobject import kernel_metadata

LIMIT_AS = 4 << 30  # a run that reads a huge file whole fails under it, never takes the machine


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (LIMIT_AS, LIMIT_AS))


def rocke(*args: str, env: dict | None = None, timeout: float = 60) -> subprocess.CompletedProcess:
    """The CLI in a fresh process under a 4 GiB address-space limit and a wall-clock bound
    (a hang fails the test rather than the machine)."""
    return subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout,
                          preexec_fn=_limited,
                          env=dict(os.environ, PYTHONPATH=str(ROOT), **(env or {})))


# ---- what the file is ---------------------------------------------------------------------

def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "k.co"
    os.mkfifo(fifo)
    t = time.monotonic()
    one_line_error(rocke("perf", "--object", str(fifo), timeout=30), str(fifo), "a FIFO")
    assert time.monotonic() - t < 30


def test_a_link_to_a_device_is_refused_unread(tmp_path: Path) -> None:
    link = tmp_path / "zero.co"
    link.symlink_to("/dev/zero")
    one_line_error(rocke("perf", "--object", str(link), timeout=30), str(link), "a device")


def test_a_sparse_64_gib_file_is_refused_by_its_size(tmp_path: Path) -> None:
    big = tmp_path / "big.co"
    with open(big, "wb") as f:
        f.truncate(64 << 30)
    one_line_error(rocke("perf", "--object", str(big), timeout=30), str(big),
                   "over the 67108864 (64 MiB) a code object file may have")


def test_a_directory_and_a_link_chain_are_refused(tmp_path: Path) -> None:
    with pytest.raises(RockeError, match="a directory, not a code object file"):
        read_object(str(tmp_path))
    (tmp_path / "k.co").write_bytes(code_object())
    (tmp_path / "one.co").symlink_to("k.co")
    (tmp_path / "two.co").symlink_to("one.co")
    with pytest.raises(RockeError, match="a link to a link"):
        read_object(str(tmp_path / "two.co"))
    # one link to a regular file is followed: it fails later, at the code (none in this ELF)
    with pytest.raises(RockeError, match="kernel k has metadata but no code"):
        read_object(str(tmp_path / "one.co"))


# ---- the ELF ------------------------------------------------------------------------------

def _with(data: bytes, off: int, fmt: str, *v: int) -> bytes:
    b = bytearray(data)
    struct.pack_into(fmt, b, off, *v)
    return bytes(b)


GOOD = code_object()
SHOFF = struct.unpack_from("<Q", GOOD, 0x28)[0]


@pytest.mark.parametrize("data,why", [
    (b"\x7fELF", "under the 64 bytes"),
    (_with(GOOD, 0x12, "<H", 62), "ELF machine 62, not AMDGPU"),
    (_with(GOOD, 0x3C, "<H", 0xFFFF), "section headers"),  # e_shnum past the file
    (_with(GOOD, 0x28, "<Q", 1 << 62), "lie outside the file"),  # e_shoff huge
    (_with(GOOD, 0x3A, "<H", 8), "section header size 8"),
    (_with(GOOD, SHOFF + 64 + 0x20, "<Q", 1 << 40), "lies outside the file"),  # note size
    (_with(GOOD, SHOFF + 64 + 0x18, "<Q", (1 << 64) - 1), "lies outside the file"),
    (_with(GOOD, 64 + 4, "<I", 0xFFFFFFFF), "truncated ELF note"),  # descsz
    (_with(GOOD, 64, "<I", 0xFFFFFFFF), "truncated ELF note"),  # namesz
    (_with(GOOD, 0x3C, "<H", 0), "extended section numbering"),
])
def test_an_ill_formed_elf_is_one_line_naming_the_part(tmp_path: Path, data: bytes,
                                                       why: str) -> None:
    p = tmp_path / "bad.co"
    p.write_bytes(data)
    with pytest.raises(RockeError, match=why) as e:
        read_object(str(p), "gfx942")
    assert str(e.value).startswith(str(p)) and "\n" not in str(e.value)


def test_a_4_byte_file_with_arch_is_one_line(tmp_path: Path) -> None:
    p = tmp_path / "tiny.co"
    p.write_bytes(b"\x7fELF")
    one_line_error(rocke("perf", "--object", str(p), "--arch", "gfx942"), str(p),
                   "not a 64-bit ELF code object")


# ---- the metadata -------------------------------------------------------------------------

def _nested(depth: int) -> bytes:
    return b"\x91" * depth + b"\x00"


def _meta(blob: bytes) -> bytes:
    return elf(note(b"AMDGPU", 32, blob))


@pytest.mark.parametrize("fields,why", [
    ({"max_flat_workgroup_size": 0}, "max_flat_workgroup_size: 0 is outside 1..1024"),
    ({"max_flat_workgroup_size": (1 << 64) - 1}, "max_flat_workgroup_size"),
    ({"reqd_workgroup_size": [1024, 1024, 1024]}, "reqd_workgroup_size"),
    ({"reqd_workgroup_size": [0, 1, 1]}, "reqd_workgroup_size"),
    ({"reqd_workgroup_size": "x"}, "reqd_workgroup_size"),
    ({"vgpr_count": -5}, "vgpr_count: -5 is outside 0..512"),
    ({"vgpr_count": "26"}, "vgpr_count: '26' is not an integer"),
    ({"vgpr_count": 2.5}, "vgpr_count: 2.5 is not an integer"),
    ({"vgpr_count": float("nan")}, "vgpr_count: nan is not an integer"),
    ({"vgpr_count": True}, "vgpr_count: True is not an integer"),
    ({"vgpr_count": None}, "vgpr_count: missing"),
    ({"agpr_count": 300}, "agpr_count: 300 is outside 0..256"),
    ({"agpr_count": 100, "vgpr_count": 50}, "agpr_count: 100 is over .vgpr_count 50"),
    ({"sgpr_count": 4000}, "sgpr_count"),
    ({"group_segment_fixed_size": 65537}, "group_segment_fixed_size: 65537 is outside 0..65536"),
    ({"group_segment_fixed_size": -1}, "group_segment_fixed_size"),
    ({"private_segment_fixed_size": (1 << 64) - 1}, "private_segment_fixed_size"),
    ({"wavefront_size": 48}, "wavefront_size: 48 is neither 32 nor 64"),
    ({"name": 7}, "name: 7 is not a non-empty string"),
    ({"name": None}, "name: missing"),
    ({"args": 5}, "args: 5 is not a list"),
    ({"args": [5]}, "args[0]: 5 is not a map"),
    ({"args": [{".offset": "a", ".size": 4, ".value_kind": "by_value"}]}, "args[0].offset"),
    ({"uses_dynamic_stack": 3}, "uses_dynamic_stack"),
])
def test_impossible_metadata_is_one_line_naming_the_field(tmp_path: Path, fields: dict,
                                                           why: str) -> None:
    p = tmp_path / "bad.co"
    p.write_bytes(code_object(**fields))
    with pytest.raises(RockeError) as e:
        read_object(str(p))
    msg = str(e.value)
    assert why in msg and msg.startswith(f"{p}: metadata amdhsa.kernels[0].") and "\n" not in msg


def test_lds_is_held_to_the_arch_of_the_header() -> None:
    # 160 KiB of LDS is gfx950's, not gfx942's
    kernel_metadata(code_object(0x04F, group_segment_fixed_size=163840))
    with pytest.raises(RockeError, match="outside 0..65536"):
        kernel_metadata(code_object(0x04C, group_segment_fixed_size=163840))


def test_an_unknown_arch_is_held_to_bounds_no_gpu_reaches() -> None:
    # gfx1250 (unknown here) allocates 320 KiB of LDS: read, as AMD's own objects of it are
    (k,) = kernel_metadata(code_object(0x0FF, group_segment_fixed_size=320 << 10))
    assert k[".group_segment_fixed_size"] == 320 << 10
    with pytest.raises(RockeError, match="outside 0..1048576"):
        kernel_metadata(code_object(0x0FF, group_segment_fixed_size=(1 << 20) + 1))


@pytest.mark.parametrize("blob,why", [
    (_nested(100_000), "nested more than 32 deep"),
    (b"\xdd\xff\xff\xff\xff", "truncated (a container of 4294967295 entries)"),
    (b"\xdf\xff\xff\xff\xff", "truncated"),
    (b"\xc6\xff\xff\xff\xff", "truncated"),
    (b"\xdb\xff\xff\xff\xff", "truncated"),
    (b"\xc9\xff\xff\xff\xff\x01", "truncated"),  # ext 32
    (b"\xd8\x01", "truncated"),  # fixext 16 with no payload
    (b"\x81\x80\x00", "a map key is a container"),
    (b"\xc1", "reserved byte 0xc1"),
    (b"\x81\xa1\xff\x00", "not UTF-8"),
    (pack({"amdhsa.kernels": 5}), "no amdhsa.kernels list"),
    (pack({"amdhsa.kernels": [5]}), "amdhsa.kernels[0]: 5 is not a map"),
    (pack({"amdhsa.kernels": [[{}]]}), "is not a map"),
    (pack({"amdhsa.kernels": [{}]}), "name: missing"),
    (pack(META) + b"\x00", "1 trailing bytes"),
])
def test_ill_formed_messagepack_is_one_line(tmp_path: Path, blob: bytes, why: str) -> None:
    p = tmp_path / "bad.co"
    p.write_bytes(_meta(blob))
    with pytest.raises(RockeError) as e:
        read_object(str(p))
    assert why in str(e.value)
    assert str(e.value).startswith(str(p)) and "\n" not in str(e.value)


def test_deep_metadata_through_the_cli_is_one_line(tmp_path: Path) -> None:
    p = tmp_path / "deep.co"
    p.write_bytes(_meta(_nested(100_000)))
    one_line_error(rocke("perf", "--object", str(p)), str(p), "nested more than")


# ---- --arch and the options ---------------------------------------------------------------

def test_arch_contradicting_the_elf_header_is_an_error_naming_both(tmp_path: Path) -> None:
    p = tmp_path / "k.co"
    p.write_bytes(code_object(0x04C))  # gfx942
    one_line_error(rocke("perf", "--object", str(p), "--arch", "gfx950"),
                   str(p), "--arch gfx950", "gfx942")


def test_arch_names_the_arch_of_an_unknown_machine(tmp_path: Path) -> None:
    p = tmp_path / "k.co"
    p.write_bytes(code_object(0x0FF))
    with pytest.raises(RockeError, match="unknown AMDGPU machine 0x0ff"):
        read_object(str(p))
    # --arch is taken: the object gets as far as the disassembler (which refuses it, by name)
    with pytest.raises(RockeError, match=f"{p}: llvm-objdump failed: .*{p}"):
        read_object(str(p), "gfx942")


def test_object_with_chain_is_an_error(tmp_path: Path) -> None:
    p = tmp_path / "k.co"
    p.write_bytes(code_object())
    one_line_error(rocke("perf", "--object", str(p), "--chain", "4096"),
                   "--object does not combine with --chain")


# ---- the disassembler ---------------------------------------------------------------------

def _script(tmp_path: Path, name: str, body: str) -> Path:
    p = tmp_path / name
    p.write_text("#!/bin/sh\n" + body)
    p.chmod(0o755)
    return p


def test_a_disassembler_that_never_returns_is_killed_at_the_timeout(tmp_path: Path) -> None:
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object())
    hang = _script(tmp_path, "objdump", "sleep 1000 &\nsleep 1000\n")
    t = time.monotonic()
    r = rocke("perf", "--object", str(obj), timeout=60,
              env={"ROCKE_OBJDUMP": str(hang), "ROCKE_TOOL_TIMEOUT": "2"})
    one_line_error(r, str(obj), "llvm-objdump: no answer within 2 s (ROCKE_TOOL_TIMEOUT)")
    assert time.monotonic() - t < 30


def test_non_utf8_disassembly_is_read_not_an_internal_error(tmp_path: Path) -> None:
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object())
    dump = _script(tmp_path, "objdump",
                   r'printf "\n0000000000001000 <k>:\n\ts_mov_b32 s0, 1 \377\376\n\ts_endpgm\n"')
    r = rocke("perf", "--object", str(obj), "--json", "-", env={"ROCKE_OBJDUMP": str(dump)})
    assert r.returncode == 0, r.stderr
    assert "internal error" not in r.stderr


def test_a_workgroup_that_could_never_run_is_refused_not_modeled(tmp_path: Path) -> None:
    # 16 waves of 512 registers: 4 a SIMD, whose file holds one. 7e2a284 modeled it and
    # divided by its zero occupancy (internal error)
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object(vgpr_count=512, agpr_count=256, max_flat_workgroup_size=1024))
    dump = _script(tmp_path, "objdump", r'printf "\n0000000000001000 <k>:\n\t'
                   r'v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]\n\ts_endpgm\n"')
    one_line_error(rocke("perf", "--object", str(obj), env={"ROCKE_OBJDUMP": str(dump)}),
                   str(obj), "vgpr_count: 512 registers a wave for a workgroup of 1024",
                   "could never run")


def test_a_timeout_kills_the_tools_children_too(tmp_path: Path) -> None:
    pidfile = tmp_path / "pid"
    tool = _script(tmp_path, "tool", f"sleep 1000 &\necho $! > {pidfile}\nsleep 1000\n")
    t = time.monotonic()
    with pytest.raises(children.TimedOut, match="no answer within 1 s"):
        children.run_tool([str(tool)], "tool", timeout=1)
    assert time.monotonic() - t < 20  # the grandchild holds the pipes: without a group kill
    pid = int(pidfile.read_text())     # reading them would wait for it
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and _alive(pid):
        time.sleep(0.05)
    assert not _alive(pid)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_tool_timeout_must_be_a_positive_number(tmp_path: Path) -> None:
    obj = tmp_path / "k.co"
    obj.write_bytes(code_object())
    one_line_error(rocke("perf", "--object", str(obj), env={"ROCKE_TOOL_TIMEOUT": "0"}),
                   "ROCKE_TOOL_TIMEOUT=0")


assert KERNEL[".name"] == "k"  # the disassembly scripts above name it


@pytest.mark.parametrize("when,rc,why", [
    ("version", 2, "--version: no answer within 2 s (ROCKE_TOOL_TIMEOUT)"),
    ("link", 1, "ld.lld: no answer within 2 s (ROCKE_TOOL_TIMEOUT); killed with its children"),
])
def test_a_linker_that_never_returns_is_killed_at_the_timeout(tmp_path: Path, when: str,
                                                              rc: int, why: str) -> None:
    answer = 'if [ "$1" = --version ]; then echo "LLD 22.1 (hanging)"; exit 0; fi\n'
    lld = _script(tmp_path, "ld.lld", (answer if when == "link" else "")
                  + "sleep 1000 &\nsleep 1000\n")
    t = time.monotonic()
    r = rocke("build", "--family", "attention_bwd_validate", "--config",
              "gfx942.thd.kvthd.p16.wg256", "--out", str(tmp_path / "objs"), timeout=120,
              env={"ROCKE_LLD": str(lld), "ROCKE_TOOL_TIMEOUT": "2", "ROCKE_CACHE": "off"})
    assert r.returncode == rc and why in r.stderr, r.stderr
    assert "internal error" not in r.stderr and not (tmp_path / "objs").exists()
    assert time.monotonic() - t < 60
