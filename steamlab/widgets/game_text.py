"""The hot seat's words as HTML: the header line, the log, the score table, the Hint, the computer's moves.

Plain functions of a position, the page's language and the players' names (no widget is made here), so any page
may show a game the way the hot seat (:class:`~steamlab.widgets.game.GameWidget`) does.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="standard", seed=4)
>>> for part in header_html(g, "en", ["Ann", "Bo", "Cy"], "Rust Belt").split(" · "):
...     print(part)
<div style="font-size:110%"><b>Steam (standard)
Rust Belt</b>
Turn 1 of 10
Phase: <b class="steamlab-phase-name">Raise capital</b>
to act: <b class="steamlab-actor">Bo</b></div>
>>> log_html(g, [-1], "ja", None)
'<div style="line-height:1.3"><b>記録</b><br><span style="font-size:85%">-- ターン 1 / 10 --</span></div>'
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from steamlab.bots.hints import Hint
from steamlab.engine.state import Action, GameState
from steamlab.i18n import msg, term
from steamlab.i18n.describe import describe_action as describe
from steamlab.i18n.describe import history_lines
from steamlab.widgets.i18n import phase_name, say, tr
from steamlab.widgets.modes import delivery_text
from steamlab.widgets.panels import player_name

e = html.escape
Names = Sequence[str] | None


def describe_action(state: Any, action: Action, names: Names = None, lang: str = "en",
                    deliveries: dict[Any, Any] | None = None) -> str:
    """A short label for an action in a control, in player words (:func:`steamlab.i18n.describe.describe_action`);
    a delivery named by its route when ``deliveries`` (the position's, by move) has it."""
    if action.kind == "move_goods" and deliveries is not None and action in deliveries:
        return delivery_text(deliveries[action], state.board, names, lang)
    return say(describe(state, action), lang, names)


def header_html(s: GameState, lang: str, names: Names, place: str = "") -> str:
    """The line above the game: the game, its rules and ``place`` (a map's title), the turn or round, the phase and
    who is to act, or at the end the winner."""
    title = term("game", s.game, lang)
    if s.rules:
        title += f" ({term('ruleset', s.rules, lang)})"
    if place:
        title += f" · {place}"
    parts = [f"<b>{e(title)}</b>"]
    if hasattr(s, "turn") and hasattr(s, "total_turns"):
        parts.append(e(tr("turn_of", lang, turn=s.turn, total=s.total_turns)))
    elif hasattr(s, "round"):
        parts.append(e(tr("round", lang, n=s.round)))
    phase = getattr(s, "phase", None)
    if isinstance(phase, str) and not s.is_terminal():  # at the end: "Game over" once, with the winner
        parts.append(f'{e(tr("phase", lang))}: <b class="steamlab-phase-name">{e(phase_name(phase, lang))}'
                     "</b>")
    if s.is_terminal():
        winners = ", ".join(player_name(names, p, lang) for p in s.winners())
        totals = {score.player: score.total for score in s.scores()}
        best = next((totals[p] for p in s.winners() if p in totals), None)
        won = f"{winners} ({best})" if best is not None else winners  # the final scores sit below the map
        if not s.winners():  # every player out of the game
            won = tr("nobody_won", lang)
        parts.append(f'<b>{e(tr("game_over", lang))}</b> · {e(tr("winner", lang))}: {e(won)} · '
                     f'<a href="#steamlab-scores" style="color:#0b57d0">{e(tr("scores_below", lang))}</a>')
    elif s.current_player >= 0:
        parts.append(f'{e(tr("to_act", lang))}: <b class="steamlab-actor">'
                     f"{e(player_name(names, s.current_player, lang))}</b>")
    return '<div style="font-size:110%">' + " · ".join(parts) + "</div>"


def log_html(s: GameState, actors: Sequence[int], lang: str, names: Names) -> str:
    """The last lines of the game's log, newest first, in ``lang``, seats named as in the panels."""
    lines = history_lines(s, list(actors[:len(s.history)]))[-80:]
    body = "<br>".join(e(say(line, lang, names)) for line in reversed(lines))
    return (f'<div style="line-height:1.3"><b>{e(tr("log", lang))}</b><br>'
            f'<span style="font-size:85%">{body}</span></div>')


def scores_html(s: GameState, lang: str, names: Names) -> str:
    """The score table, item by item per player (empty while a game scores only at its end)."""
    try:
        scores = s.scores()
    except Exception:  # some games score only at the end
        return ""
    cols = "".join(f'<th style="text-align:left">{e(player_name(names, sc.player, lang))}</th>' for sc in scores)
    lines = []
    for sc in scores:
        lines.append("<br>".join(f"{e(say(i.label, lang, names))}: {i.points:+d}" for i in sc.items))
    gap = "padding:0 18px 0 0"  # players' columns apart: their lines ran together ("+7完成区間 1 本の…")
    cells = "".join(f'<td style="vertical-align:top;font-size:85%;{gap}">{t}</td>' for t in lines)
    totals = "".join(f'<td style="{gap}"><b>{sc.total}</b></td>' for sc in scores)
    style = "border-collapse:collapse;margin-left:8px;line-height:1.3"
    return (f'<table id="steamlab-scores" style="{style}"><tr><th style="{gap}">{e(tr("score", lang))}</th>{cols}'
            f'</tr><tr><td></td>{cells}</tr><tr><td>{e(tr("total", lang))}</td>{totals}</tr></table>')


def hint_html(s: GameState, hints: Sequence[Hint], strength: int, lang: str, names: Names,
              deliveries: dict[Any, Any] | None = None) -> str:
    """The Hint: whom it advises, each move with its odds and its reason, and what the figures are."""
    rows = []
    for h in hints:
        figures = h.figures(lang)
        said = f' <span style="color:#555">({e(figures)})</span>' if figures else ""
        rows.append(f"<li><b>{e(describe_action(s, h.action, names, lang, deliveries))}</b>{said} — "
                    f"{e(h.reason(lang, list(names) if names is not None else None))}</li>")
    head = say(msg("hint.for", player=s.current_player), lang, names)
    legend = say(msg("hint.legend", positions=strength), lang)
    return (f'<b>{e(head)}</b><ol style="line-height:1.4;margin:4px 0">{"".join(rows)}</ol>'
            f'<div class="steamlab-hint-legend" style="color:#555;font-size:90%">{e(legend)}</div>')


def thinking_html(who: str, played: str, weighing: str) -> str:
    """The box shown while the computer chooses: for whom, how many of its moves are behind it, what it weighs."""
    so_far = f"<br><small>{e(played)}</small>" if played else ""
    if weighing:
        so_far += f'<br><small class="steamlab-weighing">{e(weighing)}</small>'
    return ('<div style="background:#fff3cd;border:1px solid #e0c36a;border-radius:4px;'
            'padding:4px 8px"><i class="fa fa-cog fa-spin" aria-hidden="true"></i> '
            f"<b>{e(who)}</b>{so_far}</div>")


def computer_did_html(told: Sequence[str], lang: str, names: Names) -> str:
    """"The computer played:" and the log's sentences of its moves since the person's last one."""
    return (f'<span class="steamlab-bot-did"><b>{e(tr("bot_did", lang))}</b><br>'
            + "<br>".join(e(say(line, lang, names)) for line in told) + "</span>")


__all__ = ["computer_did_html", "describe_action", "header_html", "hint_html", "log_html", "scores_html",
           "thinking_html"]
