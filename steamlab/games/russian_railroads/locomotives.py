"""Locomotives and factories: which tile comes next, where it may go, and whether one can be had.

Seed 004 (機関車, 工場, 機関車タイルと工場タイルの選択ルール, FAQ): tiles come from the
lowest stack, a factory may instead come from beside the supply; a locomotive
takes a free slot or replaces a lower number, and the tile it displaces moves
on the same way (to a railway without one while there is one) or, once every
railway has one, may become a factory beside the supply. Placing a tile and
what it reaches is :func:`~.effects.place_locomotive`.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> lowest_stack(g), locomotive_possible(g, 0), factory_possible(g)
(2, True, True)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from steamlab.engine.state import Action
from steamlab.games.russian_railroads.actions import Factory, Locomotive
from steamlab.games.russian_railroads.board import SPECIAL_NINE, PlayerBoard

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.table import Table


def lowest_stack(g: Table) -> int:
    """The number of the lowest locomotive stack left in the supply (0 when the supply is empty)."""
    for number, count in enumerate(g.supply):
        if count:
            return number
    return 0


def locomotive_possible(g: Table, player: int) -> bool:
    """Whether ``player`` can take and place the next locomotive."""
    tile = lowest_stack(g)
    return bool(tile) and bool(g.boards[player].loco_targets(g.data, tile))


def factory_possible(g: Table) -> bool:
    """Whether a factory can be taken (from the lowest stack or beside the supply)."""
    return bool(lowest_stack(g) or g.pool)


def scrappable_in_hand(g: Table, player: int) -> bool:
    """Whether ``player`` holds a displaced locomotive that may become a factory beside the supply (seed 004)."""
    return g.boards[player].all_railways_have_locos() and any(
        t.kind == "place_locomotive" and t.displaced and t.player == player and t.tile != SPECIAL_NINE for t in g.pending
    )


def locomotive_and_factory_possible(g: Table, player: int) -> bool:
    """Whether the combined space can be done in full, in either order (seed 004, FAQ 複合アクション).

    Refused when no locomotive is left ("ストックに機関車タイルが残っていない場合"),
    or when no order leaves something for the other half: the locomotive
    first, then a factory from the supply, from beside it, or from the tile
    the locomotive displaced ("自分の機関車タイルを工場タイルとしてストックに戻し、
    その後工場アクションによって...取る"); or a factory first, then a locomotive.
    """
    tile = lowest_stack(g)
    if not tile:
        return False
    b = g.boards[player]
    data = g.data
    targets = b.loco_targets(data, tile)
    if targets:
        if sum(g.supply) > 1 or g.pool:
            return True  # a factory is left whichever way the locomotive goes
        if b.all_railways_have_locos() and any(rep for _, rep in targets):
            return True  # the displaced tile can be scrapped and taken as the factory
    # a factory from the stack first: the next locomotive must still find a place
    left = list(g.supply)
    left[tile] -= 1
    after = next((n for n, count in enumerate(left) if count), 0)
    return bool(after) and bool(b.loco_targets(data, after))


def take_from_supply(g: Table) -> int:
    """Take a tile from the lowest locomotive stack."""
    tile = lowest_stack(g)
    g.supply[tile] -= 1
    return tile


def build_factory(g: Table, player: int, source: int, slot: int) -> None:
    """Build a factory from ``source`` (0: the lowest stack, else that tile beside the supply) into ``slot``."""
    b = g.boards[player]
    if source:
        g.pool.remove(source)
        tile = source
    else:
        tile = take_from_supply(g)
    if slot <= len(b.factories):
        g.pool.append(b.factories[slot - 1])
        b.factories[slot - 1] = tile
    else:
        b.factories.append(tile)


def locomotive_actions(g: Table, b: PlayerBoard, tile: int, *, displaced: bool) -> list[Action]:
    """Where locomotive ``tile`` may go; a displaced one must fill an empty railway while there is one."""
    targets = b.loco_targets(g.data, tile)
    if displaced and not b.all_railways_have_locos():
        targets = [(r, rep) for r, rep in targets if not b.locos[r]]
    return [Locomotive(g.data.railways[r].id, rep) for r, rep in targets]


def factory_actions(g: Table, b: PlayerBoard) -> list[Action]:
    """Factories to build: from the lowest stack or beside the supply, into the next slot (or over one when full)."""
    slots = [len(b.factories) + 1] if len(b.factories) < 5 else [1, 2, 3, 4, 5]
    sources = ([0] if lowest_stack(g) else []) + sorted(set(g.pool))
    return [Factory(src, s) for src in sources for s in slots]


__all__ = [
    "build_factory",
    "factory_actions",
    "factory_possible",
    "locomotive_actions",
    "locomotive_and_factory_possible",
    "locomotive_possible",
    "lowest_stack",
    "scrappable_in_hand",
    "take_from_supply",
]
