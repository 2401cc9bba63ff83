"""Scenes as SVG text: pictures of a position for docs and notebooks.

>>> from steamlab.core.maps import load_map
>>> svg = board_svg(load_map("tutorial"), size=20)
>>> svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
True
>>> svg.count('class="hex"')
59

:class:`Picture` wraps the text so a notebook shows it (``_repr_svg_``):

>>> Picture(svg)._repr_svg_() == svg
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape, quoteattr

from steamlab.core.hexgrid import Hex
from steamlab.core.maps import GameMap
from steamlab.core.tiles import Segment
from steamlab.render import style
from steamlab.render.primitives import XY, Circle, Polygon, Polyline, Primitive, Rect, Scene
from steamlab.render.scene import DEFAULT_SIZE, render_scene

if TYPE_CHECKING:
    from steamlab.games.rails.board import RailBoard

_ANCHOR = {"left": "start", "center": "middle", "right": "end"}


def _n(v: float) -> str:
    """A number, short: ``3.0`` -> ``3``, ``2.345`` -> ``2.35``."""
    text = f"{v:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _pts(points: Iterable[XY]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _paint(fill: str | None, stroke: str | None, width: float, alpha: float) -> str:
    out = f' fill="{fill or "none"}"'
    if stroke:
        out += f' stroke="{stroke}" stroke-width="{_n(width)}"'
    if alpha < 1:
        out += f' opacity="{_n(alpha)}"'
    return out


def _cls(kind: str) -> str:
    return f' class="{kind}"' if kind else ""


def primitive_svg(p: Primitive) -> str:
    """One primitive as an SVG element.

    >>> primitive_svg(Circle(1, 2, 3, fill="#ff0000", kind="town"))
    '<circle class="town" cx="1" cy="2" r="3" fill="#ff0000"/>'
    """
    if isinstance(p, Polygon):
        return f'<polygon{_cls(p.kind)} points="{_pts(p.points)}"{_paint(p.fill, p.stroke, p.width, p.alpha)}/>'
    if isinstance(p, Polyline):
        dash = f' stroke-dasharray="{" ".join(_n(d) for d in p.dash)}"' if p.dash else ""
        alpha = f' opacity="{_n(p.alpha)}"' if p.alpha < 1 else ""
        return (
            f'<polyline{_cls(p.kind)} points="{_pts(p.points)}" fill="none" stroke="{p.color}" '
            f'stroke-width="{_n(p.width)}" stroke-linecap="{p.cap}" stroke-linejoin="round"{dash}{alpha}/>'
        )
    if isinstance(p, Circle):
        paint = _paint(p.fill, p.stroke, p.width, p.alpha)
        return f'<circle{_cls(p.kind)} cx="{_n(p.x)}" cy="{_n(p.y)}" r="{_n(p.r)}"{paint}/>'
    if isinstance(p, Rect):
        return (
            f'<rect{_cls(p.kind)} x="{_n(p.x)}" y="{_n(p.y)}" width="{_n(p.w)}" height="{_n(p.h)}"'
            f"{_paint(p.fill, p.stroke, p.width, p.alpha)}/>"
        )
    weight = ' font-weight="bold"' if p.bold else ""
    return (
        f'<text{_cls(p.kind)} x="{_n(p.x)}" y="{_n(p.y)}" font-size="{_n(p.size)}"{weight} '
        f'text-anchor="{_ANCHOR.get(p.align, "middle")}" dominant-baseline="central" fill="{p.color}" '
        f'stroke="#ffffff" stroke-width="{_n(p.size * 0.25)}" paint-order="stroke">{escape(p.text)}</text>'
    )


def scene_svg(scene: Scene, title: str | None = None) -> str:
    """A whole scene as a standalone SVG document, one ``<g>`` per layer."""
    w, h = _n(scene.width), _n(scene.height)
    lines = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
        'font-family="Helvetica, Arial, sans-serif">'
    ]
    if title:
        lines.append(f"<title>{escape(title)}</title>")
    lines.append(f'<rect width="{w}" height="{h}" fill="#fbfaf4"/>')
    for name, items in scene.layers.items():
        if not items:
            continue
        lines.append(f"<g id={quoteattr(name)}>")
        lines.extend(primitive_svg(p) for p in items)
        lines.append("</g>")
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def board_svg(
    state: GameMap | RailBoard,
    *,
    size: float = DEFAULT_SIZE,
    highlights: Iterable[Hex] = (),
    selected: Hex | None = None,
    pieces: Iterable[tuple[Hex, Segment]] = (),
    palette: Sequence[str] = style.PLAYER_COLORS,
    hex_labels: bool = False,
) -> str:
    """An SVG picture of a map or a rail board (what ``_repr_svg_`` should return)."""
    scene = render_scene(
        state, size=size, highlights=highlights, selected=selected, pieces=pieces, palette=palette, hex_labels=hex_labels
    )
    title = state.title if isinstance(state, GameMap) else state.map.title
    return scene_svg(scene, title)


class Picture:
    """SVG text that shows itself in a notebook; ``str(p)`` is the SVG."""

    def __init__(self, svg: str) -> None:
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def __str__(self) -> str:
        return self.svg

    def save(self, path: str) -> None:
        """Write the SVG to ``path``."""
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.svg)


def show(state: GameMap | RailBoard, **options: object) -> Picture:
    """A :class:`Picture` of a map or board, for a notebook cell's last line.

    >>> from steamlab.core.maps import load_map
    >>> "<svg" in show(load_map("rust_belt"))._repr_svg_()
    True
    """
    return Picture(board_svg(state, **options))  # type: ignore[arg-type]
