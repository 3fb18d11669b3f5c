"""LLVM worker: verify and compile AMDGPU IR with the llvmlite of the interpreter running it.

Run by path (`PY rocke_cli/llvm_worker.py`), by the project venv (LLVM 22) or the side venv
(LLVM 20), so it imports only the standard library and llvmlite. Reads one JSON job per line
on stdin, writes one JSON result per line on stdout, in order. Each compile runs in a forked
child: a fatal backend error (LDS over the limit, "Cannot select") kills the child, not the run.
"""

from __future__ import annotations

import json
import os
import re
import sys

LDS_LIMIT = {"gfx942": 65536, "gfx950": 163840}
FIELDS = {"vgpr": "vgpr_count", "agpr": "agpr_count", "sgpr": "sgpr_count",
          "vgpr_spill": "vgpr_spill_count", "sgpr_spill": "sgpr_spill_count",
          "scratch": "private_segment_fixed_size", "lds": "group_segment_fixed_size",
          "kernarg": "kernarg_segment_size", "max_flat_wg": "max_flat_workgroup_size"}


def _llvm():
    import llvmlite.binding as llvm

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    return llvm


def _resources(asm: str, arch: str) -> list[dict]:
    meta = asm[asm.find(".amdgpu_metadata"):asm.find(".end_amdgpu_metadata")]
    kernels = []
    for block in re.split(r"\n  - ", meta)[1:]:
        if ".name:" not in block:
            continue
        k = {"name": re.search(r"\.name:\s+(\S+)", block).group(1)}
        for key, field in FIELDS.items():
            m = re.search(rf"\.{field}:\s+(\d+)", block)
            k[key] = int(m.group(1)) if m else 0
        m = re.search(rf"\.amdhsa_kernel {re.escape(k['name'])}\n(.*?)\.end_amdhsa_kernel",
                      asm, re.S)
        nfv = re.search(r"\.amdhsa_next_free_vgpr (\d+)", m.group(1)) if m else None
        k["next_free_vgpr"] = int(nfv.group(1)) if nfv else k["vgpr"]
        k["waves_per_simd"] = _waves(k, arch)
        kernels.append(k)
    return kernels


def _waves(k: dict, arch: str) -> int:
    by_vgpr = min(8, 512 // max(8, -(-k["next_free_vgpr"] // 8) * 8))
    if k["lds"] <= 0:
        return by_vgpr
    waves_per_wg = -(-max(k["max_flat_wg"], 1) // 64)
    by_lds = (LDS_LIMIT[arch] // k["lds"]) * waves_per_wg // 4
    return max(0, min(by_vgpr, by_lds))


def _compile(llvm, job: dict) -> dict:
    arch = job["arch"]
    out = {"key": job["key"], "ok": False, "errors": [], "kernels": [], "asm": None,
           "llvm": ".".join(str(x) for x in llvm.llvm_version_info)}
    try:
        mod = llvm.parse_assembly(job["text"])
        mod.verify()
    except RuntimeError as e:
        out["errors"].append("verifier: " + " ".join(str(e).split())[:300])
        return out
    tm = llvm.Target.from_triple("amdgcn-amd-amdhsa").create_target_machine(cpu=arch, opt=3)
    asm = tm.emit_assembly(mod)
    out["kernels"] = _resources(asm, arch)
    errs = out["errors"]
    if "s_swappc_b64" in asm or re.search(r"^\s*\.extern", asm, re.M):
        errs.append("external call in the assembly (s_swappc_b64/.extern): an intrinsic this "
                    "LLVM does not know became a call")
    for k in out["kernels"]:
        if k["scratch"]:
            errs.append(f"{k['name']}: {k['scratch']} bytes of scratch per lane")
        if k["vgpr_spill"] or k["sgpr_spill"]:
            errs.append(f"{k['name']}: spills {k['vgpr_spill']} VGPRs, {k['sgpr_spill']} SGPRs")
        if k["lds"] > LDS_LIMIT[arch]:
            errs.append(f"{k['name']}: LDS {k['lds']} bytes over the {arch} limit "
                        f"{LDS_LIMIT[arch]}")
    if not out["kernels"]:
        errs.append("no kernel in the code object metadata")
    out["ok"] = not errs
    if job.get("want_asm"):
        out["asm"] = asm
    return out


def _in_child(llvm, job: dict) -> dict:
    r, w = os.pipe()
    er, ew = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: compile, send the result, exit without cleanup
        os.close(r)
        os.close(er)
        os.dup2(ew, 2)
        try:
            data = json.dumps(_compile(llvm, job)).encode()
        except BaseException as e:  # noqa: BLE001 - any failure is reported, never raised
            data = json.dumps({"key": job["key"], "ok": False, "errors": [f"{e}"],
                               "kernels": [], "asm": None, "llvm": ""}).encode()
        with os.fdopen(w, "wb") as f:
            f.write(data)
        os._exit(0)
    os.close(w)
    os.close(ew)
    with os.fdopen(r, "rb") as f:
        data = f.read()
    with os.fdopen(er, "rb") as f:
        err = f.read().decode("utf-8", "replace")
    _, status = os.waitpid(pid, 0)
    if data:
        return json.loads(data)
    why = (f"signal {os.WTERMSIG(status)}" if os.WIFSIGNALED(status)
           else f"exit {os.WEXITSTATUS(status)}")
    tail = [ln.strip() for ln in err.splitlines() if ln.strip()]
    msg = f"LLVM aborted ({why})" + (f": {tail[0][:300]}" if tail else "")
    return {"key": job["key"], "ok": False, "errors": [msg], "kernels": [], "asm": None,
            "llvm": ".".join(str(x) for x in llvm.llvm_version_info)}


def main() -> None:
    llvm = _llvm()
    for line in sys.stdin:
        if line.strip():
            sys.stdout.write(json.dumps(_in_child(llvm, json.loads(line))) + "\n")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
