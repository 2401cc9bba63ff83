# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Problems of a Steam or Age of Steam position (a record's ``"start"``, the scenario lab): English and Japanese.

The English templates print exactly the sentences the position checks always
printed (``turn must be 1-8, not 99.``), so ``str(RecordError)`` and the command
line are unchanged; a Japanese page shows the same problem in Japanese. Field
paths, ids and values stay as the file writes them (``players[2].cash``,
``'lunch'``): they are what the reader looks for in the file. Several problems
are joined by ``position.also`` (``a.; b.``, as ``"; ".join`` printed them).

>>> from steamlab.i18n import msg
>>> m = msg("position.shape", where="players[1].", name="cash", shape=msg("position.shape.whole"), value="'3'")
>>> print(m), print(m.render("ja"))
players[1].cash must be a whole number, not '3'.
players[1].cash は整数でなければなりません ('3' ではなく)。
(None, None)
"""

from __future__ import annotations

from collections.abc import Sequence

from steamlab.i18n.message import Message, msg
from steamlab.i18n.words import table as word_table

PROBLEMS = word_table("i18n.positions", "PROBLEMS")

# what a field of a position must be (position.shape's {shape})
SHAPES = word_table("i18n.positions", "SHAPES")

# a Russian Railroads position; a seat reads as players know it ("Player 1"), then as the file writes it ("players[0]")
RUSSIAN_RAILROADS = word_table("i18n.positions", "RUSSIAN_RAILROADS")

ENTRIES = {**PROBLEMS, **SHAPES, **RUSSIAN_RAILROADS}
"""Both languages for every problem of a rail or Russian Railroads position."""


def joined(problems: Sequence[str]) -> Message | str:
    """Several problems as one sentence, ``"; "`` between them as the checks always printed (each keeps its Japanese).

    >>> from steamlab.i18n import msg
    >>> both = joined([msg("position.mark_twice"), msg("position.rotation", i=2)])
    >>> print(both), print(both.render("ja"))
    growth_marks lists a city twice.; track[2]: rotation must be 0-5.
    growth_marks に同じ都市が2回あります。 track[2]: rotation は 0〜5 でなければなりません。
    (None, None)
    """
    if not problems:
        return ""
    out: Message | str = problems[0]
    for problem in problems[1:]:
        out = msg("position.also", first=out, then=problem)
    return out


__all__ = ["ENTRIES", "joined"]
