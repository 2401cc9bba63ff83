# ruff: noqa: E501  (questions and hints are sentences in two languages, kept whole on their lines)
"""Lesson 3 — Links and who owns them.

The exercises that end ``notebooks/lessons/03_links_and_ownership.ipynb``. Each answer and each working is the
engine's, computed when :func:`lesson_3` runs; the lesson's last cell is
``exercises(links_and_ownership.lesson_3(...), lang=LANG, lesson=3)``.
"""

from __future__ import annotations

from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, number
from steamlab.course.rails_play import Build, trace_links
from steamlab.course.text import game_name
from steamlab.i18n.words import by_language
from steamlab.i18n.words import table as word_table

_TEXTS = word_table("course.lessons.links_and_ownership", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.links_and_ownership.TEXTS.<key>)."""
_PARAMETERS = Parameters("links_and_ownership")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[links_and_ownership]``)."""

RAIL_GAMES = ("steam", "age_of_steam")


EXERCISE_TURNS = _PARAMETERS.get("turns", list[tuple[int, list[tuple[str, str, int]]]])
"""Lesson 3's two building turns of Player 1, told in the question: not the page's (D4, E5, E6, then B3), whose
story and table of links it shows."""
EXERCISE_LOST = _PARAMETERS.get("lost", tuple[list[tuple[str, str, int]], tuple[str, str, int]])
"""Lesson 3's lost link (Player 1's track from Ashford, not extended) and Player 2's extension of it; Player 2 owns
Ashford–Ivybridge, so Ashford is on its complete network (the page's take-over is of Carlow's lost link)."""
EXERCISE_URBANIZE = _PARAMETERS.get("urbanize", tuple[list[tuple[list[str], int]], tuple[str, str]])
"""Lesson 3's links and the town to urbanize: Juniper, not the page's Lindow (whose table after it shows)."""


def lesson_3() -> list[Exercise]:
    """Lesson 3 (links and ownership): links owned after two turns, a lost link taken over, links after urbanizing.
    Each is a case of its own, told in the question; the page's worked examples show theirs played."""
    from steamlab.course.rails import build_option, judge_build, links_table, play_turns

    first_turns = EXERCISE_TURNS
    board, _ = play_turns("tutorial", "steam", first_turns)
    owned = [lk for lk in trace_links(board) if lk.owner == 0]
    lost_track, (at, tile, rotation) = EXERCISE_LOST
    script = [(0, lost_track), (0, [])]
    ashford = [(["Ashford", "C2", "Ivybridge"], 1)]
    lost = {game: play_turns("tutorial", game, script, links=ashford)[0] for game in RAIL_GAMES}
    extend = Build(at, tile, rotation)
    may_take = {game for game, b in lost.items() if build_option(b, game, extend, player=1).reason is None}
    links, (town, city) = EXERCISE_URBANIZE
    after, _ = play_turns("tutorial", "steam", [], links=links, urbanize=(town, city))
    complete_after = [lk for lk in trace_links(after) if lk.complete]

    def urbanized(lang: str) -> str:
        before = str(links_table(play_turns("tutorial", "steam", [], links=links)[0], lang=lang))
        return before + "\n\n" + play_turns("tutorial", "steam", [], links=links, urbanize=(town, city), lang=lang)[1] \
            + "\n" + str(links_table(after, lang=lang))

    return [
        number(_TEXTS["lesson_3.question"],
               len(owned), lambda lang: play_turns("tutorial", "steam", first_turns, lang=lang)[1] + "\n"
               + str(links_table(board, lang=lang)),
               hint=_TEXTS["lesson_3.hint"]),
        choice(_TEXTS["lesson_3.question.2"],
               [(g, by_language(game_name, g)) for g in RAIL_GAMES], may_take,
               lambda lang: "\n".join(f"{game_name(g, lang)}: " + judge_build(b, g, extend, player=1, lang=lang)
                                      for g, b in lost.items()), several=True,
               hint=_TEXTS["lesson_3.hint.2"]),
        number(_TEXTS["lesson_3.question.3"],
               len(complete_after), urbanized,
               hint=_TEXTS["lesson_3.hint.3"]),
    ]  # fmt: skip
