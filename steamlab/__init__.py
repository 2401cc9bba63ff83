"""steamlab: learn, explore and publish the rules of three rail-building games.

The engine (hex geometry, track tiles, maps, the games' rules, records, bots)
needs only the standard library::

    >>> import steamlab
    >>> "rust_belt" in steamlab.list_maps()
    True
    >>> steamlab.load_map("rust_belt").count("city")
    12
"""

from steamlab.bots.hints import hint
from steamlab.core.errors import DataError, IllegalAction, RecordError, SteamlabError
from steamlab.core.maps import GameMap, list_maps, load_map
from steamlab.engine.registry import from_record, new_game
from steamlab.games import age_of_steam, russian_railroads, steam  # noqa: F401  (each registers its game)

__all__ = [
    "DataError",
    "GameMap",
    "IllegalAction",
    "RecordError",
    "SteamlabError",
    "from_record",
    "hint",
    "list_maps",
    "load_map",
    "new_game",
]
__version__ = "0.1.0"
