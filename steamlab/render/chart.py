"""The game review's chart: every seat's projected lead along a game, as a picture (a :class:`Scene`, then SVG).

A seat's *projected lead* is its projected final score less the best rival's (the Hint's first figure): above the
zero line a seat is projected to win. One line per seat in its player colour, with its dash pattern as a second cue
besides hue (as the track's centre lines: colour-blind readers, greyscale prints); the reviewed seat's line is drawn
thicker and last, and its costly moves are marked on it with their number in the list beside the chart.

The words (the axis titles, the seats' names) come from the caller in the page's language: nothing here reads the
catalogue.

>>> leads = [(0, [0.0, 0.0, 0.0]), (5, [3.0, -3.0, -4.0]), (9, [-2.0, 2.0, -6.0]), (12, [-5.0, 5.0, -9.0])]
>>> scene = lead_chart(leads, seat=0, names=["Ann", "Bob", "Cy"], marks=[(5, 1)])
>>> scene.count(kind="lead"), scene.count(kind="turning-point"), scene.find("lead", 0)[0].width > 2
(3, 1, True)
>>> svg = lead_chart_svg(leads, seat=0, names=["Ann", "Bob", "Cy"], title="Projected lead")
>>> svg.startswith("<svg") and "Ann" in svg and "<title>Projected lead</title>" in svg
True

Six seats' names take two rows of the legend, and the picture grows to hold them:

>>> six = lead_chart([(0, [0.0] * 6), (3, [1.0] * 6)], seat=5, names=[f"Player {p}" for p in range(1, 7)])
>>> sorted({t.y for t in six.items(kind="legend-name")}), six.height
([175.0, 188.0], 203.0)
>>> max(t.x + _text_width(t.text) for t in six.items(kind="legend-name")) < six.width
True
"""

from __future__ import annotations

from collections.abc import Sequence

from steamlab.render import style
from steamlab.render.primitives import Circle, Polyline, Rect, Scene, Text
from steamlab.render.svg import scene_svg

DASHES: tuple[tuple[float, ...], ...] = ((), (1.0, 4.0), (7.0, 4.0), (12.0, 3.0, 2.0, 3.0), (2.0, 2.0), (10.0, 2.0))
"""Each seat's line pattern in pixels (seat 1 solid, 2 dots, 3 dashes ...): a second cue besides its colour."""
MARK_COLOR = "#b00020"
"""The reviewed seat's costly moves on its line."""
INK = "#333333"
GRID = "#d8d5c8"


def _text_width(text: str, size: float = 9.5) -> float:
    """About how wide ``text`` is drawn at ``size`` (a CJK character a whole em, others about 0.6 em).

    >>> _text_width("Player 1"), _text_width("プレイヤー 1")
    (45.6, 58.9)
    """
    return round(sum(size if ord(c) >= 0x2E80 else 0.6 * size for c in text), 1)


