"""The Japanese lessons are generated from the English sources and their catalogues (tools/lessons_ja.py) and
current: a Japanese notebook that is not what the generator makes from its English lesson and
``locale/ja/NN_name.po`` fails, as does a lesson whose catalogue lacks a cell's Japanese."""

from __future__ import annotations

import zlib
from pathlib import Path

import nbformat
import pytest
from tooling import load_tool

ROOT = Path(__file__).resolve().parents[2]
lessons_ja = load_tool("lessons_ja")
lesson_words = lessons_ja.lesson_words

SOURCES = lessons_ja.lessons([])


def translation_started(path: Path) -> bool:
    nb = nbformat.read(path, as_version=4)
    texts = lessons_ja.texts_of(path)
    return any(lessons_ja.ja_text(c, texts) for c in nb.cells if c.cell_type == "markdown")


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


def md(en: str, ja: str | None = None, cell_id: str | None = None) -> nbformat.NotebookNode:
    """A markdown cell whose Japanese (when given) :func:`texts` puts in the catalogue."""
    cell = nbformat.v4.new_markdown_cell(en, id=cell_id or f"c{zlib.crc32(en.encode()):08x}")
    if ja:
        cell.metadata["test_ja"] = ja  # read by texts(), never by the tool
    return cell


def texts(nb: nbformat.NotebookNode) -> dict[tuple[str, str], str]:
    """The catalogue's Japanese for the cells :func:`md` made."""
    return {(c.id, c.source): c.metadata["test_ja"] for c in nb.cells if "test_ja" in c.get("metadata", {})}


def write_catalogue(source: Path, nb: nbformat.NotebookNode) -> None:
    """The lesson's catalogue, as make words and a translator leave it: each cell translated as :func:`md` says."""
    lesson_words.update([source], new=["ja"])
    for (cell_id, _english), ja in texts(nb).items():
        lesson_words.set_translation(source, "ja", cell_id, ja)


def test_the_copy_takes_the_japanese_text_and_language() -> None:
    checked = nbformat.v4.new_code_cell("print(1)", metadata={"tags": ["nbval-check-output"]},
                                        outputs=[nbformat.v4.new_output("stream", text="1\n")])  # fmt: skip
    nb = lesson(md("# Maps", "# マップ"), SETUP, checked)
    ja = lessons_ja.japanese(nb, "01_maps.ipynb", texts(nb))
    assert [c.source for c in ja.cells] == ["# マップ", 'import steamlab\nLANG = "ja"', "print(1)"]
    assert ja.cells[2].outputs == [] and ja.cells[2].metadata["tags"] == ["nbval-check-output"]
    assert "steamlab" not in ja.cells[0].metadata and ja.metadata["steamlab"]["source"] == "../01_maps.ipynb"


@pytest.mark.parametrize(
    ("cells", "words"),
    [
        ((md("# Maps", "# マップ"), md("More"), SETUP), r"markdown cell 1 \(id \w+\) has no Japanese text"),
        ((md("# Maps", "# マップ"), nbformat.v4.new_code_cell('LANG = "en"')), "not tagged 'lesson-setup'"),
        ((md("# Maps", "# マップ"), nbformat.v4.new_code_cell("x = 1", metadata={"tags": ["lesson-setup"]})),
         'does not set LANG = "en"'),
    ],
)
def test_a_source_without_what_the_copy_needs_is_refused(cells, words) -> None:
    nb = lesson(*cells)
    with pytest.raises(lessons_ja.LessonSourceError, match=words):
        lessons_ja.japanese(nb, "01_maps.ipynb", texts(nb))


def test_a_changed_translation_makes_its_copy_stale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lessons_ja, "JA", tmp_path / "ja")
    source = tmp_path / "01_maps.ipynb"
    nb = lesson(md("# Maps", "# マップ", "title"), SETUP)
    nbformat.write(nb, source)
    write_catalogue(source, nb)
    assert "no Japanese copy" in lessons_ja.stale(source)[0]
    lessons_ja.write(source, run=False)
    assert lessons_ja.stale(source) == []
    lesson_words.set_translation(source, "ja", "title", "# 地図")  # a translator's edit, not yet generated
    assert "stale" in lessons_ja.stale(source)[0]
    assert lessons_ja.main(["--check", str(source)]) == 1
    lessons_ja.write(source, run=False)
    copy = nbformat.read(lessons_ja.JA / source.name, as_version=4)
    assert copy.cells[0].source == "# 地図"
    copy.cells[1].metadata["jupyter"] = {"source_hidden": False}  # a hand edit of the copy
    nbformat.write(copy, lessons_ja.JA / source.name)
    assert "stale" in lessons_ja.stale(source)[0]


def test_a_changed_english_cell_has_no_japanese_until_translated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The English changed: before make words the catalogue's message is another English; after it, fuzzy. Either
    way the copy is refused (never the old Japanese under the new English) until a translator checks it."""
    monkeypatch.setattr(lessons_ja, "JA", tmp_path / "ja")
    source = tmp_path / "01_maps.ipynb"
    nb = lesson(md("# Maps", "# マップ", "title"), SETUP)
    nbformat.write(nb, source)
    write_catalogue(source, nb)
    lessons_ja.write(source, run=False)
    nb.cells[0].source = "# Maps and terrain"
    nbformat.write(nb, source)
    assert "markdown cell 0 (id title) has no Japanese text" in lessons_ja.stale(source)[0]
    lesson_words.update([source])
    assert lesson_words.read_translation(source, "ja").get("# Maps and terrain", "title").fuzzy
    assert "has no Japanese text" in lessons_ja.stale(source)[0]
    with pytest.raises(lessons_ja.LessonSourceError):
        lessons_ja.write(source, run=False)
    lesson_words.set_translation(source, "ja", "title", "# マップと地形")
    lessons_ja.write(source, run=False)
    assert lessons_ja.stale(source) == []
