"""Steam standard's turn-order auction: a search with roll-outs bids no more than the seat's cash leaves over this
turn's expenses and its plan's tiles (steamlab.bots.steam_plan.AUCTION_RESERVE, AUCTION_KEEPS_PLAN; issue 43); greedy
and the quick strengths bid as before."""

from __future__ import annotations

import random

import steamlab
from steamlab.bots import steam_plan
from steamlab.bots.computer import computer_choices
from steamlab.bots.editions import playing
from steamlab.bots.network import BUILD_LIMIT, expenses_beyond_income, network_plan, turn_cost
from steamlab.bots.players import candidates


def _auction(cash: int, income: int = -2, seed: int = 5):
    """A Steam standard game (3 players) at its first auction, the seat to bid with ``cash`` and ``income``."""
    g = steamlab.new_game("steam", players=3, rules="standard", seed=seed)
    while g.phase != "auction":
        g.apply(g.legal_actions()[0])
    seat = g.seats[g.current_player]
    seat.cash, seat.income = cash, income
    return g


def _bids(actions) -> list[int]:
    return [a.amount for a in actions if a.kind == "bid"]


def test_the_cap_keeps_this_turns_expenses_and_the_plans_tiles():
    g = _auction(cash=20)
    p = g.current_player
    seat = g.seats[p]
    plan = network_plan(g, p)
    assert plan is not None
    tiles = turn_cost(plan, "steam", BUILD_LIMIT)
    assert tiles > 0 and expenses_beyond_income(g, seat) == 1 + 2
    assert steam_plan.bid_cap(g, p) == 20 - 3 - tiles


def test_the_search_bids_no_more_than_the_cap():
    g = _auction(cash=20)
    cap = steam_plan.bid_cap(g, g.current_player)
    assert 0 <= cap < max(_bids(g.legal_actions())) == 20
    kept = steam_plan.within_means(g, g.legal_actions())
    assert max(_bids(kept)) == cap and any(a.kind == "drop_out" for a in kept)
    assert all(b <= cap for b in _bids([c.action for c in computer_choices(g, 24)]))  # a search with roll-outs


def test_the_quick_strengths_bid_as_before(monkeypatch):
    g = _auction(cash=20)
    cap = steam_plan.bid_cap(g, g.current_player)
    g.seats[g.current_player].cash = 20 - cap + 1  # the cap is now $1
    quick = [c.action for c in computer_choices(g, 8)]
    monkeypatch.setattr(steam_plan, "AUCTION_RESERVE", False)
    assert [c.action for c in computer_choices(g, 8)] == quick  # no roll-outs at 8: the tree bids as it did


def test_a_seat_that_cannot_keep_its_reserve_bids_nothing():
    g = _auction(cash=3, income=-3)
    kept = steam_plan.within_means(g, g.legal_actions())
    assert _bids(kept) == [] and kept  # it drops out (or passes)


def test_without_the_plans_tiles_the_cap_is_the_cash_less_the_expenses(monkeypatch):
    g = _auction(cash=20)
    monkeypatch.setattr(steam_plan, "AUCTION_KEEPS_PLAN", False)
    assert steam_plan.bid_cap(g, g.current_player) == 20 - 3


def test_greedy_and_strong_v1_bid_as_before():
    g = _auction(cash=20)
    cap = steam_plan.bid_cap(g, g.current_player)
    g.seats[g.current_player].cash = 20 - cap + 1  # the cap is now $1
    assert steam_plan.bid_cap(g, g.current_player) == 1
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
