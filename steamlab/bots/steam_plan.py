"""Steam standard: the network plan's money, tiles and action tiles, followed as a policy (issue 43).

Every seat the computer, Steam standard went broke: seats raised only the $10 of capital the first turn
forces, laid three tiles and stopped, and their incomes (-2 after that capital, $1 of locomotive maintenance
a turn) slid to -10 and bankruptcy; at the quick strengths the action tiles all projected alike and the first
listed was taken, so City Growth and Urbanization were never chosen (docs/bots.md, "Steam on held-out seeds").
This module is Age of Steam's plan (:mod:`steamlab.bots.network`: the same links from the same hub, the same
tile-by-tile building, :func:`~steamlab.bots.network.follow_build`) with Steam standard's money and tiles; the
candidate actions (:func:`steamlab.bots.players.candidates`, which greedy, the tree search and its roll-outs all
use, so the Hint too) follow it:

* in the capital phase (:func:`capital_for_plan`), always the steps that pay this turn's expenses (a step
  brings $5 for an income step, a shortfall $2), and those for the plan's next tiles (its first link whole, or
  its next three tiles if dearer) no lower than the seat's links and plan can carry back (the income left after
  raising at least minus their cubes, :data:`CARRY_FLOOR` at most);
* in the action selection, the Locomotive tile where the locomotive holds deliveries back
  (:func:`~steamlab.bots.network.loco_limited`), else City Growth where the supply's cubes put on a city of the
  seat's network could be delivered over its own links (:func:`best_growth`), else Engineer where the plan's
  fourth tile is paid (:func:`wants_engineer`);
* in the build turn, the City Growth placement that gives the seat the most (when it took the tile), then
  the plan's tiles, a link begun once its next tile is paid (:data:`TILE_BY_TILE`) and only where the turn lays
  it whole (:data:`BEGIN_WHOLE`: else the plan among the links the turn lays whole, or no tile);
* in the move phase, no locomotive upgrade unless it would open better deliveries;
* in the turn-order auction, where the search rolls its bids out (strength 24 and more), its bids no higher
  than the cash less this turn's expenses and the plan's tiles of this turn (:func:`within_means`, applied by
  :func:`steamlab.bots.search.search`'s tree only: greedy and the quick strengths bid as before): at the full
  strength the roll-outs, which see the place a bid buys but not the tiles its dollars would have laid, bid away
  the capital raised for the plan.

Measured (3 players, every seat :func:`~steamlab.bots.computer.computer_action` at strength 8, seeds 9000-9039
never used while tuning): seats out 0.07 (Wilson 95% 0.03-0.13) against 0.55, seats' mean 8.7 (6.1 to 11.3)
against -16.2, winners' median 21 against -15; at the full strength (48) no better than before until the search's
bids were kept within the seat's means (:data:`AUCTION_RESERVE`): held out, seeds 9000-9013, 3 of 42 seats out
against 8 of 42, seats' mean 14.5 (8.8 to 20.1) against -1.1 (-5.7 to 3.5). docs/bots.md, "Steam standard: a
network plan" and "Steam standard at the full strength: the auction within the seat's means".

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="standard", seed=5)
>>> while g.current_player < 0:
...     g.apply(g.legal_actions()[0])
>>> applies(g), capital_for_plan(g, g.current_player) >= 2  # the first turn: at least the $10 the rules ask
(True, True)
"""

from __future__ import annotations

import math
from typing import Any

from steamlab.bots.network import BUILD_LIMIT, expenses_beyond_income, follow_build, loco_limited, network_plan, turn_cost
from steamlab.bots.planner import COST_COLUMN, OpenRoute
from steamlab.core.hexgrid import Hex, label, parse_label
from steamlab.engine.state import Action, GameState

