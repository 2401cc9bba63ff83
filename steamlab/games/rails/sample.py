"""Reproducible sample positions for tests, benchmarks and lessons.

>>> board = random_build_position("tutorial", "steam", tiles=6, seed=3)
>>> len(board.tiles)
6
"""

from __future__ import annotations

import random

from steamlab.core.maps import load_map
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildTurn


def random_build_position(map_name: str, game: str, *, tiles: int, seed: int = 0, players: int = 4) -> RailBoard:
    """Players take building turns (3 random legal builds each) until ``tiles`` tiles lie on the map.

    Ownership is kept as the rules say (links not extended lose their owner).
    The same arguments always give the same board.
    """
    rules = RULES[game]
    rng = random.Random(seed)
    board = RailBoard(load_map(map_name))
    built: set[int] = set()
    player = 0
    stuck = 0
    while len(board.tiles) < tiles and stuck < players:
        turn = BuildTurn(board, rules, player, first_build=player not in built)
        for _ in range(turn.limit):
            options = turn.legal_builds()
            if not options or len(board.tiles) >= tiles:
                break
            turn.apply(rng.choice(options).build)
            built.add(player)
        stuck = stuck + 1 if turn.done == 0 else 0
        turn.end_turn()
        player = (player + 1) % players
    return board
