"""Whole-game figures: one 4-player game on Rust Belt with random or greedy bots.

Each figure is the mean of three games (seeds 1-3) after one warm-up game,
which fills the build memo as a long-running process would.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from benchmarks import Figure
from steamlab.bots.simulate import play_one


def _game_seconds(game: str, rules: str | None, bot: str, target: str) -> Callable[[], Figure]:
    def run() -> Figure:
        play_one(game, rules=rules, map=None, players=4, bot=bot, seed=0)
        times = []
        for seed in (1, 2, 3):
            start = time.perf_counter()
            play_one(game, rules=rules, map=None, players=4, bot=bot, seed=seed)
            times.append(time.perf_counter() - start)
        return Figure(sum(times) / len(times), "s", target)

    return run


BENCHMARKS = {
    f"{name}_{bot}_game_s": _game_seconds(game, rules, bot, "< 0.2 s" if bot == "random" else "< 2 s")
    for bot in ("random", "greedy")
    for name, game, rules in (
        ("steam_base", "steam", "base"),
        ("steam_standard", "steam", "standard"),
        ("age_of_steam", "age_of_steam", None),
    )
}
