"""What Steam and Age of Steam share: the map's actions, the board and its building, links, goods
delivery, the turn-order auction, the turn engine and positions.

The names below are the rails family's public face: code above the games (the lessons, the pages)
imports them from here, not from the modules that hold them.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, map="tutorial", rules="base", seed=0)
>>> isinstance(g, RailGame), isinstance(g.board, RailBoard), g.info.rails
(True, True, True)
>>> Build("H7", "straight", 1) in g.legal_actions()
False
"""

from __future__ import annotations

from steamlab.games.rails.actions import (
    Build,
    ChooseAction,
    CityGrowth,
    DrawCubes,
    EndBuild,
    IssueShares,
    Produce,
    RaiseCapital,
    RollDice,
    Urbanize,
    UrbanizeSupply,
)
from steamlab.games.rails.auction import Auction, age_of_steam_payments, steam_payments
from steamlab.games.rails.board import RailBoard
from steamlab.games.rails.building import RULES, BuildOption, BuildTurn
from steamlab.games.rails.costs import Cost, steam_cost
from steamlab.games.rails.delivery import (
    DeliveryRules,
    Leg,
    MoveGoods,
    best_deliveries,
    check_delivery,
    legal_deliveries,
)
from steamlab.games.rails.game import RailGame
from steamlab.games.rails.links import Node, trace_links
from steamlab.games.rails.position import track_of
from steamlab.games.rails.sample import lay_link
from steamlab.games.rails.seat import Seat

__all__ = [
    "RULES",
    "Auction",
    "Build",
    "BuildOption",
    "BuildTurn",
    "ChooseAction",
    "CityGrowth",
    "Cost",
    "DeliveryRules",
    "DrawCubes",
    "EndBuild",
    "IssueShares",
    "Leg",
    "MoveGoods",
    "Node",
    "Produce",
    "RailBoard",
    "RailGame",
    "RaiseCapital",
    "RollDice",
    "Seat",
    "Urbanize",
    "UrbanizeSupply",
    "age_of_steam_payments",
    "best_deliveries",
    "check_delivery",
    "lay_link",
    "legal_deliveries",
    "steam_cost",
    "steam_payments",
    "track_of",
    "trace_links",
]
