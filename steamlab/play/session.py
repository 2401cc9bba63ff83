"""A game session: one game as a person plays it, in plain Python (no Jupyter).

A :class:`GameSession` holds the live game and what a page does with it:

- **play**: :meth:`GameSession.play` applies an action if it is legal now; otherwise it raises
  :class:`~steamlab.core.errors.IllegalAction` with the engine's sentence and changes nothing;
- **undo**: :meth:`GameSession.undo` replays the record without the last decision of a person (the
  computer's moves after it go too);
- **replay**: :meth:`GameSession.view` looks at the position after any number of actions, :meth:`GameSession.live`
  comes back, :meth:`GameSession.play_on` cuts the game at the step looked at;
- **computer seats**: :meth:`GameSession.set_seat` gives a seat to the computer at a strength (positions judged a
  move); :meth:`GameSession.computer_move` plays the computer's move for the player to act, and
  :meth:`GameSession.computer_turns` lets the computer seats move up to a person's turn;
- **the Hint**: :meth:`GameSession.hint` is :func:`steamlab.bots.hints.hint` at the seat's strength; its first
  line *is* the computer's move (:func:`steamlab.bots.computer.computer_action`, one search), and *Bot move*
  reuses a Hint already asked for the same position instead of searching again;
- **the review**: :meth:`GameSession.review` (:func:`steamlab.bots.review.review`);
- **records**: :meth:`GameSession.record`, :meth:`GameSession.save`, :meth:`GameSession.load_text`,
  :meth:`GameSession.load_record`, :meth:`GameSession.load_file` (a bad record is a :class:`LoadRefused` naming
  the file, and changes nothing).

The hot seat page (:class:`steamlab.widgets.game.GameWidget`) is this session with a view over it.

>>> import steamlab
>>> from steamlab.games.rails.actions import RaiseCapital
>>> game = GameSession(steamlab.new_game("steam", players=3, rules="standard", seed=4))
>>> p = game.state.current_player
>>> game.play(RaiseCapital(2))
>>> game.state.seats[p].cash
10
>>> game.play(RaiseCapital(99))
Traceback (most recent call last):
...
steamlab.core.errors.IllegalAction: Your income can go down at most 10 steps, to -10.
>>> game.undo()
>>> game.state.seats[p].cash, len(game.state.history)
(0, 1)
>>> for seat in {0, 1, 2} - {p}:               # the computer plays the two other seats
...     game.set_seat(seat, True, strength=8)
>>> game.play(RaiseCapital(2))
>>> game.computer_turns()                      # its moves, up to the person's turn (or the end)
2
>>> game.state.phase, [game.actors.count(seat) for seat in range(3)]
('auction', [1, 1, 1])
>>> game.undo()                                # the person's decision goes, with the computer's after it
>>> len(game.actors), game.state.phase
(1, 'capital')
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import steamlab
from steamlab.bots.computer import computer_action
from steamlab.bots.hints import Hint
from steamlab.bots.review import Review, review
from steamlab.bots.search import DEFAULT_ITERATIONS
from steamlab.core.errors import IllegalAction, RecordError, SteamlabError
from steamlab.engine.records import parse_record, read_record
from steamlab.engine.registry import timeline
from steamlab.engine.state import CHANCE, Action, GameState
from steamlab.i18n import msg
from steamlab.i18n.describe import history_lines, move_lines
from steamlab.play.strength import StrengthError, check_strength

MAX_RECORD_BYTES = 5_000_000
"""The largest record a session loads (an upload, a file)."""

MAX_COMPUTER_MOVES = 60
"""Computer seats play at most this many moves in a row (then *Bot move* goes on): the page stays responsive."""


def best_bot() -> str:
    """The strongest bot in the registry (``"strong"`` when it is there, else ``"greedy"``, else ``"random"``).

    >>> best_bot()
    'strong'
    """
    from steamlab.bots.registry import BOTS

    return next(name for name in ("strong", "greedy", "random") if name in BOTS)


class LoadRefused(SteamlabError, ValueError):
    """A record a session did not load; ``args[0]`` is the refusal naming its source (a catalogue message)."""


Token = tuple[int, int]
"""Which game a session shows and which step of it: see :meth:`GameSession.turn_token`."""


class GameSession:
    """One game played at a screen or in code (see the module docstring).

    ``game`` is a state, or a record (dict) to replay; ``playable=False`` makes a read-only session (a replay):
    it may be looked through and loaded, never played.
    """

    def __init__(self, game: GameState | dict[str, Any], playable: bool = True) -> None:
        state = steamlab.from_record(game) if isinstance(game, dict) else game
        self.playable = playable
        self.state: GameState = state
        """The live game."""
        self.actors: list[int] = []
        """Who made each step of the live game's history (a seat, or :data:`~steamlab.engine.state.CHANCE`)."""
        self.viewing: int | None = None
        """The step looked at (see :meth:`view`), ``None`` when the live game is shown."""
        self.generation = 0
        """Counts the games held (each load, undo and play-on starts a new one): see :meth:`turn_token`."""
        self.computer: set[int] = set()
        """The seats the computer plays (see :meth:`set_seat`); the others are people."""
        self.strengths: dict[int, int] = {}
        """The strong bot's positions judged per move, by seat (a seat not named: the full default)."""
        self.seat_bot = best_bot()
        """The bot that plays computer seats and *Bot move*: the strongest registered."""
        self.hints: tuple[GameState, list[Hint]] | None = None
        """The last Hint asked for: the position and :func:`~steamlab.bots.hints.hint`'s answer."""
        self.hint_strength = 0
        """The strength (positions a move) :attr:`hints` were searched at."""
        self.hint_for: Token | None = None
        """The :meth:`turn_token` :attr:`hints` were asked for (a hint for a decision already made misleads)."""
        self.told: list[str] = []
        """The log's sentences of the computer moves played one after another since a person's last move (up to
        :attr:`told_upto`, the length of the history after the last of them)."""
        self.told_upto = -1
        self.computer_run_limit = MAX_COMPUTER_MOVES
        """The most computer moves :meth:`computer_turns` plays in a row."""
        self.paused_after = 0
        """How many moves the last :meth:`computer_turns` played before it paused at its limit (0: no pause)."""
        self.on_new_game: list[Callable[[GameState], None]] = []
        """Called with each game :meth:`set_state` starts (a load, an undo, a play-on): a view follows it."""
        self._states: list[GameState] | None = None
        self.set_state(state)

    # -- the game held --------------------------------------------------------------------------------
    def set_state(self, state: GameState, actors: Sequence[int] | None = None) -> None:
        """Hold (and play on) ``state``; ``actors`` as :func:`~steamlab.engine.registry.timeline` gives them.

        ``actors`` must say who made each step of ``state.history``; ``None`` or a list of another length is
        replaced by the computed one (undo counts on it). Seats the new game does not have stop being the
        computer's; the Hint shown goes.
        """
        if actors is None or len(actors) != len(state.history):
            actors = timeline(state.to_record())[1] if state.history else []
        self.generation += 1
        self.state = state
        self.actors = list(actors)
        self._states = None
        self.viewing = None
        self.computer = {p for p in self.computer if p < state.num_players}
        self.strengths = {p: n for p, n in self.strengths.items() if p < state.num_players}
        for listener in self.on_new_game:
            listener(state)

    @property
    def shown(self) -> GameState:
        """The position looked at: the live state, or the replay step being viewed."""
        if self.viewing is not None and self._states is not None:
            return self._states[self.viewing]
        return self.state

    def turn_token(self) -> Token:
        """Which game and which step of it a control was made for.

        A control passes it to :meth:`play`: a second click on a button already used (a double click on *End
        building*) then arrives for a step that is gone and changes nothing, instead of acting for the next player.
        """
        return (self.generation, len(self.state.history))

    # -- playing --------------------------------------------------------------------------------------
    def refusal(self, action: object, drawn_for: Token | None = None) -> str | None:
        """Why ``action`` cannot be played now (a control made for an earlier step, a read-only session, a past
        step looked at, not an action, the rules), or ``None``: a catalogue message (or the engine's text)."""
        if drawn_for is not None and drawn_for != self.turn_token():
            return msg("ui.stale_control")
        if not self.playable:
            return msg("ui.read_only")
        if self.viewing is not None:
            return msg("ui.viewing", k=self.viewing, n=len(self.state.history))
        if not isinstance(action, Action):
            return msg("ui.not_action", what=repr(action))
        return self.state.why_illegal(action)

    def play(self, action: object, drawn_for: Token | None = None) -> None:
        """Apply ``action`` to the live game; :class:`~steamlab.core.errors.IllegalAction` (saying why, see
        :meth:`refusal`) and nothing changed when it cannot be played now. Chance after it settles itself."""
        reason = self.refusal(action, drawn_for)
        if reason is not None:
            raise IllegalAction(reason)
        assert isinstance(action, Action)
        before, actor = len(self.state.history), self.state.current_player
        self.state.apply(action)
        added = len(self.state.history) - before
        self.actors.extend([actor] + [CHANCE] * (added - 1))
        self._states = None

    def undo(self) -> None:
        """Take back the last decision of a person (when the computer played every seat that moved: its last move),
        with the moves after it: the record replayed without them. Nothing to take back is an
        :class:`~steamlab.core.errors.IllegalAction`."""
        if not self.playable:
            raise IllegalAction(msg("ui.read_only"))
        self.viewing = None
        decisions = [i for i, a in enumerate(self.actors) if a >= 0 and a not in self.computer]
        if not decisions:  # the computer plays every seat that moved: take back its last move
            decisions = [i for i, a in enumerate(self.actors) if a >= 0]
        if not decisions:
            raise IllegalAction(msg("ui.nothing_to_undo"))
        cut = decisions[-1]
        self.set_state(self._replayed(cut), self.actors[:cut])

    def _replayed(self, k: int) -> GameState:
        """The live game's record replayed up to its first ``k`` actions."""
        record = self.state.to_record()
        record["actions"] = record["actions"][:k]
        return steamlab.from_record(record)

    # -- the replay -----------------------------------------------------------------------------------
    def states(self) -> list[GameState]:
        """Every position of the live game (computed once, kept until the game changes)."""
        if self._states is None or len(self._states) != len(self.state.history) + 1:
            self._states = timeline(self.state.to_record())[0]
        return self._states

    def view(self, k: object) -> bool:
        """Look at the position after ``k`` actions (the last step is the live game); ``False`` for a ``k`` that is
        not a step of the game.

        >>> import steamlab
        >>> game = GameSession(steamlab.new_game("russian_railroads", players=2, seed=3))
        >>> for _ in range(4):
        ...     game.play(game.state.legal_actions()[0])
        >>> game.view(2), len(game.shown.history), game.view(99)
        (True, 2, False)
        >>> game.play_on(), len(game.state.history), game.viewing
        (True, 2, None)
        """
        n = len(self.state.history)
        if isinstance(k, bool) or not isinstance(k, int) or not 0 <= k <= n:
            return False
        if k == n:
            self.viewing = None
            return True
        self.states()
        self.viewing = k
        return True

    def live(self) -> None:
        """Look at the live game again."""
        self.viewing = None

    def play_on(self) -> bool:
        """Cut the game at the step looked at and play on from there (``False`` when none is, or read-only)."""
        if self.viewing is None or not self.playable:
            return False
        k = self.viewing
        state = self._replayed(k)
        self.set_state(state, self.actors[:k] + [CHANCE] * (len(state.history) - k))
        return True

    # -- seats: people or the computer ----------------------------------------------------------------
    def check_seat(self, seat: object) -> int:
        """``seat`` when the game has it; else a :class:`~steamlab.play.strength.StrengthError` naming the seats."""
        n = self.state.num_players
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < n:
            raise StrengthError(msg("ui.no_such_seat", seat=seat, last=n - 1))
        return seat

    def set_seat(self, seat: int, computer: bool, strength: int | None = None) -> None:
        """Let the computer play ``seat`` (or a person again), at ``strength`` positions a move when given (see
        :meth:`set_strength`). Its turns come with :meth:`computer_turns`."""
        self.check_seat(seat)
        if strength is not None:
            self.set_strength(seat, strength)
        if computer:
            self.computer.add(seat)
        else:
            self.computer.discard(seat)

    def set_strength(self, seat: int, positions: int) -> None:
        """How hard the computer thinks for ``seat`` (one of :data:`~steamlab.play.strength.STRENGTHS`), in its
        moves and in *Bot move* and the Hint on its turn; anything else changes nothing and raises
        :class:`~steamlab.play.strength.StrengthError`."""
        self.check_seat(seat)
        self.strengths[seat] = check_strength(positions)

    def strength_of(self, seat: int) -> int:
        """The positions a move the computer judges for ``seat`` (the full default unless chosen)."""
        return self.strengths.get(seat, DEFAULT_ITERATIONS)

    def computer_to_act(self) -> bool:
        """Whether a computer seat is to act in the live game."""
        s = self.state
        return self.viewing is None and self.playable and not s.is_terminal() and s.current_player in self.computer

    def can_move(self) -> bool:
        """Whether a player is to act in the live game of a playable session (*Bot move* has something to do)."""
        s = self.state
        return self.viewing is None and self.playable and not s.is_terminal() and s.current_player >= 0

    def computer_choice(self) -> Action:
        """The computer's move for the player to act at that seat's strength
        (:func:`~steamlab.bots.computer.computer_action`, the search the Hint shows): the Hint's first line when one
        was asked for this position at this strength, else the same search run now."""
        s, strength = self.state, self.strength_of(self.state.current_player)
        shown = self.hints if self.hint_for == self.turn_token() else None
        if shown is not None and self.hint_strength == strength and shown[0].history == s.history:
            return shown[1][0].action
        return computer_action(s, strength)

    def bot_action(self, bot: str, seed: int | None = None) -> Action | None:
        """What ``bot`` (a registered bot's name) plays for the player to act, ``None`` when nobody is to act; the
        strong bot with no ``seed`` is :meth:`computer_choice`, else it thinks at the seat's strength. An unknown
        bot is an :class:`~steamlab.core.errors.IllegalAction` naming the bots."""
        from steamlab.bots.registry import BOTS, make_bot

        if bot not in BOTS:
            raise IllegalAction(msg("ui.unknown_bot", bot=bot, bots=", ".join(sorted(BOTS))))
        s = self.state
        if s.is_terminal() or s.current_player < 0:
            return None
        if bot == "strong" and seed is None:  # the Hint's own search: the move its first line names
            return self.computer_choice()
        strength = self.strength_of(s.current_player) if bot == "strong" else None  # the others have none
        player = make_bot(bot, seed=seed if seed is not None else len(s.history), strength=strength)
        action: Action = player.choose(s)
        return action

    def mark(self) -> tuple[int, int, int]:
        """Before a computer move: the history's length, the log's length and the seat to act, for :meth:`tell`."""
        return len(self.state.history), len(history_lines(self.state, self.actors)), self.state.current_player

    def tell(self, mark: tuple[int, int, int]) -> list[str]:
        """After a computer move made since :meth:`mark`: the log's sentences of every computer move since the last
        person's (a person's move, an undo or *Bot move* for a person's seat start the list again)."""
        before, lines, actor = mark
        said = move_lines(self.state, lines, self.state.history[before], actor, self.actors)
        if self.told_upto != before or actor not in self.computer:
            self.told = []
        self.told = [*self.told, *said]
        self.told_upto = len(self.state.history)
        return self.told

    def computer_move(self) -> bool:
        """The seat bot plays the player to act (``False`` when nobody can: the end, a past step, read-only)."""
        if not self.can_move():
            return False
        mark = self.mark()
        action = self.bot_action(self.seat_bot)
        if action is None:
            return False
        self.play(action)
        self.tell(mark)
        return True

    def computer_turns(self, limit: int | None = None, move: Callable[[int], bool] | None = None) -> int:
        """Computer seats play until a person's turn (or the end), at most ``limit`` moves (by default
        :attr:`computer_run_limit`); how many were played. ``move(played)`` plays each (by default
        :meth:`computer_move`; a page shows the seat thinking first). A run stopped by ``limit`` with a computer
        seat still to act sets :attr:`paused_after`."""
        limit = self.computer_run_limit if limit is None else limit
        move = move or (lambda _played: self.computer_move())
        played = 0
        self.paused_after = 0
        while played < limit and self.computer_to_act():
            if not move(played):
                break
            played += 1
        if played >= limit and self.computer_to_act():
            self.paused_after = played
        return played

    # -- advice and review ------------------------------------------------------------------------------
    def hint(self) -> list[Hint]:
        """The computer's best moves for the player to act, with reasons, at that seat's strength (the first is the
        move :meth:`computer_move` plays); kept as :attr:`hints` for this decision. The end of the game, or a past
        step looked at, is an :class:`~steamlab.core.errors.IllegalAction`.

        >>> import steamlab
        >>> game = GameSession(steamlab.new_game("age_of_steam", players=3, seed=2))
        >>> game.set_strength(game.state.current_player, 8)
        >>> first = game.hint()[0].action
        >>> game.computer_move() and game.state.history[-1] == first   # Bot move plays the Hint's first line
        True
        """
        s = self.state
        if s.is_terminal():
            raise IllegalAction(msg("ui.game_over_no_hint"))
        if self.viewing is not None:
            raise IllegalAction(msg("ui.viewing", k=self.viewing, n=len(s.history)))
        if s.current_player < 0:
            return []
        strength = self.strength_of(s.current_player)  # the search Bot move runs for this seat
        self.hints = (s.copy(), steamlab.hint(s, iterations=strength))  # the same advice on any machine (the façade's)
        self.hint_strength = strength
        self.hint_for = self.turn_token()
        return self.hints[1]

    def review(self, seat: int, strength: int | None = None) -> Review:
        """The computer's review of ``seat``'s decisions in the live game (:func:`steamlab.bots.review.review`)."""
        return review(self.state, seat, strength=strength)

    # -- records ------------------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        """The live game's record."""
        return self.state.to_record()

    def record_json(self) -> str:
        """The record as JSON text (what :meth:`save` writes)."""
        return json.dumps(self.record(), indent=1)

    def save(self, path: str | Path) -> Path:
        """Write the record to ``path`` (JSON)."""
        p = Path(path)
        p.write_text(self.record_json(), encoding="utf-8")
        return p

    def load_text(self, text: str | bytes, name: str | None = None) -> int:
        """Play on from a record given as JSON text (capped in size and depth); its number of steps. A bad one is a
        :class:`LoadRefused` naming the file ``name`` and changes nothing.

        >>> import steamlab
        >>> game = GameSession(steamlab.new_game("steam", players=3, rules="base", seed=2))
        >>> text = game.record_json()
        >>> try:
        ...     game.load_text("[1, 2", "mine.json")
        ... except LoadRefused as refused:
        ...     print(refused)
        mine.json: line 1 column 6: not JSON: Expecting ',' delimiter
        >>> game.load_text(text)
        1
        """
        try:
            states, actors = timeline(parse_record(text, MAX_RECORD_BYTES))
        except RecordError as exc:
            raise LoadRefused(exc.sentence(name)) from exc
        self.set_state(states[-1], actors)
        self._states = states
        return len(actors)

    def load_record(self, record: Any, name: str | None = None) -> int:
        """Play on from a record given as JSON data (checked as an upload is: size and depth first)."""
        try:
            text = json.dumps(record)
        except (TypeError, ValueError, RecursionError) as exc:
            raise LoadRefused(RecordError(msg("data.not_a_value", reason=type(exc).__name__)).sentence(name)) from exc
        return self.load_text(text, name)

    def load_file(self, path: str | Path) -> int:
        """Play on from a record file (a regular file of at most :data:`MAX_RECORD_BYTES`)."""
        try:
            record = read_record(path, MAX_RECORD_BYTES)
        except RecordError as exc:
            raise LoadRefused(exc.sentence()) from exc
        return self.load_record(record, Path(path).name)


__all__ = ["MAX_COMPUTER_MOVES", "MAX_RECORD_BYTES", "GameSession", "LoadRefused", "Token", "best_bot"]
