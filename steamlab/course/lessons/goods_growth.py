"""Lesson 17 — New goods: City Growth, Production and the dice.

The exercises that end ``notebooks/lessons/17_goods_growth.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_17` runs; the lesson's last cell is ``exercises(goods_growth.lesson_17(...), lang=LANG,
lesson=17)``.
"""

from __future__ import annotations

from typing import Any

from steamlab.core.hexgrid import label
from steamlab.course import rails_growth as growth
from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, hex_pick, number
from steamlab.course.rails_play import CityGrowth, RollDice
from steamlab.i18n.words import fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import SteamGame

_TEXTS = word_table("course.lessons.goods_growth", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.goods_growth.TEXTS.<key>)."""
_PARAMETERS = Parameters("goods_growth")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[goods_growth]``)."""

LESSON_BOXES = {"light-3": ["red"], "light-5": ["black", "yellow"], "dark-1": [], "dark-6": ["purple"]}
"""Lesson 17's goods display (the columns it changes)."""


EXERCISE_MARKED = _PARAMETERS.get("marked", str)
"""Lesson 17's city that a player grew earlier in the game (Dunmore): its City Growth marker bars it, as Fenwick's
printed one does (the page highlights and judges Fenwick only)."""
EXERCISE_GROWTH = _PARAMETERS.get("growth", tuple[str, int])
"""Lesson 17's City Growth to play (city, supply space): Brookton with space 6 (the page grows Carlow with space 3)."""


def city_growth_game(marks: tuple[str, ...] = ()) -> SteamGame:
    """Lesson 17's Steam position: Player 1 holds City Growth in the build phase (``marks``: cities already grown)."""
    extra: dict[str, Any] = {"growth_marks": list(marks)} if marks else {}
    return growth.steam_build_game("standard", [{"action": "city_growth"}, {}, {}], **extra)


def lesson_17() -> list[Exercise]:
    """Which city, besides Fenwick, City Growth may not go to; what a dice roll brings to Fenwick; Brookton's goods
    after growing. The grown city and the one grown earlier are told in the question."""
    marked = city_growth_game((EXERCISE_MARKED,))
    barred = [label(h) for h, place in marked.map.cities()
              if marked.why_illegal(CityGrowth(label(h), 1)) is not None and not place.growth_marker]  # fmt: skip
    marked_name = marked.board.place_name(marked.map.find(EXERCISE_MARKED))
    dice = growth.growth_game([{}, {}, {}], LESSON_BOXES)
    light, dark = (2, 2, 6), (3, 1, 1)
    fenwick = len(growth.dice_arrivals(dice, light, dark).get("Fenwick", []))
    g = city_growth_game()
    at, space = EXERCISE_GROWTH
    grown = g.copy()
    grown.apply(CityGrowth(at, space))
    city = g.board.place_name(g.map.find(at))
    goods = len(grown.board.cubes[g.map.find(at)])

    def dice_working(lang: str) -> str:
        d = growth.growth_game([{}, {}, {}], LESSON_BOXES)
        return growth.display_table(d, ["light-2", "light-6", "dark-1", "dark-3"], lang) + "\n\n" + growth.play(
            d, [RollDice(light, dark)], lang)

    return [
        hex_pick(fill(_TEXTS["lesson_17.question"], marked_name=marked_name),
                 marked.board, barred,
                 lambda lang: growth.judge(city_growth_game((EXERCISE_MARKED,)), [CityGrowth(b, 1) for b in barred], lang),
                 hint=_TEXTS["lesson_17.hint"]),  # fmt: skip
        number(_TEXTS["lesson_17.question.2"],
               fenwick, dice_working),  # fmt: skip
        number(fill(_TEXTS["lesson_17.question.3"], city=city, space=space),
               goods, lambda lang: growth.play(city_growth_game(), [CityGrowth(at, space)], lang),
               hint=fill(_TEXTS["lesson_17.hint.2"], city=city, space=space)),  # fmt: skip
    ]
