"""Age of Steam on any steamlab map.

>>> import steamlab
>>> g = steamlab.new_game("age_of_steam", players=4, seed=2)
>>> g.phase, [s.cash for s in g.seats], [s.shares for s in g.seats]
('shares', [10, 10, 10, 10], [2, 2, 2, 2])
"""

from steamlab.engine.registry import register_game
from steamlab.games.age_of_steam.game import AgeOfSteamGame, make


@register_game("age_of_steam")
def make_age_of_steam(*, players: int, map: str | None, rules: str | None, seed: int) -> AgeOfSteamGame:
    """A new game at its set-up (chance) node; the default map is Rust Belt."""
    return make(players, map, rules, seed)


__all__ = ["AgeOfSteamGame", "make_age_of_steam"]
