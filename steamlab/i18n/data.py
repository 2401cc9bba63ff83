# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Messages of reading a data file (:mod:`steamlab.core.datafiles`): size, encoding, nesting and JSON syntax.

The English templates print exactly the bytes the command line always printed
(``x.json: line 1 column 3: not JSON: Expecting value``); Japanese pages show
the same refusal in Japanese, the JSON parser's own reason included (group ``json``).

>>> from steamlab.i18n import msg
>>> reason = msg("data.syntax", reason="Expecting ',' delimiter")
>>> print(reason), print(reason.render("ja"))
not JSON: Expecting ',' delimiter
JSON ではありません: 区切りのカンマ (,) がありません
(None, None)
>>> msg("data.at", line=3, column=14).render("ja")
'3 行 14 列'
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

MESSAGES = word_table("i18n.data", "MESSAGES")

# the reasons Python's JSON parser gives (json.JSONDecodeError.msg)
JSON = word_table("i18n.data", "JSON")

# the operating system's reasons a file cannot be read (OSError.strerror on Linux and macOS)
OS_ERRORS = word_table("i18n.data", "OS_ERRORS")

ENTRIES = {**MESSAGES, **JSON, **OS_ERRORS}
"""Both languages for every message of reading a data file."""
