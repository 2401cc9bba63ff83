"""Previews drawn over a board: a tile about to be laid, a delivery route.

Both give overlay primitives (pure, no Jupyter), drawn by a widget on top of
its highlights.

:func:`tile_preview` draws the track of a build the way :func:`render_track`
draws real track (a dark casing and the player's colour), with a rim that is
green when the build is legal and red when it is not:

>>> from steamlab.core.maps import load_map
>>> from steamlab.render.scene import view_for
>>> view = view_for(load_map("rust_belt"))
>>> h = view.map.find("H7")
>>> prims = tile_preview(view, h, [(0, 3)], owner=1, legal=True)
>>> [p.kind for p in prims]
['preview-rim', 'preview-casing', 'preview-track']
>>> prims[0].stroke == PREVIEW_LEGAL, tile_preview(view, h, [(0, 3)], 1, False)[0].stroke == PREVIEW_ILLEGAL
(True, True)

:func:`route_preview` draws a chosen delivery: a bright band along every
piece of its links and a ring on each station it stops at:

>>> [p.kind for p in route_preview(view, [(h, (0, 3))], [view.map.find("Chicago")])]
['route', 'route-stop']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from steamlab.core.hexgrid import Hex
from steamlab.core.tiles import Segment
from steamlab.render import style
from steamlab.render.primitives import Circle, Polygon, Polyline, Primitive
from steamlab.render.scene import BoardView, track_path

PREVIEW_LEGAL = "#1a9e3a"
PREVIEW_ILLEGAL = "#d01c1c"
ROUTE_COLOR = "#ff2bd6"


def tile_preview(
    view: BoardView,
    h: Hex,
    segments: Iterable[Segment],
    owner: int | None,
    legal: bool,
    palette: Sequence[str] = style.PLAYER_COLORS,
) -> list[Primitive]:
    """The track of a build on ``h`` in the owner's colour, rimmed green (legal) or red (illegal)."""
    if h not in view.map.cells:
        return []
    s = view.size
    rim_color = PREVIEW_LEGAL if legal else PREVIEW_ILLEGAL
    out: list[Primitive] = [
        Polygon(view.corners(h, 0.9), fill=rim_color, stroke=rim_color, width=3.0, alpha=0.25, kind="preview-rim", key=h)
    ]
    color = style.player_color(owner, palette)
    paths = [track_path(view.layout, h, seg) for seg in sorted(segments)]
    out.extend(Polyline(p, style.TRACK_CASING, width=s * 0.26, cap="butt", alpha=0.85, kind="preview-casing", key=h)
               for p in paths)
    out.extend(Polyline(p, color if legal else PREVIEW_ILLEGAL, width=s * 0.16, cap="butt", alpha=0.85,
                        kind="preview-track", key=h) for p in paths)
    return out


def route_preview(
    view: BoardView,
    pieces: Iterable[tuple[Hex, Segment]],
    stops: Iterable[Hex] = (),
    color: str = ROUTE_COLOR,
) -> list[Primitive]:
    """A band along each piece of a route and a ring on each station it stops at."""
    s = view.size
    out: list[Primitive] = [
        Polyline(track_path(view.layout, h, seg), color, width=s * 0.3, alpha=0.8, kind="route", key=(h, seg))
        for h, seg in sorted(set(pieces)) if h in view.map.cells
    ]
    for h in stops:
        if h in view.map.cells:
            cx, cy = view.center(h)
            out.append(Circle(cx, cy, s * 0.5, stroke=color, width=max(2.0, s * 0.1), kind="route-stop", key=h))
    return out


def hex_rims(
    view: BoardView, hexes: Iterable[Hex], color: str = style.HIGHLIGHT_COLOR, width: float = 3.5, scale: float = 0.88
) -> list[Primitive]:
    """A coloured rim (no fill) round each hex: marks cities without hiding their colour.

    ``scale`` shrinks the rim towards the centre: 0.68 rings a city's hexagon and
    keeps clear of its name.

    >>> from steamlab.core.maps import load_map
    >>> from steamlab.render.scene import view_for
    >>> view = view_for(load_map("tutorial"))
    >>> [(p.kind, p.fill) for p in hex_rims(view, [view.map.find("Carlow")])]
    [('rim', None)]
    """
    return [Polygon(view.corners(h, scale), stroke=color, width=width, kind="rim", key=h)
            for h in sorted(set(hexes)) if h in view.map.cells]


__all__ = ["PREVIEW_ILLEGAL", "PREVIEW_LEGAL", "ROUTE_COLOR", "hex_rims", "route_preview", "tile_preview"]
