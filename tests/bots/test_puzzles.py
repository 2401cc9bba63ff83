"""The shipped puzzles (issue 41): enough of each rule set, each answer legal and still the computer's choice."""

from __future__ import annotations

import pytest

import steamlab
from steamlab.bots.puzzles import MIN_MARGIN, RULE_SETS, puzzles


@pytest.mark.parametrize("rules", RULE_SETS)
def test_each_rule_set_has_25_puzzles_each_answer_legal_clear_and_still_the_computers(rules):
    found = steamlab.puzzles(rules)
    assert len(found) >= 25, len(found)
    assert len({p.id for p in found}) == len(found)
    for p in found:
        g = p.game
        assert not g.is_terminal() and g.current_player >= 0 and len(g.legal_actions()) >= 3
        assert g.why_illegal(p.answer) is None and p.margin >= MIN_MARGIN
        assert p.still_best(), p.id  # the engine, asked again, still plays the answer


def test_a_puzzle_asks_and_explains_in_both_languages():
    p = puzzles("steam/standard")[0]
    assert p.question("en").startswith("Player ") and "プレイヤー" in p.question("ja")
    assert p.explain("en").startswith("The answer ") and "正解" in p.explain("ja")
    assert p.check(p.answer) and not any(p.check(a) for a in p.game.legal_actions() if a != p.answer)


def test_steam_names_both_rule_sets():
    assert len(puzzles("steam")) == len(puzzles("steam/base")) + len(puzzles("steam/standard"))
