"""Render benchmarks: a full redraw and a hover update of the hex-map widget (Python side).

The position: Rust Belt with 40 track tiles of 4 players, 30 goods cubes and
a new city (:func:`steamlab.render.demo.demo_board`). Bytes count what the
canvas manager sends: the JSON command buffer plus every binary buffer.
"""

from __future__ import annotations

from collections.abc import Callable

from benchmarks import Figure, best_of


def _setup() -> tuple[object, list[int]]:
    from ipycanvas.canvas import _CANVAS_MANAGER

    from steamlab.core.maps import load_map
    from steamlab.render.demo import demo_board
    from steamlab.widgets import HexMapWidget

    sizes: list[int] = []

    def send(content: object, buffers: list[object] | None = None) -> None:
        sizes.append(sum(len(bytes(b)) for b in buffers or []))  # type: ignore[call-overload]

    _CANVAS_MANAGER.send = send
    widget = HexMapWidget(demo_board(load_map("rust_belt"), tiles=40, cubes=30, players=4))
    widget.redraw()  # warm up: static primitives, numpy, imports
    return widget, sizes


def _hover_moves(widget: object) -> Callable[[], None]:
    """Each call moves the pointer to the next hex (so every call redraws the hover layer)."""
    view = widget.view  # type: ignore[attr-defined]
    points = [view.center(h) for h in view.map.hexes]
    state = {"i": 0}

    def move() -> None:
        x, y = points[state["i"] % len(points)]
        state["i"] += 1
        widget.handle_event({"event": "mouse_move", "x": x, "y": y})  # type: ignore[attr-defined]

    return move


def render_full_ms() -> Figure:
    widget, _ = _setup()
    return Figure(best_of(widget.redraw, repeat=7, number=5) * 1000, "ms", "< 15")  # type: ignore[attr-defined]


def render_full_bytes() -> Figure:
    widget, sizes = _setup()
    sizes.clear()
    widget.redraw()  # type: ignore[attr-defined]
    return Figure(sum(sizes), "bytes", "< 65536")


def render_full_messages() -> Figure:
    widget, sizes = _setup()
    sizes.clear()
    widget.redraw()  # type: ignore[attr-defined]
    return Figure(len(sizes), "messages", "1")


def render_hover_ms() -> Figure:
    widget, _ = _setup()
    return Figure(best_of(_hover_moves(widget), repeat=7, number=50) * 1000, "ms", "< 2")


def render_hover_bytes() -> Figure:
    widget, sizes = _setup()
    move = _hover_moves(widget)
    move()
    sizes.clear()
    move()
    return Figure(max(sizes), "bytes", "< 2048")


BENCHMARKS = {
    "render_full_ms": render_full_ms,
    "render_full_bytes": render_full_bytes,
    "render_full_messages": render_full_messages,
    "render_hover_ms": render_hover_ms,
    "render_hover_bytes": render_hover_bytes,
}
