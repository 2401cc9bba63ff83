"""Carrying out effects: immediate ones at once, choices as tasks, and what a step triggers.

:func:`run` carries out a list of :class:`~.data.Effect` (a space, an
engineer, a factory, a token, a card): VP, rubles, doublers, temporary
workers, hiring ... happen at once; rails, industry, locomotives, factories
and the choices of tokens and cards become one group of
:class:`~.table.Task` values. The step functions below apply one decision to
a board and fire what it reaches (seed 004, player board bonuses):

* a rail step -- the colours black unlocks on the Trans-Siberian (white
  arrives with two free steps if both fit), and the railway's bonus spaces;
* an industry step -- the factory arrived on, or the bonus-token space;
* a locomotive -- the bonus spaces it now reaches, and the displaced tile.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> b = g.boards[0]
>>> b.rails[0][0] = 5
>>> rail_step(g, 0, TS, 0)   # black to Trans-Siberian 6 unlocks brown
>>> b.unlocked[:3]
[True, True, True]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from steamlab.games.russian_railroads import board
from steamlab.games.russian_railroads.board import SPECIAL_NINE, TS, PlayerBoard, loco_value
from steamlab.games.russian_railroads.data import Effect
from steamlab.games.russian_railroads.feasibility import feasible
from steamlab.games.russian_railroads.table import Table, Task

CHOICE_OPS = ("locomotive_or_factory", "locomotive_and_factory", "factory", "bonus_card", "end_bonus")
"""Effects that become a task of the same name."""


# -- the tasks effects leave (:class:`~.table.Task`): what is resolved by decisions (:mod:`~.tasks`) --------------
def push_group(g: Table, kind: str, player: int, *, optional: bool = False, tile: int = 0, displaced: bool = False) -> None:
    """Push one task as a group of its own, on top (resolved before everything below)."""
    g.group += 1
    g.pending.append(Task(kind, player, g.group, optional, tile=tile, displaced=displaced))


def run(g: Table, player: int, effects: Sequence[Effect], *, optional: bool, black: bool = False) -> None:
    """Carry out ``effects`` for ``player``: immediate ones now, choices as one new task group.

    ``optional`` tasks may be stopped part-way; ``black`` says the black worker
    paid, arming its extra black step on rail effects that advance black.
    """
    g.group += 1
    group = g.group
    b = g.boards[player]
    tasks: list[Task] = []
    for index, e in enumerate(effects):
        op = e.op
        if op == "rails":
            armed = 1 if black and any(0 in s for s in e.steps) else 0
            tasks.append(Task("rails", player, group, optional, steps=e.steps, black_bonus=armed))
        elif op == "industry":
            tasks.append(Task("industry", player, group, optional, n=e.n))
        elif op == "end_bonus" and any(t.kind == "bonus_card" for t in tasks):
            # bonus token 7 (seed 004): the bonus card used at once, *then* the end bonus card or 10 VP: the end
            # bonus is a group of its own below the card, so it is not offered before the card is used
            g.pending.append(Task(op, player, group, optional))
            g.group += 1
            group = g.group
            tasks = [replace(t, group=group) for t in tasks]
        elif op in CHOICE_OPS:
            tasks.append(Task(op, player, group, optional))
        elif op == "reuse":
            tasks.append(Task("reuse", player, group, True))
        elif op == "special_locomotive":
            tasks.append(Task("place_locomotive", player, group, optional, tile=SPECIAL_NINE))
        elif op == "repeat_one":
            # resolved after the effects before it: a group of its own, below them
            g.group += 1
            g.pending.append(Task("repeat_one", player, group, optional, effects=tuple(effects[:index])))
            group = g.group
            tasks = [replace(t, group=group) for t in tasks]
        elif op == "vp":
            b.add_vp("engineers' and bonus VP", e.n)
        elif op == "rubles":
            b.rubles += e.n
            g.rubles_issued += e.n
        elif op == "doublers":
            add_doublers(g, b, e.n)
        elif op == "temporary_workers":
            take = min(e.n, g.temps_on_board)
            g.temps_on_board -= take
            b.temps_free += take
        elif op == "hire":
            number = g.hireable()
            if number:
                b.engineers.append(number)
                g.engineer_slots[-1] = 0
        elif op == "turn_order":
            g.claims[e.n] = player
        elif op == "take_engineer":
            b.engineers.append(e.n)
        elif op == "black_worker":
            b.black_worker = True
            b.black_free = True
        elif op == "second_marker":
            if len(b.markers) < 2:
                b.markers.append(0)
        elif op == "revaluation":
            b.revalued = True
        elif op == "kiev_medal":
            b.medal = True
        elif op == "vp_engineer_numbers":
            b.add_vp("factory VP", sum(b.engineers))
        elif op == "vp_top_locomotives":
            top = sorted((loco_value(t) for t in b.loco_tiles()), reverse=True)[: e.n]
            b.add_vp("factory VP", sum(top))
    for t in reversed(tasks):
        g.pending.append(t)


def add_doublers(g: Table, b: PlayerBoard, n: int) -> None:
    """Put up to ``n`` doublers on the board's next doubler spaces, as far as the stock and spaces allow."""
    take = min(n, g.doubler_stock, g.data.doubler_spaces - b.doublers)
    b.doublers += take
    g.doubler_stock -= take


