"""The numbers and cases the lessons' exercises ask about, read from ``data/course/exercises.toml``.

The file has a table per lesson module of :mod:`steamlab.course.lessons` (``[building_costs]``) and a key per
parameter (``open_end = ["G5", "straight", 2]``). A lesson module reads its table with :class:`Parameters` and
gives the shape each value must have, a type as Python writes it (``int``, ``str``, ``list[int | str]``,
``tuple[str, str, int]``, ``tuple[int, ...]``, ``dict[str, int]``, ``dict[int, int]`` keyed ``{ 1 = 0 }``, ``Any``
where a lower floor checks the value itself); the value comes back in that shape (a TOML array given as a ``tuple``
shape is a tuple) and a value of another shape, a missing key or an unknown table is refused with a ``DataError``
naming the file and the field:

>>> p = Parameters("building_costs")
>>> p.get("open_end", tuple[str, str, int])
('G5', 'straight', 2)
>>> p.get("open_end", list[int])
Traceback (most recent call last):
...
steamlab.core.errors.DataError: course/exercises.toml: building_costs.open_end[0]: must be a whole number
>>> checked({"cash": 3, "vp": "many"}, dict[str, int], "t.seat", "course/exercises.toml")
Traceback (most recent call last):
...
steamlab.core.errors.DataError: course/exercises.toml: t.seat.vp: must be a whole number
"""

from __future__ import annotations

import re
import tomllib
import types
import typing
from functools import cache
from typing import Any, TypeVar, cast

from steamlab.core.datafiles import data_path, display_name
from steamlab.core.errors import DataError
from steamlab.course.lessons import LESSONS

T = TypeVar("T")

FILE = ("course", "exercises.toml")
"""The file, inside the data folder."""

_READ: dict[str, set[str]] = {}
"""Which keys of each table the lesson modules have read (a test finds a key no lesson reads)."""

_WORDS = {bool: "true or false", int: "a whole number", str: "text"}


def _source() -> str:
    return display_name(data_path(*FILE))


@cache
def tables() -> dict[str, dict[str, Any]]:
    """Every lesson's table, as the file has it (checked: TOML, and only tables named after a lesson module)."""
    path = data_path(*FILE)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise DataError(_source(), "", f"not TOML: {e}") from None
    for name, table in data.items():
        if name not in LESSONS.values():
            raise DataError(_source(), name, "not a lesson module of steamlab.course.lessons")
        if not isinstance(table, dict):
            raise DataError(_source(), name, "must be a table of parameters")
    return data


def _words(shape: Any) -> str:
    if shape in _WORDS:
        return _WORDS[shape]
    origin = typing.get_origin(shape)
    if origin in (types.UnionType, typing.Union):
        return " or ".join(_words(a) for a in typing.get_args(shape))
    args = typing.get_args(shape)
    items = "a list" if origin is tuple and args[-1] is Ellipsis else f"a list of {len(args)} items"
    return {list: "a list", tuple: items, dict: "a table"}[origin]


def _key(key: str, shape: Any, field: str, source: str) -> Any:
    """A TOML key (always text) as the shape's key: a whole number for ``dict[int, ...]`` (``{ 1 = 0 }``)."""
    if shape is int:
        if not re.fullmatch(r"-?[0-9]+", key):
            raise DataError(source, field, "must be keyed by whole numbers")
        return int(key)
    return key


def checked(value: Any, shape: Any, field: str, source: str) -> Any:
    """``value`` in ``shape``, or a ``DataError(source, field, ...)`` saying what it must be."""
    if shape is Any:
        return value
    if shape in _WORDS:
        if isinstance(value, shape) and (shape is bool or not isinstance(value, bool)):
            return value
        raise DataError(source, field, f"must be {_words(shape)}")
    origin, args = typing.get_origin(shape), typing.get_args(shape)
    if origin in (types.UnionType, typing.Union):
        for option in args:
            try:
                return checked(value, option, field, source)
            except DataError:
                pass
        raise DataError(source, field, f"must be {_words(shape)}")
    if origin is list and isinstance(value, list):
        return [checked(v, args[0], f"{field}[{i}]", source) for i, v in enumerate(value)]
    if origin is tuple and isinstance(value, list) and len(args) == 2 and args[1] is Ellipsis:
        return tuple(checked(v, args[0], f"{field}[{i}]", source) for i, v in enumerate(value))
    if origin is tuple and isinstance(value, list) and len(value) == len(args):
        return tuple(checked(v, a, f"{field}[{i}]", source) for i, (v, a) in enumerate(zip(value, args, strict=True)))
    if origin is dict and isinstance(value, dict):
        return {_key(k, args[0], f"{field}.{k}", source): checked(v, args[1], f"{field}.{k}", source)
                for k, v in value.items()}
    if origin in (list, tuple, dict):
        raise DataError(source, field, f"must be {_words(shape)}")
    raise TypeError(f"{field}: a shape Parameters cannot check: {shape!r}")


class Parameters:
    """The parameters of one lesson module's exercises (its table of the file)."""

    def __init__(self, lesson: str) -> None:
        if lesson not in tables():
            raise DataError(_source(), lesson, "no such table (a lesson module's exercise parameters)")
        self.lesson = lesson
        self.values = tables()[lesson]

    def get(self, key: str, shape: type[T]) -> T:
        """The parameter ``key``, checked to be of ``shape`` (and returned in it)."""
        field = f"{self.lesson}.{key}"
        if key not in self.values:
            raise DataError(_source(), field, "missing")
        _READ.setdefault(self.lesson, set()).add(key)
        return cast(T, checked(self.values[key], shape, field, _source()))


def unread() -> dict[str, set[str]]:
    """The keys of each table no lesson module has read so far (all of a table whose module is not imported)."""
    return {name: set(table) - _READ.get(name, set()) for name, table in tables().items()
            if set(table) - _READ.get(name, set())}


__all__ = ["FILE", "Parameters", "checked", "tables", "unread"]