FOLLOW = True
"""Whether the plan steers Steam standard's candidates (off: the strong bot of before, ``strong_v1``, see
:mod:`steamlab.bots.editions`)."""
TILE_BY_TILE = True
"""Whether a planned link is begun when only its next tiles are paid (the rest next turn)."""
ENGINEER = True
"""Whether the plan takes Engineer where its fourth tile is wanted and paid."""
EXPECTED_DELIVERIES = 2
"""This turn's deliveries over the seat's own links counted before they are made (income before the income
phase), at most: two move rounds, one cube each."""
AUCTION_RESERVE = True
"""Whether a search with roll-outs bids in the turn-order auction only what the seat's cash leaves over this
turn's expenses (:func:`within_means`): seats out at the full strength had bid away the dollars their income
phase then asked for, and fell three to five income steps in one turn. The search's own decisions only: greedy
(and so the roll-outs' seats off the tree's line) bids as before, and so does the tree of the quick strengths,
which judges a bid one step on (the dollars gone, the place not yet used) and bids little."""
AUCTION_KEEPS_PLAN = True
"""Whether that reserve keeps the plan's tiles of this turn too (:func:`bid_cap`): the capital raised for them
was bid away at the full strength (seed 5000, turn 3: $10 of $11), and the seat then built nothing."""
BEGIN_WHOLE = True
"""Whether a link not yet begun is begun only in a build turn that lays it whole, its tiles within the turn's
and its dollars within the cash this turn's expenses leave (:func:`left_unlaid`); else the seat builds the plan
among the links it can lay whole now, or lays no tile (:func:`_build`). Seats that went out had begun links they
could not finish in the turn (:data:`TILE_BY_TILE`, or the next tiles the cash paid), lost them to the seats
building next, and had nothing left to deliver. Held out (every seat the computer, seeds 9000-9039): 3 players
at 8, 1 of 120 seats out against 8; at 16, 0 against 11; at 48 (9000-9013), 0 of 42 against 3 (docs/bots.md,
"Steam standard: a link begun only where the turn lays it whole")."""
CARRY_FLOOR = 6
"""The lowest income a seat raises capital down to: -6 at most, and no lower than minus the cubes its links
and its plan carry (a cube delivered over an own link is an income step back)."""


def applies(state: GameState) -> bool:
    """Whether the plan steers ``state``'s candidates: Steam standard only (and :data:`FOLLOW`).

    >>> import steamlab
    >>> applies(steamlab.new_game("steam", players=3, rules="base", seed=1))
    False
    """
    return FOLLOW and state.game == "steam" and bool(getattr(state, "standard", False))


def own_goods(state: GameState, player: int) -> int:
    """Cubes the seat's own complete links can deliver now, one a cube (each its best delivery scoring the seat)."""
    from steamlab.bots.evaluate import _deliveries

    game: Any = state
    found = _deliveries(game, {player: game.seats[player].locomotive}).get(player, [])
    cubes = {(d.move.at, d.move.color) for d in found if d.points_for(player) > 0}
    return sum(sum(1 for c in game.board.cubes.get(parse_label(at), ()) if c == color) for at, color in cubes)


def capital_for_plan(state: GameState, player: int) -> int:
    """Capital steps to raise now (see the module docstring): this turn's expenses (maintenance and negative
    income, less the deliveries its own links can make this turn) less the cash, always (a step raises $5 for
    an income step, a shortfall $2); and the plan's first link whole or its next
    :data:`~steamlab.bots.network.BUILD_LIMIT` tiles if dearer, down to no lower an income than the seat's
    cubes can carry back. Each step is $5 and $1 more of this turn's expenses; within the rules' range."""
    game: Any = state
    seat = game.seats[player]
    lo, hi = game._capital_range(player)
    step = int(game.data["capital_step"]) - 1  # each step adds $1 to this turn's expenses
    carried = own_goods(state, player)
    short = max(0, seat.locomotive - seat.income - min(EXPECTED_DELIVERIES, carried)) - seat.cash
    steps = max(0, math.ceil(short / step))
    plan = network_plan(state, player)
    if plan is not None:
        build = max(plan.routes[0].cost(state.game), turn_cost(plan, state.game, BUILD_LIMIT))
        more = max(0, math.ceil((short + build) / step)) - steps
        floor = -min(CARRY_FLOOR, carried + plan.goods)
        steps += max(0, min(more, seat.income - steps - floor))
    return int(max(lo, min(hi, steps)))


