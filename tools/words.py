"""Keep the word catalogues current: ``python tools/words.py`` (``make words``), with Babel.

The template ``steamlab/i18n/locale/steamlab.pot`` is the English source of every message (context
``<module>.<table>.<key>``, ``msgid`` the English). This tool

* merges the template into each translation ``<lang>/LC_MESSAGES/steamlab.po`` (Babel's ``Catalog.update``): a
  new message comes in untranslated, a message whose English changed keeps its old translation marked
  ``fuzzy`` (with the English it translated as ``#| msgid``), a message gone from the template is dropped;
* compiles every ``.po`` to its ``.mo``, and the template to ``en/LC_MESSAGES/steamlab-template.mo`` (the run
  time's list of messages, their English and their order);
* ``--check`` writes nothing: it exits 1 naming every message without a translation, every fuzzy one, every
  translation that is not the template merged and every ``.mo`` that is not its ``.po`` compiled
  (``tests/i18n/test_word_catalogues.py`` runs the same check);
* ``--new LANG`` starts a translation of every message (see docs/architecture.md, "A new language").

A translator opens ``<lang>/LC_MESSAGES/steamlab.po`` in a translation tool, translates the untranslated and the
fuzzy messages (clearing the fuzzy mark), and runs ``make words``. The lessons' prose has a catalogue per lesson,
kept the same way by ``tools/lesson_words.py`` (``make words`` runs it after this tool, with this merge and check).

>>> old = catalogue_of([("demo.T.greet", "Good morning, {name}.", "おはようございます、{name}。")])
>>> new = catalogue_of([("demo.T.greet", "Good evening, {name}.", "")])
>>> merged = merge(old, new)
>>> m = merged.get("Good evening, {name}.", "demo.T.greet")
>>> m.string, m.fuzzy, m.previous_id
('おはようございます、{name}。', True, ['Good morning, {name}.'])
>>> problems_of(merged, new)
["demo.T.greet: fuzzy (its English changed from 'Good morning, {name}.'): check the translation"]
"""

from __future__ import annotations

import argparse
import io
import sys
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "steamlab" / "i18n" / "locale"
DOMAIN = "steamlab"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
SOURCE = "en"
WIDTH = 120
"""Lines of the .po files are wrapped at this width (long sentences stay readable in a diff)."""
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)
"""The header's dates, kept fixed so a merge that changes no message changes no file."""


def po_path(lang: str) -> Path:
    """The translation of ``lang``."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    """The compiled catalogue of ``lang``."""
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


TEMPLATE_MO = LOCALE / SOURCE / "LC_MESSAGES" / f"{DOMAIN}-template.mo"
"""The template compiled: every message with its place in the template as its text (the run time's list of
messages, their English and their order: a compiled catalogue is sorted by msgid)."""


def languages() -> list[str]:
    """The translations there are (every folder of the locale with a .po)."""
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def new_catalogue(locale: str | None = None) -> Catalog:
    """An empty catalogue with steamlab's header."""
    return Catalog(locale=locale, domain=DOMAIN, project="steamlab", version="0.1", copyright_holder="steamlab",
                   msgid_bugs_address="", creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                   last_translator="", language_team="", fuzzy=False)


def catalogue_of(entries: Iterable[tuple[str, str, str]], locale: str | None = "ja") -> Catalog:
    """A catalogue of ``(context, english, translation)`` (for examples and tests)."""
    catalog = new_catalogue(locale)
    for context, english, translation in entries:
        catalog.add(english, translation, context=context)
    return catalog


def read(path: Path, locale: str | None = None) -> Catalog:
    """A .po or .pot file, each fuzzy message with the English it translated (its ``#| msgid``)."""
    with path.open("rb") as fp:
        catalog = read_po(fp, locale=locale, domain=DOMAIN)
    previous = previous_ids(path.read_text(encoding="utf-8"))
    for m in catalog:
        m.user_comments = [c for c in m.user_comments if not c.startswith("|")]  # Babel reads a #| line as one
        if m.id and m.fuzzy and m.context in previous:
            m.previous_id = [previous[m.context]]
    return catalog


def previous_ids(po: str) -> dict[str, str]:
    """The ``#| msgid`` of each message of a .po text that has one, by context: Babel writes them but never reads
    them, so without this a second ``make words`` would drop them (and the check find the file not as it writes it).

    >>> previous_ids('#, fuzzy\\n#| msgid "Hint"\\nmsgctxt "ui.hint"\\nmsgid "Hint!"\\nmsgstr "ヒント"\\n')
    {'ui.hint': 'Hint'}
    """
    found = {}
    for block in po.split("\n\n"):
        lines = block.splitlines()
        old = [line[3:] for line in lines if line.startswith("#| ")]
        start = next((i for i, line in enumerate(lines) if line.startswith("msgctxt ")), None)
        if not old or start is None:
            continue
        context = [lines[start]]
        for line in lines[start + 1:]:
            if not line.startswith('"'):
                break
            context.append(line)
        entry = read_po(io.StringIO("\n".join([*context, *old, 'msgstr ""', ""])))
        found.update({str(m.context): str(m.id) for m in entry if m.id})
    return found


