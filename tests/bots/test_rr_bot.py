"""The Russian Railroads projection the bots judge by (steamlab.bots.evaluate_russian): small boards
with a known answer, one seeded greedy game, and a rules fix the better bots ran into."""

import json
from pathlib import Path
from typing import Any

import pytest

import steamlab
from steamlab.bots.evaluate_russian import (
    PENDING_STEP,
    growth_points,
    industry_rate,
    pending_points,
    russian_parts,
    step_gain,
    upgrades,
)
from steamlab.bots.registry import make_bot
from steamlab.games.russian_railroads.actions import Advance, BonusCard, Industry, Place, Repeat, Token
from steamlab.games.russian_railroads.data import rules_data
from steamlab.games.russian_railroads.scoring import board_from_spec, round_points

DATA = rules_data()
FIXTURES = Path(__file__).parent / "fixtures"


def test_rails_past_the_locomotives_reach_count_as_growth_until_a_locomotive_brings_them_in():
    short = board_from_spec({"trans_siberian": {"black": 8, "grey": 6, "brown": 4, "locomotives": [2]}})
    long = board_from_spec({"trans_siberian": {"black": 8, "grey": 6, "brown": 4, "locomotives": [2, 6]}})
    assert round_points(DATA, long) > round_points(DATA, short)
    # what the locomotive adds to the round score was growth before it came
    assert growth_points(DATA, short) > growth_points(DATA, long)


def test_unlocking_natural_opens_dearer_steps_over_brown_rail():
    spec = {"trans_siberian": {"black": 9, "grey": 8, "brown": 7, "locomotives": [3, 4]}}
    before = board_from_spec(spec)
    after = board_from_spec(spec)
    after.unlocked[3] = True  # black reached the Trans-Siberian's space 10
    assert max(upgrades(DATA, after)) > max(upgrades(DATA, before), default=0.0)
    assert growth_points(DATA, after) > growth_points(DATA, before)


def test_doublers_double_the_gain_of_a_step_over_their_spaces():
    plain = board_from_spec({"trans_siberian": {"black": 5, "grey": 2, "locomotives": [4]}})
    doubled = board_from_spec({"trans_siberian": {"black": 5, "grey": 2, "locomotives": [4]}, "doublers": 4})
    grey = frozenset({1})
    assert step_gain(DATA, doubled, grey) == 2 * step_gain(DATA, plain, grey) == 2.0


def test_a_factory_brings_the_industry_tracks_points_nearer():
    # marker on 4 (5 VP): the next space is the first factory's gap
    without = board_from_spec({"industry": [4]})
    with_factory = board_from_spec({"industry": [4], "factories": [6]})
    assert industry_rate(DATA, with_factory) > industry_rate(DATA, without) > 0


def _play_setup(g):
    bot = make_bot("greedy", seed=5)
    while g.phase != "play":
        g.apply(bot.choose(g))


def test_a_placement_is_judged_by_the_steps_it_will_take():
    g = steamlab.new_game("russian_railroads", players=4, seed=8)
    _play_setup(g)
    p = g.current_player
    left = g.setup.rounds - g.round + 1
    g.apply(Place("black_3"))
    assert pending_points(g, p, left) >= 3 * PENDING_STEP * left
    assert russian_parts(g, [p])[0]["underway"] == pending_points(g, p, left)
    while g.pending:
        g.apply(next(a for a in g.legal_actions() if isinstance(a, Advance)))
    assert pending_points(g, p, left) == 0.0


def test_four_greedy_bots_play_a_sensible_game():
    """One seeded 4-player game of greedy bots (about half a second): every seat scores well above the
    110-odd points greedy seats averaged before the projection counted growth and pending steps
    (4 greedy, 20 games, seeds 3000+: mean 112 before, 194 after)."""
    g = steamlab.new_game("russian_railroads", players=4, seed=3001)
    bots = [make_bot("greedy", seed=3001 * 16 + s) for s in range(4)]
    while not g.is_terminal():
        g.apply(bots[g.current_player].choose(g))
    scores = [s.total for s in g.scores()]
    assert min(scores) > 120, scores
    assert sum(scores) / 4 > 150, scores


def test_bonus_card_1_offers_only_an_effect_that_can_be_repeated_in_full():
    """A 4-strong game (seed 2001) reached this: token 7, bonus card 1 (doubler, industry, black, repeat
    one of them); after the industry step the marker stands before a factory gap, so the industry
    effect cannot be repeated. It used to be offered and then raised UnfinishedTask."""
    record = json.loads((FIXTURES / "rr_bonus_card_1_repeat.json").read_text())
    g = steamlab.from_record(record)
    # the end bonus card comes after the bonus card in full (issue 30.15; this game took end bonus 9 first)
    for action in (Token(7), BonusCard(1), Industry(0), Advance("trans_siberian", "black")):
        g.apply(action)
    assert g.why_illegal(Repeat(1)) is not None  # the industry effect
    assert Repeat(1) not in g.legal_actions()
    offered = [a for a in g.legal_actions() if isinstance(a, Repeat)]
    assert offered
    for action in offered:
        trial = g.copy()
        trial.apply(action)  # no UnfinishedTask



