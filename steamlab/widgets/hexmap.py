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
import uuid
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from steamlab.core.hexgrid import EDGE_NAMES, Hex, label
from steamlab.core.maps import GameMap
from steamlab.core.tiles import TOWN, Segment
from steamlab.i18n import Message, msg, player_label, term
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
from steamlab.widgets.i18n import tr
from steamlab.widgets.layout import fit_width, largest_width, page_style, side_column
from steamlab.widgets.legend import legend_html
from steamlab.widgets.ready import CARD_CLASS, NOSCROLL_CLASS, DrawOnReady, quiet_client_ready
from steamlab.widgets.surface import SceneCanvas, layer_widget, surface_kind

if TYPE_CHECKING:
    from steamlab.games.rails.board import RailBoard

log = logging.getLogger(__name__)

HexCallback = Callable[[Hex], object]
DRAWN_CLASS = "steamlab-drawn"
"""CSS class the widget gets once its canvas has been drawn (for browser tests)."""


PHONE_MAX_WIDTH = 700
"""Screens at most this wide (CSS px: a phone, 390 wide upright) get the phone layout of :func:`phone_css`."""
MIN_HEX_PX = 26.0
"""On such a screen a map's hexes are drawn at least this big (their corner-to-centre size in CSS px; the widget's
own size when that is smaller): at 390 px the hot seat's map had shrunk to fit the column, 16 px hexes whose labels
and city names could not be read."""
TOWN_EXIT_WORDS = {"steam": "hex_town_exit_steam"}
"""The words for a town's open exit in a game whose rules say more of it (Steam: no new track starts there);
any other game's: ``hex_town_exit``."""


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
        if isinstance(self.canvas, SceneCanvas):
            self.canvas.on_event(self._on_scene_event)
            self.canvas.draw(self._all_layers())
        else:
            # Replace ipycanvas' event handler (which trusts the browser) with ours.
            self.canvas.on_msg(self.canvas._canvases[-1]._handle_frontend_event, remove=True)
            self.canvas.on_msg(self._on_message)
            # The top layer's own model reports a new browser view ("client_ready").
            self.canvas.on_client_ready(self._on_client_ready)
        self.info = widgets.HTML(value=self._welcome(), layout=widgets.Layout(width="100%", min_width="200px"))
        self.info.add_class("steamlab-info")
        self.status = widgets.HTML(value="drawn:0", layout=widgets.Layout(display="none"))
        self.status.add_class("steamlab-status")
        # Draw when the page asks, once every model the drawing needs exists there (see .ready);
        # ipycanvas' own client_ready comes too early under load and is never sent again.
        self.ready: DrawOnReady | None = None
        if not isinstance(self.canvas, SceneCanvas):  # the scene canvas keeps its layers in its state
            layers = [self.layer(name) for name in LAYERS]
            self.ready = DrawOnReady(self._on_client_ready, needs=[self.canvas, *layers, self.status])
            quiet_client_ready(layers)
        # No focus rectangle round the canvas after a click (ipycanvas focuses it for key events).
        css = widgets.HTML(f"<style>.steamlab-hexmap canvas:focus {{ outline: none; }}{CARD_CSS}</style>",
                           layout=widgets.Layout(display="none"))
        self.card = widgets.HTML(value="")
        """The hover card: the hovered hex's facts beside the pointer (the page moves it, see .ready)."""
        self.card.add_class(CARD_CLASS)
        self._map_box = widgets.Box([self.canvas, self.card], layout=widgets.Layout(min_width="0", overflow="hidden"))
        # on a phone the map keeps readable hexes and its box scrolls (see phone_css); the rule names this map's box
        self._box_class = f"steamlab-map-box-{uuid.uuid4().hex[:12]}"  # one page may show maps of several kernels
        self._map_box.add_class("steamlab-map-box")
        self._map_box.add_class(self._box_class)
        self._phone_css = widgets.HTML(phone_css(self._box_class, self.view.width, self.size),
                                       layout=widgets.Layout(display="none"))
        self._hidden = [w for w in (self.status, css, self._phone_css, self.ready, page_style()) if w is not None]
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
        for cb in list(self._click_callbacks):
            try:
                cb(h)
            except Exception as exc:
                self._note_error(exc)
        return True

    def _hover(self, h: Hex | None) -> bool:
        if h == self.hovered or not self.hover_enabled:
            return False
        self.hovered = h
        self._draw({"hover": render_hover(self.view, h)})
        self.card.value = self.card_html(h)
        if h is not None:
            for cb in list(self._hover_callbacks):
                try:
                    cb(h)
                except Exception as exc:
                    self._note_error(exc)
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
        if hasattr(self, "_phone_css"):
            self._phone_css.value = phone_css(self._box_class, self.view.width, self.size)
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
        return f"<b>{html.escape(self.map.title_in(self.lang))}</b><br><i>{html.escape(tr('inspect_prompt', self.lang))}</i>"

    def player_name(self, owner: int | None) -> str:
        """A player's display name (``"Player 1"`` for owner 0)."""
        if owner is None:
            return tr("unowned", self.lang)
        return player_label(owner, self.lang, self.player_names)

    def describe(self, h: Hex) -> str:
        """HTML describing hex ``h``: terrain, town or city, goods, track and owners."""
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
        rows = self._facts(h)
        if self.build_from is not None:
            cost = self.build_from(h)
            line = tr("hover_no_build", self.lang) if cost is None else tr("hover_build_from", self.lang, cost=cost)
            rows.append(f'<span class="steamlab-card-build">{html.escape(line)}</span>')
        return '<div class="steamlab-card">' + "<br>".join(rows) + "</div>"

    def _facts(self, h: Hex) -> list[str]:
        cell = self.map.cells[h]
        e = html.escape
        lang = self.lang
        rows = [f"<b>{e(label(h))}</b> &middot; {e(term('terrain', cell.terrain, lang))}"]
        board = self.board
        if board is not None and h in board.new_cities:
            city_id, color = board.new_cities[h]
            text = msg("ui.hex_new_city", id=city_id, colour=color, place=cell.name or "").render(lang)
            rows.append(_swatch(style.goods_color(color)) + e(text))
        elif cell.city:
            color = cell.city.color
            rows.append(f"{e(tr('hex_city', lang))} <b>{e(cell.city.name)}</b>: {_swatch(style.goods_color(color))}"
                        f"{e(term('cube', color, lang))}")
        elif cell.town:
            rows.append(f"{e(tr('hex_town', lang))} <b>{e(cell.town)}</b>")
        costs = self.map.terrain_costs.get(cell.terrain, {})
        if not cell.buildable:
            rows.append(e(tr("hex_no_build", lang)))
        elif costs and not cell.city and not (board is not None and board.is_city(h)):  # track ends at a city
            aos = costs.get("age_of_steam") or {}
            prices = tuple(msg("ui.hex_aos_price", cls=Message(f"track_class.{k}"), price=v) for k, v in aos.items())
            key = {"steam": "ui.hex_build_steam", "age_of_steam": "ui.hex_build_aos"}.get(self.game or "", "ui.hex_build")
            if key == "ui.hex_build_steam" and not costs.get("steam"):
                key = "ui.hex_build_steam_exits"  # a plain hex: "$1 per exit", not "$1 per exit + $0"
            rows.append(e(msg(key, extra=costs.get("steam", 0), aos=prices).render(lang)))
        if board is not None:
            cubes = board.cubes.get(h, [])
            if cubes:
                rows.append(f"{e(tr('hex_goods', lang))}: "
                            + " ".join(_swatch(style.goods_color(c)) + e(term("cube", c, lang)) for c in cubes))
            elif board.is_city(h):
                rows.append(f"{e(tr('hex_goods', lang))}: {e(tr('none', lang))}")
            segs = sorted(board.segments(h))
            for seg in segs:
                owner = board.owner(h, seg)
                track = tr("hex_track", lang, seg=_seg_name(seg, lang))
                if board.open_town_exit(h, seg):  # the town's, not the player's who laid it (docs/building.md)
                    key = TOWN_EXIT_WORDS.get(self.game or "", "hex_town_exit")
                    rows.append(f"{e(track)}: {e(tr(key, lang))}")
                    continue
                swatch = _swatch(style.player_color(owner, self.palette))
                rows.append(f"{e(track)}: {swatch}{e(self.player_name(owner))}")
            if not segs and cell.buildable and not board.is_city(h):
                rows.append(e(tr("hex_no_track", lang)))
        return rows


