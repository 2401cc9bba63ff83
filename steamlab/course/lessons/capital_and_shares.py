"""Lesson 15 — Capital and shares: planning money across a round.

The exercises that end ``notebooks/lessons/15_capital_and_shares.ipynb``. Each answer and each working is the
engine's, computed when :func:`lesson_15` runs; the lesson's last cell is
``exercises(capital_and_shares.lesson_15(...), lang=LANG, lesson=15)``.
"""

from __future__ import annotations

from steamlab.course import rails_round as rounds
from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, number
from steamlab.course.rails_play import IssueShares, RaiseCapital
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table

_TEXTS = word_table("course.lessons.capital_and_shares", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.capital_and_shares.TEXTS.<key>)."""
_PARAMETERS = Parameters("capital_and_shares")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[capital_and_shares]``)."""

EXERCISE_CAPITAL = _PARAMETERS.get("capital", dict[str, int])
"""Lesson 15's Steam seat in a standard game (turn, income; no cash), and the cash its builds need this turn. The
page's table is for income 0 in turn 1, whose first row (2 steps, income −2) was the old answer, and again the answer
of income 3 in turn 1 (5 steps); from income 16 the 5 steps leave 11, an income the table does not reach."""
EXERCISE_SHARES = _PARAMETERS.get("shares", dict[str, int])
"""Lesson 15's Age of Steam seat (turn of 10, shares held, shares issued): the page's is turn 3, 2 held, and its
table's row for 2 new shares gave both old answers (`$32` and −12). Seven shares over four income phases cost `$28`
and −21 VP (5 shares over 5 phases cost `$25`, the capital table's cash for 5 steps)."""


def lesson_15() -> list[Exercise]:
    """Steam's capital for a seat with income, what Age of Steam shares cost to the end, and in the final score. The
    seats are told in the question; the page's tables show its own."""
    cap, sh = EXERCISE_CAPITAL, EXERCISE_SHARES
    steam = rounds.position_game("steam", "standard", "capital", [{"cash": 0, "income": cap["income"]}, {"cash": 0},
                                                                   {"cash": 0}], turn=cap["turn"])  # fmt: skip
    enough = min(a.steps for a in steam.legal_actions() if isinstance(a, RaiseCapital) and 5 * a.steps >= cap["need"])
    raised = steam.copy()
    raised.apply(RaiseCapital(enough))
    aos = rounds.position_game("age_of_steam", None, "shares", [{"cash": 4, "income": 2, "shares": sh["shares"]}, {}, {}],
                               turn=sh["turn"])  # fmt: skip
    assert steam.info.money == "capital" and aos.info.shares  # a Steam and an Age of Steam game
    after = aos.copy()
    after.apply(IssueShares(sh["issue"]))
    held = after.seats[0].shares
    turns = after.total_turns - after.turn + 1
    return [
        number(fill(_TEXTS["lesson_15.question"], cap_turn=cap['turn'], cap_income=cap['income'],
                    cap_need=cap['need']),
               raised.seats[0].income, lambda lang: rounds.capital_table(steam, lang),
               hint=_TEXTS["lesson_15.hint"]),  # fmt: skip
        number(fill(_TEXTS["lesson_15.question.2"], sh_turn=sh['turn'], sh_shares=sh['shares'], sh_issue=sh['issue']),
               held * turns, lambda lang: rounds.shares_table(aos, [0, 1, sh["issue"]], lang), money=True,
               hint=_TEXTS["lesson_15.hint.2"]),  # fmt: skip
        number(_TEXTS["lesson_15.question.3"],
               after.score_of(0, []).items[1].points, lambda lang: rounds.shares_table(aos, [0, 1, sh["issue"]], lang),
               hint=_TEXTS["lesson_15.hint.3"]),
    ]
