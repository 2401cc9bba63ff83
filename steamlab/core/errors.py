"""Errors raised by steamlab.

Every error carries a sentence a player or a map author can act on. Data errors
name the file and the field; rule errors name the rule and the seed it comes
from.

>>> raise DataError("maps/x.json", "hexes[3].terrain", "unknown terrain 'swamp'")
Traceback (most recent call last):
...
steamlab.core.errors.DataError: maps/x.json: hexes[3].terrain: unknown terrain 'swamp'
"""

from __future__ import annotations


class SteamlabError(Exception):
    """Base class of every error steamlab raises on purpose."""


class DataError(SteamlabError):
    """A data file (map, tile manifest, score table) is broken.

    ``source`` is the file (or a name for in-memory data), ``field`` a path to
    the offending field such as ``hexes[12].city.color``.
    """

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        where = f"{source}: {field}" if field else source
        super().__init__(f"{where}: {problem}")


class IllegalAction(SteamlabError):
    """An action that the rules forbid; the state is left unchanged.

    ``str(error)`` is the explanation, e.g. "You cannot build onto Chicago:
    track never goes on a city hex (seed 001, build rules)."
    """


class RecordError(SteamlabError):
    """A record (save file) cannot be loaded.

    ``index`` is the position of the offending action in ``actions``, or
    ``None`` when the header is at fault.
    """

    def __init__(self, problem: str, index: int | None = None) -> None:
        self.index = index
        self.problem = problem
        where = f"action {index}: " if index is not None else ""
        super().__init__(f"record: {where}{problem}")


class ScenarioError(SteamlabError, ValueError):
    """A position or an analysis asked for something out of range: a seat, a space, a count.

    It is also a ``ValueError`` (what these calls raised before), and the message
    names the argument and what it may be.

    >>> raise ScenarioError("player: there is no seat 9 in a 3-player game (seats 0-2)")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.ScenarioError: player: there is no seat 9 in a 3-player game (seats 0-2)
    """
