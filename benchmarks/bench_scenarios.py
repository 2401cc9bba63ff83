"""``playouts_per_s``: random 4-player Steam standard playouts from a mid-game Rust Belt position, all cores."""

from __future__ import annotations

import os
import time
from typing import Any

import steamlab
from benchmarks import Figure
from steamlab.games.rails.sample import dense_network
from steamlab.scenarios import Scenario
from steamlab.scenarios.analysis import analyse


def midgame_record() -> dict[str, Any]:
    """Turn 4 of 8, capital phase: a dense network of links, every city's cubes, some money and income."""
    g = steamlab.new_game("steam", players=4, rules="standard", seed=1)
    g.board = dense_network("rust_belt", seed=1, game="steam")
    sc = Scenario.from_state(g)
    sc.phase("capital", turn=4)
    for seat in range(4):
        sc.player(seat, cash=15, income=4, vp=2, locomotive=2, action=None)
    return sc.to_record()


def playouts_per_s() -> Figure:
    record = midgame_record()
    cores = os.cpu_count() or 1
    analyse(record, playouts=2, mode="serial", max_candidates=1)  # warm the build memo in this process
    start = time.perf_counter()
    a = analyse(record, playouts=20, mode="processes", workers=cores, max_candidates=2, seed=1)
    seconds = time.perf_counter() - start
    n = sum(r.playouts for r in a.results)
    return Figure(n / seconds, "playouts/s", f">= 20 on this machine ({cores} cores)")


BENCHMARKS = {"playouts_per_s": playouts_per_s}
