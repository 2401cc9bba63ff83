"""Every question asks the learner to apply a rule to a case of its own, and every hint is about its own question
(issue 39, item 4). Before: lesson 23's second and third questions were two numbers of a table subtracted (the lead
after round 6 in the VP table, the winner without the engineer majority in the score table; the hint said "read both
players' VP after that round in the VP table"), lesson 19's first was the working's income line read again, and
lesson 2's first two questions (Steam, then Age of Steam) gave one hint naming both games."""

from __future__ import annotations

import re

import pytest

import steamlab
from steamlab.course import rails_round as rounds
from steamlab.course.lessons import building_costs, first_game, rr_first_game

LANGS = ("en", "ja")
TABLE_WORDS = {"en": re.compile(r"\b(VP|score) table\b|working above", re.I), "ja": re.compile(r"勝利点の表|得点表|上の計算")}
"""A hint that sends the learner to a table or working printed above for the number itself."""


@pytest.fixture(scope="module")
def rr_exercises():
    return rr_first_game.lesson_23(rr_first_game.PlayedGame(seed=4))


@pytest.fixture(scope="module")
def lesson_19():
    game = steamlab.new_game("age_of_steam", players=3, map="tutorial", seed=3)
    rounds.play_game(game, rounds.bots(game))
    return game, first_game.lesson_19(game)


def _hints_point_to_no_table(exercises) -> None:
    for i, ex in enumerate(exercises):
        for lang in LANGS:
            assert not TABLE_WORDS[lang].search(ex.general_hint(lang)), f"question {i + 1} ({lang}): {ex.general_hint(lang)}"


def _hints_differ(exercises) -> None:
    for lang in LANGS:
        hints = [ex.general_hint(lang) for ex in exercises]
        assert len(set(hints)) == len(hints), f"{lang}: two questions share a hint"


def test_lesson_23_asks_no_difference_of_table_numbers(rr_exercises):
    game = rr_first_game.PlayedGame(seed=4)
    rows = [[int(n) for c in row[1:] for n in re.findall(r"\d+", str(c))]
            for table in (game.vp_table(), game.score_table()) for row in table.rows]
    numbers = {n for row in rows for n in row}
    differences = {abs(a - b) for row in rows for a in row for b in row}  # the lead, a total less one line
    totals = [row for table in (game.score_table(),) for row in table.rows if row[0] == "total"][0][1:]
    differences |= {int(t) - n for t in totals for row in rows for n in row}
    industry, majority = (next(iter(ex.answers)) for ex in rr_exercises[1:])
    assert industry not in numbers | differences, rr_exercises[1].question["en"]
    # the majority of engineers told in the question (not the game's, whose lines the score table prints)
    assert tuple(tuple(b.engineers) for b in game.state.boards) != rr_first_game.EXERCISE_MAJORITY
    assert majority == 1  # Player 2: as many engineers each, the higher number decides
    _hints_point_to_no_table(rr_exercises)
    _hints_differ(rr_exercises)


def test_lesson_23_cases_are_told_in_the_question(rr_exercises):
    _rnd, _seat, space = rr_first_game.EXERCISE_INDUSTRY
    mine, theirs = rr_first_game.EXERCISE_MAJORITY
    for lang in LANGS:
        assert f"{space}" in rr_exercises[1].question[lang]
        assert all(str(n) in rr_exercises[2].question[lang] for n in (*mine, *theirs))


def test_lesson_19_changes_more_than_the_line_the_working_prints(lesson_19):
    game, exercises = lesson_19
    _hints_point_to_no_table(exercises)
    _hints_differ(exercises)
    shares = game.seats[next(p for p in range(3) if f"{game.seats[p].shares} shares" in exercises[0].question["en"])].shares
    for lang in LANGS:  # both changes told: income and shares
        assert str(shares + first_game.EXERCISE_MORE_SHARES) in exercises[0].question[lang]


def test_lesson_2_each_question_its_own_hint_of_its_own_game():
    exercises = building_costs.lesson_2([(["Carlow", "F4", "G5", "Lindow"], 0), (["Ashford", "C2", "Ivybridge"], 0)])
    _hints_differ(exercises)
    steam, aos = exercises[0].general_hint("en"), exercises[1].general_hint("en")
    assert "Steam" in steam and "Age of Steam" not in steam
    assert "Age of Steam" in aos and "Steam adds" not in aos
    assert "エイジ" not in exercises[0].general_hint("ja") and "エイジ" in exercises[1].general_hint("ja")
    for lang in LANGS:  # the second question tells its case, not "And in Age of Steam?"
        assert exercises[1].question[lang].count(building_costs.EXERCISE_BUILD[0]) == 1
