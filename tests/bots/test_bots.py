"""The strong bot, the registry and hints: legal moves only, reproducible, better than random; hints in two languages."""

from __future__ import annotations

import random

import pytest

import steamlab
from steamlab.bots.evaluate import projected_scores, projections, win_chances
from steamlab.bots.players import random_bot
from steamlab.bots.registry import BOTS, make_bot, play_out
from steamlab.bots.search import best_action, search
from steamlab.core.errors import SteamlabError
from steamlab.engine.state import Action, GameState

GAMES = [("steam", "base"), ("steam", "standard"), ("age_of_steam", None), ("russian_railroads", None)]


def position(game: str, rules: str | None, moves: int, seed: int = 1) -> steamlab.engine.state.GameState:
    """A position ``moves`` random actions into a 3-player game."""
    g = steamlab.new_game(game, players=3, rules=rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if g.is_terminal():
            break
        g.apply(random_bot(g, rng))
    return g


@pytest.mark.parametrize(("game", "rules"), GAMES)
def test_strong_bot_plays_only_legal_actions(game, rules):
    for moves in (0, 25, 60):
        g = position(game, rules, moves)
        if g.is_terminal():
            continue
        action = best_action(g, iterations=4, seed=moves)
        assert g.why_illegal(action) is None
        before = g.snapshot() if hasattr(g, "snapshot") else None
        search(g, iterations=4, seed=1)
        assert before is None or g.snapshot() == before  # the search works on copies


@pytest.mark.parametrize(("game", "rules"), [("steam", "standard"), ("russian_railroads", None)])
def test_strong_bot_is_reproducible_from_its_seed(game, rules):
    g = position(game, rules, 30)
    first = [best_action(g, iterations=6, seed=s) for s in (1, 2)]
    again = [best_action(g, iterations=6, seed=s) for s in (1, 2)]
    assert first == again
    a, b = make_bot("strong", seed=5, strength=4), make_bot("strong", seed=5, strength=4)
    g1, g2 = position(game, rules, 10), position(game, rules, 10)
    for _ in range(6):
        if g1.is_terminal():
            break
        x, y = a.choose(g1), b.choose(g2)
        assert x == y
        g1.apply(x)
        g2.apply(y)


def test_registry_knows_three_bots_and_refuses_others():
    assert {"random", "greedy", "strong"} <= set(BOTS)
    with pytest.raises(SteamlabError, match="unknown bot 'clever'"):
        make_bot("clever")
    with pytest.raises(SteamlabError, match="strength"):
        make_bot("strong", strength=0)


def test_strong_beats_random_in_a_short_russian_railroads_tournament():
    """Two 2-player games, seats swapped, a small budget: the strong bot wins both."""
    wins = 0
    for i in range(2):
        g = steamlab.new_game("russian_railroads", players=2, seed=100 + i)
        bots = [make_bot("strong", seed=i, strength=8), make_bot("random", seed=i)]
        if i:
            bots.reverse()
        while not g.is_terminal():
            g.apply(bots[g.current_player].choose(g))
        wins += g.winners() == [i]
    assert wins == 2


def test_hints_list_legal_actions_with_reasons_in_both_languages():
    for game, rules in [("steam", "standard"), ("russian_railroads", None)]:
        g = position(game, rules, 20)
        hints = steamlab.hint(g, iterations=6)
        assert 1 <= len(hints) <= 3
        assert len({h.action for h in hints}) == len(hints)
        for h in hints:
            assert g.why_illegal(h.action) is None
            assert h.reason("en") and h.reason("ja")
            assert h.reason("en") != h.reason("ja")
            assert any("\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" for ch in h.reason("ja"))
        with pytest.raises(SteamlabError, match="'en' or 'ja'"):
            hints[0].reason("fr")


def test_projection_is_the_real_score_at_the_end_and_win_chances_sum_to_one():
    g = position("steam", "base", 10_000)
    assert g.is_terminal()
    assert projected_scores(g) == [float(s.total) for s in g.scores()]
    mid = position("age_of_steam", None, 40)
    parts = projections(mid)
    assert [round(p.total, 6) for p in parts] == [round(x, 6) for x in projected_scores(mid)]
    assert sum(win_chances(projected_scores(mid), 8.0)) == pytest.approx(1.0)


def test_projection_punishes_a_coming_bankruptcy():
    """Steam standard: with no cash, no VP and income at the floor, the next expenses put the player out."""
    g = position("steam", "standard", 0)
    healthy = projections(g)[0].parts["shortfall"]
    g.seats[0].income = -10
    g.seats[0].cash = 0
    g.seats[0].vp = 0
    assert projections(g)[0].parts["shortfall"] < healthy - 20


def test_simulate_rotates_named_bots_and_reports_each():
    from steamlab.bots.simulate import simulate

    s = simulate("steam", rules="base", players=3, games=3, bots=["greedy", "random", "random"], rotate=True,
                 seed=2, mode="serial")  # fmt: skip
    assert s["bots"] == ["greedy", "random", "random"] and s["rotate"]
    assert s["per_bot"]["greedy"]["seats"] == 3 and s["per_bot"]["random"]["seats"] == 6
    total_wins = sum(r["win_rate_per_seat"] * r["seats"] for r in s["per_bot"].values())
    assert total_wins == pytest.approx(3, abs=0.01)
    with pytest.raises(ValueError, match="2 bot"):
        simulate("steam", rules="base", players=3, games=1, bots=["greedy", "random"])


def test_the_smallest_strength_still_moves():
    g = position("russian_railroads", None, 12)
    assert g.why_illegal(make_bot("strong", seed=1, strength=1).choose(g)) is None


def test_playout_analysis_takes_the_strong_bot_and_says_which_bots_played():
    from steamlab.scenarios.analysis import analyse

    whole = steamlab.new_game("russian_railroads", players=2, seed=1)
    play_out(whole, "random", random.Random(1))
    record = whole.to_record()
    record["actions"] = record["actions"][:-8]  # eight actions before the end: short strong playouts
    g = steamlab.from_record(record)
    a = analyse(g.to_record(), candidates=g.legal_actions()[:2], playouts=1, bot="strong", mode="serial")
    assert a.bots == ("strong", "strong")
    assert "strong playouts" in a.table()


def test_no_bot_carries_a_cube_only_for_its_rivals():
    """A delivery that scores the mover nothing and a rival something is left out of what greedy and the
    strong bot judge (the projection cannot tell it from passing); deliveries that score the mover stay."""
    from steamlab.bots.knowledge import without_gifts
    from steamlab.bots.players import candidates, greedy_bot

    def offered(g: GameState) -> tuple[set[Action], set[Action]]:
        p = g.current_player
        ds = g.deliveries(p) if g.phase == "move" and p >= 0 else []
        gifts = {d.move for d in ds if d.points_for(p) == 0 and any(n for _, n in d.points)}
        return gifts, {d.move for d in ds if d.points_for(p) > 0}

    g = steamlab.new_game("age_of_steam", players=3, seed=1)
    bots = [make_bot("greedy", seed=16 + i) for i in range(3)]
    while not all(offered(g)):  # the first move decision with both kinds of delivery on offer
        assert not g.is_terminal()
        g.apply(bots[g.current_player].choose(g))
    gifts, own = offered(g)
    legal = g.legal_actions()
    kept = without_gifts(g, legal)
    assert not gifts & set(kept) and own <= set(kept)
    assert [a for a in legal if a not in kept] == [a for a in legal if a in gifts]
    assert not gifts & set(candidates(g, random.Random(0), 32))
    for seed in range(4):
        assert greedy_bot(g, random.Random(seed)) not in gifts
        assert best_action(g, iterations=8, seed=seed) not in gifts
