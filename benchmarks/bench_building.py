"""Building figures for search: ``legal_builds_cold_ms`` on a dense position, and the
``copy()`` / ``apply()`` cost of a mid-game state.

The dense positions: 4 players take random building turns on Rust Belt until 50
track tiles lie on the map (``random_build_position``), from three seeds, for Steam and
for Age of Steam. "Cold" means every memo is empty: the signature, cost and orientation-selection
memos of ``building.py``, the hex-label caches of ``hexgrid``, the options the board keeps across
turns, the turn's own cache, and the traced links -- what a search meets in a position it has never
seen. (What is computed once per map -- neighbour tables, terrain, the terrain prices as a memo key
(``building._PRICES``) -- or once per game -- the orientation table and its bit sets -- stays: a search
never meets a new map or a new tile manifest.)

Figures of issue 43 (5 December, load average 9-11, before and after run one after the other):
``legal_builds_cold_cpu_ms`` 2.44-2.57 ms before, 1.43-1.45 ms after (docs/building.md, "Enumeration and
speed").
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from benchmarks import Figure, best_of
from steamlab.core.hexgrid import label, parse_label
from steamlab.engine.registry import new_game
from steamlab.engine.state import GameState
from steamlab.games.rails import building
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.sample import random_build_position

DENSE_TILES = 50
DENSE_SEEDS = (1, 2, 3)
"""Seeds of the dense positions (each game, each seed: a different board)."""


def dense_boards(seeds: tuple[int, ...] = (1,)) -> list[tuple[str, RailBoard]]:
    """Dense benchmark positions (Steam and Age of Steam for each seed), 4 players, 50 tiles each."""
    return [
        (g, random_build_position("rust_belt", g, tiles=DENSE_TILES, seed=s, players=4)) for s in seeds for g in RULES
    ]


def cold_legal_builds(
    game: str, board: RailBoard, player: int = 0, clock: Callable[[], float] = time.perf_counter
) -> tuple[float, int]:
    """Seconds (of ``clock``) to list ``player``'s legal builds on ``board`` with every memo empty, and
    how many there are."""
    building._MEMO.clear()
    building._COSTS.clear()
    building.orientations(RULES[game]).selections.clear()
    label.cache_clear()
    parse_label.cache_clear()
    fresh = board.copy()
    fresh.touch_all()
    start = clock()
    options = BuildTurn(fresh, RULES[game], player).legal_builds()
    return clock() - start, len(options)


def _cold_ms(clock: Callable[[], float]) -> float:
    boards = dense_boards(DENSE_SEEDS)
    total = 0.0
    for game, board in boards:
        total += min(cold_legal_builds(game, board, clock=clock)[0] for _ in range(5))
    return total / len(boards) * 1000


def legal_builds_cold_ms() -> Figure:
    """Listing one player's legal builds with every memo empty, dense Rust Belt (mean over Steam and AoS
    on three boards, best of 5 each; wall clock)."""
    return Figure(_cold_ms(time.perf_counter), "ms", "<= 5 ms")


def legal_builds_cold_cpu_ms() -> Figure:
    """The same in CPU time of this process: what the figure means when other work shares the cores."""
    return Figure(_cold_ms(time.process_time), "ms", "informational (CPU time of legal_builds_cold_ms)")


def midgame_state(game: str = "steam", rules: str | None = "standard", seed: int = 1) -> GameState:
    """A 4-player game on Rust Belt played by random players to the build phase of turn 4."""
    g = new_game(game, players=4, rules=rules, seed=seed)
    rng = random.Random(seed)
    while not g.is_terminal() and not (getattr(g, "turn", 0) >= 4 and getattr(g, "phase", "") == "build"):
        g.apply(g.sample_action(rng))  # type: ignore[attr-defined]
    return g


def copy_ms() -> Figure:
    """``copy()`` of a mid-game Steam state (turn 4, build phase)."""
    g = midgame_state()
    return Figure(best_of(g.copy, repeat=5, number=50) * 1000, "ms", "informational (search)")


def apply_ms() -> Figure:
    """``apply()`` of one random legal action to a copy of a mid-game Steam state (copy time taken off)."""
    g = midgame_state()
    rng = random.Random(2)
    actions = [g.sample_action(rng) for _ in range(20)]  # type: ignore[attr-defined]
    copies = [g.copy() for _ in range(len(actions))]
    start = time.perf_counter()
    for c, a in zip(copies, actions, strict=True):
        c.apply(a)
    return Figure((time.perf_counter() - start) / len(actions) * 1000, "ms", "informational (search)")


BENCHMARKS = {
    "legal_builds_cold_ms": legal_builds_cold_ms,
    "legal_builds_cold_cpu_ms": legal_builds_cold_cpu_ms,
    "state_copy_ms": copy_ms,
    "state_apply_ms": apply_ms,
}
