"""The launch grid of a kernel, as data: the HIP launcher, the simulator and `rocke show`
all read it from the family spec (x = tiles along one side's rows, y = heads, z = batch)."""

from __future__ import annotations

from dataclasses import dataclass

SIDE_SUFFIX = {"q": "q", "kv": "k"}  # side -> suffix of its seqlen / max_seqlen argument


@dataclass(frozen=True)
class Grid:
    side: str | None  # the side whose rows x tiles ("q" | "kv"); None: one workgroup
    block: int = 1  # rows one workgroup covers along x
    heads: str = "q"  # the side whose heads are y
    thd: bool = False  # x is bounded by max_seqlen (thd) rather than the dense seqlen

    @property
    def one_workgroup(self) -> bool:
        return self.side is None

    @property
    def rows_arg(self) -> str:
        """The kernel argument that bounds x (what the HIP launcher divides by `block`)."""
        assert self.side is not None
        s = SIDE_SUFFIX[self.side]
        return f"max_seqlen_{s}" if self.thd else f"seqlen_{s}"

    @property
    def heads_arg(self) -> str:
        return f"num_heads_{self.heads}"

    def dims(self, rows: int, heads: dict[str, int], batch: int) -> tuple[int, int, int]:
        """Workgroups along x, y, z for `rows` (the x side's grid bound), heads per side."""
        if self.one_workgroup:
            return (1, 1, 1)
        return (-(-rows // self.block), heads[self.heads], batch)

    def to_json(self) -> dict:
        if self.one_workgroup:
            return {"x": 1, "y": 1, "z": 1}
        return {"x": f"ceil({self.rows_arg} / {self.block})", "y": self.heads_arg, "z": "batch"}
