"""A precompiled <hip/hip_runtime.h> per compiler and arch (docs/design.md §9).

Parsing the HIP headers is most of a .hip compile (0.6 of 0.8 s here); with the header
precompiled a compile takes a fifth of that and gives the same IR. It is used only for a source
whose first line of code is that include, so the precompiled header is exactly the start of the
translation unit (a source that forgets the include still fails); a compile that fails with it
is run again without it, and that result stands. Kept under the content cache directory
(`hip-pch/`), keyed by the compiler's identity, the arch and the command's code; none without a
cache (ROCKE_CACHE=off)."""

from __future__ import annotations

import hashlib
import os
import subprocess
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

from .. import children
from ..cache import base_dir, code_digest
from ..errors import RockeError
from ..files import write_atomic
from ..outdir import holds

INCLUDE = "#include <hip/hip_runtime.h>"
_LOCK = threading.Lock()
_failed: set[Path] = set()  # could not be built in this process: not tried again


def begins_with_runtime(text: str) -> bool:
    """The first line of code (past blank lines and // comments) is the runtime include."""
    for line in text.splitlines():
        s = line.strip()
        if s and not s.startswith("//"):
            return s == INCLUDE
    return False


def pch(identity: str, arch: str, command: Callable[[Path, Path], list[str]],
        timeout: float) -> Path | None:
    """The precompiled header for `arch` (built the first time; `command(src, out)` is the
    compile command, to which the header build adds -emit-pch), or None."""
    base = base_dir()
    if base is None:
        return None
    code = code_digest(Path(__file__)) + code_digest(Path(__file__).with_name("hip.py"))
    key = hashlib.sha256(f"{identity}\n{arch}\n{code}".encode()).hexdigest()
    path = base / "hip-pch" / f"{key}.pch"
    with _LOCK:
        if path.is_file():
            return path
        if path in _failed:
            return None
        # the header stays beside its PCH: clang checks, at each use, that the file a PCH was
        # built from is still there and unchanged (written once, never rewritten)
        header = path.with_suffix(".h")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not holds(header, (INCLUDE + "\n").encode()):
                write_atomic(header, INCLUDE + "\n")
            with tempfile.TemporaryDirectory(dir=path.parent, prefix=".build-") as tmp:
                out = Path(tmp) / "runtime.pch"
                cmd = command(header, out)
                cmd[cmd.index("-o"):cmd.index("-o")] = ["-Xclang", "-emit-pch"]
                r = children.run(cmd, capture_output=True, timeout=timeout, cwd=tmp)
                if r.returncode != 0 or not out.is_file():
                    _failed.add(path)
                    return None
                os.replace(out, path)  # atomic: a parallel build of the same key is the same
        except (OSError, RockeError, subprocess.SubprocessError):  # a cache we cannot write
            _failed.add(path)
            return None
        return path


def discard(path: Path) -> None:
    """A header that broke a compile (headers changed under it, a damaged file)."""
    with _LOCK:
        try:
            path.unlink()
        except OSError:
            pass
