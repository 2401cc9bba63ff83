"""Game knowledge the bots use to choose which actions to look at, keyed by game.

A position may offer hundreds of legal builds; judging each is too slow for a
bot, and a random sample mostly finds tiles in the middle of nowhere. So
:func:`focus` keeps every action of these kinds, then fills up with a random
sample:

* every action without fields (pass, end building, drop out): stopping is
  always a choice;
* Steam and Age of Steam, build phase: tiles laid across the open end of one
  of the mover's incomplete links (finishing a link is what pays) and on the
  next hex of the planner's best routes (:mod:`steamlab.bots.planner`), and
  tiles next to a city or town that has goods (where a new link starts).

>>> import random, steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> len(focus(g, g.legal_actions(), random.Random(1), 24)) <= 24
True
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from steamlab.core.hexgrid import label
from steamlab.engine.state import Action, GameState


def focus(state: GameState, actions: list[Action], rng: random.Random, sample: int) -> list[Action]:
    """At most ``sample`` of ``actions`` (all of them when there are few), tier by tier (see the
    module docstring): every action without fields (passing, ending the build turn: always a
    choice), every extension of an own link, then of a planned route, then builds
    next to goods, then the rest, sampling at random within the tier that overflows; the original
    order is kept."""
    if len(actions) <= sample:
        return actions
    rail = state.info.rails
    own, planned, near = _rail_build_targets(state) if rail else (set(), set(), set())
    tiers: list[list[Action]] = [[], [], [], [], []]
    for a in actions:
        at = getattr(a, "at", None) if a.kind == "build" else None
        fieldless = not dataclasses.fields(a)
        tier = 0 if fieldless else 1 if at in own else 2 if at in planned else 3 if at in near else 4
        tiers[tier].append(a)
    keep: set[Action] = set()
    for group in tiers:
        room = sample - len(keep)
        if room <= 0:
            break
        keep.update(group if len(group) <= room else rng.sample(group, room))
    return [a for a in actions if a in keep]


def options(state: GameState, rng: random.Random, sample: int) -> list[Action]:
    """The legal actions a bot starts from. In a Steam or Age of Steam build turn, listing every
    legal build of a position never seen costs tens of milliseconds or more, so only the builds on
    a few hexes are listed: every hex across an own open end and where the planner's best routes
    go on -- only those when there are any, so that a bot follows its plan instead of laying stubs
    everywhere -- else hexes next to goods, then other candidate hexes, at random, until ``sample``
    builds are found (on each hex the tiles costing at most $1 more than its cheapest: a costly
    complex tile is for crossing track, rarely the way on); plus every other legal action.
    Everywhere else: ``legal_actions()``."""
    if not state.info.rails:
        return state.legal_actions()
    game: Any = state
    turn = game.build_turn
    if game.phase != "build" or turn is None or game.pending_points or game._build_blocked() is not None:
        return state.legal_actions()
    others: list[Action] = game.other_actions()
    if turn.done >= turn.limit:
        return others
    own, planned, near = _rail_build_targets(game)
    ends = own | planned
    hexes = turn.candidate_hexes()
    rng.shuffle(hexes)
    if ends:  # own links to extend or planned routes to follow: no stray stubs elsewhere
        hexes = [h for h in hexes if label(h) in ends]
    hexes.sort(key=lambda h: 0 if label(h) in ends else 1 if label(h) in near else 2)
    cash = game.seats[turn.player].cash
    builds: list[Action] = []
    for h in hexes:
        if len(builds) >= sample and label(h) not in ends:
            break
        affordable = [o for o in turn.options_at(h) if o.cost is not None and o.cost.total <= cash]
        if affordable:  # the cheap tiles of a hex: a complex tile only when it costs no more than $1 over
            cheapest = min(o.cost.total for o in affordable if o.cost is not None)
            builds.extend(o.build for o in affordable if o.cost is not None and o.cost.total <= cheapest + 1)
    return builds + others


def without_gifts(state: GameState, actions: list[Action]) -> list[Action]:
    """``actions`` less the deliveries that would score the mover nothing and a rival something, where
    passing is among them: carrying a cube over rivals' links only raises their income. The projection
    cannot see why not -- the mover's own score is the same either way -- so greedy, and the strong bot's
    roll-outs, chose between such a delivery and passing by chance: in Age of Steam games of 1 strong vs
    3 greedy the winner was often the seat the others carried cubes for (seed 1001: a seat won with 19,
    9 of its 11 income from rivals' deliveries; the strong seat carried 6 cubes, all for rivals). A cube
    carried to keep it from a rival who would score more with it is a real move, but a rare one.

    >>> import steamlab
    >>> g = steamlab.new_game("age_of_steam", players=3, seed=1)
    >>> without_gifts(g, g.legal_actions()) == g.legal_actions()  # no move phase yet
    True
    """
    if not any(a.kind == "pass_move" for a in actions) or not any(a.kind == "move_goods" for a in actions):
        return actions
    game: Any = state
    p = state.current_player
    gifts = {d.move for d in game.deliveries(p) if d.points_for(p) == 0 and any(n for _, n in d.points)}
    return [a for a in actions if a not in gifts]


def finishing_builds(state: GameState, limit: int) -> list[Action]:
    """Steam and Age of Steam build turns: up to ``limit`` legal, affordable tiles on the hex across
    the open end of one of the mover's incomplete links that lies next to a station other than the
    link's start (tiles that may finish the link); none elsewhere."""
    if not state.info.rails:
        return []
    game: Any = state
    turn = game.build_turn
    if game.phase != "build" or turn is None or game.pending_points or turn.done >= turn.limit:
        return []
    from steamlab.bots.evaluate import board_links

    board = game.board
    stations = set(board.map.city_hexes) | set(board.new_cities) | {h for h, _ in board.map.towns()}
    cash = game.seats[turn.player].cash
    out: list[Action] = []
    for link in board_links(board):
        if link.owner != turn.player or link.complete or link.open_end is None:
            continue
        h, edge = link.open_end
        nxt = board.map.neighbor(h, edge)
        if nxt is None or not any(n in stations and n != link.start.hex for n in board.map.neighbor_table[nxt] if n):
            continue
        out.extend(o.build for o in turn.options_at(nxt) if o.cost is not None and o.cost.total <= cash)
    return out[:limit]


def _rail_build_targets(state: Any) -> tuple[set[str], set[str], set[str]]:
    """Labels of hexes worth building on for the mover: across own open ends; where the planner's
    best routes go on (:func:`steamlab.bots.planner.next_hexes`); next to goods."""
    from steamlab.bots.evaluate import board_links
    from steamlab.bots.planner import next_hexes

    ends: set[str] = set()
    near: set[str] = set()
    if state.phase != "build" or state.build_turn is None:
        return ends, set(), near
    player = state.build_turn.player
    board = state.board
    links = board_links(board)
    budget = state.seats[player].cash
    planned = {label(h) for h in next_hexes(board, links, player, budget, state.game)}
    for link in links:
        if link.owner == player and not link.complete and link.open_end is not None:
            h, edge = link.open_end
            n = board.map.neighbor(h, edge)
            if n is not None:
                ends.add(label(n))
    for h, cubes in board.cubes.items():
        if cubes:
            for n in board.map.neighbor_table.get(h, ()):
                if n is not None and n not in board.tiles:
                    near.add(label(n))
    return ends, planned, near
