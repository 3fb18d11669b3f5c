"""The command line's first step, before click and the commands' modules are imported: the
signal handlers, and what a command starts ahead of everything else (`EARLY`), so that its
start-up overlaps those imports. `rocke` and `python -m rocke_cli` both begin here."""

from __future__ import annotations

import importlib
import signal
import sys
from collections.abc import Sequence

from . import cache, children
from .errors import Interrupted, RockeError, interruption, raise_on_signals

# the options of the `rocke` group that take a value: the word after one is not the command
# (tests/test_structure.py checks this against the group's options)
VALUE_OPTIONS = ("--root",)
# what a command starts first: `rocke sim`'s first worker process, whose interpreter start-up
# and imports then run beside the command line's own (sim/worker.py: prestart)
EARLY = {"sim": ("rocke_cli.sim.worker", "prestart")}


def command_of(argv: Sequence[str]) -> str | None:
    """The command word of `rocke ARGV`; None when there is none or help is asked for."""
    if {"-h", "--help", "--version"} & set(argv):
        return None
    words = iter(argv)
    for a in words:
        if a in VALUE_OPTIONS:
            next(words, None)
        elif not a.startswith("-"):
            return a
    return None


def main() -> None:
    raise_on_signals()  # before the imports below: Ctrl-C at start-up is one line too
    children.adopt_orphans()  # before any child: what they leave behind comes back here
    try:
        children.private_tmp()  # before any child: the sim worker started below too
        # an unusable cache is said once, here, before any worker starts: they inherit the
        # decision (ROCKE_CACHE=off) and run without it in silence
        cache.probe()
        early = EARLY.get(command_of(sys.argv[1:]) or "")
        if early:
            getattr(importlib.import_module(early[0]), early[1])()
        from .cli import main as cli_main
    except Interrupted as e:
        _interrupted(e)
    except RockeError as e:  # ROCKE_CACHE=sometimes
        children.finish()
        print(f"rocke: error: {e}", file=sys.stderr)
        sys.exit(e.exit_code)
    except Exception as e:  # the signal, wrapped by an import (errors.interruption)
        i = interruption(e)
        if i is None:
            raise
        _interrupted(i)
    cli_main()


def _interrupted(e: Interrupted) -> None:
    children.finish()
    print(f"rocke: interrupted ({signal.Signals(e.signum).name})", file=sys.stderr)
    sys.exit(e.exit_code)
