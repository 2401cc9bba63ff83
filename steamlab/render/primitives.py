"""Drawing primitives: what a picture of a board is made of, in board pixels.

The render layer turns game state into plain values -- polygons, polylines,
circles, rectangles and text -- grouped into named layers of a :class:`Scene`.
Nothing here draws; the SVG writer (:mod:`steamlab.render.svg`) and the
canvas widget (:mod:`steamlab.widgets`) each turn a scene into pixels.

Every primitive carries a ``kind`` (what it shows: ``"hex"``, ``"city"``,
``"track"`` ...) and a ``key`` (which thing: usually a :class:`Hex`), so tests
and widgets can ask "which colour is the city marker on Chicago?".

>>> s = Scene(100, 50)
>>> s.add("static", Circle(10, 10, 4, fill="#ff0000", kind="town"))
>>> s.count("static", "town"), s.count("static", "city")
(1, 0)
>>> s.layer("track")
[]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field

XY = tuple[float, float]
"""A point in board pixels (x to the right, y down)."""

LAYERS: tuple[str, ...] = ("static", "track", "overlay", "hover")
"""Layers bottom to top. ``static``: the printed map; ``track``: track, town
disks, new cities and goods; ``overlay``: highlights and the selection;
``hover``: the hex under the pointer (kept apart so a hover redraws little)."""


@dataclass(frozen=True, slots=True)
class Polygon:
    """A closed polygon, filled and/or outlined."""

    points: tuple[XY, ...]
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    alpha: float = 1.0
    kind: str = ""
    key: Hashable = None


@dataclass(frozen=True, slots=True)
class Polyline:
    """An open line through ``points`` (two points: a straight segment).

    ``dash`` is a dash pattern in pixels (empty: solid); ``cap`` is how its
    ends look.
    """

    points: tuple[XY, ...]
    color: str
    width: float = 1.0
    dash: tuple[float, ...] = ()
    alpha: float = 1.0
    cap: str = "round"
    """Line ends: ``"round"`` or ``"butt"`` (track ends flush at a hex edge)."""
    kind: str = ""
    key: Hashable = None


@dataclass(frozen=True, slots=True)
class Circle:
    """A disk and/or a ring."""

    x: float
    y: float
    r: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    alpha: float = 1.0
    kind: str = ""
    key: Hashable = None


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle from its top-left corner (goods cubes)."""

    x: float
    y: float
    w: float
    h: float
    fill: str | None = None
    stroke: str | None = None
    width: float = 1.0
    alpha: float = 1.0
    kind: str = ""
    key: Hashable = None


@dataclass(frozen=True, slots=True)
class Text:
    """A line of text anchored at ``(x, y)``: centred on x, middle on y by default."""

    x: float
    y: float
    text: str
    color: str = "#222222"
    size: float = 10.0
    bold: bool = False
    align: str = "center"
    """``"left"``, ``"center"`` or ``"right"``."""
    kind: str = ""
    key: Hashable = None


Primitive = Polygon | Polyline | Circle | Rect | Text


@dataclass
class Scene:
    """A picture of a board: its size in pixels and its primitives per layer."""

    width: float
    height: float
    layers: dict[str, list[Primitive]] = field(default_factory=lambda: {name: [] for name in LAYERS})

    def add(self, layer: str, *items: Primitive) -> None:
        """Append primitives to ``layer`` (``KeyError`` for an unknown layer)."""
        self.layers[layer].extend(items)

    def layer(self, name: str) -> list[Primitive]:
        """The primitives of one layer, bottom first."""
        return self.layers[name]

    def items(self, layer: str | None = None, kind: str | None = None) -> Iterator[Primitive]:
        """Primitives of one layer (or all), optionally of one ``kind``."""
        names = [layer] if layer else list(self.layers)
        for name in names:
            for p in self.layers[name]:
                if kind is None or p.kind == kind:
                    yield p

    def count(self, layer: str | None = None, kind: str | None = None) -> int:
        """How many primitives :meth:`items` yields."""
        return sum(1 for _ in self.items(layer, kind))

    def find(self, kind: str, key: Hashable) -> list[Primitive]:
        """Primitives of ``kind`` about ``key`` (e.g. the city marker on a hex)."""
        return [p for p in self.items(kind=kind) if p.key == key]
