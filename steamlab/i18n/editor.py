# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""The map editor's words (``editor.*``), the map checks' sentences (``map.*``) and the editor's refusals (``edit.*``).

``map.*`` are the sentences of the map loader (:func:`steamlab.core.maps.parse_map`), the
ones ``steamlab maps validate`` prints: their English is the command's output byte for byte.
``editor.*`` are the dashboard's labels, tool names, buttons and status lines, and the
rule-set checks (:func:`steamlab.editor.rule_sets`). ``edit.*`` are the edits
:class:`steamlab.editor.MapDraft` refuses.

>>> from steamlab.i18n import msg
>>> m = msg("map.on_water", terrain="lake")
>>> print(m); print(m.render("ja"))
a town or city cannot stand on lake
町や都市は湖の上に置けません
>>> msg("map.name_twice", name="Ash", other="A1").render("ja")
"名前 'Ash' が2回使われています (もう一方は A1)"
"""

from __future__ import annotations

MAP = {
    "map.not_object": {"en": "must be an object", "ja": "オブジェクト ({{...}}) でなければなりません"},
    "map.unknown_fields": {"en": "unknown {fields:noun.field} {fields!r}", "ja": "知らない項目 {fields!r}"},
    "map.not_whole": {"en": "must be a whole number, not {value!r}", "ja": "整数でなければなりません ({value!r} ではなく)"},
    "map.below": {"en": "{value} is below {low}", "ja": "{value} は最小値 {low} より小さい"},
    "map.above": {"en": "{value} is above {high}", "ja": "{value} は最大値 {high} より大きい"},
    "map.not_text": {"en": "must be a non-empty string", "ja": "空でない文字列でなければなりません"},
    "map.unknown_colour": {
        "en": "unknown colour {value!r}; colours are {colours:t.cube}",
        "ja": "知らない色 {value!r}。色は {colours:t.cube}",
    },
    "map.bad_position": {
        "en": "a position is [column, row] with whole numbers 0-199, not {value!r}",
        "ja": "位置は [列, 行] (0〜199 の整数) で書きます ({value!r} ではなく)",
    },
    "map.bad_format": {"en": "expected {expected!r}, found {found!r}", "ja": "{expected!r} のはずが {found!r}"},
    "map.bad_orientation": {
        "en": "must be 'flat' or 'pointy'",
        "ja": "'flat' (平らな上辺) か 'pointy' (尖った上端) のどちらか",
    },
    "map.turns_object": {
        "en": 'must be an object like {{"3": 10}}',
        "ja": '{{"3": 10}} のようなオブジェクトでなければなりません',
    },
    "map.turns_keys": {"en": 'keys are player counts 1-8 ("3", "4" ...)', "ja": 'キーはプレイ人数 1〜8 ("3"、"4" …)'},
    "map.turns_missing": {
        "en": "no number of turns for {counts} players in {where}",
        "ja": "{where}に {counts} 人の手番数がありません",
    },
    "map.turns_own": {"en": "the map's own table", "ja": "マップ自身の手番表"},
    "map.turns_rules": {
        "en": "the rules' tables (give the map a 'turns' table for others)",
        "ja": "ルールの手番表 (ほかの人数にはマップに 'turns' 表を付けます)",
    },
    "map.costs_missing": {"en": "missing {missing!r}", "ja": "{missing!r} がありません"},
    "map.no_hexes": {"en": "missing or empty list of hexes", "ja": "ヘクスの一覧がないか空です"},
    "map.hex_twice": {
        "en": "hex [{col}, {row}] ({hex}) is listed twice",
        "ja": "ヘクス [{col}, {row}] ({hex}) が2回書かれています",
    },
    "map.unknown_terrain": {
        "en": "unknown terrain {terrain!r}; terrains are {terrains:t.terrain}",
        "ja": "知らない地形 {terrain!r}。地形は {terrains:t.terrain}",
    },
    "map.city_colour": {"en": "a city needs a colour", "ja": "都市には色が必要です"},
    "map.town_and_city": {
        "en": "a hex holds a town or a city, not both",
        "ja": "1つのヘクスに置けるのは町か都市のどちらか1つです",
    },
    "map.on_water": {
        "en": "a town or city cannot stand on {terrain:t.terrain}",
        "ja": "町や都市は{terrain:t.terrain}の上に置けません",
    },
    "map.name_twice": {
        "en": "the name {name!r} is used twice (also at {other})",
        "ja": "名前 {name!r} が2回使われています (もう一方は {other})",
    },
    "map.impassable_list": {
        "en": 'must be a list of {{"at": [col, row], "edge": "TR"}}',
        "ja": '{{"at": [列, 行], "edge": "TR"}} の一覧でなければなりません',
    },
    "map.not_on_map": {"en": "{hex} is not on the map", "ja": "{hex} はマップにありません"},
    "map.unknown_edge": {"en": "unknown edge {edge!r}; edges are {edges}", "ja": "知らない辺 {edge!r}。辺は {edges}"},
    "map.edge_nowhere": {
        "en": "edge {edge} of {hex} leads to nowhere (off the map)",
        "ja": "{hex} の辺 {edge} の先にヘクスがありません (マップの外)",
    },
    "map.not_list": {"en": "must be a list", "ja": "一覧 (リスト) でなければなりません"},
    "map.new_city_twice": {"en": "new city {id!r} listed twice", "ja": "新都市 {id!r} が2回書かれています"},
    "map.light_dark": {"en": "must be 'light' or 'dark'", "ja": "'light' (明) か 'dark' (暗) のどちらか"},
    "map.not_a_city": {"en": "{name!r} is not a city on this map", "ja": "{name!r} はこのマップの都市ではありません"},
    "map.display_empty": {
        "en": "this goods-display column names no city yet (every column needs a city of this map)",
        "ja": "この商品表示の列にはまだ都市がありません (どの列にもこのマップの都市が必要です)",
    },
    "map.no_display": {
        "en": "missing (every map must be playable under Age of Steam)",
        "ja": "ありません (どのマップもエイジ・オブ・スチームで遊べなければなりません)",
    },
    "map.no_supply": {
        "en": "missing (every map must be playable under Steam)",
        "ja": "ありません (どのマップもスチームで遊べなければなりません)",
    },
}
"""The map loader's sentences (``steamlab maps validate``)."""

