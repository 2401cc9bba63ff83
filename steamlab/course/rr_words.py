# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Russian Railroads in the lessons' words: effects, table headings, and a table a notebook shows.

The words live in the one message catalogue (:mod:`steamlab.i18n`), under keys
``course.rr.*`` registered when this module is imported, so a lesson's table
says what the dashboards say, in English or Japanese (``lang="en"``/``"ja"``).

>>> from steamlab.games.russian_railroads.data import rules_data
>>> d = rules_data()
>>> effects_text(d.engineers[6]), effects_text(d.engineers[6], "ja")
('grey rail +1, VP +5 at once', '灰線路 +1、すぐに勝利点 +5')
>>> effects_text(d.engineers[3])
'black rail +1, grey rail +1'
>>> print(Table(["a", "bb"], [[1, "x"], [22, "yy"]]))
a   bb
--  --
1   x
22  yy
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from steamlab.course.text import html_table, text_table
from steamlab.games.russian_railroads.data import COLOURS, Effect
from steamlab.i18n import Message, register, term
from steamlab.i18n.message import template

WORDS = {
    "course.rr.effect.rails": {"en": "{colour:t.colour} rail +{n}", "ja": "{colour:t.colour}線路 +{n}"},
    "course.rr.effect.rails_either": {"en": "{a:t.colour} or {b:t.colour} rail +{n}", "ja": "{a:t.colour}か{b:t.colour}の線路 +{n}"},
    "course.rr.effect.rails_any": {"en": "rail of any colour +{n}", "ja": "任意の色の線路 +{n}"},
    "course.rr.effect.industry": {"en": "industry +{n}", "ja": "工業マーカー +{n}"},
    "course.rr.effect.locomotive_or_factory": {"en": "a locomotive or a factory", "ja": "機関車か工場を1枚"},
    "course.rr.effect.locomotive_and_factory": {"en": "a locomotive and a factory", "ja": "機関車と工場を1枚ずつ"},
    "course.rr.effect.doublers": {"en": "doublers +{n}", "ja": "×2トークン +{n}"},
    "course.rr.effect.rubles": {"en": "rubles +{n}", "ja": "ルーブル +{n}"},
    "course.rr.effect.temporary_workers": {"en": "temporary workers +{n} (this round only)", "ja": "臨時ワーカー +{n} (このラウンドのみ)"},
    "course.rr.effect.hire": {"en": "hire the engineer in the hiring space", "ja": "雇用スペースの技術者を雇う"},
    "course.rr.effect.turn_order": {"en": "turn order {n} next round", "ja": "次ラウンドの手番順 {n} 番"},
    "course.rr.effect.vp": {"en": "VP +{n} at once", "ja": "すぐに勝利点 +{n}"},
    "course.rr.effect.reuse": {"en": "use again a space you took this round with one piece", "ja": "このラウンドにコマ1個で使ったマスをもう一度使う"},
    "course.rr.effect.vp_engineer_numbers": {"en": "VP: your engineers' numbers added up", "ja": "持っている技術者の番号の合計の勝利点"},
    "course.rr.effect.vp_top_locomotives": {"en": "VP: your {n} highest locomotives added up", "ja": "番号の大きい機関車{n}枚の合計の勝利点"},
    "course.rr.effect.end_bonus": {"en": "an end bonus card, or 10 VP", "ja": "エンドボーナスカード1枚か 10 勝利点"},
    "course.rr.effect.second_marker": {"en": "a second industry marker on space 0", "ja": "2個目の工業マーカーを 0 マスに置く"},
    "course.rr.effect.revaluation": {"en": "revaluation: brown, natural and white rails score more", "ja": "再評価: 茶・バニラ・白の線路の得点が上がる"},
    "course.rr.effect.kiev_medal": {"en": "the Kiev medal on Kiev space 5 (20 VP a scoring once grey and a locomotive reach it)", "ja": "キエフ勲章をキエフ鉄道の 5 マスに置く (灰線路と機関車が届けば得点計算ごとに 20 勝利点)"},
    "course.rr.effect.bonus_card": {"en": "a bonus card", "ja": "アドバンテージカード1枚"},
    "course.rr.effect.take_engineer": {"en": "engineer {n}", "ja": "技術者 {n}"},
    "course.rr.effect.factory": {"en": "build a factory", "ja": "工場を1つ建てる"},
    "course.rr.effect.black_worker": {"en": "the black worker (one more black rail step whenever it moves black)", "ja": "黒のワーカー (黒線路を進めるたびに1マス追加)"},
    "course.rr.effect.special_locomotive": {"en": "the special locomotive 9", "ja": "特別な 9 番の機関車"},
    "course.rr.effect.repeat_one": {"en": "then one of those three once more", "ja": "そのあと3つのうち1つをもう一度"},
    "course.rr.yes": {"en": "yes", "ja": "はい"},
    "course.rr.no": {"en": "no", "ja": "いいえ"},
    "course.rr.none": {"en": "none", "ja": "なし"},
    "course.rr.may": {"en": "yes", "ja": "使える"},
    "course.rr.may_not": {"en": "no: {why}", "ja": "使えない: {why}"},
    "course.rr.workers": {"en": "{n:count.worker}", "ja": "ワーカー{n}個"},
    "course.rr.rubles": {"en": "{n:count.ruble}", "ja": "{n}ルーブル"},
    "course.rr.free": {"en": "nothing", "ja": "なし"},
}
"""Lesson words of Russian Railroads, each in English and Japanese."""

