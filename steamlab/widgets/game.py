"""GameWidget: hot-seat play of any steamlab game, with undo, save/load and a replay slider.

The widget owns a game state and shows it: the map (Steam, Age of Steam) with
build and deliver modes, one panel per player, the current phase, the legal
actions as controls (buttons; a slider for amounts such as bids; a dropdown
for long lists), the log, and the record tools:

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

import base64
import dataclasses
import html
import json
import logging
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeGuard

import ipywidgets as widgets

import steamlab
from steamlab.bots.computer import computer_action
from steamlab.bots.hints import weighing
from steamlab.core.errors import IllegalAction, RecordError, SteamlabError
from steamlab.core.hexgrid import parse_label
from steamlab.engine.records import parse_record, read_record
from steamlab.engine.registry import timeline
from steamlab.engine.state import CHANCE, Action, GameState
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.game import RailGame
from steamlab.games.russian_railroads.actions import Place
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.i18n import Message, msg, term
from steamlab.i18n.describe import describe_action as describe
from steamlab.i18n.describe import history_lines, move_lines
from steamlab.widgets.hexmap import HexMapWidget
from steamlab.widgets.i18n import kind_name, language_switch, phase_name, reason_html, say, tr
from steamlab.widgets.layout import page_style, side_column
from steamlab.widgets.modes import BuildMode, DeliverMode, delivery_text, set_traits
from steamlab.widgets.panels import PlayerPanels, player_name
from steamlab.widgets.ready import fresh_views
from steamlab.widgets.strength import StrengthError, check_strength, seat_strength_options

log = logging.getLogger(__name__)
e = html.escape

MAX_RECORD_BYTES = 5_000_000
_PLAYER = re.compile(r"\bplayer (\d+)")
"""Seats in the engine's log ("player 0") are shown by their display names ("Player 1")."""
DROPDOWN_LIMIT = 600
"""Longer lists of one kind of action are left to the map (builds) rather than a dropdown."""

MAP_KINDS = frozenset({"build"})
"""Actions chosen on the map (its highlighted hexes, the tile picker), never from a list duplicating it."""

MAX_COMPUTER_MOVES = 60
"""Computer seats play at most this many moves in a row (then *Bot move* goes on): the page stays responsive."""


def best_bot() -> str:
    """The strongest bot in the registry (``"strong"`` when it is there, else ``"greedy"``, else ``"random"``)."""
    from steamlab.bots.registry import BOTS

    return next(name for name in ("strong", "greedy", "random") if name in BOTS)


GAME_TITLES = {"steam": "Steam", "age_of_steam": "Age of Steam", "russian_railroads": "Russian Railroads"}


def is_rail(state: object) -> TypeGuard[RailGame]:
    """A Steam or Age of Steam state (it has a rail board and seats)."""
    return isinstance(state, RailGame)


def is_rr(state: object) -> TypeGuard[RussianRailroadsState]:
    """A Russian Railroads state (main board and player boards)."""
    return isinstance(state, RussianRailroadsState)


def describe_action(state: Any, action: Action, names: Sequence[str] | None = None, lang: str = "en",
                    deliveries: dict[Any, Any] | None = None) -> str:
    """A short label for an action in a control, in player words (:func:`steamlab.i18n.describe.describe_action`)."""
    if action.kind == "move_goods" and deliveries is not None and action in deliveries:
        return delivery_text(deliveries[action], state.board, names, lang)
    return say(describe(state, action), lang, names)


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


def place_payment(action: Any, lang: str = "en") -> str:
    """How a Russian Railroads placement is paid, for the payment buttons: "your workers", "1 ruble instead of
    workers", "2 rubles instead of workers + 1 temporary worker"...

    >>> from steamlab.games.russian_railroads.actions import Place
    >>> place_payment(Place(space="black_3")), place_payment(Place(space="black_3", rubles=1), "ja")
    ('your workers', 'ワーカーの代わりに 1 ルーブル')
    """
    parts = [m for n, m in ((action.rubles, msg("rr.act.pay_rubles", n=action.rubles)),
                            (action.temps, msg("rr.act.pay_temps", n=action.temps)),
                            (action.black, msg("rr.act.pay_black"))) if n]
    return " + ".join(say(m, lang) for m in parts) if parts else tr("rr_pay_workers", lang)


def _single_int(actions: Sequence[Action]) -> str | None:
    """The name of the one int field all ``actions`` have (bids, shares, capital steps), else ``None``."""
    fields = dataclasses.fields(actions[0])
    if len(fields) != 1:
        return None
    name = fields[0].name
    if all(isinstance(getattr(a, name), int) and not isinstance(getattr(a, name), bool) for a in actions):
        return name
    return None


