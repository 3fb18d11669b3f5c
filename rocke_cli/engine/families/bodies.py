"""The body registry's entry: what a tiled family (main, unified_main, dq) asks of a body.

A family names its bodies once (`FamilySpec.BODIES`, keyed by the config's `body`); `derive`,
`lds_plan`, `refuse` and the template name then look the body up, and no family code tests
which body it runs. A new body is one module providing a `Body` and one entry in a family's
table."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..config import Config
from ..constants import head_dim_v
from ..lds import LdsBuffer
from .base import FamilySpec


def _nothing(cfg: Config) -> str | None:
    return None


@dataclass(frozen=True)
class Body:
    """One body of a tiled family: its plan (or why none), its LDS buffers, its own limits and
    its template pair."""

    name: str  # the config's `body` value
    plan: Callable[[Config], Any]  # the plan the templates read as `t`/`d`, or a refusal
    lds: Callable[[Config, Any], dict[str, LdsBuffer]]  # every LDS buffer, declaration order
    refusal: Callable[[Config, Any], str | None]  # the body's limits on a plan
    # a check before any plan is made: the config asks for something this body never builds
    admits: Callable[[Config], str | None] = _nothing
    # on the matrix cores: a template pair of its own (<family>_<body>), AGPRs allowed
    matrix: bool = False
    # head_dim_v below head_dim: only a body whose phases take the two widths apart builds it
    two_widths: bool = False

    def template(self, family: str) -> str:
        """The template pair (`<name>.ll.j2`, `<name>.hip.j2`) this body renders with."""
        return f"{family}_{self.name}" if self.matrix else family

    def derive(self, cfg: Config) -> Any:
        """The plan, or the first reason this body cannot build the config."""
        return asymmetric_refusal(cfg, self) or self.admits(cfg) or self.plan(cfg)


def asymmetric_refusal(cfg: Config, body: Body) -> str | None:
    """head_dim_v below head_dim is built by the scalar body (its phases take the two widths
    apart); the matrix-core bodies' fragments and LDS plans are planned for one width."""
    if head_dim_v(cfg) != cfg["head_dim"] and not body.two_widths:
        return (f"head_dim_v {head_dim_v(cfg)} != head_dim {cfg['head_dim']} is built by body "
                f"scalar only (body {cfg['body']} plans one width)")
    return None


def over_budget(est: int, budget: int, unit: str) -> str | None:
    """The register refusal every body gives: `unit` says what was counted ("VGPRs per
    work-item (dK/dV accumulators 64)", "per lane (VGPR + AGPR)")."""
    if est <= budget:
        return None
    return (f"register estimate {est} {unit} is over the budget of {budget} by "
            f"{est - budget}: it would spill")


def has_dq(cfg: Config) -> bool:
    """The main kernel computes dQ (unified_main always does: its dq_mode is atomic)."""
    return cfg["dq_mode"] != "none"


# the key rows only body kvs's tall tile holds (the scalar and mfma bodies keep K and V in LDS)
TALL_ROWS = (192, 256)


def lds_tile_admits(cfg: Config) -> str | None:
    """The scalar and mfma bodies of main: 256 work-items mapped to a power-of-two tile of at
    most 128 key rows whose K and V (and P/dS rows) sit in LDS."""
    if cfg["wg_size"] != 256:
        return (f"wg_size {cfg['wg_size']} is body kvs's (its 8-wave tall tile), not "
                f"body {cfg['body']}'s")
    if cfg["block_n"] in TALL_ROWS:
        return (f"a {cfg['block_m']}x{cfg['block_n']} tile is built by body kvs only "
                f"(block_n 192 and 256 are its tall tile's key rows)")
    return None


class BodyFamily(FamilySpec):
    """A family whose plan, LDS plan, limits and templates are its body's (`BODIES`)."""

    BODIES: dict[str, Body]

    def body(self, cfg: Config) -> Body:
        return self.BODIES[cfg["body"]]

    def derive(self, cfg: Config) -> Any:
        return self.body(cfg).derive(cfg)

    def lds_plan(self, cfg: Config, d: Any) -> dict[str, LdsBuffer]:
        return {} if isinstance(d, str) else self.body(cfg).lds(cfg, d)

    def refuse(self, cfg: Config, d: Any, lds: dict[str, LdsBuffer]) -> str | None:
        # every limit the config breaks, so a user changing one value sees all of them
        if isinstance(d, str):
            return d
        why = [r for r in (super().refuse(cfg, d, lds), self.body(cfg).refusal(cfg, d)) if r]
        return "; ".join(why) or None

    def template(self, cfg: Config) -> str:
        return self.body(cfg).template(self.name)

    def matrix(self, cfg: Config) -> bool:
        return self.body(cfg).matrix
