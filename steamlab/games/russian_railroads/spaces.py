"""Action spaces: which a player may use now, how they may pay, and whether it can be done in full.

Main-board spaces are data (``main_board.json``); engineers are spaces too,
``engineer_<n>``: the two public ones left of the hiring slot (seed 004,
horizontal engineer tiles) and each player's hired ones. A space is free once
a round, except the reusable bottom rail space; rubles stand in for workers
but never the reverse; board actions and public engineers must be possible in
full, hired engineers need not be (seed 004, engineers): that is
:func:`~.feasibility.space_possible`, the one rule for it (and the spaces a
reuse bonus may pick, :func:`~.feasibility.reuse_candidates`, since whether a
reuse can be done asks it too). ``space_of`` and ``engineer_number`` are lookups
in :mod:`~.data`.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> space_of("engineer_14").effects[0].op, space_of("black_3").workers, space_of("moscow")
('rails', 2, None)
>>> engineer_number("engineer_7"), engineer_number("black_3")
(7, 0)
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from steamlab.games.russian_railroads.actions import Place
from steamlab.games.russian_railroads.data import ENGINEER_PREFIX, Space, engineer_number, space_of
from steamlab.games.russian_railroads.feasibility import own_engineer, reuse_candidates, space_possible
from steamlab.i18n import cite, msg
from steamlab.i18n.russian_railroads import space as space_name

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.table import Table


def space_open(g: Table, s: Space) -> bool:
    """Whether a main-board space is on the board this game and this round."""
    if s.min_players > g.num_players:
        return False
    if s.last_round_only and not g.last_round:
        return False
    return not (s.not_last_round and g.last_round)


def space_ids(g: Table, player: int) -> list[str]:
    """Spaces ``player`` could choose now if payment and completeness allowed: board, public, own engineers."""
    data = g.data
    ids = list(data.board_space_ids(g.num_players, g.last_round))
    ids += [f"{ENGINEER_PREFIX}{n}" for n in g.public_engineers()]
    ids += [f"{ENGINEER_PREFIX}{n}" for n in sorted(g.boards[player].engineers)]
    occupied = g.occupied
    index = data.space_index
    return [sid for sid in ids if sid not in occupied or index[sid].reusable]


def payments(g: Table, player: int, sid: str) -> Iterator[Place]:
    """Every legal way for ``player`` to pay for ``sid`` now (none if the space itself is not allowed)."""
    space = space_of(sid, g.data)
    if space is None:
        return
    b = g.boards[player]
    spare = b.rubles - space.rubles
    if spare < 0 or b.workers_free + b.temps_free + int(b.black_free) + spare < space.workers:
        return  # cannot pay at all: no need to ask whether the space is allowed
    if why_space(g, player, sid, space) is not None:
        return
    for rub in range(min(space.workers, b.rubles - space.rubles) + 1):
        rest = space.workers - rub
        for black in range(min(rest, int(b.black_free)) + 1):
            for temps in range(min(rest - black, b.temps_free) + 1):
                if rest - black - temps <= b.workers_free:
                    yield Place(sid, rub, temps, black)


def why_space(g: Table, player: int, sid: str, space: Space) -> str | None:
    """Why ``player`` may not use ``space`` now regardless of payment (None if they may)."""
    number = engineer_number(sid)
    own = bool(number) and number in g.boards[player].engineers
    if number:
        if not own and number not in g.public_engineers():
            return msg("rr.no.engineer", rule=cite("004", "engineers"), n=number)
    elif not space_open(g, space):
        if space.min_players > g.num_players:
            return msg("rr.no.covered", rule=cite("004", "2/3 players"), space=space_name(sid), n=g.num_players)
        return msg("rr.no.not_this_round", rule=cite("004", "last round"), space=space_name(sid))
    if sid in g.occupied and not space.reusable:
        return msg("rr.no.taken", rule=cite("004", "play"), space=space_name(sid))
    for e in space.effects:
        if e.op == "turn_order":
            reason = why_turn_order(g, player, e.n)
            if reason:
                return reason
    if not space_possible(g, player, sid, space):
        return msg("rr.no.incomplete", rule=cite("004", "play: board actions must be complete"), space=space_name(sid))
    return None


def why_turn_order(g: Table, player: int, position: int) -> str | None:
    """Why ``player`` may not claim turn-order position ``position`` (None if they may)."""
    if player in g.claims.values():
        return msg("rr.no.both_turn_order", rule=cite("004", "turn order"))
    if g.order.index(player) == position - 1 and not g.setup.turn_order_own_space:
        return msg("rr.no.own_turn_order", rule=cite("004", "turn order"))
    return None


def move_candidates(g: Table, player: int) -> list[str]:
    """Free one-worker spaces the turn-order worker may move to at the round's end (seed 004, reusing the worker).

    Like a placement: a board space or public engineer must be possible in
    full, a hired engineer need not be.
    """
    out = []
    for sid in space_ids(g, player):
        space = space_of(sid, g.data)
        if space is None or space.workers != 1 or space.rubles or space.area == "turn_order":
            continue
        if space_possible(g, player, sid, space):
            out.append(sid)
    return out


__all__ = [
    "engineer_number",
    "move_candidates",
    "own_engineer",
    "payments",
    "reuse_candidates",
    "space_ids",
    "space_of",
    "space_open",
    "why_space",
    "why_turn_order",
]
