# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 11 — A round's scoring.

The exercises that end ``notebooks/lessons/11_rr_round_scoring.ipynb`` (:func:`lesson_11`), each answered by the engine, and what
the page calls for them.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import COLOURS, score_board
from steamlab.course.rr_words import word
from steamlab.course.russian_railroads import rr_score
from steamlab.i18n import term
from steamlab.i18n.words import fill, separator
from steamlab.i18n.words import table as word_table

_TEXTS = word_table("course.lessons.rr_round_scoring", "TEXTS")
"""This lesson's sentences (steamlab/i18n/locale, contexts course.lessons.rr_round_scoring.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_round_scoring")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_round_scoring]``)."""


TS_EXAMPLE: dict[str, Any] = {"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]}, "doublers": 1}
"""The rules' Trans-Siberian scoring example (lesson 11): 12 VP."""


KIEV_EXAMPLE: dict[str, Any] = {"kiev": {"black": 4, "locomotives": [2]}}
"""The rules' Kiev scoring example (lesson 11): 3 VP."""


def doubling_lines(lang: str = "en") -> str:
    """Lesson 11: St. Petersburg (black 9, grey 8, brown 4) with locomotive 6, 7, and 7 after the revaluation."""
    sp = {"black": 9, "grey": 8, "brown": 4}
    lines = []
    for n, revalued in ((6, False), (7, False), (7, True)):
        vp = score_board({"st_petersburg": {**sp, "locomotives": [n]}, "revaluation": revalued}).total
        lines.append(word("sp_loco", lang, n=n, revalued=word("revalued", lang) if revalued else "", vp=vp))
    return "\n".join(lines)


EXERCISE_KIEV = _PARAMETERS.get("kiev", dict[str, Any])
"""Lesson 11's Kiev to score: the star on space 8 is beyond locomotive 7's reach, the stars on 1-4 are not, and grey
scores its 3 spaces (13). Every sum of Kiev's stars alone (1, 3, 6, 10, 15) is a number the page prints; black on 4
with locomotive 3 scored 6."""


EXERCISE_ST_PETERSBURG = _PARAMETERS.get("st_petersburg", dict[str, Any])
"""Lesson 11's St. Petersburg to score, doubled (grey on 7 or beyond, locomotive 7): 18. Without brown it scored 14,
what the page's whole board prints for its St. Petersburg (black 8, grey 7, locomotive 7)."""


def lesson_11() -> list[Any]:
    """Lesson 11: a round's scoring, of a Kiev and a St. Petersburg the page does not score and of the rules'
    Trans-Siberian with more doublers."""
    from steamlab.course.exercises import number

    kiev = {"kiev": EXERCISE_KIEV}
    ts = {**TS_EXAMPLE, "doublers": 3}
    sp = {"st_petersburg": EXERCISE_ST_PETERSBURG}

    def rails(spec: dict[str, Any], lang: str) -> str:
        sep, fmt = separator("list", lang), _TEXTS["lesson_11.rails_on"][lang]
        return sep.join(f"{term('colour', c, lang)}{fmt.format(spec[c])}" for c in COLOURS if c in spec)

    (k_loco,), (sp_loco,) = EXERCISE_KIEV["locomotives"], EXERCISE_ST_PETERSBURG["locomotives"]
    return [
        number(fill(_TEXTS["lesson_11.question"], rails_exercise_kiev_en=rails(EXERCISE_KIEV, 'en'), k_loco=k_loco,
                    rails_exercise_kiev_ja=rails(EXERCISE_KIEV, 'ja')),
               score_board(kiev).total, lambda lang: rr_score(kiev, lang)),  # fmt: skip
        number(_TEXTS["lesson_11.question.2"],
               score_board(ts).total, lambda lang: rr_score(ts, lang)),  # fmt: skip
        number(fill(_TEXTS["lesson_11.question.3"], xercise_st_petersburg_en=rails(EXERCISE_ST_PETERSBURG, 'en'),
                    sp_loco=sp_loco, xercise_st_petersburg_ja=rails(EXERCISE_ST_PETERSBURG, 'ja')),
               score_board(sp).total, lambda lang: rr_score(sp, lang)),  # fmt: skip
    ]

