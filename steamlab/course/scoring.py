"""Lesson 7: the end of the game -- one position scored by Steam (base, standard) and Age of Steam.

>>> from steamlab.course.rails import rail_board
>>> board = rail_board("tutorial", "steam", [(["Carlow", "E5", "E6", "Fenwick"], 0)])
>>> print(link_tile_counts(board))
from    to       owner     Steam VP  AoS VP
------  -------  --------  --------  ------
Carlow  Fenwick  Player 1  1         2
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamlab.course.text import check_lang, game_name, say, table
from steamlab.engine.state import Score, ranking
from steamlab.i18n import player_label, render, term
from steamlab.i18n.words import heading, separator
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailBoard
from steamlab.scenarios.compare import link_scores
from steamlab.scenarios.compare import scores_under as position_scores

PLAYERS = 3
"""The players of a scored position (the tutorial map's worked examples)."""
SCORED = (("steam", "base"), ("steam", "standard"), ("age_of_steam", None))
"""The three rule sets a position is scored under."""

_W = word_table("course.scoring", "_W")
_HEAD = heading("course.scoring", "_HEAD")


def score_lines(scores: Sequence[Score], lang: str = "en") -> list[str]:
    """Each player's score with its working, then the ranking."""
    out = []
    for sc in scores:
        items = separator("list", lang).join(f"{render(i.label, lang)} {i.points:+d}" for i in sc.items)
        out.append(f"  {player_label(sc.player, lang)}: {items} = {sc.total}")
    out.append(say(_W["ranking"], lang, order=" > ".join(player_label(p, lang) for p in ranking(scores))))
    return out


def scores_under(board: RailBoard, seats: Sequence[dict[str, Any]], actions: Sequence[str | None], game: str,
                 rules: str | None = None) -> list[Score]:  # fmt: skip
    """Every player's final score of ``board`` under one rule set, with the working (the scenarios floor's
    :func:`~steamlab.scenarios.compare.scores_under`: the position set up by a scenario, scored by the engine).

    ``seats`` gives each player's ``income``, ``vp`` (Steam) and ``shares`` (Age of Steam);
    ``actions`` the Steam action tile each took in the last turn (a tie-break).
    """
    given = [{"income": 0, "vp": 0, "shares": 0, **(seats[p] if p < len(seats) else {}),
              "action": actions[p] if p < len(actions) else None} for p in range(PLAYERS)]  # fmt: skip
    return position_scores(board, given, game, rules, players=PLAYERS)


def final_scores(board: RailBoard, seats: Sequence[dict[str, Any]], actions: Sequence[str | None] = (),
                 lang: str = "en") -> str:  # fmt: skip
    """The same position scored by Steam (base and standard) and Age of Steam, with the working and the ranking."""
    out = []
    for game, rules in SCORED:
        title = game_name(game, lang) + (f" ({rules if lang == 'en' else term('ruleset', rules, lang)})"
                                         if rules else "")  # fmt: skip
        out.append(f"{title}:")
        out.extend(score_lines(scores_under(board, seats, actions, game, rules), lang))
    return "\n".join(out)


def link_tile_counts(board: RailBoard, lang: str = "en") -> str:
    """Each complete link: Steam counts 1 VP, Age of Steam counts its track tiles."""
    rows = []
    for lk in link_scores(board):
        owner = term("word", "nobody", lang) if lk.owner is None else player_label(lk.owner, lang)
        ends = [render(board.place_name(h), lang) for h in (lk.start, lk.end)]
        rows.append([*ends, owner, lk.steam, lk.age_of_steam])
    rows.sort()
    return table(_HEAD[check_lang(lang)], rows)
