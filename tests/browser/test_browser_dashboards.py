"""The dashboards in a real browser: Voila + headless Chromium (Playwright).

Canvas pixels are checked at known hex centres, not against golden images.
A screenshot of each dashboard is saved in test-artifacts/ (not committed).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pixels import close_to, pixel, wait_for_pixel

from steamlab.core.maps import load_map
from steamlab.render import style
from steamlab.render.demo import demo_board
from steamlab.render.scene import track_path, view_for

pytestmark = pytest.mark.browser

CANVAS = ".steamlab-hexmap canvas"
DASHBOARDS = Path(__file__).resolve().parents[2] / "notebooks" / "dashboards"


def click_hex(page, view, h) -> None:
    """Click the centre of hex ``h``, scaling board pixels to the canvas's CSS size."""
    canvas = page.locator(CANVAS)
    box = canvas.bounding_box()
    width = page.evaluate("sel => document.querySelector(sel).width", CANVAS)
    scale = box["width"] / width
    x, y = view.center(h)
    canvas.click(position={"x": x * scale, "y": y * scale})


def test_index_links_the_dashboards(page, voila_url, open_dashboard, artifacts):
    """The index at 1366x800: on the first screen, a link to every dashboard (in place), a link to every lesson;
    its first link opens the map viewer."""
    from test_browser_one_screen import SCREEN, first_screen_checked

    page.set_viewport_size(SCREEN)
    open_dashboard(page, voila_url + "/voila/render/index.ipynb")
    page.wait_for_selector("a[href='map_viewer.ipynb']", timeout=30_000)  # the list is a widget: it comes after #loading
    first_screen_checked(page, artifacts, "index")
    for nb in sorted(DASHBOARDS.glob("*.ipynb")):
        if nb.name != "index.ipynb":
            assert page.locator(f"table.steamlab-index a[href='{nb.name}']").count() == 1, nb.name
    assert page.locator("table.steamlab-index a", has_text="Build-cost calculator").count() == 1
    assert page.locator("table.steamlab-index a[target]").count() == 0  # links open in place, not in a new tab
    # every lesson a link to its page, served through notebooks/dashboards/lessons (issue 39: they were listed
    # with "open them in JupyterLab"; before that, 23 links to /voila/lessons/..., each 404 Not Found)
    lessons = len(list((DASHBOARDS.parent / "lessons").glob("[0-9][0-9]_*.ipynb")))
    assert page.locator("ol.steamlab-lessons a[href^='lessons/']").count() == lessons
    assert "jupyter lab notebooks/lessons" not in page.locator(".steamlab-index-box").inner_text()
    link = page.locator("a[href='map_viewer.ipynb']")
    assert link.count() == 1
    page.wait_for_selector("text=Rust Belt: 189 hexes, 12 cities, 14 towns")
    page.screenshot(path=str(artifacts / "dashboard_index.png"), full_page=True)
    link.click()
    page.wait_for_selector(".steamlab-drawn", state="attached", timeout=60_000)


