"""A scheduled loop's order as recorded data: `golden/<family>/schedule/<id>.sched`, one text
file a kernel, written by `rocke schedule` (the one place the search runs), replayed by `rocke
build` and `rocke perf`, held by `rocke check-golden` beside the hashes.

The file is line-oriented so that a re-search shows in review as the units that moved:

    # rocke loop schedule ...               (comment lines: ignored)
    schema rocke.schedule/v1
    family attention_bwd_main
    id gfx942.bf16.d128.bm16bn192.bshd.ws0.full.c0.atomic.kvs
    arch gfx942
    text <sha256>      the kernel's llvm22 text it was searched for (comments dropped)
    mir <sha256>       the loop block's units after LLVM's post-RA scheduler: replay's check
    block 5            the loop block's number (bb.5)
    units 812
    found-by model v3; llc <version line>; moves 12000 seed 0 loads-up 0.3 climbs 0
    expected llvm 489.7 rocke 496.3 (modeled, ... the search's judge)
    kept 1768
    order
    12 V_MFMA_F32_16X16X16BF16_1K
    ...                one line a unit, in rocke's order: its index in LLVM's order, its opcode

The opcode is for the reader and is checked on replay (a unit whose opcode differs means the
MIR is not the one searched). A record is never edited by hand."""

from __future__ import annotations

import contextlib
import hashlib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ..errors import RockeError
from ..files import dir_lock, write_atomic
from ..outdir import regular_size
from ..paths import golden_dir
from ..reader import read_text

SCHEMA = "rocke.schedule/v1"
SECTION = "schedule"  # golden/<family>/schedule/
EXT = ".sched"
MAX_BYTES = 4 << 20  # the largest loop (the 8-wave tile's) records in ~40 KiB
_HEX = re.compile(r"[0-9a-f]{64}$")
_FIELDS = ("schema", "family", "id", "arch", "text", "mir", "block", "units", "found-by",
           "expected", "kept")
# what the `expected` figures are: the search's judge, not `rocke perf`'s figure of the kernel
# (which counts its useful FLOPs, a mask's skipped tiles and diagonal sides included)
JUDGED = "(modeled, expected TFLOP/s of the matrix FLOPs the loop issues: the search's judge)"
HEADER = ("# rocke loop schedule: the order rocke's search found for this kernel's loop, replayed\n"
          "# by `rocke build` and `rocke perf`. Written by `rocke schedule`; never edit by hand.\n")


class RecordError(RockeError):
    """A record that cannot be read: corrupt, or not a record."""


@dataclass(frozen=True)
class Record:
    family: str
    id: str
    arch: str
    text: str  # ir_digest of the llvm22 text searched
    mir: str  # mir_digest of the loop block's units
    block: int
    found_by: str  # model, llc and search settings, one line
    before: float  # expected TFLOP/s of LLVM's order at the search (modeled)
    after: float  # of rocke's
    kept: int  # moves kept
    order: tuple[int, ...]
    opcodes: tuple[str, ...]  # opcodes[k]: unit order[k]'s

    def dumps(self) -> str:
        lines = [f"schema {SCHEMA}", f"family {self.family}", f"id {self.id}",
                 f"arch {self.arch}", f"text {self.text}", f"mir {self.mir}",
                 f"block {self.block}", f"units {len(self.order)}", f"found-by {self.found_by}",
                 f"expected llvm {self.before:.1f} rocke {self.after:.1f} {JUDGED}",
                 f"kept {self.kept}", "order"]
        lines += [f"{u} {op}" for u, op in zip(self.order, self.opcodes, strict=True)]
        return HEADER + "\n".join(lines) + "\n"

    @property
    def digest(self) -> str:
        """sha256 of the record as written: what the replay's cache keys hold."""
        return hashlib.sha256(self.dumps().encode()).hexdigest()

    @property
    def llvm_order(self) -> bool:
        """The search found nothing faster: LLVM's own order is replayed."""
        return self.order == tuple(range(len(self.order)))


def mir_digest(units_text: list[list[str]]) -> str:
    """sha256 of a loop block's units (their MIR lines), in LLVM's order."""
    h = hashlib.sha256()
    for lines in units_text:
        h.update(("\n".join(lines) + "\n\x00").encode())
    return h.hexdigest()


def path_for(family: str, cid: str, root: Path | None = None) -> Path:
    return (root or golden_dir()) / family / SECTION / f"{cid}{EXT}"


