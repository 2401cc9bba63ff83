"""State -> primitives: the picture of a map and of a rail board, layer by layer.

:func:`render_scene` draws a :class:`~steamlab.core.maps.GameMap` or a
:class:`~steamlab.games.rails.board.RailBoard` (map plus track, owners, new
cities and goods) into a :class:`~steamlab.render.primitives.Scene`. The
layer functions (:func:`render_static`, :func:`render_track`,
:func:`render_overlay`, :func:`render_hover`) are separate so a widget can
redraw only what changed.

>>> from steamlab.core.maps import load_map
>>> scene = render_scene(load_map("rust_belt"))
>>> scene.count("static", "hex"), scene.count("static", "city"), scene.count("static", "town")
(189, 12, 14)
>>> scene.count("track")
0

Geometry lives in :class:`BoardView`, the one object that knows where a hex is
drawn; it turns a pointer position back into a hex, or ``None``:

>>> view = view_for(load_map("rust_belt"))
>>> h = view.map.find("Chicago")
>>> view.hex_at(*view.center(h)) == h
True
>>> view.hex_at(-5.0, 3.0) is None, view.hex_at(float("nan"), 1.0) is None
(True, True)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from steamlab.core.hexgrid import Hex, Layout, Orientation, Point, from_offset, label, to_offset
from steamlab.core.maps import GameMap
from steamlab.core.tiles import TOWN, Segment
from steamlab.render import style
from steamlab.render.primitives import XY, Circle, Polygon, Polyline, Primitive, Rect, Scene, Text

if TYPE_CHECKING:
    from steamlab.games.rails.board import RailBoard

DEFAULT_SIZE = 32.0
"""Hex size (centre to corner) in pixels when none is given."""


@dataclass(frozen=True)
class BoardView:
    """Where a map is drawn: its :class:`Layout` and the picture's size.

    Margins leave room for the column letters above the map and the row
    numbers left of it.
    """

    map: GameMap
    layout: Layout
    width: float
    height: float

    @property
    def size(self) -> float:
        """Hex size in pixels (centre to corner)."""
        return self.layout.size

    def center(self, h: Hex) -> XY:
        """Pixel centre of ``h``."""
        p = self.layout.to_pixel(h)
        return (p.x, p.y)

    def corners(self, h: Hex, scale: float = 1.0) -> tuple[XY, ...]:
        """The six corners of ``h`` (shrunk towards the centre by ``scale``)."""
        cx, cy = self.center(h)
        return tuple((cx + (p.x - cx) * scale, cy + (p.y - cy) * scale) for p in self.layout.corners(h))

    def hex_at(self, x: object, y: object) -> Hex | None:
        """The map hex under pixel ``(x, y)``; ``None`` off the map or for bad input.

        Accepts anything (it is fed browser events): non-numbers, NaN,
        infinities and points outside the picture give ``None``.
        """
        if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, int | float) or not isinstance(y, int | float):
            return None
        fx, fy = float(x), float(y)
        if not (math.isfinite(fx) and math.isfinite(fy)) or not (0 <= fx <= self.width and 0 <= fy <= self.height):
            return None
        h = self.layout.to_hex(Point(fx, fy))
        return h if h in self.map.cells else None


def view_for(game_map: GameMap, size: float = DEFAULT_SIZE) -> BoardView:
    """The :class:`BoardView` of ``game_map`` with hexes of ``size`` pixels."""
    orientation: Orientation = "pointy" if game_map.orientation == "pointy" else "flat"
    bare = Layout(orientation, size)
    min_x, min_y, max_x, max_y = bare.bounds(game_map.hexes)
    left, top, pad = size * 0.75, size * 0.6, size * 0.25
    origin = Point(left - min_x, top - min_y)
    return BoardView(
        game_map,
        Layout(orientation, size, origin),
        width=math.ceil(max_x - min_x + left + pad),
        height=math.ceil(max_y - min_y + top + pad),
    )


# -- track geometry -------------------------------------------------------------


def _arc(center: XY, start: XY, end: XY, steps: int) -> list[XY]:
    """Points on the circle about ``center`` from ``start`` to ``end`` (the short way)."""
    cx, cy = center
    r = math.hypot(start[0] - cx, start[1] - cy)
    a0 = math.atan2(start[1] - cy, start[0] - cx)
    a1 = math.atan2(end[1] - cy, end[0] - cx)
    sweep = (a1 - a0 + math.pi) % (2 * math.pi) - math.pi
    pts = [(cx + r * math.cos(a0 + sweep * i / steps), cy + r * math.sin(a0 + sweep * i / steps)) for i in range(steps + 1)]
    pts[0], pts[-1] = start, end
    return pts


def track_path(layout: Layout, h: Hex, seg: Segment) -> tuple[XY, ...]:
    """The centre line of one piece of track, as points.

    A straight (opposite edges) runs through the centre; a sharp curve
    (neighbouring edges) is an arc about the corner the two edges share; a
    gentle curve (edges two apart) is an arc about the centre of the hex
    beyond the edge between them -- the curves of printed track tiles. An
    edge-town piece runs from the edge to the centre.

    >>> lay = Layout("flat", 10.0)
    >>> [(round(x, 2), round(y, 2)) for x, y in track_path(lay, Hex(0, 0), (0, 3))]
    [(0.0, -8.66), (0.0, 8.66)]
    >>> len(track_path(lay, Hex(0, 0), (0, 1))) > 3   # a curve is a polyline
    True
    >>> track_path(lay, Hex(0, 0), (2, TOWN))[-1]
    (0.0, 0.0)
    """
    c = layout.to_pixel(h)
    a, b = seg
    if b == TOWN:
        p = layout.edge_midpoint(h, a)
        return ((p.x, p.y), (c.x, c.y))
    pa, pb = layout.edge_midpoint(h, a), layout.edge_midpoint(h, b)
    start, end = (pa.x, pa.y), (pb.x, pb.y)
    gap = (b - a) % 6
    if gap == 3:
        return (start, end)
    if gap in (1, 5):
        first = a if gap == 1 else b  # the corner between edges e and e+1 is corner e+1
        corner = layout.corners(h)[(first + 1) % 6]
        return tuple(_arc((corner.x, corner.y), start, end, 8))
    between = (a + 1) % 6 if gap == 2 else (b + 1) % 6
    m = layout.edge_midpoint(h, between)
    center = (2 * m.x - c.x, 2 * m.y - c.y)
    return tuple(_arc(center, start, end, 10))


# -- layers -----------------------------------------------------------------------


def _wave(cx: float, cy: float, s: float) -> tuple[XY, ...]:
    """A wavy blue river mark across the lower part of a hex."""
    n = 14
    return tuple(
        (cx - 0.6 * s + 1.2 * s * i / n, cy + 0.45 * s + 0.1 * s * math.sin(3 * math.pi * i / n)) for i in range(n + 1)
    )


def _peak(cx: float, cy: float, s: float, height: float) -> tuple[XY, ...]:
    half = height * 0.62
    return ((cx - half, cy + height / 2), (cx, cy - height / 2), (cx + half, cy + height / 2))


def render_static(view: BoardView, hex_labels: bool = False) -> list[Primitive]:
    """The printed map: terrain, rivers, hills, impassable edges, towns, cities, names, labels.

    Kinds: ``hex`` (one per hex, filled by terrain), ``river``, ``hill``,
    ``mountain``, ``impassable``, ``city`` (a hexagon in the city's colour),
    ``town`` (a white disk), ``name``, ``label`` (column letters and row
    numbers at the edges; every hex's label too if ``hex_labels``).
    """
    m, s = view.map, view.size
    hexes: list[Primitive] = []
    rivers: list[Primitive] = []
    peaks: list[Primitive] = []
    cities: list[Primitive] = []
    towns: list[Primitive] = []
    city_names: list[Primitive] = []
    town_names: list[Primitive] = []
    labels: list[Primitive] = []
    for h, cell in m.cells.items():
        cx, cy = view.center(h)
        terrain = style.TERRAIN_FILL.get(cell.terrain, style.TERRAIN_FILL["plain"])
        hexes.append(Polygon(view.corners(h), fill=terrain, stroke=style.HEX_OUTLINE, width=1.0, kind="hex", key=h))
        if cell.terrain == "river":
            rivers.append(Polyline(_wave(cx, cy, s), style.RIVER_COLOR, width=max(1.5, s * 0.09), kind="river", key=h))
        elif cell.terrain in ("hill", "mountain"):
            big = cell.terrain == "mountain"
            peak = _peak(cx, cy - 0.3 * s, s, s * (0.42 if big else 0.3))
            fill = style.MOUNTAIN_MARK if big else style.TERRAIN_FILL["hill"]
            peaks.append(Polygon(peak, fill=fill, stroke=style.MOUNTAIN_MARK, width=1.5, kind=cell.terrain, key=h))
        if cell.city:
            color = style.goods_color(cell.city.color)
            cities.append(Polygon(view.corners(h, 0.58), fill=color, stroke="#111111", width=1.5, kind="city", key=h))
            city_names.append(Text(cx, cy + 0.7 * s, cell.city.name, style.NAME_COLOR, size=max(8.0, s * 0.3), bold=True,
                                   kind="name", key=h))
        elif cell.town:
            towns.append(Circle(cx, cy, s * 0.2, fill=style.TOWN_FILL, stroke=style.TOWN_STROKE, width=2.0,
                                kind="town", key=h))
            town_names.append(Text(cx, cy + 0.62 * s, cell.town, style.NAME_COLOR, size=max(7.0, s * 0.26), kind="name",
                                   key=h))
        if hex_labels:
            labels.append(Text(cx, cy - 0.68 * s, label(h), style.LABEL_COLOR, size=max(6.0, s * 0.2), kind="label", key=h))
    walls: list[Primitive] = []
    for h, edge in sorted(m.impassable):
        other = h.neighbor(edge)
        if (other, (edge + 3) % 6) in m.impassable and other < h:
            continue
        corners = view.corners(h)
        a, b = corners[edge], corners[(edge + 1) % 6]
        walls.append(Polyline((a, b), style.IMPASSABLE_COLOR, width=max(3.0, s * 0.16), kind="impassable", key=(h, edge)))
    # Grouped by look, so a canvas draws each group with one batch call.
    return hexes + rivers + peaks + walls + cities + towns + city_names + town_names + labels + _edge_labels(view)


def _edge_labels(view: BoardView) -> list[Primitive]:
    """Column letters above the map and row numbers left of it (like a printed board)."""
    if view.layout.orientation != "flat":
        return []
    s = view.size
    cols: dict[int, Hex] = {}
    rows: dict[int, Hex] = {}
    for h in view.map.cells:
        col, row = to_offset(h)
        if col not in cols or to_offset(cols[col])[1] > row:
            cols[col] = h
        if row not in rows or to_offset(rows[row])[0] > col:
            rows[row] = h
    out: list[Primitive] = []
    size = max(7.0, s * 0.3)
    for col, top in sorted(cols.items()):
        x, y = view.center(from_offset(col, to_offset(top)[1]))
        letters = label(from_offset(col, 0))[:-1]
        out.append(Text(x, y - 0.866 * s - size * 0.7, letters, style.LABEL_COLOR, size=size, kind="label",
                        key=("col", col)))
    for row, first in sorted(rows.items()):
        x, y = view.center(first)
        out.append(Text(x - s - size * 0.2, y, str(row + 1), style.LABEL_COLOR, size=size, align="right",
                        kind="label", key=("row", row)))
    return out


def render_track(view: BoardView, board: RailBoard | None, palette: Sequence[str] = style.PLAYER_COLORS) -> list[Primitive]:
    """Track, town disks, new cities and goods cubes of ``board``.

    Kinds: ``track-casing`` (the dark edge of every piece), ``track`` (one
    per piece, coloured by owner; unowned is grey and dashed), ``track-mark``
    (a thin centre line whose pattern tells the owner apart without colour,
    :func:`track_mark`), ``town-disk``,
    ``new-city``, ``new-city-id``, ``cube`` (key ``(hex, index)``). On a
    crossing tile the later piece is drawn again on top, as a bridge.
    """
    if board is None:
        return []
    s, lay = view.size, view.layout
    casing_w, track_w = s * 0.26, s * 0.16
    casings: list[Primitive] = []
    tracks: list[Primitive] = []
    marks: list[tuple[int, Primitive]] = []
    bridges: list[Primitive] = []
    disks: list[Primitive] = []
    for h, placement in board.tiles.items():
        segs = sorted(placement.segments)
        drawn: list[Segment] = []
        for seg in segs:
            owner = board.owners.get((h, seg))
            path = track_path(lay, h, seg)
            color = style.player_color(owner, palette)
            dash = () if owner is not None else (s * 0.22, s * 0.14)
            casing = Polyline(path, style.TRACK_CASING, width=casing_w, cap="butt", kind="track-casing", key=(h, seg))
            track = Polyline(path, color, width=track_w, dash=dash, cap="butt", kind="track", key=(h, seg))
            mark = track_mark(path, owner, color, s, key=(h, seg))
            if any(_crosses(seg, d) for d in drawn):
                bridges.extend((casing, track, *([mark] if mark else [])))
            else:
                casings.append(casing)
                tracks.append(track)
                if mark is not None and owner is not None:
                    marks.append((owner % len(style.PLAYER_MARKS), mark))
            drawn.append(seg)
        if board.is_town(h) and (placement.town_disk or any(TOWN in seg for seg in segs)):
            cx, cy = view.center(h)
            disks.append(Circle(cx, cy, s * 0.22, fill=style.TOWN_FILL, stroke=style.TOWN_STROKE, width=s * 0.09,
                                kind="town-disk", key=h))
    cities: list[Primitive] = []
    ids: list[Primitive] = []
    for h, (city_id, color_name) in sorted(board.new_cities.items()):
        if h not in view.map.cells:
            continue
        cx, cy = view.center(h)
        color = style.goods_color(color_name)
        cities.append(Polygon(view.corners(h, 0.58), fill=color, stroke="#111111", width=1.5, kind="new-city", key=h))
        ids.append(Text(cx, cy - 0.3 * s, city_id, style.NAME_COLOR, size=max(7.0, s * 0.26), bold=True,
                        kind="new-city-id", key=h))
    marks.sort(key=lambda m: m[0])  # one batch per pattern
    return casings + tracks + [m for _, m in marks] + bridges + disks + cities + ids + _cubes(view, board)


def owned_piece(path: tuple[XY, ...], owner: int | None, size: float,
                palette: Sequence[str] = style.PLAYER_COLORS) -> list[Primitive]:
    """One piece of track as the board draws it (casing, the owner's colour, the owner's centre line):
    for pictures beside the board -- tile thumbnails, the legend.

    >>> [p.kind for p in owned_piece(((0, 0), (30, 0)), 2, 30.0)]
    ['track-casing', 'track', 'track-mark']
    """
    color = style.player_color(owner, palette)
    mark = track_mark(path, owner, color, size)
    return [Polyline(path, style.TRACK_CASING, width=size * 0.26, cap="butt", kind="track-casing"),
            Polyline(path, color, width=size * 0.16, cap="butt", kind="track"), *([mark] if mark else [])]


def track_mark(path: tuple[XY, ...], owner: int | None, color: str, size: float,
               key: object = None, kind: str = "track-mark") -> Polyline | None:
    """The owner's centre line on a piece of track drawn along ``path`` in ``color`` (``None``: no line).

    Its pattern (:data:`~steamlab.render.style.PLAYER_MARKS`) differs per player, so two
    players' track differs by more than hue; it is black or white, whichever reads on ``color``.

    >>> track_mark(((0, 0), (10, 0)), 0, "#f28e1c", 30.0) is None      # player 1: plain track
    True
    >>> m = track_mark(((0, 0), (10, 0)), 1, "#2ca047", 30.0)
    >>> m.color, m.dash, m.cap
    ('#ffffff', (0.0, 6.0), 'round')
    """
    pattern = style.player_mark(owner)
    if pattern is None:
        return None
    dash = tuple(d * size for d in pattern)
    return Polyline(path, style.text_on(color), width=size * style.MARK_WIDTH, dash=dash,
                    cap="round" if 0.0 in pattern else "butt", kind=kind, key=key)


def _crosses(s1: Segment, s2: Segment) -> bool:
    if TOWN in s1 or TOWN in s2 or set(s1) & set(s2):
        return False
    a, b = s1
    return (a < s2[0] < b) != (a < s2[1] < b)


def _cubes(view: BoardView, board: RailBoard) -> list[Primitive]:
    """Goods cubes as small squares in rows of up to four on their city."""
    s = view.size
    side, gap = s * 0.22, s * 0.05
    out: list[Primitive] = []
    for h, cubes in sorted(board.cubes.items()):
        if h not in view.map.cells or not cubes:
            continue
        cx, cy = view.center(h)
        rows = [cubes[i : i + 4] for i in range(0, len(cubes), 4)]
        top = cy - 0.05 * s - (len(rows) * (side + gap) - gap) / 2
        index = 0
        for r, row in enumerate(rows):
            left = cx - (len(row) * (side + gap) - gap) / 2
            for i, color in enumerate(row):
                x, y = left + i * (side + gap), top + r * (side + gap)
                out.append(Rect(x, y, side, side, fill=style.goods_color(color), stroke="#111111", width=1.0,
                                kind="cube", key=(h, index)))
                index += 1
    return out


def render_overlay(
    view: BoardView,
    highlights: Iterable[Hex] = (),
    selected: Hex | None = None,
    pieces: Iterable[tuple[Hex, Segment]] = (),
    color: str = style.HIGHLIGHT_COLOR,
) -> list[Primitive]:
    """Highlighted hexes and track pieces, and the selected hex.

    Kinds: ``highlight`` (a tinted hex with a bright rim), ``highlight-piece``
    (a glow along a piece of track), ``selected`` (a thick magenta rim).
    Hexes off the map are skipped.
    """
    s = view.size
    out: list[Primitive] = []
    for h in sorted(set(highlights)):
        if h in view.map.cells:
            out.append(Polygon(view.corners(h, 0.93), fill=color, stroke=color, width=3.0, alpha=0.45,
                               kind="highlight", key=h))
    for h, seg in sorted(set(pieces)):
        if h in view.map.cells:
            out.append(Polyline(track_path(view.layout, h, seg), color, width=s * 0.34, alpha=0.7, kind="highlight-piece",
                                key=(h, seg)))
    if selected is not None and selected in view.map.cells:
        rim = view.corners(selected, 0.94)
        out.append(Polygon(rim, stroke=style.SELECT_COLOR, width=4.0, kind="selected", key=selected))
    return out


def render_hover(view: BoardView, hovered: Hex | None) -> list[Primitive]:
    """A light rim on the hex under the pointer (kind ``hover``); nothing off the map."""
    if hovered is None or hovered not in view.map.cells:
        return []
    return [Polygon(view.corners(hovered, 0.95), fill=style.HOVER_COLOR, stroke=style.HOVER_COLOR, width=2.5, alpha=0.3,
                    kind="hover", key=hovered)]


def render_scene(
    state: GameMap | RailBoard,
    *,
    size: float = DEFAULT_SIZE,
    highlights: Iterable[Hex] = (),
    selected: Hex | None = None,
    pieces: Iterable[tuple[Hex, Segment]] = (),
    hovered: Hex | None = None,
    palette: Sequence[str] = style.PLAYER_COLORS,
    hex_labels: bool = False,
) -> Scene:
    """Every layer of a map or rail board, as one :class:`Scene`."""
    game_map, board = (state, None) if isinstance(state, GameMap) else (state.map, state)
    view = view_for(game_map, size)
    scene = Scene(view.width, view.height)
    scene.add("static", *render_static(view, hex_labels))
    scene.add("track", *render_track(view, board, palette))
    scene.add("overlay", *render_overlay(view, highlights, selected, pieces))
    scene.add("hover", *render_hover(view, hovered))
    return scene
