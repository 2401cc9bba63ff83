"""Russian Railroads boards on an ipycanvas canvas, and the board & round-score dashboard.

:class:`RRBoardWidget` draws the scene of :mod:`steamlab.render.rr_board`
(every board of a game, or one board) on one ``Canvas``. Every redraw is one
:func:`~steamlab.widgets.draw.frame` -- one message -- and happens when a
browser view is ready (``client_ready``) and when the position changes, never
while the notebook merely executes (such pixels are lost in Voila).

:class:`RRBoardDashboard` is the dashboard: a board described by a few
controls (rail positions per colour per railway, locomotives, doublers,
industry markers, factories) is scored by
:func:`~steamlab.games.russian_railroads.scoring.score_board` and drawn with
its working; a button plays a seeded random game some rounds in and shows
every board.

>>> w = RRBoardWidget()
>>> w.frames, w.status.value
(0, 'drawn:0')
>>> app = RRBoardDashboard()
>>> app.total
12
>>> app.sliders[("trans_siberian", "grey")].value = 8
>>> app.total
13
>>> app.set_lang("ja")
>>> app.doublers.description, "ラウンド得点: 13 勝利点" in app.working.value
('×2トークン', True)
"""

from __future__ import annotations

import html
import logging
import random
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.bots.players import random_bot
from steamlab.core.errors import SteamlabError
from steamlab.games.russian_railroads import board_from_spec, rules_data, score_board
from steamlab.games.russian_railroads.actions import Place
from steamlab.games.russian_railroads.data import COLOURS
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.i18n import msg, term
from steamlab.render.primitives import LAYERS, Circle, Polygon, Polyline, Primitive, Rect, Scene, Text
from steamlab.render.rr_board import (
    BOARD_HEIGHT,
    BOARD_WIDTH,
    BoardInfo,
    has_unconfirmed,
    render_rr_board,
    render_rr_boards,
)
from steamlab.widgets.draw import draw_primitives, frame
from steamlab.widgets.fields import WholeNumberField
from steamlab.widgets.hexmap import DRAWN_CLASS
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.language import DashboardHeader, relabel_options
from steamlab.widgets.layout import page_style
from steamlab.widgets.ready import DrawOnReady, quiet_client_ready
from steamlab.widgets.surface import SceneCanvas, board_canvas, surface_kind

log = logging.getLogger(__name__)

_ORDER = {Polygon: 0, Rect: 0, Polyline: 1, Circle: 2, Text: 3}


def _batch_style(p: Primitive) -> tuple[Any, ...]:
    if isinstance(p, Text):
        return (p.size, p.bold, p.align, p.color)
    if isinstance(p, Polyline):
        return (p.width, p.dash, p.cap)
    return (p.width,)


def canvas_runs(scene: Scene) -> list[list[Primitive]]:
    """:func:`canvas_order` cut after each layer's lines: each run is one :func:`draw_primitives` call.

    ``draw_primitives`` turns a dash pattern off only at the next solid line
    or at its end, so the outlines, rings and text halos drawn after dashed
    lines must come in a call of their own.
    """
    runs: list[list[Primitive]] = []
    for name in LAYERS:
        ordered = sorted(scene.layer(name), key=lambda p: (_ORDER[type(p)], _batch_style(p)))
        cut = sum(1 for p in ordered if _ORDER[type(p)] <= _ORDER[Polyline])
        runs += [run for run in (ordered[:cut], ordered[cut:]) if run]
    return runs


def canvas_order(scene: Scene) -> list[Primitive]:
    """The scene's primitives in drawing order, layer by layer, grouped for few batch calls.

    Within a layer: areas, then lines, then disks, then text; each group
    sorted (stably) by its batch style. The board painter keeps this safe:
    in a layer, a shape only ever covers shapes drawn before it with the
    same line width or a thinner one (a rail piece, width 2, over the rail
    spaces, width 1).
    """
    out: list[Primitive] = []
    for name in LAYERS:
        prims = scene.layer(name)
        out.extend(sorted(prims, key=lambda p: (_ORDER[type(p)], _batch_style(p))))
    return out


