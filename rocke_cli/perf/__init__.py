"""Static performance model of the generated kernels and of any AMDGPU code object: modeled
(never measured) throughput from a cycle-level simulation of the compiled steady-state loop,
the config's algorithmic FLOPs and datasheet peaks (docs/perf-model.md)."""

from .kernel import analyze, perf_object
from .report import COLUMNS, SUMMARY_COLUMNS, KernelPerf, family_summary, summary_rows, table_rows

__all__ = ["COLUMNS", "SUMMARY_COLUMNS", "KernelPerf", "analyze", "family_summary",
           "perf_object", "summary_rows", "table_rows"]
