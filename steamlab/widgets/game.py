"""GameWidget: hot-seat play of any steamlab game, with undo, save/load and a replay slider.

The widget is a :class:`~steamlab.play.session.GameSession` (the game, undo, the replay, computer seats, the Hint,
records: no Jupyter in it) shown with a view of its game family (:mod:`.game_view`: the map of Steam and Age of
Steam with build and deliver modes, the boards of Russian Railroads), one panel per player, the current phase, the
legal actions as controls (:mod:`.game_controls`), the log, and the record tools:

- **undo** rebuilds the game with :func:`steamlab.from_record` from the
  record without the last player decision (and the chance draws after it);
- **save** gives the record as a JSON download (and :meth:`GameWidget.save`
  writes it to a file); **load** reads one: a bad file shows the
  :class:`~steamlab.core.errors.RecordError` and changes nothing;
- the **replay slider** shows the position after any number of actions;
  *play on from here* cuts the game there.

Chance (set-up draws, dice) is resolved by ``apply``: the state settles itself.
Every browser event goes through :meth:`GameWidget.play`, which checks the
action against the engine first; errors are shown, never raised.

>>> import steamlab
>>> w = GameWidget(steamlab.new_game("steam", players=3, rules="standard", seed=4))
>>> p = w.state.current_player
>>> w.state.phase
'capital'
>>> from steamlab.games.rails.actions import RaiseCapital
>>> w.play(RaiseCapital(2)), w.state.seats[p].cash
(True, 10)
>>> w.play(RaiseCapital(99)), w.message.value.startswith('<span class="steamlab-error"')
(False, True)
>>> w.undo(), w.state.seats[p].cash, len(w.state.history)
(True, 0, 1)
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets

import steamlab
from steamlab.bots.hints import weighing
from steamlab.core.errors import IllegalAction, RecordError, SteamlabError
from steamlab.engine.registry import timeline
from steamlab.engine.state import GameState
from steamlab.i18n import Message
from steamlab.i18n.describe import history_lines
from steamlab.play.session import MAX_COMPUTER_MOVES, GameSession
from steamlab.widgets import rail_view, rr_view
from steamlab.widgets.game_controls import action_controls
from steamlab.widgets.game_text import (
    computer_did_html,
    describe_action,
    header_html,
    hint_html,
    log_html,
    scores_html,
    thinking_html,
)
from steamlab.widgets.game_tools import RecordTools, ReplayBar
from steamlab.widgets.game_view import GameView, view_class
from steamlab.widgets.i18n import language_switch, reason_html, say, tr
from steamlab.widgets.layout import page_style
from steamlab.widgets.panels import player_name
from steamlab.widgets.parts import Delegated, delegated
from steamlab.widgets.seats import SeatLines

e = html.escape
is_rail = rail_view.is_rail
is_rr = rr_view.is_rr


def _button(icon: str, name: str, act: Callable[[], object]) -> widgets.Button:
    button = widgets.Button(icon=icon, layout=widgets.Layout(width="auto"))
    button.add_class(f"steamlab-{name}")
    button.on_click(lambda _b: act())
    return button


class _OfView:
    """A part of a family's view (``None`` until a game of that family was shown)."""

    def __init__(self, view: type[GameView], name: str) -> None:
        self.view, self.name = view, name

    def __get__(self, widget: Any, owner: Any = None) -> Any:
        return self if widget is None else getattr(widget.views.get(self.view), self.name, None)


