# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 12 — Russian Railroads: the final scoring.

The exercises that end ``notebooks/lessons/12_rr_final_scoring.ipynb`` (:func:`lesson_12`), each answered by the engine, and what
the page calls for them.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.rr_play import end_bonus_points, engineer_majority, rules_data
from steamlab.course.russian_railroads import rr_end_bonus_table, rr_majority
from steamlab.i18n import player_label
from steamlab.i18n.words import by_language
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import player_board

_TEXTS = word_table("course.lessons.rr_final_scoring", "TEXTS")
"""This lesson's sentences (steamlab/i18n/locale, contexts course.lessons.rr_final_scoring.TEXTS.<key>)."""


def _player_options(n: int) -> list[tuple[int, dict[str, str]]]:
    return [(p, by_language(player_label, p)) for p in range(n)]


def lesson_12() -> list[Any]:
    """Lesson 12: the final scoring."""
    from steamlab.course.exercises import choice, number

    counts, best = [2, 2, 1, 0], [6, 9, 12, 0]
    vp = engineer_majority(rules_data(), counts, best)
    d = rules_data()
    board = player_board({"factories": [2, 3, 4, 5]}, d)
    return [
        choice(_TEXTS["lesson_12.question"],
               _player_options(4), vp.index(max(vp)), lambda lang: rr_majority(counts, best, lang)),  # fmt: skip
        number(_TEXTS["lesson_12.question.2"],
               end_bonus_points(d, board, 3), lambda lang: rr_end_bonus_table(factories=4, lang=lang)),  # fmt: skip
    ]

