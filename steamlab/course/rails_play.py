"""Lessons 14-19: rail positions set up by hand, played by the engine, and their pictures.

A lesson states a position (turn, phase, each player's cash, income,
locomotive ...) on the tutorial map; :func:`position` fills in the rest (the
goods on the cities, Steam's goods supply, Age of Steam's goods display) so
the engine can start from it, and :func:`start` gives the game. Players are
named as drawn: Player 1 is orange, Player 2 green, Player 3 cyan.

It is also the course's one door to the rails games' actions and rules queries (``Build``, ``ChooseAction``,
``check_delivery``, ``steam_payments``, ...: ``__all__``): a lesson's module takes them from here, so the course
names ``steamlab.games.rails`` in a few shared modules only (``tests/lessons/test_course_game_imports.py``).

>>> g = start("steam", "base", position("steam", "actions", [{"cash": 9}, {"cash": 3}, {"cash": 0}]))
>>> g.phase, who(g.current_player), who(1, "ja")
('actions', 'Player 1 (orange)', 'プレイヤー 2 (緑)')
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from steamlab.core.maps import load_map
from steamlab.course.text import say
from steamlab.engine.registry import game_info, initial_state
from steamlab.games.rails import (
    RULES,
    Build,
    BuildTurn,
    ChooseAction,
    CityGrowth,
    DeliveryRules,
    DrawCubes,
    EndBuild,
    IssueShares,
    Produce,
    RaiseCapital,
    RollDice,
    Urbanize,
    UrbanizeSupply,
    age_of_steam_payments,
    check_delivery,
    legal_deliveries,
    steam_payments,
    trace_links,
)
from steamlab.i18n import player_label
from steamlab.i18n.words import table as word_table
from steamlab.render import Picture, board_svg
from steamlab.scenarios import RailBoard, RailGame, Scenario

_TEXTS = word_table("course.rails_play", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.rails_play.TEXTS.<key>)."""

MAP = "tutorial"
"""Every position of lessons 14-19 is on the tutorial map (Tutorial Valley, 3-4 players)."""

COLOUR_NAMES = (
    _TEXTS["module.text"],
    _TEXTS["module.text.2"],
    _TEXTS["module.text.3"],
    _TEXTS["module.text.4"],
)
"""The players' colours as the render layer draws them (``steamlab.render.style.PLAYER_COLORS``)."""

CITY_CUBES = {
    "B2": ["blue", "yellow"], "B5": ["red", "black"], "E4": ["red", "blue", "purple"],
    "E7": ["yellow", "blue"], "H2": ["red", "purple"], "H5": ["yellow", "red"],
}  # fmt: skip
"""The goods on the six cities of the tutorial map in every lesson position."""

_CYCLE = ("red", "blue", "yellow", "purple", "black")


def who(player: int, lang: str = "en") -> str:
    """A seat (0-based) as the lessons name it: number from 1 and the colour it is drawn in.

    >>> who(0), who(2, "ja")
    ('Player 1 (orange)', 'プレイヤー 3 (シアン)')
    """
    return f"{player_label(player, lang)} ({say(COLOUR_NAMES[player % len(COLOUR_NAMES)], lang)})"


def money(amount: int) -> str:
    """Dollars as printed in a table: ``$3``, ``-$2``.

    >>> money(3), money(-2)
    ('$3', '-$2')
    """
    return f"-${-amount}" if amount < 0 else f"${amount}"


def _cubes(n: int, start: int) -> list[str]:
    return [_CYCLE[(start + i) % len(_CYCLE)] for i in range(n)]


def supply(players: int = 3) -> list[list[str]]:
    """Steam's goods supply of the lesson positions: every space full (2 cubes with 3 players, else 3).

    >>> supply()[:2]
    [['red', 'blue'], ['yellow', 'purple']]
    """
    gs = load_map(MAP).goods_supply
    per = gs.cubes_3p if players == 3 else gs.cubes
    return [_cubes(per, i * per) for i in range(gs.spaces)]