def po_bytes(catalog: Catalog) -> bytes:
    """A catalogue as its .po file."""
    out = io.BytesIO()
    write_po(out, catalog, width=WIDTH, omit_header=False, ignore_obsolete=True, include_previous=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    """A catalogue compiled (fuzzy and untranslated messages left out, as gettext's msgfmt does)."""
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def template_catalogue(template: Catalog) -> Catalog:
    """The template as the run time reads it: every message's text is its place in the template.

    >>> [(m.context, m.string) for m in template_catalogue(catalogue_of([("a.T.x", "X", ""), ("a.T.y", "Y", "")]))][1:]
    [('a.T.x', '0'), ('a.T.y', '1')]
    """
    catalog = new_catalogue(SOURCE)
    for place, m in enumerate(m for m in template if m.id):
        catalog.add(m.id, str(place), context=m.context)
    return catalog


def merge(translation: Catalog, template: Catalog) -> Catalog:
    """``translation`` brought up to the template (Babel's update), its header kept.

    Babel finds a changed message by its English alone; a message keeps its context here, so one whose English
    changed and that Babel left untranslated (or gave another message's translation) takes its own old
    translation, marked fuzzy.
    """
    before = {m.context: m for m in translation if m.id and m.string}
    translation.update(template, no_fuzzy_matching=False, update_header_comment=False, update_creation_date=False)
    for m in translation:
        old = before.get(m.context)
        if not m.id or old is None or old.id == m.id:
            continue
        if not m.string or m.previous_id != [old.id]:
            m.string, m.previous_id = old.string, [str(old.id)]
            m.flags.add("fuzzy")
    translation.obsolete.clear()
    return translation


def problems_of(translation: Catalog, template: Catalog) -> list[str]:
    """What keeps ``translation`` from being complete and current: each message named by its context."""
    found = []
    expected = [(m.context or "", str(m.id)) for m in template if m.id]
    have = [(m.context or "", str(m.id)) for m in translation if m.id]
    if have != expected:
        missing = sorted({c for c, _ in expected} - {c for c, _ in have})
        extra = sorted({c for c, _ in have} - {c for c, _ in expected})
        changed = sorted(c for (c, e) in expected if (c, e) not in set(have) and c not in missing)
        found.append(f"not the template merged (run make words): missing {missing[:5]}, not in the template "
                     f"{extra[:5]}, English changed {changed[:5]}" + ("" if missing or extra or changed else
                                                                      ", messages in another order"))
    for m in translation:
        if not m.id:
            continue
        if m.fuzzy:
            was = f" (its English changed from {m.previous_id[0]!r})" if m.previous_id else ""
            found.append(f"{m.context}: fuzzy{was}: check the translation")
        elif not m.string:
            found.append(f"{m.context}: not translated")
    return found


def check() -> list[str]:
    """Every problem of every translation and compiled catalogue (nothing is written)."""
    template = read(TEMPLATE)
    found = [f"{TEMPLATE.name}: {m.context}: no context" for m in template if m.id and not m.context]
    if TEMPLATE.read_bytes() != po_bytes(template):
        found.append(f"{TEMPLATE.relative_to(ROOT)}: not as make words writes it (run make words)")
    if not TEMPLATE_MO.exists() or TEMPLATE_MO.read_bytes() != mo_bytes(template_catalogue(template)):
        found.append(f"{TEMPLATE_MO.relative_to(ROOT)}: not the template compiled (run make words)")
    for lang in languages():
        translation = read(po_path(lang), lang)
        found += [f"{po_path(lang).relative_to(ROOT)}: {p}" for p in problems_of(translation, template)]
        if po_path(lang).read_bytes() != po_bytes(translation):
            found.append(f"{po_path(lang).relative_to(ROOT)}: not as make words writes it (run make words)")
        if not mo_path(lang).exists() or mo_path(lang).read_bytes() != mo_bytes(translation):
            found.append(f"{mo_path(lang).relative_to(ROOT)}: not its .po compiled (run make words)")
    return found


def write_if_changed(path: Path, data: bytes) -> bool:
    """Write ``data`` unless the file holds it already; whether it wrote."""
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def update(new: Sequence[str] = ()) -> list[Path]:
    """Merge the template into every translation (and start each of ``new``), compile them all; the files written."""
    template = read(TEMPLATE)
    written = [p for p, data in [(TEMPLATE, po_bytes(template)),
                                 (TEMPLATE_MO, mo_bytes(template_catalogue(template)))] if write_if_changed(p, data)]
    for lang in sorted(set(languages()) | set(new)):
        translation = read(po_path(lang), lang) if po_path(lang).exists() else new_catalogue(lang)
        merged = merge(translation, template)
        written += [p for p, data in [(po_path(lang), po_bytes(merged)), (mo_path(lang), mo_bytes(merged))]
                    if write_if_changed(p, data)]
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 listing what is not current")
    parser.add_argument("--new", action="append", default=[], metavar="LANG", help="start a translation")
    args = parser.parse_args(argv)
    if args.check:
        found = check()
        for line in found:
            print(line)
        return 1 if found else 0
    for path in update(args.new):
        print(f"wrote {path.relative_to(ROOT)}")
    found = check()
    for line in found:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
