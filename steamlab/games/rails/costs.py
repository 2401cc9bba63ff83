"""What a build costs, line by line, under Steam's formula and Age of Steam's table.

Steam (seeds 002/003): $1 per exit, +$1 when the tile has a town, plus the
map's terrain extra (river +$1, hill +$2) -- but a redirect or an improvement
pays only exits and town. Age of Steam (seed 001): a table by tile class and
terrain; terrain only for the first tile in a hex; a town tile $1 + $1 per
exit; replacements $2, or $3 for simple -> complex and for anything in a town;
a redirect $2.

>>> c = Cost((CostItem("2 x $1 per exit", 2), CostItem("river", 1)))
>>> c.total
3
>>> print(c)
2 x $1 per exit: $2
river: $1
total: $3
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from steamlab.i18n import msg


@dataclass(frozen=True)
class CostItem:
    """One line of a cost: what is paid for and how much."""

    label: str
    amount: int


@dataclass(frozen=True)
class Cost:
    """A cost with its working; ``total`` is the sum of the items."""

    items: tuple[CostItem, ...]

    @cached_property
    def total(self) -> int:
        return sum(i.amount for i in self.items)

    def __str__(self) -> str:
        lines = [f"{i.label}: ${i.amount}" for i in self.items]
        return "\n".join([*lines, f"total: ${self.total}"])

    def as_rows(self) -> list[tuple[str, int]]:
        """``[(label, amount), ..., ("total", n)]`` for tables."""
        return [(i.label, i.amount) for i in self.items] + [(msg("cost.total"), self.total)]


BUILD_KINDS = ("new", "improve", "redirect")
"""new: a tile on an empty hex; improve: a tile replaced keeping all its track;
redirect: the end tile of an incomplete link turned or replaced."""


def steam_cost(kind: str, exits: int, town: bool, terrain: str, terrain_extra: int) -> Cost:
    """Steam's formula.

    >>> steam_cost("new", 2, False, "river", 1).total
    3
    >>> steam_cost("new", 2, True, "hill", 2).total
    5
    >>> steam_cost("redirect", 2, False, "hill", 2).total
    2
    """
    items = [CostItem(msg("cost.exits", n=exits), exits)]
    if town:
        items.append(CostItem(msg("cost.town"), 1))
    if kind == "new":
        if terrain_extra:
            items.append(CostItem(msg("cost.terrain", terrain=terrain), terrain_extra))
    elif terrain_extra:
        items.append(CostItem(msg("cost.terrain_unpaid", terrain=terrain, kind=kind), 0))
    return Cost(tuple(items))


def aos_cost(
    kind: str,
    tile_class: str,
    exits: int,
    town: bool,
    terrain: str,
    table: dict[str, int] | None,
    old_class: str | None = None,
) -> Cost:
    """Age of Steam's table.

    ``table`` is the map's ``{simple, coexist, crossing}`` prices for this
    hex's terrain; ``old_class`` the class of the tile being replaced.

    >>> aos_cost("new", "simple", 2, False, "river", {"simple": 3, "coexist": 4, "crossing": 5}).total
    3
    >>> aos_cost("new", "town", 2, True, "plain", None).total
    3
    >>> aos_cost("improve", "crossing", 4, False, "plain", None, old_class="simple").total
    3
    """
    if kind == "redirect":
        return Cost((CostItem(msg("cost.redirect"), 2),))
    if kind == "improve":
        if town:
            return Cost((CostItem(msg("cost.replace_town"), 3),))
        if old_class == "simple" and tile_class in ("crossing", "coexist"):
            return Cost((CostItem(msg("cost.replace_complex", cls=msg(f"track_class.{tile_class}")), 3),))
        return Cost((CostItem(msg("cost.replace"), 2),))
    if town:
        return Cost((CostItem(msg("cost.town_tile"), 1), CostItem(msg("cost.exits", n=exits), exits)))
    if table is None:
        raise ValueError(f"no Age of Steam price for {terrain}")
    return Cost((CostItem(msg("cost.table", cls=msg(f"track_class.{tile_class}"), terrain=terrain), table[tile_class]),))
