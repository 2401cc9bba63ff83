"""What the two scenario editors share: a position checked by, and started on, a blank game of its rule set.

:class:`~steamlab.scenarios.builder.Scenario` (Steam, Age of Steam) and
:class:`~steamlab.scenarios.rr_builder.RRScenario` (Russian Railroads) each build their own position
dict with their own setters; the game checks it (``check_position``) and starts from it
(``load_position``) the same way for both.

>>> from steamlab.scenarios.rr_builder import RRScenario
>>> sc = RRScenario(players=2)
>>> sc.problems(), sc.state().round
([], 1)
"""

from __future__ import annotations

import copy
from typing import Any, Generic, Protocol, TypeVar


class PositionGame(Protocol):
    """A game that starts from a position: both rail games and Russian Railroads."""

    def check_position(self, pos: Any) -> list[str]: ...

    def load_position(self, pos: dict[str, Any]) -> None: ...

    def settle(self) -> None: ...

    def to_record(self) -> dict[str, Any]: ...


G = TypeVar("G", bound=PositionGame)


class PositionEditor(Generic[G]):
    """The checking and saving of a position under construction (``pos``) on ``_blank()``, a new game."""

    pos: dict[str, Any]

    def _blank(self) -> G:
        raise NotImplementedError

    def problems(self) -> list[str]:
        """Every inconsistency of the position, as sentences (empty: ready to play)."""
        return self._blank().check_position(self.pos)

    def state(self) -> G:
        """A game starting from this position (``ValueError`` listing the problems); chance the position
        leaves pending (a Steam or Age of Steam set-up draw) is settled from the seed."""
        g = self._blank()
        g.load_position(copy.deepcopy(self.pos))
        g.settle()
        return g

    def to_record(self) -> dict[str, Any]:
        """The scenario as a record (no actions yet); reload it with ``steamlab.from_record``."""
        return self.state().to_record()


__all__ = ["PositionEditor", "PositionGame"]
