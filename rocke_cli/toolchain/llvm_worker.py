"""LLVM worker: verify and compile AMDGPU IR with the llvmlite of the interpreter running it.

Run by path (`PY rocke_cli/llvm_worker.py`) by the project venv (LLVM 22) or the side venv
(LLVM 20, llvmlite only), so it imports only the standard library and llvmlite, and parses the
code object metadata with regexes rather than PyYAML.

Protocol: one JSON job per stdin line, {"key", "text", "arch", "want_asm", "mfma"}; one
JSON result per stdout line, in input order, {"key", "ok", "errors", "llvm", "kernels", "asm"}.
A job with "object": true is compiled to a relocatable ELF object instead (`rocke build`): its
result carries "object", the bytes in base64, and no judgement (the built object's metadata
is checked by its reader). A text holding a non-empty inline asm string (has_inline_asm) gets
"assembly" instead, LLVM's assembly text for the parent to assemble (mc.py): this LLVM has no
AMDGPU asm parser, and its object streamer aborts on such a string.
Each compile runs in a forked child: a fatal backend error (LDS over the limit, "Cannot
select") ends the child, and the parent reports it as that job's failure. The checks (scratch,
spills, LDS, external calls) live here so that both LLVMs judge the same way.
"""

from __future__ import annotations

import base64
import json
import os
import re
import signal
import sys
import tempfile
from types import ModuleType

LDS_LIMIT = {"gfx942": 65536, "gfx950": 163840}  # per workgroup, and per CU on these parts
TIMEOUT_S = 600  # one compile, in the child; verify passes ROCKE_LLVM_TIMEOUT as argv[1]
# result field -> code object metadata field (per kernel, 4-space indented in the YAML)
FIELDS = {"vgpr": "vgpr_count", "agpr": "agpr_count", "sgpr": "sgpr_count",
          "vgpr_spill": "vgpr_spill_count", "sgpr_spill": "sgpr_spill_count",
          "scratch": "private_segment_fixed_size", "lds": "group_segment_fixed_size",
          "kernarg": "kernarg_segment_size", "max_flat_wg": "max_flat_workgroup_size",
          "wave_size": "wavefront_size"}
ERR_MAX = 300  # characters per error line
# the tokens has_inline_asm reads, left to right: an inline asm string (`asm`, as a call's
# callee or in `module asm`, its keywords, its string; IR strings escape '"' as \22), any
# other string (skipped whole: `asm` or ';' inside one is text), a ';' comment to its line's end
ASM_TOKENS = re.compile(r'\basm(?:\s+(?:sideeffect|alignstack|inteldialect|unwind))*\s+"([^"]*)"'
                        r'|"[^"]*"|;[^\n]*')


def _llvm() -> ModuleType:
    import llvmlite.binding as llvm

    # llvm.initialize() is deprecated (raises): targets and printers are all that is needed
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    return llvm


def _one_line(msg: str) -> str:
    """The informative line of an LLVM message: its 'error:' line if any, else the first."""
    lines = [ln.strip() for ln in msg.splitlines() if ln.strip()]
    if not lines:
        return "unknown error"
    picked = next((ln for ln in lines if "error:" in ln), lines[0])
    return picked.removeprefix("<string>:")[:ERR_MAX]  # llvmlite's name for the text


