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

import random
from collections.abc import Callable

from steamlab.engine.state import Action, GameState

Bot = Callable[[GameState, random.Random], Action]


def random_bot(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action."""
    sampler = getattr(state, "sample_action", None)
    if sampler is not None:
        action: Action = sampler(rng)
        return action
    actions = state.legal_actions()
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


def greedy_bot(state: GameState, rng: random.Random) -> Action:
    """The legal action with the best immediate value for the mover."""
    actions = state.legal_actions()
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
