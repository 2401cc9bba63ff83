"""The one state API every game in steamlab implements.

A game is a mutable :class:`GameState` driven by small immutable
:class:`Action` values. The names follow OpenSpiel so an adapter is trivial:

* ``current_player`` -- the seat to act (0-based), :data:`CHANCE` while the
  game waits for a random outcome, :data:`TERMINAL` once it is over;
* ``legal_actions()`` -- every legal action, unique, in a stable order;
* ``why_illegal(a)`` -- ``None`` if ``a`` is legal, else one sentence naming
  the rule that forbids it; ``is_legal(a)`` is its boolean form;
* ``apply(a)`` -- validate, then change the state; an illegal action raises
  :class:`~steamlab.core.errors.IllegalAction` and changes nothing;
* ``copy()``, ``history``, ``is_terminal()``, ``scores()``, ``to_record()``.

Chance (dice, cubes drawn from the bag, shuffled cards) is an action too: at a
chance node ``sample_chance(rng)`` draws an outcome and ``apply`` records it in
``history``. A record therefore replays without any random generator; the
seed only decides which outcomes a *new* game samples. ``settle()`` resolves
pending chance nodes with a generator derived from ``(seed, len(history))``, so
the same seed and the same player choices always give the same game.

Subclasses implement the underscored hooks (``_legal_actions``,
``_why_illegal``, ``_apply``, ``_sample_chance``, ...); the public methods here
add validation, history and chance handling once for every game.
"""

from __future__ import annotations

import copy as _copy
import dataclasses
import random
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from steamlab.core.errors import IllegalAction, RecordError
from steamlab.engine.info import GameInfo, game_info
from steamlab.i18n import Message, message_of, msg, player_label

CHANCE = -1
"""``current_player`` while the game waits for a random outcome."""
TERMINAL = -4
"""``current_player`` once the game is over."""

RECORD_FORMAT = "steamlab-record"
CHANCE_BY_HAND = "set by hand"
"""A record's ``"chance"`` value when its chance outcomes need not be the seed's."""
RECORD_VERSION = 2
RECORD_CHANGES: dict[int, str] = {
    1: (
        "Age of Steam Production now names the goods display box (the 'produce' action has a 'box' field) and the "
        "dice take the 1st full box; Age of Steam end scoring counts every section of a complete link, town tiles "
        "included; Urbanization is offered only while a town is still on the board; and the Russian Railroads "
        "rule corrections of the same round (issue 12)"
    ),
}
"""What changed in the rules or the actions since each older record version (a rule change that
changes what a record means bumps :data:`RECORD_VERSION` and says what here)."""


def record_version_problem(version: int) -> Message | None:
    """``None`` if this steamlab reads records of ``version``, else a sentence saying why not.

    >>> record_version_problem(RECORD_VERSION) is None
    True
    >>> record_version_problem(1).startswith("This record is version 1, made before")
    True
    """
    if version == RECORD_VERSION:
        return None
    if version in RECORD_CHANGES:
        since = tuple(msg(f"record.change.{v}") for v in sorted(RECORD_CHANGES) if v >= version)
        return msg("record.old_version", version=version, current=RECORD_VERSION, since=since)
    return msg("record.unsupported_version", version=version, current=RECORD_VERSION)

A = TypeVar("A", bound="Action")


@dataclass(frozen=True)
class Action:
    """Base of every action: a frozen, hashable value with a JSON form.

    Subclasses set ``kind`` (unique within a game) and declare their fields
    with JSON-friendly types (int, str, bool, tuples of those, nested tuples).
    ``to_json`` gives ``{"kind": ..., **fields}``; a game's
    :class:`ActionCodec` turns that back into the action.
    """

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON object: its kind and its fields."""
        out: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            out[f.name] = _jsonable(getattr(self, f.name))
        return out

    def __str__(self) -> str:
        args = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in dataclasses.fields(self))
        return f"{self.kind}({args})"


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, Action):
        return value.to_json()
    return value


MAX_ACTION_DEPTH = 8
"""The deepest nesting of lists in an action's field (the deepest real one, a set-up draw, nests 3)."""


