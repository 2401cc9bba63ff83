"""The bots by name: :data:`BOTS`, :func:`make_bot` and the :class:`Player` it gives, and
:func:`play_out`, which plays a game to its end with them.

The random and greedy players are :mod:`steamlab.bots.players`; the strong player is the tree search
of :mod:`steamlab.bots.search` at its default strength; ``strong_v1`` is the same search judging as the bots did
before issue 43 (:mod:`steamlab.bots.editions`), kept so tables can compare.
"""

from __future__ import annotations

import random

from steamlab.bots import search
from steamlab.bots.editions import playing
from steamlab.bots.players import Bot, greedy_bot, random_bot
from steamlab.core.errors import SteamlabError
from steamlab.engine.state import Action, GameState


def strong_bot(state: GameState, rng: random.Random) -> Action:
    """The strong bot at its default strength: a tree search (:mod:`steamlab.bots.search`) seeded
    from ``rng``."""
    return search.best_action(state, seed=rng.randrange(2**31))


def strong_v1_bot(state: GameState, rng: random.Random) -> Action:
    """The strong bot as it judged before issue 43 (:mod:`steamlab.bots.editions`), at its default strength."""
    with playing("strong_v1"):
        return strong_bot(state, rng)


BOTS: dict[str, Bot] = {"random": random_bot, "greedy": greedy_bot, "strong": strong_bot, "strong_v1": strong_v1_bot}
"""The bots by name, each ``bot(state, rng) -> action``."""
SEARCHERS = ("strong", "strong_v1")
"""The bots that search, with a strength (positions judged per move) and a time cap."""


class Player:
    """A named bot with its own generator and strength: ``Player.choose(state)`` gives its move.

    ``strength`` is the strong bot's leaves judged per move (``None``: the default); ``max_seconds`` caps
    its thinking a move (the search stops there with what it has: the hot seat's computer seats); the other
    bots ignore both. The same ``seed`` gives the same moves (with no cap, or a cap never reached).

    >>> import steamlab
    >>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
    >>> bot = make_bot("greedy", seed=3)
    >>> g.why_illegal(bot.choose(g)) is None
    True
    """

    def __init__(
        self, name: str, *, seed: int = 0, strength: int | None = None, max_seconds: float | None = None
    ) -> None:
        if name not in BOTS:
            raise SteamlabError(f"unknown bot {name!r}; bots are {', '.join(BOTS)}")
        if strength is not None and strength < 1:
            raise SteamlabError(f"strength is the number of positions judged per move (1 or more), not {strength}")
        self.name = name
        self.strength = strength
        self.max_seconds = max_seconds
        self.rng = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        """This bot's action for the player to move in ``state`` (never an illegal one)."""
        return choose(self.name, state, self.rng, self.strength, self.max_seconds)

    def __repr__(self) -> str:
        return f"Player({self.name!r}, strength={self.strength})"


def make_bot(name: str, *, seed: int = 0, strength: int | None = None, max_seconds: float | None = None) -> Player:
    """The bot called ``name`` (``"random"``, ``"greedy"``, ``"strong"`` or ``"strong_v1"``) as a :class:`Player`."""
    return Player(name, seed=seed, strength=strength, max_seconds=max_seconds)


def choose(
    name: str, state: GameState, rng: random.Random, strength: int | None = None, max_seconds: float | None = None
) -> Action:
    """The action of the bot called ``name`` for the player to move, drawing from ``rng``; the strong bot
    judges ``strength`` positions a move (``None``: its default), thinking at most ``max_seconds``."""
    if name in SEARCHERS and (strength is not None or max_seconds is not None):
        iterations = search.DEFAULT_ITERATIONS if strength is None else strength
        with playing(name):
            return search.best_action(state, iterations=iterations, seed=rng.randrange(2**31), max_seconds=max_seconds)
    return BOTS[name](state, rng)


def play_out(
    state: GameState,
    bots: str | list[str],
    rng: random.Random,
    max_actions: int = 100_000,
    strength: int | None = None,
) -> GameState:
    """Play ``state`` to the end in place with the named bot(s), one generator for every seat (the strong
    bot at ``strength``: see :func:`choose`); returns it. The same as every seat asking
    ``make_bot(name, seed=s, strength=strength)`` when ``rng`` is ``random.Random(s)``."""
    names = [bots] * state.num_players if isinstance(bots, str) else bots
    for _ in range(max_actions):
        if state.is_terminal():
            return state
        state.apply(choose(names[state.current_player], state, rng, strength))
    raise RuntimeError(f"{state.game}: no end after {max_actions} actions")
