"""Steam standard: a seat finishes its plan's begun link this turn though the last tiles eat into the reserve for
this turn's expenses, as far as the link's own deliveries this turn pay it back (steamlab.bots.steam_plan.FINISH_LINK;
twenty-fifth session, issue 43); and the first turn's capital for the plan left when the other seats take the hexes
they plan (CONTESTED_FIRST_TURN). Both only in a search with roll-outs (steam_plan.full_search: strength 24 and
more), so greedy and the quick strengths play as before. Both are off in both editions today (docs/bots.md, twenty-fifth
session): these tests switch them on."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.bots import steam_plan
from steamlab.bots.computer import computer_action
from steamlab.bots.editions import playing
from steamlab.bots.network import follow_build, network_plan
from steamlab.bots.players import candidates


@pytest.fixture(autouse=True)
def _knobs_on(monkeypatch):
    """Both knobs are off in both editions (held out, twenty-fifth session); these tests switch them on to check
    what they do."""
    monkeypatch.setattr(steam_plan, "FINISH_LINK", True)
    monkeypatch.setattr(steam_plan, "CONTESTED_FIRST_TURN", True)


def _short_of_a_link(seed: int = 5003):
    """The first position of a quick self-play game (3 players) where the mover's plan's begun link could be
    finished this turn with its deliveries' credit but not without: (game, player)."""
    g = steamlab.new_game("steam", players=3, rules="standard", seed=seed)
    while not g.is_terminal():
        p = g.current_player
        if p >= 0 and g.phase == "build" and not g.urbanize_pending and steam_plan._growth_now(g, p) is None:
            with steam_plan.full_search(True):
                credit = steam_plan.finish_credit(g, p)
            actions = g.legal_actions()
            if credit > 0 and follow_build(g, actions, tile_by_tile=True) == actions:
                return g, p
        g.apply(computer_action(g, 8))
    raise AssertionError("no such position")


def test_the_credit_is_the_links_deliveries_and_narrows_the_build_to_its_next_tile():
    g, p = _short_of_a_link()
    plan = network_plan(g, p)
    assert plan is not None
    first = plan.routes[0]
    with steam_plan.full_search(True):
        credit = steam_plan.finish_credit(g, p)
        built = candidates(g, random.Random(1))
    assert 0 < credit <= min(steam_plan.EXPECTED_DELIVERIES, first.goods)
    free = steam_plan._free(g, p)
    assert free < first.cost("steam") <= free + credit  # one dollar or two short of the last tiles
    assert built and all(a.kind == "build" for a in built)  # no End building: the link is finished
    assert {a.at for a in built} == {steamlab.core.hexgrid.label(plan.next_hex)}


def test_without_the_knob_in_strong_v1_or_greedy_the_build_is_left_to_the_search(monkeypatch):
    g, p = _short_of_a_link()
    assert steam_plan.finish_credit(g, p) == 0  # outside a search with roll-outs: greedy, the quick strengths
    assert any(a.kind == "end_build" for a in candidates(g, random.Random(1)))
    with steam_plan.full_search(True):
        with playing("strong_v1"):
            assert steam_plan.finish_credit(g, p) == 0
        monkeypatch.setattr(steam_plan, "FINISH_LINK", False)
        assert steam_plan.finish_credit(g, p) == 0
        assert any(a.kind == "end_build" for a in candidates(g, random.Random(1)))


def test_only_a_search_with_roll_outs_sets_the_full_search(monkeypatch):
    from steamlab.bots import search

    g = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    while g.current_player < 0:
        g.apply(g.legal_actions()[0])
    seen = []
    real = steam_plan.follow

    def spy(state, actions):
        seen.append(steam_plan._FULL_SEARCH)
        return real(state, actions)

    monkeypatch.setattr(steam_plan, "follow", spy)  # what players.candidates calls
    search.search(g, iterations=8)
    assert seen and not any(seen)
    seen.clear()
    search.search(g, iterations=24)
    assert seen and all(seen)
    assert steam_plan._FULL_SEARCH is False


def _first_capital(seed: int):
    g = steamlab.new_game("steam", players=3, rules="standard", seed=seed)
    while g.current_player < 0:
        g.apply(g.legal_actions()[0])
    return g


def test_the_first_turns_capital_pays_the_plan_left_when_the_others_take_theirs(monkeypatch):
    """Turn 1 (steamlab.bots.steam_plan.CONTESTED_FIRST_TURN): never fewer steps than the seat's own plan asks,
    more where the plan left once the others take the hexes they plan costs more this turn; later turns as before."""
    more = 0
    for seed in range(1, 25):
        g = _first_capital(seed)
        p = g.current_player
        off = steam_plan.capital_for_plan(g, p)  # outside a search with roll-outs: as before
        with steam_plan.full_search(True):
            on = steam_plan.capital_for_plan(g, p)
            monkeypatch.setattr(steam_plan, "CONTESTED_FIRST_TURN", False)
            assert steam_plan.capital_for_plan(g, p) == off
            monkeypatch.setattr(steam_plan, "CONTESTED_FIRST_TURN", True)
        assert on >= off >= 2
        more += on > off
    assert more > 0
    g = _first_capital(3)
    g.turn = 2
    with steam_plan.full_search(True):
        assert steam_plan._contested_plan(g, g.current_player) is None
