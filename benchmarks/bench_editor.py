"""Map editor benchmarks on the Rust Belt grid (18 x 11 positions), Python side, no browser.

- ``map_editor_paint_ms``: a terrain stroke reaching a hex (mouse down, or a drag onto
  the next hex) until its frame is sent: the draft painted, the printed layer
  re-rendered for the changed hex and redrawn with the problem marks.
- ``map_editor_check_ms``: the end of a stroke (mouse up): the map validator run,
  the marks, the problem list, the rule-set line and the forms brought up to date.

Strokes alternate river and hill on two hexes, so every one changes the map.
"""

from __future__ import annotations

from collections.abc import Callable

from benchmarks import Figure, best_of


def _editor() -> tuple[object, list[tuple[float, float]]]:
    from ipycanvas.canvas import _CANVAS_MANAGER

    from steamlab.editor import MapDraft
    from steamlab.widgets.map_editor import MapEditorApp

    _CANVAS_MANAGER.send = lambda content, buffers=None: None
    app = MapEditorApp(MapDraft.open("rust_belt"))
    app.canvas.redraw()  # as a browser view would ask: later strokes are drawn
    view = app.canvas.view
    points = [view.center(app.canvas.map.find(name)) for name in ("B3", "C3")]
    return app, points


def _strokes(app: object, points: list[tuple[float, float]]) -> tuple[Callable[[], None], Callable[[], None]]:
    state = {"i": 0}
    canvas = app.canvas  # type: ignore[attr-defined]

    def press() -> None:
        i = state["i"]
        app.tool.value = "river" if i % 2 else "hill"  # type: ignore[attr-defined]
        x, y = points[i % 2]
        canvas.handle_event({"event": "mouse_down", "x": x, "y": y})

    def release() -> None:
        canvas.handle_event({"event": "mouse_up", "x": 0, "y": 0})
        state["i"] += 1

    return press, release


def map_editor_paint_ms() -> Figure:
    app, points = _editor()
    press, release = _strokes(app, points)
    times = []
    for _ in range(15):
        times.append(best_of(press, repeat=1))
        release()
    return Figure(min(times) * 1000, "ms", "<= 16")


def map_editor_check_ms() -> Figure:
    app, points = _editor()
    press, release = _strokes(app, points)
    times = []
    for _ in range(15):
        press()
        times.append(best_of(release, repeat=1))
    return Figure(min(times) * 1000, "ms", "< 50")


BENCHMARKS = {
    "map_editor_paint_ms": map_editor_paint_ms,
    "map_editor_check_ms": map_editor_check_ms,
}
