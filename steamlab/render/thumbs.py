"""Small pictures of one hex with a tile on it: the tile picker's thumbnails.

:func:`tile_thumbnail_svg` draws the hex (terrain fill), the track a build would
lay (the owner's colour on the dark casing, as on the board) and the cost under
it, as an inline SVG a panel can show beside each choice.

>>> from steamlab.core.maps import load_map
>>> from steamlab.render.scene import view_for
>>> view = view_for(load_map("rust_belt"))
>>> svg = tile_thumbnail_svg(view, view.map.find("H7"), [(0, 3)], owner=0, cost=2)
>>> svg.startswith("<svg") and svg.count("<polyline") == 2 and "$2" in svg
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from steamlab.core.hexgrid import Hex
from steamlab.core.tiles import Segment
from steamlab.render import style
from steamlab.render.primitives import Polygon, Primitive, Text
from steamlab.render.scene import BoardView, owned_piece, track_path
from steamlab.render.svg import primitive_svg

THUMB = 46
"""Width of a thumbnail in pixels (the hex and a line for the cost below it)."""


def tile_thumbnail_svg(
    view: BoardView,
    h: Hex,
    segments: Iterable[Segment],
    owner: int | None,
    cost: int | None = None,
    palette: Sequence[str] = style.PLAYER_COLORS,
    width: int = THUMB,
) -> str:
    """An inline SVG of hex ``h`` with ``segments`` of track in ``owner``'s colour, and ``$cost`` under it."""
    s = view.size
    cx, cy = view.center(h)
    terrain = style.TERRAIN_FILL.get(view.map.cells[h].terrain, "#dddddd") if h in view.map.cells else "#dddddd"
    prims: list[Primitive] = [Polygon(view.corners(h), fill=terrain, stroke=style.HEX_OUTLINE, width=1.0, kind="hex")]
    for seg in sorted(segments):
        prims.extend(owned_piece(track_path(view.layout, h, seg), owner, s, palette))
    label = f"${cost}" if cost is not None else ""
    box = 2.1 * s
    height = box + (0.55 * s if label else 0)
    if label:
        prims.append(Text(cx, cy + 1.3 * s, label, "#111111", size=0.45 * s, bold=True, kind="cost"))
    body = "".join(primitive_svg(p) for p in prims)
    x0, y0 = cx - box / 2, cy - box / 2
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{round(width * height / box)}" '
            f'viewBox="{x0:.1f} {y0:.1f} {box:.1f} {height:.1f}" font-family="Helvetica, Arial, sans-serif" '
            f'class="steamlab-thumb">{body}</svg>')


__all__ = ["THUMB", "tile_thumbnail_svg"]
