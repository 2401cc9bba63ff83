"""The strong bot's strengths the pages offer (the scenario lab's playouts, the hot seat's computer seats).

A strength is the number of positions the strong bot judges per move
(:func:`steamlab.engine.search.best_action`'s ``iterations``); the words come from
the catalogue (``ui.sl_strength_*``).

>>> strength_options("en")[0], strength_options("ja")[-1]
(('quick: 8 positions a move', 8), ('本気: 1 手に 48 局面 (既定)', 48))
"""

from __future__ import annotations

from steamlab.engine.search import DEFAULT_ITERATIONS
from steamlab.widgets.i18n import tr

STRENGTHS = (("sl_strength_quick", 8), ("sl_strength_careful", 16), ("sl_strength_full", DEFAULT_ITERATIONS))
"""Catalogue key and positions judged per move, weakest first. A playout of the scenario lab's
*engineer* position took about 0.9 s at 8, 1.7 s at 16 and 10 s at 48 (the default, which also rolls
the best moves out to the end); in the hot seat the person waited a median 1.5 s (at most 6 s)
at 48 while three computer seats moved."""


def strength_options(lang: str = "en") -> list[tuple[str, int]]:
    """The strengths as dropdown options ``(label, positions per move)`` in ``lang``."""
    return [(tr(key, lang, n=n), n) for key, n in STRENGTHS]


__all__ = ["STRENGTHS", "strength_options"]
