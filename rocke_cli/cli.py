"""The command line: a thin layer over the library (parsing options, printing results)."""

from __future__ import annotations

import functools
import json
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import click

from . import catalog
from .errors import CheckFailed, RockeError
from .targets import ARCHS, parse_flavors


def _select(f: Any) -> Any:
    opts = [
        click.option("--family", "families", multiple=True, help="family glob (repeatable)"),
        click.option("--config", "configs", multiple=True, help="config id glob (repeatable)"),
        click.option("--exclude", "excludes", multiple=True, help="config id glob to drop"),
        click.option("--arch", type=click.Choice(sorted(ARCHS)), default=None),
        click.option("--shard", default=None, help="K/N: every N-th config, starting at K"),
    ]
    for o in reversed(opts):
        f = o(f)

    @functools.wraps(f)
    def wrapper(*args: Any, families: tuple, configs: tuple, excludes: tuple,
                arch: str | None, shard: str | None, **kw: Any) -> Any:
        sel = catalog.Select(tuple(families), tuple(configs), tuple(excludes), arch,
                             catalog.parse_shard(shard))
        return f(*args, select=sel, **kw)

    return wrapper


def _kinds(spec: str) -> tuple[str, ...]:
    kinds = tuple(k.strip() for k in spec.split(",") if k.strip())
    for k in kinds:
        if k not in ("ll", "hip"):
            raise RockeError(f"--artifact {k}: unknown artifact (known: ll, hip)")
    return kinds


JOBS = click.option("-j", "--jobs", type=click.IntRange(1, 256), default=os.cpu_count() or 1,
                    show_default=True, help="worker processes")
FLAVOR = click.option("--flavor", "flavor_spec", default=None,
                      help="comma list of llvm20,llvm22,llvm23,llvm24 (default: all)")
ARTIFACT = click.option("--artifact", "artifact_spec", default="ll,hip", show_default=True)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def cli() -> None:
    """rocke: AMDGPU attention-backward kernel generator and golden manager."""


@cli.command("list")
@_select
@click.option("--json", "as_json", is_flag=True, help="print JSON")
def list_cmd(select: catalog.Select, as_json: bool) -> None:
    """Families, indexes, ids, refusals and guard sites."""
    from . import ui

    rows, data = [], []
    for c in select.apply():
        b = catalog.build(c.family, c.id)
        sites = ", ".join(f"{s.side}:{s.bound or 'trusted'}" for s in b.sites) or "-"
        rows.append((c.family, c.index, c.id, f"refused: {b.refused}" if b.refused else "ok",
                     sites))
        data.append({"family": c.family, "index": c.index, "id": c.id, "refused": b.refused,
                     "sites": [s.report() for s in b.sites]})
    if as_json:
        print(json.dumps(data, indent=2, sort_keys=True))
        return
    ui.table("configs", ("family", "index", "id", "status", "guard sites"), rows)
    counts = Counter(r[0] for r in rows)
    refused = Counter(r[0] for r in rows if r[3] != "ok")
    for fam, n in counts.items():
        ui.line(f"{fam}: {n} configs, {refused[fam]} refused")


@cli.command()
@click.argument("family")
@click.argument("config_id")
def show(family: str, config_id: str) -> None:
    """Values, derived values, ABI, guard sites and artifact hashes of one config."""
    from .artifacts import produce, sha256

    b = _build(family, config_id)
    out: dict[str, Any] = {"family": family, "id": b.id, "index": b.config.index,
                           "values": dict(b.config.values), "derived": b.derived,
                           "lds": b.lds, "refused": b.refused, "abi": b.abi.to_json(),
                           "guard_sites": [s.report() for s in b.sites]}
    if not b.refused:
        a = produce([b.config], parse_flavors(None))[0]
        out["artifacts"] = {**{f"ll.{f}": sha256(t) for f, t in a.ll.items()},
                            "hip": sha256(a.hip or "")}
    print(json.dumps(out, indent=2, sort_keys=True))


