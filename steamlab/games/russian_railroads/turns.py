"""The game's flow: the set-up deal and draft, placing, passing, the next player, and the end of a round.

Set-up (seed 004) is the one chance node: a :class:`~.actions.Deal` records
everything random -- the turn order, the engineer row (B engineers left of A
engineers, the leftmost slot empty with 3 players; the rightmost slot is the
hiring slot) and the end bonus deck (two cards removed unseen). Then the 4th,
3rd and 2nd player each draft a starting bonus card and use it; the 1st player
gets none.

A turn is a placement (workers, rubles, temporary and black workers on a
space, then its effects) or a pass (the turn-order card's VP). The turn ends
when the placement's tasks are resolved. When everyone has passed (seed 004,
end of round): the turn order changes, the turn-order workers may move (the
space-2 worker first), every board scores, and the round is cleaned up --
workers home, rubles back to the stock, temporary workers back, the engineer
row slides right (the one left in the hiring slot leaves the game).

>>> import random, steamlab
>>> g = steamlab.new_game("russian_railroads", players=3, seed=1)
>>> deal = sample_deal(g, random.Random(0))
>>> len(deal.engineers), deal.engineers[0], len(deal.end_bonus)
(7, 0, 8)
>>> why_deal(g, deal) is None
True
>>> from steamlab.games.russian_railroads.actions import Pass
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> while g.phase == "setup":
...     g.apply(g.legal_actions()[0])
>>> g.apply(Pass()); g.apply(Pass())
>>> g.round, g.boards[g.order[1]].vp["turn-order cards when passing"]
(2, 2)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from steamlab.engine.state import Action
from steamlab.games.russian_railroads import effects, spaces
from steamlab.games.russian_railroads.actions import Deal, Place
from steamlab.games.russian_railroads.effects import push_group
from steamlab.games.russian_railroads.scoring import final_items, round_points
from steamlab.i18n import cite, msg

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.table import Table


# -- set-up: the deal and the starting-bonus draft ----------------------------------------------------------
def sample_deal(g: Table, rng: random.Random) -> Deal:
    """Draw the set-up: shuffle the turn order, draw the engineers, shuffle and cut the end bonus deck."""
    order = list(range(g.num_players))
    rng.shuffle(order)
    decks = g.data.engineer_decks
    a = rng.sample(decks["A"], g.setup.engineers_a)
    b = rng.sample(decks["B"], g.setup.engineers_b)
    empty = g.setup.engineer_slots - len(a) - len(b)
    ends = rng.sample(sorted(g.data.end_bonus_cards), len(g.data.end_bonus_cards) - g.data.end_bonus_removed)
    return Deal(tuple(order), tuple([0] * empty + b + a), tuple(ends))


def why_deal(g: Table, action: Action) -> str | None:
    """Why ``action`` is not a valid set-up deal for this game (None if it is)."""
    if not isinstance(action, Deal):
        return msg("rr.no.deal_first", rule=cite("004", "set-up"))
    if sorted(action.order) != list(range(g.num_players)):
        return msg("rr.no.deal_order", rule=cite("004", "set-up"))
    slots, a_n, b_n = g.setup.engineer_slots, g.setup.engineers_a, g.setup.engineers_b
    eng = action.engineers
    empty = slots - a_n - b_n
    if len(eng) != slots or any(eng[:empty]):
        return msg("rr.no.deal_row", rule=cite("004", "set-up"), slots=slots, empty=empty)
    if (
        len(set(eng[empty:])) != a_n + b_n
        or not set(eng[empty : empty + b_n]) <= set(g.data.engineer_decks["B"])
        or not set(eng[empty + b_n :]) <= set(g.data.engineer_decks["A"])
    ):
        return msg("rr.no.deal_engineers", rule=cite("004", "set-up"), b=b_n, a=a_n)
    keep = len(g.data.end_bonus_cards) - g.data.end_bonus_removed
    if (
        len(set(action.end_bonus)) != keep
        or len(action.end_bonus) != keep
        or not set(action.end_bonus) <= set(g.data.end_bonus_cards)
    ):
        return msg("rr.no.deal_end_bonus", rule=cite("004", "set-up"), keep=keep)
    return None


def deal(g: Table, action: Deal) -> None:
    """Lay out the deal and open the draft: the 4th, then 3rd, then 2nd player (the 4th on top)."""
    g.order = list(action.order)
    g.engineer_slots = list(action.engineers)
    g.end_deck = list(action.end_bonus)
    g.phase = "setup"
    for position in range(1, g.num_players):
        push_group(g, "start_bonus", g.order[position])


# -- turns --------------------------------------------------------------------------------------------------------
def place(g: Table, action: Place) -> None:
    """Pay for the space with the pieces ``action`` names, then carry out its effects."""
    player = g.order[g.turn]
    b = g.boards[player]
    space = spaces.space_of(action.space, g.data)
    assert space is not None
    workers = space.workers - action.rubles - action.temps - action.black
    b.workers_free -= workers
    b.temps_free -= action.temps
    b.black_free = b.black_free and not action.black
    b.rubles -= action.rubles + space.rubles
    pieces = g.occupied.setdefault(action.space, [])
    pieces.extend(
        [(player, "w")] * workers
        + [(player, "t")] * action.temps
        + [(player, "b")] * action.black
        + [(player, "r")] * (action.rubles + space.rubles)
    )
    g.acting = True
    own = spaces.own_engineer(g, player, action.space)
    effects.run(g, player, space.effects, optional=own, black=bool(action.black))
    if space.area == "turn_order" and action.rubles:
        swap_ruble_for_worker(g, player, pieces)


def swap_ruble_for_worker(g: Table, player: int, pieces: list[tuple[int, str]]) -> None:
    """A ruble on a turn-order space goes back to its owner for one of their free workers (seed 004, 手番の変更方法 補足).

    Seed: "アクション実行後はルーブルと自分の他のワーカーが交換されます" (so that it is
    clear who takes which place). With no free worker of their own the ruble stays.
    """
    b = g.boards[player]
    if b.workers_free and (player, "r") in pieces:
        pieces[pieces.index((player, "r"))] = (player, "w")
        b.rubles += 1
        b.workers_free -= 1


def pass_turn(g: Table) -> None:
    """The player to act passes for the round and scores their turn-order card."""
    player = g.order[g.turn]
    g.passed[player] = True
    g.boards[player].add_vp("turn-order cards when passing", g.data.turn_order_vp[g.turn])
    next_turn(g)


def next_turn(g: Table) -> None:
    """The next player in turn order who has not passed; the round ends when there is none."""
    n = g.num_players
    for step in range(1, n + 1):
        idx = (g.turn + step) % n
        if not g.passed[g.order[idx]]:
            g.turn = idx
            return
    end_of_round(g)


def end_turn_if_done(g: Table) -> None:
    """Once no task is pending: start play after the draft, score after the round end, or pass the turn on."""
    if g.pending:
        return
    if g.phase == "setup":
        g.phase = "play"
        g.turn = 0
    elif g.phase == "round_end":
        score_round(g)
    elif g.acting:
        g.acting = False
        next_turn(g)


def new_order(old: list[int], claims: dict[int, int]) -> list[int]:
    """The turn order after the turn-order spaces (``claims``: position -> player).

    Claimants take their positions, the others move back keeping their order;
    the first player on space 2 with space 1 empty changes nothing (seed 004).

    >>> new_order([0, 1, 2, 3], {1: 2, 2: 3})
    [2, 3, 0, 1]
    >>> new_order([0, 1, 2, 3], {2: 2})
    [0, 2, 1, 3]
    >>> new_order([0, 1, 2, 3], {2: 0})
    [0, 1, 2, 3]
    """
    first, second = claims.get(1), claims.get(2)
    if not claims or (first is None and second == old[0]):
        return list(old)
    rest = [p for p in old if p not in claims.values()]
    new: list[int] = []
    if first is not None:
        new.append(first)
    elif rest:
        new.append(rest.pop(0))
    if second is not None:
        new.append(second)
    return new + rest


def end_of_round(g: Table) -> None:
    """Everyone passed: turn order changes, then the turn-order workers may move (seed 004)."""
    g.order = new_order(g.order, g.claims)
    g.phase = "round_end"
    g.acting = False
    for position in (1, 2):  # the 2nd space's worker moves first: push it last (on top)
        player = g.claims.get(position)
        if player is not None:
            push_group(g, "move_worker", player, optional=True)
    end_turn_if_done(g)


def score_round(g: Table) -> None:
    """Every board scores; clean-up; the next round starts (or the final scoring ends the game)."""
    for b in g.boards:
        b.add_vp(msg("rr.vp.round", n=g.round), round_points(g.data, b))
    for pieces in g.occupied.values():
        g.rubles_returned += sum(1 for _, kind in pieces if kind == "r")
    g.occupied = {}
    g.claims = {}
    g.temps_on_board = g.data.temporary_workers
    for b in g.boards:
        b.workers_free = b.workers
        b.temps_free = 0
        b.black_free = b.black_worker
    g.engineer_slots = [0] + g.engineer_slots[:-1]
    g.passed = [False] * g.num_players
    g.turn = 0
    if g.round == g.setup.rounds:
        g.phase = "over"
        g.final = final_items(g.data, g.boards)
    else:
        g.round += 1
        g.phase = "play"


__all__ = [
    "deal",
    "end_of_round",
    "end_turn_if_done",
    "new_order",
    "next_turn",
    "pass_turn",
    "place",
    "sample_deal",
    "score_round",
    "swap_ruble_for_worker",
    "why_deal",
]
