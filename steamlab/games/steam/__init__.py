"""Steam: the base game and the standard game on any steamlab map.

>>> import steamlab
>>> g = steamlab.new_game("steam", players=3, rules="standard", seed=4)
>>> g.phase, g.turn, g.total_turns
('capital', 1, 10)
"""

from steamlab.engine.info import RAILS, GameInfo, RuleSet
from steamlab.engine.registry import register_game
from steamlab.games.steam.game import SteamGame

INFO = GameInfo(
    "steam",
    family=RAILS,
    players=(3, 6),
    rule_sets=(RuleSet("base"), RuleSet("standard", out_for_money=True)),
    default_rules="standard",
    default_map="rust_belt",
    clock="turn",
    money="capital",
    vp_track=True,
    goods="supply",
    link_scoring="link",
    order=1,
)
"""Steam as the registry knows it: the base game (nobody goes out: a player borrows) and the standard game."""


@register_game(INFO)
def make_steam(*, players: int, map: str | None, rules: str | None, seed: int) -> SteamGame:
    """A new Steam game at its set-up (chance) node; ``rules`` defaults to ``"standard"``."""
    return SteamGame(players=players, map_name=map or "rust_belt", rules=rules or "standard", seed=seed)


__all__ = ["INFO", "SteamGame", "make_steam"]
