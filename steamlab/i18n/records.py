# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Messages of loading a record (save file): where the problem is, and what it is, in English and Japanese.

The English templates print exactly the bytes the command line always printed
(``record: action 1: unknown action kind 'fly'``), so ``str(RecordError)`` is
unchanged; a Japanese page (the hot seat's upload, the replay viewer) shows the
same refusal in Japanese with :meth:`~steamlab.i18n.Message.render`. Field names
and action kinds stay as the file writes them (``'players'``, ``raise_capital``):
they are what the reader looks for in the file.

>>> from steamlab.i18n import msg
>>> reason = msg("record.in", source=msg("record.word"), problem=msg("record.at", index=1, problem=msg("action.unknown_kind", kind="fly")))
>>> print(reason), print(reason.render("ja"))
record: action 1: unknown action kind 'fly'
棋譜: アクション 1: 不明なアクションの種類 'fly' です
(None, None)
"""

from __future__ import annotations

RECORDS = {
    "ui.record_refused": {"en": "This record was not loaded: {reason}", "ja": "この棋譜は読み込みませんでした: {reason}"},
    "record.word": {"en": "record", "ja": "棋譜"},
    "record.in": {"en": "{source}: {problem}", "ja": "{source}: {problem}"},
    "record.field": {"en": "field {name!r}", "ja": "項目 {name!r}"},
    "record.at": {"en": "action {index}: {problem}", "ja": "アクション {index}: {problem}"},
    "record.not_object": {"en": "a record must be a JSON object", "ja": "棋譜は JSON のオブジェクト ({{ ... }}) でなければなりません"},
    "record.format": {"en": "field 'format' must be {expected!r}", "ja": "項目 'format' は {expected!r} でなければなりません"},
    "record.missing_field": {"en": "missing field {name!r}", "ja": "項目 {name!r} がありません"},
    "record.wrong_type": {"en": "field {name!r} has the wrong type ({kind:t.json_type})", "ja": "項目 {name!r} の型が違います ({kind:t.json_type})"},
    "record.players_range": {"en": "field 'players' out of range: {players}", "ja": "項目 'players' が範囲外です: {players}"},
    "record.seed_range": {"en": "field 'seed' out of range", "ja": "項目 'seed' が範囲外です"},
    "record.chance": {"en": "field 'chance' is {by_hand!r} or absent (outcomes from the seed)", "ja": "項目 'chance' は {by_hand!r} か、なし (偶然の結果はシードから) です"},
    "record.map": {"en": "field 'map' must name a shipped map ({maps}) or be a map object, not {shown}", "ja": "項目 'map' は同梱のマップの名前 ({maps}) かマップのオブジェクトでなければなりません ({shown} ではなく)"},
    "record.unknown_game": {"en": "unknown game {name!r}; known games: {known}", "ja": "不明なゲーム {name!r} です。使えるゲーム: {known}"},
    "record.no_start": {"en": "{game} records cannot start from a position", "ja": "{game} の棋譜は途中の局面から始められません"},
    "record.start": {"en": "start position: {problem}", "ja": "開始局面: {problem}"},
    "record.start_crash": {"en": "start position: cannot be loaded ({error}: {text})", "ja": "開始局面: 読み込めません ({error}: {text})"},
    "record.old_version": {"en": "This record is version {version}, made before rule changes that alter what it means; this steamlab reads version {current}. Changed since: {since}. Replay it with the steamlab that made it, or play the game again.", "ja": "この棋譜はバージョン {version} で、意味の変わるルール変更の前に作られました。この steamlab が読むのはバージョン {current} です。その後の変更: {since}。作った steamlab で再生するか、もう一度遊んでください。"},
    "record.unsupported_version": {"en": "unsupported version {version} (this steamlab reads {current})", "ja": "バージョン {version} は読めません (この steamlab が読むのは {current} です)"},
    "record.change.1": {"en": "Age of Steam Production now names the goods display box (the 'produce' action has a 'box' field) and the dice take the 1st full box; Age of Steam end scoring counts every section of a complete link, town tiles included; Urbanization is offered only while a town is still on the board; and the Russian Railroads rule corrections of the same round (issue 12)", "ja": "エイジ・オブ・スチームの商品補充で補充ボードの枠を指定するようになり ('produce' アクションに 'box' 項目)、ダイスは最初の満杯の枠から取ります。エイジ・オブ・スチームの最終得点は完成リンクの全区間を町タイルも含めて数えます。都市化は盤上に町が残っている間だけ選べます。同じ回のロシアンレールロードのルール修正 (課題 12) も含みます"},
    "record.illegal": {"en": "illegal {kind}: {reason}", "ja": "{kind} は不正な手です: {reason}"},
    "record.crash": {"en": "{kind} could not be applied ({error}: {text})", "ja": "{kind} を適用できません ({error}: {text})"},
    "record.chance_crash": {"en": "the chance node could not be drawn ({error}: {text})", "ja": "偶然の結果を引けません ({error}: {text})"},
    "record.not_seeded": {"en": 'the chance outcome {outcome} is not the one seed {seed} gives ({expected}); a record whose chance was set by hand says "chance": "{by_hand}"', "ja": '偶然の結果 {outcome} はシード {seed} が出すもの ({expected}) と違います。偶然の結果を手で決めた棋譜には "chance": "{by_hand}" と書きます'},
}

ACTIONS = {
    # the action codec's refusals (steamlab.engine.state.ActionCodec)
    "action.not_object": {"en": "an action must be a JSON object, not {kind:t.json_type}", "ja": "アクションは JSON のオブジェクトでなければなりません ({kind:t.json_type} ではなく)"},
    "action.unknown_kind": {"en": "unknown action kind {kind!r}", "ja": "不明なアクションの種類 {kind!r} です"},
    "action.unknown_fields": {"en": "{kind} does not take {fields}", "ja": "{kind}: 不明な項目 {fields} があります"},
    "action.missing_fields": {"en": "{kind} needs {fields}, which the record lacks", "ja": "{kind}: 項目 {fields} がありません"},
    "action.in": {"en": "{kind}: {problem}", "ja": "{kind}: {problem}"},
    "action.not_a": {"en": "{kind}.{name}: {value} is not a {type}", "ja": "{kind}.{name}: {value} は {type} ではありません"},
    "action.too_deep": {"en": "lists nested more than {depth} deep", "ja": "リストの入れ子が {depth} 段より深くなっています"},
    "action.string_long": {"en": "{kind}.{name}: string too long", "ja": "{kind}.{name}: 文字列が長すぎます"},
    "action.number_range": {"en": "{kind}.{name}: number {value} out of range", "ja": "{kind}.{name}: 数 {value} が範囲外です"},
    "action.list_long": {"en": "{kind}.{name}: list too long", "ja": "{kind}.{name}: リストが長すぎます"},
    "action.unsupported": {"en": "{kind}.{name}: unsupported value {value}", "ja": "{kind}.{name}: 使えない値 {value} です"},
}

JSON_TYPES = {
    # Python's names of the JSON value types, as a record's reader meets them
    "json_type.str": {"en": "str", "ja": "文字列"},
    "json_type.int": {"en": "int", "ja": "整数"},
    "json_type.float": {"en": "float", "ja": "小数"},
    "json_type.bool": {"en": "bool", "ja": "真偽値"},
    "json_type.NoneType": {"en": "NoneType", "ja": "null"},
    "json_type.list": {"en": "list", "ja": "リスト"},
    "json_type.dict": {"en": "dict", "ja": "オブジェクト"},
}

ENTRIES = {**RECORDS, **ACTIONS, **JSON_TYPES}
"""Both languages for every message of loading a record."""
