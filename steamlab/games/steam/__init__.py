"""Steam: the base game and the standard game on any steamlab map.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="standard", seed=4)
>>> g.phase, g.turn, g.total_turns
('capital', 1, 10)
"""

from steamlab.engine.registry import register_game
from steamlab.games.steam.game import SteamGame


@register_game("steam")
def make_steam(*, players: int, map: str | None, rules: str | None, seed: int) -> SteamGame:
    """A new Steam game at its set-up (chance) node; ``rules`` defaults to ``"standard"``."""
    return SteamGame(players=players, map_name=map or "rust_belt", rules=rules or "standard", seed=seed)


__all__ = ["SteamGame", "make_steam"]