def _build(family: str, cid: str) -> Any:
    from .families import FAMILIES

    if family not in FAMILIES:
        raise RockeError(f"unknown family '{family}' (known: {', '.join(FAMILIES)})")
    catalog.family_configs(family).by_id(cid)
    return catalog.build(family, cid)


@cli.command()
@click.argument("family")
@click.argument("config_id")
def abi(family: str, config_id: str) -> None:
    """The kernel ABI of one config as JSON."""
    print(json.dumps(_build(family, config_id).abi.to_json(), indent=2, sort_keys=True))


@cli.command()
@_select
@click.option("--out", "out_dir", default="build/kernels", show_default=True,
              type=click.Path(file_okay=False))
@FLAVOR
@ARTIFACT
@click.option("--list-only", is_flag=True, help="print the paths that would be written")
@click.option("--no-guard", is_flag=True, help="measurement only: emit THD decodes unguarded")
@JOBS
def emit(select: catalog.Select, out_dir: str, flavor_spec: str | None, artifact_spec: str,
         list_only: bool, no_guard: bool, jobs: int) -> None:
    """Write the selected kernels and DIR/manifest.json."""
    from .emit import emit as do_emit

    out = Path(out_dir)
    rep = do_emit(select, out, parse_flavors(flavor_spec), _kinds(artifact_spec), jobs,
                  list_only, guard=not no_guard)
    if list_only:
        for rel in rep.files:
            print(out / rel)
        return
    n_ref = sum(len(v) for v in rep.refused.values())
    # the manifest is written (if changed) like any artifact but is not counted as one
    files = set(rep.files)
    kernels = [w for w in rep.written if w in files]
    print(f"emitted {len(rep.files)} files ({len(kernels)} written, "
          f"{len(rep.files) - len(kernels)} unchanged), {n_ref} configs refused; "
          f"manifest: {out / 'manifest.json'}")


@cli.command()
@_select
@FLAVOR
@ARTIFACT
@click.option("--no-guard", is_flag=True, hidden=True)
@JOBS
def bless(select: catalog.Select, flavor_spec: str | None, artifact_spec: str, no_guard: bool,
          jobs: int) -> None:
    """Render, verify and write the selected golden entries."""
    from . import ui
    from .bless import bless as do_bless
    from .bless import refuse_no_guard

    if no_guard:
        raise refuse_no_guard()
    rep = do_bless(select, parse_flavors(flavor_spec), _kinds(artifact_spec), jobs)
    rows = []
    for (fam, sec), d in sorted(rep.changes.items()):
        rows.append((fam, sec, len(d["added"]), len(d["changed"]), len(d["removed"]),
                     len(d["refused"])))
        for kind in ("added", "changed", "removed", "refused"):
            for cid in d[kind]:
                ui.line(f"{kind}: {fam} {cid} {sec}")
    if rows:
        ui.table("bless", ("family", "section", "added", "changed", "removed", "refused"), rows)
    print(f"blessed: {', '.join(rep.written) if rep.written else 'nothing changed'}")


@cli.command("check-golden")
@_select
@FLAVOR
@ARTIFACT
@click.option("--explain", "explain", is_flag=False, flag_value="HEAD", default=None,
              help="re-emit at a git revision (default HEAD) and diff")
