"""Finding English left in a Japanese page: the test behind "Japanese everywhere a player reads".

A Japanese text has *untranslated English* when it holds a run of two or more
ASCII words (letters, apostrophes, hyphens) separated only by spaces or light
punctuation, once the allowed proper names are taken out: map titles and
place names (``St. Louis``, ``Grand Rapids``), game titles, hex labels, and
``VP``. A single English word in a Japanese sentence (a city name like
``Chicago``) is a name, not a message.

>>> english_runs("プレイヤー 4 が $4 を支払う (new x_gentles on B4)")
['new x_gentles on B4']
>>> english_runs("St. Louis から Grand Rapids へ", allowed=["St. Louis", "Grand Rapids"])
[]
>>> english_runs("勝利点 3 VP、Chicago")
[]
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_WORD = r"[A-Za-z][A-Za-z0-9_'’-]*"
_RUN = re.compile(rf"{_WORD}(?:[ \t.,:;/()\-]+{_WORD})+")
_HEX = re.compile(r"^[A-Z]{1,2}\d{1,2}$")
ALWAYS_ALLOWED = ("VP", "English", "日本語")
"""Words that are never a message: the unit of points and the language switch's own label."""


def english_runs(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """Runs of two or more English words in ``text`` outside ``allowed`` names (see the module docstring)."""
    for name in sorted(set(allowed) | set(ALWAYS_ALLOWED), key=len, reverse=True):
        if name:
            text = text.replace(name, " ‖ ")
    out = []
    for match in _RUN.finditer(text):
        words = re.findall(_WORD, match.group(0))
        if len([w for w in words if not _HEX.match(w)]) >= 2:
            out.append(match.group(0).strip())
    return out


__all__ = ["ALWAYS_ALLOWED", "english_runs"]
