"""A check-golden finding (one entry's status): shared by the hashes' check (check.py) and the
loop-schedule records' (schedules.py)."""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass
class Finding:
    family: str
    id: str
    flavor: str  # an ll flavor, "hip", or "-" for a refusal
    status: str
    detail: str = ""

    def to_json(self) -> dict:
        return asdict(self)
