"""How the bots price money, links and deliveries in Steam (bots/evaluate.py, planner.py, solvency.py):
small seeded positions and one short game, so they stay fast."""

from __future__ import annotations

import pytest

import steamlab
from steamlab.bots.evaluate import projected_score, projections
from steamlab.bots.planner import Raising, best_plan, open_routes
from steamlab.bots.registry import make_bot
from steamlab.bots.solvency import outlook
from steamlab.engine.registry import game_info
from steamlab.games.rails.actions import EndBuild, PassMove


def _play_until(g, bots, stop):
    while not g.is_terminal() and not stop(g):
        g.apply(bots[g.current_player].choose(g))
    return g


def _first_move_with_a_delivery(rules: str, seed: int):
    g = steamlab.new_game("steam", players=4, rules=rules, seed=seed)
    bots = [make_bot("greedy", seed=seed * 16 + s) for s in range(4)]
    return _play_until(
        g, bots, lambda s: s.phase == "move" and not s.pending_points and s.deliveries(s.current_player)
    )


def test_making_a_delivery_projects_better_than_passing_it_by():
    """A cube delivered is gone in Steam: the projection must not keep crediting an open delivery for the
    move phases to come (it did, through the locomotive line, and the bots passed deliveries in hand)."""
    for seed in (7, 8):
        g = _first_move_with_a_delivery("base", seed)
        p = g.current_player
        best = max(g.deliveries(p), key=lambda d: d.points_for(p))
        assert best.points_for(p) >= 1
        delivered = g.copy()
        delivered.apply(best.move)
        while delivered.pending_points and delivered.pending_points[0][0] == p:
            delivered.apply(next(a for a in delivered.legal_actions() if getattr(a, "to", "") == "income"))
        passed = g.copy()
        passed.apply(PassMove())
        assert projected_score(delivered, p) > projected_score(passed, p), seed


@pytest.mark.usefixtures("strong_v1")
def test_a_cube_the_own_link_carries_is_not_counted_again_for_a_planned_route():
    """Steam standard, the strong seat's second move round of turn 1 (seed 1002): the purple cube at B3
    goes over its own new link, and another route from B3 would carry it too. Counted for both, making
    the delivery took the plan's goods with it and passing projected better (the seat passed)."""
    g = steamlab.new_game("steam", players=4, rules="standard", seed=1002)
    bots = [make_bot("strong" if s == 0 else "greedy", seed=1002 * 16 + s, strength=16) for s in range(4)]
    seen = []

    def second_move_of_seat_0(s):
        if s.phase == "move" and s.current_player == 0 and not s.pending_points:
            seen.append(s.turn)
        return len(seen) == 2

    _play_until(g, bots, second_move_of_seat_0)
    move = next(d.move for d in g.deliveries(0) if d.move.at == "B3")
    delivered = g.copy()
    delivered.apply(move)
    passed = g.copy()
    passed.apply(PassMove())
    assert projected_score(delivered, 0) > projected_score(passed, 0)


def test_capital_still_to_raise_can_pay_for_a_link():
    """A route the cash alone cannot pay for counts when capital still to be raised pays the rest, each
    step at its price (a dollar of capital is worth the link it pays for); too dear a step and it does not."""
    g = steamlab.new_game("steam", players=4, rules="base", seed=7)
    routes = [r for r in open_routes(g.board) if r.goods == 2 and r.cost("steam") == 6]
    assert routes
    kw = dict(budget=1, moves_after=7, point=2.6, dollar=0.3, have=0, contested=0.7, routes=routes)
    assert best_plan(g, 0, **kw).route is None  # $1 pays for nothing
    raised = best_plan(g, 0, raising=Raising(steps=10, cash=5, cost=1.0), **kw)
    assert raised.route is not None and raised.value > 0
    assert best_plan(g, 0, raising=Raising(steps=10, cash=5, cost=4.0), **kw).route is None
    assert best_plan(g, 0, raising=Raising(steps=0, cash=5, cost=1.0), **kw).route is None


def test_a_first_link_that_lifts_income_is_safe_and_beats_ending_the_build():
    """Steam standard, turn 1, after the forced $10: building the two-tile link J10-M9 (two cubes) keeps
    the player in the game by the careful outlook, tile by tile, and projects better than building
    nothing (the old outlook called the first tile unsafe: it kept cash alone as the reserve, and a
    player raising capital every turn looked safer)."""
    g = steamlab.new_game("steam", players=4, rules="standard", seed=2000)
    bots = [make_bot("strong", seed=2000 * 16 + s, strength=16) for s in range(4)]
    _play_until(g, bots, lambda s: s.phase == "build" and s.build_turn is not None)
    p = g.current_player
    link = g.copy()
    for at in ("K10", "L9"):
        link.apply(next(a for a in link.legal_actions() if a.kind == "build" and a.at == at and a.tile == "straight"))
        assert outlook(link, p).safe, at  # the first tile too: the old outlook called it unsafe
    nothing = g.copy()
    nothing.apply(EndBuild())
    link.apply(EndBuild())
    assert projected_score(link, p) > projected_score(nothing, p) + 2


def test_age_of_steam_keeps_counting_what_a_network_offers_later():
    """Goods grow every turn in Age of Steam, so its projection keeps the old lines (see GameInfo.goods_grow)."""
    assert not game_info("steam").goods_grow and game_info("age_of_steam").goods_grow
    g = steamlab.new_game("age_of_steam", players=4, seed=1)
    assert "income" not in projections(g)[0].parts


def test_four_strong_bots_build_links_and_deliver_in_steam_base():
    """A whole 4-player Steam base game at a small budget (8 leaves a move): every seat that stays in
    builds, nobody goes out, and the winner scores above 0."""
    g = steamlab.new_game("steam", players=4, rules="base", seed=2003)
    bots = [make_bot("strong", seed=2003 * 16 + s, strength=8) for s in range(4)]
    builds = [0] * 4
    while not g.is_terminal():
        p = g.current_player
        a = bots[p].choose(g)
        builds[p] += a.kind == "build"
        g.apply(a)
    scores = [s.total for s in g.scores()]
    assert not any(s.out for s in g.seats)
    assert max(scores) > 0, scores
    assert sum(b > 0 for b in builds) >= 3, builds
