"""Round and final scoring, including the seed's worked examples."""

from __future__ import annotations

import pytest

from steamlab.core.errors import DataError
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.data import rules_data
from steamlab.games.russian_railroads.scoring import (
    end_bonus_points,
    engineer_majority,
    final_items,
    round_points,
    round_score,
    score_board,
)

DATA = rules_data()


def test_trans_siberian_example_scores_12() -> None:
    s = score_board({"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]}, "doublers": 1})
    assert s.railway_total("Trans-Siberian") == 12
    by_space = [i.points for i in s.items if i.label.startswith("Trans-Siberian space")]
    assert by_space == [4, 2, 2, 1, 1, 1, 1, 0]  # space 9 is beyond the locomotives' reach of 8
    assert "doubler" in s.items[0].label and "brown" in s.items[0].label


def test_kiev_example_scores_3() -> None:
    s = score_board({"kiev": {"black": 4, "locomotives": [2]}})
    assert s.total == 3
    assert [i.points for i in s.items if "star" in i.label] == [1, 2]


def test_marker_on_factory_scores_previous_printed_value() -> None:
    assert score_board({"industry": [5]}).total == 5
    assert score_board({"industry": [7]}).total == 10
    assert score_board({"industry": [10]}).total == 15  # the blank (bonus-token) space
    assert score_board({"industry": [4, 6]}).total == 5 + 10


def test_no_locomotive_no_points() -> None:
    assert score_board({"st_petersburg": {"black": 5, "grey": 3}}).total == 0


def test_st_petersburg_doubling_needs_grey_and_locomotive_at_7() -> None:
    base = {"st_petersburg": {"black": 8, "grey": 7, "locomotives": [7]}}
    assert score_board(base).total == 2 * 7
    short = {"st_petersburg": {"black": 8, "grey": 6, "locomotives": [7]}}
    assert score_board(short).total == 6


def test_revaluation_raises_brown_natural_white() -> None:
    spec = {"trans_siberian": {"black": 5, "grey": 4, "brown": 3, "natural": 2, "white": 1, "locomotives": [5]}}
    assert score_board(spec).total == 7 + 4 + 2 + 1 + 0
    assert score_board({**spec, "revaluation": True}).total == 10 + 6 + 3 + 1 + 0


def test_kiev_medal_needs_grey_and_locomotive_at_5() -> None:
    spec = {"kiev": {"black": 6, "grey": 5, "locomotives": [5]}, "kiev_medal": True}
    s = score_board(spec)
    assert any("medal" in i.label and i.points == 20 for i in s.items)
    assert s.total == 5 + (1 + 2 + 3 + 4) + 20


def test_fast_path_matches_breakdown() -> None:
    spec = {
        "trans_siberian": {"black": 12, "grey": 10, "brown": 8, "natural": 5, "white": 2, "locomotives": [9, 4]},
        "st_petersburg": {"black": 9, "grey": 8, "brown": 4, "natural": 2, "locomotives": [8]},
        "kiev": {"black": 9, "grey": 6, "brown": 5, "locomotives": [9]},
        "doublers": 6,
        "industry": [9, 12],
        "kiev_medal": True,
        "revaluation": True,
    }
    s = score_board(spec)
    from steamlab.games.russian_railroads.scoring import board_from_spec

    assert round_points(DATA, board_from_spec(spec)) == s.total
    assert s.detail is not None and s.detail.total == s.total


def test_calculator_refuses_bad_boards() -> None:
    with pytest.raises(DataError, match="kiev.natural"):
        score_board({"kiev": {"natural": 1}})
    with pytest.raises(DataError, match="colour order"):
        score_board({"kiev": {"black": 2, "grey": 3}})
    with pytest.raises(DataError, match="unknown field"):
        score_board({"moscow": {}})


def test_engineer_majority_with_ties_follows_the_seed_example() -> None:
    # red 3 tiles, blue 2 (best #9), yellow 2 (best #12), green none
    assert engineer_majority(DATA, [3, 2, 2, 0], [5, 9, 12, 0]) == [40, 0, 20, 0]
    assert engineer_majority(DATA, [0, 0], [0, 0]) == [0, 0]
    assert engineer_majority(DATA, [1, 1], [3, 14]) == [20, 40]


def _board() -> PlayerBoard:
    return PlayerBoard.new(DATA, workers=5, rubles=1)


@pytest.mark.parametrize(
    ("card", "setup", "expected"),
    [
        (1, {}, 15),
        (2, {"rails": [[15, 0, 0, 0, 0], [9, 0, 0, 0, 0], [3, 0, 0, 0, 0]]}, 20),
        (3, {"factories": [2, 3, 4, 5, 6]}, 20),
        (4, {"locos": [[9, 8], [7], [6]]}, 30),
        (5, {"extra_workers": 2, "black_worker": True}, 30),
        (6, {"rails": [[10, 0, 0, 0, 0], [4, 0, 0, 0, 0], [2, 0, 0, 0, 0]]}, 16),
        (7, {"tokens_used": [1, 2, 3]}, 21),
        (8, {"doublers": 5}, 20),
        (8, {"doublers": 8}, 30),
        (8, {"doublers": 3}, 0),
        (10, {"engineers": [1, 4, 12]}, 18),
    ],
)
def test_end_bonus_cards(card: int, setup: dict[str, object], expected: int) -> None:
    b = _board()
    for k, v in setup.items():
        setattr(b, k, v)
    assert end_bonus_points(DATA, b, card) == expected


def test_end_bonus_card_9_counts_as_an_engineer() -> None:
    a, b = _board(), _board()
    a.engineers = [3]
    b.engineers = [2]
    b.end_bonus = [9]
    items = final_items(DATA, [a, b])
    assert items[0][-1].points == 20 and items[1][-1].points == 40


def test_round_score_of_a_fresh_board() -> None:
    s = round_score(DATA, _board())
    assert s.total == 0 and s.items[0].label.startswith("Trans-Siberian space 1: black")


def test_calculator_factories_fill_the_industry_gaps() -> None:
    from steamlab.games.russian_railroads.scoring import board_from_spec

    board = board_from_spec({"industry": [8], "factories": [3, 5]})
    assert board.factories == [3, 5] and board.markers == [8]
    assert score_board({"industry": [8], "factories": [3, 5]}).total == 15
    with pytest.raises(DataError, match="every factory before it"):
        score_board({"industry": [8], "factories": [3]})
    with pytest.raises(DataError, match="factories"):
        score_board({"factories": [1, 2, 3, 4, 5, 6]})
    with pytest.raises(DataError, match="factories"):
        score_board({"factories": [0]})
