"""The :class:`Message` value: a catalogue key, its parameters and the rule it cites.

A message *is* its plain-English sentence (``Message`` subclasses ``str``), so
every engine API that returns or stores a sentence (``why_illegal``, the game
log, a score's working) keeps working, while a dashboard can show the same
message in Japanese with :meth:`Message.render`. The seed citation is kept
apart in :attr:`Message.rule` and shown one click away, not in the sentence.

Templates are ``str.format`` strings with a few format specs of our own:

* ``{p:player}``: a seat (0-based) as a player calls it, numbered from 1:
  ``Player 1``, ``プレイヤー 1`` (or the display name given to ``render``);
* ``{n:money}``: ``$4`` (the game's dollars; no plural, no locale);
* ``{n:signed}``: ``+3`` / ``-2``;
* ``{n:count.NOUN}``: a counted noun in English, ``1 link`` / ``2 links`` / ``0 links``
  (singular for 1 and -1 only); the plural adds ``s``, and a noun that does not (none does
  today) writes its plural after a slash, ``{n:count.child/children}``. ``{x:noun.NOUN}``
  gives the noun alone, chosen by the number ``x`` or by the length of a list ``x``:
  ``unknown {fields:noun.field} {fields!r}``. Japanese has no plural: its templates keep
  their counters (``{n} リンク``, ``{n} 枚``) and never use these two specs;
* ``{n:ordinal}``: ``1st``, ``2nd``, ``11th`` in English (Japanese writes ``{n}番手``);
* ``{x:t.GROUP}``: the term ``GROUP.x`` of the catalogue, e.g. ``{tile:t.tile}``
  gives ``crossing: two gentle curves`` or ``立体交差: 緩いカーブ2本``;
* a nested :class:`Message` is rendered in the same language; a tuple is
  joined with ``, `` (``、`` in Japanese), each item formatted by the spec.

>>> from steamlab.i18n import msg
>>> m = msg("rails.log.pays", player=3, amount=4, why=msg("rails.why.build", kind="new", tile="x_gentles", at="B4"))
>>> m
Message('rails.log.pays', player=3, amount=4, why=Message('rails.why.build', kind='new', tile='x_gentles', at='B4'))
>>> print(m)
Player 4 pays $4 (new track: crossing: two gentle curves on B4)
>>> print(m.render("ja"))
プレイヤー 4 が $4 を支払う (新規敷設: 立体交差: 緩いカーブ2本、B4)
>>> m == str(m), m.key
(True, 'rails.log.pays')
>>> print(msg("act.move_goods", colour="red", place="Cincinnati", n=1))
red cube from Cincinnati, 1 link
>>> print(msg("act.move_goods", colour="red", place="Cincinnati", n=2))
red cube from Cincinnati, 2 links
>>> print(msg("act.move_goods", colour="red", place="Cincinnati", n=2).render("ja"))
Cincinnati から赤の商品コマ、2 リンク
"""

from __future__ import annotations

import string
from collections.abc import Mapping, Sequence
from typing import Any

from steamlab.i18n.words import LANGUAGES, separator

Catalogue = Mapping[str, Mapping[str, str]]
"""``{key: {"en": template, "ja": template}}``."""

_CATALOGUE: dict[str, dict[str, str]] = {}
_RULE_SECTIONS: dict[str, dict[str, str]] = {}


def register(entries: Catalogue, sections: Catalogue | None = None) -> None:
    """Add catalogue entries (and rule sections); a key given twice is a programming error.

    >>> register({"demo.twice": {"en": "a", "ja": "b"}})
    >>> register({"demo.twice": {"en": "a", "ja": "b"}})
    Traceback (most recent call last):
    ...
    KeyError: "message key 'demo.twice' is defined twice"
    >>> _ = _CATALOGUE.pop("demo.twice")
    """
    for target, source in ((_CATALOGUE, entries), (_RULE_SECTIONS, sections or {})):
        for key, templates in source.items():
            if key in target:
                raise KeyError(f"message key {key!r} is defined twice")
            target[key] = dict(templates)
    _ENGLISH.clear()
    _EN_TEXT.clear()


def catalogue() -> dict[str, dict[str, str]]:
    """Every message key with its templates (a copy)."""
    return {k: dict(v) for k, v in _CATALOGUE.items()}


