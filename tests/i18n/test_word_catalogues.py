"""The word catalogues (steamlab/i18n/locale): complete, current and compiled; a stale translation is caught.

The template ``steamlab.pot`` is the English of every message; each ``<lang>/LC_MESSAGES/steamlab.po`` its
translation; the ``.mo`` files what the program reads (``steamlab.i18n.words``). ``tools/words.py`` (``make
words``) merges and compiles them with Babel.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tooling import load_tool

from steamlab.i18n import LANGUAGES, catalogue, words

ROOT = Path(__file__).resolve().parents[2]
tool = load_tool("words", "words_tool")


@pytest.fixture(scope="module")
def template():
    return tool.read(tool.TEMPLATE)


@pytest.fixture(scope="module")
def japanese():
    return tool.read(tool.po_path("ja"), "ja")


def test_every_message_is_translated_none_is_fuzzy_and_every_mo_is_its_po_compiled():
    assert tool.check() == []


def test_every_language_of_the_program_has_a_translation_and_the_run_time_reads_the_files_the_tool_writes():
    assert tool.languages() == sorted(set(LANGUAGES) - {words.SOURCE})
    assert (tool.LOCALE, tool.DOMAIN, tool.SOURCE) == (words.LOCALE, words.DOMAIN, words.SOURCE)
    assert tool.TEMPLATE_MO.name == f"{words.TEMPLATE_DOMAIN}.mo"


def test_the_tables_hold_every_message_of_the_template_in_its_order(template):
    contexts = [m.context for m in template if m.id]
    assert list(words.messages()) == contexts
    assert len(contexts) == len(set(contexts)) > 1_500
    assert catalogue()["ui.hint"] == {"en": "Hint", "ja": "ヒント"}
    assert words.table("publish.site", "WORDS")["english_only"]["en"] == ""  # the template's <empty>


def test_a_message_without_a_translation_fails_the_check():
    template = tool.catalogue_of([("demo.T.a", "Hint", ""), ("demo.T.b", "Undo", "")], locale=None)
    translation = tool.catalogue_of([("demo.T.a", "Hint", "ヒント"), ("demo.T.b", "Undo", "")])
    assert tool.problems_of(translation, template) == ["demo.T.b: not translated"]


def test_a_translation_behind_the_template_fails_the_check():
    template = tool.catalogue_of([("demo.T.a", "Hint", ""), ("demo.T.b", "Undo", "")], locale=None)
    translation = tool.catalogue_of([("demo.T.a", "Hint", "ヒント")])
    [problem] = tool.problems_of(translation, template)
    assert problem.startswith("not the template merged") and "missing ['demo.T.b']" in problem


@pytest.mark.parametrize("english", ["Hint!", "Ask the computer what it would play here"])
def test_changing_an_english_msgid_and_merging_marks_the_japanese_fuzzy_and_fails_the_check(template, japanese,
                                                                                             english):
    """A small change (Babel's own fuzzy match) or a new sentence (the message's context): the old Japanese stays,
    marked fuzzy with the English it translated, and the check names the message."""
    changed = tool.read(tool.TEMPLATE)
    [hint] = [m for m in changed if m.context == "i18n.ui.UI.ui.hint"]
    changed.delete(hint.id, hint.context)
    changed.add(english, context=hint.context)
    merged = tool.merge(tool.read(tool.po_path("ja"), "ja"), changed)
    now = merged.get(english, "i18n.ui.UI.ui.hint")
    assert (now.string, now.fuzzy, now.previous_id) == ("ヒント", True, ["Hint"])
    problems = tool.problems_of(merged, changed)
    assert [p for p in problems if "fuzzy" in p] == [
        "i18n.ui.UI.ui.hint: fuzzy (its English changed from 'Hint'): check the translation"]
    assert "#| msgid \"Hint\"" in tool.po_bytes(merged).decode()
    assert tool.problems_of(japanese, template) == []  # the real catalogue untouched


def test_a_fuzzy_translation_is_not_compiled_so_the_page_shows_the_english(tmp_path, monkeypatch, template):
    """A stale Japanese line is never shown as if current: until a translator checks it, the English is."""
    locale = tmp_path / "locale"
    shutil.copytree(tool.LOCALE, locale, ignore=shutil.ignore_patterns("*.po", "*.pot"))
    translation = tool.read(tool.po_path("ja"), "ja")
    [hint] = [m for m in translation if m.context == "i18n.ui.UI.ui.hint"]
    hint.flags.add("fuzzy")
    (locale / "ja" / "LC_MESSAGES" / "steamlab.mo").write_bytes(tool.mo_bytes(translation))
    monkeypatch.setattr(words, "LOCALE", locale)
    for cached in (words.translations, words.messages, words._table):
        cached.cache_clear()
    try:
        assert words.table("i18n.ui", "UI")["ui.hint"] == {"en": "Hint", "ja": "Hint"}
        assert words.table("i18n.ui", "UI")["ui.cash"] == {"en": "Cash", "ja": "所持金"}
    finally:
        monkeypatch.undo()
        for cached in (words.translations, words.messages, words._table):
            cached.cache_clear()


def test_an_unknown_table_or_a_missing_catalogue_is_named(tmp_path, monkeypatch):
    with pytest.raises(words.WordsError, match=r"steamlab\.pot: no table 'NOPE' of 'i18n\.ui'"):
        words.table("i18n.ui", "NOPE")
    monkeypatch.setattr(words, "LOCALE", tmp_path)
    words.translations.cache_clear()
    try:
        with pytest.raises(words.WordsError, match=r"fr/LC_MESSAGES/steamlab\.mo: cannot be read"):
            words.translations("fr")
    finally:
        monkeypatch.undo()
        words.translations.cache_clear()
