"""Pending effects: the task stack, and the decisions each task offers.

A placement's effects that need choices become :class:`Task` values on
``state.pending`` (the top is the end of the list). Tasks pushed by one
effect list share a *group*: the decisions of a group may be taken in any
order (seed 004: "in any order"); anything triggered meanwhile (a factory
reached, a bonus space) is pushed as a new group on top and resolved first.

This module answers "what may the owner of the top group do now?"
(:func:`group_actions`) and drops finished tasks (:func:`settle`); applying a
decision is :mod:`~.resolve`'s job.

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
    Stop,
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


def group_actions(g: RussianRailroadsState, indices: list[int], *, with_stop: bool) -> list[Action]:
    """The decisions the tasks at ``indices`` offer, unique, in a stable order (and Stop if allowed)."""
    seen: dict[Action, None] = {}
    stop = False
    for i in indices:
        t = g.pending[i]
        for a in task_actions(g, t):
            seen.setdefault(a, None)
        stop = stop or stoppable(t)
    out = list(seen)
    if out and obligations(g):  # a decision may not leave a compulsory task undoable
        out = [a for a in out if keeps_obligations(g, a)]
    if with_stop and stop and out:
        out.append(Stop())
    return out


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


def obligations(g: RussianRailroadsState, override: tuple[int, Task] | None = None) -> dict[int, list[Effect]]:
    """What the compulsory tasks on the stack still have to do, per player, in the order they will be done.

    Groups are done from the top of the stack down; within a group, in any
    order, so a factory it builds is listed first (it may fill an industry gap
    for the group's own industry steps, but not for a group above it).
    ``override`` (index, task) stands for one task as it would be after a decision.
    """
    out: dict[int, list[Effect]] = {}
    pending = g.pending
    order = sorted(range(len(pending)), key=lambda i: (-pending[i].group, pending[i].kind != "factory"))
    for i in order:
        t = pending[i]
        if override is not None and override[0] == i:
            t = override[1]
        if t.optional:
            continue
        kind = t.kind
        if kind == "rails" and t.steps:
            e = Effect("rails", steps=t.steps)
        elif kind == "industry" and t.n > 0:
            e = Effect("industry", n=t.n)
        elif kind in ("locomotive_or_factory", "locomotive_and_factory", "locomotive_only", "factory"):
            e = Effect(kind)
        elif kind == "place_locomotive" and not t.displaced:
            e = Effect("special_locomotive")
        else:
            continue  # a choice with an answer always open (a token, a card, a displaced tile ...)
        out.setdefault(t.player, []).append(e)
    return out


def keeps_obligations(g: RussianRailroadsState, action: Action) -> bool:
    """Whether after the decision ``action`` every compulsory task on the stack can still be done in full.

    A rail step is weighed on the rails alone (it changes nothing else a task
    needs); any other decision is tried on a copy of the game.
    """
    if isinstance(action, Advance):
        c = COLOURS.index(action.colour)
        i = next(i for i in top_group(g) if g.pending[i].kind == "rails" and c in wanted_colours(g.pending[i]))
        t = g.pending[i]
        r = g.railway_index(action.railway)
        b = g.boards[t.player]
        rows = tuple(tuple(row) for row in b.rails)
        rails = feasibility.after_step(g.data, rows, tuple(b.unlocked), r, c)
        needs = obligations(g, (i, after_advance(t, c)))
        return all(feasibility.feasible(g, p, e, rails if p == t.player else None) for p, e in needs.items())
    from steamlab.games.russian_railroads.resolve import resolve  # resolve carries decisions out: it imports this module

    trial = g.copy()
    resolve(trial, action)
    return all(feasibility.feasible(trial, p, e) for p, e in obligations(trial).items())


def take_task(g: RussianRailroadsState, kinds: tuple[str, ...], action: Action) -> int:
    """Index of the top-group task (of one of ``kinds``) that accepts ``action``."""
    for i in top_group(g):
        t = g.pending[i]
        if t.kind in kinds and action in task_actions(g, t):
            return i
    raise SteamlabError(f"no task accepts {action}")  # pragma: no cover - guarded by legality


class UnfinishedTask(SteamlabError):
    """A compulsory task has no decision left: the engine let an action start that it cannot finish."""


def settle(g: RussianRailroadsState) -> None:
    """Drop finished tasks, and top groups whose optional tasks have nothing left to do.

    A compulsory task is never dropped silently (seed 004: an action is
    carried out in full, or refused before it starts): one with no decision
    left raises :class:`UnfinishedTask`.
    """
    pending = g.pending
    while pending:
        indices = top_group(g)
        done = [i for i in indices if finished(pending[i])]
        if done:
            for i in done:  # indices run from the top down
                del pending[i]
            continue
        open_ = [a for i in indices for a in task_actions(g, pending[i])]
        if open_ and (not obligations(g) or any(keeps_obligations(g, a) for a in open_)):
            break
        stuck = [pending[i] for i in indices if not stoppable(pending[i])]
        if stuck:
            t = stuck[0]
            raise UnfinishedTask(
                f"The {t.kind} task of player {t.player} would be dropped without being done "
                "(seed 004, play: an action must be carried out in full)."
            )
        del pending[indices[-1] :]


__all__ = [
    "FACTORY_KINDS",
    "LOCOMOTIVE_KINDS",
    "Task",
    "UnfinishedTask",
    "after_advance",
    "finished",
    "group_actions",
    "keeps_obligations",
    "obligations",
    "push_group",
    "settle",
    "stoppable",
    "take_task",
    "task_actions",
    "top_group",
    "wanted_colours",
]