def _detuple(value: Any, depth: int = 0) -> Any:
    """JSON lists as tuples, nested at most :data:`MAX_ACTION_DEPTH` deep (``ValueError`` beyond).

    >>> _detuple([1, ["a", []]])
    (1, ('a', ()))
    """
    if isinstance(value, list):
        if depth >= MAX_ACTION_DEPTH:
            raise ValueError(msg("action.too_deep", depth=MAX_ACTION_DEPTH))
        return tuple(_detuple(v, depth + 1) for v in value)
    return value


class ActionCodec:
    """Decodes the JSON form of a game's actions, refusing anything unknown.

    >>> @dataclass(frozen=True)
    ... class Pass(Action):
    ...     kind: ClassVar[str] = "pass"
    ...     player: int
    >>> codec = ActionCodec([Pass])
    >>> codec.decode({"kind": "pass", "player": 1})
    Pass(player=1)
    >>> codec.decode({"kind": "fly"})
    Traceback (most recent call last):
    ...
    ValueError: unknown action kind 'fly'
    """

    def __init__(self, classes: Iterable[type[Action]]) -> None:
        self._by_kind: dict[str, type[Action]] = {}
        for cls in classes:
            if cls.kind in self._by_kind:
                raise ValueError(f"two action classes share the kind {cls.kind!r}")
            self._by_kind[cls.kind] = cls

    def decode(self, data: Any) -> Action:
        """Build the action from its JSON form; ``ValueError`` says what is wrong."""
        if not isinstance(data, Mapping):
            raise ValueError(msg("action.not_object", kind=type(data).__name__))
        kind = data.get("kind")
        cls = self._by_kind.get(kind) if isinstance(kind, str) else None
        if cls is None:
            raise ValueError(msg("action.unknown_kind", kind=kind))
        fields = {f.name: f for f in dataclasses.fields(cls)}
        extra = set(data) - set(fields) - {"kind"}
        if extra:
            raise ValueError(msg("action.unknown_fields", kind=kind, fields=sorted(extra)))
        missing = [n for n, f in fields.items() if n not in data and f.default is dataclasses.MISSING]
        if missing:
            raise ValueError(msg("action.missing_fields", kind=kind, fields=str(missing)))
        try:
            values = {n: _detuple(data[n]) for n in fields if n in data}
        except ValueError as exc:
            raise ValueError(msg("action.in", kind=kind, problem=message_of(exc))) from None
        hints = _hints(cls)
        for name, value in values.items():
            _check_json_value(kind, name, value)
            if name in hints and not _conforms(value, hints[name]):
                raise ValueError(msg("action.not_a", kind=kind, name=name, value=repr(value), type=_type_name(hints[name])))
        try:
            return cls(**values)
        except (TypeError, ValueError) as exc:
            raise ValueError(msg("action.in", kind=kind, problem=message_of(exc))) from None


_MAX_INT = 10**9
_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    if cls not in _HINTS:
        _HINTS[cls] = typing.get_type_hints(cls)
    return _HINTS[cls]


def _conforms(value: Any, hint: Any) -> bool:
    """Whether a value fits a field's type (int, str, bool, tuples, optionals).

    >>> _conforms((1, 2), tuple[int, ...]), _conforms(True, int), _conforms(None, str | None)
    (True, False, True)
    """
    return _checker(hint)(value)


_CHECKERS: dict[Any, Callable[[Any], bool]] = {}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _checker(hint: Any) -> Callable[[Any], bool]:
    """The test of :func:`_conforms` for one type, built once per type (actions are made in every playout)."""
    check = _CHECKERS.get(hint)
    if check is None:
        check = _CHECKERS[hint] = _build_checker(hint)
    return check


def _build_checker(hint: Any) -> Callable[[Any], bool]:
    if hint is int:
        return _is_int
    if hint is str or hint is bool or hint is type(None):
        kind: type = hint
        return lambda v: isinstance(v, kind)
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [_checker(h) for h in typing.get_args(hint)]
        return lambda v: any(check(v) for check in options)
    if origin is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            each = _checker(args[0])
            return lambda v: isinstance(v, tuple) and all(each(x) for x in v)
        checks = [_checker(h) for h in args]
        return lambda v: (isinstance(v, tuple) and len(v) == len(checks)
                          and all(check(x) for check, x in zip(checks, v, strict=True)))
    return lambda v: True  # anything else is checked by the game


def _type_name(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint).replace("typing.", "")


