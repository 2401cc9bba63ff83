"""Why an action is illegal: one sentence a player understands, naming the rule of seed 004.

:func:`explain` is only asked about actions known not to be legal; it
looks at what the game is waiting for (a decision of the top task, or a
placement or pass) and says what the action breaks.

>>> import steamlab
>>> from steamlab.games.russian_railroads.actions import Place
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> while g.phase == "setup":
...     g.apply(g.legal_actions()[0])
>>> print(g.why_illegal(Place("turn_order_2")))
The turn_order_2 space is covered on the 2-player board (seed 004, 2/3 players).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from steamlab.engine.state import Action
from steamlab.games.russian_railroads import spaces
from steamlab.games.russian_railroads.actions import Advance, Deal, Factory, Industry, Locomotive, Pass, Place, Stop
from steamlab.games.russian_railroads.data import COLOURS
from steamlab.games.russian_railroads.tasks import LOCOMOTIVE_KINDS, Task

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.state import RussianRailroadsState

NEEDS = {
    "rails": "advance a rail (or stop, where allowed)",
    "industry": "advance an industry marker",
    "locomotive_or_factory": "take a locomotive or a factory",
    "locomotive_and_factory": "take a locomotive and a factory",
    "locomotive_only": "take the locomotive",
    "place_locomotive": "place the locomotive in hand",
    "factory": "build a factory",
    "token": "choose a bonus token",
    "bonus_card": "choose a bonus card",
    "end_bonus": "choose an end bonus card or 10 VP",
    "repeat_one": "choose the effect to repeat",
    "reuse": "choose the space to use again",
    "move_worker": "move your turn-order worker (or stop)",
    "start_bonus": "choose a starting bonus card",
}
"""What the owner of a task of each kind must do first."""


def explain(g: RussianRailroadsState, action: Action) -> str:
    """The rule an illegal action breaks (``action`` is known not to be legal)."""
    if isinstance(action, Deal):
        return "The set-up deal has already happened (seed 004, set-up)."
    if g.pending:
        top = g.pending[-1]
        if isinstance(action, Advance):
            return explain_advance(g, top, action)
        if isinstance(action, Locomotive):
            return explain_locomotive(g, top, action)
        if isinstance(action, Factory):
            return (
                "A factory comes from the lowest locomotive stack or from beside the supply, and fills the "
                "leftmost empty slot, or replaces one when all five are full (seed 004, factories)."
            )
        if isinstance(action, Stop):
            return "This effect must be carried out in full: it cannot be stopped (seed 004, play)."
        if isinstance(action, Industry):
            return (
                "An industry marker cannot enter a gap without its factory, pass the end or share a space "
                "with the other marker (seed 004, industry track)."
            )
        need = NEEDS.get(top.kind, "finish the current effect")
        return f"Player {top.player} must first {need} (seed 004, play)."
    if not isinstance(action, (Place, Pass)):
        return "Now a player places workers on an action space or passes (seed 004, play)."
    if isinstance(action, Pass):  # pragma: no cover - Pass is always legal on a turn
        return "You cannot pass now (seed 004, play)."
    return explain_place(g, action)


def explain_place(g: RussianRailroadsState, action: Place) -> str:
    """Why a placement is illegal: the space itself, or the payment."""
    player = g.order[g.turn]
    space = spaces.space_of(action.space, g.data)
    if space is None:
        return f"There is no action space called {action.space!r} (seed 004, action spaces)."
    reason = spaces.why_space(g, player, action.space, space)
    if reason:
        return reason
    b = g.boards[player]
    if min(action.rubles, action.temps, action.black) < 0:
        return "Payments count workers and rubles: none can be negative (seed 004, play)."
    if action.rubles + action.temps + action.black > space.workers:
        return (
            f"The {action.space} space takes exactly {space.workers} worker(s); rubles stand in for workers "
            "but never the reverse (seed 004, rubles)."
        )
    if action.rubles + space.rubles > b.rubles:
        return f"You have {b.rubles} ruble(s), not {action.rubles + space.rubles} (seed 004, rubles)."
    if action.temps > b.temps_free:
        return f"You have {b.temps_free} temporary worker(s) left this round (seed 004, temporary workers)."
    if action.black > int(b.black_free):
        return "You have no black worker free (seed 004, bonus card 4)."
    return f"You have {b.workers_free} worker(s) left, too few for the {action.space} space (seed 004, play)."


def explain_advance(g: RussianRailroadsState, top: Task, action: Advance) -> str:
    """Why a rail step is illegal: railway, colour, ownership, the action's colours, colour order, room."""
    r = g.railway_index(action.railway)
    if r < 0:
        return f"There is no railway called {action.railway!r} (seed 004, railways)."
    if action.colour not in COLOURS:
        return f"There is no {action.colour!r} rail (seed 004, rails: black, grey, brown, natural, white)."
    rw = g.data.railways[r]
    c = COLOURS.index(action.colour)
    b = g.boards[top.player]
    if top.kind != "rails":
        return f"Player {top.player} is not advancing rails now (seed 004, play)."
    if c not in rw.colours:
        takes = ", ".join(COLOURS[x] for x in sorted(rw.colours))
        return f"The {rw.name} railway takes only {takes} rails (seed 004, railways)."
    if not b.unlocked[c]:
        return (
            f"You have no {action.colour} rail yet: black must first reach space {g.data.unlock_spaces[c]} "
            "of the Trans-Siberian (seed 004, other colours)."
        )
    allowed: set[int] = set()
    for s in top.steps:
        allowed |= s
    if c not in allowed and not (c == 0 and top.black_bonus == 2):
        names = ", ".join(COLOURS[x] for x in sorted(allowed)) or "none"
        return f"This action advances only {names} rails (seed 004, rail actions)."
    if c and not b.rails[r][c - 1]:
        return (
            f"A {action.colour} rail may enter the {rw.name} railway only behind the "
            f"{COLOURS[c - 1]} rail (seed 004, colour order)."
        )
    return (
        f"The {action.colour} rail cannot catch up with or pass the rail ahead of it, nor pass the end "
        f"of the {rw.name} railway (seed 004, advancing rails)."
    )


def explain_locomotive(g: RussianRailroadsState, top: Task, action: Locomotive) -> str:
    """Why a locomotive placement is illegal: slots, lower numbers, empty railways first."""
    r = g.railway_index(action.railway)
    if r < 0:
        return f"There is no railway called {action.railway!r} (seed 004, railways)."
    if top.kind not in LOCOMOTIVE_KINDS:
        return f"Player {top.player} is not placing a locomotive now (seed 004, play)."
    b = g.boards[top.player]
    if top.displaced and not b.all_railways_have_locos() and b.locos[r]:
        return (
            "A displaced locomotive must go to a railway without one while there is such a railway "
            "(seed 004, FAQ: improving locomotives)."
        )
    rw = g.data.railways[r]
    return (
        f"The {rw.name} railway holds {rw.slots} locomotive(s); a new one needs a free slot or replaces a "
        "lower number (seed 004, improving locomotives)."
    )


__all__ = ["NEEDS", "explain", "explain_advance", "explain_locomotive", "explain_place"]
