"""The Japanese lessons are generated from the English sources (tools/lessons_ja.py) and current."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("lessons_ja", ROOT / "tools" / "lessons_ja.py")
assert _spec is not None and _spec.loader is not None
lessons_ja = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(lessons_ja)

SOURCES = lessons_ja.lessons([])


def translation_started(path: Path) -> bool:
    nb = nbformat.read(path, as_version=4)
    return any(lessons_ja.ja_text(c) for c in nb.cells if c.cell_type == "markdown")


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.stem)
def test_every_lesson_has_a_current_japanese_copy(path: Path) -> None:
    assert translation_started(path), f"{path.name} has no Japanese text"
    assert lessons_ja.stale(path) == []


def test_every_japanese_copy_has_its_source() -> None:
    names = {p.name for p in SOURCES}
    orphans = [p.name for p in lessons_ja.JA.glob("*.ipynb") if p.name not in names]
    assert not orphans, f"Japanese lessons without an English source: {orphans}"


def lesson(*cells: nbformat.NotebookNode) -> nbformat.NotebookNode:
    return nbformat.v4.new_notebook(cells=list(cells))


SETUP = nbformat.v4.new_code_cell('import steamlab\nLANG = "en"', metadata={"tags": ["lesson-setup"]})


def md(en: str, ja: str | None = None) -> nbformat.NotebookNode:
    return nbformat.v4.new_markdown_cell(en, metadata={"steamlab": {"ja": ja}} if ja else {})


def test_the_copy_takes_the_japanese_text_and_language() -> None:
    checked = nbformat.v4.new_code_cell("print(1)", metadata={"tags": ["nbval-check-output"]},
                                        outputs=[nbformat.v4.new_output("stream", text="1\n")])  # fmt: skip
    ja = lessons_ja.japanese(lesson(md("# Maps", "# マップ"), SETUP, checked), "01_maps.ipynb")
    assert [c.source for c in ja.cells] == ["# マップ", 'import steamlab\nLANG = "ja"', "print(1)"]
    assert ja.cells[2].outputs == [] and ja.cells[2].metadata["tags"] == ["nbval-check-output"]
    assert "steamlab" not in ja.cells[0].metadata and ja.metadata["steamlab"]["source"] == "../01_maps.ipynb"


@pytest.mark.parametrize(
    ("cells", "words"),
    [
        ((md("# Maps", "# マップ"), md("More"), SETUP), "markdown cell 1 has no Japanese text"),
        ((md("# Maps", "# マップ"), nbformat.v4.new_code_cell('LANG = "en"')), "not tagged 'lesson-setup'"),
        ((md("# Maps", "# マップ"), nbformat.v4.new_code_cell("x = 1", metadata={"tags": ["lesson-setup"]})),
         'does not set LANG = "en"'),
    ],
)
def test_a_source_without_what_the_copy_needs_is_refused(cells, words) -> None:
    with pytest.raises(lessons_ja.LessonSourceError, match=words):
        lessons_ja.japanese(lesson(*cells), "01_maps.ipynb")


def test_a_changed_source_makes_its_copy_stale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lessons_ja, "JA", tmp_path / "ja")
    source = tmp_path / "01_maps.ipynb"
    nbformat.write(lesson(md("# Maps", "# マップ"), SETUP), source)
    assert "no Japanese copy" in lessons_ja.stale(source)[0]
    lessons_ja.write(source, run=False)
    assert lessons_ja.stale(source) == []
    nbformat.write(lesson(md("# Maps", "# 地図"), SETUP), source)
    assert "stale" in lessons_ja.stale(source)[0]
    assert lessons_ja.main(["--check", str(source)]) == 1
