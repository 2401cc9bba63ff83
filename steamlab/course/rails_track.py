"""Lesson 16: changing track already laid -- redirecting an open end, replacing a town's tile.

The position: Player 1 (orange) started a link south from Carlow last turn
(one straight at E5, still open); Player 2 (green) owns Brookton-Juniper and
Player 3 (cyan) Ashford-Ivybridge. Each change is judged by the engine under
both games.

>>> print(changes([("E5", "gentle", "gentle", 0, 0)]).splitlines()[1])
  Steam        gentle curve r0: redirect, $2 = 2 x $1 per exit $2
"""

from __future__ import annotations

from collections.abc import Sequence

from steamlab.core.maps import load_map
from steamlab.course.rails import GAMES, build_line, game_line, judge_build, option_verdict, rail_board
from steamlab.course.rails_play import MAP, RULES, Build, BuildTurn, who
from steamlab.course.text import say
from steamlab.i18n import term
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailBoard

LINKS = [(["Brookton", "Juniper"], 1), (["Ashford", "Ivybridge"], 2)]
"""The two complete links of the lesson's position (owner Player 2 and Player 3)."""
OPEN_END = Build("E5", "straight", 0)
"""Player 1's build of the turn before: a straight south of Carlow, left open."""

_W = word_table("course.rails_track", "_W")


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
