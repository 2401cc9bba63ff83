"""Invariants of a Russian Railroads game: totals that never change, and states that must never occur.

The random-playout tests assert both after every action.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=4, seed=3)
>>> c = conservation(g)
>>> c["locomotive_tiles"], c["doublers"], c["rubles_balance"]
(37, 20, 0)
>>> violations(g)
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from steamlab.games.russian_railroads.table import Table


def conservation(g: Table) -> dict[str, int]:
    """Totals that never change: workers, rubles balance, rails, locomotive tiles, doublers."""
    on_board = [pc for pieces in g.occupied.values() for pc in pieces]
    workers = sum(b.workers + g.setup.worker_stock - b.extra_workers for b in g.boards)
    temps = g.temps_on_board + sum(b.temps_free for b in g.boards) + sum(1 for _, k in on_board if k == "t")
    black = int(4 in g.bonus_cards) + sum(b.black_worker for b in g.boards)
    rubles_out = sum(b.rubles for b in g.boards) + sum(1 for _, k in on_board if k == "r")
    tiles = sum(g.supply) + len(g.pool) + g.box + int(5 in g.bonus_cards)
    tiles += sum(len(b.loco_tiles()) + len(b.factories) for b in g.boards)
    tiles += sum(1 for t in g.pending if t.kind == "place_locomotive")  # a tile in hand
    rails = 0
    for b in g.boards:
        for c, count in enumerate(g.data.colour_counts):
            placed = sum(1 for row in b.rails if row[c])
            rails += placed + (count - placed if b.unlocked[c] else count)
    return {
        "workers": workers,
        "temporary_workers": temps,
        "black_worker": black,
        "rubles_balance": g.rubles_issued - g.rubles_returned - rubles_out,
        "rails": rails,
        "locomotive_tiles": tiles,
        "doublers": g.doubler_stock + sum(b.doublers for b in g.boards),
    }


def violations(g: Table) -> list[str]:
    """Broken invariants (an empty list in every reachable state): worker counts, rail order, overfull boards."""
    out: list[str] = []
    on_board = [pc for pieces in g.occupied.values() for pc in pieces]
    for p, b in enumerate(g.boards):
        placed = sum(1 for q, k in on_board if q == p and k == "w")
        if placed + b.workers_free != b.workers:
            out.append(f"player {p}: {placed} placed + {b.workers_free} free != {b.workers} workers")
        if b.rubles < 0 or b.workers_free < 0 or b.temps_free < 0:
            out.append(f"player {p}: negative holdings")
        if b.extra_workers > g.setup.worker_stock:
            out.append(f"player {p}: more extra workers than the stock holds")
        for r, rw in enumerate(g.data.railways):
            row = b.rails[r]
            placed_rails = [pos for pos in row if pos]
            if placed_rails != sorted(set(placed_rails), reverse=True) or any(
                row[c] and not row[c - 1] for c in range(1, len(row))
            ):
                out.append(f"player {p}: rails out of order on the {rw.name}")
            if any(row[c] and (c not in rw.colours or not b.unlocked[c]) for c in range(len(row))):
                out.append(f"player {p}: a rail the {rw.name} railway does not take")
            if row[0] > rw.length or len(b.locos[r]) > rw.slots:
                out.append(f"player {p}: {rw.name} overfull")
        if len(b.factories) > 5 or len(b.markers) > 2:
            out.append(f"player {p}: too many factories or markers")
    return out


__all__ = ["conservation", "violations"]
