"""Player panels for Steam and Age of Steam: cash, income, VP, locomotive, shares, action, links.

:func:`seat_html` is the whole panel of one player as HTML (a pure function,
tested directly); :class:`PlayerPanels` shows one panel per player and
marks the player to act.

>>> import steamlab
>>> state = steamlab.new_game("steam", players=3, rules="standard", seed=1)
>>> text = seat_html(state, 0, ["Ann", "Bob", "Cy"])
>>> "Ann" in text and "Income" in text and "Locomotive" in text
True
>>> "機関車レベル" in seat_html(state, 0, lang="ja")
True
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from steamlab.games.rails.links import Link, trace_links
from steamlab.render import style
from steamlab.widgets.i18n import action_name, say, tr


def player_name(names: Sequence[str] | None, p: int | None, lang: str = "en") -> str:
    """Display name of seat ``p`` (``"Player 1"`` for seat 0, ``"プレイヤー 1"`` in Japanese)."""
    if p is None:
        return "—"
    if names and 0 <= p < len(names):
        return str(names[p])
    return f"{tr('player', lang)} {p + 1}"


def swatch(color: str, size: str = "0.9em") -> str:
    return (f'<span style="display:inline-block;width:{size};height:{size};background:{color};'
            'border:1px solid #333;margin-right:0.3em;vertical-align:middle"></span>')


SHOWN_LINKS = 4
"""Complete links named in a player's panel; more are counted ("… +3")."""


def links_of(links: Sequence[Link], player: int) -> tuple[list[Link], list[Link]]:
    """The player's complete and incomplete links."""
    own = [lk for lk in links if lk.owner == player]
    return [lk for lk in own if lk.complete], [lk for lk in own if not lk.complete]


def _link_name(state: Any, link: Link, lang: str = "en") -> str:
    """A link by its stations in ``lang`` (an urbanized town reads "Springfield (新都市 A)" in Japanese)."""
    board = state.board
    a = say(board.place_name(link.start.hex), lang)
    return f"{a} – {say(board.place_name(link.end.hex), lang)}" if link.end is not None else a


def _badge(seat: Any, acting: bool, lang: str) -> str:
    """After a player's name: out of the game, or the player to act (``◀ to act``)."""
    if seat.out:
        return f' <span style="color:#b00">({html.escape(tr("out", lang))})</span>'
    if acting:
        return f' <span class="steamlab-acting" style="color:#070">◀ {html.escape(tr("to_act", lang))}</span>'
    return ""


def seat_html(state: Any, p: int, names: Sequence[str] | None = None, lang: str = "en",
              links: Sequence[Link] | None = None) -> str:
    """One player's panel: name in their colour, money, tracks, action tile, owned links."""
    seat = state.seats[p]
    if links is None:
        links = trace_links(state.board)
    complete, incomplete = links_of(links, p)
    e = html.escape
    acting = state.current_player == p
    color = style.player_color(p)
    aos = state.info.shares  # Age of Steam's seats hold shares and keep no VP track
    rows = [(tr("cash", lang), f"${seat.cash}"), (tr("income", lang), str(seat.income))]
    if state.info.vp_track:  # Age of Steam has no VP track: its "VP 0" stood beside a winner of 53 at the game's end
        rows.append((tr("vp", lang), str(seat.vp)))
    rows.append((tr("locomotive", lang), str(seat.locomotive)))
    if aos:
        rows.append((tr("shares", lang), str(seat.shares)))
    rows.append((tr("action", lang), action_name(seat.action, lang) if seat.action else "—"))
    rows.append((tr("links", lang), f"{len(complete)} {tr('complete_links', lang)}{'、' if lang == 'ja' else ', '}"
                                    f"{len(incomplete)} {tr('incomplete_links', lang)}"))
    links_row = rows.pop()
    # label and value pairs that flow: two a line in a wide panel, one in a narrow one (six players), a label
    # never broken inside (Japanese broke "アクション" a character a line)
    pairs = "".join(f'<span style="display:inline-block;min-width:7em;margin-right:8px">'
                    f'<span style="color:#555;white-space:nowrap">{e(k)}</span> <b>{e(v)}</b></span>' for k, v in rows)
    links_line = f'<span style="color:#555;white-space:nowrap">{e(links_row[0])}</span> <b>{e(links_row[1])}</b>'
    names_list = "".join(f"<li>{e(_link_name(state, lk, lang))}</li>" for lk in complete[:SHOWN_LINKS])
    more = f"<li>… +{len(complete) - SHOWN_LINKS}</li>" if len(complete) > SHOWN_LINKS else ""
    if complete:  # the names one click away: a list of four links made the panel 200 px high, the map below the fold
        # no disclosure triangle (it wrapped the line in a four-player panel): the counts are underlined instead
        links_line = (f'<details class="steamlab-seat-links"><summary style="cursor:pointer;list-style:none" '
                      f'title="{e(tr("link_names", lang))}"><span style="text-decoration:underline dotted">'
                      f'{links_line}</span></summary>'
                      f'<ul style="margin:2px 0 0 1em;padding:0;line-height:1.3">{names_list}{more}</ul></details>')
    body = f'<div style="display:flex;flex-wrap:wrap">{pairs}</div><div>{links_line}</div>'
    badge = _badge(seat, acting, lang)
    border = f"3px solid {color}" if acting else "1px solid #bbb"
    return (
        f'<div class="steamlab-seat" data-player="{p}" style="border:{border};border-radius:6px;padding:4px 8px;'
        f'min-width:0;background:#fff;margin:0 6px 6px 0">'
        f'<div style="font-weight:bold">{swatch(color)}{e(player_name(names, p, lang))}{badge}</div>'
        f'<div style="font-size:85%;line-height:1.35">{body}</div>'
        "</div>"
    )


