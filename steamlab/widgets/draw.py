"""Primitives -> ipycanvas batch calls, inside one safe ``hold_canvas`` frame.

:func:`frame` is ``hold_canvas()`` with the ``try``/``finally`` it lacks: if
anything inside raises, the half-built frame is thrown away and caching is
turned off again, so later drawing is never silently buffered.

:func:`draw_primitives` groups *consecutive* primitives that share a style
that cannot vary per item (line width, dash, font) and sends each group as
one batch call (``fill_styled_polygons``, ``stroke_styled_line_segments``,
``fill_styled_circles``, ``fill_styled_rects`` ...) with NumPy buffers;
colours and alpha vary per item inside a batch. The number of calls depends
on the number of styles in a layer, never on the number of hexes. Text has
no batch call in ipycanvas: each label is one ``fill_text``.

A whole frame can also be :func:`recorded <record>` ahead of time and
:func:`sent <send>` later (and again): a map prepares its first frame while
the notebook runs, so answering a page's first request is a send, not a
render.

>>> from steamlab.render.primitives import Circle, Polygon
>>> [k for k, _ in batches([Polygon(((0, 0), (1, 0), (0, 1)), fill="#ff0000"),
...                          Polygon(((0, 0), (2, 0), (0, 2)), fill="#00ff00"),
...                          Circle(0, 0, 1, fill="#0000ff")])]
[('polygon', 1.0), ('circle', 1.0)]
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

try:  # a map drawn by the scene surface (steamlab.widgets.surface) needs neither: Pyodide without numpy
    import numpy as np
    from ipycanvas import Canvas
    from ipycanvas.canvas import _CANVAS_MANAGER
except ImportError:  # pragma: no cover - only where ipycanvas, numpy or pillow is missing
    np = Canvas = _CANVAS_MANAGER = None  # type: ignore[assignment]

from steamlab.render.primitives import Circle, Polygon, Polyline, Primitive, Rect, Text
from steamlab.render.style import rgb

HALO = "#ffffff"
"""Outline drawn under text so names stay readable on any terrain."""


@contextmanager
def frame() -> Iterator[None]:
    """Hold all drawing and send it as one message at the end.

    Nested frames join the outer one. On an exception the commands cached by
    this frame are dropped (nothing half-drawn is sent later) and caching is
    restored before the exception propagates.
    """
    manager = _CANVAS_MANAGER
    if manager is None or manager._caching:  # no ipycanvas here (nothing to hold), or an outer frame
        yield
        return
    manager._caching = True
    # every frame names its canvas first: ipycanvas leaves the switch out when the kernel last drew on the same
    # canvas, but a page opened since (or one that missed a frame while it loaded) has no current canvas, and
    # its first "clear" failed ("reading 'clearCanvas'" on a page opened with ?lang=ja)
    manager._current_canvas = None
    try:
        yield
    except BaseException:
        manager._commands_cache = []
        manager._buffers_cache = []
        manager._current_canvas = None  # the dropped cache may have held the canvas switch
        raise
    else:
        manager.flush()
    finally:
        manager._caching = False


@dataclass(frozen=True)
class RecordedFrame:
    """The commands and buffers of one frame, drawn but not sent (see :func:`record`)."""

    commands: list[Any]
    buffers: list[Any]


def record(draw: Callable[[], object]) -> RecordedFrame | None:
    """Run ``draw`` (any canvas drawing) and keep its frame instead of sending it.

    ``None`` inside another frame (its commands cannot be told apart) or when
    ``draw`` drew nothing. The frame starts by naming its canvas, so it can be
    sent at any later time, any number of times (:func:`send`).
    """
    manager = _CANVAS_MANAGER
    if manager._caching:
        return None
    before = manager._current_canvas
    manager._caching, manager._current_canvas = True, None
    try:
        draw()
        recorded = RecordedFrame(manager._commands_cache, manager._buffers_cache)
    finally:
        manager._commands_cache, manager._buffers_cache = [], []
        manager._caching, manager._current_canvas = False, before
    return recorded if recorded.commands else None


def send(recorded: RecordedFrame) -> None:
    """Send a recorded frame (as one message, or into the frame being built)."""
    manager = _CANVAS_MANAGER
    if manager._caching:
        manager._commands_cache.extend(recorded.commands)
        manager._buffers_cache.extend(recorded.buffers)
    else:
        manager._send_custom(list(recorded.commands), list(recorded.buffers))
    manager._current_canvas = None  # the page now draws on the frame's last canvas: name the next one again


def _style_key(p: Primitive) -> tuple[Any, ...]:
    if isinstance(p, Polygon):
        return ("polygon", p.width)
    if isinstance(p, Polyline):
        return ("polyline", p.width, p.dash, p.cap)
    if isinstance(p, Circle):
        return ("circle", p.width)
    if isinstance(p, Rect):
        return ("rect", p.width)
    return ("text", p.size, p.bold, p.align, p.color)


def batches(prims: Sequence[Primitive]) -> Iterator[tuple[tuple[Any, ...], list[Primitive]]]:
    """Runs of consecutive primitives with the same batch style (order kept)."""
    run: list[Primitive] = []
    key: tuple[Any, ...] | None = None
    for p in prims:
        k = _style_key(p)
        if k != key and run:
            assert key is not None
            yield key, run
            run = []
        key = k
        run.append(p)
    if run:
        assert key is not None
        yield key, run


def _colors(colors: Sequence[str]) -> np.ndarray:
    return np.array([rgb(c) for c in colors], dtype=np.uint8).reshape(-1, 3)


def _alpha(values: Sequence[float]) -> float | np.ndarray:
    first = values[0]
    if all(v == first for v in values):
        return float(first)
    return np.array(values, dtype=np.float32)


def _points(shapes: Sequence[Sequence[tuple[float, float]]]) -> np.ndarray | list[np.ndarray]:
    """One (n, k, 2) float32 array if every shape has k points, else a list of arrays."""
    if len({len(s) for s in shapes}) == 1:
        return np.asarray(shapes, dtype=np.float32)
    return [np.asarray(s, dtype=np.float32) for s in shapes]


def draw_primitives(canvas: Canvas, prims: Sequence[Primitive]) -> int:
    """Send ``prims`` to ``canvas`` as batch calls; returns the number of batches."""
    count = 0
    dashed = False
    for key, run in batches(prims):
        count += 1
        kind = key[0]
        if dashed and kind != "polyline":
            canvas.set_line_dash([])  # only dashed lines are dashed: outlines, rings and halos are solid
            dashed = False
        if kind == "polygon":
            polys: list[Polygon] = [p for p in run if isinstance(p, Polygon)]
            filled = [p for p in polys if p.fill]
            if filled:
                fills = _colors([p.fill or "" for p in filled])
                canvas.fill_styled_polygons(_points([p.points for p in filled]), fills, _alpha([p.alpha for p in filled]))
            outlined = [p for p in polys if p.stroke]
            if outlined:
                canvas.line_width = key[1]
                canvas.line_join = "round"
                canvas.stroke_styled_polygons(
                    _points([p.points for p in outlined]),
                    _colors([p.stroke or "" for p in outlined]),
                    _alpha([1.0 if p.fill else p.alpha for p in outlined]),
                )
        elif kind == "polyline":
            lines = [p for p in run if isinstance(p, Polyline)]
            _, width, dash, cap = key
            canvas.line_width = width
            canvas.line_cap = cap
            canvas.line_join = "round"
            if dash or dashed:
                canvas.set_line_dash(list(dash))
                dashed = bool(dash)
            canvas.stroke_styled_line_segments(
                _points([p.points for p in lines]), _colors([p.color for p in lines]), _alpha([p.alpha for p in lines])
            )
        elif kind == "circle":
            circles = [p for p in run if isinstance(p, Circle)]
            _draw_round(canvas, circles, key[1])
        elif kind == "rect":
            rects = [p for p in run if isinstance(p, Rect)]
            _draw_rects(canvas, rects, key[1])
        else:
            _draw_texts(canvas, [p for p in run if isinstance(p, Text)])
    if dashed:
        canvas.set_line_dash([])
    return count


def _draw_round(canvas: Canvas, circles: list[Circle], width: float) -> None:
    filled = [c for c in circles if c.fill]
    if filled:
        xs, ys, rs = (np.array(v, dtype=np.float32) for v in zip(*[(c.x, c.y, c.r) for c in filled], strict=True))
        canvas.fill_styled_circles(xs, ys, rs, _colors([c.fill or "" for c in filled]), _alpha([c.alpha for c in filled]))
    ringed = [c for c in circles if c.stroke]
    if ringed:
        xs, ys, rs = (np.array(v, dtype=np.float32) for v in zip(*[(c.x, c.y, c.r) for c in ringed], strict=True))
        canvas.line_width = width
        canvas.stroke_styled_circles(xs, ys, rs, _colors([c.stroke or "" for c in ringed]), 1.0)


def _draw_rects(canvas: Canvas, rects: list[Rect], width: float) -> None:
    filled = [r for r in rects if r.fill]
    if filled:
        x, y, w, h = (np.array(v, dtype=np.float32) for v in zip(*[(r.x, r.y, r.w, r.h) for r in filled], strict=True))
        canvas.fill_styled_rects(x, y, w, h, _colors([r.fill or "" for r in filled]), _alpha([r.alpha for r in filled]))
    outlined = [r for r in rects if r.stroke]
    if outlined:
        x, y, w, h = (np.array(v, dtype=np.float32) for v in zip(*[(r.x, r.y, r.w, r.h) for r in outlined], strict=True))
        canvas.line_width = width
        canvas.stroke_styled_rects(x, y, w, h, _colors([r.stroke or "" for r in outlined]), 1.0)


def _draw_texts(canvas: Canvas, texts: list[Text]) -> None:
    first = texts[0]
    canvas.font = f"{'bold ' if first.bold else ''}{first.size:.0f}px Helvetica, Arial, sans-serif"
    canvas.text_align = first.align
    canvas.text_baseline = "middle"
    canvas.line_width = max(2.0, first.size * 0.3)
    canvas.line_join = "round"
    canvas.stroke_style = HALO
    canvas.fill_style = first.color
    for t in texts:
        canvas.stroke_text(t.text, round(t.x, 1), round(t.y, 1))
        canvas.fill_text(t.text, round(t.x, 1), round(t.y, 1))
