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
    "position.unknown_fields": {"en": "Unknown field(s) in the position: {fields}.", "ja": "局面に不明な項目があります: {fields}。"},
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

ENTRIES = {**PROBLEMS, **SHAPES}
"""Both languages for every problem of a rail position."""


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
