"""steamlab: learn, explore and publish the rules of three rail-building games.

The engine (hex geometry, track tiles, maps, the games' rules, records, bots)
needs only the standard library::

    >>> import steamlab
    >>> "rust_belt" in steamlab.list_maps()
    True
    >>> steamlab.load_map("rust_belt").count("city")
    12

The computer's advice, reviews and puzzles (``hint``, ``review``, ``puzzles``) and game links
(``share_link``, ``from_link``) are loaded when first asked for, so ``import steamlab`` does not load the
search: a page that only draws a map does not pay for it.
"""

from __future__ import annotations

from typing import Any

from steamlab.core.errors import DataError, IllegalAction, RecordError, SteamlabError
from steamlab.core.maps import GameMap, list_maps, load_map
from steamlab.engine.registry import from_record, new_game
from steamlab.games import age_of_steam, russian_railroads, steam  # noqa: F401  (each registers its game)


def __getattr__(name: str) -> Any:
    """The façade's names loaded on first use (``hint``, ``review``, ``puzzles``, ``share_link``, ``from_link``)."""
    value: Any
    if name == "hint":
        from steamlab.bots.hints import hint as value
    elif name == "review":
        from steamlab.bots.review import review as value
    elif name == "puzzles":
        from steamlab.bots.puzzles import puzzles as value
    elif name in ("share_link", "from_link"):
        from steamlab.engine import links

        value = getattr(links, name)
    else:
        raise AttributeError(f"module 'steamlab' has no attribute {name!r}")
    globals()[name] = value  # asked once
    return value


__all__ = [
    "DataError",
    "GameMap",
    "IllegalAction",
    "RecordError",
    "SteamlabError",
    "from_link",
    "from_record",
    "hint",
    "list_maps",
    "load_map",
    "new_game",
    "puzzles",
    "review",
    "share_link",
]
__version__ = "0.1.0"