def rule_sections() -> dict[str, dict[str, str]]:
    """Every rule section name (the part of a citation after the seed numbers), by language."""
    return {k: dict(v) for k, v in _RULE_SECTIONS.items()}


def _lang(lang: str) -> str:
    return lang if lang in LANGUAGES else "en"


def has_term(group: str, value: object) -> bool:
    """Whether the catalogue names ``value`` in ``group`` (``has_term("tile", "straight")``)."""
    return f"{group}.{value}" in _CATALOGUE


def term(group: str, value: object, lang: str = "en") -> str:
    """The name of ``value`` in ``group``; unknown values show themselves without underscores.

    >>> term("colour", "natural", "ja"), term("colour", "plaid")
    ('バニラ', 'plaid')
    """
    entry = _CATALOGUE.get(f"{group}.{value}")
    if entry is None:
        return str(value).replace("_", " ")
    return entry[_lang(lang)]


def player_label(seat: int, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Seat ``seat`` (0-based) as players call it: numbered from 1, or its display name.

    >>> player_label(0), player_label(2, "ja"), player_label(1, names=["Ann", "Bob"])
    ('Player 1', 'プレイヤー 3', 'Bob')
    """
    if names and 0 <= seat < len(names):
        return str(names[seat])
    return _CATALOGUE["word.player"][_lang(lang)].format(n=seat + 1)


def rule_text(rule: str | None, lang: str = "en") -> str:
    """A rule citation ``"seeds 000/002: forbidden builds"`` in ``lang``; ``""`` for none.

    The part after the colon is a rule section of the catalogue.

    >>> rule_text("seed 004: turn order"), rule_text("seed 004: turn order", "ja")
    ('seed 004, turn order', 'ルール資料 004「手番順」')
    """
    if not rule:
        return ""
    seeds, _, section = rule.partition(":")
    section = section.strip()
    numbers = seeds.replace("seeds", "").replace("seed", "").strip()
    if _lang(lang) == "ja":
        name = _RULE_SECTIONS.get(section, {}).get("ja", section)
        return f"ルール資料 {numbers}「{name}」" if section else f"ルール資料 {numbers}"
    return f"{seeds.strip()}, {section}" if section else seeds.strip()


def cite(seeds: str, section: str) -> str:
    """A rule citation, checked against the catalogue's sections.

    >>> cite("004", "turn order")
    'seed 004: turn order'
    >>> cite("000/002", "no such section")
    Traceback (most recent call last):
    ...
    KeyError: "unknown rule section 'no such section'"
    """
    if section not in _RULE_SECTIONS:
        raise KeyError(f"unknown rule section {section!r}")
    return f"{'seeds' if '/' in seeds else 'seed'} {seeds}: {section}"


def noun_form(n: int, noun: str) -> str:
    """The English ``noun`` as it reads after the number ``n``: singular for 1 and -1, else plural.

    The plural adds ``s``; an irregular one is written after a slash.

    >>> noun_form(1, "winner"), noun_form(2, "winner"), noun_form(0, "child/children"), noun_form(1, "child/children")
    ('winner', 'winners', 'children', 'child')
    """
    singular, _, plural = noun.partition("/")
    return singular if abs(n) == 1 else plural or singular + "s"


def counted(n: int, noun: str) -> str:
    """``n`` and the English ``noun`` in agreement (the ``{n:count.NOUN}`` spec).

    >>> counted(1, "link"), counted(3, "broken link"), counted(2, "child/children")
    ('1 link', '3 broken links', '2 children')
    """
    return f"{n} {noun_form(n, noun)}"


def ordinal(n: int) -> str:
    """``n`` as an English ordinal (the ``{n:ordinal}`` spec; Japanese templates write ``{n}番手``).

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']
    """
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


ECHO_CHARS = 200
"""A value a message quotes with ``!r`` (a field's name, what a file wrote) is cut after this many characters."""
ECHO_ITEMS = 10
"""A list, set or object a message quotes with ``!r`` shows this many items."""
TEXT_CHARS = 1_000
"""A plain text parameter is cut after this many characters, a list joined by the message after ``ECHO_ITEMS * 2``
items: every sentence stays short whatever a file holds (``steamlab maps validate`` printed every unknown field of
a crafted file, megabytes). The cut says how much more there was."""


def _more(key: str, lang: str, n: int) -> str:
    return _CATALOGUE[key][lang].format(n=f"{n:,}") if key in _CATALOGUE else f" (+{n:,})"


class _Formatter(string.Formatter):
    def __init__(self, lang: str, names: Sequence[str] | None) -> None:
        self.lang = lang
        self.names = names

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        """``!r`` of a long value is cut (:data:`ECHO_CHARS`, :data:`ECHO_ITEMS`), saying how much more there was.

        >>> print(_render("map.unknown_fields", {"fields": [f"f{i}" for i in range(100_000)]}, "en", None))
        unknown fields ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7', 'f8', 'f9'] and 99,990 more
        >>> print(_render("map.not_whole", {"value": "x" * 10**6}, "ja", None)[-30:])
        xxxxxxxx…(残り 999,802 文字) ではなく)
        """
        if conversion != "r":
            return super().convert_field(value, conversion)
        more = 0
        if isinstance(value, list | tuple | set | frozenset | dict) and len(value) > ECHO_ITEMS:
            more = len(value) - ECHO_ITEMS
            if isinstance(value, dict):
                value = dict(list(value.items())[:ECHO_ITEMS])
            elif isinstance(value, tuple):
                value = value[:ECHO_ITEMS]
            else:
                value = list(value)[:ECHO_ITEMS]
        text = self._cut(repr(value), ECHO_CHARS)
        return text + _more("data.more_items", self.lang, more) if more else text

    def _cut(self, text: str, most: int) -> str:
        return text if len(text) <= most else text[:most] + _more("data.more_chars", self.lang, len(text) - most)

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec.startswith("count."):
            return counted(int(value), format_spec[6:])
        if format_spec == "ordinal":
            return ordinal(int(value))
        if format_spec.startswith("noun."):
            return noun_form(len(value) if isinstance(value, tuple | list | set | frozenset) else int(value),
                             format_spec[5:])
        if isinstance(value, tuple | list):
            sep = separator("list", self.lang)
            most = 2 * ECHO_ITEMS
            joined = sep.join(self.format_field(v, format_spec) for v in value[:most])
            return joined + _more("data.more_items", self.lang, len(value) - most) if len(value) > most else joined
        if isinstance(value, Message):
            return value.render(self.lang, self.names)
        if format_spec == "player":
            return player_label(int(value), self.lang, self.names)
        if format_spec == "money":
            return f"${value}"
        if format_spec == "signed":
            return f"{int(value):+d}"
        if format_spec.startswith("t."):
            return term(format_spec[2:], value, self.lang)
        text = str(super().format_field(value, format_spec))
        return self._cut(text, TEXT_CHARS) if isinstance(value, str) else text


def template(key: str, lang: str = "en") -> str:
    """The template of ``key`` in ``lang``; ``KeyError`` for an unknown key."""
    try:
        return _CATALOGUE[key][_lang(lang)]
    except KeyError:
        raise KeyError(f"no message {key!r} in the catalogue") from None


def _render(key: str, params: Mapping[str, object], lang: str, names: Sequence[str] | None) -> str:
    return _Formatter(_lang(lang), names).vformat(template(key, lang), (), params)


_EN_TEXT: dict[tuple[object, ...], str] = {}
"""English sentences already rendered, by key and plain parameters (see :func:`_english`)."""
_EN_TEXT_LIMIT = 20_000
"""Sentences kept at most; the memo starts afresh beyond that."""


def _english(key: str, params: dict[str, object]) -> str:
    """The English sentence of ``key`` with ``params``, remembered when every parameter is a plain
    ``int`` or ``str`` (exactly those types: ``True`` and ``1`` are equal but print differently).

    The bots play thousands of trial moves a game and every move logs a sentence; the same few
    sentences recur ("Player 2 builds ..."), and formatting one costs more than looking it up.

    >>> _english("word.player", {"n": 3}) == _english("word.player", {"n": 3}) == "Player 3"
    True
    """
    parts: list[object] = [key]
    for k, v in params.items():  # one pass: the memo's key, or the first parameter that is not plain
        kind = type(v)
        if kind is not int and kind is not str and kind is not Message:
            return _render(key, params, "en", None)
        parts += (k, kind, v)
    memo_key = tuple(parts)
    text = _EN_TEXT.get(memo_key)
    if text is None:
        if len(_EN_TEXT) >= _EN_TEXT_LIMIT:
            _EN_TEXT.clear()
        text = _EN_TEXT[memo_key] = _render(key, params, "en", None)
    return text


class Message(str):
    """A sentence of the catalogue: ``str()`` is plain English, :meth:`render` any language.

    ``key`` names the catalogue entry, ``params`` fill it (plain values: ints,
    strings, tuples, nested messages), ``rule`` is the seed citation (see
    :func:`cite`) shown apart from the sentence. Equal to its English text.
    """

    key: str
    params: Mapping[str, object]
    rule: str | None

    def __new__(cls, key: str, params: Mapping[str, object] | None = None, rule: str | None = None) -> Message:
        values = dict(params or {})
        self = super().__new__(cls, _english(key, values))
        self.key = key
        self.params = values
        self.rule = rule
        return self

    def render(self, lang: str = "en", names: Sequence[str] | None = None) -> str:
        """The sentence in ``lang`` (``"en"`` or ``"ja"``); ``names`` replace "Player N"."""
        if _lang(lang) == "en" and not names:
            return str.__str__(self)
        return _render(self.key, self.params, lang, names)

    def rule_text(self, lang: str = "en") -> str:
        """The rule this message cites, in ``lang`` (``""`` when it cites none)."""
        return rule_text(self.rule, lang)

    def __str__(self) -> str:
        return str.__str__(self)

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Message({self.key!r}{args})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Message, (self.key, self.params, self.rule))


def message_of(error: BaseException) -> str:
    """An error's sentence: the catalogue :class:`Message` it carries (so a page can show it in Japanese), else its text.

    >>> message_of(ValueError(msg("word.player", n=2))).render("ja"), message_of(ValueError("plain"))
    ('プレイヤー 2', 'plain')
    """
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Message) else str(error)


