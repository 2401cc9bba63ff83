# ruff: noqa: E501  (catalogue data: one message a line reads better than wrapped Japanese)
"""Messages of loading a record (save file): where the problem is, and what it is, in English and Japanese.

The English templates print exactly the bytes the command line always printed
(``record: action 1: unknown action kind 'fly'``), so ``str(RecordError)`` is
unchanged; a Japanese page (the hot seat's upload, the replay viewer) shows the
same refusal in Japanese with :meth:`~steamlab.i18n.Message.render`. Field names
and action kinds stay as the file writes them (``'players'``, ``raise_capital``):
they are what the reader looks for in the file.

>>> from steamlab.i18n import msg
>>> reason = msg("record.in", source=msg("record.word"), problem=msg("record.at", index=1, problem=msg("action.unknown_kind", kind="fly")))
>>> print(reason), print(reason.render("ja"))
record: action 1: unknown action kind 'fly'
棋譜: アクション 1: 不明なアクションの種類 'fly' です
(None, None)
"""

from __future__ import annotations

from steamlab.i18n.words import table as word_table

RECORDS = word_table("i18n.records", "RECORDS")

# the action codec's refusals (steamlab.engine.state.ActionCodec)
ACTIONS = word_table("i18n.records", "ACTIONS")

# Python's names of the JSON value types, as a record's reader meets them
JSON_TYPES = word_table("i18n.records", "JSON_TYPES")

ENTRIES = {**RECORDS, **ACTIONS, **JSON_TYPES}
"""Both languages for every message of loading a record."""
