"""Lesson 18 — Locomotives, the whole round, and the end of the game.

The exercises that end ``notebooks/lessons/18_locomotives_and_the_round.ipynb``. Each answer and each working is the
engine's, computed when :func:`lesson_18` runs; the lesson's last cell is
``exercises(locomotives_and_the_round.lesson_18(...), lang=LANG, lesson=18)``.
"""

from __future__ import annotations

from typing import Any

from steamlab.course import rails_round as rounds
from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, number
from steamlab.course.rails_play import blank
from steamlab.engine.registry import game_info
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailGame

_TEXTS = word_table("course.lessons.locomotives_and_the_round", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.locomotives_and_the_round.TEXTS.<key>)."""
_PARAMETERS = Parameters("locomotives_and_the_round")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[locomotives_and_the_round]``)."""

SCORED_LINKS = [(["Carlow", "E5", "E6", "Fenwick"], 0), (["Brookton", "Juniper"], 0), (["Ashford", "Ivybridge"], 0)]
"""Lesson 18's scoring position: Player 1 owns three complete links."""


def scoring_game(game: str) -> RailGame:
    """Lesson 18's end position: Player 1 with income 7, 3 VP (Steam) or 2 shares (Age of Steam), 3 links."""
    info = game_info(game)
    players: list[dict[str, Any]] = [{"income": 7, "vp": 3 if info.vp_track else 0}, {}, {}]
    first = "shares" if info.shares else "capital"  # the phase a turn begins with: shares issued or capital raised
    return rounds.position_game(game, info.default_rules, first, players, links=SCORED_LINKS)


EXERCISE_EXPENSES = _PARAMETERS.get("expenses", dict[str, int])
"""Lesson 18's Age of Steam seat (income 0) whose income-phase expenses are asked: the page's locomotive table gives a
level's amount alone (the old answer, level 4's upkeep, was its row). `$11` is more than any amount of the table;
with 4 shares, `$7` was the base game's tile cost in the very row of locomotive 3."""
EXERCISE_TURN = _PARAMETERS.get("turn", tuple[int, int])
"""Lesson 18's game of Steam on the tutorial map (players, turn now): how many turns are left after this one (the
phases table prints the game's length, the old answer). A 3-player game has 9 left after turn 1, a count the page
prints nowhere (a 4-player game's 3 after turn 5 was a phase's and a level's number)."""


def lesson_18() -> list[Exercise]:
    """Age of Steam expenses with shares, the turns left in a 3-player Steam game, a final score in both games."""
    from steamlab.course.money import income_phase, seat_after_income

    players, now = EXERCISE_TURN
    total = blank("steam", "standard", players).total_turns
    left = total - now
    seat: dict[str, Any] = {"cash": 20, "income": 0, **EXERCISE_EXPENSES}
    expenses = 20 - seat_after_income("age_of_steam", **seat).cash
    counted = fill(_TEXTS["lesson_18.counted"], players=players, total=total, now=now, left=left)
    steam, aos = scoring_game("steam"), scoring_game("age_of_steam")
    return [
        number(fill(_TEXTS["lesson_18.question"], seat_locomotive=seat['locomotive'], seat_shares=seat['shares']),
               expenses, lambda lang: str(income_phase("age_of_steam", **seat, lang=lang)), money=True,
               hint=_TEXTS["lesson_18.hint"]),  # fmt: skip
        number(fill(_TEXTS["lesson_18.question.2"], players=players, now=now),
               left, lambda lang: rounds.phases_table(lang) + "\n\n" + counted[lang],
               hint=fill(_TEXTS["lesson_18.hint.2"], players=players)),  # fmt: skip
        number(_TEXTS["lesson_18.question.3"],
               rounds.scored(steam, 0), lambda lang: rounds.score_working(scoring_game("steam"), lang)),  # fmt: skip
        number(_TEXTS["lesson_18.question.4"],
               rounds.scored(aos, 0), lambda lang: rounds.score_working(scoring_game("age_of_steam"), lang)),
    ]
