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
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from steamlab.core.datafiles import MAX_DEPTH, MAX_FILE_BYTES, parse_json, read_capped
from steamlab.core.errors import DataError, RecordError

MAX_RECORD_BYTES = MAX_FILE_BYTES
"""The largest record read (5 MB: a long game is about 100 kB)."""


def parse_record(data: str | bytes, max_bytes: int = MAX_RECORD_BYTES) -> Any:
    """The JSON value of a record's text; :class:`RecordError` if it is too big, too deep, not UTF-8 or not JSON."""
    try:
        return parse_json(data, "record", max_bytes=max_bytes, max_depth=MAX_DEPTH)
    except DataError as exc:
        raise RecordError(_problem(exc)) from None


def read_record(path: str | Path, max_bytes: int = MAX_RECORD_BYTES) -> Any:
    """The JSON value of a record file (a regular file of at most ``max_bytes``); :class:`RecordError` otherwise."""
    p = Path(path)
    name = str(p)[:200]
    try:
        return parse_json(read_capped(p, name, max_bytes), name, max_bytes=max_bytes)
    except DataError as exc:
        raise RecordError(f"{name}: {_problem(exc)}") from None


def _problem(exc: DataError) -> str:
    return f"{exc.field}: {exc.problem}" if exc.field else exc.problem


__all__ = ["MAX_RECORD_BYTES", "parse_record", "read_record"]
