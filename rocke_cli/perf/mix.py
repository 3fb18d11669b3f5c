"""Instruction mix of a set of basic blocks, each weighted by how often it runs: counts by
class, MFMA by kind, LDS and global bytes. Arch-free: the cost table turns it into cycles.

Bytes are per wave: the per-lane width times the wave size, every lane counted (a masked-off
lane still counts: the mix is an upper bound on the bytes moved). `2addr` LDS forms
(`ds_read2*`, `ds_write2*`) move two elements per lane.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from .asm import Cfg

ENCODING_SUFFIX = re.compile(r"_(e32|e64|sdwa|dpp|vop3)$")
TRANS = ("v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_")
# 32-bit integer multiplies: quarter rate on the GCN lineage (see costs.py)
INT_QUARTER = ("v_mul_lo_u32", "v_mul_lo_i32", "v_mul_hi_u32", "v_mul_hi_i32", "v_mad_u64_u32",
               "v_mad_i64_i32")
SMEM = ("s_load_", "s_buffer_load_", "s_store_", "s_buffer_store_", "s_dcache_", "s_memtime",
        "s_memrealtime", "s_atc_probe", "s_scratch_")
BRANCH = ("s_branch", "s_cbranch_", "s_endpgm", "s_setpc_", "s_swappc_", "s_call_")
WAITCNT = ("s_waitcnt",)
VMEM = ("global_", "buffer_", "flat_", "scratch_")


def base_op(op: str) -> str:
    """The mnemonic without its encoding suffix (v_add_u32_e32 -> v_add_u32)."""
    return ENCODING_SUFFIX.sub("", op)


def classify(op: str) -> str:
    """One of: mfma, valu, salu, smem, branch, waitcnt, barrier, nop, lds, vmem, other."""
    op = base_op(op)
    if op.startswith(("v_mfma_", "v_smfmac_")):
        return "mfma"
    if op.startswith("v_"):
        return "valu"
    if op.startswith("ds_"):
        return "lds"
    if op.startswith(VMEM):
        return "vmem"
    if op.startswith(SMEM):
        return "smem"
    if op.startswith(BRANCH):
        return "branch"
    if op.startswith(WAITCNT):
        return "waitcnt"
    if op == "s_barrier":
        return "barrier"
    if op == "s_nop":
        return "nop"
    if op.startswith("s_"):
        return "salu"
    return "other"


def valu_rate(op: str) -> str:
    """'trans' (transcendental), 'quarter' (32-bit integer multiply) or 'full'."""
    op = base_op(op)
    if op.startswith(TRANS):
        return "trans"
    if op in INT_QUARTER:
        return "quarter"
    return "full"


# FLOPs one lane of a VALU instruction performs (the issued-FLOPs cross-check only)
_FMA = re.compile(r"^v_(pk_)?(fma|fmac|mac|mad|fma_mix|fma_mixlo|fma_mixhi|mad_mix\w*)_[fb]")
_ADDMUL = re.compile(r"^v_(pk_)?(add|sub|subrev|mul)_(f16|f32|f64|bf16)$")
_DOT2 = re.compile(r"^v_dot2c?_f32_(f16|bf16)$")


def valu_flops(op: str) -> int:
    op = base_op(op)
    if m := _FMA.match(op):
        return 4 if m.group(1) else 2
    if m := _ADDMUL.match(op):
        return 2 if m.group(1) else 1
    if _DOT2.match(op):
        return 4
    return 0


def is_packed_f32(op: str) -> bool:
    return base_op(op).startswith("v_pk_") and base_op(op).endswith("_f32")


_LDS_WIDTH = re.compile(r"_[bui](8|16|32|64|96|128)")


def lds_elements(op: str) -> tuple[str, int, int]:
    """('read' | 'write' | 'other', bytes per element, elements per lane) of an LDS
    instruction: `read2`/`write2` forms move two elements a lane, the rest one."""
    op = base_op(op)
    m = re.match(r"^ds_(read|load|write|store)(2st64|2)?_", op)
    w = _LDS_WIDTH.search(op)
    width = int(w.group(1)) // 8 if w else 4
    if not m:
        # atomics, permutes, swizzles: the LDS moves one element per lane
        return "other", width, 1
    kind = "read" if m.group(1) in ("read", "load") else "write"
    return kind, width, 2 if m.group(2) else 1


def lds_access(op: str) -> tuple[str, int]:
    """('read' | 'write' | 'other', bytes per lane) of an LDS instruction."""
    kind, width, count = lds_elements(op)
    return kind, width * count


_VMEM_DWORDS = re.compile(r"dwordx(\d)")
_VMEM_WIDTH = re.compile(r"_[bui](8|16|32|64|96|128)\b|_(ubyte|sbyte|byte)|_(ushort|sshort|short)")


def vmem_access(op: str) -> tuple[str, int]:
    """('load' | 'store' | 'atomic' | 'other', bytes per lane) of a global/buffer/flat op."""
    op = base_op(op)
    if "_atomic_" in op:
        kind = "atomic"
    elif "_load" in op:
        kind = "load"
    elif "_store" in op:
        kind = "store"
    else:
        return "other", 0  # cache control (buffer_wbl2, buffer_inv)
    if m := _VMEM_DWORDS.search(op):
        return kind, 4 * int(m.group(1))
    if kind == "atomic":
        return kind, 8 if op.endswith("_x2") else 4
    if m := _VMEM_WIDTH.search(op):
        if m.group(1):
            return kind, int(m.group(1)) // 8
        return kind, 1 if m.group(2) else 2
    return kind, 4  # dword


@dataclass
class Mix:
    """Instructions one wave issues per steady-state iteration (weighted: floats)."""

    instructions: float = 0.0
    valu: float = 0.0  # every VALU instruction (MFMA not included)
    valu_trans: float = 0.0  # of which transcendental (v_exp_f32 ...): quarter rate
    valu_quarter: float = 0.0  # of which 32-bit integer multiplies: quarter rate
    valu_packed_f32: float = 0.0  # of which packed FP32 (v_pk_fma_f32 ...): two ops a lane
    valu_lane_flops: float = 0.0  # FLOPs one lane issues (FMA = 2): the cross-check
    mfma: dict[str, float] = field(default_factory=dict)  # mnemonic -> count
    salu: float = 0.0
    smem: float = 0.0
    branch: float = 0.0
    waitcnt: float = 0.0
    barrier: float = 0.0
    nop: float = 0.0
    nop_states: float = 0.0  # wait states the s_nops ask for (s_nop N: N + 1)
    lds: float = 0.0
    lds_read_bytes: float = 0.0
    lds_write_bytes: float = 0.0
    vmem: float = 0.0
    global_load_bytes: float = 0.0
    global_store_bytes: float = 0.0
    global_atomics: float = 0.0  # atomic instructions
    global_atomic_bytes: float = 0.0
    other: float = 0.0

    @property
    def mfma_count(self) -> float:
        return sum(self.mfma.values())

    @property
    def global_bytes(self) -> float:
        return self.global_load_bytes + self.global_store_bytes + self.global_atomic_bytes

    @property
    def lds_bytes(self) -> float:
        return self.lds_read_bytes + self.lds_write_bytes

    def to_json(self) -> dict:
        out = {k: round(v, 3) for k, v in self.__dict__.items() if k != "mfma"}
        out["mfma"] = {k: round(v, 3) for k, v in sorted(self.mfma.items())}
        return out


def mix(cfg: Cfg, weights: Mapping[int, float], wave_size: int = 64) -> Mix:
    """The mix of the blocks in `weights` (block index -> runs per iteration)."""
    m = Mix()
    for i, w in weights.items():
        for ins in cfg.blocks[i].instrs:
            _add(m, ins.op, ins.args, w, wave_size)
    return m


def _add(m: Mix, op: str, args: str, w: float, wave: int) -> None:
    kind = classify(op)
    m.instructions += w
    if kind == "valu":
        m.valu += w
        rate = valu_rate(op)
        if rate == "trans":
            m.valu_trans += w
        elif rate == "quarter":
            m.valu_quarter += w
        if is_packed_f32(op):
            m.valu_packed_f32 += w
        m.valu_lane_flops += w * valu_flops(op)
    elif kind == "mfma":
        name = base_op(op)
        m.mfma[name] = m.mfma.get(name, 0.0) + w
    elif kind == "lds":
        m.lds += w
        how, nbytes = lds_access(op)
        if how == "write":
            m.lds_write_bytes += w * nbytes * wave
        else:
            m.lds_read_bytes += w * nbytes * wave
    elif kind == "vmem":
        m.vmem += w
        how, nbytes = vmem_access(op)
        if how == "load":
            m.global_load_bytes += w * nbytes * wave
            if "_lds_" in op:  # gfx950 global_load_lds_*: the bytes land in LDS too
                m.lds_write_bytes += w * nbytes * wave
        elif how == "store":
            m.global_store_bytes += w * nbytes * wave
        elif how == "atomic":
            m.global_atomics += w
            m.global_atomic_bytes += w * nbytes * wave
    elif kind == "nop":
        m.nop += w
        try:
            m.nop_states += w * (int(args.split(",")[0] or "0", 0) + 1)
        except ValueError:
            m.nop_states += w
    else:
        setattr(m, kind, getattr(m, kind) + w)
