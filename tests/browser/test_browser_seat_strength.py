"""Computer seats in the hot seat, seen in a real browser at 1366x800 (one page load):

- each computer seat's strength beside its Person/Computer toggle, its unit said (positions a move): one line
  per seat inside the working panel, in English and Japanese, and the map not pushed down;
- while the computer seats choose, the page says which seat the computer is thinking for (sent in the middle
  of the callback), and clears it after."""

from __future__ import annotations

import pytest
from watch import RECORD_THINKING

pytestmark = pytest.mark.browser

MAP = ".steamlab-hexmap canvas"

BOXES = """(n) => {
  const box = (sel) => { const el = document.querySelector(sel); if (!el) return null;
                         const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const out = {map: box('.steamlab-hexmap canvas'), side: box('.steamlab-side'), seats: []};
  for (let s = 1; s <= n; s++) {
    out.seats.push({line: box(`.steamlab-seat-line:nth-child(${s})`), toggle: box(`.steamlab-seat-${s}`),
                    name: box(`.steamlab-seat-line:nth-child(${s}) .steamlab-seat-name`),
                    strength: box(`.steamlab-seat-strength-${s}`)});
  }
  return out;
}"""


def check_lines(boxes: dict, map_top: float) -> None:
    """Each seat is one line (toggle and strength side by side), inside the side column; the map stays put."""
    left, _, right, _ = boxes["side"]
    for seat in boxes["seats"]:
        toggle, strength, line = seat["toggle"], seat["strength"], seat["line"]
        assert strength[0] >= toggle[2] - 1, seat  # beside the toggle, not under it
        assert abs((strength[1] + strength[3]) / 2 - (toggle[1] + toggle[3]) / 2) < 8, seat  # on its line
        assert line[3] - line[1] < 1.6 * (toggle[3] - toggle[1]), seat  # the line does not wrap
        assert abs((seat["name"][1] + seat["name"][3]) / 2 - (toggle[1] + toggle[3]) / 2) < 8, seat  # its name too
        assert left - 1 <= toggle[0] and strength[2] <= right + 1, (seat, boxes["side"])  # inside the column
    assert abs(boxes["map"][1] - map_top) < 2, (boxes["map"], map_top)


def test_each_seat_has_its_strength_on_its_line_in_both_languages(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_dashboard(page, voila_url + "/voila/render/hot_seat.ipynb")  # Steam standard, 3 players, seed 1
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    page.wait_for_selector(".steamlab-seat-strength-3 select", timeout=30_000)
    map_top = page.evaluate(BOXES, 3)["map"][1]
    # Player 1 (the first to act) stays a person: nothing moves while the page is looked at
    for seat, label in ((2, "quick (8 positions a move)"), (3, "careful (16 positions a move)")):
        page.select_option(f".steamlab-seat-strength-{seat} select", label=label)
        page.locator(f".steamlab-seat-{seat} button", has_text="Computer").click()
    page.wait_for_selector(".steamlab-seat-3 button.mod-active:has-text('Computer')", timeout=10_000)
    check_lines(page.evaluate(BOXES, 3), map_top)
    page.screenshot(path=str(artifacts / "hot_seat_seat_strengths_en.png"))

    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector(".steamlab-seat-strength-3 select:has-text('丁寧 (1 手に 16 局面)')", timeout=10_000)
    page.wait_for_selector(".steamlab-controls:has-text('合法手')", timeout=10_000)  # the rest of the page too
    chosen = page.evaluate("() => [1, 2, 3].map(s => { const el = document.querySelector(`.steamlab-seat-strength-${s} select`);"
                           " return el.options[el.selectedIndex].text.replace(/\u00a0/g, ' '); })")
    assert chosen == ["本気 (1 手に 48 局面)", "速い (1 手に 8 局面)", "丁寧 (1 手に 16 局面)"]  # each seat keeps its choice in the other language
    check_lines(page.evaluate(BOXES, 3), map_top)
    page.screenshot(path=str(artifacts / "hot_seat_seat_strengths_ja.png"))
    the_page_says_the_computer_is_thinking(page, artifacts)  # the same page, seats 2 and 3 the computer's


def person_acts(page) -> None:
    """The person's first control: the Do-it button of a bid or capital, or an action tile."""
    page.locator(".steamlab-controls button").first.click()


def wait_for_the_person(page) -> None:
    page.wait_for_function("() => getComputedStyle(document.querySelector('.steamlab-thinking')).display === 'none'"
                           " && document.querySelectorAll('.steamlab-controls button').length > 0", timeout=60_000)


def the_page_says_the_computer_is_thinking(page, artifacts) -> None:
    """The person (Player 1) acts; while seats 2 and 3 choose, the page names the seat the computer thinks for
    (English, then 日本語), never the person's, and clears the label once the person is to act."""
    page.locator(".steamlab-lang button", has_text="English").click()
    page.wait_for_selector(".steamlab-controls:has-text('Legal actions')", timeout=10_000)
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
