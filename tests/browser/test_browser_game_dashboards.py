"""The game dashboards in a real browser (Voila + headless Chromium), sharing conftest's one Voila.

Each test opens a dashboard, checks that no ``pageerror`` happens (the
``page`` fixture), that the canvas is drawn (pixels at hex centres), that a
click changes what is shown, and saves a screenshot in test-artifacts/.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from pixels import close_to, pixel

import steamlab
from steamlab.core.hexgrid import label, parse_label
from steamlab.core.maps import load_map
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import AGE_OF_STEAM, STEAM, BuildTurn
from steamlab.render import style
from steamlab.render.preview import ROUTE_COLOR
from steamlab.render.scene import track_path, view_for
from steamlab.widgets.i18n import tile_name

pytestmark = pytest.mark.browser

CANVAS = ".steamlab-hexmap canvas"
DASHBOARDS = Path(__file__).resolve().parents[2] / "notebooks" / "dashboards"


def wait_until(fn, timeout: float = 10.0, step_ms: int = 50, page=None):
    deadline = time.monotonic() + timeout
    value = fn()
    while not value and time.monotonic() < deadline:
        page.wait_for_timeout(step_ms)
        value = fn()
    return value


def click_hex(page, view, h) -> None:
    canvas = page.locator(CANVAS)
    box = canvas.bounding_box()
    width = page.evaluate("sel => document.querySelector(sel).width", CANVAS)
    x, y = view.center(h)
    canvas.click(position={"x": x * box["width"] / width, "y": y * box["height"] / page.evaluate(
        "sel => document.querySelector(sel).height", CANVAS)})


def open_drawn(page, url: str, open_dashboard) -> float:
    seconds = open_dashboard(page, url)
    page.wait_for_selector(".steamlab-hexmap.steamlab-drawn", state="attached", timeout=90_000)
    return seconds


def info_text(page) -> str:
    return page.locator(".steamlab-info").inner_text()


def wait_info(page, needle: str, timeout: int = 5_000) -> None:
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText.includes(t)",
                           arg=[".steamlab-info", needle], timeout=timeout)


def check_cost_at(page, view, m, rules, at: str) -> None:
    """Click ``at``: the panel shows the engine's first legal option there, with its itemised cost."""
    h = parse_label(at)
    expected = BuildTurn(RailBoard(m), rules, 0).options_at(h)[0]
    click_hex(page, view, h)
    wait_info(page, f"{expected.build.tile}, rotation {expected.build.rotation}")
    page.wait_for_selector(".steamlab-info .steamlab-cost-total", timeout=5_000)
    assert page.locator(".steamlab-info .steamlab-cost-total").inner_text() == f"${expected.cost.total}"
    text = info_text(page)
    assert text.startswith(at)
    for item in expected.cost.items:
        assert item.label in text


