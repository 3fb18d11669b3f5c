"""Review before bless: CI never writes goldens, and `bless --pending` writes exactly what
`check-golden --pending` stored, or nothing."""

from __future__ import annotations

import json
import subprocess

import pytest
from helpers import ROOT

FAM = "attention_bwd_convert"
SEL = ("--family", FAM, "--flavor", "llvm22", "--artifact", "ll")
EDIT = ("%pw{{ p }}.{{ c }}, align 16", "%pw{{ p }}.{{ c }}, align 8")


def _edit(sandbox) -> None:
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text().replace(*EDIT))


def _goldens(sandbox) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in (sandbox.root / "golden").glob("*.json")}


def test_ci_bless_refuses_to_write_unless_forced(sandbox):
    _edit(sandbox)
    before = _goldens(sandbox)
    for ci in ("true", "1", "TRUE"):
        r = sandbox.rocke("bless", *SEL, env={"CI": ci})
        assert r.rc == 2 and "bless never writes goldens in CI" in r.err
        assert r.err.count("\n") == 1 and _goldens(sandbox) == before
    assert not (sandbox.root / "golden" / ".lock").exists()  # refused before any work
    r = sandbox.rocke("bless", *SEL, "--force", env={"CI": "true"})
    assert r.rc == 0, r.err
    assert _goldens(sandbox) != before
    assert sandbox.rocke("bless", *SEL, env={"CI": "false"}).rc == 0  # not CI: writes


def test_pending_review_then_bless_exactly_that(sandbox):
    _edit(sandbox)
    r = sandbox.rocke("check-golden", *SEL, "--pending")
    assert r.rc == 1 and "pending: " in r.out and "bless --pending" in r.out
    store = sandbox.root / ".rocke" / "pending"
    doc = json.loads((store / "pending.json").read_text())
    moved = [e for e in doc["entries"] if e["status"] == "SEMANTIC"]
    assert moved and all(e["flavor"] == "llvm22" for e in moved)
    text = (store / FAM / "llvm22" / f"{moved[0]['id']}.ll").read_text()
    assert "align 8" in text
    # a plain bless --pending: the reviewed selection, nothing else
    r = sandbox.rocke("bless", "--pending")
    assert r.rc == 0, r.err
    assert not store.exists()
    assert sandbox.rocke("check-golden", *SEL).rc == 0


def test_pending_refuses_when_the_tree_changed_since(sandbox):
    _edit(sandbox)
    assert sandbox.rocke("check-golden", *SEL, "--pending").rc == 1
    before = _goldens(sandbox)
    t = sandbox.root / "templates" / f"{FAM}.ll.j2"
    t.write_text(t.read_text() + "\n")
    r = sandbox.rocke("bless", "--pending")
    assert r.rc == 2 and r.err.count("\n") == 1
    assert f"templates/{FAM}.ll.j2" in r.err and "check-golden --pending" in r.err
    assert _goldens(sandbox) == before
    # a selection beside --pending is refused too: the review names its own
    assert sandbox.rocke("bless", "--pending", "--family", FAM).rc == 2


def test_pending_without_a_review_and_with_nothing_to_review(sandbox):
    r = sandbox.rocke("bless", "--pending")
    assert r.rc == 2 and "no pending review" in r.err
    r = sandbox.rocke("check-golden", *SEL, "--pending")
    assert r.rc == 0 and "pending: nothing to review" in r.out
    assert not (sandbox.root / ".rocke" / "pending").exists()


def test_the_store_is_git_ignored():
    r = subprocess.run(["git", "check-ignore", "-q", ".rocke/pending/pending.json"], cwd=ROOT)
    assert r.returncode == 0


# --- issue 22: what bless --pending writes is what the reviewer read ----------------------------


def _stored(sandbox) -> tuple:  # noqa: ANN001
    _edit(sandbox)
    assert sandbox.rocke("check-golden", *SEL, "--pending").rc == 1
    store = sandbox.root / ".rocke" / "pending"
    doc = json.loads((store / "pending.json").read_text())
    shown = next(e for e in doc["entries"] if e["sha256"])
    text = store / FAM / shown["flavor"] / f"{shown['id']}.ll"
    assert text.is_file()
    return store, text


def _refused_one_line(sandbox, before: dict) -> str:  # noqa: ANN001
    r = sandbox.rocke("bless", "--pending")
    assert r.rc == 2 and "Traceback" not in r.err and r.err.count("\n") == 1, (r.rc, r.err)
    assert r.err.startswith("rocke: error: "), r.err
    assert _goldens(sandbox) == before
    return r.err


@pytest.mark.parametrize("how", ["edited", "removed"])
def test_bless_pending_refuses_when_a_shown_text_changed(sandbox, how):
    store, text = _stored(sandbox)
    before = _goldens(sandbox)
    if how == "edited":
        text.write_text(text.read_text() + "; reviewed? not this\n")
    else:
        text.unlink()
    err = _refused_one_line(sandbox, before)
    assert f".rocke/pending/{text.relative_to(store)}: not the text the review showed" in err


def test_a_malformed_pending_json_is_one_line(sandbox):
    store, _ = _stored(sandbox)
    index = store / "pending.json"
    good = json.loads(index.read_text())
    before = _goldens(sandbox)

    def with_(path: tuple, value: object) -> dict:
        doc = json.loads(json.dumps(good))
        d = doc
        for k in path[:-1]:
            d = d[k]
        d[path[-1]] = value
        return doc

    for doc in (with_(("select", "families"), ["attention_bwd_prep"]),  # was a KeyError
                with_(("select", "families"), "attention_bwd_convert"),
                with_(("select", "families"), ["attention_bwd_nope"]),
                with_(("select",), None),
                with_(("entries",), {"a": 1}),
                with_(("select", "shard"), "1/2"),
                "not an object"):
        index.write_text(json.dumps(doc))
        err = _refused_one_line(sandbox, before)
        assert ".rocke/pending/pending.json: corrupt pending review" in err, (doc, err)
