"""The hot seat's view of Russian Railroads: the main board (a click places workers) and every player's board (a
click on a railway moves its rail), the working column beside them (see :mod:`.game_view`).

>>> import steamlab
>>> from steamlab.widgets.game import GameWidget
>>> w = GameWidget(steamlab.new_game("russian_railroads", players=2, seed=3))
>>> type(w.view).__name__, w.rr_main is w.view.main, w.mode_box.layout.display
('RRView', True, 'none')
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any, TypeGuard

import ipywidgets as widgets

from steamlab.engine.state import Action, GameState
from steamlab.games.russian_railroads.actions import Place
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.i18n import msg, term
from steamlab.widgets.game_view import GameView, register_view
from steamlab.widgets.i18n import say, tr
from steamlab.widgets.layout import side_column
from steamlab.widgets.modes import set_traits
from steamlab.widgets.panels import player_name

if TYPE_CHECKING:
    from steamlab.widgets.rr_board import RRBoardWidget
    from steamlab.widgets.rr_main import RRMainBoardWidget

e = html.escape


def is_rr(state: object) -> TypeGuard[RussianRailroadsState]:
    """A Russian Railroads state (main board and player boards)."""
    return isinstance(state, RussianRailroadsState)


def place_payment(action: Any, lang: str = "en") -> str:
    """How a Russian Railroads placement is paid, for the payment buttons: "your workers", "1 ruble instead of
    workers", "2 rubles instead of workers + 1 temporary worker"...

    >>> place_payment(Place(space="black_3")), place_payment(Place(space="black_3", rubles=1), "ja")
    ('your workers', 'ワーカーの代わりに 1 ルーブル')
    """
    parts = [m for n, m in ((action.rubles, msg("rr.act.pay_rubles", n=action.rubles)),
                            (action.temps, msg("rr.act.pay_temps", n=action.temps)),
                            (action.black, msg("rr.act.pay_black"))) if n]
    return " + ".join(say(m, lang) for m in parts) if parts else tr("rr_pay_workers", lang)


@register_view
class RRView(GameView):
    """The main board and the players' boards, made with the first Russian Railroads game shown."""

    PARTS = ("main", "boards", "row")
    """What the page names ``GameWidget.rr_main``, ``rr_boards`` and ``_rr_row``."""
    main: RRMainBoardWidget | None = None
    """The main board (:class:`~.rr_main.RRMainBoardWidget`)."""
    boards: RRBoardWidget | None = None
    """Every player's board with this round's score (:class:`~.rr_board.RRBoardWidget`)."""
    row: widgets.HBox | None = None
    """The boards and the working column beside them."""

    @staticmethod
    def shows(state: GameState) -> bool:
        return is_rr(state)

    def show_new(self, state: GameState) -> None:
        if self.main is None:  # (the boards' modules are loaded with the first Russian Railroads game)
            from steamlab.widgets.rr_board import RRBoardWidget
            from steamlab.widgets.rr_main import RRMainBoardWidget

            self.main = RRMainBoardWidget(on_space=self.place_on)
            self.boards = RRBoardWidget()
            self.boards.on_rail = self.advance_on  # a click on a railway moves its rail when that is the choice
        super().show_new(state)

    def page(self) -> list[Any]:
        g = self.game
        if self.row is None:
            main = widgets.VBox([self.main, self.boards], layout=widgets.Layout(flex="1 1 560px", min_width="0"))
            side = side_column("400px", [*g.working_top(), *g.working_tools()])
            self.row = widgets.HBox([main, side], layout=widgets.Layout(width="100%", align_items="flex-start",
                                                                        flex_flow="row wrap"))
        return [g.header_row, self.row, g.scores]

    def draw(self, shown: GameState, live: bool) -> None:
        if not is_rr(shown) or self.main is None or self.boards is None:
            return
        session = self.game.session
        persons = live and session.playable and not shown.is_terminal() and shown.current_player not in session.computer
        legal = {a.space for a in shown.legal_actions() if isinstance(a, Place)} if persons else set()
        self.main.set_state(shown, legal, lang=self.game.lang)
        self.boards.set_state(shown, lang=self.game.lang)

    # -- clicks on the boards --------------------------------------------------------------------------
    def place_on(self, space: str) -> bool:
        """Place workers on ``space`` (a click on the main board), paying the least it can."""
        from steamlab.widgets.rr_main import cheapest_place

        g, session = self.game, self.game.session
        s = session.state
        if not session.playable or session.viewing is not None or s.is_terminal():
            return g.play(None)  # refused with the reason the live game gives
        action = cheapest_place(s.legal_actions(), space)
        if action is None:
            return g.fail(s.why_illegal(Place(space=space)) or f"{space}: not now.")
        return g.play(action, g.turn_token())

    def advance_on(self, player: int, railway: int, colour: str | None = None) -> bool:
        """Move a rail of ``railway`` on ``player``'s board (a click on it), when the game asks the player to advance
        rails; the rail clicked if a piece was, else the only one that can move."""
        g, session = self.game, self.game.session
        s = session.state
        if not session.playable or session.viewing is not None or s.is_terminal() or not is_rr(s):
            return g.play(None)  # refused with the reason the live game gives
        if player != s.current_player:
            return g.fail(tr("rr_not_your_board", g.lang, p=player_name(g.names, s.current_player, g.lang)))
        rid = s.data.railways[railway].id
        moves = [a for a in s.legal_actions() if a.kind == "advance" and getattr(a, "railway", None) == rid]
        chosen = [a for a in moves if colour is None or getattr(a, "colour", None) == colour]
        if len(chosen) == 1:
            return g.play(chosen[0], g.turn_token())
        if len(moves) > 1 and colour is None:
            return g.fail(tr("rr_click_piece", g.lang))
        return g.fail(tr("rr_no_advance_here", g.lang, railway=term("railway", rid, g.lang)))

    # -- the placements' control ----------------------------------------------------------------------------
    def control(self, s: GameState, kind: str, label: str, acts: list[Action], go: widgets.Button) -> Any:
        """Placements: a space (each once, ~16) and, where it can be paid otherwise, how to pay; a click on the main
        board places with workers first. Was one dropdown of 33 entries, half of them the same space "(1 ruble
        instead of workers)"."""
        if kind != "place":
            return None
        g, token = self.game, self.game.turn_token()
        by_space: dict[str, list[Any]] = {}
        for a in acts:
            by_space.setdefault(getattr(a, "space", ""), []).append(a)
        for ways in by_space.values():
            ways.sort(key=lambda a: (a.rubles, a.temps, a.black))
        from steamlab.i18n.russian_railroads import space as space_name

        spaces = widgets.Dropdown(options=[(say(space_name(space), g.lang), space) for space in by_space],
                                  layout=widgets.Layout(width="100%", max_width="700px"))
        spaces.add_class("steamlab-pick-place")
        pay = widgets.ToggleButtons(style={"button_width": "auto"}, description=tr("rr_pay", g.lang))
        pay.add_class("steamlab-pay-place")

        def show_ways(_change: object = None) -> None:
            ways = by_space.get(str(spaces.value), [])
            set_traits(pay, options=[(place_payment(w, g.lang), i) for i, w in enumerate(ways)], value=0)
            pay.layout.display = None if len(ways) > 1 else "none"

        spaces.observe(show_ways, names="value")
        show_ways()
        go.on_click(lambda _b: g.play(by_space[str(spaces.value)][int(pay.value or 0)]
                                      if spaces.value in by_space else None, token))
        hint = widgets.HTML(f"<i>{e(tr('rr_place_hint', g.lang, n=len(by_space)))}</i>")
        hint.add_class("steamlab-place-hint")
        return widgets.VBox([widgets.HTML(e(label)), hint, spaces, pay, go],
                            layout=widgets.Layout(max_width="100%", align_items="flex-start"))


__all__ = ["RRView", "is_rr", "place_payment"]
