"""The map's legend: what each colour and mark means, in the page's language, folded to one line.

Each player's track is drawn as the map draws it: its colour and its centre line (a second cue besides hue).

>>> text = legend_html(["Ann", "Bob"], "en")
>>> "Legend" in text and "Ann" in text and "the delivery route" in text and "<details" in text
True
>>> "凡例" in legend_html(None, "ja", players=3)
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from steamlab.i18n import term
from steamlab.render import style
from steamlab.render.preview import ROUTE_BAND, ROUTE_COLOR
from steamlab.render.scene import owned_piece
from steamlab.render.svg import primitive_svg
from steamlab.widgets.i18n import tr

LEGEND_TERRAIN = ("plain", "river", "hill", "mountain", "lake")
"""Terrains shown in the legend (the ones the shipped maps use)."""


def _chip(fill: str, border: str = "#333", shape: str = "0.15em", inner: str = "") -> str:
    return (f'<span style="display:inline-block;width:1.1em;height:0.9em;background:{fill};border:2px solid {border};'
            f'border-radius:{shape};vertical-align:middle;margin:0 0.2em 0 0.6em;text-align:center;font-size:70%;'
            f'line-height:0.9em">{inner}</span>')


def track_chip(owner: int, palette: Sequence[str] = style.PLAYER_COLORS) -> str:
    """A short piece of ``owner``'s track as the map draws it (colour and centre line), as inline SVG.

    >>> chip = track_chip(1)
    >>> chip.startswith("<svg") and "stroke-dasharray" in chip and "#2ca047" in chip
    True
    """
    size = 26.0
    body = "".join(primitive_svg(p) for p in owned_piece(((1.0, 5.0), (33.0, 5.0)), owner, size, palette))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="34" height="10" viewBox="0 0 34 10" '
            f'style="vertical-align:middle;margin:0 0.2em 0 0.6em" class="steamlab-legend-track">{body}</svg>')


def legend_html(names: Sequence[str] | None, lang: str = "en", players: int = 0,
                palette: Sequence[str] = style.PLAYER_COLORS) -> str:
    """HTML of the legend: terrains, city and town, each player's track colour, the marks of the modes."""
    e = html.escape
    seats = list(names) if names else [f"{tr('player', lang)} {p + 1}" for p in range(players)]
    parts = [_chip(style.TERRAIN_FILL[t]) + e(term("terrain", t, lang)) for t in LEGEND_TERRAIN]
    parts.append(_chip(style.GOODS_COLORS["red"], "#111") + e(tr("hex_city", lang)))
    parts.append(_chip(style.TOWN_FILL, style.TOWN_STROKE, "50%") + e(tr("hex_town", lang)))
    parts += [track_chip(p, palette) + e(name) for p, name in enumerate(seats)]
    parts.append(_chip("transparent", style.HIGHLIGHT_COLOR) + e(tr("legend_legal", lang)))
    parts.append(_chip("transparent", style.SELECT_COLOR) + e(tr("legend_selected", lang)))
    parts.append(_chip(ROUTE_COLOR, ROUTE_BAND) + e(tr("legend_route", lang)))
    return (f'<details class="steamlab-legend" style="font-size:85%"><summary>{e(tr("legend", lang))}</summary>'
            f'<div style="line-height:1.9">{" ".join(parts)}</div></details>')


__all__ = ["legend_html", "track_chip"]
