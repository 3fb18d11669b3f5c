"""Output: rich tables and progress on a terminal, plain text lines elsewhere."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator, Sequence

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn
from rich.table import Table


def is_terminal() -> bool:
    return sys.stdout.isatty()


def console() -> Console:
    return Console(highlight=False, soft_wrap=True)


def table(title: str, columns: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
    if is_terminal():
        t = Table(title=title)
        for c in columns:
            t.add_column(c)
        for r in rows:
            t.add_row(*(str(x) for x in r))
        console().print(t)
        return
    print(f"# {title}")
    print("\t".join(columns))
    for r in rows:
        print("\t".join(str(x) for x in r))


def line(text: str) -> None:
    print(text)


@contextlib.contextmanager
def progress(label: str, total: int) -> Iterator[Callable[[int], None]]:
    """A progress bar on a terminal (stderr); elsewhere silent until the caller reports."""
    if not sys.stderr.isatty() or total < 2:
        yield lambda n=1: None
        return
    with Progress(TextColumn(label), BarColumn(), MofNCompleteColumn(),
                  console=Console(stderr=True), transient=True) as p:
        task = p.add_task(label, total=total)
        yield lambda n=1: p.advance(task, n)
