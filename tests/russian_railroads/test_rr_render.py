"""The Russian Railroads board picture: primitives per layer, colours, and the score it shows."""

from __future__ import annotations

import random

import pytest
from rr_helpers import in_play

import steamlab
from steamlab.bots.players import random_bot
from steamlab.games.russian_railroads import board_from_spec, score_board
from steamlab.games.russian_railroads.scoring import round_points
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.render import style
from steamlab.render.primitives import Circle, Polyline, Rect, Text
from steamlab.render.rr_board import (
    BOARD_HEIGHT,
    BOARD_WIDTH,
    RAIL_COLORS,
    REACHED_COLOR,
    BoardInfo,
    render_rr_board,
    render_rr_boards,
    rr_board_svg,
    show_rr_board,
    spec_svg,
    working_lines,
)

SEED_EXAMPLE = {"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]}, "doublers": 1}
FULL = {
    "trans_siberian": {"black": 15, "grey": 12, "brown": 9, "natural": 6, "white": 2, "locomotives": [9, 7]},
    "st_petersburg": {"black": 9, "grey": 8, "brown": 4, "locomotives": [8]},
    "kiev": {"black": 9, "grey": 6, "brown": 5, "locomotives": [9]},
    "doublers": 6,
    "industry": [9, 12],
    "factories": [2, 7, 5, 9],
    "kiev_medal": True,
    "revaluation": True,
}


def shown_total(scene) -> int:
    [score] = [p for p in scene.items(kind="score")]
    assert isinstance(score, Text)
    return int(score.text)


def played(players: int, seed: int, rounds: int) -> RussianRailroadsState:
    g = steamlab.new_game("russian_railroads", players=players, seed=seed)
    assert isinstance(g, RussianRailroadsState)
    rng = random.Random(seed)
    while g.round <= rounds and not g.is_terminal():
        g.apply(random_bot(g, rng))
    return g


def test_seed_example_board_counts_and_colours() -> None:
    scene = render_rr_board(board_from_spec(SEED_EXAMPLE))
    assert (scene.width, scene.height) == (BOARD_WIDTH, BOARD_HEIGHT)
    # the printed board: 15 + 9 + 9 railway spaces, 8 doubler spaces, 11 printed industry spaces and 5 gaps
    assert scene.count("static", "space") == 33
    assert scene.count("static", "doubler_space") == 8
    assert scene.count("static", "industry_space") == 11 and scene.count("static", "industry_gap") == 5
    # pieces: black on 9, grey on 7, brown on 3 (Trans-Siberian) and the black rails on space 1 elsewhere
    assert scene.count("track", "rail_piece") == 5
    fills = {s: p.fill for p in scene.items("track", "rail") if isinstance(p, Rect) for (r, s) in [p.key] if r == 0}
    assert [fills[s] for s in range(1, 10)] == [RAIL_COLORS["brown"]] * 3 + [RAIL_COLORS["grey"]] * 4 + [
        RAIL_COLORS["black"]
    ] * 2
    assert 10 not in fills  # nothing beyond the black rail
    assert scene.count("track", "doubler") == 1 and scene.count("track", "locomotive") == 2
    [reach] = scene.find("reach", 0)
    assert isinstance(reach, Polyline) and reach.points[1][0] > reach.points[0][0]
    # the points under each space in reach, the doubled one in bold
    points = {p.key: p for p in scene.items("overlay", "points") if isinstance(p, Text)}
    assert [points[(0, s)].text for s in range(1, 8)] == ["4", "2", "2", "1", "1", "1", "1"]
    assert points[(0, 1)].bold and not points[(0, 2)].bold
    assert (0, 8) not in points  # black scores nothing
    assert shown_total(scene) == 12 == score_board(SEED_EXAMPLE).total


def test_full_board_shows_the_calculator_total_and_bonuses_reached() -> None:
    board = board_from_spec(FULL)
    scene = render_rr_board(board, info=BoardInfo("Calc", holdings=False))
    assert shown_total(scene) == score_board(FULL).total == round_points(steamlab.games.russian_railroads.rules_data(), board)
    assert scene.count("track", "factory") == 4 and scene.count("static", "industry_gap") == 1
    assert scene.count("track", "marker") == 2 and scene.count("track", "doubler") == 6
    reached = {p.key for p in scene.items("overlay", "bonus_reached")}
    assert {(1, 7), (2, 5), (2, 1), (2, 8), (0, 15)} <= reached  # St. Petersburg x2, Kiev medal and stars, +10
    assert all(isinstance(p, Rect) and p.stroke == REACHED_COLOR for p in scene.items("overlay", "bonus_reached"))
    totals = {p.key: p.text for p in scene.items("overlay", "railway_total") if isinstance(p, Text)}
    s = score_board(FULL)
    assert totals[0] == f"= {s.railway_total('Trans-Siberian')}" and totals["industry"] == f"= {s.railway_total('industry')}"
    assert scene.count(kind="holdings") == 0  # a calculator board has no holdings


def test_working_lines_add_up() -> None:
    board = board_from_spec(FULL)
    data = steamlab.games.russian_railroads.rules_data()
    lines = [t for t, _ in working_lines(data, steamlab.games.russian_railroads.board_score(data, board))]
    assert lines[-1] == f"Round: {score_board(FULL).total} VP"
    assert any("(brown 4×3 + grey 4×1)×2" in t for t in lines)  # St. Petersburg doubled
    assert any("medal +20" in t for t in lines) and any("stars 1+2+3+4+5" in t for t in lines)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_board_of_a_game_shows_its_round_score(players: int) -> None:
    g = played(players, seed=20 + players, rounds=3)
    scene = render_rr_boards(g)
    assert scene.height == BOARD_HEIGHT * players
    totals = [int(p.text) for p in scene.items(kind="score") if isinstance(p, Text)]
    assert totals == [g.round_score(p).total for p in range(players)]
    assert totals == [round_points(g.data, b) for b in g.boards]
    colours = [p.fill for p in scene.items("static", "player") if isinstance(p, Circle)]
    assert colours == [style.player_color(p) for p in range(players)]
    locos = [p for p in scene.items("track", "locomotive")]
    assert len(locos) == sum(len(b.loco_tiles()) for b in g.boards)
    assert all(0 <= p.y < scene.height for p in scene.items() if isinstance(p, (Text, Rect, Circle)))


def test_holdings_and_turn_order_in_the_header() -> None:
    g = in_play(players=2)
    p = g.order[0]
    g.boards[p].engineers = [4, 12]
    g.boards[p].rubles = 3
    scene = render_rr_boards(g)
    header = [t.text for t in scene.items("track", "holdings") if isinstance(t, Text)][p]
    assert "3 rubles" in header and "engineers #4 #12" in header
    names = [t.text for t in scene.items("static", "name") if isinstance(t, Text)]
    assert "turn 1" in names[p]


def test_svg_writers_and_repr() -> None:
    g = played(3, seed=4, rounds=2)
    one = rr_board_svg(g, 1)
    assert one.startswith("<svg") and one.count('class="score"') == 1
    assert f">{g.round_score(1).total}</text>" in one
    every = g._repr_svg_()
    assert every.count('class="score"') == 3 and "round" in every
    assert show_rr_board(g)._repr_svg_() == every
    calc = spec_svg(SEED_EXAMPLE, "Seed example")
    assert ">12</text>" in calc and "Seed example" in calc


def test_unconfirmed_numbers_are_marked_with_a_legend() -> None:
    """Issue 12 item 4: a number the data marks ``unconfirmed`` shows a "?"; what it means is said once, in the
    page's legend under the boards (issue 30.11: the red legend line was on every board)."""
    from dataclasses import replace

    from steamlab.games.russian_railroads.data import rules_data

    data = rules_data()
    scene = render_rr_board(board_from_spec(SEED_EXAMPLE), data)
    marks = {p.key for p in scene.items(kind="unconfirmed")}
    assert marks == {(2, 4), (2, 8), "industry"}  # Kiev stars 4 and 8, the industry track's VP
    assert not list(scene.items(kind="legend"))  # not on the board: RRBoardWidget.legend says it
    assert all(p.color != "#b03a2e" for p in scene.items(kind="unconfirmed"))  # quiet, not a red warning
    sure = replace(data, unconfirmed=frozenset())  # once someone with the box confirms them, the marks go
    scene = render_rr_board(board_from_spec(SEED_EXAMPLE), sure)
    assert scene.count("static", "unconfirmed") == 0 and not list(scene.items(kind="legend"))
