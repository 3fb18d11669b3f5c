"""The AGPR inline-asm templates on the host (docs/design.md, "Inline asm";
templates/common/agpr.ll.j2 spells them, the .hip's asm statements are their twins).

An accumulator is the asm's own "=a" operand (tied to its input), so on the host it is a value
like any other:
- zero:    `%z = call <N x float> asm sideeffect "; zero", "=a,0"(<N x float> zeroinitializer)`,
  the accumulator's first value in the AGPR class (retarget.ASM_TEMPLATES, an identity);
- mma:     `%d = call <N x float> asm "s_nop 1\\0A<insn> $0, $1, $2, $0", "=a,v,v,0"(A, B,
  <N x float> C)` (N 4 or 16: a 16x16 or a 32x32 block's accumulator) runs the instruction's
  MFMA on A, B, C (the same wave helper an intrinsic call gets, with the line as its call
  site);
- settle:  `call void asm sideeffect "s_nop 7\\0As_nop 7", "a,..."(...)`: wait states only;
- settled: `%x = call <N x float> asm sideeffect "; settled", "=a,0"(<N x float> %y)`: %y
  (retarget.ASM_TEMPLATES, an identity).
Any other non-empty inline asm stays an error (retarget)."""

from __future__ import annotations

import re
from collections.abc import Callable

# an accumulator's registers: a 16x16 block's 4, a 32x32 block's 16
WIDTHS = (4, 16)
# (clang's calls may carry fast-math flags, e.g. contract, between `call` and the type)
_CALL = r'(?:(?:tail|notail|musttail) )?call (?:[a-z]+ )*'
_TAIL = r'(?:\s*#\d+)?(?:,\s*!srcloc ![0-9]+)?\s*$'
_V = r'([%\w.$-]+)'
MMA = re.compile(r'^\s*' + _V + r' = ' + _CALL + r'<(\d+) x float> asm "s_nop 1\\0A(v_mfma_\w+) '
                 r'\$0, \$1, \$2, \$0", "=a,v,v,0"\((<[^<>]+>) ' + _V + r', (<[^<>]+>) ' + _V +
                 r', <(\d+) x float> ' + _V + r'\)' + _TAIL)
SETTLE = re.compile(r'^\s*' + _CALL + r'void asm sideeffect "s_nop 7\\0As_nop 7", "a(?:,a)*"\(.*\)'
                    + _TAIL)


def uses(text: str) -> bool:
    """The text holds an AGPR template."""
    return '"s_nop 1\\0Av_mfma_' in text or '"s_nop 7\\0As_nop 7"' in text


def rewrite(line: str, n: int, mfma_call: Callable[[str, str, int], str],
            where: str) -> list[str] | None:
    """The host lines of one AGPR template (None: the line is none of them).
    `mfma_call(insn, args, n)`: the host call of that instruction's MFMA on `args` ("A-type %a,
    B-type %b, <N x float> %c"), call site n. A malformed one (an accumulator of a width no
    MFMA has, or whose result and input differ) raises ValueError."""
    if m := MMA.match(line):
        out, w, insn, ta, a, tb, b, wc, c = m.groups()
        if int(w) not in WIDTHS or w != wc:
            raise ValueError(f"{where}: {insn} with a <{w} x float> result and a <{wc} x float> "
                             f"accumulator: the template's are one width, "
                             f"{' or '.join(map(str, WIDTHS))}")
        return [f"  {out} = {mfma_call(insn, f'{ta} {a}, {tb} {b}, <{w} x float> {c}', n)}"]
    if SETTLE.match(line):
        return []
    return None
