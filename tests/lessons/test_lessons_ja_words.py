"""QA: the Japanese lessons spell their words one way: コンピューター (lesson 19 said コンピュータ) and 第 N 課 with
spaces, as the course line and most titles do (lessons 7 to 23 said 第18課)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

LESSONS = Path(__file__).resolve().parents[2] / "notebooks" / "lessons"
SOURCES = sorted(LESSONS.glob("*.ipynb")) + sorted((LESSONS / "ja").glob("*.ipynb"))


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_one_spelling_for_the_computer_and_the_lesson_number(path):
    text = path.read_text(encoding="utf-8")
    assert re.findall(r".{0,12}コンピュータ(?!ー).{0,6}", text) == []
    assert re.findall(r"第\d+課", text) == []


def test_the_exercise_words_say_computer_the_same_way():
    from steamlab.course.lessons import first_game

    assert not re.search(r"コンピュータ(?!ー)", Path(first_game.__file__).read_text(encoding="utf-8"))
