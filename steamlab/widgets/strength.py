"""The strong bot's strengths the pages offer (the scenario lab's playouts, the hot seat's computer seats).

A strength is the number of positions the strong bot judges per move
(:func:`steamlab.bots.search.best_action`'s ``iterations``); the words come from
the catalogue (``ui.sl_strength_*`` in full, ``ui.seat_strength_*`` shorter, for the
dropdown beside each seat of the hot seat).

>>> strength_options("en")[0], strength_options("ja")[-1]
(('quick: 8 positions a move', 8), ('本気: 1 手に 48 局面 (既定)', 48))
>>> seat_strength_options("en")[-1], seat_strength_options("ja")[0]
(('full (48 positions a move)', 48), ('速い (1 手に 8 局面)', 8))
>>> check_strength(16)
16
>>> check_strength(0)
Traceback (most recent call last):
...
steamlab.widgets.strength.StrengthError: 0 is not a strength the page offers: 8, 16, 48 positions a move.
"""

from __future__ import annotations

from steamlab.bots.search import DEFAULT_ITERATIONS
from steamlab.core.errors import SteamlabError
from steamlab.i18n import msg
from steamlab.widgets.i18n import tr

STRENGTHS = (("sl_strength_quick", 8), ("sl_strength_careful", 16), ("sl_strength_full", DEFAULT_ITERATIONS))
"""Catalogue key and positions judged per move, weakest first. A playout of the scenario lab's
*engineer* position took about 0.9 s at 8, 1.7 s at 16 and 10 s at 48 (the default, which also rolls
the best moves out to the end); in the hot seat the person waited a median 1.5 s (at most 6 s)
at 48 while three computer seats moved."""


class StrengthError(SteamlabError):
    """A strength the pages do not offer (or a seat the game does not have)."""


def strength_options(lang: str = "en") -> list[tuple[str, int]]:
    """The strengths as dropdown options ``(label, positions per move)`` in ``lang``."""
    return [(tr(key, lang, n=n), n) for key, n in STRENGTHS]


def seat_strength_options(lang: str = "en") -> list[tuple[str, int]]:
    """The strengths with short labels (``quick (8 positions a move)``), for the dropdown beside each seat."""
    return [(tr(key.replace("sl_strength", "seat_strength"), lang, n=n), n) for key, n in STRENGTHS]


def check_strength(positions: int) -> int:
    """``positions`` when it is one of :data:`STRENGTHS`; else a :class:`StrengthError` naming the choices."""
    offered = [n for _, n in STRENGTHS]
    if positions not in offered:
        raise StrengthError(msg("ui.no_such_strength", n=positions, offered=", ".join(map(str, offered))))
    return positions


__all__ = ["STRENGTHS", "StrengthError", "check_strength", "seat_strength_options", "strength_options"]
