"""The mask side's inline asm (templates/common/mask_asm.ll.j2) in the simulator: the rule as
code, read back from the asm string itself, and the host IR.

The call returns a literal struct of n floats, the exponents as masked:

    %r = call { float x n } asm "<lines>", "=v x n, 0..n-1, v x m, v, s, ~{vcc}, ~{scc}"
             (float x_0 .. x_{n-1}, i32 b_0 .. b_{m-1}, float f, i32 edge)

(f is -inf in the templates) and its lines are exactly:

    s_cmp_lg_u32 $E, 0                            E = 2n + m + 1, the edge operand
    s_cbranch_scc0 .Lrocke_mask_${:uid}           past the side where edge is 0
    v_cmp_le_i32_e32 vcc, K, $B                   vcc = K <= b (K an integer, B a bound)
    s_nop 1                                       (the wait before VCC is read: no effect)
    v_cndmask_b32_e32 $k, $F, $k, vcc             x_k = vcc ? x_k : f (F = 2n + m)
    ... (compare, wait, select) triples ...
    .Lrocke_mask_${:uid}:

so output k is x_k where edge is 0, else x_k with each of its pairs applied in order. Any other
line, operand or constraint is an error naming it: the simulator runs only what it can read.
The semantics are the ISA's (VOPC compares src0 with src1; v_cndmask_b32 takes src1 where the
lane's VCC bit is set, src0 where not; s_cmp_lg_u32 sets SCC when its operands differ); they are
not checked against hardware here. Each lane runs it alone: edge is uniform (an SGPR) and no
lane reads another's registers.
"""

from __future__ import annotations

import re

from ..errors import RockeError

LABEL = ".Lrocke_mask_${:uid}"
_CALL = re.compile(r'^(\s*)(%[\w.$-]+) = call (\{ float(?:, float)* \}) asm "([^"]*)", '
                   r'"([^"]*)"\(([^()]*)\)\s*$')
_CMP = re.compile(r"v_cmp_le_i32_e32 vcc, (-?\d+), \$(\d+)$")
_SEL = re.compile(r"v_cndmask_b32_e32 \$(\d+), \$(\d+), \$(\d+), vcc$")


def is_side(line: str) -> bool:
    """Whether the line is a call of the mask side's asm (its first line is the edge test)."""
    return ' asm "s_cmp_lg_u32 $' in line and LABEL in line


def pairs(asm: str, n: int, m: int, where: str) -> list[tuple[int, int, int]]:
    """The (output k, constant K, bound operand B) of each compare-and-select of the asm
    string, in order; an error for any line that is not the template's."""
    lines = asm.split("\\0A")
    edge = 2 * n + m + 1
    if lines[:2] != [f"s_cmp_lg_u32 ${edge}, 0", f"s_cbranch_scc0 {LABEL}"] or \
            lines[-1] != f"{LABEL}:" or (len(lines) - 3) % 3:
        raise RockeError(f"{where}: mask side asm: not the template's edge test, branch and "
                         f"label")
    out = []
    for cmp, nop, sel in zip(lines[2:-1:3], lines[3:-1:3], lines[4:-1:3], strict=True):
        c, s = _CMP.match(cmp), _SEL.match(sel)
        if (not c or not s or s.group(1) != s.group(3) or int(s.group(2)) != 2 * n + m
                or nop != "s_nop 1"):
            raise RockeError(f"{where}: mask side asm: {cmp!r}, {nop!r}, {sel!r} is not a "
                             f"compare, its wait and a select of one output")
        k, b = int(s.group(1)), int(c.group(2))
        if not 0 <= k < n or not 2 * n <= b < 2 * n + m:
            raise RockeError(f"{where}: mask side asm: operand ${k} or ${b} out of place")
        out.append((k, int(c.group(1)), b))
    return out


def rewrite(line: str, where: str) -> str:
    """The host lines of a mask side call (an error for one this module cannot read)."""
    m = _CALL.match(line)
    if not m:
        raise RockeError(f"{where}: mask side asm the simulator cannot read: "
                         f"{line.strip()[:120]}")
    pad, res, ty, asm, cons, args = m.groups()
    n = ty.count("float")
    ops = [a.strip().split() for a in args.split(",")]
    xs = [a[1] for a in ops[:n] if len(a) == 2 and a[0] == "float"]
    bounds = [a[1] for a in ops[n:-2] if len(a) == 2 and a[0] == "i32"]
    if len(xs) != n or len(ops) < n + 3 or len(bounds) != len(ops) - n - 2 or \
            ops[-2][0] != "float" or ops[-1][0] != "i32":
        raise RockeError(f"{where}: mask side asm: want {n} float operands, then i32 bounds, "
                         f"the masked value (float) and the edge (i32)")
    fill, edge = ops[-2][1], ops[-1][1]
    want = ",".join(["=v"] * n + [str(k) for k in range(n)] + ["v"] * len(bounds) +
                    ["v", "s", "~{vcc}", "~{scc}"])
    if cons != want:
        raise RockeError(f"{where}: mask side asm: constraints {cons!r}, want {want!r}")
    cur = list(xs)
    out = [f"{pad}{res}.h.e = icmp ne i32 {edge}, 0"]
    for i, (k, c, b) in enumerate(pairs(asm, n, len(bounds), where)):
        out.append(f"{pad}{res}.h.c{i} = icmp sle i32 {c}, {bounds[b - 2 * n]}")
        out.append(f"{pad}{res}.h.v{i} = select i1 {res}.h.c{i}, float {cur[k]}, "
                   f"float {fill}")
        cur[k] = f"{res}.h.v{i}"
    agg = "poison"
    for k in range(n):
        out.append(f"{pad}{res}.h.f{k} = select i1 {res}.h.e, float {cur[k]}, float {xs[k]}")
        name = res if k == n - 1 else f"{res}.h.s{k}"
        out.append(f"{pad}{name} = insertvalue {ty} {agg}, float {res}.h.f{k}, {k}")
        agg = name
    return "\n".join(out)
