"""The live site's entry pages: the dashboards (not the server's index, "steamlab dashboards"), and the lessons
as a list per game path in its order, numbered by the place on it (issue 39, items 3 and 7)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from steamlab.course.path import PATHS
from steamlab.publish.lite import entry_page

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
CONTENTS = {"dashboards": sorted((NOTEBOOKS / "dashboards").glob("*.ipynb")),
            "lessons": sorted((NOTEBOOKS / "lessons").glob("*.ipynb")),
            "lessons/ja": sorted((NOTEBOOKS / "lessons" / "ja").glob("*.ipynb"))}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_index_among_the_dashboards(lang):
    page = entry_page(lang, CONTENTS)
    boards = page.split('class="steamlab-live-dashboards">')[1].split("</ul>")[0]
    assert "dashboards/index.html" not in boards and "steamlab dashboards" not in boards
    assert boards.count("<li>") == len(CONTENTS["dashboards"]) - 1


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lessons_listed_by_path_in_its_order(lang):
    page = entry_page(lang, CONTENTS)
    lists = re.findall(r'<ol class="steamlab-live-lessons">(.*?)</ol>', page)
    assert len(lists) == len(PATHS)
    for found, numbers in zip(lists, PATHS.values(), strict=True):
        assert [int(n) for n in re.findall(r'data-lesson="(\d+)"', found)] == list(numbers)
        titles = re.findall(r"<a [^>]*>([^<]*)</a>", found)
        assert not any(re.match(r"(Lesson \d+|第 ?\d+ ?課)", t) for t in titles), titles  # numbered by the list
    folder = "lessons/ja" if lang == "ja" else "lessons"
    assert f'href="voici/render/{folder}/14_action_tiles.html?lang={lang}"' in page
    assert page.index("14_action_tiles") < page.index("19_first_game") < page.index("13_scenario_engineer")
