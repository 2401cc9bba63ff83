"""Age of Steam on any steamlab map.

>>> import steamlab
>>> g = steamlab.new_game("age_of_steam", players=4, seed=2)
>>> g.phase, [s.cash for s in g.seats], [s.shares for s in g.seats]
('shares', [10, 10, 10, 10], [2, 2, 2, 2])
"""

from steamlab.engine.info import RAILS, GameInfo, RuleSet
from steamlab.engine.registry import register_game
from steamlab.games.age_of_steam.game import AgeOfSteamGame, income_reduction, link_tiles, make

INFO = GameInfo(
    "age_of_steam",
    family=RAILS,
    players=(3, 6),
    rule_sets=(RuleSet(None, out_for_money=True),),
    default_map="rust_belt",
    clock="turn",
    money="shares",
    goods="display",
    goods_grow=True,
    link_scoring="tile",
    order=2,
)
"""Age of Steam as the registry knows it: one rule set, in which a player who cannot pay goes out."""


@register_game(INFO)
def make_age_of_steam(*, players: int, map: str | None, rules: str | None, seed: int) -> AgeOfSteamGame:
    """A new game at its set-up (chance) node; the default map is Rust Belt."""
    return make(players, map, rules, seed)


__all__ = ["INFO", "AgeOfSteamGame", "income_reduction", "link_tiles", "make_age_of_steam"]