def growth_gain(state: GameState, player: int, at: Hex, cubes: list[str]) -> int:
    """Points the seat's own deliveries of ``cubes`` would score if they were put on city ``at`` (each cube
    its best delivery for the seat, over the links there are now)."""
    from steamlab.bots.evaluate import _deliveries

    trial: Any = state.copy()
    trial.board.cubes.setdefault(at, []).extend(cubes)
    found = _deliveries(trial, {player: trial.seats[player].locomotive}).get(player, [])
    best: dict[str, int] = {}
    for d in found:
        if d.move.at == label(at):
            best[d.move.color] = max(best.get(d.move.color, 0), d.points_for(player))
    return sum(best.get(c, 0) for c in cubes)


def best_growth(state: GameState, player: int) -> tuple[int, Action] | None:
    """The City Growth placement worth most to the seat, on a city its own complete links reach, with its
    :func:`growth_gain`; ``None`` where none gains (or no marker or supply cube is left)."""
    from steamlab.bots.evaluate import board_links
    from steamlab.games.rails.actions import CityGrowth

    game: Any = state
    if len(game.growth_marks) >= game.data["city_growth_markers"]:
        return None
    board = game.board
    marked = {h for h, city in game.map.cities() if city.growth_marker} | {parse_label(x) for x in game.growth_marks}
    cities = sorted({h for lk in board_links(board) if lk.owner == player and lk.complete
                     for h in (lk.start.hex, lk.end.hex) if board.city_color(h) and h not in marked}, key=label)  # fmt: skip
    best: tuple[int, Action] | None = None
    for h in cities:
        for i, cubes in enumerate(game.supply):
            if not cubes:
                continue
            gain = growth_gain(state, player, h, list(cubes))
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, CityGrowth(label(h), i + 1))
    return best


def follow(state: GameState, actions: list[Action]) -> list[Action]:
    """``actions`` (a bot's candidates) narrowed to the seat's plan where it decides (see the module
    docstring); unchanged elsewhere, or where the plan's move is not among them."""
    if not applies(state):
        return actions
    game: Any = state
    player = state.current_player
    if player < 0 or game.pending_points:
        return actions
    if game.phase == "capital":
        n = capital_for_plan(state, player)
        chosen = [a for a in actions if a.kind == "raise_capital" and getattr(a, "steps", -1) == n]
        chosen = chosen or [a for a in state.legal_actions() if a.kind == "raise_capital" and a.steps == n]  # type: ignore[attr-defined]
        return chosen or actions
    if game.phase == "actions":
        return _choose_tile(state, player, actions)
    if game.phase == "build":
        if game.urbanize_pending:
            return actions  # the new city's supply cubes first: no tile is legal now
        growth = _growth_now(state, player)
        if growth is not None:
            return [growth]
        return _build(state, player, actions)
    upgrade = game.phase == "move" and any(a.kind == "upgrade_locomotive" for a in actions)
    if upgrade and not loco_limited(state, player):
        return [a for a in actions if a.kind != "upgrade_locomotive"] or actions
    return actions


def _build(state: GameState, player: int, actions: list[Action]) -> list[Action]:
    """The build turn's candidates: the plan's next tile (:func:`~steamlab.bots.network.follow_build`); with
    :data:`BEGIN_WHOLE`, where the plan's next link is not begun and this turn would leave some of it unlaid, the
    next tile of the plan among the links this turn lays whole, and where there is none, every action but a tile."""
    plan = network_plan(state, player)
    if plan is None:
        return actions  # as follow_build leaves them without a plan (not worked out a second time there)
    if BEGIN_WHOLE and plan.routes[0].first == 0 and left_unlaid(state, player, plan.routes[0]):
        plan = network_plan(state, player, keep=lambda r: not left_unlaid(state, player, r))
        if plan is None:
            return [a for a in actions if a.kind != "build"] or actions
    return follow_build(state, actions, tile_by_tile=TILE_BY_TILE, plan=plan)


