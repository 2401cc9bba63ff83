"""The actions of Russian Railroads: small frozen values with a JSON form.

A turn is one :class:`Place` (workers and rubles on an action space) or a
:class:`Pass`. A placement's effects that need a choice are then resolved one
decision at a time (:class:`Advance` one rail one space, :class:`Industry`
one marker one space, :class:`Locomotive`, :class:`Factory`, ...), so every
decision is a short list of legal actions. :class:`Deal` is the set-up chance
outcome.

>>> Place("black_3", rubles=1).to_json()
{'kind': 'place', 'space': 'black_3', 'rubles': 1, 'temps': 0, 'black': 0}
>>> str(Advance("kiev", "grey"))
"advance(railway='kiev', colour='grey')"
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from steamlab.engine.state import Action, ActionCodec, CheckedAction


@dataclass(frozen=True)
class RRAction(CheckedAction):
    """Base of the Russian Railroads actions: checks field types on creation (as the codec does).

    >>> Place(space=5)
    Traceback (most recent call last):
    ...
    ValueError: place.space must be str, not 5
    """


@dataclass(frozen=True)
class Deal(RRAction):
    """Set-up chance: turn order, the engineer row (0 = empty slot, rightmost = hiring slot), the end bonus deck."""

    kind: ClassVar[str] = "deal"
    order: tuple[int, ...]
    engineers: tuple[int, ...]
    end_bonus: tuple[int, ...]


@dataclass(frozen=True)
class StartBonus(RRAction):
    """Draft a starting bonus card (4th, then 3rd, then 2nd player) and use it."""

    kind: ClassVar[str] = "start_bonus"
    card: int


@dataclass(frozen=True)
class Place(RRAction):
    """Put workers on an action space; ``rubles`` stand in for workers, ``temps``/``black`` say which workers."""

    kind: ClassVar[str] = "place"
    space: str
    rubles: int = 0
    temps: int = 0
    black: int = 0


@dataclass(frozen=True)
class Pass(RRAction):
    """Pass for the rest of the round (the turn-order card's VP)."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Advance(RRAction):
    """Advance the ``colour`` rail one space on ``railway``."""

    kind: ClassVar[str] = "advance"
    railway: str
    colour: str


@dataclass(frozen=True)
class Industry(RRAction):
    """Advance industry marker ``marker`` (0 or 1) one space."""

    kind: ClassVar[str] = "industry"
    marker: int = 0


@dataclass(frozen=True)
class Locomotive(RRAction):
    """Put the locomotive (the one taken, or the one displaced) on ``railway``.

    ``replace`` is the number of the tile it displaces, 0 for a free slot.
    """

    kind: ClassVar[str] = "locomotive"
    railway: str
    replace: int = 0


@dataclass(frozen=True)
class Scrap(RRAction):
    """Turn the displaced locomotive into a factory beside the supply."""

    kind: ClassVar[str] = "scrap"


@dataclass(frozen=True)
class Factory(RRAction):
    """Build a factory: ``source`` 0 takes the lowest locomotive stack, else that factory beside the supply.

    ``slot`` (1-5) is the leftmost empty slot, or the factory to replace when all five are full.
    """

    kind: ClassVar[str] = "factory"
    source: int
    slot: int


@dataclass(frozen=True)
class Token(RRAction):
    """Take bonus token ``token`` (1-7) and use it."""

    kind: ClassVar[str] = "token"
    token: int


@dataclass(frozen=True)
class BonusCard(RRAction):
    """Take bonus card ``card`` (1-5) and use it (bonus token 7)."""

    kind: ClassVar[str] = "bonus_card"
    card: int


@dataclass(frozen=True)
class EndBonus(RRAction):
    """Take end bonus card ``card``, or 0: take 10 VP instead."""

    kind: ClassVar[str] = "end_bonus"
    card: int


@dataclass(frozen=True)
class Repeat(RRAction):
    """Bonus card 1: do effect ``index`` (0 doubler, 1 industry, 2 black rail) once more."""

    kind: ClassVar[str] = "repeat"
    index: int


@dataclass(frozen=True)
class Reuse(RRAction):
    """Engineer 8 / factory 3: use again a space you used this round with a single piece."""

    kind: ClassVar[str] = "reuse"
    space: str


@dataclass(frozen=True)
class MoveWorker(RRAction):
    """Round end: move your turn-order worker to a free 1-worker space and use it."""

    kind: ClassVar[str] = "move_worker"
    space: str


@dataclass(frozen=True)
class Stop(RRAction):
    """Forgo the rest of an effect that may be left incomplete (own engineers, factories, tokens)."""

    kind: ClassVar[str] = "stop"


ACTION_CLASSES: tuple[type[Action], ...] = (
    Deal,
    StartBonus,
    Place,
    Pass,
    Advance,
    Industry,
    Locomotive,
    Scrap,
    Factory,
    Token,
    BonusCard,
    EndBonus,
    Repeat,
    Reuse,
    MoveWorker,
    Stop,
)
CODEC = ActionCodec(ACTION_CLASSES)
"""Decodes the JSON form of every Russian Railroads action."""