EDIT = {
    "edit.no_map": {"en": "no map called {name!r}", "ja": "{name!r} というマップはありません"},
    "edit.position": {
        "en": "a position is (column, row), not {pos!r}",
        "ja": "位置は (列, 行) で書きます ({pos!r} ではなく)",
    },
    "edit.outside": {
        "en": "({col}, {row}) is outside the {cols} x {rows} grid",
        "ja": "({col}, {row}) は {cols} × {rows} の盤の外です",
    },
    "edit.off_map": {
        "en": "({col}, {row}) is off the map: paint a terrain there first",
        "ja": "({col}, {row}) はマップにありません: 先に地形を塗ってください",
    },
    "edit.start_cubes": {"en": "a whole number 0-10, not {value!r}", "ja": "0〜10 の整数 ({value!r} ではなく)"},
    "edit.text": {"en": "must be text", "ja": "文字でなければなりません"},
    "edit.player_count": {"en": "a player count 1-8, not {value!r}", "ja": "人数は 1〜8 ({value!r} ではなく)"},
    "edit.min_above_max": {"en": "min {low} is above max {high}", "ja": "最少人数 {low} が最多人数 {high} より大きい"},
    "edit.turns": {"en": "a number of turns 1-50, not {value!r}", "ja": "手番数は 1〜50 ({value!r} ではなく)"},
    "edit.halves": {
        "en": "the halves are 'light' and 'dark', not {half!r}",
        "ja": "半分は 'light' (明) と 'dark' (暗) ({half!r} ではなく)",
    },
    "edit.columns": {"en": "columns are numbered 1-6, not {number!r}", "ja": "列の番号は 1〜6 ({number!r} ではなく)"},
    "edit.city_name": {"en": "a city name", "ja": "都市の名前を入れてください"},
    "edit.whole": {"en": "a whole number {low}-{high}, not {value!r}", "ja": "{low}〜{high} の整数 ({value!r} ではなく)"},
    "edit.new_city_exists": {"en": "there is already a new city {id!r}", "ja": "新都市 {id!r} はもうあります"},
    "edit.die_number": {"en": "a die number 1-6, not {value!r}", "ja": "ダイスの目は 1〜6 ({value!r} ではなく)"},
    "edit.no_new_city": {"en": "no new city {id!r}", "ja": "新都市 {id!r} はありません"},
    "edit.not_saved": {"en": "not saved: {problem}", "ja": "保存していません: {problem}"},
    "edit.not_saved_more": {
        "en": "not saved: {problem} (and {n} more)",
        "ja": "保存していません: {problem} (ほかに {n} 件)",
    },
    "edit.shipped": {
        "en": "{id!r} is a shipped map: give the map another id to save it",
        "ja": "{id!r} は同梱のマップです: 別の ID を付けて保存してください",
    },
    "edit.cannot_write": {"en": "cannot write {path} ({why})", "ja": "{path} に書き込めません ({why})"},
    "edit.bad_id": {
        "en": "an id is 1-40 lowercase letters, digits or '_', not {value!r}",
        "ja": "ID は小文字・数字・'_' の 1〜40 文字 ({value!r} ではなく)",
    },
    "edit.grid": {
        "en": "a grid is 1-{most} columns by 1-{most} rows, not {value!r}",
        "ja": "盤は 1〜{most} 列 × 1〜{most} 行 ({value!r} ではなく)",
    },
    "edit.orientation": {
        "en": "'flat' or 'pointy', not {value!r}",
        "ja": "'flat' (平らな上辺) か 'pointy' (尖った上端) ({value!r} ではなく)",
    },
    "edit.name_needed": {"en": "a name is needed", "ja": "名前が必要です"},
    "edit.name_long": {"en": "a name has at most 60 characters", "ja": "名前は 60 文字まで"},
    "edit.unknown_edge": {
        "en": "unknown edge {edge!r}; edges are {edges} or 0-5",
        "ja": "知らない辺 {edge!r}。辺は {edges} か 0〜5",
    },
    "edit.not_hex": {"en": "{hex}: not a hex of this grid", "ja": "{hex}: この盤のヘクスではありません"},
    "edit.bad_label": {"en": "{text!r} is not a hex label (e.g. C3)", "ja": "{text!r} はヘクス名ではありません (例 C3)"},
    "edit.bad_turns": {
        "en": "turns: {part!r} is not 'players:turns' (e.g. 3:10)",
        "ja": "手番数: {part!r} は「人数:手番数」(例 3:10) ではありません",
    },
    "edit.json_object": {"en": "a map is a JSON object", "ja": "マップは JSON のオブジェクト ({{...}}) です"},
    "edit.players_object": {"en": 'must be {{"min": n, "max": n}}', "ja": '{{"min": n, "max": n}} の形でなければなりません'},
    "edit.hexes_list": {"en": "must be a list of hexes", "ja": "ヘクスの一覧でなければなりません"},
    "edit.position_twice": {"en": "position {pos!r} is listed twice", "ja": "位置 {pos!r} が2回書かれています"},
    "edit.town_text": {"en": "a town's name is text", "ja": "町の名前は文字で書きます"},
    "edit.city_needs": {
        "en": "a city needs a name and a colour ({colours:t.cube})",
        "ja": "都市には名前と色 ({colours:t.cube}) が必要です",
    },
    "edit.whole_number": {"en": "must be a whole number", "ja": "整数でなければなりません"},
    "edit.list_objects": {"en": "must be a list of objects", "ja": "オブジェクトの一覧でなければなりません"},
    "edit.too_big": {
        "en": "the editor draws grids up to {most} x {most}, this map is {cols} x {rows}",
        "ja": "エディタで描ける盤は {most} × {most} まで、このマップは {cols} × {rows} です",
    },
    "edit.position_range": {
        "en": "a position is [column, row] with whole numbers 0-{top}",
        "ja": "位置は [列, 行] (0〜{top} の整数) で書きます",
    },
    "edit.photo_flat": {"en": "the photo's transform squashes it flat", "ja": "この合わせ方では写真が潰れてしまいます"},
    "edit.photo_two": {
        "en": "two references must be different points of the photo and different hexes",
        "ja": "2つの基準は写真上の別々の点・別々のヘクスにしてください",
    },
    "edit.photo_line": {
        "en": "three references must not lie in a line on the photo",
        "ja": "3つの基準が写真上で一直線に並ばないようにしてください",
    },
    "edit.photo_bytes": {"en": "a photo has at most {most} bytes ({size})", "ja": "写真は {most} バイトまで ({size})"},
    "edit.photo_kind": {"en": "the photo must be a PNG or JPEG image", "ja": "写真は PNG か JPEG の画像にしてください"},
    "edit.photo_size": {"en": "a photo of {w} x {h} pixels cannot be used", "ja": "{w} × {h} ピクセルの写真は使えません"},
}
"""What :class:`steamlab.editor.MapDraft` and the photo tracing refuse."""

