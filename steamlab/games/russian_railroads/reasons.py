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
The space "turn order 2nd" is covered on the 2-player board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from steamlab.engine.state import Action
from steamlab.games.russian_railroads import spaces
from steamlab.games.russian_railroads.actions import (
    Advance,
    Deal,
    EndBonus,
    Factory,
    Industry,
    Locomotive,
    Pass,
    Place,
    Stop,
)
from steamlab.games.russian_railroads.data import COLOURS
from steamlab.games.russian_railroads.tasks import LOCOMOTIVE_KINDS, Task, group_actions, top_group
from steamlab.i18n import cite, msg
from steamlab.i18n.russian_railroads import need
from steamlab.i18n.russian_railroads import space as space_name

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.table import Table



def explain(g: Table, action: Action) -> str:
    """The rule an illegal action breaks (``action`` is known not to be legal)."""
    if isinstance(action, Deal):
        return msg("rr.no.dealt", rule=cite("004", "set-up"))
    if g.pending:
        top = g.pending[-1]
        if action in group_actions(g, top_group(g)):  # offered by the task, refused by the promise check
            return msg("rr.no.strands", rule=cite("004", "play"))
        if top.kind == "bonus_card" and isinstance(action, (EndBonus, Stop)) or (
                top.kind == "end_bonus" and isinstance(action, Stop)):  # bonus token 7's order
            return msg("rr.no.token7_order", rule=cite("004", "bonus token 7"))
        if isinstance(action, Advance):
            return explain_advance(g, top, action)
        if isinstance(action, Locomotive):
            return explain_locomotive(g, top, action)
        if isinstance(action, Factory):
            return msg("rr.no.factory", rule=cite("004", "factories"))
        if isinstance(action, Stop):
            return msg("rr.no.stop", rule=cite("004", "play"))
        if isinstance(action, Industry):
            return msg("rr.no.industry", rule=cite("004", "industry track"))
        return msg("rr.no.must_first", rule=cite("004", "play"), player=top.player, need=need(top.kind))
    if not isinstance(action, (Place, Pass)):
        return msg("rr.no.place_or_pass", rule=cite("004", "play"))
    if isinstance(action, Pass):  # pragma: no cover - Pass is always legal on a turn
        return msg("rr.no.pass", rule=cite("004", "play"))
    return explain_place(g, action)


def explain_place(g: Table, action: Place) -> str:
    """Why a placement is illegal: the space itself, or the payment."""
    player = g.order[g.turn]
    space = spaces.space_of(action.space, g.data)
    if space is None:
        return msg("rr.no.space_unknown", rule=cite("004", "action spaces"), space=action.space)
    reason = spaces.why_space(g, player, action.space, space)
    if reason:
        return reason
    b = g.boards[player]
    if min(action.rubles, action.temps, action.black) < 0:
        return msg("rr.no.negative", rule=cite("004", "play"))
    if action.rubles + action.temps + action.black > space.workers:
        return msg("rr.no.exact_workers", rule=cite("004", "rubles"), space=space_name(action.space), n=space.workers)
    if action.rubles + space.rubles > b.rubles:
        return msg("rr.no.rubles", rule=cite("004", "rubles"), have=b.rubles, need=action.rubles + space.rubles)
    if action.temps > b.temps_free:
        return msg("rr.no.temps", rule=cite("004", "temporary workers"), n=b.temps_free)
    if action.black > int(b.black_free):
        return msg("rr.no.black", rule=cite("004", "bonus card 4"))
    return msg("rr.no.workers", rule=cite("004", "play"), n=b.workers_free, space=space_name(action.space))


def explain_advance(g: Table, top: Task, action: Advance) -> str:
    """Why a rail step is illegal: railway, colour, ownership, the action's colours, colour order, room."""
    r = g.railway_index(action.railway)
    if r < 0:
        return msg("rr.no.railway_unknown", rule=cite("004", "railways"), railway=action.railway)
    if action.colour not in COLOURS:
        return msg("rr.no.colour_unknown", rule=cite("004", "rails"), colour=action.colour)
    rw = g.data.railways[r]
    c = COLOURS.index(action.colour)
    b = g.boards[top.player]
    if top.kind != "rails":
        return msg("rr.no.not_rails", rule=cite("004", "play"), player=top.player)
    if c not in rw.colours:
        takes = tuple(COLOURS[x] for x in sorted(rw.colours))
        return msg("rr.no.railway_colours", rule=cite("004", "railways"), railway=action.railway, colours=takes)
    if not b.unlocked[c]:
        return msg("rr.no.locked", rule=cite("004", "other colours"), colour=action.colour, n=g.data.unlock_spaces[c])
    allowed: set[int] = set()
    for s in top.steps:
        allowed |= s
    if c not in allowed and not (c == 0 and top.black_bonus == 2):
        if not allowed:
            return msg("rr.no.action_colours_none", rule=cite("004", "rail actions"))
        names = tuple(COLOURS[x] for x in sorted(allowed))
        return msg("rr.no.action_colours", rule=cite("004", "rail actions"), colours=names)
    if c and not b.rails[r][c - 1]:
        return msg("rr.no.colour_order", rule=cite("004", "colour order"), colour=action.colour,
                   railway=action.railway, ahead=COLOURS[c - 1])
    return msg("rr.no.advance", rule=cite("004", "advancing rails"), colour=action.colour, railway=action.railway)


def explain_locomotive(g: Table, top: Task, action: Locomotive) -> str:
    """Why a locomotive placement is illegal: slots, lower numbers, empty railways first."""
    r = g.railway_index(action.railway)
    if r < 0:
        return msg("rr.no.railway_unknown", rule=cite("004", "railways"), railway=action.railway)
    if top.kind not in LOCOMOTIVE_KINDS:
        return msg("rr.no.not_locomotive", rule=cite("004", "play"), player=top.player)
    b = g.boards[top.player]
    if top.displaced and not b.all_railways_have_locos() and b.locos[r]:
        return msg("rr.no.displaced", rule=cite("004", "FAQ: improving locomotives"))
    rw = g.data.railways[r]
    return msg("rr.no.loco_slots", rule=cite("004", "improving locomotives"), railway=action.railway, n=rw.slots)


__all__ = ["explain", "explain_advance", "explain_locomotive", "explain_place"]
