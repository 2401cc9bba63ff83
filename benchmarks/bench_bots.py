"""Bot figures: strong vs greedy, bankruptcies, seconds per move and per hint, playouts per second.

Sized so that the whole module runs in about ten minutes on the project's 2-core machine: each
figure's ``target`` names the games played and the search budget (``strength``: positions judged
per move). Bigger tables are in ``docs/bots.md``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

import steamlab
from benchmarks import Figure
from steamlab.bots.hints import HINT_ITERATIONS, hint
from steamlab.bots.registry import make_bot, play_out
from steamlab.bots.search import DEFAULT_ITERATIONS
from steamlab.bots.simulate import wilson
from steamlab.engine.state import GameState

RULE_SETS = {
    "steam_base": ("steam", "base"),
    "steam_standard": ("steam", "standard"),
    "age_of_steam": ("age_of_steam", None),
    "russian_railroads": ("russian_railroads", None),
}
TOURNAMENT_GAMES = 2
"""Games per rule set for the win rate (the strong bot in seats 0 and 2). Since the strong bot rolls
its best actions out to the turn's end (a move takes about 0.1-0.4 s, a game's strong seat 15-40 s of
CPU), four games per rule set no longer fit in the module's ten minutes."""
BENCH_STRENGTH = DEFAULT_ITERATIONS
"""Positions judged per strong move in the win-rate figures: the default strength."""
BANKRUPT_STRENGTH = 24
"""Positions judged per move in the four-strong game of the bankruptcy figures: half the default
(2 actions rolled out a move instead of 4), so four strong seats cost about what two default ones do."""
GREEDY_BEFORE_S = {"steam_base": 0.21, "steam_standard": 0.50, "age_of_steam": 0.50, "russian_railroads": 0.58}
"""CPU seconds of one 4-player greedy game (seeds 1 and 2, mean) with the code before the projection
(0cac7a4^, greedy then judged by the score alone and went broke): measured on this machine."""


def _play(game: str, rules: str | None, seed: int, names: list[str], strength: int = BENCH_STRENGTH) -> GameState:
    g = steamlab.new_game(game, players=4, rules=rules, seed=seed)
    bots = [make_bot(n, seed=seed * 10 + s, strength=strength if n == "strong" else None) for s, n in enumerate(names)]
    while not g.is_terminal():
        g.apply(bots[g.current_player].choose(g))
    return g


def _win_rate(name: str) -> Callable[[], Figure]:
    game, rules = RULE_SETS[name]

    def figure() -> Figure:
        wins = 0.0
        for i in range(TOURNAMENT_GAMES):
            seat = 2 * i % 4
            g = _play(game, rules, 1000 + i, ["strong" if s == seat else "greedy" for s in range(4)])
            winners = g.winners()
            wins += 1 / len(winners) if seat in winners else 0.0
        low, high = wilson(wins, TOURNAMENT_GAMES)
        budget = f"{TOURNAMENT_GAMES} games, seats 0 and 2, strength {BENCH_STRENGTH}, 95% {low:.2f}-{high:.2f}"
        return Figure(wins / TOURNAMENT_GAMES, "win rate",
                      f"report (1 strong vs 3 greedy, {budget}; the >= 0.9 target is the 100-game table's, "
                      "docs/bots.md: a few games cannot tell 0.9 from 0.5)")

    return figure


def _bankrupt_rate(name: str) -> Callable[[], Figure]:
    game, rules = RULE_SETS[name]

    def figure() -> Figure:
        g = _play(game, rules, 2000, ["strong"] * 4, BANKRUPT_STRENGTH)
        seats = getattr(g, "seats", None)
        out = sum(1 for s in seats if s.out) if seats is not None else 0
        return Figure(
            out / 4, "share of players", f"<= 0.05 (4 strong bots, 1 game = 4 seats, strength {BANKRUPT_STRENGTH})"
        )

    return figure


def _greedy_game(name: str) -> Callable[[], Figure]:
    game, rules = RULE_SETS[name]

    def figure() -> Figure:
        spent = []
        for seed in (1, 2):
            g = steamlab.new_game(game, players=4, rules=rules, seed=seed)
            start = time.process_time()
            play_out(g, "greedy", random.Random(seed))
            spent.append(time.process_time() - start)
        before = GREEDY_BEFORE_S[name]
        return Figure(statistics.mean(spent), "s (CPU)", f"<= {2 * before:.2f} (2x the {before} s before; 2 games)")

    return figure


def _positions() -> list[GameState]:
    """Mid-game positions of each rule set (greedy play from a fixed seed)."""
    out = []
    for game, rules in RULE_SETS.values():
        g = steamlab.new_game(game, players=4, rules=rules, seed=7)
        bot = make_bot("greedy", seed=7)
        for _ in range(40):
            g.apply(bot.choose(g))
        while len(g.legal_actions()) < 2:
            g.apply(bot.choose(g))
        out.append(g)
    return out


def strong_move_s() -> Figure:
    """The strong bot's seconds per decision (decisions with a choice) in one game per rule set, one
    strong bot at the default strength against three greedy ones: the positions it meets in play."""
    times = []
    for i, (game, rules) in enumerate(RULE_SETS.values()):
        g = steamlab.new_game(game, players=4, rules=rules, seed=3000 + i)
        bots = [make_bot("strong" if s == i else "greedy", seed=3000 + s) for s in range(4)]
        while not g.is_terminal():
            seat = g.current_player
            choice = len(g.legal_actions()) > 1
            start = time.perf_counter()
            action = bots[seat].choose(g)
            if seat == i and choice:
                times.append(time.perf_counter() - start)
            g.apply(action)
    what = f"median of {len(times)} moves at the default strength {DEFAULT_ITERATIONS}, 1 game per rule set"
    return Figure(statistics.median(times), "s", f"<= 1.0 ({what})")


def hint_s() -> Figure:
    times = []
    for g in _positions():
        start = time.perf_counter()
        hint(g)
        times.append(time.perf_counter() - start)
    return Figure(statistics.median(times), "s", f"<= 2.0 (median of 4 hints, one per rule set, {HINT_ITERATIONS} leaves)")


def _playouts(bot: str, count: int) -> Figure:
    from benchmarks.bench_scenarios import midgame_record

    start_state = steamlab.from_record(midgame_record())
    start = time.perf_counter()
    for i in range(count):
        g = start_state.copy()
        if bot == "strong":
            players = [make_bot("strong", seed=i * 10 + s, strength=2) for s in range(4)]
            while not g.is_terminal():
                g.apply(players[g.current_player].choose(g))
        else:
            play_out(g, bot, random.Random(i))
    seconds = time.perf_counter() - start
    what = "strength 2" if bot == "strong" else "greedy"
    return Figure(count / seconds, "playouts/s", f"report ({count} serial {what} playouts from the scenario-lab position)")


BENCHMARKS: dict[str, Callable[[], Figure]] = {
    **{f"strong_vs_greedy_win_rate_{n}": _win_rate(n) for n in RULE_SETS},
    **{f"strong_bankrupt_rate_{n}": _bankrupt_rate(n) for n in RULE_SETS},
    **{f"greedy_game_cpu_s_{n}": _greedy_game(n) for n in RULE_SETS},
    "strong_move_s": strong_move_s,
    "hint_s": hint_s,
    "playouts_per_s_greedy": lambda: _playouts("greedy", 3),
    "playouts_per_s_strong": lambda: _playouts("strong", 1),
}
