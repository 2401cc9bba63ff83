"""The apps behind ``notebooks/dashboards``: each notebook is an import and a constructor.

- :class:`BuildCostApp` -- rules, map, player, a hex by click, a tile and its
  rotation: legal or not (with the reason) and the itemised cost;
- :class:`DeliveryPlannerApp` -- a position, every legal delivery of a player
  with a locomotive level, points per owner, the best marked; a delivery picked
  is drawn on the map;
- :class:`ScoreCalculatorApp` -- Steam (base, standard) and Age of Steam end
  scores side by side from editable inputs, with the working; a tab kept for
  Russian Railroads;
- :class:`HotSeatApp` -- a new game of any rule set in a :class:`GameWidget`;
- :class:`ReplayViewerApp` -- a record file stepped through with a slider;
- :func:`dashboard_index` -- the index page: every notebook of the folder with
  the title of its first markdown heading.

>>> print(cost_text("steam", "rust_belt", "H7", "straight", 0))
new track, legal
2 x $1 per exit: $2
Total: $2
>>> print(cost_text("age_of_steam", "rust_belt", "H7", "straight", 0))
new track, legal
simple track on plain: $2
Total: $2
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.core.hexgrid import Hex, parse_label
from steamlab.core.lessons import PATH_NAMES, PATHS, short_title
from steamlab.core.maps import entry_title, load_map, map_choices, map_entries
from steamlab.engine.records import read_record
from steamlab.engine.state import Score, ranking
from steamlab.games.rails.actions import Build
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.delivery import Delivery, DeliveryRules, best_deliveries, legal_deliveries
from steamlab.games.rails.links import Link, Node
from steamlab.games.rails.sample import dense_network, random_build_position
from steamlab.i18n import msg, player_label, term
from steamlab.render.preview import hex_rims, route_preview
from steamlab.widgets.fields import WholeNumberField, read_whole
from steamlab.widgets.game import GameWidget
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.language import (
    PAGES,
    DashboardHeader,
    page_intro,
    page_title,
    refresh_map_options,
    relabel_options,
    set_map_lang,
    set_mode_lang,
)
from steamlab.widgets.layout import page_style
from steamlab.widgets.links import LinkBox, link_step, open_link, page_address
from steamlab.widgets.modes import (
    LH,
    BuildMode,
    DeliverMode,
    deliveries_table,
    delivery_lines,
    delivery_pieces,
    delivery_stops,
    delivery_text,
)
from steamlab.widgets.panels import player_name
from steamlab.widgets.progress import browser_progress, lesson_mark, progress_html
from steamlab.widgets.review_panel import ReviewPanel

e = html.escape
RULE_CHOICES = [("Steam", "steam"), ("Age of Steam", "age_of_steam")]


def rule_choices(lang: str = "en") -> list[tuple[str, str]]:
    """The two rule sets of a calculator, named in ``lang``."""
    return [(term("game", g, lang), g) for _, g in RULE_CHOICES]


def player_choices(players: int, lang: str = "en") -> list[tuple[str, int]]:
    """Seats as a dropdown's options, numbered from 1: ``[("Player 1", 0), ...]``."""
    return [(player_label(p, lang), p) for p in range(players)]


def relabel(pairs: Sequence[tuple[Any, str]], lang: str) -> None:
    """Set each control's description to the label ``key`` in ``lang``; a dropdown keeps its value."""
    for control, key in pairs:
        control.description = tr(key, lang)


# -- the build-cost calculator ------------------------------------------------------------


def cost_text(game: str, map_name: str, at: str, tile: str, rotation: int, board: RailBoard | None = None,
              player: int = 0, first_build: bool = False, lang: str = "en") -> str:
    """The engine's verdict on one build in a player's words: kind and legality, then the cost or the reason.

    >>> print(cost_text("age_of_steam", "rust_belt", "C4", "straight", 2, lang="ja"))
    新規敷設、可
    川の単線: $3
    合計: $3
    >>> print(cost_text("steam", "rust_belt", "H6", "straight", 0))
    new track, illegal
    You cannot build onto Chicago: track never goes on a city hex.
    """
    board = board or RailBoard(load_map(map_name))
    turn = BuildTurn(board, RULES[game], player, first_build=first_build)
    option = turn.check(Build(at, tile, rotation))
    verdict = msg("ui.build_verdict", kind=tr(f"kind_{option.kind}", lang),
                  legal=tr("illegal" if option.reason else "legal", lang)).render(lang)
    if option.reason:
        return f"{verdict}\n{say(option.reason, lang)}"
    items = [f"{say(i.label, lang)}: ${i.amount}" for i in option.cost.items] if option.cost else []
    total = f"{tr('total', lang)}: ${option.cost.total}" if option.cost else ""
    return "\n".join([verdict, *items, total])


class BuildCostApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Pick rules, map and player; click a hex; choose a tile and rotation: legality and cost.

    *Confirm* lays the tile (so the next build sees it); *Reset* clears the board.
    """

    def __init__(self, game: str = "steam", map_name: str = "rust_belt", sample: bool = False, size: float = 30.0,
                 lang: str = "en") -> None:
        self.lang = lang
        self.header = DashboardHeader("build_cost", lang)
        self.rules = widgets.Dropdown(options=rule_choices(lang), value=game, description=tr("rules", lang))
        self.rules.add_class("steamlab-rules")
        maps = map_choices(lang)
        self.map_picker = widgets.Dropdown(options=maps, value=map_name if map_name in dict(maps).values() else "rust_belt",
                                           description=tr("map", lang))
        self.map_picker.add_class("steamlab-map-picker")
        self.player = widgets.Dropdown(options=player_choices(4, lang), value=0, description=tr("player", lang))
        self.first = widgets.Checkbox(value=False, description=tr("first_build", lang), indent=False)
        self.sample = widgets.Checkbox(value=sample, description=tr("sample", lang), indent=False)
        self.sample.add_class("steamlab-sample")
        self.reset_button = widgets.Button(description=tr("reset", lang), layout=widgets.Layout(width="auto"))
        self.reset_button.on_click(lambda _b: self.reset())
        self.board = self._board()
        self.hexmap = HexMapWidget(self.board, size=size, panel_width="420px", reserve=70)
        self.turn = self._turn()
        self.mode = BuildMode(self.hexmap, lambda: self.turn, self._laid, lang=lang)
        for w in (self.rules, self.map_picker, self.player):
            w.layout.width = "100%"
        for w in (self.rules, self.player, self.first):
            w.observe(lambda _c: self._new_turn(), names="value")
        for w in (self.map_picker, self.sample):
            w.observe(lambda _c: self.reset(), names="value")
        # the choices, the tile picker and the cost working beside the map (see .layout)
        self.hexmap.place(side_top=[
            self.rules, self.map_picker, self.player,
            widgets.HBox([self.first, self.sample, self.reset_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.mode,
        ])
        super().__init__([self.header, self.hexmap])
        self.add_class("steamlab-build-cost")
        self.header.on_lang(self.set_lang)
        self.header.on_open(lambda: refresh_map_options(self.map_picker, self.lang))
        self._mark_legal()

    def _mark_legal(self) -> None:
        """Rim every hex with a legal build for the chosen player and rules (was: no rim, a new user clicked
        about an empty map looking for one; the legend already promised them)."""
        self.mode.mark({parse_label(o.build.at) for o in self.turn.legal_builds()})

    def set_lang(self, lang: str) -> None:
        """Every word of the calculator in ``lang`` (the header's switch calls this)."""
        self.lang = lang
        relabel([(self.rules, "rules"), (self.map_picker, "map"), (self.player, "player"), (self.first, "first_build"),
                 (self.sample, "sample"), (self.reset_button, "reset")], lang)
        relabel_options(self.rules, rule_choices(lang))
        relabel_options(self.player, player_choices(4, lang))
        refresh_map_options(self.map_picker, lang)
        set_mode_lang(self.mode, lang)
        set_map_lang(self.hexmap, lang)
        if self.mode.hex is not None:
            self.mode.refresh()
        else:
            self.hexmap.show_info(f"<i>{e(tr('click_hex_build', lang))}</i>")

    @property
    def game(self) -> str:
        return str(self.rules.value)

    def _board(self) -> RailBoard:
        if self.sample.value:
            return random_build_position(self.map_picker.value, self.game, tiles=12, seed=7)
        return RailBoard(load_map(self.map_picker.value))

    def _turn(self) -> BuildTurn:
        return BuildTurn(self.board, RULES[self.game], self.player.value, first_build=self.first.value)

    def _new_turn(self) -> None:
        self.turn = self._turn()
        self._mark_legal()
        self.mode.refresh()

    def _laid(self, build: Build) -> None:
        self.turn.apply(build)
        self.turn = self._turn()  # a fresh turn: the calculator never runs out of builds
        self.hexmap.set_board(self.board)
        self._mark_legal()

    def reset(self) -> None:
        """A new board (empty, or the sample position) for the chosen rules and map."""
        self.board = self._board()
        self.turn = self._turn()
        self.hexmap.set_board(self.board)
        self._mark_legal()
        self.mode.clear()
        self.mode.hex = None
        self.hexmap.show_info(f"<i>{e(tr('click_hex_build', self.lang))}</i>")

    def click(self, at: str) -> bool:
        """Click hex ``at`` (a label) as a user would."""
        return self.hexmap.click(parse_label(at))


# -- the delivery planner ------------------------------------------------------------------


class DeliveryPlannerApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Every legal delivery of a player in a sample network, points per owner, the best marked.

    Pick a row of the list (or click a city on the map) to see the route drawn.
    """

    def __init__(self, game: str = "steam", map_name: str = "rust_belt", seed: int = 1, player: int = 0,
                 locomotive: int = 3, players: int = 4, size: float = 30.0, lang: str = "en") -> None:
        self.lang = lang
        self.players = players
        self.header = DashboardHeader("delivery_planner", lang)
        self.rules = widgets.Dropdown(options=rule_choices(lang), value=game, description=tr("rules", lang))
        self.rules.add_class("steamlab-rules")
        maps = map_choices(lang)
        self.map_picker = widgets.Dropdown(options=maps, value=map_name, description=tr("map", lang))
        self.seed = WholeNumberField(seed, 0, 10_000, tr("seed", lang), lang, width="100%")
        self.seed.add_class("steamlab-seed")
        self.player = widgets.Dropdown(options=player_choices(players, lang), value=player,
                                       description=tr("player", lang))
        self.player.add_class("steamlab-player")
        self.locomotive = widgets.IntSlider(value=locomotive, min=1, max=6, description=tr("locomotive", lang),
                                            style={"description_width": "initial"}, continuous_update=False)
        self.board = self._board()
        self.hexmap = HexMapWidget(self.board, size=size, panel_width="420px", reserve=70)
        self.deliveries: list[Delivery] = []
        self.listing = widgets.Select(options=[], rows=10, layout=widgets.Layout(width="100%"))
        self.listing.add_class("steamlab-delivery-list")
        self.table = widgets.HTML(layout=widgets.Layout(max_height="320px", overflow="auto"))
        self.table.add_class("steamlab-delivery-table")
        self.summary = widgets.HTML()
        self.summary.add_class("steamlab-delivery-summary")
        self.mode = DeliverMode(self.hexmap, lambda: self.deliveries, None, lambda: self.player.value, lang=lang)
        self.listing.observe(lambda _c: self.show(self.listing.value), names="value")
        for w in (self.rules, self.map_picker, self.seed):
            w.observe(lambda _c: self.reset(), names="value")
        for w in (self.player, self.locomotive):
            w.observe(lambda _c: self.recompute(), names="value")
        for w in (self.rules, self.map_picker, self.seed, self.player, self.locomotive):
            w.layout.width = "100%"
        # the choices, the deliveries and the chosen route's working beside the map; the full table below
        self.hexmap.place(side_top=[self.rules, self.map_picker, self.seed, self.player, self.locomotive,
                                    self.summary, self.listing, self.mode])
        super().__init__([self.header, self.hexmap, self.table])
        self.add_class("steamlab-delivery-planner")
        self.recompute()
        self.header.on_lang(self.set_lang)
        self.header.on_open(lambda: refresh_map_options(self.map_picker, self.lang))

    def set_lang(self, lang: str) -> None:
        """Every word of the planner in ``lang`` (the header's switch calls this)."""
        self.lang = lang
        relabel([(self.rules, "rules"), (self.map_picker, "map"), (self.seed, "seed"), (self.player, "player"),
                 (self.locomotive, "locomotive")], lang)
        self.seed.set_lang(lang)
        relabel_options(self.rules, rule_choices(lang))
        relabel_options(self.player, player_choices(self.players, lang))
        refresh_map_options(self.map_picker, lang)
        set_mode_lang(self.mode, lang)
        set_map_lang(self.hexmap, lang)
        shown = self.listing.value
        self.recompute()
        self.show(shown)

    def _board(self) -> RailBoard:
        return dense_network(self.map_picker.value, seed=self.seed.value, players=self.players, game=self.rules.value)

    def reset(self) -> None:
        """A new position (rules, map or seed changed): the city picked on the old one is forgotten."""
        self.board = self._board()
        self.hexmap.set_board(self.board)
        self.mode.refresh(forget=True)
        self.recompute()

    def recompute(self) -> None:
        """List the deliveries for the chosen player and locomotive; show the first best one.

        The map's cube chooser and route list follow (a city picked keeps being offered, with its routes now).
        """
        rules = DeliveryRules(self.rules.value)
        self.deliveries = legal_deliveries(self.board, rules, self.player.value, self.locomotive.value)
        self.mode.refresh()
        best = best_deliveries(self.deliveries, self.player.value)
        best_ids = {id(d) for d in best}
        self.listing.unobserve_all("value")
        lines = delivery_lines(self.deliveries, self.board, self.player.value, self.lang)
        self.listing.options = [(("★ " if id(d) in best_ids else "") + f"{i + 1}. {line}", i)
                                for i, (d, line) in enumerate(zip(self.deliveries, lines, strict=True))]
        first = self.deliveries.index(best[0]) if best else None
        self.listing.value = first
        self.listing.observe(lambda _c: self.show(self.listing.value), names="value")
        self.table.value = deliveries_table(self.deliveries, self.board, self.player.value, players=self.players,
                                            lang=self.lang)
        top = best[0].points_for(self.player.value) if best else 0
        self.summary.value = e(msg("ui.dp_summary", n=len(self.deliveries), who=msg("word.player", n=self.player.value + 1),
                                   loco=self.locomotive.value, best=len(best), top=top).render(self.lang))
        self.hexmap.set_overlay(highlights=(), pieces=())
        self.show(first)

    def show(self, index: object) -> bool:
        """Draw delivery ``index`` (of :attr:`deliveries`) on the map and describe it."""
        rims = hex_rims(self.hexmap.view, {d.legs[0].start.hex for d in self.deliveries}, width=3.0, scale=0.68)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(self.deliveries):
            self.hexmap.set_preview(rims)
            return False
        d = self.deliveries[index]
        self.hexmap.set_preview(rims + route_preview(self.hexmap.view, delivery_pieces(d), delivery_stops(d)))
        pts = ("".join(f"<li>{e(player_name(None, p, self.lang))}: +{n}</li>" for p, n in d.points)
               or f"<li>{e(say(msg('word.nobody'), self.lang))}</li>")
        self.hexmap.show_info(f'<div class="steamlab-delivery"{LH}><b>#{index + 1}</b> '
                              f"{e(delivery_text(d, self.board, lang=self.lang))}"
                              f"<br><b>{e(tr('points', self.lang))}</b><ul>{pts}</ul></div>")
        if self.listing.value != index:
            self.listing.value = index
        return True


# -- the score calculator -------------------------------------------------------------------


def _fake_links(player: int, lengths: Sequence[int]) -> list[Link]:
    """Complete links of the given lengths (track tiles), for scoring from typed-in numbers."""
    out = []
    for i, n in enumerate(lengths):
        pieces = tuple((Hex(i * 20 + k, 0), (0, 3)) for k in range(max(1, n)))
        out.append(Link(Node("city", Hex(i * 20 - 1, 0)), Node("city", Hex(i * 20 + n, 0)), pieces, None, player))
    return out


def end_scores(game: str, rules: str | None, seats: Sequence[dict[str, Any]]) -> list[Score]:
    """End scores by the engine's own formula from typed-in numbers.

    Each seat: ``income``, ``vp``, ``shares`` (Age of Steam), ``links`` (track
    tiles of each complete link, e.g. ``[3, 2]``), ``action`` (last action tile,
    Steam's tie-break). A game state is made and its seats set; the links are
    stand-ins with those lengths.

    >>> seats = [{"income": 7, "vp": 12, "shares": 4, "links": [3, 2, 2]}, {"income": -2, "vp": 9, "links": [1]}]
    >>> [s.total for s in end_scores("steam", "standard", seats)]
    [18, 6]
    >>> [s.total for s in end_scores("age_of_steam", None, seats)]
    [16, -5]
    """
    n = max(3, len(seats))
    state: Any = steamlab.new_game(game, players=n, rules=rules, seed=0)
    out = []
    for p, seat in enumerate(seats):
        s = state.seats[p]
        s.income = int(seat.get("income", 0))
        s.vp = int(seat.get("vp", 0))
        s.shares = int(seat.get("shares", 0))
        s.action = seat.get("action") or None
        out.append(state.score_of(p, _fake_links(p, [int(x) for x in seat.get("links", [])])))
    return out


def scores_html(scores: Sequence[Score], names: Sequence[str] | None = None, lang: str = "en") -> str:
    """A score table: one column per player, the working (in ``lang``), the total, the winner marked."""
    order = ranking(scores)
    top = scores[order[0]] if scores else None
    cols = []
    for sc in scores:
        win = top is not None and sc.place_key == top.place_key
        items = "".join(f"<tr><td>{e(say(i.label, lang))}</td><td align=right>{i.points:+d}</td></tr>" for i in sc.items)
        cols.append(
            f'<td style="vertical-align:top;padding:2px 8px{";background:#fff3b0" if win else ""}">'
            f"<b>{e(player_name(names, sc.player, lang))}</b>{' ★' if win else ''}"
            f'<table style="font-size:90%">{items}<tr><td><b>{e(say(msg("word.total"), lang))}</b></td>'
            f'<td align=right><b class="steamlab-total">{sc.total}</b></td></tr></table></td>'
        )
    return f'<table class="steamlab-scoretable"><tr>{"".join(cols)}</tr></table>'


class LinksInputError(steamlab.SteamlabError, ValueError):
    """A "tiles per complete link" entry that is not a list of whole numbers from 1 to 99."""


def parse_lengths(text: str, field: object = None) -> list[int]:
    """``"3, 2 4"`` -> ``[3, 2, 4]`` (commas or spaces between); anything else is refused, naming the field.

    >>> parse_lengths("3, 2 4"), parse_lengths("")
    ([3, 2, 4], [])
    >>> parse_lengths("3, x, 2")
    Traceback (most recent call last):
    ...
    steamlab.widgets.dashboards.LinksInputError: tiles per complete link: 'x' is not a whole number from 1 to 99
    """
    out = []
    for token in re.split(r"[\s,;]+", (text or "").strip()):
        if not token:
            continue
        if not token.isdigit() or not 1 <= int(token) <= 99:
            raise LinksInputError(msg("ui.sc_bad_lengths", field=field or msg("ui.sc_field_links"), token=token))
        out.append(int(token))
    return out


class ScoreCalculatorApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Steam base, Steam standard and Age of Steam end scores from the same inputs, side by side.

    The *Russian Railroads* tab (:attr:`rr_box`) holds the board & round-score
    calculator (:class:`~steamlab.widgets.rr_board.RRBoardDashboard`).
    """

    GAMES = (("Steam — base", "steam", "base"), ("Steam — standard", "steam", "standard"),
             ("Age of Steam", "age_of_steam", None))
    """(English title, game, rules) of each score column; :func:`game_choice_label` names them in a language."""

    DEFAULT = ({"income": 7, "vp": 12, "shares": 4, "links": "3, 2, 2"},
               {"income": 10, "vp": 6, "shares": 6, "links": "4, 3, 2, 1"},
               {"income": -2, "vp": 15, "shares": 2, "links": "2"})

    HEADINGS = ("player", "income", "sc_vp_track", "sc_shares", "sc_links")

    def __init__(self, players: int = 3, lang: str = "en") -> None:
        self.lang = lang
        self.header = DashboardHeader("score_calculator", lang)
        self.rows: list[dict[str, Any]] = []
        self.shown: dict[str, list[Score]] = {}
        """The scores shown (the last inputs that made sense)."""
        self.headings = [widgets.HTML() for _ in self.HEADINGS]
        self.seat_labels: list[widgets.HTML] = []
        self.players = WholeNumberField(players, 2, 6, tr("players", lang), lang)
        self.players.add_class("steamlab-score-players")
        # headings on one line: "Shares (AoS)" and "勝利点トラック" broke in 90 px ("勝利点トラッ / ク"); the shares
        # column names the game in full ("株式 (エイジ・オブ・スチーム)": no abbreviation on a Japanese page)
        self.inputs = widgets.GridBox([], layout=widgets.Layout(grid_template_columns="90px 90px 115px 205px 200px"))
        self.error = widgets.HTML()
        self.error.add_class("steamlab-score-error")
        self.outputs = [widgets.HTML() for _ in self.GAMES]
        for o in self.outputs:
            o.add_class("steamlab-score-output")
        self.titles = [widgets.HTML() for _ in self.GAMES]
        columns = widgets.HBox([widgets.VBox([title, out]) for title, out in zip(self.titles, self.outputs, strict=True)],
                               layout=widgets.Layout(flex_flow="row wrap"))
        self.intro = widgets.HTML()
        self.set_players(players)
        self.players.observe(lambda c: self.set_players(c["new"]), names="value")
        # the player count beside the sentence: a line of its own pushed the last scores below the screen
        top = widgets.HBox([self.intro, self.players], layout=widgets.Layout(flex_flow="row wrap", align_items="center",
                                                                            justify_content="space-between"))
        rail = widgets.VBox([top, self.inputs, self.error, columns])
        from steamlab.widgets.rr_board import RRBoardDashboard

        # the Russian Railroads tab: a player board described by controls, drawn and scored with its working
        self.rr = RRBoardDashboard(lang=lang, header=False)
        self.rr_box = widgets.VBox([self.rr])
        self.rr_box.add_class("steamlab-rr-score")
        self.tabs = widgets.Tab([rail, self.rr_box])
        super().__init__([self.header, self.tabs, page_style()])
        self.add_class("steamlab-score-calculator")
        self.set_lang(lang)
        self.header.on_lang(self.set_lang)

    def set_players(self, players: int) -> None:
        """Show ``players`` rows of inputs (2 to 6; was: always three, a four-player game could not be scored):
        rows kept keep their numbers, a new row starts from an example.

        >>> calc = ScoreCalculatorApp(players=3)
        >>> calc.players.value = 5
        >>> len(calc.rows), [s.player for s in calc.shown["Age of Steam"]]
        (5, [0, 1, 2, 3, 4])
        """
        players = min(max(int(players), self.players.min), self.players.max)
        while len(self.rows) > players:
            self.rows.pop()
            self.seat_labels.pop()
        while len(self.rows) < players:
            d = self.DEFAULT[len(self.rows) % len(self.DEFAULT)]
            # text boxes read here: a number box of the browser turned "1e9" into 19 and -999 into -10 unseen,
            # and scored each keystroke ("2" while "2.5" was being typed)
            row = {key: widgets.Text(value=str(d[key]), continuous_update=False,
                                     layout=widgets.Layout(width="180px" if key == "links" else "80px"))
                   for key in ("income", "vp", "shares", "links")}
            for w in row.values():
                w.observe(lambda _c: self.recompute(), names="value")
                w.add_class("steamlab-score-input")
            self.seat_labels.append(widgets.HTML(e(player_label(len(self.rows), self.lang))))
            self.rows.append(row)
        if self.players.value != players:
            self.players.value = players
        self.inputs.children = [*self.headings, *(w for label, row in zip(self.seat_labels, self.rows, strict=True)
                                                  for w in (label, row["income"], row["vp"], row["shares"], row["links"]))]
        self.recompute()

    def set_lang(self, lang: str) -> None:
        """Every word of the calculator (both tabs) in ``lang``; the scores are worked again."""
        self.lang = lang
        self.players.description = tr("players", lang)
        self.players.set_lang(lang)
        for w, key in zip(self.headings, self.HEADINGS, strict=True):
            w.value = f"<b>{e(tr(key, lang))}</b>"
        for p, w in enumerate(self.seat_labels):
            w.value = e(player_label(p, lang))
        for w, (_, game, rules) in zip(self.titles, self.GAMES, strict=True):
            choice = f"{game}/{rules or ''}"
            w.value = f"<h4>{e(game_choice_label(choice, lang))}</h4>"
        self.intro.value = e(tr("sc_intro", lang))
        self.tabs.set_title(0, tr("sc_rail_tab", lang))
        self.tabs.set_title(1, term("game", "russian_railroads", lang))
        self.rr.set_lang(lang)
        self.recompute()

    NUMBERS = {"income": ("income", -10, 30), "vp": ("sc_vp_track", -50, 200), "shares": ("sc_shares", 0, 15)}
    """Each number input: its heading's label and the whole numbers it takes (the income track, VP, shares)."""

    def seats(self) -> list[dict[str, Any]]:
        """Every player's inputs; :class:`LinksInputError` (naming the player and the input) for one that is not
        a whole number in its range or a bad list of links."""
        seats = []
        for p, r in enumerate(self.rows):
            seat: dict[str, Any] = {}
            for key, (label, low, high) in self.NUMBERS.items():
                got = read_whole(r[key].value, low, high)
                if not isinstance(got, int):
                    field = msg("ui.sc_field_player", p=p, what=msg(f"ui.{label}"))
                    raise LinksInputError(msg("ui.sc_bad_number", field=field, problem=got))
                seat[key] = got
            seat["links"] = parse_lengths(r["links"].value, msg("ui.sc_field_player_links", p=p))
            seats.append(seat)
        return seats

    def scores(self) -> dict[str, list[Score]]:
        """Every game's scores for the current inputs, by title."""
        seats = self.seats()
        return {title: end_scores(game, rules, seats) for title, game, rules in self.GAMES}

    def recompute(self) -> None:
        """Score the inputs again; a bad entry is named in :attr:`error` and the scores shown stay as they were."""
        try:
            self.shown = self.scores()
            self.error.value = ""
        except LinksInputError as exc:
            # the scores kept are not those of what is typed: said, and greyed
            self.error.value = (f'<span style="color:#b00">{e(say(exc.args[0], self.lang))}</span> '
                                f'{e(tr("sc_not_scored", self.lang))}')
        for out in self.outputs:
            (out.add_class if self.error.value else out.remove_class)("steamlab-stale")
        for out, game_scores in zip(self.outputs, self.shown.values(), strict=False):  # none yet: nothing shown
            out.value = scores_html(game_scores, lang=self.lang)

    def text(self) -> str:
        """The scores as text (for worked examples)."""
        lines = []
        for title, scores in self.scores().items():
            lines.append(f"{title}: " + ", ".join(f"P{s.player + 1} {s.total}" for s in scores))
        return "\n".join(lines)


# -- hot seat and replay -----------------------------------------------------------------------

GAME_CHOICES = [("Steam — base", "steam/base"), ("Steam — standard", "steam/standard"),
                ("Age of Steam", "age_of_steam/"), ("Russian Railroads", "russian_railroads/")]


def game_choice_label(choice: str, lang: str = "en") -> str:
    """A rule set of the chooser (``"steam/base"``) in ``lang``: ``"Steam — base"``, ``"スチーム — 基本ルール"``."""
    game, rules = choice.split("/")
    return term("game", game, lang) + (f" — {term('ruleset', rules, lang)}" if rules else "")


class HotSeatApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Choose a rule set, players, map and seed; play the game in a :class:`GameWidget`."""

    def __init__(self, choice: str = "steam/standard", players: int = 3, map_name: str = "rust_belt", seed: int = 1,
                 lang: str = "en", size: float = 28.0) -> None:
        self.choice = widgets.Dropdown(options=[(game_choice_label(v, lang), v) for _, v in GAME_CHOICES], value=choice,
                                       description=tr("rules", lang))
        self.choice.add_class("steamlab-game-choice")
        self.players = WholeNumberField(players, 2, 6, tr("players", lang), lang)
        self.players.add_class("steamlab-players")
        self.map_picker = widgets.Dropdown(options=map_choices(lang), value=map_name, description=tr("map", lang))
        self.seed = WholeNumberField(seed, 0, 1_000_000, tr("seed", lang), lang, width="170px")
        self.seed.add_class("steamlab-seed")
        self.new_button = widgets.Button(description=tr("new_game", lang), button_style="info",
                                         layout=widgets.Layout(width="auto"))
        self.new_button.add_class("steamlab-new-game")
        self.new_button.on_click(lambda _b: self.new_game())
        self.note = widgets.HTML()
        self.choice.observe(lambda _c: self._show_map_picker(), names="value")
        self._show_map_picker()
        self.game = GameWidget(self._make(), lang=lang, size=size)
        self.game.switch.observe(lambda c: self.set_lang(c["new"]), names="value")
        self.game.on_state.append(self.show_choice)  # a loaded record or a game set up in code
        self.header = DashboardHeader("hot_seat", lang, switch=self.game.switch)
        self.header.on_open(lambda: refresh_map_options(self.map_picker, self.game.lang))
        # issue 41: the review once the game is over, and the game as a link (a page opened from one opens it)
        self.review = ReviewPanel(self.game)
        self.link = LinkBox(lambda: self.game.state, lambda: page_address(self.header.href, "hot_seat.ipynb"), lang,
                            shown=lambda: self.game.turn_token())
        self.game.record_row.children = [*self.game.record_row.children, self.link.take_button()]  # among the tools
        self.game.extras.children = [self.link, self.review]
        self.game.on_refresh.append(self.link.follow)
        self.header.on_address(self.open_link)
        super().__init__([
            self.header,
            widgets.HBox([self.choice, self.players, self.map_picker, self.seed, self.new_button],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.note,
            self.game,
        ])
        self.add_class("steamlab-hot-seat")

    def set_lang(self, lang: str) -> None:
        """Labels of the game chooser in ``lang`` (the game widget's switch calls this)."""
        for w, key in ((self.choice, "rules"), (self.players, "players"), (self.map_picker, "map"), (self.seed, "seed")):
            w.description = tr(key, lang)
        self.players.set_lang(lang)
        self.seed.set_lang(lang)
        self.new_button.description = tr("new_game", lang)
        relabel_options(self.choice, [(game_choice_label(v, lang), v) for _, v in GAME_CHOICES])
        refresh_map_options(self.map_picker, lang)  # the maps' titles in the language too
        self.link.set_lang(lang)

    def open_link(self, url: str) -> bool:
        """Open the game of a link (the page's address, ``…#game=…``) at its position; a bad link is refused with
        its sentence under *Copy link* and the game on screen stays."""
        return open_link(url, self.game.set_state, self.link)

    def show_choice(self, state: Any) -> None:
        """Set the choosers to the game ``state`` is (rule set, map, players, seed): *New game* starts it again.

        A map the list lacks (a record's inline map) is added under its title.

        >>> import steamlab
        >>> app = HotSeatApp("steam/standard", players=3)
        >>> app.game.set_state(steamlab.new_game("russian_railroads", players=2, seed=9))
        >>> app.choice.value, app.players.value, app.seed.value, app.map_picker.layout.display
        ('russian_railroads/', 2, 9, 'none')
        """
        choice = f"{state.game}/{state.rules or ''}"
        if choice in {v for _, v in GAME_CHOICES}:
            self.choice.value = choice
        self.players.value = min(max(state.num_players, self.players.min), self.players.max)
        seed = getattr(state, "seed", None)
        if isinstance(seed, int) and not isinstance(seed, bool):
            self.seed.min, self.seed.max = min(self.seed.min, seed), max(self.seed.max, seed)
            self.seed.value = seed
        game_map = getattr(state, "map", None)
        if game_map is not None and getattr(game_map, "id", None):
            if game_map.id not in {v for _, v in self.map_picker.options}:
                self.map_picker.options = [*self.map_picker.options, (game_map.title_in(self.game.lang), game_map.id)]
            self.map_picker.value = game_map.id

    def _show_map_picker(self) -> None:
        """Russian Railroads has no map to choose: its list is hidden rather than offering Rust Belt."""
        rr = self.choice.value.startswith("russian_railroads/")
        self.map_picker.layout.display = "none" if rr else None

    def _make(self) -> Any:
        game, rules = self.choice.value.split("/")
        kwargs: dict[str, Any] = {"players": self.players.value, "seed": self.seed.value}
        if game != "russian_railroads":
            kwargs["map"] = self.map_picker.value
        if rules:
            kwargs["rules"] = rules
        return steamlab.new_game(game, **kwargs)

    def new_game(self) -> bool:
        """Start the chosen game; an impossible choice (players for the map) is explained, nothing changes.

        A box that did not take what was typed (its reason beside it) starts nothing either: the game would
        not be the one the boxes show.
        """
        refused = [w for w in (self.players, self.seed) if w.problem_text()]
        if refused:
            why = tr("not_started_field", self.game.lang, field=refused[0].description)
            self.note.value = f'<span style="color:#b00">{e(why)}</span>'
            return False
        try:
            state = self._make()
        except steamlab.SteamlabError as exc:
            self.note.value = f'<span style="color:#b00">{e(say(exc.args[0] if exc.args else exc, self.game.lang))}</span>'
            return False
        self.note.value = ""
        self.game.set_state(state)  # who made each opening step (chance draws are nobody's decision to undo)
        self.game._computer_turns()  # a computer in the first seat starts
        return True


def record_files(folder: str | Path) -> list[Path]:
    """The ``*.json`` record files of ``folder``, sorted (none if it does not exist)."""
    p = Path(folder)
    return sorted(p.glob("*.json")) if p.is_dir() else []


_SUMMARIES: dict[tuple[str, int, int], tuple[str, int, int, int | None, int, tuple[int, int] | None]] = {}
"""Replayed records by (path, modification time, size): rule set, players, seed, winner (None: unfinished), VP or
moves, and the runner-up with its VP (None: unfinished or nobody else)."""


def _summary(path: Path) -> tuple[str, int, int, int | None, int, tuple[int, int] | None]:
    info = path.stat()
    key = (str(path), info.st_mtime_ns, info.st_size)
    if key not in _SUMMARIES:
        record = read_record(path)
        state = steamlab.from_record(record)
        choice = f"{state.game}/{record.get('rules') or ''}"
        if state.is_terminal():
            scores = state.scores()
            order = ranking(scores)
            total = {s.player: s.total for s in scores}
            second = (order[1], total[order[1]]) if len(order) > 1 else None
            result: tuple[int | None, int, tuple[int, int] | None] = (order[0], total[order[0]], second)
        else:
            result = (None, len(state.history), None)
        _SUMMARIES[key] = (choice, int(record.get("players", 0)), int(record.get("seed", 0)), *result)
    return _SUMMARIES[key]


def record_title(path: str | Path, lang: str = "en") -> str:
    """A record file as a player names it: rule set, players, the winner (the engine's ranking) and the seed.

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> record = steamlab.new_game("steam", players=3, rules="standard", seed=7).to_record()
    >>> _ = (folder / "game.json").write_text(json.dumps(record))
    >>> record_title(folder / "game.json")
    'Steam — standard, 3 players, seed 7: unfinished after 1 move'
    >>> record_title(folder / "game.json", "ja")
    'スチーム — 標準ルール、3 人、シード 7: 1 手で中断'
    >>> record_title(folder / "none.json")
    'none.json: cannot be read'

    A finished game names its winner and the runner-up, so a low or negative winning score reads as the most there
    was: ``'Age of Steam, 4 players, seed 41: Player 1 won with -11 VP, ahead of Player 3 (-14 VP)'`` (was
    ``'... Player 1 won with -11 VP, seed 41'``).
    """
    p = Path(path)
    try:
        choice, players, seed, winner, n, second = _summary(p)
    except (steamlab.SteamlabError, OSError, ValueError, TypeError, AttributeError):
        return msg("ui.record_unreadable", file=p.name).render(lang)
    if winner is None:
        result = msg("ui.record_unfinished", n=n)
    elif second is None:
        result = msg("ui.record_winner_alone", p=winner, vp=n)
    else:
        key = "ui.record_winner_tie" if second[1] == n else "ui.record_winner"
        result = msg(key, p=winner, vp=n, q=second[0], vq=second[1])
    return msg("ui.record_title", game=game_choice_label(choice, lang), n=players, result=result,
               seed=seed).render(lang)


RECORD_FOLDERS = ("../../tests/games/records", "../../tests/russian_railroads/records")
"""The replay viewer's record folders, from its notebook: the rail games' records and Russian Railroads'."""


class ReplayViewerApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Pick a record file (or upload one) and step through it: the slider, the step buttons (first, back,
    forward, last) or Autoplay, a step every :attr:`AUTOPLAY_MS` milliseconds."""

    AUTOPLAY_MS = 900

    def __init__(self, folder: str | Path | Sequence[str | Path] = RECORD_FOLDERS, record: str | None = None,
                 lang: str = "en", size: float = 28.0) -> None:
        folders = [folder] if isinstance(folder, (str, Path)) else list(folder)
        self.files = [f for one in folders for f in record_files(one)]
        names = [f.name for f in self.files]
        default = record if record in names else (names[0] if names else None)
        self.picker = widgets.Dropdown(options=self._titles(lang), value=default, description=tr("record", lang),
                                       layout=widgets.Layout(width="720px", max_width="100%", flex="0 1 auto"))
        self.picker.add_class("steamlab-record-picker")
        first: Any = None
        if default is not None:  # a broken file is named in the list and refused when picked, never a crash
            with contextlib.suppress(steamlab.SteamlabError):
                first = steamlab.from_record(read_record(next(f for f in self.files if f.name == default)))
        broken = first is None and default is not None
        if first is None:
            first = steamlab.new_game("steam", players=3, rules="standard", seed=0)
        self.game = GameWidget(first, lang=lang, size=size, play=False)
        self.game.view_step(0)
        if broken:
            self.open_record(default)  # says why the file cannot be shown
        self.picker.observe(lambda c: self.open_record(c["new"]), names="value")
        self.game.switch.observe(lambda c: self.set_lang(c["new"]), names="value")
        self._opening = False
        self.game.on_state.append(self._shown)
        self.header = DashboardHeader("replay_viewer", lang, switch=self.game.switch)
        # issue 41: any record reviewed, and the record as a link at the step shown (a page opened from one opens it)
        self.review = ReviewPanel(self.game, at_end=False)
        self.link = LinkBox(lambda: self.game.state, lambda: page_address(self.header.href, "replay_viewer.ipynb"),
                            lang, extra=lambda: f"&step={self.step()}",
                            shown=lambda: (self.game.turn_token(), self.step()))
        self.game.record_row.children = [*self.game.record_row.children, self.link.take_button()]  # among the tools
        self.game.extras.children = [self.link, self.review]
        self.game.on_refresh.append(self.link.follow)
        self.header.on_address(self.open_link)
        # steps by button, and Autoplay: a Play widget ticking in the page, each tick shown by the kernel
        self.step_buttons: dict[str, widgets.Button] = {}
        for key, icon, move in (("first", "fast-backward", lambda _k, _n: 0), ("back", "step-backward", lambda k, _n: k - 1),
                                ("forward", "step-forward", lambda k, _n: k + 1), ("last", "fast-forward", lambda _k, n: n)):
            # icons, not ⏮/⏭: the page's fonts drew those as empty boxes
            button = widgets.Button(icon=icon, layout=widgets.Layout(width="auto"))
            button.add_class(f"steamlab-replay-{key}")
            button.on_click(lambda _b, move=move: self.step_to(move(self.step(), len(self.game.state.history))))
            self.step_buttons[key] = button
        self.autoplay = widgets.Play(value=0, min=0, max=len(self.game.state.history), interval=self.AUTOPLAY_MS,
                                     show_repeat=False)
        self.autoplay.add_class("steamlab-autoplay")
        self.autoplay_label = widgets.HTML()
        self.autoplay.observe(lambda c: self.step_to(c["new"]), names="value")
        self.game.slider.observe(lambda _c: self._follow(), names=["value", "max"])
        b = self.step_buttons
        self.steps_row = widgets.HBox([b["first"], b["back"], b["forward"], b["last"], self.autoplay_label,
                                       self.autoplay], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.steps_row.add_class("steamlab-replay-steps")
        # beside the record list: a line of their own pushed the map's bottom below a 1366x800 screen
        top = widgets.HBox([self.picker, self.steps_row], layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([self.header, top, self.game])
        self.add_class("steamlab-replay-viewer")
        self._follow()
        self._label_steps(lang)

    def step(self) -> int:
        """The step shown (the record's length at its end)."""
        viewing = self.game.viewing
        return len(self.game.state.history) if viewing is None else int(viewing)

    def step_to(self, k: object) -> bool:
        """Show step ``k`` (kept within the record); ``False`` if it is not a step."""
        if isinstance(k, bool) or not isinstance(k, int):
            return False
        k = min(max(k, 0), len(self.game.state.history))
        if k == self.step():
            return True
        return self.game.view_step(k)

    def _follow(self) -> None:
        """The buttons and Autoplay follow the step shown (a slider move, a record opened)."""
        n, k = len(self.game.state.history), self.step()
        self.autoplay.max = n
        if self.autoplay.value != k:
            self.autoplay.value = k
        for key, off in (("first", k == 0), ("back", k == 0), ("forward", k >= n), ("last", k >= n)):
            self.step_buttons[key].disabled = off

    def _label_steps(self, lang: str) -> None:
        for key, button in self.step_buttons.items():
            button.description = tr(f"replay_{key}", lang)
        self.autoplay_label.value = e(tr("replay_autoplay", lang))

    def _titles(self, lang: str) -> list[tuple[str, str]]:
        """The record list's options: each file by its readable title (:func:`record_title`), the file name as value."""
        return [(record_title(f, lang), f.name) for f in self.files]

    def set_lang(self, lang: str) -> None:
        """The record list in ``lang`` (the game widget's switch calls this); the chosen record stays."""
        self.picker.description = tr("record", lang)
        relabel_options(self.picker, self._titles(lang))
        self._label_steps(lang)
        self.link.set_lang(lang)

    def open_link(self, url: str) -> bool:
        """Open the record of a link (the page's address, ``…#game=…&step=k``) at the step it names (else its
        end); a bad link is refused with its sentence under *Copy link* and the record on screen stays."""
        def show(state: Any) -> None:
            self.game.set_state(state)
            step = link_step(url)
            if step is not None:
                self.step_to(step)

        return open_link(url, show, self.link)

    def open_record(self, name: object) -> bool:
        """Load record file ``name`` (one of the listed files) at step 0."""
        path = next((f for f in self.files if f.name == name), None)
        if path is None:
            return False
        self._opening = True
        try:
            ok = self.game.load_file(path)
        finally:
            self._opening = False
        if ok:
            self.game.view_step(0)
        return ok

    def _shown(self, _state: Any) -> None:
        """A game not opened from the list (an uploaded record) leaves the list showing no file."""
        if not self._opening:
            self.picker.value = None


# -- the index -----------------------------------------------------------------------------------


def notebook_title(path: Path, lang: str = "en") -> tuple[str, str]:
    """A notebook's title and the sentence after it, in ``lang``.

    A dashboard of this folder (:data:`~steamlab.widgets.language.PAGES`) is named by the catalogue;
    any other notebook by its first markdown heading and the text after it (up to the first blank
    line), its Japanese text (``metadata.steamlab.ja`` of the cell, the lessons' format) when asked
    for Japanese and given.
    """
    if path.stem in PAGES:
        return page_title(path.stem, lang), page_intro(path.stem, lang)
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return path.stem.replace("_", " "), ""
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        src = "".join(cell.get("source", []))
        if lang == "ja":
            src = (cell.get("metadata", {}).get("steamlab", {}) or {}).get("ja", src)
        lines = src.strip().splitlines()
        for i, line in enumerate(lines):
            if line.startswith("#"):
                rest: list[str] = []
                for more in lines[i + 1:]:
                    if not more.strip():
                        if rest:
                            break
                        continue
                    if more.startswith("#"):
                        break
                    rest.append(more.strip())
                text = re.sub(r"\[[^\]]*\]\(index\.ipynb\)", "", " ".join(rest)).strip()  # no link back to the index
                return line.lstrip("#").strip(), text
    return path.stem.replace("_", " "), ""


def _md_links(text: str) -> str:
    """Escape ``text`` and turn ``**bold**`` and ``[label](url)`` into HTML."""
    out = e(text)
    out = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"\*([^*]+)\*", r"<i>\1</i>", out)
    return re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", r'<a href="\2">\1</a>', out)


def served_root(server: tuple[Sequence[str], str] | None = None) -> Path | None:
    """The folder a standalone Voila serves, when this kernel is one of its pages' (``make run``:
    ``voila notebooks/dashboards``); ``None`` under JupyterLab, Binder's Voila extension or anything else.

    ``server`` is the parent process's command line and working folder (read from the system when not given).

    >>> served_root((["/x/.venv/bin/python", "-m", "voila", "notebooks/dashboards/", "--port", "8866"], "/repo"))
    PosixPath('/repo/notebooks/dashboards')
    >>> served_root((["/x/bin/python", "-m", "steamlab.publish.server", "notebooks/dashboards/"], "/repo"))
    PosixPath('/repo/notebooks/dashboards')
    >>> served_root((["/x/bin/jupyter-lab", "--no-browser"], "/repo")) is None
    True
    """
    if server is None:
        try:
            import psutil  # type: ignore[import-untyped,unused-ignore]  # (ipykernel's dependency)

            parent = psutil.Process(os.getppid())
            server = (parent.cmdline(), parent.cwd())
        except Exception:  # no psutil, no such process, no permission: assume the links work
            return None
    args, cwd = server
    names = [Path(a).name for a in args]
    starts = [i for i, name in enumerate(names) if name in ("voila", "steamlab.publish.server")]  # make run's Voila
    if not starts:
        return None
    rest = list(args[starts[0] + 1:])
    folders = [a for a, before in zip(rest, [None, *rest], strict=False)
               if not a.startswith("-") and not (before or "").startswith("--port") and not a.endswith(".ipynb")]
    return (Path(cwd) / folders[0]).resolve() if folders else Path(cwd).resolve()


def lessons_reachable(folder: str | Path = ".", server: tuple[Sequence[str], str] | None = None) -> bool:
    """Whether a page can open the lessons (``folder/../lessons``): not when a standalone Voila serves a folder
    that does not hold them (its links gave 404 Not Found).

    >>> lessons_reachable("/repo/notebooks/dashboards", (["voila", "notebooks/dashboards"], "/repo"))
    False
    >>> lessons_reachable("/repo/notebooks/dashboards", (["voila", "notebooks"], "/repo"))
    True
    """
    root = served_root(server)
    if root is None:
        return True
    here = Path(folder).resolve() / "lessons"  # the link to the lessons inside the served folder (not resolved)
    lessons = here if here.exists() else (Path(folder) / ".." / "lessons").resolve()
    return lessons == root or root in lessons.parents


def index_html(folder: str | Path = ".", exclude: Sequence[str] = ("index.ipynb",), lang: str = "en",
               lesson_links: bool | None = None) -> str:
    """The index's HTML: a table linking every notebook of ``folder`` with its title and sentence, the lessons.

    In Japanese a lesson links to its generated Japanese notebook (``../lessons/ja/``) when there is one.
    ``lesson_links``: whether the lessons are links (default: :func:`lessons_reachable`); when they are not,
    the list says how to open them.
    """
    if lesson_links is None:
        lesson_links = lessons_reachable(folder)
    rows = []
    for path in sorted(Path(folder).glob("*.ipynb")):
        if path.name in exclude or path.name.startswith("."):
            continue
        title, text = notebook_title(path, lang)
        rows.append(f'<tr><td style="{_LEFT};white-space:nowrap;font-weight:bold"><a href="{e(path.name)}">{e(title)}</a>'
                    f'</td><td style="{_LEFT}">{_md_links(text)}</td></tr>')
    lessons = lessons_html(folder, lang, lesson_links)
    intro = tr("index_lessons_intro" if lesson_links else "index_lessons_elsewhere", lang)
    lesson_list = (f"<h3>{e(tr('index_lessons', lang))}</h3><p>{e(intro)}</p>{lessons}") if lessons else ""
    return (f"<style>{_LINK_CSS}</style>"
            f'<table class="steamlab-index" style="width:100%;line-height:1.4"><tr><th style="{_LEFT}">'
            f'{e(tr("index_dashboard", lang))}</th><th style="{_LEFT}">{e(tr("index_what", lang))}</th></tr>'
            + "".join(rows) + "</table>" + lesson_list)


def lessons_html(folder: str | Path = ".", lang: str = "en", links: bool = True) -> str:
    """The lessons beside ``folder`` (``folder/lessons``, else ``folder/../lessons``) as a list per game path
    (:data:`steamlab.core.lessons.PATHS`), each in its path's order and numbered by its place there, each a link to
    its page (the Japanese copy in Japanese) with how far the learner got; ``""`` when there are none.

    >>> html_text = lessons_html(Path(__file__).parents[2] / "notebooks" / "dashboards")
    >>> html_text.index("Action tiles") < html_text.index("Is it worth taking the Engineer") < html_text.index("Russian")
    True
    >>> '<a href="lessons/14_action_tiles.ipynb">Action tiles' in html_text
    True
    """
    here = Path(folder) / "lessons"
    found = here if here.is_dir() else Path(folder) / ".." / "lessons"
    prefix = "lessons" if here.is_dir() else "../lessons"
    files = {int(p.name[:2]): p for p in sorted(found.glob("[0-9][0-9]_*.ipynb"))}
    if not files:
        return ""
    paths = [(PATH_NAMES[name], [n for n in numbers if n in files]) for name, numbers in PATHS.items()]
    others = [n for n in files if not any(n in numbers for numbers in PATHS.values())]
    if others:
        paths.append(({"en": tr("index_lessons", "en"), "ja": tr("index_lessons", "ja")}, others))
    out = []
    for name, numbers in paths:
        items = []
        for n in numbers:
            path = files[n]
            translated = path.parent / "ja" / path.name
            if lang == "ja" and translated.exists():
                title, _text = notebook_title(translated)
                href = f"{prefix}/ja/{path.name}"
            else:
                title, _text = notebook_title(path, lang)
                href = f"{prefix}/{path.name}"
            title = short_title(title)
            named = f'<a href="{e(href)}">{e(title)}</a>' if links else e(title)
            mark = lesson_mark(n, lang)
            mark = f' <span class="steamlab-lesson-mark" style="color:#2e7d32">({e(mark)})</span>' if mark else ""
            items.append(f'<li data-lesson="{n}">{named}{mark}</li>')
        if items:
            out.append(f'<h4 class="steamlab-lesson-path">{e(name[lang])}</h4><ol class="steamlab-lessons">'
                       f'{"".join(items)}</ol>')
    return "".join(out)


def maps_html(lang: str = "en") -> str:
    """The maps section of the index: every map that loads with its hex, city and town counts."""
    items = []
    for name, entry in map_entries().items():  # the folders' indexes: no map is opened (issue 42)
        counts = tr("index_map_counts", lang, title=entry_title(entry, lang) or name, hexes=entry.get("hexes", 0),
                    cities=entry.get("cities", 0), towns=entry.get("towns", 0))
        items.append(f"<li>{e(counts)}</li>")
    link = f'<a href="map_editor.ipynb">{e(page_title("map_editor", lang))}</a>'
    return (f"<h3>{e(tr('index_maps', lang))}</h3><p>{e(tr('index_maps_intro', lang))} ({link})</p>"
            f'<ul class="steamlab-maps">{"".join(items)}</ul>')


def dashboard_index(folder: str | Path = ".", exclude: Sequence[str] = ("index.ipynb",), lang: str = "en") -> widgets.HTML:
    """An HTML table linking every notebook of ``folder`` (its title: the catalogue's, else its first heading).

    >>> from pathlib import Path
    >>> html_text = dashboard_index(Path(__file__).parents[2] / "notebooks" / "dashboards").value
    >>> 'href="map_viewer.ipynb"' in html_text and "Map viewer" in html_text
    True
    """
    # An HTML *widget*, not an HTML output: JupyterLab's renderer would open every link in a new tab.
    out = widgets.HTML(index_html(folder, exclude, lang), layout=widgets.Layout(width="100%"))
    out.add_class("steamlab-index-box")
    return out


class IndexApp(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """The index page: title, language switch, every dashboard and lesson, the maps.

    >>> app = IndexApp(Path(__file__).parents[2] / "notebooks" / "dashboards")
    >>> app.set_lang("ja")
    >>> "マップビューア" in app.listing.value and "ヘクス" in app.maps.value
    True
    """

    def __init__(self, folder: str | Path = ".", lang: str = "en") -> None:
        self.folder = folder
        self.header = DashboardHeader("index", lang, index_link=False)
        self.listing = dashboard_index(folder, lang=lang)
        self.progress = widgets.HTML(self._progress(lang))  # the exercises answered in the lessons
        self.progress.add_class("steamlab-index-progress")
        self.maps = widgets.HTML(maps_html(lang))
        self.maps.add_class("steamlab-index-maps")
        # on a server the viewer's browser keeps the progress: the index is written again once it has told it
        keeper = browser_progress(lambda: self.set_lang(self.header.lang))
        super().__init__([self.header, self.listing, self.progress, self.maps, page_style(),
                          *([keeper] if keeper is not None else [])])
        self.add_class("steamlab-index-app")
        self.header.on_lang(self.set_lang)
        self.header.on_open(lambda: self.set_lang(self.header.lang))  # a map saved since the kernel started

    def set_lang(self, lang: str) -> None:
        """The whole index in ``lang`` (the progress read again first: the lessons' kernels write it)."""
        self.progress.value = self._progress(lang)
        self.listing.value = index_html(self.folder, lang=lang)
        self.maps.value = maps_html(lang)

    def _progress(self, lang: str) -> str:
        return progress_html(len(list((Path(self.folder) / ".." / "lessons").glob("[0-9][0-9]_*.ipynb"))), lang)


_LEFT = "text-align:left;vertical-align:top"
_LINK_CSS = ".steamlab-index a, .steamlab-lessons a { color: #0b57d0; text-decoration: underline; }"


__all__ = [
    "BuildCostApp",
    "DeliveryPlannerApp",
    "HotSeatApp",
    "IndexApp",
    "ReplayViewerApp",
    "ScoreCalculatorApp",
    "cost_text",
    "dashboard_index",
    "end_scores",
    "notebook_title",
    "record_files",
    "scores_html",
]
