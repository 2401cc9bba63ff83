"""Word tables in gettext catalogues: every sentence in English (the source) and each translation.

The words live in ``steamlab/i18n/locale/`` as gettext catalogues a translator opens in any translation tool
(Poedit, Weblate, Lokalize, a text editor):

* ``steamlab.pot``, the template: every message with its English text. It is the English source: a developer
  adds or changes an English sentence here;
* ``<lang>/LC_MESSAGES/steamlab.po``, a translation (``ja`` the first): each message's text in that language,
  marked ``fuzzy`` when its English changed since it was translated;
* the ``.mo`` files compiled from them, which this module reads with the standard library's :mod:`gettext`
  (nothing else at run time, so it works in Pyodide too); ``en/LC_MESSAGES/steamlab-template.mo`` is the template
  compiled, each message's text its place in the template, so the program knows every message, its English and
  the order of a table.

A message's context (``msgctxt``) is ``<module>.<table>.<key>``, its ``msgid`` the English and its ``msgstr`` the
translation. A module that says things keeps its code and names its tables (``UI = table("i18n.ui", "UI")``);
``tools/words.py`` (``make words``) merges the template into every translation and compiles the ``.mo`` files, and
``tests/i18n/test_word_catalogues.py`` fails on a message without a translation, a fuzzy one, or a ``.mo`` that
is not its ``.po`` compiled. How a translator works: ``docs/architecture.md``.

>>> table("i18n.ui", "KINDS")["kind.bid"]
{'en': 'Bid', 'ja': '入札'}
>>> text("i18n.ui", "KINDS", "kind.bid", "ja")
'入札'
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path

LANGUAGES = ("en", "ja")
"""The languages of the program: the source and each translation (``<lang>/LC_MESSAGES/steamlab.po``); every
table gives a text in each (``tests/i18n/test_word_catalogues.py`` checks each has a complete translation)."""

LOCALE = Path(__file__).with_name("locale")
"""The folder of the catalogues: ``steamlab.pot`` and ``<lang>/LC_MESSAGES/steamlab.po`` / ``.mo``."""
DOMAIN = "steamlab"
"""The gettext domain: the catalogues' file name."""
SOURCE = "en"
"""The language the template is written in."""
TEMPLATE_DOMAIN = "steamlab-template"
"""The template compiled, in the source language's folder: each message's text is its place in the template."""
EMPTY = "<empty>"
"""The ``msgid`` of a message whose English says nothing (gettext keeps ``msgid ""`` for the catalogue's header)."""


class WordsError(ValueError):
    """A catalogue that cannot be read or a table it does not hold: the file and the table named."""


@cache
def translations(lang: str, domain: str = DOMAIN) -> gettext.GNUTranslations:
    """The compiled catalogue of ``lang`` (``<lang>/LC_MESSAGES/steamlab.mo``), read by :mod:`gettext`.

    >>> translations("ja").pgettext("i18n.ui.UI.ui.hint", "Hint")
    'ヒント'
    """
    try:
        found = gettext.translation(domain, LOCALE, languages=[lang])
    except OSError as exc:
        raise WordsError(f"{LOCALE / lang / 'LC_MESSAGES' / (domain + '.mo')}: cannot be read ({exc})") from None
    if not isinstance(found, gettext.GNUTranslations):
        raise WordsError(f"{LOCALE / lang}: not a gettext catalogue")
    return found


@cache
def messages() -> Mapping[str, str]:
    """Every message of the template in its order: its context (``<module>.<table>.<key>``) and its English
    ``msgid``, by context.

    :class:`gettext.GNUTranslations` keeps a catalogue's messages as ``{"<context>\\x04<msgid>": text}`` (a
    compiled catalogue is sorted by ``msgid``); the template's text is the message's place in the template.

    >>> messages()["i18n.ui.KINDS.kind.bid"]
    'Bid'
    """
    compiled = vars(translations(SOURCE, TEMPLATE_DOMAIN)).get("_catalog")
    if not isinstance(compiled, dict):
        raise WordsError(f"{LOCALE / SOURCE}: gettext did not read the template's messages")
    placed: list[tuple[int, str, str]] = []
    for key, place in compiled.items():
        if isinstance(key, str) and "\x04" in key:
            context, _, english = key.partition("\x04")
            placed.append((int(place), context, english))
    return {context: english for _, context, english in sorted(placed)}


def _translate(lang: str, context: str, english: str) -> str:
    if lang == SOURCE:
        return "" if english == EMPTY else english
    return translations(lang).pgettext(context, english)


