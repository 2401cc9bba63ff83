"""The Hint's words: what a suggested move does in the position, and what the figures beside it mean.

Every entry takes the position's own names and numbers (hexes, cities, dollars, points, players), so a reason
names something a player can find on the board (:mod:`steamlab.bots.hints` fills them in).
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

# what the move does
# the projection line the move raises most
# next to the next choice
# what the computer is weighing (the hot seat's waiting box)
# the panel
ENTRIES: dict[str, dict[str, str]] = word_table("i18n.advice", "ENTRIES")
