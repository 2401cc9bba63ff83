"""Where steamlab's data files live, and reading them with clear errors.

Every refusal is a :class:`DataError` naming the file (and, for a JSON syntax error, the line and
column); its problem is a catalogue message (:mod:`steamlab.i18n.data`), so the command line prints
the English sentence and a Japanese page shows the same refusal in Japanese.

In a source checkout (and an editable install) the files are in ``data/`` at
the repository root; a wheel carries them as ``steamlab/_data``.

>>> data_path("maps").name
'maps'
"""

from __future__ import annotations

import itertools
import json
import operator
import re
import stat
from pathlib import Path
from typing import Any

from steamlab.core.errors import DataError
from steamlab.i18n import msg

_PACKAGE = Path(__file__).resolve().parent.parent


def data_dir() -> Path:
    """The folder holding ``maps/``, ``tiles/`` and the games' data."""
    bundled = _PACKAGE / "_data"
    if bundled.is_dir():
        return bundled
    return _PACKAGE.parent / "data"


def data_path(*parts: str) -> Path:
    """A path inside :func:`data_dir`."""
    return data_dir().joinpath(*parts)


def display_name(path: Path) -> str:
    """A short name for messages: relative to the data folder when inside it."""
    try:
        return str(path.resolve().relative_to(data_dir().resolve()))
    except ValueError:
        return str(path)


MAX_FILE_BYTES = 5_000_000
"""The largest JSON file or text steamlab reads (maps, records, positions, tile manifests)."""
MAX_DEPTH = 64
"""The deepest nesting of JSON arrays and objects steamlab parses (real files nest fewer than 10)."""

_STRING = re.compile(r'"(?:[^"\\]++|\\.?)*+(?:"|\Z)', re.DOTALL)
"""A JSON string, or a string that never closes (to the end of the text). Possessive, and every ``"`` starts a
match that succeeds, so one pass over the text: no retry from each quote (``"\\"\\"\\...`` took 8.6 s for 32 kB
with a pattern that could fail and be retried at every quote)."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]++")
_WEIGHT = bytes.maketrans(b"[{]}", b"\x02\x02\x00\x00")


def nesting_within(text: str, limit: int = MAX_DEPTH) -> bool:
    """Whether the arrays and objects of JSON ``text`` nest at most ``limit`` deep (checked without parsing).

    Strings are taken out (one linear pass, :data:`_STRING`); of the brackets
    left, an opening one counts 2 and a closing one 0, so the running sum less
    the count so far is the depth after each bracket, and its largest value is
    compared with ``limit``. Every step runs in C (``accumulate``, ``map``,
    ``max``): linear in the text, about 0.4 s for 5 MB of brackets here
    (``tests/hardening/test_bounded_work.py``). Brackets that do not match are
    not JSON; the parser then says where.

    >>> nesting_within('{"a": [[1], "]]]"]}', 3), nesting_within("[[[[]]]]", 3)
    (True, False)
    """
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return True
    if "[" * (limit + 1) in brackets or "{" * (limit + 1) in brackets:
        return False
    weights = brackets.encode("ascii").translate(_WEIGHT)
    deepest: int = max(map(operator.sub, itertools.accumulate(weights), itertools.count(1)))
    return deepest <= limit


_SURROGATE = re.compile(r"[\ud800-\udfff]")  # escapes, not the characters: no source text holds a lone surrogate
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
"""A ``\\uD800``-``\\uDFFF`` escape: the only way UTF-8 JSON text can carry a lone surrogate."""


def unsendable_at(value: Any, where: str = "") -> str | None:
    """The path (``title``, ``hexes[3].city.name``; ``""`` for the value itself) of the first text in ``value``
    that is not valid Unicode (a lone surrogate, which no page, no kernel message and no UTF-8 file can carry),
    else ``None``. Walks dicts (keys too), lists and tuples without recursion: linear in the value.

    >>> unsendable_at({"title": "ok", "hexes": [{"name": "x\\ud800"}]}), unsendable_at(["\\U0001F682", "駅"])
    ('hexes[0].name', None)
    """
    todo: list[tuple[Any, str]] = [(value, where)]
    while todo:
        item, path = todo.pop()
        if isinstance(item, str):
            if not item.isascii() and _SURROGATE.search(item):
                return path
        elif isinstance(item, dict):
            for key, sub in item.items():
                inner = f"{path}.{key}" if path else str(key)
                if isinstance(key, str) and not key.isascii() and _SURROGATE.search(key):
                    return path or "(a key)"
                todo.append((sub, inner))
        elif isinstance(item, list | tuple):
            todo.extend((sub, f"{path}[{i}]") for i, sub in enumerate(item))
    return None


def check_text(value: Any, source: str, where: str = "") -> None:
    """Refuse ``value`` (a :class:`DataError` naming ``source`` and the field) if any text in it is not valid
    Unicode (:func:`unsendable_at`).

    >>> check_text({"title": "x\\ud800"}, "m.json")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.DataError: m.json: title: not valid Unicode text (a lone surrogate such as \\ud800)
    """
    at = unsendable_at(value, where)
    if at is not None:
        raise DataError(source, at, msg("data.surrogate"))


def parse_json(data: str | bytes, name: str, *, max_bytes: int = MAX_FILE_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Parse JSON text (UTF-8 if bytes) after checking its size and nesting; :class:`DataError` naming ``name``.

    >>> parse_json(b'{"a": [1, 2]}', "x.json")
    {'a': [1, 2]}
    >>> parse_json(b"\\xff\\xfe{}", "x.json")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.DataError: x.json: not JSON: not UTF-8 text (byte 0)
    >>> parse_json("[" * 100 + "]" * 100, "x.json")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.DataError: x.json: arrays and objects nest more than 64 levels deep
    """
    if not isinstance(data, str | bytes):
        raise DataError(name, "", msg("data.not_text", kind=type(data).__name__))
    if len(data) > max_bytes:
        raise DataError(name, "", msg("data.too_large", limit=f"{max_bytes:,}", size=f"{len(data):,}"))
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DataError(name, "", msg("data.not_utf8", at=exc.start)) from None
    else:
        text = data
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text.isascii() and _SURROGATE.search(text):  # a str handed in may hold one itself
        raise DataError(name, "", msg("data.surrogate"))
    if not nesting_within(text, max_depth):
        try:  # brackets deeper than the limit, or simply not JSON: say which
            json.loads(text)
        except json.JSONDecodeError as exc:
            raise _syntax(name, exc) from None
        except (RecursionError, ValueError):
            pass
        raise DataError(name, "", msg("data.too_deep", depth=max_depth))
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _syntax(name, exc) from None
    except (RecursionError, ValueError) as exc:  # e.g. an integer literal of more than 4300 digits
        raise DataError(name, "", msg("data.not_a_value", reason=str(exc))) from None
    if _SURROGATE_ESCAPE.search(text):  # only then can a text in it be a lone surrogate: look for it
        check_text(value, name)
    return value


