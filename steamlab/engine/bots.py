"""Bots that play any steamlab game through the state API.

* ``random`` -- uniform over ``legal_actions()``; a game whose action list is
  huge may offer ``sample_action(rng)`` to draw one uniformly without listing
  them all.
* ``greedy`` -- tries each legal action on a copy and keeps the one that
  leaves the mover with the best ``heuristic(player)`` (by default the score
  total), ties broken by the generator.

A bot only ever returns an action taken from the legal list (or one the game
checked itself), so it never plays an illegal move.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from steamlab.engine.state import Action, GameState

Bot = Callable[[GameState, random.Random], Action]


AMOUNT_WINDOW = 4
"""The random bot considers only the smallest few amounts of a numeric choice (bids, shares, capital)."""


_SINGLE: dict[str, str | None] = {}


AMOUNT_FIELDS = frozenset({"amount", "count", "steps"})
"""Field names that hold an amount (not a choice among named things, such as a token id)."""


def _single_field(cls: type[Action]) -> str | None:
    key = f"{cls.__module__}.{cls.__qualname__}"
    if key not in _SINGLE:
        fields = dataclasses.fields(cls)
        _SINGLE[key] = fields[0].name if len(fields) == 1 and fields[0].name in AMOUNT_FIELDS else None
    return _SINGLE[key]


def _amount(action: Action) -> int | None:
    name = _single_field(type(action))
    if name is not None:
        value = getattr(action, name)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return None


def sensible(actions: list[Action]) -> list[Action]:
    """The legal actions a random player picks from: all of them, except that a choice of an
    amount (one whole-number field named amount, count or steps: a bid, shares, capital) keeps only its
    ``AMOUNT_WINDOW`` smallest values, so a uniform pick is not dominated by absurd bids.

    >>> from steamlab.games.rails.actions import Bid, DropOut
    >>> [str(a) for a in sensible([Bid(n) for n in range(10)] + [DropOut()])]
    ['bid(amount=0)', 'bid(amount=1)', 'bid(amount=2)', 'bid(amount=3)', 'drop_out()']
    """
    amounts: dict[str, list[tuple[int, Action]]] = {}
    for a in actions:
        n = _amount(a)
        if n is not None:
            amounts.setdefault(a.kind, []).append((n, a))
    keep: set[Action] = set()
    for pairs in amounts.values():
        keep.update(a for _, a in sorted(pairs, key=lambda p: p[0])[:AMOUNT_WINDOW])
    return [a for a in actions if _amount(a) is None or a in keep]


def random_bot(state: GameState, rng: random.Random) -> Action:
    """A random legal action: uniform over :func:`sensible` (a game may offer ``sample_action``)."""
    sampler = getattr(state, "sample_action", None)
    if sampler is not None:
        action: Action = sampler(rng)
        return action
    actions = sensible(state.legal_actions())
    if not actions:
        raise RuntimeError(f"{state.game}: no legal action for player {state.current_player}")
    return rng.choice(actions)


def heuristic(state: GameState, player: int) -> float:
    """A state's value for ``player``: its ``heuristic`` hook or the score total."""
    hook = getattr(state, "heuristic", None)
    if hook is not None:
        value: float = hook(player)
        return value
    return float(state.scores()[player].total)


GREEDY_SAMPLE = 24
"""When there are more legal actions than this, greedy judges a random sample of this many
(plus every action without fields, such as passing), to keep a game under a few seconds."""


def greedy_bot(state: GameState, rng: random.Random) -> Action:
    """The legal action with the best immediate value for the mover (over a sample if many)."""
    actions = sensible(state.legal_actions())
    if len(actions) > GREEDY_SAMPLE:
        plain = [a for a in actions if not dataclasses.fields(a)]
        rest = [a for a in actions if dataclasses.fields(a)]
        actions = plain + rng.sample(rest, min(len(rest), GREEDY_SAMPLE - len(plain)))
    if not actions:
        raise RuntimeError(f"{state.game}: no legal action for player {state.current_player}")
    player = state.current_player
    best: list[Action] = []
    best_value = float("-inf")
    for action in actions:
        trial = state.copy()
        trial.auto_chance = False
        trial.apply(action)
        value = heuristic(trial, player)
        if value > best_value:
            best, best_value = [action], value
        elif value == best_value:
            best.append(action)
    return rng.choice(best)


BOTS: dict[str, Bot] = {"random": random_bot, "greedy": greedy_bot}


def play_out(state: GameState, bots: str | list[str], rng: random.Random, max_actions: int = 100_000) -> GameState:
    """Play ``state`` to the end in place with the named bot(s); returns it."""
    names = [bots] * state.num_players if isinstance(bots, str) else bots
    for _ in range(max_actions):
        if state.is_terminal():
            return state
        seat = state.current_player
        bot = BOTS[names[seat]]
        state.apply(bot(state, rng))
    raise RuntimeError(f"{state.game}: no end after {max_actions} actions")