class GameWidget(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Play a game hot-seat (see the module docstring).

    ``game`` is a state, or a record (dict) to load. ``names`` are the
    players' display names; ``lang`` ``"en"`` or ``"ja"``; ``play=False``
    makes a read-only viewer (a replay).
    """

    children: Any  # the VBox trait (ipywidgets has no type information)

    def __init__(self, game: GameState | dict[str, Any], names: Sequence[str] | None = None, lang: str = "en",
                 size: float = 30.0, play: bool = True) -> None:
        self.names, self.lang, self.size = list(names) if names else None, lang, size
        self.session = GameSession(game, playable=play)
        """The game and all that is done with it (:class:`~steamlab.play.session.GameSession`)."""
        self._busy = self._auto = self._thinking_run = False
        self.errors: list[Any] = []
        self.on_state: list[Callable[[GameState], None]] = []
        """Called with each game :meth:`set_state` shows (a load, a new game, undo): a page's choosers follow it."""
        self.on_refresh: list[Callable[[], None]] = []
        """Called after every redraw (a move, a replay step): a page's panels follow the game shown."""
        self.views: dict[type[GameView], GameView] = {}
        """Each family's view, made when a game of it is first shown."""
        self.view: GameView = GameView(self)
        self._message_html: Callable[[str], str] | None = None
        """What :attr:`message` says, as a function of the language: a switch of language says it again."""

        def html_part(name: str, **layout: str) -> widgets.HTML:
            part = widgets.HTML(layout=widgets.Layout(**layout))
            part.add_class(f"steamlab-{name}")
            return part

        self.header, self.scores, self.message = html_part("phase"), html_part("scores"), html_part("message")
        self.log_view = html_part("log", max_height="180px", overflow="auto", width="100%", border="1px solid #ddd",
                                  padding="2px 6px")
        self.chance_note = html_part("chance-by-hand")
        """Says plainly when the game's chance (dice, draws, the deal) was set by hand, not by its seed."""
        self.hint_view = html_part("hint")
        self.thinking = html_part("thinking", display="none")
        """While computer seats move: which seat the computer is thinking for (see :meth:`_think`)."""
        self.switch = language_switch(lang, self.set_lang)
        self.mode_box, self.panel_box, self.extras = widgets.VBox(), widgets.VBox(), widgets.VBox()
        """The map and its modes (a rail game), the players' panels, and panels a page adds to the working column
        under the tools (the review, *Copy link*)."""
        self.controls = widgets.VBox(layout=widgets.Layout(border="1px solid #ccc", padding="4px"))
        self.controls.add_class("steamlab-controls")
        self.seats = SeatLines(self.set_seat, self.set_strength)
        self.seats_box = self.seats
        """One line per seat: its name, Person/Computer and the computer's strength for it."""
        self.undo_button = _button("undo", "undo", self.undo)
        self.bot_button = _button("android", "bot", self.computer_move)
        self.records = records = RecordTools(self.session, self._say, self.fail, lambda: self.lang)
        self.save_button, self.upload, self.download = records.save_button, records.upload, records.download
        self.replay = replay = ReplayBar(self.session, self.refresh, self.fail, lambda: self.lang)
        self.slider, self.play_on_button, self.step_label = replay.slider, replay.play_on_button, replay.step_label
        self.replay_row = replay.row
        tools = [self.undo_button, self.bot_button] if play else []
        self.hint_button: widgets.Button | None = None
        if play and hasattr(steamlab, "hint"):
            self.hint_button = _button("lightbulb-o", "hint-button", self.show_hint)
            tools.append(self.hint_button)
        self.record_row = widgets.HBox([*tools, self.save_button, self.upload, self.download],
                                       layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.header_row = widgets.HBox([self.header, self.switch, page_style()], layout=widgets.Layout(
            justify_content="space-between", flex_flow="row wrap", align_items="center"))
        super().__init__([self.header_row], layout=widgets.Layout(width="100%"))
        self.add_class("steamlab-game")
        self._apply_lang_to_buttons()
        self.session.on_new_game.append(self._new_game)
        self._new_game(self.session.state)

    # -- the session's state and the views' parts, as the page has always named them -----------------------
    # the session's (see GameSession): whether it plays, its actors, the step viewed, the computer's seats and bot,
    # its runs; the names the page gives three more of its attributes; the position on screen
    playable, actors, viewing, computer, seat_bot, computer_run_limit, paused_after = delegated(
        "session", "playable actors viewing computer seat_bot computer_run_limit paused_after")
    seat_strengths, _generation, _hints = (Delegated("session", name) for name in ("strengths", "generation", "hints"))
    shown = Delegated("session", "shown")  # the position on screen: the live state, or the replay step viewed

    @property
    def state(self) -> GameState:
        """The live game (the session's)."""
        return self.session.state

    hexmap, build_mode, deliver_mode, panels = (_OfView(rail_view.RailView, part) for part in rail_view.RailView.PARTS)
    rr_main, rr_boards, _rr_row = (_OfView(rr_view.RRView, part) for part in rr_view.RRView.PARTS)

    def set_state(self, state: GameState, actors: list[int] | None = None) -> None:
        """Show (and play on) ``state``; ``actors`` as :func:`timeline` gives them (computed if ``None``)."""
        self.session.set_state(state, actors)

    def _new_game(self, state: GameState) -> None:
        """The session holds a new game (a load, undo, play-on, :meth:`set_state`): the page follows it."""
        for view in self.views.values():
            view.leave()  # a hex or city picked in the game shown before must not act on this one
        self.hint_view.value = ""
        self._say(None)  # what the computer played (or a refusal) belongs to the game shown before
        self._seat_controls()
        kind = view_class(state)
        if kind not in self.views:
            self.views[kind] = kind(self)
        self.view = self.views[kind]
        self.view.show_new(state)
        if list(self.children) != (kids := self.view.page()):
            self.children = kids
        self.refresh()
        for listener in self.on_state:
            listener(state)

    def working_top(self) -> list[Any]:
        """The working column's first parts: the seats, the computer thinking, the actions, the message."""
        return [self.seats_box, self.thinking, self.controls, self.message]

    def working_tools(self) -> list[Any]:
        """The working column's last parts: the tools, the Hint, a page's panels, the replay, the log."""
        return [self.record_row, self.hint_view, self.extras, self.replay_row, self.chance_note, self.step_label,
                self.log_view]

    def record(self) -> dict[str, Any]:
        """The live game's record."""
        return self.session.record()

    # -- playing --------------------------------------------------------------------
    def turn_token(self) -> tuple[int, int]:
        """Which game and which step of it the controls on screen were drawn for (see
        :meth:`.GameSession.turn_token`): a second click on a used control changes nothing."""
        return self.session.turn_token()

    def play(self, action: object, drawn_for: tuple[int, int] | None = None) -> bool:
        """Apply ``action`` (see :meth:`_play`); then the computer seats move, up to a person's turn."""
        done = self._play(action, drawn_for)
        if done and not self._auto:
            self._auto = True
            try:
                self._computer_turns()
            finally:
                self._auto = False
        return done

    def _play(self, action: object, drawn_for: tuple[int, int] | None = None) -> bool:
        """Apply ``action`` to the live game if it is legal now; ``True`` if applied. Anything else (see
        :meth:`.GameSession.refusal`, or an action arriving while another is applied) changes nothing and shows why."""
        if self._busy:
            return False
        self._busy = True
        try:
            self.session.play(action, drawn_for)
            self._say(None)
            self.refresh()
            return True
        except SteamlabError as exc:
            return self.fail(exc.args[0] if exc.args and isinstance(exc.args[0], Message) else str(exc))
        except Exception as exc:  # a bug must not take the page down: show it
            return self.fail(f"{type(exc).__name__}: {exc}")
        finally:
            self._busy = False

    def bot_move(self, bot: str = "random", seed: int | None = None) -> bool:
        """Let a bot choose the current player's action (helps to reach a later position); the strong bot
        thinks as hard as that player's seat strength says (:meth:`strength_of`)."""
        try:
            action = self.session.bot_action(bot, seed)
        except IllegalAction as exc:  # not a bot's name
            return self.fail(exc.args[0])
        return action is not None and self.play(action)

    # -- seats: people or the computer ---------------------------------------------------
    def set_seat(self, seat: int, computer: bool, strength: int | None = None) -> None:
        """Let the computer play ``seat`` (or a person again), at ``strength`` when given (see
        :meth:`.GameSession.set_seat`); if it is that seat's turn, the computer moves. The seat's toggle follows."""
        self.session.set_seat(seat, computer, strength)
        self.seats.follow(seat, computer, self.strength_of(seat))
        self._computer_turns()

    def set_strength(self, seat: int, positions: int) -> None:
        """How hard the computer thinks for ``seat`` (:meth:`.GameSession.set_strength`); its dropdown follows."""
        self.session.set_strength(seat, positions)
        self.seats.follow(seat, seat in self.computer, positions)

    def strength_of(self, seat: int) -> int:
        """The positions a move the computer judges for ``seat`` (the full default unless chosen)."""
        return self.session.strength_of(seat)

    def _seat_controls(self) -> None:
        show = self.playable
        self.seats.show(self.state.num_players if show else 0, self.names, self.lang, self.computer, self.strength_of,
                        strengths=self.seat_bot == "strong")  # the other bots have no strength

    seat_picks = property(lambda self: self.seats.picks, doc="Each seat's Person/Computer toggle.")
    strength_picks = property(lambda self: self.seats.strengths, doc="Each seat's strength dropdown.")

    def computer_move(self) -> bool:
        """The seat bot plays the player to act, and the message says what it did, in words."""
        if not self.session.can_move():
            return False
        mark = self.session.mark()
        alone = not self._thinking_run  # a press of Bot move, not one of a run of computer seats
        if alone:
            self._think(mark[2], 0)
        try:
            if not self.bot_move(self.seat_bot):
                return False
        finally:
            if alone:
                self._think(None)
        told = self.session.tell(mark)  # every computer move since the person's last one
        self._say(lambda lang: computer_did_html(told, lang, self.names))
        return True

    def _computer_turns(self, limit: int | None = None) -> int:
        """Computer seats play until a person's turn (or the end), at most ``limit`` moves (by default
        :attr:`computer_run_limit`); how many were played. A run stopped by its limit pauses, and the page says
        so: "Bot move" goes on."""
        played = 0

        def move(so_far: int) -> bool:
            nonlocal played
            self._think(self.state.current_player, so_far)
            self._thinking_run = True
            moved = self.computer_move()
            played = so_far + 1 if moved else so_far
            return moved

        try:
            self.session.computer_turns(limit, move)
        finally:
            self._thinking_run = False
            if played or self.thinking.value:
                self._think(None)
        if self.paused_after:
            self.refresh()
        return played

    def _think(self, seat: int | None, played: int = 0) -> None:
        """Show that the computer is choosing for ``seat`` (``played`` of its moves are behind it), or clear it; sent
        at once, in the middle of the callback, seat by seat until a person's turn."""
        if seat is None:
            self.thinking.value = ""
            self.thinking.layout.display = "none"
        else:
            said = say(weighing(self.state), self.lang) if seat == self.state.current_player else ""
            self.thinking.value = thinking_html(tr("computer_thinking", self.lang, player=player_name(
                self.names, seat, self.lang)), tr("computer_moves_so_far", self.lang, n=played) if played else "", said)
            self.thinking.layout.display = None
        self._buttons()

    def _buttons(self) -> None:
        """Undo, Bot move and Hint are on for the live game when there is something for them to do and the
        computer is not choosing a move (a press would act on the position after its moves)."""
        over, live, busy = self.shown.is_terminal(), self.viewing is None, bool(self.thinking.value)
        self.undo_button.disabled = busy or not any(a >= 0 for a in self.actors)
        self.bot_button.disabled = busy or over or not live
        if self.hint_button is not None:
            self.hint_button.disabled = busy or over or not live

    def show_hint(self) -> bool:
        """``steamlab.hint``'s best actions for the player to act, with the reasons, in the hint panel."""
        s = self.state
        if s.is_terminal():
            return self.fail(tr("game_over_no_hint", self.lang))
        if self.viewing is not None or s.current_player < 0 or not hasattr(steamlab, "hint"):
            return False
        self._think(s.current_player)  # the waiting box while it weighs (a few seconds at most; more in a browser)
        try:
            self.session.hint()
        finally:
            self._think(None)
        self.hint_view.value = self._hint_html()
        return True

    def _hint_html(self) -> str:
        if self.session.hints is None:
            return ""
        s, hints = self.session.hints
        return hint_html(s, hints, self.session.hint_strength, self.lang, self.names, self.view.deliveries(s))

    def undo(self) -> bool:
        """Take back the last player decision: replay the record without it (``steamlab.from_record``)."""
        if not self.playable or self._busy:
            return False
        if self.viewing is not None:
            self._show_live()
        try:
            self.session.undo()
        except RecordError as exc:
            return self.fail(str(exc))
        except IllegalAction as exc:  # nothing to take back
            return self.fail(exc.args[0])
        self._say(None)
        return True

    def place_on(self, space: str) -> bool:
        """Russian Railroads: place workers on ``space`` (:meth:`.RRView.place_on`)."""
        view = self.views.get(rr_view.RRView)
        return view.place_on(space) if isinstance(view, rr_view.RRView) else self.play(None)

    def fail(self, text: Any) -> bool:
        """Show why nothing was played: the sentence in the page's language, its rule one click away."""
        self.errors = (self.errors + [text])[-20:]
        self._say(lambda lang: f'<span class="steamlab-error" style="color:#b00">{reason_html(text, lang, self.names)}'
                               "</span>")
        return False

    def _say(self, message: Callable[[str], str] | None) -> None:
        """Show ``message`` (HTML by language) in the message line, or clear it; a new language says it again."""
        self._message_html = message
        self.message.value = message(self.lang) if message is not None else ""

    # -- save and load (:class:`.RecordTools`), the replay (:class:`.ReplayBar`) --------------------------------
    def record_json(self) -> str:
        return self.session.record_json()

    def save(self, path: str | Path) -> Path:
        """Write the record to ``path`` (JSON)."""
        return self.session.save(path)

    def offer_download(self) -> None:
        self.records.offer_download()

    def load_text(self, text: str | bytes, name: str | None = None) -> bool:
        return self.records.load_text(text, name)

    def load_record(self, record: Any, name: str | None = None) -> bool:
        return self.records.load_record(record, name)

    def load_file(self, path: str | Path) -> bool:
        return self.records.load_file(path)

    def _uploaded(self, change: dict[str, Any]) -> None:
        self.records.uploaded(change)

    def states(self) -> list[GameState]:
        """Every position of the live game (computed once, kept until the game changes)."""
        return self.session.states()

    def view_step(self, k: object) -> bool:
        return self.replay.view_step(k)

    def play_on(self) -> bool:
        return self.replay.play_on()

    def _show_live(self) -> None:
        self.session.live()
        self.refresh()

    # -- language -------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        """Switch every label between English (``"en"``) and Japanese (``"ja"``)."""
        self.lang = lang if lang in ("en", "ja") else "en"
        if self.switch.value != self.lang:
            self.switch.value = self.lang
        for view in self.views.values():
            view.set_lang(self.lang)
        self._apply_lang_to_buttons()
        self._seat_controls()
        if self._message_html is not None:  # the computer's last move, a refusal: in the new language
            self.message.value = self._message_html(self.lang)
        if self.hint_view.value:
            self.hint_view.value = self._hint_html()
        self.refresh()

    def _apply_lang_to_buttons(self) -> None:
        for button, key in ((self.undo_button, "undo"), (self.bot_button, "bot"), (self.hint_button, "hint"),
                            (self.save_button, "save"), (self.upload, "load"), (self.play_on_button, "play_from_here"),
                            (self.slider, "replay")):
            if button is not None:
                button.description = tr(key, self.lang)

    # -- showing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the shown position."""
        shown, live = self.shown, self.viewing is None
        self.replay.show()
        by_hand = bool(getattr(self.state, "chance_by_hand", False))
        self.chance_note.value = (f'<span style="color:#8a5a00"><b>{e(tr("chance_by_hand", self.lang))}</b></span>'
                                  if by_hand else "")
        self.header.value = header_html(shown, self.lang, self.names, self.view.place(shown))
        self.view.draw(shown, live)
        if live and self.playable and shown.current_player in self.computer and not shown.is_terminal():
            # the computer is choosing (the page shows each of its moves as it comes): nothing for the person to click
            said = (tr("computer_paused", self.lang, n=self.paused_after, p=shown.current_player)
                    if self.paused_after and not self._thinking_run else
                    tr("computer_turn", self.lang, p=shown.current_player))
            self.controls.children = [widgets.HTML(f"<i>{e(said)}</i>")]
        else:
            self.controls.children = action_controls(self, shown) if live and self.playable else []
        self.controls.layout.display = None if self.controls.children else "none"
        self._buttons()
        self.seats.disable(self.state.is_terminal())  # nobody is left to play a finished game's seats (undo: on)
        self.log_view.value = log_html(shown, self.actors, self.lang, self.names)
        self.scores.value = scores_html(shown, self.lang, self.names)
        if self.hint_view.value and self.session.hint_for != self.turn_token():
            self.hint_view.value = ""  # advice for a decision already made would mislead
        for listener in self.on_refresh:
            listener()


__all__ = ["GameWidget", "MAX_COMPUTER_MOVES", "describe_action", "history_lines", "is_rail", "timeline"]
