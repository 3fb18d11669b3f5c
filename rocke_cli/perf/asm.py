"""AMDGPU assembly text of one kernel -> instructions, basic blocks and the control-flow graph.

Only what the performance model needs: the kernel's text between its symbol and
`.Lfunc_end*`, labels (`.LBB*`), and the branches that end blocks (`s_branch`,
`s_cbranch_*`, `s_endpgm`, `s_setpc_b64`). Comments (`;` and `//`) and directives are dropped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

LABEL_RE = re.compile(r"^(\.?L[\w.$]+|[A-Za-z_][\w.$]*):")
# block-ending instructions: no fall-through after these
UNCONDITIONAL = ("s_branch", "s_endpgm", "s_setpc_b64", "s_endpgm_saved")


@dataclass(frozen=True)
class Instr:
    op: str  # mnemonic, e.g. "v_fma_f32"
    args: str  # the operand text, as written
    line: int  # 1-based line in the assembly text

    @property
    def target(self) -> str | None:
        """The label a branch jumps to (None: not a branch)."""
        if self.op == "s_branch" or self.op.startswith("s_cbranch_"):
            return self.args.split(",")[0].strip() or None
        return None


@dataclass
class Block:
    index: int
    label: str | None  # None: a fall-through block after a conditional branch
    instrs: list[Instr] = field(default_factory=list)
    succs: list[int] = field(default_factory=list)
    preds: list[int] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.label or f"<block {self.index}>"


@dataclass
class Cfg:
    kernel: str
    blocks: list[Block]

    def by_label(self, label: str) -> Block | None:
        return next((b for b in self.blocks if b.label == label), None)


def strip_line(line: str) -> str:
    """A line of assembly less its comment (`;` or `//`), trimmed."""
    for mark in (";", "//"):
        i = line.find(mark)
        if i >= 0:
            line = line[:i]
    return line.strip()


def kernel_lines(asm: str, kernel: str | None = None) -> tuple[str, list[tuple[int, str]]]:
    """(kernel name, [(line number, text)]) of one kernel's code: the first function symbol
    declared `@function` (or `kernel`) up to its `.Lfunc_end` label."""
    lines = asm.splitlines()
    if kernel is None:
        m = re.search(r"^\s*\.type\s+([\w.$]+),\s*@function", asm, re.M)
        if not m:
            raise ValueError("no function symbol (.type NAME,@function) in the assembly")
        kernel = m.group(1)
    start = next((i for i, ln in enumerate(lines) if ln.startswith(kernel + ":")), None)
    if start is None:
        raise ValueError(f"no label {kernel}: in the assembly")
    out = []
    for i in range(start + 1, len(lines)):
        text = strip_line(lines[i])
        if text.startswith(".Lfunc_end"):
            break
        if text:
            out.append((i + 1, text))
    return kernel, out


def parse(asm: str, kernel: str | None = None) -> Cfg:
    """The control-flow graph of one kernel of an assembly text."""
    name, lines = kernel_lines(asm, kernel)
    blocks: list[Block] = [Block(0, None)]
    ended = False  # the current block ended with a branch: the next instruction starts one
    for no, text in lines:
        m = LABEL_RE.match(text)
        if m:
            label = m.group(1)
            cur = blocks[-1]
            if cur.instrs or cur.label is not None:
                blocks.append(Block(len(blocks), label))
            else:
                cur.label = label  # an empty unlabelled block takes the label
            ended = False
            text = text[m.end():].strip()
            if not text:
                continue
        if text.startswith("."):
            continue  # a directive
        if ended:
            blocks.append(Block(len(blocks), None))
            ended = False
        op, _, args = text.partition(" ")
        ins = Instr(op.strip(), args.strip(), no)
        blocks[-1].instrs.append(ins)
        if ins.target is not None or op in UNCONDITIONAL:
            ended = True
    if not blocks[0].instrs and blocks[0].label is None and len(blocks) > 1:
        blocks.pop(0)
        for i, b in enumerate(blocks):
            b.index = i
    _link(blocks)
    return Cfg(name, blocks)


def _link(blocks: list[Block]) -> None:
    labels = {b.label: b.index for b in blocks if b.label}
    for b in blocks:
        last = b.instrs[-1] if b.instrs else None
        succ: list[int] = []
        if last is not None and last.target is not None:
            if last.target in labels:
                succ.append(labels[last.target])
            if last.op.startswith("s_cbranch_") and b.index + 1 < len(blocks):
                succ.append(b.index + 1)  # not taken: falls through
        elif last is None or last.op not in UNCONDITIONAL:
            if b.index + 1 < len(blocks):
                succ.append(b.index + 1)
        b.succs = list(dict.fromkeys(succ))
    for b in blocks:
        for s in b.succs:
            blocks[s].preds.append(b.index)