def display() -> dict[str, list[str]]:
    """Age of Steam's goods display of the lesson positions: every box full, cubes in a fixed cycle.

    >>> display()["light-1"]
    ['red', 'blue', 'yellow']
    """
    gd = load_map(MAP).goods_display
    out = {}
    for i, col in enumerate(gd.column_ids()):
        out[col] = _cubes(gd.boxes(col), 3 * i)
    return out


def track(game: str, links: Sequence[tuple[Sequence[str], int | None]]) -> list[dict[str, Any]]:
    """Position track for ``links``: each the places it runs over (names or hex labels) and its owner.

    >>> [t["at"] for t in track("steam", [(["Carlow", "E5", "E6", "Fenwick"], 0)])]
    ['E5', 'E6']
    """
    sc = Scenario(game, players=3, map=MAP)
    for places, owner in links:
        sc.link(list(places), owner)
    return list(sc.pos["track"])


def position(
    game: str,
    phase: str,
    players: Sequence[Mapping[str, Any]],
    *,
    turn: int = 2,
    order: Sequence[int] | None = None,
    links: Sequence[tuple[Sequence[str], int | None]] = (),
    **extra: Any,
) -> dict[str, Any]:
    """A whole position on the tutorial map from the few facts a lesson states.

    ``players``: each seat's fields (cash, income, vp, locomotive, shares, action); missing ones
    start as in a new game (income 0, locomotive 1; Age of Steam: 2 shares). ``extra`` overrides
    any field of the position (cubes, supply, display, growth_marks, new_cities ...).
    """
    seats = []
    for p in players:
        seat = {"cash": 0, "income": 0, "vp": 0, "locomotive": 1, "shares": 2 if game_info(game).shares else 0,
                "action": None}  # fmt: skip
        seat.update(p)
        seats.append(seat)
    pos: dict[str, Any] = {
        "turn": turn,
        "phase": phase,
        "order": list(order if order is not None else range(len(players))),
        "players": seats,
        "track": track(game, links),
        "cubes": {k: list(v) for k, v in CITY_CUBES.items()},
    }
    if game_info(game).goods == "supply":
        pos["supply"] = supply(len(players))
    else:
        pos["display"] = display()
    pos.update(extra)
    return pos


def start(game: str, rules: str | None, pos: Mapping[str, Any], seed: int = 1) -> RailGame:
    """A game of ``game`` (``"steam"`` with ``rules`` ``"base"``/``"standard"``, or ``"age_of_steam"``)
    on the tutorial map, started from ``pos``; a position with a problem raises ``ScenarioError``."""
    g = blank(game, rules, len(pos["players"]), seed)
    g.load_position(dict(pos))
    return g


def blank(game: str, rules: str | None, players: int, seed: int = 0) -> RailGame:
    """A new rail game of ``game`` on the tutorial map at its set-up (chance) node, nothing settled.

    >>> blank("steam", None, 3).rules, blank("age_of_steam", None, 4).map_name
    ('standard', 'tutorial')
    """
    g = initial_state(game, players=players, map=MAP, rules=rules, seed=seed)
    if not g.info.rails:
        raise TypeError(f"{game} is not a rail game")
    return cast(RailGame, g)


def picture(g: RailGame | RailBoard, highlights: Sequence[str] = (), size: float = 32) -> Picture:
    """The board drawn with hex labels; ``highlights``: hexes (labels or names) to tint."""
    board = g.board if isinstance(g, RailGame) else g
    hexes = [board.map.find(h) for h in highlights]
    return Picture(board_svg(board, size=size, highlights=hexes, hex_labels=True))


__all__ = ["Build", "BuildTurn", "CITY_CUBES", "COLOUR_NAMES", "ChooseAction", "CityGrowth", "DeliveryRules", "DrawCubes",
           "EndBuild", "IssueShares", "MAP", "Produce", "RULES", "RaiseCapital", "RollDice", "Urbanize", "UrbanizeSupply",
           "age_of_steam_payments", "blank", "check_delivery", "display", "legal_deliveries", "money", "picture",
           "position", "start", "steam_payments", "supply", "trace_links", "track", "who"]
