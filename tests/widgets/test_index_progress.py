"""The course's index page shows the learner's progress: lessons done, exercises right, answers shown (issue 32).

The lessons run in their own kernels; they write the progress file (STEAMLAB_PROGRESS), and the index reads it
again when its page is opened or its language changes."""

from __future__ import annotations

from pathlib import Path

from steamlab.core import progress
from steamlab.course.exercises import choice, exercises, number
from steamlab.widgets.dashboards import IndexApp

DASHBOARDS = Path(__file__).resolve().parents[2] / "notebooks" / "dashboards"
LESSONS = len(list((DASHBOARDS.parent / "lessons").glob("[0-9][0-9]_*.ipynb")))


def test_the_index_counts_lessons_done_and_exercises_right_in_both_languages(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    app = IndexApp(DASHBOARDS)
    assert "no exercise answered yet" in app.progress.value
    lesson = progress.Progress(tmp_path / "progress.json")  # a lesson's kernel
    lesson.record(1, 0, 2, "right")
    lesson.record(1, 1, 2, "right")
    lesson.record(2, 0, 4, "shown")
    app.set_lang("en")  # what opening the page does (DashboardHeader.on_open)
    assert f"1 of {LESSONS} lessons done (2 started); 2 exercises answered right, 1 answer shown." in app.progress.value
    app.set_lang("ja")
    assert f"{LESSONS} 課中 1 課を終えました (2 課に着手); 正解した問題 2 問、答えを見た問題 1 問" in app.progress.value


def test_a_lesson_answered_in_this_kernel_counts_at_once(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    opts = [(1, {"en": "one", "ja": "一"}), (2, {"en": "two", "ja": "二"})]
    box = exercises([number({"en": "How many?", "ja": "いくつ?"}, 3, {"en": "3.", "ja": "3。"}),
                     choice({"en": "Which?", "ja": "どれ?"}, opts, 2, {"en": "2.", "ja": "2。"})], lesson=5)
    first, second = box.exercises
    first.answer(4)
    first.button.click()  # wrong: a hint, nothing recorded yet
    assert "no exercise answered yet" in IndexApp(DASHBOARDS).progress.value
    first.answer(3)
    first.button.click()
    second.answer(2)
    second.button.click()
    assert f"1 of {LESSONS} lessons done (1 started); 2 exercises answered right" in IndexApp(DASHBOARDS).progress.value


def test_each_lesson_in_the_index_list_says_how_far_the_learner_got(tmp_path, monkeypatch):
    """Beside the sentence, the list marks each lesson begun: exercises answered, or done with how many right."""
    import re

    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    app = IndexApp(DASHBOARDS)
    assert "steamlab-lesson-mark" not in app.listing.value
    lesson = progress.Progress(tmp_path / "progress.json")
    lesson.record(1, 0, 2, "right")
    lesson.record(1, 1, 2, "shown")
    lesson.record(2, 0, 4, "right")
    app.set_lang("en")
    items = re.findall(r"<li[^>]*>(.*?)</li>", app.listing.value.split('class="steamlab-lessons"')[1])
    assert "(done: 1 of 2 right)" in items[0] and "(1 of 4 exercises answered)" in items[1]
    assert not any("steamlab-lesson-mark" in item for item in items[2:])
    app.set_lang("ja")
    items = re.findall(r"<li[^>]*>(.*?)</li>", app.listing.value.split('class="steamlab-lessons"')[1])
    assert "(完了: 2 問中 1 問正解)" in items[0] and "(4 問中 1 問に回答)" in items[1]
