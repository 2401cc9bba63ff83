"""What the editor draws: the draft on the whole grid, and marks where its problems are.

Pure (standard library and :mod:`steamlab.render`), so it is tested without a
browser and the canvas widget stays thin.

- :func:`preview_map` -- a :class:`GameMap` of *every* grid position (empty
  positions included, as plain hexes) with the draft's terrain, towns,
  cities and thick black lines. It is built directly, not validated: a draft
  with problems is drawn too.
- :func:`draft_static` -- :func:`steamlab.render.scene.render_static` of it,
  with the empty positions drawn as pale dashed outlines (kind ``empty``).
- :func:`problem_marks` -- a red rim on each hex with a problem (kind
  ``problem-hex``), a thick red stroke on each edge (``problem-edge``).
- :func:`edge_at` -- the edge of a hex nearest a pixel (the line tool).

>>> from steamlab.editor.draft import DraftHex, MapDraft
>>> d = MapDraft.new("m", cols=3, rows=2)
>>> d.paint((1, 1), "none")
>>> view = view_for(preview_map(d), 20)
>>> [p.kind for p in draft_static(view, d) if p.kind in ("hex", "empty")].count("empty")
1
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import replace

from steamlab.core.hexgrid import EDGE_NAMES, Hex, from_offset
from steamlab.core.maps import DEFAULT_TERRAIN_COSTS, Cell, City, GameMap, GoodsDisplay, GoodsSupply
from steamlab.editor.checks import Problem
from steamlab.editor.draft import DraftHex, MapDraft
from steamlab.render.primitives import Polygon, Polyline, Primitive
from steamlab.render.scene import BoardView, view_for

PROBLEM_COLOR = "#e0001b"
"""Red: where a validation problem is."""
EMPTY_FILL = "#fbfbf8"
EMPTY_STROKE = "#c9c9bd"

__all__ = ["PROBLEM_COLOR", "DraftPicture", "draft_static", "edge_at", "preview_map", "problem_marks", "view_for"]


def preview_map(draft: MapDraft) -> GameMap:
    """The draft as a drawable map over its whole grid (not validated)."""
    cells = {from_offset(*pos): _cell(from_offset(*pos), draft.cell(pos)) for pos in draft.positions()}
    return _single(None, cells, _walls(draft, set(cells)), draft)


def _cell(h: Hex, draft_cell: object) -> Cell:
    """The :class:`Cell` drawn for a draft hex (an empty position: a plain hex)."""
    if not isinstance(draft_cell, DraftHex):
        return Cell(h, "plain")
    c = draft_cell.city
    city = City(c.name, c.color, c.start_cubes, c.growth_marker) if c else None
    return Cell(h, draft_cell.terrain, draft_cell.town, city)


def _walls(draft: MapDraft, grid: set[Hex]) -> frozenset[tuple[Hex, int]]:
    out: set[tuple[Hex, int]] = set()
    for pos, name in draft.impassable:
        h, e = from_offset(*pos), EDGE_NAMES.index(name)
        out.add((h, e))
        if h.neighbor(e) in grid:
            out.add((h.neighbor(e), (e + 3) % 6))
    return frozenset(out)


def _single(base: GameMap | None, cells: dict[Hex, Cell], walls: frozenset[tuple[Hex, int]] = frozenset(),
            draft: MapDraft | None = None) -> GameMap:
    """A drawable GameMap built directly (no validation): a whole preview, one hex or just lines."""
    ref = draft
    return GameMap(
        id=ref.id if ref else (base.id if base else "draft"), title=ref.title if ref else "",
        cells=cells, impassable=walls, new_cities=(), goods_display=GoodsDisplay({}),
        goods_supply=GoodsSupply(1, 0, 0), terrain_costs=DEFAULT_TERRAIN_COSTS,
        min_players=ref.players[0] if ref else 3, max_players=ref.players[1] if ref else 6,
        orientation=ref.orientation if ref else (base.orientation if base else "flat"),
    )  # fmt: skip


def draft_static(view: BoardView, draft: MapDraft) -> list[Primitive]:
    """The printed layer of the draft: the map's own drawing, empty positions pale and dashed.

    One call renders every hex; :class:`DraftPicture` keeps them and redraws only what changed.
    """
    return DraftPicture(view).static(draft)


# Groups in the order render_static emits them (so each group stays one batch call).
_GROUPS = ("hex", "river", "peak", "city", "town", "city-name", "town-name")


def _group(p: Primitive) -> str:
    if p.kind in ("hex", "empty"):
        return "hex"
    if p.kind in ("hill", "mountain"):
        return "peak"
    if p.kind == "name":
        return "city-name" if getattr(p, "bold", False) else "town-name"
    return p.kind


class DraftPicture:
    """The static layer of a draft on one view, kept per hex: a paint stroke re-renders only the
    hexes it changed (the benchmark ``map_editor_paint_ms`` times this).

    >>> from steamlab.editor.draft import MapDraft
    >>> d = MapDraft.open("tutorial")
    >>> pic = DraftPicture(view_for(preview_map(d), 20))
    >>> len(pic.static(d)) > 59, pic.rendered
    (True, 63)
    >>> d.paint((0, 0), "mountain"); _ = pic.static(d); pic.rendered
    64
    """

    def __init__(self, view: BoardView) -> None:
        from steamlab.render.scene import render_static

        self.view = view
        self.rendered = 0
        """Hexes rendered so far (for tests: a stroke renders only what it changed)."""
        self._cells: dict[tuple[int, int], object] = {}
        self._prims: dict[tuple[int, int], list[Primitive]] = {}
        self._labels = [p for p in render_static(view) if p.kind == "label"]

    def static(self, draft: MapDraft) -> list[Primitive]:
        """Every static primitive of ``draft``, in render_static's order."""
        groups: dict[str, list[Primitive]] = {g: [] for g in _GROUPS}
        for pos in draft.positions():
            cell = draft.cell(pos)
            if pos not in self._cells or self._cells[pos] != cell:
                self._prims[pos] = self._render_hex(pos, cell)
                self._cells[pos] = cell
                self.rendered += 1
            for p in self._prims[pos]:
                groups[_group(p)].append(p)
        walls = self._walls(draft)
        return (groups["hex"] + groups["river"] + groups["peak"] + walls + groups["city"] + groups["town"]
                + groups["city-name"] + groups["town-name"] + self._labels)

    def _render_hex(self, pos: tuple[int, int], cell: object) -> list[Primitive]:
        from steamlab.render.scene import render_static

        h = from_offset(*pos)
        one = _single(self.view.map, {h: _cell(h, draft_cell=cell)})
        prims = [p for p in render_static(replace(self.view, map=one)) if p.kind != "label"]
        if cell is None:
            prims = [replace(p, fill=EMPTY_FILL, stroke=EMPTY_STROKE, kind="empty") for p in prims
                     if isinstance(p, Polygon) and p.kind == "hex"]
        return prims

    def _walls(self, draft: MapDraft) -> list[Primitive]:
        from steamlab.render.scene import render_static

        if not draft.impassable:
            return []
        lines = _single(self.view.map, {}, _walls(draft, set(self.view.map.cells)))
        return [p for p in render_static(replace(self.view, map=lines)) if p.kind == "impassable"]


