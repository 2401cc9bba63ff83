"""Lesson 20: the action spaces of Russian Railroads, their prices, payments, reuse and the black worker.

Every table is read from the rules data and the engine (``spaces.payments``,
``spaces.reuse_candidates``, a placement played by :func:`~.rr_play.take`).

>>> t = spaces_table(players=2)
>>> t.column("space")[:3], t.column("note")[0]
(['2 black rails', '3 black rails', '2 grey rails'], 'covered with fewer than 3 players')
>>> black_steps(black_worker=False), black_steps(black_worker=True)
(3, 4)
"""

from __future__ import annotations

from steamlab.course.rr_play import take
from steamlab.course.rr_words import Table, effects_text, headers, price_text, word
from steamlab.games.russian_railroads.data import rules_data
from steamlab.games.russian_railroads.spaces import payments, reuse_candidates, space_of, space_open
from steamlab.games.russian_railroads.state import RussianRailroadsState
from steamlab.i18n import register, render, term
from steamlab.i18n.russian_railroads import space as space_name
from steamlab.scenarios.rr_builder import RRScenario

WORDS = {
    "course.rr.area.rails": {"en": "rails", "ja": "線路延長"},
    "course.rr.area.locomotives": {"en": "locomotives and factories", "ja": "機関車/工場"},
    "course.rr.area.industry": {"en": "industrialisation", "ja": "工業化"},
    "course.rr.area.auxiliary": {"en": "auxiliary actions", "ja": "補助アクション"},
    "course.rr.area.engineers": {"en": "engineers", "ja": "技術者"},
    "course.rr.area.turn_order": {"en": "turn order", "ja": "手番変更"},
    "course.rr.note.reusable": {"en": "may be taken again and again in a round", "ja": "1ラウンドに何度でも使える"},
    "course.rr.note.no_reuse": {"en": "never used again by a reuse effect", "ja": "再使用の効果では使えない"},
    "course.rr.note.min_players": {"en": "covered with fewer than {n} players", "ja": "{n}人未満では使えない"},
    "course.rr.note.last_round_only": {"en": "last round only (covers the turn-order spaces)",
                                       "ja": "最終ラウンドのみ (手番順マスの上に置かれる)"},
    "course.rr.note.not_last_round": {"en": "not in the last round", "ja": "最終ラウンドにはない"},
    "course.rr.pay.worker": {"en": "own workers", "ja": "自分のワーカー"},
    "course.rr.pay.temp": {"en": "temporary workers", "ja": "臨時ワーカー"},
    "course.rr.pay.black": {"en": "black worker", "ja": "黒のワーカー"},
    "course.rr.pay.ruble": {"en": "rubles", "ja": "ルーブル"},
    "course.rr.pay.price": {"en": "price", "ja": "必要なもの"},
    "course.rr.reuse.yes": {"en": "yes", "ja": "できる"},
    "course.rr.reuse.pieces": {"en": "no: {n} pieces of yours stand on it", "ja": "できない: 自分のコマが{n}個置かれている"},
    "course.rr.reuse.space": {"en": "no: this space is never used again", "ja": "できない: このマスは再使用できない"},
    "course.rr.reuse.incomplete": {"en": "no: it could not be done in full now", "ja": "できない: 今は完全に実行できない"},
    "course.rr.reuse.others": {"en": "no: none of the pieces is yours", "ja": "できない: 自分のコマがない"},
}
register(WORDS)

AREAS = ("rails", "locomotives", "industry", "auxiliary", "engineers", "turn_order")
"""The areas of the main board, in the order the lesson shows them."""


def _notes(sid: str, players: int, lang: str) -> str:
    s = space_of(sid)
    assert s is not None
    notes = []
    if s.reusable:
        notes.append(word("note.reusable", lang))
    if s.no_reuse:
        notes.append(word("note.no_reuse", lang))
    if s.min_players > players:
        notes.append(word("note.min_players", lang, n=s.min_players))
    if s.last_round_only:
        notes.append(word("note.last_round_only", lang))
    if s.not_last_round:
        notes.append(word("note.not_last_round", lang))
    return ("、" if lang == "ja" else "; ").join(notes)


