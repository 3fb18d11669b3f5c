"""Output: rich tables and progress on a terminal, plain text lines elsewhere.

On a terminal, tables fold long cells onto more lines (an id is never cut) and statuses are
coloured unless NO_COLOR is set; elsewhere tables are TSV and nothing carries a colour code, so
piped output is the same bytes every run. Verbosity (-q / -v) decides what is printed: QUIET
keeps verdicts and errors only, VERBOSE adds the passing entries."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator, Sequence

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table
from rich.text import Text

from ..settings import settings

QUIET, NORMAL, VERBOSE = 0, 1, 2
_verbosity = NORMAL
_stdout_reserved = False  # a report goes to stdout (`--json -`): all else goes to stderr

# the colour of each status word rocke prints (tables and the head of a line)
STYLES = {
    "MATCH": "green", "PASS": "green", "GREEN": "green", "ok": "green", "CAUGHT": "green",
    "COSMETIC": "yellow", "NEW": "cyan", "STALE": "magenta", "SKIPPED": "dim",
    "SEMANTIC": "red", "REFUSAL_CHANGED": "red", "DIFFERS": "red",
    "FAIL": "bold red", "RED": "bold red", "failed": "bold red",
}


def set_verbosity(level: int) -> None:
    global _verbosity
    _verbosity = max(QUIET, min(VERBOSE, level))


def verbosity() -> int:
    return _verbosity


def reserve_stdout(reserved: bool = True) -> None:
    """A machine-readable report owns stdout: tables, lines and verdicts move to stderr."""
    global _stdout_reserved
    _stdout_reserved = reserved


def _out():  # noqa: ANN202 - a text stream
    return sys.stderr if _stdout_reserved else sys.stdout


def is_terminal() -> bool:
    return _out().isatty()


def console(stderr: bool = False) -> Console:
    return Console(highlight=False, soft_wrap=True, stderr=stderr or _stdout_reserved,
                   no_color=settings().no_color)


def summary(text: str) -> None:
    """A command's verdict line: printed at every verbosity, -q included."""
    print(text, file=_out(), flush=True)


def _styled(cell: str) -> Text:
    word = cell.split(":", 1)[0].split(" ", 1)[0]
    style = STYLES.get(word)
    if style is None:
        return Text(cell)
    return Text.assemble((cell[:len(word)], style), cell[len(word):])


def table(title: str, columns: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    if _verbosity < NORMAL:
        return
    if is_terminal():
        t = Table(title=title)
        for c in columns:
            # fold: a cell too wide for the screen continues on the next line, never "..."
            t.add_column(c, overflow="fold")
        for r in rows:
            t.add_row(*(_styled(str(x)) for x in r))
        console().print(t)
        return
    out = _out()
    print(f"# {title}", file=out)
    print("\t".join(columns), file=out)
    for r in rows:
        print("\t".join(str(x) for x in r), file=out)


def line(text: str, level: int = NORMAL) -> None:
    """A line of detail, shown at `level` and above; a leading status word is coloured."""
    if _verbosity < level:
        return
    if is_terminal():
        console().print(_styled(text))
    else:
        print(text, file=_out(), flush=True)


@contextlib.contextmanager
def progress(label: str, total: int) -> Iterator[Callable[[int], None]]:
    """A progress bar on a terminal (stderr); elsewhere silent until the caller reports."""
    if not sys.stderr.isatty() or total < 2 or _verbosity < NORMAL:
        yield lambda n=1: None
        return
    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(),
                  console=console(stderr=True), transient=True) as p:
        task = p.add_task(label, total=total)
        yield lambda n=1: p.advance(task, n)