def problem_marks(view: BoardView, problems: Iterable[Problem]) -> list[Primitive]:
    """Red marks for the problems that have a place on the grid (the others are only listed)."""
    rims: list[Primitive] = []
    edges: list[Primitive] = []
    for p in problems:
        if p.at is None:
            continue
        h = from_offset(*p.at)
        if p.edge is not None and p.edge in EDGE_NAMES:
            e = EDGE_NAMES.index(p.edge)
            corners = view.layout.corners(h)
            a, b = corners[e], corners[(e + 1) % 6]
            edges.append(Polyline(((a.x, a.y), (b.x, b.y)), PROBLEM_COLOR, width=max(4.0, view.size * 0.22),
                                  kind="problem-edge", key=(p.at, p.edge)))
        elif h in view.map.cells:
            rims.append(Polygon(view.corners(h, 0.86), stroke=PROBLEM_COLOR, width=max(3.0, view.size * 0.14),
                                kind="problem-hex", key=p.at))
    return rims + edges


def edge_at(view: BoardView, h: Hex, x: float, y: float) -> int:
    """The edge of ``h`` whose middle is nearest pixel ``(x, y)`` (0-5).

    >>> from steamlab.editor.draft import MapDraft
    >>> view = view_for(preview_map(MapDraft.new("m", cols=2, rows=2)), 20)
    >>> cx, cy = view.center(Hex(0, 0))
    >>> EDGE_NAMES[edge_at(view, Hex(0, 0), cx, cy + 15)], EDGE_NAMES[edge_at(view, Hex(0, 0), cx + 14, cy - 8)]
    ('B', 'TR')
    """
    def dist(e: int) -> float:
        m = view.layout.edge_midpoint(h, e)
        return math.hypot(m.x - x, m.y - y)

    return min(range(6), key=dist)
