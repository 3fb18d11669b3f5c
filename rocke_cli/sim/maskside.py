"""The mask side's inline asm (templates/common/mask_asm.ll.j2) in the simulator: the rule as
code, read back from the asm string itself, and the host IR.

The call returns a literal struct of n floats, the exponents as masked, and the i32 of the
side's scratch VGPR:

    %r = call { float x n, i32 } asm "<lines>", "=v x n, =&v, 0..n-1, v x m, s, ~{vcc}, ~{scc}"
             (float x_0 .. x_{n-1}, i32 b_0 .. b_{m-1}, i32 edge)

and its lines are exactly (T = n, the scratch register; bounds from $2n + 1):

    s_cmp_lg_u32 $E, 0                            E = 2n + 1 + m, the edge operand
    s_cbranch_scc0 .Lrocke_mask_${:uid}           past the side where edge is 0
    v_mov_b32 $T, 0xff800000                      -inf in the scratch register
    v_cmp_le_i32_e32 vcc, K, $B                   vcc = K <= b (K an integer, B a bound)
    s_nop 1                                       (the wait before VCC is read: no effect)
    v_cndmask_b32_e32 $k, $T, $k, vcc             x_k = vcc ? x_k : -inf
    ... (compare, wait, select) triples ...
    .Lrocke_mask_${:uid}:

so output k is x_k where edge is 0, else x_k with each of its triples applied in order; the
scratch register is taken as -inf's bits either way (no template reads it). Any other
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
NEG_INF = "0xFFF0000000000000"  # -inf as LLVM IR writes a float constant
_CALL = re.compile(r'^(\s*)(%[\w.$-]+) = call (\{ float(?:, float)*, i32 \}) asm "([^"]*)", '
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
    b0 = 2 * n + 1
    if lines[:3] != [f"s_cmp_lg_u32 ${b0 + m}, 0", f"s_cbranch_scc0 {LABEL}",
                     f"v_mov_b32 ${n}, 0xff800000"] or \
            lines[-1] != f"{LABEL}:" or (len(lines) - 4) % 3:
        raise RockeError(f"{where}: mask side asm: not the template's edge test, branch, "
                         f"scratch and label")
    out = []
    for cmp, nop, sel in zip(lines[3:-1:3], lines[4:-1:3], lines[5:-1:3], strict=True):
        c, s = _CMP.match(cmp), _SEL.match(sel)
        if (not c or not s or s.group(1) != s.group(3) or int(s.group(2)) != n
                or nop != "s_nop 1"):
            raise RockeError(f"{where}: mask side asm: {cmp!r}, {nop!r}, {sel!r} is not a "
                             f"compare, its wait and a select of one output")
        k, b = int(s.group(1)), int(c.group(2))
        if not 0 <= k < n or not b0 <= b < b0 + m:
            raise RockeError(f"{where}: mask side asm: operand ${k} or ${b} out of place")
        out.append((k, int(c.group(1)), b - b0))
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
    bounds = [a[1] for a in ops[n:-1] if len(a) == 2 and a[0] == "i32"]
    if len(xs) != n or len(ops) < n + 2 or len(bounds) != len(ops) - n - 1 or \
            ops[-1][0] != "i32":
        raise RockeError(f"{where}: mask side asm: want {n} float operands, then i32 bounds "
                         f"and the edge")
    edge = ops[-1][1]
    want = ",".join(["=v"] * n + ["=&v"] + [str(k) for k in range(n)] + ["v"] * len(bounds) +
                    ["s", "~{vcc}", "~{scc}"])
    if cons != want:
        raise RockeError(f"{where}: mask side asm: constraints {cons!r}, want {want!r}")
    cur = list(xs)
    out = [f"{pad}{res}.h.e = icmp ne i32 {edge}, 0"]
    for i, (k, c, b) in enumerate(pairs(asm, n, len(bounds), where)):
        out.append(f"{pad}{res}.h.c{i} = icmp sle i32 {c}, {bounds[b]}")
        out.append(f"{pad}{res}.h.v{i} = select i1 {res}.h.c{i}, float {cur[k]}, "
                   f"float {NEG_INF}")
        cur[k] = f"{res}.h.v{i}"
    agg = "poison"
    for k in range(n):
        out.append(f"{pad}{res}.h.f{k} = select i1 {res}.h.e, float {cur[k]}, float {xs[k]}")
        out.append(f"{pad}{res}.h.s{k} = insertvalue {ty} {agg}, float {res}.h.f{k}, {k}")
        agg = f"{res}.h.s{k}"
    out.append(f"{pad}{res} = insertvalue {ty} {agg}, i32 -8388608, {n}")
    return "\n".join(out)
