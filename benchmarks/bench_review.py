"""How long the game review takes (issue 41): ``review_game_s_<rules>``.

A whole 3-player game of the rule set (seed 5000, every seat the quick computer, 8 positions a move) reviewed for
Player 1 at the default strength (the Hint's, 48 positions a move), as the pages' *Review* button does. The value
is wall time; the target text carries the process's CPU time too (on a shared machine the wall time is the CPU
time stretched by the other work). Target: ≤ 60 s on this machine (≤ 2 min in the live site, whose Python runs
about twice as slowly).
"""

from __future__ import annotations

import time
from collections.abc import Callable

import steamlab
from benchmarks import Figure
from benchmarks.bench_bots import RULE_SETS
from steamlab.bots.computer import computer_action
from steamlab.bots.review import review

SEED = 5000


def _review_s(rules: str) -> Callable[[], Figure]:
    def run() -> Figure:
        game, ruleset = RULE_SETS[rules]
        g = steamlab.new_game(game, players=3, rules=ruleset, seed=SEED)
        while not g.is_terminal():
            g.apply(computer_action(g, 8))
        wall, cpu = time.perf_counter(), time.process_time()
        r = review(g, 0)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        return Figure(wall, "s", f"<= 60 ({len(r.moves)} decisions, CPU {cpu:.1f} s)")

    return run


BENCHMARKS: dict[str, Callable[[], Figure]] = {f"review_game_s_{r}": _review_s(r) for r in RULE_SETS}
