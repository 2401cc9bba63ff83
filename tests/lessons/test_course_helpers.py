"""steamlab.course: the helpers the lessons print, checked against the rule sources' numbers."""

import pytest

from steamlab.course import auction, goods, money, rails, russian_railroads, scoring, text
from steamlab.course.lessons import map_and_terrain as maps
from steamlab.games.rails.delivery import MoveGoods

CHAIN = [(["Ashford", "C2", "Ivybridge"], 0), (["Ivybridge", "D2", "D1", "Marsh End"], 1),
         (["Marsh End", "F1", "G2", "Juniper"], 0), (["Juniper", "G4", "G5", "Lindow"], 1),
         (["Lindow", "F5", "F4", "Carlow"], 2), (["Carlow", "E5", "E6", "Fenwick"], 0)]  # fmt: skip


def test_table_aligns_columns():
    assert text.table(["x", "long"], [[10, "a"]]) == "x   long\n--  ----\n10  a"


def test_map_facts_count_the_tutorial_map():
    text = maps.map_facts("tutorial")
    assert "59 hexes" in text and "cities: 6, towns: 5" in text and "F3|F4" in text


def test_compare_builds_prices_both_games_on_the_same_hex():
    text = rails.compare_builds("tutorial", [("F4", "straight", "straight", 2)], first_build=True)
    assert "Steam        straight r2: new, $4 = 2 x $1 per exit $2 + hill hex $2" in text
    assert "Age of Steam straight r2: new, $4 = simple track on hill $4" in text


def test_replacements_differ_between_the_games():
    links = [(["Carlow", "F4", "G5", "Lindow"], 0)]
    text = rails.compare_builds("tutorial", [("G5", "x_gentles", "x_gentles", 5)], links)
    assert "improve, $4" in text and "improve, $3 = replace simple track by crossing $3" in text


def test_redirect_pays_no_terrain_in_steam():
    text = rails.compare_builds("tutorial", [("D4", "gentle", "gentle", 1)], before=[("D4", "straight", 1)])
    assert "redirect, $2 = 2 x $1 per exit $2 + river: not paid when you redirect $0" in text


def test_takeover_needs_the_network_in_steam_only():
    script = [(0, [("D4", "straight", 1)]), (0, []), (1, [("C5", "straight", 1)])]
    links = [(["Ashford", "C2", "Ivybridge"], 1)]
    _, steam = rails.play_turns("tutorial", "steam", script, links)
    _, aos = rails.play_turns("tutorial", "age_of_steam", script, links)
    assert "loses the incomplete link from Carlow" in steam
    assert "illegal" in steam and "illegal" not in aos


def test_seed_002_delivery_example_on_the_tutorial_map():
    board = rails.rail_board("tutorial", "steam", CHAIN)
    board.cubes[board.map.find("Ashford")] = ["yellow"]
    route = goods.route_through(board, ["Ashford", "Ivybridge", "Marsh End", "Juniper", "Lindow", "Carlow"])
    move = MoveGoods("B2", "yellow", route)
    assert goods.judge_delivery(board, "steam", 0, 5, move).endswith("Player 1 +2, Player 2 +2, Player 3 +1")
    assert goods.judge_delivery(board, "steam", 2, 5, move).startswith("illegal: The route uses 2 of Player 1's")


def test_auction_payments_side_by_side():
    a = auction.run_auction([0, 1, 2, 3], [1, 2, 3, 4, "drop", 5, "drop", 6, "drop"])
    text = auction.payments_table(a)
    assert "2      Player 2  $5        $5          $3" in text


def test_auction_refuses_a_pass_without_the_action():
    with pytest.raises(ValueError, match="holds no free pass"):
        auction.run_auction([0, 1], ["pass"])


@pytest.mark.parametrize(
    ("game", "rules", "kw", "after"),
    [
        ("steam", "base", {"cash": 0, "income": -3, "vp": 5}, "cash $2, income -4, VP 5"),
        ("steam", "base", {"cash": 1, "income": -10, "vp": 5}, "cash $0, income -10, VP 1"),
        ("steam", "standard", {"cash": 0, "income": 1, "locomotive": 4, "vp": 1}, "cash $1, income 0, VP 0"),
        ("age_of_steam", None, {"cash": 2, "income": 12, "locomotive": 3, "shares": 4}, "cash $7, income 10, shares 4"),
        ("age_of_steam", None, {"cash": 0, "income": -8, "shares": 3}, "OUT OF THE GAME"),
    ],
)
def test_income_phase_worked_examples(game, rules, kw, after):
    assert after in money.income_phase(game, rules, **kw).splitlines()[-1]


def test_final_scores_tie_goes_to_the_lower_action_tile_in_steam():
    board = rails.rail_board("tutorial", "steam", CHAIN)
    tie = [{"income": 8, "vp": 6}, {"income": 8, "vp": 7}, {"income": 0, "vp": 0}]
    text = scoring.final_scores(board, tie, actions=["first_build", "first_move", "engineer"])
    assert "ranking: Player 2 > Player 1 > Player 3" in text


def test_russian_railroads_seed_examples():
    assert russian_railroads.rr_score({"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]},
                             "doublers": 1}).endswith("total: 12")  # fmt: skip
    assert russian_railroads.rr_score({"kiev": {"black": 4, "locomotives": [2]}}).endswith("total: 3")
    assert russian_railroads.rr_score({"industry": [5]}).endswith("total: 5")
    rows = russian_railroads.rr_majority([3, 2, 2, 0], [5, 9, 12, 0]).splitlines()[2:]
    assert [r.split()[-1] for r in rows] == ["40", "0", "20", "0"]


def test_a_displaced_locomotive_with_nowhere_to_go_becomes_a_factory():
    assert "becomes a factory" in russian_railroads.rr_loco_targets([[3, 4], [4], [2]], 1)
