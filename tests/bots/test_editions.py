"""Issue 43: today's strong bot is ``strong``; the one before the network plan and Russian Railroads' new weight
stays reachable as ``strong_v1`` (``steamlab.bots.editions``), for tables, tournaments and ``steamlab simulate``."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.bots import network
from steamlab.bots.editions import playing
from steamlab.bots.players import candidates
from steamlab.bots.registry import BOTS, make_bot
from steamlab.bots.tournament import label, parse_entrant, play_game
from steamlab.core.errors import SteamlabError


def test_an_edition_sets_its_knobs_only_within_its_block_even_on_an_error():
    with pytest.raises(ZeroDivisionError), playing("strong_v1"):
        assert network.FOLLOW is False
        _ = 1 / 0
    assert network.FOLLOW is True
    with pytest.raises(SteamlabError, match="unknown edition 'strong_v9'"), playing("strong_v9"):
        pass


def _plan_decides(seed: int):
    """An Age of Steam position where the seat's network plan narrows the candidates (its shares phase)."""
    g = steamlab.new_game("age_of_steam", players=3, seed=seed)
    rng = random.Random(seed)
    while not g.is_terminal():
        if g.current_player >= 0 and g.phase == "shares" and any(a.kind == "issue_shares" for a in g.legal_actions()):
            return g
        g.apply(BOTS["greedy"](g, rng))
    raise AssertionError("no shares phase")


def test_strong_v1_judges_age_of_steam_without_the_network_plan():
    g = _plan_decides(11)
    today = candidates(g, random.Random(0))
    with playing("strong_v1"):
        before = candidates(g, random.Random(0))
    plan = network.shares_for_plan(g, g.current_player)
    assert [a.count for a in today] == [plan] and plan > 0  # the plan's one count: what its first link needs
    assert [a.count for a in before] != [plan]  # before the plan: only what this turn's build and expenses need


def test_both_editions_sit_at_one_table_and_are_named_apart():
    assert parse_entrant("strong_v1:8") == ("strong_v1", 8)
    assert label("strong_v1", 8) == "strong_v1:8" and label("strong", None) == "strong:48"
    result = play_game("steam", "base", None, ["strong:4", "strong_v1:4", "greedy"], 3)
    assert len(result.scores) == 3 and all(result.move_seconds)
    assert make_bot("strong_v1", strength=4).name == "strong_v1"
