"""Age of Steam: an income step priced at what self-play found it worth (``evaluate.INCOME_COMPOUNDS``)."""

from __future__ import annotations

import pytest

import steamlab
from steamlab.bots import evaluate
from steamlab.bots.editions import playing


def _first_shares_phase(seed: int):
    g = steamlab.new_game("age_of_steam", players=3, seed=seed)
    while g.current_player < 0:
        g.apply(g.legal_actions()[0])
    assert g.phase == "shares"
    return g


def test_an_income_step_is_worth_more_than_its_score_and_dollars_while_turns_are_left():
    g = _first_shares_phase(11)
    p = g.current_player
    g.seats[p].income = 3
    rate = evaluate.INCOME_COMPOUNDS["age_of_steam"]
    parts = evaluate.projections(g, [p])[0].parts
    assert parts["compounding"] == pytest.approx(3 * rate * (g.total_turns - g.turn))
    plain = evaluate.INCOME_RATE["age_of_steam"] + evaluate.DOLLAR["age_of_steam"] * 5
    assert evaluate.point_value(g, 5) == pytest.approx(plain + rate * 5)
    with playing("strong_v1"):  # before: an income step is its 3 final points and its dollars only
        assert "compounding" not in evaluate.projections(g, [p])[0].parts
        assert evaluate.point_value(g, 5) == pytest.approx(plain)


def test_no_compounding_in_the_last_build_phase_nor_in_steam():
    g = _first_shares_phase(11)
    g.turn = g.total_turns
    assert evaluate.compounding(g, 3) == 0.0
    steam = steamlab.new_game("steam", players=3, rules="standard", seed=1)
    assert evaluate.compounding(steam, 5) == 0.0
