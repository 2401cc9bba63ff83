"""The build-cost calculator (``notebooks/dashboards/build_cost.ipynb``): rules, map, player, a hex by click, a
tile and its rotation: legal or not (with the reason) and the itemised cost.

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

import html

import ipywidgets as widgets

from steamlab.core.hexgrid import parse_label
from steamlab.core.maps import load_map, map_choices
from steamlab.games.rails.actions import Build
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.sample import random_build_position
from steamlab.i18n import msg
from steamlab.widgets.dashboards.choices import player_choices, relabel, rule_choices
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.language import DashboardHeader, refresh_map_options, relabel_options, set_map_lang, set_mode_lang
from steamlab.widgets.modes import BuildMode

e = html.escape


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


__all__ = ["BuildCostApp", "cost_text"]
