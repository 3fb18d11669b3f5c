"""Generated doc blocks (rocke_cli/output/doctables.py): every marked block of the docs is what
its generator gives now, and the marker mechanics (rewrite, unknown name, open block)."""

from __future__ import annotations

import pytest
from helpers import ROOT

from rocke_cli.errors import RockeError
from rocke_cli.figures.doctables import GENERATORS
from rocke_cli.gates.doctables import main
from rocke_cli.output import doctables

GEN = {"two": lambda: "| a |\n| 2 |"}


def test_every_marked_block_of_the_docs_is_what_its_generator_gives():
    stale = doctables.run(ROOT, GENERATORS, check=True)
    assert not stale, "stale generated blocks (run `make docs-tables`): " + ", ".join(
        f"{b.path.relative_to(ROOT)}:{b.line} {b.name}" for b in stale)
    # the blocks are there to be checked: the README's counts, golden/README.md's record and
    # the model's kvs table in docs/perf-model.md
    names = {b.name for p in doctables.doc_files(ROOT)
             for b in doctables.blocks(p, p.read_text(), GENERATORS)[0]}
    assert {"catalog-counts", "golden-toolchain", "kvs-perf"} <= names


def test_a_block_is_rewritten_between_its_markers_and_nothing_else(tmp_path):
    doc = tmp_path / "d.md"
    doc.write_text("head\n<!-- rocke:table two -->\n| a |\n| 1 |\n<!-- /rocke:table -->\ntail\n")
    found, text = doctables.blocks(doc, doc.read_text(), GEN)
    assert [(b.name, b.line, b.current != b.wanted) for b in found] == [("two", 2, True)]
    assert text == "head\n<!-- rocke:table two -->\n| a |\n| 2 |\n<!-- /rocke:table -->\ntail\n"
    again, same = doctables.blocks(doc, text, GEN)
    assert same == text and again[0].current == again[0].wanted


@pytest.mark.parametrize("body, needle", [
    ("<!-- rocke:table nope -->\n<!-- /rocke:table -->\n", "d.md:1: rocke:table nope: no such"),
    ("x\n<!-- rocke:table two -->\n| a |\n", "d.md:2: rocke:table two: no closing"),
])
def test_a_bad_marker_names_its_file_and_line(tmp_path, body, needle):
    doc = tmp_path / "d.md"
    with pytest.raises(RockeError, match=needle):
        doctables.blocks(doc, body, GEN)


def test_the_check_fails_on_a_stale_block_and_the_rewrite_fixes_it(tmp_path, monkeypatch,
                                                                    capsys):
    doc = tmp_path / "README.md"
    doc.write_text("<!-- rocke:table two -->\nold\n<!-- /rocke:table -->\n")
    assert [b.name for b in doctables.run(tmp_path, GEN, check=True)] == ["two"]
    assert "old" in doc.read_text()  # a check writes nothing
    assert len(doctables.run(tmp_path, GEN, check=False)) == 1
    assert doctables.run(tmp_path, GEN, check=True) == []
    # the command: exit 1 and the block named when stale, 0 once rewritten
    doc.write_text("<!-- rocke:table two -->\nold\n<!-- /rocke:table -->\n")
    monkeypatch.setattr("rocke_cli.paths.root", lambda: tmp_path)
    monkeypatch.setattr("rocke_cli.gates.doctables.GENERATORS", GEN)
    assert main(["--check"]) == 1
    assert "stale: README.md:1 rocke:table two" in capsys.readouterr().out
    assert main([]) == 0 and main(["--check"]) == 0
