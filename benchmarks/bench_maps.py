"""Foundation and building figures: ``load_map_ms``, ``legal_builds_ms`` (the cold figure: ``bench_building.py``)."""

from __future__ import annotations

from benchmarks import Figure, best_of
from steamlab.core import maps
from steamlab.core.datafiles import data_path, load_json
from steamlab.games.rails.building import RULES, BuildTurn
from steamlab.games.rails.sample import random_build_position


def load_map_ms() -> Figure:
    """Read, parse and validate rust_belt.json (no cache)."""
    path = data_path("maps", "rust_belt.json")
    seconds = best_of(lambda: maps.parse_map(load_json(path), "rust_belt.json"), repeat=7, number=5)
    return Figure(seconds * 1000, "ms", "informational")


def _turns() -> list[BuildTurn]:
    out = []
    for game in ("steam", "age_of_steam"):
        board = random_build_position("rust_belt", game, tiles=25, seed=1)
        out.append(BuildTurn(board, RULES[game], 0))
    return out


def legal_builds_ms() -> Figure:
    """All legal builds for the current player, 25 tiles on Rust Belt; mean of Steam and AoS, memo warm."""
    turns = _turns()

    def run() -> None:
        for t in turns:
            t.refresh()  # links traced and every hex judged anew, as at the start of a turn
            t.legal_builds()

    run()
    return Figure(best_of(run, repeat=7, number=5) / len(turns) * 1000, "ms", "< 5 ms")


BENCHMARKS = {
    "load_map_ms": load_map_ms,
    "legal_builds_ms": legal_builds_ms,
}
