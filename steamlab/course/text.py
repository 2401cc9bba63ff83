"""Words and tables the lessons print, in English or Japanese.

A lesson helper takes ``lang: str = "en"`` and renders game words through the
one message catalogue (:mod:`steamlab.i18n`); words only the lessons use are
messages of the word catalogues (``steamlab/i18n/locale``), a module's table read
with :func:`steamlab.i18n.words.table` as ``{key: {lang: text}}`` and said with
:func:`say`.

>>> print(table(["a", "bb"], [[1, "x"], [22, "yy"]]))
a   bb
--  --
1   x
22  yy
>>> say({"en": "{n} hexes", "ja": "{n} ヘクス"}, "ja", n=59)
'59 ヘクス'
"""

from __future__ import annotations

import html
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from steamlab.i18n import LANGUAGES, render, term
from steamlab.i18n.words import table as word_table

_TEXTS = word_table("course.text", "TEXTS")
"""This module's sentences in every language (steamlab/i18n/locale, contexts course.text.TEXTS.<key>)."""

Pair = Mapping[str, str]
"""Lesson-only words, one text per language (``str.format`` fields allowed): an entry of a word table."""


def check_lang(lang: str) -> str:
    """``lang`` if it is a language of the catalogue; ``ValueError`` otherwise.

    >>> check_lang("ja")
    'ja'
    """
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    return lang


def say(words: Pair, lang: str = "en", **fields: object) -> str:
    """``words`` in ``lang`` with ``fields`` filled in."""
    return words[check_lang(lang)].format(**fields)


ILLEGAL: Pair = _TEXTS["module.illegal"]
"""A move the engine refuses and the rule's sentence, in every lesson that judges moves."""


def illegal(reason: object, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """``illegal: <the engine's reason>`` in ``lang`` (players called ``names``).

    >>> from steamlab.i18n import msg
    >>> illegal(msg("rails.no.city", place="Chicago"), "ja")
    '不可: Chicago には敷設できません: 都市のヘクスに線路は置けません。'
    """
    return say(ILLEGAL, lang, reason=render(reason, lang, names))


def width(text: str) -> int:
    """Columns ``text`` takes in a monospace font (East Asian wide characters count 2).

    >>> width("ab"), width("平地")
    (2, 4)
    """
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, columns: int) -> str:
    return text + " " * (columns - width(text))


def text_table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """Rows as a left-aligned plain-text table (columns two spaces apart, wide characters counted twice)."""
    text = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(width(r[i]) for r in text) for i in range(len(headers))]
    lines = ["  ".join(_pad(c, w) for c, w in zip(r, widths, strict=True)).rstrip() for r in text]
    lines.insert(1, "  ".join("-" * w for w in widths).rstrip())
    return "\n".join(lines)


def html_table(headers: Sequence[str], rows: Iterable[Sequence[object]], caption: str = "") -> str:
    """Rows as an HTML table, cells left-aligned and escaped.

    Its class ``tex2jax_ignore`` keeps MathJax (JupyterLab and Voila typeset HTML outputs) from reading two
    amounts such as ``$1 ... $4`` as a formula.

    >>> html_table(["tile", "cost"], [["straight", "$2"]])
    "<table class='tex2jax_ignore'><thead><tr><th style='text-align:left'>tile</th>..."
    """
    head = "".join(f"<th style='text-align:left'>{html.escape(str(h))}</th>" for h in headers)
    body = "".join(
        "<tr>" + "".join(f"<td style='text-align:left'>{html.escape(str(c))}</td>" for c in row) + "</tr>"
        for row in rows
    )
    cap = f"<caption style='text-align:left'>{html.escape(caption)}</caption>" if caption else ""
    return f"<table class='tex2jax_ignore'>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


class TextTable(str):
    """A worked table that is its aligned text (``print`` it, compare it, split its lines) and shows itself in a
    notebook as an HTML table (monospace columns drift in a CJK font).

    >>> t = table(["a", "bb"], [[1, "x"]])
    >>> t.splitlines(), t.rows
    (['a  bb', '-  --', '1  x'], (('1', 'x'),))
    >>> "<td style='text-align:left'>x</td>" in t._repr_html_()
    True
    """

    headers: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    def __new__(cls, headers: Sequence[object], rows: Iterable[Sequence[object]]) -> TextTable:
        cells = tuple(tuple(str(c) for c in row) for row in rows)
        heads = tuple(str(h) for h in headers)
        self = super().__new__(cls, text_table(heads, cells))
        self.headers, self.rows = heads, cells
        return self

    def _repr_html_(self) -> str:
        return html_table(self.headers, self.rows)

    def _repr_pretty_(self, p: Any, cycle: bool) -> None:
        """IPython's plain text (what nbval compares): the aligned text, not a quoted string."""
        p.text(str(self))


def table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> TextTable:
    """Rows as a :class:`TextTable`: left-aligned plain text (columns two spaces apart, wide characters counted
    twice) that a notebook shows as an HTML table."""
    return TextTable(headers, rows)


def tile_name(tile: str, lang: str = "en") -> str:
    """A track tile as players call it.

    >>> tile_name("town_straight"), tile_name("x_gentles")
    ('town, straight', 'crossing: two gentle curves')
    """
    return term("tile", tile, lang)


def game_name(game: str, lang: str = "en") -> str:
    """A game's title: ``"steam"`` -> ``"Steam"``, ``"age_of_steam"`` -> ``"Age of Steam"`` (or in Japanese).

    >>> game_name("age_of_steam"), game_name("steam", "ja")
    ('Age of Steam', 'スチーム')
    """
    return term("game", game, lang)


def build_kind(kind: str, lang: str = "en") -> str:
    """A build's kind: ``new``, ``improve`` or ``redirect`` (the catalogue's words in Japanese)."""
    return kind if lang == "en" else term("build_kind", kind, lang)
