# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 6 — Income, expenses and running short.

The exercises that end ``notebooks/lessons/06_income_and_shortfall.ipynb``. Each answer and each working is the
engine's, computed when :func:`lesson_6` runs; the lesson's last cell is
``exercises(income_and_shortfall.lesson_6(...), lang=LANG, lesson=6)``.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, number
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table

_TEXTS = word_table("course.lessons.income_and_shortfall", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.income_and_shortfall.TEXTS.<key>)."""
_PARAMETERS = Parameters("income_and_shortfall")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[income_and_shortfall]``)."""

EXERCISE_STANDARD = _PARAMETERS.get("standard", dict[str, Any])
"""Lesson 6's Steam standard seat to play an income phase for: not one of the page's three worked examples, and left
with `$8`, cash the page shows nowhere (`$6` left `$3`, the standard example's cash before and its upkeep)."""
EXERCISE_SHORT = _PARAMETERS.get("short", dict[str, Any])
"""Lesson 6's Steam base seat at income -10, short of cash (the page's example has `$1` and 5 VP, and pays 4 VP):
`$3` short, it pays 2 VP and keeps 9. (`$3` and 8 VP paid 4 VP and kept 4, the VP the example pays.)"""
EXERCISE_INCOME = _PARAMETERS.get("income", int)
"""Lesson 6's Age of Steam income to reduce: not a row of the page's reduction table. Its reduction, 8, the page
shows only as the table's −8 for the band; 36's, 6, was also the "income down 6" of the Age of Steam example."""
EXERCISE_AOS = _PARAMETERS.get("aos", dict[str, Any])
"""Lesson 6's Age of Steam seat short of cash, whose income falls to -10 exactly (still in; the page's third example
is out)."""


def lesson_6() -> list[Exercise]:
    """Lesson 6 (income): cash after the income phase, VP lost when short, Age of Steam's income reduction, out.
    Each asks about a seat (or an income) of its own, told in the question; the page's worked examples show theirs
    played."""
    from steamlab.course.money import income_phase, income_reduction_table, reduction, seat_after_income

    standard, short, aos = EXERCISE_STANDARD, EXERCISE_SHORT, EXERCISE_AOS
    return [
        number(fill(_TEXTS["lesson_6.question"], standard_cash=standard['cash'], standard_income=standard['income'],
                    standard_locomotive=standard['locomotive'], standard_vp=standard['vp']),
               seat_after_income("steam", "standard", **standard).cash,
               lambda lang: str(income_phase("steam", "standard", **standard, lang=lang)), money=True,
               hint=_TEXTS["lesson_6.hint"]),
        number(fill(_TEXTS["lesson_6.question.2"], short_cash=short['cash'], short_vp=short['vp']),
               seat_after_income("steam", "base", **short).vp,
               lambda lang: str(income_phase("steam", "base", **short, lang=lang)),
               hint=_TEXTS["lesson_6.hint.2"]),
        number(fill(_TEXTS["lesson_6.question.3"], exercise_income=EXERCISE_INCOME),
               reduction(EXERCISE_INCOME),
               lambda lang: str(income_reduction_table([EXERCISE_INCOME], lang=lang)),
               hint=fill(_TEXTS["lesson_6.hint.3"], exercise_income=EXERCISE_INCOME)),
        choice(fill(_TEXTS["lesson_6.question.4"],
                    **{k: str(aos[k]).replace("-", "−") for k in ("cash", "income", "locomotive", "shares")}),
               [(False, _TEXTS["lesson_6.option.False"]),
                (True, _TEXTS["lesson_6.option.True"])],
               seat_after_income("age_of_steam", **aos).out,
               lambda lang: str(income_phase("age_of_steam", **aos, lang=lang)),
               hint=_TEXTS["lesson_6.hint.4"]),
    ]  # fmt: skip
