"""The Hint's projected final score as a forecast: what games from such a figure ended on.

The projection (:mod:`steamlab.bots.evaluate`, :mod:`steamlab.bots.evaluate_russian`) is built to *rank* moves, and
ranks them well; read as a forecast of the final score it is off in a way that changes with the turn. In computer
self-play of Age of Steam (3 players, the quick strength) a seat's projection at the start of turn 4 was −14 on
average and the seats ended on 28; by turn 9 the two agreed within 4 points. And it spreads the seats about twice as
far apart as they end: a seat projected 10 points above another ended about 5 above it. So a figure that jumps from
the end of one turn to the next tells a player about the projection, not about the game.

The figures a player reads are therefore mapped, for the rule set and the number of turns (rounds) still to come,
by a straight line fitted on computer self-play: ``final = intercept + slope * projection``
(``data/bots/forecast.json``, written by ``tools/fit_forecast.py``, each table with the games it was fitted on).
The line rises (``slope > 0``), so the order of the moves, and with it the computer's choice, is unchanged: only
the figures move. A lead (the mover's projection less the best rival's) is scaled by the slope alone, since every
seat's projection is mapped by the same line.

>>> import steamlab
>>> g = steamlab.new_game("age_of_steam", players=3, seed=1)
>>> epochs_left(g, rolled=True), epochs_left(g, rolled=False)
(9, 10)
>>> line = line_for(g, rolled=True)
>>> line.slope > 0 and line.final(-10.0) > -10.0
True
>>> end = line_for(g, rolled=True, left=0)
>>> (end.slope, end.intercept)
(1.0, 0.0)
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, TypeGuard

from steamlab.bots.evaluate import rule_set_key
from steamlab.core.datafiles import data_path, parse_json, read_capped
from steamlab.core.errors import DataError
from steamlab.engine.state import GameState

FORMAT = "steamlab-forecast-1"
"""The ``format`` field of ``data/bots/forecast.json``."""


@dataclass(frozen=True)
class Line:
    """``final = intercept + slope * projection`` for one rule set, player count and turns left.

    >>> Line(0.5, 20.0).final(10.0), Line(0.5, 20.0).lead(6.0)
    (25.0, 3.0)
    """

    slope: float
    intercept: float

    def final(self, projection: float) -> float:
        """The final score games from ``projection`` ended on (NaN stays NaN)."""
        return self.intercept + self.slope * projection

    def lead(self, lead: float) -> float:
        """A lead between two seats, mapped: the intercept is the same for both, so only the slope counts."""
        return self.slope * lead


IDENTITY = Line(1.0, 0.0)
"""The figure as it is: at the game's end (nothing left to forecast), or for a rule set with no table."""


def epochs_left(state: GameState, *, rolled: bool) -> int:
    """Turns (rounds, in Russian Railroads) still to be played after the one a figure reads the end of.

    A rolled-out figure (:attr:`steamlab.bots.search.Choice.rolled`) reads the end of the current turn, so the
    turns after it remain; a figure of the search tree alone reads the position a step on, inside the current turn,
    so the current turn counts too.
    """
    clock = state.info.clock
    last = int(getattr(state, "total_turns" if clock == "turn" else "rounds"))
    now = int(getattr(state, clock))
    return max(0, last - now + (0 if rolled else 1))


def line_for(state: GameState, *, rolled: bool, left: int | None = None) -> Line:
    """The line that maps a figure of ``state``'s mover (:func:`epochs_left` unless ``left`` is given)."""
    if left is None:
        left = epochs_left(state, rolled=rolled)
    by_players = shipped_tables().get(rule_set_key(state))
    if not by_players:
        return IDENTITY
    players = min(by_players, key=lambda n: (abs(n - state.num_players), n))
    return row_for(by_players[players], left)


