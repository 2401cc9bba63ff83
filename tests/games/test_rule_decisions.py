"""Rules where the seeds needed reading with care: each test quotes the seed it follows.

The decisions themselves are written in docs/steam.md and docs/age-of-steam.md.
"""

from __future__ import annotations

import pytest

import steamlab
from steamlab.core.hexgrid import label
from steamlab.games.age_of_steam.game import link_tiles
from steamlab.games.rails.actions import ChooseAction
from steamlab.games.rails.building import RULES as BUILD_RULES
from steamlab.games.rails.building import BuildTurn
from steamlab.games.rails.sample import lay_link


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


# -- item 8: Age of Steam scores 1 VP per section (track tile) of each complete link -------------
# seed 001 ■勝利点: "自分の完成区間の1セクションにつき1VP (タイル数≠セクション数であることに注意)".
def test_age_of_steam_link_scores_each_track_tile_it_runs_over():
    g = steamlab.new_game("age_of_steam", players=4, seed=0)
    m = g.map
    cin, indy, ev = m.find("Cincinnati"), m.find("Indianapolis"), m.find("Evansville")  # Indianapolis: a town
    lay_link(g.board, "age_of_steam", [cin, m.find("L9"), indy], 2)
    lay_link(g.board, "age_of_steam", [ev, m.find("J9"), indy], 2)
    links = g.complete_links(2)
    assert sorted(link_tiles(lk) for lk in links) == [2, 2]  # a track tile and the town tile each
    assert g.scores()[2].items[-1].points == 4  # the town tile counts in both links (sections, not tiles)


def test_age_of_steam_a_longer_link_scores_more():
    g = steamlab.new_game("age_of_steam", players=4, seed=0)
    m = g.map
    lay_link(g.board, "age_of_steam", [m.find("Chicago"), m.find("H7"), m.find("H8"), m.find("Springfield")], 0)
    [link] = g.complete_links(0)
    assert link_tiles(link) == 3 and g.scores()[0].items[-1].points == 3


# -- item 8: Steam never starts new track at a town -------------------------------------------
# seed 000 線路敷設 A: "新規の敷設は任意の都市から開始 (町からは開始できない)"; 002 is silent; the published
# rules (a link starts from a city, or extends your own track) agree with 000. Age of Steam (001) may.
def test_steam_new_track_never_starts_at_a_town():
    g = steamlab.new_game("steam", players=4, seed=0)
    m = g.map
    e7 = m.find("E7")  # next to the town of Rock Island, no city or track around
    assert any(m.name_of(n) == "Rock Island" for _, n in e7.neighbors())
    options = BuildTurn(g.board, BUILD_RULES["steam"], 0).options_at(e7, include_illegal=True)
    assert options and not any(o.legal for o in options)
    assert any("must start at a city (not a town)" in (o.reason or "") for o in options)
    aos = BuildTurn(g.board, BUILD_RULES["age_of_steam"], 0).options_at(e7, include_illegal=True)
    assert any("must start at a city or a town" in (o.reason or "") for o in aos)  # 001 names both


# -- item 8: Steam city cubes with 3 players ----------------------------------------------------
# seed 000: "各都市に記載された数字分配置する。(3人なら商品コマを1つ減らす)"; seed 002 (the fuller text, which
# wins): "(ヨーロッパマップで3人プレイの場合のみ、数字-1個を配置する)" -- one fewer only on the European map.
# steamlab's maps are not that map: every city gets its printed number with 3 players too.
def test_steam_three_players_cities_get_their_printed_cubes():
    g = steamlab.new_game("steam", players=3, rules="standard", seed=5)
    for h, city in g.map.cities():
        assert len(g.board.cubes[h]) == city.start_cubes
    assert all(len(s) == g.map.goods_supply.cubes_3p for s in g.supply)
