"""Native emitters and the exit-code protocol (docs/design.md §8).

`run_emitter` runs one emitter call under a timeout and an output limit and says what
happened; `frames` parses batch output; `check_native` holds every answer against the goldens.
"""

from __future__ import annotations

import os
import re
import select
import shlex
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..engine.artifacts import sha256
from ..engine.catalog import Select, family_configs
from ..engine.families import FAMILIES
from ..errors import RockeError
from . import golden

OUTPUT_LIMIT = 64 * 1024 * 1024  # one .ll; a flood past this is killed
STDERR_LIMIT = 64 * 1024

# per-config statuses; PASS is the only set that passes, so an unknown status fails
PASS = frozenset({"MATCH", "REFUSED"})
FAMILY_PASS = frozenset({"GREEN"})


@dataclass
class Answer:
    """What one emitter call did."""

    rc: int | None  # exit code, None when killed by us or by a signal
    stdout: bytes
    stderr: str
    signal: int | None = None
    timed_out: bool = False
    flooded: bool = False


def run_emitter(cmd: Sequence[str], args: Sequence[str], timeout: float,
                limit: int = OUTPUT_LIMIT) -> Answer:
    try:
        p = subprocess.Popen([*cmd, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL, start_new_session=True)
    except OSError as e:
        return Answer(127, b"", f"cannot run: {e.strerror}")
    out, err = bytearray(), bytearray()
    open_fds = {p.stdout.fileno(): out, p.stderr.fileno(): err}
    deadline = time.monotonic() + timeout
    timed_out = flooded = False
    while open_fds:
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = True
            break
        ready, _, _ = select.select(list(open_fds), [], [], left)
        for fd in ready:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                del open_fds[fd]
                continue
            buf = open_fds[fd]
            buf += chunk
            if fd == p.stdout.fileno() and len(buf) > limit:
                flooded = True
            if len(err) > STDERR_LIMIT:
                del err[STDERR_LIMIT:]
        if flooded:
            break
    if timed_out or flooded:
        try:
            os.killpg(p.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    rc = p.wait()
    p.stdout.close()
    p.stderr.close()
    text = err.decode("utf-8", "replace")
    if timed_out or flooded:
        return Answer(None, bytes(out), text, timed_out=timed_out, flooded=flooded)
    if rc < 0:
        return Answer(None, bytes(out), text, signal=-rc)
    return Answer(rc, bytes(out), text)


_FRAME = re.compile(rb"IDX (\d+) (-?\d+) (\d+)\n")
_END = re.compile(rb"END (\d+)\n")


def frames(data: bytes) -> tuple[list[tuple[int, int, bytes]], int | None, str | None]:
    """Batch output -> ([(index, rc, bytes)], END count or None, framing error or None)."""
    out, pos = [], 0
    while pos < len(data):
        m = _FRAME.match(data, pos)
        if m:
            n = int(m.group(3))
            body = data[m.end():m.end() + n]
            if len(body) < n or data[m.end() + n:m.end() + n + 1] != b"\n":
                return out, None, f"frame IDX {int(m.group(1))}: body shorter than {n} bytes"
            out.append((int(m.group(1)), int(m.group(2)), body))
            pos = m.end() + n + 1
            continue
        e = _END.match(data, pos)
        if e and e.end() == len(data):
            return out, int(e.group(1)), None
        return out, None, f"bad framing at byte {pos}"
    return out, None, "no END line"


@dataclass
class Verdict:
    family: str
    flavor: str
    index: int
    id: str
    status: str
    detail: str = ""

    @property
    def passed(self) -> bool:
        return self.status in PASS

    def to_json(self) -> dict:
        return asdict(self)


@dataclass
class FamilyVerdict:
    family: str
    flavor: str
    status: str
    detail: str = ""
    configs: list[Verdict] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.status in FAMILY_PASS and all(v.passed for v in self.configs)


@dataclass(frozen=True)
class Slot:
    """Which answer is judged: one config of a family in one flavor."""

    family: str
    flavor: str
    index: int
    id: str


def judge(ans: Answer, slot: Slot, g: dict) -> Verdict:
    """One config's answer against its golden entry."""
    flavor, cid = slot.flavor, slot.id

    def v(status: str, detail: str = "") -> Verdict:
        return Verdict(slot.family, flavor, slot.index, cid, status, detail)

    if ans.timed_out:
        return v("TIMEOUT", "no answer within the timeout; killed")
    if ans.flooded:
        return v("FLOOD", f"more than {OUTPUT_LIMIT} bytes on stdout; killed")
    if ans.signal is not None:
        return v("SIGNAL", f"killed by signal {ans.signal} ({signal.Signals(ans.signal).name})")
    blessed = g["ll"].get(flavor, {}).get(cid)
    refused = g["refused"].get(cid)
    if ans.rc == 0:
        try:
            text = ans.stdout.decode("utf-8")
        except UnicodeDecodeError as e:
            return v("NON_UTF8", f"stdout is not UTF-8 (byte {e.start})")
        if refused is not None:
            return v("ASYMMETRIC", f"emitted, but the golden refuses it: {refused}")
        if blessed is None:
            return v("NOT_BLESSED", "emitted, but the golden has no entry")
        if sha256(text) != blessed["sha256"]:
            return v("MISMATCH", f"sha256 {sha256(text)[:12]} != golden {blessed['sha256'][:12]}")
        return v("MATCH")
    if ans.rc == 1:
        if ans.stdout:
            return v("OUTPUT_ON_REFUSAL", f"refused with {len(ans.stdout)} bytes on stdout")
        if refused is None:
            return v("ASYMMETRIC", "refused, but the golden has it emitted")
        return v("REFUSED", refused)
    if ans.rc == 2 and "unknown config" in ans.stderr:
        return v("END_EARLY", "answered unknown config inside the family's range")
    first = ans.stderr.strip().splitlines()[:1]
    return v("CRASH", f"exit {ans.rc}" + (f": {first[0][:200]}" if first else ""))


def emitter_for(family: str, emitters_dir: Path | None,
                emitters: dict[str, list[str]]) -> list[str] | None:
    if family in emitters:
        return emitters[family]
    if emitters_dir is not None:
        p = emitters_dir / family
        if p.is_file() and os.access(p, os.X_OK):
            return [str(p)]
    return None


def parse_emitter_specs(specs: Sequence[str]) -> dict[str, list[str]]:
    out = {}
    for s in specs:
        fam, sep, cmd = s.partition("=")
        if not sep or not fam or not cmd.strip():
            raise RockeError(f"--emitter {s}: expected FAMILY=CMD")
        out[fam] = shlex.split(cmd)
    return out


@dataclass(frozen=True)
class NativeRequest:
    select: Select
    flavors: Sequence[str]
    emitters_dir: Path | None = None  # one executable per family
    emitters: tuple[str, ...] = ()  # FAMILY=CMD specs
    timeout: float = 30.0  # seconds per emitter call
    batch: bool = False  # the emitters' batch mode
    jobs: int = 1


def check_family(family: str, flavor: str, cmd: list[str] | None,
                 req: NativeRequest) -> FamilyVerdict:
    timeout, batch, jobs = req.timeout, req.batch, req.jobs
    configs = family_configs(family).configs
    g = golden.load(family)
    if cmd is None:
        return FamilyVerdict(family, flavor, "MISSING_EMITTER", "no emitter for this family")
    if g is None:
        return FamilyVerdict(family, flavor, "NO_GOLDEN", f"golden/{family}.json does not exist")
    fv = FamilyVerdict(family, flavor, "GREEN")
    n = len(configs)
    if batch:
        ans = run_emitter(cmd, ["--batch", flavor], timeout * max(n, 1))
        if ans.rc != 0 or ans.timed_out or ans.flooded or ans.signal:
            fv.status = "CRASH"
            fv.detail = ("batch: timed out" if ans.timed_out else "batch: flood" if ans.flooded
                         else f"batch: signal {ans.signal}" if ans.signal
                         else f"batch: exit {ans.rc}")
            return fv
        got, end, err = frames(ans.stdout)
        if err:
            fv.status, fv.detail = "PROTOCOL", f"batch: {err}"
            return fv
        for pos, (i, rc, body) in enumerate(got):
            if i != pos:
                fv.status, fv.detail = "PROTOCOL", f"batch: frame {pos} says IDX {i}"
                return fv
            if i >= n:
                break
            slot = Slot(family, flavor, i, configs[i].id)
            fv.configs.append(judge(Answer(rc, body, ""), slot, g))
        if len(got) != n or end != n:
            fv.status = "RANGE_DRIFT"
            fv.detail = f"batch: {len(got)} frames, END {end}; the family has {n} configs"
        return fv
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        answers = list(pool.map(lambda i: run_emitter(cmd, [str(i), flavor], timeout), range(n)))
    for i, ans in enumerate(answers):
        fv.configs.append(judge(ans, Slot(family, flavor, i, configs[i].id), g))
    if any(v.status == "END_EARLY" for v in fv.configs):
        first = next(v.index for v in fv.configs if v.status == "END_EARLY")
        fv.status, fv.detail = "RANGE_DRIFT", f"ended at index {first}; the family has {n}"
        return fv
    probe = run_emitter(cmd, [str(n), flavor], timeout)
    if not (probe.rc == 2 and "unknown config" in probe.stderr and not probe.stdout):
        what = (f"exit {probe.rc}" if probe.rc is not None else
                "timeout" if probe.timed_out else f"signal {probe.signal}")
        fv.status, fv.detail = "RANGE_DRIFT", (f"index {n} (past the family's end) answered "
                                               f"{what}, not 'unknown config'")
    return fv


def check_native(req: NativeRequest) -> list[FamilyVerdict]:
    if not req.emitters_dir and not req.emitters:
        raise RockeError("check-native needs --emitters DIR or --emitter FAMILY=CMD")
    emitters = parse_emitter_specs(req.emitters)
    fams = req.select.family_names()
    if emitters and not req.select.families:
        fams = [f for f in fams if f in emitters]  # --emitter alone names its families
    for f in emitters:
        if f not in FAMILIES:
            raise RockeError(f"--emitter {f}=...: unknown family")
    return [check_family(f, fl, emitter_for(f, req.emitters_dir, emitters), req)
            for f in fams for fl in req.flavors]


def serve(family: str, args: Sequence[str], batch_flavor: str | None) -> int:
    """The native emitter protocol served by the Python engine (writes stdout; the exit code
    is returned): INDEX FLAVOR, or --batch FLAVOR."""
    from ..engine.catalog import build
    from ..engine.render import render
    from ..engine.targets import FLAVORS

    if family not in FAMILIES:
        raise RockeError(f"unknown family '{family}'")
    configs = family_configs(family).configs
    out = sys.stdout.buffer
    if batch_flavor is not None:
        if args or batch_flavor not in FLAVORS:
            raise RockeError("usage: native-emit FAMILY --batch FLAVOR")
        for c in configs:
            b = build(family, c.id)
            body = b"" if b.refused else render(b, "ll", batch_flavor).encode()
            out.write(f"IDX {c.index} {1 if b.refused else 0} {len(body)}\n".encode())
            out.write(body + b"\n")
        out.write(f"END {len(configs)}\n".encode())
        out.flush()
        return 0
    if len(args) != 2 or not args[0].isdigit() or args[1] not in FLAVORS:
        raise RockeError("usage: native-emit FAMILY INDEX FLAVOR")
    index = int(args[0])
    if index >= len(configs):
        print(f"unknown config {index} (family {family} has {len(configs)})", file=sys.stderr)
        return 2
    b = build(family, configs[index].id)
    if b.refused:
        print(f"refused: {b.refused}", file=sys.stderr)
        return 1
    out.write(render(b, "ll", args[1]).encode())
    out.flush()
    return 0
