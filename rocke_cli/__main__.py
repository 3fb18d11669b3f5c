import signal
import sys

from .errors import Interrupted, raise_on_signals

raise_on_signals()  # before the imports below: Ctrl-C at start-up is one line too
try:
    from .cli import main
except Interrupted as e:
    print(f"rocke: interrupted ({signal.Signals(e.signum).name})", file=sys.stderr)
    sys.exit(e.exit_code)

main()
