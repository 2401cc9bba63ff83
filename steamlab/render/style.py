"""Colours and sizes: how a steamlab board looks.

Colours are ``"#rrggbb"`` strings. Goods and cities use :data:`GOODS_COLORS`;
players use :data:`PLAYER_COLORS`, six colours chosen to differ from every
goods colour so a red link is never mistaken for a red cube.

>>> player_color(0), player_color(None)
('#f28e1c', '#8a8a8a')
>>> set(PLAYER_COLORS).isdisjoint(GOODS_COLORS.values())
True
>>> rgb("#f28e1c")
(242, 142, 28)
"""

from __future__ import annotations

from collections.abc import Sequence

TERRAIN_FILL: dict[str, str] = {
    "plain": "#e3e9c4",
    "river": "#dce8c6",
    "hill": "#d9c08f",
    "mountain": "#b98c5e",
    "coast": "#f0dfa8",
    "lake": "#7fb0e0",
    "sea": "#5a8fcf",
}
"""Fill of a hex by terrain kind: pale green plains, brown hills and
mountains, sandy coast, blue water."""

RIVER_COLOR = "#2f74c9"
MOUNTAIN_MARK = "#6b4a2b"
HEX_OUTLINE = "#8f8f7a"
IMPASSABLE_COLOR = "#111111"
LABEL_COLOR = "#5d5d50"
NAME_COLOR = "#1d1d1d"
TOWN_FILL = "#ffffff"
TOWN_STROKE = "#1d1d1d"
TRACK_CASING = "#1d1d1d"
UNOWNED_TRACK = "#8a8a8a"
HOVER_COLOR = "#ffffff"
SELECT_COLOR = "#ff2fd0"
HIGHLIGHT_COLOR = "#ffe600"

GOODS_COLORS: dict[str, str] = {
    "red": "#d7261e",
    "blue": "#1f56c9",
    "yellow": "#f5cd16",
    "purple": "#8a3fb0",
    "black": "#262626",
}
"""Goods cubes and city markers, by the colour names of :mod:`steamlab.core.maps`."""

RR_RAIL_COLORS: dict[str, str] = {
    "black": "#262626",
    "grey": "#9b9b9b",
    "brown": "#8b5a2b",
    "natural": "#e2c178",
    "white": "#ffffff",
}
"""Russian Railroads rails by colour: the pieces and filled spaces of the player boards, the main board's swatches."""

RR_INK = "#222222"
"""Russian Railroads boards: text, outlines of pieces."""
RR_MUTED = "#6d665a"
"""Russian Railroads boards: secondary text (titles, prices, notes)."""

PLAYER_COLORS: tuple[str, ...] = (
    "#f28e1c",  # orange
    "#2ca047",  # green
    "#18bcd0",  # cyan
    "#f06fb7",  # pink
    "#8b5a2b",  # brown
    "#f4f4f4",  # white
)
"""Six player colours, distinct from each other and from the goods colours."""


PLAYER_MARKS: tuple[tuple[float, ...] | None, ...] = (
    None,  # player 1: plain track
    (0.0, 0.2),  # player 2: dots (round caps)
    (0.45, 0.2),  # player 3: dashes
    (),  # player 4: a solid centre line
    (0.3, 0.2, 0.0, 0.2),  # player 5: dash and dot
    (0.0, 0.12, 0.0, 0.42),  # player 6: pairs of dots
)
"""A second cue besides hue (colour-blind players, greyscale prints): the pattern of a thin line
drawn along the centre of each player's track, as a dash pattern in hex sizes (``()``: solid;
``None``: no line). Zero-length dashes with round caps are dots."""

MARK_WIDTH = 0.075
"""The centre line's width, in hex sizes (the track is 0.16 wide)."""


def player_mark(owner: int | None) -> tuple[float, ...] | None:
    """The centre-line pattern of player ``owner``'s track (see :data:`PLAYER_MARKS`); ``None``: none.

    >>> player_mark(0), player_mark(1), player_mark(3), player_mark(None)
    (None, (0.0, 0.2), (), None)
    """
    if owner is None:
        return None
    return PLAYER_MARKS[owner % len(PLAYER_MARKS)]


def player_color(owner: int | None, palette: Sequence[str] = PLAYER_COLORS) -> str:
    """The colour of player ``owner`` (0-based); grey for unowned track."""
    if owner is None:
        return UNOWNED_TRACK
    return palette[owner % len(palette)]


def goods_color(name: str) -> str:
    """The drawing colour of a goods/city colour name (unknown: mid grey).

    >>> goods_color("red"), goods_color("teal")
    ('#d7261e', '#999999')
    """
    return GOODS_COLORS.get(name, "#999999")


def rgb(color: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` -> ``(r, g, b)``."""
    c = color.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


def text_on(color: str) -> str:
    """Black or white, whichever reads better on ``color``.

    >>> text_on("#262626"), text_on("#f5cd16")
    ('#ffffff', '#111111')
    """
    r, g, b = rgb(color)
    return "#111111" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#ffffff"
