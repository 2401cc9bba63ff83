# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Lessons 8-12 (the Russian Railroads player board and its scoring): pictures, worked lines and exercises.

The tables of these lessons live in :mod:`steamlab.course.russian_railroads`;
this module adds what the lessons show beside them -- a board described as
data drawn (:func:`board_picture`), the reach and doubling examples in the
reader's language, and each lesson's exercises, answered by the engine.

>>> print(reach_lines([[1], [1, 4]], lang="ja"))
機関車 1: 到達 1 マス、シベリア横断鉄道の得点 1
機関車 1 + 4: 到達 5 マス、シベリア横断鉄道の得点 5
>>> [len(ex) for ex in (exercises_8(), exercises_9(), exercises_10(), exercises_11(), exercises_12())]
[3, 3, 3, 3, 2]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.course.rr_play import COLOURS, board_from_spec, end_bonus_points, engineer_majority, rules_data, score_board
from steamlab.course.rr_words import word
from steamlab.course.russian_railroads import rr_end_bonus_table, rr_loco_targets, rr_majority, rr_score
from steamlab.i18n import player_label, register, term
from steamlab.i18n.words import by_language, fill, separator
from steamlab.i18n.words import table as word_table
from steamlab.render.rr_board import spec_svg
from steamlab.render.svg import Picture
from steamlab.scenarios import player_board

_TEXTS = word_table("course.rr_board_lessons", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.rr_board_lessons.TEXTS.<key>)."""

WORDS = word_table("course.rr_board_lessons", "WORDS")
register(WORDS)

TS_EXAMPLE: dict[str, Any] = {"trans_siberian": {"black": 9, "grey": 7, "brown": 3, "locomotives": [2, 6]}, "doublers": 1}
"""The rules' Trans-Siberian scoring example (lesson 11): 12 VP."""
KIEV_EXAMPLE: dict[str, Any] = {"kiev": {"black": 4, "locomotives": [2]}}
"""The rules' Kiev scoring example (lesson 11): 3 VP."""


def board_picture(spec: dict[str, Any], lang: str = "en") -> Picture:
    """A board described as data (``score_board``'s spec), drawn with this round's score at its right."""
    return Picture(spec_svg(spec, word("example_board", lang), lang))


def reach_lines(locos_list: Sequence[Sequence[int]], lang: str = "en") -> str:
    """Lesson 9: the same Trans-Siberian rails (black 9, grey 6) scored with each pair of locomotives."""
    lines = []
    for locos in locos_list:
        spec = {"trans_siberian": {"black": 9, "grey": 6, "locomotives": list(locos)}}
        reach = board_from_spec(spec).reach(0)
        lines.append(word("reach", lang, locos=" + ".join(map(str, locos)), reach=reach, vp=score_board(spec).total))
    return "\n".join(lines)


def doubling_lines(lang: str = "en") -> str:
    """Lesson 11: St. Petersburg (black 9, grey 8, brown 4) with locomotive 6, 7, and 7 after the revaluation."""
    sp = {"black": 9, "grey": 8, "brown": 4}
    lines = []
    for n, revalued in ((6, False), (7, False), (7, True)):
        vp = score_board({"st_petersburg": {**sp, "locomotives": [n]}, "revaluation": revalued}).total
        lines.append(word("sp_loco", lang, n=n, revalued=word("revalued", lang) if revalued else "", vp=vp))
    return "\n".join(lines)


def _colour_options() -> list[tuple[str, dict[str, str]]]:
    return [(c, by_language(term, "colour", c)) for c in COLOURS[1:]]


def _player_options(n: int) -> list[tuple[int, dict[str, str]]]:
    return [(p, by_language(player_label, p)) for p in range(n)]


EXERCISE_RAILS: dict[str, int] = {"black": 7, "grey": 6, "brown": 2}
"""Lesson 8's Trans-Siberian to judge (which colour, black aside, may advance one space): not a board the page draws;
black on 7 has unlocked grey and brown only, and grey stands right behind black, so brown alone may."""
EXERCISE_BLACK = 11
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


