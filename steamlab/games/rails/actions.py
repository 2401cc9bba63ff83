"""The actions of the rail games' map: building, urbanizing and moving goods.

Hexes are written as labels ("H6") so records stay readable.

>>> Build("H7", "straight", 1).to_json()
{'kind': 'build', 'at': 'H7', 'tile': 'straight', 'rotation': 1}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from steamlab.engine.state import Action


@dataclass(frozen=True)
class Build(Action):
    """Lay a tile (new, improvement or redirect: the board decides which)."""

    kind: ClassVar[str] = "build"
    at: str
    tile: str
    rotation: int


@dataclass(frozen=True)
class Urbanize(Action):
    """Put new city tile ``city`` (e.g. "A") on the town at ``at``."""

    kind: ClassVar[str] = "urbanize"
    at: str
    city: str
