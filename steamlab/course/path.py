"""The course's order: a path per game from the first map to a first whole game against the computer.

Steam and Age of Steam share their lessons (each lesson sets the two games side
by side); Russian Railroads has its own. Lesson 13 (analysing a position with
playouts) comes after the Steam path, for a learner who has played a game.
Each lesson links the one before and after it on its path (:func:`neighbours`)
and its other-language copy; ``tools/lessons_nav.py`` writes those links.

>>> neighbours(7), neighbours(8), neighbours(13)
((6, 14), (None, 9), (19, None))
>>> path_of(21)
'russian_railroads'
"""

from __future__ import annotations

from collections.abc import Mapping

from steamlab.core.lessons import PATH_NAMES, PATHS  # kept on the core floor: the index page lists them too
from steamlab.course.text import say
from steamlab.i18n.words import table as word_table

_W = word_table("course.path", "_W")


def path_of(number: int) -> str:
    """The path a lesson belongs to; ``KeyError`` for a lesson on no path."""
    for name, lessons in PATHS.items():
        if number in lessons:
            return name
    raise KeyError(f"lesson {number} is on no path of steamlab.course.path.PATHS")


def neighbours(number: int) -> tuple[int | None, int | None]:
    """The lessons before and after ``number`` on its path (``None`` at either end)."""
    lessons = PATHS[path_of(number)]
    i = lessons.index(number)
    return (lessons[i - 1] if i else None, lessons[i + 1] if i + 1 < len(lessons) else None)


def _link(number: int | None, titles: Mapping[int, Mapping[str, str]], files: Mapping[int, str], lang: str,
          end: str) -> str:  # fmt: skip
    if number is None:
        return say(_W[end], lang)
    if number not in files or number not in titles:
        return say(_W["missing"], lang, n=number)
    return f"[{titles[number][lang]}]({files[number]})"


def nav_markdown(number: int, titles: Mapping[int, Mapping[str, str]], files: Mapping[int, str], lang: str) -> str:
    """The closing navigation of lesson ``number``: its path, previous and next lessons, the other language.

    ``titles`` maps lesson numbers to their headings by language, ``files`` to their file names; links are
    relative to the lesson's own folder (``ja/`` for the Japanese copies).

    >>> titles = {1: {"en": "Lesson 1", "ja": "第1課"}, 2: {"en": "Lesson 2", "ja": "第2課"}}
    >>> print(nav_markdown(2, titles, {1: "01_map.ipynb", 2: "02_cost.ipynb"}, "en").replace(" · ", "\\n"))
    **Course: Steam and Age of Steam**, lesson 2 of 14
    previous: [Lesson 1](01_map.ipynb)
    next: lesson 3 (not written yet)
    [日本語](ja/02_cost.ipynb)
    """
    name = path_of(number)
    before, after = neighbours(number)
    lessons = PATHS[name]
    parts = [
        say(_W["course"], lang, path=say(PATH_NAMES[name], lang), k=lessons.index(number) + 1, n=len(lessons)),
        say(_W["previous"], lang, link=_link(before, titles, files, lang, "first")),
        say(_W["next"], lang, link=_link(after, titles, files, lang, "last")),
        say(_W["other"], lang, file=files[number]),
    ]
    return " · ".join(parts)


def switch_markdown(file: str, lang: str) -> str:
    """The lines under a lesson's title: a link to its other-language copy, and how to read its hidden code."""
    return say(_W["switch"], lang, file=file) + "\n\n" + say(_W["code"], lang)