class GameWidget(widgets.VBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """Play a game hot-seat (see the module docstring).

    ``game`` is a state, or a record (dict) to load. ``names`` are the
    players' display names; ``lang`` ``"en"`` or ``"ja"``; ``play=False``
    makes a read-only viewer (a replay).
    """

    children: Any  # the VBox trait (ipywidgets has no type information)

    def __init__(self, game: GameState | dict[str, Any], names: Sequence[str] | None = None, lang: str = "en",
                 size: float = 30.0, play: bool = True) -> None:
        state = steamlab.from_record(game) if isinstance(game, dict) else game
        self.names = list(names) if names else None
        self.lang = lang
        self.size = size
        self.playable = play
        self.state: GameState = state
        self.actors: list[int] = []
        self._states: list[GameState] | None = None
        self._busy = False
        self._auto = False
        self._generation = 0
        """Counts the games shown (each load, undo and play-on starts a new one): see :meth:`turn_token`."""
        self.errors: list[str] = []
        self.viewing: int | None = None
        """The step shown by the replay slider, ``None`` when the live game is shown."""
        self.on_state: list[Callable[[GameState], None]] = []
        """Called with each game :meth:`set_state` shows (a load, a new game, undo): a page's choosers follow it."""

        self.header = widgets.HTML()
        self.header.add_class("steamlab-phase")
        self.switch = language_switch(lang, self.set_lang)
        self.hexmap: HexMapWidget | None = None
        self.rr_main: Any = None
        """Russian Railroads: the main board (:class:`~.rr_main.RRMainBoardWidget`), made when first needed."""
        self.rr_boards: Any = None
        """Russian Railroads: every player's board with this round's score (:class:`~.rr_board.RRBoardWidget`)."""
        self._rr_row: widgets.HBox | None = None
        self.build_mode: BuildMode | None = None
        self.deliver_mode: DeliverMode | None = None
        self.mode_box = widgets.VBox()
        self.controls = widgets.VBox(layout=widgets.Layout(border="1px solid #ccc", padding="4px"))
        self.controls.add_class("steamlab-controls")
        self.panels: PlayerPanels | None = None
        self.panel_box = widgets.VBox()
        self.scores = widgets.HTML()
        self.scores.add_class("steamlab-scores")
        self.log_view = widgets.HTML(layout=widgets.Layout(max_height="180px", overflow="auto", width="100%",
                                                           border="1px solid #ddd", padding="2px 6px"))
        self.log_view.add_class("steamlab-log")
        self.message = widgets.HTML()
        self.message.add_class("steamlab-message")
        self.chance_note = widgets.HTML()
        """Says plainly when the game's chance (dice, draws, the deal) was set by hand, not by its seed."""
        self.chance_note.add_class("steamlab-chance-by-hand")
        self._message_html: Callable[[str], str] | None = None
        """What :attr:`message` says, as a function of the language: a switch of language says it again."""
        self._hints: tuple[GameState, list[Any]] | None = None
        self._hint_strength = 0
        """The strength (positions a move) the shown hints were searched at."""
        """The hint shown (the position and ``steamlab.hint``'s answer), said again in a new language."""
        self.undo_button = widgets.Button(icon="undo", layout=widgets.Layout(width="auto"))
        self.undo_button.add_class("steamlab-undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.bot_button = widgets.Button(icon="android", layout=widgets.Layout(width="auto"))
        self.bot_button.add_class("steamlab-bot")
        self.bot_button.on_click(lambda _b: self.computer_move())
        self.seat_bot = best_bot()
        """The bot that plays computer seats and the *Bot move* button: the strongest registered."""
        self.seat_strengths: dict[int, int] = {}
        """The strong bot's positions judged per move, by seat (a seat not named: its default, the full
        strength): how hard the computer thinks for that seat, in its own moves and for *Bot move* on its
        turn (quick moves for a lesson, the full default for a real opponent). See :meth:`set_strength`."""
        self.computer: set[int] = set()
        """The seats the computer plays (see :meth:`set_seat`); the others are people at the screen."""
        self.seat_picks: list[widgets.ToggleButtons] = []
        """Each seat's Person/Computer toggle (class ``steamlab-seat-N``, N from 1)."""
        self.strength_picks: list[widgets.Dropdown] = []
        """Each seat's strength, beside its toggle (class ``steamlab-seat-strength-N``; only when the seat bot
        has a strength)."""
        self.seats_box = widgets.VBox()
        """One line per seat: its name, Person/Computer and the computer's strength for it."""
        self.seats_box.add_class("steamlab-seats")
        self.hint_view = widgets.HTML()
        self.hint_view.add_class("steamlab-hint")
        self.thinking = widgets.HTML(layout=widgets.Layout(display="none"))
        """While computer seats move: which seat the computer is thinking for (see :meth:`_think`)."""
        self.thinking.add_class("steamlab-thinking")
        self.extras = widgets.VBox()
        """Panels a page adds to the working column under the tools (the review, *Copy link*)."""
        self.on_refresh: list[Callable[[], None]] = []
        """Called after every redraw (a move, a replay step): a page's panels follow the game shown."""
        self.save_button = widgets.Button(icon="download", layout=widgets.Layout(width="auto"))
        self.save_button.add_class("steamlab-save")
        self.save_button.on_click(lambda _b: self.offer_download())
        self.download = widgets.HTML()
        self.download.add_class("steamlab-download")
        self.upload = widgets.FileUpload(accept=".json,application/json", multiple=False)
        self.upload.add_class("steamlab-upload")
        self.upload.observe(self._uploaded, names="value")
        self.slider = widgets.IntSlider(min=0, max=0, value=0, continuous_update=False,
                                        layout=widgets.Layout(width="60%"))
        self.slider.add_class("steamlab-replay")
        self.slider.observe(self._slid, names="value")
        self.step_label = widgets.HTML()
        self.step_label.add_class("steamlab-step")
        self.play_on_button = widgets.Button(layout=widgets.Layout(width="auto", display="none"))
        self.play_on_button.add_class("steamlab-play-on")
        self.play_on_button.on_click(lambda _b: self.play_on())
        tools = [self.undo_button, self.bot_button] if play else []
        if play and hasattr(steamlab, "hint"):
            self.hint_button = widgets.Button(icon="lightbulb-o", layout=widgets.Layout(width="auto"))
            self.hint_button.add_class("steamlab-hint-button")
            self.hint_button.on_click(lambda _b: self.show_hint())
            tools.append(self.hint_button)
        self.record_row = widgets.HBox([*tools, self.save_button, self.upload, self.download],
                                       layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.replay_row = widgets.HBox([self.slider, self.play_on_button], layout=widgets.Layout(align_items="center"))
        self.header_row = widgets.HBox([self.header, self.switch, page_style()], layout=widgets.Layout(
            justify_content="space-between", flex_flow="row wrap", align_items="center"))
        super().__init__([self.header_row], layout=widgets.Layout(width="100%"))
        self.add_class("steamlab-game")
        self._apply_lang_to_buttons()
        self.set_state(state, actors=None)

    # -- the state ---------------------------------------------------------------
    def set_state(self, state: GameState, actors: list[int] | None = None) -> None:
        """Show (and play on) ``state``; ``actors`` as :func:`timeline` gives them (computed if ``None``).

        ``actors`` must say who made each step of ``state.history``; a list of
        another length is replaced by the computed one (undo counts on it).
        """
        if actors is None or len(actors) != len(state.history):
            actors = timeline(state.to_record())[1] if state.history else []
        for mode in (self.build_mode, self.deliver_mode):
            if mode is not None:  # a hex or city picked in the game shown before must not act on this one
                mode.deactivate()
        self._generation += 1
        self.state = state
        self.actors = list(actors)
        self._states = None
        self.viewing = None
        self.computer = {p for p in self.computer if p < state.num_players}
        self.hint_view.value = ""
        self._say(None)  # what the computer played (or a refusal) belongs to the game shown before
        self._seat_controls(state)
        self._ensure_views(state)
        self.refresh()
        for listener in self.on_state:
            listener(state)

    def _arrange(self, rail: bool, boards: bool = False) -> None:
        """The page (see :mod:`.layout`): a rail game is its map with the working panel beside it,
        Russian Railroads its main board and player boards with the working panel beside them."""
        kids: list[Any]
        if rail:
            kids = [self.header_row, self.mode_box, self.scores]
        elif boards and self.rr_main is not None and self.rr_boards is not None:
            if self._rr_row is None:
                main = widgets.VBox([self.rr_main, self.rr_boards], layout=widgets.Layout(flex="1 1 560px", min_width="0"))
                side = side_column("400px", [self.seats_box, self.thinking, self.controls, self.message,
                                             self.record_row, self.hint_view, self.extras, self.replay_row,
                                             self.chance_note, self.step_label, self.log_view])
                self._rr_row = widgets.HBox([main, side], layout=widgets.Layout(width="100%", align_items="flex-start",
                                                                                flex_flow="row wrap"))
            kids = [self.header_row, self._rr_row, self.scores]
        else:
            kids = [self.header_row, self.seats_box, self.thinking, self.panel_box, self.controls, self.message,
                    self.record_row, self.hint_view, self.extras, self.replay_row, self.chance_note, self.step_label,
                    self.log_view, self.scores]
        if list(self.children) != kids:
            self.children = kids

    def _ensure_views(self, state: GameState) -> None:
        boards = is_rr(state)
        if boards and self.rr_main is None:
            from steamlab.widgets.rr_board import RRBoardWidget
            from steamlab.widgets.rr_main import RRMainBoardWidget

            self.rr_main = RRMainBoardWidget(on_space=self.place_on)
            self.rr_boards = RRBoardWidget()
            self.rr_boards.on_rail = self.advance_on  # a click on a railway moves its rail when that is the choice
        self._arrange(is_rail(state), boards)
        if is_rail(state):
            board: RailBoard = state.board
            if self.hexmap is None:
                self.hexmap = HexMapWidget(board, size=self.size, player_names=self.names, panel_width="430px",
                                           reserve=256, lang=self.lang)  # its first words in the page's language
                hexmap = self.hexmap
                self.build_mode = BuildMode(hexmap, self._build_turn, self.play, why=self._why, lang=self.lang,
                                            active=False)
                self.deliver_mode = DeliverMode(hexmap, self._deliveries, self.play, self._mover, names=self.names,
                                                lang=self.lang, active=False)
                self.mode_box.children = [hexmap]
                # the map's side column is the working panel: actions, the build or delivery, the log; the hint
                # under the tools (Hint among them): a long hint pushed them below the first screen (QA, 1366x800)
                hexmap.set_legend(state.num_players)
                hexmap.place(main_top=[self.panel_box],
                             side_top=[self.seats_box, self.thinking, self.controls, self.message, self.build_mode,
                                       self.deliver_mode],
                             side_bottom=[self.record_row, self.hint_view, self.extras, self.replay_row,
                                          self.chance_note, self.step_label, self.log_view])
            else:
                self.hexmap.set_board(board)
                self.hexmap.select(None)
            self.hexmap.game = state.game  # a hex's card: this game's build cost, not both games'
            self.mode_box.layout.display = None
            if self.panels is None:
                self.panels = PlayerPanels(state, self.names, self.lang)
            self.panel_box.children = [self.panels]
        else:
            self.mode_box.layout.display = "none"
            if self.build_mode is not None and self.deliver_mode is not None:
                self.build_mode.deactivate()
                self.deliver_mode.deactivate()
            self.panel_box.children = []

    @property
    def shown(self) -> GameState:
        """The position on screen: the live state, or the replay step being viewed."""
        if self.viewing is not None and self._states is not None:
            return self._states[self.viewing]
        return self.state

    def record(self) -> dict[str, Any]:
        """The live game's record."""
        return self.state.to_record()

    # -- playing --------------------------------------------------------------------
    def turn_token(self) -> tuple[int, int]:
        """Which game and which step of it the controls on screen were drawn for.

        A control passes it to :meth:`play`: a second click on a button already
        used (a double click on *End building*) then arrives for a step that is
        gone and changes nothing, instead of acting for the next player.
        """
        return (self._generation, len(self.state.history))

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
        """Apply ``action`` to the live game if it is legal now; ``True`` if applied.

        Anything else (not an action, illegal, a stale control while a replay
        step is shown, an action arriving while another is applied, a control
        drawn for an earlier step: ``drawn_for`` differs from :meth:`turn_token`)
        changes nothing and shows why.
        """
        if self._busy:
            return False
        self._busy = True
        try:
            if drawn_for is not None and drawn_for != self.turn_token():
                return self._fail(tr("stale_control", self.lang))
            if not self.playable:
                return self._fail(tr("read_only", self.lang))
            if self.viewing is not None:
                return self._fail(tr("viewing", self.lang, k=self.viewing, n=len(self.state.history)))
            if not isinstance(action, Action):
                return self._fail(tr("not_action", self.lang, what=repr(action)))
            reason = self.state.why_illegal(action)
            if reason is not None:
                return self._fail(reason)
            before = len(self.state.history)
            actor = self.state.current_player
            try:
                self.state.apply(action)
            except (IllegalAction, SteamlabError) as exc:
                return self._fail(exc.args[0] if exc.args and isinstance(exc.args[0], Message) else str(exc))
            added = len(self.state.history) - before
            self.actors.extend([actor] + [CHANCE] * (added - 1))
            self._states = None
            self._say(None)
            self.refresh()
            return True
        except Exception as exc:  # a bug must not take the page down: show it
            return self._fail(f"{type(exc).__name__}: {exc}")
        finally:
            self._busy = False

    def bot_move(self, bot: str = "random", seed: int | None = None) -> bool:
        """Let a bot choose the current player's action (helps to reach a later position); the strong bot
        thinks as hard as that player's seat strength says (:meth:`strength_of`)."""
        from steamlab.bots.registry import BOTS, make_bot

        if bot not in BOTS:
            return self._fail(tr("unknown_bot", self.lang, bot=bot, bots=", ".join(sorted(BOTS))))
        if self.state.is_terminal() or self.state.current_player < 0:
            return False
        if bot == "strong" and seed is None:  # the Hint's own search: the move its first line names
            return self.play(self._computer_choice())
        strength = self.strength_of(self.state.current_player) if bot == "strong" else None  # the others have none
        player = make_bot(bot, seed=seed if seed is not None else len(self.state.history), strength=strength)
        return self.play(player.choose(self.state))

    def _computer_choice(self) -> Any:
        """The computer's move for the player to act at that seat's strength
        (:func:`~steamlab.bots.computer.computer_action`, the search the Hint shows): the Hint's first line when
        one is shown for this position and strength, else the same search run now."""
        s, strength = self.state, self.strength_of(self.state.current_player)
        shown = self._hints if getattr(self, "_hint_for", None) == self.turn_token() else None
        if shown is not None and self._hint_strength == strength and shown[0].history == s.history:
            return shown[1][0].action
        return computer_action(s, strength)

    # -- seats: people or the computer ---------------------------------------------------
    def set_seat(self, seat: int, computer: bool, strength: int | None = None) -> None:
        """Let the computer play ``seat`` (or a person again), at ``strength`` positions a move when given
        (see :meth:`set_strength`); if it is that seat's turn, the computer moves.

        The seat's Person/Computer toggle follows (a lesson sets seats in code, not by a click).
        """
        self._check_seat(seat)
        if strength is not None:
            self.set_strength(seat, strength)
        if computer:
            self.computer.add(seat)
        else:
            self.computer.discard(seat)
        if seat < len(self.seat_picks) and self.seat_picks[seat].value != computer:
            self.seat_picks[seat].value = computer  # its observer calls back here with nothing left to change
        self._computer_turns()

    def set_strength(self, seat: int, positions: int) -> None:
        """How hard the computer thinks for ``seat``: one of the offered strengths (positions judged a move),
        used for the seat's computer moves and for *Bot move* on its turn. Its dropdown follows.

        A seat the game does not have, or a strength not offered, is a
        :class:`~steamlab.widgets.strength.StrengthError` and changes nothing.
        """
        self._check_seat(seat)
        self.seat_strengths[seat] = check_strength(positions)
        if seat < len(self.strength_picks) and self.strength_picks[seat].value != positions:
            self.strength_picks[seat].value = positions

    def strength_of(self, seat: int) -> int:
        """The positions a move the computer judges for ``seat`` (the full default unless chosen)."""
        from steamlab.bots.search import DEFAULT_ITERATIONS

        return self.seat_strengths.get(seat, DEFAULT_ITERATIONS)

    def _check_seat(self, seat: int) -> None:
        n = self.state.num_players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
            raise StrengthError(msg("ui.no_such_seat", seat=seat, last=n - 1))

    def computer_move(self) -> bool:
        """The seat bot plays the player to act, and the message says what it did, in words."""
        s = self.state
        if self.viewing is not None or not self.playable or s.is_terminal() or s.current_player < 0:
            return False
        actor = s.current_player
        before, lines = len(s.history), len(history_lines(s, self.actors))
        alone = not self._thinking_run  # a press of Bot move, not one of a run of computer seats
        if alone:
            self._think(actor, 0)
        try:
            if not self.bot_move(self.seat_bot):
                return False
        finally:
            if alone:
                self._think(None)
        action = self.state.history[before]
        told = move_lines(self.state, lines, action, actor, self.actors)  # the log's own sentences for the move
        if self._bot_told_upto != before or actor not in self.computer:  # a person moved (or undid) since, or
            self._bot_told = []  # Bot move played for a person's seat: this move alone
        self._bot_told = told = [*self._bot_told, *told]  # every computer move since the person's last one
        self._bot_told_upto = len(self.state.history)
        self._say(lambda lang: (f'<span class="steamlab-bot-did"><b>{e(tr("bot_did", lang))}</b><br>'
                                + "<br>".join(e(say(line, lang, self.names)) for line in told) + "</span>"))
        return True

    _bot_told: list[Any] = []
    """The log's sentences of the computer moves played one after another up to :attr:`_bot_told_upto` (the
    length of the history after the last of them): "The computer played:" lists them all."""
    _bot_told_upto = -1

    def _computer_turns(self, limit: int | None = None) -> int:
        """Computer seats play until a person's turn (or the end), at most ``limit`` moves (by default
        :attr:`computer_run_limit`); how many were played.

        A run stopped by ``limit`` with a computer seat still to act (every person out of the game, or a game of
        computer seats only) pauses, and the page says so: "Bot move" goes on (was: the page kept saying the move
        "comes by itself", and nothing came)."""
        limit = self.computer_run_limit if limit is None else limit
        played = 0
        self.paused_after = 0
        try:
            while played < limit and self._computer_to_act():
                self._think(self.state.current_player, played)
                self._thinking_run = True
                if not self.computer_move():
                    break
                played += 1
        finally:
            self._thinking_run = False
            if played or self.thinking.value:
                self._think(None)
        if played >= limit and self._computer_to_act():
            self.paused_after = played
            self.refresh()
        return played

    computer_run_limit = MAX_COMPUTER_MOVES
    """The most computer moves one callback plays in a row (the kernel answers nothing else meanwhile)."""
    paused_after = 0
    """How many moves the last run of computer moves played before it paused at its limit (0: it did not pause)."""

    def _computer_to_act(self) -> bool:
        """Whether a computer seat is to act in the live game."""
        s = self.state
        return self.viewing is None and self.playable and not s.is_terminal() and s.current_player in self.computer

    _thinking_run = False
    """True while :meth:`_computer_turns` plays a run of computer moves (each says itself in :attr:`thinking`)."""

    def _think(self, seat: int | None, played: int = 0) -> None:
        """Show that the computer is choosing for ``seat`` (``played`` of its moves are behind it), or clear it.

        Sent to the page at once, in the middle of the callback: the seat on the label is the one the
        search is running for, and it changes seat by seat until a person's turn.
        """
        if seat is None:
            self.thinking.value = ""
            self.thinking.layout.display = "none"
            self._buttons()
            return
        who = tr("computer_thinking", self.lang, player=player_name(self.names, seat, self.lang))
        so_far = f'<br><small>{e(tr("computer_moves_so_far", self.lang, n=played))}</small>' if played else ""
        if seat == self.state.current_player:  # what the search is about to weigh
            so_far += f'<br><small class="steamlab-weighing">{e(say(weighing(self.state), self.lang))}</small>'
        self.thinking.value = ('<div style="background:#fff3cd;border:1px solid #e0c36a;border-radius:4px;'
                               'padding:4px 8px"><i class="fa fa-cog fa-spin" aria-hidden="true"></i> '
                               f"<b>{e(who)}</b>{so_far}</div>")
        self.thinking.layout.display = None
        self._buttons()

    def _buttons(self) -> None:
        """Undo, Bot move and Hint are on for the live game when there is something for them to do and the
        computer is not choosing a move: a press while it thinks would wait in line and then act on the
        position after its moves (a person's turn the press was not meant for). A finished game or a step
        looked back at has no Bot move or Hint."""
        shown, live, busy = self.shown, self.viewing is None, bool(self.thinking.value)
        self.undo_button.disabled = busy or not any(a >= 0 for a in self.actors)
        self.bot_button.disabled = busy or shown.is_terminal() or not live
        if getattr(self, "hint_button", None) is not None:
            self.hint_button.disabled = busy or shown.is_terminal() or not live

    def show_hint(self) -> bool:
        """``steamlab.hint``'s best actions for the player to act, with the reasons, in the hint panel."""
        s = self.state
        if s.is_terminal():
            return self._fail(tr("game_over_no_hint", self.lang))
        if self.viewing is not None or s.current_player < 0 or not hasattr(steamlab, "hint"):
            return False
        self._think(s.current_player)  # the waiting box while it weighs (a few seconds at most; more in a browser)
        try:
            strength = self.strength_of(s.current_player)  # the search Bot move runs for this seat
            self._hints = (s.copy(), steamlab.hint(s, iterations=strength))  # the same advice on any machine
            self._hint_strength = strength
        finally:
            self._think(None)
        self.hint_view.value = self._hint_html()
        self._hint_for = self.turn_token()  # the hint goes once this decision is made (see refresh)
        return True

    def _hint_html(self) -> str:
        """The hint shown, in the page's language: whom it advises, each move with its odds and its reason."""
        if self._hints is None:
            return ""
        s, hints = self._hints
        deliveries = {d.move: d for d in s.deliveries()} if is_rail(s) else None  # a delivery named by its route
        rows = []
        for h in hints:
            figures = h.figures(self.lang)
            said = f' <span style="color:#555">({e(figures)})</span>' if figures else ""
            rows.append(f"<li><b>{e(describe_action(s, h.action, self.names, self.lang, deliveries))}</b>{said} — "
                        f"{e(h.reason(self.lang, self.names))}</li>")
        head = say(msg("hint.for", player=s.current_player), self.lang, self.names)
        legend = say(msg("hint.legend", positions=self._hint_strength), self.lang)
        return (f'<b>{e(head)}</b><ol style="line-height:1.4;margin:4px 0">{"".join(rows)}</ol>'
                f'<div class="steamlab-hint-legend" style="color:#555;font-size:90%">{e(legend)}</div>')


    def _seat_controls(self, s: GameState) -> None:
        if not self.playable:
            self.seats_box.children = []
            return
        options = [(tr("seat_human", self.lang), False), (tr("seat_computer", self.lang), True)]
        self.seat_strengths = {p: n for p, n in self.seat_strengths.items() if p < s.num_players}
        self.seat_picks, self.strength_picks, rows = [], [], []
        for p in range(s.num_players):
            who = player_name(self.names, p, self.lang)
            name = widgets.HTML(e(who), layout=widgets.Layout(min_width="56px", margin="0 4px 0 0"))
            name.add_class("steamlab-seat-name")  # on the seat's line (a toggle's own description sits above it)
            pick = widgets.ToggleButtons(options=options, value=p in self.computer, tooltip=who,
                                         style={"button_width": "auto"},
                                         layout=widgets.Layout(width="auto", margin="1px 0"))
            pick.add_class(f"steamlab-seat-{p + 1}")
            pick.observe(lambda c, p=p: self.set_seat(p, bool(c["new"])), names="value")
            self.seat_picks.append(pick)
            line: list[widgets.Widget] = [name, pick]
            if self.seat_bot == "strong":  # the other bots have no strength
                strength = widgets.Dropdown(options=seat_strength_options(self.lang), value=self.strength_of(p),
                                            tooltip=tr("seat_strength", self.lang, player=who),
                                            layout=widgets.Layout(width="auto", margin="1px 0 1px 6px"))
                strength.add_class(f"steamlab-seat-strength-{p + 1}")
                strength.observe(lambda c, p=p: self.set_strength(p, int(c["new"])), names="value")
                self.strength_picks.append(strength)
                line.append(strength)
            row = widgets.HBox(line, layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
            row.add_class("steamlab-seat-line")
            rows.append(row)
        self.seats_box.children = rows

    def undo(self) -> bool:
        """Take back the last player decision: replay the record without it (``steamlab.from_record``)."""
        if not self.playable or self._busy:
            return False
        if self.viewing is not None:
            self._show_live()
        decisions = [i for i, a in enumerate(self.actors) if a >= 0 and a not in self.computer]
        if not decisions:  # the computer plays every seat that moved: take back its last move
            decisions = [i for i, a in enumerate(self.actors) if a >= 0]
        if not decisions:
            return self._fail(tr("nothing_to_undo", self.lang))
        cut = decisions[-1]
        record = self.state.to_record()
        record["actions"] = record["actions"][:cut]
        try:
            state = steamlab.from_record(record)
        except RecordError as exc:
            return self._fail(str(exc))
        self.set_state(state, self.actors[:cut])
        self._say(None)
        return True

    def place_on(self, space: str) -> bool:
        """Russian Railroads: place workers on ``space`` (a click on the main board), paying the least it can."""
        from steamlab.widgets.rr_main import cheapest_place

        if not self.playable or self.viewing is not None or self.state.is_terminal():
            return self.play(None)  # refused with the reason the live game gives
        action = cheapest_place(self.state.legal_actions(), space)
        if action is None:
            from steamlab.games.russian_railroads.actions import Place

            return self._fail(self.state.why_illegal(Place(space=space)) or f"{space}: not now.")
        return self.play(action, self.turn_token())

    def advance_on(self, player: int, railway: int, colour: str | None = None) -> bool:
        """Russian Railroads: move a rail of ``railway`` on ``player``'s board (a click on it), when the game
        asks the player to advance rails; the rail clicked if a piece was, else the only one that can move."""
        s = self.state
        if not self.playable or self.viewing is not None or s.is_terminal() or not is_rr(s):
            return self.play(None)  # refused with the reason the live game gives
        if player != s.current_player:
            return self._fail(tr("rr_not_your_board", self.lang, p=player_name(self.names, s.current_player,
                                                                                self.lang)))
        rid = s.data.railways[railway].id
        moves = [a for a in s.legal_actions() if a.kind == "advance" and getattr(a, "railway", None) == rid]
        chosen = [a for a in moves if colour is None or getattr(a, "colour", None) == colour]
        if len(chosen) == 1:
            return self.play(chosen[0], self.turn_token())
        if len(moves) > 1 and colour is None:
            return self._fail(tr("rr_click_piece", self.lang))
        return self._fail(tr("rr_no_advance_here", self.lang, railway=term("railway", rid, self.lang)))

    def _fail(self, text: str) -> bool:
        """Show why nothing was played: the sentence in the page's language, its rule one click away."""
        self.errors = (self.errors + [text])[-20:]
        self._say(lambda lang: (f'<span class="steamlab-error" style="color:#b00">'
                                f"{reason_html(text, lang, self.names)}</span>"))
        return False

    def _say(self, message: Callable[[str], str] | None) -> None:
        """Show ``message`` (HTML by language) in the message line, or clear it; a new language says it again."""
        self._message_html = message
        self.message.value = message(self.lang) if message is not None else ""

    # -- save and load -----------------------------------------------------------------
    def record_json(self) -> str:
        return json.dumps(self.record(), indent=1)

    def save(self, path: str | Path) -> Path:
        """Write the record to ``path`` (JSON)."""
        p = Path(path)
        p.write_text(self.record_json(), encoding="utf-8")
        return p

    def offer_download(self) -> None:
        """Put a download link of the record in the page (works in Voila: no file is written on the server)."""
        data = base64.b64encode(self.record_json().encode()).decode()
        name = f"steamlab-{self.state.game}-{len(self.state.history)}.json"
        # a link the person clicks, and the words say so (was "Saved: download the record": nothing came by itself)
        self.download.value = (f'<a download="{name}" href="data:application/json;base64,{data}" '
                               'style="font-weight:bold;text-decoration:underline">'
                               f'<i class="fa fa-download" aria-hidden="true"></i> {e(tr("saved", self.lang))}'
                               f" ({e(name)})</a>")

    def load_text(self, text: str | bytes, name: str | None = None) -> bool:
        """Load a record from JSON text; a bad one shows the error (naming the file ``name``) and changes nothing."""
        try:
            states, actors = timeline(parse_record(text, MAX_RECORD_BYTES))  # capped in size and depth
        except RecordError as exc:
            return self._fail(msg("ui.record_refused", reason=exc.sentence(name)))
        except Exception as exc:
            return self._fail(f"{type(exc).__name__}: {exc}")
        self.set_state(states[-1], actors)
        self._states = states
        self._say(lambda lang: f'<span class="steamlab-ok">{e(tr("loaded", lang, n=len(actors)))}</span>')
        return True

    def load_record(self, record: Any, name: str | None = None) -> bool:
        """Load a record given as JSON data (checked like an upload: size and depth first)."""
        try:
            text = json.dumps(record)
        except (TypeError, ValueError, RecursionError) as exc:
            problem = RecordError(msg("data.not_a_value", reason=type(exc).__name__)).sentence(name)
            return self._fail(msg("ui.record_refused", reason=problem))
        return self.load_text(text, name)

    def load_file(self, path: str | Path) -> bool:
        try:
            record = read_record(path, MAX_RECORD_BYTES)  # a regular file of at most MAX_RECORD_BYTES
        except RecordError as exc:
            return self._fail(msg("ui.record_refused", reason=exc.sentence()))
        return self.load_record(record, Path(path).name)

    def _uploaded(self, change: dict[str, Any]) -> None:
        value = change.get("new")
        try:
            items = list(value) if isinstance(value, (tuple, list)) else list(value.values()) if isinstance(
                value, dict) else []
            if not items:
                return
            content = items[0].get("content") if isinstance(items[0], dict) else None
            if content is None:
                self._fail(tr("no_upload", self.lang))
                return
            name = items[0].get("name")
            self.load_text(bytes(content), name if isinstance(name, str) else None)
        except Exception as exc:
            self._fail(f"{type(exc).__name__}: {exc}")

    # -- the replay slider ----------------------------------------------------------------
    def states(self) -> list[GameState]:
        """Every position of the live game (computed once, kept until the game changes)."""
        if self._states is None or len(self._states) != len(self.state.history) + 1:
            self._states = timeline(self.state.to_record())[0]
        return self._states

    def view_step(self, k: object) -> bool:
        """Show the position after ``k`` actions (the end shows the live game)."""
        n = len(self.state.history)
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= n:
            return False
        if k == n:
            self._show_live()
            return True
        try:
            self.states()
        except RecordError as exc:
            return self._fail(str(exc))
        self.viewing = k
        self.refresh()
        return True

    def play_on(self) -> bool:
        """Cut the game at the step shown and play on from there."""
        k = self.viewing
        if k is None or not self.playable:
            return False
        record = self.state.to_record()
        record["actions"] = record["actions"][:k]
        try:
            state = steamlab.from_record(record)
        except RecordError as exc:
            return self._fail(str(exc))
        actors = self.actors[:k] + [CHANCE] * (len(state.history) - k)
        self.set_state(state, actors)
        return True

    def _show_live(self) -> None:
        self.viewing = None
        self.refresh()

    def _slid(self, change: dict[str, Any]) -> None:
        if self._busy:
            return
        self.view_step(change.get("new"))

    # -- language -------------------------------------------------------------------------
    def set_lang(self, lang: str) -> None:
        """Switch every label between English (``"en"``) and Japanese (``"ja"``)."""
        self.lang = lang if lang in ("en", "ja") else "en"
        if self.switch.value != self.lang:
            self.switch.value = self.lang
        for mode in (self.build_mode, self.deliver_mode):
            if mode is not None:
                mode.lang = self.lang
                if mode.active and mode.hex is None:  # was: "Click a hex to see the tiles ..." stayed English
                    mode.show_prompt()
        if self.build_mode is not None:
            self.build_mode.tile.description = tr("tile", self.lang)
            self.build_mode.rotate_button.description = tr("rotate", self.lang)
            self.build_mode.confirm_button.description = tr("confirm", self.lang)
        if self.deliver_mode is not None:
            self.deliver_mode.cube.description = tr("cube", self.lang)
            self.deliver_mode.deliver_button.description = tr("deliver", self.lang)
        if self.hexmap is not None:
            self.hexmap.lang = self.lang
            self.hexmap.select(self.hexmap.selected)  # the info panel in the new language
            self.hexmap.set_legend(self.state.num_players)
        self._apply_lang_to_buttons()
        self._seat_controls(self.state)
        if self._message_html is not None:  # the computer's last move, a refusal: in the new language
            self.message.value = self._message_html(self.lang)
        if self.hint_view.value:
            self.hint_view.value = self._hint_html()
        self.refresh()

    def _apply_lang_to_buttons(self) -> None:
        self.undo_button.description = tr("undo", self.lang)
        self.bot_button.description = tr("bot", self.lang)
        if getattr(self, "hint_button", None) is not None:
            self.hint_button.description = tr("hint", self.lang)
        self.save_button.description = tr("save", self.lang)
        self.upload.description = tr("load", self.lang)
        self.play_on_button.description = tr("play_from_here", self.lang)
        self.slider.description = tr("replay", self.lang)

    # -- showing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the shown position."""
        shown = self.shown
        live = self.viewing is None
        n = len(self.state.history)
        self._busy, was = True, self._busy
        try:
            if self.slider.max != n:
                self.slider.max = n
                fresh_views(self.replay_row)  # the slider's End key keeps the range it was drawn with
            self.slider.value = n if live else self.viewing
        finally:
            self._busy = was
        self.play_on_button.layout.display = None if not live and self.playable else "none"
        # a read-only viewer has nothing to play on: its slider alone says which step is shown
        viewing = "" if live or not self.playable else tr("viewing", self.lang, k=self.viewing, n=n)
        self.step_label.value = f"<i>{e(viewing)}</i>" if viewing else ""
        by_hand = bool(getattr(self.state, "chance_by_hand", False))
        self.chance_note.value = (f'<span style="color:#8a5a00"><b>{e(tr("chance_by_hand", self.lang))}</b></span>'
                                  if by_hand else "")
        self.header.value = self._header(shown)
        if is_rail(shown):
            assert self.hexmap is not None and self.panels is not None
            self.hexmap.set_board(shown.board)
            self.panels.update(shown, self.lang)
        elif is_rr(shown) and self.rr_main is not None and self.rr_boards is not None:
            legal = ({a.space for a in shown.legal_actions() if isinstance(a, Place)}
                     if live and self.playable and not shown.is_terminal() and shown.current_player not in self.computer
                     else set())
            self.rr_main.set_state(shown, legal, lang=self.lang)
            self.rr_boards.set_state(shown, lang=self.lang)
        self._modes(shown, live)
        if live and self.playable and shown.current_player in self.computer and not shown.is_terminal():
            # the computer is choosing (the page shows each of its moves as it comes): nothing for the person to click
            said = (tr("computer_paused", self.lang, n=self.paused_after, p=shown.current_player)
                    if self.paused_after and not self._thinking_run else
                    tr("computer_turn", self.lang, p=shown.current_player))
            self.controls.children = [widgets.HTML(f"<i>{e(said)}</i>")]
        else:
            self.controls.children = self._controls(shown) if live and self.playable else []
        self.controls.layout.display = None if self.controls.children else "none"
        self._buttons()
        for pick in [*self.seat_picks, *self.strength_picks]:  # nobody is left to play a finished game's seats
            pick.disabled = self.state.is_terminal()  # (undo turns them back on)
        self.log_view.value = self._log(shown)
        self.scores.value = self._scores(shown)
        if self.hint_view.value and getattr(self, "_hint_for", None) != self.turn_token():
            self.hint_view.value = ""  # advice for a decision already made would mislead
        for listener in self.on_refresh:
            listener()

    def _header(self, s: GameState) -> str:
        title = term("game", s.game, self.lang)
        if s.rules:
            title += f" ({term('ruleset', s.rules, self.lang)})"
        if is_rail(s):
            title += f" · {s.map.title_in(self.lang)}"
        parts = [f"<b>{e(title)}</b>"]
        if hasattr(s, "turn") and hasattr(s, "total_turns"):
            parts.append(e(tr("turn_of", self.lang, turn=s.turn, total=s.total_turns)))
        elif hasattr(s, "round"):
            parts.append(e(tr("round", self.lang, n=s.round)))
        phase = getattr(s, "phase", None)
        if isinstance(phase, str) and not s.is_terminal():  # at the end: "Game over" once, with the winner
            parts.append(f'{e(tr("phase", self.lang))}: <b class="steamlab-phase-name">{e(phase_name(phase, self.lang))}'
                         "</b>")
        if s.is_terminal():
            winners = ", ".join(player_name(self.names, p, self.lang) for p in s.winners())
            totals = {score.player: score.total for score in s.scores()}
            best = next((totals[p] for p in s.winners() if p in totals), None)
            won = f"{winners} ({best})" if best is not None else winners  # the final scores sit below the map
            if not s.winners():  # every player out of the game
                won = tr("nobody_won", self.lang)
            parts.append(f'<b>{e(tr("game_over", self.lang))}</b> · {e(tr("winner", self.lang))}: {e(won)} · '
                         f'<a href="#steamlab-scores" style="color:#0b57d0">{e(tr("scores_below", self.lang))}</a>')
        elif s.current_player >= 0:
            parts.append(f'{e(tr("to_act", self.lang))}: <b class="steamlab-actor">'
                         f"{e(player_name(self.names, s.current_player, self.lang))}</b>")
        return '<div style="font-size:110%">' + " · ".join(parts) + "</div>"

    def _modes(self, s: GameState, live: bool) -> None:
        if self.build_mode is None or self.deliver_mode is None or not is_rail(s):
            return
        st: Any = s
        persons = live and self.playable and st.current_player >= 0 and st.current_player not in self.computer
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

    def _build_turn(self) -> Any:
        s: Any = self.state
        return s.build_turn if self.viewing is None and getattr(s, "phase", None) == "build" else None

    def _why(self, build: Action) -> str | None:
        return self.state.why_illegal(build)

    def _deliveries(self) -> list[Any]:
        s: Any = self.state
        if self.viewing is not None or s.phase != "move" or s.pending_points or s.current_player < 0:
            return []
        return list(s.deliveries())

    def _mover(self) -> int:
        return self.state.current_player

    def _controls(self, s: GameState) -> list[Any]:
        if s.is_terminal() or s.current_player < 0:
            return []
        actions = s.legal_actions()
        groups: dict[str, list[Action]] = {}
        for a in actions:
            groups.setdefault(a.kind, []).append(a)
        deliveries = {d.move: d for d in s.deliveries()} if "move_goods" in groups and is_rail(s) else None
        rows: list[Any] = [widgets.HTML(f"<b>{e(tr('actions', self.lang))}</b> "
                                        f"({e(player_name(self.names, s.current_player, self.lang))})")]
        singles: list[Any] = []
        for kind, acts in groups.items():
            control = self._group_control(s, kind, acts, deliveries)
            (singles if isinstance(control, widgets.Button) else rows).append(control)
        if singles:  # single actions (End building, Pass ...) side by side, not stretched
            rows.append(widgets.HBox(singles, layout=widgets.Layout(flex_flow="row wrap")))
        return rows

    def _group_control(self, s: GameState, kind: str, acts: list[Action], deliveries: dict[Any, Any] | None) -> Any:
        label = kind_name(kind, self.lang)
        token = self.turn_token()
        if len(acts) == 1 and not dataclasses.fields(acts[0]):
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.add_class(f"steamlab-act-{kind}")
            button.on_click(lambda _b, a=acts[0], t=token: self.play(a, t))
            return button
        field = _single_int(acts) if len(acts) > 1 else None
        go = widgets.Button(description=tr("do", self.lang), button_style="primary",
                            layout=widgets.Layout(width="auto", flex="0 0 auto"))  # never squeezed by a long choice
        go.add_class(f"steamlab-do-{kind}")
        if field is not None:
            by_value = {getattr(a, field): a for a in acts}
            values = sorted(by_value)
            if values == list(range(values[0], values[-1] + 1)):
                slider = widgets.IntSlider(min=values[0], max=values[-1], value=values[0], description=label,
                                           style={"description_width": "initial"}, continuous_update=False)
                slider.add_class(f"steamlab-pick-{kind}")
                go.on_click(lambda _b: self.play(by_value.get(slider.value), token))
                if kind != "raise_capital" or not is_rail(s):
                    return widgets.HBox([slider, go])
                # capital: why the slider starts where it does, and a warning before income reaches its floor
                note = widgets.HTML(layout=widgets.Layout(width="100%"))  # a line of its own under the slider
                note.add_class("steamlab-capital-note")
                slider.observe(lambda _c: setattr(note, "value", capital_note(s, slider.value, values[0], self.lang)),
                               names="value")
                note.value = capital_note(s, slider.value, values[0], self.lang)
                return widgets.HBox([slider, go, note], layout=widgets.Layout(flex_flow="row wrap"))
        if kind == "place" and s.game == "russian_railroads":
            return self._place_control(s, label, acts, go, token)
        if len(acts) > DROPDOWN_LIMIT or (kind in MAP_KINDS and self.hexmap is not None):  # the map is the picker
            hint = widgets.HTML(f"<i>{e(tr('use_map', self.lang, label=label, n=len(acts)))}</i>")
            hint.add_class(f"steamlab-use-map-{kind}")
            return hint
        options = [(describe_action(s, a, self.names, self.lang, deliveries), i) for i, a in enumerate(acts)]
        if len(acts) <= 6 and kind in ("choose_action", "take_points", "produce", "urbanize_supply", "start_bonus"):
            buttons = []
            for text, i in options:
                b = widgets.Button(description=text, layout=widgets.Layout(width="auto"))
                b.add_class(f"steamlab-act-{kind}")
                b.on_click(lambda _b, a=acts[i], t=token: self.play(a, t))
                buttons.append(b)
            return widgets.HBox([widgets.HTML(f"{e(label)}:&nbsp;"), *buttons],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        # The choice gets the column's whole width under its label, the button under it: beside the label and the
        # button, a Russian Railroads choice ("black rail one space on the Trans-Siberian") was cut at 1366x800.
        dropdown = widgets.Dropdown(options=options, value=0, layout=widgets.Layout(width="100%", max_width="700px"))
        dropdown.add_class(f"steamlab-pick-{kind}")
        go.on_click(lambda _b: self.play(acts[dropdown.value] if isinstance(dropdown.value, int)
                                         and 0 <= dropdown.value < len(acts) else None, token))
        return widgets.VBox([widgets.HTML(e(label)), dropdown, go],
                            layout=widgets.Layout(max_width="100%", align_items="flex-start"))

    def _place_control(self, s: GameState, label: str, acts: list[Action], go: Any, token: Any) -> Any:
        """Russian Railroads' placements: a space (each once, ~16) and, where it can be paid otherwise, how to pay;
        a click on the main board places with workers first. Was one dropdown of 33 entries, half of them the same
        space "(1 ruble instead of workers)"."""
        by_space: dict[str, list[Any]] = {}
        for a in acts:
            by_space.setdefault(getattr(a, "space", ""), []).append(a)
        for ways in by_space.values():
            ways.sort(key=lambda a: (a.rubles, a.temps, a.black))
        from steamlab.i18n.russian_railroads import space as space_name

        spaces = widgets.Dropdown(options=[(say(space_name(space), self.lang), space) for space in by_space],
                                  layout=widgets.Layout(width="100%", max_width="700px"))
        spaces.add_class("steamlab-pick-place")
        pay = widgets.ToggleButtons(style={"button_width": "auto"}, description=tr("rr_pay", self.lang))
        pay.add_class("steamlab-pay-place")

        def show_ways(_change: object = None) -> None:
            ways = by_space.get(str(spaces.value), [])
            set_traits(pay, options=[(place_payment(w, self.lang), i) for i, w in enumerate(ways)], value=0)
            pay.layout.display = None if len(ways) > 1 else "none"

        spaces.observe(show_ways, names="value")
        show_ways()
        go.on_click(lambda _b: self.play(by_space[str(spaces.value)][int(pay.value or 0)]
                                         if spaces.value in by_space else None, token))
        hint = widgets.HTML(f"<i>{e(tr('rr_place_hint', self.lang, n=len(by_space)))}</i>")
        hint.add_class("steamlab-place-hint")
        return widgets.VBox([widgets.HTML(e(label)), hint, spaces, pay, go],
                            layout=widgets.Layout(max_width="100%", align_items="flex-start"))

    def _log(self, s: GameState) -> str:
        """The last lines of the game's log, newest first, in the page's language, seats named as in the panels."""
        lines = history_lines(s, self.actors[:len(s.history)])[-80:]
        body = "<br>".join(e(say(line, self.lang, self.names)) for line in reversed(lines))
        return (f'<div style="line-height:1.3"><b>{e(tr("log", self.lang))}</b><br>'
                f'<span style="font-size:85%">{body}</span></div>')

    def _scores(self, s: GameState) -> str:
        try:
            scores = s.scores()
        except Exception:  # some games score only at the end
            return ""
        cols = "".join(f'<th style="text-align:left">{e(player_name(self.names, sc.player, self.lang))}</th>'
                       for sc in scores)
        lines = []
        for sc in scores:
            lines.append("<br>".join(f"{e(say(i.label, self.lang, self.names))}: {i.points:+d}" for i in sc.items))
        gap = "padding:0 18px 0 0"  # players' columns apart: their lines ran together ("+7完成区間 1 本の…")
        cells = "".join(f'<td style="vertical-align:top;font-size:85%;{gap}">{t}</td>' for t in lines)
        totals = "".join(f'<td style="{gap}"><b>{sc.total}</b></td>' for sc in scores)
        style = "border-collapse:collapse;margin-left:8px;line-height:1.3"
        return (f'<table id="steamlab-scores" style="{style}"><tr><th style="{gap}">{e(tr("score", self.lang))}</th>{cols}'
                f'</tr><tr><td></td>{cells}</tr><tr><td>{e(tr("total", self.lang))}</td>{totals}</tr></table>')


__all__ = ["GameWidget", "describe_action", "is_rail", "timeline"]