def left_unlaid(state: GameState, player: int, route: OpenRoute) -> list[Hex]:
    """The route's hexes this build turn would leave unlaid: beyond the tiles the turn has left and beyond
    those the seat's free dollars pay (each tile at the planner's estimate), in the route's order."""
    game: Any = state
    turn = game.build_turn
    room = turn.limit - turn.done if turn is not None else 0
    free = _free(state, player)
    k = route.first
    while k < len(route.route.hexes) and k - route.first < room:
        free -= route.route.costs[k][COST_COLUMN.get(state.game, 0)]
        if free < 0:
            break
        k += 1
    return list(route.route.hexes[k:])


def within_means(state: GameState, actions: list[Action]) -> list[Action]:
    """``actions`` without the turn-order bids above the mover's cash less this turn's expenses beyond its
    income (:func:`~steamlab.bots.network.expenses_beyond_income`), where the plan applies and
    :data:`AUCTION_RESERVE` is on; a seat that cannot bid that drops out or passes (never left with none).

    >>> import steamlab
    >>> from steamlab.games.rails.actions import Bid, DropOut
    >>> g = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    >>> while g.phase != "auction":
    ...     g.apply(g.legal_actions()[0])
    >>> g.seats[g.current_player].cash = 20
    >>> cap = bid_cap(g, g.current_player)
    >>> kept = within_means(g, [Bid(n) for n in range(21)] + [DropOut()])
    >>> 0 <= cap < 20 and kept == [Bid(n) for n in range(cap + 1)] + [DropOut()]
    True
    """
    game: Any = state
    if not (AUCTION_RESERVE and applies(state) and game.phase == "auction" and state.current_player >= 0):
        return actions
    cap = bid_cap(state, state.current_player)
    return [a for a in actions if a.kind != "bid" or getattr(a, "amount", 0) <= cap] or actions


def bid_cap(state: GameState, player: int) -> int:
    """The most the seat bids (:func:`within_means`): its cash less this turn's expenses beyond its income and,
    with :data:`AUCTION_KEEPS_PLAN`, less its plan's tiles of this turn
    (:data:`~steamlab.bots.network.BUILD_LIMIT` of them)."""
    game: Any = state
    seat = game.seats[player]
    plan = network_plan(state, player) if AUCTION_KEEPS_PLAN else None
    tiles = turn_cost(plan, state.game, BUILD_LIMIT) if plan is not None else 0
    return int(seat.cash - expenses_beyond_income(game, seat) - tiles)


def _choose_tile(state: GameState, player: int, actions: list[Action]) -> list[Action]:
    """The action tile the plan asks for: Locomotive when it limits deliveries, else City Growth where it
    gains the seat deliveries, else Engineer where the plan's fourth tile is paid too (:func:`wants_engineer`);
    else ``actions`` unchanged."""
    tiles = {getattr(a, "tile", None): a for a in actions}
    if "locomotive" in tiles and loco_limited(state, player):
        return [tiles["locomotive"]]
    if "city_growth" in tiles and best_growth(state, player) is not None:
        return [tiles["city_growth"]]
    if ENGINEER and "engineer" in tiles and wants_engineer(state, player):
        return [tiles["engineer"]]
    return actions


def _free(state: GameState, player: int) -> int:
    """Dollars the seat can spend on track now, this turn's expenses kept."""
    game: Any = state
    seat = game.seats[player]
    return int(seat.cash - game.committed(player) - expenses_beyond_income(game, seat))


def wants_engineer(state: GameState, player: int) -> bool:
    """Whether the plan has more tiles still to lay than a build turn lays and the seat can pay one more."""
    plan = network_plan(state, player)
    if plan is None:
        return False
    left = sum(len(r.route.hexes) - r.first for r in plan.routes)
    return left > BUILD_LIMIT and turn_cost(plan, state.game, BUILD_LIMIT + 1) <= _free(state, player)


def _growth_now(state: GameState, player: int) -> Action | None:
    """The City Growth placement to make now: the seat took the tile, has not used it this build turn, and
    :func:`best_growth` finds one that gains it deliveries (and it is legal)."""
    game: Any = state
    turn = game.build_turn
    if turn is None or turn.player != player or game.urbanize_pending or game.city_growth_used:
        return None
    if game.seats[player].action != "city_growth":
        return None
    found = best_growth(state, player)
    if found is None or state.why_illegal(found[1]) is not None:
        return None
    return found[1]