def spaces_table(players: int = 4, lang: str = "en", areas: tuple[str, ...] = AREAS) -> Table:
    """Every action space of the main board for ``players`` players: area, price, what it does, notes."""
    rows = []
    for area in areas:
        for s in rules_data().spaces:
            if s.area == area:
                rows.append([word(f"area.{area}", lang), render(space_name(s.id), lang),
                             price_text(s.workers, s.rubles, lang), effects_text(s.effects, lang),
                             _notes(s.id, players, lang)])  # fmt: skip
    heads = headers([("area", "エリア"), ("space", "アクションスペース"), ("price", "必要なもの"),
                     ("what it does", "効果"), ("note", "注意")], lang)  # fmt: skip
    if lang == "en":
        heads[1] = "space"
    return Table(heads, rows)


def payments_table(g: RussianRailroadsState, sid: str, lang: str = "en") -> Table:
    """Every legal way for the player to move to pay for ``sid`` now (the engine's list), one a row."""
    player = g.current_player
    s = space_of(sid, g.data)
    assert s is not None
    rows = []
    for p in payments(g, player, sid):
        own = s.workers - p.rubles - p.temps - p.black
        rows.append([own, p.temps, p.black, p.rubles + s.rubles])
    heads = headers([("own workers", "自分のワーカー"), ("temporary workers", "臨時ワーカー"),
                     ("black worker", "黒のワーカー"), ("rubles", "ルーブル")], lang)  # fmt: skip
    return Table(heads, rows, caption=f"{render(space_name(sid), lang)}: {price_text(s.workers, s.rubles, lang)}")


def black_worker_position(black_worker: bool = True) -> RussianRailroadsState:
    """Round 2 of a 2-player game, Player 1 to move; with the black worker (bonus card 4) when asked."""
    sc = RRScenario(players=2, seed=1).round(2).order(0, 1)
    if black_worker:  # the black worker comes from bonus card 4, taken with bonus token 7 (St. Petersburg 4)
        sc.bonus_cards(1, 2, 3, 5).token(0, 7).end_bonus(0, 3)
        sc.rails(0, "st_petersburg", "black", 4).locomotive(0, "st_petersburg", 4).black_worker(0)
    return sc.state()


def black_steps(black_worker: bool, lang: str = "en") -> int:
    """How many black steps Player 1 makes from the 3 black rails space (with the black worker among the two)."""
    g = black_worker_position(black_worker)
    steps = take(g, "black_3", black=int(black_worker), prefer=["Trans-Siberian"])
    return sum(1 for s in steps[1:] if "black rail" in str(s))


def reuse_table(g: RussianRailroadsState, player: int, lang: str = "en") -> Table:
    """The spaces ``player`` has pieces on this round: may a reuse effect (engineer 8, factory 3) take them again?"""
    allowed = set(reuse_candidates(g, player))
    rows = []
    for sid, pieces in sorted(g.occupied.items()):
        mine = sum(1 for owner, _ in pieces if owner == player)
        if not mine and not any(owner == player for owner, _ in pieces):
            continue
        s = space_of(sid, g.data)
        if sid in allowed:
            why = word("reuse.yes", lang)
        elif mine != 1:
            why = word("reuse.pieces", lang, n=mine)
        elif s is not None and s.no_reuse:
            why = word("reuse.space", lang)
        else:
            why = word("reuse.incomplete", lang)
        rows.append([render(space_name(sid), lang), mine, why])
    heads = headers([("space", "アクションスペース"), ("pieces of yours", "自分のコマ"), ("use again?", "再使用")], lang)
    return Table(heads, rows)


def open_spaces(g: RussianRailroadsState, lang: str = "en") -> list[str]:
    """The main-board spaces open in ``g`` this round, by name (spaces covered for fewer players left out)."""
    return [render(space_name(s.id), lang) for s in g.data.spaces if space_open(g, s)]


def colour_word(colour: str, lang: str = "en") -> str:
    """A rail colour's name (for the lesson's sentences built in code)."""
    return term("colour", colour, lang)


__all__ = ["AREAS", "black_steps", "black_worker_position", "open_spaces", "payments_table", "reuse_table",
           "spaces_table"]
