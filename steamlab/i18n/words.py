"""Word tables as data: every sentence of a table in English and Japanese, in ``steamlab/i18n/words/<module>.json``.

A module that says things keeps its code and names its tables (``UI = table("i18n.ui", "UI")``); the words live
in one JSON file per module, ``{"UI": {"ui.hint": {"en": "Hint", "ja": "ヒント"}, ...}}``, checked on load: every
entry has exactly an English and a Japanese text. A translator edits the JSON; a broken file names itself, the
table and the entry.

>>> table("i18n.ui", "KINDS")["kind.bid"]
{'en': 'Bid', 'ja': '入札'}
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from steamlab.i18n.message import LANGUAGES

FOLDER = Path(__file__).with_name("words")


class WordsError(ValueError):
    """A word file that cannot be read or does not hold what a table needs: the file, table and entry named."""


@cache
def _file(module: str) -> dict[str, dict[str, dict[str, str]]]:
    path = FOLDER / f"{module}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise WordsError(f"{path}: cannot be read as a word file ({exc})") from None
    if not isinstance(data, dict):
        raise WordsError(f"{path}: must hold an object of tables")
    for name, entries in data.items():
        if not isinstance(entries, dict):
            raise WordsError(f"{path}: table {name!r} must be an object of entries")
        for key, entry in entries.items():
            if not isinstance(entry, dict) or sorted(entry) != sorted(LANGUAGES) or not all(
                isinstance(text, str) for text in entry.values()
            ):
                raise WordsError(f"{path}: {name}[{key!r}] must have exactly the texts {', '.join(LANGUAGES)}")
    return data


def table(module: str, name: str) -> dict[str, dict[str, str]]:
    """The table ``name`` of ``module``'s word file (a fresh dict: the caller may add to it)."""
    tables = _file(module)
    if name not in tables:
        raise WordsError(f"{FOLDER / (module + '.json')}: no table {name!r}")
    return {key: dict(entry) for key, entry in tables[name].items()}
