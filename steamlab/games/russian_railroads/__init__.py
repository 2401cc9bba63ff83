"""Russian Railroads (Hans im Glück 2013) for 2-4 players, after seed 004.

``steamlab.new_game("russian_railroads", players=2..4, seed=S)`` starts a game;
:func:`score_board` scores a board described as data, with its working.

>>> import steamlab
>>> g = steamlab.new_game("russian_railroads", players=2, seed=7)
>>> g.rounds, len(g.boards)
(6, 2)
"""

from __future__ import annotations

from steamlab.core.errors import SteamlabError
from steamlab.engine.info import BOARD, GameInfo
from steamlab.engine.registry import register_game
from steamlab.games.russian_railroads.actions import ACTION_CLASSES, CODEC, Pass, Place, StartBonus, Stop, Token
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.data import COLOURS, Effect, Railway, RulesData, load_rules_data, rules_data
from steamlab.games.russian_railroads.scoring import (
    BoardScore,
    RoundScore,
    board_from_spec,
    board_score,
    end_bonus_points,
    engineer_majority,
    round_score,
    score_board,
)
from steamlab.games.russian_railroads.spaces import move_candidates, payments, reuse_candidates, space_of, space_open
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.games.russian_railroads.turns import new_order
from steamlab.i18n import msg

INFO = GameInfo("russian_railroads", family=BOARD, players=(2, 4), clock="round", order=3)
"""Russian Railroads as the registry knows it: a player-board game, no map, one rule set, counted in rounds."""


@register_game(INFO)
def create(*, players: int, map: str | None = None, rules: str | None = None, seed: int = 0) -> RussianRailroadsState:
    """The initial state (at the set-up chance node) of a 2-4 player game."""
    if map is not None:
        raise SteamlabError(msg("rr.no.map"))
    if rules is not None:
        raise SteamlabError(msg("rr.no.rules"))
    if players not in (2, 3, 4):
        raise SteamlabError(msg("rr.no.players", n=players))
    return RussianRailroadsState(players=players, seed=seed)


__all__ = [
    "ACTION_CLASSES",
    "COLOURS",
    "INFO",
    "BoardScore",
    "CODEC",
    "Effect",
    "Pass",
    "Place",
    "PlayerBoard",
    "Railway",
    "RoundScore",
    "RulesData",
    "RussianRailroadsState",
    "StartBonus",
    "Stop",
    "Token",
    "board_from_spec",
    "board_score",
    "create",
    "end_bonus_points",
    "engineer_majority",
    "load_rules_data",
    "move_candidates",
    "new_order",
    "payments",
    "reuse_candidates",
    "round_score",
    "rules_data",
    "score_board",
    "space_of",
    "space_open",
]