def test_map_viewer_draws_rust_belt_and_inspects_a_click(page, voila_url, open_dashboard, artifacts):
    """The map viewer at 1366x800 (its first screen), drawn and inspected by clicks; then in a narrow window;
    then on the tutorial map with its sample position: one page load."""
    from test_browser_one_screen import SCREEN, first_screen_checked

    page.set_viewport_size(SCREEN)
    seconds = open_dashboard(page, voila_url + "/voila/render/map_viewer.ipynb")
    page.wait_for_selector(CANVAS, timeout=30_000)
    # no reload, ever: the page asks for its drawing until the kernel answers (steamlab.widgets.ready)
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    first_screen_checked(page, artifacts, "map_viewer")
    m = load_map("rust_belt")
    view = view_for(m)
    chicago = m.find("Chicago")
    lake = next(h for h in m.hexes if m.cell(h).terrain == "lake")
    mountain = next(h for h in m.hexes if m.cell(h).terrain == "mountain")
    plain = next(h for h in m.hexes if m.cell(h).terrain == "plain" and not m.cell(h).name)
    assert close_to(wait_for_pixel(page, CANVAS, *view.center(chicago), style.GOODS_COLORS["red"]), style.GOODS_COLORS["red"])
    assert close_to(pixel(page, CANVAS, *view.center(lake)), style.TERRAIN_FILL["lake"])
    assert close_to(pixel(page, CANVAS, *view.center(plain)), style.TERRAIN_FILL["plain"])
    mx, my = view.center(mountain)
    assert close_to(pixel(page, CANVAS, mx, my - 0.3 * view.size), style.MOUNTAIN_MARK)  # the peak mark
    page.screenshot(path=str(artifacts / "dashboard_map_viewer.png"), full_page=True)

    info = page.locator(".steamlab-info")
    before = info.inner_text()
    click_hex(page, view, chicago)
    page.wait_for_function(
        "sel => document.querySelector(sel).innerText.includes('Chicago')", arg=".steamlab-info", timeout=5_000
    )
    assert info.inner_text() != before and "red" in info.inner_text()
    click_hex(page, view, lake)
    page.wait_for_function(
        "sel => document.querySelector(sel).innerText.includes('lake')", arg=".steamlab-info", timeout=5_000
    )
    page.screenshot(path=str(artifacts / "dashboard_map_viewer_clicked.png"), full_page=True)
    assert seconds < 30
    # the same page: a narrow window, then the tutorial map
    map_viewer_scales_to_a_narrow_window(page, artifacts)
    map_viewer_switches_to_the_tutorial_map(page, artifacts)


def map_viewer_switches_to_the_tutorial_map(page, artifacts) -> None:
    page.select_option(".steamlab-map-picker select", label=load_map("tutorial").title)
    m = load_map("tutorial")
    view = view_for(m)
    sea = next(h for h in m.hexes if m.cell(h).terrain == "sea")
    assert close_to(wait_for_pixel(page, CANVAS, *view.center(sea), style.TERRAIN_FILL["sea"]), style.TERRAIN_FILL["sea"])
    carlow = m.find("Carlow")
    assert close_to(pixel(page, CANVAS, *view.center(carlow)), style.GOODS_COLORS[m.cell(carlow).city.color])
    page.get_by_text("Sample position").click()
    # the sample position is deterministic: its first owned piece must show in its owner's colour
    board = demo_board(m, tiles=40, cubes=30, players=4)
    piece = next(p for p in board.pieces() if p.owner is not None and len(board.segments(p.hex)) == 1)
    path = track_path(view.layout, piece.hex, piece.segment)
    (x0, y0), (x1, y1) = path[(len(path) - 1) // 2], path[len(path) // 2]  # the middle of the piece
    x, y = (x0 + x1) / 2, (y0 + y1) / 2
    color = style.player_color(piece.owner)
    assert close_to(wait_for_pixel(page, CANVAS, x, y, color), color)
    page.screenshot(path=str(artifacts / "dashboard_map_viewer_tutorial.png"), full_page=True)


def map_viewer_scales_to_a_narrow_window(page, artifacts) -> None:
    page.set_viewport_size({"width": 760, "height": 800})
    page.wait_for_function("sel => document.querySelector(sel).getBoundingClientRect().width < "
                           "document.querySelector(sel).width", arg=CANVAS, timeout=10_000)
    box = page.locator(CANVAS).bounding_box()
    assert box["width"] < page.evaluate("sel => document.querySelector(sel).width", CANVAS)  # shrunk by CSS
    m = load_map("rust_belt")
    click_hex(page, view_for(m), m.find("Detroit"))
    page.wait_for_function(
        "sel => document.querySelector(sel).innerText.includes('Detroit')", arg=".steamlab-info", timeout=5_000
    )
    page.screenshot(path=str(artifacts / "dashboard_map_viewer_narrow.png"), full_page=True)


def test_root_lists_the_index(page, voila_url, artifacts):
    page.goto(voila_url + "/")
    page.wait_for_selector("text=index.ipynb", timeout=90_000)  # the file list under a busy suite: 30 s once ran out
    page.screenshot(path=str(artifacts / "dashboard_root.png"))
