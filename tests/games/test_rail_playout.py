"""Random playouts of Steam (base, standard) and Age of Steam: the invariants of every steamlab game."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.bots.players import greedy_bot, random_bot
from steamlab.bots.registry import play_out
from steamlab.engine.sampling import sensible
from steamlab.engine.state import CHANCE

RULESETS = [("steam", "base"), ("steam", "standard"), ("age_of_steam", None)]
MAX_ACTIONS = 3000


def sound(g) -> None:
    for what, (counted, expected) in g.conservation().items():
        assert counted == expected, what


@pytest.mark.parametrize(("game", "rules"), RULESETS, ids=["base", "standard", "aos"])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_playout_invariants(game, rules, players):
    g = steamlab.new_game(game, players=players, rules=rules, seed=players)
    rng = random.Random(players)
    steps = 0
    sound(g)
    while not g.is_terminal():
        assert g.current_player != CHANCE  # new_game and apply settle chance themselves
        actions = g.legal_actions()
        assert actions and len(actions) == len(set(actions))
        assert actions == g.legal_actions()  # a stable order
        action = random_bot(g, rng)
        assert action in actions and g.why_illegal(action) is None
        if steps % 25 == 0:
            twin = g.copy()
            assert twin == g and twin.legal_actions() == actions
            twin.apply(action)
            assert twin != g  # the copy is independent
            assert steamlab.from_record(g.to_record()) == g
        g.apply(action)
        sound(g)
        steps += 1
        assert steps < MAX_ACTIONS
    scores = g.scores()
    assert len(scores) == players and all(s.total == sum(i.points for i in s.items) for s in scores)
    assert steamlab.from_record(g.to_record()) == g
    assert g.turn <= g.total_turns


@pytest.mark.parametrize(("game", "rules"), RULESETS, ids=["base", "standard", "aos"])
def test_greedy_plays_legal_moves_to_the_end(game, rules):
    g = steamlab.new_game(game, players=3, rules=rules, seed=11)
    rng = random.Random(11)
    for _ in range(40):
        if g.is_terminal():
            break
        action = greedy_bot(g, rng)
        assert action in sensible(g.legal_actions())
        g.apply(action)
    play_out(g, "greedy", rng)
    assert g.is_terminal()
    sound(g)


def test_same_seed_same_game_and_chance_is_recorded():
    a = steamlab.new_game("age_of_steam", players=4, seed=9)
    b = steamlab.new_game("age_of_steam", players=4, seed=9)
    play_out(a, "random", random.Random(1))
    play_out(b, "random", random.Random(1))
    assert a.to_record() == b.to_record()
    kinds = {x["kind"] for x in a.to_record()["actions"]}
    assert {"setup", "roll_dice"} <= kinds