class RRBoardWidget(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Russian Railroads boards on a canvas: :meth:`set_state` (every board) or :meth:`set_board` (one)."""

    def __init__(self, state: RussianRailroadsState | None = None) -> None:
        self.frames = 0
        self.client_seen = False
        """Whether a browser view has asked for a drawing (before that, drawing would be lost)."""
        self.errors: list[str] = []
        self.scene = Scene(BOARD_WIDTH, BOARD_HEIGHT)
        self.canvas = board_canvas(surface_kind(), int(BOARD_WIDTH), int(BOARD_HEIGHT))  # see .surface
        self.canvas.layout = widgets.Layout(width="100%", max_width=f"{int(BOARD_WIDTH)}px", height="auto")
        self.status = widgets.HTML(value="drawn:0", layout=widgets.Layout(display="none"))
        self.status.add_class("steamlab-status")
        self.legend = widgets.HTML()
        """Under the boards: what a "?" beside a number means (said once here, not on every board)."""
        self.legend.add_class("steamlab-rr-legend")
        self.ready: DrawOnReady | None = None
        self.on_rail: Callable[[int, int, str | None], object] | None = None
        """Called with (player, railway index, rail colour or None) when a railway of a board is clicked."""
        if isinstance(self.canvas, SceneCanvas):  # the picture is the widget's state: drawn at every change
            self.client_seen = True
            self.canvas.on_event(lambda c: self._mark_drawn() if c.get("event") == "ready" else self.handle_event(c))
        else:
            self.canvas.on_client_ready(self._on_client_ready)
            self.canvas.on_msg(lambda _w, content, _b=None: self.handle_event(content))
            # Draw when the page asks, once the canvas and status exist there (see .ready); ipycanvas'
            # own client_ready comes too early under load and is never sent again.
            self.ready = DrawOnReady(self._on_client_ready, needs=[self.canvas, self.status])
            quiet_client_ready([self.canvas])
        super().__init__([w for w in (self.canvas, self.legend, self.status, self.ready) if w is not None],
                         layout=widgets.Layout(width="100%"))
        self.add_class("steamlab-rr-board")
        if state is not None:
            self.scene = render_rr_boards(state)
            self._fit()
            if isinstance(self.canvas, SceneCanvas):
                self.redraw()

    # -- public API -------------------------------------------------------------
    lang = "en"
    """The language of the words drawn on the boards; ``set_state(..., lang=)`` changes it."""

    def set_state(self, state: RussianRailroadsState, lang: str | None = None) -> None:
        """Show every board of ``state``, one under the other (their words in ``lang``, when given)."""
        if lang is not None:
            self.lang = lang
        self.show(render_rr_boards(state, lang=self.lang))

    def set_board(self, board: Any, info: BoardInfo | None = None) -> None:
        """Show one :class:`~steamlab.games.russian_railroads.board.PlayerBoard`."""
        if info is not None:
            self.lang = info.lang
        self.show(render_rr_board(board, info=info))

    def show(self, scene: Scene) -> None:
        """Show a scene (resizing the canvas to it); draw it once a browser view is there to see it."""
        self.scene = scene
        self._fit()
        self.legend.value = unconfirmed_legend(self.lang) if has_unconfirmed(scene) else ""
        if self.client_seen:
            self.redraw()

    def rail_at(self, x: object, y: object) -> tuple[int, int, str | None] | None:
        """The board, railway and (on a rail piece) colour under the point ``x, y`` of the picture, or ``None``.

        >>> import steamlab
        >>> w = RRBoardWidget(steamlab.new_game("russian_railroads", players=2, seed=1))
        >>> piece = next(p for p in w.scene.items(kind="rail_piece") if p.y > BOARD_HEIGHT)
        >>> w.rail_at(piece.x + 2, piece.y + 2), w.rail_at(5, 5), w.rail_at("junk", None)
        ((1, 0, 'black'), None, None)
        """
        if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, (int, float)) or not isinstance(
                y, (int, float)):
            return None
        found: tuple[int, int, str | None] | None = None
        for kind in ("space", "rail_piece"):  # a piece lies over its space: it names the colour
            for p in self.scene.items(kind=kind):
                key = p.key
                if isinstance(p, Rect) and isinstance(key, tuple) and len(key) == 2 and isinstance(key[0], int) \
                        and p.x <= x <= p.x + p.w and p.y <= y <= p.y + p.h:
                    found = (int(y // BOARD_HEIGHT), key[0], str(key[1]) if kind == "rail_piece" else None)
        return found

    def handle_event(self, content: object) -> bool:
        """A click on the boards: ``on_rail`` with the railway clicked. ``True`` if it was one; never raises."""
        if not isinstance(content, Mapping) or content.get("event") != "mouse_down" or self.on_rail is None:
            return False
        hit = self.rail_at(content.get("x"), content.get("y"))
        if hit is None:
            return False
        try:
            self.on_rail(*hit)
        except Exception as exc:  # a callback must not take the kernel's cell down
            self.errors = (self.errors + [f"{type(exc).__name__}: {exc}"])[-20:]
            log.warning("RRBoardWidget: %s", exc)
        return True

    def redraw(self) -> None:
        """Draw the whole scene as one message."""
        runs = canvas_runs(self.scene)
        if isinstance(self.canvas, SceneCanvas):
            self.canvas.draw({"static": [p for run in runs for p in run]})
            return
        with frame():
            self.canvas.clear()
            for run in runs:
                draw_primitives(self.canvas, run)
        self._mark_drawn()

    def _mark_drawn(self) -> None:
        self.frames += 1
        self.status.value = f"drawn:{self.frames}"
        if DRAWN_CLASS not in self._dom_classes:
            self.add_class(DRAWN_CLASS)

    # -- internals ----------------------------------------------------------------
    def _fit(self) -> None:
        w, h = int(self.scene.width), int(self.scene.height)
        if (self.canvas.width, self.canvas.height) != (w, h):
            self.canvas.width, self.canvas.height = w, h
            self.canvas.layout.max_width = f"{w}px"

    def _on_client_ready(self) -> None:
        self.client_seen = True
        try:
            self.redraw()
        except Exception as exc:  # a widget callback must not take the kernel's cell down
            self.errors = (self.errors + [f"{type(exc).__name__}: {exc}"])[-20:]
            log.warning("RRBoardWidget: %s", exc)


DEFAULT_SPEC: dict[str, Any] = {
    "trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]},
    "st_petersburg": {"black": 1, "locomotives": []},
    "kiev": {"black": 1, "locomotives": []},
    "doublers": 1,
    "industry": [0],
    "factories": [],
}
"""The dashboard's first board: the seed's Trans-Siberian example (12 VP)."""


class RRBoardDashboard(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Describe a board with controls, see it drawn and scored; or play a random position and see every board."""

    def __init__(self, spec: Mapping[str, Any] | None = None, lang: str = "en", header: bool = True) -> None:
        data = rules_data()
        spec = dict(DEFAULT_SPEC if spec is None else spec)
        self.lang = lang
        self.header = DashboardHeader("rr_board", lang) if header else None
        self.railway_labels: dict[str, widgets.HTML] = {}
        self.total = 0
        self.error = ""
        self.sliders: dict[tuple[str, str], widgets.IntSlider] = {}
        self.locos: dict[tuple[str, int], widgets.Dropdown] = {}
        rows = []
        style = {"description_width": "56px"}
        wide = {"description_width": "72px"}
        for rw in data.railways:
            item = spec.get(rw.id, {})
            self.railway_labels[rw.id] = widgets.HTML(layout=widgets.Layout(width="110px"))
            cells = [self.railway_labels[rw.id]]
            tiles = list(item.get("locomotives", []))
            for slot in range(rw.slots):
                dd = widgets.Dropdown(
                    options=[("none", 0)] + [(f"#{n}", n) for n in range(1, 10)],
                    value=tiles[slot] if slot < len(tiles) else 0,
                    description="loco" if slot == 0 else "",
                    style={"description_width": "48px" if slot == 0 else "0px"},
                    layout=widgets.Layout(width="126px" if slot == 0 else "74px"),
                )
                dd.add_class(f"rr-{rw.id}-loco-{slot}")
                self.locos[(rw.id, slot)] = dd
                cells.append(dd)
            for c in sorted(rw.colours):
                name = COLOURS[c]
                slider = widgets.IntSlider(
                    value=int(item.get(name, 1 if c == 0 else 0)),
                    min=1 if c == 0 else 0,
                    max=rw.length,
                    description=name,
                    style=style,
                    continuous_update=False,
                    layout=widgets.Layout(width="210px"),
                )
                slider.add_class(f"rr-{rw.id}-{name}")
                self.sliders[(rw.id, name)] = slider
                cells.append(slider)
            rows.append(widgets.HBox(cells, layout=widgets.Layout(flex_flow="row wrap", align_items="center")))
        markers = list(spec.get("industry", [0]))
        self.doublers = widgets.IntSlider(value=int(spec.get("doublers", 0)), min=0, max=data.doubler_spaces,
                                          description="doublers", style=wide, continuous_update=False,
                                          layout=widgets.Layout(width="240px"))
        last = len(data.industry_spaces) - 1
        self.marker1 = widgets.IntSlider(value=markers[0], min=0, max=last, description="industry", style=wide,
                                         continuous_update=False, layout=widgets.Layout(width="240px"))
        self.marker2 = widgets.Dropdown(options=[("none", -1)] + [(str(i), i) for i in range(last + 1)],
                                        value=markers[1] if len(markers) > 1 else -1, description="marker 2",
                                        style=wide, layout=widgets.Layout(width="150px"))
        self.factories = widgets.Text(value=" ".join(str(f) for f in spec.get("factories", [])),
                                      description="factories", placeholder="numbers, e.g. 2 7 5", style=wide,
                                      continuous_update=False, layout=widgets.Layout(width="250px"))
        self.factories.add_class("rr-factories")
        self.revaluation = widgets.Checkbox(value=bool(spec.get("revaluation", False)), description="revaluation",
                                            indent=False, layout=widgets.Layout(width="110px"))
        self.medal = widgets.Checkbox(value=bool(spec.get("kiev_medal", False)), description="Kiev medal",
                                      indent=False, layout=widgets.Layout(width="110px"))
        self.industry_label = widgets.HTML(layout=widgets.Layout(width="110px"))
        rows.append(widgets.HBox(
            [self.industry_label, self.doublers,
             self.marker1, self.marker2, self.factories, self.revaluation, self.medal],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center")))
        self.board = RRBoardWidget()
        self.board.add_class("rr-calculator")
        self.working = widgets.HTML()
        self.working.add_class("rr-working")
        for w in [*self.sliders.values(), *self.locos.values(), self.doublers, self.marker1, self.marker2,
                  self.factories, self.revaluation, self.medal]:
            w.observe(self._changed, names="value")
        # the random position
        self.seed = WholeNumberField(1, 0, 10**6, "seed", lang)  # a number box turned "2.5" into 25 unseen
        self.players = widgets.Dropdown(options=[2, 3, 4], value=4, description="players",
                                        layout=widgets.Layout(width="150px"))
        self.rounds = widgets.IntSlider(value=3, min=1, max=7, description="rounds in", continuous_update=False,
                                        style={"description_width": "initial"}, layout=widgets.Layout(width="280px"))
        self.seed.add_class("rr-seed")
        self.random_button = widgets.Button(description="Random position", icon="random", button_style="info")
        self.random_button.add_class("rr-random")
        self.random_button.on_click(self._random)
        self.game_info = widgets.HTML()
        self.game_info.add_class("rr-game-info")
        self.game_board = RRBoardWidget()
        self.game_board.add_class("rr-game")
        self.game: RussianRailroadsState | None = None
        self.own_heading = widgets.HTML()
        self.random_heading = widgets.HTML()
        # the random position's controls on one line under the header: below the board they were under the first
        # screen at 1366x800 (QA); the position they play is shown at the page's foot
        self.random_row = widgets.HBox([self.random_heading, self.seed, self.players, self.rounds, self.random_button],
                                       layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.random_row.add_class("rr-random-row")
        super().__init__([
            *([self.header] if self.header is not None else []),
            self.random_row,
            self.own_heading,
            *rows,
            self.working,  # the score, or why the board is impossible, right under the controls
            self.board,
            self.game_info,
            self.game_board,
            page_style(),
        ], layout=widgets.Layout(width="100%"))
        self.add_class("rr-dashboard")
        self.set_lang(lang)
        if self.header is not None:
            self.header.on_lang(self.set_lang)

    def set_lang(self, lang: str) -> None:
        """Every word of the dashboard in ``lang``; the working and the random position's line follow."""
        self.lang = lang
        self.own_heading.value = f"<h3>{html.escape(tr('rr_own_board', lang))}</h3>"
        self.random_heading.value = f"<b style='margin-right:8px'>{html.escape(tr('rr_random_heading', lang))}:</b>"
        self.industry_label.value = f"<b>{html.escape(tr('rr_industry_more', lang))}</b>"
        for rid, label in self.railway_labels.items():
            label.value = f"<b>{html.escape(term('railway', rid, lang))}</b>"
        for (_rid, slot), dd in self.locos.items():
            if slot == 0:
                dd.description = tr("rr_loco", lang)
            relabel_options(dd, [(tr("none", lang), 0)] + [(f"#{n}", n) for n in range(1, 10)])
        for (_rid, colour), slider in self.sliders.items():
            slider.description = term("colour", colour, lang)
        relabel_options(self.marker2, [(tr("none", lang), -1)] + [opt for opt in self.marker2.options if opt[1] >= 0])
        for control, key in ((self.doublers, "rr_doublers"), (self.marker1, "rr_industry"), (self.marker2, "rr_marker2"),
                             (self.factories, "rr_factories"), (self.revaluation, "rr_revaluation"),
                             (self.medal, "rr_medal"), (self.seed, "seed"), (self.players, "players"),
                             (self.rounds, "rr_rounds_in"), (self.random_button, "rr_random")):
            control.description = tr(key, lang)
        self.factories.placeholder = tr("rr_factories_hint", lang)
        self.seed.set_lang(lang)
        self._update()
        if self.game is not None:
            self._show_game_info()
            self.game_board.set_state(self.game, lang)

    # -- the calculator -------------------------------------------------------------
    def spec(self) -> dict[str, Any]:
        """The board the controls describe, in :func:`score_board`'s format."""
        out: dict[str, Any] = {}
        for rw in rules_data().railways:
            item: dict[str, Any] = {}
            for c in sorted(rw.colours):
                value = self.sliders[(rw.id, COLOURS[c])].value
                if value:
                    item[COLOURS[c]] = value
            item["locomotives"] = [dd.value for (rid, _), dd in self.locos.items() if rid == rw.id and dd.value]
            out[rw.id] = item
        out["doublers"] = self.doublers.value
        out["industry"] = [self.marker1.value] + ([self.marker2.value] if self.marker2.value >= 0 else [])
        text = self.factories.value.replace(",", " ").split()
        out["factories"] = [int(t) if t.isdigit() else -1 for t in text]
        out["revaluation"] = self.revaluation.value
        out["kiev_medal"] = self.medal.value
        return out

    def _changed(self, _change: object) -> None:
        self._update()

    def _update(self) -> None:
        spec = self.spec()
        try:
            result = score_board(spec)
            board = board_from_spec(spec)
        except SteamlabError as exc:
            self.error = str(exc)
            self.working.value = (
                f'<div class="rr-error" style="color:#b00"><b>{html.escape(tr("rr_impossible", self.lang))}</b> '
                f"{html.escape(board_problem(exc).render(self.lang))}</div>"
            )
            self.board.layout.display = "none"  # no picture of another board than the one described
            self.board.legend.value = ""  # nor its legend
            return
        self.error = ""
        self.board.layout.display = None
        self.total = result.total
        lines = "".join(f"<tr><td>{html.escape(say(i.label, self.lang))}</td><td style='text-align:right'>{i.points}"
                        "</td></tr>" for i in result.items if i.points)
        self.working.value = (
            f'<div><span class="rr-total" style="font-size:1.3em"><b>'
            f'{html.escape(tr("rr_round_score", self.lang, n=result.total))}</b></span>'
            f"<details><summary>{html.escape(tr('rr_every_line', self.lang))}</summary><table>{lines}</table></details>"
            "</div>"
        )
        self.board.lang = self.lang
        self.board.show(render_rr_board(board, info=BoardInfo(tr("rr_your_board", self.lang), holdings=False,
                                                              lang=self.lang)))

    # -- the random position ------------------------------------------------------------
    def _random(self, _button: object = None) -> None:
        self.play_random(self.seed.value, self.players.value, self.rounds.value)

    def play_random(self, seed: int, players: int, rounds: int) -> RussianRailroadsState:
        """Play a seeded random game until round ``rounds`` (or the end) and show every board."""
        g = steamlab.new_game("russian_railroads", players=players, seed=seed)
        assert isinstance(g, RussianRailroadsState)
        rng = random.Random(seed)
        target = min(rounds, g.rounds)
        while not g.is_terminal() and (g.round < target or g.phase in ("deal", "setup")):
            g.apply(random_bot(g, rng))
        placed = 0  # then a few placements into that round, so the boards show a round under way
        while not g.is_terminal() and g.phase == "play" and g.round == target and placed < 2 * players:
            action = random_bot(g, rng)
            placed += isinstance(action, Place)
            g.apply(action)
        while g.pending and not g.is_terminal():
            g.apply(random_bot(g, rng))
        self.game = g
        self.game_seed = seed
        self._show_game_info()
        self.game_board.set_state(g, self.lang)
        return g

    def _show_game_info(self) -> None:
        g = self.game
        if g is None:
            return
        scores = tuple(msg("ui.rr_player_score", p=p, n=g.round_score(p).total) for p in range(g.num_players))
        text = msg("ui.rr_game_info", round=g.round, rounds=g.rounds, seed=self.game_seed, n=g.num_players,
                   scores=scores).render(self.lang)
        self.game_info.value = html.escape(text)


def unconfirmed_legend(lang: str = "en") -> str:
    """The legend line of the boards' "?" marks, in the page's language.

    >>> line = unconfirmed_legend("en")
    >>> "Legend: <b>?</b> beside a number: not confirmed by the rule sources" in line
    True
    """
    words = html.escape(tr("rr_unconfirmed_legend", lang))
    return (f'<small class="steamlab-rr-unconfirmed" style="color:#555">{html.escape(tr("legend", lang))}: <b>?</b> '
            f"{words}</small>")


def board_problem(exc: SteamlabError) -> Any:
    """Why a described board is impossible, as a catalogue message (the field in player words).

    >>> from steamlab.core.errors import DataError
    >>> print(board_problem(DataError("score_board", "factories", "must list ...")).render("ja"))
    工場: 1 から 9 までの工場番号を左から順に 5 つまで並べてください。
    """
    field = getattr(exc, "field", "")
    problem = getattr(exc, "problem", str(exc))
    if field == "factories":
        return msg("ui.rr_bad_factories")
    if field == "industry" and "needs every factory" in problem:
        return msg("ui.rr_bad_industry", space=problem.split("space ")[1].split(" ")[0])
    railway = field.split(".")[0]
    if "colour order" in problem and railway in {rw.id for rw in rules_data().railways}:
        return msg("ui.rr_bad_order", railway=railway)
    return msg("ui.rr_bad_other", field=field, problem=problem)


__all__ = ["DEFAULT_SPEC", "RRBoardDashboard", "RRBoardWidget", "canvas_order"]
