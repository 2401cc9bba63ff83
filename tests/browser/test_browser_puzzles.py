"""Issue 41 in a real browser (Voilà): the Puzzles page, solved in English and in Japanese."""

from __future__ import annotations

import pytest

import steamlab

pytestmark = pytest.mark.browser


def _index(puzzle, action):
    """The move's place in the page's list (every legal move, in the game's order)."""
    return puzzle.game.legal_actions().index(action)


def test_solve_a_puzzle_wrong_then_right_then_the_next_in_japanese(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_dashboard(page, voila_url + "/voila/render/puzzles.ipynb")
    first = steamlab.puzzles("steam/standard")[0]
    page.wait_for_selector(".steamlab-puzzle-question:has-text('to move')", timeout=90_000)
    assert first.explain("en") not in page.inner_text("body")  # no answer on the page before it is given
    wrong = next(a for a in first.game.legal_actions() if a != first.answer)
    page.select_option(".steamlab-puzzle-moves select", index=_index(first, wrong))
    page.locator(".steamlab-puzzle-check").click()
    page.wait_for_selector(".steamlab-puzzle-result:has-text('Not this one')", timeout=30_000)
    page.select_option(".steamlab-puzzle-moves select", index=_index(first, first.answer))
    page.locator(".steamlab-puzzle-check").click()
    page.wait_for_selector(".steamlab-puzzle-result:has-text('Right')", timeout=30_000)
    assert "The answer" in page.inner_text(".steamlab-puzzle-result")
    page.screenshot(path=str(artifacts / "puzzles_en.png"))

    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector(".steamlab-puzzle-check:has-text('答え合わせ')", timeout=30_000)
    page.locator(".steamlab-puzzle-next").click()
    second = steamlab.puzzles("steam/standard")[1]
    page.wait_for_selector(".steamlab-puzzle-question:has-text('手番')", timeout=30_000)
    page.select_option(".steamlab-puzzle-moves select", index=_index(second, second.answer))
    page.locator(".steamlab-puzzle-check").click()
    page.wait_for_selector(".steamlab-puzzle-result:has-text('正解です')", timeout=30_000)
    page.screenshot(path=str(artifacts / "puzzles_ja.png"))
