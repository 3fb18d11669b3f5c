"""The modeled figures of a selection of rocke's configs, above the model of one kernel (perf/)
and the loop schedule's replay (schedule/): perf_select (compile, replay, model each kernel),
the atomic chain's figure (chain.py) and the model's doc tables (doctables.py)."""

from .collect import perf_select

__all__ = ["perf_select"]
