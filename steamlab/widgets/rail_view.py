"""The hot seat's view of a rail game (Steam, Age of Steam): the map with its build and delivery modes, one panel per
player above it, the working column beside it (see :mod:`.game_view`).

>>> import steamlab
>>> from steamlab.widgets.game import GameWidget
>>> w = GameWidget(steamlab.new_game("age_of_steam", players=3, seed=2))
>>> type(w.view).__name__, w.hexmap is w.view.hexmap, w.panel_box in w.hexmap.main.children
('RailView', True, True)
"""

from __future__ import annotations

import html
from typing import Any, TypeGuard

import ipywidgets as widgets

from steamlab.core.hexgrid import parse_label
from steamlab.engine.state import Action, GameState
from steamlab.games.rails.game import RailGame
from steamlab.widgets.game_view import GameView, register_view
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import tr
from steamlab.widgets.modes import BuildMode, DeliverMode
from steamlab.widgets.panels import PlayerPanels

e = html.escape

MAP_KINDS = frozenset({"build"})
"""Actions chosen on the map (its highlighted hexes, the tile picker), never from a list duplicating it."""


def is_rail(state: object) -> TypeGuard[RailGame]:
    """A Steam or Age of Steam state (it has a rail board and seats)."""
    return isinstance(state, RailGame)


def capital_note(s: Any, steps: int, least: int, lang: str = "en") -> str:
    """Beside Steam's capital slider: why it starts at ``least`` steps, and a warning (red) when ``steps`` would
    take the income to its floor of -10, where every income phase costs $10 on top of the expenses and a shortfall
    not paid in VP puts the player out of the game.

    >>> import steamlab
    >>> g = steamlab.new_game("steam", players=3, rules="standard", seed=1)
    >>> capital_note(g, 2, 2)
    '<span style="font-size:90%">The slider starts at 2 steps: in the first turn you must raise at least $10.</span>'
    >>> g.turn = 2
    >>> "income to -10" in capital_note(g, 10, 0) and "out of the game" in capital_note(g, 10, 0)
    True
    """
    p = s.current_player
    data = getattr(s, "data", {})
    step, floor = int(data.get("capital_step", 5)), int(data.get("min_income", -10))
    words = [tr("capital_start_min", lang, n=least, amount=least * step) if least else tr("capital_start_zero", lang)]
    after = s.seats[p].income - steps
    out = e(" ".join(words))
    if after <= floor:
        warning = tr("capital_floor_warning", lang, steps=steps, income=after, floor=-floor)
        out += f'<br><b style="color:#b00">{e(warning)}</b>'
    return f'<span style="font-size:90%">{out}</span>'


