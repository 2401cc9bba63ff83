"""The Russian Railroads main board on a canvas: click an action space to place workers there.

:class:`RRMainBoardWidget` draws :func:`steamlab.render.rr_main.render_rr_main`
(every space, the workers on them, the spaces legal now rimmed) as one frame
when a page can see it and whenever the position changes. A click on a space
calls ``on_space(space_id)``; anything else (off every space, a malformed
message, a click while one is handled) is ignored and never raises into the
kernel. Clicks focus the canvas without scrolling the page (:mod:`.ready`).

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> picked = []
>>> w = RRMainBoardWidget(on_space=picked.append)
>>> w.set_state(g, legal={"black_2"})
>>> box = w.layout_.boxes["black_2"]
>>> w.handle_event({"event": "mouse_down", "x": box.x + 3, "y": box.y + 3}), picked
(True, ['black_2'])
>>> w.handle_event({"event": "mouse_down", "x": "junk", "y": None}), w.handle_event(None), picked
(False, False, ['black_2'])
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Mapping
from typing import Any

import ipywidgets as widgets

from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.render.primitives import Scene
from steamlab.render.rr_main import MainLayout, main_board_layout, render_rr_main, space_at
from steamlab.widgets.draw import draw_primitives, frame
from steamlab.widgets.hexmap import DRAWN_CLASS
from steamlab.widgets.ready import NOSCROLL_CLASS, DrawOnReady, quiet_client_ready
from steamlab.widgets.rr_board import canvas_runs
from steamlab.widgets.surface import SceneCanvas, board_canvas, surface_kind

log = logging.getLogger(__name__)


class RRMainBoardWidget(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """The main board of a Russian Railroads game; ``on_space(space_id)`` after a click on a space."""

    def __init__(self, on_space: Callable[[str], object] | None = None) -> None:
        self.on_space = on_space
        self.frames = 0
        self.errors: list[str] = []
        self.client_seen = False
        self.layout_: MainLayout = MainLayout({}, 100.0, 100.0)
        self.scene = Scene(100.0, 100.0)
        self._busy = False
        self.canvas = board_canvas(surface_kind(), 100, 100)  # see .surface
        self.canvas.layout = widgets.Layout(width="100%", height="auto")
        self.status = widgets.HTML(value="drawn:0", layout=widgets.Layout(display="none"))
        self.status.add_class("steamlab-status")
        self.ready: DrawOnReady | None = None
        if isinstance(self.canvas, SceneCanvas):  # the picture is the widget's state: drawn at every change
            self.client_seen = True
            self.canvas.on_event(lambda c: self._mark_drawn() if c.get("event") == "ready" else self.handle_event(c))
        else:
            self.canvas.on_msg(self.canvas._handle_frontend_event, remove=True)  # ours validates the browser's
            self.canvas.on_msg(lambda _w, content, _b=None: self.handle_event(content))
            self.ready = DrawOnReady(self._on_client_ready, needs=[self.canvas, self.status])
            quiet_client_ready([self.canvas])
        super().__init__([w for w in (self.canvas, self.status, self.ready) if w is not None],
                         layout=widgets.Layout(width="100%"))
        self.add_class("steamlab-rr-main")
        self.add_class(NOSCROLL_CLASS)

    lang = "en"
    """The language of the words drawn on the board; ``set_state(..., lang=)`` changes it."""
    _pointed: tuple[tuple[str, ...], int] = ((), -1)
    """The spaces the guide points at, and the length of the history they were named for."""
    _shown: tuple[RussianRailroadsState, tuple[str, ...]] | None = None

    def point(self, spaces: Collection[str]) -> None:
        """Rim ``spaces`` in the guide's blue until the game moves on (a language switch keeps them); ``()``
        clears them.

        >>> import steamlab
        >>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
        >>> w = RRMainBoardWidget()
        >>> w.set_state(g)
        >>> w.point({"black_2"})
        >>> [p.key for p in w.scene.layers["overlay"] if p.kind == "pointed"]
        ['black_2']
        >>> g.apply(g.legal_actions()[0]); w.set_state(g)
        >>> [p.key for p in w.scene.layers["overlay"] if p.kind == "pointed"]
        []
        """
        if self._shown is None:
            return
        state, legal = self._shown
        self._pointed = (tuple(sorted(spaces)), len(state.history))
        self.set_state(state, legal)

    def set_state(self, state: RussianRailroadsState, legal: Collection[str] = (), lang: str | None = None) -> None:
        """Show ``state``'s main board with the spaces in ``legal`` rimmed (its words in ``lang``, when given),
        and the spaces :meth:`point` named, while the game is still at the step they were named for."""
        if lang is not None:
            self.lang = lang
        self._shown = (state, tuple(legal))
        spaces, step = self._pointed
        pointed = spaces if step == len(state.history) else ()
        self.layout_ = main_board_layout(state)
        self.scene = render_rr_main(state, legal, layout=self.layout_, lang=self.lang, pointed=pointed)
        w, h = int(self.scene.width), int(self.scene.height)
        if (self.canvas.width, self.canvas.height) != (w, h):
            self.canvas.width, self.canvas.height = w, h
            self.canvas.layout.max_width = f"{w}px"
        if self.client_seen:
            self.redraw()

    def redraw(self) -> None:
        """Draw the whole board as one message."""
        if isinstance(self.canvas, SceneCanvas):
            self.canvas.draw({"static": [p for run in canvas_runs(self.scene) for p in run]})
            return
        with frame():
            self.canvas.clear()
            for run in canvas_runs(self.scene):
                draw_primitives(self.canvas, run)
        self._mark_drawn()

    def _mark_drawn(self) -> None:
        self.frames += 1
        self.status.value = f"drawn:{self.frames}"
        if DRAWN_CLASS not in self._dom_classes:
            self.add_class(DRAWN_CLASS)

    def handle_event(self, content: object) -> bool:
        """One front-end message; ``True`` if a space was clicked. Never raises."""
        if self._busy or not isinstance(content, Mapping) or content.get("event") != "mouse_down":
            return False
        sid = space_at(self.layout_, content.get("x"), content.get("y"))
        if sid is None or self.on_space is None:
            return False
        self._busy = True
        try:
            self.on_space(sid)
        except Exception as exc:  # a callback must not take the kernel's cell down
            self.errors = (self.errors + [f"{type(exc).__name__}: {exc}"])[-20:]
            log.warning("RRMainBoardWidget: %s", exc)
        finally:
            self._busy = False
        return True

    def _on_client_ready(self) -> None:
        self.client_seen = True
        try:
            self.redraw()
        except Exception as exc:
            self.errors = (self.errors + [f"{type(exc).__name__}: {exc}"])[-20:]


def cheapest_place(actions: list[Any], space: str) -> Any | None:
    """Of the legal actions, the placement on ``space`` that spends the fewest rubles, temporary and black workers."""
    places = [a for a in actions if a.kind == "place" and a.space == space]
    return min(places, key=lambda a: (a.rubles, a.temps, a.black), default=None)


__all__ = ["RRMainBoardWidget", "cheapest_place"]
