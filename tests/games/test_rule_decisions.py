"""Rules where the seeds needed reading with care: each test quotes the seed it follows.

The decisions themselves are written in docs/steam.md and docs/age-of-steam.md.
"""

from __future__ import annotations

import pytest

import steamlab
from steamlab.core.hexgrid import label
from steamlab.games.rails.actions import ChooseAction


def at_action_selection(game: str, rules: str | None, map_name: str = "rust_belt"):
    """A game on ``map_name`` in the action selection phase, seat 0 to choose."""
    g = steamlab.new_game(game, players=3, rules=rules, map=map_name, seed=0)
    g.phase, g.queue, g._legal_cache = "actions", [0, 1, 2], None
    g.seats[0].cash = 50
    return g


# -- item 7: Urbanization needs a town still on the board -------------------------------------
# seed 001 都市化: "未使用の新都市タイルを1枚、町マスに配置できる" (an unused new city tile on a town);
# seed 002: the new city tile goes on a town. A town that already became a city is no town.
@pytest.mark.parametrize(("game", "rules"), [("steam", "standard"), ("steam", "base"), ("age_of_steam", None)])
def test_urbanization_is_not_offered_once_every_town_is_a_city(game, rules):
    g = at_action_selection(game, rules, "tutorial")
    towns = [h for h, _ in g.map.towns()]
    tiles = list(g.map.new_cities)
    assert len(tiles) > len(towns)  # the tutorial map has new city tiles left over
    assert ChooseAction("urbanization") in g.legal_actions()
    for h, tile in zip(towns, tiles, strict=False):
        g.board.new_cities[h] = (tile.id, tile.color)
    g._legal_cache = None
    assert not any(g.board.is_town(h) for h in towns)
    assert ChooseAction("urbanization") not in g.legal_actions()
    assert "not available" in (g.why_illegal(ChooseAction("urbanization")) or "")


def test_urbanization_is_offered_while_one_town_is_left():
    g = at_action_selection("steam", "standard", "tutorial")
    towns = [h for h, _ in g.map.towns()]
    for h, tile in zip(towns[1:], g.map.new_cities, strict=False):
        g.board.new_cities[h] = (tile.id, tile.color)
    g._legal_cache = None
    assert ChooseAction("urbanization") in g.legal_actions(), label(towns[0])
