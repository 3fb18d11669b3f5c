"""The one render function: the only producer of artifact text (docs/design.md §2)."""

from __future__ import annotations

from functools import cache

import jinja2

from .. import cache as content_cache
from ..errors import RockeError
from ..paths import templates_dir
from .abi import ELEMS
from .families import Build
from .targets import FLAVORS, mfma_builtin, mfma_intrinsic

ARTIFACTS = ("ll", "hip")


def _bytecode_cache() -> jinja2.BytecodeCache | None:
    """Jinja's own cache of compiled templates, in the content cache (docs/design.md §13):
    a bucket holds its template source's checksum and the Python version, so a stale or
    foreign one is compiled again. Compiling the templates is most of a one-config start."""
    base = content_cache.base_dir()
    if base is None:
        return None
    d = base / "jinja"
    try:
        d.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        content_cache.unusable(base, e.strerror or str(e))  # only costs time
        return None
    return _Buckets(str(d))


class _Buckets(jinja2.FileSystemBytecodeCache):
    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except Exception:  # noqa: BLE001 - cut short or spoiled (Jinja checks the rest)
            bucket.reset()  # compiled again, and rewritten

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass  # the directory went away or is read-only: only time is lost


@cache
def environment() -> jinja2.Environment:
    """Compiled once per process; workers forked after the first use inherit it."""
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates_dir())),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
        auto_reload=False,
        bytecode_cache=_bytecode_cache(),
    )
    env.filters["c"] = lambda name: name.replace(".", "_")  # IR value name -> C identifier
    env.globals["mfma"] = mfma_intrinsic  # an MFMA instruction's intrinsic, per arch and flavor
    env.globals["mfma_builtin"] = mfma_builtin  # its clang builtin (.hip), per arch
    return env


@cache
def _template(name: str) -> jinja2.Template:
    try:
        return environment().get_template(name)
    except jinja2.TemplateNotFound:
        raise RockeError(f"templates/{name}: template not found") from None
    except jinja2.TemplateSyntaxError as e:
        raise RockeError(f"templates/{e.name or name}:{e.lineno}: {e.message}") from None


def _context(build: Build, artifact: str, flavor: str | None) -> dict:
    """What every template reads: the config, its plan (`d`), ABI, sequences, LDS plan, mask."""
    if build.refused:
        raise RockeError(f"{build.family} {build.id}: refused: {build.refused}")
    if artifact == "ll":
        if flavor not in FLAVORS:
            raise RockeError(f"unknown flavor '{flavor}'")
        fl = FLAVORS[flavor]
    elif artifact == "hip":
        fl = None
    else:
        raise RockeError(f"unknown artifact '{artifact}' (known: {', '.join(ARTIFACTS)})")
    cfg = build.config.values
    m = {"family": build.family, "id": build.id, "flavor": fl, "abi": build.abi, "cfg": cfg,
         "grid": build.grid, "mfma": build.mfma}
    return {"m": m, "cfg": cfg, "d": build.derived, "seqs": build.seqs, "abi": build.abi,
            "lds": build.lds, "mask": build.mask,
            # families without tensor data (the worklist) have no dtype
            "elem": ELEMS[cfg["dtype"]][0 if artifact == "ll" else 1] if "dtype" in cfg else None}


def render(build: Build, artifact: str, flavor: str | None = None) -> str:
    """Text of one artifact of a built (not refused) config: `ll` needs a flavor."""
    ctx = _context(build, artifact, flavor)
    try:
        text = _template(f"{build.template}.{artifact}.j2").render(ctx)
    except jinja2.UndefinedError as e:
        raise RockeError(f"templates/{build.template}.{artifact}.j2: {e.message}") from None
    # one trailing newline, no trailing spaces: templates need not be careful about either
    lines = [ln.rstrip() for ln in text.splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def render_source(build: Build, source: str, artifact: str, flavor: str | None = None) -> str:
    """A template text rendered in a built config's context, as its kernel's templates are:
    one stage of a body (its file under templates/) without the rest of the kernel."""
    return environment().from_string(source).render(_context(build, artifact, flavor))
