"""HexMapWidget: a map or rail board on an ipycanvas ``MultiCanvas``, clickable.

Four canvas layers, bottom to top: ``static`` (the printed map, drawn only on a
full redraw), ``track`` (track, new cities, goods), ``overlay`` (highlights
and the selection) and ``hover``. Every update is one :func:`~.draw.frame`
(one message); only the layers that changed are cleared and redrawn.

Drawing happens when a browser view asks for it (``client_ready``: a page
load in Voila, a cell output in JupyterLab) and on every state change, never
while the notebook merely executes -- such pixels would be lost in Voila.

Browser events are validated: anything that is not a click or move on a hex
of the current map is ignored, and no exception reaches the kernel (errors
of callbacks are kept in :attr:`HexMapWidget.errors` and shown in the panel).

>>> from steamlab.core.maps import load_map
>>> w = HexMapWidget(load_map("tutorial"))
>>> w.frames, w.status.value
(0, 'drawn:0')
>>> w.handle_event({"event": "mouse_down", "x": -10, "y": 5})   # off the board: ignored
False
>>> h = w.map.find("Carlow")
>>> w.handle_event({"event": "mouse_down", "x": w.view.center(h)[0], "y": w.view.center(h)[1]})
True
>>> w.selected == h, "Carlow" in w.info.value
(True, True)
"""

from __future__ import annotations

import html
import logging
import math
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from steamlab.core.hexgrid import Hex
from steamlab.core.maps import GameMap
from steamlab.core.tiles import Segment
from steamlab.render import style
from steamlab.render.primitives import LAYERS, Primitive, Scene
from steamlab.render.scene import (
    DEFAULT_SIZE,
    BoardView,
    render_hover,
    render_overlay,
    render_static,
    render_track,
    view_for,
)
from steamlab.render.svg import scene_svg
from steamlab.widgets.draw import RecordedFrame, draw_primitives, frame, record, send
from steamlab.widgets.hex_card import card_from_facts, hex_facts, owner_name, welcome_html
from steamlab.widgets.layout import fit_width, largest_width, page_style, side_column
from steamlab.widgets.legend import legend_html
from steamlab.widgets.map_box import MIN_HEX_PX, PHONE_MAX_WIDTH, MapBox, phone_css  # noqa: F401  (names the page and tests know here)
from steamlab.widgets.ready import NOSCROLL_CLASS, DrawOnReady, quiet_client_ready
from steamlab.widgets.surface import SceneCanvas, layer_widget, surface_kind

if TYPE_CHECKING:
    from steamlab.games.rails.board import RailBoard

log = logging.getLogger(__name__)

HexCallback = Callable[[Hex], object]
DRAWN_CLASS = "steamlab-drawn"
"""CSS class the widget gets once its canvas has been drawn (for browser tests)."""


