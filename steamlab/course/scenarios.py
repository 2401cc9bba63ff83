"""Lesson 13: a position set up by hand -- its legal actions and a playout analysis, in player words."""

from __future__ import annotations

from typing import Any

from steamlab.course.text import check_lang, say, table
from steamlab.i18n import player_label, render
from steamlab.i18n.describe import describe_action
from steamlab.i18n.words import heading
from steamlab.i18n.words import table as word_table

_W = word_table("course.scenarios", "_W")
_HEAD = heading("course.scenarios", "_HEAD")


def action_lines(state: Any, lang: str = "en") -> str:
    """The legal actions of a game position, one a line, in player words."""
    return "\n".join(render(describe_action(state, a), lang) for a in state.legal_actions())


def playout_table(result: Any, state: Any, lang: str = "en") -> str:
    """A playout analysis (``steamlab.scenarios.analysis``) as a table in player words."""
    rows = []
    for r in result.results:
        lo, hi = r.win_interval()
        slo, shi = r.score_interval()
        win = say(_W["interval"], lang, value=f"{r.win_rate:.0%}", low=f"{lo:.0%}", high=f"{hi:.0%}")
        score = say(_W["interval"], lang, value=f"{r.mean_score:.2f}", low=f"{slo:.1f}", high=f"{shi:.1f}")
        rows.append([render(describe_action(state, r.action), lang), r.playouts, win, score])
    head = say(_W["head"], lang, player=player_label(result.player, lang), bot=result.bot, seed=result.seed)
    return head + "\n" + table(_HEAD[check_lang(lang)], rows)
