"""The route planner and the money look-ahead of the projection: links worth building, capital judged
over the turns it is owed, stopping always a choice."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.bots.evaluate import board_links, projections
from steamlab.bots.planner import MAX_TILES, best_plan, map_routes, next_hexes, open_routes
from steamlab.bots.players import candidates
from steamlab.games.rails.actions import Build, RaiseCapital


def standard_game(seed: int = 1) -> steamlab.engine.state.GameState:
    return steamlab.new_game("steam", players=4, rules="standard", seed=seed)


def test_map_routes_join_two_cities_over_empty_buildable_hexes():
    g = standard_game()
    m = g.board.map
    routes = map_routes(m)
    assert routes and map_routes(m) is routes  # found once per map
    for r in routes:
        assert r.start in m.city_hexes and r.target in m.city_hexes and r.start != r.target
        assert 1 <= len(r.hexes) <= MAX_TILES
        assert all(h not in m.city_hexes and h not in m.town_hexes and m.cells[h].buildable for h in r.hexes)
        chain = [r.start, *r.hexes, r.target]
        assert all(a.distance(b) == 1 for a, b in zip(chain, chain[1:], strict=False))
        assert r.cost("steam") >= 2 * len(r.hexes)


def test_open_routes_count_the_goods_a_link_would_carry():
    g = standard_game()
    board = g.board
    for r in open_routes(board):
        want = sum(c == r.route.colors[1] for c in board.cubes.get(r.route.start, ()))
        want += sum(c == r.route.colors[0] for c in board.cubes.get(r.route.target, ()))
        assert r.goods == want > 0


def _first_tile_along(g, route):
    """The legal build on the route's first hex whose track continues it (the plan's own choice)."""
    turn = g.build_turn
    for option in turn.options_at(route.hexes[0]):
        if option.cost is None:
            continue
        trial = g.copy()
        trial.apply(option.build)
        own = open_routes(trial.board, board_links(trial.board), turn.player)
        if any(o.route == route and o.first == 1 for o in own):
            return option.build, trial
    return None, None


def test_a_route_begun_is_continued_and_costs_only_what_is_left():
    g = standard_game()
    bot_rng = random.Random(1)
    while g.phase != "build":
        g.apply(random.choice(candidates(g, bot_rng)))
    player = g.build_turn.player
    g.seats[player].cash = 30
    routes = [r.route for r in open_routes(g.board) if len(r.route.hexes) >= 2]
    begun = [(r, *_first_tile_along(g, r)) for r in routes]
    route, build, after = next(b for b in begun if b[1] is not None)
    assert isinstance(build, Build)
    own = [o for o in open_routes(after.board, board_links(after.board), player) if o.route == route]
    assert own and own[0].cost("steam") == route.cost("steam", 1) < route.cost("steam")
    assert route.hexes[1] in next_hexes(after.board, board_links(after.board), player, 99, "steam")


def test_best_plan_needs_the_money_and_the_turns():
    g = standard_game()
    routes = open_routes(g.board)
    kwargs = {"moves_after": 6, "point": 2.0, "dollar": 0.3, "have": 0, "contested": 0.7, "routes": routes}
    rich = best_plan(g, 0, budget=30, **kwargs)
    assert rich.route is not None and rich.value > 0 and rich.cost <= 30
    assert best_plan(g, 0, budget=0, **kwargs).route is None
    cheapest = min(r.cost("steam") for r in routes)
    assert best_plan(g, 0, budget=cheapest - 1, **kwargs).route is None
    assert best_plan(g, 0, budget=30, **{**kwargs, "moves_after": 0}).route is None


def _passive(g):
    """A player that builds nothing: stops, passes, drops out, else the first action in text order."""
    actions = g.legal_actions()
    for kind in ("end_build", "pass_move", "drop_out", "free_pass"):
        stop = [a for a in actions if a.kind == kind]
        if stop:
            return stop[0]
    return min(actions, key=str)


def test_capital_without_a_link_to_pay_for_is_a_loss():
    """Steam standard, turn 2 on: capital is $5 now and $1 owed every income phase left; with no
    affordable route that carries goods, every step projects worse than none."""
    g = standard_game()
    while not (g.turn == 2 and g.phase == "capital"):
        g.apply(_passive(g))
    p = g.current_player
    g.board.cubes.clear()  # nothing to deliver anywhere: no plan can pay
    values = {}
    for action in g.legal_actions():
        assert isinstance(action, RaiseCapital)
        trial = g.copy()
        trial.apply(action)
        values[action.steps] = projections(trial, [p])[0].total
    assert max(values, key=values.__getitem__) == 0, (values, g.seats[p])


@pytest.mark.usefixtures("strong_v1")
def test_ending_the_build_turn_is_always_among_the_candidates():
    g = standard_game()
    rng = random.Random(2)
    seen = 0
    while g.turn == 1 and not g.is_terminal():
        if any(a.kind == "end_build" for a in g.legal_actions()):
            kinds = {a.kind for a in candidates(g, random.Random(seen), 4)}
            assert "end_build" in kinds
            seen += 1
        g.apply(random.choice(candidates(g, rng)))
    assert seen >= 4
