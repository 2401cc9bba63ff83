"""Lesson 16 — Urbanization, new cities, and changing track already laid.

The exercises that end ``notebooks/lessons/16_urbanization_and_track_changes.ipynb``. Each answer and each working is
the engine's, computed when :func:`lesson_16` runs; the lesson's last cell is
``exercises(urbanization_and_track_changes.lesson_16(...), lang=LANG, lesson=16)``.

The page's track changes (redirecting an open end, replacing a town's tile) are judged on one position: Player 1
(orange) started a link south from Carlow last turn (one straight at E5, still open); Player 2 (green) owns
Brookton-Juniper and Player 3 (cyan) Ashford-Ivybridge. Each change is judged by the engine under both games.

>>> print(changes([("E5", "gentle", "gentle", 0, 0)]).splitlines()[1])
  Steam        gentle curve r0: redirect, $2 = 2 x $1 per exit $2
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from typing import Any

from steamlab.core.hexgrid import label
from steamlab.core.maps import load_map
from steamlab.course import rails_growth as growth
from steamlab.course.exercise_data import Parameters
from steamlab.course.exercises import Exercise, choice, hex_pick, number
from steamlab.course.rails import GAMES, build_line, game_line, judge_build, option_verdict, rail_board
from steamlab.course.rails_play import MAP, RULES, Build, BuildTurn, Urbanize, who
from steamlab.course.text import say
from steamlab.i18n import term
from steamlab.i18n.words import by_language, fill
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailBoard, RailGame

LINKS = [(["Brookton", "Juniper"], 1), (["Ashford", "Ivybridge"], 2)]
"""The two complete links of the lesson's position (owner Player 2 and Player 3)."""
OPEN_END = Build("E5", "straight", 0)
"""Player 1's build of the turn before: a straight south of Carlow, left open."""

_W = word_table("course.lessons.urbanization_and_track_changes", "_W")


def track_board(game: str) -> RailBoard:
    """The lesson's position under ``game``'s tiles: two complete links and Player 1's open end at E5."""
    board = rail_board(MAP, game, LINKS)
    turn = BuildTurn(board, RULES[game], 0, first_build=True)
    turn.apply(OPEN_END)
    turn.end_turn()
    return board


def changes(builds: Sequence[tuple[str, str, str, int, int]], lang: str = "en") -> str:
    """Each change ``(hex, Steam tile, Age of Steam tile, rotation, player)`` judged by both games on
    the lesson's position: redirect / improve with its cost, or the rule that forbids it."""
    m = load_map(MAP)
    out = []
    for at, steam_tile, aos_tile, rotation, player in builds:
        out.append(say(_W["head"], lang, at=at, terrain=term("terrain", m.cell(m.find(at)).terrain, lang),
                       player=who(player, lang)))  # fmt: skip
        for game, tile in zip(GAMES, (steam_tile, aos_tile), strict=True):
            verdict = judge_build(track_board(game), game, Build(at, tile, rotation), player=player, lang=lang)
            out.append(game_line(game, tile, rotation, verdict, lang))
    return "\n".join(out)


def change_cost(game: str, build: Build, player: int = 0) -> int:
    """What ``build`` costs ``player`` on the lesson's position under ``game`` (``ValueError`` if illegal)."""
    option = BuildTurn(track_board(game), RULES[game], player).check(build)
    if option.reason is not None or option.cost is None:
        raise ValueError(f"{build} is illegal: {option.reason}")
    return option.cost.total


def turn_costs(game: str, builds: Sequence[Build], player: int = 0, lang: str = "en") -> tuple[int, str]:
    """``builds`` played in one turn by ``player`` on the lesson's position under ``game``: what they cost in all, and
    the engine's working, a line per build with its cost itemised (``ValueError`` if a build is illegal).

    >>> total, working = turn_costs("age_of_steam", [Build("E6", "straight", 0)])
    >>> total, working.splitlines()[-1]
    (2, 'in all: $2')
    """
    turn = BuildTurn(track_board(game), RULES[game], player)
    lines, total = [], 0
    for build in builds:
        lines.append(build_line(build, option_verdict(turn.check(build), lang), lang))
        total += turn.apply(build).total
    lines.append(say(_W["total"], lang, total=total))
    return total, "\n".join(lines)


_TEXTS = word_table("course.lessons.urbanization_and_track_changes", "TEXTS")
"""This lesson\'s sentences (steamlab/i18n/locale, contexts course.lessons.urbanization_and_track_changes.TEXTS.<key>)."""
_PARAMETERS = Parameters("urbanization_and_track_changes")
"""This lesson's exercise parameters (data/course/exercises.toml, table ``[urbanization_and_track_changes]``)."""

