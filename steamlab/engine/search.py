"""The strong bot's search: Monte Carlo tree search over a few promising actions per position.

Every iteration copies the position, walks down the tree choosing, at each
player's decision, the child with the best upper confidence bound (UCB1) *for
that player* (each node keeps a value per seat, so three rivals are three
maximisers, not one), resolves chance nodes (Age of Steam's dice and draws) by
sampling a fresh outcome each time ("open loop": the tree holds decisions only),
and stops at a node not yet expanded. Expanding a node ranks its candidate
actions (:func:`steamlab.engine.bots.candidates`: every promising action, a
sample of the rest) by the projected final score right after each one (at the
root also after a finishing tile, as greedy does) and keeps the best :data:`WIDTH`.
The new leaf is then judged without a random playout:
:func:`steamlab.engine.evaluate.projected_scores` turned into win chances
(:func:`~steamlab.engine.evaluate.win_chances`). Deep random playouts would cost
a few hundred milliseconds each and mostly measure how badly random players
play; a judged leaf costs about as much as one greedy look-ahead.

The strength knob is ``iterations`` (leaves judged per move); with the same
``seed`` a search returns the same move on any machine. ``max_seconds`` caps the
time too, at the price of that reproducibility.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=4)
>>> a = best_action(g, iterations=8, seed=1)
>>> g.why_illegal(a) is None
True
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from steamlab.engine.bots import candidates, ranked
from steamlab.engine.evaluate import projected_scores, win_chances
from steamlab.engine.state import CHANCE, Action, GameState

WIDTH = 4
"""Children kept per decision node (the best by one-step projection)."""
ROOT_SAMPLE = 20
"""Candidate actions judged at the root (all of them when there are fewer)."""
INNER_SAMPLE = 6
"""Candidate actions judged at a deeper node."""
EXPLORATION = 0.7
"""UCB1 exploration constant (values are win chances between 0 and 1)."""
SPREAD = {"steam": 6.0, "age_of_steam": 8.0, "russian_railroads": 15.0}
"""Points of projection error when turning projected scores into win chances (a wider game
has a wider spread)."""
MAX_DEPTH = 24
"""Decisions followed down the tree in one iteration at most."""
DEFAULT_ITERATIONS = 16
"""Leaves judged per move at the default strength."""


@dataclass
class Node:
    """A decision in the tree: who moves, the kept actions (best first) and the statistics."""

    player: int = -1
    actions: list[Action] | None = None
    children: dict[Action, Node] = field(default_factory=dict)
    visits: int = 0
    wins: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)

    def add(self, wins: list[float], scores: list[float]) -> None:
        if not self.wins:
            self.wins = [0.0] * len(wins)
            self.scores = [0.0] * len(scores)
        self.visits += 1
        for i, (w, s) in enumerate(zip(wins, scores, strict=True)):
            self.wins[i] += w
            self.scores[i] += s


@dataclass(frozen=True)
class Choice:
    """One root action after a search: how often it was tried, the mover's estimated win chance and
    mean projected final score below it."""

    action: Action
    visits: int
    win_chance: float
    mean_score: float


def search(
    state: GameState, *, iterations: int = DEFAULT_ITERATIONS, seed: int = 0, max_seconds: float | None = None
) -> list[Choice]:
    """Search from ``state`` (not changed) and return the root's actions, best first: among those
    tried at least half as often as the most tried one, the highest win chance first."""
    if state.is_terminal() or state.current_player < 0:
        raise ValueError("search needs a position where a player is to move")
    rng = random.Random(f"search:{seed}:{len(state.history)}")
    root = Node()
    spread = SPREAD.get(state.game, 8.0)
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    for _ in range(max(2, iterations)):  # the first iteration only expands the root
        _iterate(state, root, rng, spread)
        if deadline is not None and time.perf_counter() > deadline:
            break
    mover = root.player
    out = [
        Choice(a, c.visits, c.wins[mover] / c.visits, c.scores[mover] / c.visits)
        for a, c in root.children.items()
        if c.visits
    ]
    order = {a: i for i, a in enumerate(root.actions or [])}
    most = max((c.visits for c in out), default=0)
    out.sort(key=lambda c: (c.visits * 2 < most, -c.win_chance, -c.visits, order.get(c.action, 0)))
    return out


def best_action(
    state: GameState, *, iterations: int = DEFAULT_ITERATIONS, seed: int = 0, max_seconds: float | None = None
) -> Action:
    """The strong bot's move: the first of :func:`search` (the only legal one, without a search)."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return search(state, iterations=iterations, seed=seed, max_seconds=max_seconds)[0].action


def _expand(node: Node, state: GameState, rng: random.Random, root: bool) -> None:
    node.player = state.current_player
    options = candidates(state, rng, ROOT_SAMPLE if root else INNER_SAMPLE)
    node.actions = [a for _, a in ranked(state, options, finish_links=root)[:WIDTH]]


def _iterate(start: GameState, root: Node, rng: random.Random, spread: float) -> None:
    state = start.copy()
    state.auto_chance = False
    node = root
    path = [root]
    for _ in range(MAX_DEPTH):
        if state.is_terminal():
            break
        if state.current_player == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        if node.actions is None:
            _expand(node, state, rng, node is root)
            break
        if node.player != state.current_player:
            break  # a different chance outcome changed who moves: judge here
        action = _select(node)
        if state.why_illegal(action) is not None:
            break
        state.apply(action)
        node = node.children.setdefault(action, Node())
        path.append(node)
    scores = projected_scores(state)
    wins = _wins(state, scores, spread)
    for n in path:
        n.add(wins, scores)


def _wins(state: GameState, scores: list[float], spread: float) -> list[float]:
    if state.is_terminal():
        winners = state.winners()
        return [1 / len(winners) if p in winners else 0.0 for p in range(state.num_players)]
    return win_chances(scores, spread)


def _select(node: Node) -> Action:
    assert node.actions is not None
    for a in node.actions:
        if a not in node.children or not node.children[a].visits:
            return a
    log_n = math.log(node.visits or 1)
    p = node.player

    def ucb(a: Action) -> float:
        c = node.children[a]
        return c.wins[p] / c.visits + EXPLORATION * math.sqrt(log_n / c.visits)

    return max(node.actions, key=ucb)
