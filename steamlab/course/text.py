"""Words and tables the lessons print, in English or Japanese.

A lesson helper takes ``lang: str = "en"`` and renders game words through the
one message catalogue (:mod:`steamlab.i18n`); words only the lessons use live
beside the helper as a small ``{"en": ..., "ja": ...}`` pair, looked up with
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

import unicodedata
from collections.abc import Iterable, Mapping, Sequence

from steamlab.games.rails.costs import Cost
from steamlab.i18n import LANGUAGES, render, term

Pair = Mapping[str, str]
"""Lesson-only words: ``{"en": "...", "ja": "..."}`` (``str.format`` fields allowed)."""


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


def width(text: str) -> int:
    """Columns ``text`` takes in a monospace font (East Asian wide characters count 2).

    >>> width("ab"), width("平地")
    (2, 4)
    """
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, columns: int) -> str:
    return text + " " * (columns - width(text))


def table(headers: Sequence[str], rows: Iterable[Sequence[object]]) -> str:
    """Rows as a left-aligned plain-text table (columns two spaces apart, wide characters counted twice)."""
    text = [[str(h) for h in headers]] + [[str(c) for c in row] for row in rows]
    widths = [max(width(r[i]) for r in text) for i in range(len(headers))]
    lines = ["  ".join(_pad(c, w) for c, w in zip(r, widths, strict=True)).rstrip() for r in text]
    lines.insert(1, "  ".join("-" * w for w in widths).rstrip())
    return "\n".join(lines)


def cost_text(cost: Cost, lang: str = "en") -> str:
    """A cost on one line with its items.

    >>> from steamlab.games.rails.costs import steam_cost
    >>> cost_text(steam_cost("new", 2, False, "river", 1))
    '$3 = 2 x $1 per exit $2 + river hex $1'
    >>> cost_text(steam_cost("new", 2, False, "river", 1), "ja")
    '$3 = 出口 2 × $1 $2 + 川ヘクス $1'
    """
    return f"${cost.total} = " + " + ".join(f"{render(i.label, lang)} ${i.amount}" for i in cost.items)


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
