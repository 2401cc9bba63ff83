"""Age of Steam's shortfall priced on a flat income too (:data:`steamlab.bots.evaluate.FLAT_INCOME`, off in every
edition: what it does when set, and that it is off)."""

from __future__ import annotations

import pytest

import steamlab
from steamlab.bots import evaluate


def _first_shares_phase(seed: int):
    g = steamlab.new_game("age_of_steam", players=3, seed=seed)
    while g.current_player < 0:
        g.apply(g.legal_actions()[0])
    assert g.phase == "shares"
    return g


def _shortfall(g, p: int) -> float:
    return evaluate.projections(g, [p])[0].parts["shortfall"]


def test_it_is_off():
    assert evaluate.FLAT_INCOME == {}


def test_expenses_ahead_of_the_income_cost_more_on_a_flat_income(monkeypatch: pytest.MonkeyPatch):
    g = _first_shares_phase(11)
    p = g.current_player
    seat = g.seats[p]
    seat.shares, seat.locomotive, seat.income, seat.cash = 8, 1, 4, 20  # pays its expenses if the plan delivers
    before = _shortfall(g, p)
    monkeypatch.setattr(evaluate, "FLAT_INCOME", {"age_of_steam": 0.5})
    assert _shortfall(g, p) < before == 0


def test_a_seat_whose_income_pays_its_expenses_is_judged_as_before(monkeypatch: pytest.MonkeyPatch):
    g = _first_shares_phase(11)
    p = g.current_player
    seat = g.seats[p]
    seat.shares, seat.locomotive, seat.income, seat.cash = 4, 1, 8, 0
    before = _shortfall(g, p)
    monkeypatch.setattr(evaluate, "FLAT_INCOME", {"age_of_steam": 0.5})
    assert _shortfall(g, p) == before == 0
