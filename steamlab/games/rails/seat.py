"""A player's seat in Steam and Age of Steam: money and track markers.

>>> Seat(cash=10).locomotive
1
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Seat:
    """One player's track markers and money."""

    cash: int = 0
    income: int = 0
    vp: int = 0
    locomotive: int = 1
    shares: int = 0
    action: str | None = None
    """The action tile taken this turn (``None`` before the action phase)."""
    out: bool = False
    """Bankrupt (Steam) or eliminated (Age of Steam): takes no more turns."""
    built: bool = False
    """Has laid a tile this game (the first-build rule)."""
    free_pass: bool = False
    """Holds the Turn Order action's one free pass for the next auction."""

    def copy(self) -> Seat:
        """An independent copy (every field is immutable): a game copy makes one of each seat, and a computer
        decision copies the game thousands of times, so this skips :func:`dataclasses.replace`'s checks.

        >>> a = Seat(cash=10)
        >>> b = a.copy()
        >>> b.cash += 5
        >>> (a.cash, b.cash, a.copy() == a)
        (10, 15, True)
        """
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        return new