def _syntax(name: str, exc: json.JSONDecodeError) -> DataError:
    """A JSON syntax error: where (line and column) and the parser's reason, both catalogue messages.

    >>> err = _syntax("x.json", json.JSONDecodeError("Expecting value", "[1,]", 3))
    >>> str(err), err.field.render("ja"), err.problem.render("ja")
    ('x.json: line 1 column 4: not JSON: Expecting value', '1 行 4 列', 'JSON ではありません: 値がありません')
    """
    return DataError(name, msg("data.at", line=exc.lineno, column=exc.colno), msg("data.syntax", reason=exc.msg))


def read_capped(path: Path, name: str | None = None, max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of a regular file of at most ``max_bytes``; anything else is a :class:`DataError`.

    Devices, pipes and folders (``/dev/zero``, ``/dev/stdin``) are refused
    before they are opened for reading, so they can neither fill memory nor hang.

    >>> read_capped(Path("/dev/zero"), "map")
    Traceback (most recent call last):
    ...
    steamlab.core.errors.DataError: map: not a regular file
    """
    shown = name or display_name(path)
    try:
        info = path.stat()
    except (OSError, ValueError) as exc:
        raise DataError(shown, "", msg("data.cannot_read", reason=_reason(exc))) from None
    if not stat.S_ISREG(info.st_mode):
        raise DataError(shown, "", msg("data.not_regular"))
    if info.st_size > max_bytes:
        raise DataError(shown, "", msg("data.too_large", limit=f"{max_bytes:,}", size=f"{info.st_size:,}"))
    try:
        with path.open("rb") as f:
            data = f.read(max_bytes + 1)
    except (OSError, ValueError) as exc:
        raise DataError(shown, "", msg("data.cannot_read", reason=_reason(exc))) from None
    if len(data) > max_bytes:  # it grew since stat
        raise DataError(shown, "", msg("data.too_large_now", limit=f"{max_bytes:,}"))
    return data


def _reason(exc: Exception) -> str:
    text = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
    return text[:120]


def load_json(path: Path, max_bytes: int = MAX_FILE_BYTES) -> Any:
    """Parse a JSON file (capped in size and depth); any failure is a :class:`DataError` naming the file."""
    name = display_name(path)
    return parse_json(read_capped(path, name, max_bytes), name, max_bytes=max_bytes)
