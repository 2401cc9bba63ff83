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
