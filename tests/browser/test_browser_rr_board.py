"""The Russian Railroads board dashboard in a real browser: Voila + headless Chromium (Playwright).

Canvas pixels are checked where the board painter puts known things (a rail
colour, the score's gold star, a locomotive's reach), not against golden
images. Screenshots go to test-artifacts/ (not committed).
"""

from __future__ import annotations

import pytest
from pixels import close_to, pixel, wait_for_pixel

from steamlab.render import style
from steamlab.render.rr_board import BOARD_HEIGHT, BOARD_WIDTH, CELL, EMPTY_SPACE, PITCH, RAIL_COLORS, REACHED_COLOR, X0

pytestmark = pytest.mark.browser

CALC = ".rr-calculator canvas"
GAME = ".rr-game canvas"
URL = "/voila/render/rr_board.ipynb"


def space_centre(railway: int, space: int, board: int = 0) -> tuple[float, float]:
    """Centre of a railway space on the canvas (the painter's layout: rows 66 px apart from y = 80)."""
    return X0 + PITCH * (space - 1) + CELL / 2, BOARD_HEIGHT * board + 80 + 66 * railway + CELL / 2


def star(board: int = 0) -> tuple[float, float]:
    """A point of the gold disk holding the round score, below its number."""
    return BOARD_WIDTH - 38, BOARD_HEIGHT * board + 34 + 15


def open_rr(page, voila_url, open_dashboard) -> float:
    seconds = open_dashboard(page, voila_url + URL)
    page.wait_for_selector(".rr-calculator.steamlab-drawn", state="attached", timeout=90_000)
    page.wait_for_selector(".rr-game.steamlab-drawn", state="attached", timeout=90_000)
    return seconds


def test_board_and_round_score_drawn_and_a_control_changes_the_score(page, voila_url, open_dashboard, artifacts):
    """One page load at 1366x800: the first screen; the calculator's board and score, changed by a control; an
    impossible board refused; then the random position of every board (:func:`random_position_shows_every_board`)."""
    from test_browser_one_screen import SCREEN, first_screen_checked

    page.set_viewport_size(SCREEN)
    seconds = open_rr(page, voila_url, open_dashboard)
    first_screen_checked(page, artifacts, "rr_board")
    assert page.locator("h2:has-text('Russian Railroads board')").count() == 1
    total = page.locator(".rr-total")
    assert "Round score: 12 VP" in total.inner_text()  # the seed's Trans-Siberian example
    # the calculator board: brown fills Trans-Siberian 1-3, grey 4-7, black 8-9, nothing beyond
    assert close_to(wait_for_pixel(page, CALC, *star(), REACHED_COLOR), REACHED_COLOR)
    assert close_to(pixel(page, CALC, *space_centre(0, 1)), RAIL_COLORS["brown"])
    assert close_to(pixel(page, CALC, *space_centre(0, 5)), RAIL_COLORS["grey"])
    assert close_to(pixel(page, CALC, *space_centre(0, 8)), RAIL_COLORS["black"])
    assert close_to(pixel(page, CALC, *space_centre(0, 12)), EMPTY_SPACE)
    kx, ky = space_centre(2, 1)
    reach_y = ky + CELL / 2 + 4  # the reach bar under Kiev: none yet
    assert not close_to(pixel(page, CALC, kx, reach_y), style.PLAYER_COLORS[0])
    page.screenshot(path=str(artifacts / "dashboard_rr_board.png"), full_page=True)

    # a locomotive on Kiev: black on space 1 and the locomotive reach it -> the first star, +1
    page.select_option(".rr-kiev-loco-0 select", label="#2")
    page.wait_for_function("sel => document.querySelector(sel).innerText.includes('13 VP')", arg=".rr-total",
                           timeout=10_000)
    assert "Round score: 13 VP" in total.inner_text()
    color = style.PLAYER_COLORS[0]
    assert close_to(wait_for_pixel(page, CALC, kx, reach_y, color), color)
    # an impossible board is explained, not drawn: six factories
    field = page.locator(".rr-factories input")
    field.fill("1 2 3 4 5 6")
    field.press("Enter")
    page.wait_for_selector(".rr-error", timeout=10_000)
    assert "factories" in page.locator(".rr-error").inner_text()
    page.wait_for_selector(CALC, state="hidden", timeout=5_000)  # no picture of another board than the one described
    box = page.locator(".rr-error").bounding_box()
    assert box["y"] + box["height"] <= 800, box  # the reason is in the first screen
    page.screenshot(path=str(artifacts / "dashboard_rr_board_changed.png"), full_page=True)
    assert seconds < 30
    random_position_shows_every_board(page, artifacts)
    in_japanese(page, artifacts)


def in_japanese(page, artifacts) -> None:
    """The same page switched to 日本語: an impossible board refused and a random position, no English run."""
    from test_browser_japanese import changed, page_in_japanese, to_japanese

    from steamlab.core.maps import place_names

    field = page.locator(".rr-factories input")  # the English part left the impossible board: a sound one again
    field.fill("")
    field.press("Enter")
    page.wait_for_selector(".rr-total", timeout=15_000)
    to_japanese(page)
    page.wait_for_function("() => document.querySelector('.rr-total').innerText.includes('勝利点')", timeout=15_000)
    factories = page.locator(".rr-factories input")
    factories.fill("x")
    factories.press("Enter")
    page.wait_for_selector(".rr-error", timeout=15_000)
    text = page_in_japanese(page, place_names(), "dashboard_rr_board_japanese_refused.png", artifacts)
    assert "ありえないボードです" in text and "工場" in text
    factories.fill("")
    factories.press("Enter")
    page.wait_for_selector(".rr-total", timeout=15_000)
    info = page.locator(".rr-game-info").inner_text()
    seed = page.locator(".rr-seed input")
    seed.fill("2")
    seed.press("Enter")
    page.locator(".rr-random").click()
    changed(page, ".rr-game-info", info)
    text = page_in_japanese(page, place_names(), "dashboard_rr_board_japanese.png", artifacts)
    assert "ラウンド終了時の得点" in text


def random_position_shows_every_board(page, artifacts) -> None:
    """The game part of the page: the seeded 4-player position's boards, then a random 2-player one."""
    height = page.evaluate("sel => document.querySelector(sel).height", GAME)
    assert height == int(BOARD_HEIGHT * 4)  # the notebook's seeded 4-player game
    for board in range(4):
        assert close_to(wait_for_pixel(page, GAME, *star(board), REACHED_COLOR), REACHED_COLOR)
        # every board has locomotive #1 or better on the Trans-Siberian, drawn in its owner's colour
        assert close_to(pixel(page, GAME, 112 + 4, BOARD_HEIGHT * board + 80 + 8), style.player_color(board))
    info = page.locator(".rr-game-info")
    assert "Round 3 of 7" in info.inner_text()
    page.locator(".widget-dropdown:has-text('players') select").select_option("2")
    page.locator(".rr-random").click()
    page.wait_for_function(f"sel => document.querySelector(sel).height === {int(BOARD_HEIGHT * 2)}", arg=GAME,
                           timeout=10_000)
    page.wait_for_function("sel => document.querySelector(sel).innerText.includes('2 players')", arg=".rr-game-info",
                           timeout=10_000)
    assert close_to(wait_for_pixel(page, GAME, *star(1), REACHED_COLOR), REACHED_COLOR)
    page.locator(".rr-game").scroll_into_view_if_needed()
    page.screenshot(path=str(artifacts / "dashboard_rr_board_random.png"), full_page=True)
