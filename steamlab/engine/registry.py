"""Games by name: ``new_game`` and ``from_record``.

Each game module registers a factory with :func:`register_game`; the factory
builds the initial state (possibly at a chance node, e.g. set-up draws).
``new_game`` then settles the chance nodes from the seed; ``from_record``
replays the recorded actions instead, so it needs no random generator.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from steamlab.core.errors import RecordError, SteamlabError
from steamlab.engine.state import CHANCE_BY_HAND, RECORD_FORMAT, GameState, record_version_problem, replay


class GameFactory(Protocol):
    def __call__(self, *, players: int, map: str | None, rules: str | None, seed: int) -> GameState: ...


_FACTORIES: dict[str, GameFactory] = {}
_MODULES = {
    "steam": "steamlab.games.steam",
    "age_of_steam": "steamlab.games.age_of_steam",
    "russian_railroads": "steamlab.games.russian_railroads",
}


def register_game(name: str) -> Callable[[GameFactory], GameFactory]:
    """Decorator: register the factory of the initial state of game ``name``."""

    def wrap(factory: GameFactory) -> GameFactory:
        _FACTORIES[name] = factory
        return factory

    return wrap


def _factory(name: str) -> GameFactory:
    if name not in _FACTORIES and name in _MODULES:
        importlib.import_module(_MODULES[name])
    if name not in _FACTORIES:
        known = ", ".join(sorted(_MODULES))
        raise SteamlabError(f"unknown game {name!r}; known games: {known}")
    return _FACTORIES[name]


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
        raise RecordError(f"missing field {name!r}")
    value = record[name]
    if optional and value is None:
        return None
    if not isinstance(value, kind) or isinstance(value, bool) and kind is int:
        raise RecordError(f"field {name!r} has the wrong type ({type(value).__name__})")
    return value


def from_record(record: Any) -> GameState:
    """Rebuild the exact state a record describes, or raise :class:`RecordError`.

    The record is checked field by field; an action that cannot be decoded or
    is illegal where it stands is reported with its index. Nothing is
    half-loaded: the state is returned only once every action replayed.
    """
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    if record.get("format") != RECORD_FORMAT:
        raise RecordError(f"field 'format' must be {RECORD_FORMAT!r}")
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
        raise RecordError(f"field 'players' out of range: {players}")
    if abs(seed) > 2**63:
        raise RecordError("field 'seed' out of range")
    chance = record.get("chance")
    if chance not in (None, CHANCE_BY_HAND):
        raise RecordError(f"field 'chance' is {CHANCE_BY_HAND!r} or absent (outcomes from the seed)")
    try:
        state = _factory(game)(players=players, map=map_name, rules=rules, seed=seed)
    except RecordError:
        raise
    except SteamlabError as exc:
        raise RecordError(str(exc)) from None
    if record.get("start") is not None:
        loader = getattr(state, "load_position", None)
        if loader is None:
            raise RecordError(f"{game} records cannot start from a position")
        try:
            loader(record["start"])
        except (ValueError, SteamlabError) as exc:
            raise RecordError(f"start position: {exc}") from None
        except Exception as exc:  # a position the checks missed must still not crash the caller
            raise RecordError(f"start position: cannot be loaded ({type(exc).__name__}: {str(exc)[:200]})") from None
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
        except SteamlabError as exc:
            raise RecordError(str(exc).removeprefix("record: ")) from None
    if not isinstance(value, str) or value not in list_maps():
        shown = repr(value) if len(repr(value)) <= 60 else repr(value)[:60] + "..."
        raise RecordError(f"field 'map' must name a shipped map ({', '.join(list_maps())}) or be a map object, "
                          f"not {shown}")
    return value
