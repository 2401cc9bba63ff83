"""Where steamlab's data files live, and reading them with clear errors.

In a source checkout (and an editable install) the files are in ``data/`` at
the repository root; a wheel carries them as ``steamlab/_data``.

>>> data_path("maps").name
'maps'
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from steamlab.core.errors import DataError

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


def load_json(path: Path) -> Any:
    """Parse a JSON file; any failure is a :class:`DataError` naming the file."""
    name = display_name(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DataError(name, "", f"cannot read the file ({exc.strerror or exc})") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise DataError(name, f"line {exc.lineno} column {exc.colno}", f"not valid JSON: {exc.msg}") from None
