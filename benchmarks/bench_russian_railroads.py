"""Russian Railroads benchmarks: a full random 4-player game, and scoring four boards."""

from __future__ import annotations

import random

from benchmarks import Figure, best_of


def random_game_s() -> Figure:
    """Seconds for a full 4-player game with random bots (set-up deal included)."""
    import steamlab
    from steamlab.engine.bots import play_out

    def run() -> None:
        g = steamlab.new_game("russian_railroads", players=4, seed=2024)
        play_out(g, "random", random.Random(7))

    run()  # warm the data cache and imports
    return Figure(best_of(run, repeat=7), "s", "< 0.05 s")


def round_score_ms() -> Figure:
    """Milliseconds to score four end-of-game boards (the numbers used each round)."""
    import steamlab
    from steamlab.engine.bots import play_out
    from steamlab.games.russian_railroads.scoring import round_points
    from steamlab.games.russian_railroads.state import RussianRailroadsState

    g = steamlab.new_game("russian_railroads", players=4, seed=5)
    play_out(g, "random", random.Random(5))
    assert isinstance(g, RussianRailroadsState)
    boards, data = g.boards, g.data

    def run() -> None:
        for b in boards:
            round_points(data, b)

    return Figure(best_of(run, repeat=7, number=2000) * 1000, "ms", "< 0.2 ms")


def round_breakdown_ms() -> Figure:
    """Milliseconds to score four boards with the full space-by-space working."""
    import steamlab
    from steamlab.engine.bots import play_out
    from steamlab.games.russian_railroads.scoring import round_score
    from steamlab.games.russian_railroads.state import RussianRailroadsState

    g = steamlab.new_game("russian_railroads", players=4, seed=5)
    play_out(g, "random", random.Random(5))
    assert isinstance(g, RussianRailroadsState)
    boards, data = g.boards, g.data

    def run() -> None:
        for b in boards:
            round_score(data, b)

    return Figure(best_of(run, repeat=7, number=500) * 1000, "ms", "< 0.2 ms")


BENCHMARKS = {
    "russian_railroads_random_game_s": random_game_s,
    "russian_railroads_round_score_ms": round_score_ms,
    "russian_railroads_round_breakdown_ms": round_breakdown_ms,
}
