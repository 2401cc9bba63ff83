"""Pending effects: the task stack, the decisions each task offers, and resolving a decision.

A placement's effects that need choices become :class:`Task` values on
``state.pending`` (the top is the end of the list). Tasks pushed by one
effect list share a *group*: the decisions of a group may be taken in any
order (seed 004: "in any order"); anything triggered meanwhile (a factory
reached, a bonus space) is pushed as a new group on top and resolved first.

:class:`Task` lives with the rest of the table (:mod:`~.table`), :func:`push_group`
with the effects that leave tasks (:mod:`~.effects`). This module answers "what do the tasks of the top group
offer?" (:func:`group_actions`), keeps only the decisions that leave every
compulsory task doable (:func:`decisions`), applies one (:func:`resolve`)
and drops finished tasks (:func:`settle`).

:func:`resolve` is called with a legal decision while tasks are pending. It
updates (or removes) the task that accepts the decision and carries the
decision out through :mod:`~.effects`; anything the decision triggers lands
on top of the stack. A decision is offered only if every compulsory task can
still be done after it, so none is ever dropped half done (:class:`UnfinishedTask`).

>>> t = Task("industry", player=0, group=1, n=2)
>>> finished(t), finished(Task("industry", 0, 1, n=0))
(False, True)
>>> stoppable(Task("rails", 0, 1, optional=True)), stoppable(t)
(True, False)
>>> import steamlab
>>> from steamlab.games.russian_railroads.actions import Place, Advance
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> while g.phase == "setup":
...     g.apply(g.legal_actions()[0])
>>> g.apply(Place("black_3"))
>>> [t.kind for t in g.pending], len(g.pending[-1].steps)
(['rails'], 3)
>>> g.apply(Advance("kiev", "black"))
>>> len(g.pending[-1].steps)
2
"""

from __future__ import annotations

from dataclasses import replace

from steamlab.core.errors import SteamlabError
from steamlab.engine.state import Action
from steamlab.games.russian_railroads import effects, feasibility, locomotives, spaces
from steamlab.games.russian_railroads.actions import (
    Advance,
    BonusCard,
    EndBonus,
    Factory,
    Industry,
    Locomotive,
    MoveWorker,
    Repeat,
    Reuse,
    Scrap,
    StartBonus,
    Stop,
    Token,
)
from steamlab.games.russian_railroads.board import SPECIAL_NINE
from steamlab.games.russian_railroads.data import COLOURS, Effect
from steamlab.games.russian_railroads.effects import push_group
from steamlab.games.russian_railroads.table import Table, Task

LOCOMOTIVE_KINDS = ("locomotive_or_factory", "locomotive_and_factory", "locomotive_only", "place_locomotive")
"""Task kinds a :class:`~.actions.Locomotive` decision can answer."""
FACTORY_KINDS = ("locomotive_or_factory", "locomotive_and_factory", "factory")
"""Task kinds a :class:`~.actions.Factory` decision can answer."""


def top_group(g: Table) -> list[int]:
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


def group_actions(g: Table, indices: list[int]) -> list[Action]:
    """The decisions the tasks at ``indices`` offer, unique, in a stable order.

    Before :func:`decisions` keeps those that leave every compulsory
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


def task_actions(g: Table, t: Task) -> list[Action]:
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
    elif kind == "repeat_one":  # only an effect that can be done again in full (it is compulsory)
        out = [Repeat(i) for i, e in enumerate(t.effects) if feasibility.feasible(g, p, (e,))]
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


def take_task(g: Table, kinds: tuple[str, ...], action: Action) -> int:
    """Index of the top-group task (of one of ``kinds``) that accepts ``action``."""
    for i in top_group(g):
        t = g.pending[i]
        if t.kind in kinds and action in task_actions(g, t):
            return i
    raise SteamlabError(f"no task accepts {action}")  # pragma: no cover - guarded by legality


# -- resolving a decision ------------------------------------------------------------------------------------
CHOICE_TASK: dict[type[Action], str] = {
    Token: "token",
    BonusCard: "bonus_card",
    EndBonus: "end_bonus",
    Repeat: "repeat_one",
    Reuse: "reuse",
    MoveWorker: "move_worker",
    StartBonus: "start_bonus",
}
"""The task kind each one-off choice answers."""


def resolve(g: Table, action: Action) -> None:
    """Apply the legal decision ``action`` to the top task group."""
    if isinstance(action, Stop):
        for i in sorted(top_group(g), reverse=True):
            if stoppable(g.pending[i]):
                del g.pending[i]
    elif isinstance(action, Advance):
        advance(g, action)
    elif isinstance(action, Industry):
        i = take_task(g, ("industry",), action)
        t = g.pending[i]
        g.pending[i] = replace(t, n=t.n - 1)
        effects.industry_step(g, t.player, action.marker)
    elif isinstance(action, Locomotive):
        locomotive(g, take_task(g, LOCOMOTIVE_KINDS, action), action)
    elif isinstance(action, Scrap):
        t = g.pending.pop(take_task(g, ("place_locomotive",), action))
        if t.tile == SPECIAL_NINE:
            g.box += 1
        else:
            g.pool.append(t.tile)
    elif isinstance(action, Factory):
        i = take_task(g, FACTORY_KINDS, action)
        t = g.pending[i]
        if t.kind == "locomotive_and_factory":
            g.pending[i] = replace(t, kind="locomotive_only")
        else:
            del g.pending[i]
        locomotives.build_factory(g, t.player, action.source, action.slot)
    else:
        choose(g, action)


def advance(g: Table, action: Advance) -> None:
    """One rail step: it uses the narrowest step that allows its colour, else the black worker's extra step."""
    i = take_task(g, ("rails",), action)
    t = g.pending[i]
    c = COLOURS.index(action.colour)
    g.pending[i] = after_advance(t, c)
    effects.rail_step(g, t.player, g.railway_index(action.railway), c)


