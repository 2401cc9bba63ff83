"""The game review (issue 41): each decision of a seat judged against the computer's, the costly ones first."""

from __future__ import annotations

import pytest

import steamlab
from steamlab.bots.computer import computer_action
from steamlab.bots.review import CONFIRM_AT, label_of, review, review_steps
from steamlab.core.errors import RecordError, SteamlabError
from steamlab.games.rails.actions import IssueShares
from steamlab.widgets.tutorial import short_game

STRENGTH = 16


def _played(rule_set: str, turns: int, seed: int, strength: int = STRENGTH):
    g = short_game(rule_set, turns=turns, seed=seed)
    while not g.is_terminal():
        g.apply(computer_action(g, strength))
    return g


def test_thirteen_shares_in_the_first_turn_are_a_confirmed_blunder_and_the_first_turning_point():
    g = short_game("age_of_steam", turns=2, seed=3)
    seat = g.current_player
    assert g.phase == "shares" and g.why_illegal(IssueShares(13)) is None
    g.apply(IssueShares(13))
    while not g.is_terminal():
        g.apply(computer_action(g, STRENGTH))
    r = review(g, seat, strength=STRENGTH)
    first = r.moves[0]
    assert first.index == 1 and first.played == IssueShares(13) and first.best != first.played
    assert first.label == "blunder" and first.confirmed and first.loss >= 10, first
    assert r.turning_points[0] == first
    assert "issues 13 shares" in first.reason("en") and "コンピューター" in first.reason("ja")


@pytest.mark.parametrize("rule_set", ["steam", "age_of_steam", "russian_railroads"])
def test_the_computers_own_game_is_reviewed_with_no_mistake(rule_set):
    """At its own strength every move of the computer is the computer's move: the review calls it best (the
    review's search is the Hint's and Bot move's, seeded from the position)."""
    g = _played(rule_set, turns=2, seed=7)
    for seat in (1,):
        r = review(g, seat, strength=STRENGTH)
        assert r.moves and r.counts()["best"] == len(r.moves) and r.turning_points == []
        assert all(m.loss == 0.0 and m.reason("en").endswith("the computer's own move") for m in r.moves)


def test_a_quick_seat_reviewed_at_full_strength_is_not_all_blunders():
    """The quick computer (8 positions a move) reviewed at the default strength: mostly the same moves, few
    blunders (measured: see docs/bots.md, "The game review")."""
    g = _played("age_of_steam", turns=2, seed=5, strength=8)
    counts = review(g, 0).counts()
    assert counts["best"] + counts["good"] >= 0.7 * sum(counts.values()), counts


def test_the_review_gives_its_results_as_they_come_with_the_chart_first():
    g = _played("steam", turns=2, seed=2)
    seen = [(len(r.moves), done, total, len(r.leads)) for r, done, total in review_steps(g, 1, strength=8)]
    total = seen[0][2]
    assert seen[0][:2] == (0, 0) and seen[0][3] > 0 and len(seen) == total + 1 > 1
    assert [(n, d) for n, d, _, _ in seen] == [(d, d) for d in range(total + 1)]  # a move more at each step
    first = review(g, 1, strength=8)
    indices = [i for i, _ in first.leads]
    assert indices == sorted(indices) and all(len(lead) == g.num_players for _, lead in first.leads)
    assert first.leads[-1][0] == len(g.history)  # the final margins close the chart


def test_a_record_is_reviewed_like_the_game_and_a_bad_one_is_refused_with_its_sentence():
    g = _played("russian_railroads", turns=1, seed=4)
    assert review(g.to_record(), 1, strength=8).moves == review(g, 1, strength=8).moves
    record = g.to_record()
    record["actions"] = record["actions"][:3] + [{"kind": "nope"}]
    with pytest.raises(RecordError, match="action 3"):
        review(record, 0)
    with pytest.raises(SteamlabError, match="no seat 5"):
        review(g, 5)


def test_labels_and_the_second_look():
    assert [label_of(x) for x in (0.0, 1.9, 2.0, 4.9, 5.0, 9.9, 10.0)] == [
        "best", "good", "inaccuracy", "inaccuracy", "mistake", "mistake", "blunder"]
    assert CONFIRM_AT == 5.0  # every mistake and blunder is looked at twice


def test_steamlab_review_is_the_facades():
    assert steamlab.review is review
