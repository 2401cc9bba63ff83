"""Many bot games in a row, summarised: what ``steamlab simulate`` prints.

>>> s = simulate("steam", rules="base", players=3, games=1, bot="random", seed=5)
>>> s["games"], len(s["wins_per_seat"]), s["actions_per_game"] > 50
(1, 3, True)
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from steamlab.bots.registry import BOTS, play_out
from steamlab.engine.parallel import Progress, run_tasks
from steamlab.engine.registry import new_game
from steamlab.engine.state import GameState
from steamlab.i18n.message import counted


def play_one(
    game: str, *, rules: str | None, map: str | None, players: int, bot: str | list[str], seed: int
) -> GameState:
    """One full game: set-up from ``seed``, each seat played by ``bot`` (one name, or one per seat)
    with a generator seeded by ``seed``."""
    for name in [bot] if isinstance(bot, str) else bot:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; bots are {', '.join(BOTS)}")
    state = new_game(game, players=players, map=map, rules=rules, seed=seed)
    return play_out(state, bot, random.Random(seed))


def game_summary(
    game: str, rules: str | None, map: str | None, players: int, bot: str | list[str], seed: int
) -> tuple[int, list[int], list[int], list[bool]]:
    """One game's ``(actions, scores, winners, out)`` (``out``: each seat bankrupt or eliminated);
    module level so that it can run in another process."""
    g = play_one(game, rules=rules, map=map, players=players, bot=bot, seed=seed)
    out = [bool(getattr(seat, "out", False)) for seat in getattr(g, "seats", [])] or [False] * players
    return len(g.history), [s.total for s in g.scores()], g.winners(), out


def seat_bots(bots: list[str], game_index: int, rotate: bool) -> list[str]:
    """The bots of one game: ``bots`` as given, or turned by ``game_index`` seats when ``rotate``.

    >>> seat_bots(["strong", "greedy", "greedy"], 1, True)
    ['greedy', 'strong', 'greedy']
    """
    if not rotate:
        return list(bots)
    k = game_index % len(bots)
    return bots[-k:] + bots[:-k] if k else list(bots)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default).

    >>> [round(x, 3) for x in wilson(9, 10)]
    [0.596, 0.982]
    """
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def simulate(
    game: str,
    *,
    rules: str | None = None,
    map: str | None = None,
    players: int,
    games: int,
    bot: str = "random",
    bots: list[str] | None = None,
    rotate: bool = False,
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

    ``bots`` names one bot per seat instead of ``bot`` for all; with ``rotate`` game ``i`` turns
    them by ``i`` seats, and the summary gives each bot's win rate with its 95% interval
    (``per_bot``) and the share of its seats that went bankrupt or were eliminated. A game in which every seat
    went out has no winner (``games_nobody_won`` counts them; no seat's win is counted for it).
    """
    names = list(bots) if bots is not None else [bot] * players
    if len(names) != players:
        raise ValueError(f"bots names {counted(len(names), 'bot')} for {players} players")
    for name in names:
        if name not in BOTS:
            raise ValueError(f"unknown bot {name!r}; bots are {', '.join(BOTS)}")
    new_game(game, players=players, map=map, rules=rules, seed=seed)  # fail fast on bad arguments
    lineups = [seat_bots(names, i, rotate) for i in range(games)]
    tasks = [(game, rules, map, players, lineups[i], seed + i) for i in range(games)]
    start = time.perf_counter()
    results = run_tasks(game_summary, tasks, mode=mode, scheduler=scheduler, workers=workers, progress=progress)
    seconds = time.perf_counter() - start
    totals = [0.0] * players
    wins = [0.0] * players
    actions = 0
    per_bot: dict[str, dict[str, float]] = {}
    nobody_won = 0
    for lineup, (n, scores, winners, out) in zip(lineups, results, strict=True):
        actions += n
        for p, total in enumerate(scores):
            totals[p] += total
            row = per_bot.setdefault(lineup[p], {"seats": 0, "wins": 0.0, "out": 0, "score": 0.0})
            row["seats"] += 1
            row["out"] += out[p]
            row["score"] += total
        nobody_won += not winners  # every seat out of the game (all bankrupt): no winner, none named
        for p in winners:
            wins[p] += 1 / len(winners)
            per_bot[lineup[p]]["wins"] += 1 / len(winners)
    n = max(games, 1)
    return {
        "game": game,
        "rules": rules,
        "map": map,
        "players": players,
        "bot": bot if bots is None else None,
        "bots": names,
        "rotate": rotate,
        "seed": seed,
        "games": games,
        "seconds_per_game": round(seconds / n, 4),
        "actions_per_game": round(actions / n, 2),
        "mean_scores": [round(t / n, 3) for t in totals],
        "wins_per_seat": [round(w, 3) for w in wins],
        "games_nobody_won": nobody_won,
        "per_bot": {name: _bot_row(row) for name, row in per_bot.items()},
    }


def _bot_row(row: dict[str, float]) -> dict[str, Any]:
    """One bot's line of the summary: the seats it played, its wins per seat with the 95% interval
    (a seat among four wins 0.25 by chance), the share of its seats that left the game, its mean score."""
    played = int(row["seats"])
    rate = row["wins"] / played if played else 0.0
    lo, hi = wilson(row["wins"], played)
    return {
        "seats": played,
        "win_rate_per_seat": round(rate, 3),
        "win_interval": [round(lo, 3), round(hi, 3)],
        "out_share": round(row["out"] / played, 3) if played else 0.0,
        "mean_score": round(row["score"] / played, 2) if played else 0.0,
    }
