"""The shipped configs, checked as CI checks them: goldens match, LLVM and clang-22 accept all."""

from __future__ import annotations

import json
import os

from helpers import cli

from rocke_cli.engine import catalog
from rocke_cli.engine.guard import LEGACY_NO_BOUND, LEGACY_SLOT


def test_check_golden_passes_on_every_shipped_config():
    r = cli("check-golden", "-j", str(os.cpu_count() or 1))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr
    assert "all" in r.stdout and "MATCH" in r.stdout


def test_every_shipped_artifact_verifies_and_compiles():
    """What the goldens do not vouch for, and a fixed sample: bless verified every MATCH with
    the toolchain its golden records (check-golden above holds both), so verifying those again
    proves nothing new. The whole set: `make verify`, and every bless."""
    r = cli("verify", "--trust-golden", "-j", str(os.cpu_count() or 1), "--json", "-")
    assert r.returncode == 0, r.stdout[-5000:] + r.stderr
    assert "(2 LLVM versions)" in r.stderr and "all passed" in r.stderr
    doc = json.loads(r.stdout)
    verified = {tuple(x["key"].split(" ")) for x in doc["results"]}
    # the sample: every family x arch x body, in every flavor and .hip
    groups = {(c.family, c["arch"], c.get("body", "scalar"))
              for fam in catalog.Select().family_names()
              for c in catalog.family_configs(fam).configs
              if not catalog.build(fam, c.id).refused}
    got = {(fam, catalog.family_configs(fam).by_id(cid)["arch"],
            catalog.family_configs(fam).by_id(cid).get("body", "scalar"))
           for fam, cid, _ in verified}
    assert got == groups
    sections = {sec for _, _, sec in verified}
    assert sections == {"llvm20", "llvm22", "llvm23", "llvm24", "hip"}
    print(r.stderr)


def test_guard_report_lists_the_legacy_trusted_sites_only():
    full = cli("guard-report", "--require-full", "--config", "*.full*")
    assert full.returncode == 0, full.stderr
    legacy = cli("guard-report", "--require-full", "--config", "*.legacy*")
    assert legacy.returncode == 1
    assert "slot-row workspace (ws_seg = 1)" in legacy.stderr
    rows = json.loads(cli("guard-report", "--json", "--config", "*.legacy*").stdout)
    ws = {(r["family"], r["id"]):
          catalog.family_configs(r["family"]).by_id(r["id"]).get("ws_seg", 0) for r in rows}
    for r in rows:
        slot_rows = ws[r["family"], r["id"]] == 1
        dq_kv = r["kernel"] == "dq" and r["side"] == "kv"
        # docs/design.md §5: legacy leaves exactly slot-row decodes and split dQ's kv side unbounded
        if slot_rows:
            assert r["trusted"] == LEGACY_SLOT and not r["bound"], r
        elif dq_kv:
            assert r["trusted"] == LEGACY_NO_BOUND and not r["bound"], r
        else:
            assert r["bound"] and not r["trusted"], r
    kinds = {(r["kernel"], r["side"], bool(r["bound"])) for r in rows}
    assert ("dq", "kv", False) in kinds and ("dq", "q", True) in kinds
    assert any(not b for k, _, b in kinds if k == "main")
