"""How a dashboard page is laid out: one screen, the map (or boards) beside the panel a player works in.

Every dashboard follows one plan, sized for a 1366x800 laptop screen:

- a compact title line (the notebook's markdown: a ``##`` heading and one sentence);
- a row of choices (rules, map, player ...) or the game's header (turn, phase, who acts, language);
- two columns: the **main** column (player boards above the map, the map itself) grows, and
  the **side** column (:func:`side_column`, a fixed width) holds what a player works with: legal
  actions, the chosen option's picture and cost working, the reason when it is illegal, the log.
  The side column scrolls on its own when it is taller than the screen, so the map stays put.

The map scales to its column and to the screen's height (:func:`fit_width`) and is never drawn
larger than its pixels. :func:`page_style` trims Voila's page margins once per page.

>>> fit_width(800, 560, 150)
'min(100%, 800px, calc((100vh - 150px) * 1.4286))'
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets

SIDE_CLASS = "steamlab-side"
"""The side column's CSS class (browser tests find the working panel by it)."""

PAGE_CSS = """
<style>
/* one screen at 1366x800: less of Voila's margins, compact titles */
#rendered_cells { padding-top: 4px !important; }
.jp-Cell { padding-top: 0 !important; padding-bottom: 0 !important; }
.jp-RenderedMarkdown h1, .jp-RenderedMarkdown h2 { margin: 2px 0 2px 0 !important; font-size: 1.3em !important; }
.jp-RenderedMarkdown p { margin: 0 0 4px 0 !important; }
.jp-RenderedMarkdown a, .steamlab-index a { color: #0b57d0; text-decoration: underline; }
.steamlab-side { overflow-y: auto; }
/* the side column scrolls rather than squeezing its rows into each other (a cut action list, buttons under
   the replay slider) */
.steamlab-side > * { flex-shrink: 0 !important; }
.steamlab-side .widget-label { min-width: 0; }
/* the routes of a cube, one radio line each, wrapped within the column rather than cut at its right edge */
.steamlab-route .widget-radio-box { min-width: 0; }
.steamlab-route .widget-radio-box label { height: auto !important; white-space: normal; line-height: 1.35;
  padding: 2px 0; overflow-wrap: anywhere; display: flex; flex-direction: row-reverse; justify-content: flex-end;
  align-items: flex-start; gap: 6px; }
.steamlab-route .widget-radio-box input { float: none; flex: 0 0 auto; margin-top: 3px; }
.steamlab-cube .widget-toggle-button { padding-left: 8px; padding-right: 8px; min-width: 0; }
/* what no longer matches the inputs (a refused input leaves the scores of the inputs before it) */
.steamlab-stale { opacity: 0.45; }
/* a number box that did not take what was typed, its sentence beside it */
.steamlab-field-refused input { border-color: #b00 !important; }
.steamlab-field-problem { font-size: 12px; line-height: 1.3; }
/* a control of the whole column's width (the log, the info panel, a choice list) fits in it with its border,
   padding and margins */
.steamlab-side .widget-inline-hbox { box-sizing: border-box; max-width: calc(100% - 2 * var(--jp-widgets-margin, 2px)); }
/* a seat's line (name, Person/Computer, the strength with its unit) fits the hot seat's narrowest column, Russian
   Railroads' at 1366x800: narrower toggle buttons, a point smaller */
.steamlab-seat-line .widget-toggle-button { padding-left: 8px; padding-right: 8px; }
.steamlab-seat-line .widget-html-content, .steamlab-seat-line .widget-toggle-button,
.steamlab-seat-line select { font-size: 12px; }
</style>
"""


def fit_width(width: float, height: float, reserve: int) -> str:
    """CSS width of a picture of ``width`` x ``height`` pixels: its column's width, at most its own pixels,
    and short enough that its height fits the screen minus ``reserve`` pixels (the height follows: ``auto``).

    >>> fit_width(800, 400, 100)
    'min(100%, 800px, calc((100vh - 100px) * 2.0000))'
    """
    return f"min(100%, {_limits(width, height, reserve)})"


def largest_width(width: float, height: float, reserve: int) -> str:
    """CSS width the picture of :func:`fit_width` never exceeds, however wide its column: the map's column
    stops there, so the side panel stays beside the map (JupyterLab gives a notebook's output its whole width).

    >>> largest_width(800, 400, 100)
    'min(800px, calc((100vh - 100px) * 2.0000))'
    """
    return f"min({_limits(width, height, reserve)})"


def _limits(width: float, height: float, reserve: int) -> str:
    """The picture's own pixels and the width at which its height fills the screen minus ``reserve``."""
    return f"{int(width)}px, calc((100vh - {reserve}px) * {width / height:.4f})"


def side_column(width: str = "420px", children: list[Any] | None = None) -> widgets.VBox:
    """The side column: fixed width, at most a screen high, scrolling on its own.

    >>> side_column("400px").layout.width
    '400px'
    """
    box = widgets.VBox(children or [], layout=widgets.Layout(
        width=width, min_width="260px", max_height="calc(100vh - 60px)", padding="0 0 0 8px"))
    box.add_class(SIDE_CLASS)
    return box


def page_style() -> widgets.HTML:
    """An invisible widget carrying the page's CSS (margins, link look, the side column's scrolling)."""
    return widgets.HTML(PAGE_CSS, layout=widgets.Layout(display="none"))


__all__ = ["PAGE_CSS", "SIDE_CLASS", "fit_width", "largest_width", "page_style", "side_column"]
