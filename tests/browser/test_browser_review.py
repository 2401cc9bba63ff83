"""Issue 41 in a real browser (Voilà, one page load): the hot seat opened from a game link reviews the finished game.

The link (made here with ``steamlab.share_link``) carries a one-turn Age of Steam game in which Player 2 issued 13
shares in the first turn; the page passes its address to the kernel, which opens the game. Then: *Review* for
Player 2 with the progress said as it comes, the chart drawn as a picture, the turning point clicked (the board of
that moment, *Try again from here*), the move played tried again (a blunder, in English then 日本語), *Copy
link* giving a link that holds the same game, and a damaged link pasted into the address refused in Japanese.
"""

from __future__ import annotations

import pytest

import steamlab
from steamlab.bots.computer import computer_action
from steamlab.games.rails.actions import IssueShares
from steamlab.widgets.tutorial import short_game

pytestmark = pytest.mark.browser

RECORD_STATUS = """() => {
  window.steamlabReview = [];
  const el = document.querySelector('.steamlab-review-status');
  const note = () => window.steamlabReview.push(el.innerText.trim());
  new MutationObserver(note).observe(el, {subtree: true, childList: true, characterData: true});
}"""


def finished_game():
    g = short_game("age_of_steam", turns=1, seed=3)
    assert g.current_player == 1
    g.apply(IssueShares(13))
    while not g.is_terminal():
        g.apply(computer_action(g, 8))
    return g


def test_review_a_game_opened_from_a_link_click_its_turning_point_and_try_again(page, voila_url, open_dashboard,
                                                                                  artifacts):
    g = finished_game()
    page.set_viewport_size({"width": 1366, "height": 800})
    address = voila_url + "/voila/render/hot_seat.ipynb"
    open_dashboard(page, steamlab.share_link(g, address))
    page.wait_for_selector(".steamlab-link-note:has-text('Opened the game of the link')", timeout=90_000)
    page.wait_for_selector(".steamlab-phase:has-text('Game over')", timeout=30_000)
    page.wait_for_selector(".steamlab-review-button:visible", timeout=30_000)
    page.evaluate(RECORD_STATUS)
    page.select_option(".steamlab-review-seat select", label="Player 2")
    page.locator(".steamlab-review-button").click()
    page.wait_for_selector(".steamlab-review-status:has-text('Player 2 reviewed')", timeout=180_000)
    said = page.evaluate("() => window.steamlabReview")
    assert any(t.startswith("Reviewing Player 2:") for t in said), said  # the progress, as it came
    assert page.locator(".steamlab-review-chart svg .lead").count() == 3  # a line a seat, a picture
    assert page.locator(".steamlab-review-chart svg .turning-point").count() >= 1
    point = page.locator(".steamlab-review-point").first
    assert "blunder" in point.inner_text() and "move 1" in point.inner_text()
    page.screenshot(path=str(artifacts / "hot_seat_review_en.png"))

    point.click()  # the board just before the move
    page.wait_for_selector(".steamlab-review-try:visible", timeout=30_000)
    page.wait_for_selector(".steamlab-play-on:visible", timeout=10_000)  # a past step is shown
    page.wait_for_selector(".steamlab-phase-name:has-text('Issue shares')", timeout=10_000)
    page.select_option(".steamlab-review-try-pick select", index=1)  # the move played
    page.locator(".steamlab-review-try-go").click()
    page.wait_for_selector(".steamlab-review-verdict:has-text('blunder')", timeout=60_000)
    page.screenshot(path=str(artifacts / "hot_seat_review_try_en.png"))

    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector(".steamlab-review-verdict:has-text('大悪手')", timeout=10_000)
    page.wait_for_selector(".steamlab-review-try:has-text('ここからやり直してみる')", timeout=10_000)
    page.screenshot(path=str(artifacts / "hot_seat_review_ja.png"))

    page.locator(".steamlab-copy-link").click()
    page.wait_for_function("() => (document.querySelector('.steamlab-link-text') || {}).value", timeout=30_000)
    link = page.evaluate("() => document.querySelector('.steamlab-link-text').value")
    assert link.startswith(address + "?lang=") and "#game=z1." in link
    assert steamlab.from_link(link) == g
    # a damaged link pasted into the open page's address: refused in the page's language, the game stays
    page.evaluate("() => { window.location.hash = 'game=z1.AAAA'; }")
    page.wait_for_selector(".steamlab-link-note:has-text('リンクのゲームは開きませんでした')", timeout=30_000)
    page.wait_for_selector(".steamlab-review-verdict:has-text('大悪手')", timeout=10_000)  # the review stayed
