"""A learner's progress through the lessons: which exercises were answered right, which answers were shown.

Kept for the session in this process and in a small JSON file in the user's folder, so the course's index
page (another kernel) can show it: ``$STEAMLAB_PROGRESS`` if set, else ``~/.steamlab/progress.json``
(``off`` keeps it in this process only). The file holds, per lesson number, its number of exercises and
each exercise's state::

    {"lessons": {"2": {"exercises": 4, "states": {"0": "right", "2": "shown"}}}}

``"right"``: answered right (perhaps after a hint); ``"shown"``: the learner asked for the answer, or used
both tries. A lesson is done when every exercise is one of the two. The puzzles are kept the same way under
``"puzzles/<rule set>"`` (``"puzzles/age_of_steam"``: the puzzle's place in its list, right or shown); they
count in :meth:`Progress.puzzles`, not among the lessons. A file that cannot be read is treated as
empty and rewritten; one that cannot be written leaves the session's memory as it is.

**Many kernels, one file.** Each lesson runs in a kernel of its own, and each kept its own copy: a write put the
whole copy in the file, so the last lesson answered wiped what the others had written since it started (six
lessons answered, four in the index). A write now takes the file's lock (``progress.json.lock``, ``flock``),
reads the file again, merges this session's answers into it (:func:`merge`: a right answer is never undone) and
replaces it whole (a temporary file, ``os.replace``): a second writer's answers are never lost.

**A server's learners, one browser each.** Under Voilà (a class server: ``VOILA_KERNEL_ID``) and on the live
site (Pyodide) the user folder is the server's, shared by every viewer (or lost at the next page): there is no
file (:func:`progress_path` is ``None``) and the progress lives in the viewer's browser
(:mod:`steamlab.widgets.progress`: ``localStorage``, read into this store when a page shows and written at
each answer), so each learner sees their own.

>>> store = Progress(None)
>>> store.record(2, 0, 2, "right"); store.record(2, 1, 2, "shown")
>>> store.state(2, 0), store.summary()
('right', Summary(lessons_done=1, lessons_started=1, right=1, answered=2))
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from steamlab.core.runtime import in_browser

STATES = ("right", "shown")


class Summary(NamedTuple):
    """The course's progress in four numbers."""

    lessons_done: int
    lessons_started: int
    right: int
    answered: int


def in_browser_store() -> bool:
    """Whether this kernel keeps the progress in its viewer's browser rather than a file: a page of a Voilà
    server (every viewer shares its user folder) or of the live site (Pyodide: files last one page)."""
    return in_browser() or bool(os.environ.get("VOILA_KERNEL_ID"))


def progress_path() -> Path | None:
    """Where the progress is kept (``None``: in this process only, or in the viewer's browser: see
    :func:`in_browser_store`)."""
    if in_browser_store():
        return None
    where = os.environ.get("STEAMLAB_PROGRESS", "").strip()
    if where.lower() == "off":
        return None
    return Path(where).expanduser() if where else Path.home() / ".steamlab" / "progress.json"


