"""Shared helpers of the Russian Railroads tests: crafted positions."""

from __future__ import annotations

import steamlab
from steamlab.games.russian_railroads.actions import Pass, StartBonus, Stop
from steamlab.games.russian_railroads.board import PlayerBoard
from steamlab.games.russian_railroads.state import RussianRailroadsState


def in_play(players: int = 4, seed: int = 0) -> RussianRailroadsState:
    """A game past the starting-bonus draft (every drafter takes the lowest card that is a ruble or industry)."""
    g = steamlab.new_game("russian_railroads", players=players, seed=seed)
    assert isinstance(g, RussianRailroadsState)
    while g.phase == "setup":
        if g.pending and g.pending[-1].kind == "start_bonus":
            g.apply(StartBonus(max(g.start_cards)))
        else:
            g.apply(g.legal_actions()[0])
    return g


def in_play_seat(players: int = 4, seed: int = 0) -> tuple[RussianRailroadsState, int, PlayerBoard]:
    """:func:`in_play`, the player to act and their board: the start of most crafted positions."""
    g = in_play(players, seed)
    p = g.current_player
    return g, p, g.boards[p]


def mover(g: RussianRailroadsState) -> int:
    """The player to act."""
    return g.current_player


def finish_turn(g: RussianRailroadsState) -> None:
    """Resolve the top decision with its first legal action, or pass when free to."""
    if g.pending:
        acts = g.legal_actions()
        g.apply(Stop() if Stop() in acts else acts[0])
    else:
        g.apply(Pass())


def pass_until(g: RussianRailroadsState, player: int) -> None:
    """The others pass until ``player`` is to act again."""
    while g.current_player != player:
        g.apply(Pass())
