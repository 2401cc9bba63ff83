"""Labels of the game widgets in English and Japanese, behind one switch.

The Japanese terms follow the glossary of the rule sources
(``/work/shared/seeds/README.md``): 収入 income, 勝利点 victory points,
機関車レベル locomotive level, 株式 shares, リンク link, 方向転換 redirect ...

>>> tr("cash", "en"), tr("cash", "ja")
('Cash', '所持金')
>>> tr("turn_of", "en", turn=2, total=8)
'Turn 2 of 8'
>>> tr("no_such_key", "ja")      # an unknown key shows itself rather than failing
'no_such_key'
>>> phase_name("build", "ja"), action_name("first_move", "ja"), kind_name("bid", "en")
('線路敷設', '最初の輸送', 'Bid')
"""

from __future__ import annotations

from collections.abc import Callable

import ipywidgets as widgets

LANGUAGES = ("en", "ja")

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "cash": "Cash",
        "income": "Income",
        "vp": "VP",
        "locomotive": "Locomotive",
        "shares": "Shares",
        "action": "Action",
        "links": "Links",
        "complete_links": "complete",
        "incomplete_links": "incomplete",
        "none": "none",
        "out": "out of the game",
        "to_act": "to act",
        "turn_of": "Turn {turn} of {total}",
        "phase": "Phase",
        "player": "Player",
        "game_over": "Game over",
        "winner": "Winner",
        "score": "Score",
        "total": "Total",
        "undo": "Undo",
        "save": "Save record",
        "load": "Load record",
        "log": "Log",
        "replay": "Step",
        "play_from_here": "Play on from here",
        "viewing": "Viewing step {k} of {n}: move the slider to the end to play on.",
        "do": "Do it",
        "bot": "Bot move",
        "language": "Language",
        "rotate": "Rotate ⟳",
        "confirm": "Confirm",
        "tile": "Tile",
        "rotation": "rotation",
        "legal": "legal",
        "illegal": "illegal",
        "cost": "Cost",
        "kind_new": "new track",
        "kind_improve": "improve",
        "kind_redirect": "redirect",
        "click_hex_build": "Click a hex to see the tiles you may lay there.",
        "no_options": "No tile can go on {hex}.",
        "legal_here": "{n} legal tile/rotation(s) here",
        "illegal_reasons": "Why the other tiles are refused",
        "cube": "Cube",
        "routes": "Deliveries",
        "points": "Points",
        "best": "best",
        "click_city_deliver": "Click a city with goods to see where its cubes can go.",
        "no_deliveries": "No legal delivery from here.",
        "deliver": "Deliver",
        "unowned": "unowned",
        "saved": "Saved: download the record",
        "loaded": "Loaded a record of {n} actions.",
        "new_game": "New game",
        "rules": "Rules",
        "players": "Players",
        "map": "Map",
        "seed": "Seed",
        "first_build": "First build of the game",
        "sample": "Sample position",
        "reset": "Reset",
        "build_mode": "Build",
        "deliver_mode": "Deliver",
        "actions": "Legal actions",
        "record": "Record",
    },
    "ja": {
        "cash": "所持金",
        "income": "収入",
        "vp": "勝利点",
        "locomotive": "機関車レベル",
        "shares": "株式",
        "action": "アクション",
        "links": "リンク",
        "complete_links": "完成区間",
        "incomplete_links": "未完成区間",
        "none": "なし",
        "out": "脱落",
        "to_act": "手番",
        "turn_of": "ターン {turn} / {total}",
        "phase": "フェイズ",
        "player": "プレイヤー",
        "game_over": "ゲーム終了",
        "winner": "勝者",
        "score": "得点",
        "total": "合計",
        "undo": "一手戻す",
        "save": "棋譜を保存",
        "load": "棋譜を読み込む",
        "log": "記録",
        "replay": "手順",
        "play_from_here": "ここから再開",
        "viewing": "{n} 手中 {k} 手目を表示中: スライダーを最後に戻すと続きを指せます。",
        "do": "実行",
        "bot": "ボットの手",
        "language": "言語",
        "rotate": "回転 ⟳",
        "confirm": "確定",
        "tile": "線路タイル",
        "rotation": "向き",
        "legal": "可",
        "illegal": "不可",
        "cost": "費用",
        "kind_new": "新規敷設",
        "kind_improve": "既存線路の改善",
        "kind_redirect": "方向転換",
        "click_hex_build": "ヘクスをクリックすると置ける線路タイルが表示されます。",
        "no_options": "{hex} にはタイルを置けません。",
        "legal_here": "ここに置けるタイルと向き: {n} 通り",
        "illegal_reasons": "ほかのタイルが置けない理由",
        "cube": "商品コマ",
        "routes": "輸送",
        "points": "輸送ポイント",
        "best": "最善",
        "click_city_deliver": "商品のある都市をクリックすると輸送先が表示されます。",
        "no_deliveries": "ここからの合法な輸送はありません。",
        "deliver": "輸送する",
        "unowned": "所有者なし",
        "saved": "保存しました: 棋譜をダウンロード",
        "loaded": "{n} 手の棋譜を読み込みました。",
        "new_game": "新しいゲーム",
        "rules": "ルール",
        "players": "人数",
        "map": "マップ",
        "seed": "シード",
        "first_build": "ゲーム最初の敷設",
        "sample": "サンプル局面",
        "reset": "リセット",
        "build_mode": "敷設",
        "deliver_mode": "輸送",
        "actions": "合法手",
        "record": "棋譜",
    },
}