@dataclass(frozen=True)
class CheckedAction(Action):
    """An action that checks its fields' types when it is made, as :class:`ActionCodec` checks a
    decoded one (the same test, :func:`_conforms`), so a bot or a test cannot make a malformed one.

    >>> @dataclass(frozen=True)
    ... class Take(CheckedAction):
    ...     kind: ClassVar[str] = "take"
    ...     space: str
    ...     counts: tuple[int, ...] = ()
    >>> Take("black_1", (1, 2))
    Take(space='black_1', counts=(1, 2))
    >>> Take(5)
    Traceback (most recent call last):
    ...
    ValueError: take.space must be str, not 5
    >>> Take("x", (1, "2"))
    Traceback (most recent call last):
    ...
    ValueError: take.counts must be tuple[int, ...], not (1, '2')
    """

    def __post_init__(self) -> None:
        for name, written, check in _field_checks(type(self)):
            value = getattr(self, name)
            if not check(value):
                raise ValueError(f"{self.kind}.{name} must be {written}, not {value!r}")


_FIELD_CHECKS: dict[type, list[tuple[str, str, Callable[[Any], bool]]]] = {}


def _field_checks(cls: type) -> list[tuple[str, str, Callable[[Any], bool]]]:
    """Each field's name, its type as written and its test, read once (``dataclasses.fields`` is slow)."""
    found = _FIELD_CHECKS.get(cls)
    if found is None:
        hints = _hints(cls)
        found = _FIELD_CHECKS[cls] = [
            (f.name, f.type if isinstance(f.type, str) else _type_name(f.type), _checker(hints[f.name]))
            for f in dataclasses.fields(cls)
        ]
    return found


def _check_json_value(kind: Any, name: str, value: Any) -> None:
    if isinstance(value, bool) or value is None or isinstance(value, str):
        if isinstance(value, str) and len(value) > 200:
            raise ValueError(msg("action.string_long", kind=kind, name=name))
        return
    if isinstance(value, int):
        if abs(value) > _MAX_INT:
            raise ValueError(msg("action.number_range", kind=kind, name=name, value=value))
        return
    if isinstance(value, tuple):
        if len(value) > 1000:
            raise ValueError(msg("action.list_long", kind=kind, name=name))
        for v in value:
            _check_json_value(kind, name, v)
        return
    raise ValueError(msg("action.unsupported", kind=kind, name=name, value=repr(value)))


@dataclass(frozen=True)
class ScoreItem:
    """One line of a score's working, e.g. ``ScoreItem("income 7 / 2", 3)``."""

    label: str
    points: int


@dataclass(frozen=True)
class Score:
    """A player's score with its working; ``total`` is the sum of ``items``."""

    player: int
    items: tuple[ScoreItem, ...] = ()
    tiebreak: tuple[int, ...] = ()
    """Compared after ``total``: larger wins (e.g. income, then -action tile)."""
    out: bool = False
    """Bankrupt or eliminated: out of the game, so placed below every player still in, whatever the total."""

    @property
    def place_key(self) -> tuple[object, ...]:
        """What places a score: still in the game first, then ``total``, then ``tiebreak``.

        Two scores with the same key share a place.

        >>> Score(0, (ScoreItem("x", 5),), out=True).place_key < Score(1, (ScoreItem("x", -9),)).place_key
        True
        """
        return (not self.out, self.total, self.tiebreak)

    @property
    def total(self) -> int:
        return sum(i.points for i in self.items)

    def explain(self) -> str:
        """The working as text, one line per item, then the total."""
        lines = [f"  {i.label}: {i.points:+d}" for i in self.items]
        return "\n".join([f"{player_label(self.player)}:", *lines, f"  total: {self.total}"])


def ranking(scores: Sequence[Score]) -> list[int]:
    """Players from first to last place: those still in the game before those out, then total, then the tie-breaks.

    >>> ranking([Score(0, (ScoreItem("x", 3),)), Score(1, (ScoreItem("x", 5),))])
    [1, 0]

    A player out of the game (bankrupt or eliminated) places below every player still in:

    >>> ranking([Score(0, (ScoreItem("x", -42),), out=True), Score(1, (ScoreItem("x", -57),))])
    [1, 0]
    """
    return [s.player for s in sorted(scores, key=lambda s: (s.place_key, -s.player), reverse=True)]


S = TypeVar("S", bound="GameState")


