"""The strong bot's strengths the pages offer (the scenario lab's playouts, the hot seat's computer seats).

A strength is the number of positions the strong bot judges per move
(:func:`steamlab.bots.search.best_action`'s ``iterations``); the words come from
the catalogue (``ui.sl_strength_*`` in full, ``ui.seat_strength_*`` shorter, for the
dropdown beside each seat of the hot seat). The strengths and their check (:data:`STRENGTHS`,
:func:`check_strength`) are :mod:`steamlab.play.strength`'s, below the widgets: a game session checks a seat's.

>>> strength_options("en")[0], strength_options("ja")[-1]
(('quick: 8 positions a move', 8), ('本気: 1 手に 48 局面 (既定)', 48))
>>> seat_strength_options("en")[-1], seat_strength_options("ja")[0]
(('full (48 positions a move)', 48), ('速い (1 手に 8 局面)', 8))
"""

from __future__ import annotations

from steamlab.play.strength import STRENGTHS, StrengthError, check_strength
from steamlab.widgets.i18n import tr


def strength_options(lang: str = "en") -> list[tuple[str, int]]:
    """The strengths as dropdown options ``(label, positions per move)`` in ``lang``."""
    return [(tr(key, lang, n=n), n) for key, n in STRENGTHS]


def seat_strength_options(lang: str = "en") -> list[tuple[str, int]]:
    """The strengths with short labels (``quick (8 positions a move)``), for the dropdown beside each seat."""
    return [(tr(key.replace("sl_strength", "seat_strength"), lang, n=n), n) for key, n in STRENGTHS]


__all__ = ["STRENGTHS", "StrengthError", "check_strength", "seat_strength_options", "strength_options"]
