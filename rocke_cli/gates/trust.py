"""`rocke verify --trust-golden`: verify only what the goldens do not vouch for, plus a fixed
sample (docs/design.md §9).

bless never records an artifact that failed verification, and a golden records the toolchain
that verified its entries (§6). So an artifact whose bytes MATCH a golden recorded by the
toolchain here has passed this verification already; verifying it again proves nothing new.
Everything else is verified: what moved, what is new, and every entry of an environment whose
toolchain differs from the recorded one. The sample (the first built config, in catalog order,
of each family x arch x body of the selection, every selected flavor and its .hip) is always
verified, so the toolchain and the checks themselves are exercised on every run."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.artifacts import ConfigArtifacts, sha256
from ..engine.config import Config
from ..toolchain import identity
from ..toolchain.selection import VerifyReport, VerifyRequest, verify_selection
from . import golden


def sample(configs: Sequence[Config], arts: Sequence[ConfigArtifacts]) -> set[tuple[str, str]]:
    """(family, id) of the first built config of each (family, arch, body) group."""
    seen: set[tuple[str, str, str]] = set()
    out = set()
    for c, a in zip(configs, arts, strict=True):
        group = (c.family, str(c.get("arch")), str(c.get("body", "scalar")))
        if not a.refused and group not in seen:
            seen.add(group)
            out.add((c.family, c.id))
    return out


def vouched(configs: Sequence[Config], arts: Sequence[ConfigArtifacts], *,
            flavors: Sequence[str], kinds: Sequence[str]) -> set[tuple[str, str, str]]:
    """(family, section, id) of every artifact the goldens vouch for, the sample excepted: its
    bytes match the golden entry and the golden's record of its environment's toolchain is the
    toolchain here."""
    now = identity.current(identity.envs_for(flavors, kinds))
    goldens = {f: golden.load(f) for f in dict.fromkeys(a.family for a in arts)}
    keep = sample(configs, arts)
    out = set()
    for a in arts:
        g = goldens[a.family]
        if a.refused or g is None or (a.family, a.id) in keep:
            continue
        texts = dict(a.ll) | ({"hip": a.hip} if a.hip is not None else {})
        for sec, text in texts.items():
            entries = g["hip"] if sec == "hip" else g["ll"].get(sec, {})
            entry = entries.get(a.id)
            env = identity.env_of(sec)
            if (entry is not None and entry["sha256"] == sha256(text)
                    and g["toolchain"].get(env) == now[env]):
                out.add((a.family, sec, a.id))
    return out


def verify_trusting_goldens(req: VerifyRequest) -> VerifyReport:
    """verify, leaving out what the goldens vouch for (see the module's docstring)."""
    return verify_selection(req, trust=lambda configs, arts: vouched(
        configs, arts, flavors=req.flavors, kinds=req.kinds))
