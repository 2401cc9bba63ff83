"""Computer seats in the hot seat, seen in a real browser: while they choose, the page says which seat
the computer is thinking for (sent in the middle of the callback), and clears it after."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser

RECORD_THINKING = """() => {
  window.steamlabThinking = [];
  const el = document.querySelector('.steamlab-thinking');
  const note = () => window.steamlabThinking.push([el.innerText.trim(), getComputedStyle(el).display]);
  new MutationObserver(note).observe(el, {subtree: true, childList: true, characterData: true, attributes: true});
}"""


def person_acts(page) -> None:
    """The person's first control: the Do-it button of a bid or capital, or an action tile."""
    page.locator(".steamlab-controls button").first.click()


def wait_for_the_person(page) -> None:
    page.wait_for_function("() => getComputedStyle(document.querySelector('.steamlab-thinking')).display === 'none'"
                           " && document.querySelectorAll('.steamlab-controls button').length > 0", timeout=60_000)


def test_the_page_says_the_computer_is_thinking_while_it_moves(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_dashboard(page, voila_url + "/voila/render/hot_seat.ipynb")  # Steam standard, 3 players, seed 1
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    for seat in (2, 3):  # Player 1 (the first to act) stays a person
        page.locator(f".steamlab-seat-{seat} button", has_text="Computer").click()
    page.wait_for_selector(".steamlab-seat-3 button.mod-active:has-text('Computer')", timeout=10_000)
    page.evaluate(RECORD_THINKING)
    person_acts(page)  # the capital round: the computer seats answer in a blink (the label may come and go unseen)
    wait_for_the_person(page)
    for lang, words in (("en", "Computer is thinking"), ("ja", "コンピューターが考えています")):
        if lang == "ja":
            page.locator(".steamlab-lang button", has_text="日本語").click()
            page.wait_for_selector(".steamlab-actor:has-text('プレイヤー')", timeout=10_000)
        person_acts(page)  # a bid or an action tile: each computer seat searches for a while
        # the label as the page showed it (recorded on every change): a poll of the page can miss it
        page.wait_for_function("(words) => window.steamlabThinking.some(([t, d]) => t.includes(words) && d !== 'none')",
                               arg=words, timeout=30_000)
        page.screenshot(path=str(artifacts / f"hot_seat_computer_thinking_{lang}.png"))
        wait_for_the_person(page)
    seen = page.evaluate("() => window.steamlabThinking")
    said = [text for text, display in seen if text and display != "none"]
    assert any("Computer is thinking: Player 2" in t or "Computer is thinking: Player 3" in t for t in said), said
    assert any("コンピューターが考えています: プレイヤー" in t for t in said), said
    assert not any("Player 1 …" in t or "プレイヤー 1 …" in t for t in said), said  # never the person's seat
    assert seen[-1][1] == "none"  # cleared once the person is to act
