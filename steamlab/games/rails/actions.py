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


@dataclass(frozen=True)
class Setup(Action):
    """Chance: the set-up draws. ``cities``: cubes per city label; ``supply``: cubes per
    Steam supply space; ``display``: cubes per Age of Steam display column; ``order``: the
    starting turn order (seat numbers)."""

    kind: ClassVar[str] = "setup"
    cities: tuple[tuple[str, tuple[str, ...]], ...]
    order: tuple[int, ...]
    supply: tuple[tuple[str, ...], ...] = ()
    display: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class RaiseCapital(Action):
    """Steam: lower income ``steps`` steps and take $5 a step."""

    kind: ClassVar[str] = "raise_capital"
    steps: int


@dataclass(frozen=True)
class IssueShares(Action):
    """Age of Steam: issue ``count`` shares at $5 each."""

    kind: ClassVar[str] = "issue_shares"
    count: int


@dataclass(frozen=True)
class Bid(Action):
    """Turn-order auction: bid ``amount`` dollars."""

    kind: ClassVar[str] = "bid"
    amount: int


@dataclass(frozen=True)
class DropOut(Action):
    """Turn-order auction: stop bidding and take the last free place in turn order."""

    kind: ClassVar[str] = "drop_out"


@dataclass(frozen=True)
class FreePass(Action):
    """Turn-order auction: the Turn Order action's one pass without dropping out."""

    kind: ClassVar[str] = "free_pass"


@dataclass(frozen=True)
class ChooseAction(Action):
    """Take one of the action tiles (``"first_move"``, ``"engineer"``, ...; ``"none"``: Steam base, take nothing)."""

    kind: ClassVar[str] = "choose_action"
    tile: str


@dataclass(frozen=True)
class CityGrowth(Action):
    """Steam: put the cubes of goods supply space ``space`` (1-based) on the city at ``at``."""

    kind: ClassVar[str] = "city_growth"
    at: str
    space: int


@dataclass(frozen=True)
class UrbanizeSupply(Action):
    """Steam: after urbanizing, put the cubes of supply space ``space`` on the new city."""

    kind: ClassVar[str] = "urbanize_supply"
    space: int


@dataclass(frozen=True)
class EndBuild(Action):
    """Finish your building turn."""

    kind: ClassVar[str] = "end_build"


@dataclass(frozen=True)
class UpgradeLocomotive(Action):
    """Move goods round: raise your locomotive one level instead of delivering (once a phase)."""

    kind: ClassVar[str] = "upgrade_locomotive"


@dataclass(frozen=True)
class PassMove(Action):
    """Move goods round: do nothing this round."""

    kind: ClassVar[str] = "pass_move"


@dataclass(frozen=True)
class TakePoints(Action):
    """Steam: put all the points of this delivery into ``"income"`` or ``"vp"``."""

    kind: ClassVar[str] = "take_points"
    to: str


@dataclass(frozen=True)
class Produce(Action):
    """Age of Steam Production: put the next drawn cube in empty box ``box`` (1 = the 1st box) of
    display column ``column``."""

    kind: ClassVar[str] = "produce"
    column: str
    box: int


@dataclass(frozen=True)
class DrawCubes(Action):
    """Chance: cubes drawn from the bag (Age of Steam Production)."""

    kind: ClassVar[str] = "draw_cubes"
    colors: tuple[str, ...]


@dataclass(frozen=True)
class RollDice(Action):
    """Chance: the goods-growth dice of both halves of the display."""

    kind: ClassVar[str] = "roll_dice"
    light: tuple[int, ...]
    dark: tuple[int, ...]
