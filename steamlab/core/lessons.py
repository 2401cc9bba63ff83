"""The course's paths: the lesson numbers in reading order, a path per game (the lessons' own helpers and the
navigation are in :mod:`steamlab.course.path`; the index page, on a floor below the course, lists them too).

A lesson's number is its file's (``14_action_tiles.ipynb``) and the key of its progress
(:mod:`steamlab.core.progress`); its place on its path is what a learner counts by.

>>> place(14), place(8), place(13)
(('steam', 8, 14), ('russian_railroads', 1, 9), ('steam', 14, 14))
>>> short_title("Lesson 14 — Action tiles and the action-selection phase"), short_title("第 8 課 — プレイヤーボード")
('Action tiles and the action-selection phase', 'プレイヤーボード')
"""

from __future__ import annotations

import re

from steamlab.i18n.words import table as word_table

PATHS: dict[str, tuple[int, ...]] = {
    "steam": (1, 2, 3, 4, 5, 6, 7, 14, 15, 16, 17, 18, 19, 13),
    "russian_railroads": (8, 9, 10, 11, 12, 20, 21, 22, 23),
}
"""Lesson numbers in reading order. ``"steam"`` is the path of Steam and of Age of Steam."""

PATH_NAMES: dict[str, dict[str, str]] = word_table("core.lessons", "PATH_NAMES")


def place(number: int) -> tuple[str, int, int] | None:
    """Lesson ``number``'s path, its place on it (from 1) and the path's length; ``None`` for a lesson on none."""
    for name, lessons in PATHS.items():
        if number in lessons:
            return name, lessons.index(number) + 1, len(lessons)
    return None


_NUMBERED = re.compile(r"^(Lesson\s+\d+|第\s*\d+\s*課)\s*[—–-]\s*")


def short_title(title: str) -> str:
    """A lesson's heading without its file number (``Lesson 14 — `` / ``第 14 課 — ``): lists number by the path."""
    return _NUMBERED.sub("", title).strip()


__all__ = ["PATHS", "PATH_NAMES", "place", "short_title"]