def locomotive(g: Table, i: int, action: Locomotive) -> None:
    """Place the locomotive asked for by task ``i``: the tile in hand, or the next one from the supply."""
    t = g.pending[i]
    if t.kind == "place_locomotive":
        tile = t.tile
        del g.pending[i]
    else:
        tile = locomotives.take_from_supply(g)
        if t.kind == "locomotive_and_factory":
            g.pending[i] = replace(t, kind="factory")
        else:
            del g.pending[i]
    effects.place_locomotive(g, t.player, tile, g.railway_index(action.railway), action.replace)


def choose(g: Table, action: Action) -> None:
    """A one-off choice: a token, a card, an end bonus, an effect to repeat, a space to reuse or move to."""
    t = g.pending.pop(take_task(g, (CHOICE_TASK[type(action)],), action))
    p = t.player
    b = g.boards[p]
    data = g.data
    if isinstance(action, Token):
        b.tokens_used.append(action.token)
        before = len(g.pending)
        effects.run(g, p, data.bonus_tokens[action.token], optional=True)
        _token_choices_compulsory(g, before)
    elif isinstance(action, BonusCard):
        g.bonus_cards.remove(action.card)
        effects.run(g, p, data.bonus_cards[action.card], optional=False)
    elif isinstance(action, EndBonus):
        if action.card:
            g.end_deck.remove(action.card)
            b.end_bonus.append(action.card)
        else:
            b.add_vp("10 VP instead of an end bonus card", data.end_bonus_instead_vp)
    elif isinstance(action, Repeat):
        effects.run(g, p, (t.effects[action.index],), optional=False)
    elif isinstance(action, Reuse):
        kind = next(k for owner, k in g.occupied[action.space] if owner == p)  # the player's one piece there
        space = spaces.space_of(action.space, data)
        assert space is not None
        effects.run(g, p, space.effects, optional=True, black=kind == "b")
    elif isinstance(action, MoveWorker):
        move_worker(g, p, action.space)
    elif isinstance(action, StartBonus):
        g.start_cards.remove(action.card)
        effects.run(g, p, data.starting_cards[action.card], optional=False)


def move_worker(g: Table, player: int, sid: str) -> None:
    """Round end: take the player's piece off their turn-order space, put it on ``sid`` and use that space."""
    piece = (player, "w")
    for pos, holder in g.claims.items():
        lst = g.occupied.get(f"turn_order_{pos}", [])
        mine = [pc for pc in lst if pc[0] == player]
        if holder == player and mine:
            piece = mine[0]
            lst.remove(piece)
    g.occupied.setdefault(sid, []).append(piece)
    space = spaces.space_of(sid, g.data)
    assert space is not None
    effects.run(g, player, space.effects, optional=spaces.own_engineer(g, player, sid), black=piece[1] == "b")

def _token_choices_compulsory(g: Table, first: int) -> None:
    """Bonus token 7's bonus card and end bonus (the tasks from ``first`` on) cannot be stopped: seed 004 says
    the card is used at once and then an end bonus card or 10 VP is taken. A bonus card none of which can be
    used stays optional, so it is dropped rather than left undoable."""
    data = g.data
    for i in range(first, len(g.pending)):
        t = g.pending[i]
        usable = t.kind == "end_bonus" or (
            t.kind == "bonus_card" and any(feasibility.feasible(g, t.player, data.bonus_cards[c]) for c in g.bonus_cards))
        if usable and t.optional:
            g.pending[i] = replace(t, optional=False)


# -- the promise of a started action: no compulsory task is left undoable -----------------------------------------
def decisions(g: Table) -> list[Action]:
    """What the owner of the top group may decide now: the decisions its tasks offer that leave every
    compulsory task on the stack doable (:func:`keeps_obligations`), and Stop where a task may be given up."""
    indices = top_group(g)
    out = group_actions(g, indices)
    if out and obligations(g):
        out = [a for a in out if keeps_obligations(g, a)]
    if out and any(stoppable(g.pending[i]) for i in indices):
        out.append(Stop())
    return out


def obligations(g: Table, override: tuple[int, Task] | None = None) -> dict[int, list[Effect]]:
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


def keeps_obligations(g: Table, action: Action) -> bool:
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
    trial = g.copy()
    resolve(trial, action)
    return all(feasibility.feasible(trial, p, e) for p, e in obligations(trial).items())


class UnfinishedTask(SteamlabError):
    """A compulsory task has no decision left: the engine let an action start that it cannot finish."""


def settle(g: Table) -> None:
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
        open_ = group_actions(g, indices)
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
    "CHOICE_TASK",
    "FACTORY_KINDS",
    "LOCOMOTIVE_KINDS",
    "Task",
    "UnfinishedTask",
    "advance",
    "after_advance",
    "choose",
    "decisions",
    "finished",
    "group_actions",
    "keeps_obligations",
    "locomotive",
    "move_worker",
    "obligations",
    "push_group",
    "resolve",
    "settle",
    "stoppable",
    "take_task",
    "task_actions",
    "top_group",
    "wanted_colours",
]
