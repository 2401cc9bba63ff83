# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Russian Railroads in the lessons' words: effects, table headings, and a table a notebook shows.

The words live in the one message catalogue (:mod:`steamlab.i18n`), under keys
``course.rr.*`` registered when this module is imported, so a lesson's table
says what the dashboards say, in English or Japanese (``lang="en"``/``"ja"``).

>>> from steamlab.games.russian_railroads import rules_data
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
from steamlab.games.russian_railroads import COLOURS, Effect
from steamlab.i18n import Message, register, term
from steamlab.i18n.message import template
from steamlab.i18n.words import separator
from steamlab.i18n.words import table as word_table

WORDS = word_table("course.rr_words", "WORDS")
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
    return separator("list", lang).join(effect_text(e, lang) for e in effects)


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
