"""Track tiles: segments, rotations, crossings and the tile manifests.

A tile is a set of **segments**. A segment joins two edges of the hex
(``(0, 3)`` is a straight from top to bottom) or an edge and the town in the
middle (``(2, TOWN)``). Edges are numbered as in :mod:`steamlab.core.hexgrid`.

>>> straight = TrackTile("straight", "simple", ((0, 3),))
>>> straight.exits()
frozenset({0, 3})
>>> sorted(straight.orientations())
[0, 1, 2]
>>> straight.rotated(1)
frozenset({(1, 4)})
>>> crossing = TrackTile("x", "crossing", ((5, 2), (4, 1)))
>>> crossing.has_crossing()
True
>>> crossing.keeps(frozenset({(1, 4)}))
[0, 2]

Manifests (how many of each tile a game has) are data files in
``data/tiles/``; see ``docs/tile-format.md``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from steamlab.core.datafiles import data_path, display_name, load_json
from steamlab.core.errors import DataError
from steamlab.core.hexgrid import EDGE_NAMES, rotate_edge
from steamlab.i18n.message import noun_form

TOWN = 6
"""The town in the middle of a hex, as a segment end."""

Segment = tuple[int, int]
"""Two ends, each an edge 0-5 or :data:`TOWN`, smaller first."""

TILE_CLASSES = ("simple", "crossing", "coexist", "town")
"""simple: one track; crossing: two tracks crossing (a bridge); coexist: two
tracks that do not cross; town: track ending at a town in the hex."""


def segment(a: int, b: int) -> Segment:
    """A normalised segment (smaller end first).

    >>> segment(TOWN, 2)
    (2, 6)
    """
    return (a, b) if a <= b else (b, a)


def rotate_segment(seg: Segment, turns: int) -> Segment:
    """``seg`` turned ``turns`` sixth-turns clockwise; the town stays put."""
    a, b = (e if e == TOWN else rotate_edge(e, turns) for e in seg)
    return segment(a, b)


def rotate_segments(segs: Iterable[Segment], turns: int) -> frozenset[Segment]:
    """Every segment of ``segs`` turned ``turns`` sixth-turns clockwise."""
    return frozenset(rotate_segment(s, turns) for s in segs)


def exits_of(segs: Iterable[Segment]) -> frozenset[int]:
    """The edges track leaves a hex by.

    >>> sorted(exits_of({(0, 3), (2, TOWN)}))
    [0, 2, 3]
    """
    return frozenset(e for s in segs for e in s if e != TOWN)


def segments_cross(s1: Segment, s2: Segment) -> bool:
    """Whether two edge-to-edge segments cross (their ends interleave).

    >>> segments_cross((0, 3), (1, 4)), segments_cross((0, 3), (4, 5))
    (True, False)
    """
    if TOWN in s1 or TOWN in s2 or set(s1) & set(s2):
        return False
    a, b = s1
    inside = [a < e < b for e in s2]
    return inside[0] != inside[1]


def town_star(exits: Iterable[int]) -> frozenset[Segment]:
    """Segments from each exit to the town: a tile with a town disk on it."""
    return frozenset(segment(e, TOWN) for e in exits)


def describe_segments(segs: Iterable[Segment]) -> str:
    """Human text: ``"T-B, BL-town"``."""

    def name(e: int) -> str:
        return "town" if e == TOWN else EDGE_NAMES[e]

    return ", ".join(f"{name(a)}-{name(b)}" for a, b in sorted(segs))


@dataclass(frozen=True)
class TrackTile:
    """One kind of track tile, as printed with rotation 0.

    ``count`` is how many the game has (for Steam: per face; see the manifest
    ``source``).
    """

    id: str
    cls: str
    segments: tuple[Segment, ...]
    count: int = 0
    name: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "segments", tuple(segment(a, b) for a, b in self.segments))

    @property
    def is_town(self) -> bool:
        """A tile with a town printed on it (goes only on town hexes)."""
        return any(TOWN in s for s in self.segments)

    def exits(self, rotation: int = 0) -> frozenset[int]:
        """Edges the tile's track leaves by, once turned ``rotation`` times."""
        return exits_of(self.rotated(rotation))

    def rotated(self, rotation: int) -> frozenset[Segment]:
        """The tile's segments turned ``rotation`` sixth-turns clockwise."""
        return self._rotations[rotation % 6]

    @cached_property
    def _rotations(self) -> tuple[frozenset[Segment], ...]:
        return tuple(rotate_segments(self.segments, k) for k in range(6))

    def orientations(self) -> list[int]:
        """Rotations giving distinct track, smallest first (3 for a straight)."""
        seen: set[frozenset[Segment]] = set()
        out = []
        for k in range(6):
            segs = self.rotated(k)
            if segs not in seen:
                seen.add(segs)
                out.append(k)
        return out

    def has_crossing(self) -> bool:
        """Whether two of the tile's tracks cross."""
        segs = self.segments
        return any(segments_cross(a, b) for i, a in enumerate(segs) for b in segs[i + 1 :])

    def keeps(self, old: Iterable[Segment]) -> list[int]:
        """Rotations (distinct ones) in which this tile contains every segment of ``old``.

        Improving or redirecting track must keep the old track: this is that test.
        """
        need = frozenset(old)
        return [k for k in self.orientations() if need <= self.rotated(k)]


