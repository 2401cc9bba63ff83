"""Does the Hint's advice play as well as the computer, and how long does a computer seat keep a person waiting?

* ``hint_follower_win_rate_<rules>``: one seat plays the Hint's first choice at every decision (as the hot seat asks
  it: the default strength, :data:`~steamlab.bots.hints.COMPUTER_SECONDS` at most) against three greedy seats; the
  strong bot's own figure against greedy is ``strong_vs_greedy_win_rate_<rules>`` (bench_bots.py, docs/bots.md).
* ``hint_follower_vs_strong_<rules>``: the same follower against three computer seats at the default strength, as
  the hot seat plays them: about its share, 0.25 of four-player games.
* ``computer_move_max_s`` / ``computer_move_median_s``: every decision with a choice of the computer seats in those
  games (the hot seat's seats: default strength, the same cap).

The follower sits in each seat in turn. ``STEAMLAB_ADVICE_GAMES`` sets the games a rule set (100 for the issue's
figures; 8 by default, so the module runs in minutes); the games run on every core. Each win-rate figure's target
text carries its 95% Wilson interval and the number of games.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor

import steamlab
from benchmarks import Figure
from steamlab.bots.hints import COMPUTER_SECONDS, hint
from steamlab.bots.registry import make_bot
from steamlab.bots.simulate import wilson

RULE_SETS = {
    "steam_base": ("steam", "base"),
    "steam_standard": ("steam", "standard"),
    "age_of_steam": ("age_of_steam", None),
    "russian_railroads": ("russian_railroads", None),
}
GAMES = int(os.environ.get("STEAMLAB_ADVICE_GAMES", "8"))


def play(rules: str, seed: int, rivals: str) -> tuple[float, list[float]]:
    """One four-player game: the follower in seat ``seed % 4``, ``rivals`` elsewhere. Its share of the win, and
    the seconds of every computer-seat decision with a choice (the strong rivals'; none for greedy)."""
    game, ruleset = RULE_SETS[rules]
    g = steamlab.new_game(game, players=4, rules=ruleset, seed=seed)
    follower = seed % 4
    bots = {s: make_bot(rivals, seed=seed * 10 + s, max_seconds=COMPUTER_SECONDS) for s in range(4) if s != follower}
    waits: list[float] = []
    while not g.is_terminal():
        seat = g.current_player
        if seat == follower:
            action = hint(g, max_seconds=COMPUTER_SECONDS)[0].action
        else:
            choice = len(g.legal_actions()) > 1
            start = time.perf_counter()
            action = bots[seat].choose(g)
            if choice and rivals == "strong":
                waits.append(time.perf_counter() - start)
        g.apply(action)
    winners = g.winners()
    return (1 / len(winners) if follower in winners else 0.0), waits


def _games(rules: str, rivals: str) -> list[tuple[float, list[float]]]:
    seeds = range(5000, 5000 + GAMES)
    with ProcessPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        return list(pool.map(play, [rules] * GAMES, seeds, [rivals] * GAMES))


_WAITS: list[float] = []


def _win_rate(rules: str, rivals: str, target: str) -> Callable[[], Figure]:
    def figure() -> Figure:
        results = _games(rules, rivals)
        wins = sum(w for w, _ in results)
        for _, waits in results:
            _WAITS.extend(waits)
        low, high = wilson(wins, GAMES)
        return Figure(wins / GAMES, "win rate", f"{target} ({GAMES} games, 95% {low:.2f}-{high:.2f})")

    return figure


def _waits() -> list[float]:
    if not _WAITS:  # run alone: the games against strong seats of one rule set give the waits
        _win_rate("steam_standard", "strong", "")()
    return _WAITS


def computer_move_max_s() -> Figure:
    waits = _waits()
    return Figure(max(waits), "s", f"<= 3 (longest of {len(waits)} computer decisions, default strength)")


def computer_move_median_s() -> Figure:
    waits = _waits()
    return Figure(statistics.median(waits), "s", f"report (median of {len(waits)} computer decisions)")


BENCHMARKS: dict[str, Callable[[], Figure]] = {
    **{f"hint_follower_win_rate_{r}": _win_rate(r, "greedy", "within 0.05 of strong_vs_greedy") for r in RULE_SETS},
    **{f"hint_follower_vs_strong_{r}": _win_rate(r, "strong", ">= 0.22") for r in RULE_SETS},
    "computer_move_max_s": computer_move_max_s,
    "computer_move_median_s": computer_move_median_s,
}
