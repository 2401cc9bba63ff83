"""The rail board of Steam and Age of Steam: placed track, owners, cubes.

:class:`RailBoard` is the position on the map that building and delivery
rules read: which tile lies on each hex (and how it is turned), who owns each
piece of track, which towns became cities, and the goods cubes on the cities.

Ownership is kept per **piece** (a hex and one of its segments): every piece
of a link has the link's owner, so a crossing tile can carry two owners.

>>> from steamlab.core.maps import load_map
>>> b = RailBoard(load_map("tutorial"))
>>> b.is_city(b.map.find("Carlow")), b.is_town(b.map.find("Kestrel"))
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from steamlab.core.hexgrid import Hex, parse_label
from steamlab.core.maps import GameMap
from steamlab.core.tiles import TOWN, Segment
from steamlab.i18n import msg


@dataclass(frozen=True)
class Placement:
    """A tile on a hex: which tile, turned how, and the track it lays.

    ``town_disk`` marks an Age of Steam ordinary tile used on a town with a
    town disk: its track then runs from each exit to the town.
    """

    tile_id: str
    rotation: int
    segments: frozenset[Segment]
    town_disk: bool = False

    @cached_property
    def by_edge(self) -> dict[int, Segment]:
        """The segment that uses each edge (for following track quickly)."""
        return {e: seg for seg in self.segments for e in seg}


@dataclass(frozen=True)
class TrackPiece:
    """One segment of one hex, with its owner (``None``: unowned)."""

    hex: Hex
    segment: Segment
    owner: int | None


@dataclass
class RailBoard:
    """Track, owners, new cities and cubes on one map; cheap to copy."""

    map: GameMap
    tiles: dict[Hex, Placement] = field(default_factory=dict)
    owners: dict[tuple[Hex, Segment], int | None] = field(default_factory=dict)
    new_cities: dict[Hex, tuple[str, str]] = field(default_factory=dict)
    """Urbanized towns: hex -> (new city id, colour)."""
    cubes: dict[Hex, list[str]] = field(default_factory=dict)
    """Goods cubes on each city hex, by colour, in the order they arrived."""
    stamp: int = 0
    """Counts the changes announced with :meth:`touch` (for the build-options memo)."""
    touched: dict[Hex, int] = field(default_factory=dict, repr=False)
    memo: dict[Any, tuple[int, Any]] = field(default_factory=dict, repr=False)
    """Results computed for a hex and valid while nothing within two steps was touched since
    (the building rules keep their legal options here across turns)."""

    def copy(self) -> RailBoard:
        return RailBoard(
            self.map,
            dict(self.tiles),
            dict(self.owners),
            dict(self.new_cities),
            {h: list(c) for h, c in self.cubes.items()},
            self.stamp,
            dict(self.touched),
            dict(self.memo),
        )

    def touch(self, *hexes: Hex) -> None:
        """Announce a change of track or ownership on ``hexes`` (what the memo depends on)."""
        self.stamp += 1
        for h in hexes:
            self.touched[h] = self.stamp

    def touch_all(self) -> None:
        """Announce a change that may reach anywhere: forget every memo."""
        self.stamp += 1
        self.memo.clear()

    def recall(self, key: Any, h: Hex) -> Any:
        """The memo for ``key`` if nothing within two steps of ``h`` was touched since, else ``None``."""
        entry = self.memo.get(key)
        if entry is None:
            return None
        stamp, value = entry
        touched = self.touched
        for x in self.map.ball(h):
            if touched.get(x, 0) > stamp:
                return None
        return value

    def remember(self, key: Any, value: Any) -> None:
        self.memo[key] = (self.stamp, value)

    # -- what a hex is ----------------------------------------------------
    def is_city(self, h: Hex) -> bool:
        """A printed city, or a town turned into a city by urbanization."""
        return h in self.map.city_hexes or h in self.new_cities

    def is_town(self, h: Hex) -> bool:
        """A printed town that has not become a city."""
        return h in self.map.town_hexes and h not in self.new_cities

    def city_color(self, h: Hex) -> str | None:
        """The colour of the city on ``h`` (``None`` if it is not a city)."""
        if h in self.new_cities:
            return self.new_cities[h][1]
        cell = self.map.cells.get(h)
        return cell.city.color if cell and cell.city else None

    def place_name(self, h: Hex) -> str:
        """Name for messages: the town or city, else the hex label."""
        if h in self.new_cities:
            return msg("place.new_city", place=self.map.name_of(h), id=self.new_cities[h][0])
        return self.map.name_of(h)

    def place_name_at(self, at: str) -> str:
        """:meth:`place_name` of the hex labelled ``at`` (the label itself where it names no hex)."""
        try:
            return self.place_name(parse_label(at))
        except ValueError:
            return at

    # -- track --------------------------------------------------------------
    def segments(self, h: Hex) -> frozenset[Segment]:
        """The track on ``h`` (empty set if none)."""
        p = self.tiles.get(h)
        return p.segments if p else frozenset()

    def pieces(self) -> Iterator[TrackPiece]:
        """Every piece of track on the board with its owner."""
        for h, p in self.tiles.items():
            for seg in sorted(p.segments):
                yield TrackPiece(h, seg, self.owners.get((h, seg)))

    def owner(self, h: Hex, seg: Segment) -> int | None:
        return self.owners.get((h, seg))

    def open_town_exit(self, h: Hex, seg: Segment) -> bool:
        """Whether ``seg`` on ``h`` is a town tile's exit that no track or city meets yet: part of the town
        (docs/building.md, decision 2), not a link of the player who laid the tile."""
        if TOWN not in seg or not self.is_town(h):
            return False
        edge = next(end for end in seg if end != TOWN)
        row = self.map.neighbor_table.get(h)
        n = row[edge] if row is not None else None
        if n is None:
            return True
        placed = self.tiles.get(n)
        return not self.is_city(n) and (placed is None or (edge + 3) % 6 not in placed.by_edge)

    def tiles_used(self) -> dict[str, int]:
        """How many of each tile id lie on the board."""
        out: dict[str, int] = {}
        for p in self.tiles.values():
            out[p.tile_id] = out.get(p.tile_id, 0) + 1
        return out