@cache
def _table(module: str, name: str) -> tuple[tuple[str, str, str], ...]:
    prefix = f"{module}.{name}."
    found = tuple((context[len(prefix):], context, english) for context, english in messages().items()
                  if context.startswith(prefix))
    if not found:
        raise WordsError(f"{LOCALE / (DOMAIN + '.pot')}: no table {name!r} of {module!r} (no context {prefix}*)")
    return found


def table(module: str, name: str) -> dict[str, dict[str, str]]:
    """The table ``name`` of ``module``: ``{key: {lang: text}}`` for every language (a fresh dict: the caller may
    add to it), in the template's order; a message not yet translated shows its English.

    >>> table("i18n.ui", "UI")["ui.hint"]
    {'en': 'Hint', 'ja': 'ヒント'}
    >>> table("i18n.ui", "NO_SUCH")
    Traceback (most recent call last):
    ...
    steamlab.i18n.words.WordsError: .../steamlab.pot: no table 'NO_SUCH' of 'i18n.ui' (no context i18n.ui.NO_SUCH.*)
    """
    return {key: {lang: _translate(lang, context, english) for lang in LANGUAGES}
            for key, context, english in _table(module, name)}


def text(module: str, name: str, key: str, lang: str = "en") -> str:
    """One message of a table in ``lang`` (English for a language the catalogues do not have)."""
    context = f"{module}.{name}.{key}"
    english = messages().get(context)
    if english is None:
        raise WordsError(f"{LOCALE / (DOMAIN + '.pot')}: no message {context!r}")
    return _translate(lang if lang in LANGUAGES else SOURCE, context, english)


def columns(module: str, name: str) -> dict[str, dict[str, list[str]]]:
    """A table of lists, such as a worked table's column headings: its messages ``<group>.<n>`` gathered in order,
    ``{group: {lang: [text, ...]}}`` (a table of one list has the group ``""``: see :func:`heading`).

    >>> columns("course.rails_growth", "_HEAD")["supply"]
    {'en': ['space', 'goods'], 'ja': ['マス', '商品']}
    """
    grouped: dict[str, dict[str, list[str]]] = {}
    for key, entry in table(module, name).items():
        group = key.rpartition(".")[0]
        lists = grouped.setdefault(group, {lang: [] for lang in LANGUAGES})
        for lang in LANGUAGES:
            lists[lang].append(entry[lang])
    return grouped


def heading(module: str, name: str) -> dict[str, list[str]]:
    """A table holding one list (messages ``0``, ``1``, ...): ``{lang: [text, ...]}``.

    >>> heading("course.money", "_REDUCTION_HEAD")["ja"]
    ['収入', '減少']
    """
    return columns(module, name)[""]


def separator(kind: str = "list", lang: str = "en") -> str:
    """What joins items in ``lang``: ``"list"`` (``", "``), ``"clauses"`` (``"; "``) or ``"badges"`` (``",  "``) in
    English, ``"、"`` in Japanese; ``"sentences"`` (``"; "``, ``"。"``) (the table ``SEPARATORS`` of ``i18n.terms``).

    >>> separator("list", "ja").join(["A", "B"]), separator("clauses").join(["A", "B"])
    ('A、B', 'A; B')
    """
    return text("i18n.terms", "SEPARATORS", kind, lang)


def fill(entry: Mapping[str, str], /, **fields: object) -> dict[str, str]:
    """A table's entry with its ``str.format`` fields filled in, in every language (a field that differs by
    language is given as a mapping of languages, e.g. a map's title, and filled in each in its own).

    >>> fill({"en": "{n} hexes on {map}", "ja": "{map} に {n} ヘクス"}, n=59, map={"en": "Rust Belt", "ja": "ラストベルト"})
    {'en': '59 hexes on Rust Belt', 'ja': 'ラストベルト に 59 ヘクス'}
    """
    return {lang: template.format(**{name: value[lang] if isinstance(value, Mapping) and lang in value else value
                                     for name, value in fields.items()})
            for lang, template in entry.items()}


def by_language(say: Callable[..., str], *args: object) -> dict[str, str]:
    """A text made for each language by ``say(*args, lang)`` (a player's label, a term).

    >>> by_language(lambda seat, lang: f"{seat}: {lang}", 1)
    {'en': '1: en', 'ja': '1: ja'}
    """
    return {lang: say(*args, lang) for lang in LANGUAGES}


def as_is(text: str) -> dict[str, str]:
    """The same text in every language: a hex label, a number, a name that is not translated.

    >>> as_is("D4")
    {'en': 'D4', 'ja': 'D4'}
    """
    return dict.fromkeys(LANGUAGES, text)


__all__ = ["DOMAIN", "EMPTY", "LANGUAGES", "LOCALE", "SOURCE", "TEMPLATE_DOMAIN", "WordsError", "as_is", "by_language",
           "columns", "fill", "heading", "messages", "separator", "table", "text", "translations"]