def exercises_8() -> list[Any]:
    """Lesson 8: which rail may advance on a Trans-Siberian, how many rails black on space 11 has given, a first
    score. The first two are cases the page does not draw (its colours table answered the old questions)."""
    from steamlab.course.exercises import choice, number

    d = rules_data()
    rails = EXERCISE_RAILS
    board = player_board({"trans_siberian": dict(rails)}, d)
    (may_step,) = (c for i, c in enumerate(COLOURS) if i and board.can_step(d, 0, i))
    given = sum(n for n, at in zip(d.colour_counts[1:], d.unlock_spaces[1:], strict=True) if at <= EXERCISE_BLACK)
    where = {lang: sep.join(f"{term('colour', c, lang)}{fmt.format(rails[c])}" for c in rails)
             for lang, sep, fmt in (("en", ", ", " on {}"), ("ja", "、", "が {} マス"))}
    spec = {"trans_siberian": {"black": 15, "grey": 5, "locomotives": [2, 6]}}
    return [
        choice(fill(_TEXTS["exercises_8.question"], where=where),
               _colour_options(), may_step, lambda lang: _rail_steps(rails, lang),
               hint=_TEXTS["exercises_8.hint"]),
        number(fill(_TEXTS["exercises_8.question.2"], exercise_black=EXERCISE_BLACK),
               given, lambda lang: _rails_given(EXERCISE_BLACK, lang),
               hint=_TEXTS["exercises_8.hint.2"]),
        number(_TEXTS["exercises_8.question.3"],
               score_board(spec).total, lambda lang: rr_score(spec, lang)),  # fmt: skip
    ]  # fmt: skip


EXERCISE_REACH: list[int] = [3, 6]
"""Lesson 9's Trans-Siberian locomotives to add up (the page shows 1, 1 + 4 and 3 + 4; its Try-it starts at 2 + 6)."""
EXERCISE_TS: dict[str, Any] = {"black": 11, "grey": 8, "brown": 4, "locomotives": [2, 5]}
"""Lesson 9's Trans-Siberian to score: not the page's black 9, grey 6 (scored there with 1, 1 + 4 and 3 + 4). It
scores 11; with brown on 3 it scored 10, the total the Try-it prints for its start (brown 3, grey 7, locomotives 2
and 6)."""
EXERCISE_LOCOS: tuple[list[list[int]], int] = ([[5, 2], [3], []], 4)
"""Lesson 9's locomotives on the railways and the new tile to place: not the rules' examples the page lists."""


def exercises_9() -> list[Any]:
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
    rails = {lang: sep.join(f"{term('colour', c, lang)}{fmt.format(EXERCISE_TS[c])}" for c in ("black", "grey", "brown"))
             for lang, sep, fmt in (("en", ", ", " on {}"), ("ja", "、", "が {}"))}
    l1, l2 = EXERCISE_TS["locomotives"]
    return [
        number(fill(_TEXTS["exercises_9.question"], a=a, b=b),
               reach, lambda lang: reach_lines([EXERCISE_REACH], lang),
               hint=_TEXTS["exercises_9.hint"]),
        number(fill(_TEXTS["exercises_9.question.2"], rails=rails, l1=l1, l2=l2),
               score_board(spec).total, lambda lang: rr_score(spec, lang),
               hint=_TEXTS["exercises_9.hint.2"]),
        number(fill(_TEXTS["exercises_9.question.3"], ts_0=ts[0], ts_1=ts[1], sp=sp, tile=tile),
               places, lambda lang: rr_loco_targets(locos, tile, lang),
               hint=_TEXTS["exercises_9.hint.3"]),
    ]  # fmt: skip


EXERCISE_FACTORIES_BUILT = 2
"""Lesson 10: how many factories a board has built when the learner finds how far its marker may go (the page tries
none and one)."""
EXERCISE_MARKERS: list[int] = [9, 12]
"""Lesson 10's two industry markers to score together (the page scores one marker, on space 5)."""
EXERCISE_FACTORY_ORDER: list[int] = [4, 7, 1]
"""Lesson 10's factories in the order built (left to right), and the space a marker arrives on."""
EXERCISE_ARRIVE = 9


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


def exercises_10() -> list[Any]:
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
        number(fill(_TEXTS["exercises_10.question"], exercise_factories_built=EXERCISE_FACTORIES_BUILT),
               furthest, lambda lang: _industry_reach(EXERCISE_FACTORIES_BUILT, lang),
               hint=_TEXTS["exercises_10.hint"]),
        number(fill(_TEXTS["exercises_10.question.2"], m1=m1, m2=m2),
               score_board(spec).total, lambda lang: rr_score(spec, lang),
               hint=_TEXTS["exercises_10.hint.2"]),
        choice(fill(_TEXTS["exercises_10.question.3"], built=built, exercise_arrive=EXERCISE_ARRIVE,
                    built_ja=built_ja),
               [(n, fill(_TEXTS["exercises_10.text"], n=n)) for n in EXERCISE_FACTORY_ORDER], arrived,
               lambda lang: _factory_spaces(EXERCISE_FACTORY_ORDER, EXERCISE_ARRIVE, lang),
               hint=_TEXTS["exercises_10.hint.3"]),
    ]  # fmt: skip


