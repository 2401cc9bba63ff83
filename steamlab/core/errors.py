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

from steamlab.i18n.message import Message, msg


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
    ``None`` when the header is at fault. ``problem`` is a catalogue message
    (:mod:`steamlab.i18n.records`) or plain text; :meth:`sentence` is the whole
    refusal as a message, so a Japanese page shows it in Japanese, naming a
    file (an upload's name) instead of "record" when asked.

    >>> from steamlab.i18n import msg
    >>> err = RecordError(msg("record.missing_field", name="seed"))
    >>> str(err), err.sentence("game.json").render("ja")
    ("record: missing field 'seed'", "game.json: 項目 'seed' がありません")
    """

    def __init__(self, problem: str, index: int | None = None) -> None:
        self.index = index
        self.problem = problem
        super().__init__(self.sentence())

    def sentence(self, source: str | None = None) -> Message:
        """The refusal as a catalogue message: ``source`` (default: the word "record"), the action's index, the problem."""
        problem = self.problem if self.index is None else msg("record.at", index=self.index, problem=self.problem)
        return msg("record.in", source=msg("record.word") if source is None else source, problem=problem)


class ScenarioError(SteamlabError, ValueError):
    """A position or an analysis asked for something out of range: a seat, a space, a count.

    It is also a ``ValueError`` (what these calls raised before), and the message
    names the argument and what it may be.

    >>> raise ScenarioError("player: there is no seat 9 in a 3-player game (seats 0-2)")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.ScenarioError: player: there is no seat 9 in a 3-player game (seats 0-2)
    """