register(WORDS)


def word(key: str, lang: str = "en", **params: object) -> str:
    """One lesson word or phrase of the catalogue (``course.rr.`` + ``key``) in ``lang``.

    >>> word("workers", n=2), word("workers", "ja", n=2)
    ('2 workers', 'ワーカー2個')
    """
    return Message(f"course.rr.{key}", params).render(lang)


def _rails_text(steps: Sequence[frozenset[int]], lang: str) -> list[str]:
    """Rail steps grouped by the colours each allows, in order: ``black rail +2``."""
    out: list[str] = []
    groups: list[tuple[frozenset[int], int]] = []
    for allowed in steps:
        if groups and groups[-1][0] == allowed:
            groups[-1] = (allowed, groups[-1][1] + 1)
        else:
            groups.append((allowed, 1))
    for allowed, n in groups:
        if len(allowed) == len(COLOURS):
            out.append(word("effect.rails_any", lang, n=n))
        elif len(allowed) == 1:
            out.append(word("effect.rails", lang, n=n, colour=COLOURS[next(iter(allowed))]))
        else:
            a, b = sorted(allowed)[:2]
            out.append(word("effect.rails_either", lang, n=n, a=COLOURS[a], b=COLOURS[b]))
    return out


def effect_text(effect: Effect, lang: str = "en") -> str:
    """One effect in player words; an effect the catalogue does not know shows its name without underscores."""
    if effect.op == "rails":
        return ", ".join(_rails_text(effect.steps, lang)) if lang != "ja" else "、".join(_rails_text(effect.steps, lang))
    try:
        template(f"course.rr.effect.{effect.op}")
    except KeyError:
        return effect.op.replace("_", " ")
    return word(f"effect.{effect.op}", lang, n=effect.n)


def effects_text(effects: Iterable[Effect], lang: str = "en") -> str:
    """Several effects in player words, joined as the language joins a list."""
    return ("、" if lang == "ja" else ", ").join(effect_text(e, lang) for e in effects)


def price_text(workers: int, rubles: int, lang: str = "en") -> str:
    """What a space costs: ``2 workers``, ``1 worker + 1 ruble``, ``1 ruble``.

    >>> price_text(1, 1), price_text(0, 1, "ja")
    ('1 worker + 1 ruble', '1ルーブル')
    """
    parts = [word("workers", lang, n=workers)] if workers else []
    parts += [word("rubles", lang, n=rubles)] if rubles else []
    return " + ".join(parts) or word("free", lang)


def colour_name(colour: str, lang: str = "en") -> str:
    """A rail colour as the board says it (``term("colour", ...)``)."""
    return term("colour", colour, lang)


@dataclass
class Table:
    """A worked table: shown as an HTML table in a notebook, as aligned text by ``print``.

    Every cell is text already in the reader's language; ``caption`` says what the table is.
    """

    headers: Sequence[str]
    rows: Sequence[Sequence[object]]
    caption: str = ""
    _text: list[list[str]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._text = [[str(c) for c in row] for row in self.rows]

    def __str__(self) -> str:
        body = text_table(self.headers, self._text)
        return f"{self.caption}\n{body}" if self.caption else body

    def __repr__(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return html_table(self.headers, self._text, self.caption)

    def column(self, header: str) -> list[str]:
        """The cells of one column, by its heading."""
        i = list(self.headers).index(header)
        return [row[i] for row in self._text]


def headers(pairs: Sequence[tuple[str, str]], lang: str = "en") -> list[str]:
    """Column headings given as ``(english, japanese)`` pairs, in ``lang``."""
    return [ja if lang == "ja" else en for en, ja in pairs]


__all__ = ["WORDS", "Table", "colour_name", "effect_text", "effects_text", "headers", "price_text", "word"]