YES_NO = [(True, _TEXTS["module.option.True"]), (False, _TEXTS["module.option.False"])]

def urbanize_game() -> RailGame:
    """Lesson 16's Steam position: Player 1 holds Urbanization, two links on the board."""
    return growth.steam_build_game("standard", [{"action": "urbanization"}, {}, {}], links=LINKS)


EXERCISE_URBANIZE_MAP = _PARAMETERS.get("urbanize_map", str)
"""The map of lesson 16's "where may a new city go" (the page tints and lists the towns of Tutorial Valley)."""
EXERCISE_TOWN_TILE = _PARAMETERS.get("town_tile", tuple[str, str, int, str, int, int])
"""Lesson 16's change (hex, Steam tile and rotation, Age of Steam tile and rotation, player): Player 3 replaces
Juniper's tile, at the end of Player 2's link, by four exits. The page prints E5's redirect and C3's star only."""
EXERCISE_TOWN_TURN = _PARAMETERS.get("town_turn", list[tuple[str, str, int]])
"""Lesson 16's Age of Steam turn goes on from Juniper's new exit (hex, tile, rotation): the question asks for the
turn's three tiles, as Age of Steam has one price for any replacement in a town (`$3`, which the page prints for
C3's star)."""


def lesson_16() -> list[Exercise]:
    """A town to urbanize on Rust Belt, what Juniper's tile with four exits costs in both games (in Age of Steam with
    the turn's new tiles beyond it), and whether Steam takes an ordinary crossing there. None is a change the page
    prints."""
    from steamlab.core.maps import load_map
    from steamlab.course.rails import judge_build, rail_board
    from steamlab.course.text import game_name, tile_name

    other = rail_board(EXERCISE_URBANIZE_MAP, "steam")
    turn = BuildTurn(other.copy(), RULES["steam"], 0, may_urbanize=True)
    towns = sorted(label(h) for h in other.map.hexes if turn.why_urbanize_illegal(Urbanize(label(h), "A")) is None)
    title = {lang: load_map(EXERCISE_URBANIZE_MAP).title_in(lang) for lang in ("en", "ja")}
    at, steam_tile, steam_rotation, aos_tile, aos_rotation, player = EXERCISE_TOWN_TILE
    steam_change, aos_change = Build(at, steam_tile, steam_rotation), Build(at, aos_tile, aos_rotation)
    beyond = [Build(*b) for b in EXERCISE_TOWN_TURN]
    aos_turn = [aos_change, *beyond]
    laid = reduce(lambda a, b: fill(_TEXTS["lesson_16.laid.and"], a=a, b=b),
                  [fill(_TEXTS["lesson_16.laid"], tile=by_language(tile_name, b.tile), at=b.at) for b in beyond])
    plain_in_steam = Build(at, aos_tile, aos_rotation)
    reason = BuildTurn(track_board("steam"), RULES["steam"], player).check(plain_in_steam).reason
    town = track_board("steam").place_name(load_map("tutorial").find(at))

    def town_list(lang: str) -> str:
        head = fill(_TEXTS["lesson_16.town_list.text"], title=title)[lang]
        return head + "\n" + "\n".join(f"  {other.place_name(other.map.find(h))} ({h})" for h in towns)

    def judged(game: str, build: Build) -> Any:
        return lambda lang: f"{game_name(game, lang)}: " + judge_build(track_board(game), game, build,
                                                                        player=player, lang=lang)  # fmt: skip

    change: dict[str, str] = fill(_TEXTS["lesson_16.change"], who_player_en=who(player, 'en'), town=town, at=at,
                                  who_player_ja=who(player, 'ja'))
    return [
        hex_pick(fill(_TEXTS["lesson_16.question"], title=title),
                 other, towns, town_list,
                 hint=_TEXTS["lesson_16.hint"]),  # fmt: skip
        number(fill(_TEXTS["lesson_16.question.2"], change=change, laid=laid, len_aos_turn=len(aos_turn)),
               turn_costs("age_of_steam", aos_turn, player)[0],
               lambda lang: turn_costs("age_of_steam", aos_turn, player, lang)[1], money=True,
               hint=_TEXTS["lesson_16.hint.2"]),  # fmt: skip
        number(fill(_TEXTS["lesson_16.question.3"], change=change),
               change_cost("steam", steam_change, player), judged("steam", steam_change), money=True,
               hint=_TEXTS["lesson_16.hint.3"]),  # fmt: skip
        choice(fill(_TEXTS["lesson_16.question.4"], who_player_en=who(player, 'en'), town=town,
                    who_player_ja=who(player, 'ja')),
               YES_NO, reason is None, judged("steam", plain_in_steam),
               hint=_TEXTS["lesson_16.hint.4"]),
    ]
