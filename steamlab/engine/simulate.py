"""Many bot games in a row, summarised: what ``steamlab simulate`` prints.

>>> s = simulate("steam", rules="base", players=3, games=1, bot="random", seed=5)
>>> s["games"], len(s["wins_per_seat"]), s["actions_per_game"] > 50
(1, 3, True)
"""

from __future__ import annotations

import random
import time
from typing import Any

from steamlab.engine.bots import BOTS, play_out
from steamlab.engine.parallel import Progress, run_tasks
from steamlab.engine.registry import new_game
from steamlab.engine.state import GameState


def play_one(game: str, *, rules: str | None, map: str | None, players: int, bot: str, seed: int) -> GameState:
    """One full game: set-up from ``seed``, every seat played by ``bot`` with a generator seeded by ``seed``."""
    if bot not in BOTS:
        raise ValueError(f"unknown bot {bot!r}; bots are {', '.join(BOTS)}")
    state = new_game(game, players=players, map=map, rules=rules, seed=seed)
    return play_out(state, bot, random.Random(seed))


def game_summary(
    game: str, rules: str | None, map: str | None, players: int, bot: str, seed: int
) -> tuple[int, list[int], list[int]]:
    """One game's ``(actions, scores, winners)``; module level so that it can run in another process."""
    g = play_one(game, rules=rules, map=map, players=players, bot=bot, seed=seed)
    return len(g.history), [s.total for s in g.scores()], g.winners()


def simulate(
    game: str,
    *,
    rules: str | None = None,
    map: str | None = None,
    players: int,
    games: int,
    bot: str = "random",
    seed: int = 0,
    progress: Progress | None = None,
    mode: str = "auto",
    scheduler: str | None = None,
    workers: int | None = None,
) -> dict[str, Any]:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) and summarise them.

    They run in parallel processes by default (``mode="auto"``), on a Dask
    cluster when ``scheduler`` is an address like ``tcp://host:8786``; the
    numbers are the same either way.
    """
    if bot not in BOTS:
        raise ValueError(f"unknown bot {bot!r}; bots are {', '.join(BOTS)}")
    new_game(game, players=players, map=map, rules=rules, seed=seed)  # fail fast on bad arguments
    tasks = [(game, rules, map, players, bot, seed + i) for i in range(games)]
    start = time.perf_counter()
    results = run_tasks(game_summary, tasks, mode=mode, scheduler=scheduler, workers=workers, progress=progress)
    seconds = time.perf_counter() - start
    totals = [0.0] * players
    wins = [0.0] * players
    actions = 0
    for n, scores, winners in results:
        actions += n
        for p, total in enumerate(scores):
            totals[p] += total
        for p in winners:
            wins[p] += 1 / len(winners)
    n = max(games, 1)
    return {
        "game": game,
        "rules": rules,
        "map": map,
        "players": players,
        "bot": bot,
        "seed": seed,
        "games": games,
        "seconds_per_game": round(seconds / n, 4),
        "actions_per_game": round(actions / n, 2),
        "mean_scores": [round(t / n, 3) for t in totals],
        "wins_per_seat": [round(w, 3) for w in wins],
    }
