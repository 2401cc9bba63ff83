# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""The scenario editors' refusals (``scenario.*``): :class:`steamlab.scenarios.Scenario`,
:class:`steamlab.scenarios.RRScenario`, the links they lay and the playout analysis.

The English templates print the sentences these calls always raised, so
``str(ScenarioError)`` is unchanged; a Japanese page (the scenario lab, a Japanese
lesson) shows the same refusal in Japanese. The call and argument named first
(``track:``, ``player:``), ids, seat numbers and values stay as the Python call
writes them: they are what the reader changes in the call.

>>> from steamlab.i18n import msg
>>> m = msg("scenario.rotation", rotation=7)
>>> print(m), print(m.render("ja"))
track: rotation is 0-5, not 7
track: rotation は 0〜5 です (7 ではなく)
(None, None)
"""

from __future__ import annotations

RAILS = {
    "scenario.not_rail": {"en": "Scenario builds Steam and Age of Steam positions, not {game!r}", "ja": "Scenario はスチームとエイジ・オブ・スチームの局面を作ります ({game!r} は作りません)"},
    "scenario.use_rr": {"en": "Scenario builds Steam and Age of Steam positions; a Russian Railroads position is built with the Russian Railroads position builder: RRScenario(players={players}) (steamlab.scenarios.RRScenario)", "ja": "Scenario はスチームとエイジ・オブ・スチームの局面を作ります。ロシアンレールロードの局面はロシアンレールロードの局面ビルダー RRScenario(players={players}) (steamlab.scenarios.RRScenario) で作ります"},
    "scenario.use_rr_state": {"en": "Scenario builds Steam and Age of Steam positions; edit a Russian Railroads game with RRScenario.from_state(state) (steamlab.scenarios.RRScenario)", "ja": "Scenario はスチームとエイジ・オブ・スチームの局面を作ります。ロシアンレールロードのゲームは RRScenario.from_state(state) (steamlab.scenarios.RRScenario) で編集します"},
    "scenario.no_place": {"en": "{map} has no town, city or hex called {where!r}", "ja": "{map} に {where!r} という町・都市・ヘクスはありません"},
    "scenario.not_hex": {"en": "{where} is not a hex of {map}", "ja": "{where} は {map} のヘクスではありません"},
    "scenario.no_seat": {"en": "{what}: there is no seat {seat!r} in a {n}-player game (seats 0-{last})", "ja": "{what}: {n} 人のゲームに席 {seat!r} はありません (席は 0〜{last})"},
    "scenario.seat_fields": {"en": "player: unknown {unknown:noun.field} {unknown!r}; a seat has {fields}", "ja": "player: 不明な項目 {unknown!r}。席の項目は {fields}"},
    "scenario.no_supply": {"en": "supply: {game:t.game} has no goods supply (Steam only)", "ja": "supply: {game:t.game}に商品供給はありません (スチームのみ)"},
    "scenario.supply_space": {"en": "supply: space {space!r} is not one of the goods supply spaces 1-{n}", "ja": "supply: マス {space!r} は商品供給マス 1〜{n} のどれでもありません"},
    "scenario.no_display": {"en": "display: {game:t.game} has no goods display (Age of Steam only)", "ja": "display: {game:t.game}に商品補充ボードはありません (エイジ・オブ・スチームのみ)"},
    "scenario.display_column": {"en": "display: {column!r} is not a goods display column ({columns})", "ja": "display: {column!r} は商品補充ボードの列ではありません ({columns})"},
    "scenario.no_tile": {"en": "track: there is no {game:t.game} tile {tile!r}", "ja": "track: {game:t.game}のタイル {tile!r} はありません"},
    "scenario.rotation": {"en": "track: rotation is 0-5, not {rotation!r}", "ja": "track: rotation は 0〜5 です ({rotation!r} ではなく)"},
    # the links Scenario.link lays (steamlab.games.rails.sample.lay_link)
    "scenario.link_no_tile": {"en": "no {game:t.game} tile lays {segments}", "ja": "{segments} を敷ける{game:t.game}のタイルはありません"},
    "scenario.link_short": {"en": "a link needs two stations", "ja": "リンクには駅が2つ要ります"},
    "scenario.link_gap": {"en": "{a} and {b} are not neighbours", "ja": "{a} と {b} は隣り合っていません"},
    "scenario.link_city": {"en": "a link cannot run through the city at {at}", "ja": "リンクは {at} の都市を通り抜けられません"},
    "scenario.link_end": {"en": "{at} must be a station to end a link", "ja": "リンクの端になる {at} は駅 (町か都市) でなければなりません"},
}

RUSSIAN_RAILROADS = {
    "scenario.rr.not_rr": {"en": "RRScenario builds Russian Railroads positions; edit a {game:t.game} game with Scenario.from_state(state) (steamlab.scenarios.Scenario)", "ja": "RRScenario はロシアンレールロードの局面を作ります。{game:t.game}のゲームは Scenario.from_state(state) (steamlab.scenarios.Scenario) で編集します"},
    "scenario.rr.no_seat": {"en": "there is no seat {seat!r} in a {n}-player game (seats 0-{last})", "ja": "{n} 人のゲームに席 {seat!r} はありません (席は 0〜{last})"},
    "scenario.rr.no_railway": {"en": "there is no railway {railway!r} ({ids})", "ja": "鉄道 {railway!r} はありません ({ids})"},
    "scenario.rr.no_colour": {"en": "there is no rail colour {colour!r} ({colours})", "ja": "線路の色 {colour!r} はありません ({colours})"},
    "scenario.rr.factory_slot": {"en": "factory: slot is 1-{n} (or None for the next free one), not {slot!r}", "ja": "factory: slot は 1〜{n} (次の空きスロットなら None) です ({slot!r} ではなく)"},
    "scenario.rr.factory_number": {"en": "factory: a factory is a tile number, not {number!r}", "ja": "factory: 工場はタイルの番号で指定します ({number!r} ではなく)"},
    "scenario.rr.doublers": {"en": "doublers lie only over the Trans-Siberian", "ja": "×2トークンはシベリア横断鉄道の上にしか置けません"},
}

ANALYSIS = {
    "scenario.playouts": {"en": "analyse: playouts is a whole number 1-{most}, not {value!r}", "ja": "analyse: playouts は 1〜{most} の整数です ({value!r} ではなく)"},
    "scenario.max_candidates": {"en": "analyse: max_candidates is a whole number 1 or more, not {value!r}", "ja": "analyse: max_candidates は 1 以上の整数です ({value!r} ではなく)"},
    "scenario.unknown_bot": {"en": "analyse: unknown bot {bot!r}; the bots are {bots}", "ja": "analyse: 不明なボット {bot!r}。ボットは {bots}"},
    "scenario.no_cluster": {"en": "Dask scheduler {address} did not answer within {seconds} s: {reason}", "ja": "Dask スケジューラ {address} が {seconds} 秒以内に応答しませんでした: {reason}"},
    "scenario.game_over": {"en": "the game is over: there is nothing to analyse", "ja": "ゲームは終わっています: 調べる手はありません"},
    "scenario.not_action": {"en": "analyse: a candidate is an action of the game, not {value!r}", "ja": "analyse: 候補はゲームのアクションです ({value!r} ではなく)"},
    "scenario.plot_win_rate": {"en": "win rate of {player:player} (95% interval)", "ja": "{player:player} の勝率 (95% 区間)"},
    "scenario.illegal_candidate": {"en": "candidate {action} is illegal here: {reason}", "ja": "候補 {action} はここでは反則です: {reason}"},
    "scenario.strength": {"en": "analyse: strength is the strong bot's positions judged per move, a whole number 1-{most} (or None for its default), not {value!r}", "ja": "analyse: strength は強いボットが 1 手ごとに調べる局面の数で、1〜{most} の整数です (既定なら None。{value!r} ではなく)"},
    "scenario.strength_not_strong": {"en": "analyse: strength is for the strong bot only; the {bot} bot has none", "ja": "analyse: strength は強いボット専用です。{bot} ボットにはありません"},
    # who played the playouts, said under the lab's table and in lessons
    "scenario.bot.random": {"en": "the random bot (a legal move picked at random)", "ja": "ランダムボット (合法手を無作為に選ぶ)"},
    "scenario.bot.greedy": {"en": "the greedy bot (the move whose result projects best, one move ahead)", "ja": "貪欲ボット (1 手先の見込みが最も良い手を選ぶ)"},
    "scenario.bot.strong": {"en": "the strong bot (a tree search judging {n} positions per move)", "ja": "強いボット (1 手ごとに {n} 局面を調べる木探索)"},
    "scenario.played_by": {"en": "{p:player} to move. In every playout each seat was played by {bot}; {n:count.playout} per action, seed {seed}.", "ja": "{p:player} の手番。どの試行でも全員を{bot}が指しました。1 手につき {n} 回の試行、シード {seed}。"},
}

ENTRIES = {**RAILS, **RUSSIAN_RAILROADS, **ANALYSIS}
"""Both languages for every refusal of the scenario editors and the playout analysis."""

__all__ = ["ENTRIES"]
