# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Sentences of Steam and Age of Steam: the log, money, costs, scores, deliveries and refusals.

>>> from steamlab.i18n import msg
>>> print(msg("rails.log.takes", player=0, tile="city_growth").render("ja"))
プレイヤー 1 が「都市成長」を取る
"""

from __future__ import annotations

LOG = {
    "rails.log.receives": {
        "en": "{player:player} receives {amount:money} ({why})",
        "ja": "{player:player} が {amount:money} を受け取る ({why})",
    },
    "rails.log.pays": {
        "en": "{player:player} pays {amount:money} ({why})",
        "ja": "{player:player} が {amount:money} を支払う ({why})",
    },
    "rails.log.scenario": {
        "en": "-- scenario: turn {turn} of {total}, {phase:t.phase} --",
        "ja": "-- シナリオ: ターン {turn} / {total}、{phase:t.phase} --",
    },
    "rails.log.all_out": {"en": "-- every player is out: game over --", "ja": "-- 全員が脱落: ゲーム終了 --"},
    "rails.log.turn": {"en": "-- turn {turn} of {total} --", "ja": "-- ターン {turn} / {total} --"},
    "rails.log.game_over": {"en": "-- game over --", "ja": "-- ゲーム終了 --"},
    "rails.log.takes": {
        "en": "{player:player} takes {tile:t.action_tile}",
        "ja": "{player:player} が「{tile:t.action_tile}」を取る",
    },
    "rails.log.takes_none": {
        "en": "{player:player} takes no action tile",
        "ja": "{player:player} はアクションタイルを取らない",
    },
    "rails.log.leaves": {"en": "{player:player} {why}", "ja": "{player:player}: {why}"},
    "rails.log.bids": {"en": "{player:player} bids {amount:money}", "ja": "{player:player} が {amount:money} で入札"},
    "rails.log.free_pass": {
        "en": "{player:player} passes without dropping out (Turn Order action)",
        "ja": "{player:player} が降りずにパス (プレイ順アクション)",
    },
    "rails.log.drops_out": {"en": "{player:player} drops out", "ja": "{player:player} が降りる"},
    "rails.log.urbanizes": {"en": "{player:player} urbanizes {place}", "ja": "{player:player} が {place} を都市化"},
    "rails.log.loses_link": {
        "en": "{player:player} loses the incomplete link from {place}",
        "ja": "{player:player} は {place} からの未完成区間を失う",
    },
    "rails.log.moves": {"en": "{player:player} moves a {delivery}", "ja": "{player:player} が輸送: {delivery}"},
    "rails.log.upgrades": {
        "en": "{player:player} upgrades to locomotive {level}",
        "ja": "{player:player} が機関車レベルを {level} に上げる",
    },
    "rails.log.passes": {"en": "{player:player} passes", "ja": "{player:player} がパス"},
    "rails.log.ends_build": {"en": "{player:player} ends the build turn", "ja": "{player:player} が敷設を終える"},
    "rails.log.no_capital": {"en": "{player:player} raises no capital", "ja": "{player:player} は資本を調達しない"},
    "rails.log.no_shares": {"en": "{player:player} issues no shares", "ja": "{player:player} は株式を発行しない"},
    "rails.log.chooses": {"en": "{player:player} chooses {what}", "ja": "{player:player} が {what} を選ぶ"},
    "rails.log.draws": {
        "en": "{player:player} draws {cubes:t.cube} from the bag for Production",
        "ja": "{player:player} が生産で袋から {cubes:t.cube} を引く",
    },
    "rails.log.draws_none": {
        "en": "{player:player} draws no cube for Production: the bag is empty",
        "ja": "{player:player} は生産で商品コマを引けない: 袋が空",
    },
    "rails.log.produces": {
        "en": "{player:player} puts the {colour:t.cube} cube on the goods display, column {column}, box {box}",
        "ja": "{player:player} が{colour:t.cube}の商品コマを商品補充ボードの列 {column}、マス {box} に置く",
    },
    "rails.log.supply_to_city": {
        "en": "{player:player} puts goods supply space {space} ({cubes:t.cube}) on {place}",
        "ja": "{player:player} が商品供給マス {space} ({cubes:t.cube}) を {place} に置く",
    },
    "rails.log.grows": {"en": "{player:player} grows {place}", "ja": "{player:player} が {place} を成長させる"},
    "rails.log.points": {
        "en": "{player:player} takes {n:count.point} as {to:t.points_to}",
        "ja": "{player:player} が {n} ポイントを{to:t.points_to}に",
    },
    "rails.log.vp_for_cash": {
        "en": "{player:player} pays {vp} VP for {amount:money} at income -10",
        "ja": "{player:player} が収入 -10 のため {amount:money} の代わりに勝利点 {vp} を失う",
    },
    "rails.log.shortfall": {
        "en": "{player:player} covers a shortfall from VP/income",
        "ja": "{player:player} が不足分を勝利点/収入で補う",
    },
    "rails.log.growth_roll": {
        "en": "goods growth: light {light}, dark {dark}",
        "ja": "商品補充: 明るい側 {light}、暗い側 {dark}",
    },
    "rails.log.short": {
        "en": "{player:player} is {amount:money} short: income down {amount}",
        "ja": "{player:player} は {amount:money} 不足: 収入が {amount} 下がる",
    },
    "rails.log.income_reduction": {
        "en": "{player:player}: income reduction -{cut}",
        "ja": "{player:player}: 収入減少 -{cut}",
    },
    "rails.log.bankrupt": {"en": "is bankrupt and leaves the game", "ja": "破産してゲームから脱落"},
    "rails.log.eliminated": {"en": "cannot pay and is eliminated", "ja": "支払えずに脱落"},
    "place.new_city": {"en": "{place} (new city {id})", "ja": "{place} (新都市 {id})"},
    "rails.delivery": {"en": "{colour:t.cube} cube {stops}: {points}", "ja": "{colour:t.cube}の商品コマ {stops}: {points}"},
    "rails.delivery.points": {"en": "{player:player} +{n}", "ja": "{player:player} +{n}"},
    "rails.delivery.stops": {"en": "{a} -> {b}", "ja": "{a} → {b}"},
}

WHY = {
    "rails.why.auction": {"en": "turn-order auction", "ja": "手番順の競り"},
    "rails.why.build": {
        "en": "{kind:t.build_kind}: {tile:t.tile} on {at}",
        "ja": "{kind:t.build_kind}: {tile:t.tile}、{at}",
    },
    "rails.why.first_cash": {"en": "first-game cash: turn order place - 1", "ja": "初回ゲームの資金: 手番順 - 1"},
    "rails.why.action": {"en": "action {tile:t.action_tile}", "ja": "アクション「{tile:t.action_tile}」"},
    "rails.why.capital": {"en": "capital: income down {steps}", "ja": "資本調達: 収入 -{steps}"},
    "rails.why.income": {"en": "income", "ja": "収入"},
    "rails.why.expenses": {"en": "expenses", "ja": "維持費"},
    "rails.why.negative_income": {"en": "negative income", "ja": "マイナス収入"},
    "rails.why.borrowed": {"en": "negative income, borrowed", "ja": "マイナス収入、借入"},
    "rails.why.change": {"en": "change from a $2 step", "ja": "$2 単位の釣り銭"},
    "rails.why.start_cash": {"en": "starting cash", "ja": "初期資金"},
    "rails.why.shares": {"en": "{n:count.share} issued", "ja": "株式 {n} 枚を発行"},
    "rails.why.aos_expenses": {
        "en": "expenses: {shares:count.share}, locomotive {level}",
        "ja": "維持費: 株式 {shares} 枚、機関車レベル {level}",
    },
}

COST = {
    "cost.exits": {"en": "{n} x $1 per exit", "ja": "出口 {n} × $1"},
    "cost.town": {"en": "town on the tile", "ja": "タイル上の町"},
    "cost.terrain": {"en": "{terrain:t.terrain} hex", "ja": "{terrain:t.terrain}ヘクス"},
    "cost.terrain_unpaid": {
        "en": "{terrain:t.terrain}: not paid when you {kind:t.build_kind}",
        "ja": "{terrain:t.terrain}: {kind:t.build_kind}では払わない",
    },
    "cost.redirect": {"en": "redirect", "ja": "方向転換"},
    "cost.replace_town": {"en": "replace track in a town", "ja": "町の線路の置き換え"},
    "cost.replace_complex": {"en": "replace simple track by {cls}", "ja": "単線を{cls}に置き換え"},
    "cost.replace": {"en": "replace track", "ja": "線路の置き換え"},
    "cost.town_tile": {"en": "town tile", "ja": "町タイル"},
    "cost.table": {"en": "{cls} track on {terrain:t.terrain}", "ja": "{terrain:t.terrain}の{cls}"},
    "cost.total": {"en": "total", "ja": "合計"},
    "track_class.simple": {"en": "simple", "ja": "単線"},
    "track_class.coexist": {"en": "coexist", "ja": "複線"},
    "track_class.crossing": {"en": "crossing", "ja": "立体交差"},
}

SCORE = {
    "score.vp_track": {"en": "VP track", "ja": "勝利点トラック"},
    "score.complete_links": {"en": "{n:count.complete link}", "ja": "完成区間 {n} 本"},
    "score.steam_income_half": {"en": "income {income} / 2, rounded down", "ja": "収入 {income} ÷ 2 (切り捨て)"},
    "score.steam_income_double": {"en": "income {income} x 2", "ja": "収入 {income} × 2"},
    "score.aos_income": {"en": "income {income} x 3", "ja": "収入 {income} × 3"},
    "score.aos_shares": {"en": "{n:count.share} x -3", "ja": "株式 {n} × -3"},
    "score.aos_tiles": {"en": "track tiles in {n:count.complete link}", "ja": "完成区間 {n} 本の線路タイル"},
}

REASONS = {
    "rails.no.map_players": {
        "en": "{map} is for {low}-{high} players, not {n}",
        "ja": "{map} は {low}〜{high} 人用です ({n} 人ではなく)",
    },
    "rails.no.rules_players": {
        "en": "{game:t.game} is for {counts} players, not {n}",
        "ja": "{game:t.game}は {counts} 人用です ({n} 人ではなく)",
    },
    "rails.no.chance_wait": {
        "en": "The game is waiting for a chance event, not {kind}.",
        "ja": "ゲームは偶然の結果を待っています ({kind} ではありません)。",
    },
    "rails.no.setup_first": {
        "en": "The game starts with its set-up draws, not {kind}.",
        "ja": "ゲームは準備の抽選から始まります ({kind} ではありません)。",
    },
    "no.game_over": {"en": "The game is over: no more actions.", "ja": "ゲームは終了しました: もう手はありません。"},
    "rails.no.opening_bid": {
        "en": "The opening bid is at least {amount:money}.",
        "ja": "最初の入札は {amount:money} 以上です。",
    },
    "rails.no.higher_bid": {
        "en": "A bid must be higher than the current {amount:money}.",
        "ja": "入札は現在の {amount:money} より高くなければなりません。",
    },
    "rails.no.bid_cash": {
        "en": "You have {cash:money}: you cannot bid {amount:money}.",
        "ja": "所持金は {cash:money} です: {amount:money} は入札できません。",
    },
    "rails.no.not_now": {
        "en": "{kind:t.kind} is not possible now ({phase:t.phase}, {player:player} to act).",
        "ja": "今は「{kind:t.kind}」はできません ({phase:t.phase}、{player:player} の手番)。",
    },
    "rails.no.build_phase": {"en": "Track is laid only in the build phase.", "ja": "線路は線路敷設フェイズにのみ置けます。"},
    "rails.no.credit": {
        "en": "That build costs {cost:money} and you have {cash:money}: you cannot build on credit.",
        "ja": "その敷設は {cost:money} かかりますが所持金は {cash:money} です: 借金では敷設できません。",
    },
    "rails.no.points_first": {
        "en": "{player:player} must first choose where the delivery's points go (income or VP).",
        "ja": "{player:player} はまず輸送ポイントの行き先 (収入か勝利点) を選びます。",
    },
    "rails.no.loco_when": {
        "en": "The locomotive is upgraded in a move goods round (or by the Locomotive action).",
        "ja": "機関車は商品輸送のラウンド (または機関車アクション) で強化します。",
    },
    "rails.no.loco_once": {
        "en": "You may upgrade your locomotive only once per move goods phase.",
        "ja": "機関車の強化は商品輸送フェイズに1回だけです。",
    },
    "rails.no.loco_top": {
        "en": "Your locomotive is already at the top level ({level}).",
        "ja": "機関車はすでに最高レベル ({level}) です。",
    },
    "rails.no.action_phase": {
        "en": "Action tiles are chosen in the action selection phase.",
        "ja": "アクションタイルはアクション選択フェイズに選びます。",
    },
    "rails.no.action_unknown": {"en": "There is no action tile {tile!r}.", "ja": "アクションタイル {tile!r} はありません。"},
    "rails.no.action_taken": {
        "en": "The {tile:t.action_tile} action is not available: another player took it, or it cannot be used now.",
        "ja": "「{tile:t.action_tile}」は選べません: ほかのプレイヤーが取ったか、今は使えません。",
    },
    "rails.no.city": {
        "en": "You cannot build onto {place}: track never goes on a city hex.",
        "ja": "{place} には敷設できません: 都市のヘクスに線路は置けません。",
    },
    "rails.no.off_map": {"en": "{at} is not on the {map} map.", "ja": "{at} は {map} のマップにありません。"},
    "rails.no.terrain": {
        "en": "You cannot build on {place}: {terrain:t.terrain} hexes take no track.",
        "ja": "{place} には敷設できません: {terrain:t.terrain}のヘクスには線路を置けません。",
    },
    "rails.no.limit": {
        "en": "You have laid {n} tiles this turn, the most you may: 3 a turn, 4 with the Engineer.",
        "ja": "このターンはすでに {n} 枚置きました: 1ターンに3枚、エンジニアなら4枚までです。",
    },
    "rails.no.tile_unknown": {
        "en": "There is no tile {tile!r} in {game:t.game}.",
        "ja": "{game:t.game} にタイル {tile!r} はありません。",
    },
    "rails.no.rotation": {
        "en": "A rotation is 0-5 sixth-turns clockwise, not {rotation!r}.",
        "ja": "向きは時計回りの 0-5 (1/6 回転単位) です ({rotation!r} ではありません)。",
    },
    "rails.no.town_tile_off_town": {
        "en": "A town tile goes only on a town, and {place} is not one.",
        "ja": "町タイルは町にのみ置けます。{place} は町ではありません。",
    },
    "rails.no.plain_on_town": {
        "en": "Only a town tile may go on the town of {place}.",
        "ja": "{place} の町には町タイルしか置けません。",
    },
    "rails.no.supply": {
        "en": "All {n} '{tile:t.tile}' tiles are on the board: the supply has none left.",
        "ja": "「{tile:t.tile}」タイル {n} 枚はすべて盤上にあり、在庫がありません。",
    },
    "rails.no.disks": {"en": "All {n} town disks are on the board.", "ja": "町ディスク {n} 個はすべて盤上にあります。"},
    "rails.no.same_track": {
        "en": "That is the track already on {place}: nothing would change.",
        "ja": "{place} にはすでにその線路があります: 何も変わりません。",
    },
    "rails.no.leaves_map": {
        "en": "Track cannot leave the map by {place}'s {edge:t.edge} edge.",
        "ja": "{place} の{edge:t.edge}の辺からマップの外へは線路を出せません。",
    },
    "rails.no.thick_line": {
        "en": "Track cannot cross the thick black line on {place}'s {edge:t.edge} edge.",
        "ja": "{place} の{edge:t.edge}の辺の太い黒線は越えられません。",
    },
    "rails.no.into_terrain": {
        "en": "Track cannot run into the {terrain:t.terrain} at {at} by {place}'s {edge:t.edge} edge.",
        "ja": "{place} の{edge:t.edge}の辺から {at} の{terrain:t.terrain}へは線路を延ばせません。",
    },
    "rails.no.foreign": {
        "en": "Track by {place}'s {edge:t.edge} edge would run into {owner:player}'s track at {other}: "
        "you may not join another player's track.",
        "ja": "{place} の{edge:t.edge}の辺の線路は {other} で{owner:player}の線路にぶつかります: "
        "ほかのプレイヤーの線路にはつなげません。",
    },
    "rails.no.foreign_unowned": {
        "en": "Track by {place}'s {edge:t.edge} edge would run into other track at {other}: "
        "you may not join another player's track.",
        "ja": "{place} の{edge:t.edge}の辺の線路は {other} でほかの線路にぶつかります: "
        "ほかのプレイヤーの線路にはつなげません。",
    },
    "rails.no.take_over": {
        "en": "Track by {place}'s {edge:t.edge} edge would extend the unowned link from {start}: "
        "you may take it over only when its city is on your own complete network.",
        "ja": "{place} の{edge:t.edge}の辺の線路は {start} からの所有者のいないリンクを延ばします: "
        "その都市が自分の完成した路線網にあるときだけ引き継げます。",
    },
    "rails.no.anchor_city": {
        "en": "The track on {place} must start at a city (not a town) or extend your own track.",
        "ja": "{place} の線路は都市 (町ではなく) から始めるか、自分の線路を延ばさなければなりません。",
    },
    "rails.no.anchor_town": {
        "en": "The track on {place} must start at a city or a town or extend your own track.",
        "ja": "{place} の線路は都市か町から始めるか、自分の線路を延ばさなければなりません。",
    },
    "rails.no.loop": {
        "en": "That track would make a link from {place} back to itself: a link must end at a different city or town.",
        "ja": "その線路は {place} から {place} に戻るリンクになります: リンクは別の都市か町で終わります。",
    },
    "rails.no.first_build": {
        "en": "Your first build of the game must be next to a city and joined to it, and {place} is not.",
        "ja": "ゲーム最初の敷設は都市に隣接してつながっていなければなりません。{place} はそうではありません。",
    },
    "rails.no.redirect_not_yours": {
        "en": "The end of the link on {place} is not yours: you may redirect only your own "
        "incomplete links or unowned ones you could take over.",
        "ja": "{place} のリンクの端はあなたのものではありません: 方向転換できるのは自分の未完成区間か"
        "引き継げる所有者のいないリンクだけです。",
    },
    "rails.no.keep_track": {
        "en": "The new tile on {place} must keep all the track already there (improving), or {place} "
        "must hold the open end of an incomplete link (redirecting).",
        "ja": "{place} の新しいタイルは既存の線路をすべて残す (改善) か、{place} に未完成区間の端が"
        "なければなりません (方向転換)。",
    },
    "rails.no.redirect_keep": {
        "en": "A redirect on {place} must keep the other track on the tile.",
        "ja": "{place} の方向転換ではタイルのほかの線路を残さなければなりません。",
    },
    "rails.no.redirect_entry": {
        "en": "A redirect turns only the end of the link on {place}: the track must still enter by the {edge:t.edge} edge.",
        "ja": "方向転換で変えられるのは {place} のリンクの端だけです: 線路は{edge:t.edge}の辺から入ったままです。",
    },
    "rails.no.redirect_back": {
        "en": "That redirect would bring the link back to {place}, where it starts.",
        "ja": "その方向転換ではリンクが始点の {place} に戻ってしまいます。",
    },
    "rails.no.urbanize_who": {
        "en": "Only the player who took the Urbanization action may place a new city.",
        "ja": "新都市を置けるのは都市化アクションを取ったプレイヤーだけです。",
    },
    "rails.no.urbanize_once": {
        "en": "Urbanization places one new city a turn.",
        "ja": "都市化で置ける新都市は1ターンに1つです。",
    },
    "rails.no.urbanize_town": {
        "en": "A new city goes on a town, and {at} is not one.",
        "ja": "新都市は町に置きます。{at} は町ではありません。",
    },
    "rails.no.urbanize_tile": {"en": "There is no new city tile {city!r}.", "ja": "新都市タイル {city!r} はありません。"},
    "rails.no.urbanize_used": {
        "en": "New city {city} is already on the map.",
        "ja": "新都市 {city} はすでにマップ上にあります。",
    },
    "rails.no.own_link": {
        "en": "A delivery must use at least one of your own links.",
        "ja": "輸送には自分のリンクを少なくとも1本使わなければなりません。",
    },
    "rails.no.more_own": {
        "en": "The route uses {n} of {other:player}'s links but only {own} of yours: you need at least "
        "as many of your own links as of any other player's.",
        "ja": "この経路は{other:player}のリンクを {n} 本使いますが自分のリンクは {own} 本です: "
        "自分のリンクはほかの誰のリンクよりも少なくてはいけません。",
    },
    "rails.no.from_city": {
        "en": "Goods move from a city, and {at} is not one.",
        "ja": "商品は都市から運びます。{at} は都市ではありません。",
    },
    "rails.no.cube": {
        "en": "There is no {colour:t.cube} cube in {place}.",
        "ja": "{place} に{colour:t.cube}の商品コマはありません。",
    },
    "rails.no.empty_route": {
        "en": "A delivery moves the cube over at least one link.",
        "ja": "輸送では商品コマを少なくとも1リンク動かします。",
    },
    "rails.no.too_long": {
        "en": "The route has {n} links but your locomotive is level {level}: a cube moves at most as "
        "many links as your locomotive level.",
        "ja": "経路は {n} リンクですが機関車レベルは {level} です: 商品コマは機関車レベルのリンク数までしか動けません。",
    },
    "rails.no.incomplete": {
        "en": "Leg {n} ({code}) is not a complete link leaving {place}: goods move only over complete links.",
        "ja": "区間 {n} ({code}) は {place} から出る完成区間ではありません: 商品は完成区間だけを通ります。",
    },
    "rails.no.twice": {
        "en": "The route visits {place} twice: no city or town may be visited twice.",
        "ja": "経路は {place} を2回通ります: 同じ都市や町は2回通れません。",
    },
    "rails.no.pass_through": {
        "en": "The {colour:t.cube} cube would pass through {place}, a {colour:t.cube} city: it must stop there.",
        "ja": "{colour:t.cube}の商品コマは{colour:t.cube}の都市 {place} を通過できません: そこで止まります。",
    },
    "rails.no.wrong_end": {
        "en": "The route ends at {place}, which is not a {colour:t.cube} city: a cube is delivered to a "
        "city of its own colour.",
        "ja": "経路の終点 {place} は{colour:t.cube}の都市ではありません: 商品コマは同じ色の都市へ運びます。",
    },
    "rails.no.setup_cubes": {
        "en": "Set-up gives each city of the map its printed number of cubes.",
        "ja": "準備では地図の各都市に印刷された数の商品コマを置きます。",
    },
    "rails.no.setup_order": {
        "en": "The starting order must list every seat once.",
        "ja": "最初の手番順には全員を1回ずつ並べます。",
    },
    "rails.no.cube_colour": {
        "en": "There is no {colour!r} cube colour.",
        "ja": "{colour!r} という商品コマの色はありません。",
    },
    "rails.no.bag": {
        "en": "The bag holds {held} {colour:t.cube} cubes, not {n}.",
        "ja": "袋の{colour:t.cube}の商品コマは {held} 個で、{n} 個ではありません。",
    },
    "steam.no.setup_supply": {
        "en": "Set-up fills {spaces} supply spaces with {n} cubes each.",
        "ja": "準備では商品供給マス {spaces} 個に商品コマを {n} 個ずつ置きます。",
    },
    "aos.no.setup_display": {
        "en": "Set-up fills every goods display column.",
        "ja": "準備では商品補充ボードの全ての列を埋めます。",
    },
    "aos.no.dice_now": {"en": "Goods growth rolls the dice now.", "ja": "今は商品補充のダイスを振る時です。"},
    "aos.no.dice": {
        "en": "Goods growth rolls {n} dice (1-6) for each half of the display.",
        "ja": "商品補充ではボードの明るい側と暗い側に {n} 個ずつダイス (1〜6) を振ります。",
    },
    "aos.no.produce_box": {
        "en": "Production puts each drawn cube in an empty box of the goods display; that box is not an empty box.",
        "ja": "生産では引いた商品コマを商品補充ボードの空きマスに置きます: そのマスは空いていません。",
    },
    "steam.no.supply_first": {
        "en": "First choose the goods supply space whose cubes go to the new city.",
        "ja": "まず新都市に商品コマを送る商品供給マスを選びます。",
    },
    "steam.no.capital_phase": {
        "en": "In the standard game capital is raised only in phase 1.",
        "ja": "標準ルールでは資本調達はフェイズ1だけです。",
    },
    "steam.no.capital_min": {
        "en": "In the first turn you must raise at least {amount:money}.",
        "ja": "最初のターンは少なくとも {amount:money} を調達しなければなりません。",
    },
    "steam.no.capital_max": {
        "en": "Your income can go down at most {n:count.step}, to -10.",
        "ja": "収入は最大 {n} 段 (−10 まで) しか下げられません。",
    },
    "steam.no.action_cash": {
        "en": "The {tile:t.action_tile} action costs {cost:money} in the base game and you have {cash:money}.",
        "ja": "基本ルールでは「{tile:t.action_tile}」は {cost:money} かかり、所持金は {cash:money} です。",
    },
    "steam.no.city_growth": {
        "en": "City Growth needs the City Growth action, a city without a City Growth marker and a supply space with cubes.",
        "ja": "都市成長には都市成長アクション、都市成長マーカーのない都市、商品コマのある供給マスが必要です。",
    },
    "aos.no.production": {
        "en": "Production draws two cubes from the bag.",
        "ja": "商品補充では袋から商品コマを2個引きます。",
    },
    "aos.no.max_shares": {"en": "You may hold at most {n} shares.", "ja": "株式は最大 {n} 枚までです。"},
    "aos.no.urbanize": {
        "en": "Urbanization needs the Urbanization action and comes before your first build.",
        "ja": "都市化には都市化アクションが必要で、最初の敷設の前に行います。",
    },
}

ENTRIES = {**LOG, **WHY, **COST, **SCORE, **REASONS}

ACTIONS = {
    "act.tile": {"en": "{tile:t.action_tile}", "ja": "{tile:t.action_tile}"},
    "act.tile_cost": {"en": "{tile:t.action_tile} ({cost:money})", "ja": "{tile:t.action_tile} ({cost:money})"},
    "act.build": {"en": "{at}: {tile:t.tile}, rotation {rotation}", "ja": "{at}: {tile:t.tile}、向き {rotation}"},
    "act.raise_capital": {"en": "raise {amount:money} (income -{steps})", "ja": "{amount:money} を調達 (収入 -{steps})"},
    "act.issue_shares": {"en": "issue {n:count.share}", "ja": "株式を {n} 枚発行"},
    "act.bid": {"en": "bid {amount:money}", "ja": "{amount:money} で入札"},
    "act.take_points": {"en": "points to {to:t.points_to}", "ja": "ポイントを{to:t.points_to}に"},
    "act.city_growth": {"en": "{place} ← supply space {space}", "ja": "{place} ← 商品供給マス {space}"},
    "act.urbanize": {"en": "{place} becomes new city {city}", "ja": "{place} を新都市 {city} に"},
    "act.urbanize_supply": {"en": "supply space {space}", "ja": "商品供給マス {space}"},
    "act.produce": {"en": "column {column}, box {box}", "ja": "列 {column}、マス {box}"},
    "act.move_goods": {
        "en": "{colour:t.cube} cube from {place}, {n:count.link}",
        "ja": "{place} から{colour:t.cube}の商品コマ、{n} リンク",
    },
    "act.draw_cubes": {"en": "cubes drawn: {colours:t.cube}", "ja": "引いた商品コマ: {colours:t.cube}"},
    "act.roll_dice": {"en": "dice: light {light}, dark {dark}", "ja": "ダイス: 明るい側 {light}、暗い側 {dark}"},
}

ENTRIES = {**ENTRIES, **ACTIONS}
