"""Task resolution: apply one decision to the task of the top group that asked for it.

:func:`resolve` is called with a legal decision while tasks are pending. It
updates (or removes) the task that accepts the decision and carries the
decision out through :mod:`~.effects`; anything the decision triggers lands
on top of the stack. :func:`settle` then drops what is finished. A decision
is offered (:func:`decisions`) only if every compulsory task can still be
done after it, so none is ever dropped half done (:class:`UnfinishedTask`).

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
from typing import TYPE_CHECKING

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
from steamlab.games.russian_railroads.tasks import (
    FACTORY_KINDS,
    LOCOMOTIVE_KINDS,
    Task,
    after_advance,
    finished,
    group_actions,
    stoppable,
    take_task,
    top_group,
    wanted_colours,
)

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.state import RussianRailroadsState

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


def resolve(g: RussianRailroadsState, action: Action) -> None:
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


def advance(g: RussianRailroadsState, action: Advance) -> None:
    """One rail step: it uses the narrowest step that allows its colour, else the black worker's extra step."""
    i = take_task(g, ("rails",), action)
    t = g.pending[i]
    c = COLOURS.index(action.colour)
    g.pending[i] = after_advance(t, c)
    effects.rail_step(g, t.player, g.railway_index(action.railway), c)


def locomotive(g: RussianRailroadsState, i: int, action: Locomotive) -> None:
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


def choose(g: RussianRailroadsState, action: Action) -> None:
    """A one-off choice: a token, a card, an end bonus, an effect to repeat, a space to reuse or move to."""
    t = g.pending.pop(take_task(g, (CHOICE_TASK[type(action)],), action))
    p = t.player
    b = g.boards[p]
    data = g.data
    if isinstance(action, Token):
        b.tokens_used.append(action.token)
        effects.run(g, p, data.bonus_tokens[action.token], optional=True)
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


def move_worker(g: RussianRailroadsState, player: int, sid: str) -> None:
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

# -- the promise of a started action: no compulsory task is left undoable -----------------------------------------
def decisions(g: RussianRailroadsState) -> list[Action]:
    """What the owner of the top group may decide now: the decisions its tasks offer that leave every
    compulsory task on the stack doable (:func:`keeps_obligations`), and Stop where a task may be given up."""
    indices = top_group(g)
    out = group_actions(g, indices)
    if out and obligations(g):
        out = [a for a in out if keeps_obligations(g, a)]
    if out and any(stoppable(g.pending[i]) for i in indices):
        out.append(Stop())
    return out


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
    trial = g.copy()
    resolve(trial, action)
    return all(feasibility.feasible(trial, p, e) for p, e in obligations(trial).items())


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
    "UnfinishedTask",
    "advance",
    "choose",
    "decisions",
    "keeps_obligations",
    "locomotive",
    "move_worker",
    "obligations",
    "resolve",
    "settle",
]
