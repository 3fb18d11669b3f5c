"""A built kernel's descriptor facts, as its code object's metadata states them, and where they
disagree with what rocke planned: the ABI (`rocke abi`), the family's LDS plan, the launch's
workgroup size, and no scratch. A runtime trusts the object, rocke's launchers trust the plan:
any difference is a kernel launched wrong."""

from __future__ import annotations

from ..engine.families import Build

WAVE = 64  # both arches run wave64: the templates and the simulator assume it

# manifest field -> metadata key (codeobject.kernel_metadata's entries)
FACTS = {"symbol": ".symbol", "kernarg_size": ".kernarg_segment_size",
         "kernarg_align": ".kernarg_segment_align", "lds": ".group_segment_fixed_size",
         "scratch": ".private_segment_fixed_size", "vgpr": ".vgpr_count",
         "agpr": ".agpr_count", "sgpr": ".sgpr_count", "wave_size": ".wavefront_size",
         "max_workgroup_size": ".max_flat_workgroup_size"}


def facts(kernel: dict) -> dict:
    """The manifest's view of one amdhsa.kernels entry (absent counts read as 0)."""
    out = {f: kernel.get(k, 0) for f, k in FACTS.items()}
    out["symbol"] = kernel.get(".symbol", "")
    return out


def disagreements(b: Build, kernels: list[dict]) -> list[str]:
    """Every way the object's metadata differs from the plan, each naming both values
    (empty: it agrees)."""
    name = b.abi.kernel
    found = [k for k in kernels if k.get(".name") == name]
    if len(found) != 1 or len(kernels) != 1:
        return [f"kernels in the object: {[k.get('.name') for k in kernels]}, "
                f"planned: [{name!r}]"]
    k = found[0]
    errs = []

    def want(what: str, got: object, planned: object) -> None:
        if got != planned:
            errs.append(f"{what}: object {got!r}, planned {planned!r}")

    want("symbol", k.get(".symbol"), f"{name}.kd")
    want("kernarg segment size", k.get(".kernarg_segment_size"), b.abi.kernarg_size)
    args = k.get(".args") or []
    got = [(a.get(".name"), a.get(".offset"), a.get(".size")) for a in args]
    planned = [(a["name"], a["offset"], a["size"]) for a in b.abi.layout()]
    if got != planned:
        for i in range(max(len(got), len(planned))):
            g = got[i] if i < len(got) else None
            p = planned[i] if i < len(planned) else None
            if g != p:
                errs.append(f"argument {i} (name, offset, size): object {g}, planned {p}")
                break
    want("group segment (LDS) bytes", k.get(".group_segment_fixed_size"), b.lds_bytes)
    want("max workgroup size", k.get(".max_flat_workgroup_size"), b.workgroup_size)
    want("private segment (scratch) bytes", k.get(".private_segment_fixed_size"), 0)
    want("dynamic stack", k.get(".uses_dynamic_stack", False), False)
    want("wavefront size", k.get(".wavefront_size"), WAVE)
    return errs