PHASES: dict[str, dict[str, str]] = {
    "en": {
        "setup": "Set-up", "capital": "Raise capital", "shares": "Issue shares", "auction": "Turn-order auction",
        "actions": "Action selection", "build": "Build track", "move": "Move goods", "income": "Income",
        "order": "Turn order", "growth": "Goods growth", "end": "Game over",
    },
    "ja": {
        "setup": "準備", "capital": "資本調達", "shares": "株式発行", "auction": "手番順の競り",
        "actions": "アクション選択", "build": "線路敷設", "move": "商品輸送", "income": "収入",
        "order": "手番順決定", "growth": "商品補充", "end": "ゲーム終了",
    },
}  # fmt: skip

ACTION_TILES: dict[str, dict[str, str]] = {
    "en": {
        "first_move": "First Move", "first_build": "First Build", "engineer": "Engineer", "locomotive": "Locomotive",
        "urbanization": "Urbanization", "city_growth": "City Growth", "production": "Production",
        "turn_order": "Turn Order", "pass": "none",
    },
    "ja": {
        "first_move": "最初の輸送", "first_build": "最初の敷設", "engineer": "エンジニア", "locomotive": "機関車",
        "urbanization": "都市化", "city_growth": "都市成長", "production": "商品補充",
        "turn_order": "プレイ順 (パス)", "pass": "なし",
    },
}  # fmt: skip

KINDS: dict[str, dict[str, str]] = {
    "en": {
        "raise_capital": "Raise capital (steps)", "issue_shares": "Issue shares", "bid": "Bid", "drop_out": "Drop out",
        "free_pass": "Free pass", "choose_action": "Take action tile", "build": "Build", "urbanize": "Urbanize",
        "urbanize_supply": "Supply space for the new city", "city_growth": "City Growth", "end_build": "End building",
        "move_goods": "Move goods", "upgrade_locomotive": "Upgrade locomotive", "pass_move": "Pass",
        "take_points": "Points to", "produce": "Production: column",
    },
    "ja": {
        "raise_capital": "資本調達 (段数)", "issue_shares": "株式発行", "bid": "入札", "drop_out": "降りる",
        "free_pass": "パス", "choose_action": "アクションタイルを取る", "build": "線路敷設", "urbanize": "都市化",
        "urbanize_supply": "新都市への商品供給マス", "city_growth": "都市成長", "end_build": "敷設を終える",
        "move_goods": "商品輸送", "upgrade_locomotive": "機関車を強化", "pass_move": "パス",
        "take_points": "ポイントの行き先", "produce": "商品補充: 列",
    },
}  # fmt: skip


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def tr(key: str, lang: str = "en", **fields: object) -> str:
    """The label ``key`` in ``lang`` (English if unknown), formatted with ``fields``."""
    text = LABELS[_lang(lang)].get(key) or LABELS["en"].get(key) or key
    return text.format(**fields) if fields else text


def phase_name(phase: str, lang: str = "en") -> str:
    return PHASES[_lang(lang)].get(phase, phase)


def action_name(tile: str | None, lang: str = "en") -> str:
    if tile is None:
        return "—"
    return ACTION_TILES[_lang(lang)].get(tile, tile)


def kind_name(kind: str, lang: str = "en") -> str:
    return KINDS[_lang(lang)].get(kind, kind.replace("_", " "))


def language_switch(value: str = "en", on_change: Callable[[str], object] | None = None) -> widgets.ToggleButtons:
    """The one switch: English / 日本語; calls ``on_change(lang)`` when flipped."""
    switch = widgets.ToggleButtons(options=[("English", "en"), ("日本語", "ja")], value=_lang(value),
                                   style={"button_width": "80px"}, layout=widgets.Layout(width="auto"))
    switch.add_class("steamlab-lang")
    if on_change is not None:
        switch.observe(lambda change: on_change(change["new"]), names="value")
    return switch


__all__ = ["LABELS", "LANGUAGES", "action_name", "kind_name", "language_switch", "phase_name", "tr"]
