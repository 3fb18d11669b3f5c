"""Shared test helpers (imported by the tests and by conftest.py): a sandbox copy of the project,
running the CLI as a user would, selecting shipped configs, and the guard-cost measurement."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The head (lines 1..11) of an attention_bwd_convert config file: tests append their sweep,
# configs or refusals to it.
CONVERT_HEAD = """family: attention_bwd_convert
name: "{arch}.{dtype}.d{head_dim}.bm{block_m}.{layout}.ws{ws_seg}.{bounds}"
params:
  arch:     {choices: [gfx942, gfx950]}
  dtype:    {choices: [f16, bf16]}
  head_dim: {type: int, choices: [64, 128]}
  layout:   {choices: [bshd, thd]}
  ws_seg:   {type: int, choices: [0, 1], default: 0}
  bounds:   {choices: [full, legacy], default: full}
  block_m:  {type: int, choices: [32, 64, 128], default: 64}
  wg_size:  {type: int, choices: [256], default: 256}
"""
COPIED = ("rocke_cli", "templates", "configs", "golden", "pyproject.toml", "rocke.toml")


@dataclass
class Run:
    rc: int
    out: str
    err: str


@dataclass
class Sandbox:
    """A private copy of the project: tests edit configs, templates and goldens freely."""

    root: Path

    def rocke(self, *args: str, env: dict | None = None, cwd: Path | None = None) -> Run:
        # a sandbox is a developer's tree: CI's no-bless rule applies only where a test sets CI
        base = {k: v for k, v in os.environ.items() if k != "CI"}
        e = dict(base, PYTHONPATH=str(self.root), **(env or {}))
        # the sandbox has no side venv of its own: use the project's
        e.setdefault("ROCKE_LLVM20_PYTHON", str(ROOT / ".venv-llvm20" / "bin" / "python"))
        e.pop("COLUMNS", None)
        r = subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=cwd or self.root,
                           env=e, capture_output=True, text=True, timeout=600)
        return Run(r.returncode, r.stdout, r.stderr)

    def files(self) -> dict[str, bytes]:
        """Every file under the sandbox (for 'nothing written' checks)."""
        return {str(p.relative_to(self.root)): p.read_bytes()
                for p in sorted(self.root.rglob("*"))
                if p.is_file() and "__pycache__" not in p.parts}


def make_sandbox(dest: Path) -> Sandbox:
    dest.mkdir(parents=True, exist_ok=True)
    for name in COPIED:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, dest / name,
                            ignore=shutil.ignore_patterns("__pycache__", ".lock"))
        else:
            shutil.copy2(src, dest / name)
    return Sandbox(dest)


def one_line_error(r: subprocess.CompletedProcess, *needles: str) -> str:
    """A refused command as rocke's rules have it: exit 2, one line on stderr starting
    `rocke: error: `, no traceback or internal error, naming each of `needles`."""
    assert r.returncode == 2, (r.returncode, r.stdout[-300:], r.stderr[-2000:])
    assert r.stderr.count("\n") == 1 and len(r.stderr.splitlines()) == 1, r.stderr[-2000:]
    assert r.stderr.startswith("rocke: error: "), r.stderr[-2000:]
    assert "internal error" not in r.stderr and "Traceback" not in r.stderr
    for n in needles:
        assert n in r.stderr, (n, r.stderr)
    return r.stderr


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("1", "true", "yes")


def cli(*args: str, root: Path = ROOT, timeout: float = 1800) -> subprocess.CompletedProcess:
    """`rocke ARGS` run from a project tree (default: this checkout) in a fresh process."""
    return subprocess.run([sys.executable, "-m", "rocke_cli", *args], cwd=root,
                          capture_output=True, text=True, timeout=timeout,
                          env=dict(os.environ, PYTHONPATH=str(root)))


INSN = re.compile(r"^\s+([sv]_[a-z0-9_]+)", re.M)


@dataclass
class GuardCost:
    """One config's gfx942 llvm22 code with the guard and with --no-guard."""

    extra: int  # instructions the guard adds
    valu_on: dict[str, int]
    valu_off: dict[str, int]
    vgpr_on: int
    vgpr_off: int


