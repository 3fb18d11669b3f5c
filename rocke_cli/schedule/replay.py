"""Replay a recorded loop order (record.py): the assembly `rocke build` assembles and `rocke
perf` models for a kernel whose text asks for rocke's loop schedule. No search runs here: LLVM
writes the machine IR up to its post-RA scheduler, the loop block's units are put in the
recorded order, and LLVM goes on from there (toolchain/llc.py), the machine verifier first.

A record that does not fit the kernel (another text, another loop block from this LLVM, an
order that breaks a dependency) is NotReplayable, exit 1, naming the kernel and the command
that searches it again; so is a kernel with no record. The assembly is kept in the content
cache (kind `loopreplay`): the text, the arch, llc, the record and this code decide it."""

from __future__ import annotations

from ..cache import Cache
from ..errors import CheckFailed
from ..toolchain import llc
from ..toolchain.objects import ObjectJob
from ..toolchain.verify import ir_digest
from . import mir, record
from .record import Record


class NotReplayable(CheckFailed):
    """No record, or one that no longer fits the kernel: the search must run again."""


def search_command(family: str, cid: str) -> str:
    return f"`rocke schedule --family {family} --config {cid}` searches and records it"


def loop_of(text: str, arch: str, key: str) -> mir.Loop:
    """The loop block LLVM's scheduler leaves in the kernel's machine IR."""
    return mir.loop_block(llc.to_mir(text, arch, key), key)


def check(rec: Record, loop: mir.Loop, key: str) -> None:
    """NotReplayable unless `rec` orders exactly these units."""
    again = search_command(rec.family, rec.id)
    digest = record.mir_digest([u.lines for u in loop.units])
    if digest != rec.mir or loop.block != rec.block or len(loop.units) != len(rec.order):
        raise NotReplayable(f"{key}: the recorded loop schedule no longer replays: LLVM's "
                            f"machine IR of the loop (bb.{loop.block}, {len(loop.units)} units) "
                            f"is not the one searched (bb.{rec.block}, {len(rec.order)} units); "
                            f"{again}")
    for u, op in zip(rec.order, rec.opcodes, strict=True):
        if loop.units[u].opcode != op:
            raise NotReplayable(f"{key}: the recorded loop schedule no longer replays: unit {u} "
                                f"is {loop.units[u].opcode}, the record says {op}; {again}")
    if not mir.respects(loop.units, list(rec.order)):
        raise NotReplayable(f"{key}: the recorded loop schedule breaks a dependency of the loop "
                            f"LLVM writes now; {again}")


def replay(text: str, arch: str, key: str, rec: Record) -> str:
    """The kernel's assembly in the recorded order (checked first)."""
    loop = loop_of(text, arch, key)
    check(rec, loop, key)
    return llc.from_mir(loop.text(list(rec.order)), arch, key, verify=True)


def recorded(family: str, cid: str, text: str, arch: str) -> Record:
    """The kernel's record, checked against its text; NotReplayable when there is none or it
    was searched for another text."""
    key = f"{family} {cid}"
    rec = record.load(family, cid)
    again = search_command(family, cid)
    if rec is None:
        raise NotReplayable(f"{key}: its plan asks for rocke's loop schedule and it has no "
                            f"record ({record.shown(record.path_for(family, cid))}); {again}")
    if rec.family != family or rec.id != cid or rec.arch != arch:
        raise NotReplayable(f"{key}: {record.shown(record.path_for(family, cid))} records "
                            f"{rec.family} {rec.id} on {rec.arch}; {again}")
    if rec.text != (now := ir_digest(text)):
        raise NotReplayable(f"{key}: the kernel's text changed since its loop schedule was "
                            f"searched (record text {rec.text[:12]}, now {now[:12]}); {again}")
    return rec


def recorded_asm(family: str, cid: str, text: str, arch: str) -> str:
    """The assembly of a scheduled kernel from its record (content-cached)."""
    rec = recorded(family, cid, text, arch)
    key = {"text": ir_digest(text), "arch": arch, "llc": llc.llc_identity(),
           "record": rec.digest, "code": llc.schedule_code()}
    cache = Cache("loopreplay")
    hit = cache.get(key, lambda v: isinstance(v, str))
    if hit is not None:
        return hit
    asm = replay(text, arch, f"{family} {cid}", rec)
    cache.put(key, asm)
    return asm


class Replayer:
    """objects.Scheduler for `rocke build`: a config's kernel in its recorded loop order."""

    def asm(self, job: ObjectJob) -> str:
        if not job.family:
            raise NotReplayable(f"{job.key}: its text asks for rocke's loop schedule and it is "
                                f"no config's kernel: no record can hold its order")
        return recorded_asm(job.family, job.cid, job.text, job.arch)

    def digest(self, job: ObjectJob) -> str | None:
        """The record's digest (None: no record, or none readable: asm() says why)."""
        try:
            rec = record.load(job.family, job.cid) if job.family else None
        except record.RecordError:
            return None
        return None if rec is None else rec.digest
