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


def _rail_build_targets(state: Any) -> tuple[set[str], set[str]]:
    """Labels of hexes worth building on for the mover: across own open ends; next to goods."""
    from steamlab.core.hexgrid import label
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
