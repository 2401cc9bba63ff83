"""Set-up: the one chance node (the deal) and the starting-bonus draft it opens.

The :class:`~.actions.Deal` records everything random at set-up (seed 004):
the turn order, the engineer row (B engineers left of A engineers, the
leftmost slot empty with 3 players; the rightmost slot is the hiring slot)
and the end bonus deck (two cards removed unseen). Then the 4th, 3rd and 2nd
player each draft a starting bonus card and use it; the 1st player gets none.

>>> import random, steamlab
>>> g = steamlab.new_game("russian_railroads", players=3, seed=1)
>>> deal = sample_deal(g, random.Random(0))
>>> len(deal.engineers), deal.engineers[0], len(deal.end_bonus)
(7, 0, 8)
>>> why_deal(g, deal) is None
True
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from steamlab.engine.state import Action
from steamlab.games.russian_railroads.actions import Deal
from steamlab.games.russian_railroads.tasks import push_group
from steamlab.i18n import cite, msg

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.state import RussianRailroadsState


def sample_deal(g: RussianRailroadsState, rng: random.Random) -> Deal:
    """Draw the set-up: shuffle the turn order, draw the engineers, shuffle and cut the end bonus deck."""
    order = list(range(g.num_players))
    rng.shuffle(order)
    decks = g.data.engineer_decks
    a = rng.sample(decks["A"], g.setup.engineers_a)
    b = rng.sample(decks["B"], g.setup.engineers_b)
    empty = g.setup.engineer_slots - len(a) - len(b)
    ends = rng.sample(sorted(g.data.end_bonus_cards), len(g.data.end_bonus_cards) - g.data.end_bonus_removed)
    return Deal(tuple(order), tuple([0] * empty + b + a), tuple(ends))


def why_deal(g: RussianRailroadsState, action: Action) -> str | None:
    """Why ``action`` is not a valid set-up deal for this game (None if it is)."""
    if not isinstance(action, Deal):
        return msg("rr.no.deal_first", rule=cite("004", "set-up"))
    if sorted(action.order) != list(range(g.num_players)):
        return msg("rr.no.deal_order", rule=cite("004", "set-up"))
    slots, a_n, b_n = g.setup.engineer_slots, g.setup.engineers_a, g.setup.engineers_b
    eng = action.engineers
    empty = slots - a_n - b_n
    if len(eng) != slots or any(eng[:empty]):
        return f"The engineer row has {slots} slots, the leftmost {empty} empty (seed 004, set-up)."
    if (
        len(set(eng[empty:])) != a_n + b_n
        or not set(eng[empty : empty + b_n]) <= set(g.data.engineer_decks["B"])
        or not set(eng[empty + b_n :]) <= set(g.data.engineer_decks["A"])
    ):
        return f"The engineer row takes {b_n} different B engineers, then {a_n} A engineers (seed 004, set-up)."
    keep = len(g.data.end_bonus_cards) - g.data.end_bonus_removed
    if (
        len(set(action.end_bonus)) != keep
        or len(action.end_bonus) != keep
        or not set(action.end_bonus) <= set(g.data.end_bonus_cards)
    ):
        return f"The end bonus deck keeps {keep} different cards (seed 004, set-up)."
    return None


def deal(g: RussianRailroadsState, action: Deal) -> None:
    """Lay out the deal and open the draft: the 4th, then 3rd, then 2nd player (the 4th on top)."""
    g.order = list(action.order)
    g.engineer_slots = list(action.engineers)
    g.end_deck = list(action.end_bonus)
    g.phase = "setup"
    for position in range(1, g.num_players):
        push_group(g, "start_bonus", g.order[position])


__all__ = ["deal", "sample_deal", "why_deal"]
