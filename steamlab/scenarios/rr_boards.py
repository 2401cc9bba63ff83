"""One Russian Railroads player board set up by hand: the boards a lesson shows, checked field by field.

:func:`player_board` makes a :class:`PlayerBoard` from data: the score calculator's spec
(:func:`steamlab.games.russian_railroads.board_from_spec`: railways, ``doublers``, ``industry``, ``factories``,
``revaluation``, ``kiev_medal``) and what the end bonus cards count besides (``extra_workers``,
``black_worker``, ``tokens``, ``engineers``). A colour is unlocked when the Trans-Siberian's black rail has reached
its space or a rail of it is on a railway. :func:`board_with` is a copy of a board (one of a game, say) with its
doublers or industry markers changed. A field that does not fit raises ``DataError`` naming it.

>>> b = player_board({"trans_siberian": {"black": 7, "grey": 6}, "factories": [1, 2], "engineers": [4]})
>>> b.rails[0], b.unlocked, b.factories, b.engineers
([7, 6, 0, 0, 0], [True, True, True, False, False], [1, 2], [4])
>>> player_board({"tokens": [9]})
Traceback (most recent call last):
...
steamlab.core.errors.DataError: player_board: tokens: must list distinct bonus token numbers 1..7
>>> board_with(b, doublers=9).doublers
Traceback (most recent call last):
...
steamlab.core.errors.DataError: board_with: doublers: must be a count 0..8
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from steamlab.core.errors import DataError
from steamlab.games.russian_railroads import PlayerBoard, RulesData, board_from_spec, rules_data

BEYOND_SCORING = ("extra_workers", "black_worker", "tokens", "engineers")
"""The fields :func:`player_board` reads beyond the score calculator's spec."""


def _numbers(source: str, field: str, value: Any, allowed: Collection[int], what: str, distinct: bool = True) -> list[int]:
    ok = isinstance(value, list) and (not distinct or len(set(value)) == len(value))
    if not ok or not all(isinstance(v, int) and not isinstance(v, bool) and v in allowed for v in value):
        raise DataError(source, field, f"must list {'distinct ' if distinct else ''}{what} {min(allowed)}..{max(allowed)}")
    return list(value)


def player_board(spec: Mapping[str, Any], data: RulesData | None = None) -> PlayerBoard:
    """The player board ``spec`` describes (see the module's docstring), checked; ``DataError`` names a wrong field."""
    data = data or rules_data()
    source = "player_board"
    board = board_from_spec({k: v for k, v in spec.items() if k not in BEYOND_SCORING}, data, source=source)
    black = board.rails[0][0]
    board.unlocked = [u or black >= at for u, at in zip(board.unlocked, data.unlock_spaces, strict=True)]
    extra = spec.get("extra_workers", 0)
    if isinstance(extra, bool) or not isinstance(extra, int) or extra < 0:
        raise DataError(source, "extra_workers", "must be a count 0 or more")
    board.extra_workers = extra
    held = spec.get("black_worker", False)
    if not isinstance(held, bool):
        raise DataError(source, "black_worker", "must be true or false")
    board.black_worker = held
    board.tokens_used = _numbers(source, "tokens", spec.get("tokens", []), data.bonus_tokens, "bonus token numbers")
    board.engineers = _numbers(source, "engineers", spec.get("engineers", []), data.engineers, "engineer numbers")
    return board


def board_with(
    board: PlayerBoard, *, doublers: int | None = None, industry: Sequence[int] | None = None,
    data: RulesData | None = None,
) -> PlayerBoard:
    """A copy of ``board`` with ``doublers`` on the Trans-Siberian or its industry markers on ``industry``.

    The board itself is left as it was. The fields are checked (a count of doublers the board has spaces for, as many
    markers as the board has, each on a space of the industry track) but not against the factories built: this is a
    what-if board, and lesson 23 asks what a marker would score on a space its factories do not open yet.
    """
    data = data or rules_data()
    source = "board_with"
    out = board.copy()
    if doublers is not None:
        if isinstance(doublers, bool) or not isinstance(doublers, int) or not 0 <= doublers <= data.doubler_spaces:
            raise DataError(source, "doublers", f"must be a count 0..{data.doubler_spaces}")
        out.doublers = doublers
    if industry is not None:
        last = len(data.industry_spaces) - 1
        markers = _numbers(source, "industry", list(industry), range(last + 1), "marker spaces", False)
        if len(markers) != len(board.markers):
            raise DataError(source, "industry", f"the board has {len(board.markers)} industry marker(s)")
        out.markers = markers
    return out


__all__ = ["BEYOND_SCORING", "board_with", "player_board"]