def on_disk(family: str, root: Path | None = None) -> dict[str, Path]:
    """id -> path of every record of a family."""
    d = (root or golden_dir()) / family / SECTION
    if not d.is_dir():
        return {}
    return {p.name.removesuffix(EXT): p for p in sorted(d.iterdir())
            if p.name.endswith(EXT) and not p.name.startswith(".")}


def shown(path: Path) -> str:
    """The path as messages name it: relative to the library's root where it lies under it."""
    try:
        return str(path.relative_to(golden_dir().parent))
    except ValueError:
        return str(path)


def read(path: Path) -> str | None:
    """The record's text; None when there is none. A FIFO, a device, a directory or a file
    over MAX_BYTES is an error (never opened for long)."""
    if not path.exists() and not path.is_symlink():
        return None
    size = regular_size(path)
    if size is None or size > MAX_BYTES:
        raise RecordError(f"{shown(path)}: not a loop schedule record (not a regular file of "
                          f"at most {MAX_BYTES} bytes)")
    return read_text(path, what="loop schedule record", limit=MAX_BYTES, error=RecordError,
                     shown=shown(path))


def load(family: str, cid: str) -> Record | None:
    path = path_for(family, cid)
    text = read(path)
    return None if text is None else parse(text, shown(path))


def parse(text: str, where: str) -> Record:
    """A record from its text; RecordError naming `where` and the line otherwise."""
    fields: dict[str, tuple[str, int]] = {}
    order: list[int] = []
    opcodes: list[str] = []
    in_order = False
    for n, raw in enumerate(text.split("\n"), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue

        def bad(msg: str, n: int = n) -> RecordError:
            return RecordError(f"{where}:{n}: corrupt loop schedule record: {msg}")

        if in_order:
            idx, _, op = line.partition(" ")
            if not idx.isdigit() or not op or " " in op:
                raise bad(f"an order line is '<unit> <OPCODE>', not '{line[:60]}'")
            order.append(int(idx))
            opcodes.append(op)
            continue
        if line == "order":
            in_order = True
            continue
        key, _, value = line.partition(" ")
        if key not in _FIELDS:
            raise bad(f"unknown field '{key[:40]}'")
        if key in fields:
            raise bad(f"'{key}' given twice (first on line {fields[key][1]})")
        fields[key] = (value.strip(), n)
    missing = [k for k in _FIELDS if k not in fields]
    if missing or not in_order:
        raise RecordError(f"{where}: corrupt loop schedule record: missing "
                          f"{', '.join(missing) or 'order'}")

    def get(key: str) -> str:
        return fields[key][0]

    def fail(key: str, msg: str) -> RecordError:
        return RecordError(f"{where}:{fields[key][1]}: corrupt loop schedule record: {msg}")

    if get("schema") != SCHEMA:
        raise fail("schema", f"schema '{get('schema')[:40]}', not {SCHEMA}")
    for key in ("text", "mir"):
        if not _HEX.match(get(key)):
            raise fail(key, f"{key} is not a sha256")
    for key in ("block", "units", "kept"):
        if not get(key).isdigit():
            raise fail(key, f"{key} is not a count")
    if int(get("units")) != len(order) or sorted(order) != list(range(len(order))):
        raise fail("units", f"the order is not a permutation of the {get('units')} units")
    m = re.match(r"llvm (\d+(?:\.\d+)?) rocke (\d+(?:\.\d+)?)\b", get("expected"))
    if not m:
        raise fail("expected", "expected is 'llvm <TFLOP/s> rocke <TFLOP/s> ...'")
    return Record(get("family"), get("id"), get("arch"), get("text"), get("mir"),
                  int(get("block")), get("found-by"), float(m.group(1)), float(m.group(2)),
                  int(get("kept")), tuple(order), tuple(opcodes))


@contextlib.contextmanager
def golden_lock(directory: Path | None = None) -> Iterator[None]:
    """One writer of golden/ at a time, bless or schedule: a second fails at once instead of
    interleaving writes."""
    d = directory or golden_dir()
    with dir_lock(d, f"{d.name}/: another bless is running (or rocke schedule)", wait=False):
        yield


def write(rec: Record) -> Path:
    """Write a record atomically (the caller holds the golden lock)."""
    path = path_for(rec.family, rec.id)
    write_atomic(path, rec.dumps())
    return path
