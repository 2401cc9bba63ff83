"""Random playouts over 2-4 players: the generic invariants of every steamlab game."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.bots.players import greedy_bot, random_bot
from steamlab.bots.registry import play_out
from steamlab.games.russian_railroads.state import RussianRailroadsState

MAX_ACTIONS = 2000


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_playout_invariants(players: int, seed: int) -> None:
    g = steamlab.new_game("russian_railroads", players=players, seed=seed)
    assert isinstance(g, RussianRailroadsState)
    rng = random.Random(seed)
    base = g.conservation()
    steps = 0
    while not g.is_terminal():
        actions = g.legal_actions()
        assert actions and len(actions) == len(set(actions))
        assert actions == g.legal_actions()  # stable order
        action = random_bot(g, rng)
        assert g.why_illegal(action) is None
        if steps % 40 == 0:
            twin = g.copy()
            assert twin == g
            twin.apply(action)
            assert twin != g  # the copy is independent
            restored = steamlab.from_record(g.to_record())
            assert restored == g
        g.apply(action)
        steps += 1
        assert steps < MAX_ACTIONS
        assert g.conservation() == base
        assert g.violations() == []
    scores = g.scores()
    assert len(scores) == players and all(s.total == sum(i.points for i in s.items) for s in scores)
    assert any("engineer majority" in i.label for i in scores[0].items)
    assert steamlab.from_record(g.to_record()) == g


def test_greedy_bot_plays_a_game() -> None:
    g = steamlab.new_game("russian_railroads", players=2, seed=4)
    rng = random.Random(4)
    for _ in range(60):
        action = greedy_bot(g, rng)
        assert g.is_legal(action)
        g.apply(action)
    play_out(g, ["greedy", "random"], rng)
    assert g.is_terminal()
    assert g.heuristic(0) == g.scores()[0].total
