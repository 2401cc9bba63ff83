"""The box a hex map is drawn in: the canvas, the hover card beside the pointer, and the style that keeps the map
readable on a phone (:class:`MapBox`, part of :class:`~steamlab.widgets.hexmap.HexMapWidget`).

>>> from steamlab.widgets.surface import layer_widget
>>> box = MapBox(layer_widget("scene", 800, 600), 800, 30)
>>> "min-width: 693px" in box.phone.value and "steamlab-map-box" in box.widget._dom_classes
True
"""

from __future__ import annotations

import uuid
from typing import Any

import ipywidgets as widgets

from steamlab.widgets.ready import CARD_CLASS

PHONE_MAX_WIDTH = 700
"""Screens at most this wide (CSS px: a phone, 390 wide upright) get the phone layout of :func:`phone_css`."""
MIN_HEX_PX = 26.0
"""On such a screen a map's hexes are drawn at least this big (their corner-to-centre size in CSS px; the widget's
own size when that is smaller): at 390 px the hot seat's map had shrunk to fit the column, 16 px hexes whose labels
and city names could not be read."""


def phone_css(box_class: str, width: float, size: float) -> str:
    """The style that keeps a map readable on a narrow screen: the map at least :data:`MIN_HEX_PX` hexes (no bigger
    than its own pixels), its box scrolling; a finger drags the map in its box (:mod:`steamlab.widgets.ready`).

    >>> "min-width: 693px" in phone_css("steamlab-map-box-1", 800, 30)
    True
    """
    least = int(width * min(1.0, MIN_HEX_PX / size))
    return (f"<style>@media (max-width: {PHONE_MAX_WIDTH}px) {{ .{box_class} {{ overflow: auto !important; }} "
            f".{box_class} > .steamlab-map-canvas {{ min-width: {least}px !important; flex-shrink: 0 !important; }} }}"
            "</style>")


CARD_CSS = (f".{CARD_CLASS} {{ position: fixed; z-index: 1000; pointer-events: none; margin: 0; height: auto; }}"
            ".steamlab-card { background: #fffef6; border: 1px solid #555; border-radius: 4px; padding: 4px 8px;"
            " box-shadow: 0 2px 6px rgba(0,0,0,.25); font-size: 90%; line-height: 1.45; max-width: 300px; }"
            ".steamlab-card-build { font-weight: bold; }")
"""The card's look; its place is set by the page (left/top beside the pointer)."""


class MapBox:
    """The map's box (``widget``): the canvas and the hover ``card``, scrolling on a phone; ``styles`` are the
    hidden style widgets the page needs (no focus ring round the canvas, the card's look, the phone rule)."""

    def __init__(self, canvas: Any, width: float, size: float) -> None:
        self.card = widgets.HTML(value="")
        """The hover card: the hovered hex's facts beside the pointer (the page moves it, see .ready)."""
        self.card.add_class(CARD_CLASS)
        self.widget = widgets.Box([canvas, self.card], layout=widgets.Layout(min_width="0", overflow="hidden"))
        # on a phone the map keeps readable hexes and its box scrolls (see phone_css); the rule names this map's box
        self.name = f"steamlab-map-box-{uuid.uuid4().hex[:12]}"  # one page may show maps of several kernels
        self.widget.add_class("steamlab-map-box")
        self.widget.add_class(self.name)
        self.phone = widgets.HTML(phone_css(self.name, width, size), layout=widgets.Layout(display="none"))
        # No focus rectangle round the canvas after a click (ipycanvas focuses it for key events).
        css = widgets.HTML(f"<style>.steamlab-hexmap canvas:focus {{ outline: none; }}{CARD_CSS}</style>",
                           layout=widgets.Layout(display="none"))
        self.styles = [css, self.phone]

    def fit(self, width: float, size: float) -> None:
        """The phone rule for a map now ``width`` pixels wide with hexes of ``size``."""
        self.phone.value = phone_css(self.name, width, size)


__all__ = ["CARD_CSS", "MIN_HEX_PX", "PHONE_MAX_WIDTH", "MapBox", "phone_css"]
