"""CLI of the native golden comparison: check-native and native-emit."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import click

from . import ui
from .catalog import Select, build, family_configs
from .errors import CheckFailed, RockeError
from .targets import FLAVORS, parse_flavors


def run_check_native(select: Select, flavor_spec: str | None, emitters_dir: str | None,
                     emitter: tuple[str, ...], timeout: float, batch: bool, jobs: int,
                     json_out: str | None, junit_out: str | None) -> None:
    from .native import check_native, parse_emitter_specs
    from .reports import write_json, write_junit

    if not emitters_dir and not emitter:
        raise RockeError("check-native needs --emitters DIR or --emitter FAMILY=CMD")
    fvs = check_native(select, parse_flavors(flavor_spec),
                       Path(emitters_dir) if emitters_dir else None,
                       parse_emitter_specs(emitter), timeout, batch, jobs)
    rows = []
    for fv in fvs:
        c = Counter(v.status for v in fv.configs)
        bad = [v for v in fv.configs if not v.passed]
        for v in bad:
            ui.line(f"{v.status}: {v.family} index {v.index} ({v.id}) {v.flavor}: {v.detail}")
        if fv.status != "GREEN":
            ui.line(f"{fv.status}: {fv.family} {fv.flavor}: {fv.detail}")
        verdict = "GREEN" if fv.ok else ("RED" if fv.status == "GREEN" else fv.status)
        rows.append((fv.family, fv.flavor, verdict, c.get("MATCH", 0), c.get("REFUSED", 0),
                     len(bad)))
    ui.table("check-native", ("family", "flavor", "verdict", "match", "refused", "failed"), rows)
    if json_out:
        write_json(json_out, {"families": [
            {"family": f.family, "flavor": f.flavor, "status": f.status, "ok": f.ok,
             "detail": f.detail, "configs": [v.to_json() for v in f.configs]} for f in fvs]})
    if junit_out:
        cases = [(f"{v.family}.{v.flavor}", f"{v.index} {v.id}",
                  None if v.passed else f"{v.status}: {v.detail}")
                 for f in fvs for v in f.configs]
        cases += [(f"{f.family}.{f.flavor}", "family", None if f.status == "GREEN"
                   else f"{f.status}: {f.detail}") for f in fvs]
        write_junit(junit_out, "check-native", cases)
    failed = [f for f in fvs if not f.ok]
    if failed:
        names = ", ".join(sorted({f"{f.family} ({f.status if f.status != 'GREEN' else 'RED'})"
                                  for f in failed}))
        print("RESULT: RED")
        raise CheckFailed(f"check-native: {names}")
    print("RESULT: GREEN")


@click.command("native-emit")
@click.argument("family")
@click.argument("args", nargs=-1)
@click.option("--batch", "batch_flavor", default=None, help="emit every index in FLAVOR")
def native_emit(family: str, args: tuple[str, ...], batch_flavor: str | None) -> None:
    """Serve the native emitter protocol from the Python engine: FAMILY INDEX FLAVOR."""
    from .families import FAMILIES
    from .render import render

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
        return
    if len(args) != 2 or not args[0].isdigit() or args[1] not in FLAVORS:
        raise RockeError("usage: native-emit FAMILY INDEX FLAVOR")
    index = int(args[0])
    if index >= len(configs):
        print(f"unknown config {index} (family {family} has {len(configs)})", file=sys.stderr)
        sys.exit(2)
    b = build(family, configs[index].id)
    if b.refused:
        print(f"refused: {b.refused}", file=sys.stderr)
        sys.exit(1)
    out.write(render(b, "ll", args[1]).encode())
    out.flush()
