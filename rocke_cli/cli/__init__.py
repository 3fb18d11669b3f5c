"""The command line: one thin module per command group, each calling one library function.

Every module exports COMMANDS; this package assembles them into the `rocke` group and maps
errors to exit codes (0 success, 1 a check failed, 2 bad usage or bad input)."""

from __future__ import annotations

import signal
import sys

import click

from .. import __version__
from ..errors import Interrupted, RockeError, raise_on_signals
from ..output import ui
from ..paths import set_root
from ..settings import settings
from . import catalog, emit, golden, identity, native, perf, sim, verify


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
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


for _module in (catalog, emit, golden, verify, perf, identity, native, sim):
    for _command in _module.COMMANDS:
        cli.add_command(_command)


def main() -> None:
    raise_on_signals()  # again: the `rocke` script does not pass through __main__
    try:
        cli.main(prog_name="rocke", standalone_mode=False)
    except Interrupted as e:
        print(f"rocke: interrupted ({signal.Signals(e.signum).name})", file=sys.stderr)
        sys.exit(e.exit_code)
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
        if settings().debug:
            raise
        print(f"rocke: internal error: {type(e).__name__}: {e} (ROCKE_DEBUG=1 for the trace)",
              file=sys.stderr)
        sys.exit(2)
    sys.exit(0)