@click.option("--json", "json_out", default=None, help="write a JSON report to FILE")
@click.option("--junit", "junit_out", default=None, help="write a JUnit XML report to FILE")
@JOBS
def check_golden(select: catalog.Select, flavor_spec: str | None, artifact_spec: str,
                 explain: str | None, json_out: str | None, junit_out: str | None,
                 jobs: int) -> None:
    """Compare rendered artifacts with the goldens; any status but MATCH fails."""
    from . import ui
    from .check import STATUSES
    from .check import check_golden as do_check
    from .reports import write_json, write_junit

    flavors, kinds = parse_flavors(flavor_spec), _kinds(artifact_spec)
    findings = do_check(select, flavors, kinds, jobs)
    bad = [f for f in findings if f.status != "MATCH"]
    if explain and bad:
        _explain(explain, bad, flavors, kinds)
    for f in bad:
        ui.line(f"{f.status}: {f.family} {f.id} {f.flavor}: {f.detail}")
    counts = Counter(f.status for f in findings)
    fam_rows = []
    for fam in select.family_names():
        c = Counter(f.status for f in findings if f.family == fam)
        fam_rows.append((fam, *(c.get(s, 0) for s in STATUSES)))
    ui.table("check-golden", ("family", *STATUSES), fam_rows)
    if json_out:
        write_json(json_out, {"findings": [f.to_json() for f in findings],
                              "counts": dict(sorted(counts.items())), "ok": not bad})
    if junit_out:
        write_junit(junit_out, "check-golden",
                    [(f.family, f"{f.id} {f.flavor}",
                      None if f.status == "MATCH" else f"{f.status}: {f.detail}")
                     for f in findings])
    if bad:
        moved = ", ".join(f"{s} {n}" for s, n in sorted(counts.items()) if s != "MATCH")
        raise CheckFailed(f"check-golden: {len(bad)} of {len(findings)} entries differ "
                          f"({moved}); `rocke bless` after an intended change")
    print(f"check-golden: all {len(findings)} entries MATCH")


def _explain(rev: str, bad: list, flavors: tuple[str, ...], kinds: tuple[str, ...]) -> None:
    from .artifacts import produce
    from .revision import emitted_at
    from .textdiff import first_difference, unified

    targets = [f for f in bad if f.status in ("COSMETIC", "SEMANTIC")]
    if not targets:
        return
    args = [a for f in {x.family for x in targets} for a in ("--family", f)]
    args += [a for i in sorted({x.id for x in targets}) for a in ("--config", i)]
    args += ["--flavor", ",".join(flavors), "--artifact", ",".join(kinds), "-j", "1"]
    with emitted_at(rev, args) as old_dir:
        cfgs = {(c.family, c.id): c for fam in {x.family for x in targets}
                for c in catalog.family_configs(fam).configs}
        for f in targets:
            a = produce([cfgs[(f.family, f.id)]], flavors, kinds)[0]
            new = a.hip if f.flavor == "hip" else a.ll[f.flavor]
            sub = "hip" if f.flavor == "hip" else f.flavor
            old_path = old_dir / f.family / sub / f"{f.id}.{'hip' if sub == 'hip' else 'll'}"
            if not old_path.exists():
                f.detail += f"; not emitted at {rev}"
                continue
            old = old_path.read_text(encoding="utf-8")
            f.detail += f"; first difference vs {rev}: {first_difference(old, new or '')}"
            print(unified(old, new or "", f"{rev}:{f.family}/{sub}/{f.id}",
                          f"now:{f.family}/{sub}/{f.id}"))


@cli.command()
@_select
@FLAVOR
@ARTIFACT
@click.option("--json", "json_out", default=None, help="write the resource report to FILE")
@JOBS
def verify(select: catalog.Select, flavor_spec: str | None, artifact_spec: str,
           json_out: str | None, jobs: int) -> None:
    """Verify and compile every selected artifact with real LLVM (and clang-19 for .hip)."""
    from .verifycmd import run_verify

    run_verify(select, parse_flavors(flavor_spec), _kinds(artifact_spec), jobs, json_out)


@cli.command("guard-report")
@_select
@click.option("--require-full", is_flag=True, help="fail on any trusted (unguarded) site")
@click.option("--json", "as_json", is_flag=True)
def guard_report(select: catalog.Select, require_full: bool, as_json: bool) -> None:
    """Every THD decode site of the selection: its bound, or trusted with the reason."""
    from . import ui

    rows = []
    for c in select.apply():
        b = catalog.build(c.family, c.id)
        for s in b.sites:
            rows.append({"family": c.family, "id": c.id, **s.report()})
    if as_json:
        print(json.dumps(rows, indent=2, sort_keys=True))
    else:
        ui.table("guard sites", ("family", "config", "kernel", "side", "bound"),
                 [(r["family"], r["id"], r["kernel"], r["side"],
                   (r["bound"] + (f" (len <= {r['slot_bound']})" if r["slot_bound"] else ""))
                   if r["bound"] else f"trusted: {r['trusted']}") for r in rows])
    trusted = [r for r in rows if not r["bound"]]
    # with --json stdout is the document alone: the summary goes to stderr
    print(f"guard-report: {len(rows)} decode sites, {len(rows) - len(trusted)} guarded, "
          f"{len(trusted)} trusted", file=sys.stderr if as_json else sys.stdout)
    if require_full and trusted:
        kinds = sorted({f"{r['kernel']}:{r['side']} ({r['trusted']})" for r in trusted})
        raise CheckFailed(f"guard-report --require-full: {len(trusted)} trusted sites: "
                          + "; ".join(kinds))


