"""The lessons' computer players, with each choice remembered for the rest of the process.

Lesson 19 has strong bots play a whole game (some seconds of search per game). The lesson's
notebook plays it live, and so do the tests that check its tables and walk its exercises, in
English and in Japanese: without a memory the same game would be searched four times in one test
process. :func:`choose` asks the bot the first time and remembers the answer; asked again with the
same bot in the same state, it gives the same move without searching.

A remembered answer is exactly the bot's: a :class:`~steamlab.bots.players.Player` is its name, its
strength and its random generator (and no time cap), and its move depends only on those and on the game, which
its record (seed, start position, every action so far) fixes. So the key is the bot's name,
strength and generator state and the game's record; the generator is left where the search would
have left it. A player with any other state is always asked (:func:`_key` gives ``None``).
Every move is still applied by the engine; nothing is read from a file.

>>> import steamlab
>>> from steamlab.bots.registry import make_bot
>>> forget()
>>> g = steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=3)
>>> first, again = make_bot("strong", seed=1, strength=2), make_bot("strong", seed=1, strength=2)
>>> choose(first, g) == choose(again, g), remembered()
(True, 1)
>>> first.rng.getstate() == again.rng.getstate()
True
"""

from __future__ import annotations

import hashlib
import json
from array import array
from typing import Any

from steamlab.bots.registry import Player
from steamlab.engine.state import Action, GameState

LIMIT = 5_000
"""Choices kept at most (lesson 19's game is 237; each keeps a generator state, ~3 kB); the memory starts
afresh when full."""

_PLAYER_STATE = {"name", "strength", "max_seconds", "rng"}
"""A :class:`Player`'s whole state: a player with more is not remembered (its move may depend on it)."""

_remembered: dict[tuple[Any, ...], tuple[Action, tuple[int, array[int], float | None]]] = {}


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _key(player: Player, game: GameState) -> tuple[Any, ...] | None:
    """What fixes ``player``'s move in ``game``, or ``None`` if this player's state is not known in full."""
    if type(player) is not Player or set(vars(player)) != _PLAYER_STATE or player.max_seconds is not None:
        return None  # (a player thinking against the clock may move otherwise on a busier machine)
    record = json.dumps(game.to_record(), sort_keys=True, separators=(",", ":"))
    return player.name, player.strength, _digest(repr(player.rng.getstate())), _digest(record)


def choose(player: Player, game: GameState) -> Action:
    """``player.choose(game)``, remembered: the same bot in the same state gets the same move once searched."""
    key = _key(player, game)
    if key is None:
        return player.choose(game)
    if key not in _remembered:
        action = player.choose(game)
        if len(_remembered) >= LIMIT:
            _remembered.clear()
        version, words, gauss = player.rng.getstate()
        _remembered[key] = (action, (version, array("I", words), gauss))
        return action
    action, (version, words, gauss) = _remembered[key]
    player.rng.setstate((version, tuple(words), gauss))
    return action


def remembered() -> int:
    """How many choices are remembered now."""
    return len(_remembered)


def forget() -> None:
    """Drop every remembered choice: the next game is searched afresh (a test of the bots' own determinism)."""
    _remembered.clear()