class GameState(ABC):
    """Abstract base of the Steam, Age of Steam and Russian Railroads states.

    Subclass contract (see the module docstring): set ``game`` and ``codec``;
    implement ``_current_player``, ``_legal_actions``, ``_why_illegal``,
    ``_apply``, ``_scores`` and, if the game has chance, ``_sample_chance``.
    ``_apply`` may assume the action is legal (``apply`` checked it).
    """

    game: ClassVar[str] = ""
    codec: ClassVar[ActionCodec]

    def __init__(self, *, players: int, seed: int = 0, rules: str | None = None, map_name: str | None = None) -> None:
        self.num_players = players
        self.seed = seed
        self.rules = rules
        self.map_name = map_name
        self.history: list[Action] = []
        self.auto_chance = True
        """When true, ``apply`` resolves any chance node that follows the move."""
        self.chance_by_hand = False
        """True once a chance outcome other than the seed's was applied: the record then says so."""

    # -- the public API -------------------------------------------------
    @property
    def current_player(self) -> int:
        """The seat to act, :data:`CHANCE`, or :data:`TERMINAL`."""
        return self._current_player()

    def legal_actions(self) -> list[Action]:
        """Every legal action now, unique and in a stable order.

        At a chance node this lists the outcomes when they are few enough to
        enumerate, and may be empty otherwise (use ``sample_chance``).
        """
        if self.is_terminal():
            return []
        return self._legal_actions()

    def why_illegal(self, action: Action) -> str | None:
        """``None`` if ``action`` is legal now, else the rule that forbids it."""
        if self.is_terminal():
            return msg("no.game_over")
        return self._why_illegal(action)

    def is_legal(self, action: Action) -> bool:
        """``True`` when ``why_illegal(action)`` is ``None``."""
        return self.why_illegal(action) is None

    def apply(self, action: Action) -> None:
        """Validate and play ``action``; raise :class:`IllegalAction` if it is illegal.

        A chance outcome other than the one the seed gives (set by hand, for a
        teaching example) marks the game: its record says ``"chance": "set by hand"``.
        """
        by_hand = (self.current_player == CHANCE and not self.chance_by_hand
                   and action.to_json() != self.seeded_outcome().to_json())
        self._apply_one(action)
        if by_hand:
            self.chance_by_hand = True
        if self.auto_chance:
            self.settle()

    def _apply_one(self, action: Action) -> None:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply(action)
        self.history.append(action)

    def sample_chance(self, rng: random.Random) -> Action:
        """Draw one outcome of the pending chance node."""
        if self.current_player != CHANCE:
            raise IllegalAction("There is no chance event to resolve now.")
        return self._sample_chance(rng)

    def settle(self) -> None:
        """Resolve pending chance nodes with the game's own seed.

        The generator for each node is seeded from ``(seed, len(history))``,
        so the outcome depends only on the seed and the moves so far.
        """
        while self.current_player == CHANCE:
            self._apply_one(self.seeded_outcome())

    def seeded_outcome(self) -> Action:
        """The outcome the game's seed gives the pending chance node (what :meth:`settle` applies)."""
        return self.sample_chance(random.Random(f"{self.game}:{self.seed}:{len(self.history)}"))

    def is_terminal(self) -> bool:
        """``True`` once the game is over."""
        return self.current_player == TERMINAL

    def scores(self) -> list[Score]:
        """Each player's score now, with its working (final once terminal)."""
        return self._scores()

    def winners(self) -> list[int]:
        """The players tied for first after the tie-breaks (usually one); nobody (``[]``) when every player is out of
        the game (all bankrupt: random seats in Steam often are), where the best of those out was named before."""
        scores = self.scores()
        if scores and all(s.out for s in scores):
            return []
        order = ranking(scores)
        best = scores[order[0]].place_key
        return [p for p in order if scores[p].place_key == best]

    @property
    def info(self) -> GameInfo:
        """What this game is (its registered :class:`~steamlab.engine.info.GameInfo`): family, rule sets,
        what the bots must know.

        >>> import steamlab
        >>> steamlab.new_game("steam", players=3, rules="base", seed=1).info.can_go_out("base")
        False
        """
        return game_info(self.game)

    def copy(self: S) -> S:
        """An independent copy; applying actions to it leaves this state alone."""
        return _copy.deepcopy(self)

    def to_record(self) -> dict[str, Any]:
        """The game as a record: header plus every action, chance included.

        A game with a chance outcome set by hand adds ``"chance": "set by hand"``:
        without it, a record's chance outcomes must be the seed's.
        """
        record: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": self.game,
            "rules": self.rules,
            "map": _map_json(self.map_name),
            "players": self.num_players,
            "seed": self.seed,
            "actions": [a.to_json() for a in self.history],
        }
        if self.chance_by_hand:
            record["chance"] = CHANCE_BY_HAND
        options = self.options()
        if options:
            record["options"] = options
        return record

    def options(self) -> dict[str, int]:
        """The game's options a record must carry to rebuild it (a game made shorter than the rules' length:
        ``{"turns": 2}``); none by default."""
        return {}

    def set_options(self, options: dict[str, Any]) -> None:
        """Apply a record's ``options`` (see :meth:`options`) before its actions; ``ValueError`` with the reason
        for a key the game does not know or a value out of range. A game with no options accepts none."""
        for key in options:
            raise ValueError(f"this game has no option {key!r}")

    def decode_action(self, data: Any) -> Action:
        """The action a JSON object describes (``ValueError`` if malformed)."""
        return self.codec.decode(data)

    # -- hooks ----------------------------------------------------------
    @abstractmethod
    def _current_player(self) -> int: ...

    @abstractmethod
    def _legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def _why_illegal(self, action: Action) -> str | None: ...

    @abstractmethod
    def _apply(self, action: Action) -> None: ...

    @abstractmethod
    def _scores(self) -> list[Score]: ...

    def _sample_chance(self, rng: random.Random) -> Action:
        raise NotImplementedError(f"{self.game} has no chance nodes")


