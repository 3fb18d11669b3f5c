"""The precompiled HIP runtime header (toolchain/hip_pch.py): the same device IR as a compile
without it, used only where the source begins with the runtime include, and never the reason
a compile passes or fails."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_verify import HIP_OK

from rocke_cli.engine.catalog import build
from rocke_cli.engine.render import render
from rocke_cli.toolchain import hip
from rocke_cli.toolchain.hip import HipJob, check_hip

# shipped .hip of three families, a scalar and a matrix-core body among them
SAMPLES = [("attention_bwd_validate", "gfx942.thd.kvthd.p16.wg256"),
           ("attention_bwd_main", "gfx942.f16.d64.bm32bn64.thd.ws1.full.c1.slices"),
           ("attention_bwd_dq", "gfx942.f16.d64.bm64bn64.thd.full.c1.mfma")]


@pytest.fixture
def runs(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The clang compiles run (building the header not counted); a compile that used the
    header is recorded with "ok" or "FAILED" after it."""
    seen: list[list[str]] = []
    real = hip.children.run  # every clang rocke runs goes through it

    def spy(cmd: list[str], **k):  # noqa: ANN202
        r = real(cmd, **k)
        if "-emit-pch" not in cmd:
            seen.append([*cmd, "ok" if r.returncode == 0 else "FAILED"])
        return r

    monkeypatch.setattr(hip.children, "run", spy)
    return seen


def test_the_precompiled_header_gives_the_same_ir(
        monkeypatch: pytest.MonkeyPatch, runs: list[list[str]]) -> None:
    for family, cid in SAMPLES:
        runs.clear()
        text = render(build(family, cid), "hip")
        monkeypatch.setenv("ROCKE_CACHE", "off")  # no cache: no precompiled header
        plain = hip.device_ir(text, "gfx942", cid)
        assert not any("-include-pch" in c for c in runs)
        monkeypatch.delenv("ROCKE_CACHE")
        runs.clear()
        assert hip.device_ir(text, "gfx942", cid) == plain, cid
        assert [c[-1] for c in runs if "-include-pch" in c] == ["ok"], "the header was not used"


def test_it_is_used_only_where_the_source_begins_with_the_runtime_include(
        runs: list[list[str]]) -> None:
    assert hip.begins_with_runtime("// a comment\n\n#include <hip/hip_runtime.h>\nint x;\n")
    assert not hip.begins_with_runtime("#include <stdint.h>\n#include <hip/hip_runtime.h>\n")
    # without the include the source does not compile, with a header built and at hand
    check_hip([HipJob("ok", HIP_OK, "gfx942")])
    assert [c[-1] for c in runs if "-include-pch" in c] == ["ok"]
    runs.clear()
    bare = HIP_OK.replace("#include <hip/hip_runtime.h>", "")
    assert bare != HIP_OK
    (r,) = check_hip([HipJob("bare", bare, "gfx942")])
    assert r.status == "failed"
    assert runs and not any("-include-pch" in c for c in runs)


def test_a_failure_is_reported_from_a_compile_without_it(runs: list[list[str]]) -> None:
    broken = HIP_OK.replace("2.0f * i;", "2")
    (r,) = check_hip([HipJob("bad", broken, "gfx942")])
    assert r.status == "failed" and r.errors[0].startswith("bad:")
    assert ["-include-pch" in c for c in runs] == [True, False]


def test_a_header_that_cannot_be_used_only_costs_time(
        runs: list[list[str]], private_cache: Path) -> None:
    check_hip([HipJob("ok", HIP_OK, "gfx942")])
    (pch,) = (private_cache / "hip-pch").glob("*.pch")
    pch.write_bytes(b"not a precompiled header")
    runs.clear()
    other = HIP_OK.replace("2.0f * i;", "3.0f * i;")
    assert [r.status for r in check_hip([HipJob("ok2", other, "gfx942")])] == ["ok"]
    assert ["-include-pch" in c for c in runs] == [True, False]
    assert not pch.exists()  # discarded: the next compile builds it again and uses it
    runs.clear()
    third = HIP_OK.replace("2.0f * i;", "4.0f * i;")
    assert [r.status for r in check_hip([HipJob("ok3", third, "gfx942")])] == ["ok"]
    assert pch.read_bytes()[:4] != b"not " and ["-include-pch" in c for c in runs] == [True]
