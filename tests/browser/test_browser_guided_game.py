"""The guided first game in a browser (issue 32): Steam's short game walked to its score sheet in English, then
in Japanese, pressing the guide's "Play the suggestion" as a learner following the advice would; screenshots at
1366×800 (docs/images/guided_game_*.png are made from these)."""

from __future__ import annotations

import re

import pytest

from steamlab.i18n.check import english_runs

pytestmark = pytest.mark.browser

SCREEN = {"width": 1366, "height": 800}
GUIDE = ".steamlab-guide"
READY = """() => !!document.querySelector('.steamlab-guide-sheet') ||
                 !!document.querySelector('.steamlab-guide-suggest')?.offsetParent"""


def walk_to_the_end(page, most: int = 40) -> int:
    """Press the guide's button until the score sheet shows; the presses."""
    presses = 0
    while True:
        # the learner's decision (the button back on) or the score sheet
        page.wait_for_function(READY, timeout=60_000)
        if page.locator(".steamlab-guide-sheet").count():
            return presses
        assert presses < most, page.locator(GUIDE).inner_text()
        before = page.locator(GUIDE).inner_text()
        page.locator(".steamlab-guide-suggest").click(timeout=60_000)
        # the guide speaks again: of the computer's moves ("waiting", the button hidden first), of the learner's next
        # decision, or the score sheet (a minute at a load of 30: seen in make test)
        page.wait_for_function("([sel, old]) => document.querySelector(sel)?.innerText !== old",
                               arg=[GUIDE, before], timeout=60_000)
        presses += 1


def test_a_guided_steam_game_is_walked_to_its_end_in_english_and_in_japanese(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size(SCREEN)
    open_dashboard(page, voila_url + "/voila/render/guided_game.ipynb")
    guide = page.locator(GUIDE)
    guide.locator("text=The computer would play:").wait_for(timeout=60_000)
    assert "2 turns of Tutorial Valley" in page.locator(".steamlab-guided-game").inner_text()  # the page's game
    page.locator(".steamlab-guided-length select").select_option("1")  # the short game option: one turn
    before = guide.inner_text()
    page.locator(".steamlab-guided-start").click()
    page.locator("text=A short game: 1 turn of Tutorial Valley").wait_for(timeout=60_000)
    guide.locator("text=The computer would play:").wait_for(timeout=60_000)
    assert "Now: Raise capital" in guide.inner_text() and before
    page.screenshot(path=str(artifacts / "guided_game_en_start.png"))
    presses = walk_to_the_end(page)
    said = guide.inner_text()
    assert presses >= 3 and "That is the computer's choice too." in said
    assert "The game is over" in said and re.search(r"Player \d wins with -?\d+ points", said), said
    page.locator(".steamlab-guide-sheet").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "guided_game_en_end.png"))

    page.locator(".steamlab-lang button:visible", has_text="日本語").first.click()
    page.locator(".steamlab-guided-start", has_text="ガイド付きゲームを始める").click()
    guide.locator("text=コンピューターならこう打ちます").wait_for(timeout=60_000)
    assert english_runs(guide.inner_text(), []) == [], guide.inner_text()
    page.screenshot(path=str(artifacts / "guided_game_ja_start.png"))
    walk_to_the_end(page)
    said = guide.inner_text()
    assert "ゲーム終了です" in said and "点で勝ちました" in said and english_runs(said, []) == [], said
