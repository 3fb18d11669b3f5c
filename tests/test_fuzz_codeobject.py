"""Fuzzing the code object reader (codeobject.py) and its MessagePack decoder with hypothesis:
random and mutated ELF objects, random metadata maps and random MessagePack bytes give a
result or one CodeObjectError (a one-line RockeError), never another exception, each within a
deadline. A fixed seed and example budget keep CI's time small (about 10 s on one core) and
the run reproducible; the database is off, so nothing outside the tree steers it.

The inputs worth keeping (one per distinct outcome the search reached) are under
tests/data/codeobject-corpus/, with the outcome each gives in index.json: every run replays
them and holds each to its outcome. `python tests/test_fuzz_codeobject.py` searches with a
larger budget and rewrites the corpus."""

from __future__ import annotations

import hashlib
import json
import re
import struct
import sys
from pathlib import Path

import pytest
from elfmake import KERNEL, META, code_object, elf, note, pack
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from rocke_cli.perf.objfile import resources
from rocke_cli.toolchain.codeobject import CodeObjectError, elf_arch, kernel_metadata, unpackb

CORPUS = Path(__file__).parent / "data" / "codeobject-corpus"
SEED = 20261204
BUDGET = settings(max_examples=400, deadline=2000, database=None, derandomize=False,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def outcome(data: bytes) -> str:
    """What the reader makes of `data`: `ok <n> kernels` or the error with its numbers
    dropped (one outcome per kind of input, whatever sizes it carries). Anything but a
    CodeObjectError propagates and fails the test."""
    try:
        arch = elf_arch(data)
        ks = kernel_metadata(data)
        for k in ks:
            resources(k)  # what the model reads of each accepted kernel
        return f"ok {arch} {len(ks)} kernels"
    except CodeObjectError as e:
        msg = str(e)
        assert "\n" not in msg and msg
        # the value shown, then the numbers: one outcome per field and kind of fault
        if msg.startswith("metadata "):
            msg = re.sub(r"(: ).*? (is (not|outside|over|neither))", r"\1V \2", msg)
        return re.sub(r"-?\d+|0x[0-9a-f]+", "N", msg)


def decode(blob: bytes) -> str:
    try:
        v = unpackb(blob)
        return f"ok {type(v).__name__}"
    except CodeObjectError as e:
        return re.sub(r"-?\d+|0x[0-9a-f]+", "N", str(e))


# ---- strategies ---------------------------------------------------------------------------

SEEDS = [code_object(), code_object(0x04F, agpr_count=64, vgpr_count=128),
         elf(note(b"GNU", 3, b"abcd") + note(b"AMDGPU", 32, pack(META)))]
FIELDS = sorted({*KERNEL, ".reqd_workgroup_size", ".name", ".symbol"})

scalars = st.one_of(st.none(), st.booleans(), st.integers(-(1 << 63), (1 << 64) - 1),
                    st.floats(allow_nan=True), st.text(max_size=8), st.binary(max_size=8))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)),
    max_leaves=12)


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """A seed object with a few byte overwrites, header-field stores, cuts or insertions."""
    b = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["byte", "field", "cut", "insert"]))
        pos = draw(st.integers(0, max(len(b) - 1, 0)))
        if op == "byte" and b:
            b[pos] = draw(st.integers(0, 255))
        elif op == "field" and len(b) >= 8:
            fmt = draw(st.sampled_from(["<H", "<I", "<Q"]))
            pos = min(pos, len(b) - struct.calcsize(fmt))
            hi = (1 << (8 * struct.calcsize(fmt))) - 1
            struct.pack_into(fmt, b, pos, draw(st.one_of(st.integers(0, 64), st.just(hi),
                                                         st.integers(0, hi))))
        elif op == "cut":
            del b[pos:pos + draw(st.integers(1, 64))]
        elif op == "insert":
            b[pos:pos] = draw(st.binary(min_size=1, max_size=16))
    return bytes(b)


@st.composite
def metadata_objects(draw: st.DrawFn) -> bytes:
    """A well-formed ELF around random metadata: the schema's fields with random values."""
    k = dict(KERNEL)
    for f in draw(st.lists(st.sampled_from(FIELDS), max_size=4)):
        if draw(st.booleans()):
            k[f] = draw(values)
        else:
            k.pop(f, None)
    kernels = draw(st.one_of(st.just([k]), st.lists(values, max_size=2), values))
    meta = dict(META, **{"amdhsa.kernels": kernels})
    mach = draw(st.sampled_from([0x04C, 0x04F, 0x040, 0x03F, 0x0FF]))
    return elf(note(b"AMDGPU", 32, pack_any(meta)), mach)


