"""The strengths a computer seat is offered: positions the strong bot judges a move.

>>> check_strength(16)
16
>>> check_strength(0)
Traceback (most recent call last):
...
steamlab.play.strength.StrengthError: 0 is not a strength the page offers: 8, 16, 48 positions a move.
"""

from __future__ import annotations

from steamlab.bots.search import DEFAULT_ITERATIONS
from steamlab.core.errors import SteamlabError
from steamlab.i18n import msg

STRENGTHS = (("sl_strength_quick", 8), ("sl_strength_careful", 16), ("sl_strength_full", DEFAULT_ITERATIONS))
"""Catalogue key and positions judged per move, weakest first. A playout of the scenario lab's
*engineer* position took about 0.9 s at 8, 1.7 s at 16 and 10 s at 48 (the default, which also rolls
the best moves out to the end); in the hot seat the person waited a median 1.5 s (at most 6 s)
at 48 while three computer seats moved."""


class StrengthError(SteamlabError):
    """A strength the pages do not offer (or a seat the game does not have)."""


def check_strength(positions: int) -> int:
    """``positions`` when it is one of :data:`STRENGTHS`; else a :class:`StrengthError` naming the choices."""
    offered = [n for _, n in STRENGTHS]
    if positions not in offered:
        raise StrengthError(msg("ui.no_such_strength", n=positions, offered=", ".join(map(str, offered))))
    return positions


__all__ = ["STRENGTHS", "StrengthError", "check_strength"]