@dataclass(frozen=True)
class TileManifest:
    """The track tiles one game is played with."""

    game: str
    tiles: tuple[TrackTile, ...]
    town_disks: int = 0
    source: str = ""
    confidence: str = ""
    notes: str = ""
    by_id: Mapping[str, TrackTile] = field(default_factory=dict, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "by_id", {t.id: t for t in self.tiles})

    def __iter__(self) -> Iterator[TrackTile]:
        return iter(self.tiles)

    def __getitem__(self, tile_id: str) -> TrackTile:
        return self.by_id[tile_id]

    @property
    def total(self) -> int:
        """How many tiles in all."""
        return sum(t.count for t in self.tiles)


_END_NAMES = {name: i for i, name in enumerate(EDGE_NAMES)} | {"TOWN": TOWN}


def _parse_end(src: str, where: str, value: Any) -> int:
    if not isinstance(value, str) or value.upper() not in _END_NAMES:
        raise DataError(src, where, f"unknown track end {value!r}; use {', '.join(EDGE_NAMES)} or town")
    return _END_NAMES[value.upper()]


def _parse_tile(src: str, where: str, raw: Any) -> TrackTile:
    if not isinstance(raw, dict):
        raise DataError(src, where, "a tile must be an object")
    unknown = set(raw) - {"id", "class", "track", "count", "name", "source"}
    if unknown:
        raise DataError(src, where, f"unknown {noun_form(len(unknown), 'field')} {sorted(unknown)}")
    tile_id = raw.get("id")
    if not isinstance(tile_id, str) or not tile_id:
        raise DataError(src, f"{where}.id", "missing or empty tile id")
    cls = raw.get("class")
    if cls not in TILE_CLASSES:
        raise DataError(src, f"{where}.class", f"unknown class {cls!r}; use one of {', '.join(TILE_CLASSES)}")
    count = raw.get("count")
    if not isinstance(count, int) or isinstance(count, bool):
        raise DataError(src, f"{where}.count", "the count must be a whole number")
    if count < 0:
        raise DataError(src, f"{where}.count", f"count below zero ({count})")
    track = raw.get("track")
    if not isinstance(track, list) or not track:
        raise DataError(src, f"{where}.track", "a tile needs at least one segment, e.g. [\"T\", \"B\"]")
    segs: list[Segment] = []
    for i, pair in enumerate(track):
        at = f"{where}.track[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise DataError(src, at, "a segment is a pair of ends, e.g. [\"T\", \"B\"]")
        a, b = (_parse_end(src, at, v) for v in pair)
        if a == b:
            raise DataError(src, at, "a segment must join two different ends")
        segs.append(segment(a, b))
    used = [e for s in segs for e in s if e != TOWN]
    if len(used) != len(set(used)):
        raise DataError(src, f"{where}.track", "two segments leave by the same edge (no Y-shaped track)")
    tile = TrackTile(tile_id, cls, tuple(segs), count, str(raw.get("name", tile_id)))
    if (cls == "town") != tile.is_town:
        raise DataError(src, f"{where}.class", "class 'town' is for tiles with track to the town, and only those")
    if cls == "crossing" and not tile.has_crossing():
        raise DataError(src, f"{where}.class", "class 'crossing' but its tracks do not cross")
    if cls == "coexist" and (tile.has_crossing() or len(segs) < 2):
        raise DataError(src, f"{where}.class", "class 'coexist' needs two tracks that do not cross")
    if cls == "simple" and len(segs) != 1:
        raise DataError(src, f"{where}.class", "class 'simple' has exactly one track")
    return tile


def load_tiles(game_or_path: str | Path) -> TileManifest:
    """Load and validate a tile manifest: ``"steam"``, ``"age_of_steam"`` or a path.

    >>> load_tiles("age_of_steam").total
    136
    """
    path = Path(game_or_path) if str(game_or_path).endswith(".json") else data_path("tiles", f"{game_or_path}.json")
    src = display_name(path)
    raw = load_json(path)
    if not isinstance(raw, dict):
        raise DataError(src, "", "a tile manifest must be a JSON object")
    if raw.get("format") != "steamlab-tiles/1":
        raise DataError(src, "format", "expected 'steamlab-tiles/1'")
    game = raw.get("game")
    if not isinstance(game, str):
        raise DataError(src, "game", "missing game name")
    tiles_raw = raw.get("tiles")
    if not isinstance(tiles_raw, list) or not tiles_raw:
        raise DataError(src, "tiles", "missing or empty list of tiles")
    tiles = [_parse_tile(src, f"tiles[{i}]", t) for i, t in enumerate(tiles_raw)]
    seen: set[str] = set()
    for i, t in enumerate(tiles):
        if t.id in seen:
            raise DataError(src, f"tiles[{i}].id", f"tile id {t.id!r} listed twice")
        seen.add(t.id)
    disks = raw.get("town_disks", 0)
    if not isinstance(disks, int) or disks < 0:
        raise DataError(src, "town_disks", "must be a whole number, zero or more")
    total = raw.get("total")
    manifest = TileManifest(
        game=game,
        tiles=tuple(tiles),
        town_disks=disks,
        source=str(raw.get("source", "")),
        confidence=str(raw.get("confidence", "")),
        notes=str(raw.get("notes", "")),
    )
    if total is not None and total != manifest.total:
        raise DataError(src, "total", f"says {total} but the counts add up to {manifest.total}")
    return manifest
