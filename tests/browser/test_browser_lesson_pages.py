"""Lessons as pages of ``make run``'s Voilà, and each browser's own progress there (issue 39, items 2 and 3).

Before: the index listed "Lesson 1 … Lesson 23" with no link (the served folder did not hold them), and the one
progress file of the machine made every viewer of a class server see the same "Your progress" line. Now the index
links each lesson, grouped by game path; a lesson's page shows no code; what one browser answers is kept in that
browser and a second browser on the same server starts with nothing.
"""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

PROGRESS = ".steamlab-index-progress"


def _index(page, voila_url: str, open_dashboard, lang: str = "en") -> None:
    open_dashboard(page, f"{voila_url}/voila/render/index.ipynb?lang={lang}")
    page.wait_for_selector(f"{PROGRESS} .steamlab-progress", timeout=60_000)


def _progress_says(page, words: str) -> None:
    page.wait_for_function("([s, t]) => { const e = document.querySelector(s); return !!e && e.innerText.includes(t); }",
                           arg=[PROGRESS, words], timeout=30_000)


def test_two_browsers_each_keep_their_own_progress_of_a_lesson_page(browser, voila_url, open_dashboard, artifacts):
    first = browser.new_context(viewport={"width": 1280, "height": 900})
    second = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = first.new_page()
        _index(page, voila_url, open_dashboard)
        steam = page.locator("ol.steamlab-lessons").first
        assert steam.locator("li").nth(7).get_attribute("data-lesson") == "14"  # the path's order, not the files'
        link = steam.locator("li[data-lesson='2'] a")
        assert link.inner_text() == "Building track and what it costs"
        link.click()  # a page of its own
        page.wait_for_url("**/voila/render/lessons/02_building_costs.ipynb**")
        page.wait_for_selector("#loading", state="detached", timeout=120_000)
        exercise = page.locator(".steamlab-exercise").first
        exercise.wait_for(timeout=60_000)
        body = page.inner_text("body")
        assert 'LANG = "en"' not in body and "builds_figure(" not in body  # no code on the page
        exercise.scroll_into_view_if_needed()
        exercise.locator("input[type='text']").fill("999")
        exercise.locator(".steamlab-exercise-check").click()
        exercise.locator(".steamlab-exercise-hint").wait_for(timeout=15_000)
        exercise.locator(".steamlab-exercise-show").click()
        exercise.locator(".steamlab-exercise-working").wait_for(timeout=15_000)
        page.wait_for_function("() => (localStorage.getItem('steamlab-progress') || '').includes('shown')",
                               timeout=15_000)

        page.goto("about:blank")
        _index(page, voila_url, open_dashboard)  # a new kernel: the browser tells it what was answered
        _progress_says(page, "1 answer shown")
        mark = page.locator("li[data-lesson='2'] .steamlab-lesson-mark")
        mark.wait_for(timeout=15_000)
        assert "1 of 4 exercises answered" in mark.inner_text()
        _index(page, voila_url, open_dashboard, "ja")
        _progress_says(page, "答えを見た問題 1 問")
        page.screenshot(path=str(artifacts / "index_progress_first_browser.png"), full_page=True)

        other = second.new_page()  # another learner on the same server
        _index(other, voila_url, open_dashboard)
        other.wait_for_timeout(2_000)  # its browser has spoken (nothing kept)
        assert "no exercise answered yet" in other.inner_text(PROGRESS)
        assert other.locator(".steamlab-lesson-mark").count() == 0
        _index(other, voila_url, open_dashboard, "ja")
        other.wait_for_timeout(2_000)
        assert "まだ問題に答えていません" in other.inner_text(PROGRESS)

        page.goto(f"{voila_url}/voila/render/lessons/02_building_costs.ipynb")  # the lesson again, first browser
        page.wait_for_selector("#loading", state="detached", timeout=120_000)
        page.locator(".steamlab-exercise").first.locator(".steamlab-exercise-working").wait_for(timeout=30_000)
    finally:
        first.close()
        second.close()