def _kernel_body(asm: str, kernel: str) -> str:
    # to the function's end, not the first s_endpgm: early exits come before the last block
    start = asm.index(f"{kernel}:\n")
    return asm[start:asm.index(".Lfunc_end", start)]


def guard_cost(family: str, cid: str) -> GuardCost:
    from rocke_cli.engine import catalog
    from rocke_cli.engine.render import render
    from rocke_cli.toolchain.verify import VerifyJob, verify

    jobs = [VerifyJob(f"{cid} {g}", render(catalog.build(family, cid, guard=g), "ll", "llvm22"),
                      "gfx942", "llvm22", want_asm=True) for g in (True, False)]
    on, off = verify(jobs, workers=2)
    assert on.ok and off.ok, (on.errors, off.errors)
    kernel = catalog.build(family, cid).abi.kernel
    ins = [Counter(INSN.findall(_kernel_body(r.asm, kernel))) for r in (on, off)]
    valu = [{k: n for k, n in c.items() if k.startswith("v_")} for c in ins]
    return GuardCost(sum(ins[0].values()) - sum(ins[1].values()), valu[0], valu[1],
                     on.kernels[0]["vgpr"], off.kernels[0]["vgpr"])


def configs(family: str, refused: bool | None = False, **want: object) -> list:
    """Shipped configs of `family` whose values match `want`: built ones (refused=False, the
    default), refused ones (True) or all (None)."""
    from rocke_cli.engine import catalog

    return [c for c in catalog.family_configs(family).configs
            if all(c[k] == v for k, v in want.items())
            and (refused is None or bool(catalog.build(family, c.id).refused) == refused)]


def made_config(family: str, defaults: dict[str, object], **v: object):  # -> Config
    """A config of `family` made in a test, not read from a file: `defaults` with `v` over
    them (each test file keeps the defaults its tile needs)."""
    from rocke_cli.engine.config import Config

    return Config(family, 0, "x", tuple({**defaults, **v}.items()), "x.yaml:1")


def _compiled(text: str, arch: str, llvm: int, want_asm: bool) -> dict:
    from rocke_cli.toolchain import verify

    job = {"key": "k", "text": text, "arch": arch, "want_asm": want_asm, "mfma": True}
    return verify.run_worker(verify.interpreter_for(llvm), [job])[0]


def kernel_resources(text: str, arch: str, llvm: int) -> dict:
    """One kernel's resources (registers, scratch, spills) as LLVM `llvm` allocates its text
    for `arch`: the verify worker's record, whether or not it passed the no-scratch check."""
    r = _compiled(text, arch, llvm, False)
    assert r["kernels"], r["errors"]
    return r["kernels"][0]


def kernel_asm(text: str, arch: str, llvm: int = 22) -> str:
    """One kernel's assembly as LLVM `llvm` compiles its text for `arch` (a failed compile or
    check fails the test with the worker's errors)."""
    r = _compiled(text, arch, llvm, True)
    assert r["ok"], r["errors"]
    return r["asm"]


def reference_grads_match_finite_differences(qkv_do: tuple, scale: float, mask: object) -> None:
    """The float64 reference's dq, dk, dv equal central differences of sum(forward(q, k, v) *
    dO) in every element (q, k [.., D]; v, dO [.., Dv]; `mask` as the reference takes it)."""
    import numpy as np

    from rocke_cli.sim import reference as R

    q, k, v, do = qkv_do
    o, lse = R.forward(q, k, v, scale, mask)
    g = R.backward(q, k, v, o, do, lse=lse, scale=scale, mask=mask)
    assert g["dq"].shape == q.shape and g["dk"].shape == k.shape and g["dv"].shape == v.shape

    def loss(q=q, k=k, v=v):  # noqa: ANN001, ANN202 - the perturbed input by name
        return float((R.forward(q, k, v, scale, mask)[0] * do).sum())

    for name, x in (("dq", q), ("dk", k), ("dv", v)):
        num = np.zeros_like(x)
        for idx in np.ndindex(x.shape):
            xp, xm = x.copy(), x.copy()
            xp[idx] += 1e-6
            xm[idx] -= 1e-6
            num[idx] = (loss(**{name[1]: xp}) - loss(**{name[1]: xm})) / 2e-6
        assert np.allclose(g[name], num, atol=1e-6), (name, mask)
