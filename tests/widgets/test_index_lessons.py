"""The index page links every lesson as a page of its own, grouped by game path and numbered by the place on it
(issue 39, item 3). Before, the Voilà index listed "Lesson 1 … Lesson 23" by file number, both games mixed, none a
link ("open the lessons in JupyterLab"): the served folder did not hold them. ``notebooks/dashboards/lessons`` links
to the lessons, so ``make run``'s Voilà serves them (tests/browser/test_browser_lesson_pages.py opens them)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from steamlab.core.progress import Progress
from steamlab.course.path import PATHS
from steamlab.publish.classroom import voila_command
from steamlab.widgets.dashboards.index import index_html, lessons_reachable

ROOT = Path(__file__).resolve().parents[2]
DASHBOARDS = ROOT / "notebooks" / "dashboards"


def test_make_runs_voila_serves_the_lessons():
    assert (DASHBOARDS / "lessons").resolve() == (ROOT / "notebooks" / "lessons").resolve()
    assert lessons_reachable(DASHBOARDS, (voila_command(8866), str(ROOT)))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_lessons_are_links_by_path_in_the_paths_order(lang):
    page = index_html(DASHBOARDS, lang=lang, lesson_links=True)
    lists = re.findall(r'<ol class="steamlab-lessons">(.*?)</ol>', page)
    assert len(lists) == len(PATHS) == len(re.findall('class="steamlab-lesson-path"', page))
    for found, numbers in zip(lists, PATHS.values(), strict=True):
        assert [int(n) for n in re.findall(r'data-lesson="(\d+)"', found)] == list(numbers)
        for href, title in re.findall(r'<a href="([^"]+)">([^<]+)</a>', found):
            assert (DASHBOARDS / href).is_file(), href  # served beside the index
            assert ("/ja/" in href) == (lang == "ja")
            assert not re.match(r"(Lesson \d+|第 ?\d+ ?課)", title), title  # the list numbers them by the path
    steam = lists[0]
    assert steam.index("14_action_tiles") < steam.index("19_first_game") < steam.index("13_scenario_engineer")


def test_progress_recorded_under_a_lessons_number_stays_with_that_lesson(tmp_path, monkeypatch):
    """Progress keys are the lessons' file numbers: lesson 14, the 8th of its path, keeps its own."""
    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    Progress(tmp_path / "progress.json").record(14, 0, 1, "right")
    page = index_html(DASHBOARDS, lang="en", lesson_links=True)
    item = re.search(r'<li data-lesson="14">(.*?)</li>', page).group(1)
    assert "Action tiles" in item and "done: 1 of 1 right" in item
    assert "steamlab-lesson-mark" not in re.search(r'<li data-lesson="8">(.*?)</li>', page).group(1)