EDITOR = {
    "editor.help": {
        "en": "Pick a tool and click or drag on the map: terrain, towns, cities (colour and starting goods), thick black lines (click near an edge), erase. The Map tab holds the name, notes, grid size, hex orientation, player counts and game lengths; the Goods tab the Age of Steam goods display, the new-city tiles and the Steam goods supply; the Photo tab a photo of a board to trace over. The map is checked after every stroke: problems are listed beside it and marked in red on the hex or edge. Save puts the map in your maps folder ($STEAMLAB_MAPS, else ~/.steamlab/maps), where every dashboard's map list finds it; Play on this map opens the hot seat or the scenario lab on it.",
        "ja": "道具を選び、マップをクリックまたはドラッグします: 地形、町、都市 (色と初期商品)、通行不可の辺 (辺の近くをクリック)、消去。「マップ」タブには名前・メモ・盤の大きさ・ヘクスの向き・人数と手番数、「商品」タブにはエイジ・オブ・スチームの商品表示・新都市タイル・スチームの商品供給、「写真」タブには下絵にするボードの写真があります。描くたびにマップを検査し、問題を横に並べ、そのヘクスや辺を赤で示します。「保存」でマップを自分のマップフォルダ ($STEAMLAB_MAPS、なければ ~/.steamlab/maps) に置き、どのダッシュボードのマップ一覧にも出ます。「このマップで遊ぶ」で対戦か局面ラボをこのマップで開きます。",
    },
    "editor.tool.plain": {"en": "Plain", "ja": "平地"},
    "editor.tool.river": {"en": "River", "ja": "川"},
    "editor.tool.hill": {"en": "Hill", "ja": "丘陵"},
    "editor.tool.mountain": {"en": "Mountain", "ja": "山岳"},
    "editor.tool.coast": {"en": "Coast", "ja": "海岸"},
    "editor.tool.lake": {"en": "Lake", "ja": "湖"},
    "editor.tool.sea": {"en": "Sea", "ja": "海"},
    "editor.tool.none": {"en": "Erase", "ja": "消去"},
    "editor.tool.town": {"en": "Town", "ja": "町"},
    "editor.tool.city": {"en": "City", "ja": "都市"},
    "editor.tool.clear": {"en": "Clear place", "ja": "場所を消す"},
    "editor.tool.line": {"en": "Thick line", "ja": "通行不可"},
    "editor.tool.photo_ref": {"en": "Align photo", "ja": "写真合わせ"},
    "editor.tool": {"en": "Tool", "ja": "道具"},
    "editor.name": {"en": "Name", "ja": "名前"},
    "editor.color": {"en": "Colour", "ja": "色"},
    "editor.cubes": {"en": "Goods", "ja": "初期商品"},
    "editor.marker": {"en": "City Growth marker", "ja": "都市成長マーカー"},
    "editor.undo": {"en": "Undo", "ja": "元に戻す"},
    "editor.redo": {"en": "Redo", "ja": "やり直す"},
    "editor.save": {"en": "Save", "ja": "保存"},
    "editor.download": {"en": "Download", "ja": "ダウンロード"},
    "editor.open": {"en": "Open", "ja": "開く"},
    "editor.new": {"en": "New map", "ja": "新しいマップ"},
    "editor.map_tab": {"en": "Map", "ja": "マップ"},
    "editor.goods_tab": {"en": "Goods", "ja": "商品"},
    "editor.play_tab": {"en": "Play", "ja": "プレイ"},
    "editor.photo_tab": {"en": "Photo", "ja": "写真"},
    "editor.id": {"en": "Id", "ja": "ID"},
    "editor.map_title": {"en": "Title", "ja": "名称"},
    "editor.source": {"en": "Source", "ja": "出典"},
    "editor.notes": {"en": "Notes", "ja": "メモ"},
    "editor.orientation": {"en": "Hexes", "ja": "ヘクス"},
    "editor.flat": {"en": "flat-topped", "ja": "平らな上辺"},
    "editor.pointy": {"en": "pointy-topped", "ja": "尖った上端"},
    "editor.cols": {"en": "Columns", "ja": "列"},
    "editor.rows": {"en": "Rows", "ja": "行"},
    "editor.players": {"en": "Players", "ja": "人数"},
    "editor.to": {"en": "to", "ja": "〜"},
    "editor.turns": {"en": "Turns", "ja": "手番数"},
    "editor.apply": {"en": "Apply", "ja": "適用"},
    "editor.turns_help": {"en": "e.g. 3:10 4:8 (empty: the rules' length)", "ja": "例 3:10 4:8 (空欄: ルールの手番数)"},
    "editor.display": {"en": "Goods display (Age of Steam)", "ja": "商品表示 (エイジ・オブ・スチーム)"},
    "editor.light": {"en": "light", "ja": "明"},
    "editor.dark": {"en": "dark", "ja": "暗"},
    "editor.boxes": {"en": "Boxes per column", "ja": "列ごとの枠"},
    "editor.new_boxes": {"en": "Boxes per new city", "ja": "新都市ごとの枠"},
    "editor.supply": {"en": "Goods supply (Steam)", "ja": "商品供給 (スチーム)"},
    "editor.spaces": {"en": "Spaces", "ja": "スペース"},
    "editor.supply_cubes": {"en": "Cubes", "ja": "キューブ"},
    "editor.cubes_3p": {"en": "Cubes, 3 players", "ja": "3人時のキューブ"},
    "editor.new_cities": {"en": "New cities", "ja": "新都市"},
    "editor.add": {"en": "Add", "ja": "追加"},
    "editor.remove": {"en": "Remove", "ja": "削除"},
    "editor.letter": {"en": "Letter", "ja": "記号"},
    "editor.number": {"en": "Die", "ja": "ダイス"},
    "editor.display_half": {"en": "Display", "ja": "表示"},
    "editor.play": {"en": "Play on this map", "ja": "このマップで遊ぶ"},
    "editor.play_in": {"en": "Open in", "ja": "開く先"},
    "editor.play_hot_seat": {"en": "the hot seat", "ja": "対戦 (ホットシート)"},
    "editor.play_lab": {"en": "the scenario lab", "ja": "局面ラボ"},
    "editor.rules": {"en": "Rules", "ja": "ルール"},
    "editor.rule_choice": {"en": "{game:t.game} — {rules:t.ruleset}", "ja": "{game:t.game} — {rules:t.ruleset}"},
    "editor.no_problems": {"en": "No problems: the map is ready to play.", "ja": "問題なし: このマップで遊べます。"},
    "editor.problems": {"en": "{n:count.problem}", "ja": "問題 {n} 件"},
    "editor.at_hex": {"en": "at {hex}", "ja": "{hex}"},
    "editor.at_edge": {"en": "edge {edge} of {hex}", "ja": "{hex} の辺 {edge}"},
    "editor.saved": {
        "en": "Saved to {path}: it is in every dashboard's map list.",
        "ja": "{path} に保存しました: すべてのダッシュボードのマップ一覧に出ます。",
    },
    "editor.opened": {"en": "Opened {name}.", "ja": "{name} を開きました。"},
    "editor.playable": {"en": "{game:t.game}: {players} players", "ja": "{game:t.game}: {players} 人"},
    "editor.not_playable": {"en": "{game:t.game}: not playable ({reason})", "ja": "{game:t.game}: 遊べません ({reason})"},
    "editor.fix_first": {"en": "the map has {n:count.problem} to fix first", "ja": "先に直す問題が {n} 件あります"},
    "editor.counts_differ": {
        "en": "the rules are for {low}-{high} players, the map for {pmin}-{pmax}",
        "ja": "ルールは {low}〜{high} 人用、マップは {pmin}〜{pmax} 人用",
    },
    "editor.counts_differ_turns": {
        "en": "the rules are for {low}-{high} players, the map for {pmin}-{pmax} with a game length for {own}",
        "ja": "ルールは {low}〜{high} 人用、マップは {pmin}〜{pmax} 人用で手番数があるのは {own} 人",
    },
    "editor.paint_help": {
        "en": "Pick a tool, then click or drag on the map.",
        "ja": "道具を選び、マップをクリックまたはドラッグ。",
    },
    "editor.upload": {"en": "Load file", "ja": "ファイルを読む"},
    "editor.fill_display": {"en": "Fill empty columns with the cities", "ja": "空いた列を都市で埋める"},
    "editor.opacity": {"en": "Opacity", "ja": "不透明度"},
    "editor.ref_hex": {"en": "Next reference hex", "ja": "次の基準ヘクス"},
    "editor.clear_refs": {"en": "Clear references", "ja": "基準を消す"},
    "editor.remove_photo": {"en": "Remove photo", "ja": "写真を外す"},
    "editor.photo_help": {
        "en": "Trace over a photo: load it, then with the Align photo tool click the centre of a hex on the photo after typing that hex's label (e.g. C3). One reference moves the photo, two scale and turn it, three also straighten a slanted picture.",
        "ja": "写真をなぞる: 写真を読み込み、ヘクス名 (例 C3) を入力してから、写真合わせの道具で写真上のそのヘクスの中心をクリック。基準1つで移動、2つで拡大と回転、3つで斜めの写真も補正します。",
    },
    "editor.photo_refs": {
        "en": "{n:count.reference}; the farthest lands {px} px from its hex centre.",
        "ja": "基準 {n} 個; 最大のずれ {px} px。",
    },
    "editor.photo_upload": {"en": "Load photo", "ja": "写真を読む"},
    "editor.failed": {"en": "Something went wrong ({kind}): {error}", "ja": "うまくいきませんでした ({kind}): {error}"},
}
"""The dashboard's labels, buttons, status lines and the rule-set checks."""

ENTRIES = {**MAP, **EDIT, **EDITOR}
