# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 4 — Moving goods.

The exercises that end ``notebooks/lessons/04_moving_goods.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_4` runs; the lesson's last cell is ``exercises(moving_goods.lesson_4(...), lang=LANG,
lesson=4)``.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, hex_pick, number
from steamlab.course.rails_play import DeliveryRules, check_delivery, legal_deliveries
from steamlab.course.text import Pair, say
from steamlab.i18n import term
from steamlab.i18n.words import by_language, fill, heading
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import Scenario

_TEXTS = word_table("course.lessons.moving_goods", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.moving_goods.TEXTS.<key>)."""
_PARAMETERS = Parameters("moving_goods")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[moving_goods]``)."""

NAMES: dict[str, list[str]] = heading("course.lessons.moving_goods", "NAMES")
"""Lesson 4's players by the colours drawn."""
EXERCISE_SWAP = _PARAMETERS.get("swap", tuple[str, str, int])
"""Lesson 4's change to the worked example: the Marsh End–Juniper link owned by green (Player 2), not orange, so the
verdicts and points of the page's route are not the ones asked."""
EXERCISE_CUBE = _PARAMETERS.get("cube", tuple[str, str, int])
"""Lesson 4's cube to move (city, colour, orange's locomotive): a red cube added to Ashford (the page moves its
yellow one, which must stop at Carlow)."""
EXERCISE_COUNT = _PARAMETERS.get("count", tuple[int, int])
"""Lesson 4's count of legal deliveries (player, locomotive): green at 5 (the page lists orange's and cyan's)."""


def _steam_position(board: Any) -> Scenario:
    """Lesson 4's page board as a Steam position of 3 players, to be changed through the scenario's checks."""
    return Scenario("steam", players=3, map=board.map.id).lay_board(board)


def lesson_4(steam_board: Any, move: Any) -> list[Exercise]:
    """Lesson 4 (moving goods): when one link changes hands, the points orange gets for the delivery, then who may
    move the cube; where a new cube stops, how many deliveries green has. Each case is told in the question.

    The points come first: who may move the cube is judged by the same count of links, so the movers' verdicts
    (shown once that exercise is answered) would give the points away, and a points question that named the
    mover would give away who may move it. The points' working lists the links' owners, not who may move."""
    from steamlab.core.hexgrid import label
    from steamlab.course.goods import delivery_lines, judge_delivery

    steam_rules = DeliveryRules("steam")
    a, b, new_owner = EXERCISE_SWAP
    swapped = _steam_position(steam_board).link_owner(a, b, new_owner).board()
    verdicts = {p: check_delivery(swapped, steam_rules, p, 5, move) for p in (0, 1, 2)}
    movers = {p for p, (delivery, _reason) in verdicts.items() if delivery is not None}
    first = verdicts[min(movers)][0] if movers else None
    if first is None:
        raise ValueError(f"lesson 4's exercise: nobody may move the cube once {a}–{b} is Player {new_owner + 1}'s")
    owner_points = dict(first.points).get(0, 0)
    city, colour, loco = EXERCISE_CUBE
    added = _steam_position(steam_board).cubes(city, colour).board()
    at = added.map.find(city)
    stops = {label(d.legs[-1].end.hex) for d in legal_deliveries(added, steam_rules, 0, loco)
             if d.move.at == label(at) and d.move.color == colour}  # fmt: skip
    counted, count_loco = EXERCISE_COUNT
    counted_moves = legal_deliveries(steam_board, steam_rules, counted, count_loco)
    moves_it: Pair = _TEXTS["lesson_4.moves_it"]
    owns: Pair = _TEXTS["lesson_4.owns"]
    orange_scores: Pair = _TEXTS["lesson_4.orange_scores"]
    colours: Pair = by_language(term, "cube", colour)

    def owners(lang: str) -> str:
        names = NAMES[lang]
        lines = [say(owns, lang, a=swapped.place_name(leg.start.hex), b=swapped.place_name(leg.end.hex),
                     who=names[leg.link.owner] if leg.link.owner is not None else "—") for leg in first.legs]
        return "\n".join([*lines, say(orange_scores, lang, n=owner_points)])

    def each_mover(lang: str) -> str:
        names = NAMES[lang]
        return "\n".join(say(moves_it, lang, who=names[p], verdict=judge_delivery(
            swapped, "steam", p, 5, move, names=names, lang=lang)) for p in (0, 1, 2))

    swap: Pair = fill(_TEXTS["lesson_4.swap"], names_en_new_owner=NAMES['en'][new_owner], a=a, b=b,
                      names_ja_new_owner=NAMES['ja'][new_owner])
    return [
        number(fill(_TEXTS["lesson_4.question"], swap=swap),
               owner_points, owners,
               hint=_TEXTS["lesson_4.hint"]),
        choice(_TEXTS["lesson_4.question.2"],
               [(p, {lang: names[p] for lang, names in NAMES.items()}) for p in range(3)], movers, each_mover,
               several=True,
               hint=_TEXTS["lesson_4.hint.2"]),
        hex_pick(fill(_TEXTS["lesson_4.question.3"], colours=colours, city=city, loco=loco),
                 added, stops,
                 lambda lang: delivery_lines(added, "steam", 0, loco, names=NAMES[lang], lang=lang),
                 hint=_TEXTS["lesson_4.hint.3"]),
        number(fill(_TEXTS["lesson_4.question.4"], names_en_counted=NAMES['en'][counted], count_loco=count_loco,
                    names_ja_counted=NAMES['ja'][counted]),
               len(counted_moves),
               lambda lang: delivery_lines(steam_board, "steam", counted, count_loco, names=NAMES[lang], lang=lang),
               hint=fill(_TEXTS["lesson_4.hint.4"], names_en_counted=NAMES['en'][counted],
                         names_ja_counted=NAMES['ja'][counted])),
    ]  # fmt: skip
