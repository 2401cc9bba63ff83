# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 9 — Rails and locomotives.

The exercises that end ``notebooks/lessons/09_rr_rails_and_locomotives.ipynb`` (:func:`lesson_9`), each answered by the engine, and what
the page calls for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import board_from_spec, rules_data, score_board
from steamlab.course.rr_words import word
from steamlab.course.russian_railroads import rr_loco_targets, rr_score
from steamlab.i18n import term
from steamlab.i18n.words import fill, separator
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import player_board

_TEXTS = word_table("course.lessons.rr_rails_and_locomotives", "TEXTS")
"""This lesson's sentences (steamlab/i18n/locale, contexts course.lessons.rr_rails_and_locomotives.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_rails_and_locomotives")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_rails_and_locomotives]``)."""


def reach_lines(locos_list: Sequence[Sequence[int]], lang: str = "en") -> str:
    """Lesson 9: the same Trans-Siberian rails (black 9, grey 6) scored with each pair of locomotives."""
    lines = []
    for locos in locos_list:
        spec = {"trans_siberian": {"black": 9, "grey": 6, "locomotives": list(locos)}}
        reach = board_from_spec(spec).reach(0)
        lines.append(word("reach", lang, locos=" + ".join(map(str, locos)), reach=reach, vp=score_board(spec).total))
    return "\n".join(lines)


EXERCISE_REACH = _PARAMETERS.get("reach", list[int])
"""Lesson 9's Trans-Siberian locomotives to add up (the page shows 1, 1 + 4 and 3 + 4; its Try-it starts at 2 + 6)."""


EXERCISE_TS = _PARAMETERS.get("ts", dict[str, Any])
"""Lesson 9's Trans-Siberian to score: not the page's black 9, grey 6 (scored there with 1, 1 + 4 and 3 + 4). It
scores 11; with brown on 3 it scored 10, the total the Try-it prints for its start (brown 3, grey 7, locomotives 2
and 6)."""


EXERCISE_LOCOS = _PARAMETERS.get("locos", tuple[list[list[int]], int])
"""Lesson 9's locomotives on the railways and the new tile to place: not the rules' examples the page lists."""


def lesson_9() -> list[Any]:
    """Lesson 9: a reach, a Trans-Siberian scored and where a new locomotive may go, each a case the page does not
    show (it showed the old three: reach 5 for 1 + 4, 5 VP, and the four places of the rules' example)."""
    from steamlab.course.exercises import number

    spec = {"trans_siberian": EXERCISE_TS}
    reach = board_from_spec({"trans_siberian": {"black": 9, "locomotives": EXERCISE_REACH}}).reach(0)
    d = rules_data()
    locos, tile = EXERCISE_LOCOS
    board = player_board({rw.id: {"locomotives": list(r)} for rw, r in zip(d.railways, locos, strict=True)}, d)
    places = len(board.loco_targets(d, tile))
    a, b = EXERCISE_REACH
    ts, (sp,), _ = locos
    rails = {lang: separator("list", lang).join(fill(_TEXTS["lesson_9.rails_on"], colour=term("colour", c, lang), n=EXERCISE_TS[c])[lang]
                                                for c in ("black", "grey", "brown")) for lang in ("en", "ja")}
    l1, l2 = EXERCISE_TS["locomotives"]
    return [
        number(fill(_TEXTS["lesson_9.question"], a=a, b=b),
               reach, lambda lang: reach_lines([EXERCISE_REACH], lang),
               hint=_TEXTS["lesson_9.hint"]),
        number(fill(_TEXTS["lesson_9.question.2"], rails=rails, l1=l1, l2=l2),
               score_board(spec).total, lambda lang: rr_score(spec, lang),
               hint=_TEXTS["lesson_9.hint.2"]),
        number(fill(_TEXTS["lesson_9.question.3"], ts_0=ts[0], ts_1=ts[1], sp=sp, tile=tile),
               places, lambda lang: rr_loco_targets(locos, tile, lang),
               hint=_TEXTS["lesson_9.hint.3"]),
    ]  # fmt: skip

