"""Lesson 4: moving goods -- every legal delivery, one delivery judged, a route spelled out.

>>> from steamlab.scenarios import Scenario
>>> sc = Scenario("steam", players=3, map="tutorial").link(["Carlow", "E5", "E6", "Fenwick"], owner=0)
>>> board = sc.cubes("Carlow", "red").board()
>>> print(delivery_lines(board, "steam", 0, 1))
Steam, Player 1, locomotive 1: 1 legal delivery
* 1 link: red cube Carlow → Fenwick: Player 1 +1
"""

from __future__ import annotations

from collections.abc import Sequence

from steamlab.course.text import game_name, illegal, say
from steamlab.games.rails import (
    DeliveryRules,
    Leg,
    MoveGoods,
    Node,
    best_deliveries,
    check_delivery,
    legal_deliveries,
    trace_links,
)
from steamlab.i18n import player_label, render, term
from steamlab.i18n.message import counted
from steamlab.i18n.words import table as word_table
from steamlab.scenarios import RailBoard

_W = word_table("course.goods", "_W")


def delivery_lines(board: RailBoard, game: str, player: int, locomotive: int, *,
                   names: Sequence[str] | None = None, lang: str = "en") -> str:  # fmt: skip
    """Every legal delivery for ``player`` with its points, best ones starred."""
    moves = legal_deliveries(board, DeliveryRules(game), player, locomotive)
    best = set(id(d) for d in best_deliveries(moves, player))
    who = player_label(player, lang, names)
    lines = [say(_W["head"], lang, game=game_name(game, lang), player=who, loco=locomotive, n=len(moves),
                 n_en=counted(len(moves), "legal delivery/legal deliveries"))]  # "1 legal delivery", "2 ... deliveries"
    for d in moves:
        text = render(d.describe(board), lang, names)
        lines.append(say(_W["line"], lang, mark="* " if id(d) in best else "  ", n=len(d.legs),
                         n_en=counted(len(d.legs), "link"), text=text))
    return "\n".join(lines)


def judge_delivery(board: RailBoard, game: str, player: int, locomotive: int, move: MoveGoods, *,
                   names: Sequence[str] | None = None, lang: str = "en") -> str:  # fmt: skip
    """The engine's verdict on one delivery: who scores what, or why it is illegal (players called ``names``)."""
    delivery, reason = check_delivery(board, DeliveryRules(game), player, locomotive, move)
    if delivery is None:
        return illegal(reason, lang, names)
    return say(_W["legal"], lang, text=render(delivery.describe(board), lang, names))


def route_through(board: RailBoard, places: Sequence[str]) -> tuple[str, ...]:
    """The route codes (``"B2/BR"``) of the complete links joining ``places`` in order."""
    out = []
    links = [lk for lk in trace_links(board) if lk.complete]
    for a, b in zip(places, places[1:], strict=False):
        ha, hb = board.map.find(a), board.map.find(b)
        for lk in links:
            assert lk.end is not None
            if {lk.start.hex, lk.end.hex} == {ha, hb}:
                start = Node("city" if board.is_city(ha) else "town", ha)
                out.append(Leg.of(start, lk.end if lk.start.hex == ha else lk.start, lk).code)
                break
        else:
            raise ValueError(f"no complete link joins {a} and {b}")
    return tuple(out)


def route_text(route: Sequence[str], lang: str = "en") -> str:
    """Route codes (``"B2/TR"``) as readers say them: each link's first hex and the edge it leaves by.

    >>> route_text(("B2/TR", "C3/B"))
    'B2 (top-right) → C3 (bottom)'
    >>> route_text(("B2/TR",), "ja")
    'B2 (右上)'
    """
    parts = []
    for code in route:
        at, _, edge = code.partition("/")
        parts.append(f"{at} ({term('edge', edge, lang)})")
    return " → ".join(parts)
