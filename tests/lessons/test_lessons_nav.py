"""Each lesson links its neighbours on the course's path and its other-language copy; docs/course.md lists the path."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from tooling import load_tool

from steamlab.course.path import PATHS, neighbours, path_of

ROOT = Path(__file__).resolve().parents[2]
lessons_nav = load_tool("lessons_nav")

FILES = lessons_nav.lesson_files()
TITLES = lessons_nav.titles_of(FILES)
LINK = re.compile(r"\]\(([^)]+\.ipynb)\)")


def test_every_lesson_is_on_exactly_one_path_and_the_paths_end_in_a_game() -> None:
    on_paths = [n for lessons in PATHS.values() for n in lessons]
    assert sorted(on_paths) == sorted(set(on_paths)), "a lesson is on two paths"
    assert set(FILES) <= set(on_paths), f"lessons on no path: {sorted(set(FILES) - set(on_paths))}"
    assert PATHS["steam"][:2] == (1, 2) and PATHS["russian_railroads"][0] == 8


@pytest.mark.parametrize("number", sorted(FILES), ids=lambda n: FILES[n].stem)
def test_lesson_navigation_is_current(number: int) -> None:
    assert lessons_nav.problems(number, FILES, TITLES) == []


@pytest.mark.parametrize("number", sorted(FILES), ids=lambda n: FILES[n].stem)
def test_navigation_links_resolve_in_both_languages(number: int) -> None:
    nb = nbformat.read(FILES[number], as_version=4)
    cells = [c for c in nb.cells if c.get("metadata", {}).get("steamlab", {}).get("nav")]
    assert cells, f"{FILES[number].name} has no navigation cells: run tools/lessons_nav.py"
    japanese = lessons_nav.lesson_words.translated(FILES[number], "ja")
    for cell in cells:
        ja = japanese[(cell.id, cell.source)]
        for folder, text in ((FILES[number].parent, cell.source), (FILES[number].parent / "ja", ja)):
            for target in LINK.findall(text):
                assert (folder / target).resolve().is_file(), f"{FILES[number].name}: {target} from {folder.name}/"


def test_the_path_section_of_the_course_doc_is_current() -> None:
    assert lessons_nav.docs_current(lessons_nav.docs_section(FILES, TITLES)), "run: python tools/lessons_nav.py --docs"


def test_neighbours_follow_the_path_across_lesson_numbers() -> None:
    assert neighbours(7) == (6, 14) and neighbours(19) == (18, 13) and neighbours(12) == (11, 20)
    with pytest.raises(KeyError, match="on no path"):
        path_of(99)


def test_the_tool_writes_then_finds_current(tmp_path: Path) -> None:
    """Lessons 1 and 2 with their titles translated; the tool adds lesson 2's navigation cells and their Japanese
    to its catalogue (merged first), marked as generated for a translator."""
    lesson_words = lessons_nav.lesson_words
    for n in (1, 2):
        nb = nbformat.v4.new_notebook(cells=[
            nbformat.v4.new_markdown_cell(f"# Lesson {n} — T{n}", id=f"title{n}"),
            nbformat.v4.new_code_cell('LANG = "en"', metadata={"tags": ["lesson-setup"]})])  # fmt: skip
        nbformat.write(nb, tmp_path / f"0{n}_t.ipynb")
        lesson_words.update([tmp_path / f"0{n}_t.ipynb"], new=["ja"])
        lesson_words.set_translation(tmp_path / f"0{n}_t.ipynb", "ja", f"title{n}", f"# 第{n}課 — T{n}")
    files = lessons_nav.lesson_files(tmp_path)
    titles = lessons_nav.titles_of(files)
    assert titles[1] == {"en": "Lesson 1 — T1", "ja": "第1課 — T1"}
    assert lessons_nav.problems(2, files, titles) == ["02_t.ipynb: no switch navigation cell",
                                                      "02_t.ipynb: no path navigation cell"]  # fmt: skip
    assert lessons_nav.write(2, files, titles) and lessons_nav.problems(2, files, titles) == []
    nb = nbformat.read(files[2], as_version=4)
    assert nb.cells[1].metadata["steamlab"] == {"nav": "switch"} and "[日本語](ja/02_t.ipynb)" in nb.cells[1].source
    assert "previous: [Lesson 1 — T1](01_t.ipynb)" in nb.cells[-1].source
    japanese = lesson_words.translated(files[2], "ja")[(nb.cells[-1].id, nb.cells[-1].source)]
    assert "前: [第1課 — T1](01_t.ipynb)" in japanese and "[English](../02_t.ipynb)" in japanese
    assert lesson_words.check([files[2]]) == []
    assert lesson_words.NAV_COMMENT in lesson_words.po_path(files[2], "ja").read_text(encoding="utf-8")
    assert not lessons_nav.write(2, files, titles)  # current: the file is left alone