EXERCISE_KIEV: dict[str, Any] = {"black": 8, "grey": 3, "locomotives": [7]}
"""Lesson 11's Kiev to score: the star on space 8 is beyond locomotive 7's reach, the stars on 1-4 are not, and grey
scores its 3 spaces (13). Every sum of Kiev's stars alone (1, 3, 6, 10, 15) is a number the page prints; black on 4
with locomotive 3 scored 6."""
EXERCISE_ST_PETERSBURG: dict[str, Any] = {"black": 9, "grey": 8, "brown": 2, "locomotives": [7]}
"""Lesson 11's St. Petersburg to score, doubled (grey on 7 or beyond, locomotive 7): 18. Without brown it scored 14,
what the page's whole board prints for its St. Petersburg (black 8, grey 7, locomotive 7)."""


def exercises_11() -> list[Any]:
    """Lesson 11: a round's scoring, of a Kiev and a St. Petersburg the page does not score and of the rules'
    Trans-Siberian with more doublers."""
    from steamlab.course.exercises import number

    kiev = {"kiev": EXERCISE_KIEV}
    ts = {**TS_EXAMPLE, "doublers": 3}
    sp = {"st_petersburg": EXERCISE_ST_PETERSBURG}

    def rails(spec: dict[str, Any], lang: str) -> str:
        sep, fmt = separator("list", lang), _TEXTS["exercises_11.rails_on"][lang]
        return sep.join(f"{term('colour', c, lang)}{fmt.format(spec[c])}" for c in COLOURS if c in spec)

    (k_loco,), (sp_loco,) = EXERCISE_KIEV["locomotives"], EXERCISE_ST_PETERSBURG["locomotives"]
    return [
        number(fill(_TEXTS["exercises_11.question"], rails_exercise_kiev_en=rails(EXERCISE_KIEV, 'en'), k_loco=k_loco,
                    rails_exercise_kiev_ja=rails(EXERCISE_KIEV, 'ja')),
               score_board(kiev).total, lambda lang: rr_score(kiev, lang)),  # fmt: skip
        number(_TEXTS["exercises_11.question.2"],
               score_board(ts).total, lambda lang: rr_score(ts, lang)),  # fmt: skip
        number(fill(_TEXTS["exercises_11.question.3"], xercise_st_petersburg_en=rails(EXERCISE_ST_PETERSBURG, 'en'),
                    sp_loco=sp_loco, xercise_st_petersburg_ja=rails(EXERCISE_ST_PETERSBURG, 'ja')),
               score_board(sp).total, lambda lang: rr_score(sp, lang)),  # fmt: skip
    ]


def exercises_12() -> list[Any]:
    """Lesson 12: the final scoring."""
    from steamlab.course.exercises import choice, number

    counts, best = [2, 2, 1, 0], [6, 9, 12, 0]
    vp = engineer_majority(rules_data(), counts, best)
    d = rules_data()
    board = player_board({"factories": [2, 3, 4, 5]}, d)
    return [
        choice(_TEXTS["exercises_12.question"],
               _player_options(4), vp.index(max(vp)), lambda lang: rr_majority(counts, best, lang)),  # fmt: skip
        number(_TEXTS["exercises_12.question.2"],
               end_bonus_points(d, board, 3), lambda lang: rr_end_bonus_table(factories=4, lang=lang)),  # fmt: skip
    ]


__all__ = ["EXERCISE_ARRIVE", "EXERCISE_BLACK", "EXERCISE_FACTORIES_BUILT", "EXERCISE_FACTORY_ORDER", "EXERCISE_KIEV",
           "EXERCISE_LOCOS", "EXERCISE_MARKERS", "EXERCISE_RAILS", "EXERCISE_REACH", "EXERCISE_ST_PETERSBURG", "EXERCISE_TS", "KIEV_EXAMPLE", "TS_EXAMPLE", "board_picture", "doubling_lines", "exercises_10", "exercises_11",
           "exercises_12", "exercises_8", "exercises_9", "reach_lines"]
