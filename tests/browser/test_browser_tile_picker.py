"""Issue 30.8 in the page: a tile thumbnail under "N legal ways to lay a tile here" shows its tile and rotation when
clicked (it looked like a button and did nothing), and Rotate steps through the legal rotations only."""

from __future__ import annotations

from test_browser_game_dashboards import click_hex, open_drawn, wait_info

from steamlab.core.maps import load_map
from steamlab.render.scene import view_for


def test_a_thumbnail_click_shows_it_and_rotate_skips_illegal_rotations(page, voila_url, open_dashboard, artifacts):
    page.set_viewport_size({"width": 1366, "height": 800})
    open_drawn(page, voila_url + "/voila/render/build_cost.ipynb", open_dashboard)
    m = load_map("rust_belt")
    click_hex(page, view_for(m, 30.0), m.find("Q7"))
    wait_info(page, "5 legal ways to lay a tile here")
    assert page.locator(".steamlab-thumb-pick:visible").count() == 5
    assert page.locator(".steamlab-legal-builds:visible th").all_inner_texts() == ["Tile", "Rotation", "Kind", "Cost"]
    page.locator('.steamlab-thumb-pick[data-steamlab-pick="sharp/2"]:visible').click()
    wait_info(page, "sharp curve, rotation 2")
    page.screenshot(path=str(artifacts / "tile_picker_thumbnail.png"))
    page.locator('.steamlab-thumb-pick[data-steamlab-pick="gentle/1"]:visible').click()
    wait_info(page, "gentle curve, rotation 1")
    page.locator(".steamlab-rotate").click()
    wait_info(page, "gentle curve, rotation 3")  # 2 is not legal on Q7: one click, not two
    page.locator(".steamlab-rotate").click()
    wait_info(page, "gentle curve, rotation 1")
