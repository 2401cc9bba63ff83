# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Names of things: words, game titles, phases, tiles, terrain, cube colours, rails, railways, rule sections.

Japanese terms follow the glossary of the rule sources (``/work/shared/seeds/README.md``).
A term is looked up with :func:`steamlab.i18n.term` or the ``{x:t.GROUP}`` spec of a template.

>>> from steamlab.i18n import term
>>> term("tile", "town_4_gap_adjacent"), term("tile", "town_4_gap_adjacent", "ja")
('town, 4 exits (two adjacent edges empty)', '町タイル: 出口4 (空き辺が隣り合う)')
"""

from __future__ import annotations

WORDS = {
    "word.player": {"en": "Player {n}", "ja": "プレイヤー {n}"},
    "word.nobody": {"en": "nobody", "ja": "なし"},
    "word.rule": {"en": "rule", "ja": "ルール"},
    "word.total": {"en": "total", "ja": "合計"},
    "word.round": {"en": "round {n}", "ja": "ラウンド {n}"},
}

GAMES = {
    "game.steam": {"en": "Steam", "ja": "スチーム"},
    "game.age_of_steam": {"en": "Age of Steam", "ja": "エイジ・オブ・スチーム"},
    "game.russian_railroads": {"en": "Russian Railroads", "ja": "ロシアンレールロード"},
    "ruleset.base": {"en": "base", "ja": "基本ルール"},
    "ruleset.standard": {"en": "standard", "ja": "標準ルール"},
}

PHASES = {
    "phase.setup": {"en": "Set-up", "ja": "準備"},
    "phase.capital": {"en": "Raise capital", "ja": "資本調達"},
    "phase.shares": {"en": "Issue shares", "ja": "株式発行"},
    "phase.auction": {"en": "Turn-order auction", "ja": "手番順の競り"},
    "phase.actions": {"en": "Action selection", "ja": "アクション選択"},
    "phase.build": {"en": "Build track", "ja": "線路敷設"},
    "phase.move": {"en": "Move goods", "ja": "商品輸送"},
    "phase.income": {"en": "Income", "ja": "収入"},
    "phase.order": {"en": "Turn order", "ja": "手番順決定"},
    "phase.growth": {"en": "Goods growth", "ja": "商品補充"},
    "phase.end": {"en": "Game over", "ja": "ゲーム終了"},
    "phase.play": {"en": "Workers on action spaces", "ja": "ワーカー配置"},
    "phase.deal": {"en": "Set-up deal", "ja": "準備 (配布)"},
    "phase.start_bonus": {"en": "Starting bonus cards", "ja": "スタートボーナスカード"},
    "phase.round_end": {"en": "End of the round", "ja": "ラウンド終了"},
    "phase.game_over": {"en": "Game over", "ja": "ゲーム終了"},
    "phase.over": {"en": "Game over", "ja": "ゲーム終了"},
}

ACTION_TILES = {
    "action_tile.first_move": {"en": "First Move", "ja": "最初の輸送"},
    "action_tile.first_build": {"en": "First Build", "ja": "最初の敷設"},
    "action_tile.engineer": {"en": "Engineer", "ja": "エンジニア"},
    "action_tile.locomotive": {"en": "Locomotive", "ja": "機関車"},
    "action_tile.urbanization": {"en": "Urbanization", "ja": "都市化"},
    "action_tile.city_growth": {"en": "City Growth", "ja": "都市成長"},
    "action_tile.production": {"en": "Production", "ja": "商品補充"},
    "action_tile.turn_order": {"en": "Turn Order", "ja": "プレイ順 (パス)"},
    "action_tile.pass": {"en": "no action tile", "ja": "アクションタイルなし"},
}

BUILD_KINDS = {
    "build_kind.new": {"en": "new track", "ja": "新規敷設"},
    "build_kind.improve": {"en": "improve", "ja": "既存線路の改善"},
    "build_kind.redirect": {"en": "redirect", "ja": "方向転換"},
}

TILES = {
    "tile.straight": {"en": "straight", "ja": "直線"},
    "tile.gentle": {"en": "gentle curve", "ja": "緩いカーブ"},
    "tile.sharp": {"en": "sharp curve", "ja": "急カーブ"},
    "tile.x_straights": {"en": "crossing: two straights", "ja": "立体交差: 直線2本"},
    "tile.x_gentle_straight": {"en": "crossing: gentle + straight", "ja": "立体交差: 緩いカーブ+直線"},
    "tile.x_gentles": {"en": "crossing: two gentle curves", "ja": "立体交差: 緩いカーブ2本"},
    "tile.c_straight_sharp": {"en": "coexist: straight + sharp", "ja": "複線: 直線+急カーブ"},
    "tile.c_gentles": {"en": "coexist: two gentle curves", "ja": "複線: 緩いカーブ2本"},
    "tile.c_gentle_sharp_left": {"en": "coexist: gentle + sharp (left)", "ja": "複線: 緩いカーブ+急カーブ (左)"},
    "tile.c_gentle_sharp_right": {"en": "coexist: gentle + sharp (right)", "ja": "複線: 緩いカーブ+急カーブ (右)"},
    "tile.town_1": {"en": "town, 1 exit", "ja": "町タイル: 出口1"},
    "tile.town_straight": {"en": "town, straight", "ja": "町タイル: 直線"},
    "tile.town_gentle": {"en": "town, gentle curve", "ja": "町タイル: 緩いカーブ"},
    "tile.town_sharp": {"en": "town, sharp curve", "ja": "町タイル: 急カーブ"},
    "tile.town_3_star": {"en": "town, 3 exits (star)", "ja": "町タイル: 出口3 (放射状)"},
    "tile.town_3_left": {"en": "town, 3 exits (left)", "ja": "町タイル: 出口3 (左)"},
    "tile.town_3_right": {"en": "town, 3 exits (right)", "ja": "町タイル: 出口3 (右)"},
    "tile.town_3_half": {"en": "town, 3 exits (same half)", "ja": "町タイル: 出口3 (片側)"},
    "tile.town_4_gap_adjacent": {"en": "town, 4 exits (two adjacent edges empty)",
                                 "ja": "町タイル: 出口4 (空き辺が隣り合う)"},
    "tile.town_4_gap_apart": {"en": "town, 4 exits (empty edges one apart)", "ja": "町タイル: 出口4 (空き辺が1つおき)"},
    "tile.town_4_x": {"en": "town, 4 exits (empty edges opposite)", "ja": "町タイル: 出口4 (空き辺が向かい合う)"},
}

TERRAIN = {
    "terrain.plain": {"en": "plain", "ja": "平地"},
    "terrain.river": {"en": "river", "ja": "川"},
    "terrain.hill": {"en": "hill", "ja": "丘"},
    "terrain.mountain": {"en": "mountain", "ja": "山"},
    "terrain.water": {"en": "water", "ja": "水域"},
    "terrain.lake": {"en": "lake", "ja": "湖"},
    "terrain.coast": {"en": "coast", "ja": "海岸"},
    "terrain.sea": {"en": "sea", "ja": "海"},
    "terrain.city": {"en": "city", "ja": "都市"},
    "terrain.town": {"en": "town", "ja": "町"},
}

EDGES = {
    "edge.T": {"en": "top", "ja": "上"},
    "edge.TR": {"en": "top-right", "ja": "右上"},
    "edge.BR": {"en": "bottom-right", "ja": "右下"},
    "edge.B": {"en": "bottom", "ja": "下"},
    "edge.BL": {"en": "bottom-left", "ja": "左下"},
    "edge.TL": {"en": "top-left", "ja": "左上"},
}

CUBES = {
    "cube.red": {"en": "red", "ja": "赤"},
    "cube.blue": {"en": "blue", "ja": "青"},
    "cube.yellow": {"en": "yellow", "ja": "黄"},
    "cube.purple": {"en": "purple", "ja": "紫"},
    "cube.black": {"en": "black", "ja": "黒"},
    "cube.grey": {"en": "grey", "ja": "灰"},
    "cube.gray": {"en": "grey", "ja": "灰"},
}

POINTS_TO = {
    "points_to.income": {"en": "income", "ja": "収入"},
    "points_to.vp": {"en": "victory points", "ja": "勝利点"},
}

RR = {
    "colour.black": {"en": "black", "ja": "黒"},
    "colour.grey": {"en": "grey", "ja": "灰"},
    "colour.brown": {"en": "brown", "ja": "茶"},
    "colour.natural": {"en": "natural", "ja": "バニラ"},
    "colour.white": {"en": "white", "ja": "白"},
    "colour.any": {"en": "any colour", "ja": "任意の色"},
    "railway.trans_siberian": {"en": "Trans-Siberian", "ja": "シベリア横断鉄道"},
    "railway.st_petersburg": {"en": "St. Petersburg", "ja": "サンクトペテルブルク鉄道"},
    "railway.kiev": {"en": "Kiev", "ja": "キエフ鉄道"},
    "space.black_2": {"en": "2 black rails", "ja": "黒線路2"},
    "space.black_3": {"en": "3 black rails", "ja": "黒線路3"},
    "space.grey_2": {"en": "2 grey rails", "ja": "灰線路2"},
    "space.grey_3": {"en": "3 grey rails", "ja": "灰線路3"},
    "space.brown_1": {"en": "1 brown rail", "ja": "茶線路1"},
    "space.brown_2": {"en": "2 brown rails", "ja": "茶線路2"},
    "space.natural_1": {"en": "1 natural rail", "ja": "バニラ線路1"},
    "space.natural_2": {"en": "2 natural rails", "ja": "バニラ線路2"},
    "space.white_1": {"en": "1 white rail", "ja": "白線路1"},
    "space.white_2": {"en": "2 white rails", "ja": "白線路2"},
    "space.any_2": {"en": "2 rails of any colour", "ja": "任意の色の線路2"},
    "space.black_or_grey": {"en": "1 black or grey rail", "ja": "黒か灰の線路1"},
    "space.locomotive_1": {"en": "locomotive or factory", "ja": "機関車か工場"},
    "space.locomotive_2": {"en": "locomotive or factory (2 workers)", "ja": "機関車か工場 (ワーカー2)"},
    "space.locomotive_and_factory": {"en": "locomotive and factory", "ja": "機関車と工場"},
    "space.industry_1": {"en": "industry +1", "ja": "工業トラック +1"},
    "space.industry_2": {"en": "industry +2", "ja": "工業トラック +2"},
    "space.industry_black": {"en": "industry +1 and a black rail", "ja": "工業トラック +1 と黒線路1"},
    "space.industry_3": {"en": "industry +3", "ja": "工業トラック +3"},
    "space.doubler": {"en": "doubler", "ja": "×2トークン"},
    "space.rubles": {"en": "2 rubles", "ja": "2ルーブル"},
    "space.temporary_workers": {"en": "2 temporary workers", "ja": "臨時ワーカー2"},
    "space.hire_engineer": {"en": "hire an engineer", "ja": "技術者を雇う"},
    "space.turn_order_1": {"en": "turn order 1st", "ja": "手番順 1番"},
    "space.turn_order_2": {"en": "turn order 2nd", "ja": "手番順 2番"},
}

SECTIONS = {
    "forbidden builds": {"en": "forbidden builds", "ja": "敷設の禁止事項"},
    "build phase": {"en": "build phase", "ja": "線路敷設フェイズ"},
    "town tiles": {"en": "town tiles", "ja": "町タイル"},
    "build rules": {"en": "build rules", "ja": "敷設のルール"},
    "first build": {"en": "first build", "ja": "最初の敷設"},
    "redirect": {"en": "redirect", "ja": "方向転換"},
    "improve and redirect": {"en": "improve and redirect", "ja": "既存線路の改善と方向転換"},
    "ownership": {"en": "ownership", "ja": "所有者のいないリンク"},
    "actions": {"en": "actions", "ja": "アクション"},
    "moving goods": {"en": "moving goods", "ja": "商品輸送"},
    "standard game": {"en": "standard game", "ja": "標準ルール"},
    "goods growth": {"en": "goods growth", "ja": "商品補充"},
    "urbanization": {"en": "urbanization", "ja": "都市化"},
    "set-up": {"en": "set-up", "ja": "準備"},
    "factories": {"en": "factories", "ja": "工場"},
    "play": {"en": "play", "ja": "手番"},
    "industry track": {"en": "industry track", "ja": "工業トラック"},
    "action spaces": {"en": "action spaces", "ja": "アクションマス"},
    "rubles": {"en": "rubles", "ja": "ルーブル"},
    "temporary workers": {"en": "temporary workers", "ja": "臨時ワーカー"},
    "bonus card 4": {"en": "bonus card 4", "ja": "アドバンテージカード4"},
    "bonus token 7": {"en": "bonus token 7", "ja": "アドバンテージトークン7"},
    "railways": {"en": "railways", "ja": "鉄道"},
    "rails": {"en": "rails", "ja": "線路コマ"},
    "other colours": {"en": "other colours", "ja": "ほかの色"},
    "rail actions": {"en": "rail actions", "ja": "線路アクション"},
    "colour order": {"en": "colour order", "ja": "色の順序"},
    "advancing rails": {"en": "advancing rails", "ja": "線路を進める"},
    "improving locomotives": {"en": "improving locomotives", "ja": "機関車の改良"},
    "FAQ: improving locomotives": {"en": "FAQ: improving locomotives", "ja": "FAQ: 機関車の改良"},
    "engineers": {"en": "engineers", "ja": "技術者"},
    "2/3 players": {"en": "2/3 players", "ja": "2/3人プレイ"},
    "last round": {"en": "last round", "ja": "最終ラウンド"},
    "play: board actions must be complete": {"en": "play: board actions must be complete",
                                              "ja": "手番: ボードのアクションは完全に実行する"},
    "turn order": {"en": "turn order", "ja": "手番順"},
}

ENTRIES = {**WORDS, **GAMES, **PHASES, **ACTION_TILES, **BUILD_KINDS, **TILES, **TERRAIN, **EDGES, **CUBES,
           **POINTS_TO, **RR}
