# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 5 — The auction and turn order.

The exercises that end ``notebooks/lessons/05_auction_and_turn_order.ipynb``. Each answer and each working is the
engine's, computed when :func:`lesson_5` runs; the lesson's last cell is
``exercises(auction_and_turn_order.lesson_5(...), lang=LANG, lesson=5)``.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, number
from steamlab.course.rails_play import age_of_steam_payments, steam_payments
from steamlab.i18n.words import by_language, fill, separator
from steamlab.i18n.words import table as word_table

_TEXTS = word_table("course.lessons.auction_and_turn_order", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.auction_and_turn_order.TEXTS.<key>)."""
_PARAMETERS = Parameters("auction_and_turn_order")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[auction_and_turn_order]``)."""

EXERCISE_AUCTION = _PARAMETERS.get("auction", tuple[list[int], list[int | str]])
"""Lesson 5's auction to price (order, then each bid or drop): not the lesson's worked examples, whose payments
the page shows; the exercise gives its bids only, and its payments table is the working. Second place's last bid,
`$17`, is one the Try-it's slider cannot set (it stops at `$15`): with `$7` there, the Try-it's table printed second
place paying `$7` in Steam and `$4` in Age of Steam, the two answers."""
EXERCISE_PASS_AUCTION = _PARAMETERS.get("pass_auction", tuple[list[int], list[int | str]])
"""Lesson 5's auction with Player 1's free pass (Turn Order taken last turn), to place."""
EXERCISE_LOCOMOTIVE = _PARAMETERS.get("locomotive", int)
"""The locomotive level of lesson 5's tile price (the page's table is for level 1): `$9`, an amount the page shows
nowhere (level 3's `$8` was the Try-it's winning bid)."""


def _bids(order: Sequence[int], script: Sequence[int | str], free_pass: Sequence[int] = ()) -> dict[str, str]:
    """An auction told by its bids alone, in both languages (the question's set-up; no payments, no places)."""
    from steamlab.course.auction import auction_steps

    return fill(_TEXTS["lesson_5.bids"], bids=by_language(
        lambda lang: separator("clauses", lang).join(auction_steps(order, script, free_pass, lang)[1])))


def lesson_5() -> list[Exercise]:
    """Lesson 5 (the auction): what second place pays in both games, where a free pass leaves its holder, a tile's
    price. The auctions are new ones, told by their bids; the page's worked examples show theirs priced."""
    from steamlab.course.auction import action_costs_table, at_locomotive, auction_story, run_auction

    order, script = EXERCISE_AUCTION
    first = run_auction(order, script)
    second_place = first.places[1]
    p_order, p_script = EXERCISE_PASS_AUCTION
    with_pass = run_auction(p_order, p_script, free_pass=[0])
    locomotive_price = at_locomotive("base", EXERCISE_LOCOMOTIVE).action_cost(0, "locomotive")
    bids, pass_bids = _bids(order, script), _bids(p_order, p_script, [0])
    story = lambda lang: str(auction_story(order, script, lang=lang))  # noqa: E731
    places = [(n, _TEXTS[f"lesson_5.place.{n + 1}"]) for n in range(4)]
    return [
        number(fill(_TEXTS["lesson_5.question"], bids=bids),
               steam_payments(first)[second_place], story, money=True,
               hint=_TEXTS["lesson_5.hint"]),
        number(_TEXTS["lesson_5.question.2"],
               age_of_steam_payments(first)[second_place], story, money=True,
               hint=_TEXTS["lesson_5.hint.2"]),
        choice(fill(_TEXTS["lesson_5.question.3"], pass_bids=pass_bids),
               places, with_pass.places.index(0),
               lambda lang: str(auction_story(p_order, p_script, free_pass=[0], lang=lang)),
               hint=_TEXTS["lesson_5.hint.3"]),
        number(fill(_TEXTS["lesson_5.question.4"], exercise_locomotive=EXERCISE_LOCOMOTIVE),
               locomotive_price, lambda lang: str(action_costs_table(EXERCISE_LOCOMOTIVE, lang=lang)), money=True,
               hint=_TEXTS["lesson_5.hint.4"]),
    ]  # fmt: skip