# -- rails -------------------------------------------------------------------
def rail_step(g: Table, player: int, r: int, c: int) -> None:
    """Advance rail colour ``c`` one space on railway ``r`` and fire what it reaches."""
    b = g.boards[player]
    b.rails[r][c] += 1
    if c == 0 and r == TS:
        unlock_colours(g, player)
    check_bonuses(g, player, r)


def unlock_colours(g: Table, player: int) -> None:
    """Give the colours black has reached on the Trans-Siberian (white with its two free steps, if both fit)."""
    b = g.boards[player]
    board.unlock_colours(g.data, b.rails[TS], b.unlocked)


def check_bonuses(g: Table, player: int, r: int) -> None:
    """Claim the bonus spaces of railway ``r`` now reached (by the rail, and the locomotive where needed)."""
    b = g.boards[player]
    reach = b.reach(r)
    row = b.rails[r]
    for bonus in g.data.railways[r].bonuses:
        key = (r, bonus.space)
        if key in b.claimed or row[bonus.rail] < bonus.space:
            continue
        if bonus.locomotive and reach < bonus.space:
            continue
        b.claimed.add(key)
        if bonus.op == "vp":
            b.add_vp("railways completed", bonus.n)
        elif bonus.op == "worker":
            if b.extra_workers < g.setup.worker_stock:
                b.extra_workers += 1
                b.workers += 1
                b.workers_free += 1
        elif bonus.op == "bonus_token" and len(b.tokens_used) < len(g.data.bonus_tokens):
            push_group(g, "token", player)


# -- industry ----------------------------------------------------------------
def industry_step(g: Table, player: int, marker: int) -> None:
    """Advance industry marker ``marker`` one space; a factory arrived on fires (each time a marker arrives).

    The factory's ability fires only if it can be carried out in full; else
    it is lost (seed 004, industry track). Once fired, its owner may stop it.
    """
    b = g.boards[player]
    b.markers[marker] += 1
    pos = b.markers[marker]
    kind, value = g.data.industry_spaces[pos]
    if kind == "factory":
        ability = g.data.factories[loco_value(b.factories[value - 1])]
        if feasible(g, player, ability):  # seed 004: an ability that cannot be carried out in full is lost
            run(g, player, ability, optional=True)
    elif kind == "bonus_token" and (3, pos) not in b.claimed:
        b.claimed.add((3, pos))
        if len(b.tokens_used) < len(g.data.bonus_tokens):
            push_group(g, "token", player)


# -- locomotives and factories ----------------------------------------------
def place_locomotive(g: Table, player: int, tile: int, r: int, replace_tile: int) -> None:
    """Put locomotive ``tile`` on railway ``r``, displacing ``replace_tile`` (0: a free slot) into the player's hand."""
    b = g.boards[player]
    if replace_tile:
        b.locos[r].remove(replace_tile)
        push_group(g, "place_locomotive", player, tile=replace_tile, displaced=True)
    b.locos[r].append(tile)
    check_bonuses(g, player, r)


__all__ = [
    "CHOICE_OPS",
    "Task",
    "add_doublers",
    "check_bonuses",
    "industry_step",
    "place_locomotive",
    "push_group",
    "rail_step",
    "run",
    "unlock_colours",
]
