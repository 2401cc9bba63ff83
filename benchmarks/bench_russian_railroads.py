"""Russian Railroads benchmarks: a full random 4-player game, and scoring four boards."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from benchmarks import Figure, best_of


def random_game_s() -> Figure:
    """Seconds for a full 4-player game with random bots (set-up deal included)."""
    import steamlab
    from steamlab.bots.registry import play_out

    def run() -> None:
        g = steamlab.new_game("russian_railroads", players=4, seed=2024)
        play_out(g, "random", random.Random(7))

    run()  # warm the data cache and imports
    return Figure(best_of(run, repeat=7), "s", "< 0.05 s")


def _four_boards_ms(score: Callable[[Any, Any], object], number: int) -> float:
    """Milliseconds to score the four boards of a finished random game with ``score(data, board)``."""
    import steamlab
    from steamlab.bots.registry import play_out
    from steamlab.games.russian_railroads.state import RussianRailroadsState

    g = steamlab.new_game("russian_railroads", players=4, seed=5)
    play_out(g, "random", random.Random(5))
    assert isinstance(g, RussianRailroadsState)
    boards, data = g.boards, g.data

    def run() -> None:
        for b in boards:
            score(data, b)

    return best_of(run, repeat=7, number=number) * 1000


def round_score_ms() -> Figure:
    """Milliseconds to score four end-of-game boards (the numbers used each round)."""
    from steamlab.games.russian_railroads.scoring import round_points

    return Figure(_four_boards_ms(round_points, 2000), "ms", "< 0.2 ms")


def round_breakdown_ms() -> Figure:
    """Milliseconds to score four boards with the full space-by-space working."""
    from steamlab.games.russian_railroads.scoring import round_score

    return Figure(_four_boards_ms(round_score, 500), "ms", "< 0.2 ms")


BENCHMARKS = {
    "russian_railroads_random_game_s": random_game_s,
    "russian_railroads_round_score_ms": round_score_ms,
    "russian_railroads_round_breakdown_ms": round_breakdown_ms,
}
