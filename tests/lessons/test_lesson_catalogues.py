"""The lesson catalogues (notebooks/lessons/locale): each template is its lesson's markdown cells, each translation
the template merged, every message translated and none fuzzy (tools/lesson_words.py, ``make words``).

tests/lessons/test_lessons_ja.py checks that each Japanese notebook is what tools/lessons_ja.py makes from its
English lesson and this catalogue.
"""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from tooling import load_tool

ROOT = Path(__file__).resolve().parents[2]
lesson_words = load_tool("lesson_words")

LESSONS = lesson_words.lesson_files()


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_every_lesson_catalogue_is_current_translated_and_not_fuzzy(path: Path) -> None:
    assert lesson_words.check([path]) == []


def test_the_lessons_are_translated_into_japanese_and_their_cells_carry_no_translation() -> None:
    """The catalogues hold the Japanese: no markdown cell of an English lesson keeps a ``steamlab.ja`` of its own."""
    assert lesson_words.languages(LESSONS[0]) == ["ja"]
    for path in LESSONS:
        for cell in nbformat.read(path, as_version=4).cells:
            assert "ja" not in cell.get("metadata", {}).get("steamlab", {}), f"{path.name}: cell {cell.id}"
    orphans = {p.stem for p in lesson_words.locale_of(LESSONS[0]).rglob("*.po*")} - {p.stem for p in LESSONS}
    assert not orphans, f"catalogues without a lesson: {sorted(orphans)}"


def lesson(tmp_path: Path, *cells: tuple[str, str]) -> Path:
    """A lesson of markdown cells ``(id, English)`` in ``tmp_path``, its catalogues made by ``make words``."""
    path = tmp_path / "01_maps.ipynb"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(en, id=cid) for cid, en in cells])
    nbformat.write(nb, path)
    lesson_words.update([path], new=["ja"])
    return path


def test_a_message_without_a_translation_fails_the_check(tmp_path: Path) -> None:
    path = lesson(tmp_path, ("title", "# Maps"), ("hexes", "A board is made of hexes."))
    lesson_words.set_translation(path, "ja", "title", "# マップ")
    assert lesson_words.check([path]) == ["locale/ja/01_maps.po: hexes: not translated"]
    lesson_words.set_translation(path, "ja", "hexes", "ボードはヘクスでできています。")
    assert lesson_words.check([path]) == []
    assert lesson_words.translated(path, "ja") == {("title", "# Maps"): "# マップ",
                                                   ("hexes", "A board is made of hexes."): "ボードはヘクスでできています。"}


@pytest.mark.parametrize("english", ["# Maps!", "# The terrain of a board"])
def test_changing_a_cells_english_marks_its_japanese_fuzzy_and_fails_the_check(tmp_path: Path, english: str) -> None:
    """Before make words the template is stale; after it the old Japanese stays, fuzzy with the English it
    translated, and is no translation until a translator checks it."""
    path = lesson(tmp_path, ("title", "# Maps"))
    lesson_words.set_translation(path, "ja", "title", "# マップ")
    nb = nbformat.read(path, as_version=4)
    nb.cells[0].source = english
    nbformat.write(nb, path)
    assert lesson_words.check([path]) == ["locale/01_maps.pot: not the lesson's markdown cells (run make words)",
                                          "locale/ja/01_maps.po: not the template merged (run make words): missing [], "
                                          "not in the template [], English changed ['title']"]
    assert lesson_words.translated(path, "ja") == {("title", "# Maps"): "# マップ"}  # not for the new English
    lesson_words.update([path])
    message = lesson_words.read_translation(path, "ja").get(english, "title")
    assert (message.string, message.fuzzy, message.previous_id) == ("# マップ", True, ["# Maps"])
    assert lesson_words.check([path]) == ["locale/ja/01_maps.po: title: fuzzy (its English changed from '# Maps'): "
                                          "check the translation"]
    assert lesson_words.translated(path, "ja") == {}
    assert '#| msgid "# Maps"' in lesson_words.po_path(path, "ja").read_text(encoding="utf-8")


def test_a_moved_cell_keeps_its_translation_and_a_removed_one_leaves_the_catalogue(tmp_path: Path) -> None:
    path = lesson(tmp_path, ("title", "# Maps"), ("hexes", "Hexes."), ("edges", "Edges."))
    for cid, ja in (("title", "# マップ"), ("hexes", "ヘクス。"), ("edges", "辺。")):
        lesson_words.set_translation(path, "ja", cid, ja)
    nb = nbformat.read(path, as_version=4)
    nb.cells = [nb.cells[0], nb.cells[2]]
    nbformat.write(nb, path)
    lesson_words.update([path])
    assert lesson_words.check([path]) == []
    assert lesson_words.translated(path, "ja") == {("title", "# Maps"): "# マップ", ("edges", "Edges."): "辺。"}
    assert "#: 01_maps.ipynb:2\nmsgctxt \"edges\"" in lesson_words.template_path(path).read_text(encoding="utf-8")


def test_a_new_language_starts_every_lesson_untranslated(tmp_path: Path) -> None:
    path = lesson(tmp_path, ("title", "# Maps"))
    lesson_words.update([path], new=["fr"])
    assert lesson_words.languages(path) == ["fr", "ja"]
    assert "locale/fr/01_maps.po: title: not translated" in lesson_words.check([path])