def test_build_cost_shows_the_engines_cost(page, voila_url, open_dashboard, artifacts):
    open_drawn(page, voila_url + "/voila/render/build_cost.ipynb", open_dashboard)
    m = load_map("rust_belt")
    view = view_for(m, 30.0)
    chicago = m.find("Chicago")
    x, y = view.center(chicago)
    assert wait_until(lambda: close_to(pixel(page, CANVAS, x, y), style.GOODS_COLORS["red"]), page=page), pixel(page, CANVAS, x, y)
    at = "C4"  # a river hex next to a city: the two rules price it differently
    h = parse_label(at)
    before = pixel(page, CANVAS, *view.center(h))
    check_cost_at(page, view, m, STEAM, at)
    # the preview is drawn on the overlay: the hex centre changed colour
    assert wait_until(lambda: pixel(page, CANVAS, *view.center(h)) != before, page=page)
    page.screenshot(path=str(artifacts / "dashboard_build_cost_steam.png"), full_page=True)
    # rotate: another legal rotation is described (and judged); the straight's only legal one has none to go to
    first = info_text(page)
    page.select_option(".steamlab-build-tile select", index=1)  # the gentle curve: rotations 1 and 5 (issue 30.8)
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText !== t",
                           arg=[".steamlab-info", first], timeout=5_000)
    first = info_text(page)
    page.locator(".steamlab-rotate").click()
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText !== t",
                           arg=[".steamlab-info", first], timeout=5_000)
    # a hex where nothing may be built explains why, in the engine's words
    turn = BuildTurn(RailBoard(m), STEAM, 0)
    far = next(x for x in sorted(m.hexes) if m.cell(x).buildable and not m.cell(x).name and not turn.options_at(x))
    click_hex(page, view, far)
    wait_info(page, label(far))
    page.wait_for_selector(".steamlab-info .steamlab-reason", timeout=5_000)
    reason = turn.options_at(far, include_illegal=True)[0].reason
    assert page.locator(".steamlab-info .steamlab-reason").inner_text() == f"✗ {reason}"
    page.screenshot(path=str(artifacts / "dashboard_build_cost_illegal.png"), full_page=True)
    # Age of Steam prices the same hexes from its table
    page.select_option(".steamlab-rules select", label="Age of Steam")
    for at in ("C4", "Q10"):
        check_cost_at(page, view, m, AGE_OF_STEAM, at)
    page.screenshot(path=str(artifacts / "dashboard_build_cost_age_of_steam.png"), full_page=True)
    # confirm lays the tile: its track shows in player 1's colour, the preview is gone
    page.locator(".steamlab-confirm").click()
    page.wait_for_selector(".steamlab-info .steamlab-laid", timeout=5_000)
    q10 = parse_label("Q10")
    option = BuildTurn(RailBoard(m), AGE_OF_STEAM, 0).options_at(q10)[0]
    seg = sorted(AGE_OF_STEAM.tiles.by_id[option.build.tile].rotated(option.build.rotation))[0]
    path = track_path(view.layout, q10, seg)
    if len(path) == 2:  # a straight: 30 % of the way in from its edge (clear of the selection rim and the centre)
        (x0, y0), (x1, y1) = path
        px, py = x0 + 0.3 * (x1 - x0), y0 + 0.3 * (y1 - y0)
    else:
        px, py = path[len(path) // 3]
    got = wait_until(lambda: close_to(pixel(page, CANVAS, px, py), style.player_color(0), tol=40), page=page)
    page.screenshot(path=str(artifacts / "dashboard_build_cost_confirmed.png"), full_page=True)
    assert got, pixel(page, CANVAS, px, py)


def test_delivery_planner_draws_the_chosen_route(page, voila_url, open_dashboard, artifacts):
    from steamlab.games.rails.delivery import DeliveryRules, legal_deliveries
    from steamlab.games.rails.sample import dense_network
    from steamlab.widgets.modes import delivery_pieces

    open_drawn(page, voila_url + "/voila/render/delivery_planner.ipynb", open_dashboard)
    board = dense_network("rust_belt", seed=1, game="steam")
    moves = legal_deliveries(board, DeliveryRules("steam"), 0, 3)
    view = view_for(board.map, 30.0)
    page.wait_for_selector(".steamlab-delivery-table .steamlab-best", timeout=10_000)
    assert page.locator(".steamlab-delivery-table tr").count() == len(moves) + 1
    # pick another delivery in the list: the info panel names it and its route is drawn in the route colour
    index = next(i for i, d in enumerate(moves) if len(d.legs) >= 2)
    page.select_option(".steamlab-delivery-list select", index=index)
    wait_info(page, f"#{index + 1} ")
    h, seg = sorted(delivery_pieces(moves[index]))[0]
    path = track_path(view.layout, h, seg)
    x, y = path[len(path) // 2]

    def route_line():  # the route's yellow centre line (on its dark band): no player's track looks like it
        return close_to(pixel(page, CANVAS, x, y), ROUTE_COLOR, tol=40)

    assert wait_until(route_line, page=page), pixel(page, CANVAS, x, y)
    page.screenshot(path=str(artifacts / "dashboard_delivery_planner.png"), full_page=True)
    # a click on a city lists its cubes (deliver mode)
    source = moves[index].legs[0].start.hex
    click_hex(page, view, source)
    page.wait_for_selector(".steamlab-cube button", timeout=5_000)
    wait_info(page, " deliver")  # "· 2 deliveries" (was "· 1 Deliveries": issue 30.13)


def test_score_calculator_recomputes(page, voila_url, open_dashboard, artifacts):
    from test_browser_one_screen import SCREEN, first_screen_checked

    page.set_viewport_size(SCREEN)
    open_dashboard(page, voila_url + "/voila/render/score_calculator.ipynb")
    page.wait_for_selector(".steamlab-score-output .steamlab-total", timeout=30_000)
    first_screen_checked(page, artifacts, "score_calculator")
    totals = page.locator(".steamlab-score-output .steamlab-total")
    assert totals.nth(0).inner_text() == "18" and totals.nth(6).inner_text() == "16"  # Steam base and AoS, player 1
    # the input headings on one line each (was: "Shares (AoS)" on two, "勝利点トラック" broken before its last kana)
    wrapped = page.evaluate("""() => [...document.querySelector('.steamlab-score-calculator .widget-gridbox')
        .querySelectorAll(':scope > .widget-html b')].slice(0, 5).map(b => [b.innerText, b.getClientRects().length])""")
    assert len(wrapped) == 5 and [w for w in wrapped if w[1] > 1] == [], wrapped
    income = page.locator(".steamlab-score-input input").first
    income.fill("9")
    income.press("Enter")
    page.wait_for_function("() => document.querySelectorAll('.steamlab-score-output .steamlab-total')[6].innerText === '22'",
                           timeout=5_000)
    assert totals.nth(0).inner_text() == "19"
    page.screenshot(path=str(artifacts / "dashboard_score_calculator.png"), full_page=True)
    page.locator(".lm-TabBar-tab", has_text="Russian Railroads").click()
    page.wait_for_selector(".steamlab-rr-score .steamlab-rr-board.steamlab-drawn", state="visible", timeout=30_000)


def test_hot_seat_plays_undoes_loads_and_builds(page, voila_url, open_dashboard, artifacts, tmp_path):
    open_drawn(page, voila_url + "/voila/render/hot_seat.ipynb", open_dashboard)
    m = load_map("rust_belt")
    view = view_for(m, 28.0)
    pittsburgh = m.find("Pittsburgh")
    page.screenshot(path=str(artifacts / "dashboard_hot_seat_start.png"), full_page=True)
    px, py = view.center(pittsburgh)
    py += 0.35 * view.size  # below the goods cubes, inside the city hexagon
    city = style.GOODS_COLORS[m.cell(pittsburgh).city.color]
    assert wait_until(lambda: close_to(pixel(page, CANVAS, px, py), city), page=page), pixel(page, CANVAS, px, py)
    log = page.locator(".steamlab-log")
    before = log.inner_text()
    page.locator(".steamlab-do-raise_capital").click()  # the first player raises the minimum capital
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText !== t", arg=[".steamlab-log", before],
                           timeout=5_000)
    assert "receives $10" in log.inner_text()
    page.screenshot(path=str(artifacts / "dashboard_hot_seat.png"), full_page=True)
    page.locator(".steamlab-undo").click()
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText === t", arg=[".steamlab-log", before],
                           timeout=5_000)
    click_hex(page, view, pittsburgh)  # inspect mode outside the build and move phases
    wait_info(page, "Pittsburgh")
    page.locator(".steamlab-lang button", has_text="日本語").click()
    page.wait_for_selector(".steamlab-phase :text('資本調達')", timeout=5_000)
    page.screenshot(path=str(artifacts / "dashboard_hot_seat_ja.png"), full_page=True)
    page.locator(".steamlab-lang button", has_text="English").click()
    page.wait_for_selector(".steamlab-phase :text('Raise capital')", timeout=5_000)

    # the same page: load a record (upload) stopped in a build phase and build on the map
    rec = json.loads((DASHBOARDS.parents[1] / "tests" / "games" / "records" / "steam_standard_4p_seed32.json").read_text())
    cut = next(i for i, a in enumerate(rec["actions"]) if a["kind"] == "build") + 1
    rec["actions"] = rec["actions"][:cut]
    path = tmp_path / "build.json"
    path.write_text(json.dumps(rec))
    state = steamlab.from_record(rec)
    option = next(o for o in state.build_turn.legal_builds() if o.cost.total <= state.seats[state.current_player].cash)
    with page.expect_file_chooser() as chooser:
        page.locator(".steamlab-upload").click()
    chooser.value.set_files(str(path))
    page.wait_for_selector(".steamlab-message .steamlab-ok", timeout=10_000)
    page.wait_for_selector(".steamlab-phase :text('Build track')", timeout=5_000)
    view = view_for(state.map, 28.0)
    click_hex(page, view, parse_label(option.build.at))
    wait_info(page, f"{tile_name(option.build.tile)}, rotation {option.build.rotation}")
    assert page.locator(".steamlab-info .steamlab-cost-total").inner_text() == f"${option.cost.total}"
    page.screenshot(path=str(artifacts / "dashboard_hot_seat_build.png"), full_page=True)
    page.locator(".steamlab-confirm").click()
    page.wait_for_function("([sel, t]) => document.querySelector(sel).innerText.includes(t)",
                           arg=[".steamlab-log", f"on {option.build.at})"], timeout=5_000)
    state.apply(option.build)
    newest = page.locator(".steamlab-log").inner_text().splitlines()[1]  # newest first, under the heading
    assert f"pays ${option.cost.total}" in newest and f"on {option.build.at})" in newest, newest
