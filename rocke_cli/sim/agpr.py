"""The AGPR inline-asm templates on the host (docs/design.md, "Inline asm";
templates/common/agpr.ll.j2 spells them, the .hip's asm statements are their twins).

A work-item's AGPR file is a private `[256 x float]` array (`FILE`, allocated at the kernel's
entry); the templates read and write it:
- zero:   `call i32 asm sideeffect "v_accvgpr_write_b32 aR, 0\\0A...", "=s,0,~{aR}..."(i32 T)`
  stores 0.0 at each register it names; its result is the token T;
- mma:    `call i32 asm "s_nop 1\\0A<insn> a[R:R+N-1], $1, $2, a[R:R+N-1]", "=s,v,v,0,~{aR}..."
  (A, B, i32 T)` (N 4 or 16: a 16x16 or a 32x32 block's accumulator) loads C = a[R:R+N-1],
  runs the instruction's MFMA (the same wave helper an intrinsic call gets, with the line as
  its call site) and stores D back; result T;
- settle: `call void asm sideeffect "s_nop 7\\0As_nop 7", "s,..."(...)`: wait states only;
- read:   `call float asm sideeffect "v_accvgpr_read_b32 $0, aR", "=v,s"(i32 T)` loads aR.
Any other non-empty inline asm stays an error (retarget)."""

from __future__ import annotations

import re
from collections.abc import Callable

FILE = "%__rocke_agpr"
REGS = 256
# an accumulator's registers: a 16x16 block's 4, a 32x32 block's 16
WIDTHS = (4, 16)
# (clang's calls may carry fast-math flags, e.g. contract, between `call` and the type)
_CALL = r'(?:(?:tail|notail|musttail) )?call (?:[a-z]+ )*'
_TAIL = r'(?:\s*#\d+)?(?:,\s*!srcloc ![0-9]+)?\s*$'
_V = r'([%\w.$-]+)'
ZERO = re.compile(r'^\s*' + _V + r' = ' + _CALL + r'i32 asm sideeffect "((?:v_accvgpr_write_b32 '
                  r'a\d+, 0(?:\\0A)?)+)", "=s,0(?:,~\{a\d+\})+"\(i32 ' + _V + r'\)' + _TAIL)
MMA = re.compile(r'^\s*' + _V + r' = ' + _CALL + r'i32 asm "s_nop 1\\0A(v_mfma_\w+) '
                 r'a\[(\d+):(\d+)\], \$1, \$2, a\[(\d+):(\d+)\]", '
                 r'"=s,v,v,0((?:,~\{a\d+\})+)"\((<[^<>]+>) ' + _V +
                 r', (<[^<>]+>) ' + _V + r', i32 ' + _V + r'\)' + _TAIL)
SETTLE = re.compile(r'^\s*' + _CALL + r'void asm sideeffect "s_nop 7\\0As_nop 7", "s(?:,s)*"\(.*\)'
                    + _TAIL)
READ = re.compile(r'^\s*' + _V + r' = ' + _CALL + r'float asm sideeffect "v_accvgpr_read_b32 '
                  r'\$0, a(\d+)", "=v,s"\(i32 ' + _V + r'\)' + _TAIL)


def uses(text: str) -> bool:
    """The text holds an AGPR template (its kernel needs the private AGPR file)."""
    return "v_accvgpr_" in text or '"s_nop 1\\0Av_mfma_' in text


def alloca(addrspace5: bool) -> str:
    """The kernel entry's AGPR file: one a work-item (a fiber's own stack)."""
    return (f"  {FILE} = alloca [{REGS} x float], align 16" +
            (", addrspace(5)" if addrspace5 else ""))


def _reg(r: int, where: str) -> int:
    if not 0 <= r < REGS:
        raise ValueError(f"{where}: AGPR a{r} outside a0..a{REGS - 1}")
    return r


def _t(out: str, what: str) -> str:
    """A fresh name for `out`'s host temporary `what` (clang's values are numbered: %12.p
    would not parse)."""
    return f"%__ag.{out.lstrip('%')}.{what}"


def rewrite(line: str, n: int, ptr: str, mfma_call: Callable[[str, str, int], str],
            where: str) -> list[str] | None:
    """The host lines of one AGPR template (None: the line is none of them). `ptr`: the IR
    type of FILE; `mfma_call(insn, args, n)`: the host call of that instruction's MFMA on
    `args` ("A-type %a, B-type %b, <4 x float> %c"), call site n. A malformed template (a
    register range that is not its clobbers, past the file) raises ValueError."""
    if m := ZERO.match(line):
        out, writes, tok = m.groups()
        regs = [_reg(int(r), where) for r in re.findall(r"a(\d+), 0", writes)]
        host = [f"  {_t(out, f'p{i}')} = getelementptr float, {ptr} {FILE}, i32 {r}\n"
                f"  store float 0.0, {ptr} {_t(out, f'p{i}')}, align 4"
                for i, r in enumerate(regs)]
        return [*host, f"  {out} = freeze i32 {tok}"]
    if m := MMA.match(line):
        out, insn, r0, r1, c0, c1, clob, ta, a, tb, b, tok = m.groups()
        r = _reg(int(r0), where)
        w = _reg(int(r1), where) - r + 1
        want = {f"~{{a{x}}}" for x in range(r, r + w)}
        if w not in WIDTHS or (int(c0), int(c1)) != (r, r + w - 1) or \
                set(clob.strip(",").split(",")) != want:
            raise ValueError(f"{where}: {insn} on a[{r0}:{r1}] with C a[{c0}:{c1}] and clobbers "
                             f"{clob.strip(',')}: the template is D = C = a[R:R+N-1] (N "
                             f"{' or '.join(map(str, WIDTHS))}), those N clobbered")
        p, c, d = _t(out, "p"), _t(out, "c"), _t(out, "d")
        call = mfma_call(insn, f"{ta} {a}, {tb} {b}, <{w} x float> {c}", n)
        return [f"  {p} = getelementptr float, {ptr} {FILE}, i32 {r}",
                f"  {c} = load <{w} x float>, {ptr} {p}, align 4",
                f"  {d} = {call}",
                f"  store <{w} x float> {d}, {ptr} {p}, align 4",
                f"  {out} = freeze i32 {tok}"]
    if SETTLE.match(line):
        return []
    if m := READ.match(line):
        out, r, _ = m.groups()
        p = _t(out, "p")
        return [f"  {p} = getelementptr float, {ptr} {FILE}, i32 {_reg(int(r), where)}",
                f"  {out} = load float, {ptr} {p}, align 4"]
    return None
