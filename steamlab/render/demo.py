"""Made-up positions for pictures, tests and benchmarks (not for play).

:func:`demo_board` lays links that look like a game in progress: each starts
at a city, runs through free buildable hexes with straights and curves, and
ends at a city or a town (or stops short, as unfinished links do). It checks
no rule beyond that; the games' own rules decide what is legal.

>>> from steamlab.core.maps import load_map
>>> b = demo_board(load_map("rust_belt"), tiles=40, cubes=30, players=4)
>>> len(b.tiles), sum(len(c) for c in b.cubes.values())
(40, 30)
>>> sorted({o for o in b.owners.values() if o is not None})
[0, 1, 2, 3]
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from steamlab.core.hexgrid import Hex, opposite
from steamlab.core.maps import COLORS, GameMap
from steamlab.core.tiles import TOWN, Segment, segment

if TYPE_CHECKING:
    from steamlab.games.rails.board import RailBoard

_TILE_BY_GAP = {1: "sharp", 2: "gentle", 3: "straight", 4: "gentle", 5: "sharp"}


def demo_board(
    game_map: GameMap, tiles: int = 40, cubes: int = 30, players: int = 4, seed: int = 7, new_cities: int = 1
) -> RailBoard:
    """A :class:`RailBoard` with about ``tiles`` track tiles owned by ``players``
    players (every seventh link left unowned), ``cubes`` goods cubes on the cities and
    ``new_cities`` towns turned into new cities.
    """
    from steamlab.games.rails.board import Placement, RailBoard

    rng = random.Random(seed)
    board = RailBoard(game_map)
    cities = sorted(h for h, _ in game_map.cities())
    link = 0
    attempts = 0
    while len(board.tiles) < tiles and attempts < 500:
        attempts += 1
        owner: int | None = None if link % 7 == 6 else link % players
        start = rng.choice(cities)
        laid = _lay_link(board, start, owner, rng, tiles - len(board.tiles))
        for h, seg in laid:
            board.tiles[h] = Placement(_tile_id(seg), 0, frozenset({seg}))
            board.owners[(h, seg)] = owner
        if laid:
            link += 1
    towns = sorted(h for h, _ in game_map.towns() if h not in board.tiles)
    for h, nc in zip(towns[:new_cities], game_map.new_cities, strict=False):
        board.new_cities[h] = (nc.id, nc.color)
    targets = cities + sorted(board.new_cities)
    for i in range(cubes):
        board.cubes.setdefault(targets[i % len(targets)], []).append(rng.choice(COLORS))
    return board


def _tile_id(seg: Segment) -> str:
    a, b = seg
    return "town" if b == TOWN else _TILE_BY_GAP[(b - a) % 6]


def _free(board: RailBoard, h: Hex, taken: set[Hex]) -> bool:
    """Buildable, empty, and no earlier link's track ends at its edge."""
    cell = board.map.cells.get(h)
    if not cell or not cell.buildable or cell.city or h in board.tiles or h in taken:
        return False
    for edge, other in h.neighbors():
        p = board.tiles.get(other)
        if p and any(opposite(edge) in seg for seg in p.segments):
            return False
    return True


def _lay_link(board: RailBoard, start: Hex, owner: int | None, rng: random.Random, budget: int) -> list[tuple[Hex, Segment]]:
    """Pieces of one link from ``start``; empty if it cannot leave the city."""
    m = board.map
    exits = [e for e in range(6) if m.is_passable(start, e) and _free(board, start.neighbor(e), set())]
    if not exits or budget <= 0:
        return []
    edge = rng.choice(exits)
    here, entry = start.neighbor(edge), opposite(edge)
    laid: list[tuple[Hex, Segment]] = []
    taken: set[Hex] = set()
    for _ in range(min(budget, rng.randint(2, 6))):
        taken.add(here)
        if m.cells[here].town:
            laid.append((here, segment(entry, TOWN)))
            break
        options = []
        for gap, weight in ((3, 4), (2, 3), (4, 3), (1, 1), (5, 1)):
            out = (entry + gap) % 6
            nxt = here.neighbor(out)
            if m.is_passable(here, out) and (_free(board, nxt, taken) or nxt in board.map.cells and board.is_city(nxt)):
                options += [out] * weight
        if not options:
            break
        out = rng.choice(options)
        laid.append((here, segment(entry, out)))
        nxt = here.neighbor(out)
        if board.is_city(nxt) or len(laid) >= budget:
            break
        here, entry = nxt, opposite(out)
    return laid
