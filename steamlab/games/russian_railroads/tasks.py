"""Pending effects: the task stack, and the decisions each task offers.

A placement's effects that need choices become :class:`Task` values on
``state.pending`` (the top is the end of the list). Tasks pushed by one
effect list share a *group*: the decisions of a group may be taken in any
order (seed 004: "in any order"); anything triggered meanwhile (a factory
reached, a bonus space) is pushed as a new group on top and resolved first.

This module answers "what do the tasks of the top group offer?"
(:func:`group_actions`); keeping only the decisions that leave every
compulsory task doable, applying one, and dropping finished tasks is
:mod:`~.resolve`'s job.

>>> t = Task("industry", player=0, group=1, n=2)
>>> finished(t), finished(Task("industry", 0, 1, n=0))
(False, True)
>>> stoppable(Task("rails", 0, 1, optional=True)), stoppable(t)
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from steamlab.core.errors import SteamlabError
from steamlab.engine.state import Action
from steamlab.games.russian_railroads import feasibility, locomotives, spaces
from steamlab.games.russian_railroads.actions import (
    Advance,
    BonusCard,
    EndBonus,
    Industry,
    MoveWorker,
    Repeat,
    Reuse,
    Scrap,
    StartBonus,
    Token,
)
from steamlab.games.russian_railroads.data import COLOURS, Effect

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.state import RussianRailroadsState

LOCOMOTIVE_KINDS = ("locomotive_or_factory", "locomotive_and_factory", "locomotive_only", "place_locomotive")
"""Task kinds a :class:`~.actions.Locomotive` decision can answer."""
FACTORY_KINDS = ("locomotive_or_factory", "locomotive_and_factory", "factory")
"""Task kinds a :class:`~.actions.Factory` decision can answer."""


@dataclass(frozen=True)
class Task:
    """A pending effect awaiting its owner's decisions (see the module docstring).

    ``kind`` names what is asked (``"rails"``, ``"industry"``, ``"token"`` ...);
    ``optional`` tasks may be given up with :class:`~.actions.Stop`; ``steps``
    are the rail steps left (one colour set each), ``n`` the industry steps
    left, ``tile`` the locomotive in hand, ``displaced`` whether it was pushed
    off a railway, ``effects`` what ``repeat_one`` may repeat.
    """

    kind: str
    player: int
    group: int
    optional: bool = False
    steps: tuple[frozenset[int], ...] = ()
    n: int = 0
    tile: int = 0
    displaced: bool = False
    black_bonus: int = 0
    """0 none; 1 paid with the black worker, armed; 2 a black step was made: one extra black step; 3 used."""
    effects: tuple[Effect, ...] = ()


def push_group(
    g: RussianRailroadsState, kind: str, player: int, *, optional: bool = False, tile: int = 0, displaced: bool = False
) -> None:
    """Push one task as a group of its own, on top (resolved before everything below)."""
    g.group += 1
    g.pending.append(Task(kind, player, g.group, optional, tile=tile, displaced=displaced))


def top_group(g: RussianRailroadsState) -> list[int]:
    """Indices in ``pending`` of the tasks of the top group, from the top down."""
    pending = g.pending
    group = pending[-1].group
    out = []
    i = len(pending) - 1
    while i >= 0 and pending[i].group == group:
        out.append(i)
        i -= 1
    return out


def stoppable(t: Task) -> bool:
    """Whether ``t`` may be given up (an optional task, or the black worker's extra step)."""
    return t.optional or (t.kind == "rails" and not t.steps and t.black_bonus == 2)


def finished(t: Task) -> bool:
    """Whether ``t`` has nothing left to decide."""
    return (t.kind == "rails" and not t.steps and t.black_bonus != 2) or (t.kind == "industry" and t.n <= 0)


def group_actions(g: RussianRailroadsState, indices: list[int]) -> list[Action]:
    """The decisions the tasks at ``indices`` offer, unique, in a stable order.

    Before :func:`~.resolve.decisions` keeps those that leave every compulsory
    task doable and adds Stop where allowed.
    """
    seen: dict[Action, None] = {}
    for i in indices:
        for a in task_actions(g, g.pending[i]):
            seen.setdefault(a, None)
    return list(seen)


def wanted_colours(t: Task) -> set[int]:
    """The colours a rails task may still advance (its steps', and black for the black worker's extra step).

    >>> sorted(wanted_colours(Task("rails", 0, 1, steps=(frozenset({1}),), black_bonus=2)))
    [0, 1]
    """
    wanted: set[int] = set()
    for s in t.steps:
        wanted |= s
    if t.black_bonus == 2:
        wanted.add(0)
    return wanted


def task_actions(g: RussianRailroadsState, t: Task) -> list[Action]:
    """The decisions one task offers now."""
    kind = t.kind
    p = t.player
    b = g.boards[p]
    data = g.data
    out: list[Action] = []
    if kind == "rails":
        wanted = sorted(wanted_colours(t))
        for r, rw in enumerate(data.railways):
            for c in wanted:
                if b.can_step(data, r, c):
                    out.append(Advance(rw.id, COLOURS[c]))
    elif kind == "industry":
        out = [Industry(m) for m in range(len(b.markers)) if b.industry_can_step(data, m)]
    elif kind in ("locomotive_or_factory", "locomotive_and_factory", "locomotive_only"):
        tile = locomotives.lowest_stack(g)
        if tile:
            out = locomotives.locomotive_actions(g, b, tile, displaced=False)
        if kind != "locomotive_only":
            out += locomotives.factory_actions(g, b)
    elif kind == "place_locomotive":
        out = locomotives.locomotive_actions(g, b, t.tile, displaced=t.displaced)
        if t.displaced and b.all_railways_have_locos():
            out.append(Scrap())
    elif kind == "factory":
        out = locomotives.factory_actions(g, b)
    elif kind == "token":
        out = [Token(n) for n in sorted(data.bonus_tokens) if n not in b.tokens_used]
    elif kind == "bonus_card":
        out = [BonusCard(c) for c in g.bonus_cards if feasibility.feasible(g, p, data.bonus_cards[c])]
    elif kind == "end_bonus":
        out.extend(EndBonus(c) for c in [*sorted(g.end_deck), 0])
    elif kind == "repeat_one":
        out = [Repeat(i) for i in range(len(t.effects))]
    elif kind == "reuse":
        out = [Reuse(s) for s in spaces.reuse_candidates(g, p)]
    elif kind == "move_worker":
        out = [MoveWorker(s) for s in spaces.move_candidates(g, p)]
    elif kind == "start_bonus":
        out = [StartBonus(c) for c in g.start_cards]
    return out


def after_advance(t: Task, colour: int) -> Task:
    """Rails task ``t`` after one step of ``colour``: the narrowest step that allows it, else the black worker's extra.

    >>> t = Task("rails", 0, 1, steps=(frozenset({0, 1, 2, 3, 4}), frozenset({0})))
    >>> after_advance(t, 0).steps
    (frozenset({0, 1, 2, 3, 4}),)
    """
    fits = [s for s in t.steps if colour in s]
    if not fits:
        return replace(t, black_bonus=3)
    steps = list(t.steps)
    steps.remove(min(fits, key=len))
    bonus = 2 if colour == 0 and t.black_bonus == 1 else t.black_bonus
    return replace(t, steps=tuple(steps), black_bonus=bonus)


def take_task(g: RussianRailroadsState, kinds: tuple[str, ...], action: Action) -> int:
    """Index of the top-group task (of one of ``kinds``) that accepts ``action``."""
    for i in top_group(g):
        t = g.pending[i]
        if t.kind in kinds and action in task_actions(g, t):
            return i
    raise SteamlabError(f"no task accepts {action}")  # pragma: no cover - guarded by legality


__all__ = [
    "FACTORY_KINDS",
    "LOCOMOTIVE_KINDS",
    "Task",
    "after_advance",
    "finished",
    "group_actions",
    "push_group",
    "stoppable",
    "take_task",
    "task_actions",
    "top_group",
    "wanted_colours",
]