def row_for(rows: dict[int, Line], left: int) -> Line:
    """The line of a table's ``rows`` for ``left`` turns to come: its own row, else the row of the most turns
    fitted; the figure as it is at the game's end (``left`` 0) or for no rows.

    >>> rows = {1: Line(0.5, 1.0), 2: Line(0.4, 2.0)}
    >>> row_for(rows, 1), row_for(rows, 9) == rows[2], row_for(rows, 0) == IDENTITY
    (Line(slope=0.5, intercept=1.0), True, True)
    """
    if left <= 0 or not rows:
        return IDENTITY
    return rows.get(left) or rows[max(rows)]


def final(state: GameState, projection: float, *, rolled: bool) -> float:
    """``projection`` (the mover's projected final score) as a forecast; NaN stays NaN."""
    if math.isnan(projection):
        return projection
    return line_for(state, rolled=rolled).final(projection)


def lead(state: GameState, projected_lead: float, *, rolled: bool) -> float:
    """``projected_lead`` (the mover's projection less the best rival's) as a forecast; NaN stays NaN."""
    if math.isnan(projected_lead):
        return projected_lead
    return line_for(state, rolled=rolled).lead(projected_lead)


@functools.cache
def shipped_tables() -> dict[str, dict[int, dict[int, Line]]]:
    """``data/bots/forecast.json`` read and checked: rule set -> players -> turns left -> :class:`Line`."""
    path = data_path("bots", "forecast.json")
    return parse_tables(parse_json(read_capped(path, str(path)), str(path)), str(path))


def parse_tables(data: Any, name: str) -> dict[str, dict[int, dict[int, Line]]]:
    """The forecast tables of a parsed file called ``name``; a :class:`DataError` naming the field otherwise.

    >>> parse_tables({"format": FORMAT, "tables": [{"rules": "age_of_steam", "players": 3,
    ...     "rows": [{"left": 1, "slope": 0.9, "intercept": 2.0}]}]}, "f.json")["age_of_steam"][3][1]
    Line(slope=0.9, intercept=2.0)
    >>> parse_tables({"format": FORMAT, "tables": [{"rules": "age_of_steam", "players": 3,
    ...     "rows": [{"left": 1, "slope": -1, "intercept": 0}]}]}, "f.json")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.DataError: f.json: tables[0].rows[0].slope: ...
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("tables"), list):
        raise DataError(name, "format", f"a forecast file has format {FORMAT!r} and a list 'tables'")
    out: dict[str, dict[int, dict[int, Line]]] = {}
    for i, table in enumerate(data["tables"]):
        where = f"tables[{i}]"
        if not isinstance(table, dict) or not isinstance(table.get("rows"), list) or not table["rows"]:
            raise DataError(name, where, "a table has 'rules', 'players' and a non-empty list 'rows'")
        rules, players = table.get("rules"), table.get("players")
        if not isinstance(rules, str) or not isinstance(players, int) or not 2 <= players <= 6:
            raise DataError(name, where, "'rules' is a rule set's name and 'players' a whole number from 2 to 6")
        rows: dict[int, Line] = {}
        for j, row in enumerate(table["rows"]):
            at = f"{where}.rows[{j}]"
            if not isinstance(row, dict):
                raise DataError(name, at, "a row has 'left', 'slope' and 'intercept'")
            left, slope, intercept = row.get("left"), row.get("slope"), row.get("intercept")
            if not isinstance(left, int) or left < 1 or left in rows:
                raise DataError(name, f"{at}.left", "turns left: a whole number from 1, once a table")
            if not _number(slope) or not 0.0 < slope <= 3.0:
                raise DataError(name, f"{at}.slope", "a number above 0 and at most 3: the line must rise")
            if not _number(intercept) or abs(intercept) > 1000:
                raise DataError(name, f"{at}.intercept", "a number of points between -1000 and 1000")
            rows[left] = Line(float(slope), float(intercept))
        out.setdefault(rules, {})[players] = rows
    return out


def _number(value: Any) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
