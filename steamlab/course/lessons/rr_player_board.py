# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 8 — Russian Railroads: the player board.

The exercises that end ``notebooks/lessons/08_rr_player_board.ipynb`` (:func:`lesson_8`), each answered by the engine, and what
the page calls for them.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import COLOURS, rules_data, score_board
from steamlab.course.russian_railroads import rr_score
from steamlab.i18n import term
from steamlab.i18n.words import by_language, fill, separator
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import player_board

_TEXTS = word_table("course.lessons.rr_player_board", "TEXTS")
"""This lesson's sentences (steamlab/i18n/locale, contexts course.lessons.rr_player_board.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_player_board")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_player_board]``)."""


def _colour_options() -> list[tuple[str, dict[str, str]]]:
    return [(c, by_language(term, "colour", c)) for c in COLOURS[1:]]


EXERCISE_RAILS = _PARAMETERS.get("rails", dict[str, int])
"""Lesson 8's Trans-Siberian to judge (which colour, black aside, may advance one space): not a board the page draws;
black on 7 has unlocked grey and brown only, and grey stands right behind black, so brown alone may."""


EXERCISE_BLACK = _PARAMETERS.get("black", int)
"""Where lesson 8's black rail stands when the rails given are counted: not a space of the colours table (2, 6, 10,
15), so the count is the rails column added up, which the page does not print."""


def _rail_steps(rails: dict[str, int], lang: str) -> str:
    """Lesson 8's working: each colour on a Trans-Siberian whose rails stand at ``rails``, may it advance one space?"""
    d = rules_data()
    board = player_board({"trans_siberian": dict(rails)}, d)
    lines = []
    for c, name in enumerate(COLOURS):
        colour, at = term("colour", name, lang), board.rails[0][c]
        if not board.unlocked[c]:
            why = fill(_TEXTS["_rail_steps.why"], colour=colour, d_unlock_spaces_c=d.unlock_spaces[c])
        elif board.can_step(d, 0, c):
            why = fill(_TEXTS["_rail_steps.why.2"], colour=colour, at=at, at_1=at + 1)
        else:
            ahead = term("colour", COLOURS[c - 1], lang)
            why = fill(_TEXTS["_rail_steps.why.3"], colour=colour, at=at, ahead=ahead, at_1=at + 1)
        lines.append(why[lang])
    return "\n".join(lines)


def _rails_given(black: int, lang: str) -> str:
    """Lesson 8's working: the rails of each colour given by the time black reaches Trans-Siberian ``black``."""
    d = rules_data()
    lines, total = [], 0
    for c, name in enumerate(COLOURS[1:], start=1):
        colour, at, n = term("colour", name, lang), d.unlock_spaces[c], d.colour_counts[c]
        if black >= at:
            total += n
            lines.append(fill(_TEXTS["_rails_given.text.2"], colour=colour, n=n, at=at)[lang])
        else:
            lines.append(fill(_TEXTS["_rails_given.text.3"], colour=colour, at=at)[lang])
    lines.append(fill(_TEXTS["_rails_given.text"], total=total)[lang])
    return "\n".join(lines)


def lesson_8() -> list[Any]:
    """Lesson 8: which rail may advance on a Trans-Siberian, how many rails black on space 11 has given, a first
    score. The first two are cases the page does not draw (its colours table answered the old questions)."""
    from steamlab.course.exercises import choice, number

    d = rules_data()
    rails = EXERCISE_RAILS
    board = player_board({"trans_siberian": dict(rails)}, d)
    (may_step,) = (c for i, c in enumerate(COLOURS) if i and board.can_step(d, 0, i))
    given = sum(n for n, at in zip(d.colour_counts[1:], d.unlock_spaces[1:], strict=True) if at <= EXERCISE_BLACK)
    where = {lang: separator("list", lang).join(fill(_TEXTS["lesson_8.rails_on"], colour=term("colour", c, lang), n=rails[c])[lang]
                                                for c in rails) for lang in ("en", "ja")}
    spec = {"trans_siberian": {"black": 15, "grey": 5, "locomotives": [2, 6]}}
    return [
        choice(fill(_TEXTS["lesson_8.question"], where=where),
               _colour_options(), may_step, lambda lang: _rail_steps(rails, lang),
               hint=_TEXTS["lesson_8.hint"]),
        number(fill(_TEXTS["lesson_8.question.2"], exercise_black=EXERCISE_BLACK),
               given, lambda lang: _rails_given(EXERCISE_BLACK, lang),
               hint=_TEXTS["lesson_8.hint.2"]),
        number(_TEXTS["lesson_8.question.3"],
               score_board(spec).total, lambda lang: rr_score(spec, lang)),  # fmt: skip
    ]  # fmt: skip