CARD_CSS = (f".{CARD_CLASS} {{ position: fixed; z-index: 1000; pointer-events: none; margin: 0; height: auto; }}"
            ".steamlab-card { background: #fffef6; border: 1px solid #555; border-radius: 4px; padding: 4px 8px;"
            " box-shadow: 0 2px 6px rgba(0,0,0,.25); font-size: 90%; line-height: 1.45; max-width: 300px; }"
            ".steamlab-card-build { font-weight: bold; }")
"""The card's look; its place is set by the page (left/top beside the pointer)."""

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


def _register(callbacks: list[HexCallback], callback: HexCallback, remove: bool) -> None:
    if remove:
        if callback in callbacks:
            callbacks.remove(callback)
    elif callback not in callbacks:
        callbacks.append(callback)


def _swatch(color: str) -> str:
    return (
        f'<span style="display:inline-block;width:0.8em;height:0.8em;background:{color};'
        'border:1px solid #333;margin-right:0.25em;vertical-align:middle"></span>'
    )


def _seg_name(seg: Segment, lang: str = "en") -> str:
    return "-".join(term("edge", "town" if end == TOWN else EDGE_NAMES[end], lang) for end in seg)


__all__ = ["DRAWN_CLASS", "HexMapWidget", "prepare_maps"]
