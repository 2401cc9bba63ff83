# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Problems of a Steam or Age of Steam position (a record's ``"start"``, the scenario lab): English and Japanese.

The English templates print exactly the sentences the position checks always
printed (``turn must be 1-8, not 99.``), so ``str(RecordError)`` and the command
line are unchanged; a Japanese page shows the same problem in Japanese. Field
paths, ids and values stay as the file writes them (``players[2].cash``,
``'lunch'``): they are what the reader looks for in the file. Several problems
are joined by ``position.also`` (``a.; b.``, as ``"; ".join`` printed them).

>>> from steamlab.i18n import msg
>>> m = msg("position.shape", where="players[1].", name="cash", shape=msg("position.shape.whole"), value="'3'")
>>> print(m), print(m.render("ja"))
players[1].cash must be a whole number, not '3'.
players[1].cash は整数でなければなりません ('3' ではなく)。
(None, None)
"""

from __future__ import annotations

from collections.abc import Sequence

from steamlab.i18n.message import Message, msg

PROBLEMS = {
    "position.also": {"en": "{first}; {then}", "ja": "{first} {then}"},
    "position.not_object": {"en": "A position is a JSON object.", "ja": "局面は JSON のオブジェクトです。"},
    "position.shape": {"en": "{where}{name} must be {shape}, not {value}.", "ja": "{where}{name} は{shape}でなければなりません ({value} ではなく)。"},
    "position.unknown_fields": {"en": "Unknown {fields:noun.field} in the position: {fields}.", "ja": "局面に不明な項目があります: {fields}。"},
    "position.turn": {"en": "turn must be 1-{total}, not {turn!r}.", "ja": "turn は 1〜{total} でなければなりません ({turn!r} ではなく)。"},
    "position.phase": {"en": "phase must be one of {phases}, not {phase!r}.", "ja": "phase は {phases} のどれかでなければなりません ({phase!r} ではなく)。"},
    "position.order": {"en": "order must list every seat 0-{last} once.", "ja": "order には席 0〜{last} を1回ずつ並べます。"},
    "position.players": {"en": "players must list {n} players.", "ja": "players には {n} 人のプレイヤーを並べます。"},
    "position.seat_fields": {"en": "players[{i}] must be an object with {fields}.", "ja": "players[{i}] は {fields} を持つオブジェクトでなければなりません。"},
    "position.seat_range": {"en": "players[{i}].{name} must be a whole number {lo} to {hi}, not {value!r}.", "ja": "players[{i}].{name} は {lo} から {hi} までの整数でなければなりません ({value!r} ではなく)。"},
    "position.action_tile": {"en": "players[{i}].action {action!r} is not an action tile ({tiles}).", "ja": "players[{i}].action {action!r} はアクションタイルではありません ({tiles})。"},
    "position.action_twice": {"en": "players[{i}].action: {action} is taken by two players.", "ja": "players[{i}].action: {action} を2人が取っています。"},
    "position.town_disks": {"en": "{n} town disks are used but the game has {total}.", "ja": "町ディスクが {n} 枚使われていますが、ゲームには {total} 枚しかありません。"},
    "position.absent_owner": {"en": "Track on {at} belongs to seat {seat}, who is not playing.", "ja": "{at} の線路は、ゲームにいない席 {seat} のものです。"},
    "position.new_cities": {"en": "new_cities maps a town's label to a new city id.", "ja": "new_cities は町のラベルから新都市 ID への対応です。"},
    "position.new_city_not_town": {"en": "new_cities: {at} is not a town.", "ja": "new_cities: {at} は町ではありません。"},
    "position.new_city_id": {"en": "new_cities: {cid!r} is not an unused new city tile ({ids}).", "ja": "new_cities: {cid!r} は未使用の新都市タイルではありません ({ids})。"},
    "position.track_list": {"en": "track must be a list of tiles.", "ja": "track はタイルのリストでなければなりません。"},
    "position.tile_object": {"en": "track[{i}] must be an object with at, tile, rotation, owners.", "ja": "track[{i}] は at、tile、rotation、owners を持つオブジェクトでなければなりません。"},
    "position.two_tiles": {"en": "track[{i}]: {at} has two tiles.", "ja": "track[{i}]: {at} にタイルが2枚あります。"},
    "position.unknown_tile": {"en": "track[{i}]: unknown tile {tile!r}.", "ja": "track[{i}]: 不明なタイル {tile!r} です。"},
    "position.rotation": {"en": "track[{i}]: rotation must be 0-5.", "ja": "track[{i}]: rotation は 0〜5 でなければなりません。"},
    "position.owners": {"en": "track[{i}]: owners must list one owner per segment ({n}).", "ja": "track[{i}]: owners には区間ごとに所有者を1つずつ並べます ({n})。"},
    "position.owner": {"en": "track[{i}]: an owner is a seat number or null.", "ja": "track[{i}]: 所有者は席の番号か null です。"},
    "position.not_hex": {"en": "{where}: {at!r} is not a hex of {map}.", "ja": "{where}: {at!r} は {map} のヘクスではありません。"},
    "position.cubes": {"en": "cubes maps a city's label to a list of colours.", "ja": "cubes は都市のラベルから色のリストへの対応です。"},
    "position.cube_colour": {"en": "cubes: {at} holds an unknown colour (colours: {colours:t.cube}).", "ja": "cubes: {at} に不明な色があります (色: {colours:t.cube})。"},
    "position.removed": {"en": "removed: {colour!r} is not a cube colour ({colours:t.cube}).", "ja": "removed: {colour!r} は商品コマの色ではありません ({colours:t.cube})。"},
    "position.mark_not_city": {"en": "growth_marks: {at} is not a city.", "ja": "growth_marks: {at} は都市ではありません。"},
    "position.mark_twice": {"en": "growth_marks lists a city twice.", "ja": "growth_marks に同じ都市が2回あります。"},
    "position.supply_spaces": {"en": "supply must list the {n} goods supply spaces of {map}.", "ja": "supply には {map} の商品供給マス {n} 個を並べます。"},
    "position.supply_space": {"en": "A goods supply space holds at most {n} cubes.", "ja": "商品供給マスには商品コマを {n} 個までしか置けません。"},
    "position.marks": {"en": "growth_marks lists at most {n} cities.", "ja": "growth_marks に並べられる都市は {n} 個までです。"},
    "position.display": {"en": "display maps a goods display column (light-1 ... dark-6, A ... H) to its boxes.", "ja": "display は商品補充ボードの列 (light-1 ... dark-6、A ... H) からその枠への対応です。"},
    "position.display_column": {"en": "display: {column!r} is not a column ({columns}).", "ja": "display: {column!r} は列ではありません ({columns})。"},
    "position.display_full": {"en": "display: column {column} holds at most {n} cubes.", "ja": "display: 列 {column} には商品コマを {n} 個までしか置けません。"},
    "position.display_colour": {"en": "display: column {column} lists something that is neither a cube colour nor null.", "ja": "display: 列 {column} に商品コマの色でも null でもないものがあります。"},
}

SHAPES = {
    # what a field of a position must be (position.shape's {shape})
    "position.shape.whole": {"en": "a whole number", "ja": "整数"},
    "position.shape.phase": {"en": "the name of a phase", "ja": "フェイズの名前"},
    "position.shape.order": {"en": "a list of seat numbers", "ja": "席の番号のリスト"},
    "position.shape.players": {"en": "a list of player objects", "ja": "プレイヤーのオブジェクトのリスト"},
    "position.shape.track": {"en": "a list of tile objects", "ja": "タイルのオブジェクトのリスト"},
    "position.shape.new_cities": {"en": "an object from a town's label to a new city id", "ja": "町のラベルから新都市 ID へのオブジェクト"},
    "position.shape.cubes": {"en": "an object from a city's label to a list of colours", "ja": "都市のラベルから色のリストへのオブジェクト"},
    "position.shape.supply": {"en": "a list of goods supply spaces, each a list of colours", "ja": "商品供給マスのリスト (各マスは色のリスト)"},
    "position.shape.display": {"en": "an object from a goods display column to its boxes (a colour or null each)", "ja": "商品補充ボードの列からその枠 (各枠は色か null) へのオブジェクト"},
    "position.shape.growth_marks": {"en": "a list of city labels", "ja": "都市のラベルのリスト"},
    "position.shape.removed": {"en": "an object from a colour to the number of its cubes out of the game (0 or more)", "ja": "色からゲーム外の商品コマの数 (0 以上) へのオブジェクト"},
    "position.shape.action": {"en": "an action tile's id or null", "ja": "アクションタイルの ID か null 値"},
    "position.shape.at": {"en": 'a hex label such as "K10"', "ja": '"K10" のようなヘクスのラベル'},
    "position.shape.tile": {"en": "a tile id", "ja": "タイルの ID"},
    "position.shape.rotation": {"en": "a whole number 0-5", "ja": "0〜5 の整数"},
    "position.shape.owners": {"en": "a list of seats (or null), one per segment", "ja": "区間ごとに1つの席 (または null) のリスト"},
}

RUSSIAN_RAILROADS = {
    # a Russian Railroads position; a seat reads as players know it ("Player 1"), then as the file writes it ("players[0]")
    "rr.position.round": {"en": "round must be 1-{rounds} ({n} players), not {rnd!r}.", "ja": "round は 1〜{rounds} ({n} 人のゲーム) でなければなりません ({rnd!r} ではなく)。"},
    "rr.position.order": {"en": "order must list every seat 0-{last} once (the turn order).", "ja": "order には席 0〜{last} を1回ずつ並べます (手番順)。"},
    "rr.position.player_object": {"en": "{seat:player} (players[{seat}]) must be an object.", "ja": "{seat:player} (players[{seat}]) はオブジェクトでなければなりません。"},
    "rr.position.unknown_fields": {"en": "{seat:player} (players[{seat}]): unknown {fields:noun.field} {fields}.", "ja": "{seat:player} (players[{seat}]): 不明な項目 {fields} があります。"},
    "rr.position.per_railway": {"en": "{seat:player} (players[{seat}]): {name} map each railway to {what}.", "ja": "{seat:player} (players[{seat}]): {name} は各鉄道から{what}への対応です。"},
    "rr.position.what.rails": {"en": "the space of each colour", "ja": "各色のマス"},
    "rr.position.what.locomotives": {"en": "its locomotive numbers", "ja": "機関車の番号"},
    "rr.position.unknown_railway": {"en": "{seat:player} (players[{seat}]): unknown railway {rid!r} in {name} ({ids}).", "ja": "{seat:player} (players[{seat}]): {name} に不明な鉄道 {rid!r} があります ({ids})。"},
    "rr.position.rails_row": {"en": "{seat:player} (players[{seat}]): rails on {railway:t.railway} map a colour to a space.", "ja": "{seat:player} (players[{seat}]): {railway:t.railway}の rails は色からマスへの対応です。"},
    "rr.position.rail_colour": {"en": "{seat:player} (players[{seat}]): unknown rail colour {colour!r} ({colours}).", "ja": "{seat:player} (players[{seat}]): 不明な線路の色 {colour!r} です ({colours})。"},
    "rr.position.rail_space": {"en": "{seat:player} (players[{seat}]): the {colour:t.colour} rail on {railway:t.railway} needs a space number, not {space!r}.", "ja": "{seat:player} (players[{seat}]): {railway:t.railway}の{colour:t.colour}線路にはマスの番号が要ります ({space!r} ではなく)。"},
    "rr.position.locomotives": {"en": "{seat:player} (players[{seat}]): the locomotives on {rid} must be a list of numbers.", "ja": "{seat:player} (players[{seat}]): {rid} の機関車は数のリストでなければなりません。"},
    "rr.position.factories": {"en": "{seat:player} (players[{seat}]): factories list the slots left to right (a number, or null for an empty slot).", "ja": "{seat:player} (players[{seat}]): factories は左から順にスロットを並べます (数か、空きスロットは null)。"},
    "rr.position.numbers": {"en": "{seat:player} (players[{seat}]): {name} must be a list of numbers, not {value!r}.", "ja": "{seat:player} (players[{seat}]): {name} は数のリストでなければなりません ({value!r} ではなく)。"},
    "rr.position.count": {"en": "{seat:player} (players[{seat}]): {name} must be a whole number 0 or more, not {value!r}.", "ja": "{seat:player} (players[{seat}]): {name} は 0 以上の整数でなければなりません ({value!r} ではなく)。"},
    "rr.position.black_worker": {"en": "{seat:player} (players[{seat}]): black_worker is true or false, not {value!r}.", "ja": "{seat:player} (players[{seat}]): black_worker は true か false です ({value!r} ではなく)。"},
    "rr.position.vp": {"en": "{seat:player} (players[{seat}]): vp is a whole number 0 or more, or VP (0 or more) by category, not {value!r}.", "ja": "{seat:player} (players[{seat}]): vp は 0 以上の整数か、種類ごとの勝利点 (0 以上) です ({value!r} ではなく)。"},
    "rr.position.engineer_row": {"en": "engineer_row must list the {slots} slots of the engineer row (0 for an empty slot).", "ja": "engineer_row には技術者の列の {slots} スロットを並べます (空きは 0)。"},
    "rr.position.bonus_cards": {"en": "bonus_cards lists the bonus cards still in the row, each once (1-{n}).", "ja": "bonus_cards には列に残っているアドバンテージカードを1回ずつ並べます (1〜{n})。"},
    "rr.position.end_deck": {"en": "end_deck must be a list of end bonus card numbers.", "ja": "end_deck はエンドボーナスカードの番号のリストでなければなりません。"},
    "rr.position.pool": {"en": "factories_beside_supply must be a list of factory numbers.", "ja": "factories_beside_supply は工場の番号のリストでなければなりません。"},
    "rr.position.black_rail": {"en": "{seat:player} (players[{seat}]): every railway keeps its black rail ({n} black rails per player), so black on {railway:t.railway} is on space 1 or further.", "ja": "{seat:player} (players[{seat}]): どの鉄道にも黒線路が残ります (1人 {n} 本) から、{railway:t.railway}の黒はマス 1 以降にあります。"},
    "rr.position.beyond": {"en": "{seat:player} (players[{seat}]): {colour:t.colour} on {railway:t.railway} space {space} is beyond its {length} spaces.", "ja": "{seat:player} (players[{seat}]): {railway:t.railway}のマス {space} の{colour:t.colour}は、その {length} マスを越えています。"},
    "rr.position.not_taken": {"en": "{seat:player} (players[{seat}]): the {railway:t.railway} railway does not take {colour:t.colour} rails (it takes {takes:t.colour}).", "ja": "{seat:player} (players[{seat}]): {railway:t.railway}には{colour:t.colour}線路を置けません (置けるのは {takes:t.colour})。"},
    "rr.position.ahead": {"en": "{seat:player} (players[{seat}]): {colour:t.colour} on {railway:t.railway} space {space} needs the {before:t.colour} rail ahead of it (colours follow {colours:t.colour}).", "ja": "{seat:player} (players[{seat}]): {railway:t.railway}のマス {space} の{colour:t.colour}には、その先に{before:t.colour}線路が要ります (色の順: {colours:t.colour})。"},
    "rr.position.behind": {"en": "{seat:player} (players[{seat}]): {colour:t.colour} on {railway:t.railway} space {space} is not behind {before:t.colour} on space {ahead} (a colour never reaches or passes the colour before it).", "ja": "{seat:player} (players[{seat}]): {railway:t.railway}のマス {space} の{colour:t.colour}が、マス {ahead} の{before:t.colour}の後ろにありません (色は前の色に並ぶことも追い越すこともありません)。"},
    "rr.position.locked": {"en": "{seat:player} (players[{seat}]): {colour:t.colour} rails come when black reaches Trans-Siberian space {unlock}, but black is on space {black}.", "ja": "{seat:player} (players[{seat}]): {colour:t.colour}線路は黒がシベリア横断鉄道のマス {unlock} に着くと使えますが、黒はマス {black} にあります。"},
    "rr.position.too_many_rails": {"en": "{seat:player} (players[{seat}]) has {count} {colour:t.colour} rails on the railways but the game gives {n}.", "ja": "{seat:player} (players[{seat}]) は鉄道に{colour:t.colour}線路を {count} 本置いていますが、ゲームでは {n} 本です。"},
    "rr.position.loco_slots": {"en": "{seat:player} (players[{seat}]): the {railway:t.railway} holds {slots:count.locomotive}, not {n}.", "ja": "{seat:player} (players[{seat}]): {railway:t.railway}に置ける機関車は {slots} 台です ({n} ではなく)。"},
    "rr.position.no_loco": {"en": "{seat:player} (players[{seat}]): there is no locomotive #{tile} (1-{top}, or {nine} for bonus card 5's #9).", "ja": "{seat:player} (players[{seat}]): 機関車 #{tile} はありません (1〜{top}、アドバンテージカード5の #9 は {nine})。"},
    "rr.position.factory_slots": {"en": "{seat:player} (players[{seat}]): a board has {slots} factory slots, not {n}.", "ja": "{seat:player} (players[{seat}]): ボードの工場スロットは {slots} です ({n} ではなく)。"},
    "rr.position.factory_gap": {"en": "{seat:player} (players[{seat}]): factory slot {slot} is empty but a slot right of it is filled (factories fill the slots left to right).", "ja": "{seat:player} (players[{seat}]): 工場スロット {slot} が空なのに、その右のスロットが埋まっています (工場は左から順に置きます)。"},
    "rr.position.nine_factory": {"en": "{seat:player} (players[{seat}]): the #9 of bonus card 5 has no factory side.", "ja": "{seat:player} (players[{seat}]): アドバンテージカード5の #9 には工場の面がありません。"},
    "rr.position.no_factory": {"en": "{seat:player} (players[{seat}]): there is no factory #{tile} (1-{top}).", "ja": "{seat:player} (players[{seat}]): 工場 #{tile} はありません (1〜{top})。"},
    "rr.position.markers": {"en": "{seat:player} (players[{seat}]): a board has 1 industry marker, or 2 with bonus token 3, not {n}.", "ja": "{seat:player} (players[{seat}]): ボードの工業マーカーは 1 個 (アドバンテージトークン3があれば 2 個) です ({n} ではなく)。"},
    "rr.position.second_marker": {"en": "{seat:player} (players[{seat}]) has a second industry marker but has not taken bonus token 3, which brings it.", "ja": "{seat:player} (players[{seat}]) は2個目の工業マーカーを持っていますが、それをもたらすアドバンテージトークン3を取っていません。"},
    "rr.position.no_second_marker": {"en": "{seat:player} (players[{seat}]) took bonus token 3 but has no second industry marker.", "ja": "{seat:player} (players[{seat}]) はアドバンテージトークン3を取りましたが、2個目の工業マーカーがありません。"},
    "rr.position.marker_off": {"en": "{seat:player} (players[{seat}]): an industry marker on space {space} is off the track (spaces 0-{last}).", "ja": "{seat:player} (players[{seat}]): マス {space} の工業マーカーはトラックの外です (マス 0〜{last})。"},
    "rr.position.marker_gap": {"en": "{seat:player} (players[{seat}]): an industry marker on space {space} has passed the gap of factory {gap}, but the board has {built} {factories}.", "ja": "{seat:player} (players[{seat}]): マス {space} の工業マーカーが工場 {gap} の空きを越えていますが、ボードの{factories}は {built} 個です。"},
    "rr.position.factory_word": {"en": "factory", "ja": "工場"},
    "rr.position.factories_word": {"en": "factories", "ja": "工場"},
    "rr.position.markers_share": {"en": "{seat:player} (players[{seat}]): both industry markers are on space {space} (they never share a space past the start).", "ja": "{seat:player} (players[{seat}]): 工業マーカーが2個ともマス {space} にあります (スタートより先で同じマスに並ぶことはありません)。"},
    "rr.position.doublers": {"en": "{seat:player} (players[{seat}]): doublers lie on the Trans-Siberian's doubler spaces 1-{n}, one each.", "ja": "{seat:player} (players[{seat}]): ×2トークンはシベリア横断鉄道の ×2 マス 1〜{n} に1個ずつ置きます。"},
    "rr.position.doublers_order": {"en": "{seat:player} (players[{seat}]): doublers fill the doubler spaces left to right, so with {n:count.doubler} the spaces taken are {want}, not {got}.", "ja": "{seat:player} (players[{seat}]): ×2トークンは左から順に置くので、{n} 個ならマス {want} です ({got} ではなく)。"},
    "rr.position.tokens": {"en": "{seat:player} (players[{seat}]): tokens lists bonus tokens 1-{n}, each once.", "ja": "{seat:player} (players[{seat}]): tokens にはアドバンテージトークン 1〜{n} を1回ずつ並べます。"},
    "rr.position.token_count": {"en": "{seat:player} (players[{seat}]) has reached {n:count.bonus-token space} but holds {held:count.bonus token}: one is taken at each space reached.", "ja": "{seat:player} (players[{seat}]) はアドバンテージトークンのマスに {n} 回到達しましたが、トークンを {held} 個持っています: 到達したマスごとに1個取ります。"},
    "rr.position.token_count_at": {"en": "{seat:player} (players[{seat}]) has reached {n:count.bonus-token space} ({spaces}) but holds {held:count.bonus token}: one is taken at each space reached.", "ja": "{seat:player} (players[{seat}]) はアドバンテージトークンのマスに {n} 回到達しました ({spaces}) が、トークンを {held} 個持っています: 到達したマスごとに1個取ります。"},
    "rr.position.worker_count": {"en": "{seat:player} (players[{seat}]) owns {n:count.worker} but should own {want}: {start} at the start and one for each worker bonus reached.", "ja": "{seat:player} (players[{seat}]) のワーカーは {n} 人ですが {want} 人のはずです: 最初の {start} 人と、到達したワーカーボーナスごとに1人。"},
    "rr.position.worker_count_at": {"en": "{seat:player} (players[{seat}]) owns {n:count.worker} but should own {want}: {start} at the start and one for each worker bonus reached ({spaces}).", "ja": "{seat:player} (players[{seat}]) のワーカーは {n} 人ですが {want} 人のはずです: 最初の {start} 人と、到達したワーカーボーナスごとに1人 ({spaces})。"},
    "rr.position.at_industry": {"en": "industry {space}", "ja": "工業 {space}"},
    "rr.position.at_railway": {"en": "{railway:t.railway} {space}", "ja": "{railway:t.railway} {space}"},
    "rr.position.pool_factory": {"en": "factories_beside_supply: there is no factory #{tile} (1-{top}).", "ja": "factories_beside_supply: 工場 #{tile} はありません (1〜{top})。"},
    "rr.position.nine_twice": {"en": "The #9 of bonus card 5 ({nine}) is on the boards {n} times but exists once.", "ja": "アドバンテージカード5の #9 ({nine}) がボードに {n} 回ありますが、1枚しかありません。"},
    "rr.position.nine_in_row": {"en": "The #9 of bonus card 5 ({nine}) is on a board but bonus card 5, which carries it, is still in the row.", "ja": "アドバンテージカード5の #9 ({nine}) がボードにありますが、それを載せたアドバンテージカード5はまだ列にあります。"},
    "rr.position.supply": {"en": "supply lists how many tiles are left in each locomotive stack #1-#{n} (0 or more).", "ja": "supply には機関車の山 #1〜#{n} それぞれに残るタイルの数 (0 以上) を並べます。"},
    "rr.position.tiles_used": {"en": "{used} #{number} locomotive/factory tiles are on the boards and beside the supply, but a {players}-player game has {per}.", "ja": "#{number} の機関車/工場タイルがボードと在庫の横に {used} 枚ありますが、{players} 人のゲームでは {per} 枚です。"},
    "rr.position.tiles_sum": {"en": "#{number} tiles: {supply} in the supply + {pool} beside it + {boards} on the boards = {total}, but a {players}-player game has {per}.", "ja": "#{number} のタイル: 在庫 {supply} + 在庫の横 {pool} + ボード {boards} = {total} ですが、{players} 人のゲームでは {per} 枚です。"},
    "rr.position.tiles_total": {"en": "The locomotive tiles add up to {total} (supply, beside it, boards, bonus card 5, out of the game), not {expected}.", "ja": "機関車タイルの合計 (在庫、在庫の横、ボード、アドバンテージカード5、ゲーム外) が {total} です ({expected} ではなく)。"},
    "rr.position.doubler_total": {"en": "The boards hold {placed:count.doubler} but the game has {n}.", "ja": "ボードに ×2トークンが {placed} 個ありますが、ゲームには {n} 個です。"},
    "rr.position.doubler_stock": {"en": "doubler_stock {stock!r} + {placed:count.doubler} on the boards must make the game's {n}.", "ja": "doubler_stock {stock!r} とボードの ×2トークン {placed} 個で、ゲームの {n} 個にならなければなりません。"},
    "rr.position.no_engineer": {"en": "Engineer {e} does not exist (engineers {low}-{high}).", "ja": "技術者 {e} はいません (技術者 {low}〜{high})。"},
    "rr.position.engineer_twice": {"en": "Engineer {e} appears {n} times (in the row and hired), but there is one such tile.", "ja": "技術者 {e} が {n} 回 (列と雇用済み) 出てきますが、そのタイルは1枚です。"},
    "rr.position.card_engineer": {"en": "Engineer {e} lies on bonus card 2, never in the engineer row.", "ja": "技術者 {e} はアドバンテージカード2の上にあり、技術者の列には来ません。"},
    "rr.position.row_slides": {"en": "In round {rnd}, {gone:count.slot} at the left of the engineer row must be empty: the row slides right each round (and starts with the leftmost empty with 3 players).", "ja": "ラウンド {rnd} では技術者の列の左端 {gone} スロットが空でなければなりません: 列は毎ラウンド右へずれます (3人なら左端が空で始まります)。"},
    "rr.position.hired": {"en": "Players have hired {hired:count.engineer}, but at most {limit} can be hired by round {rnd}: one a round, from the hiring slot (empty once this round's engineer is hired).", "ja": "技術者が {hired} 人雇われていますが、ラウンド {rnd} までに雇えるのは {limit} 人までです: 1ラウンドに1人、雇用スロットから (このラウンドの技術者が雇われるとそこは空)。"},
    "rr.position.card_engineer_held": {"en": "{seat:player} (players[{seat}]) holds engineer {e}, which comes only with bonus card 2, still in the row.", "ja": "{seat:player} (players[{seat}]) が技術者 {e} を持っていますが、それはまだ列にあるアドバンテージカード2でしか手に入りません。"},
    "rr.position.card_engineer_gone": {"en": "Bonus card 2 is out of the row but nobody holds its engineer {e}.", "ja": "アドバンテージカード2が列にないのに、その技術者 {e} を誰も持っていません。"},
    "rr.position.black_twice": {"en": "{seats:player} ({fields}) hold the black worker, but there is one.", "ja": "{seats:player} ({fields}) が黒ワーカーを持っていますが、1人しかいません。"},
    "rr.position.black_in_row": {"en": "{seat:player} (players[{seat}]) holds the black worker, which comes only with bonus card 4, still in the row.", "ja": "{seat:player} (players[{seat}]) が黒ワーカーを持っていますが、それはまだ列にあるアドバンテージカード4でしか手に入りません。"},
    "rr.position.black_gone": {"en": "Bonus card 4 is out of the row but nobody holds its black worker.", "ja": "アドバンテージカード4が列にないのに、その黒ワーカーを誰も持っていません。"},
    "rr.position.cards_taken": {"en": "The row is missing {taken:count.bonus card}, but only {sevens:count.player} took bonus token 7, the one way to take a card.", "ja": "アドバンテージカードが {taken} 枚列から出ていますが、カードを取る唯一の方法であるアドバンテージトークン7を取ったのは {sevens} 人だけです。"},
    "rr.position.no_end_bonus": {"en": "End bonus card {card} does not exist (1-{n}).", "ja": "エンドボーナスカード {card} はありません (1〜{n})。"},
    "rr.position.end_bonus_twice": {"en": "End bonus card {card} appears {n} times (deck and players), but there is one.", "ja": "エンドボーナスカード {card} が {n} 回 (山札とプレイヤー) 出てきますが、1枚しかありません。"},
    "rr.position.end_bonus_count": {"en": "{n} end bonus cards are in the deck and held, but {removed} of the {total} are removed unseen at set-up ({keep} in play).", "ja": "エンドボーナスカードが山札と手元に {n} 枚ありますが、{total} 枚のうち {removed} 枚は準備で見ずに除かれます (使うのは {keep} 枚)。"},
    "rr.position.temps": {"en": "{n} temporary workers are held but the game has {total}.", "ja": "臨時ワーカーが {n} 人持たれていますが、ゲームには {total} 人です。"},
}

ENTRIES = {**PROBLEMS, **SHAPES, **RUSSIAN_RAILROADS}
"""Both languages for every problem of a rail or Russian Railroads position."""


def joined(problems: Sequence[str]) -> Message | str:
    """Several problems as one sentence, ``"; "`` between them as the checks always printed (each keeps its Japanese).

    >>> from steamlab.i18n import msg
    >>> both = joined([msg("position.mark_twice"), msg("position.rotation", i=2)])
    >>> print(both), print(both.render("ja"))
    growth_marks lists a city twice.; track[2]: rotation must be 0-5.
    growth_marks に同じ都市が2回あります。 track[2]: rotation は 0〜5 でなければなりません。
    (None, None)
    """
    if not problems:
        return ""
    out: Message | str = problems[0]
    for problem in problems[1:]:
        out = msg("position.also", first=out, then=problem)
    return out


__all__ = ["ENTRIES", "joined"]
