"""Static performance model of the generated kernels: modeled (never measured) throughput
from the compiled assembly's steady-state loop, the config's algorithmic FLOPs and datasheet
peaks (docs/perf-model.md)."""

from .collect import analyze, perf_select
from .report import COLUMNS, SUMMARY_COLUMNS, KernelPerf, family_summary, summary_rows, table_rows

__all__ = ["COLUMNS", "SUMMARY_COLUMNS", "KernelPerf", "analyze", "family_summary",
           "perf_select", "summary_rows", "table_rows"]