class HexMapWidget(widgets.HBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """A hex map with an info panel: click a hex to inspect it.

    Hooks for game modes built on top:

    - :meth:`on_hex_click` / :meth:`on_hex_hover`: call back with the :class:`Hex`;
    - :meth:`set_board` / :meth:`set_map`: show a new position (redraws track);
    - :meth:`set_overlay`, :meth:`highlight`, :meth:`select`: mark hexes/pieces;
    - :meth:`show_info`: put your own HTML in the panel; set ``inspect=False``
      to stop clicks from replacing it with the hex description.
    """

    def __init__(
        self,
        state: GameMap | RailBoard,
        *,
        size: float = DEFAULT_SIZE,
        palette: Sequence[str] = style.PLAYER_COLORS,
        player_names: Sequence[str] | None = None,
        inspect: bool = True,
        hover: bool = True,
        panel_width: str = "280px",
        reserve: int = 120,
        lang: str = "en",
        surface: str | None = None,
    ) -> None:
        self.lang = lang
        self.surface = surface or surface_kind()
        """What the map is drawn on: ``"canvas"`` (ipycanvas) or ``"scene"`` (no numpy; see .surface)."""
        self.size = size
        self.game: str | None = None
        """The game played on the map (``"steam"``, ``"age_of_steam"``): a hex's card gives that game's build
        cost only; ``None`` (a map on its own): both games'."""
        self.reserve = reserve
        """Page height (px) kept for what is above and below the map: the map shrinks to fit the rest."""
        self.palette = tuple(palette)
        self.player_names = list(player_names) if player_names else None
        self.inspect = inspect
        self.hover_enabled = hover
        self.frames = 0
        self.errors: list[str] = []
        self.selected: Hex | None = None
        self.hovered: Hex | None = None
        self.highlights: frozenset[Hex] = frozenset()
        self.highlight_pieces: frozenset[tuple[Hex, Segment]] = frozenset()
        self.highlight_color = style.HIGHLIGHT_COLOR
        self.preview: list[Primitive] = []
        self.build_from: Callable[[Hex], int | None] | None = None
        """The cheapest legal build on a hex for the player to move (a build mode sets it); the hover card says it."""
        self._click_callbacks: list[HexCallback] = []
        self._hover_callbacks: list[HexCallback] = []
        self._busy = False
        self._first_frame: RecordedFrame | None = None
        self.map, self.board = _split(state)
        self.view: BoardView = view_for(self.map, size)
        self._static: list[Primitive] = render_static(self.view)
        self.canvas = layer_widget(self.surface, int(self.view.width), int(self.view.height))
        self._fit_canvas()
        self.info = widgets.HTML(value=self._welcome(), layout=widgets.Layout(width="100%", min_width="200px"))
        self.info.add_class("steamlab-info")
        self.status = widgets.HTML(value="drawn:0", layout=widgets.Layout(display="none"))
        self.status.add_class("steamlab-status")
        self.ready = _connect(self)
        self.box = MapBox(self.canvas, self.view.width, self.size)
        self.card, self._map_box = self.box.card, self.box.widget
        self._hidden = [w for w in (self.status, *self.box.styles, self.ready, page_style()) if w is not None]
        # Two columns (see .layout): the map, and beside it the side panel a player works in.
        self.main = widgets.VBox([self._map_box], layout=widgets.Layout(flex="1 1 480px", min_width="0"))
        self.main.add_class("steamlab-main")
        self._hug_map()
        self.side = side_column(panel_width)
        self.legend = widgets.HTML()
        self.legend.add_class("steamlab-map-legend")
        self.set_legend(len(self.player_names or []))
        self.side.children = [self.info, self.legend, *self._hidden]
        super().__init__(
            [self.main, self.side],
            layout=widgets.Layout(width="100%", align_items="flex-start", flex_flow="row wrap"),
        )
        self.add_class("steamlab-hexmap")
        self.add_class(NOSCROLL_CLASS)  # a click focuses the canvas without scrolling the page (see .ready)
        _MAPS.add(self)
        _prepare_after_cells()

    # -- public API ---------------------------------------------------------------
    def layer(self, name: str) -> Any:
        """The ipycanvas ``Canvas`` of one layer (``"static"``, ``"track"``, ...)."""
        return self.canvas[LAYERS.index(name)]

    def redraw(self) -> None:
        """Draw every layer (one message). Called when a browser view is ready.

        The frame is the one :meth:`prepare` recorded if nothing changed since (a send, not a render).
        On the scene surface every layer is set anew (a page paints what the widget's state holds).
        """
        if isinstance(self.canvas, SceneCanvas):
            self.canvas.draw(self._all_layers())
            self._mark_drawn()
            return
        self.prepare()
        if self._first_frame is not None:
            send(self._first_frame)
        else:  # inside another frame: draw into it
            with frame():
                self._draw_layers(self._all_layers())
        self._mark_drawn()

    def prepare(self) -> None:
        """Record the whole picture now, so that a page's request for it is answered at once.

        Called after every notebook cell (see :func:`prepare_maps`) and by :meth:`redraw`; any change
        drawn later drops the recording. Nothing to do on the scene surface (its state is the picture).
        """
        if self._first_frame is None and not isinstance(self.canvas, SceneCanvas):
            self._first_frame = record(lambda: self._draw_layers(self._all_layers()))

    def _all_layers(self) -> dict[str, Sequence[Primitive]]:
        return {
            "static": self._static,
            "track": self._track(),
            "overlay": self._overlay(),
            "hover": render_hover(self.view, self.hovered),
        }

    def set_board(self, state: GameMap | RailBoard) -> None:
        """Show another position; a new map redraws everything, else only track and overlay."""
        game_map, board = _split(state)
        if game_map is not self.map:
            self.set_map(state)
            return
        self.board = board
        self._draw({"track": self._track(), "overlay": self._overlay()})
        self._mark_drawn()
        if self.inspect and self.selected is not None:
            self.info.value = self.describe(self.selected)
        self.card.value = self.card_html(self.hovered)

    def set_map(self, state: GameMap | RailBoard) -> None:
        """Show another map (and board): new geometry, selection and highlights cleared."""
        self.map, self.board = _split(state)
        self._first_frame = None
        self.view = view_for(self.map, self.size)
        self._static = render_static(self.view)
        self.selected = self.hovered = None
        self.card.value = ""
        self.highlights, self.highlight_pieces = frozenset(), frozenset()
        self.preview = []
        self.canvas.width, self.canvas.height = int(self.view.width), int(self.view.height)
        self._fit_canvas()
        self.info.value = self._welcome()
        self.redraw()

    def set_overlay(
        self,
        highlights: Iterable[Hex] | None = None,
        pieces: Iterable[tuple[Hex, Segment]] | None = None,
        selected: Hex | None | bool = False,
        color: str | None = None,
    ) -> None:
        """Change what the overlay shows; arguments left out keep their value.

        ``selected=None`` clears the selection (``False``, the default, keeps it).
        """
        if highlights is not None:
            self.highlights = frozenset(h for h in highlights if h in self.map.cells)
        if pieces is not None:
            self.highlight_pieces = frozenset(pieces)
        if selected is not False:
            self.selected = selected if isinstance(selected, Hex) and selected in self.map.cells else None
        if color is not None:
            self.highlight_color = color
        self._draw({"overlay": self._overlay()})

    def set_preview(self, prims: Sequence[Primitive] = ()) -> None:
        """Draw ``prims`` on the overlay, above the highlights (a tile about to be laid, a route).

        ``set_preview()`` clears it. See :mod:`steamlab.render.preview`.
        """
        self.preview = list(prims)
        self._draw({"overlay": self._overlay()})

    def highlight(self, hexes: Iterable[Hex], color: str | None = None) -> None:
        """Tint these hexes (e.g. every legal build), replacing earlier highlights."""
        self.set_overlay(highlights=hexes, color=color)

    def clear_highlight(self) -> None:
        """Remove highlighted hexes and pieces (the selection stays)."""
        self.set_overlay(highlights=(), pieces=())

    def select(self, h: Hex | None) -> None:
        """Select a hex as a click would (without calling click callbacks)."""
        self.set_overlay(selected=h)
        if self.inspect:
            self.info.value = self.describe(h) if h is not None and h in self.map.cells else self._welcome()

    def on_hex_click(self, callback: HexCallback, remove: bool = False) -> None:
        """Call ``callback(hex)`` after a click on a hex of the map."""
        _register(self._click_callbacks, callback, remove)

    def on_hex_hover(self, callback: HexCallback, remove: bool = False) -> None:
        """Call ``callback(hex)`` when the pointer moves onto another hex."""
        _register(self._hover_callbacks, callback, remove)

    def show_info(self, html_text: str) -> None:
        """Put ``html_text`` (trusted HTML) in the info panel."""
        self.info.value = html_text

    def click(self, h: Hex) -> bool:
        """Act as if ``h`` was clicked (for tests and keyboard controls)."""
        x, y = self.view.center(h)
        return self.handle_event({"event": "mouse_down", "x": x, "y": y})

    def picture(self) -> str:
        """The position as the canvas shows it (hover mark left out), as standalone SVG text.

        >>> from steamlab.core.maps import load_map
        >>> HexMapWidget(load_map("tutorial")).picture().startswith("<svg")
        True
        """
        layers = {name: [] if name == "hover" else list(prims) for name, prims in self._all_layers().items()}
        return scene_svg(Scene(self.view.width, self.view.height, layers), self.map.title)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, plus its :meth:`picture` as ``image/svg+xml`` for a page with no kernel.

        JupyterLab and Voila show the widget; nbconvert (the static site) and other readers can show the picture.
        """
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, dict):
            bundle["image/svg+xml"] = self.picture()
        return bundle

    # -- events -------------------------------------------------------------------
    def _on_message(self, _widget: object, content: object, _buffers: object = None) -> None:
        self.handle_event(content)

    def _on_client_ready(self) -> None:
        self.handle_event({"event": "client_ready"})

    def _on_scene_event(self, content: Mapping[str, Any]) -> None:
        if content.get("event") == "ready":  # a page painted the layers the widget holds
            self._mark_drawn()
        else:
            self.handle_event(content)

    def handle_event(self, content: object) -> bool:
        """Handle one front-end event message; ``True`` if it did something.

        Never raises: malformed, off-board and re-entrant events are ignored.
        """
        if self._busy or not isinstance(content, Mapping):
            return False
        self._busy = True
        try:
            event = content.get("event")
            if event == "client_ready":
                self.redraw()
                return True
            if event in ("mouse_down", "mouse_move"):
                x, y = _coordinate(content.get("x")), _coordinate(content.get("y"))
                h = self.view.hex_at(x, y) if x is not None and y is not None else None
                if event == "mouse_move":
                    return self._hover(h)
                return h is not None and self._click(h)
            if event == "mouse_out":
                return self._hover(None)
            return False
        except Exception as exc:  # a widget callback must not take the kernel's cell down
            self._note_error(exc)
            return False
        finally:
            self._busy = False

    def _click(self, h: Hex) -> bool:
        self.selected = h
        self._draw({"overlay": self._overlay()})
        if self.inspect:
            self.info.value = self.describe(h)
        _call_each(self._click_callbacks, h, self._note_error)
        return True

    def _hover(self, h: Hex | None) -> bool:
        if h == self.hovered or not self.hover_enabled:
            return False
        self.hovered = h
        self._draw({"hover": render_hover(self.view, h)})
        self.card.value = self.card_html(h)
        if h is not None:
            _call_each(self._hover_callbacks, h, self._note_error)
        return True

    def _note_error(self, exc: Exception) -> None:
        text = f"{type(exc).__name__}: {exc}"
        self.errors = (self.errors + [text])[-20:]
        log.warning("HexMapWidget: %s", text)
        self.info.value = self.info.value + f'<p style="color:#b00">{html.escape(text)}</p>'

    # -- drawing ------------------------------------------------------------------
    def _track(self) -> list[Primitive]:
        return render_track(self.view, self.board, self.palette)

    def _overlay(self) -> list[Primitive]:
        return render_overlay(
            self.view, self.highlights, self.selected, self.highlight_pieces, self.highlight_color
        ) + self.preview

    def _draw(self, layers: Mapping[str, Sequence[Primitive]]) -> None:
        self._first_frame = None  # the picture changed
        with frame():
            self._draw_layers(layers)

    def _draw_layers(self, layers: Mapping[str, Sequence[Primitive]]) -> None:
        if isinstance(self.canvas, SceneCanvas):
            self.canvas.draw(layers)
            return
        for name, prims in layers.items():
            canvas = self.layer(name)
            canvas.clear()
            draw_primitives(canvas, prims)

    def _mark_drawn(self) -> None:
        self.frames += 1
        self.status.value = f"drawn:{self.frames}"
        if DRAWN_CLASS not in self._dom_classes:
            self.add_class(DRAWN_CLASS)

    def _fit_canvas(self) -> None:
        self.canvas.layout = widgets.Layout(width=fit_width(self.view.width, self.view.height, self.reserve),
                                            height="auto")
        self.canvas.add_class("steamlab-map-canvas")
        if hasattr(self, "box"):
            self.box.fit(self.view.width, self.size)
        if hasattr(self, "main"):  # not yet while the widget is being built
            self._hug_map()

    def _hug_map(self) -> None:
        """The map's column is no wider than the map (while nothing sits above it), so the side panel is beside it.

        A wide page (JupyterLab gives an output the notebook's whole width) otherwise grows the column
        and leaves the panel far to the right; widgets placed above the map keep the whole width.
        """
        hug = len(self.main.children) == 1
        self.main.layout.max_width = largest_width(self.view.width, self.view.height, self.reserve) if hug else None

    def place(self, main_top: Sequence[Any] = (), side_top: Sequence[Any] = (), side_bottom: Sequence[Any] = ()) -> None:
        """Put widgets above the map (``main_top``) and above / below the info panel in the side column.

        >>> from steamlab.core.maps import load_map
        >>> w = HexMapWidget(load_map("tutorial"))
        >>> note = widgets.HTML("hello")
        >>> w.place(side_top=[note])
        >>> w.side.children[:2] == (note, w.info)
        True
        """
        self.main.children = [*main_top, self._map_box]
        self._hug_map()
        self.side.children = [*side_top, self.info, *side_bottom, self.legend, *self._hidden]

    def set_legend(self, players: int) -> None:
        """The legend (folded to one line) for ``players`` track colours, in the widget's language."""
        self._legend_players = players
        self.legend.value = legend_html(self.player_names, self.lang, players=players, palette=self.palette)

    # -- the info panel -----------------------------------------------------------
    lang = "en"
    """The language of the info panel (``"en"`` or ``"ja"``); the game widget's switch sets it."""

    def _welcome(self) -> str:
        return welcome_html(self.map, self.lang)

    def player_name(self, owner: int | None) -> str:
        """A player's display name (``"Player 1"`` for owner 0)."""
        return owner_name(owner, self.lang, self.player_names)

    def describe(self, h: Hex) -> str:
        """HTML describing hex ``h``: terrain, town or city, goods, track and owners (:func:`hex_facts`)."""
        return '<div class="steamlab-hexinfo">' + "<br>".join(self._facts(h)) + "</div>"

    def card_html(self, h: Hex | None) -> str:
        """The hover card of ``h`` (empty for ``None``): its facts and, in a build, "build here from $N".

        >>> from steamlab.core.maps import load_map
        >>> w = HexMapWidget(load_map("tutorial"))
        >>> w.build_from = lambda h: 3
        >>> card = w.card_html(w.map.find("Carlow"))
        >>> "Carlow" in card and "Build here from $3" in card, w.card_html(None)
        (True, '')
        """
        if h is None or h not in self.map.cells:
            return ""
        return card_from_facts(self._facts(h), False if self.build_from is None else self.build_from(h), self.lang)

    def _facts(self, h: Hex) -> list[str]:
        return hex_facts(self.map, self.board, h, self.lang, game=self.game, palette=self.palette,
                         names=self.player_names)


_MAPS: weakref.WeakSet[HexMapWidget] = weakref.WeakSet()


def prepare_maps() -> int:
    """Record the picture of every map changed since it was last drawn (:meth:`HexMapWidget.prepare`); how many.

    Runs after every notebook cell: in Voila (a preheated kernel above all) the notebook has run before the
    page asks, so the first canvas is a send, not a render.
    """
    done = 0
    for w in list(_MAPS):
        if w._first_frame is None and not isinstance(w.canvas, SceneCanvas):
            try:
                w.prepare()
            except Exception as exc:  # a cell hook must not break the notebook
                log.warning("prepare_maps: %s: %s", type(exc).__name__, exc)
            done += 1
    return done


def _prepare_after_cells() -> None:
    """Have IPython call :func:`prepare_maps` after every cell (once per kernel; nothing outside IPython)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - ipywidgets needs IPython
        return
    shell = get_ipython()
    if shell is None or getattr(shell, "_steamlab_prepares_maps", False):
        return
    shell.events.register("post_run_cell", _after_cell)
    shell._steamlab_prepares_maps = True


def _after_cell(_result: object = None) -> None:
    prepare_maps()


MAX_COORDINATE = 1e7
"""Event coordinates beyond this many pixels (either sign) are ignored, not converted."""


def _coordinate(value: object) -> float | None:
    """A browser event's pixel coordinate as a float; ``None`` for anything but a plain, sane number.

    >>> _coordinate(12), _coordinate(3.5), _coordinate(10**400), _coordinate(True), _coordinate("7")
    (12.0, 3.5, None, None, None)
    """
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if isinstance(value, int) and abs(value) > MAX_COORDINATE:
        return None  # float() of a huge int raises OverflowError
    number = float(value)
    return number if math.isfinite(number) and abs(number) <= MAX_COORDINATE else None


def _split(state: GameMap | RailBoard) -> tuple[GameMap, RailBoard | None]:
    if isinstance(state, GameMap):
        return state, None
    return state.map, state


def _connect(w: HexMapWidget) -> DrawOnReady | None:
    """Take the canvas's events to ``w`` and, on ipycanvas, draw when the page asks, once every model the drawing
    needs exists there (see .ready; ipycanvas' own client_ready comes too early under load and is never sent
    again). The scene canvas keeps its layers in its state: it is drawn at once, and needs no handshake."""
    if isinstance(w.canvas, SceneCanvas):
        w.canvas.on_event(w._on_scene_event)
        w.canvas.draw(w._all_layers())
        return None
    # Replace ipycanvas' event handler (which trusts the browser) with ours.
    w.canvas.on_msg(w.canvas._canvases[-1]._handle_frontend_event, remove=True)
    w.canvas.on_msg(w._on_message)
    # The top layer's own model reports a new browser view ("client_ready").
    w.canvas.on_client_ready(w._on_client_ready)
    layers = [w.layer(name) for name in LAYERS]
    ready = DrawOnReady(w._on_client_ready, needs=[w.canvas, *layers, w.status])
    quiet_client_ready(layers)
    return ready


def _call_each(callbacks: list[HexCallback], h: Hex, on_error: Callable[[Exception], None]) -> None:
    """Call every callback with ``h``; one that raises is told to ``on_error`` and the others still run."""
    for cb in list(callbacks):
        try:
            cb(h)
        except Exception as exc:
            on_error(exc)


def _register(callbacks: list[HexCallback], callback: HexCallback, remove: bool) -> None:
    if remove:
        if callback in callbacks:
            callbacks.remove(callback)
    elif callback not in callbacks:
        callbacks.append(callback)


__all__ = ["DRAWN_CLASS", "HexMapWidget", "prepare_maps"]