def _ticks(low: float, high: float, most: int = 5) -> list[float]:
    """Round values between ``low`` and ``high`` for the y axis (0 always among them).

    >>> _ticks(-12.0, 7.0)
    [-10.0, -5.0, 0.0, 5.0]
    """
    span = max(high - low, 1.0)
    for step in (1.0, 2.0, 5.0, 10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 500.0):
        if span / step <= most:
            break
    first = -(-low // step) * step
    out = []
    v = first
    while v <= high + 1e-9:
        out.append(round(v, 6))
        v += step
    return out


def lead_chart(leads: Sequence[tuple[int, Sequence[float]]], *, seat: int, names: Sequence[str],
               marks: Sequence[tuple[int, int]] = (), x_title: str = "", y_title: str = "",
               width: float = 400.0, height: float = 190.0) -> Scene:
    """The chart of ``leads`` (``[(action index, [lead of each seat]), ...]``, as a review gives them).

    ``seat``: the reviewed seat (its line thick); ``names``: every seat's name for the legend; ``marks``:
    ``(action index, number)`` of the moves to flag on the reviewed seat's line.
    """
    seats = len(names)
    left, right, top = 34.0, 8.0, 8.0
    # the legend's places, in as many rows as the names need (six seats do not fit one row of 400 px)
    places: list[tuple[float, int]] = []
    x, line = left, 0
    for p in range(seats):
        wide = 38 + _text_width(names[p])
        if x + wide > width - right and x > left:
            x, line = left, line + 1
        places.append((x, line))
        x += wide
    rows = line + 1
    bottom = 27.0 + 13.0 * rows
    height += 13.0 * (rows - 1)
    scene = Scene(width, height)
    plot_w, plot_h = width - left - right, height - top - bottom
    xs = [i for i, _ in leads] or [0]
    values = [v for _, row in leads for v in row[:seats]] or [0.0]
    low, high = min(min(values), -1.0), max(max(values), 1.0)
    pad = (high - low) * 0.06
    low, high = low - pad, high + pad
    x0, x1 = min(xs), max(max(xs), min(xs) + 1)

    def at(i: float, v: float) -> tuple[float, float]:
        return (left + (i - x0) / (x1 - x0) * plot_w, top + (high - v) / (high - low) * plot_h)

    scene.add("static", Rect(left, top, plot_w, plot_h, fill="#ffffff", stroke=GRID, kind="plot"))
    for v in _ticks(low, high):
        y = at(x0, v)[1]
        zero = abs(v) < 1e-9
        scene.add("static", Polyline(((left, y), (left + plot_w, y)), INK if zero else GRID, 1.2 if zero else 0.8,
                                     kind="zero" if zero else "grid"))
        scene.add("static", Text(left - 4, y, f"{v:+g}" if v else "0", INK, 9.0, align="right", kind="tick"))
    if x_title:
        scene.add("static", Text(left + plot_w / 2, top + plot_h + 9, x_title, INK, 9.0, kind="axis"))
    if y_title:
        scene.add("static", Text(left + 3, top + 7, y_title, INK, 9.0, align="left", kind="axis"))
    order = [p for p in range(seats) if p != seat] + ([seat] if 0 <= seat < seats else [])
    for p in order:
        points = tuple(at(i, row[p]) for i, row in leads if p < len(row))
        color = style.player_color(p)
        mine = p == seat
        if len(points) >= 2:
            scene.add("track", Polyline(points, "#555555", 4.6 if mine else 2.8, kind="lead-casing", key=p))
            scene.add("track", Polyline(points, color, 3.2 if mine else 1.6, DASHES[p % len(DASHES)],
                                        kind="lead", key=p))
    by_index = {i: row for i, row in leads}
    for index, number in marks:
        row = by_index.get(index)
        if row is None or not 0 <= seat < len(row):
            continue
        x, y = at(index, row[seat])
        scene.add("overlay", Circle(x, y, 6.5, fill=MARK_COLOR, stroke="#ffffff", width=1.2, kind="turning-point",
                                    key=index))
        scene.add("overlay", Text(x, y, str(number), "#ffffff", 8.5, bold=True, kind="turning-point-number", key=index))
    # the legend: each seat's colour and pattern, then its name
    for p, (x, line) in enumerate(places):
        y = height - bottom + 25 + 13 * line
        color = style.player_color(p)
        scene.add("overlay", Polyline(((x, y), (x + 22, y)), "#555555", 4.6 if p == seat else 2.8, kind="legend-casing"))
        scene.add("overlay", Polyline(((x, y), (x + 22, y)), color, 3.2 if p == seat else 1.6, DASHES[p % len(DASHES)],
                                      kind="legend", key=p))
        label = names[p]
        scene.add("overlay", Text(x + 26, y, label, INK, 9.5, bold=p == seat, align="left", kind="legend-name", key=p))
    return scene


def lead_chart_svg(leads: Sequence[tuple[int, Sequence[float]]], *, seat: int, names: Sequence[str],
                   marks: Sequence[tuple[int, int]] = (), title: str | None = None, **options: float | str) -> str:
    """:func:`lead_chart` as SVG text (``title``: the picture's accessible name)."""
    scene = lead_chart(leads, seat=seat, names=names, marks=marks, **options)  # type: ignore[arg-type]
    return scene_svg(scene, title)


__all__ = ["DASHES", "lead_chart", "lead_chart_svg"]
