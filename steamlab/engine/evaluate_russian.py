"""How the bots judge a Russian Railroads position: each seat's projected final score, line by line.

The lines (the hints quote them in words; :mod:`steamlab.engine.evaluate` gathers them into a
:class:`~steamlab.engine.evaluate.Projection`):

* ``score`` -- VP so far;
* ``rounds`` -- this board's round score for every round left (the railways and industry as they
  stand score again each round);
* ``final`` -- the final scoring as it stands: the end bonus cards held and the engineer majority
  (40 / 20 points: as much as several rounds of a railway), so engineers and bonus cards count
  before the end, and the projection of the last position before the end agrees with the real final
  score;
* ``rubles`` -- :data:`RUBLE` a ruble; ``workers`` -- :data:`WORKER` a worker for every round left
  after this one (workers are actions);
* ``actions`` -- :data:`ACTION` points per worker still free this round, until the player passes.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=1)
>>> sorted(russian_parts(g, [0])[0])  # the setup phase: no "actions" line yet
['final', 'rounds', 'rubles', 'score', 'workers']
"""

from __future__ import annotations

from typing import Any

RUBLE = 0.5
"""Points a ruble is worth (it stands in for a worker on an action space)."""
WORKER = 1.0
"""Points a worker is worth per round left after this one."""
ACTION = 2.0
"""Points a worker not yet placed this round is worth to a player who has not passed: an action
still to take. Passing gives them up, so the bots pass only when no placement pays."""


def final_points(state: Any) -> list[float]:
    """Each seat's final-scoring points if the game ended now: its end bonus cards and the
    engineer majority (40 / 20) as they stand (the game's own ``final_items``)."""
    from steamlab.games.russian_railroads.scoring import final_items

    return [float(sum(item.points for item in lines)) for lines in final_items(state.data, state.boards)]


def russian_parts(state: Any, seats: list[int]) -> list[dict[str, float]]:
    """The projection's lines (see the module docstring) for each of ``seats``."""
    from steamlab.games.russian_railroads.scoring import round_points

    finals = final_points(state)
    left = max(0, state.setup.rounds - state.round + 1)
    out = []
    for player in seats:
        board = state.boards[player]
        parts = {
            "score": float(board.total_vp),
            "rounds": float(round_points(state.data, board) * left),
            "final": finals[player],
            "rubles": RUBLE * board.rubles,
            "workers": WORKER * board.workers * max(0, left - 1),
        }
        if state.phase == "play" and not state.passed[player]:
            parts["actions"] = ACTION * (board.workers_free + board.temps_free)
        out.append(parts)
    return out
