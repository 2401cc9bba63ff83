"""Game knowledge the bots use to choose which actions to look at, keyed by game.

A position may offer hundreds of legal builds; judging each is too slow for a
bot, and a random sample mostly finds tiles in the middle of nowhere. So
:func:`focus` keeps every action of these kinds, then fills up with a random
sample:

* Steam and Age of Steam, build phase: tiles laid across the open end of one
  of the mover's incomplete links (finishing a link is what pays), and tiles
  next to a city or town that has goods (where a new link starts);
* every action without fields (pass, end building, drop out).

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
    module docstring): every extension of an own link, every action without fields, then builds
    next to goods, then the rest, sampling at random within the tier that overflows; the original
    order is kept."""
    if len(actions) <= sample:
        return actions
    ends, near = _rail_build_targets(state) if state.game in ("steam", "age_of_steam") else (set(), set())
    tiers: list[list[Action]] = [[], [], [], []]
    for a in actions:
        at = getattr(a, "at", None) if a.kind == "build" else None
        tier = 0 if at in ends else 1 if not dataclasses.fields(a) else 2 if at in near else 3
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
    a few hexes are listed: every hex across an own open end, then hexes next to goods, then other
    candidate hexes, at random, until ``sample`` builds are found; plus every other legal action.
    Everywhere else: ``legal_actions()``."""
    if state.game not in ("steam", "age_of_steam"):
        return state.legal_actions()
    game: Any = state
    turn = game.build_turn
    if game.phase != "build" or turn is None or game.pending_points or game._build_blocked() is not None:
        return state.legal_actions()
    others: list[Action] = game.other_actions()
    if turn.done >= turn.limit:
        return others
    ends, near = _rail_build_targets(game)
    hexes = turn.candidate_hexes()
    rng.shuffle(hexes)
    hexes.sort(key=lambda h: 0 if label(h) in ends else 1 if label(h) in near else 2)
    cash = game.seats[turn.player].cash
    builds: list[Action] = []
    for h in hexes:
        if len(builds) >= sample and label(h) not in ends:
            break
        builds.extend(o.build for o in turn.options_at(h) if o.cost is not None and o.cost.total <= cash)
    return builds + others


def finishing_builds(state: GameState, limit: int) -> list[Action]:
    """Steam and Age of Steam build turns: up to ``limit`` legal, affordable tiles on the hex across
    the open end of one of the mover's incomplete links that lies next to a station other than the
    link's start (tiles that may finish the link); none elsewhere."""
    if state.game not in ("steam", "age_of_steam"):
        return []
    game: Any = state
    turn = game.build_turn
    if game.phase != "build" or turn is None or game.pending_points or turn.done >= turn.limit:
        return []
    from steamlab.games.rails.links import trace_links

    board = game.board
    stations = set(board.map.city_hexes) | set(board.new_cities) | {h for h, _ in board.map.towns()}
    cash = game.seats[turn.player].cash
    out: list[Action] = []
    for link in trace_links(board):
        if link.owner != turn.player or link.complete or link.open_end is None:
            continue
        h, edge = link.open_end
        nxt = board.map.neighbor(h, edge)
        if nxt is None or not any(n in stations and n != link.start.hex for n in board.map.neighbor_table[nxt] if n):
            continue
        out.extend(o.build for o in turn.options_at(nxt) if o.cost is not None and o.cost.total <= cash)
    return out[:limit]


def _rail_build_targets(state: Any) -> tuple[set[str], set[str]]:
    """Labels of hexes worth building on for the mover: across own open ends; next to goods."""
    from steamlab.games.rails.links import trace_links

    ends: set[str] = set()
    near: set[str] = set()
    if state.phase != "build" or state.build_turn is None:
        return ends, near
    player = state.build_turn.player
    board = state.board
    for link in trace_links(board):
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
    return ends, near
