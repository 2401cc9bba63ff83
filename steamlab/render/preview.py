"""Previews drawn over a board: a tile about to be laid, a delivery route.

Both give overlay primitives (pure, no Jupyter), drawn by a widget on top of
its highlights.

:func:`tile_preview` draws the track of a build the way :func:`render_track`
draws real track (a dark casing, the player's colour and centre line), with a rim that is
green when the build is legal and red when it is not:

>>> from steamlab.core.maps import load_map
>>> from steamlab.render.scene import view_for
>>> view = view_for(load_map("rust_belt"))
>>> h = view.map.find("H7")
>>> prims = tile_preview(view, h, [(0, 3)], owner=1, legal=True)
>>> [p.kind for p in prims]
['preview-rim', 'preview-casing', 'preview-track', 'preview-mark']
>>> prims[0].stroke == PREVIEW_LEGAL, tile_preview(view, h, [(0, 3)], 1, False)[0].stroke == PREVIEW_ILLEGAL
(True, True)

:func:`route_preview` draws a chosen delivery: a dark band with a yellow
centre line along every piece of its links (a look no player's track has) and
a ring on each station it stops at:

>>> [p.kind for p in route_preview(view, [(h, (0, 3))], [view.map.find("Chicago")])]
['route-band', 'route', 'route-stop', 'route-stop']
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from steamlab.core.hexgrid import Hex
from steamlab.core.tiles import Segment
from steamlab.render import style
from steamlab.render.primitives import Circle, Polygon, Polyline, Primitive
from steamlab.render.scene import BoardView, track_mark, track_path

PREVIEW_LEGAL = "#1a9e3a"
PREVIEW_ILLEGAL = "#d01c1c"
ROUTE_COLOR = "#ffe600"
"""A delivery route's centre line: the highlight yellow, on a dark band (:data:`ROUTE_BAND`).

No player's track looks like it: a two-colour band is no colour of the palette, and stays
readable for colour-blind players (light line on dark band, not one hue among others)."""
ROUTE_BAND = "#1b1464"


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
    if legal:  # the owner's centre line, as the track will look
        out.extend(m for p in paths if (m := track_mark(p, owner, color, s, key=h, kind="preview-mark")) is not None)
    return out


def route_preview(
    view: BoardView,
    pieces: Iterable[tuple[Hex, Segment]],
    stops: Iterable[Hex] = (),
    color: str = ROUTE_COLOR,
) -> list[Primitive]:
    """A dark band with a light centre line along each piece of a route, and a ring on each station it stops at.

    >>> from steamlab.core.maps import load_map
    >>> from steamlab.render.scene import view_for
    >>> view = view_for(load_map("rust_belt"))
    >>> [(p.kind, p.color) for p in route_preview(view, [(view.map.find("H7"), (0, 3))])]
    [('route-band', '#1b1464'), ('route', '#ffe600')]
    """
    s = view.size
    paths = [(h, seg, track_path(view.layout, h, seg)) for h, seg in sorted(set(pieces)) if h in view.map.cells]
    out: list[Primitive] = [Polyline(p, ROUTE_BAND, width=s * 0.34, alpha=0.9, kind="route-band", key=(h, seg))
                            for h, seg, p in paths]
    out += [Polyline(p, color, width=s * 0.12, kind="route", key=(h, seg)) for h, seg, p in paths]
    for h in stops:
        if h in view.map.cells:
            cx, cy = view.center(h)
            out.append(Circle(cx, cy, s * 0.5, stroke=ROUTE_BAND, width=max(3.0, s * 0.14), kind="route-stop", key=h))
            out.append(Circle(cx, cy, s * 0.5, stroke=color, width=max(1.5, s * 0.05), kind="route-stop", key=h))
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


__all__ = ["PREVIEW_ILLEGAL", "PREVIEW_LEGAL", "ROUTE_BAND", "ROUTE_COLOR", "hex_rims", "route_preview", "tile_preview"]
