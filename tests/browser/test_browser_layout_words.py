"""Issue 30.13 in the page at 1366x800: a cube button shows its whole label ("yellow (2)" was cut to "yellow…"), every
route of a cube is shown whole in the side column (a <select> cut it at the right), the hover card stays over the
map instead of covering the side panel's route text, and the hot seat's map keeps its bottom row on the screen."""

from __future__ import annotations

import json
from pathlib import Path

from test_browser_game_dashboards import CANVAS, click_hex, open_drawn

import steamlab
from steamlab.core.maps import load_map
from steamlab.render.scene import view_for

ROOT = Path(__file__).resolve().parents[2]

CUT = """sel => [...document.querySelectorAll(sel)].filter(el => el.offsetParent !== null)
  .filter(el => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right >
          Math.min(innerWidth, el.closest('.steamlab-side, .widget-vbox').getBoundingClientRect().right) + 1)
  .map(el => el.innerText)"""
"""The visible elements matching ``sel`` whose text is cut or that reach past their column (or the window)."""


def test_cube_buttons_and_routes_whole_and_the_card_off_the_panel(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_drawn(page, voila_url + "/voila/render/delivery_planner.ipynb", open_dashboard)
    m = load_map("rust_belt")
    view = view_for(m, 30.0)
    for city in ("Pittsburgh", "Evansville"):  # yellow cubes on Pittsburgh; Evansville's long routes (issue 30.1)
        click_hex(page, view, m.find(city))
        page.wait_for_function("t => document.querySelector('.steamlab-info').innerText.includes(t)", arg=city,
                               timeout=10_000)
        assert page.evaluate(CUT, ".steamlab-cube button") == []
        if city == "Pittsburgh":
            page.wait_for_function("() => document.querySelector('.steamlab-cube').innerText.includes('yellow (')",
                                   timeout=10_000)
            assert page.evaluate(CUT, ".steamlab-cube button") == []
        if city == "Evansville":
            page.wait_for_selector(".steamlab-route .widget-radio-box label", timeout=10_000)
            assert page.locator(".steamlab-route .widget-radio-box label").count() == 2
            assert page.evaluate(CUT, ".steamlab-route .widget-radio-box label") == []
            assert "Evansville · 2 deliveries" in page.locator(".steamlab-info").inner_text()
    page.screenshot(path=str(artifacts / "planner_routes_whole.png"))
    # the hover card over the right edge of the map turns left: it stays over the map, off the side panel
    canvas = page.locator(CANVAS).bounding_box()
    cw, ch = page.evaluate("sel => [document.querySelector(sel).width, document.querySelector(sel).height]", CANVAS)
    x, y = view.center(m.find("Pittsburgh"))
    page.mouse.move(canvas["x"] + x * canvas["width"] / cw, canvas["y"] + y * canvas["height"] / ch)
    page.wait_for_function("() => document.querySelector('.steamlab-hovercard').innerText.includes('Pittsburgh')",
                           timeout=10_000)
    card = page.locator(".steamlab-hovercard .steamlab-card").bounding_box()
    assert card["x"] + card["width"] <= canvas["x"] + canvas["width"] + 1, (card, canvas)
    page.screenshot(path=str(artifacts / "planner_card_left.png"))


def test_hot_seat_routes_whole_and_map_on_the_screen(page, voila_url, open_dashboard, artifacts, tmp_path):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_drawn(page, voila_url + "/voila/render/hot_seat.ipynb", open_dashboard)
    rec = json.loads((ROOT / "tests" / "games" / "records" / "steam_standard_4p_seed32.json").read_text())
    cut = next(n for n in range(len(rec["actions"]))
               if (s := steamlab.from_record(dict(rec, actions=rec["actions"][:n]))).phase == "move" and s.deliveries())
    rec["actions"] = rec["actions"][:cut]
    state = steamlab.from_record(rec)
    path = tmp_path / "move.json"
    path.write_text(json.dumps(rec))
    with page.expect_file_chooser() as chooser:
        page.locator(".steamlab-upload").click()
    chooser.value.set_files(str(path))
    page.wait_for_selector(".steamlab-message .steamlab-ok", timeout=10_000)
    source = state.deliveries()[0].legs[0].start.hex
    click_hex(page, view_for(state.map, 28.0), source)
    page.wait_for_selector(".steamlab-route .widget-radio-box label", timeout=10_000)
    assert page.evaluate(CUT, ".steamlab-route .widget-radio-box label") == [] and page.evaluate(CUT, ".steamlab-cube button") == []
    # the routes and the info panel are two widgets, updated by two messages: the panel may come a moment later
    page.wait_for_function("() => document.querySelector('.steamlab-info').innerText.includes('1 delivery')",
                           timeout=10_000)
    info = page.locator(".steamlab-info").inner_text()
    assert "1 delivery" in info and "Deliveries" not in info
    bottom = page.evaluate(f"() => document.querySelector('{CANVAS}').getBoundingClientRect().bottom")
    assert bottom <= 800 and page.evaluate("() => document.documentElement.scrollHeight") <= 801
    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector("html[data-steamlab-lang='ja']", state="attached", timeout=15_000)
    click_hex(page, view_for(state.map, 28.0), source)
    page.wait_for_function("() => document.querySelector('.steamlab-info').innerText.includes('輸送 1 通り')",
                           timeout=10_000)
    assert page.evaluate(CUT, ".steamlab-route .widget-radio-box label") == []
    assert page.evaluate(f"() => document.querySelector('{CANVAS}').getBoundingClientRect().bottom") <= 800
    page.screenshot(path=str(artifacts / "hot_seat_routes_whole_ja.png"))