def pack_any(v: object) -> bytes:
    """pack, with the widths elfmake's writer leaves out (long strings, big maps, negatives)."""
    if isinstance(v, int) and not isinstance(v, bool) and v < -32:
        return b"\xd3" + struct.pack(">q", v)
    if isinstance(v, str) and len(v.encode()) >= 256:
        return b"\xda" + struct.pack(">H", len(v.encode())) + v.encode()
    if isinstance(v, list):
        return b"\xdc" + struct.pack(">H", len(v)) + b"".join(pack_any(x) for x in v)
    if isinstance(v, dict):
        return b"\xde" + struct.pack(">H", len(v)) + b"".join(
            pack_any(k) + pack_any(x) for k, x in v.items())
    return pack(v)


# a MessagePack prefix byte then random bytes: every type byte gets its turn; and deep nests
# of one-element arrays and maps (a recursive decoder's end)
msgpack_bytes = st.one_of(
    st.builds(lambda head, tail: bytes([head]) + tail, st.integers(0, 255),
              st.binary(max_size=24)),
    st.builds(lambda n, head: head * n + b"\xc0" * (1 + (head == b"\x81") * n),
              st.integers(0, 5000), st.sampled_from([b"\x91", b"\x81", b"\xdc\x00\x01"])))


# ---- the properties -----------------------------------------------------------------------

@seed(SEED)
@BUDGET
@given(mutated())
def test_mutated_objects_give_a_result_or_one_line(data: bytes) -> None:
    outcome(data)


@seed(SEED)
@BUDGET
@given(metadata_objects())
def test_random_metadata_gives_a_result_or_one_line(data: bytes) -> None:
    outcome(data)


@seed(SEED)
@BUDGET
@given(st.one_of(msgpack_bytes, st.builds(pack_any, values)))
def test_random_messagepack_decodes_or_is_one_line(blob: bytes) -> None:
    decode(blob)


@seed(SEED)
@BUDGET
@given(st.binary(max_size=256))
def test_random_bytes_are_no_code_object(data: bytes) -> None:
    assert outcome(data).startswith(("not a", "ELF machine"))


def _corpus() -> list[tuple[str, str, str]]:
    index = json.loads((CORPUS / "index.json").read_text())
    return [(name, e["kind"], e["outcome"]) for name, e in sorted(index.items())]


@pytest.mark.parametrize("name,kind,want", _corpus())
def test_the_corpus_keeps_its_outcomes(name: str, kind: str, want: str) -> None:
    data = (CORPUS / name).read_bytes()
    assert (outcome(data) if kind == "object" else decode(data)) == want


# ---- rewriting the corpus (by hand: python tests/test_fuzz_codeobject.py) --------------------

def write_corpus(examples: int = 3000) -> None:
    found: dict[tuple[str, str], bytes] = {}

    def keep(kind: str, data: bytes, got: str) -> None:
        key = (kind, got)
        if key not in found or len(data) < len(found[key]):  # the smallest of each
            found[key] = data

    strategies = [("object", mutated()), ("object", metadata_objects()),
                  ("object", st.binary(max_size=256)),
                  ("msgpack", st.one_of(msgpack_bytes, st.builds(pack_any, values)))]
    for kind, strat in strategies:
        def one(data: bytes, kind: str) -> None:
            keep(kind, data, outcome(data) if kind == "object" else decode(data))

        run = given(strat, st.just(kind))(one)
        seed(SEED)(settings(max_examples=examples, deadline=None, database=None,
                            suppress_health_check=list(HealthCheck))(run))()
    CORPUS.mkdir(parents=True, exist_ok=True)
    for old in CORPUS.glob("*.bin"):
        old.unlink()
    index = {}
    for (kind, got), data in sorted(found.items()):
        name = f"{kind}-{hashlib.sha256(data).hexdigest()[:12]}.bin"
        (CORPUS / name).write_bytes(data)
        index[name] = {"kind": kind, "outcome": got}
    (CORPUS / "index.json").write_text(json.dumps(index, indent=1, sort_keys=True) + "\n")
    print(f"{len(index)} inputs kept in {CORPUS}")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    write_corpus(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