def msg(key: str, rule: str | None = None, **params: object) -> Message:
    """Shorthand for ``Message(key, params, rule)``."""
    return Message(key, params, rule)


SEAT = ".seat"
"""The key suffix of a sentence's twin said of another player ("their income") rather than to the reader ("your
income"): see :func:`of_a_seat`."""


def of_a_seat(text: object) -> object:
    """The same words said of another player (the guide telling what a computer seat did): a :class:`Message`,
    and each message among its parameters, takes its catalogue twin ``<key>.seat`` where there is one; anything
    else is returned as it is.

    >>> register({"demo.cash": {"en": "keeps your {cash}", "ja": "{cash} を残す"},
    ...           "demo.cash.seat": {"en": "keeps their {cash}", "ja": "{cash} を残す"}})
    >>> str(of_a_seat(msg("demo.cash", cash="$5"))), str(of_a_seat(msg("word.player", n=2)))
    ('keeps their $5', 'Player 2')
    >>> for key in ("demo.cash", "demo.cash.seat"):
    ...     _ = _CATALOGUE.pop(key)
    """
    if not isinstance(text, Message):
        return text
    key = text.key + SEAT if text.key + SEAT in _CATALOGUE else text.key
    return Message(key, {k: of_a_seat(v) for k, v in text.params.items()}, text.rule)


def render(text: object, lang: str = "en", names: Sequence[str] | None = None) -> str:
    """Any text in ``lang``: a :class:`Message` is translated, anything else shown as it is.

    >>> render("plain words", "ja"), render(msg("word.player", n=2), "ja")
    ('plain words', 'プレイヤー 2')
    """
    if isinstance(text, Message):
        return text.render(lang, names)
    plain = str(text)
    if _lang(lang) != "en":
        key = _english_index().get(plain)
        if key is not None:
            return _CATALOGUE[key][_lang(lang)]
    return plain


_ENGLISH: dict[str, str] = {}


def _english_index() -> dict[str, str]:
    """Parameter-free English templates back to their keys (a plain phrase stored as ``str`` is recognised)."""
    if len(_ENGLISH) < 1:
        for key, templates in _CATALOGUE.items():
            if "{" not in templates["en"]:
                _ENGLISH.setdefault(templates["en"], key)
    return _ENGLISH


__all__ = ["LANGUAGES", "Message", "catalogue", "cite", "counted", "has_term", "msg", "noun_form", "of_a_seat",
           "player_label", "register", "render", "rule_sections", "rule_text", "template", "term"]
