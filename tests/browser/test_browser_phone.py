"""The hot seat on a phone, 390 x 844 (issue 39, item 6).

The page reflowed to one column, but the map shrank to the column's width: 16 px hexes whose labels and city
names could not be read. Now on a narrow screen the map keeps hexes of at least ``MIN_HEX_PX`` and its box
scrolls; a finger dragged across the map moves it (ipycanvas takes every touch on the canvas for itself, so the
page moves the box before the canvas sees the touch).
"""

from __future__ import annotations

import pytest

from steamlab.widgets.hexmap import MIN_HEX_PX

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
HOT_SEAT_SIZE = 28.0  # HotSeatApp's hex size (its pixels: what the canvas element's width attribute holds)
MAP = ".steamlab-game .steamlab-hexmap"


def test_hexes_stay_readable_and_the_map_pans_at_390_wide(browser, voila_url, open_dashboard, artifacts):
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    try:
        page = ctx.new_page()
        open_dashboard(page, f"{voila_url}/voila/render/hot_seat.ipynb")
        page.wait_for_selector(f"{MAP}.steamlab-drawn", timeout=90_000)
        measure = """sel => {
            const canvas = document.querySelector(sel + ' canvas');
            const box = canvas.closest('.steamlab-map-box') || canvas.parentElement.parentElement;
            return { shown: canvas.getBoundingClientRect().width, pixels: canvas.width,
                     boxWidth: box.clientWidth, scrollWidth: box.scrollWidth, left: box.scrollLeft,
                     page: document.documentElement.clientWidth };
        }"""
        m = page.evaluate(measure, MAP)
        hex_on_screen = HOT_SEAT_SIZE * m["shown"] / m["pixels"]
        page.screenshot(path=str(artifacts / "hot_seat_390.png"))
        assert hex_on_screen >= MIN_HEX_PX - 0.5, f"hexes {hex_on_screen:.1f} px on a 390 px screen: {m}"
        assert m["boxWidth"] <= m["page"] and m["scrollWidth"] > m["boxWidth"]  # the map scrolls in its box
        box = page.locator(f"{MAP} .steamlab-map-box").first.bounding_box()
        x, y = box["x"] + box["width"] * 0.7, box["y"] + min(box["height"] / 2, 200)
        cdp = ctx.new_cdp_session(page)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 11):
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x - 15 * step, "y": y}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        page.wait_for_timeout(300)
        moved = page.evaluate(measure, MAP)
        assert moved["left"] > 100, f"a finger dragged 150 px left moved the map {moved['left']} px"
        page.screenshot(path=str(artifacts / "hot_seat_390_panned.png"))
    finally:
        ctx.close()


def test_a_laptop_screen_keeps_the_whole_map(browser, voila_url, open_dashboard):
    """At 1366 x 800 nothing changes: the map fits its column and the screen, its box does not scroll."""
    ctx = browser.new_context(viewport={"width": 1366, "height": 800})
    try:
        page = ctx.new_page()
        open_dashboard(page, f"{voila_url}/voila/render/hot_seat.ipynb")
        page.wait_for_selector(f"{MAP}.steamlab-drawn", timeout=90_000)
        box = page.evaluate("""sel => { const b = document.querySelector(sel + ' .steamlab-map-box');
                                        return [b.scrollWidth, b.clientWidth]; }""", MAP)
        assert box[0] <= box[1] + 1, box
    finally:
        ctx.close()
