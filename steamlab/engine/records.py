"""Reading records (save files) safely: text and files capped in size and depth, errors as RecordError.

Every place that takes a record from outside -- the CLI, the hot-seat upload,
a file path -- goes through :func:`parse_record` or :func:`read_record`
before :func:`steamlab.from_record` sees it. See ``docs/records.md`` for what
a record may hold and the limits.

>>> parse_record(b'{"format": "steamlab-record"}')
{'format': 'steamlab-record'}
>>> parse_record(b"\\xff\\xfe")
Traceback (most recent call last):
...
steamlab.core.errors.RecordError: record: not JSON: not UTF-8 text (byte 0)

A Japanese page shows the refusal in Japanese (``RecordError.sentence().render("ja")``):

>>> try:
...     parse_record(b"{bad")
... except RecordError as exc:
...     print(exc.sentence("game.json").render("ja"))
game.json: 1 行 2 列: JSON ではありません: 二重引用符 (") で囲んだ項目名がありません
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from steamlab.core.datafiles import MAX_DEPTH, MAX_FILE_BYTES, parse_json, read_capped
from steamlab.core.errors import DataError, RecordError
from steamlab.i18n import Message, msg

MAX_RECORD_BYTES = MAX_FILE_BYTES
"""The largest record read (5 MB: a long game is about 100 kB)."""


def parse_record(data: str | bytes, max_bytes: int = MAX_RECORD_BYTES) -> Any:
    """The JSON value of a record's text; :class:`RecordError` if it is too big, too deep, not UTF-8 or not JSON."""
    try:
        return parse_json(data, "record", max_bytes=max_bytes, max_depth=MAX_DEPTH)
    except DataError as exc:
        raise RecordError(data_problem(exc)) from None


def read_record(path: str | Path, max_bytes: int = MAX_RECORD_BYTES) -> Any:
    """The JSON value of a record file (a regular file of at most ``max_bytes``); :class:`RecordError` otherwise."""
    p = Path(path)
    name = str(p)[:200]
    try:
        return parse_json(read_capped(p, name, max_bytes), name, max_bytes=max_bytes)
    except DataError as exc:
        raise RecordError(msg("record.in", source=name, problem=data_problem(exc))) from None


def data_problem(exc: DataError) -> Message | str:
    """The data file's refusal as a message: where (a JSON line and column), then what.

    >>> where, what = msg("data.at", line=1, column=2), msg("data.syntax", reason="Extra data")
    >>> print(data_problem(DataError("record", where, what)).render("ja"))
    1 行 2 列: JSON ではありません: JSON の値のあとに余分なデータがあります
    """
    return msg("record.in", source=exc.field, problem=exc.problem) if exc.field else exc.problem


__all__ = ["MAX_RECORD_BYTES", "data_problem", "parse_record", "read_record"]
