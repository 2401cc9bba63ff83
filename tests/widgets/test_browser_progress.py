"""On a server the progress is the viewer's, kept in their browser (issue 39, item 2).

One file per machine meant every student of a class server saw the same "Your progress" line. A page of a Voilà
server (``VOILA_KERNEL_ID`` in its kernel) writes no file: a hidden :class:`BrowserProgress` on the page tells the
kernel what this browser kept, and each answer is sent back to the browser. The browser test
(``tests/browser/test_browser_lesson_pages.py``) shows two browsers on one server each seeing their own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from steamlab.core import progress
from steamlab.course.exercises import exercises, number
from steamlab.widgets.dashboards import IndexApp
from steamlab.widgets.progress import BrowserProgress

DASHBOARDS = Path(__file__).resolve().parents[2] / "notebooks" / "dashboards"


@pytest.fixture
def voila_page(tmp_path, monkeypatch):
    """A kernel of a Voilà page, with a progress file set that must stay untouched."""
    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    monkeypatch.setenv("VOILA_KERNEL_ID", "kernel-of-a-page")
    monkeypatch.setattr(progress, "_STORE", None)
    yield tmp_path / "progress.json"
    monkeypatch.setattr(progress, "_STORE", None)


def _questions():
    return [number({"en": "How many?", "ja": "いくつ?"}, 3, {"en": "3.", "ja": "3。"}),
            number({"en": "How much?", "ja": "いくら?"}, 5, {"en": "5.", "ja": "5。"})]


def test_an_answer_goes_to_the_viewers_browser_not_to_a_file(voila_page):
    box = exercises(_questions(), lesson=4)
    keeper = next(c for c in box.children if isinstance(c, BrowserProgress))
    sent = []
    keeper.send = sent.append  # what the page's script receives
    first, _second = box.exercises
    first.answer(3)
    first.button.click()
    assert sent == [{"kind": "record", "lessons": {"4": {"exercises": 2, "states": {"0": "right"}}}}]
    assert not voila_page.exists()


def test_what_the_browser_kept_shows_in_the_lesson_and_the_index_in_both_languages(voila_page):
    box = exercises(_questions(), lesson=4)
    keeper = next(c for c in box.children if isinstance(c, BrowserProgress))
    first, second = box.exercises
    assert first.feedback.value == ""
    keeper.take({"event": "stored", "lessons": {"4": {"exercises": 2, "states": {"0": "right", "1": "shown"}}}})
    assert first.feedback_data is not None and first.feedback_data.correct  # "answered right earlier" and the working
    assert second.feedback_data is not None and not second.feedback_data.correct
    for lang, words in (("en", "1 of"), ("ja", "1 課を終えました")):
        app = IndexApp(DASHBOARDS, lang=lang)
        index_keeper = next(c for c in app.children if isinstance(c, BrowserProgress))
        index_keeper.take({"event": "stored", "lessons": {}})  # a page opened later: the kernel's store already has it
        assert words in app.progress.value


def test_a_fresh_browser_on_the_same_server_starts_with_nothing(voila_page):
    """The store of a new page's kernel is empty until its browser speaks; a browser that kept nothing says so."""
    app = IndexApp(DASHBOARDS)
    keeper = next(c for c in app.children if isinstance(c, BrowserProgress))
    keeper.take({"event": "stored", "lessons": {}})
    assert "no exercise answered yet" in app.progress.value
    keeper.take({"event": "stored", "lessons": {"2": {"exercises": 4, "states": {"0": "right"}}}})
    assert "0 of" in app.progress.value and "1 exercise answered right" in app.progress.value


def test_outside_a_server_no_browser_keeper(tmp_path, monkeypatch):
    monkeypatch.setenv("STEAMLAB_PROGRESS", str(tmp_path / "progress.json"))
    monkeypatch.delenv("VOILA_KERNEL_ID", raising=False)
    box = exercises(_questions(), lesson=4)
    assert not any(isinstance(c, BrowserProgress) for c in box.children)
