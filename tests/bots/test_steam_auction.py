"""Steam standard's turn-order auction: the search bids no more than the seat's cash leaves over this turn's
expenses (steamlab.bots.steam_plan.AUCTION_RESERVE, issue 43); greedy bids as before."""

from __future__ import annotations

import random

import steamlab
from steamlab.bots import steam_plan
from steamlab.bots.computer import computer_choices
from steamlab.bots.editions import playing
from steamlab.bots.network import expenses_beyond_income
from steamlab.bots.players import candidates


def _auction(seed: int = 5, cash: int = 5, income: int = -2):
    """A Steam standard game (3 players) at its first auction, the seat to bid with ``cash`` and ``income``."""
    g = steamlab.new_game("steam", players=3, rules="standard", seed=seed)
    while g.phase != "auction":
        g.apply(g.legal_actions()[0])
    seat = g.seats[g.current_player]
    seat.cash, seat.income = cash, income
    return g


def _bids(actions) -> list[int]:
    return [a.amount for a in actions if a.kind == "bid"]


def test_the_search_bids_no_more_than_the_cash_left_over_this_turns_expenses():
    g = _auction()
    seat = g.seats[g.current_player]
    cap = seat.cash - expenses_beyond_income(g, seat)
    assert cap == 5 - (1 + 2)
    assert max(_bids(g.legal_actions())) == 5
    kept = steam_plan.within_means(g, g.legal_actions())
    assert max(_bids(kept)) == cap and any(a.kind == "drop_out" for a in kept)
    assert all(b <= cap for b in _bids([c.action for c in computer_choices(g, 8)]))


def test_a_seat_that_cannot_pay_its_expenses_bids_nothing():
    g = _auction(cash=3, income=-3)
    kept = steam_plan.within_means(g, g.legal_actions())
    assert _bids(kept) == [] and kept  # drops out (or passes)


def test_greedy_and_strong_v1_bid_as_before():
    g = _auction()
    offered = candidates(g, random.Random(1), 64)
    assert max(_bids(offered)) == 3  # the rule is the search's: greedy's candidates keep the bids they had
    with playing("strong_v1"):
        assert steam_plan.within_means(g, g.legal_actions()) == g.legal_actions()


def test_other_rules_and_phases_are_left_alone():
    base = steamlab.new_game("steam", players=3, rules="base", seed=5)
    while base.current_player < 0:
        base.apply(base.legal_actions()[0])
    assert steam_plan.within_means(base, base.legal_actions()) == base.legal_actions()
    g = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    while g.current_player < 0:
        g.apply(g.legal_actions()[0])
    assert g.phase == "capital" and steam_plan.within_means(g, g.legal_actions()) == g.legal_actions()
