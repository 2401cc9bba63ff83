"""Hex geometry: axial coordinates, the six edges, offset columns, pixels.

Algorithms work in axial coordinates ``(q, r)`` (cube ``s = -q - r``), after
Red Blob Games' guide to hex grids. Only :class:`Layout` knows pixels; only
:func:`label` and :func:`parse_label` know human names such as ``"C7"``.

The six edges are numbered once for the whole project, clockwise, starting at
the top of a flat-topped hex -- the same order the Age of Steam rulebook uses
for tiles (T, TR, BR, B, BL, TL)::

        0
     5 ___ 1
      /   \\
      \\___/
     4     2
        3

>>> h = Hex(2, 3)
>>> h.neighbor(0)
Hex(q=2, r=2)
>>> h.neighbor(0).neighbor(opposite(0)) == h
True
>>> Hex(0, 0).distance(Hex(3, -1))
3
>>> rotate_edge(5, 2)
1
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, NamedTuple

EDGES: tuple[int, ...] = (0, 1, 2, 3, 4, 5)
"""The six edges, clockwise from the top of a flat-topped hex."""

EDGE_NAMES: tuple[str, ...] = ("T", "TR", "BR", "B", "BL", "TL")
"""Short names of the edges in a flat-topped drawing (the rulebooks' names)."""

_DIRECTIONS: tuple[tuple[int, int], ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def opposite(edge: int) -> int:
    """The edge a neighbour sees: ``opposite(0) == 3``.

    >>> [opposite(e) for e in EDGES]
    [3, 4, 5, 0, 1, 2]
    """
    return (edge + 3) % 6


def rotate_edge(edge: int, turns: int) -> int:
    """The edge after ``turns`` sixth-turns clockwise (negative: anticlockwise).

    >>> rotate_edge(0, 1), rotate_edge(0, -1), rotate_edge(4, 6)
    (1, 5, 4)
    """
    return (edge + turns) % 6


def edge_from_name(name: str) -> int:
    """``"TR"`` -> 1; raises ``ValueError`` for an unknown name.

    >>> edge_from_name("bl")
    4
    """
    try:
        return EDGE_NAMES.index(name.upper())
    except ValueError:
        raise ValueError(f"unknown edge {name!r}; edges are {', '.join(EDGE_NAMES)}") from None


class Hex(NamedTuple):
    """A hex in axial coordinates: an immutable, hashable pair (a tuple, so fast as a key).

    >>> Hex(1, 2).s
    -3
    >>> sorted({Hex(1, 0), Hex(0, 1)})
    [Hex(q=0, r=1), Hex(q=1, r=0)]
    """

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate, ``-q - r``."""
        return -self.q - self.r

    def neighbor(self, edge: int) -> Hex:
        """The hex across ``edge``."""
        dq, dr = _DIRECTIONS[edge % 6]
        return Hex(self.q + dq, self.r + dr)

    def neighbors(self) -> Iterator[tuple[int, Hex]]:
        """``(edge, hex)`` for the six neighbours, edge 0 first."""
        for edge in EDGES:
            yield edge, self.neighbor(edge)

    def edge_to(self, other: Hex) -> int | None:
        """The edge shared with ``other``, or ``None`` if not adjacent.

        >>> Hex(0, 0).edge_to(Hex(1, 0))
        2
        """
        delta = (other.q - self.q, other.r - self.r)
        return _DIRECTIONS.index(delta) if delta in _DIRECTIONS else None

    def distance(self, other: Hex) -> int:
        """Steps between two hexes."""
        return (abs(self.q - other.q) + abs(self.r - other.r) + abs(self.s - other.s)) // 2

    def rotate(self, turns: int, center: Hex | None = None) -> Hex:
        """This hex turned ``turns`` sixth-turns clockwise about ``center``.

        >>> Hex(1, 0).rotate(6) == Hex(1, 0)
        True
        >>> Hex(0, -1).rotate(1)
        Hex(q=1, r=-1)
        """
        c = center or Hex(0, 0)
        x, y, z = self.q - c.q, self.r - c.r, self.s - c.s
        for _ in range(turns % 6):
            x, y, z = -y, -z, -x
        return Hex(x + c.q, y + c.r)


# -- offset columns (how printed boards and our data files count) -------------
def from_offset(col: int, row: int) -> Hex:
    """Axial hex of a board position in "odd-q" offset: odd columns sit half a hex lower.

    >>> from_offset(3, 2)
    Hex(q=3, r=1)
    >>> to_offset(from_offset(3, 2))
    (3, 2)
    """
    return Hex(col, row - (col - (col & 1)) // 2)


def to_offset(h: Hex) -> tuple[int, int]:
    """``(col, row)`` of an axial hex in odd-q offset."""
    return h.q, h.r + (h.q - (h.q & 1)) // 2


@lru_cache(maxsize=65536)
def label(h: Hex) -> str:
    """A human label: column letter(s) from ``A`` then the row from 1.

    >>> label(from_offset(2, 6))
    'C7'
    >>> label(from_offset(27, 0))
    'AB1'
    """
    col, row = to_offset(h)
    letters = ""
    n = col
    while True:
        letters = chr(ord("A") + n % 26) + letters
        n = n // 26 - 1
        if n < 0:
            break
    return f"{letters}{row + 1}"


@lru_cache(maxsize=65536)
def parse_label(text: str) -> Hex:
    """The inverse of :func:`label`; ``ValueError`` on a malformed label.

    >>> parse_label("c7") == from_offset(2, 6)
    True
    """
    t = text.strip().upper()
    i = 0
    while i < len(t) and t[i].isalpha():
        i += 1
    letters, digits = t[:i], t[i:]
    if not letters or not digits.isdigit() or int(digits) < 1:
        raise ValueError(f"not a hex label: {text!r} (expected a column letter and a row number, e.g. 'C7')")
    col = 0
    for ch in letters:
        col = col * 26 + (ord(ch) - ord("A") + 1)
    return from_offset(col - 1, int(digits) - 1)


# -- pixels --------------------------------------------------------------------
class Point(NamedTuple):
    x: float
    y: float


Orientation = Literal["flat", "pointy"]


@dataclass(frozen=True)
class Layout:
    """Converts between hexes and pixels; the only place that knows pixels.

    ``size`` is the distance from a hex's centre to a corner. ``flat`` hexes
    have a flat top (edge 0 is the top edge); ``pointy`` hexes are the same
    grid turned 30 degrees clockwise (edge 0 then points up-right).

    >>> lay = Layout("flat", size=10.0)
    >>> lay.to_pixel(Hex(0, 0))
    Point(x=0.0, y=0.0)
    >>> lay.to_hex(lay.to_pixel(Hex(4, -2))) == Hex(4, -2)
    True
    """

    orientation: Orientation = "flat"
    size: float = 20.0
    origin: Point = Point(0.0, 0.0)

    def _angle_offset(self) -> float:
        return 0.0 if self.orientation == "flat" else math.pi / 6

    def to_pixel(self, h: Hex) -> Point:
        """Centre of ``h``."""
        if self.orientation == "flat":
            x = self.size * 1.5 * h.q
            y = self.size * math.sqrt(3) * (h.r + h.q / 2)
        else:
            x, y = self._rotate(self.size * 1.5 * h.q, self.size * math.sqrt(3) * (h.r + h.q / 2))
        return Point(x + self.origin.x, y + self.origin.y)

    def _rotate(self, x: float, y: float, sign: int = 1) -> tuple[float, float]:
        a = sign * math.pi / 6
        return x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)

    def to_hex(self, p: Point | tuple[float, float]) -> Hex:
        """The hex containing pixel ``p`` (rounded to the nearest centre)."""
        x, y = p[0] - self.origin.x, p[1] - self.origin.y
        if self.orientation == "pointy":
            x, y = self._rotate(x, y, -1)
        qf = (2 / 3 * x) / self.size
        rf = (-1 / 3 * x + math.sqrt(3) / 3 * y) / self.size
        return _round_axial(qf, rf)

    def corners(self, h: Hex) -> list[Point]:
        """The six corners of ``h``, clockwise, starting at the left end of edge 0."""
        c = self.to_pixel(h)
        out = []
        for i in range(6):
            angle = math.radians(240 + 60 * i) + self._angle_offset()
            out.append(Point(c.x + self.size * math.cos(angle), c.y + self.size * math.sin(angle)))
        return out

    def edge_midpoint(self, h: Hex, edge: int) -> Point:
        """Middle of ``edge`` of ``h`` (where track leaves the hex)."""
        c = self.to_pixel(h)
        angle = math.radians(-90 + 60 * edge) + self._angle_offset()
        d = self.size * math.sqrt(3) / 2
        return Point(c.x + d * math.cos(angle), c.y + d * math.sin(angle))

    def bounds(self, hexes: list[Hex]) -> tuple[float, float, float, float]:
        """``(min_x, min_y, max_x, max_y)`` of the hexes' corners."""
        xs: list[float] = []
        ys: list[float] = []
        for h in hexes:
            for p in self.corners(h):
                xs.append(p.x)
                ys.append(p.y)
        return min(xs), min(ys), max(xs), max(ys)


def _round_axial(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))