def resources(asm: str, arch: str) -> list[dict]:
    """Per kernel resources from the .amdgpu_metadata YAML and the kernel descriptors."""
    start, end = asm.find(".amdgpu_metadata"), asm.find(".end_amdgpu_metadata")
    if start < 0 or end < 0:
        return []
    kernels = []
    # kernels are the 2-space "  - " items of amdhsa.kernels; args are deeper ("      - ")
    for block in re.split(r"\n  - ", asm[start:end])[1:]:
        block = "    " + block  # the first field shares the "  - " line
        name = re.search(r"^    \.name:\s+(\S+)", block, re.M)
        if not name:
            continue
        k: dict = {"name": name.group(1).strip("'\"")}
        for key, field in FIELDS.items():
            m = re.search(rf"^    \.{field}:\s+(\d+)", block, re.M)
            k[key] = int(m.group(1)) if m else 0
        k["wave_size"] = k["wave_size"] or 64
        dynamic = re.search(r"^    \.uses_dynamic_stack:\s+true", block, re.M)
        k["dynamic_stack"] = bool(dynamic)
        k["next_free_vgpr"] = _next_free_vgpr(asm, k)
        k["waves_per_simd"] = waves_per_simd(k, arch)
        kernels.append(k)
    return kernels


def _next_free_vgpr(asm: str, k: dict) -> int:
    desc = re.search(rf"\.amdhsa_kernel {re.escape(k['name'])}\n(.*?)\.end_amdhsa_kernel",
                     asm, re.S)
    m = re.search(r"\.amdhsa_next_free_vgpr (\d+)\s*$", desc.group(1), re.M) if desc else None
    if m:
        return int(m.group(1))
    # a symbolic expression (kernels that call): the unified file holds VGPRs (granule 4)
    # then AGPRs
    return (-(-k["vgpr"] // 4) * 4 + k["agpr"]) if k["agpr"] else k["vgpr"]


def waves_per_simd(k: dict, arch: str) -> int:
    """Occupancy estimate: VGPR budget (512 per lane, granule 8, at most 8 waves), then LDS."""
    by_vgpr = min(8, 512 // max(8, -(-k["next_free_vgpr"] // 8) * 8))
    if k["lds"] <= 0:
        return by_vgpr
    wg_per_cu = LDS_LIMIT[arch] // k["lds"]
    waves_per_wg = -(-max(k["max_flat_wg"], 1) // k["wave_size"])
    by_lds = (wg_per_cu * waves_per_wg) // 4  # 4 SIMDs per CU
    return max(0, min(by_vgpr, by_lds))


def has_inline_asm(text: str) -> bool:
    """Whether an IR text holds a non-empty inline asm string (in a call or a `module asm`),
    comments aside: such a text's object is assembled by llvm-mc, never written by LLVM's
    emit_object (which aborts on it for want of an AMDGPU asm parser)."""
    return any(m.group(1) for m in ASM_TOKENS.finditer(text))


# an AGPR an inline asm clobbers (`~{aN}`), and AGPRs named in assembly: aN or a[N:M]
CLOBBER = re.compile(r"~\{a(\d+)\}")
AGPR_ONE, AGPR_RANGE = re.compile(r"\ba(\d+)\b"), re.compile(r"\ba\[(\d+):(\d+)\]")
ASM_BLOCK = re.compile(r";;#ASMSTART.*?;;#ASMEND", re.S)


def held_agprs(text: str) -> frozenset[int]:
    """The AGPRs an IR text's inline asm clobbers: where it holds values of its own (body
    kvs's dK accumulators, templates/common/agpr.ll.j2) that LLVM does not know of."""
    return frozenset(int(x) for x in CLOBBER.findall(text))


def intrusions(asm: str, held: frozenset[int]) -> list[int]:
    """The `held` AGPRs LLVM's own code names (outside the inline asm blocks). A clobber
    keeps LLVM from holding a value across that asm, not from using the register between
    two of them, so under pressure its temporaries land there and overwrite what the asm
    holds: such code is wrong, whatever it computes in the simulator."""
    named: set[int] = set()
    for line in ASM_BLOCK.sub("", asm).splitlines():
        code = line.split(";", 1)[0]
        named.update(int(x) for x in AGPR_ONE.findall(code))
        named.update(x for a, z in AGPR_RANGE.findall(code) for x in range(int(a), int(z) + 1))
    return sorted(named & held)


def _spans(regs: list[int]) -> str:
    """a128-a131, a160 (runs of consecutive registers)."""
    out: list[list[int]] = []
    for r in regs:
        if out and r == out[-1][1] + 1:
            out[-1][1] = r
        else:
            out.append([r, r])
    return ", ".join(f"a{a}" if a == z else f"a{a}-a{z}" for a, z in out)


def _result(llvm: ModuleType, key: str) -> dict:
    return {"key": key, "ok": False, "errors": [], "kernels": [], "asm": None,
            "llvm": ".".join(str(x) for x in llvm.llvm_version_info)}


def judge(asm: str, arch: str, mfma: bool = False,
          held: frozenset[int] = frozenset()) -> tuple[list[dict], list[str]]:
    """Resources and the reasons this code object is not acceptable (empty: acceptable).
    `mfma`: the body runs on matrix cores, whose accumulators may live in AGPRs. `held`: the
    AGPRs the text's inline asm holds values in (held_agprs), which LLVM's code must not name."""
    kernels = resources(asm, arch)
    errs = []
    if bad := intrusions(asm, held):
        errs.append(f"LLVM's code uses {_spans(bad)}, AGPRs the inline asm holds values in (its "
                    f"clobbers): it overwrites them between two asm statements")
    if "s_swappc_b64" in asm or re.search(r"^\s*\.extern\b", asm, re.M):
        # how an intrinsic unknown to this LLVM degrades: a plain external function call
        errs.append("external call in the assembly (s_swappc_b64/.extern): a callee or "
                    "intrinsic this LLVM cannot inline or lower")
    for k in kernels:
        if k["scratch"]:
            errs.append(f"{k['name']}: {k['scratch']} bytes of scratch per lane")
        elif k["dynamic_stack"]:
            errs.append(f"{k['name']}: dynamic stack (scratch of unknown size)")
        if k["vgpr_spill"] or k["sgpr_spill"]:
            errs.append(f"{k['name']}: spills {k['vgpr_spill']} VGPRs, "
                        f"{k['sgpr_spill']} SGPRs")
        if k["agpr"] and not mfma:
            # a scalar body: AGPRs in use mean values parked there, a spill in all but name
            errs.append(f"{k['name']}: {k['agpr']} AGPRs used by a body without MFMA")
        if k["lds"] > LDS_LIMIT[arch]:
            errs.append(f"{k['name']}: LDS {k['lds']} bytes over the {arch} limit "
                        f"{LDS_LIMIT[arch]}")
    if not kernels:
        errs.append("no kernel in the code object metadata")
    return kernels, errs


def _compile(llvm: ModuleType, job: dict) -> dict:
    arch = job["arch"]
    out = _result(llvm, job["key"])
    if arch not in LDS_LIMIT:
        out["errors"].append(f"unknown arch {arch!r} (known: {', '.join(LDS_LIMIT)})")
        return out
    try:
        mod = llvm.parse_assembly(job["text"])
    except RuntimeError as e:
        out["errors"].append("parse: " + _one_line(str(e)))
        return out
    try:
        mod.verify()
    except RuntimeError as e:
        out["errors"].append("verifier: " + _one_line(str(e)))
        return out
    if job.get("object"):
        return _object(llvm, mod, arch, out, has_inline_asm(job["text"]))
    tm = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(cpu=arch, opt=3)
    try:
        asm = tm.emit_assembly(mod)
    except RuntimeError as e:
        out["errors"].append("codegen: " + _one_line(str(e)))
        return out
    out["kernels"], out["errors"] = judge(asm, arch, bool(job.get("mfma")),
                                          held_agprs(job["text"]))
    for k in out["kernels"]:
        del k["dynamic_stack"], k["wave_size"]
    out["ok"] = not out["errors"]
    if job.get("want_asm"):
        out["asm"] = asm
    return out


def _object(llvm: ModuleType, mod: object, arch: str, out: dict, asm: bool) -> dict:
    # position-independent, as a shared code object the loader relocates must be
    tm = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(
        cpu=arch, opt=3, reloc="pic")
    try:
        # emit_object would abort the process on an inline asm string (no asm parser here)
        made = tm.emit_assembly(mod) if asm else tm.emit_object(mod)
    except RuntimeError as e:
        out["errors"].append("codegen: " + _one_line(str(e)))
        return out
    if asm:
        out["assembly"] = made
    else:
        out["object"] = base64.b64encode(made).decode("ascii")
    out["ok"] = True
    return out


def _child(llvm: ModuleType, job: dict, w: int, log_fd: int) -> None:
    # LLVM's diagnostics go to the log; fd 1 is the parent's protocol channel, never ours
    os.dup2(log_fd, 1)
    os.dup2(log_fd, 2)
    signal.alarm(TIMEOUT_S)
    try:
        res = _compile(llvm, job)
    except BaseException as e:  # every failure is a result, never a traceback
        res = _result(llvm, job["key"])
        res["errors"].append(f"worker: {type(e).__name__}: {_one_line(str(e))}")
    data = json.dumps(res).encode()
    view = memoryview(data)
    while view:
        view = view[os.write(w, view):]
    os._exit(0)  # no atexit, no flushing of buffers inherited from the parent


def die_with(parent: int) -> None:
    """In a forked child: go when its parent goes (Linux PR_SET_PDEATHSIG), and at once if
    the parent is already gone. A compile goes when its LLVM worker goes (rocke kills the
    worker at once on a signal, and a compile may run for minutes); the sim worker's forked
    cases likewise (the session kills a worker on a timeout)."""
    try:
        import ctypes

        ctypes.CDLL(None).prctl(1, int(signal.SIGKILL))  # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the worker died before the request took hold
        os._exit(1)


def run_job(llvm: ModuleType, job: dict) -> dict:
    """One job in a forked child; a child that dies is reported with its signal and stderr."""
    r, w = os.pipe()
    with tempfile.TemporaryFile() as log:
        parent = os.getpid()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            die_with(parent)
            _child(llvm, job, w, log.fileno())
        os.close(w)
        chunks = []
        with os.fdopen(r, "rb") as f:  # read to EOF before waiting: the asm can exceed a pipe
            while chunk := f.read(1 << 16):
                chunks.append(chunk)
        _, status = os.waitpid(pid, 0)
        log.seek(0)
        err = log.read(1 << 20).decode("utf-8", "replace")  # the reason precedes any dump
    data = b"".join(chunks)
    if status == 0 and data:
        try:
            return json.loads(data)
        except ValueError:
            pass
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        why = (f"timed out after {TIMEOUT_S} s" if sig == signal.SIGALRM
               else f"killed by {signal.Signals(sig).name}")
    else:
        why = f"exit {os.WEXITSTATUS(status)}"
    out = _result(llvm, job["key"])
    out["errors"].append(f"LLVM aborted ({why}): {_stderr_reason(err)}")
    return out


def _stderr_reason(err: str) -> str:
    """The line of a dying LLVM's stderr that says why (not its stack dump)."""
    lines = [ln.strip() for ln in err.splitlines() if ln.strip()]
    for pat in ("LLVM ERROR", "error:", "Assertion", "Cannot select"):
        hit = next((ln for ln in lines if pat in ln), None)
        if hit:
            return hit[:ERR_MAX]
    return lines[-1][:ERR_MAX] if lines else "no message"


def main() -> None:
    global TIMEOUT_S
    if len(sys.argv) > 1:
        TIMEOUT_S = int(sys.argv[1])
    # Ctrl-C reaches this process too (same process group): die quietly, children with it
    # (they inherit the default), rather than raise KeyboardInterrupt in the middle of a job
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    llvm = _llvm()  # once, before any fork: children start initialized and cheap
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        sys.stdout.write(json.dumps(run_job(llvm, job)) + "\n")
        sys.stdout.flush()  # flushed before the next fork: the child inherits no pending bytes


if __name__ == "__main__":
    main()