@cli.command("check-native")
@_select
@FLAVOR
@click.option("--emitters", "emitters_dir", default=None, type=click.Path(file_okay=False),
              help="directory with one emitter executable per family")
@click.option("--emitter", multiple=True, help="FAMILY=CMD (repeatable)")
@click.option("--timeout", type=float, default=30.0, show_default=True,
              help="seconds per emitter call")
@click.option("--batch", is_flag=True, help="use the emitters' batch mode")
@click.option("--json", "json_out", default=None)
@click.option("--junit", "junit_out", default=None)
@JOBS
def check_native(select: catalog.Select, flavor_spec: str | None, emitters_dir: str | None,
                 emitter: tuple[str, ...], timeout: float, batch: bool, json_out: str | None,
                 junit_out: str | None, jobs: int) -> None:
    """Native emitters against the goldens through the exit-code protocol."""
    from .nativecmd import run_check_native

    run_check_native(select, flavor_spec, emitters_dir, emitter, timeout, batch, jobs,
                     json_out, junit_out)


@cli.command("check-byte-identity")
@_select
@FLAVOR
@ARTIFACT
@click.option("--against", default=None, help="a git revision, emitted by its own code")
@click.option("--against-dir", default=None, type=click.Path(file_okay=False),
              help="a tree written by rocke emit")
@click.option("--native", "native_dir", default=None, type=click.Path(file_okay=False),
              help="directory of native emitters")
@click.option("--emitter", multiple=True, help="FAMILY=CMD (repeatable)")
@click.option("--repeat", type=int, default=None, help="N fresh processes must agree")
@click.option("--diff", "with_diff", is_flag=True, help="print a unified diff per difference")
@click.option("--timeout", type=float, default=30.0, show_default=True)
@JOBS
def check_byte_identity(select: catalog.Select, flavor_spec: str | None, artifact_spec: str,
                        against: str | None, against_dir: str | None, native_dir: str | None,
                        emitter: tuple[str, ...], repeat: int | None, with_diff: bool,
                        timeout: float, jobs: int) -> None:
    """Two sources of the same artifacts must be byte-identical."""
    from .identitycmd import run_identity

    run_identity(select, flavor_spec, _kinds(artifact_spec), against, against_dir, native_dir,
                 emitter, repeat, with_diff, jobs, timeout)


@cli.command()
def schema() -> None:
    """JSON Schema of the config file format."""
    from .schema import config_schema

    print(json.dumps(config_schema(), indent=2, sort_keys=True))


def _register() -> None:
    from .nativecmd import native_emit
    from .simcmd import command as sim_command

    cli.add_command(native_emit)
    cli.add_command(sim_command(_select))


_register()


def main() -> None:
    try:
        cli.main(standalone_mode=False)
    except click.exceptions.Abort:
        print("rocke: aborted", file=sys.stderr)
        sys.exit(130)
    except click.ClickException as e:
        print(f"rocke: error: {e.format_message()}", file=sys.stderr)
        sys.exit(2)
    except RockeError as e:
        print(f"rocke: {'check failed' if e.exit_code == 1 else 'error'}: {e}", file=sys.stderr)
        sys.exit(e.exit_code)
    except KeyboardInterrupt:
        sys.exit(130)
    except Exception as e:  # a bug: one line for the user; ROCKE_DEBUG=1 shows the trace
        if os.environ.get("ROCKE_DEBUG"):
            raise
        print(f"rocke: internal error: {type(e).__name__}: {e} (ROCKE_DEBUG=1 for the trace)",
              file=sys.stderr)
        sys.exit(2)
    sys.exit(0)
