"""The command line: one thin module per command group, each calling one library function.

Every module exports COMMANDS; this package assembles them into the `rocke` group and maps
errors to exit codes (0 success, 1 a check failed, 2 bad usage or bad input). A command's
module is imported when the command runs (or `--help` lists them all): `rocke sim` never
loads what `rocke verify` needs."""

from __future__ import annotations

import importlib
import os
import signal
import sys
import threading

import click

from .. import __version__, children
from ..errors import Interrupted, RockeError, interruption, raise_on_signals
from ..output import ui
from ..output.stdout import check_stdout
from ..paths import set_root
from ..settings import settings

# each command and the module that defines it (tests/test_structure.py checks this against
# every module's COMMANDS)
COMMAND_MODULES = {
    "list": "catalog", "show": "catalog", "abi": "catalog", "schema": "catalog",
    "guard-report": "catalog", "emit": "emit", "build": "build", "bless": "golden",
    "check-golden": "golden",
    "verify": "verify", "perf": "perf", "check-byte-identity": "identity",
    "check-native": "native", "native-emit": "native", "sim": "sim",
    "plan": "plan", "tune": "plan", "schedule": "schedule",
}


class _Commands(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMAND_MODULES)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name not in COMMAND_MODULES:
            return None
        module = importlib.import_module(f"{__name__}.{COMMAND_MODULES[name]}")
        return next(c for c in module.COMMANDS if c.name == name)


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="rocke", message="%(prog)s %(version)s")
@click.option("--root", "root_dir", default=None, metavar="DIR",
              help="the kernel library (a directory with rocke.toml); default: $ROCKE_ROOT, "
                   "else the nearest rocke.toml from here upward")
@click.option("-q", "--quiet", "quiet", count=True, help="only verdicts and errors")
@click.option("-v", "--verbose", "verbose", count=True, help="every entry, passing ones too")
def cli(*, root_dir: str | None, quiet: int, verbose: int) -> None:
    """rocke: AMDGPU attention-backward kernel generator and golden manager."""
    set_root(root_dir)
    ui.set_verbosity(ui.NORMAL + verbose - quiet)



def main() -> None:
    raise_on_signals()  # again: a caller may come here without start.py
    try:
        children.private_tmp()
        check_stdout()
        cli.main(prog_name="rocke", standalone_mode=False)
        sys.stdout.flush()  # a full disk shows here at the latest, as the error it is
    except Interrupted as e:
        _interrupted(e)
    except click.exceptions.Abort:
        print("rocke: aborted", file=sys.stderr)
        _leave(130)
    except click.ClickException as e:
        print(f"rocke: error: {e.format_message()}", file=sys.stderr)
        _leave(2)
    except RockeError as e:
        print(f"rocke: {'check failed' if e.exit_code == 1 else 'error'}: {e}", file=sys.stderr)
        _leave(e.exit_code)
    except KeyboardInterrupt:
        _leave(130)
    except Exception as e:  # a bug: one line for the user; ROCKE_DEBUG=1 shows the trace
        if (i := interruption(e)) is not None:  # the signal, wrapped by an import
            _interrupted(i)
        if settings().debug:
            raise
        print(f"rocke: internal error: {type(e).__name__}: {e} (ROCKE_DEBUG=1 for the trace)",
              file=sys.stderr)
        _leave(2)
    _leave(0)


def _interrupted(e: Interrupted) -> None:
    print(f"rocke: interrupted ({signal.Signals(e.signum).name})", file=sys.stderr)
    _leave(e.exit_code)


def _leave(code: int) -> None:
    """Exit without the interpreter's teardown (finalizing numpy, rich, jinja2 and the rest:
    about 0.1 s, a tenth of a small command) when nothing else runs: every file and temporary
    directory is then closed by its with-block and every child process reaped. With another
    thread alive (a signal or an error stopped a pool whose threads still reap their worker
    processes), the normal exit waits for them."""
    children.finish()  # no child outlives the run, nor its temp directory
    main = threading.main_thread()
    if any(t is not main and not t.daemon for t in threading.enumerate()):
        sys.exit(code)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe (`rocke list | head`): nothing to keep
            pass
    os._exit(code)
