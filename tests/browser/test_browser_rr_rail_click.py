"""Issue 30.11 in the page: a click on a rail of the player's own board (a canvas) reaches the kernel and moves it
when the game asks for an advance (the boards looked clickable and did nothing)."""

from __future__ import annotations

import json
import random

from test_browser_game_dashboards import open_drawn

import steamlab
from steamlab.bots.players import random_bot
from steamlab.render.rr_board import BOARD_HEIGHT


def test_a_click_on_a_rail_moves_it(page, voila_url, open_dashboard, artifacts, tmp_path):
    g = steamlab.new_game("russian_railroads", players=2, seed=1)
    rng = random.Random(1)
    while not [a for a in g.legal_actions() if a.kind == "advance"]:
        g.apply(random_bot(g, rng))
    move = next(a for a in g.legal_actions() if a.kind == "advance")
    path = tmp_path / "advance.json"
    path.write_text(json.dumps(g.to_record()))
    page.set_viewport_size({"width": 1366, "height": 800})
    open_drawn(page, voila_url + "/voila/render/hot_seat.ipynb", open_dashboard)
    with page.expect_file_chooser() as chooser:
        page.locator(".steamlab-upload").click()
    chooser.value.set_files(str(path))
    page.wait_for_selector(".steamlab-message .steamlab-ok", timeout=10_000)
    boards = ".steamlab-rr-board canvas"
    page.wait_for_selector(".steamlab-rr-board.steamlab-drawn", state="attached", timeout=30_000)
    index = [rw.id for rw in g.data.railways].index(move.railway)
    from steamlab.widgets.rr_board import RRBoardWidget

    scene = RRBoardWidget(g).scene
    p = g.current_player
    piece = next(q for q in scene.items(kind="rail_piece")
                 if q.key == (index, move.colour) and p * BOARD_HEIGHT <= q.y < (p + 1) * BOARD_HEIGHT)
    canvas = page.locator(boards).first
    canvas.scroll_into_view_if_needed()
    box = canvas.bounding_box()
    width, height = page.evaluate("s => [document.querySelector(s).width, document.querySelector(s).height]", boards)
    canvas.click(position={"x": (piece.x + piece.w / 2) * box["width"] / width,
                           "y": (piece.y + piece.h / 2) * box["height"] / height})
    page.wait_for_function("s => document.querySelector(s).innerText.includes('advances the black rail')",
                           arg=".steamlab-log", timeout=15_000)
    page.screenshot(path=str(artifacts / "rr_rail_click.png"))