def _map_json(name: str | None) -> Any:
    """What a record says of its map: the name, or the whole map when the game was loaded with one inline."""
    from steamlab.core.maps import inline_map_json

    inline = inline_map_json(name)
    return name if inline is None else inline


def replay(state: GameState, actions: Sequence[Any], steps: list[tuple[GameState, int]] | None = None,
           seeded: bool = False) -> GameState:
    """Apply JSON actions to ``state`` in order; a bad one raises RecordError.

    Used by ``from_record``: the error names the index of the action and the
    problem, and the caller's state is not touched (work is done on a copy).
    Chance is not resolved between the actions (the record holds its outcomes).

    ``steps``, if given, receives for each action the position after it and
    the seat that made it (:data:`CHANCE` for chance). Those positions resolve
    chance themselves again, like the returned state: one played on from a
    chance node settles it instead of waiting for an outcome forever.

    ``seeded``: every chance outcome must be the one the state's seed gives
    (:meth:`GameState.seeded_outcome`); another one is refused with its index.
    """
    work = state.copy()
    work.auto_chance = False
    for index, data in enumerate(actions):
        actor = work.current_player
        try:
            action = work.decode_action(data)
        except ValueError as exc:
            raise RecordError(message_of(exc), index) from None
        try:
            reason = work.why_illegal(action)
            if reason is None and seeded and actor == CHANCE:
                _check_seeded(work, action, index)  # a legal outcome, but is it the seed's?
            if reason is None:
                work.apply(action)
        except RecordError:
            raise
        except Exception as exc:  # a game must never crash on a hostile record: report it
            raise RecordError(msg("record.crash", kind=action.kind, error=type(exc).__name__, text=str(exc)),
                              index) from None
        if reason is not None:
            raise RecordError(msg("record.illegal", kind=action.kind, reason=reason), index)
        if steps is not None:
            step = work.copy()
            step.auto_chance = True
            steps.append((step, actor))
    work.auto_chance = True
    return work


def _check_seeded(work: GameState, action: Action, index: int) -> None:
    try:
        expected = work.seeded_outcome()
    except Exception as exc:  # a game must never crash on a hostile record: report it
        raise RecordError(msg("record.chance_crash", error=type(exc).__name__, text=str(exc)), index) from None
    if action.to_json() != expected.to_json():
        raise RecordError(msg("record.not_seeded", outcome=str(action)[:120], seed=work.seed,
                              expected=str(expected)[:120], by_hand=CHANCE_BY_HAND), index)


__all__ = [
    "CHANCE",
    "CHANCE_BY_HAND",
    "TERMINAL",
    "Action",
    "ActionCodec",
    "GameState",
    "Score",
    "ScoreItem",
    "ranking",
    "replay",
]