def test_the_roll_outs_mover_judges_its_placements_by_what_they_do(monkeypatch):
    """``search.ROLLOUT_THROUGH`` (Russian Railroads 8 since the twenty-fifth session): a Russian Railroads roll-out
    plays the mover's own placements off the tree's line judged once their decisions are taken (as the root's
    candidates are), the rivals as greedy plays; unset, and in the ``strong_v1`` edition, the mover plays as greedy
    too."""
    import random

    import steamlab.bots.search as search_module
    from steamlab.bots.editions import playing

    g = steamlab.new_game("russian_railroads", players=4, seed=8)
    _play_setup(g)
    mover = g.current_player
    real = search_module.greedy_bot

    def judges(edition: str) -> tuple[set[bool], set[bool]]:
        calls: list[tuple[int, object]] = []

        def watched(state, rng, value=search_module.heuristic, sample=12, prefer=()):
            calls.append((state.current_player, value))
            return real(state, rng, value, sample, prefer)

        monkeypatch.setattr(search_module, "greedy_bot", watched)
        with playing(edition):
            root = search_module.Node()
            search_module._iterate(g, root, random.Random(1), 15.0)  # expands the root only
            search_module.roll_out(g, root, root.actions[0], random.Random(1))
        monkeypatch.setattr(search_module, "greedy_bot", real)
        assert any(p == mover for p, _ in calls) and any(p != mover for p, _ in calls)
        ours = {v is search_module.heuristic for p, v in calls if p == mover}
        theirs = {v is search_module.heuristic for p, v in calls if p != mover}
        return ours, theirs

    assert search_module.ROLLOUT_THROUGH == {"russian_railroads": 8}
    assert judges("strong") == ({False}, {True})
    assert judges("strong_v1") == ({True}, {True})
    monkeypatch.setattr(search_module, "ROLLOUT_THROUGH", {})
    assert judges("strong") == ({True}, {True})


def test_russian_railroads_rolls_out_twice_as_many_root_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    """``search.ROLLOUT_EVERY_GAME``: in Russian Railroads a root action is rolled out per 6 leaves of strength (8 at
    the default 48, 4 at 24, still none below 24, so the quick computer and the puzzles' 16 play as before); other
    games and the ``strong_v1`` edition keep one per 12."""
    import steamlab.bots.search as search_module
    from steamlab.bots.editions import playing
    from steamlab.bots.search import DEFAULT_ITERATIONS, rollouts, search

    rr = "russian_railroads"
    assert [rollouts(n, rr) for n in (8, 16, 24, 48)] == [0, 0, 4, 8]
    assert [rollouts(n, "steam") for n in (16, 24, 48)] == [rollouts(n) for n in (16, 24, 48)] == [0, 2, 4]
    with playing("strong_v1"):
        assert [rollouts(n, rr) for n in (16, 24, 48)] == [0, 2, 4]
    assert {rr: 6} == search_module.ROLLOUT_EVERY_GAME

    g = steamlab.new_game(rr, players=4, seed=8)
    _play_setup(g)
    seen: list[object] = []
    real = search_module.roll_out

    def counted(start: Any, root: Any, action: Any, rng: Any, limit: Any = None) -> list[float] | None:
        seen.append(action)
        return real(start, root, action, rng, limit)

    monkeypatch.setattr(search_module, "roll_out", counted)
    found = search(g, iterations=DEFAULT_ITERATIONS, seed=2)
    assert len([c for c in found if c.visits]) >= 8
    assert len(seen) == 8 and len(set(map(str, seen))) == 8
    seen.clear()
    with playing("strong_v1"):
        search(g, iterations=DEFAULT_ITERATIONS, seed=2)
    assert len(seen) == 4


def test_the_growth_line_is_remembered_by_what_it_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    """``evaluate_russian.GROWTH_MEMO``: the same board, rounds ahead and weights give the line computed afresh; a
    weight changed (a tuning run, the ``strong_v1`` edition) is a new entry, not the old value."""
    import steamlab.bots.evaluate_russian as er

    board = board_from_spec({"trans_siberian": {"black": 8, "grey": 6, "locomotives": [3, 2]}, "industry": [4]})
    er.GROWTH_MEMO.clear()
    fresh = er.growth_points(DATA, board) * 3 + er.FUTURE * er.future_points(DATA, board, 3)
    assert er.growth_line(DATA, board, 3) == er.growth_line(DATA, board, 3) == fresh
    assert er.growth_line(DATA, board.copy(), 2) != fresh
    assert all(entry[0] is DATA for entry in er.GROWTH_MEMO.values())  # the data's id names it while kept
    monkeypatch.setattr(er, "FUTURE", 0.0)
    assert er.growth_line(DATA, board, 3) == er.growth_points(DATA, board) * 3


def test_the_final_scoring_fast_path_sums_the_final_lines() -> None:
    """``scoring.final_vp`` (what the projection's ``final`` line reads) is ``final_items`` summed."""
    from steamlab.games.russian_railroads.scoring import final_items, final_vp

    g = steamlab.new_game("russian_railroads", players=4, seed=3)
    bot = make_bot("greedy", seed=3)
    while g.round < 4:
        g.apply(bot.choose(g))
    assert final_vp(g.data, g.boards) == [sum(i.points for i in lines) for lines in final_items(g.data, g.boards)]
    assert any(final_vp(g.data, g.boards))