COMPACT_FROM = 5
"""From this many players the panels are one table, a row a player: six panels side by side in the map's
column are 140 px wide, their label and value pairs one a line, and the row they make pushed the map below a
1366x800 screen."""


def seats_table_html(state: Any, names: Sequence[str] | None = None, lang: str = "en",
                     links: Sequence[Link] | None = None) -> str:
    """Every player's panel as one compact table, a row a player (what :func:`seat_html` shows, links counted).

    The player to act is marked as in a panel (their colour's border, ``◀ to act``); a player's complete links
    are named in the tooltip of their links cell.

    >>> import steamlab
    >>> state = steamlab.new_game("age_of_steam", players=6, seed=1)
    >>> text = seats_table_html(state)
    >>> text.count('class="steamlab-seat"'), "Player 6" in text and "Shares" in text
    (6, True)
    >>> "機関車レベル" in seats_table_html(state, lang="ja")
    True
    """
    if links is None:
        links = trace_links(state.board)
    e = html.escape
    aos = state.info.shares  # Age of Steam: a shares column for Steam's VP
    heads = [tr("player", lang), tr("cash", lang), tr("income", lang)]
    heads += [tr("locomotive", lang), tr("shares", lang)] if aos else [tr("vp", lang), tr("locomotive", lang)]
    heads += [tr("action", lang), f"{tr('links', lang)} ({tr('complete_links', lang)} / {tr('incomplete_links', lang)})"]
    cell = "padding:0 10px 0 4px;white-space:nowrap"
    rows = ["<tr>" + "".join(f'<th style="{cell};color:#555;font-weight:normal;text-align:left">{e(h)}</th>'
                             for h in heads) + "</tr>"]
    for p, seat in enumerate(state.seats):
        complete, incomplete = links_of(links, p)
        color = style.player_color(p)
        acting = state.current_player == p
        badge = _badge(seat, acting, lang)
        values = [f"${seat.cash}", str(seat.income)]
        values += [str(seat.locomotive), str(seat.shares)] if aos else [str(seat.vp), str(seat.locomotive)]
        values.append(action_name(seat.action, lang) if seat.action else "—")
        named = ", ".join(_link_name(state, lk, lang) for lk in complete)
        edge = f"border-left:4px solid {color};" + ("background:#eef7ee;font-weight:bold;" if acting else "")
        rows.append(
            f'<tr class="steamlab-seat" data-player="{p}" style="{edge}">'
            f'<td style="{cell}">{swatch(color)}{e(player_name(names, p, lang))}{badge}</td>'
            + "".join(f'<td style="{cell}">{e(v)}</td>' for v in values)
            + f'<td style="{cell}" title="{e(named)}">{len(complete)} / {len(incomplete)}</td></tr>')
    return ('<table class="steamlab-seats-table" style="border-collapse:collapse;font-size:85%;line-height:1.3;'
            f'border:1px solid #bbb;margin:0 0 6px 0">{"".join(rows)}</table>')


class PlayerPanels(widgets.HBox):  # type: ignore[misc]  # ipywidgets has no types: its classes are Any
    """One panel per player of a Steam or Age of Steam state; ``update(state)`` after each action.

    From :data:`COMPACT_FROM` players the panels are one table (:func:`seats_table_html`).
    """

    def __init__(self, state: Any, names: Sequence[str] | None = None, lang: str = "en") -> None:
        self.names = list(names) if names else None
        self.lang = lang
        self.boxes: list[widgets.HTML] = []
        # one row, however many players: the panels share the map's width (a second row pushed the map down)
        super().__init__([], layout=widgets.Layout(flex_flow="row nowrap", width="100%"))
        self.add_class("steamlab-panels")
        self.update(state)

    def update(self, state: Any, lang: str | None = None) -> None:
        if lang is not None:
            self.lang = lang
        links = trace_links(state.board)
        n = len(state.seats)
        if n >= COMPACT_FROM:
            if len(self.boxes) != 1:
                self.boxes = [widgets.HTML(layout=widgets.Layout(width="100%"))]
                self.children = self.boxes
            self.boxes[0].value = seats_table_html(state, self.names, self.lang, links)
            return
        if len(self.boxes) != n:
            self.boxes = [widgets.HTML(layout=widgets.Layout(flex="1 1 0px", min_width="0", max_width="260px"))
                          for _ in range(n)]
            self.children = self.boxes
        for p, box in enumerate(self.boxes):
            box.value = seat_html(state, p, self.names, self.lang, links)


__all__ = ["COMPACT_FROM", "PlayerPanels", "links_of", "player_name", "seat_html", "seats_table_html", "swatch"]
