"""Exploring scenarios: a position editor, rule-set comparisons and playout analysis.

* :class:`~steamlab.scenarios.builder.Scenario` -- set a position up by hand, check it, save it as a record;
* :mod:`~steamlab.scenarios.compare` -- the same builds, deliveries and scores under Steam and Age of Steam;
* :mod:`~steamlab.scenarios.analysis` -- which action wins more often, by playouts (processes or Dask).

The positions the builders make have the games' own types, named here so that code above (the lessons) sets a
position up and speaks of what it made from this one face: a :class:`Scenario`'s ``state()`` is a
:class:`RailGame` (a :class:`SteamGame` or an :class:`AgeOfSteamGame`) whose ``seats`` are :class:`Seat` and
whose ``board`` (its ``board()``) is a :class:`RailBoard`;
an :class:`RRScenario`'s ``state()`` is a :class:`RussianRailroadsState` whose ``boards`` are
:class:`PlayerBoard`; :func:`player_board` sets one such board up from data and :func:`board_with` is a copy of one
with its doublers or industry markers changed (:mod:`~steamlab.scenarios.rr_boards`).
"""

from steamlab.games.age_of_steam import AgeOfSteamGame
from steamlab.games.rails import RailBoard, RailGame, Seat
from steamlab.games.russian_railroads import PlayerBoard, RussianRailroadsState
from steamlab.games.steam import SteamGame
from steamlab.scenarios.builder import Scenario
from steamlab.scenarios.rr_boards import board_with, player_board
from steamlab.scenarios.rr_builder import RRScenario

__all__ = [
    "AgeOfSteamGame",
    "PlayerBoard",
    "RRScenario",
    "RailBoard",
    "RailGame",
    "RussianRailroadsState",
    "Scenario",
    "Seat",
    "SteamGame",
    "board_with",
    "player_board",
]
