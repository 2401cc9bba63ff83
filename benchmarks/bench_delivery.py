"""``deliveries_ms``: every legal delivery for all four players on a dense Rust Belt position."""

from __future__ import annotations

from benchmarks import Figure, best_of
from steamlab.games.rails.delivery import DeliveryRules, Network, deliveries_for_players
from steamlab.games.rails.links import trace_links
from steamlab.games.rails.sample import dense_network


def deliveries_ms() -> Figure:
    """Links traced, network built and all deliveries listed (locomotive 6, every city's cubes), mean of both games."""
    board = dense_network("rust_belt", seed=1)
    games = [DeliveryRules("steam"), DeliveryRules("age_of_steam")]

    def run() -> None:
        for rules in games:
            net = Network(board, trace_links(board))
            deliveries_for_players(board, rules, {p: 6 for p in range(4)}, net)

    return Figure(best_of(run, repeat=7) / len(games) * 1000, "ms", "< 10 ms")


BENCHMARKS = {"deliveries_ms": deliveries_ms}
