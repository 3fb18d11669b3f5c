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


def _unbreakable(cell: object) -> int:
    """The widest run of a cell that must stay on one line: an id, a number, a word."""
    return max((len(w) for w in str(cell).split()), default=0)


def _needs(columns: Sequence[str], rows: Sequence[Sequence[object]]) -> list[int]:
    return [max([_unbreakable(c)] + [_unbreakable(r[i]) for r in rows])
            for i, c in enumerate(columns)]


def gap_to_fit(columns: Sequence[str], rows: Sequence[Sequence[object]],
               width: int) -> int | None:
    """The gap between columns (2 spaces, else 1) at which a table folds to `width` with no
    id, number or word cut (each column as wide as its widest unbreakable run); None if
    none does."""
    need = sum(_needs(columns, rows))
    return next((g for g in (2, 1) if need + g * (len(columns) - 1) <= width), None)


def widths(columns: Sequence[str], rows: Sequence[Sequence[object]], width: int,
           gap: int) -> list[int]:
    """Each column's width: its whole content where the screen has room; else its widest
    unbreakable run, with the room left given to the columns that fold (widest need first)."""
    need = _needs(columns, rows)
    full = [max([len(c)] + [len(str(r[i])) for r in rows]) for i, c in enumerate(columns)]
    room = width - gap * (len(columns) - 1)
    if sum(full) <= room:
        return full
    out = list(need)
    left = room - sum(need)
    for i in sorted(range(len(columns)), key=lambda i: need[i] - full[i]):
        give = min(left, full[i] - out[i])
        out[i] += give
        left -= give
    return out


def _rich_table(title: str, columns: Sequence[str], rows: Sequence[Sequence[object]],
                gap: int) -> None:
    # no borders: the width goes to the cells
    t = Table(title=title, box=None, pad_edge=False, padding=(0, gap, 0, 0),
              header_style="bold underline")
    for c, w in zip(columns, widths(columns, rows, console().width, gap), strict=True):
        # fold: a cell too wide continues on the next line at a space; never "...", and
        # never inside an id or a number (no column is narrower than its widest)
        t.add_column(c, overflow="fold", width=w)
    for r in rows:
        t.add_row(*(_styled(str(x)) for x in r))
    console().print(t, soft_wrap=False)  # folded to the screen, not left to the terminal


def _records(title: str, columns: Sequence[str], rows: Sequence[Sequence[object]],
             width: int) -> None:
    """Rows too wide for the screen at any fold: each row as its first cell, then
    `column=value` items, wrapped between words (continuations indented), so nothing is ever
    cut but a single word wider than the screen."""
    from .describe import wrap

    c = console()
    c.print(Text(title, style="italic"))
    for r in rows:
        items = [str(r[0])] + [f"{col}={v}" for col, v in zip(columns[1:], r[1:], strict=True)]
        for text in wrap(items, width, indent="    ", lead=""):
            c.print(_styled(text), soft_wrap=False)


def table(title: str, columns: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    """On a terminal: a table folded to the screen's width, never cutting an id or a number;
    when no fold fits, a table per value of the first column (the family) without it, each
    such group that still does not fit as rows of `column=value` items. Elsewhere: TSV, the
    same for every width."""
    if _verbosity < NORMAL:
        return
    if is_terminal():
        width = console().width
        gap = gap_to_fit(columns, rows, width)
        if gap is not None or len(columns) < 3:
            _rich_table(title, columns, rows, gap or 1)
            return
        groups: dict[str, list[Sequence[object]]] = {}
        for r in rows:
            groups.setdefault(str(r[0]), []).append(r[1:])
        for key, g in groups.items():
            gap = gap_to_fit(columns[1:], g, width)
            if gap is not None:
                _rich_table(f"{title}: {key}", columns[1:], g, gap)
            else:
                _records(f"{title}: {key}", columns[1:], g, width)
        return
    out = _out()
    print(f"# {title}", file=out)
    print("\t".join(columns), file=out)
    for r in rows:
        print("\t".join(str(x) for x in r), file=out)


def line(text: str, level: int = NORMAL) -> None:
    """A line of detail, shown at `level` and above; a leading status word is coloured. On a
    terminal a line wider than the screen wraps between words (an id or a number stays whole
    where the screen is wider than it), not wherever the terminal cuts it."""
    if _verbosity < level:
        return
    if is_terminal():
        console().print(_styled(text), soft_wrap=False)
    else:
        print(text, file=_out(), flush=True)


@contextlib.contextmanager
def progress(label: str, total: int, lines: bool = False) -> Iterator[Callable[..., None]]:
    """A progress bar on a terminal (stderr); elsewhere silent until the caller reports, or,
    with `lines` and the output not a terminal, a line of output per advance (a CI log shows a
    long run moving; stderr keeps to the one-line error): `advance(n, what)` prints
    `label [done/total]: what`."""
    if lines and not is_terminal() and total and _verbosity >= NORMAL:
        done = [0]

        def say(n: int = 1, what: str = "") -> None:
            done[0] += n
            line(f"{label} [{done[0]}/{total}]: {what}".rstrip(": "))

        yield say
        return
    if not sys.stderr.isatty() or total < 2 or _verbosity < NORMAL:
        yield lambda n=1, what="": None
        return
    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(),
                  console=console(stderr=True), transient=True) as p:
        task = p.add_task(label, total=total)
        yield lambda n=1, what="": p.advance(task, n)
