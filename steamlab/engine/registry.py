"""Games by name: ``new_game`` and ``from_record``.

Each game package registers a factory with its :class:`~steamlab.engine.info.GameInfo` (what the game is:
players, rule sets, family, what the bots must know) with :func:`register_game` when it is imported (the ``steamlab``
package imports every game, so a game is known as soon as anything of steamlab is; the engine never
imports a game itself). The factory builds the initial state (possibly at a chance node, e.g. set-up draws).
``new_game`` then settles the chance nodes from the seed; ``from_record``
replays the recorded actions instead, so it needs no random generator.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from steamlab.core.datafiles import unsendable_at
from steamlab.core.errors import DataError, RecordError, SteamlabError
from steamlab.engine.info import GameInfo, add_info, game_info, games
from steamlab.engine.records import data_problem
from steamlab.engine.state import CHANCE, CHANCE_BY_HAND, RECORD_FORMAT, GameState, record_version_problem, replay
from steamlab.i18n import message_of, msg


class GameFactory(Protocol):
    def __call__(self, *, players: int, map: str | None, rules: str | None, seed: int) -> GameState: ...


_FACTORIES: dict[str, GameFactory] = {}


def register_game(info: GameInfo) -> Callable[[GameFactory], GameFactory]:
    """Decorator: register the factory of the initial state of the game ``info`` describes, and ``info``
    (then :func:`game_info` gives it back by name).

    >>> import steamlab
    >>> game_info("steam").default_rules, [g.name for g in games()]
    ('standard', ['steam', 'age_of_steam', 'russian_railroads'])
    """

    def wrap(factory: GameFactory) -> GameFactory:
        _FACTORIES[info.name] = factory
        add_info(info)
        return factory

    return wrap


def _factory(name: str) -> GameFactory:
    if name not in _FACTORIES:
        known = ", ".join(sorted(_FACTORIES))
        raise SteamlabError(msg("record.unknown_game", name=name, known=known))
    return _FACTORIES[name]


def initial_state(game: str, *, players: int, map: str | None = None, rules: str | None = None,
                  seed: int = 0) -> GameState:
    """The game's registered factory's state: at its set-up chance node, nothing settled (a position is loaded
    on it, or a record replayed); :func:`new_game` is this state settled.

    >>> s = initial_state("steam", players=3, rules="base", seed=1)
    >>> s.current_player, type(s).__name__, s.map_name
    (-1, 'SteamGame', 'rust_belt')
    """
    return _factory(game)(players=players, map=map, rules=rules, seed=seed)


def new_game(game: str, *, players: int, map: str | None = None, rules: str | None = None, seed: int = 0) -> GameState:
    """Start a game, resolving set-up chance from ``seed``.

    ``game`` is ``"steam"`` (``rules`` ``"base"`` or ``"standard"``),
    ``"age_of_steam"`` or ``"russian_railroads"``.
    """
    state = _factory(game)(players=players, map=map, rules=rules, seed=seed)
    state.settle()
    return state


def _header_field(record: Mapping[str, Any], name: str, kind: type | tuple[type, ...], optional: bool = False) -> Any:
    if name not in record:
        if optional:
            return None
        raise RecordError(msg("record.missing_field", name=name))
    value = record[name]
    if optional and value is None:
        return None
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise RecordError(msg("record.wrong_type", name=name, kind=type(value).__name__))
    return value


def from_record(record: Any) -> GameState:
    """Rebuild the exact state a record describes, or raise :class:`RecordError`.

    The record is checked field by field; an action that cannot be decoded or
    is illegal where it stands is reported with its index. Nothing is
    half-loaded: the state is returned only once every action replayed.
    """
    if not isinstance(record, Mapping):
        raise RecordError(msg("record.not_object"))
    bad_text = unsendable_at(dict(record))
    if bad_text is not None:  # a lone surrogate: no page, kernel message or file could carry it
        raise RecordError(msg("record.in", source=msg("record.field", name=bad_text), problem=msg("data.surrogate")))
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(msg("record.format", expected=RECORD_FORMAT))
    version = _header_field(record, "version", int)
    problem = record_version_problem(version)
    if problem is not None:
        raise RecordError(problem)
    game = _header_field(record, "game", str)
    players = _header_field(record, "players", int)
    seed = _header_field(record, "seed", int)
    rules = _header_field(record, "rules", str, optional=True)
    map_name = _map_field(record)
    actions = _header_field(record, "actions", list)
    if not 1 <= players <= 8:
        raise RecordError(msg("record.players_range", players=players))
    if abs(seed) > 2**63:
        raise RecordError(msg("record.seed_range"))
    chance = record.get("chance")
    if chance not in (None, CHANCE_BY_HAND):
        raise RecordError(msg("record.chance", by_hand=CHANCE_BY_HAND))
    try:
        state = _factory(game)(players=players, map=map_name, rules=rules, seed=seed)
    except RecordError:
        raise
    except SteamlabError as exc:
        raise RecordError(message_of(exc)) from None
    if record.get("start") is not None:
        loader = getattr(state, "load_position", None)
        if loader is None:
            raise RecordError(msg("record.no_start", game=game))
        try:
            loader(record["start"])
        except (ValueError, SteamlabError) as exc:
            raise RecordError(msg("record.start", problem=message_of(exc))) from None
        except Exception as exc:  # a position the checks missed must still not crash the caller
            raise RecordError(msg("record.start_crash", error=type(exc).__name__, text=str(exc)[:200])) from None
    options = record.get("options", {})
    if not isinstance(options, Mapping) or not all(isinstance(k, str) for k in options):
        raise RecordError(msg("record.options", problem=msg("record.options_object")))
    try:
        state.set_options(dict(options))
    except (ValueError, SteamlabError) as exc:
        raise RecordError(msg("record.options", problem=message_of(exc))) from None
    state = replay(state, actions, seeded=chance is None)
    state.chance_by_hand = chance is not None
    state.settle()
    return state


def _map_field(record: Mapping[str, Any]) -> str | None:
    """A record's map: the name of a listed map (shipped, or in the user's map folder), or the map itself inline.

    Never a path: a record must not make the server read its files. An inline
    map (a JSON object in the map format) is validated and registered under a
    content name (:func:`~steamlab.core.maps.register_inline_map`).
    """
    from steamlab.core.maps import list_maps, register_inline_map

    value = record.get("map")
    if value is None:
        return None
    if isinstance(value, Mapping):
        try:
            return register_inline_map(value, "record: field 'map'")
        except DataError as exc:  # the map loader's refusal, in the catalogue's words
            raise RecordError(msg("record.in", source=msg("record.field", name="map"), problem=data_problem(exc))) from None
        except SteamlabError as exc:
            raise RecordError(message_of(exc).removeprefix("record: ")) from None
    if not isinstance(value, str) or value not in list_maps():
        shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:60] + "..."
        raise RecordError(msg("record.map", maps=", ".join(list_maps()), shown=shown))
    return value


def timeline(record: Any) -> tuple[list[GameState], list[int]]:
    """Every position of a record and who made each action.

    ``states[k]`` is the game after ``k`` actions (``k`` from 0 to n; the
    opening chance draws are shown settled), ``actors[k]`` the seat that made
    action ``k`` (:data:`~steamlab.engine.state.CHANCE` for chance). Raises
    :class:`RecordError` for a bad record.

    >>> import steamlab
    >>> s = steamlab.new_game("age_of_steam", players=3, seed=2)
    >>> from steamlab.games.rails.actions import IssueShares
    >>> s.apply(IssueShares(1))
    >>> states, actors = timeline(s.to_record())
    >>> len(states), actors == [-1, states[1].current_player], states[-1].seats[actors[1]].shares
    (3, True, 3)
    """
    final = from_record(record)  # validates the whole record first
    actions = list(record["actions"])
    opening = len(from_record({**record, "actions": []}).history)
    work = from_record({**record, "actions": actions[:opening]})
    if len(work.history) != min(opening, len(actions)) or opening > len(actions):
        # an unusual record (its chance draws differ from the seed's): replay each prefix (slow, but exact)
        states = [from_record({**record, "actions": actions[:k]}) for k in range(len(actions) + 1)]
        actors = [CHANCE if len(states[k + 1].history) > k + 1 else states[k].current_player
                  for k in range(len(actions))]
        states[-1] = final
        return states, actors
    states = [work.copy() for _ in range(opening + 1)]
    actors = [CHANCE] * opening
    steps: list[tuple[GameState, int]] = []
    replay(work, actions[opening:], steps)  # the positions resolve chance again when played on
    states += [step for step, _ in steps]
    actors += [actor for _, actor in steps]
    return states, actors


__all__ = ["GameFactory", "GameInfo", "from_record", "game_info", "games", "initial_state", "new_game", "register_game",
           "timeline"]