@register_view
class RailView(GameView):
    """The map (made with the first rail game shown, then given each new board), the modes, the players' panels."""

    PARTS = ("hexmap", "build_mode", "deliver_mode", "panels")
    """What the page names ``GameWidget.hexmap`` ... (``None`` until a rail game is shown)."""
    hexmap: HexMapWidget | None = None
    build_mode: BuildMode | None = None
    deliver_mode: DeliverMode | None = None
    panels: PlayerPanels | None = None

    @staticmethod
    def shows(state: GameState) -> bool:
        return is_rail(state)

    def page(self) -> list[Any]:
        g = self.game
        return [g.header_row, g.mode_box, g.scores]

    def show_new(self, state: GameState) -> None:
        assert is_rail(state)
        g = self.game
        if self.hexmap is None:
            self.hexmap = hexmap = HexMapWidget(state.board, size=g.size, player_names=g.names, panel_width="430px",
                                                reserve=256, lang=g.lang)  # its first words in the page's language
            self.build_mode = BuildMode(hexmap, self._build_turn, g.play, why=self._why, lang=g.lang, active=False)
            self.deliver_mode = DeliverMode(hexmap, self._deliveries, g.play, self._mover, names=g.names,
                                            lang=g.lang, active=False)
            g.mode_box.children = [hexmap]
            # the map's side column is the working panel: actions, the build or delivery, the log; the hint
            # under the tools (Hint among them): a long hint pushed them below the first screen (QA, 1366x800)
            hexmap.set_legend(state.num_players)
            hexmap.place(main_top=[g.panel_box], side_top=[*g.working_top(), self.build_mode, self.deliver_mode],
                         side_bottom=g.working_tools())
        else:
            self.hexmap.set_board(state.board)
            self.hexmap.select(None)
        self.hexmap.game = state.game  # a hex's card: this game's build cost, not both games'
        g.mode_box.layout.display = None
        if self.panels is None:
            self.panels = PlayerPanels(state, g.names, g.lang)
        g.panel_box.children = [self.panels]

    def leave(self) -> None:
        for mode in (self.build_mode, self.deliver_mode):
            if mode is not None:  # a hex or city picked in the game shown before must not act on another
                mode.deactivate()

    def draw(self, shown: GameState, live: bool) -> None:
        assert self.hexmap is not None and self.panels is not None and is_rail(shown)
        self.hexmap.set_board(shown.board)
        self.panels.update(shown, self.game.lang)
        self._modes(shown, live)

    def _modes(self, st: Any, live: bool) -> None:
        if self.build_mode is None or self.deliver_mode is None:
            return
        session = self.game.session
        persons = live and session.playable and st.current_player >= 0 and st.current_player not in session.computer
        building = (persons and st.phase == "build" and st.build_turn is not None
                    and not st.pending_points and not getattr(st, "urbanize_pending", False))
        moving = persons and st.phase == "move" and not st.pending_points
        self.build_mode.layout.display = None if building else "none"
        self.deliver_mode.layout.display = None if moving else "none"
        if building:
            self.deliver_mode.deactivate()
            self.build_mode.activate()
            self.build_mode.refresh()
            # the hexes of builds legal now, money included: a player with $0 saw every reachable hex rimmed as
            # "a legal build" while each hover said "no legal build here now"
            self.build_mode.mark({parse_label(a.at) for a in st.legal_actions() if a.kind == "build"})
        elif moving:
            self.build_mode.deactivate()
            if self.deliver_mode.active:
                self.deliver_mode.deactivate()
            self.deliver_mode.activate()
        else:
            self.build_mode.deactivate()
            self.deliver_mode.deactivate()

    def set_lang(self, lang: str) -> None:
        for mode in (self.build_mode, self.deliver_mode):
            if mode is not None:
                mode.lang = lang
                if mode.active and mode.hex is None:  # was: "Click a hex to see the tiles ..." stayed English
                    mode.show_prompt()
        if self.build_mode is not None:
            self.build_mode.tile.description = tr("tile", lang)
            self.build_mode.rotate_button.description = tr("rotate", lang)
            self.build_mode.confirm_button.description = tr("confirm", lang)
        if self.deliver_mode is not None:
            self.deliver_mode.cube.description = tr("cube", lang)
            self.deliver_mode.deliver_button.description = tr("deliver", lang)
        if self.hexmap is not None:
            self.hexmap.lang = lang
            self.hexmap.select(self.hexmap.selected)  # the info panel in the new language
            self.hexmap.set_legend(self.game.state.num_players)

    def place(self, s: GameState) -> str:
        return s.map.title_in(self.game.lang) if is_rail(s) else ""

    def deliveries(self, s: GameState) -> dict[Any, Any] | None:
        return {d.move: d for d in s.deliveries()} if is_rail(s) else None

    def on_map(self, kind: str) -> bool:
        return kind in MAP_KINDS and self.hexmap is not None

    def note(self, s: GameState, kind: str, slider: widgets.IntSlider, least: int) -> Any:
        if kind != "raise_capital":
            return None
        # capital: why the slider starts where it does, and a warning before income reaches its floor
        g = self.game
        note = widgets.HTML(layout=widgets.Layout(width="100%"))  # a line of its own under the slider
        note.add_class("steamlab-capital-note")
        slider.observe(lambda _c: setattr(note, "value", capital_note(s, slider.value, least, g.lang)), names="value")
        note.value = capital_note(s, slider.value, least, g.lang)
        return note

    # -- what the modes ask of the live game --------------------------------------------------------------
    def _build_turn(self) -> Any:
        session = self.game.session
        s: Any = session.state
        return s.build_turn if session.viewing is None and getattr(s, "phase", None) == "build" else None

    def _why(self, build: Action) -> str | None:
        return self.game.session.state.why_illegal(build)

    def _deliveries(self) -> list[Any]:
        session = self.game.session
        s: Any = session.state
        if session.viewing is not None or s.phase != "move" or s.pending_points or s.current_player < 0:
            return []
        return list(s.deliveries())

    def _mover(self) -> int:
        return self.game.session.state.current_player


__all__ = ["MAP_KINDS", "RailView", "capital_note", "is_rail"]
