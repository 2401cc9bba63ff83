# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lesson 10 — Industry and factories.

The exercises that end ``notebooks/lessons/10_rr_industry_and_factories.ipynb`` (:func:`lesson_10`), each answered by the engine, and what
the page calls for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.rr_play import rules_data, score_board
from steamlab.course.russian_railroads import rr_score
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import player_board

_TEXTS = word_table("course.lessons.rr_industry_and_factories", "TEXTS")
"""This lesson's sentences (steamlab/i18n/locale, contexts course.lessons.rr_industry_and_factories.TEXTS.<key>)."""
_PARAMETERS = Parameters("rr_industry_and_factories")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[rr_industry_and_factories]``)."""


EXERCISE_FACTORIES_BUILT = _PARAMETERS.get("factories_built", int)
"""Lesson 10: how many factories a board has built when the learner finds how far its marker may go (the page tries
none and one)."""


EXERCISE_MARKERS = _PARAMETERS.get("markers", list[int])
"""Lesson 10's two industry markers to score together (the page scores one marker, on space 5)."""


EXERCISE_FACTORY_ORDER = _PARAMETERS.get("factory_order", list[int])
"""Lesson 10's factories in the order built (left to right), and the space a marker arrives on."""


EXERCISE_ARRIVE = _PARAMETERS.get("arrive", int)


def _industry_reach(factories: int, lang: str) -> str:
    """Lesson 10's working: the industry track from space 4 on, open or a gap, with ``factories`` built."""
    d = rules_data()
    board = player_board({"factories": list(range(1, factories + 1))}, d)
    lines = []
    for space in range(4, len(d.industry_spaces)):
        kind, value = d.industry_spaces[space]
        if not board.industry_open(d, space):
            lines.append(fill(_TEXTS["_industry_reach.text"], space=space, value=value, space_1=space - 1)[lang])
            break
        if kind == "factory":
            lines.append(fill(_TEXTS["_industry_reach.text.2"], space=space, value=value)[lang])
    return "\n".join(lines)


def _factory_spaces(order: Sequence[int], arrive: int, lang: str) -> str:
    """Lesson 10's working: which factory fills each gap when ``order`` were built left to right."""
    from steamlab.course.russian_railroads import _effect

    d = rules_data()
    gaps = [i for i, (kind, _) in enumerate(d.industry_spaces) if kind == "factory"]
    lines = []
    for gap, factory in zip(gaps, order, strict=False):
        effect = ", ".join(_effect(e.op, e.n, lang) for e in d.factories[factory])
        mark = _TEXTS["_factory_spaces.text"][lang] if gap == arrive else ""
        lines.append(fill(_TEXTS["_factory_spaces.text.2"], gap=gap, factory=factory, effect=effect, mark=mark)[lang])
    return "\n".join(lines)


def lesson_10() -> list[Any]:
    """Lesson 10: how far a marker may go with two factories, two markers scored together, which factory a marker
    arrives on; none is a row of the industry or the factory table (the old questions were)."""
    from steamlab.course.exercises import choice, number

    d = rules_data()
    board = player_board({"factories": list(range(1, EXERCISE_FACTORIES_BUILT + 1))}, d)
    furthest = next(s for s in range(len(d.industry_spaces)) if not board.industry_open(d, s + 1))
    spec = {"industry": EXERCISE_MARKERS}
    gaps = [i for i, (kind, _) in enumerate(d.industry_spaces) if kind == "factory"]
    arrived = EXERCISE_FACTORY_ORDER[gaps.index(EXERCISE_ARRIVE)]
    m1, m2 = EXERCISE_MARKERS
    built = ", ".join(map(str, EXERCISE_FACTORY_ORDER))
    built_ja = "、".join(map(str, EXERCISE_FACTORY_ORDER))
    return [
        number(fill(_TEXTS["lesson_10.question"], exercise_factories_built=EXERCISE_FACTORIES_BUILT),
               furthest, lambda lang: _industry_reach(EXERCISE_FACTORIES_BUILT, lang),
               hint=_TEXTS["lesson_10.hint"]),
        number(fill(_TEXTS["lesson_10.question.2"], m1=m1, m2=m2),
               score_board(spec).total, lambda lang: rr_score(spec, lang),
               hint=_TEXTS["lesson_10.hint.2"]),
        choice(fill(_TEXTS["lesson_10.question.3"], built=built, exercise_arrive=EXERCISE_ARRIVE,
                    built_ja=built_ja),
               [(n, fill(_TEXTS["lesson_10.text"], n=n)) for n in EXERCISE_FACTORY_ORDER], arrived,
               lambda lang: _factory_spaces(EXERCISE_FACTORY_ORDER, EXERCISE_ARRIVE, lang),
               hint=_TEXTS["lesson_10.hint.3"]),
    ]  # fmt: skip

