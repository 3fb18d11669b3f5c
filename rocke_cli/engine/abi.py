"""Kernel ABI: the one description of a kernel's arguments that every consumer derives from.

The `.ll` signature, the `.hip` kernel and launcher, the simulator's argument packing and
`rocke abi` all read this, so they cannot disagree.
"""

from __future__ import annotations

from dataclasses import dataclass

# scalar kinds: (size, align, LLVM IR type, HIP type)
SCALARS = {
    "i32": (4, 4, "i32", "int"),
    "f32": (4, 4, "float", "float"),
}
# element types a global pointer can point at: (LLVM IR type, HIP type, bytes)
ELEMS = {
    "f16": ("half", "_Float16", 2),
    "bf16": ("bfloat", "__bf16", 2),
    "f32": ("float", "float", 4),
    "i32": ("i32", "int", 4),
}
PTR_SIZE = 8


@dataclass(frozen=True)
class Arg:
    name: str
    kind: str  # "ptr" or a key of SCALARS
    elem: str | None = None  # for ptr: a key of ELEMS
    access: str = "r"  # for ptr: r (read only), w (write only), rw
    doc: str = ""

    @property
    def size(self) -> int:
        return PTR_SIZE if self.kind == "ptr" else SCALARS[self.kind][0]

    @property
    def align(self) -> int:
        return PTR_SIZE if self.kind == "ptr" else SCALARS[self.kind][1]

    @property
    def ir(self) -> str:
        """The parameter as written in the `define` line."""
        if self.kind != "ptr":
            return f"{SCALARS[self.kind][2]} %{self.name}"
        attrs = {"r": " noalias readonly", "w": " noalias writeonly", "rw": " noalias"}
        return f"ptr addrspace(1){attrs[self.access]} %{self.name}"

    @property
    def hip(self) -> str:
        if self.kind != "ptr":
            return f"{SCALARS[self.kind][3]} {self.name}"
        const = "const " if self.access == "r" else ""
        return f"{const}{ELEMS[self.elem][1]}* __restrict__ {self.name}"

    @property
    def type_name(self) -> str:
        return f"{self.elem}*" if self.kind == "ptr" else self.kind


@dataclass(frozen=True)
class Abi:
    kernel: str
    args: tuple[Arg, ...]

    def layout(self) -> list[dict]:
        """Each argument with its kernarg offset and size (natural alignment, in order)."""
        out, off = [], 0
        for a in self.args:
            off = (off + a.align - 1) // a.align * a.align
            out.append({"name": a.name, "type": a.type_name, "access": a.access
                        if a.kind == "ptr" else "value", "offset": off, "size": a.size,
                        "doc": a.doc})
            off += a.size
        return out

    @property
    def kernarg_size(self) -> int:
        lay = self.layout()
        return lay[-1]["offset"] + lay[-1]["size"] if lay else 0

    def to_json(self) -> dict:
        return {"kernel": self.kernel, "kernarg_size": self.kernarg_size, "args": self.layout()}

    @property
    def ir_params(self) -> str:
        return ", ".join(a.ir for a in self.args)

    @property
    def hip_params(self) -> str:
        return ", ".join(a.hip for a in self.args)

    @property
    def hip_names(self) -> str:
        return ", ".join(a.name for a in self.args)

    def has(self, name: str) -> bool:
        return any(a.name == name for a in self.args)
