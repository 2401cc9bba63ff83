"""A click on a hex selects that hex, even when the page was scrolled or a button had the focus.

ipycanvas focuses the canvas on mouse-down; when the canvas was not wholly on
screen that focus scrolled the page before the coordinates were read, and the
kernel was told a hex 3-5 rows lower (B2 became B7). ``steamlab.widgets.ready``
focuses it first without scrolling; these clicks would land on the wrong hex
without it (and the page would move).
"""

from __future__ import annotations

import contextlib

import pytest

from steamlab.core.hexgrid import parse_label
from steamlab.core.maps import load_map
from steamlab.render.scene import view_for

pytestmark = pytest.mark.browser
PlaywrightTimeout = pytest.importorskip("playwright.sync_api").TimeoutError

CANVAS = ".steamlab-hexmap canvas"
SCROLLER = "#rendered_cells"  # Voila's scrolling element


def scroll_top(page) -> float:
    return page.evaluate("s => document.querySelector(s).scrollTop", SCROLLER)


def click_centre(page, view, at: str) -> str:
    """Mouse-click the centre of hex ``at`` where it is on screen now; the first line of the info panel after it."""
    canvas = page.locator(CANVAS)
    box = canvas.bounding_box()
    width, height = page.evaluate("s => [document.querySelector(s).width, document.querySelector(s).height]", CANVAS)
    x, y = view.center(parse_label(at))
    page.mouse.click(box["x"] + x * box["width"] / width, box["y"] + y * box["height"] / height)
    with contextlib.suppress(PlaywrightTimeout):  # the assertion shows which hex was selected instead
        page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText.startsWith(t)",
                               arg=[".steamlab-info", at + " "], timeout=5_000)
    return page.locator(".steamlab-info").inner_text().split("\n")[0]


def test_click_selects_the_hex_under_the_pointer_and_undo_after_new_game(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_dashboard(page, voila_url + "/voila/render/hot_seat.ipynb")
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    page.wait_for_selector(".steamlab-focus-guard-ready", state="attached", timeout=10_000)
    view = view_for(load_map("rust_belt"), 28.0)
    # The dashboard fits the screen; as in a longer page (a notebook with cells above and below), add room.
    page.evaluate("s => { const el = document.querySelector(s); for (const where of ['afterbegin', 'beforeend'])"
                  " el.insertAdjacentHTML(where, '<div class=test-spacer style=height:600px></div>'); }", SCROLLER)
    # 1. the map partly below the fold (its top rows show at the bottom of the screen)
    page.evaluate("([s, c]) => { const el = document.querySelector(s); el.scrollTop = 0;"
                  " el.scrollTop = document.querySelector(c).getBoundingClientRect().top - window.innerHeight * 0.6; }",
                  [SCROLLER, CANVAS])
    before = scroll_top(page)
    box = page.locator(CANVAS).bounding_box()
    assert box["y"] + box["height"] > 800, "the map must be partly off screen for this test"
    first = click_centre(page, view, "B2")
    assert first.startswith("B2 "), first
    assert scroll_top(page) == before
    # 2. the map partly above the top of the screen
    page.evaluate("([s, c]) => { document.querySelector(s).scrollTop += document.querySelector(c).getBoundingClientRect().top + 120; }",
                  [SCROLLER, CANVAS])
    before = scroll_top(page)
    assert page.locator(CANVAS).bounding_box()["y"] < 0
    assert click_centre(page, view, "H7").startswith("H7 ")
    assert scroll_top(page) == before
    # 3. right after a button press (the button has the focus)
    page.locator(".steamlab-lang button", has_text="English").click()
    before = scroll_top(page)
    assert click_centre(page, view, "D4").startswith("D4 ")
    assert scroll_top(page) == before
    page.screenshot(path=str(artifacts / "click_from_scrolled_page.png"))

    # 4. the same page: Undo after "New game" takes back one action (the new game's opening is nobody's)
    log = page.locator(".steamlab-log")
    page.locator(".steamlab-do-raise_capital").click()
    page.wait_for_selector(".steamlab-undo:enabled", timeout=5_000)
    page.locator(".steamlab-new-game").click()
    page.wait_for_selector(".steamlab-undo:disabled", timeout=5_000)  # the new game is on screen
    fresh = log.inner_text()
    page.locator(".steamlab-do-raise_capital").click()  # the first player raises the minimum capital
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText !== t", arg=[".steamlab-log", fresh],
                           timeout=5_000)
    page.locator(".steamlab-undo").click()
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText === t", arg=[".steamlab-log", fresh],
                           timeout=5_000)
    assert page.locator(".steamlab-undo").is_disabled()
