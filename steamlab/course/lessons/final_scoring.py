# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 7 — Final scoring: Steam and Age of Steam side by side.

The exercises that end ``notebooks/lessons/07_final_scoring.ipynb``. Each answer and each working is the engine's,
computed when :func:`lesson_7` runs; the lesson's last cell is ``exercises(final_scoring.lesson_7(...), lang=LANG,
lesson=7)``.
"""

from __future__ import annotations

from typing import Any

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, number
from steamlab.i18n.words import by_language, fill, separator
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import Scenario

_TEXTS = word_table("course.lessons.final_scoring", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.final_scoring.TEXTS.<key>)."""
_PARAMETERS = Parameters("final_scoring")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[final_scoring]``)."""

EXERCISE_LINK = _PARAMETERS.get("link", tuple[list[str], int])
"""Lesson 7's link to count in Age of Steam (its places, its owner): a link to the town of Kestrel, not a row of the
page's table of links, and longer than any there (5 VP; the table gives 2, 3 and 4). Through D4 and C5 it was 3 VP,
what the table gives Player 3's Carlow–Lindow, a link from Carlow through two hexes to a town as well."""
EXERCISE_STANDARD_SEAT = _PARAMETERS.get("standard_seat", dict[str, int])
"""Lesson 7's Player 1 at the end, for Steam standard (the page's Player 1 has income 9 and 6 VP, and scores 13)."""
EXERCISE_AOS_SEAT = _PARAMETERS.get("aos_seat", dict[str, int])
"""Lesson 7's Player 3 at the end, for Age of Steam (the page's has income −2 and 1 share, and scores −6)."""
EXERCISE_TIE_SEAT = _PARAMETERS.get("tie_seat", dict[str, int])
"""Lesson 7's Player 3 in the tie: 13 points like Players 1 and 2, with a higher income (the page's tie is decided by
the action tiles)."""


def lesson_7(board: Any, seats: Any, last_tiles: Any, tie: Any) -> list[Exercise]:
    """Lesson 7 (final scoring): a new link's VP in Age of Steam, two final scores for changed seats, who wins a
    three-way tie. The changes are told in the question; the page's score sheets show its own seats scored."""
    from steamlab.course.scoring import final_scores, link_tile_counts, scores_under
    from steamlab.engine.state import ranking
    from steamlab.i18n import player_label
    from steamlab.scenarios.compare import link_scores

    places, owner = EXERCISE_LINK
    extended = Scenario("steam", players=3, map=board.map.id).lay_board(board).link(list(places), owner).board()
    new_link = next(lk for lk in link_scores(extended)
                    if {extended.place_name(lk.start), extended.place_name(lk.end)} == {places[0], places[-1]})  # fmt: skip
    standard_seats = [{**seats[0], **EXERCISE_STANDARD_SEAT}, *seats[1:]]
    aos_seats = [*seats[:2], {**seats[2], **EXERCISE_AOS_SEAT}]
    tie_seats = [*tie[:2], {**tie[2], **EXERCISE_TIE_SEAT}]
    standard = scores_under(board, standard_seats, last_tiles, "steam", "standard")
    aos = scores_under(board, aos_seats, last_tiles, "age_of_steam")
    steam_tie = scores_under(board, tie_seats, last_tiles, "steam", "standard")
    std, aseat, tseat = EXERCISE_STANDARD_SEAT, EXERCISE_AOS_SEAT, EXERCISE_TIE_SEAT
    *before, last = places[1:-1]
    via = fill(_TEXTS["lesson_7.via"], before=by_language(lambda lang: separator("list", lang).join(before)),
               last=last) if before else last
    return [
        number(fill(_TEXTS["lesson_7.question"], player_label_owner=player_label(owner), places_0=places[0], via=via,
                    places_1=places[-1], player_label_owner_ja=player_label(owner, 'ja')),
               new_link.age_of_steam, lambda lang: str(link_tile_counts(extended, lang=lang)),
               hint=_TEXTS["lesson_7.hint"]),
        number(fill(_TEXTS["lesson_7.question.2"], std_income=std['income'], std_vp=std['vp']),
               standard[0].total, lambda lang: str(final_scores(board, standard_seats, actions=last_tiles, lang=lang)),
               hint=_TEXTS["lesson_7.hint.2"]),
        number(fill(_TEXTS["lesson_7.question.3"], aseat_income=aseat['income'], aseat_shares=aseat['shares']),
               aos[2].total, lambda lang: str(final_scores(board, aos_seats, actions=last_tiles, lang=lang)),
               hint=_TEXTS["lesson_7.hint.3"]),
        choice(fill(_TEXTS["lesson_7.question.4"], tseat_income=tseat['income'], tseat_vp=tseat['vp']),
               [(p, by_language(player_label, p)) for p in range(3)], ranking(steam_tie)[0],
               lambda lang: str(final_scores(board, tie_seats, actions=last_tiles, lang=lang)),
               hint=_TEXTS["lesson_7.hint.4"]),
    ]  # fmt: skip