class Progress:
    """The progress store: the session's memory, read from and written through to ``path``."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.lessons: dict[str, dict[str, Any]] = {}
        self.reload()

    def reload(self) -> None:
        """Read the file again (another kernel may have written it); what this session answered stays."""
        if self.path is None or not self.path.is_file():
            return
        self.lessons = merge(_read(self.path), self.lessons)

    def take(self, lessons: Mapping[str, Any]) -> None:
        """Merge ``lessons`` (the file's form, e.g. what the viewer's browser kept) into the session's memory."""
        self.lessons = merge(self.lessons, parse(lessons))

    def state(self, lesson: int | str, index: int) -> str | None:
        """``"right"``, ``"shown"`` or ``None`` (not answered yet) for exercise ``index`` of ``lesson``."""
        state = self.lessons.get(str(lesson), {}).get("states", {}).get(str(index))
        return str(state) if state is not None else None

    def record(self, lesson: int | str, index: int, total: int, state: str) -> None:
        """Exercise ``index`` (of ``total``) of ``lesson`` is now ``state``; a right answer is never undone."""
        if state not in STATES:
            raise ValueError(f"progress state {state!r} is not one of {STATES}")
        entry = self.lessons.setdefault(str(lesson), {"exercises": total, "states": {}})
        entry["exercises"] = total
        if entry["states"].get(str(index)) != "right":
            entry["states"][str(index)] = state
        self._write()

    def _write(self) -> None:
        """Merge the session's answers into the file under its lock (the file read again first), atomically."""
        if self.path is None:
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with _locked(self.path):
                self.lessons = merge(_read(self.path), self.lessons)
                text = json.dumps({"lessons": self.lessons}, indent=1, sort_keys=True)
                with tempfile.NamedTemporaryFile("w", dir=self.path.parent, delete=False, suffix=".tmp",
                                                 encoding="utf-8") as f:  # fmt: skip
                    f.write(text)
                os.replace(f.name, self.path)
        except OSError:
            pass

    def lesson(self, number: int) -> tuple[int, int, int]:
        """Of lesson ``number``'s exercises: how many answered right, how many answered (right or shown), and how
        many it has (``(0, 0, 0)`` for a lesson not begun)."""
        entry = self.lessons.get(str(number))
        if entry is None:
            return (0, 0, 0)
        states = list(entry["states"].values())
        return (sum(s == "right" for s in states), len(states), int(entry["exercises"]))

    def puzzles(self, rules: str) -> tuple[int, int]:
        """Of the puzzles of ``rules``: how many answered right, and how many answers shown.

        >>> store = Progress(None)
        >>> store.record("puzzles/age_of_steam", 3, 28, "right"); store.record("puzzles/age_of_steam", 4, 28, "shown")
        >>> store.puzzles("age_of_steam"), store.summary().lessons_started
        ((1, 1), 0)
        """
        states = list(self.lessons.get(f"puzzles/{rules}", {}).get("states", {}).values())
        return sum(s == "right" for s in states), sum(s == "shown" for s in states)

    def summary(self) -> Summary:
        """Lessons done and started, exercises right and answered (right or shown); the puzzles not counted."""
        done = right = answered = 0
        lessons = [entry for key, entry in self.lessons.items() if key.isdigit()]
        for entry in lessons:
            states = entry["states"].values()
            right += sum(s == "right" for s in states)
            answered += len(entry["states"])
            done += len(entry["states"]) >= entry["exercises"]
        return Summary(done, len(lessons), right, answered)


def parse(lessons: Any) -> dict[str, dict[str, Any]]:
    """The ``"lessons"`` part of a progress file, checked: lessons whose entry is malformed are left out.

    >>> parse({"2": {"exercises": 3, "states": {"0": "right", "1": "guessed"}}, "x": None})
    {'2': {'exercises': 3, 'states': {'0': 'right'}}}
    """
    out: dict[str, dict[str, Any]] = {}
    if not isinstance(lessons, Mapping):
        return out
    for k, v in lessons.items():
        try:
            out[str(k)] = {"exercises": int(v["exercises"]),
                           "states": {str(i): s for i, s in v["states"].items() if s in STATES}}  # fmt: skip
        except (ValueError, KeyError, TypeError, AttributeError):
            continue
    return out


def merge(older: Mapping[str, Any], newer: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Two copies of the progress as one: every exercise either answered, a right answer over a shown one; a
    lesson's count of exercises from ``newer`` where it has the lesson.

    >>> a = {"1": {"exercises": 2, "states": {"0": "right"}}, "2": {"exercises": 4, "states": {"1": "right"}}}
    >>> b = {"1": {"exercises": 2, "states": {"0": "shown", "1": "shown"}}, "3": {"exercises": 3, "states": {}}}
    >>> merge(a, b)["1"], sorted(merge(a, b))
    ({'exercises': 2, 'states': {'0': 'right', '1': 'shown'}}, ['1', '2', '3'])
    """
    out = {k: {"exercises": v["exercises"], "states": dict(v["states"])} for k, v in older.items()}
    for k, v in newer.items():
        entry = out.setdefault(k, {"exercises": v["exercises"], "states": {}})
        entry["exercises"] = v["exercises"]
        for i, state in v["states"].items():
            if entry["states"].get(i) != "right":
                entry["states"][i] = state
    return out


def _read(path: Path) -> dict[str, dict[str, Any]]:
    """The file's lessons (``{}`` for a file missing or unreadable)."""
    try:
        return parse(json.loads(path.read_text(encoding="utf-8"))["lessons"])
    except (OSError, ValueError, KeyError, TypeError):
        return {}


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold ``path``'s lock file (``<name>.lock`` beside it) while the block runs: one writer at a time."""
    try:
        import fcntl
    except ImportError:  # no flock here (Windows): the merge still keeps what was read
        yield
        return
    with open(path.with_name(path.name + ".lock"), "a", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


_STORE: Progress | None = None


def progress() -> Progress:
    """The process's progress store (made on first use, at :func:`progress_path`)."""
    global _STORE
    if _STORE is None or _STORE.path != progress_path():
        _STORE = Progress(progress_path())
    return _STORE
